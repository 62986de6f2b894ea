// SPDX-License-Identifier: GPL-2.0
/*
 * The lock-order validator (lock_debug): an inversion of two locks, and
 * a cycle through three, are reported once each, with the stacks of both
 * orders; orders kept, trylocks, and interrupt context are not reported;
 * the held-lock record follows locks across context switches and forks;
 * and a keventd work item that takes the hotplug lock, which a hotplug
 * notifier holds while it waits on keventd, is reported.
 *
 * Each case uses classes of its own (static locks are classes of their
 * own), since an order once learnt stays learnt for the whole boot.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/lockdep.h>
#include <linux/spinlock.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/hardirq.h>
#include <linux/cpu.h>
#include <linux/workqueue.h>
#include <linux/delay.h>

#define LOG_SIZE	8192

static DEFINE_SPINLOCK(ld_a);
static DEFINE_SPINLOCK(ld_b);
static DEFINE_SPINLOCK(ld_c);
static DEFINE_SPINLOCK(ld_d);
static DEFINE_SPINLOCK(ld_e);
static DEFINE_SPINLOCK(ld_f);
static DEFINE_SPINLOCK(ld_g);
static DEFINE_SPINLOCK(ld_try_outer);
static DEFINE_SPINLOCK(ld_try_inner);
static DEFINE_SPINLOCK(ld_task_side);
static DEFINE_SPINLOCK(ld_irq_side);
static DEFINE_RWLOCK(ld_rw);
static DEFINE_SPINLOCK(ld_under_rw);

static int lockdep_test_init(struct ktest *test)
{
	test->priv = NULL;
	ktest_need_lock_debug(test);
	test->priv = kmalloc(LOG_SIZE, GFP_KERNEL);
	return test->priv ? 0 : -ENOMEM;
}

static void lockdep_test_exit(struct ktest *test)
{
	kfree(test->priv);
}

/* Take @outer, then @inner inside it. */
static noinline void take_nested(spinlock_t *outer, spinlock_t *inner)
{
	spin_lock(outer);
	spin_lock(inner);
	spin_unlock(inner);
	spin_unlock(outer);
}

/*
 * The same in a function of its own, so that the two stacks differ; with
 * interrupts off, or the compiler would fold the two into one.
 */
static noinline void take_reversed(spinlock_t *outer, spinlock_t *inner)
{
	unsigned long flags;

	spin_lock_irqsave(outer, flags);
	spin_lock(inner);
	spin_unlock(inner);
	spin_unlock_irqrestore(outer, flags);
}

/* Run @fn with the console muted; the reports it caused, and the log. */
static int reports_of(struct ktest *test, void (*fn)(void))
{
	int before = lockdep_inversions();
	unsigned long mark = ktest_console_mute();

	fn();
	ktest_console_unmute(mark, test->priv, LOG_SIZE);
	return lockdep_inversions() - before;
}

#define expect_in_log(test, what)					\
	KTEST_EXPECT_NOT_NULL(test, strstr((test)->priv, what))

/* Whether @a, @b, @c and @d occur in @log in that order. */
static bool in_order(const char *log, const char *a, const char *b,
		     const char *c, const char *d)
{
	const char *want[] = { a, b, c, d };
	int i;

	for (i = 0; i < 4; i++) {
		log = strstr(log, want[i]);
		if (!log)
			return false;
	}
	return true;
}

static void a_then_b_then_b_then_a(void)
{
	take_nested(&ld_a, &ld_b);
	take_reversed(&ld_b, &ld_a);
}

static void two_lock_inversion_is_reported(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, a_then_b_then_b_then_a), 1);
	expect_in_log(test, "WARNING: lock order inversion (lock_debug)");
	expect_in_log(test, "takes ld_a while holding ld_b");
	expect_in_log(test, "but ld_a has been held before ld_b:");
	expect_in_log(test, "ld_b -> ld_a closes a cycle");
	/* The stack that taught a -> b, then this one, b -> a. */
	KTEST_EXPECT_TRUE(test, in_order(test->priv, " ld_a -> ld_b, first by ",
					 "take_nested", "WARNING: at kernel/lockdep.c",
					 "take_reversed"));
	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
}

static void b_then_a(void)
{
	take_nested(&ld_b, &ld_a);
}

static void inversion_is_reported_once(struct ktest *test)
{
	/* The case before reported this pair already. */
	KTEST_EXPECT_EQ(test, reports_of(test, b_then_a), 0);
	KTEST_EXPECT_NULL(test, strstr(test->priv, "inversion"));
}

static void c_d_e_then_e_c(void)
{
	take_nested(&ld_c, &ld_d);
	take_nested(&ld_d, &ld_e);
	take_nested(&ld_e, &ld_c);
}

static void cycle_through_three_locks_is_reported(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, c_d_e_then_e_c), 1);
	expect_in_log(test, "takes ld_c while holding ld_e");
	expect_in_log(test, " ld_c -> ld_d, first by");
	expect_in_log(test, " ld_d -> ld_e, first by");
}

static void f_g_in_one_order(void)
{
	int i;

	for (i = 0; i < 100; i++) {
		take_nested(&ld_f, &ld_g);
		spin_lock(&ld_g);
		spin_unlock(&ld_g);
	}
	/* Released out of order: still no inversion, nothing left held. */
	spin_lock(&ld_f);
	spin_lock(&ld_g);
	spin_unlock(&ld_f);
	spin_unlock(&ld_g);
}

static void consistent_order_is_not_reported(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, f_g_in_one_order), 0);
	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
}

static void trylock_then_reverse(void)
{
	spin_lock(&ld_try_outer);
	if (spin_trylock(&ld_try_inner))
		spin_unlock(&ld_try_inner);
	spin_unlock(&ld_try_outer);
	take_nested(&ld_try_inner, &ld_try_outer);
}

/* A trylock never waits, so it orders nothing after what is held. */
static void trylock_orders_nothing(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, trylock_then_reverse), 0);
}

static void irq_then_task_reverse(void)
{
	unsigned long flags;

	/* As an interrupt handler would, on top of a task holding a lock. */
	spin_lock_irqsave(&ld_task_side, flags);
	add_preempt_count(HARDIRQ_OFFSET);
	spin_lock(&ld_irq_side);
	spin_unlock(&ld_irq_side);
	sub_preempt_count(HARDIRQ_OFFSET);
	spin_unlock_irqrestore(&ld_task_side, flags);
	take_nested(&ld_irq_side, &ld_task_side);
}

/* A handler does not wait for what the task it interrupted holds. */
static void interrupt_context_is_ordered_apart(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, irq_then_task_reverse), 0);
}

static void rw_write_then_reverse(void)
{
	write_lock(&ld_rw);
	spin_lock(&ld_under_rw);
	spin_unlock(&ld_under_rw);
	write_unlock(&ld_rw);
	spin_lock(&ld_under_rw);
	read_lock(&ld_rw);
	read_unlock(&ld_rw);
	spin_unlock(&ld_under_rw);
}

static void rwlock_inversion_is_reported(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, rw_write_then_reverse), 1);
	expect_in_log(test, "takes ld_rw while holding ld_under_rw");
}

static void held_locks_follow_the_task(struct ktest *test)
{
	int i;

	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
	spin_lock(&ld_f);
	KTEST_EXPECT_EQ(test, lockdep_depth(), 1);
	spin_lock(&ld_g);
	KTEST_EXPECT_EQ(test, lockdep_depth(), 2);
	spin_unlock(&ld_g);
	spin_unlock(&ld_f);
	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
	/* The runqueue lock passes between tasks at every switch. */
	for (i = 0; i < 20; i++) {
		msleep(1);
		schedule();
	}
	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
}

static int report_depth(void *unused)
{
	return lockdep_depth();
}

/* A child does not inherit what its parent holds. */
static void fork_starts_holding_nothing(struct ktest *test)
{
	int pid;

	lock_cpu_hotplug();
	KTEST_EXPECT_EQ(test, lockdep_depth(), 1);
	pid = kernel_thread(report_depth, NULL, SIGCHLD);
	unlock_cpu_hotplug();
	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_EQ(test, lockdep_depth(), 0);
}

static void take_hotplug_lock(void *unused)
{
	lock_cpu_hotplug();
	unlock_cpu_hotplug();
}

static void keventd_work_takes_hotplug_lock(void)
{
	DECLARE_WORK(work, take_hotplug_lock, NULL);

	/* kernel/cpu_stress_test.c may have had this reported already. */
	lockdep_forget_reports();
	/* What a CPU_UP_PREPARE notifier's kthread_create() does. */
	lock_cpu_hotplug();
	keventd_lockdep_wait();
	unlock_cpu_hotplug();
	/* Nothing holds the hotplug lock now: this only teaches, safely. */
	schedule_work(&work);
	flush_scheduled_work();
}

/* Documentation/locking.txt's rule for keventd, enforced. */
static void keventd_work_taking_hotplug_lock_is_reported(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, reports_of(test, keventd_work_takes_hotplug_lock),
			1);
	expect_in_log(test, "takes cpucontrol while holding events");
	expect_in_log(test, " cpucontrol -> events, first by");
}

static struct ktest_case lockdep_cases[] = {
	KTEST_CASE(two_lock_inversion_is_reported),
	KTEST_CASE(inversion_is_reported_once),
	KTEST_CASE(cycle_through_three_locks_is_reported),
	KTEST_CASE(consistent_order_is_not_reported),
	KTEST_CASE(trylock_orders_nothing),
	KTEST_CASE(interrupt_context_is_ordered_apart),
	KTEST_CASE(rwlock_inversion_is_reported),
	KTEST_CASE(held_locks_follow_the_task),
	KTEST_CASE(fork_starts_holding_nothing),
	KTEST_CASE(keventd_work_taking_hotplug_lock_is_reported),
	{}
};

static struct ktest_suite lockdep_suite = {
	.name = "lockdep",
	.init = lockdep_test_init,
	.exit = lockdep_test_exit,
	.cases = lockdep_cases,
};
ktest_register(lockdep_suite);
