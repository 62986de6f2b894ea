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

/* Run @fn in a task with oops=panic off; return its exit code and log. */
static int oops_in_task(struct ktest *test, int (*fn)(void *), char *log,
			size_t size)
{
	int saved = panic_on_oops, pid, code;
	unsigned long mark;

	panic_on_oops = 0;
	/* The report would look like a real bug to the test runner. */
	mark = ktest_console_mute();
	pid = kernel_thread(fn, NULL, SIGCHLD);
	code = pid > 0 ? ktest_reap(test, pid, 5000) : pid;
	ktest_console_unmute(mark, log, size);
	panic_on_oops = saved;
	return code;
}

static void null_dereference_kills_only_the_task(struct ktest *test)
{
	char log[2048];

	KTEST_EXPECT_EQ(test, oops_in_task(test, deref_null, log, sizeof(log)),
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

	KTEST_EXPECT_EQ(test, oops_in_task(test, hit_bug, log, sizeof(log)),
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
