// SPDX-License-Identifier: GPL-2.0
/*
 * The spinlock debug checks (lock_debug's): an unlock by a task that
 * does not hold the lock, and a lock that was never initialised, are
 * reported (with a backtrace) instead of passing silently; locks disable
 * preemption.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/hardirq.h>

static DEFINE_SPINLOCK(handed_lock);

/* The checked primitives alone: no preemption count to unbalance. */
static int unlock_other_task(void *data)
{
	do_raw_spin_unlock(&handed_lock);
	return 0;
}

static void unlock_by_non_owner_is_reported(struct ktest *test)
{
	char log[1024];
	unsigned long mark;
	int pid;

	ktest_need_lock_debug(test);
	do_raw_spin_lock(&handed_lock);
	mark = ktest_console_mute();
	pid = kernel_thread(unlock_other_task, NULL, SIGCHLD);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "BUG: spinlock wrong owner"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Call Trace"));
	KTEST_EXPECT_FALSE(test, spin_is_locked(&handed_lock));
	/* To lock_debug it is still ours: the unlock elsewhere was the bug. */
	lock_release(&handed_lock.dep);
}

static void bad_magic_is_reported(struct ktest *test)
{
	spinlock_t lock;
	char log[1024];
	unsigned long mark;

	ktest_need_lock_debug(test);
	memset(&lock, 0, sizeof(lock));
	mark = ktest_console_mute();
	spin_lock(&lock);
	spin_unlock(&lock);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "BUG: spinlock bad magic"));
}

static void locks_disable_preemption(struct ktest *test)
{
	DEFINE_SPINLOCK(lock);
	DEFINE_RWLOCK(rw);
	unsigned long flags;
	int base = preempt_count();

	spin_lock(&lock);
	KTEST_EXPECT_EQ(test, preempt_count(), base + 1);
	spin_unlock(&lock);
	spin_lock_irqsave(&lock, flags);
	KTEST_EXPECT_TRUE(test, irqs_disabled());
	spin_unlock_irqrestore(&lock, flags);
	KTEST_EXPECT_FALSE(test, irqs_disabled());
	spin_lock_bh(&lock);
	KTEST_EXPECT_TRUE(test, in_softirq());
	spin_unlock_bh(&lock);
	read_lock(&rw);
	read_lock(&rw);		/* readers share */
	KTEST_EXPECT_EQ(test, preempt_count(), base + 2);
	read_unlock(&rw);
	read_unlock(&rw);
	write_lock_irq(&rw);
	KTEST_EXPECT_TRUE(test, irqs_disabled());
	write_unlock_irq(&rw);
	KTEST_EXPECT_EQ(test, preempt_count(), base);
	KTEST_EXPECT_TRUE(test, spin_trylock(&lock));
	KTEST_EXPECT_FALSE(test, spin_trylock(&lock));
	spin_unlock(&lock);
}

static struct ktest_case spinlock_cases[] = {
	KTEST_CASE(unlock_by_non_owner_is_reported),
	KTEST_CASE(bad_magic_is_reported),
	KTEST_CASE(locks_disable_preemption),
	{}
};

static struct ktest_suite spinlock_suite = {
	.name = "spinlock",
	.cases = spinlock_cases,
};
ktest_register(spinlock_suite);
