// SPDX-License-Identifier: GPL-2.0
/*
 * The cost of a context switch ("make bench"): two threads bound to one
 * CPU yield to each other, so every yield() is a switch out and, once
 * the partner has yielded back, a switch in.  What schedule() does on
 * every switch (the stack canary, the soft-lockup touch) shows here.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/slab.h>
#include <linux/time.h>
#include <asm/div64.h>

#define SAMPLES	500
#define ROUNDS	100	/* yields per sample: 200 switches */

struct pingpong {
	u64 *samples;
	unsigned long switches;		/* the sampler's, during the samples */
	struct completion done;
};

/* The partner: always runnable, so that each yield() switches to it. */
static int partner(void *unused)
{
	while (!signal_pending(current))
		yield();
	return 0;
}

/*
 * One sample: ROUNDS yields there and back, two switches each; many
 * per sample so that a few nanoseconds more per switch show.
 */
static int sampler(void *data)
{
	struct pingpong *pp = data;
	unsigned long before = current->nvcsw + current->nivcsw;
	unsigned int i, j;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = sched_clock();

		for (j = 0; j < ROUNDS; j++)
			yield();
		pp->samples[i] = sched_clock() - t0;
	}
	pp->switches = current->nvcsw + current->nivcsw - before;
	complete(&pp->done);
	while (!signal_pending(current))
		schedule_timeout_interruptible(MAX_SCHEDULE_TIMEOUT);
	return 0;
}

/* Each sample over the switches in it: the cost of one switch. */
static void per_switch(u64 *ns)
{
	unsigned int i;

	for (i = 0; i < SAMPLES; i++)
		do_div(ns[i], 2 * ROUNDS);
}

static struct task_struct *bound_thread(int (*fn)(void *), void *data,
					const char *name, int cpu)
{
	struct task_struct *k = kthread_create(fn, data, "%s", name);

	if (!IS_ERR(k))
		kthread_bind(k, cpu);
	return k;
}

static void yield_pingpong_one_cpu(struct ktest *test)
{
	struct pingpong pp = { 0 };
	struct task_struct *a, *b;
	int cpu, last = 0;

	for_each_online_cpu(cpu)
		last = cpu;
	cpu = last;
	pp.samples = kmalloc(SAMPLES * sizeof(*pp.samples), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, pp.samples);
	init_completion(&pp.done);
	b = bound_thread(partner, NULL, "bench-partner", cpu);
	a = bound_thread(sampler, &pp, "bench-sampler", cpu);
	KTEST_EXPECT_NOT_ERR_OR_NULL(test, a);
	KTEST_EXPECT_NOT_ERR_OR_NULL(test, b);
	if (!IS_ERR(a) && !IS_ERR(b)) {
		wake_up_process(b);
		wake_up_process(a);
		wait_for_completion(&pp.done);
		/* Each yield switched away: the numbers measure switches. */
		KTEST_EXPECT_GE(test, pp.switches, SAMPLES * ROUNDS);
		ktest_bench_report(test, "200 switches, yield() on one CPU",
				   pp.samples, SAMPLES);
		per_switch(pp.samples);
		ktest_bench_report(test, "a context switch, yield() on one CPU",
				   pp.samples, SAMPLES);
	}
	if (!IS_ERR(a))
		KTEST_EXPECT_EQ(test, kthread_stop(a), 0);
	if (!IS_ERR(b))
		KTEST_EXPECT_EQ(test, kthread_stop(b), 0);
	kfree(pp.samples);
}

static struct ktest_case bench_sched_cases[] = {
	KTEST_CASE(yield_pingpong_one_cpu),
	{}
};

static struct ktest_suite bench_sched_suite = {
	.name = "bench_sched",
	.cases = bench_sched_cases,
};
ktest_register(bench_sched_suite);
