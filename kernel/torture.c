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
 */
#include <linux/kernel.h>
#include <linux/torture.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/cpu.h>
#include <linux/workqueue.h>
#include <linux/timer.h>
#include <linux/interrupt.h>
#include <linux/completion.h>
#include <linux/fault-inject.h>
#include <linux/delay.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/time.h>
#include <linux/init.h>
#include <linux/kshell.h>
#include <linux/printk.h>
#include <linux/tty.h>
#include <asm/atomic.h>
#include <asm/div64.h>

#define TT_KIDS		4	/* kthreads a creator has at once */
#define TT_IMM		16	/* immediate work items per thread */
#define TT_DELAYED	16	/* delayed work items per thread */
#define TT_TIMERS	8	/* timers (each with a tasklet) per thread */
#define TT_CHURN_WORK	4	/* items a churned workqueue gets */
#define TT_MAX_THREADS	(2 + 3 * NR_CPUS)
#define TT_ERRORS_SHOWN	10
#define TT_FAULT_PCT	1

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

enum tt_kind { TT_HOTPLUG, TT_CREATOR, TT_FLOODER, TT_CHURNER, TT_TIMER };

static const char *const tt_kind_name[] = {
	"hotplug", "create", "flood", "churn", "timer",
};

enum tt_behaviour { KID_ERR, KID_SLEEP_INT, KID_SLEEP_UNINT, KID_SPIN,
		    KID_EXIT, KID_BEHAVIOURS };

static const char *const tt_behaviour_name[] = {
	"error", "sleep", "sleep-uninterruptible", "spin", "exit",
};

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

static u32 tt_rand(u32 *state)
{
	u32 x = *state;

	/* xorshift32: cheap, and good enough to pick what to do next. */
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*state = x;
	return x;
}

static u32 tt_seed(unsigned int salt)
{
	return ((u32)sched_clock() ^ (salt * 0x9e3779b9u)) | 1;
}

static __printf(2, 3) void tt_error(struct torture *t, const char *fmt, ...)
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

/* A random present CPU; with @ap_only, never CPU 0.  -1 if none. */
static int tt_random_cpu(u32 *rnd, bool ap_only)
{
	int cpu, n = 0, pick;

	for_each_present_cpu(cpu)
		if (!ap_only || cpu)
			n++;
	if (!n)
		return -1;
	pick = tt_rand(rnd) % n;
	for_each_present_cpu(cpu)
		if ((!ap_only || cpu) && !pick--)
			return cpu;
	return -1;
}

/* --- the hotplugger --- */

static void tt_hotplug_step(struct tt_thread *tt)
{
	struct torture *t = tt->t;
	int cpu = tt_random_cpu(&tt->rnd, true);
	bool was_online, armed;
	u64 t0, ns;
	int ret;

	if (cpu < 0) {
		msleep(100);		/* one CPU: nothing to take down */
		return;
	}
	was_online = cpu_online(cpu);
	/* Read before the call: a fault armed then may fail it after disarm. */
	armed = READ_ONCE(t->faults);
	t0 = sched_clock();
	ret = was_online ? cpu_down(cpu) : cpu_up(cpu);
	ns = sched_clock() - t0;
	if (ns > t->longest_ns) {
		t->longest_ns = ns;
		t->longest_cpu = cpu;
		t->longest_up = !was_online;
	}
	if (ns > 1000000000ULL)
		printk(KERN_INFO "torture: cpu_%s(%d) took over a second (%d)\n",
		       was_online ? "down" : "up", cpu, ret);
	if (!ret)
		atomic_inc(was_online ? &t->cpu_downs : &t->cpu_ups);
	else if (cpu_online(cpu) != was_online)
		tt_error(t, "cpu_%s(%d) returned %d but the CPU changed state",
			 was_online ? "down" : "up", cpu, ret);
	else if (armed && (ret == -ENOMEM || ret == -EINVAL))
		atomic_inc(&t->hotplug_refused);
	else
		tt_error(t, "cpu_%s(%d) returned %d", was_online ? "down" : "up",
			 cpu, ret);
	msleep(tt_rand(&tt->rnd) % 31);
}

/* Bring back every CPU the hotplugger left offline, faults disarmed. */
static void tt_hotplug_finish(struct tt_thread *tt)
{
	int cpu, ret;

	for_each_present_cpu(cpu) {
		if (cpu_online(cpu))
			continue;
		ret = cpu_up(cpu);
		if (ret)
			tt_error(tt->t, "cpu_up(%d) at the end returned %d",
				 cpu, ret);
	}
}

/* --- the creators and their kids --- */

static int tt_kid_fn(void *data)
{
	struct tt_kid *kid = data;
	unsigned int n = ++kid->calls;
	int ret = 0;

	switch (kid->behaviour) {
	case KID_ERR:
		yield();
		ret = -(int)(1 + (kid->id + n) % 120);
		break;
	case KID_SLEEP_INT:
		msleep_interruptible(1 + tt_rand(&kid->rnd) % 20);
		break;
	case KID_SLEEP_UNINT:
		msleep(1 + tt_rand(&kid->rnd) % 3);
		ret = n & 1 ? 0 : -EAGAIN;
		break;
	case KID_SPIN:
		udelay(50 + tt_rand(&kid->rnd) % 200);
		break;
	default:
		/* Leave on the first, second or third call. */
		if (n > kid->id % 3)
			complete_and_exit(&kid->exited, 0);
		msleep_interruptible(2);
		break;
	}
	WRITE_ONCE(kid->last_ret, ret);
	return ret;
}

static void tt_kid_start(struct tt_thread *tt, struct tt_kid *kid)
{
	struct torture *t = tt->t;
	u32 r = tt_rand(&tt->rnd);
	bool armed = READ_ONCE(t->faults);
	struct task_struct *k;

	kid->id = atomic_inc_return(&t->kid_ids);
	kid->behaviour = r % KID_BEHAVIOURS;
	kid->start = (r >> 8) % KID_STARTS;
	kid->calls = 0;
	kid->last_ret = 0;
	kid->rnd = tt_seed(kid->id);
	init_completion(&kid->exited);
	if (kid->start == KID_RUN)
		k = kthread_run(tt_kid_fn, kid, "tt-kid/%u", kid->id);
	else
		k = kthread_create(tt_kid_fn, kid, "tt-kid/%u", kid->id);
	if (IS_ERR(k)) {
		kid->task = NULL;
		atomic_inc(&t->create_failed);
		if (PTR_ERR(k) != -ENOMEM || !armed)
			tt_error(t, "kthread_create returned %ld", PTR_ERR(k));
		return;
	}
	atomic_inc(&t->made);
	kid->task = k;
	/* Asleep ones are bound half the time: they never run anyway. */
	if (kid->start == KID_BOUND || (kid->start == KID_ASLEEP && r >> 31))
		kthread_bind(k, tt_random_cpu(&tt->rnd, false));
	if (kid->start == KID_BOUND)
		wake_up_process(k);
}

static void tt_kid_finish(struct tt_thread *tt, struct tt_kid *kid)
{
	struct torture *t = tt->t;
	int ret, want;

	if (!kid->task)
		return;
	if (kid->behaviour == KID_EXIT && kid->start != KID_ASLEEP) {
		/* It leaves on its own: nobody may stop it. */
		if (wait_for_completion_timeout(&kid->exited, 60 * HZ))
			atomic_inc(&t->exited);
		else
			tt_error(t, "tt-kid/%u never left through do_exit",
				 kid->id);
	} else {
		ret = kthread_stop(kid->task);
		want = kid->calls ? READ_ONCE(kid->last_ret) : -EINTR;
		atomic_inc(&t->stopped);
		if (ret != want)
			tt_error(t, "kthread_stop(tt-kid/%u, %s, %s, %u calls) returned %d, want %d",
				 kid->id, tt_behaviour_name[kid->behaviour],
				 kid->start == KID_ASLEEP ? "never woken" :
				 "woken", kid->calls, ret, want);
	}
	kid->task = NULL;
}

static void tt_creator_step(struct tt_thread *tt)
{
	int n = 1 + tt_rand(&tt->rnd) % TT_KIDS, i;

	for (i = 0; i < n; i++)
		tt_kid_start(tt, &tt->kids[i]);
	/* Random lifetimes: the first made lives longest. */
	msleep(tt_rand(&tt->rnd) % 20);
	for (i = 0; i < n; i++)
		tt_kid_finish(tt, &tt->kids[i]);
}

/* --- work --- */

static void tt_work_fn(void *data)
{
	struct tt_work *w = data;

	atomic_inc(&w->ran);
}

static void tt_work_init(struct tt_thread *tt, struct tt_work *w)
{
	INIT_WORK(&w->work, tt_work_fn, w);
	w->owner = tt;
}

/* Idle: every queueing ran or was cancelled, so it may be queued again. */
static bool tt_work_idle(struct tt_work *w)
{
	return atomic_read(&w->ran) + atomic_read(&w->cancelled) ==
	       atomic_read(&w->queued);
}

static void tt_queue(struct tt_work *w, struct workqueue_struct *wq,
		     unsigned long delay)
{
	struct torture *t = w->owner->t;
	int ok;

	if (!tt_work_idle(w))
		return;
	w->wq = wq;
	atomic_inc(&w->queued);
	if (delay)
		ok = wq ? queue_delayed_work(wq, &w->work, delay) :
			  schedule_delayed_work(&w->work, delay);
	else
		ok = wq ? queue_work(wq, &w->work) : schedule_work(&w->work);
	if (ok) {
		atomic_inc(&t->work_queued);
		return;
	}
	atomic_dec(&w->queued);
	tt_error(t, "queueing an idle work item was refused");
}

static void tt_cancel(struct tt_work *w)
{
	if (cancel_delayed_work(&w->work))
		atomic_inc(&w->cancelled);
}

static void tt_flush(struct workqueue_struct *wq)
{
	if (wq)
		flush_workqueue(wq);
	else
		flush_scheduled_work();
}

/* Flush @wq; everything this thread queued there before must have run. */
static void tt_flush_check(struct tt_thread *tt, struct tt_work *w, int n,
			   struct workqueue_struct *wq)
{
	int want[TT_IMM], i;

	for (i = 0; i < n; i++)
		want[i] = atomic_read(&w[i].queued);
	tt_flush(wq);
	atomic_inc(&tt->t->flushes);
	for (i = 0; i < n; i++)
		if (w[i].wq == wq && atomic_read(&w[i].ran) < want[i])
			tt_error(tt->t, "flush_workqueue(%s) returned before work queued ahead of it ran",
				 wq ? "torture" : "events");
}

static void tt_flooder_step(struct tt_thread *tt)
{
	u32 r = tt_rand(&tt->rnd);
	struct workqueue_struct *wq = (r >> 4) & 1 ? tt->t->wq : NULL;
	unsigned int slot = (r >> 8) % TT_IMM;

	switch (r % 8) {
	case 0: case 1: case 2: case 3:
		tt_queue(&tt->imm[slot], wq, 0);
		break;
	case 4: case 5:
		tt_queue(&tt->delayed[slot % TT_DELAYED], wq,
			 1 + (r >> 16) % 20);
		break;
	case 6:
		tt_cancel(&tt->delayed[slot % TT_DELAYED]);
		break;
	default:
		tt_flush_check(tt, tt->imm, TT_IMM, wq);
		break;
	}
	if (!((r >> 24) & 3))
		msleep(1);
	else
		cond_resched();
}

/* Until every item of @tt is idle, for at most 10 s. */
static void tt_work_settle(struct tt_thread *tt)
{
	unsigned long end = jiffies + 10 * HZ;
	int i;

	for (i = 0; i < TT_DELAYED; i++)
		tt_cancel(&tt->delayed[i]);
	tt_flush(NULL);
	tt_flush(tt->t->wq);
	for (i = 0; i < TT_IMM; i++)
		while (!tt_work_idle(&tt->imm[i]) && time_before(jiffies, end))
			msleep(1);
	for (i = 0; i < TT_DELAYED; i++)
		while (!tt_work_idle(&tt->delayed[i]) &&
		       time_before(jiffies, end))
			msleep(1);
}

static void tt_churner_step(struct tt_thread *tt)
{
	struct torture *t = tt->t;
	bool armed = READ_ONCE(t->faults);
	struct workqueue_struct *wq = create_workqueue("tortwq");
	u32 r = tt_rand(&tt->rnd);
	int i;

	if (!wq) {
		atomic_inc(&t->wqs_failed);
		if (!armed)
			tt_error(t, "create_workqueue failed with no fault armed");
		msleep(1);
		return;
	}
	atomic_inc(&t->wqs_made);
	for (i = 0; i < TT_CHURN_WORK; i++)
		tt_queue(&tt->imm[i], wq, 0);
	tt_queue(&tt->delayed[0], wq, 1 + r % 5);
	tt_queue(&tt->delayed[1], wq, 1 + (r >> 8) % 5);
	msleep((r >> 16) % 5);
	/* Never destroy a queue with a timer armed: that is a misuse. */
	tt_cancel(&tt->delayed[0]);
	tt_cancel(&tt->delayed[1]);
	tt_flush_check(tt, tt->imm, TT_CHURN_WORK, wq);
	if (!tt_work_idle(&tt->delayed[0]) || !tt_work_idle(&tt->delayed[1]))
		tt_error(t, "delayed work neither ran nor was cancelled by a flush");
	destroy_workqueue(wq);
}

/* --- timers and tasklets --- */

static void tt_tasklet_fn(unsigned long data)
{
	struct tt_timer *tm = (struct tt_timer *)data;

	atomic_inc(&tm->run);
	atomic_set(&tm->pending, 0);
}

static void tt_timer_fn(unsigned long data)
{
	struct tt_timer *tm = (struct tt_timer *)data;
	int n = atomic_inc_return(&tm->fired);

	if (atomic_cmpxchg(&tm->pending, 0, 1))
		return;
	atomic_inc(&tm->scheduled);
	if (n & 1)
		tasklet_hi_schedule(&tm->tasklet);
	else
		tasklet_schedule(&tm->tasklet);
}

static bool tt_timer_idle(struct tt_timer *tm)
{
	return atomic_read(&tm->fired) + atomic_read(&tm->cancelled) ==
	       atomic_read(&tm->armed);
}

static void tt_timer_step(struct tt_thread *tt)
{
	u32 r = tt_rand(&tt->rnd);
	struct tt_timer *tm = &tt->timers[r % TT_TIMERS];
	unsigned long expires = jiffies + (r >> 16) % 5;
	int cpu;

	switch ((r >> 8) % 4) {
	case 0: case 1:
		if (!tt_timer_idle(tm) || timer_pending(&tm->timer))
			break;
		atomic_inc(&tm->armed);
		tm->timer.expires = expires;
		cpu = get_cpu();	/* so that it stays online meanwhile */
		add_timer_on(&tm->timer, cpu);
		put_cpu();
		break;
	case 2:
		if (del_timer(&tm->timer))
			atomic_inc(&tm->cancelled);
		break;
	default:
		/* Re-arms a pending timer, or arms an idle one anew. */
		if (!mod_timer(&tm->timer, expires + 1))
			atomic_inc(&tm->armed);
		break;
	}
	msleep((r >> 24) % 3);
}

static void tt_timer_finish(struct tt_thread *tt)
{
	unsigned long end = jiffies + 10 * HZ;
	int i;

	for (i = 0; i < TT_TIMERS; i++) {
		struct tt_timer *tm = &tt->timers[i];

		if (del_timer_sync(&tm->timer))
			atomic_inc(&tm->cancelled);
		while (atomic_read(&tm->pending) && time_before(jiffies, end))
			msleep(1);
		tasklet_kill(&tm->tasklet);
	}
}

/* --- the threads --- */

static void tt_step(struct tt_thread *tt)
{
	switch (tt->kind) {
	case TT_HOTPLUG:
		tt_hotplug_step(tt);
		break;
	case TT_CREATOR:
		tt_creator_step(tt);
		break;
	case TT_FLOODER:
		tt_flooder_step(tt);
		break;
	case TT_CHURNER:
		tt_churner_step(tt);
		break;
	default:
		tt_timer_step(tt);
		break;
	}
}

static void tt_finish(struct tt_thread *tt)
{
	fault_set_make_it_fail(current, false);
	if (tt->kind == TT_HOTPLUG)
		tt_hotplug_finish(tt);
	else if (tt->kind == TT_FLOODER || tt->kind == TT_CHURNER)
		tt_work_settle(tt);
	else if (tt->kind == TT_TIMER)
		tt_timer_finish(tt);
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

static void tt_thread_init(struct torture *t, struct tt_thread *tt,
			   enum tt_kind kind, int cpu)
{
	int i;

	tt->t = t;
	tt->kind = kind;
	tt->cpu = cpu;
	tt->rnd = tt_seed(t->nr_threads);
	init_completion(&tt->done);
	for (i = 0; i < TT_IMM; i++)
		tt_work_init(tt, &tt->imm[i]);
	for (i = 0; i < TT_DELAYED; i++)
		tt_work_init(tt, &tt->delayed[i]);
	for (i = 0; i < TT_TIMERS; i++) {
		struct tt_timer *tm = &tt->timers[i];

		init_timer(&tm->timer);
		tm->timer.function = tt_timer_fn;
		tm->timer.data = (unsigned long)tm;
		tasklet_init(&tm->tasklet, tt_tasklet_fn, (unsigned long)tm);
	}
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

static void tt_collect(struct torture *t, struct torture_stats *st)
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

/* Whether the counters and the task count are back, waiting up to 5 s. */
static bool tt_back(const struct alloc_counters *before, int threads)
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
