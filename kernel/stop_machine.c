// SPDX-License-Identifier: GPL-2.0
/*
 * stop_machine_run(): run a function on one CPU while every other online
 * CPU is held still, spinning with interrupts off.  CPU hotplug uses it
 * to take a CPU out of cpu_online_map with nobody looking.
 *
 * The stopper on each online CPU is that CPU's migration thread, which
 * is already what stop_machine needs: bound to the CPU, SCHED_FIFO at
 * the top priority, so it takes its CPU as soon as that CPU can be
 * preempted.  2.6.1 made a kstopmachine thread per CPU for each call;
 * handing the pass to threads that live as long as their CPU costs no
 * thread to make or stop, and leaves cpu_down() nothing to allocate.
 * The stoppers step together through phases: all arrive (interrupts
 * still on, so a CPU waiting for an IPI answer from another can still
 * get it, and the early ones halt until the last one's IPI), all turn
 * interrupts off, the chosen CPU runs the function, all go.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/stop_machine.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/time.h>
#include <asm/atomic.h>
#include "sched.h"

struct stop_machine_data {
	int (*fn)(void *);
	void *data;
	int target;
	int ret;
	int nthreads;
	cpumask_t held;		/* the CPUs with a stopper */
	atomic_t arrived;	/* phase 1: all are running */
	atomic_t irqs_off;	/* phase 2: all have interrupts off */
	atomic_t done;		/* phase 3: the function has run */
	u64 hold_ns;		/* longest any CPU had interrupts off */
	spinlock_t hold_lock;
};

/* One request per CPU: the hotplug lock lets one stop_machine in. */
static struct migration_req stop_reqs[NR_CPUS];
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

/*
 * Phase 1 waits with interrupts on, so a CPU can halt there instead of
 * spinning: under a hypervisor with more virtual CPUs than cores (QEMU
 * at -smp 4 on a 2-core host) a spinning CPU holds the core that a
 * late stopper needs to arrive.  The last to arrive wakes the others.
 */
static void arrive(struct stop_machine_data *smd)
{
	int cpu, self = raw_smp_processor_id();

	if (atomic_inc_return(&smd->arrived) == smd->nthreads) {
		for_each_cpu_mask(cpu, smd->held)
			if (cpu != self)
				smp_send_reschedule(cpu);
		return;
	}
	local_irq_disable();
	/* safe_halt() takes the IPI even if it came since the test. */
	while (atomic_read(&smd->arrived) < smd->nthreads) {
		safe_halt();
		local_irq_disable();
	}
	local_irq_enable();
}

static void note_hold(struct stop_machine_data *smd, u64 ns)
{
	unsigned long flags;

	spin_lock_irqsave(&smd->hold_lock, flags);
	if (ns > smd->hold_ns)
		smd->hold_ns = ns;
	spin_unlock_irqrestore(&smd->hold_lock, flags);
}

/* Each stopper's one pass through the phases, on its migration thread. */
static void stopper_pass(void *data)
{
	struct stop_machine_data *smd = data;
	u64 off_at;

	arrive(smd);

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
}

int stop_machine_run(int (*fn)(void *), void *data, unsigned int cpu)
{
	struct stop_machine_data smd = {
		.fn = fn, .data = data, .target = cpu,
	};
	int i;

	if (cpu >= NR_CPUS || !cpu_online(cpu))
		return -EINVAL;
	spin_lock_init(&smd.hold_lock);
	atomic_set(&smd.arrived, 0);
	atomic_set(&smd.irqs_off, 0);
	atomic_set(&smd.done, 0);
	/* The caller holds the hotplug lock: the online CPUs stay put. */
	assert_cpu_hotplug_locked();
	/* Not the online map later: the function may take @cpu out. */
	smd.held = cpu_online_map;
	smd.nthreads = cpus_weight(smd.held);
	/*
	 * Hand out every pass before any stopper can run: the one on this
	 * CPU would take it and spin, waiting for the others.
	 */
	preempt_disable();
	for_each_cpu_mask(i, smd.held)
		migration_run_on(i, &stop_reqs[i], stopper_pass, &smd);
	preempt_enable();
	for_each_cpu_mask(i, smd.held)
		wait_for_completion(&stop_reqs[i].done);
	last_hold_ns = smd.hold_ns;
	return smd.ret;
}
