// SPDX-License-Identifier: GPL-2.0
/*
 * Code written for Linux 2.6 run unchanged: a 2.6.1-style adoption of a
 * kthread with REMOVE_LINKS/SET_LINKS and a waitpid(k->tgid) for its
 * status, and 2.6.4-style thread functions that loop on
 * kthread_should_stop().  Like the series' kthread.c, this file uses
 * only what sched.h, kthread.h, completion.h, err.h and unistd.h give
 * (with ktest.h for the cases): DECLARE_WORK comes through sched.h.
 */
#include <linux/sched.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/err.h>
#include <linux/unistd.h>
#include <asm/semaphore.h>
#include <linux/ktest.h>

struct loop26 {
	struct completion running;	/* completed on each pass */
	struct completion got_sig;
	atomic_t passes;
	long left;			/* what the last timeout had left */
	bool stop_seen;			/* kthread_should_stop() ended it */
	bool stop_at_sig;		/* its value when SIGUSR1 came */
	int ret;
};

static void loop26_init(struct loop26 *l, int ret)
{
	init_completion(&l->running);
	init_completion(&l->got_sig);
	atomic_set(&l->passes, 0);
	l->left = -1;
	l->stop_seen = false;
	l->stop_at_sig = true;
	l->ret = ret;
}

/* 2.6.4's idiom with a timeout: nothing but the stop ends the wait. */
static int timeout_loop(void *data)
{
	struct loop26 *l = data;

	while (!kthread_should_stop()) {
		atomic_inc(&l->passes);
		complete(&l->running);
		set_current_state(TASK_INTERRUPTIBLE);
		l->left = schedule_timeout(60 * HZ);
	}
	l->stop_seen = true;
	return l->ret;
}

static void should_stop_ends_timeout_loop(struct ktest *test)
{
	struct loop26 l;
	struct task_struct *k;

	loop26_init(&l, -ENODATA);
	KTEST_EXPECT_FALSE(test, kthread_should_stop());	/* not a kthread */
	k = kthread_run(timeout_loop, &l, "kt-26-timeout");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	wait_for_completion(&l.running);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ENODATA);
	KTEST_EXPECT_TRUE(test, l.stop_seen);
	KTEST_EXPECT_EQ(test, atomic_read(&l.passes), 1);
	/* Woken by the stop, not by the end of its minute. */
	KTEST_EXPECT_GT(test, l.left, 50 * HZ);
}

/* The same with a bare schedule() in TASK_INTERRUPTIBLE. */
static int schedule_loop(void *data)
{
	struct loop26 *l = data;

	for (;;) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (kthread_should_stop())
			break;
		complete(&l->running);
		schedule();
		atomic_inc(&l->passes);
	}
	__set_current_state(TASK_RUNNING);
	l->stop_seen = true;
	return l->ret;
}

static void should_stop_ends_schedule_loop(struct ktest *test)
{
	struct loop26 l;
	struct task_struct *k;

	loop26_init(&l, -EEXIST);
	k = kthread_run(schedule_loop, &l, "kt-26-schedule");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	wait_for_completion(&l.running);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EEXIST);
	KTEST_EXPECT_TRUE(test, l.stop_seen);
}

/* Takes SIGUSR1, notes whether it was told to stop, and goes on. */
static int signal_loop(void *data)
{
	struct loop26 *l = data;

	allow_signal(SIGUSR1);
	while (!kthread_should_stop()) {
		complete(&l->running);
		set_current_state(TASK_INTERRUPTIBLE);
		schedule_timeout(60 * HZ);
		if (kthread_should_stop())
			break;
		if (signal_pending(current)) {
			l->stop_at_sig = kthread_should_stop();
			flush_signals(current);
			atomic_inc(&l->passes);
			complete(&l->got_sig);
		}
	}
	l->stop_seen = true;
	return 0;
}

static void should_stop_false_after_other_signal(struct ktest *test)
{
	struct loop26 l;
	struct task_struct *k;

	loop26_init(&l, 0);
	k = kthread_run(signal_loop, &l, "kt-26-signal");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	wait_for_completion(&l.running);
	KTEST_EXPECT_EQ(test, send_sig(SIGUSR1, k, 1), 0);
	wait_for_completion(&l.got_sig);
	KTEST_EXPECT_FALSE(test, l.stop_at_sig);
	KTEST_EXPECT_FALSE(test, l.stop_seen);
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	KTEST_EXPECT_TRUE(test, l.stop_seen);
	KTEST_EXPECT_EQ(test, atomic_read(&l.passes), 1);
}

/*
 * A function that throws the stop's SIGTERM away as it returns: without
 * the stop mark in kthread()'s loop it would be called again for ever.
 */
static int flushing_loop(void *data)
{
	struct loop26 *l = data;

	atomic_inc(&l->passes);
	complete(&l->running);
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		schedule_timeout(60 * HZ);
	}
	flush_signals(current);
	return l->ret;
}

static void stop_ends_thread_that_flushes_signals(struct ktest *test)
{
	struct loop26 l;
	struct task_struct *k;

	loop26_init(&l, -EBUSY);
	k = kthread_run(flushing_loop, &l, "kt-26-flush");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	wait_for_completion(&l.running);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EBUSY);
	KTEST_EXPECT_EQ(test, atomic_read(&l.passes), 1);
}

/* --- 2.6.1: adopt a kthread and wait for it, as the series' stop did --- */

static int adopt_and_wait(struct task_struct *k)
{
	struct k_sigaction sa, old;
	int status = -1;

	/* keventd's way: SIGCHLD taken, not ignored, while we wait. */
	sa.sa.sa_handler = SIG_DFL;
	sa.sa.sa_flags = 0;
	siginitset(&sa.sa.sa_mask, sigmask(SIGCHLD));
	do_sigaction(SIGCHLD, &sa, &old);

	write_lock_irq(&tasklist_lock);
	REMOVE_LINKS(k);
	k->parent = current;
	k->real_parent = current;
	SET_LINKS(k);
	write_unlock_irq(&tasklist_lock);

	force_sig(SIGTERM, k);
	/* k is freed once reaped: its tgid is read only before. */
	if (waitpid(k->tgid, &status, __WALL) <= 0)
		status = -1;
	do_sigaction(SIGCHLD, &old, NULL);
	return status;
}

static int returns_eexist(void *data)
{
	complete(data);
	set_current_state(TASK_INTERRUPTIBLE);
	schedule();
	return -EEXIST;
}

static void adopt_with_links_and_wait_for_tgid(struct ktest *test)
{
	DECLARE_COMPLETION(ran);
	struct task_struct *k, *never;
	int status;

	k = kthread_run(returns_eexist, &ran, "kt-26-adopt");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, k->tgid, k->pid);
	KTEST_EXPECT_PTR_NE(test, k->parent, current);
	wait_for_completion(&ran);
	status = adopt_and_wait(k);
	KTEST_EXPECT_TRUE(test, WIFEXITED(status));
	KTEST_EXPECT_EQ(test, -WEXITSTATUS(status), -EEXIST);

	/* Never woken: the series' kthread() gives -EINTR. */
	never = kthread_create(returns_eexist, &ran, "kt-26-never");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, never);
	status = adopt_and_wait(never);
	KTEST_EXPECT_EQ(test, -WEXITSTATUS(status), -EINTR);
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, __WALL | WNOHANG), -ECHILD);
}

/*
 * The series looks its new thread up with find_task_by_pid() and no
 * lock, as 2.6.1 code may: the lookup must be safe without tasklist_lock.
 */
static void find_task_by_pid_without_tasklist_lock(struct ktest *test)
{
	DECLARE_COMPLETION(ran);
	struct task_struct *k;

	KTEST_EXPECT_PTR_EQ(test, find_task_by_pid(current->pid), current);
	KTEST_EXPECT_PTR_EQ(test, find_task_by_pid(0), NULL);
	k = kthread_create(returns_eexist, &ran, "kt-26-find");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_PTR_EQ(test, find_task_by_pid(k->tgid), k);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
}

static struct ktest_case kthread_compat_cases[] = {
	KTEST_CASE(should_stop_ends_timeout_loop),
	KTEST_CASE(should_stop_ends_schedule_loop),
	KTEST_CASE(should_stop_false_after_other_signal),
	KTEST_CASE(stop_ends_thread_that_flushes_signals),
	KTEST_CASE(adopt_with_links_and_wait_for_tgid),
	KTEST_CASE(find_task_by_pid_without_tasklist_lock),
	{}
};

static struct ktest_suite kthread_compat_suite = {
	.name = "kthread_compat",
	.cases = kthread_compat_cases,
};
ktest_register(kthread_compat_suite);
