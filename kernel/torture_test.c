// SPDX-License-Identifier: GPL-2.0
/*
 * The torture run as a test: torture_duration seconds (60 unless the
 * command line says otherwise) of kernel/torture.c's load, then every
 * check it makes.  "make torture DURATION=S SMP=N" runs only this.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/torture.h>
#include <linux/cpu.h>

static void torture_holds_every_promise(struct ktest *test)
{
	struct torture_stats st;
	int ret = torture_run(torture_duration, &st);

	KTEST_EXPECT_EQ(test, ret, 0);
	KTEST_EXPECT_EQ(test, st.errors, 0);
	KTEST_EXPECT_EQ(test, st.warnings, 0);
	KTEST_EXPECT_FALSE(test, st.leaked);
	KTEST_EXPECT_EQ(test, st.work_ran + st.work_cancelled,
			st.work_queued);
	KTEST_EXPECT_EQ(test, st.timers_fired + st.timers_cancelled,
			st.timers_armed);
	KTEST_EXPECT_EQ(test, st.tasklets_run, st.tasklets_scheduled);
	KTEST_EXPECT_EQ(test, st.threads_stopped + st.threads_exited,
			st.threads_made);
	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
	/* The load must really have run, faults and all. */
	KTEST_EXPECT_GT(test, st.threads_made, 0);
	KTEST_EXPECT_GT(test, st.work_queued, 0);
	KTEST_EXPECT_GT(test, st.timers_fired, 0);
	KTEST_EXPECT_GT(test, st.tasklets_run, 0);
	KTEST_EXPECT_GT(test, st.wqs_made, 0);
	KTEST_EXPECT_GT(test, st.faults, 0);
	if (num_present_cpus() > 1)
		KTEST_EXPECT_GT(test, st.cpu_downs, 0);
}

static struct ktest_case torture_cases[] = {
	KTEST_CASE(torture_holds_every_promise),
	{}
};

static struct ktest_suite torture_suite = {
	.name = "torture",
	.cases = torture_cases,
};
ktest_register(torture_suite);
