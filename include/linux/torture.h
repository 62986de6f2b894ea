/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TORTURE_H
#define _LINUX_TORTURE_H

/*
 * The torture run: for a number of seconds, everything the kthread
 * series is built on at once, with faults injected, and then proof that
 * every promise held.  See kernel/torture.c for what runs, and
 * Documentation/torture.txt for how to start it.
 */

#include <linux/types.h>

/* What one run did and found; every count is for that run alone. */
struct torture_stats {
	unsigned int seconds;		/* how long the load ran */
	/* hotplug */
	unsigned long cpu_downs, cpu_ups;	/* that succeeded */
	unsigned long hotplug_refused;	/* failed cleanly by a fault */
	u64 longest_op_ns;		/* the slowest cpu_down or cpu_up */
	int longest_cpu;
	bool longest_was_up;
	/* kthreads */
	unsigned long threads_made;	/* by kthread_create/kthread_run */
	unsigned long threads_stopped;	/* by kthread_stop */
	unsigned long threads_exited;	/* on their own, via do_exit */
	unsigned long create_failed;	/* -ENOMEM from an injected fault */
	/* work */
	unsigned long work_queued, work_ran, work_cancelled;
	unsigned long flushes;
	unsigned long wqs_made, wqs_failed;	/* create_workqueue calls */
	/* timers and tasklets */
	unsigned long timers_armed, timers_fired, timers_cancelled;
	unsigned long tasklets_scheduled, tasklets_run;
	/* and what went wrong */
	unsigned long faults;		/* failures injected meanwhile */
	unsigned long warnings;		/* WARN()s printed meanwhile */
	unsigned long errors;		/* broken promises, each printed */
	bool leaked;			/* allocations or tasks not back */
};

/* Seconds a torture run lasts unless told otherwise (torture_duration=). */
extern unsigned int torture_duration;

/**
 * torture_run - run the torture load, then check and report
 * @seconds: how long the load runs (1 or more)
 * @st: filled with the counts of the run
 *
 * Must be called from a task that may sleep and is not a kthread the
 * load could wait on (not keventd).  Prints a progress line every 10 s
 * and, at the end, the counts and "torture: PASS" or "torture: FAIL".
 * Every CPU present is online again when it returns.
 *
 * Return: 0 when every check passed, -EIO when one failed, -ENOMEM when
 * the load could not be set up, -EBUSY when another run is going on.
 */
int torture_run(unsigned int seconds, struct torture_stats *st);

#endif /* _LINUX_TORTURE_H */
