// SPDX-License-Identifier: GPL-2.0
/*
 * The watchdogs, each set off on purpose: a CPU spinning with
 * preemption off (soft lockup), a task asleep in TASK_UNINTERRUPTIBLE
 * (hung task), a stack run down to its canary (stack overflow).  The
 * thresholds are lowered to a second for the cases and put back after.
 *
 * The reports go to the log, not the console (ktest_console_mute()),
 * where the runner would take them for real bugs.  Each case then reads
 * them back and expects exactly the reports it caused, so that another
 * report inside the muted window still fails the run.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/init.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/time.h>
#include <asm/traps.h>

#define LOG_SIZE	16384
#define NS_PER_MS	1000000ULL

static int saved_thresh, saved_oops;
static unsigned long saved_timeout;

static int save_settings(struct ktest *test)
{
	saved_thresh = softlockup_thresh;
	saved_timeout = sysctl_hung_task_timeout_secs;
	saved_oops = panic_on_oops;
	test->priv = kmalloc(LOG_SIZE, GFP_KERNEL);
	return test->priv ? 0 : -ENOMEM;
}

static void restore_settings(struct ktest *test)
{
	softlockup_thresh = saved_thresh;
	sysctl_hung_task_timeout_secs = saved_timeout;
	panic_on_oops = saved_oops;
	kfree(test->priv);
}

static const char *const report_heads[] = { "BUG:", "INFO: task ", "Oops:" };

/* Print each line of @log that starts a report, to say which. */
static void show_reports(struct ktest *test, const char *log)
{
	const char *line;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(report_heads); i++)
		for (line = log; (line = strstr(line, report_heads[i]));
		     line++)
			ktest_printk(test, "%.*s", (int)strcspn(line, "\n"),
				     line);
}

/* Expect @n kernel-bug reports in @log, of any kind; show them if not. */
static void expect_reports(struct ktest *test, const char *log, int n)
{
	int found = 0;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(report_heads); i++)
		found += ktest_count_str(log, report_heads[i]);
	KTEST_EXPECT_EQ(test, found, n);
	if (found != n)
		show_reports(test, log);
}

/* A CPU other than the caller's if there is one: the spinner's. */
static int other_cpu(void)
{
	int me = raw_smp_processor_id(), cpu;

	for_each_online_cpu(cpu)
		if (cpu != me)
			return cpu;
	return me;
}

/* Soft lockup */

struct spinner {
	int cpu;
	bool preempt_off;
	bool fifo;		/* real time: no time slice, no schedule() */
	bool touch;		/* touch_softlockup_watchdog() as it spins */
	bool until_report;	/* spin until a report, then @ms more */
	unsigned int ms;
	bool reported;
};

static int lockup_spinner(void *data)
{
	struct spinner *s = data;
	int start = atomic_read(&softlockup_reports);
	u64 end;

	set_task_comm(current, "wd-spinner");
	set_cpus_allowed(current, cpumask_of_cpu(s->cpu));
	if (s->fifo) {
		struct sched_param param = { .sched_priority = 50 };

		sched_setscheduler(current, SCHED_FIFO, &param);
	}
	if (s->preempt_off)
		preempt_disable();
	if (s->until_report) {
		/* The limit only ends a failing case. */
		end = sched_clock() + 20000 * NS_PER_MS;
		while (atomic_read(&softlockup_reports) == start &&
		       sched_clock() < end)
			cpu_relax();
		s->reported = atomic_read(&softlockup_reports) != start;
	}
	end = sched_clock() + s->ms * NS_PER_MS;
	while (sched_clock() < end) {
		if (s->touch)
			touch_softlockup_watchdog();
		cpu_relax();
	}
	if (s->preempt_off)
		preempt_enable();
	return 0;
}

/* Run a spinner to its end with the console muted; its pid and log. */
static int run_spinner(struct ktest *test, struct spinner *s, char *log)
{
	unsigned long mark;
	int pid;

	softlockup_thresh = 1;
	mark = ktest_console_mute();
	pid = kernel_thread(lockup_spinner, s, SIGCHLD);
	if (pid > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 30000), 0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	softlockup_thresh = saved_thresh;
	KTEST_ASSERT_GT(test, pid, 0);
	return pid;
}

static void stuck_cpu_is_reported_once(struct ktest *test)
{
	struct spinner s = {
		.cpu = other_cpu(), .preempt_off = true,
		.until_report = true, .ms = 1500,
	};
	char *log = test->priv, ours[80];
	int pid;

	pid = run_spinner(test, &s, log);
	KTEST_EXPECT_TRUE(test, s.reported);
	snprintf(ours, sizeof(ours), "BUG: soft lockup - CPU#%d stuck for ",
		 s.cpu);
	/* Spinning on past a second threshold: still the one report. */
	KTEST_EXPECT_EQ(test, ktest_count_str(log, ours), 1);
	expect_reports(test, log, 1);
	snprintf(ours, sizeof(ours), "s! [wd-spinner:%d]", pid);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, ours));
	/* The registers and backtrace of the stuck code. */
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "EIP:"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "lockup_spinner+"));
}

/*
 * Busy but preemptible: not stuck.  SCHED_FIFO, so that no time slice
 * runs out and calls schedule(): only the tick's look at the
 * interrupted code can tell that the CPU could schedule.
 */
static void preemptible_busy_cpu_is_not_reported(struct ktest *test)
{
	struct spinner s = { .cpu = other_cpu(), .fifo = true, .ms = 1500 };
	char *log = test->priv;

	run_spinner(test, &s, log);
	expect_reports(test, log, 0);
}

static void touched_cpu_is_not_reported(struct ktest *test)
{
	struct spinner s = {
		.cpu = other_cpu(), .preempt_off = true, .touch = true,
		.ms = 1500,
	};
	char *log = test->priv;

	run_spinner(test, &s, log);
	expect_reports(test, log, 0);
}

static void zero_threshold_turns_it_off(struct ktest *test)
{
	struct spinner s = { .cpu = other_cpu(), .preempt_off = true };
	char *log = test->priv;
	unsigned long mark;
	int pid;

	softlockup_thresh = 0;
	s.ms = 1500;
	mark = ktest_console_mute();
	pid = kernel_thread(lockup_spinner, &s, SIGCHLD);
	if (pid > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 30000), 0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	KTEST_EXPECT_GT(test, pid, 0);
	expect_reports(test, log, 0);
}

/* "name=value" through the boot's own parser; returns what it logged. */
static void parse_param(const char *word, char *log)
{
	char line[64];
	unsigned long mark;

	strlcpy(line, word, sizeof(line));
	mark = ktest_console_mute();
	parse_args(line);
	ktest_console_unmute(mark, log, LOG_SIZE);
}

static void thresh_parameter(struct ktest *test)
{
	char *log = test->priv;

	parse_param("softlockup_thresh=7", log);
	KTEST_EXPECT_EQ(test, softlockup_thresh, 7);
	parse_param("softlockup_thresh=0", log);
	KTEST_EXPECT_EQ(test, softlockup_thresh, 0);
	parse_param("softlockup_thresh=ten", log);
	KTEST_EXPECT_EQ(test, softlockup_thresh, 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(log,
			"Malformed kernel parameter: softlockup_thresh=ten"));
	parse_param("softlockup_thresh=-3", log);
	KTEST_EXPECT_EQ(test, softlockup_thresh, 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Malformed"));
}

static struct ktest_case softlockup_cases[] = {
	KTEST_CASE(stuck_cpu_is_reported_once),
	KTEST_CASE(preemptible_busy_cpu_is_not_reported),
	KTEST_CASE(touched_cpu_is_not_reported),
	KTEST_CASE(zero_threshold_turns_it_off),
	KTEST_CASE(thresh_parameter),
	{}
};

static struct ktest_suite softlockup_suite = {
	.name = "softlockup",
	.init = save_settings,
	.exit = restore_settings,
	.cases = softlockup_cases,
};
ktest_register(softlockup_suite);

/* Hung task */

struct sleeper {
	int rounds;		/* separate hangs, each ended by a kick */
	int kicks;
};

static int hang_in_d(void *data)
{
	struct sleeper *s = data;
	int round;

	set_task_comm(current, "wd-sleeper");
	for (round = 0; round < s->rounds; round++) {
		for (;;) {
			set_current_state(TASK_UNINTERRUPTIBLE);
			if (READ_ONCE(s->kicks) > round)
				break;
			schedule();
		}
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

static void kick(struct sleeper *s, int pid)
{
	struct task_struct *p = find_get_task_by_pid(pid);

	WRITE_ONCE(s->kicks, s->kicks + 1);
	if (p) {
		wake_up_process(p);
		put_task_struct(p);
	}
}

static int reports_since(int start)
{
	return atomic_read(&hung_task_reports) - start;
}

static void blocked_task_is_reported_once_per_hang(struct ktest *test)
{
	struct sleeper s = { .rounds = 2 };
	int start = atomic_read(&hung_task_reports), pid, first, later;
	char *log = test->priv, ours[80];
	unsigned long mark;

	sysctl_hung_task_timeout_secs = 1;
	mark = ktest_console_mute();
	pid = kernel_thread(hang_in_d, &s, SIGCHLD);
	first = KTEST_WAIT_UNTIL(reports_since(start) >= 1, 10000);
	/*
	 * Two more walks of the task list: the same hang, no new report.
	 * (Not msleep(): one long sleep in D is a hang of our own.)
	 */
	msleep_interruptible(2200);
	later = reports_since(start);
	kick(&s, pid);
	KTEST_WAIT_UNTIL(reports_since(start) >= 2, 10000);
	kick(&s, pid);
	if (pid > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	sysctl_hung_task_timeout_secs = saved_timeout;
	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_TRUE(test, first);
	KTEST_EXPECT_EQ(test, later, 1);
	snprintf(ours, sizeof(ours),
		 "INFO: task wd-sleeper:%d blocked for more than 1 seconds.",
		 pid);
	/* The second sleep was a hang of its own. */
	KTEST_EXPECT_EQ(test, ktest_count_str(log, ours), 2);
	expect_reports(test, log, 2);
	/* Its stack, down to where it sleeps. */
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Call Trace:"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "hang_in_d+"));
}

static int nap_often(void *unused)
{
	int i;

	set_task_comm(current, "wd-napper");
	for (i = 0; i < 20; i++)
		msleep(100);
	return 0;
}

static int doze(void *unused)
{
	set_task_comm(current, "wd-dozer");
	schedule_timeout_interruptible(2 * HZ);
	return 0;
}

static int nap_long(void *unused)
{
	set_task_comm(current, "wd-napper");
	msleep(2000);
	return 0;
}

static void sleeps_that_move_are_not_reported(struct ktest *test)
{
	int start = atomic_read(&hung_task_reports), napper, dozer;
	char *log = test->priv;
	unsigned long mark;

	sysctl_hung_task_timeout_secs = 1;
	mark = ktest_console_mute();
	/* Many short uninterruptible sleeps; one long interruptible one. */
	napper = kernel_thread(nap_often, NULL, SIGCHLD);
	dozer = kernel_thread(doze, NULL, SIGCHLD);
	if (napper > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, napper, 10000), 0);
	if (dozer > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, dozer, 10000), 0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	sysctl_hung_task_timeout_secs = saved_timeout;
	KTEST_EXPECT_GT(test, napper, 0);
	KTEST_EXPECT_GT(test, dozer, 0);
	KTEST_EXPECT_EQ(test, reports_since(start), 0);
	expect_reports(test, log, 0);
}

static void zero_timeout_turns_it_off(struct ktest *test)
{
	int start = atomic_read(&hung_task_reports), pid;
	char *log = test->priv;
	unsigned long mark;

	/* One two-second sleep in D: reported at any timeout but 0. */
	sysctl_hung_task_timeout_secs = 0;
	mark = ktest_console_mute();
	pid = kernel_thread(nap_long, NULL, SIGCHLD);
	if (pid > 0)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 10000), 0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	KTEST_EXPECT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, reports_since(start), 0);
	expect_reports(test, log, 0);
}

static void timeout_parameter(struct ktest *test)
{
	char *log = test->priv;

	parse_param("hung_task_timeout_secs=120", log);
	KTEST_EXPECT_EQ(test, sysctl_hung_task_timeout_secs, 120);
	parse_param("hung_task_timeout_secs=0", log);
	KTEST_EXPECT_EQ(test, sysctl_hung_task_timeout_secs, 0);
	parse_param("hung_task_timeout_secs=1x", log);
	KTEST_EXPECT_EQ(test, sysctl_hung_task_timeout_secs, 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(log,
			"Malformed kernel parameter: hung_task_timeout_secs=1x"));
}

static struct ktest_case hung_task_cases[] = {
	KTEST_CASE(blocked_task_is_reported_once_per_hang),
	KTEST_CASE(sleeps_that_move_are_not_reported),
	KTEST_CASE(zero_timeout_turns_it_off),
	KTEST_CASE(timeout_parameter),
	{}
};

static struct ktest_suite hung_task_suite = {
	.name = "hung_task",
	.init = save_settings,
	.exit = restore_settings,
	.cases = hung_task_cases,
};
ktest_register(hung_task_suite);

/* Stack overflow */

#define OVERRUN_BYTE	0x6b
#define OVERRUN_WORD	0x6b6b6b6bUL

static unsigned long stack_pointer(void)
{
	unsigned long sp;

	asm volatile("movl %%esp, %0" : "=r"(sp));
	return sp;
}

/*
 * Write what a deeper call chain would have left: the free stack under
 * this frame, down to @lowest.  Interrupts are off, so nothing else
 * uses the stack below us meanwhile.
 */
static noinline void fill_below(unsigned long *lowest)
{
	unsigned long *p = (unsigned long *)(stack_pointer() - 64);

	while (p >= lowest)
		*p-- = OVERRUN_WORD;
}

/* Recurse down the stack in 256-byte frames, then fill the rest. */
static noinline int descend(unsigned long *lowest)
{
	volatile char frame[256];

	frame[0] = 1;
	if (stack_pointer() - (unsigned long)lowest > 1024)
		return descend(lowest) + frame[0];
	fill_below(lowest);
	return frame[0];
}

/* Use the whole stack, down to @lowest, with interrupts off. */
static void run_down_the_stack(unsigned long *lowest)
{
	unsigned long flags;

	local_irq_save(flags);
	descend(lowest);
	local_irq_restore(flags);
}

static unsigned long *canary(void)
{
	return &current_thread_info()->stack_canary;
}

/* Overrun onto the canary, then schedule: the switch catches it. */
static int overrun_then_schedule(void *unused)
{
	set_task_comm(current, "wd-overrun");
	run_down_the_stack(canary());
	schedule();
	return 0;	/* not reached: the task is killed */
}

/* Overrun, then spin where only the tick can see it. */
static int overrun_then_spin(void *unused)
{
	int start = atomic_read(&stack_overflow_reports);
	unsigned long end = jiffies + 5 * HZ;

	set_task_comm(current, "wd-overrun");
	run_down_the_stack(canary());
	preempt_disable();
	/*
	 * No calls in the loop: the tick must find EIP here.  Caught on a
	 * callee's first instruction, before its frame is made, the
	 * backtrace would skip this function.
	 */
	while (atomic_read(&stack_overflow_reports) == start &&
	       time_before(jiffies, end))
		cpu_relax();
	preempt_enable();	/* the tick asked for a reschedule */
	schedule();
	return 0;
}

/* Every word down to the canary, but not the canary. */
static int use_whole_stack(void *unused)
{
	set_task_comm(current, "wd-deep");
	run_down_the_stack(canary() + 1);
	schedule();
	return task_stack_end_corrupted(current) ? 1 : 0;
}

/* Run @fn in a task with oops=panic off; its exit code and the log. */
static int run_overrun(struct ktest *test, int (*fn)(void *), char *log,
		       int *pid)
{
	int code = ktest_run_oopsing(test, fn, NULL, 10000, log, LOG_SIZE,
				     pid);

	KTEST_ASSERT_GT(test, *pid, 0);
	return code;
}

static void overrun_is_an_oops_at_the_switch(struct ktest *test)
{
	int start = atomic_read(&stack_overflow_reports), pid;
	char *log = test->priv, ours[80];

	KTEST_EXPECT_EQ(test, run_overrun(test, overrun_then_schedule, log,
					  &pid), SIGSEGV);
	snprintf(ours, sizeof(ours),
		 "BUG: kernel stack overflow in wd-overrun/%d (canary %08lx)",
		 pid, OVERRUN_WORD);
	KTEST_EXPECT_EQ(test, ktest_count_str(log, ours), 1);
	expect_reports(test, log, 1);
	KTEST_EXPECT_EQ(test, atomic_read(&stack_overflow_reports) - start, 1);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "Call Trace:"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "overrun_then_schedule+"));
}

static void overrun_is_caught_by_the_tick(struct ktest *test)
{
	int start = atomic_read(&stack_overflow_reports), pid;
	char *log = test->priv, ours[80];

	KTEST_EXPECT_EQ(test, run_overrun(test, overrun_then_spin, log, &pid),
			SIGSEGV);
	snprintf(ours, sizeof(ours),
		 "BUG: kernel stack overflow in wd-overrun/%d", pid);
	/* Reported once, by the tick, with registers; killed at the switch. */
	KTEST_EXPECT_EQ(test, ktest_count_str(log, ours), 1);
	expect_reports(test, log, 1);
	KTEST_EXPECT_EQ(test, atomic_read(&stack_overflow_reports) - start, 1);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "EIP:"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "overrun_then_spin+"));
	snprintf(ours, sizeof(ours), "kernel stack overflow: killing wd-overrun/%d",
		 pid);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, ours));
}

static void whole_stack_is_usable(struct ktest *test)
{
	int start = atomic_read(&stack_overflow_reports), pid;
	char *log = test->priv;

	KTEST_EXPECT_EQ(test, run_overrun(test, use_whole_stack, log, &pid),
			0);
	KTEST_EXPECT_EQ(test, atomic_read(&stack_overflow_reports) - start, 0);
	expect_reports(test, log, 0);
}

static struct ktest_case stack_overflow_cases[] = {
	KTEST_CASE(overrun_is_an_oops_at_the_switch),
	KTEST_CASE(overrun_is_caught_by_the_tick),
	KTEST_CASE(whole_stack_is_usable),
	{}
};

static struct ktest_suite stack_overflow_suite = {
	.name = "stack_overflow",
	.init = save_settings,
	.exit = restore_settings,
	.cases = stack_overflow_cases,
};
ktest_register(stack_overflow_suite);
