// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of the kthread API against SPEC.md's contract: the state a new
 * thread is in, its name and parent, what kthread_stop() returns in each
 * case, thread functions that sleep or never do, keventd busy or being
 * the caller, many cycles, allocation failure, and misuse.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <linux/fault-inject.h>
#include <asm/atomic.h>

struct probe {
	atomic_t calls;
	int ret;			/* what threadfn returns */
	unsigned int sleep_ms;		/* how it sleeps each call */
	bool interruptible;
};

static int probe_fn(void *data)
{
	struct probe *p = data;

	atomic_inc(&p->calls);
	if (p->interruptible)
		msleep_interruptible(p->sleep_ms);
	else if (p->sleep_ms)
		msleep(p->sleep_ms);
	return p->ret;
}

static void create_leaves_thread_asleep(struct ktest *test)
{
	struct probe p = { .ret = 0, .sleep_ms = 1 };
	struct task_struct *k;

	atomic_set(&p.calls, 0);
	k = kthread_create(probe_fn, &p, "kt-asleep");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, k->state, TASK_INTERRUPTIBLE);
	KTEST_EXPECT_FALSE(test, task_running(k));
	msleep(30);
	KTEST_EXPECT_EQ(test, atomic_read(&p.calls), 0);
	KTEST_EXPECT_EQ(test, k->state, TASK_INTERRUPTIBLE);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
	KTEST_EXPECT_EQ(test, atomic_read(&p.calls), 0);
}

static void name_is_formatted_and_cut(struct ktest *test)
{
	struct probe p = {};
	struct task_struct *k;

	k = kthread_create(probe_fn, &p, "kt-%s-%d", "abcdefghijklmnop", 42);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_STREQ(test, k->comm, "kt-abcdefghijkl");
	KTEST_EXPECT_EQ(test, strlen(k->comm), TASK_COMM_LEN - 1);
	kthread_stop(k);
}

static void woken_thread_runs_again_and_again(struct ktest *test)
{
	struct probe p = { .ret = 0, .sleep_ms = 1 };
	struct task_struct *k;

	atomic_set(&p.calls, 0);
	k = kthread_run(probe_fn, &p, "kt-loop");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&p.calls) >= 5,
						 5000));
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
}

static void stop_returns_last_result(struct ktest *test)
{
	static const int results[] = { 0, -EIO, -ENOMEM, -ENOSPC, -ETIMEDOUT };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(results); i++) {
		struct probe p = { .ret = results[i], .sleep_ms = 1 };
		struct task_struct *k;

		atomic_set(&p.calls, 0);
		k = kthread_run(probe_fn, &p, "kt-ret%d", i);
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&p.calls) > 0, 5000));
		KTEST_EXPECT_EQ(test, kthread_stop(k), results[i]);
	}
}

static void stop_interrupts_interruptible_sleep(struct ktest *test)
{
	struct probe p = { .ret = -EAGAIN, .sleep_ms = 10000,
			   .interruptible = true };
	struct task_struct *k;
	unsigned long start;

	atomic_set(&p.calls, 0);
	k = kthread_run(probe_fn, &p, "kt-isleep");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&p.calls), 5000));
	start = jiffies;
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EAGAIN);
	/* The signal cut its 10 s sleep short. */
	KTEST_EXPECT_LT(test, jiffies - start, msecs_to_jiffies(5000));
}

static void stop_waits_out_uninterruptible_sleep(struct ktest *test)
{
	struct probe p = { .ret = -EBUSY, .sleep_ms = 100 };
	struct task_struct *k;

	atomic_set(&p.calls, 0);
	k = kthread_run(probe_fn, &p, "kt-dsleep");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&p.calls), 5000));
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EBUSY);
}

static int spin_fn(void *data)
{
	atomic_t *calls = data;
	int i;

	atomic_inc(calls);
	for (i = 0; i < 100000; i++)
		cpu_relax();
	return -ERANGE;
}

static void never_sleeping_thread_can_be_stopped(struct ktest *test)
{
	atomic_t calls = ATOMIC_INIT(0);
	struct task_struct *k;

	k = kthread_run(spin_fn, &calls, "kt-spin");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&calls) > 2,
						 5000));
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ERANGE);
}

static void parent_is_keventd_and_signals_blocked(struct ktest *test)
{
	struct probe p = {};
	struct task_struct *k;
	int sig;

	k = kthread_create(probe_fn, &p, "kt-parent");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_PTR_NE(test, k->parent, current);
	KTEST_EXPECT_EQ(test, strncmp(k->parent->comm, "events/", 7), 0);
	for (sig = 1; sig <= _NSIG; sig++)
		if (!sigismember(&k->blocked, sig))
			break;
	KTEST_EXPECT_EQ(test, sig, _NSIG + 1);
	KTEST_EXPECT_FALSE(test, signal_pending(k));
	KTEST_EXPECT_EQ(test, task_nice(k), 0);
	KTEST_EXPECT_EQ(test, k->policy, SCHED_NORMAL);
	/* keventd is bound to its CPU; the thread is not. */
	KTEST_EXPECT_TRUE(test, cpus_equal(k->cpus_allowed, CPU_MASK_ALL));
	kthread_stop(k);
}

static int exit_fn(void *data)
{
	do_exit(0);
}

static void self_exiting_thread_is_reaped(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct task_struct *k;
	int pid;

	ktest_leak_start(&leak);
	k = kthread_run(exit_fn, NULL, "kt-exit");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	pid = k->pid;
	/* keventd ignores SIGCHLD: nobody has to wait for it. */
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(ktest_task_gone(pid), 5000));
	ktest_expect_no_leak(test, &leak);
}

struct in_work {
	struct work_struct work;
	struct completion done;
	int stop_result;
	bool was_keventd;
};

static void create_and_stop_in_work(void *data)
{
	struct in_work *w = data;
	struct probe p = { .ret = -EXDEV, .sleep_ms = 1 };
	struct task_struct *k;

	atomic_set(&p.calls, 0);
	w->was_keventd = current_is_keventd();
	k = kthread_run(probe_fn, &p, "kt-inwork");
	if (IS_ERR(k)) {
		w->stop_result = PTR_ERR(k);
	} else {
		while (!atomic_read(&p.calls))
			msleep(1);
		w->stop_result = kthread_stop(k);
	}
	complete(&w->done);
}

static void create_and_stop_from_work_item(struct ktest *test)
{
	struct in_work w;

	INIT_WORK(&w.work, create_and_stop_in_work, &w);
	init_completion(&w.done);
	w.stop_result = 1;
	schedule_work(&w.work);
	KTEST_ASSERT_GT(test, wait_for_completion_timeout(&w.done, 10 * HZ), 0);
	KTEST_EXPECT_TRUE(test, w.was_keventd);
	KTEST_EXPECT_EQ(test, w.stop_result, -EXDEV);
}

struct busy {
	struct work_struct work;
	struct completion started, release;
	volatile bool finished;
};

static void busy_work(void *data)
{
	struct busy *b = data;

	complete(&b->started);
	wait_for_completion(&b->release);
	b->finished = true;
}

static int release_later(void *data)
{
	struct busy *b = data;

	msleep(100);
	complete(&b->release);
	return 0;
}

static void create_waits_for_busy_keventd(struct ktest *test)
{
	cpumask_t saved = current->cpus_allowed;
	struct probe p = {};
	struct task_struct *k;
	struct busy b;
	int helper;

	/* Same CPU, so the same events/N as the long item. */
	set_cpus_allowed(current, cpumask_of_cpu(raw_smp_processor_id()));
	INIT_WORK(&b.work, busy_work, &b);
	init_completion(&b.started);
	init_completion(&b.release);
	b.finished = false;
	schedule_work(&b.work);
	wait_for_completion(&b.started);
	helper = kernel_thread(release_later, &b, SIGCHLD);
	KTEST_ASSERT_GT(test, helper, 0);
	k = kthread_create(probe_fn, &p, "kt-busy");
	/* Only once the long item was done could keventd make it. */
	KTEST_EXPECT_TRUE(test, b.finished);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
	KTEST_EXPECT_EQ(test, ktest_reap(test, helper, 5000), 0);
	set_cpus_allowed(current, saved);
}

static void many_cycles_leak_nothing(struct ktest *test)
{
	struct ktest_leak_check leak;
	int i;

	ktest_leak_start(&leak);
	for (i = 0; i < 1000; i++) {
		struct probe p = { .ret = -(i % 100) };
		struct task_struct *k;

		atomic_set(&p.calls, 0);
		/* Half are stopped without ever being woken, half after. */
		k = kthread_create(probe_fn, &p, "kt-cycle%d", i);
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		if (i & 1) {
			KTEST_ASSERT_EQ(test, kthread_stop(k), -EINTR);
			continue;
		}
		wake_up_process(k);
		KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&p.calls), 5000));
		KTEST_ASSERT_EQ(test, kthread_stop(k), -(i % 100));
	}
	ktest_expect_no_leak(test, &leak);
}

static void injected_failure_gives_enomem(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct task_struct *k;
	struct probe p = {};
	int n, failures = 0;

	ktest_leak_start(&leak);
	/* Fail each allocation of a create in turn, until one succeeds. */
	for (n = 1; n <= 8; n++) {
		fail_nth_set(n);
		k = kthread_create(probe_fn, &p, "kt-nomem");
		fail_nth_set(0);
		if (!IS_ERR(k)) {
			KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
			break;
		}
		KTEST_EXPECT_EQ(test, PTR_ERR(k), -ENOMEM);
		failures++;
	}
	KTEST_EXPECT_GT(test, failures, 0);
	ktest_expect_no_leak(test, &leak);
}

static void bind_sets_cpu_and_mask(struct ktest *test)
{
	struct probe p = { .sleep_ms = 1 };
	int cpu = raw_smp_processor_id();
	struct task_struct *k;

	atomic_set(&p.calls, 0);
	k = kthread_create(probe_fn, &p, "kt-bind");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, cpu);
	KTEST_EXPECT_EQ(test, task_cpu(k), cpu);
	KTEST_EXPECT_TRUE(test, cpus_equal(k->cpus_allowed,
					   cpumask_of_cpu(cpu)));
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&p.calls), 5000));
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
}

struct cpu_probe {
	struct task_struct *store;
	struct completion running;
	int ran_on;
	bool store_set_when_stopped;
};

/* Runs until stopped, then notes whether its owner's pointer was clear. */
static int cpu_probe_fn(void *data)
{
	struct cpu_probe *c = data;

	c->ran_on = raw_smp_processor_id();
	complete(&c->running);
	while (!signal_pending(current)) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!signal_pending(current))
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	c->store_set_when_stopped = READ_ONCE(c->store) != NULL;
	return -EALREADY;
}

/* kthread_create_cpu() binds and stores; kthread_stop_cpu() clears first. */
static void cpu_thread_stored_bound_and_cleared_first(struct ktest *test)
{
	struct cpu_probe c = { .ran_on = -1 };
	char name[TASK_COMM_LEN];
	int cpu, last = 0;

	for_each_online_cpu(cpu)
		last = cpu;
	snprintf(name, sizeof(name), "kt-cpu/%d", last);
	init_completion(&c.running);
	KTEST_ASSERT_EQ(test, kthread_create_cpu(&c.store, cpu_probe_fn, &c,
						 last, "kt-cpu"), 0);
	KTEST_ASSERT_NOT_NULL(test, c.store);
	KTEST_EXPECT_STREQ(test, c.store->comm, name);
	wake_up_process(c.store);
	wait_for_completion(&c.running);
	KTEST_EXPECT_EQ(test, c.ran_on, last);
	KTEST_EXPECT_EQ(test, kthread_stop_cpu(&c.store), -EALREADY);
	KTEST_EXPECT_NULL(test, c.store);
	/* The thread saw its owner's pointer cleared before the stop. */
	KTEST_EXPECT_FALSE(test, c.store_set_when_stopped);
	/* An empty store is nothing to stop. */
	KTEST_EXPECT_EQ(test, kthread_stop_cpu(&c.store), 0);
}

static struct ktest_case kthread_cases[] = {
	KTEST_CASE(create_leaves_thread_asleep),
	KTEST_CASE(name_is_formatted_and_cut),
	KTEST_CASE(woken_thread_runs_again_and_again),
	KTEST_CASE(stop_returns_last_result),
	KTEST_CASE(stop_interrupts_interruptible_sleep),
	KTEST_CASE(stop_waits_out_uninterruptible_sleep),
	KTEST_CASE(never_sleeping_thread_can_be_stopped),
	KTEST_CASE(parent_is_keventd_and_signals_blocked),
	KTEST_CASE(self_exiting_thread_is_reaped),
	KTEST_CASE(create_and_stop_from_work_item),
	KTEST_CASE(create_waits_for_busy_keventd),
	KTEST_CASE(bind_sets_cpu_and_mask),
	KTEST_CASE(cpu_thread_stored_bound_and_cleared_first),
	KTEST_CASE(injected_failure_gives_enomem),
	KTEST_CASE(many_cycles_leak_nothing),
	{}
};

static struct ktest_suite kthread_suite = {
	.name = "kthread",
	.cases = kthread_cases,
};
ktest_register(kthread_suite);
