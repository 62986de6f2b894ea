// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel faults in a task: an oops with its registers and backtrace,
 * and only the task dies (as on Linux) when oops=panic is not set.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <linux/kallsyms.h>
#include <linux/stacktrace.h>
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

static noinline void trace_here(struct stack_trace *trace)
{
	save_stack_trace(trace);
	barrier();		/* a call, not a tail call */
}

static noinline void trace_twice(struct stack_trace *a, struct stack_trace *b)
{
	trace_here(a);
	trace_here(b);
	barrier();
}

/* Whether @addr is inside @name, or a clone of it (@name.constprop.0). */
static bool in_function(unsigned long addr, const char *name)
{
	const char *found = kallsyms_lookup(addr, NULL, NULL);
	size_t len = strlen(name);

	return found && strncmp(found, name, len) == 0 &&
	       (found[len] == '\0' || found[len] == '.');
}

/* save_stack_trace() starts at its caller; skip leaves frames out. */
static void saved_trace_starts_at_the_caller(struct ktest *test)
{
	unsigned long ea[8], eb[8];
	struct stack_trace a = { .entries = ea, .max_entries = 8 };
	struct stack_trace b = { .entries = eb, .max_entries = 8, .skip = 1 };

	trace_twice(&a, &b);
	KTEST_ASSERT_TRUE(test, a.nr_entries >= 3 && b.nr_entries >= 2);
	KTEST_EXPECT_TRUE(test, in_function(ea[0], "trace_here"));
	KTEST_EXPECT_TRUE(test, in_function(ea[1], "trace_twice"));
	/* One frame fewer: b starts in trace_twice, then the same. */
	KTEST_EXPECT_TRUE(test, in_function(eb[0], "trace_twice"));
	KTEST_EXPECT_EQ(test, eb[1], ea[2]);
	KTEST_EXPECT_EQ(test, b.nr_entries, a.nr_entries - 1);
}

static struct ktest_case traps_cases[] = {
	KTEST_CASE(null_dereference_kills_only_the_task),
	KTEST_CASE(bug_kills_only_the_task),
	KTEST_CASE(saved_trace_starts_at_the_caller),
	{}
};

static struct ktest_suite traps_suite = {
	.name = "traps",
	.cases = traps_cases,
};
ktest_register(traps_suite);
