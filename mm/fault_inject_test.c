// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of fault injection: each knob of a fault_attr, the task filter,
 * fail-nth, keventd acting for its caller, the counters, and the
 * command line form.  Attributes are armed with the task filter on and
 * only the test task marked wherever the knob under test allows it, so
 * that no other task's allocation fails meanwhile.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/ktest.h>
#include <linux/fault-inject.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/unistd.h>

static struct ktest_leak_check leak;

static int fi_init(struct ktest *test)
{
	fault_inject_reset();
	ktest_leak_start(&leak);
	return 0;
}

static void fi_exit(struct ktest *test)
{
	fault_inject_reset();
	ktest_expect_no_leak(test, &leak);
}

/* Arm @attr for the current task only. */
static void arm_for_me(struct fault_attr *attr, unsigned long interval,
		       unsigned long probability, long space, long times)
{
	fault_attr_set_task_filter(attr, true);
	fault_attr_set(attr, interval, probability, space, times);
	fault_set_make_it_fail(current, true);
}

/* Bit i set when the (i + 1)-th of @n kmalloc(@size) calls failed. */
static u32 kmalloc_pattern(size_t size, int n)
{
	u32 failed = 0;
	int i;

	for (i = 0; i < n; i++) {
		void *p = kmalloc(size, GFP_KERNEL);

		if (!p)
			failed |= 1U << i;
		kfree(p);
	}
	return failed;
}

static int popcount32(u32 x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

static void probability_100_fails_every_call(struct ktest *test)
{
	unsigned long before = fault_injected(&failslab);

	arm_for_me(&failslab, 1, 100, 0, -1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 20), 0xfffff);
	KTEST_EXPECT_EQ(test, fault_injected(&failslab), before + 20);
	/* kmem_cache_alloc and large kmallocs are failslab's too. */
	KTEST_EXPECT_EQ(test, kmalloc_pattern(20000, 2), 0x3);
	/* Probability 0 is off, whatever the rest says. */
	arm_for_me(&failslab, 1, 0, 0, -1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 20), 0);
}

static void probability_50_fails_some(struct ktest *test)
{
	int i, failed = 0;

	arm_for_me(&failslab, 1, 50, 0, -1);
	for (i = 0; i < 400; i++)
		failed += popcount32(kmalloc_pattern(16, 1));
	/* Ten standard deviations either side: never by chance. */
	KTEST_EXPECT_GT(test, failed, 100);
	KTEST_EXPECT_LT(test, failed, 300);
}

static void interval_fails_only_every_nth(struct ktest *test)
{
	/* Calls 3, 6, 9 and 12. */
	arm_for_me(&failslab, 3, 100, 0, -1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 12), 0x924);
	/* Interval 1 (and 0) lets every call fail. */
	arm_for_me(&failslab, 0, 100, 0, -1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 4), 0xf);
}

static void times_stops_after_that_many(struct ktest *test)
{
	unsigned long before = fault_injected(&failslab);

	arm_for_me(&failslab, 1, 100, 0, 3);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 10), 0x7);
	KTEST_EXPECT_EQ(test, failslab.times, 0);
	KTEST_EXPECT_EQ(test, fault_injected(&failslab), before + 3);
	arm_for_me(&failslab, 1, 100, 0, 0);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 5), 0);
	/* With an interval, times counts failures, not calls. */
	arm_for_me(&failslab, 2, 100, 0, 2);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 8), 0xa);
}

static void space_lets_bytes_through_first(struct ktest *test)
{
	struct page *a, *b, *c;

	/* 100 bytes: two of 40 fit, the third does not, nor anything after. */
	arm_for_me(&failslab, 1, 100, 100, -1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 3), 0x4);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(8, 1), 0x1);
	KTEST_EXPECT_EQ(test, failslab.space, 0);

	/* Two pages' worth for the page allocator. */
	arm_for_me(&fail_page_alloc, 1, 100, 2 * PAGE_SIZE, -1);
	a = alloc_page(GFP_KERNEL);
	b = alloc_page(GFP_KERNEL);
	c = alloc_page(GFP_KERNEL);
	KTEST_EXPECT_NOT_NULL(test, a);
	KTEST_EXPECT_NOT_NULL(test, b);
	KTEST_EXPECT_NULL(test, c);
	if (a)
		__free_page(a);
	if (b)
		__free_page(b);
}

static int idle_fn(void *data)
{
	schedule_timeout_interruptible(MAX_SCHEDULE_TIMEOUT);
	return 0;
}

static int exit_at_once(void *data)
{
	return 0;
}

/* A create that must fail with -ENOMEM; a thread made anyway is stopped. */
static void expect_create_fails(struct ktest *test, const char *name)
{
	struct task_struct *k = kthread_create(idle_fn, NULL, "%s", name);

	KTEST_EXPECT_TRUE(test, IS_ERR(k));
	if (!IS_ERR(k))
		kthread_stop(k);
	else
		KTEST_EXPECT_EQ(test, PTR_ERR(k), -ENOMEM);
}

struct bystander {
	struct completion go, done;
	u32 pattern;
	unsigned int fail_nth_seen;
};

static int bystander_fn(void *data)
{
	struct bystander *b = data;

	wait_for_completion(&b->go);
	b->pattern = kmalloc_pattern(40, 8);
	b->fail_nth_seen = fail_nth_get();
	complete(&b->done);
	return 0;
}

/* Start a task, unmarked, that allocates once told to. */
static int start_bystander(struct ktest *test, struct bystander *b)
{
	int pid;

	init_completion(&b->go);
	init_completion(&b->done);
	b->pattern = ~0U;
	b->fail_nth_seen = ~0U;
	pid = kernel_thread(bystander_fn, b, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	return pid;
}

static void task_filter_spares_other_tasks(struct ktest *test)
{
	struct bystander b;
	int pid = start_bystander(test, &b);

	fault_attr_set_task_filter(&failslab, true);
	fault_attr_set(&failslab, 1, 100, 0, -1);
	/* Not marked yet: spared. */
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 4), 0);
	fault_set_make_it_fail(current, true);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 4), 0xf);
	complete(&b.go);
	wait_for_completion(&b.done);
	KTEST_EXPECT_EQ(test, b.pattern, 0);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 4), 0xf);
	fault_inject_reset();
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

static void no_filter_fails_any_task(struct ktest *test)
{
	struct bystander b;
	int pid = start_bystander(test, &b);

	/* Unfiltered, for the bystander's eight calls only. */
	fault_attr_set(&failslab, 1, 100, 0, 8);
	complete(&b.go);
	wait_for_completion(&b.done);
	KTEST_EXPECT_EQ(test, b.pattern, 0xff);
	fault_inject_reset();
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

static void fail_nth_fails_exactly_nth(struct ktest *test)
{
	unsigned long slab = fault_injected(&failslab);
	unsigned long pages = fault_injected(&fail_page_alloc);
	struct page *page;
	void *a, *b;

	/* Any kind of point counts: a kmalloc, a page, a kmalloc, then. */
	fail_nth_set(4);
	a = kmalloc(40, GFP_KERNEL);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 3);
	page = alloc_page(GFP_KERNEL);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 2);
	b = kmalloc(40, GFP_KERNEL);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 1);
	KTEST_EXPECT_NOT_NULL(test, a);
	KTEST_EXPECT_NOT_NULL(test, page);
	KTEST_EXPECT_NOT_NULL(test, b);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 3), 0x1);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 0);
	KTEST_EXPECT_EQ(test, fault_injected(&failslab), slab + 1);
	KTEST_EXPECT_EQ(test, fault_injected(&fail_page_alloc), pages);
	kfree(a);
	kfree(b);
	if (page)
		__free_page(page);

	/* A page allocation as the n-th. */
	fail_nth_set(2);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 1), 0);
	KTEST_EXPECT_NULL(test, alloc_pages(GFP_KERNEL, 2));
	KTEST_EXPECT_EQ(test, fault_injected(&fail_page_alloc), pages + 1);

	/* kernel_thread() is a point before it allocates anything. */
	fail_nth_set(1);
	KTEST_EXPECT_EQ(test, kernel_thread(exit_at_once, NULL, SIGCHLD),
			-ENOMEM);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 0);

	/* 0 disarms. */
	fail_nth_set(1);
	fail_nth_set(0);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 4), 0);
}

static void fail_nth_comes_before_the_attribute(struct ktest *test)
{
	/* The points before the n-th get through even at probability 100. */
	arm_for_me(&failslab, 1, 100, 0, -1);
	fail_nth_set(3);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 5), 0x1c);
	/* And a fail-nth failure does not use up the attribute's times. */
	arm_for_me(&failslab, 1, 100, 0, 1);
	fault_set_make_it_fail(current, false);
	fail_nth_set(1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 1), 0x1);
	KTEST_EXPECT_EQ(test, failslab.times, 1);
}

static void fail_nth_is_per_task(struct ktest *test)
{
	struct bystander b;
	int pid = start_bystander(test, &b);

	fail_nth_set(5);
	complete(&b.go);
	wait_for_completion(&b.done);
	/* Its eight calls neither failed nor used up ours. */
	KTEST_EXPECT_EQ(test, b.pattern, 0);
	KTEST_EXPECT_EQ(test, b.fail_nth_seen, 0);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 5);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 6), 0x10);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
}

/*
 * kthread_create() has keventd make the thread: keventd's allocations
 * count on the caller's fail-nth and carry the caller's mark, and leave
 * keventd's own alone.
 */
static void keventd_acts_for_the_caller(struct ktest *test)
{
	unsigned long kt = fault_injected(&fail_kthread);
	struct task_struct *k;
	unsigned int left;

	fail_nth_set(UINT_MAX);
	k = kthread_create(idle_fn, NULL, "fi-count");
	left = fail_nth_get();
	fail_nth_set(0);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
	/* kernel_thread, its task_struct, its stack, its sighand at least. */
	KTEST_EXPECT_GE(test, UINT_MAX - left, 4);

	fail_nth_set(1);
	expect_create_fails(test, "fi-nth");
	KTEST_EXPECT_EQ(test, fail_nth_get(), 0);
	KTEST_EXPECT_EQ(test, fault_injected(&fail_kthread), kt + 1);

	arm_for_me(&fail_kthread, 1, 100, 0, -1);
	expect_create_fails(test, "fi-marked");
	/* keventd is not marked for itself: unmarked callers get threads. */
	fault_set_make_it_fail(current, false);
	k = kthread_create(idle_fn, NULL, "fi-unmarked");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
	KTEST_EXPECT_EQ(test, ktest_count_tasks("fi-"), 0);
}

static void counters_count(struct ktest *test)
{
	struct alloc_counters a, b;
	char log[2048];
	char want[96];
	unsigned long mark;

	alloc_counters_read(&a);
	KTEST_EXPECT_EQ(test, a.injected_failures, fault_injected_total());
	arm_for_me(&failslab, 1, 100, 0, 2);
	arm_for_me(&fail_page_alloc, 1, 100, 0, 1);
	arm_for_me(&fail_kthread, 1, 100, 0, 1);
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 3), 0x3);
	KTEST_EXPECT_NULL(test, alloc_page(GFP_KERNEL));
	KTEST_EXPECT_EQ(test, kernel_thread(exit_at_once, NULL, SIGCHLD),
			-ENOMEM);
	alloc_counters_read(&b);
	KTEST_EXPECT_EQ(test, b.injected_slab, a.injected_slab + 2);
	KTEST_EXPECT_EQ(test, b.injected_page_alloc, a.injected_page_alloc + 1);
	KTEST_EXPECT_EQ(test, b.injected_kthread, a.injected_kthread + 1);
	KTEST_EXPECT_EQ(test, b.injected_failures, a.injected_failures + 4);
	KTEST_EXPECT_EQ(test, fault_injected_total(), b.injected_failures);
	/* They are for information: no leak is seen in them. */
	KTEST_EXPECT_TRUE(test, alloc_counters_equal(&a, &b));

	mark = ktest_console_mute();
	show_mem();
	ktest_console_unmute(mark, log, sizeof(log));
	snprintf(want, sizeof(want),
		 "Injected failures: %lu (failslab %lu, fail_page_alloc %lu, fail_kthread %lu)",
		 b.injected_failures, b.injected_slab, b.injected_page_alloc,
		 b.injected_kthread);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, want));
}

static void verbose_says_what_failed(struct ktest *test)
{
	char log[1024];
	unsigned long mark;

	arm_for_me(&failslab, 1, 100, 0, 1);
	fault_attr_set_verbose(&failslab, 1);
	mark = ktest_console_mute();
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 1), 0x1);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test,
		strstr(log, "FAULT_INJECTION: failslab: failing 40 bytes for "));
	/* Quiet by default. */
	arm_for_me(&failslab, 1, 100, 0, 1);
	fault_attr_set_verbose(&failslab, 0);
	mark = ktest_console_mute();
	KTEST_EXPECT_EQ(test, kmalloc_pattern(40, 1), 0x1);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NULL(test, strstr(log, "FAULT_INJECTION"));
}

static void parser_takes_linux_form(struct ktest *test)
{
	struct fault_attr a = FAULT_ATTR_INITIALIZER("ktest_attr");
	char s1[] = "5,100,4096,-1", s2[] = "0,0,0,0", s3[] = "3,200,0,1";

	KTEST_EXPECT_EQ(test, setup_fault_attr(&a, s1), 1);
	KTEST_EXPECT_EQ(test, a.interval, 5);
	KTEST_EXPECT_EQ(test, a.probability, 100);
	KTEST_EXPECT_EQ(test, a.space, 4096);
	KTEST_EXPECT_EQ(test, a.times, -1);
	KTEST_EXPECT_EQ(test, setup_fault_attr(&a, s2), 1);
	KTEST_EXPECT_EQ(test, a.interval, 0);
	KTEST_EXPECT_EQ(test, a.probability, 0);
	KTEST_EXPECT_EQ(test, a.times, 0);
	/* The C API clamps where the command line refuses. */
	KTEST_EXPECT_EQ(test, setup_fault_attr(&a, s3), 0);
	fault_attr_set(&a, 3, 200, 0, 1);
	KTEST_EXPECT_EQ(test, a.probability, 100);
}

static void parser_rejects_garbage(struct ktest *test)
{
	static const char *const bad[][2] = {
		{ "", "not a number" },
		{ "1,2,3", "expected four numbers separated by commas" },
		{ "1,2,3,4,5", "trailing characters" },
		{ "1,2,3,4x", "trailing characters" },
		{ "a,100,0,1", "not a number" },
		{ "1, 100,0,1", "not a number" },
		{ "1,101,0,1", "probability is not 0..100" },
		{ "-1,10,0,1", "interval is below 0" },
		{ "1,10,-5,1", "space is below 0" },
		{ "1,10,0,-2", "times is below -1" },
		{ "99999999999,10,0,1", "out of range" },
	};
	struct fault_attr a = FAULT_ATTR_INITIALIZER("ktest_attr");
	char log[512], str[32];
	unsigned long mark;
	unsigned int i;

	fault_attr_set(&a, 7, 0, 11, 13);
	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		strlcpy(str, bad[i][0], sizeof(str));
		mark = ktest_console_mute();
		KTEST_EXPECT_EQ(test, setup_fault_attr(&a, str), 0);
		ktest_console_unmute(mark, log, sizeof(log));
		if (!strstr(log, bad[i][1]) ||
		    !strstr(log, "FAULT_INJECTION: ktest_attr="))
			ktest_fail_at(test, __FILE__, __LINE__,
				      "\"%s\": no \"%s\" in the message: %s",
				      bad[i][0], bad[i][1], log);
		/* Left as it was. */
		KTEST_EXPECT_EQ(test, a.interval, 7);
		KTEST_EXPECT_EQ(test, a.space, 11);
		KTEST_EXPECT_EQ(test, a.times, 13);
	}
}

/* The boot parameters reach the three attributes through __setup(). */
static void boot_parameters_set_attributes(struct ktest *test)
{
	char line[] = "failslab=7,0,4096,3 fail_page_alloc=2,0,0,-1 "
		      "fail_kthread=4,0,1,1 fail_kthread=1,2,3";
	char log[1024];
	unsigned long mark;

	mark = ktest_console_mute();
	KTEST_EXPECT_EQ(test, parse_args(line), 0);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_EQ(test, failslab.interval, 7);
	KTEST_EXPECT_EQ(test, failslab.probability, 0);
	KTEST_EXPECT_EQ(test, failslab.space, 4096);
	KTEST_EXPECT_EQ(test, failslab.times, 3);
	KTEST_EXPECT_EQ(test, fail_page_alloc.interval, 2);
	KTEST_EXPECT_EQ(test, fail_page_alloc.times, -1);
	/* The bad one changed nothing and was reported. */
	KTEST_EXPECT_EQ(test, fail_kthread.interval, 4);
	KTEST_EXPECT_EQ(test, fail_kthread.space, 1);
	KTEST_EXPECT_NOT_NULL(test, strstr(log,
		"Malformed kernel parameter: fail_kthread=1,2,3"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log,
		"FAULT_INJECTION: fail_kthread=1,2,3: expected four numbers"));
}

static struct ktest_case fault_inject_cases[] = {
	KTEST_CASE(probability_100_fails_every_call),
	KTEST_CASE(probability_50_fails_some),
	KTEST_CASE(interval_fails_only_every_nth),
	KTEST_CASE(times_stops_after_that_many),
	KTEST_CASE(space_lets_bytes_through_first),
	KTEST_CASE(task_filter_spares_other_tasks),
	KTEST_CASE(no_filter_fails_any_task),
	KTEST_CASE(fail_nth_fails_exactly_nth),
	KTEST_CASE(fail_nth_comes_before_the_attribute),
	KTEST_CASE(fail_nth_is_per_task),
	KTEST_CASE(keventd_acts_for_the_caller),
	KTEST_CASE(counters_count),
	KTEST_CASE(verbose_says_what_failed),
	KTEST_CASE(parser_takes_linux_form),
	KTEST_CASE(parser_rejects_garbage),
	KTEST_CASE(boot_parameters_set_attributes),
	{}
};

static struct ktest_suite fault_inject_suite = {
	.name = "fault_inject",
	.init = fi_init,
	.exit = fi_exit,
	.cases = fault_inject_cases,
};
ktest_register(fault_inject_suite);
