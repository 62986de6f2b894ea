// SPDX-License-Identifier: GPL-2.0
/*
 * The context switches of a kthread round trip, counted over every CPU
 * (nr_context_switches()).  The design needs two for kthread_create()
 * and four for kthread_stop() (Documentation/kthread.txt says which);
 * each case takes the fewest seen over TRIES trips, so that a tick or
 * an idle CPU's balancing in one trip does not count.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/delay.h>

#define TRIES	50

struct trip {
	unsigned long create, wake, stop;
};

static int sleepy(void *data)
{
	msleep_interruptible(10000);
	return 0;
}

static unsigned long switches_since(unsigned long long *mark)
{
	unsigned long long now = nr_context_switches();
	unsigned long n = now - *mark;

	*mark = now;
	return n;
}

/* One trip; @cpu >= 0 binds the thread there and lets it run first. */
static void one_trip(struct ktest *test, int cpu, struct trip *t)
{
	unsigned long long mark = nr_context_switches();
	struct task_struct *k;

	k = kthread_create(sleepy, NULL, "switches");
	t->create = switches_since(&mark);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	if (cpu >= 0)
		kthread_bind(k, cpu);
	wake_up_process(k);
	if (cpu >= 0)
		while (READ_ONCE(k->state) == TASK_RUNNING)
			schedule();
	t->wake = switches_since(&mark);
	kthread_stop(k);
	t->stop = switches_since(&mark);
}

static void fewest(struct ktest *test, int cpu, struct trip *min)
{
	struct trip t;
	unsigned int i;

	min->create = min->wake = min->stop = ULONG_MAX;
	for (i = 0; i < TRIES; i++) {
		one_trip(test, cpu, &t);
		min->create = min(min->create, t.create);
		min->wake = min(min->wake, t.wake);
		min->stop = min(min->stop, t.stop);
	}
	ktest_printk(test, "fewest switches: create %lu, wake %lu, stop %lu",
		     min->create, min->wake, min->stop);
}

/* Made, woken and stopped before it ever runs. */
static void stopped_before_it_runs(struct ktest *test)
{
	struct trip min;

	fewest(test, -1, &min);
	KTEST_EXPECT_LE(test, min.create, 2);
	KTEST_EXPECT_EQ(test, min.wake, 0);
	KTEST_EXPECT_LE(test, min.stop, 4);
}

/* Bound to this CPU, run to its first sleep, then stopped. */
static void run_here_then_stopped(struct ktest *test)
{
	struct trip min;
	int cpu = get_cpu();

	put_cpu();
	set_cpus_allowed(current, cpumask_of_cpu(cpu));
	fewest(test, cpu, &min);
	set_cpus_allowed(current, CPU_MASK_ALL);
	KTEST_EXPECT_LE(test, min.create, 2);
	KTEST_EXPECT_LE(test, min.wake, 2);
	KTEST_EXPECT_LE(test, min.stop, 4);
}

static struct ktest_case kthread_switch_cases[] = {
	KTEST_CASE(stopped_before_it_runs),
	KTEST_CASE(run_here_then_stopped),
	{}
};

static struct ktest_suite kthread_switch_suite = {
	.name = "kthread_switches",
	.cases = kthread_switch_cases,
};
ktest_register(kthread_switch_suite);
