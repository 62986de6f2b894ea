// SPDX-License-Identifier: GPL-2.0
/*
 * Wait queues: wake_up() wakes one exclusive waiter and every other one;
 * the wait_event family returns what it promises.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <linux/delay.h>
#include <asm/atomic.h>

struct wq_state {
	wait_queue_head_t wq;
	volatile int cond;
	atomic_t woken;
};

static int exclusive_waiter(void *arg)
{
	struct wq_state *s = arg;
	DEFINE_WAIT(wait);

	prepare_to_wait_exclusive(&s->wq, &wait, TASK_UNINTERRUPTIBLE);
	schedule();
	finish_wait(&s->wq, &wait);
	atomic_inc(&s->woken);
	return 0;
}

static int event_waiter(void *arg)
{
	struct wq_state *s = arg;

	wait_event(s->wq, s->cond);
	atomic_inc(&s->woken);
	return 0;
}

static void start(struct ktest *test, struct wq_state *s, int n,
		  int (*fn)(void *), int *pids)
{
	int i;

	for (i = 0; i < n; i++) {
		pids[i] = kernel_thread(fn, s, SIGCHLD);
		KTEST_ASSERT_GT(test, pids[i], 0);
	}
	msleep(30);	/* let them all queue up */
}

static void wake_up_wakes_one_exclusive(struct ktest *test)
{
	struct wq_state s = { .cond = 0 };
	int pids[3], i;

	init_waitqueue_head(&s.wq);
	atomic_set(&s.woken, 0);
	start(test, &s, 3, exclusive_waiter, pids);
	wake_up(&s.wq);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&s.woken), 5000));
	msleep(30);
	KTEST_EXPECT_EQ(test, atomic_read(&s.woken), 1);
	wake_up_all(&s.wq);
	for (i = 0; i < 3; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pids[i], 5000), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&s.woken), 3);
}

static void wait_event_needs_condition(struct ktest *test)
{
	struct wq_state s = { .cond = 0 };
	int pids[2], i;

	init_waitqueue_head(&s.wq);
	atomic_set(&s.woken, 0);
	start(test, &s, 2, event_waiter, pids);
	/* A wake-up without the condition is spurious: they sleep on. */
	wake_up_all(&s.wq);
	msleep(30);
	KTEST_EXPECT_EQ(test, atomic_read(&s.woken), 0);
	s.cond = 1;
	wake_up_all(&s.wq);
	for (i = 0; i < 2; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pids[i], 5000), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&s.woken), 2);
}

static void wait_event_timeout_times_out(struct ktest *test)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);
	unsigned long start = jiffies;
	long ret = wait_event_timeout(wq, false, 10);

	KTEST_EXPECT_EQ(test, ret, 0);
	KTEST_EXPECT_GE(test, jiffies - start, 10);
	/* True at once: the whole timeout is left. */
	KTEST_EXPECT_EQ(test, wait_event_timeout(wq, true, 10), 10);
}

static int set_cond_later(void *arg)
{
	struct wq_state *s = arg;

	msleep(20);
	s->cond = 1;
	wake_up(&s->wq);
	return 0;
}

static void wait_event_timeout_returns_time_left(struct ktest *test)
{
	struct wq_state s = { .cond = 0 };
	long timeout = msecs_to_jiffies(5000), ret;
	int pid;

	init_waitqueue_head(&s.wq);
	pid = kernel_thread(set_cond_later, &s, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	ret = wait_event_timeout(s.wq, s.cond, timeout);
	KTEST_EXPECT_GT(test, ret, 0);
	KTEST_EXPECT_LT(test, ret, timeout);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

static void wait_event_interruptible_sees_signal(struct ktest *test)
{
	DECLARE_WAIT_QUEUE_HEAD(wq);

	allow_signal(SIGUSR1);
	send_sig(SIGUSR1, current, 1);
	KTEST_EXPECT_EQ(test, wait_event_interruptible(wq, false),
			-ERESTARTSYS);
	KTEST_EXPECT_EQ(test, wait_event_interruptible_timeout(wq, false, 50),
			-ERESTARTSYS);
	flush_signals(current);
	disallow_signal(SIGUSR1);
	KTEST_EXPECT_EQ(test, wait_event_interruptible(wq, true), 0);
}

static struct ktest_case wait_cases[] = {
	KTEST_CASE(wake_up_wakes_one_exclusive),
	KTEST_CASE(wait_event_needs_condition),
	KTEST_CASE(wait_event_timeout_times_out),
	KTEST_CASE(wait_event_timeout_returns_time_left),
	KTEST_CASE(wait_event_interruptible_sees_signal),
	{}
};

static struct ktest_suite wait_suite = {
	.name = "waitqueue",
	.cases = wait_cases,
};
ktest_register(wait_suite);
