// SPDX-License-Identifier: GPL-2.0
/*
 * stop_machine_run(): run a function on one CPU while every other online
 * CPU is held still, spinning with interrupts off.  CPU hotplug uses it
 * to take a CPU out of cpu_online_map with nobody looking.
 *
 * One thread per online CPU, bound to it, SCHED_FIFO at the top
 * priority, so it takes its CPU as soon as that CPU can be preempted.
 * They step together through phases: all arrive (interrupts still on,
 * so a CPU waiting for an IPI answer from another can still get it),
 * all turn interrupts off, the chosen CPU runs the function, all go.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kthread.h>
#include <linux/stop_machine.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <linux/slab.h>
#include <linux/err.h>
#include <linux/time.h>
#include <asm/atomic.h>

struct stop_machine_data {
	int (*fn)(void *);
	void *data;
	int target;
	int ret;
	int nthreads;
	atomic_t arrived;	/* phase 1: all are running */
	atomic_t irqs_off;	/* phase 2: all have interrupts off */
	atomic_t done;		/* phase 3: the function has run */
	atomic_t left;		/* phase 4: all let go... */
	struct completion all_left;	/* ...which the last one says */
	u64 hold_ns;		/* longest any CPU had interrupts off */
	spinlock_t hold_lock;
};

static u64 last_hold_ns;

u64 stop_machine_last_hold_ns(void)
{
	return last_hold_ns;
}

static void wait_for_all(atomic_t *count, int n)
{
	while (atomic_read(count) < n)
		cpu_relax();
}

static void note_hold(struct stop_machine_data *smd, u64 ns)
{
	unsigned long flags;

	spin_lock_irqsave(&smd->hold_lock, flags);
	if (ns > smd->hold_ns)
		smd->hold_ns = ns;
	spin_unlock_irqrestore(&smd->hold_lock, flags);
}

/* Each stopper's one pass through the phases, then wait to be stopped. */
static int stopper(void *data)
{
	struct stop_machine_data *smd = data;
	u64 off_at;

	atomic_inc(&smd->arrived);
	wait_for_all(&smd->arrived, smd->nthreads);

	local_irq_disable();
	off_at = sched_clock();
	atomic_inc(&smd->irqs_off);
	wait_for_all(&smd->irqs_off, smd->nthreads);

	if (raw_smp_processor_id() == smd->target) {
		smd->ret = smd->fn(smd->data);
		atomic_inc(&smd->done);
	}
	wait_for_all(&smd->done, 1);
	local_irq_enable();
	note_hold(smd, sched_clock() - off_at);
	if (atomic_inc_return(&smd->left) == smd->nthreads)
		complete(&smd->all_left);

	/* Done: sleep until kthread_stop(). */
	while (!signal_pending(current)) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!signal_pending(current))
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

static void stop_all(struct task_struct **threads, int n)
{
	int i;

	for (i = 0; i < n; i++)
		kthread_stop_cpu(&threads[i]);
}

int stop_machine_run(int (*fn)(void *), void *data, unsigned int cpu)
{
	struct sched_param param = { .sched_priority = MAX_RT_PRIO - 1 };
	struct task_struct *threads[NR_CPUS];
	struct stop_machine_data smd = {
		.fn = fn, .data = data, .target = cpu,
	};
	int i, n = 0;

	if (cpu >= NR_CPUS || !cpu_online(cpu))
		return -EINVAL;
	spin_lock_init(&smd.hold_lock);
	atomic_set(&smd.arrived, 0);
	atomic_set(&smd.irqs_off, 0);
	atomic_set(&smd.done, 0);
	atomic_set(&smd.left, 0);
	init_completion(&smd.all_left);
	/* The caller holds the hotplug lock: the online CPUs stay put. */
	assert_cpu_hotplug_locked();
	for_each_online_cpu(i) {
		int err = kthread_create_cpu(&threads[n], stopper, &smd, i,
					     "kstopmachine");

		if (err) {
			stop_all(threads, n);
			return err;
		}
		sched_setscheduler(threads[n++], SCHED_FIFO, &param);
	}
	smd.nthreads = n;
	/*
	 * Wake them all before any can run: the one on this CPU would take
	 * it and spin, waiting for the others we had not woken yet.
	 */
	preempt_disable();
	for (i = 0; i < n; i++)
		wake_up_process(threads[i]);
	preempt_enable();
	wait_for_completion(&smd.all_left);
	stop_all(threads, n);
	last_hold_ns = smd.hold_ns;
	return smd.ret;
}
