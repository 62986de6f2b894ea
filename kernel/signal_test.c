// SPDX-License-Identifier: GPL-2.0
/*
 * Signal tests: what makes signal_pending() true, what a signal does to
 * an interruptible and an uninterruptible sleep, and force_sig().
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/unistd.h>
#include <linux/errno.h>
#include <linux/delay.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/smp.h>

/* Each case works on its own pending set and mask; put them back. */
static int signal_init(struct ktest *test)
{
	flush_signals(current);
	return 0;
}

static void signal_exit(struct ktest *test)
{
	sigset_t none;

	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	flush_signals(current);
}

static void blocked_signal_is_not_pending(struct ktest *test)
{
	sigset_t set;

	allow_signal(SIGUSR1);
	siginitset(&set, sigmask(SIGUSR1));
	sigprocmask(SIG_BLOCK, &set, NULL);
	KTEST_EXPECT_EQ(test, send_sig(SIGUSR1, current, 1), 0);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	KTEST_EXPECT_TRUE(test, sigismember(&current->pending.signal, SIGUSR1));
	/* Unblocking it makes it pending. */
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	KTEST_EXPECT_EQ(test, dequeue_signal(current), SIGUSR1);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	disallow_signal(SIGUSR1);
}

/*
 * A call that leaves the mask as it is (kthreads make such calls on
 * every create and stop) takes a shortcut: it must still answer with
 * the old mask and leave what is pending as it was.
 */
static void unchanged_mask_keeps_pending_state(struct ktest *test)
{
	sigset_t set, old, again;

	allow_signal(SIGUSR1);
	siginitset(&set, sigmask(SIGUSR1));
	sigprocmask(SIG_BLOCK, &set, NULL);
	send_sig(SIGUSR1, current, 1);
	KTEST_EXPECT_EQ(test, sigprocmask(SIG_BLOCK, &set, &old), 0);
	KTEST_EXPECT_TRUE(test, sigismember(&old, SIGUSR1));
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	KTEST_EXPECT_EQ(test, sigprocmask(SIG_SETMASK, &old, &again), 0);
	KTEST_EXPECT_TRUE(test, sigequalsets(&old, &again));
	KTEST_EXPECT_EQ(test, sigprocmask(42, &set, &again), -EINVAL);
	KTEST_EXPECT_TRUE(test, sigismember(&current->blocked, SIGUSR1));
	/* The one change of the case makes it pending at once. */
	KTEST_EXPECT_EQ(test, sigprocmask(SIG_UNBLOCK, &set, NULL), 0);
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	flush_signals(current);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	/* A flush with nothing pending leaves nothing pending. */
	flush_signals(current);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	disallow_signal(SIGUSR1);
}

static void force_sig_beats_block_and_ignore(struct ktest *test)
{
	struct k_sigaction ign = { .sa = { .sa_handler = SIG_IGN } };
	struct k_sigaction old, now;
	sigset_t set;

	do_sigaction(SIGTERM, &ign, &old);
	siginitset(&set, sigmask(SIGTERM));
	sigprocmask(SIG_BLOCK, &set, NULL);
	send_sig(SIGTERM, current, 1);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	force_sig(SIGTERM, current);
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	KTEST_EXPECT_FALSE(test, sigismember(&current->blocked, SIGTERM));
	do_sigaction(SIGTERM, NULL, &now);
	KTEST_EXPECT_PTR_EQ(test, now.sa.sa_handler, SIG_DFL);
	do_sigaction(SIGTERM, &old, NULL);
}

static void ignored_signal_is_dropped(struct ktest *test)
{
	struct k_sigaction ign = { .sa = { .sa_handler = SIG_IGN } };
	struct k_sigaction old;

	do_sigaction(SIGUSR2, &ign, &old);
	send_sig(SIGUSR2, current, 1);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	KTEST_EXPECT_FALSE(test, sigismember(&current->pending.signal, SIGUSR2));
	/* SIGCHLD's default is to be ignored, too. */
	send_sig(SIGCHLD, current, 1);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	do_sigaction(SIGUSR2, &old, NULL);
}

static void sigaction_ignore_discards_pending(struct ktest *test)
{
	struct k_sigaction ign = { .sa = { .sa_handler = SIG_IGN } };
	struct k_sigaction old;

	allow_signal(SIGUSR1);
	send_sig(SIGUSR1, current, 1);
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	do_sigaction(SIGUSR1, &ign, &old);
	KTEST_EXPECT_FALSE(test, signal_pending(current));
	do_sigaction(SIGUSR1, &old, NULL);
	disallow_signal(SIGUSR1);
}

static void bad_arguments_are_rejected(struct ktest *test)
{
	struct k_sigaction act = { .sa = { .sa_handler = SIG_IGN } };
	sigset_t set;

	sigemptyset(&set);
	KTEST_EXPECT_EQ(test, send_sig(0, current, 1), -EINVAL);
	KTEST_EXPECT_EQ(test, send_sig(_NSIG + 1, current, 1), -EINVAL);
	KTEST_EXPECT_EQ(test, do_sigaction(SIGKILL, &act, NULL), -EINVAL);
	KTEST_EXPECT_EQ(test, do_sigaction(SIGSTOP, &act, NULL), -EINVAL);
	KTEST_EXPECT_EQ(test, do_sigaction(0, NULL, NULL), -EINVAL);
	KTEST_EXPECT_EQ(test, sigprocmask(42, &set, NULL), -EINVAL);
}

struct sleep_info {
	struct completion ready;
	bool interruptible;
	unsigned long left;		/* ms left when woken */
	u64 slept_jiffies;
};

static int sleeper(void *arg)
{
	struct sleep_info *si = arg;
	unsigned long start = jiffies;

	allow_signal(SIGUSR1);
	complete(&si->ready);
	if (si->interruptible) {
		si->left = msleep_interruptible(2000);
	} else {
		msleep(200);
		si->left = 0;
	}
	si->slept_jiffies = jiffies - start;
	return signal_pending(current) ? 1 : 0;
}

static int start_sleeper(struct sleep_info *si, bool interruptible)
{
	int pid;

	init_completion(&si->ready);
	si->interruptible = interruptible;
	pid = kernel_thread(sleeper, si, SIGCHLD);
	if (pid > 0)
		wait_for_completion(&si->ready);
	return pid;
}

/* Start a sleeper, signal it 20 ms into its sleep, and reap it. */
static void signal_a_sleeper(struct ktest *test, struct sleep_info *si,
			     bool interruptible)
{
	struct task_struct *p;
	int pid = start_sleeper(si, interruptible);

	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	msleep(20);
	send_sig(SIGUSR1, p, 1);
	put_task_struct(p);
	/* Either way the signal is pending when it wakes. */
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 1);
}

static void signal_ends_interruptible_sleep(struct ktest *test)
{
	struct sleep_info si = {};

	signal_a_sleeper(test, &si, true);
	/* Woken well before its 2 s were up. */
	KTEST_EXPECT_GT(test, si.left, 0);
	KTEST_EXPECT_LT(test, si.slept_jiffies, msecs_to_jiffies(2000));
}

static void signal_does_not_end_uninterruptible_sleep(struct ktest *test)
{
	struct sleep_info si = {};

	signal_a_sleeper(test, &si, false);
	/* It slept its whole 200 ms, signal pending or not. */
	KTEST_EXPECT_GE(test, si.slept_jiffies, msecs_to_jiffies(200));
}

static int blocked_sleeper(void *arg)
{
	struct completion *ready = arg;
	sigset_t all;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	complete(ready);
	/* Blocked signals cannot end this sleep, only the timeout can. */
	return msleep_interruptible(150) ? 1 : 0;
}

static void blocked_signal_does_not_wake(struct ktest *test)
{
	DECLARE_COMPLETION(ready);
	struct task_struct *p;
	int pid = kernel_thread(blocked_sleeper, &ready, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	wait_for_completion(&ready);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	send_sig(SIGTERM, p, 1);
	put_task_struct(p);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

static int wait_then_exit(void *arg)
{
	wait_for_completion(arg);
	return 0;
}

static void signal_interrupts_waitpid(struct ktest *test)
{
	DECLARE_COMPLETION(never);
	int pid = kernel_thread(wait_then_exit, &never, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	allow_signal(SIGUSR1);
	send_sig(SIGUSR1, current, 1);
	KTEST_EXPECT_EQ(test, waitpid(pid, NULL, 0), -ERESTARTSYS);
	flush_signals(current);
	disallow_signal(SIGUSR1);
	complete(&never);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

struct reap_race {
	struct task_struct *target;	/* the case holds a reference */
	unsigned long turns;		/* the sender's loops */
	unsigned long sent;
	unsigned long changed;		/* sighand changed under the lock */
};

/*
 * On another CPU: signal whatever target is set, and between signals
 * hold tasklist_lock for reading a while, as lock_sighand() does, to
 * see that the target's sighand does not go meanwhile.
 */
static int reap_race_sender(void *arg)
{
	struct reap_race *r = arg;

	while (!kthread_should_stop()) {
		struct task_struct *t = READ_ONCE(r->target);
		struct sighand_struct *sh;

		if (t) {
			read_lock_irq(&tasklist_lock);
			sh = READ_ONCE(t->sighand);
			udelay(20);
			if (READ_ONCE(t->sighand) != sh)
				r->changed++;
			read_unlock_irq(&tasklist_lock);
			if (send_sig(SIGUSR1, t, 1) == 0)
				r->sent++;
		}
		/* Done with t before the turn is counted. */
		smp_mb();
		WRITE_ONCE(r->turns, r->turns + 1);
		udelay(2);	/* lets the reaper's write_lock in */
	}
	return 0;
}

static int exit_at_once(void *arg)
{
	return 0;
}

#define REAP_RACE_ROUNDS	200

/*
 * A sender on another CPU signals a child while it is reaped.  The
 * sighand goes with the reap, under tasklist_lock, so the sender must
 * either find it whole or find none (-ESRCH), never signal through a
 * freed one (with slab_debug a write to a freed sighand shows when the
 * next fork takes it), and it must not change under the read lock.
 */
static void signal_races_with_reap(struct ktest *test)
{
	struct reap_race r = {};
	cpumask_t old = current->cpus_allowed;
	struct task_struct *k;
	int i, ap = ktest_pick_ap(test);

	k = kthread_create(reap_race_sender, &r, "reap_race");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, ap);
	wake_up_process(k);
	set_cpus_allowed(current, cpumask_of_cpu(0));
	for (i = 0; i < REAP_RACE_ROUNDS; i++) {
		int pid = kernel_thread(exit_at_once, NULL, SIGCHLD);
		struct task_struct *t = pid > 0 ? find_get_task_by_pid(pid) : NULL;
		unsigned long turns, spins;

		KTEST_EXPECT_NOT_NULL(test, t);
		if (!t)
			break;
		WRITE_ONCE(r.target, t);
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
		/* Reaped: nothing left to signal through. */
		KTEST_EXPECT_EQ(test, send_sig(SIGUSR1, t, 1), -ESRCH);
		WRITE_ONCE(r.target, NULL);
		/* No new use of t from here: then two turns end any old one. */
		smp_mb();
		turns = READ_ONCE(r.turns);
		for (spins = 0; READ_ONCE(r.turns) - turns < 2 &&
		     spins < 100000000; spins++)
			cpu_relax();
		put_task_struct(t);
	}
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	set_cpus_allowed(current, old);
	KTEST_EXPECT_EQ(test, r.changed, 0);
	KTEST_EXPECT_GT(test, r.sent, 0);
	ktest_printk(test, "%lu signals sent to children being reaped",
		     r.sent);
}

static struct ktest_case signal_cases[] = {
	KTEST_CASE(blocked_signal_is_not_pending),
	KTEST_CASE(unchanged_mask_keeps_pending_state),
	KTEST_CASE(force_sig_beats_block_and_ignore),
	KTEST_CASE(ignored_signal_is_dropped),
	KTEST_CASE(sigaction_ignore_discards_pending),
	KTEST_CASE(bad_arguments_are_rejected),
	KTEST_CASE(signal_ends_interruptible_sleep),
	KTEST_CASE(signal_does_not_end_uninterruptible_sleep),
	KTEST_CASE(blocked_signal_does_not_wake),
	KTEST_CASE(signal_interrupts_waitpid),
	KTEST_CASE(signal_races_with_reap),
	{}
};

static struct ktest_suite signal_suite = {
	.name = "signal",
	.init = signal_init,
	.exit = signal_exit,
	.cases = signal_cases,
};
ktest_register(signal_suite);
