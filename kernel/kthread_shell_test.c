// SPDX-License-Identifier: GPL-2.0
/*
 * The console's kthread and kill commands, through kshell_execute()
 * with their output captured: what they do to the tasks, and what they
 * say.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kshell.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/string.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/tty.h>

static char out[512];

static int run(const char *fmt, ...)
{
	char line[128];
	va_list args;
	int ret;

	va_start(args, fmt);
	vscnprintf(line, sizeof(line), fmt, args);
	va_end(args);
	if (tty_capture_begin(out, sizeof(out)))
		return -EBUSY;
	ret = kshell_execute(line);
	tty_capture_end();
	return ret;
}

/* The pid "kthread run" printed, or 0. */
static int started_pid(void)
{
	const char *p = strstr(out, "(pid ");

	return p ? simple_strtoul(p + 5, NULL, 10) : 0;
}

static void run_binds_and_stop_returns_the_loops(struct ktest *test)
{
	int cpu = ktest_pick_ap(test);
	unsigned long loops;
	const char *p;
	int pid;

	KTEST_ASSERT_EQ(test, run("kthread run kt_demo %d", cpu), 0);
	pid = started_pid();
	KTEST_ASSERT_GT(test, pid, 0);
	ktest_expect_bound(test, pid, cpu);
	msleep(350);		/* a few of its 100 ms loops */
	KTEST_EXPECT_EQ(test, run("kthread stop %d", pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "kthread_stop() returned 0"));
	p = strstr(out, "after ");
	KTEST_ASSERT_NOT_NULL(test, p);
	loops = simple_strtoul(p + 6, NULL, 10);
	KTEST_EXPECT_GE(test, loops, 2);
	KTEST_EXPECT_NULL(test, find_get_task_by_pid(pid));
	/* Stopped once: a second stop is refused, not followed. */
	KTEST_EXPECT_EQ(test, run("kthread stop %d", pid), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "is not a thread started"));
}

/* A core thread is not this command's to stop. */
static void stop_refuses_other_threads(struct ktest *test)
{
	struct task_struct *kev;

	KTEST_EXPECT_EQ(test, run("kthread stop 1"), -EINVAL);
	KTEST_EXPECT_EQ(test, run("kthread stop %d", current->parent->pid),
			-EINVAL);
	KTEST_EXPECT_EQ(test, run("kthread stop x"), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "usage: kthread"));
	KTEST_EXPECT_EQ(test, run("kthread run a 999"), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "CPU 999 is not online"));
	KTEST_EXPECT_EQ(test, run("kthread"), -EINVAL);
	/* Refused, not cut (and not a WARN: it is the user's input). */
	KTEST_EXPECT_EQ(test, run("kthread run %s", "a_name_of_16_chr"), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "1 to 15 characters"));
	KTEST_EXPECT_EQ(test, run("kthread run %080d", 0), -EINVAL);
	KTEST_EXPECT_EQ(test, run("kthread run 15_characters__ 0"), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "started 15_characters__ (pid"));
	KTEST_EXPECT_EQ(test, run("kthread stop %d", started_pid()), 0);
	kev = find_get_task_by_pid(1);
	KTEST_EXPECT_NOT_NULL(test, kev);
	if (kev)
		put_task_struct(kev);
}

static void kill_names_the_signal_and_says_when_blocked(struct ktest *test)
{
	int pid;

	KTEST_ASSERT_EQ(test, run("kthread run kt_demo"), 0);
	pid = started_pid();
	KTEST_ASSERT_GT(test, pid, 0);
	msleep(150);		/* past its first loop: the stop returns 0 */
	KTEST_EXPECT_EQ(test, run("kill -USR1 %d", pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "blocks SIGUSR1: it stays pending"));
	KTEST_EXPECT_EQ(test, run("kill %d", pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "blocks SIGTERM"));
	/* The blocked signals did not end it: the stop still works. */
	KTEST_EXPECT_EQ(test, run("kthread stop %d", pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "returned 0"));

	allow_signal(SIGUSR2);
	KTEST_EXPECT_EQ(test, run("kill -SIGUSR2 %d", current->pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "sent SIGUSR2"));
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	flush_signals(current);
	disallow_signal(SIGUSR2);
	KTEST_EXPECT_EQ(test, run("kill -12 %d", current->pid), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "blocks SIGUSR2"));
	flush_signals(current);
}

static void kill_refuses_bad_input(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, run("kill -FOO 1"), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "unknown signal: FOO"));
	KTEST_EXPECT_EQ(test, run("kill 1 2"), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "usage: kill"));
	KTEST_EXPECT_EQ(test, run("kill -99 1"), -EINVAL);
	KTEST_EXPECT_EQ(test, run("kill"), -EINVAL);
	KTEST_EXPECT_EQ(test, run("kill 0"), -EINVAL);
	KTEST_EXPECT_EQ(test, run("kill 32767"), -ESRCH);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "No such process"));
}

static struct ktest_case kthread_shell_cases[] = {
	KTEST_CASE(run_binds_and_stop_returns_the_loops),
	KTEST_CASE(stop_refuses_other_threads),
	KTEST_CASE(kill_names_the_signal_and_says_when_blocked),
	KTEST_CASE(kill_refuses_bad_input),
	{}
};

static struct ktest_suite kthread_shell_suite = {
	.name = "kthread_shell",
	.cases = kthread_shell_cases,
};
ktest_register(kthread_shell_suite);
