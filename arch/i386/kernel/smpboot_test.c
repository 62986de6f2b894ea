// SPDX-License-Identifier: GPL-2.0
/*
 * Parking a CPU: cpu_down() must return only once the dying CPU is done
 * with everything it shares, because the cpu_up() that may come next
 * sends INIT at once.  A CPU reset inside complete() kept that
 * completion's lock held, and its CPU marked as inside the lock
 * validator, for the rest of the boot.  Under TCG it took the host
 * descheduling the vCPU at that very point (one boot in six); here a
 * hook holds the dying CPU there for 20 ms, every time.  And when a CPU
 * is reset holding a lock after all, its idle task starts again
 * holding none, for the lock validator.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/delay.h>
#include <linux/lockdep.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <asm/atomic.h>
#include <asm/smpboot.h>

#define HOLD_MS	20

static atomic_t held_cpus;

static void hold_before_parking(void)
{
	mdelay(HOLD_MS);
	atomic_inc(&held_cpus);
}

/* Down waits out the hold; up right after it finds a sane CPU. */
static void cpu_down_waits_until_parked(struct ktest *test)
{
	int cpu = ktest_pick_ap(test);
	int i;

	for (i = 0; i < 3; i++) {
		atomic_set(&held_cpus, 0);
		WRITE_ONCE(play_dead_test_hook, hold_before_parking);
		KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
		WRITE_ONCE(play_dead_test_hook, NULL);
		KTEST_EXPECT_EQ(test, atomic_read(&held_cpus), 1);
		KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
	}
}

static DEFINE_SPINLOCK(left_held);
static struct task_struct *parked_idle;

/* The dying CPU's idle task parks holding a lock, as a reset leaves it. */
static void park_holding_a_lock(void)
{
	do_raw_spin_lock(&left_held);
	parked_idle = current;
}

static bool holds(struct task_struct *p, spinlock_t *lock)
{
	int i, depth = READ_ONCE(p->lockdep_depth);

	for (i = 0; i < depth && i < MAX_LOCK_DEPTH; i++)
		if (p->held_locks[i].map == &lock->dep)
			return true;
	return false;
}

/* Nothing the idle task held before a reset is held after it. */
static void restarted_idle_task_holds_nothing(struct ktest *test)
{
	int cpu = ktest_pick_ap(test);

	ktest_need_lock_debug(test);
	parked_idle = NULL;
	WRITE_ONCE(play_dead_test_hook, park_holding_a_lock);
	KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
	WRITE_ONCE(play_dead_test_hook, NULL);
	KTEST_ASSERT_NOT_NULL(test, parked_idle);
	KTEST_EXPECT_TRUE(test, holds(parked_idle, &left_held));
	KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
	KTEST_EXPECT_FALSE(test, holds(parked_idle, &left_held));
	/* Its word is still taken: a reset releases nothing. */
	spin_lock_init(&left_held);
}

static struct ktest_case smpboot_cases[] = {
	KTEST_CASE(cpu_down_waits_until_parked),
	KTEST_CASE(restarted_idle_task_holds_nothing),
	{}
};

static struct ktest_suite smpboot_suite = {
	.name = "smpboot",
	.cases = smpboot_cases,
};
ktest_register(smpboot_suite);
