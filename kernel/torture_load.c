// SPDX-License-Identifier: GPL-2.0
/*
 * The torture run's load: what each of its threads does, one step at a
 * time -- the hotplugger, the kthread creators and their kids, the work
 * flooders and the workqueue churner, the timer threads -- and how each
 * puts its items to rest when told to finish.  kernel/torture.c starts
 * the threads, loops them and stops them; its head comment describes
 * the whole run.
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/cpu.h>
#include <linux/workqueue.h>
#include <linux/timer.h>
#include <linux/interrupt.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/time.h>
#include <asm/atomic.h>
#include "torture.h"

static const char *const tt_behaviour_name[] = {
	"error", "sleep", "sleep-uninterruptible", "spin", "exit",
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

/*
 * Cancel and flush until every item of @tt is idle, for at most 10 s;
 * one still busy then shows in the books.
 */
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

/* Delete every timer of @tt and kill its tasklets. */
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

void tt_step(struct tt_thread *tt)
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

void tt_settle(struct tt_thread *tt)
{
	switch (tt->kind) {
	case TT_HOTPLUG:
		tt_hotplug_finish(tt);
		break;
	case TT_FLOODER:
	case TT_CHURNER:
		tt_work_settle(tt);
		break;
	case TT_TIMER:
		tt_timer_finish(tt);
		break;
	default:
		break;
	}
}

void tt_thread_init(struct torture *t, struct tt_thread *tt,
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
