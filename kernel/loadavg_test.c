// SPDX-License-Identifier: GPL-2.0
/*
 * Load averages: calc_load()'s arithmetic against the exponential it
 * stands for, the scheduler's count of tasks in D, and uptime's line.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/loadavg.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/string.h>
#include <linux/err.h>
#include <linux/tty.h>

/* One busy task for a minute is 1 - 1/e of a load of 1; then steady. */
static void calc_load_follows_the_exponential(struct ktest *test)
{
	unsigned long load = 0;
	int i;

	for (i = 0; i < 12; i++)		/* 12 samples of 5 s */
		load = calc_load(load, EXP_1, FIXED_1);
	KTEST_EXPECT_GE(test, load, FIXED_1 * 62 / 100);
	KTEST_EXPECT_LE(test, load, FIXED_1 * 65 / 100);
	for (i = 0; i < 1000; i++)
		load = calc_load(load, EXP_1, 2 * FIXED_1);
	KTEST_EXPECT_EQ(test, load, 2 * FIXED_1);
	for (i = 0; i < 1000; i++)
		load = calc_load(load, EXP_15, 0);
	KTEST_EXPECT_EQ(test, load, 0);
}

#define NR_SLEEPERS	3

static int sleep_in_d(void *arg)
{
	wait_for_completion(arg);
	return 0;
}

static bool wait_count(unsigned long want, bool at_least)
{
	int i;

	for (i = 0; i < 200; i++) {
		unsigned long n = nr_uninterruptible();

		if (at_least ? n >= want : n <= want)
			return true;
		msleep(5);
	}
	return false;
}

/* Tasks asleep in D are counted, and no longer once they wake. */
static void sleepers_in_d_are_counted(struct ktest *test)
{
	DECLARE_COMPLETION(go);
	struct task_struct *k[NR_SLEEPERS];
	unsigned long before = nr_uninterruptible();
	int i;

	for (i = 0; i < NR_SLEEPERS; i++) {
		k[i] = kthread_run(sleep_in_d, &go, "ktest_d/%d", i);
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k[i]);
	}
	KTEST_EXPECT_TRUE(test, wait_count(before + NR_SLEEPERS, true));
	complete_all(&go);
	KTEST_EXPECT_TRUE(test, wait_count(before, false));
	for (i = 0; i < NR_SLEEPERS; i++)
		kthread_stop(k[i]);
}

static void uptime_prints_load_averages(struct ktest *test)
{
	char line[] = "uptime", out[160];

	KTEST_ASSERT_EQ(test, tty_capture_begin(out, sizeof(out)), 0);
	kshell_execute(line);
	tty_capture_end();
	KTEST_EXPECT_NOT_NULL(test, strstr(out, ",  load average: "));
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "\n"));
}

static struct ktest_case loadavg_cases[] = {
	KTEST_CASE(calc_load_follows_the_exponential),
	KTEST_CASE(sleepers_in_d_are_counted),
	KTEST_CASE(uptime_prints_load_averages),
	{}
};

static struct ktest_suite loadavg_suite = {
	.name = "loadavg",
	.cases = loadavg_cases,
};
ktest_register(loadavg_suite);
