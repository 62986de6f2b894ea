// SPDX-License-Identifier: GPL-2.0
/*
 * stop_machine_run(): run a function on one CPU while every other online
 * CPU is held still.  CPU hotplug uses it to take a CPU out of
 * cpu_online_map with nobody looking.
 *
 * The stopper on each online CPU is that CPU's migration thread, which
 * is already what stop_machine needs: bound to the CPU, SCHED_FIFO at
 * the top priority, so it takes its CPU as soon as that CPU can be
 * preempted.  2.6.1 made a kstopmachine thread per CPU for each call;
 * handing the pass to threads that live as long as their CPU costs no
 * thread to make or stop, and leaves cpu_down() nothing to allocate.
 *
 * A held CPU runs nothing but IPI handlers: it takes only IPIs at its
 * local APIC (the PICs are masked meanwhile), with bottom halves off,
 * and halts with interrupts on.  2.6.1's stoppers spin with interrupts
 * off instead; under a hypervisor with more virtual CPUs than cores
 * (QEMU at -smp 4 on a 2-core host) every spinning CPU holds a core
 * that a CPU still to arrive, or the one running the function, needs:
 * cpu_down() there took 4-5 ms, and takes under 1 ms halting.  Taking
 * IPIs, a held CPU still answers one that another CPU sends before it
 * reaches its own stopper.  The target holds the same way until the
 * last of the others to arrive wakes it, runs the function with
 * interrupts off, and wakes them all.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/stop_machine.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/time.h>
#include <asm/atomic.h>
#include <asm/apic.h>
#include <asm/i8259.h>
#include "sched.h"

struct stop_machine_data {
	int (*fn)(void *);
	void *data;
	int target;
	int ret;
	int others;		/* stoppers besides the target's */
	cpumask_t held;		/* the CPUs with a stopper */
	atomic_t others_held;	/* stoppers holding, the target's aside */
	atomic_t done;		/* the function has run */
	u64 hold_ns;		/* longest any CPU was held */
	spinlock_t hold_lock;
};

/* One request per CPU: the hotplug lock lets one stop_machine in. */
static struct migration_req stop_reqs[NR_CPUS];
static u64 last_hold_ns;

u64 stop_machine_last_hold_ns(void)
{
	return last_hold_ns;
}

/* The IPIs that end the wait come to a CPU halted with interrupts on. */
static void halt_until(atomic_t *count, int n)
{
	local_irq_disable();
	/* safe_halt() takes the IPI even if it came since the test. */
	while (atomic_read(count) < n) {
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

/* Each stopper's one pass, on its migration thread. */
static void stopper_pass(void *data)
{
	struct stop_machine_data *smd = data;
	int cpu, self = raw_smp_processor_id();
	u64 start;

	apic_take_ipis_only();
	start = sched_clock();
	if (self != smd->target) {
		/* Nor a softirq at an IPI's irq_exit() while the function runs. */
		local_bh_disable();
		if (atomic_inc_return(&smd->others_held) == smd->others)
			smp_send_reschedule(smd->target);
		halt_until(&smd->done, 1);
		apic_take_all();
		local_bh_enable();
	} else {
		/*
		 * Bottom halves stay on here: turned on again after the
		 * function, they would run softirqs on a CPU it may have
		 * taken offline, which CPU_DEAD hands to another.
		 */
		halt_until(&smd->others_held, smd->others);
		local_irq_disable();
		smd->ret = smd->fn(smd->data);
		atomic_set(&smd->done, 1);
		for_each_cpu_mask(cpu, smd->held)
			if (cpu != self)
				smp_send_reschedule(cpu);
		apic_take_all();
		local_irq_enable();
	}
	note_hold(smd, sched_clock() - start);
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
	atomic_set(&smd.others_held, 0);
	atomic_set(&smd.done, 0);
	/* The caller holds the hotplug lock: the online CPUs stay put. */
	assert_cpu_hotplug_locked();
	/* Not the online map later: the function may take @cpu out. */
	smd.held = cpu_online_map;
	smd.others = cpus_weight(smd.held) - 1;
	/* The 8259's ExtINT ignores the task priority: see above. */
	mask_8259A();
	/*
	 * Hand out every pass before any stopper can run: the one on this
	 * CPU would take it and hold, waiting for the others.
	 */
	preempt_disable();
	for_each_cpu_mask(i, smd.held)
		migration_run_on(i, &stop_reqs[i], stopper_pass, &smd);
	preempt_enable();
	for_each_cpu_mask(i, smd.held)
		wait_for_completion(&stop_reqs[i].done);
	unmask_8259A();
	last_hold_ns = smd.hold_ns;
	return smd.ret;
}
