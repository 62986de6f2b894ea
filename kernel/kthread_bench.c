// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmarks of the kthread machinery ("make bench"): a kthread made,
 * woken and stopped, alone and beside 4,000 other live kthreads;
 * schedule_work() until the function runs; and the round trip with the
 * thread bound to another CPU.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/slab.h>
#include <linux/time.h>

#define SAMPLES	500

static u64 *samples;

static int bench_init(struct ktest *test)
{
	samples = kmalloc(SAMPLES * sizeof(*samples), GFP_KERNEL);
	return samples ? 0 : -ENOMEM;
}

static void bench_exit(struct ktest *test)
{
	kfree(samples);
}

static int sleepy(void *data)
{
	msleep_interruptible(10000);
	return 0;
}

static void roundtrip(struct ktest *test, int cpu, const char *what)
{
	unsigned int i;
	int ret;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = sched_clock();
		struct task_struct *k = kthread_create(sleepy, NULL, "bench");

		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		if (cpu >= 0)
			kthread_bind(k, cpu);
		wake_up_process(k);
		/* -EINTR when the stop came before threadfn's first call. */
		ret = kthread_stop(k);
		KTEST_ASSERT_TRUE(test, ret == 0 || ret == -EINTR);
		samples[i] = sched_clock() - t0;
	}
	ktest_bench_report(test, what, samples, SAMPLES);
}

static void kthread_create_wake_stop(struct ktest *test)
{
	roundtrip(test, -1, "kthread_create+wake+stop");
}

static void kthread_bound_to_other_cpu(struct ktest *test)
{
	int cpu = raw_smp_processor_id(), other;

	for_each_online_cpu(other)
		if (other != cpu)
			break;
	if (other >= NR_CPUS)
		ktest_skip(test, "needs two online CPUs");
	roundtrip(test, other, "kthread_create+bind(other CPU)+wake+stop");
}

#define CROWD	4000

/* Sleeps until stopped; the signal of the stop ends kthread()'s loop. */
static int idle_until_stopped(void *data)
{
	set_current_state(TASK_INTERRUPTIBLE);
	if (!signal_pending(current))
		schedule();
	__set_current_state(TASK_RUNNING);
	return 0;
}

static unsigned long median_roundtrip(struct ktest *test, const char *what)
{
	roundtrip(test, -1, what);
	return samples[SAMPLES / 2];	/* sorted by the report */
}

/*
 * The same round trip with CROWD other kthreads alive, all of them
 * keventd's children: waitpid() and the stop must not grow with them.
 */
static void kthread_roundtrip_in_a_crowd(struct ktest *test)
{
	struct task_struct **crowd;
	unsigned long alone, crowded;	/* ns: a median well under 4 s */
	int i, made;

	crowd = kmalloc(CROWD * sizeof(*crowd), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, crowd);
	alone = median_roundtrip(test, "kthread_create+wake+stop, alone");
	for (made = 0; made < CROWD; made++) {
		crowd[made] = kthread_run(idle_until_stopped, NULL, "crowd");
		if (IS_ERR(crowd[made]))
			break;
	}
	KTEST_EXPECT_EQ(test, made, CROWD);
	crowded = median_roundtrip(test,
		"kthread_create+wake+stop, beside 4000 kthreads");
	for (i = 0; i < made; i++)
		kthread_stop(crowd[i]);
	kfree(crowd);
	/* One ratio from one boot: these hosts are too noisy for two. */
	printk(KERN_INFO "bench: beside 4000 kthreads / alone: %lu.%02lu\n",
	       crowded / alone, crowded * 100 / alone % 100);
}

struct timed_work {
	struct work_struct work;
	struct completion done;
	u64 ran_at;
};

static void stamp(void *data)
{
	struct timed_work *w = data;

	w->ran_at = sched_clock();
	complete(&w->done);
}

static void schedule_work_latency(struct ktest *test)
{
	struct timed_work w;
	unsigned int i;

	INIT_WORK(&w.work, stamp, &w);
	for (i = 0; i < SAMPLES; i++) {
		u64 t0;

		init_completion(&w.done);
		t0 = sched_clock();
		schedule_work(&w.work);
		wait_for_completion(&w.done);
		samples[i] = w.ran_at - t0;
	}
	ktest_bench_report(test, "schedule_work until it runs", samples,
			   SAMPLES);
}

static struct ktest_case bench_kthread_cases[] = {
	KTEST_CASE(kthread_create_wake_stop),
	KTEST_CASE(schedule_work_latency),
	KTEST_CASE(kthread_bound_to_other_cpu),
	KTEST_CASE(kthread_roundtrip_in_a_crowd),
	{}
};

static struct ktest_suite bench_kthread_suite = {
	.name = "bench_kthread",
	.init = bench_init,
	.exit = bench_exit,
	.cases = bench_kthread_cases,
};
ktest_register(bench_kthread_suite);
