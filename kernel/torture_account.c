// SPDX-License-Identifier: GPL-2.0
/*
 * The torture run's books: once its threads are stopped, every work
 * item, timer and tasklet must have run once per queueing or arming (or
 * have been cancelled), every kthread made must have been stopped or
 * have left, and the allocator counters and the task count must be back
 * where they were.  The counts go into struct torture_stats, for
 * kernel/torture.c to report.
 */
#include <linux/kernel.h>
#include <linux/torture.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/mm.h>
#include <asm/atomic.h>
#include "torture.h"

/* Check every item's books, and add them into @st. */
static void tt_account(struct torture *t, struct tt_thread *tt,
		       struct torture_stats *st)
{
	int i;

	for (i = 0; i < TT_IMM + TT_DELAYED; i++) {
		struct tt_work *w = i < TT_IMM ? &tt->imm[i] :
				    &tt->delayed[i - TT_IMM];
		int q = atomic_read(&w->queued), r = atomic_read(&w->ran);
		int c = atomic_read(&w->cancelled);

		st->work_ran += r;
		st->work_cancelled += c;
		if (r + c != q)
			tt_error(t, "a %s work item of %s was queued %d times, ran %d, cancelled %d",
				 i < TT_IMM ? "" : "delayed",
				 tt_kind_name[tt->kind], q, r, c);
	}
	for (i = 0; i < TT_TIMERS; i++) {
		struct tt_timer *tm = &tt->timers[i];
		int a = atomic_read(&tm->armed), f = atomic_read(&tm->fired);
		int c = atomic_read(&tm->cancelled);
		int s = atomic_read(&tm->scheduled), r = atomic_read(&tm->run);

		st->timers_armed += a;
		st->timers_fired += f;
		st->timers_cancelled += c;
		st->tasklets_scheduled += s;
		st->tasklets_run += r;
		if (f + c != a)
			tt_error(t, "a timer was armed %d times, fired %d, cancelled %d",
				 a, f, c);
		if (s != r)
			tt_error(t, "a tasklet was scheduled %d times and ran %d",
				 s, r);
	}
}

void tt_collect(struct torture *t, struct torture_stats *st)
{
	int i;

	for (i = 0; i < t->nr_threads; i++)
		if (!t->threads[i]->task)
			tt_account(t, t->threads[i], st);
	st->cpu_downs = atomic_read(&t->cpu_downs);
	st->cpu_ups = atomic_read(&t->cpu_ups);
	st->hotplug_refused = atomic_read(&t->hotplug_refused);
	st->longest_op_ns = t->longest_ns;
	st->longest_cpu = t->longest_cpu;
	st->longest_was_up = t->longest_up;
	st->threads_made = atomic_read(&t->made);
	st->threads_stopped = atomic_read(&t->stopped);
	st->threads_exited = atomic_read(&t->exited);
	st->create_failed = atomic_read(&t->create_failed);
	st->work_queued = atomic_read(&t->work_queued);
	st->flushes = atomic_read(&t->flushes);
	st->wqs_made = atomic_read(&t->wqs_made);
	st->wqs_failed = atomic_read(&t->wqs_failed);
	if (st->threads_made != st->threads_stopped + st->threads_exited)
		tt_error(t, "%lu kthreads made, %lu stopped, %lu exited",
			 st->threads_made, st->threads_stopped,
			 st->threads_exited);
}

bool tt_back(const struct alloc_counters *before, int threads)
{
	unsigned long end = jiffies + 5 * HZ;
	struct alloc_counters now;

	for (;;) {
		alloc_counters_read(&now);
		if (alloc_counters_equal(before, &now) &&
		    nr_threads == threads && !atomic_read(&nr_dead_tasks))
			return true;
		if (!time_before(jiffies, end))
			break;
		msleep(10);
	}
	alloc_counters_print_diff(before, &now);
	printk(KERN_ERR "torture: FAIL: nr_threads %d, was %d\n", nr_threads,
	       threads);
	return false;
}
