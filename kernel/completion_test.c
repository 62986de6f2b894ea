// SPDX-License-Identifier: GPL-2.0
/*
 * Completions and semaphores: one complete() wakes exactly one waiter,
 * complete_all() wakes all, now and later; up() lets one down() through.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <asm/atomic.h>
#include <asm/semaphore.h>

#define NR_WAITERS	3

struct waiters {
	struct completion done;
	struct semaphore sem;
	atomic_t finished;
	int pids[NR_WAITERS];
};

static int completion_waiter(void *arg)
{
	struct waiters *w = arg;

	wait_for_completion(&w->done);
	atomic_inc(&w->finished);
	return 0;
}

static int semaphore_waiter(void *arg)
{
	struct waiters *w = arg;

	down(&w->sem);
	atomic_inc(&w->finished);
	return 0;
}

static void start_waiters(struct ktest *test, struct waiters *w,
			  int (*fn)(void *))
{
	int i;

	init_completion(&w->done);
	sema_init(&w->sem, 0);
	atomic_set(&w->finished, 0);
	for (i = 0; i < NR_WAITERS; i++) {
		w->pids[i] = kernel_thread(fn, w, SIGCHLD);
		KTEST_ASSERT_GT(test, w->pids[i], 0);
	}
}

static void reap_waiters(struct ktest *test, struct waiters *w)
{
	int i;

	for (i = 0; i < NR_WAITERS; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, w->pids[i], 5000), 0);
}

/* Give the woken time to finish, and the wrongly woken time to show. */
static void settle(void)
{
	msleep(30);
}

static void complete_wakes_one(struct ktest *test)
{
	struct waiters w;
	int i;

	start_waiters(test, &w, completion_waiter);
	settle();
	KTEST_EXPECT_EQ(test, atomic_read(&w.finished), 0);
	for (i = 1; i <= NR_WAITERS; i++) {
		complete(&w.done);
		KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&w.finished) >= i, 5000));
		settle();
		KTEST_EXPECT_EQ(test, atomic_read(&w.finished), i);
	}
	reap_waiters(test, &w);
}

static void complete_all_wakes_all(struct ktest *test)
{
	struct waiters w;

	start_waiters(test, &w, completion_waiter);
	settle();
	complete_all(&w.done);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
		atomic_read(&w.finished) == NR_WAITERS, 5000));
	reap_waiters(test, &w);
	/* And any later waiter passes at once. */
	wait_for_completion(&w.done);
	KTEST_EXPECT_TRUE(test, try_wait_for_completion(&w.done));
}

static void complete_before_wait_is_kept(struct ktest *test)
{
	DECLARE_COMPLETION(c);

	complete(&c);
	complete(&c);
	wait_for_completion(&c);
	KTEST_EXPECT_TRUE(test, try_wait_for_completion(&c));
	KTEST_EXPECT_FALSE(test, try_wait_for_completion(&c));
}

static void completion_timeout(struct ktest *test)
{
	DECLARE_COMPLETION(c);
	unsigned long start = jiffies;

	KTEST_EXPECT_EQ(test, wait_for_completion_timeout(&c, 5), 0);
	KTEST_EXPECT_GE(test, jiffies - start, 5);
	complete(&c);
	KTEST_EXPECT_GT(test, wait_for_completion_timeout(&c, 5), 0);
}

static void up_lets_one_through(struct ktest *test)
{
	struct waiters w;
	int i;

	start_waiters(test, &w, semaphore_waiter);
	settle();
	KTEST_EXPECT_EQ(test, atomic_read(&w.finished), 0);
	for (i = 1; i <= NR_WAITERS; i++) {
		up(&w.sem);
		KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&w.finished) >= i, 5000));
		settle();
		KTEST_EXPECT_EQ(test, atomic_read(&w.finished), i);
	}
	reap_waiters(test, &w);
	KTEST_EXPECT_EQ(test, w.sem.count, 0);
}

static void trylock_and_interruptible(struct ktest *test)
{
	DECLARE_MUTEX(m);

	KTEST_EXPECT_EQ(test, down_trylock(&m), 0);
	KTEST_EXPECT_EQ(test, down_trylock(&m), 1);
	allow_signal(SIGUSR1);
	send_sig(SIGUSR1, current, 1);
	KTEST_EXPECT_EQ(test, down_interruptible(&m), -EINTR);
	flush_signals(current);
	disallow_signal(SIGUSR1);
	up(&m);
	KTEST_EXPECT_EQ(test, down_interruptible(&m), 0);
	up(&m);
}

static struct ktest_case completion_cases[] = {
	KTEST_CASE(complete_wakes_one),
	KTEST_CASE(complete_all_wakes_all),
	KTEST_CASE(complete_before_wait_is_kept),
	KTEST_CASE(completion_timeout),
	KTEST_CASE(up_lets_one_through),
	KTEST_CASE(trylock_and_interruptible),
	{}
};

static struct ktest_suite completion_suite = {
	.name = "completion",
	.cases = completion_cases,
};
ktest_register(completion_suite);
