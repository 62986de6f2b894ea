// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of the test framework: an expectation that does not hold marks
 * the case failed, one that holds does not, and an assertion ends the
 * case where it stands.  Each check runs against a scratch struct ktest
 * so the real case is not marked.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/glob.h>
#include <linux/printk.h>

static void quiet_expect_eq(struct ktest *t, int a, int b)
{
	int saved = console_loglevel;

	/* The deliberate failure's report would look like a real one. */
	console_loglevel = 0;
	KTEST_EXPECT_EQ(t, a, b);
	console_loglevel = saved;
}

static void expect_marks_failure(struct ktest *test)
{
	struct ktest scratch = { .name = "scratch", .status = KTEST_PASS };

	quiet_expect_eq(&scratch, 1, 1);
	KTEST_EXPECT_EQ(test, scratch.status, KTEST_PASS);
	quiet_expect_eq(&scratch, 1, 2);
	KTEST_EXPECT_EQ(test, scratch.status, KTEST_FAIL);
}

static int reached_after_assert;

static void asserting_case(struct ktest *t)
{
	int saved = console_loglevel;

	console_loglevel = 0;
	KTEST_ASSERT_TRUE(t, false);
	console_loglevel = saved;
	reached_after_assert = 1;
}

static void assert_ends_case(struct ktest *test)
{
	struct ktest scratch = { .name = "scratch", .status = KTEST_PASS };
	int saved = console_loglevel;

	reached_after_assert = 0;
	if (ktest_setjmp(&scratch.abort) == 0)
		asserting_case(&scratch);
	console_loglevel = saved;
	KTEST_EXPECT_EQ(test, scratch.status, KTEST_FAIL);
	KTEST_EXPECT_EQ(test, reached_after_assert, 0);
}

static void skip_sets_reason(struct ktest *test)
{
	struct ktest scratch = { .name = "scratch", .status = KTEST_PASS };

	if (ktest_setjmp(&scratch.abort) == 0)
		ktest_skip(&scratch, "not today");
	KTEST_EXPECT_EQ(test, scratch.status, KTEST_SKIP);
	KTEST_EXPECT_STREQ(test, scratch.skip_reason, "not today");
}

static void glob_patterns(struct ktest *test)
{
	KTEST_EXPECT_TRUE(test, glob_match("*", ""));
	KTEST_EXPECT_TRUE(test, glob_match("kthread*", "kthread_stop"));
	KTEST_EXPECT_FALSE(test, glob_match("kthread*", "kthrea"));
	KTEST_EXPECT_TRUE(test, glob_match("a?c", "abc"));
	KTEST_EXPECT_FALSE(test, glob_match("a?c", "ac"));
	KTEST_EXPECT_TRUE(test, glob_match("*b*b*", "abxbx"));
	KTEST_EXPECT_FALSE(test, glob_match("*b*b", "abxbx"));
	KTEST_EXPECT_TRUE(test, glob_match("[a-c]x", "bx"));
	KTEST_EXPECT_FALSE(test, glob_match("[!a-c]x", "bx"));
	KTEST_EXPECT_TRUE(test, glob_match("\\*", "*"));
	KTEST_EXPECT_FALSE(test, glob_match("\\*", "a"));
}

static struct ktest_case ktest_cases[] = {
	KTEST_CASE(expect_marks_failure),
	KTEST_CASE(assert_ends_case),
	KTEST_CASE(skip_sets_reason),
	KTEST_CASE(glob_patterns),
	{}
};

static struct ktest_suite ktest_suite = {
	.name = "ktest",
	.cases = ktest_cases,
};
ktest_register(ktest_suite);
