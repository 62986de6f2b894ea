// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmarks of the kthread machinery ("make bench"): a kthread made,
 * woken and stopped; kthread_create() alone and kthread_stop() alone;
 * the round trip and the stop beside 0, 100, 1,000 and 4,000 other live
 * kthreads, with the memory each of those costs; schedule_work() until
 * the function runs; and the round trip with the thread bound to another
 * CPU.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/slab.h>
#include <linux/time.h>
#include <linux/sched.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <asm/div64.h>

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
	/* Sorted, so the histogram sees the same samples. */
	ktest_bench_hist(test, "kthread_create+wake+stop", samples, SAMPLES);
}

/* From the call of kthread_create() to its return; stopped untimed. */
static void kthread_create_alone(struct ktest *test)
{
	unsigned int i;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = sched_clock();
		struct task_struct *k = kthread_create(sleepy, NULL, "bench");

		samples[i] = sched_clock() - t0;
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		wake_up_process(k);
		kthread_stop(k);
	}
	ktest_bench_report(test, "kthread_create alone", samples, SAMPLES);
}

/* Tells the creator it runs, then sleeps until stopped. */
static int sleepy_started(void *data)
{
	complete(data);
	msleep_interruptible(10000);
	return 0;
}

/*
 * A kthread that sleeps in its threadfn, made and woken untimed; then
 * kthread_stop() timed from its call to its return.
 */
static u64 one_stop(struct ktest *test)
{
	struct completion started;
	struct task_struct *k;
	unsigned int spins;
	u64 t0;
	int ret;

	init_completion(&started);
	k = kthread_run(sleepy_started, &started, "bench");
	if (IS_ERR(k))
		return 0;
	wait_for_completion(&started);
	/* Bounded: msleep_interruptible() sleeps just after complete(). */
	for (spins = 0; k->state == TASK_RUNNING && spins < 1000; spins++)
		yield();
	t0 = sched_clock();
	ret = kthread_stop(k);
	t0 = sched_clock() - t0;
	KTEST_EXPECT_EQ(test, ret, 0);
	return t0;
}

static void stop_series(struct ktest *test, const char *what)
{
	unsigned int i;

	for (i = 0; i < SAMPLES; i++) {
		samples[i] = one_stop(test);
		KTEST_ASSERT_TRUE(test, samples[i] != 0);
	}
	ktest_bench_report(test, what, samples, SAMPLES);
}

static void kthread_stop_alone(struct ktest *test)
{
	stop_series(test, "kthread_stop of a sleeping kthread");
}

#define ALLOCS	16	/* allocations per sample: sched_clock() is no less */

/* kmalloc()+kfree() of a task_struct-sized object, per pair. */
static void kmalloc_kfree_task(struct ktest *test)
{
	unsigned int i, j;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = sched_clock();

		for (j = 0; j < ALLOCS; j++) {
			void *p = kmalloc(sizeof(struct task_struct),
					  GFP_KERNEL);

			KTEST_ASSERT_NOT_NULL(test, p);
			kfree(p);
		}
		samples[i] = sched_clock() - t0;
		do_div(samples[i], ALLOCS);
	}
	ktest_bench_report(test, "kmalloc+kfree of a task_struct", samples,
			   SAMPLES);
}

/* The same for a kernel stack, which every kthread also takes. */
static void stack_pages_alloc_free(struct ktest *test)
{
	unsigned int i, j;

	for (i = 0; i < SAMPLES; i++) {
		u64 t0 = sched_clock();

		for (j = 0; j < ALLOCS; j++) {
			unsigned long p = __get_free_pages(GFP_KERNEL, 1);

			KTEST_ASSERT_TRUE(test, p != 0);
			free_pages(p, 1);
		}
		samples[i] = sched_clock() - t0;
		do_div(samples[i], ALLOCS);
	}
	ktest_bench_report(test, "alloc+free of an 8 KiB stack", samples,
			   SAMPLES);
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

static const unsigned int crowd_sizes[] = { 0, 100, 1000, CROWD };

/* Grows the crowd to @want; returns how many there are now. */
static int grow_crowd(struct task_struct **crowd, int made, int want)
{
	for (; made < want; made++) {
		crowd[made] = kthread_run(idle_until_stopped, NULL, "crowd");
		if (IS_ERR(crowd[made]))
			break;
	}
	return made;
}

/* Free memory's fall per crowd thread, in bytes, as page counts show. */
static void report_memory(int made, unsigned long free_before)
{
	unsigned long used = free_before - nr_free_pages();

	if (made <= 0 || free_before < used)
		return;
	printk(KERN_NOTICE "bench: memory per live kthread: %lu bytes "
	       "(%lu pages for %d)\n", used * PAGE_SIZE / made, used, made);
}

/*
 * The round trip and the stop beside 0, 100, 1,000 and CROWD other live
 * kthreads, all of them keventd's children: waitpid() and the stop must
 * not grow with them.
 */
static void kthread_roundtrip_in_a_crowd(struct ktest *test)
{
	struct task_struct **crowd;
	unsigned long alone = 0, crowded = 0;	/* ns: medians under 4 s */
	unsigned long free_before;
	char what[64];
	int i, made = 0;

	crowd = kmalloc(CROWD * sizeof(*crowd), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, crowd);
	free_before = nr_free_pages();
	for (i = 0; i < ARRAY_SIZE(crowd_sizes); i++) {
		made = grow_crowd(crowd, made, crowd_sizes[i]);
		KTEST_EXPECT_EQ(test, made, (int)crowd_sizes[i]);
		if (made != crowd_sizes[i])
			break;
		if (made == CROWD)
			report_memory(made, free_before);
		scnprintf(what, sizeof(what),
			  "kthread_create+wake+stop, beside %d kthreads", made);
		crowded = median_roundtrip(test, what);
		if (!made)
			alone = crowded;
		scnprintf(what, sizeof(what),
			  "kthread_stop of a sleeping kthread, beside %d kthreads",
			  made);
		stop_series(test, what);
	}
	for (i = 0; i < made; i++)
		kthread_stop(crowd[i]);
	kfree(crowd);
	/* One ratio from one boot: these hosts are too noisy for two. */
	if (alone && made == CROWD)
		printk(KERN_NOTICE "bench: beside 4000 kthreads / alone: "
		       "%lu.%02lu\n", crowded / alone,
		       crowded * 100 / alone % 100);
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
	KTEST_CASE(kthread_create_alone),
	KTEST_CASE(kthread_stop_alone),
	KTEST_CASE(kmalloc_kfree_task),
	KTEST_CASE(stack_pages_alloc_free),
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
