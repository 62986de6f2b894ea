// SPDX-License-Identifier: GPL-2.0
/*
 * The flush rule across hotplug: flush_workqueue() returns only once
 * everything queued before it has run, exactly once, whatever CPUs came
 * up, were vetoed or died meanwhile; and work queued for a CPU that is
 * not there runs once, elsewhere.  Also destroy_workqueue() with delayed
 * work still armed.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/workqueue.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/cpu.h>
#include <linux/notifier.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/string.h>
#include <asm/atomic.h>

#define HANG_MS	5000	/* bounds a failing case; never a timing check */

static int offline_ap(struct ktest *test)
{
	int ap = ktest_pick_ap(test);

	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	return ap;
}

struct item {
	struct work_struct work;
	atomic_t runs;
	struct completion *hold;	/* waited for first, if set */
	struct completion running;
};

static void item_fn(void *data)
{
	struct item *it = data;

	complete(&it->running);
	if (it->hold)
		wait_for_completion(it->hold);
	atomic_inc(&it->runs);
}

static void init_item(struct item *it, struct completion *hold)
{
	memset(it, 0, sizeof(*it));
	INIT_WORK(&it->work, item_fn, it);
	init_completion(&it->running);
	it->hold = hold;
}

/* A thread that flushes @wq when told to, and notes what had run then. */
struct flusher {
	struct workqueue_struct *wq;
	struct completion go;
	atomic_t started, done;
	struct item *watched;
	int watched_runs;		/* its runs when the flush returned */
};

static int flusher_fn(void *data)
{
	struct flusher *f = data;

	wait_for_completion(&f->go);
	atomic_set(&f->started, 1);
	flush_workqueue(f->wq);
	if (f->watched)
		f->watched_runs = atomic_read(&f->watched->runs);
	atomic_set(&f->done, 1);
	/* Made to run once: leave by ourselves, reaped by keventd. */
	do_exit(0);
}

static void start_flusher(struct ktest *test, struct flusher *f,
			  struct workqueue_struct *wq, struct item *watched)
{
	struct task_struct *k;

	memset(f, 0, sizeof(*f));
	f->wq = wq;
	f->watched = watched;
	init_completion(&f->go);
	k = kthread_run(flusher_fn, f, "kt-flusher");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
}

/*
 * The veto comes after the workqueue notifier made its workers for the
 * CPU: a flush and a queue_work_on() for that CPU happen right then.
 */
struct veto {
	struct notifier_block nb;
	int cpu;
	struct workqueue_struct *wq;
	struct item *item;
	struct flusher *flusher;
};

static int veto_call(struct notifier_block *nb, unsigned long action,
		     void *hcpu)
{
	struct veto *v = container_of(nb, struct veto, nb);

	if (action != CPU_UP_PREPARE || (long)hcpu != v->cpu)
		return NOTIFY_DONE;
	queue_work_on(v->cpu, v->wq, &v->item->work);
	complete(&v->flusher->go);
	/* Let the flush put its barriers down before the veto. */
	KTEST_WAIT_UNTIL(atomic_read(&v->flusher->started), HANG_MS);
	msleep(20);
	return NOTIFY_BAD;
}

static void flush_overlapping_vetoed_up_returns(struct ktest *test)
{
	struct workqueue_struct *wq;
	struct flusher f;
	struct item it;
	struct veto v = {
		.nb = { .notifier_call = veto_call, .priority = -10 },
	};
	int ap = offline_ap(test);

	wq = create_workqueue("kt-veto");
	KTEST_ASSERT_NOT_NULL(test, wq);
	init_item(&it, NULL);
	start_flusher(test, &f, wq, NULL);
	v.cpu = ap;
	v.wq = wq;
	v.item = &it;
	v.flusher = &f;
	register_cpu_notifier(&v.nb);
	KTEST_EXPECT_EQ(test, cpu_up(ap), -EINVAL);
	unregister_cpu_notifier(&v.nb);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&f.done), HANG_MS));
	/* Queued for the vetoed CPU: it ran once, somewhere else. */
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&it.runs), HANG_MS));
	flush_workqueue(wq);
	KTEST_EXPECT_EQ(test, atomic_read(&it.runs), 1);

	/* The next up is clean, and the CPU's queue works. */
	KTEST_ASSERT_EQ(test, cpu_up(ap), 0);
	init_item(&it, NULL);
	queue_work_on(ap, wq, &it.work);
	flush_workqueue(wq);
	KTEST_EXPECT_EQ(test, atomic_read(&it.runs), 1);
	destroy_workqueue(wq);
}

/* cpu_down() in a thread of its own, so the case can act meanwhile. */
struct downer {
	int cpu, ret;
	atomic_t done;
};

static int downer_fn(void *data)
{
	struct downer *d = data;

	d->ret = cpu_down(d->cpu);
	atomic_set(&d->done, 1);
	do_exit(0);
}

static bool stop_sent(struct workqueue_struct *wq, int cpu)
{
	char name[16];
	struct task_struct *p;
	bool sent;

	snprintf(name, sizeof(name), "kt-dead/%d", cpu);
	p = find_get_task_by_pid(ktest_pid_of(name));
	if (!p)
		return false;
	sent = sigismember(&p->pending.signal, SIGTERM);
	put_task_struct(p);
	return sent;
}

/*
 * The dying CPU's worker is busy with an item when CPU_DEAD stops it,
 * and another item waits behind it.  A flush in that window must wait
 * for both, though the worker is going and its list not yet moved.
 */
static void flush_during_cpu_dead_waits(struct ktest *test)
{
	struct workqueue_struct *wq;
	DECLARE_COMPLETION(release);
	struct item busy, behind;
	struct downer d = { 0 };
	struct flusher f;
	struct task_struct *k;
	int ap = offline_ap(test);

	KTEST_ASSERT_EQ(test, cpu_up(ap), 0);
	wq = create_workqueue("kt-dead");
	KTEST_ASSERT_NOT_NULL(test, wq);
	init_item(&busy, &release);
	init_item(&behind, NULL);
	queue_work_on(ap, wq, &busy.work);
	queue_work_on(ap, wq, &behind.work);
	wait_for_completion(&busy.running);

	/* Made now: once the stop waits, this CPU's keventd may be busy. */
	start_flusher(test, &f, wq, &behind);
	d.cpu = ap;
	k = kthread_run(downer_fn, &d, "kt-downer");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	/* CPU_DEAD has begun the worker's stop: its SIGTERM is in. */
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(stop_sent(wq, ap), HANG_MS));

	complete(&f.go);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&f.started), HANG_MS));
	msleep(50);
	/* Nothing queued before the flush has run: it cannot be back. */
	KTEST_EXPECT_EQ(test, atomic_read(&f.done), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&behind.runs), 0);

	complete(&release);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&f.done), HANG_MS));
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&d.done), HANG_MS));
	KTEST_EXPECT_EQ(test, d.ret, 0);
	KTEST_EXPECT_EQ(test, f.watched_runs, 1);
	KTEST_EXPECT_EQ(test, atomic_read(&busy.runs), 1);
	KTEST_EXPECT_EQ(test, atomic_read(&behind.runs), 1);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
	destroy_workqueue(wq);
}

/* Work queued for a CPU that is down runs once, on one that is up. */
static void work_for_offline_cpu_runs_once(struct ktest *test)
{
	struct workqueue_struct *wq;
	struct item it;
	int ap = offline_ap(test);

	wq = create_workqueue("kt-off");
	KTEST_ASSERT_NOT_NULL(test, wq);
	init_item(&it, NULL);
	queue_work_on(ap, wq, &it.work);
	flush_workqueue(wq);
	KTEST_EXPECT_EQ(test, atomic_read(&it.runs), 1);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
	destroy_workqueue(wq);
}

static void destroy_with_delayed_work_cancels_it(struct ktest *test)
{
	struct workqueue_struct *wq;
	struct ktest_leak_check leak;
	struct item it;
	unsigned long mark;
	char log[2048];

	ktest_leak_start(&leak);
	wq = create_workqueue("kt-armed");
	KTEST_ASSERT_NOT_NULL(test, wq);
	init_item(&it, NULL);
	KTEST_EXPECT_EQ(test, queue_delayed_work(wq, &it.work, HZ / 10), 1);
	mark = ktest_console_mute();
	destroy_workqueue(wq);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "kt-armed has delayed work pending"));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "called from"));
	/* Past its time: its timer must not fire into the freed queue. */
	msleep(200);
	KTEST_EXPECT_EQ(test, atomic_read(&it.runs), 0);
	KTEST_EXPECT_FALSE(test, test_bit(0, &it.work.pending));
	ktest_expect_no_leak(test, &leak);
}

static struct ktest_case wq_hotplug_cases[] = {
	KTEST_CASE(flush_overlapping_vetoed_up_returns),
	KTEST_CASE(flush_during_cpu_dead_waits),
	KTEST_CASE(work_for_offline_cpu_runs_once),
	KTEST_CASE(destroy_with_delayed_work_cancels_it),
	{}
};

static struct ktest_suite wq_hotplug_suite = {
	.name = "workqueue_hotplug",
	.cases = wq_hotplug_cases,
};
ktest_register(wq_hotplug_suite);
