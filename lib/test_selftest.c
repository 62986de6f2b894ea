// SPDX-License-Identifier: GPL-2.0
/*
 * Suites that go wrong on purpose, so the host runner's own tests can
 * prove it reports each kind of failure.  Their names start with
 * "selftest_": they run only when the filter names them.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <asm/desc.h>
#include <asm/system.h>

static void always_fails(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, 1 + 1, 3);
}

static void passes(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, 1 + 1, 2);
}

static struct ktest_case selftest_fail_cases[] = {
	KTEST_CASE(passes),
	KTEST_CASE(always_fails),
	{}
};

static struct ktest_suite selftest_fail = {
	.name = "selftest_fail",
	.cases = selftest_fail_cases,
};
ktest_register(selftest_fail);

static void calls_panic(struct ktest *test)
{
	panic("selftest_panic: panicking on purpose");
}

static struct ktest_case selftest_panic_cases[] = {
	KTEST_CASE(calls_panic),
	{}
};

static struct ktest_suite selftest_panic = {
	.name = "selftest_panic",
	.cases = selftest_panic_cases,
};
ktest_register(selftest_panic);

/* Interrupts off and spinning: no tick, no output, nothing ends it. */
static void hangs(struct ktest *test)
{
	local_irq_disable();
	for (;;)
		barrier();
}

static struct ktest_case selftest_hang_cases[] = {
	KTEST_CASE(hangs),
	{}
};

static struct ktest_suite selftest_hang = {
	.name = "selftest_hang",
	.cases = selftest_hang_cases,
};
ktest_register(selftest_hang);

static void derefs_null(struct ktest *test)
{
	int *volatile p = NULL;

	KTEST_EXPECT_EQ(test, *p, 0);
}

static void hits_bug(struct ktest *test)
{
	BUG();
}

static struct ktest_case selftest_oops_cases[] = {
	KTEST_CASE(derefs_null),
	{}
};

static struct ktest_suite selftest_oops = {
	.name = "selftest_oops",
	.cases = selftest_oops_cases,
};
ktest_register(selftest_oops);

static struct ktest_case selftest_bug_cases[] = {
	KTEST_CASE(hits_bug),
	{}
};

static struct ktest_suite selftest_bug = {
	.name = "selftest_bug",
	.cases = selftest_bug_cases,
};
ktest_register(selftest_bug);

/* An empty IDT: the next exception cannot be delivered, nor the next. */
static void triple_faults(struct ktest *test)
{
	static const struct desc_ptr no_idt = { 0, 0 };

	local_irq_disable();
	load_idt(&no_idt);
	__asm__ __volatile__("ud2");
}

static struct ktest_case selftest_triple_cases[] = {
	KTEST_CASE(triple_faults),
	{}
};

static struct ktest_suite selftest_triple = {
	.name = "selftest_triple",
	.cases = selftest_triple_cases,
};
ktest_register(selftest_triple);

/*
 * A real hang, not muted: the ktest thread sleeps in D past a lowered
 * hung-task timeout.  The case itself passes; the report must not.
 */
static void sleeps_uninterruptibly(struct ktest *test)
{
	unsigned long saved = sysctl_hung_task_timeout_secs;

	sysctl_hung_task_timeout_secs = 1;
	msleep(3000);
	sysctl_hung_task_timeout_secs = saved;
}

static struct ktest_case selftest_hung_task_cases[] = {
	KTEST_CASE(sleeps_uninterruptibly),
	{}
};

static struct ktest_suite selftest_hung_task = {
	.name = "selftest_hung_task",
	.cases = selftest_hung_task_cases,
};
ktest_register(selftest_hung_task);
