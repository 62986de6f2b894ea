// SPDX-License-Identifier: GPL-2.0
/*
 * kt26's benchmarks, timed on Linux ("make bench-linux").
 *
 * kt26 times its kthread, workqueue, scheduler and CPU hotplug paths in
 * kernel/kthread_bench.c, kernel/sched_bench.c and kernel/cpu_bench.c.
 * This module times the same operations on a Linux kernel booted in the
 * same QEMU, and prints them the way lib/ktest_bench.c does, under the
 * same names, so that tools/bench/bench_json.py reads either log:
 *
 *   bench: NAME: n= min= median= p99= max= us
 *   bench-ns: n= min= median= p99= max= what=NAME
 *
 * The loops here repeat those of kt26's files on purpose, not by
 * oversight: this is a Linux module, built against Debian's
 * linux-headers, so it cannot include or link kt26's code, and kt26's
 * ktest harness does not exist on Linux.  The figures mirror those of
 * kernel/kthread_bench.c (round trips, create, stop, task_struct and
 * stack allocation, work latency, the crowd), kernel/sched_bench.c (the
 * yield() switch) and kernel/cpu_bench.c (cpu_down and cpu_up), and
 * report() mirrors lib/ktest_bench.c; only the schedule_work_on figure
 * is Linux's alone, with no kt26 side yet.  A change to what one side
 * times, how many samples it takes or what it names a figure must be
 * made on the other side too, or the side-by-side figures compare
 * unlike things.
 *
 * Everything runs from module_init; the module stays loaded and the
 * initramfs's /init powers the machine off afterwards.  Times are
 * ktime_get_ns() around one operation.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/slab.h>
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/swap.h>
#include <linux/vmstat.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/timekeeping.h>
#include <linux/sort.h>
#include <linux/err.h>
#include <linux/math64.h>
#include <linux/utsname.h>

static unsigned int samples_n = 500;
module_param(samples_n, uint, 0444);
MODULE_PARM_DESC(samples_n, "samples per figure (default 500, as kt26)");

static unsigned int hotplug_rounds = 100;
module_param(hotplug_rounds, uint, 0444);
MODULE_PARM_DESC(hotplug_rounds, "cpu_down+cpu_up rounds (default 100)");

static unsigned int crowd_max = 4000;
module_param(crowd_max, uint, 0444);
MODULE_PARM_DESC(crowd_max, "largest crowd of idle kthreads (default 4000)");

#define ALLOCS		16	/* allocations per sample, as kt26 */
#define SWITCH_ROUNDS	100	/* yields per sample */

static u64 *samples;

static int cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	if (x < y)
		return -1;
	return x > y;
}

/* Prints the figure both ways and leaves @ns sorted. */
static void report(const char *what, u64 *ns, unsigned int n)
{
	u64 lo, med, p99, hi;

	if (!n)
		return;
	sort(ns, n, sizeof(*ns), cmp_u64, NULL);
	lo = ns[0];
	med = ns[n / 2];
	p99 = ns[n - 1 - n / 100];
	hi = ns[n - 1];
	pr_info("bench: %s: n=%u min=%llu.%llu median=%llu.%llu p99=%llu.%llu max=%llu.%llu us\n",
		what, n, lo / 1000, lo % 1000 / 100, med / 1000,
		med % 1000 / 100, p99 / 1000, p99 % 1000 / 100, hi / 1000,
		hi % 1000 / 100);
	pr_info("bench-ns: n=%u min=%llu median=%llu p99=%llu max=%llu what=%s\n",
		n, lo, med, p99, hi, what);
}

/* Sleeps in its function until kthread_stop() asks it to return. */
static int sleep_until_stopped(void *data)
{
	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		schedule();
	}
	__set_current_state(TASK_RUNNING);
	return 0;
}

/* Tells its creator it runs, then sleeps until stopped. */
static int sleep_after_start(void *data)
{
	complete(data);
	return sleep_until_stopped(NULL);
}

static int other_cpu(int cpu)
{
	int other;

	for_each_online_cpu(other)
		if (other != cpu)
			return other;
	return -1;
}

/* kthread_create()+wake_up_process()+kthread_stop(), optionally bound. */
static int roundtrip(const char *what, bool bind)
{
	struct task_struct *k;
	unsigned int i;
	int cpu, ret;

	for (i = 0; i < samples_n; i++) {
		u64 t0 = ktime_get_ns();

		k = kthread_create(sleep_until_stopped, NULL, "kt26-bench");
		if (IS_ERR(k))
			return PTR_ERR(k);
		if (bind) {
			cpu = other_cpu(raw_smp_processor_id());
			if (cpu < 0) {
				kthread_stop(k);
				return -ENODEV;
			}
			kthread_bind(k, cpu);
		}
		wake_up_process(k);
		/* -EINTR: stopped before its function was called. */
		ret = kthread_stop(k);
		samples[i] = ktime_get_ns() - t0;
		if (ret && ret != -EINTR)
			return ret;
	}
	report(what, samples, samples_n);
	return 0;
}

static int create_alone(void)
{
	struct task_struct *k;
	unsigned int i;

	for (i = 0; i < samples_n; i++) {
		u64 t0 = ktime_get_ns();

		k = kthread_create(sleep_until_stopped, NULL, "kt26-bench");
		samples[i] = ktime_get_ns() - t0;
		if (IS_ERR(k))
			return PTR_ERR(k);
		wake_up_process(k);
		kthread_stop(k);
	}
	report("kthread_create alone", samples, samples_n);
	return 0;
}

/* One kthread made and put to sleep untimed, then its stop timed. */
static int one_stop(u64 *ns)
{
	struct completion started;
	struct task_struct *k;
	unsigned int spins;
	u64 t0;
	int ret;

	init_completion(&started);
	k = kthread_run(sleep_after_start, &started, "kt26-bench");
	if (IS_ERR(k))
		return PTR_ERR(k);
	wait_for_completion(&started);
	/* Bounded: it goes to sleep right after complete(). */
	for (spins = 0; task_is_running(k) && spins < 1000; spins++)
		yield();
	t0 = ktime_get_ns();
	ret = kthread_stop(k);
	*ns = ktime_get_ns() - t0;
	return ret;
}

static int stop_series(const char *what)
{
	unsigned int i;
	int ret;

	for (i = 0; i < samples_n; i++) {
		ret = one_stop(&samples[i]);
		if (ret)
			return ret;
	}
	report(what, samples, samples_n);
	return 0;
}

static int kmalloc_task(void)
{
	unsigned int i, j;
	void *p;

	for (i = 0; i < samples_n; i++) {
		u64 t0 = ktime_get_ns();

		for (j = 0; j < ALLOCS; j++) {
			p = kmalloc(sizeof(struct task_struct), GFP_KERNEL);
			if (!p)
				return -ENOMEM;
			kfree(p);
		}
		samples[i] = div_u64(ktime_get_ns() - t0, ALLOCS);
	}
	pr_info("bench: sizeof(struct task_struct) is %zu\n",
		sizeof(struct task_struct));
	report("kmalloc+kfree of a task_struct", samples, samples_n);
	return 0;
}

static int stack_pages(void)
{
	unsigned int i, j;
	unsigned long p;

	for (i = 0; i < samples_n; i++) {
		u64 t0 = ktime_get_ns();

		for (j = 0; j < ALLOCS; j++) {
			p = __get_free_pages(GFP_KERNEL, 1);
			if (!p)
				return -ENOMEM;
			free_pages(p, 1);
		}
		samples[i] = div_u64(ktime_get_ns() - t0, ALLOCS);
	}
	report("alloc+free of an 8 KiB stack", samples, samples_n);
	return 0;
}

struct timed_work {
	struct work_struct work;
	struct completion done;
	u64 ran_at;
};

static void stamp_work(struct work_struct *work)
{
	struct timed_work *w = container_of(work, struct timed_work, work);

	w->ran_at = ktime_get_ns();
	complete(&w->done);
}

/* schedule_work() on this CPU, or schedule_work_on() another one. */
static int work_latency(const char *what, bool other)
{
	struct timed_work w;
	unsigned int i;
	int cpu, target;
	u64 t0;

	INIT_WORK_ONSTACK(&w.work, stamp_work);
	for (i = 0; i < samples_n; i++) {
		init_completion(&w.done);
		cpu = get_cpu();
		target = other ? other_cpu(cpu) : cpu;
		if (target < 0) {
			put_cpu();
			destroy_work_on_stack(&w.work);
			return -ENODEV;
		}
		t0 = ktime_get_ns();
		if (other)
			schedule_work_on(target, &w.work);
		else
			schedule_work(&w.work);
		put_cpu();
		wait_for_completion(&w.done);
		samples[i] = w.ran_at - t0;
	}
	/* The work item must be idle before the stack frame goes. */
	flush_work(&w.work);
	destroy_work_on_stack(&w.work);
	report(what, samples, samples_n);
	return 0;
}

struct pingpong {
	u64 *ns;
	unsigned int *switched;	/* the sampler's switches in each sample */
	unsigned long switches;
	struct completion done;
};

/* Always runnable, so that each of the sampler's yields comes here. */
static int partner(void *data)
{
	while (!kthread_should_stop())
		yield();
	return 0;
}

static int sampler(void *data)
{
	struct pingpong *pp = data;
	unsigned long before = current->nvcsw + current->nivcsw;
	unsigned int i, j;

	for (i = 0; i < samples_n; i++) {
		unsigned long was = current->nvcsw + current->nivcsw;
		u64 t0 = ktime_get_ns();

		for (j = 0; j < SWITCH_ROUNDS; j++)
			yield();
		pp->ns[i] = ktime_get_ns() - t0;
		pp->switched[i] = current->nvcsw + current->nivcsw - was;
	}
	pp->switches = current->nvcsw + current->nivcsw - before;
	complete(&pp->done);
	return sleep_until_stopped(NULL);
}

/*
 * Two threads bound to the last online CPU, taking turns with yield().
 * CFS's yield() does not always switch, so each sample is divided by
 * the switches it held (the sampler's, out and back in), not by 200.
 */
static int context_switch(void)
{
	struct pingpong pp;
	struct task_struct *a, *b;
	unsigned int i, n = 0;
	int cpu, last = 0;

	for_each_online_cpu(cpu)
		last = cpu;
	pp.ns = samples;
	pp.switched = kvmalloc_array(samples_n, sizeof(*pp.switched),
				     GFP_KERNEL);
	if (!pp.switched)
		return -ENOMEM;
	init_completion(&pp.done);
	b = kthread_create(partner, NULL, "kt26-partner");
	if (IS_ERR(b)) {
		kvfree(pp.switched);
		return PTR_ERR(b);
	}
	a = kthread_create(sampler, &pp, "kt26-sampler");
	if (IS_ERR(a)) {
		kthread_stop(b);
		kvfree(pp.switched);
		return PTR_ERR(a);
	}
	kthread_bind(b, last);
	kthread_bind(a, last);
	wake_up_process(b);
	wake_up_process(a);
	wait_for_completion(&pp.done);
	kthread_stop(a);
	kthread_stop(b);
	pr_info("bench: %lu switches of the sampler for %u yields\n",
		pp.switches, samples_n * SWITCH_ROUNDS);
	for (i = 0; i < samples_n; i++)
		if (pp.switched[i])
			samples[n++] = div_u64(samples[i], 2 * pp.switched[i]);
	kvfree(pp.switched);
	report("a context switch, yield() on one CPU", samples, n);
	return 0;
}

/* @op(@cpu), its time in *@ns; what it returned. */
static int timed(int (*op)(unsigned int cpu), unsigned int cpu, u64 *ns)
{
	u64 t0 = ktime_get_ns();
	int ret = op(cpu);

	*ns = ktime_get_ns() - t0;
	return ret;
}

/* remove_cpu() and add_cpu() of the highest online CPU, n times. */
static int bench_hotplug(void)
{
	u64 *down, *up;
	unsigned int i;
	int ap = -1, cpu, ret = 0;

	for_each_online_cpu(cpu)
		if (cpu)
			ap = cpu;
	if (ap < 0) {
		pr_info("bench: cpu hotplug skipped: needs two CPUs\n");
		return 0;
	}
	down = kmalloc_array(hotplug_rounds, sizeof(*down), GFP_KERNEL);
	up = kmalloc_array(hotplug_rounds, sizeof(*up), GFP_KERNEL);
	if (!down || !up) {
		ret = -ENOMEM;
		goto out;
	}
	for (i = 0; i < hotplug_rounds; i++) {
		ret = timed(remove_cpu, ap, &down[i]);
		if (ret)
			break;
		ret = timed(add_cpu, ap, &up[i]);
		if (ret)
			break;
	}
	report("cpu_down of one AP", down, i);
	report("cpu_up of one AP", up, i);
out:
	kfree(down);
	kfree(up);
	return ret;
}

static const unsigned int crowd_sizes[] = { 0, 100, 1000, 4000 };

/* The round trip and the stop beside crowds of sleeping kthreads. */
static int bench_crowd(void)
{
	struct task_struct **crowd;
	unsigned long free_before, used;
	u64 alone = 0, crowded = 0;
	unsigned int i, want, made = 0;
	char what[64];
	int ret = 0;

	crowd = kvmalloc_array(crowd_max, sizeof(*crowd), GFP_KERNEL);
	if (!crowd)
		return -ENOMEM;
	free_before = global_zone_page_state(NR_FREE_PAGES);
	for (i = 0; i < ARRAY_SIZE(crowd_sizes); i++) {
		want = min(crowd_sizes[i], crowd_max);
		for (; made < want; made++) {
			crowd[made] = kthread_run(sleep_until_stopped, NULL,
						  "kt26-crowd");
			if (IS_ERR(crowd[made])) {
				ret = PTR_ERR(crowd[made]);
				pr_info("bench: crowd stopped at %u: %d\n",
					made, ret);
				goto out;
			}
		}
		if (made == 4000) {
			used = free_before - global_zone_page_state(NR_FREE_PAGES);
			pr_info("bench: memory per live kthread: %lu bytes (%lu pages for %u)\n",
				used * PAGE_SIZE / made, used, made);
		}
		snprintf(what, sizeof(what),
			 "kthread_create+wake+stop, beside %u kthreads", made);
		ret = roundtrip(what, false);
		if (ret)
			goto out;
		crowded = samples[samples_n / 2];
		if (!made)
			alone = crowded;
		snprintf(what, sizeof(what),
			 "kthread_stop of a sleeping kthread, beside %u kthreads",
			 made);
		ret = stop_series(what);
		if (ret)
			goto out;
		if (want < crowd_sizes[i])
			break;
	}
	if (alone && made == 4000)
		pr_info("bench: beside 4000 kthreads / alone: %llu.%02llu\n",
			div64_u64(crowded, alone),
			div64_u64(crowded * 100, alone) % 100);
out:
	while (made)
		kthread_stop(crowd[--made]);
	kvfree(crowd);
	return ret;
}

static void step(const char *name, int ret)
{
	if (ret)
		pr_info("bench: %s failed: %d\n", name, ret);
}

static int __init kt26_bench_init(void)
{
	u64 t0 = ktime_get_ns();

	samples = kvmalloc_array(samples_n, sizeof(*samples), GFP_KERNEL);
	if (!samples)
		return -ENOMEM;
	pr_info("bench: linux %s, %u online CPUs, n=%u\n",
		init_utsname()->release, num_online_cpus(), samples_n);
	step("round trip", roundtrip("kthread_create+wake+stop", false));
	step("create", create_alone());
	step("stop", stop_series("kthread_stop of a sleeping kthread"));
	step("kmalloc", kmalloc_task());
	step("stack", stack_pages());
	step("work", work_latency("schedule_work until it runs", false));
	if (num_online_cpus() > 1) {
		step("work_on", work_latency("schedule_work_on(other CPU) until it runs",
					     true));
		step("bound round trip",
		     roundtrip("kthread_create+bind(other CPU)+wake+stop", true));
	}
	step("crowd", bench_crowd());
	step("switch", context_switch());
	step("hotplug", bench_hotplug());
	pr_info("bench: done in %llu ms\n", div_u64(ktime_get_ns() - t0,
						    NSEC_PER_MSEC));
	return 0;
}

static void __exit kt26_bench_exit(void)
{
	kvfree(samples);
}

module_init(kt26_bench_init);
module_exit(kt26_bench_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("kt26's kthread, workqueue and hotplug benchmarks on Linux");
