// SPDX-License-Identifier: GPL-2.0
/*
 * The in-kernel test runner: runs the registered suites the filter
 * selects and reports in KTAP version 1 on the console, where the host
 * runner (tools/testing/ktest) and Linux's kunit parser read it.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/ktest.h>
#include <linux/lockdep.h>
#include <linux/sched.h>
#include <linux/cpumask.h>
#include <linux/cpu.h>
#include <linux/glob.h>
#include <linux/string.h>
#include <linux/printk.h>

extern struct ktest_suite *__ktest_suites_start[], *__ktest_suites_end[];

#define FILTER_MAX	256

struct ktest_totals {
	int passed, failed, skipped;
};

static int saved_loglevel;

unsigned long ktest_console_mute(void)
{
	saved_loglevel = console_loglevel;
	console_loglevel = 0;
	return log_buf_mark();
}

void ktest_console_unmute(unsigned long mark, char *buf, size_t size)
{
	console_loglevel = saved_loglevel;
	log_buf_copy_since(mark, buf, size);
}

int ktest_strcmp(const char *a, const char *b)
{
	if (!a || !b)
		return a == b ? 0 : (a ? 1 : -1);
	return strcmp(a, b);
}

int ktest_count_str(const char *hay, const char *needle)
{
	int n = 0;

	while ((hay = strstr(hay, needle)) != NULL) {
		n++;
		hay += strlen(needle);
	}
	return n;
}

/* Each diagnostic line goes out as "    # ...", as KUnit prints them. */
static void print_diag(const char *msg)
{
	const char *p = msg;

	while (*p) {
		const char *nl = strchr(p, '\n');
		int n = nl ? nl - p : (int)strlen(p);

		printk_raw("    # %.*s\n", n, p);
		p += n + (nl ? 1 : 0);
	}
}

void ktest_fail_at(struct ktest *test, const char *file, int line,
		   const char *fmt, ...)
{
	char msg[512];
	int n;
	va_list args;

	test->status = KTEST_FAIL;
	n = scnprintf(msg, sizeof(msg), "%s: EXPECTATION FAILED at %s:%d\n",
		      test->name, file, line);
	va_start(args, fmt);
	vscnprintf(msg + n, sizeof(msg) - n, fmt, args);
	va_end(args);
	print_diag(msg);
}

void ktest_printk(struct ktest *test, const char *fmt, ...)
{
	char msg[256];
	va_list args;

	va_start(args, fmt);
	vscnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);
	print_diag(msg);
}

void ktest_abort(struct ktest *test)
{
	ktest_longjmp(&test->abort);
}

void ktest_skip(struct ktest *test, const char *reason)
{
	if (test->status != KTEST_FAIL)
		test->status = KTEST_SKIP;
	strlcpy(test->skip_reason, reason, sizeof(test->skip_reason));
	ktest_longjmp(&test->abort);
}

void ktest_need_cpus(struct ktest *test, unsigned int n)
{
	char reason[32];

	if (num_online_cpus() >= n)
		return;
	snprintf(reason, sizeof(reason), "needs %u online CPUs", n);
	ktest_skip(test, reason);
}

void ktest_need_lock_debug(struct ktest *test)
{
	if (!READ_ONCE(lock_debug))
		ktest_skip(test, "needs the lock_debug boot option");
}

int ktest_cpus_all_up(void)
{
	int cpu, refused = 0;

	for_each_present_cpu(cpu)
		if (!cpu_online(cpu) && cpu_up(cpu))
			refused++;
	return refused;
}

/*
 * Suites that only run when asked for by name: selftest_* fail on
 * purpose (to prove the runner notices) and bench_* take their time.
 */
static const char *opt_in_prefix(const char *suite)
{
	static const char *const prefixes[] = { "selftest_", "bench_" };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(prefixes); i++)
		if (!strncmp(suite, prefixes[i], strlen(prefixes[i])))
			return prefixes[i];
	return NULL;
}

/*
 * The filter is a comma-separated list of "suite" or "suite.case"
 * globs.  An opt-in suite matches only a pattern that starts with its
 * prefix, so "*" does not run it.
 */
static bool filter_match(const char *filter, const char *suite,
			 const char *name)
{
	const char *opt_in = opt_in_prefix(suite);
	char pat[FILTER_MAX];
	size_t len;

	if (!filter || !*filter)
		return !opt_in;
	/* One pattern at a time: the list as a whole has no length limit. */
	for (; *filter; filter += len + !!filter[len]) {
		char *dot;

		len = strcspn(filter, ",");
		if (len >= sizeof(pat))
			continue;	/* longer than any suite.case */
		memcpy(pat, filter, len);
		pat[len] = '\0';
		dot = strchr(pat, '.');
		if (opt_in && strncmp(pat, opt_in, strlen(opt_in)))
			continue;
		if (dot)
			*dot = '\0';
		if (!glob_match(pat, suite))
			continue;
		if (!dot || !name || glob_match(dot + 1, name))
			return true;
	}
	return false;
}

static int count_cases(struct ktest_suite *suite, const char *filter)
{
	struct ktest_case *c;
	int n = 0;

	for (c = suite->cases; c->run; c++)
		if (filter_match(filter, suite->name, c->name))
			n++;
	return n;
}

static void print_result(const char *indent, int n, const char *name,
			 enum ktest_status st, const char *skip_reason)
{
	if (st == KTEST_SKIP)
		printk_raw("%sok %d %s # SKIP %s\n", indent, n, name,
			   skip_reason);
	else
		printk_raw("%s%s %d %s\n", indent,
			   st == KTEST_FAIL ? "not ok" : "ok", n, name);
}

static void run_case(struct ktest_suite *suite, struct ktest *test,
		     struct ktest_case *c)
{
	if (ktest_setjmp(&test->abort) == 0) {
		if (suite->init && suite->init(test))
			ktest_fail_at(test, __FILE__, __LINE__,
				      "the suite's init failed");
		else
			c->run(test);
	}
	if (suite->exit && ktest_setjmp(&test->abort) == 0)
		suite->exit(test);
	/* lock_debug's record: a case must not return with a lock held. */
	if (lockdep_depth()) {
		debug_show_held_locks(current);
		ktest_fail_at(test, __FILE__, __LINE__,
			      "%d locks still held at the end of the case",
			      lockdep_depth());
	}
}

/* A suite passes if no case failed, and is skipped if every case was. */
static enum ktest_status run_suite(struct ktest_suite *suite,
				   const char *filter,
				   struct ktest_totals *totals)
{
	struct ktest_case *c;
	int n = 0, skipped = 0;
	bool failed = false, init_failed = false;

	printk_raw("    KTAP version 1\n");
	printk_raw("    # Subtest: %s\n", suite->name);
	printk_raw("    1..%d\n", count_cases(suite, filter));
	if (suite->suite_init && suite->suite_init(suite)) {
		printk_raw("    # %s: suite_init failed\n", suite->name);
		init_failed = true;
	}
	for (c = suite->cases; c->run; c++) {
		struct ktest test = { .name = c->name, .status = KTEST_PASS };

		if (!filter_match(filter, suite->name, c->name))
			continue;
		if (init_failed)
			test.status = KTEST_FAIL;
		else
			run_case(suite, &test, c);
		print_result("    ", ++n, c->name, test.status,
			     test.skip_reason);
		if (test.status == KTEST_FAIL) {
			failed = true;
			totals->failed++;
		} else if (test.status == KTEST_SKIP) {
			skipped++;
			totals->skipped++;
		} else {
			totals->passed++;
		}
	}
	if (!init_failed && suite->suite_exit)
		suite->suite_exit(suite);
	if (failed)
		return KTEST_FAIL;
	return n && skipped == n ? KTEST_SKIP : KTEST_PASS;
}

int ktest_run_all(const char *filter)
{
	struct ktest_suite **s;
	struct ktest_totals totals = { 0 };
	int nr = 0, n = 0;

	for (s = __ktest_suites_start; s < __ktest_suites_end; s++)
		if (count_cases(*s, filter))
			nr++;
	printk_raw("KTAP version 1\n");
	printk_raw("1..%d\n", nr);
	for (s = __ktest_suites_start; s < __ktest_suites_end; s++) {
		enum ktest_status st;

		if (!count_cases(*s, filter))
			continue;
		st = run_suite(*s, filter, &totals);
		print_result("", ++n, (*s)->name, st, "all cases skipped");
	}
	printk_raw("# ktest: %d passed, %d failed, %d skipped\n",
		   totals.passed, totals.failed, totals.skipped);
	return totals.failed;
}

int ktest_list_all(const char *filter)
{
	struct ktest_suite **s;
	struct ktest_case *c;
	int n = 0;

	/*
	 * A KTAP header and an empty plan, so that the output is valid
	 * KTAP (nothing runs) and the host finds where the list begins.
	 */
	printk_raw("KTAP version 1\n");
	printk_raw("1..0\n");
	for (s = __ktest_suites_start; s < __ktest_suites_end; s++)
		for (c = (*s)->cases; c->run; c++)
			if (filter_match(filter, (*s)->name, c->name)) {
				printk_raw("%s.%s\n", (*s)->name, c->name);
				n++;
			}
	printk_raw("# ktest: listed %d cases\n", n);
	return n;
}
