/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _KERNEL_TORTURE_H
#define _KERNEL_TORTURE_H

/*
 * The torture run's own structures, shared by kernel/torture.c (the
 * engine), kernel/torture_load.c (what its threads do) and
 * kernel/torture_account.c (the books at the end) only.  The public
 * side, torture_run() and struct torture_stats, is <linux/torture.h>.
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/threads.h>
#include <linux/workqueue.h>
#include <linux/timer.h>
#include <linux/interrupt.h>
#include <linux/completion.h>
#include <asm/atomic.h>

struct task_struct;
struct torture_stats;
struct alloc_counters;

#define TT_KIDS		4	/* kthreads a creator has at once */
#define TT_IMM		16	/* immediate work items per thread */
#define TT_DELAYED	16	/* delayed work items per thread */
#define TT_TIMERS	8	/* timers (each with a tasklet) per thread */
#define TT_CHURN_WORK	4	/* items a churned workqueue gets */
#define TT_MAX_THREADS	(2 + 3 * NR_CPUS)
#define TT_ERRORS_SHOWN	10
#define TT_FAULT_PCT	1

enum tt_kind { TT_HOTPLUG, TT_CREATOR, TT_FLOODER, TT_CHURNER, TT_TIMER };

enum tt_behaviour { KID_ERR, KID_SLEEP_INT, KID_SLEEP_UNINT, KID_SPIN,
		    KID_EXIT, KID_BEHAVIOURS };

enum tt_start { KID_ASLEEP, KID_BOUND, KID_RUN, KID_STARTS };

struct torture;
struct tt_thread;

/* A work item, counted where it is queued, run and cancelled. */
struct tt_work {
	struct work_struct work;
	struct tt_thread *owner;
	struct workqueue_struct *wq;	/* where queued last; NULL: keventd */
	atomic_t queued, ran, cancelled;
};

/* One kthread a creator made, and what its function last did. */
struct tt_kid {
	struct task_struct *task;
	unsigned int id;
	enum tt_behaviour behaviour;
	enum tt_start start;
	unsigned int calls;		/* written by the kid only */
	int last_ret;			/* ditto, just before each return */
	u32 rnd;
	struct completion exited;	/* for KID_EXIT */
};

/* A timer that schedules a tasklet, each counted at both ends. */
struct tt_timer {
	struct timer_list timer;
	struct tasklet_struct tasklet;
	atomic_t armed, fired, cancelled;
	atomic_t pending;		/* tasklet scheduled, not yet run */
	atomic_t scheduled, run;
};

/* One thread of the run's: each kind uses the parts it needs. */
struct tt_thread {
	struct torture *t;
	struct task_struct *task;
	enum tt_kind kind;
	int cpu;			/* the CPU it keeps to, or -1 */
	u32 rnd;
	bool stop;			/* set by torture_run() */
	bool finished;
	struct completion done;		/* finished, now only sleeps */
	struct tt_kid kids[TT_KIDS];
	struct tt_work imm[TT_IMM];
	struct tt_work delayed[TT_DELAYED];
	struct tt_timer timers[TT_TIMERS];
};

struct torture {
	struct tt_thread *threads[TT_MAX_THREADS];
	int nr_threads;
	struct workqueue_struct *wq;	/* the run's long-lived workqueue */
	bool faults;			/* injection is armed */
	atomic_t kid_ids;
	atomic_t errors;
	atomic_t cpu_downs, cpu_ups, hotplug_refused;
	atomic_t made, stopped, exited, create_failed;
	atomic_t work_queued, flushes, wqs_made, wqs_failed;
	u64 longest_ns;			/* the hotplugger's alone */
	int longest_cpu;
	bool longest_up;
};

/* The kinds' names, as the threads' names and the messages give them. */
extern const char *const tt_kind_name[];

/**
 * tt_error - count a broken promise of the run, and print the first few
 * @t: the run
 * @fmt: printf format of what broke, without "torture: FAIL: "
 *
 * Only the first TT_ERRORS_SHOWN are printed, so that one bug repeated
 * on every step does not drown the console; all are counted.
 */
__printf(2, 3) void tt_error(struct torture *t, const char *fmt, ...);

/**
 * tt_thread_init - set up a thread of the run and every item it may use
 * @t: the run
 * @tt: zeroed room for the thread
 * @kind: what it will do
 * @cpu: the CPU it keeps to, or -1
 */
void tt_thread_init(struct torture *t, struct tt_thread *tt,
		    enum tt_kind kind, int cpu);

/**
 * tt_step - one step of the load, of the kind @tt is
 * @tt: the thread, running in its own kthread
 */
void tt_step(struct tt_thread *tt);

/**
 * tt_settle - leave nothing of @tt's load running, once it has stopped
 * @tt: the thread, its faults disarmed
 *
 * The hotplugger brings back every CPU it left offline; a flooder or
 * the churner cancels and flushes until its work is idle (10 s at
 * most); a timer thread deletes its timers and kills its tasklets.
 */
void tt_settle(struct tt_thread *tt);

/**
 * tt_collect - check the books of every thread stopped, and fill @st
 * @t: the run, its threads stopped
 * @st: the run's counts: the per-item ones are added in, the rest set
 */
void tt_collect(struct torture *t, struct torture_stats *st);

/**
 * tt_back - whether the allocator counters and the task count are back
 * @before: the counters before the run
 * @threads: nr_threads before the run
 *
 * Waits up to 5 s, for tasks reaped late, and prints what differs if
 * they never come back.
 *
 * Return: true when both are back.
 */
bool tt_back(const struct alloc_counters *before, int threads);

#endif /* _KERNEL_TORTURE_H */
