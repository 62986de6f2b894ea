// SPDX-License-Identifier: GPL-2.0
/*
 * stop_machine_run() on its own, not through cpu_down(): the function
 * runs on the CPU asked for, with interrupts off, while every other CPU
 * is held still; its result comes back; the held CPUs halt and are
 * woken by an IPI, and still answer a call from a CPU yet to come; a
 * CPU it cannot use is refused.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/cpu.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/stop_machine.h>
#include <linux/hardirq.h>
#include <linux/kernel_stat.h>
#include <asm/smp.h>
#include <asm/irq_vectors.h>

/* How far each CPU's spinner has counted. */
static unsigned long spun[NR_CPUS];

static int spinner(void *data)
{
	int cpu = (long)data;

	while (!kthread_should_stop() && !signal_pending(current)) {
		WRITE_ONCE(spun[cpu], spun[cpu] + 1);
		cpu_relax();
	}
	return 0;
}

struct stop_seen {
	int ran_on;
	bool irqs_were_off;
	int moved;		/* spinners that counted while fn ran */
	int ticked;		/* CPUs whose tick ran meanwhile */
};

static unsigned long ticks_of(int cpu)
{
	return kstat_irqs_cpu(LOCAL_TIMER_VECTOR, cpu);
}

/*
 * On the target, everyone else held: for 10 ms (two ticks and more at
 * HZ 250) no spinner may count and no CPU's tick may run.
 */
static int look_around(void *data)
{
	struct stop_seen *seen = data;
	static unsigned long spins[NR_CPUS], ticks[NR_CPUS];
	int cpu;

	seen->ran_on = raw_smp_processor_id();
	seen->irqs_were_off = irqs_disabled();
	for_each_online_cpu(cpu) {
		spins[cpu] = READ_ONCE(spun[cpu]);
		ticks[cpu] = ticks_of(cpu);
	}
	mdelay(10);
	for_each_online_cpu(cpu) {
		if (cpu != seen->ran_on && READ_ONCE(spun[cpu]) != spins[cpu])
			seen->moved++;
		if (ticks_of(cpu) != ticks[cpu])
			seen->ticked++;
	}
	return 42;
}

static int stop_on(int cpu, int (*fn)(void *), void *data)
{
	int ret;

	lock_cpu_hotplug();
	ret = stop_machine_run(fn, data, cpu);
	unlock_cpu_hotplug();
	return ret;
}

static void others_are_held_while_it_runs(struct ktest *test)
{
	struct task_struct *k[NR_CPUS] = {};
	struct stop_seen seen;
	int cpu, target;

	ktest_need_cpus(test, 2);
	for_each_online_cpu(cpu) {
		k[cpu] = kthread_create(spinner, (void *)(long)cpu, "spin/%d",
					cpu);
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k[cpu]);
		kthread_bind(k[cpu], cpu);
		wake_up_process(k[cpu]);
	}
	/* Each spinner counts, so a held CPU is a count that stops. */
	msleep(20);
	for_each_online_cpu(target) {
		memset(&seen, 0, sizeof(seen));
		KTEST_EXPECT_EQ(test, stop_on(target, look_around, &seen), 42);
		KTEST_EXPECT_EQ(test, seen.ran_on, target);
		KTEST_EXPECT_TRUE(test, seen.irqs_were_off);
		KTEST_EXPECT_EQ(test, seen.moved, 0);
		KTEST_EXPECT_EQ(test, seen.ticked, 0);
	}
	for_each_online_cpu(cpu) {
		KTEST_EXPECT_GT(test, READ_ONCE(spun[cpu]), 0);
		KTEST_EXPECT_EQ(test, kthread_stop(k[cpu]), 0);
	}
}

static int nothing(void *data)
{
	return 0;
}

/* Each CPU's reschedule IPIs, as the function found them. */
static unsigned long ipis_in_fn[NR_CPUS];

static int note_ipis(void *data)
{
	int cpu;

	for_each_online_cpu(cpu)
		ipis_in_fn[cpu] = resched_ipi_count(cpu);
	return 0;
}

/*
 * Held CPUs halt: the last to arrive wakes the target with an IPI, and
 * the target wakes each of the others.  Counted around the function,
 * not around the call: waking a migration thread on another CPU sends
 * it an IPI of its own before any of this.
 */
static void held_cpus_are_woken(struct ktest *test)
{
	unsigned long before;
	int cpu, me = raw_smp_processor_id();

	ktest_need_cpus(test, 2);
	before = resched_ipi_count(me);
	KTEST_EXPECT_EQ(test, stop_on(me, note_ipis, NULL), 0);
	KTEST_EXPECT_GT(test, ipis_in_fn[me], before);
	for_each_online_cpu(cpu)
		if (cpu != me)
			KTEST_EXPECT_GT(test, resched_ipi_count(cpu),
					ipis_in_fn[cpu]);
}

static atomic_t calls_answered;

static void answer(void *info)
{
	atomic_inc(&calls_answered);
}

/* Calls the others and waits for them, until stopped. */
static int caller(void *data)
{
	unsigned long *calls = data;

	while (!kthread_should_stop() && !signal_pending(current)) {
		smp_call_function(answer, NULL, 0, 1);
		(*calls)++;
		cond_resched();
	}
	return 0;
}

/*
 * A CPU waiting for the others to answer its smp_call_function() can
 * reach its own stopper only once they have: a held CPU must still
 * take that IPI, or this hangs (and the runner says so).
 */
static void calls_to_held_cpus_are_answered(struct ktest *test)
{
	unsigned long calls = 0;
	struct task_struct *k;
	int i, me = raw_smp_processor_id(), other = -1, cpu;

	ktest_need_cpus(test, 2);
	for_each_online_cpu(cpu)
		if (cpu != me)
			other = cpu;
	atomic_set(&calls_answered, 0);
	k = kthread_create(caller, &calls, "caller");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, other);
	wake_up_process(k);
	for (i = 0; i < 50; i++)
		KTEST_EXPECT_EQ(test, stop_on(me, nothing, NULL), 0);
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	KTEST_EXPECT_GT(test, calls, 0);
	KTEST_EXPECT_GE(test, atomic_read(&calls_answered), (int)calls);
}

static void unusable_cpus_are_refused(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, stop_on(NR_CPUS, nothing, NULL), -EINVAL);
	KTEST_EXPECT_EQ(test, stop_on(-1, nothing, NULL), -EINVAL);
	if (num_possible_cpus() > num_online_cpus()) {
		int cpu;

		for_each_possible_cpu(cpu)
			if (!cpu_online(cpu))
				break;
		KTEST_EXPECT_EQ(test, stop_on(cpu, nothing, NULL), -EINVAL);
	}
}

static struct ktest_case stop_machine_cases[] = {
	KTEST_CASE(others_are_held_while_it_runs),
	KTEST_CASE(held_cpus_are_woken),
	KTEST_CASE(calls_to_held_cpus_are_answered),
	KTEST_CASE(unusable_cpus_are_refused),
	{}
};

static struct ktest_suite stop_machine_suite = {
	.name = "stop_machine",
	.cases = stop_machine_cases,
};
ktest_register(stop_machine_suite);
