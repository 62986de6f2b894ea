// SPDX-License-Identifier: GPL-2.0
/*
 * Softirq and tasklet tests: tasklets run once per schedule, not while
 * disabled, and tasklet_kill() waits; a flood of softirqs is handed to
 * ksoftirqd instead of being run at interrupt exit forever.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/interrupt.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/string.h>
#include <asm/atomic.h>

static atomic_t runs;
static volatile bool ran_in_softirq;

static void count_fn(unsigned long data)
{
	ran_in_softirq = in_softirq();
	atomic_inc(&runs);
}

static void tasklet_runs_once(struct ktest *test)
{
	struct tasklet_struct t;

	atomic_set(&runs, 0);
	tasklet_init(&t, count_fn, 0);
	local_bh_disable();
	tasklet_schedule(&t);
	tasklet_schedule(&t);	/* already queued: no second run */
	local_bh_enable();	/* runs it */
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&runs), 5000));
	KTEST_EXPECT_TRUE(test, ran_in_softirq);
	msleep(10);
	KTEST_EXPECT_EQ(test, atomic_read(&runs), 1);
	tasklet_hi_schedule(&t);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&runs) == 2,
						 5000));
	tasklet_kill(&t);
}

static void disabled_tasklet_waits(struct ktest *test)
{
	struct tasklet_struct t;

	atomic_set(&runs, 0);
	tasklet_init(&t, count_fn, 0);
	tasklet_disable(&t);
	tasklet_schedule(&t);
	msleep(30);
	KTEST_EXPECT_EQ(test, atomic_read(&runs), 0);
	tasklet_enable(&t);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&runs), 5000));
	tasklet_kill(&t);
}

static atomic_t flood_left;
static struct tasklet_struct flood;

/* Reschedules itself until done: the softirq keeps being raised. */
static void flood_fn(unsigned long data)
{
	if (atomic_dec_return(&flood_left) > 0)
		tasklet_schedule(&flood);
}

static void flood_moves_to_ksoftirqd(struct ktest *test)
{
	int cpu = get_cpu();
	unsigned long before = softirq_count_runs(cpu, true);

	put_cpu();
	atomic_set(&flood_left, 2000);
	tasklet_init(&flood, flood_fn, 0);
	local_bh_disable();
	tasklet_schedule(&flood);
	local_bh_enable();
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
		atomic_read(&flood_left) <= 0, 10000));
	tasklet_kill(&flood);
	/* Only 10 rounds at a time at the exit: ksoftirqd did the rest. */
	KTEST_EXPECT_GT(test, softirq_count_runs(cpu, true), before);
}

static void bh_disable_counts(struct ktest *test)
{
	KTEST_EXPECT_FALSE(test, in_softirq());
	local_bh_disable();
	KTEST_EXPECT_TRUE(test, in_softirq());
	KTEST_EXPECT_TRUE(test, in_interrupt());
	local_bh_enable();
	KTEST_EXPECT_FALSE(test, in_interrupt());
}

static void ksoftirqd_looks_right(struct ktest *test)
{
	struct task_struct *p;
	int found = 0;

	read_lock_irq(&tasklist_lock);
	for_each_process(p) {
		if (strncmp(p->comm, "ksoftirqd/", 10))
			continue;
		found++;
		KTEST_EXPECT_EQ(test, task_nice(p), 19);
		KTEST_EXPECT_EQ(test, cpus_weight(p->cpus_allowed), 1);
	}
	read_unlock_irq(&tasklist_lock);
	KTEST_EXPECT_EQ(test, found, num_online_cpus());
}

static struct ktest_case softirq_cases[] = {
	KTEST_CASE(tasklet_runs_once),
	KTEST_CASE(disabled_tasklet_waits),
	KTEST_CASE(flood_moves_to_ksoftirqd),
	KTEST_CASE(bh_disable_counts),
	KTEST_CASE(ksoftirqd_looks_right),
	{}
};

static struct ktest_suite softirq_suite = {
	.name = "softirq",
	.cases = softirq_cases,
};
ktest_register(softirq_suite);
