// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel faults in a task: an oops with its registers and backtrace,
 * and only the task dies (as on Linux) when oops=panic is not set.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <asm/traps.h>

static int deref_null(void *unused)
{
	int *volatile p = NULL;

	return *p;
}

static int hit_bug(void *unused)
{
	BUG();
}

static void null_dereference_kills_only_the_task(struct ktest *test)
{
	char log[2048];

	KTEST_EXPECT_EQ(test, ktest_run_oopsing(test, deref_null, NULL, 5000,
					  log, sizeof(log), NULL),
			SIGSEGV);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "NULL pointer dereference"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Oops: "));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "EIP:"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "deref_null+"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Call Trace"));
}

static void bug_kills_only_the_task(struct ktest *test)
{
	char log[2048];

	KTEST_EXPECT_EQ(test, ktest_run_oopsing(test, hit_bug, NULL, 5000,
					  log, sizeof(log), NULL),
			SIGSEGV);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "kernel BUG at"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "traps_test.c"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "invalid opcode"));
}

static struct ktest_case traps_cases[] = {
	KTEST_CASE(null_dereference_kills_only_the_task),
	KTEST_CASE(bug_kills_only_the_task),
	{}
};

static struct ktest_suite traps_suite = {
	.name = "traps",
	.cases = traps_cases,
};
ktest_register(traps_suite);
