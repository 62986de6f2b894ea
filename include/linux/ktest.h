/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KTEST_H
#define _LINUX_KTEST_H

/*
 * In-kernel tests, shaped like KUnit: a suite is a named array of cases,
 * registered through the .ktest_suites linker section and run at the end
 * of boot when the command line says ktest=1.  Results go to the console
 * as KTAP version 1.
 *
 *	static void sum_is_right(struct ktest *test)
 *	{
 *		KTEST_EXPECT_EQ(test, 1 + 1, 2);
 *	}
 *	static struct ktest_case sum_cases[] = {
 *		KTEST_CASE(sum_is_right),
 *		{}
 *	};
 *	static struct ktest_suite sum_suite = {
 *		.name = "sum",
 *		.cases = sum_cases,
 *	};
 *	ktest_register(sum_suite);
 *
 * EXPECT records a failure and goes on; ASSERT records it and ends the
 * case at once (a longjmp back to the runner).
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/jiffies.h>
#include <linux/delay.h>
#include <linux/mm.h>

enum ktest_status {
	KTEST_PASS,
	KTEST_FAIL,
	KTEST_SKIP,
};

/* Callee-saved registers for the abort path of ASSERT and ktest_skip(). */
struct ktest_jmp {
	unsigned long ebx, esi, edi, ebp, esp, eip;
};

struct ktest {
	const char *name;		/* the case running */
	enum ktest_status status;
	char skip_reason[80];
	void *priv;			/* for the suite's init/exit */
	struct ktest_jmp abort;
};

struct ktest_case {
	void (*run)(struct ktest *test);
	const char *name;
};

#define KTEST_CASE(fn)	{ .run = fn, .name = #fn }

struct ktest_suite {
	const char *name;
	int (*suite_init)(struct ktest_suite *suite);
	void (*suite_exit)(struct ktest_suite *suite);
	int (*init)(struct ktest *test);	/* before each case */
	void (*exit)(struct ktest *test);	/* after each case */
	struct ktest_case *cases;		/* ends with an empty entry */
};

/**
 * ktest_register - add a suite to the image's list of test suites
 * @suite: a struct ktest_suite variable (not a pointer)
 */
#define ktest_register(suite)						\
	static struct ktest_suite *__ktest_ptr_##suite			\
	__used __section(".ktest_suites") = &suite

/**
 * ktest_setjmp - note where to come back to when a case is cut short
 * @jmp: where to keep the registers
 *
 * Return: 0 when called, 1 when come back to through ktest_longjmp().
 */
__attribute__((returns_twice)) int ktest_setjmp(struct ktest_jmp *jmp);

/**
 * ktest_longjmp - go back to the ktest_setjmp() that filled @jmp
 * @jmp: the registers; the frame that called ktest_setjmp() must live
 */
__noreturn void ktest_longjmp(struct ktest_jmp *jmp);

/**
 * ktest_fail_at - record a failed expectation and print why
 * @test: the running case
 * @file: source file of the expectation
 * @line: its line
 * @fmt: printf-style explanation, one or more lines
 */
__printf(4, 5) void ktest_fail_at(struct ktest *test, const char *file,
				  int line, const char *fmt, ...);

/**
 * ktest_skip - end the running case as skipped
 * @test: the running case
 * @reason: why, shown after "# SKIP" in the KTAP output
 */
__noreturn void ktest_skip(struct ktest *test, const char *reason);

/**
 * ktest_need_cpus - skip the running case unless @n CPUs are online
 * @test: the running case
 * @n: how many it needs
 */
void ktest_need_cpus(struct ktest *test, unsigned int n);

/**
 * ktest_need_lock_debug - skip the running case unless lock_debug is on
 * @test: the running case
 */
void ktest_need_lock_debug(struct ktest *test);

/**
 * ktest_cpus_all_up - bring every present CPU that is offline back up
 *
 * For a case's clean-up after it took CPUs down.
 * Return: how many of them cpu_up() refused.
 */
int ktest_cpus_all_up(void);

/**
 * ktest_abort - end the running case now (after a failed ASSERT)
 * @test: the running case
 */
__noreturn void ktest_abort(struct ktest *test);

/**
 * ktest_printk - print a diagnostic line inside the case's KTAP block
 * @test: the running case
 * @fmt: printf-style format
 */
__printf(2, 3) void ktest_printk(struct ktest *test, const char *fmt, ...);

/**
 * ktest_run_all - run every registered suite that matches @filter
 * @filter: a glob on "suite" or "suite.case", or NULL for all
 *
 * Return: the number of failed cases.
 */
int ktest_run_all(const char *filter);

/**
 * ktest_list_all - print the cases ktest_run_all() would run, not run them
 * @filter: the same glob as ktest_run_all() takes, or NULL for all
 *
 * Prints a KTAP header with an empty plan, then one "suite.case" line
 * per case, as Linux's kunit.action=list does (ktest.action=list).
 *
 * Return: the number of cases listed.
 */
int ktest_list_all(const char *filter);

/**
 * KTEST_WAIT_UNTIL - poll a condition, sleeping a tick between tries
 * @cond: a C expression
 * @ms: how long to give it, in milliseconds
 *
 * Evaluates to the last value of @cond (true if it came true in time).
 * For waiting on other threads without a completion to wait on; the
 * limit only bounds a failing test, it is not a timing assertion.
 */
#define KTEST_WAIT_UNTIL(cond, ms) ({					\
	unsigned long __end = jiffies + msecs_to_jiffies(ms);		\
	bool __ok;							\
	while (!(__ok = !!(cond)) && time_before(jiffies, __end))	\
		msleep(1);						\
	__ok; })

/**
 * ktest_console_mute - keep expected complaints off the console
 *
 * For a case that provokes a warning on purpose: the text still goes to
 * the kernel log, where ktest_log_contains() finds it, but not to the
 * console, where the host runner would take it for a real bug.
 * Return: a log mark to pass to ktest_console_unmute().
 */
unsigned long ktest_console_mute(void);

/**
 * ktest_console_unmute - undo ktest_console_mute()
 * @mark: its return value
 * @buf: filled with what was logged meanwhile
 * @size: size of @buf
 */
void ktest_console_unmute(unsigned long mark, char *buf, size_t size);

struct task_struct;

/* What a case holds at its start, to prove at its end it leaked nothing. */
struct ktest_leak_check {
	struct alloc_counters counters;
	int threads;
};

/**
 * ktest_leak_start - note the allocator counters and the task count
 * @leak: where to keep them
 *
 * Waits first for tasks already reaped to free their stacks.
 */
void ktest_leak_start(struct ktest_leak_check *leak);

/**
 * ktest_expect_no_leak - expect the counters and task count as noted
 * @test: the running case
 * @leak: from ktest_leak_start()
 *
 * Gives exiting tasks a moment to free their stacks first, and prints
 * which counters differ when they do.
 */
void ktest_expect_no_leak(struct ktest *test, struct ktest_leak_check *leak);

/**
 * ktest_fail_allocations - make every allocation of the current task fail
 * @on: true to start, false to stop (and disarm all fault injection)
 *
 * Arms failslab, fail_page_alloc and fail_kthread at probability 100,
 * no limit, with the task filter, and marks the current task: every
 * fault point it reaches, or that keventd reaches for it, fails
 * (<linux/fault-inject.h>).  Other tasks are spared.
 */
void ktest_fail_allocations(bool on);

/**
 * ktest_expect_bound - expect a task to exist, on @cpu and bound to it
 * @test: the running case
 * @pid: the task
 * @cpu: the CPU it must be on, and the only one in its cpus_allowed
 */
void ktest_expect_bound(struct ktest *test, pid_t pid, int cpu);

/**
 * ktest_pick_ap - the highest online CPU other than 0, or skip the case
 * @test: the running case, skipped when no application processor is up
 *
 * Return: the CPU.
 */
int ktest_pick_ap(struct ktest *test);

/**
 * ktest_task_gone - whether no task has this pid any more
 * @pid: the pid
 */
bool ktest_task_gone(int pid);

/**
 * ktest_count_tasks - how many tasks have a name starting with @prefix
 * @prefix: the start of the name ("events/", say)
 */
int ktest_count_tasks(const char *prefix);

/**
 * ktest_pid_of - the pid of the task with exactly this name, or 0
 * @comm: the name
 */
pid_t ktest_pid_of(const char *comm);

/**
 * ktest_reap - wait for a child of the current task and reap it
 * @test: the running case, failed if the child does not exit in time
 * @pid: the child
 * @ms: how long to give it before failing the case
 *
 * Return: the wait status, which is the exit code exactly as the child
 * passed it to do_exit() or returned it, or -1 if it did not exit in time.
 */
int ktest_reap(struct ktest *test, int pid, unsigned int ms);

/**
 * ktest_run_oopsing - run @fn in a child task that is expected to oops
 * @test: the running case, failed if the child cannot be made or reaped
 * @fn: the child's body
 * @arg: its argument
 * @ms: how long to give it
 * @log: filled with what the kernel logged meanwhile
 * @size: size of @log
 * @pid: set to the child's pid, or NULL
 *
 * With oops=panic off, so that the oops kills only the child, and with
 * the console muted, so that the host runner does not take the expected
 * report for a real bug.
 * Return: the child's exit code (SIGSEGV after an oops), or -1.
 */
int ktest_run_oopsing(struct ktest *test, int (*fn)(void *), void *arg,
		      unsigned int ms, char *log, size_t size, int *pid);

/**
 * ktest_bench_report - print the spread of a benchmark's samples
 * @test: the running case
 * @what: what was measured
 * @ns: the samples, in nanoseconds; sorted in place
 * @n: how many
 *
 * Prints one line, "bench: WHAT: n=N min=... median=... p99=... max=...
 * us", which "make bench" shows, and a second, "bench-ns: n=N min=NS
 * median=NS p99=NS max=NS what=WHAT", in whole nanoseconds for
 * tools/bench/bench_json.py.  Benchmarks report; they assert only that
 * the thing measured worked.
 */
void ktest_bench_report(struct ktest *test, const char *what, u64 *ns,
			unsigned int n);

#define KTEST_BENCH_BUCKETS	32

/**
 * ktest_bench_hist - print a histogram of a benchmark's samples
 * @test: the running case
 * @what: what was measured, as given to ktest_bench_report()
 * @ns: the samples, in nanoseconds; sorted in place
 * @n: how many
 *
 * Prints one line, "bench-hist: lo=NS width=NS over=K counts=C0,C1,...
 * what=WHAT": KTEST_BENCH_BUCKETS buckets of @width ns from the fastest
 * sample up to the 99th percentile, and @over samples beyond them.
 * "make bench-plot" draws the distribution from it.
 */
void ktest_bench_hist(struct ktest *test, const char *what, u64 *ns,
		      unsigned int n);

/* The expectation macros.  @fail is what to do on failure. */

#define __KTEST_BINARY(test, a, op, b, fail) do {			\
	long long __a = (long long)(a);					\
	long long __b = (long long)(b);					\
	if (!(__a op __b)) {						\
		ktest_fail_at(test, __FILE__, __LINE__,			\
			"Expected %s %s %s, but\n"			\
			"        %s == %lld (0x%llx)\n"			\
			"        %s == %lld (0x%llx)",			\
			#a, #op, #b, #a, __a, __a, #b, __b, __b);	\
		fail;							\
	}								\
} while (0)

#define __KTEST_PTR_BINARY(test, a, op, b, fail) do {			\
	const void *__a = (a);						\
	const void *__b = (b);						\
	if (!(__a op __b)) {						\
		ktest_fail_at(test, __FILE__, __LINE__,			\
			"Expected %s %s %s, but\n"			\
			"        %s == %p\n"				\
			"        %s == %p",				\
			#a, #op, #b, #a, __a, #b, __b);			\
		fail;							\
	}								\
} while (0)

#define __KTEST_BOOL(test, cond, want, fail) do {			\
	bool __c = !!(cond);						\
	if (__c != (want)) {						\
		ktest_fail_at(test, __FILE__, __LINE__,			\
			"Expected %s to be %s, but is %s",		\
			#cond, (want) ? "true" : "false",		\
			__c ? "true" : "false");			\
		fail;							\
	}								\
} while (0)

#define __KTEST_STR(test, a, op, b, fail) do {				\
	const char *__a = (a);						\
	const char *__b = (b);						\
	if (!(ktest_strcmp(__a, __b) op 0)) {				\
		ktest_fail_at(test, __FILE__, __LINE__,			\
			"Expected %s %s %s, but\n"			\
			"        %s == \"%s\"\n"			\
			"        %s == \"%s\"",				\
			#a, #op, #b, #a, __a ? __a : "(null)",		\
			#b, __b ? __b : "(null)");			\
		fail;							\
	}								\
} while (0)

#define __KTEST_PTRCHK(test, p, ok, what, fail) do {			\
	const void *__p = (p);						\
	if (!(ok)) {							\
		ktest_fail_at(test, __FILE__, __LINE__,			\
			"Expected %s to be %s, but is %p",		\
			#p, what, __p);					\
		fail;							\
	}								\
} while (0)

/**
 * ktest_strcmp - strcmp that orders NULL before every string
 * @a: first string or NULL
 * @b: second string or NULL
 */
int ktest_strcmp(const char *a, const char *b);

/**
 * ktest_count_str - how many times @needle is in @hay, not overlapping
 * @hay: the text (a log, a command's output)
 * @needle: what to count; not empty
 */
int ktest_count_str(const char *hay, const char *needle);

#define __KT_GO		do { } while (0)
#define __KT_STOP(t)	ktest_abort(t)

#define KTEST_EXPECT_EQ(t, a, b)	__KTEST_BINARY(t, a, ==, b, __KT_GO)
#define KTEST_EXPECT_NE(t, a, b)	__KTEST_BINARY(t, a, !=, b, __KT_GO)
#define KTEST_EXPECT_LT(t, a, b)	__KTEST_BINARY(t, a, <, b, __KT_GO)
#define KTEST_EXPECT_LE(t, a, b)	__KTEST_BINARY(t, a, <=, b, __KT_GO)
#define KTEST_EXPECT_GT(t, a, b)	__KTEST_BINARY(t, a, >, b, __KT_GO)
#define KTEST_EXPECT_GE(t, a, b)	__KTEST_BINARY(t, a, >=, b, __KT_GO)
#define KTEST_EXPECT_TRUE(t, c)		__KTEST_BOOL(t, c, true, __KT_GO)
#define KTEST_EXPECT_FALSE(t, c)	__KTEST_BOOL(t, c, false, __KT_GO)
#define KTEST_EXPECT_PTR_EQ(t, a, b)	__KTEST_PTR_BINARY(t, a, ==, b, __KT_GO)
#define KTEST_EXPECT_PTR_NE(t, a, b)	__KTEST_PTR_BINARY(t, a, !=, b, __KT_GO)
#define KTEST_EXPECT_NULL(t, p)						\
	__KTEST_PTRCHK(t, p, __p == NULL, "NULL", __KT_GO)
#define KTEST_EXPECT_NOT_NULL(t, p)					\
	__KTEST_PTRCHK(t, p, __p != NULL, "not NULL", __KT_GO)
#define KTEST_EXPECT_NOT_ERR_OR_NULL(t, p)				\
	__KTEST_PTRCHK(t, p, !IS_ERR_OR_NULL(__p), "a valid pointer", __KT_GO)
#define KTEST_EXPECT_STREQ(t, a, b)	__KTEST_STR(t, a, ==, b, __KT_GO)
#define KTEST_EXPECT_STRNEQ(t, a, b)	__KTEST_STR(t, a, !=, b, __KT_GO)

#define KTEST_ASSERT_EQ(t, a, b)	__KTEST_BINARY(t, a, ==, b, __KT_STOP(t))
#define KTEST_ASSERT_NE(t, a, b)	__KTEST_BINARY(t, a, !=, b, __KT_STOP(t))
#define KTEST_ASSERT_LT(t, a, b)	__KTEST_BINARY(t, a, <, b, __KT_STOP(t))
#define KTEST_ASSERT_LE(t, a, b)	__KTEST_BINARY(t, a, <=, b, __KT_STOP(t))
#define KTEST_ASSERT_GT(t, a, b)	__KTEST_BINARY(t, a, >, b, __KT_STOP(t))
#define KTEST_ASSERT_GE(t, a, b)	__KTEST_BINARY(t, a, >=, b, __KT_STOP(t))
#define KTEST_ASSERT_TRUE(t, c)		__KTEST_BOOL(t, c, true, __KT_STOP(t))
#define KTEST_ASSERT_FALSE(t, c)	__KTEST_BOOL(t, c, false, __KT_STOP(t))
#define KTEST_ASSERT_PTR_EQ(t, a, b)					\
	__KTEST_PTR_BINARY(t, a, ==, b, __KT_STOP(t))
#define KTEST_ASSERT_PTR_NE(t, a, b)					\
	__KTEST_PTR_BINARY(t, a, !=, b, __KT_STOP(t))
#define KTEST_ASSERT_NULL(t, p)						\
	__KTEST_PTRCHK(t, p, __p == NULL, "NULL", __KT_STOP(t))
#define KTEST_ASSERT_NOT_NULL(t, p)					\
	__KTEST_PTRCHK(t, p, __p != NULL, "not NULL", __KT_STOP(t))
#define KTEST_ASSERT_NOT_ERR_OR_NULL(t, p)				\
	__KTEST_PTRCHK(t, p, !IS_ERR_OR_NULL(__p), "a valid pointer",	\
		       __KT_STOP(t))
#define KTEST_ASSERT_STREQ(t, a, b)	__KTEST_STR(t, a, ==, b, __KT_STOP(t))
#define KTEST_ASSERT_STRNEQ(t, a, b)	__KTEST_STR(t, a, !=, b, __KT_STOP(t))

#endif /* _LINUX_KTEST_H */
