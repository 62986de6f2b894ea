// SPDX-License-Identifier: GPL-2.0
/*
 * What the lock assertions (lockdep_assert_held() and friends) go by:
 * whether this task holds a spinlock, whether an rwlock is held and by
 * whom for writing, and whether this task holds the hotplug lock.  The
 * BUG() itself is not provoked here: it would end the test thread.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/spinlock.h>
#include <linux/sched.h>
#include <linux/cpu.h>
#include <linux/string.h>

static DEFINE_SPINLOCK(test_spin);
static DEFINE_RWLOCK(test_rw);

static void spinlock_held_only_by_its_holder(struct ktest *test)
{
	KTEST_EXPECT_FALSE(test, spin_held_by_current(&test_spin));
	spin_lock(&test_spin);
	KTEST_EXPECT_TRUE(test, spin_held_by_current(&test_spin));
	/* As if another task held it. */
	test_spin.owner = child_reaper;
	KTEST_EXPECT_FALSE(test, spin_held_by_current(&test_spin));
	test_spin.owner = current;
	spin_unlock(&test_spin);
	KTEST_EXPECT_FALSE(test, spin_held_by_current(&test_spin));
}

static void rwlock_read_and_write_held(struct ktest *test)
{
	KTEST_EXPECT_FALSE(test, rwlock_held(&test_rw));
	read_lock(&test_rw);
	KTEST_EXPECT_TRUE(test, rwlock_held(&test_rw));
	KTEST_EXPECT_FALSE(test, rwlock_write_held_by_current(&test_rw));
	read_unlock(&test_rw);
	write_lock(&test_rw);
	KTEST_EXPECT_TRUE(test, rwlock_held(&test_rw));
	KTEST_EXPECT_TRUE(test, rwlock_write_held_by_current(&test_rw));
	test_rw.writer = child_reaper;
	KTEST_EXPECT_FALSE(test, rwlock_write_held_by_current(&test_rw));
	test_rw.writer = current;
	write_unlock(&test_rw);
	KTEST_EXPECT_FALSE(test, rwlock_held(&test_rw));
	KTEST_EXPECT_FALSE(test, rwlock_write_held_by_current(&test_rw));
}

static void tasklist_lock_write_held_by_its_writer(struct ktest *test)
{
	write_lock_irq(&tasklist_lock);
	KTEST_EXPECT_TRUE(test, rwlock_write_held_by_current(&tasklist_lock));
	write_unlock_irq(&tasklist_lock);
	KTEST_EXPECT_FALSE(test, rwlock_write_held_by_current(&tasklist_lock));
}

static void hotplug_lock_held_by_its_taker(struct ktest *test)
{
	KTEST_EXPECT_FALSE(test, cpu_hotplug_held_by_current());
	lock_cpu_hotplug();
	KTEST_EXPECT_TRUE(test, cpu_hotplug_held_by_current());
	unlock_cpu_hotplug();
	KTEST_EXPECT_FALSE(test, cpu_hotplug_held_by_current());
}

static int assert_spin_unheld(void *unused)
{
	lockdep_assert_held(&test_spin);
	return 0;
}

static int assert_rw_not_written(void *unused)
{
	lockdep_assert_held_write(&test_rw);
	return 0;
}

static int assert_hotplug_unheld(void *unused)
{
	assert_cpu_hotplug_locked();
	return 0;
}

/* @fn must die of its assertion, whose report contains @says. */
static void expect_assert_bug(struct ktest *test, int (*fn)(void *),
			      const char *says)
{
	char log[2048];
	int code;

	code = ktest_run_oopsing(test, fn, NULL, 5000, log, sizeof(log), NULL);
	KTEST_EXPECT_EQ(test, code, SIGSEGV);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, says));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "kernel BUG at"));
}

static void unheld_spinlock_assertion_bugs(struct ktest *test)
{
	expect_assert_bug(test, assert_spin_unheld,
			  "assert_spin_unheld() at kernel/lock_assert_test.c");
	expect_assert_bug(test, assert_spin_unheld, "&test_spin is not held by");
}

static void unwritten_rwlock_assertion_bugs(struct ktest *test)
{
	expect_assert_bug(test, assert_rw_not_written,
			  "&test_rw is not held for writing by");
}

static void unheld_hotplug_assertion_bugs(struct ktest *test)
{
	expect_assert_bug(test, assert_hotplug_unheld,
			  "the CPU hotplug lock is not held by");
}

static struct ktest_case lock_assert_cases[] = {
	KTEST_CASE(spinlock_held_only_by_its_holder),
	KTEST_CASE(rwlock_read_and_write_held),
	KTEST_CASE(tasklist_lock_write_held_by_its_writer),
	KTEST_CASE(hotplug_lock_held_by_its_taker),
	KTEST_CASE(unheld_spinlock_assertion_bugs),
	KTEST_CASE(unwritten_rwlock_assertion_bugs),
	KTEST_CASE(unheld_hotplug_assertion_bugs),
	{}
};

static struct ktest_suite lock_assert_suite = {
	.name = "lock_assert",
	.cases = lock_assert_cases,
};
ktest_register(lock_assert_suite);
