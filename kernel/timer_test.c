// SPDX-License-Identifier: GPL-2.0
/*
 * Timers: they fire in expiry order and not before; del_timer() before
 * expiry stops one; mod_timer() moves one; schedule_timeout() sleeps.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/timer.h>
#include <linux/delay.h>

#define NR_TIMERS	4

struct fired {
	int order[NR_TIMERS + 1];
	unsigned long when[NR_TIMERS + 1];
	int n;
};

static struct fired fired;

static void record(unsigned long id)
{
	if (fired.n < NR_TIMERS + 1) {
		fired.order[fired.n] = id;
		fired.when[fired.n] = jiffies;
		fired.n++;
	}
}

static void fire_in_order(struct ktest *test)
{
	static const int delay[NR_TIMERS] = { 12, 4, 8, 1 };
	static const int want[NR_TIMERS] = { 3, 1, 2, 0 };
	struct timer_list t[NR_TIMERS];
	unsigned long start = jiffies;
	int i;

	memset(&fired, 0, sizeof(fired));
	for (i = 0; i < NR_TIMERS; i++) {
		setup_timer(&t[i], record, i);
		t[i].expires = start + delay[i];
		add_timer(&t[i]);
	}
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(fired.n == NR_TIMERS, 5000));
	for (i = 0; i < NR_TIMERS; i++) {
		KTEST_EXPECT_EQ(test, fired.order[i], want[i]);
		/* Never before its time. */
		KTEST_EXPECT_GE(test, fired.when[i] - start, delay[want[i]]);
	}
	for (i = 0; i < NR_TIMERS; i++)
		del_timer_sync(&t[i]);
}

static void del_timer_stops_it(struct ktest *test)
{
	struct timer_list t;

	memset(&fired, 0, sizeof(fired));
	setup_timer(&t, record, 7);
	t.expires = jiffies + 5;
	add_timer(&t);
	KTEST_EXPECT_TRUE(test, timer_pending(&t));
	KTEST_EXPECT_EQ(test, del_timer(&t), 1);
	KTEST_EXPECT_FALSE(test, timer_pending(&t));
	KTEST_EXPECT_EQ(test, del_timer(&t), 0);
	msleep(60);
	KTEST_EXPECT_EQ(test, fired.n, 0);
}

static void mod_timer_moves_it(struct ktest *test)
{
	struct timer_list t;
	unsigned long start = jiffies;

	memset(&fired, 0, sizeof(fired));
	setup_timer(&t, record, 1);
	KTEST_EXPECT_EQ(test, mod_timer(&t, start + 2), 0);
	KTEST_EXPECT_EQ(test, mod_timer(&t, start + 15), 1);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(fired.n == 1, 5000));
	KTEST_EXPECT_GE(test, fired.when[0] - start, 15);
	msleep(20);
	KTEST_EXPECT_EQ(test, fired.n, 1);
	del_timer_sync(&t);
}

static void schedule_timeout_sleeps(struct ktest *test)
{
	unsigned long start = jiffies;
	long left;

	left = schedule_timeout_uninterruptible(10);
	KTEST_EXPECT_EQ(test, left, 0);
	KTEST_EXPECT_GE(test, jiffies - start, 10);
	start = jiffies;
	msleep(40);
	KTEST_EXPECT_GE(test, jiffies - start, msecs_to_jiffies(40));
}

static void jiffies_advance(struct ktest *test)
{
	unsigned long start = jiffies;

	mdelay(50);
	/* 50 ms of busy-waiting is at least a few ticks. */
	KTEST_EXPECT_GT(test, jiffies - start, 0);
}

static struct ktest_case timer_cases[] = {
	KTEST_CASE(fire_in_order),
	KTEST_CASE(del_timer_stops_it),
	KTEST_CASE(mod_timer_moves_it),
	KTEST_CASE(schedule_timeout_sleeps),
	KTEST_CASE(jiffies_advance),
	{}
};

static struct ktest_suite timer_suite = {
	.name = "timer",
	.cases = timer_cases,
};
ktest_register(timer_suite);
