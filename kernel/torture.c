// SPDX-License-Identifier: GPL-2.0
/*
 * The torture run.  For a number of seconds, all at once:
 *
 *  - a hotplugger takes random application processors down and brings
 *    them back, at random intervals;
 *  - a creator on every CPU makes one to four kthreads at a time, with
 *    kthread_create (left asleep, or bound with kthread_bind and woken)
 *    or kthread_run, gives each a random behaviour (return an error,
 *    sleep interruptibly, sleep uninterruptibly, spin, or leave through
 *    do_exit) and a random lifetime, then stops it with kthread_stop and
 *    checks that the stop returned what the thread last returned, or
 *    -EINTR when it never ran;
 *  - a flooder on every CPU queues work on keventd and on a workqueue of
 *    the run's, immediate and delayed, cancels delayed work and flushes,
 *    checking after each flush that its work queued before has run;
 *  - a churner creates workqueues, queues on them, and destroys them;
 *  - a timer thread on every CPU arms, re-arms and deletes timers on its
 *    CPU, and each timer schedules a tasklet;
 *  - failslab, fail_page_alloc and fail_kthread fail 1% of the fault
 *    points the run's own threads reach (keventd's work for them
 *    included), and nothing else.
 *
 * Every work item, timer and tasklet is counted where it is queued and
 * where it runs, per item, so that at the end each must have run exactly
 * once per queueing (or have been cancelled), each timer fired once per
 * arming.  The allocator counters and nr_threads must be back where they
 * were, and no WARN() may have fired.  Each broken promise is printed
 * ("torture: FAIL: ..."), the first few in full.
 *
 * The run's own threads are kthreads too, but they are told to finish
 * by a flag and only stopped once idle: stopping a thread that is itself
 * in kthread_create() or cpu_up() would wait on keventd from keventd.
 *
 * This file is the engine: the parameter, the run's threads and their
 * lifecycle, the fault switch, the main loop and the report.  What the
 * threads do is in kernel/torture_load.c; the books kept at the end are
 * in kernel/torture_account.c.
 */
#include <linux/kernel.h>
#include <linux/torture.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/cpu.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/fault-inject.h>
#include <linux/delay.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/init.h>
#include <linux/kshell.h>
#include <linux/printk.h>
#include <linux/tty.h>
#include <asm/atomic.h>
#include <asm/div64.h>
#include "torture.h"

unsigned int torture_duration = 60;

static int __init torture_duration_setup(char *s)
{
	int secs;

	if (kstrtoint(s, 0, &secs) || secs < 1 || secs > 7 * 24 * 3600) {
		printk(KERN_ERR "torture_duration=%s: want seconds, 1 or more\n",
		       s);
		return 0;
	}
	torture_duration = secs;
	return 1;
}
__setup("torture_duration=", torture_duration_setup);

const char *const tt_kind_name[] = {
	"hotplug", "create", "flood", "churn", "timer",
};

__printf(2, 3) void tt_error(struct torture *t, const char *fmt, ...)
{
	char msg[160];
	va_list args;

	if (atomic_inc_return(&t->errors) > TT_ERRORS_SHOWN)
		return;
	va_start(args, fmt);
	vscnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);
	printk(KERN_ERR "torture: FAIL: %s\n", msg);
}

/* --- the threads --- */

static void tt_finish(struct tt_thread *tt)
{
	fault_set_make_it_fail(current, false);
	tt_settle(tt);
	tt->finished = true;
	complete(&tt->done);
}

/* The kthread's function: one step per call, as kthread loops it. */
static int tt_thread_fn(void *data)
{
	struct tt_thread *tt = data;

	if (tt->finished) {
		/* Only kthread_stop() is left to come. */
		msleep_interruptible(60 * 1000);
		return 0;
	}
	if (READ_ONCE(tt->stop)) {
		tt_finish(tt);
		return 0;
	}
	/* Come back to the CPU it keeps to, once that is online again. */
	if (tt->cpu >= 0 && cpu_online(tt->cpu) &&
	    !cpus_equal(current->cpus_allowed, cpumask_of_cpu(tt->cpu)))
		set_cpus_allowed(current, cpumask_of_cpu(tt->cpu));
	tt_step(tt);
	return 0;
}

static int tt_add_thread(struct torture *t, enum tt_kind kind, int cpu)
{
	struct tt_thread *tt = kzalloc(sizeof(*tt), GFP_KERNEL);
	struct task_struct *k;

	if (!tt)
		return -ENOMEM;
	tt_thread_init(t, tt, kind, cpu);
	if (cpu >= 0)
		k = kthread_create(tt_thread_fn, tt, "torture-%s/%d",
				   tt_kind_name[kind], cpu);
	else
		k = kthread_create(tt_thread_fn, tt, "torture-%s",
				   tt_kind_name[kind]);
	if (IS_ERR(k)) {
		kfree(tt);
		return PTR_ERR(k);
	}
	if (cpu >= 0)
		kthread_bind(k, cpu);
	tt->task = k;
	t->threads[t->nr_threads++] = tt;
	return 0;
}

static int tt_make_threads(struct torture *t)
{
	int cpu, err;

	err = tt_add_thread(t, TT_HOTPLUG, -1);
	if (!err)
		err = tt_add_thread(t, TT_CHURNER, -1);
	for_each_online_cpu(cpu) {
		if (!err)
			err = tt_add_thread(t, TT_CREATOR, cpu);
		if (!err)
			err = tt_add_thread(t, TT_FLOODER, cpu);
		if (!err)
			err = tt_add_thread(t, TT_TIMER, cpu);
	}
	return err;
}

static struct fault_attr *const tt_attrs[] = {
	&failslab, &fail_page_alloc, &fail_kthread,
};

static void tt_faults(struct torture *t, bool on)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tt_attrs); i++) {
		if (on) {
			fault_attr_set_task_filter(tt_attrs[i], true);
			fault_attr_set(tt_attrs[i], 1, TT_FAULT_PCT, 0, -1);
		} else {
			fault_attr_reset(tt_attrs[i]);
		}
	}
	for (i = 0; i < t->nr_threads; i++)
		fault_set_make_it_fail(t->threads[i]->task, on);
	WRITE_ONCE(t->faults, on);
}

/* Tell every thread to finish, wait until it has, then stop it. */
static void tt_stop_threads(struct torture *t)
{
	int i;

	for (i = 0; i < t->nr_threads; i++)
		WRITE_ONCE(t->threads[i]->stop, true);
	for (i = 0; i < t->nr_threads; i++) {
		struct tt_thread *tt = t->threads[i];

		if (!wait_for_completion_timeout(&tt->done, 120 * HZ)) {
			tt_error(t, "%s did not finish in 120 s",
				 tt->task->comm);
			continue;	/* left running: reported, not freed */
		}
		kthread_stop(tt->task);
		tt->task = NULL;
	}
}

static void tt_free(struct torture *t)
{
	int i;

	for (i = 0; i < t->nr_threads; i++)
		if (!t->threads[i]->task)
			kfree(t->threads[i]);
	if (t->wq)
		destroy_workqueue(t->wq);
	kfree(t);
}

static void tt_progress(struct torture *t, unsigned int secs,
			unsigned int total)
{
	printk(KERN_INFO "torture: %u/%u s: %d cpu_down, %d cpu_up, %d kthreads, %d work, %d errors\n",
	       secs, total, atomic_read(&t->cpu_downs),
	       atomic_read(&t->cpu_ups), atomic_read(&t->made),
	       atomic_read(&t->work_queued), atomic_read(&t->errors));
}

/* The load itself, from the threads' start to their stop. */
static int tt_load(struct torture *t, unsigned int seconds,
		   struct torture_stats *st)
{
	unsigned int s;
	int i, err;

	t->wq = create_workqueue("torture");
	if (!t->wq)
		return -ENOMEM;
	err = tt_make_threads(t);
	if (err)
		goto stop;
	tt_faults(t, true);
	for (i = 0; i < t->nr_threads; i++)
		wake_up_process(t->threads[i]->task);
	for (s = 1; s <= seconds; s++) {
		if (msleep_interruptible(1000))
			break;
		if (s % 10 == 0 && s < seconds)
			tt_progress(t, s, seconds);
	}
	st->seconds = s > seconds ? seconds : s;
stop:
	tt_faults(t, false);
	/* Those never woken still finish: their flag is seen at once. */
	for (i = 0; i < t->nr_threads; i++)
		wake_up_process(t->threads[i]->task);
	tt_stop_threads(t);
	return err;
}

static void tt_report(const struct torture_stats *st)
{
	u64 longest_us = st->longest_op_ns;

	do_div(longest_us, 1000);
	printk(KERN_INFO "torture: %u s: hotplug %lu cpu_down + %lu cpu_up, %lu refused by a fault, longest %llu us (cpu_%s %d)\n",
	       st->seconds, st->cpu_downs, st->cpu_ups, st->hotplug_refused,
	       longest_us, st->longest_was_up ? "up" : "down",
	       st->longest_cpu);
	printk(KERN_INFO "torture: kthreads %lu made, %lu stopped, %lu exited, %lu creates failed by a fault\n",
	       st->threads_made, st->threads_stopped, st->threads_exited,
	       st->create_failed);
	printk(KERN_INFO "torture: work %lu queued, %lu ran, %lu cancelled, %lu flushes; workqueues %lu made, %lu failed\n",
	       st->work_queued, st->work_ran, st->work_cancelled, st->flushes,
	       st->wqs_made, st->wqs_failed);
	printk(KERN_INFO "torture: timers %lu armed, %lu fired, %lu cancelled; tasklets %lu scheduled, %lu ran\n",
	       st->timers_armed, st->timers_fired, st->timers_cancelled,
	       st->tasklets_scheduled, st->tasklets_run);
	printk(KERN_INFO "torture: %lu faults injected, %lu warnings, %lu errors, %s\n",
	       st->faults, st->warnings, st->errors,
	       st->leaked ? "leaked" : "nothing leaked");
	printk(KERN_INFO "torture: %s\n",
	       st->errors || st->warnings || st->leaked ? "FAIL" : "PASS");
}

static atomic_t torture_running = ATOMIC_INIT(0);

int torture_run(unsigned int seconds, struct torture_stats *st)
{
	unsigned long faults = fault_injected_total();
	unsigned long warns = warn_count();
	struct alloc_counters before;
	struct torture *t;
	int threads, err;

	memset(st, 0, sizeof(*st));
	if (!seconds)
		return -EINVAL;
	if (atomic_cmpxchg(&torture_running, 0, 1))
		return -EBUSY;
	/* Tasks reaped just before free their stacks as they switch out. */
	while (atomic_read(&nr_dead_tasks))
		msleep(1);
	alloc_counters_read(&before);
	threads = nr_threads;
	printk(KERN_INFO "torture: %u s on %d CPUs, %d%% of the load's allocations failing\n",
	       seconds, num_online_cpus(), TT_FAULT_PCT);
	err = -ENOMEM;
	t = kzalloc(sizeof(*t), GFP_KERNEL);
	if (t) {
		err = tt_load(t, seconds, st);
		tt_collect(t, st);
		st->errors = atomic_read(&t->errors);
		tt_free(t);
	}
	st->faults = fault_injected_total() - faults;
	st->warnings = warn_count() - warns;
	st->leaked = !tt_back(&before, threads);
	tt_report(st);
	atomic_set(&torture_running, 0);
	if (err)
		return err;
	return st->errors || st->warnings || st->leaked ? -EIO : 0;
}

static int cmd_torture(int argc, char **argv)
{
	struct torture_stats st;
	int secs = torture_duration;

	if (argc > 2 || (argc == 2 && (kstrtoint(argv[1], 0, &secs) ||
				       secs < 1))) {
		tty_printf("usage: torture [SECONDS]  (default %u)\n",
			   torture_duration);
		return -EINVAL;
	}
	return torture_run(secs, &st);
}
KSHELL_COMMAND(cmd_torture, "torture",
	       "torture [S]: hotplug, kthreads, work, timers and faults at once for S s");
