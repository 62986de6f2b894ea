/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_WORKQUEUE_H
#define _LINUX_WORKQUEUE_H

/*
 * Workqueues, in their Linux 2.6.1 form: a work item carries its
 * function and data; each workqueue has one worker thread per online
 * CPU (NAME/N), and work runs on the CPU it was queued on.  The "events"
 * queue is keventd.  See Documentation/workqueue.txt.
 */

#include <linux/list.h>
#include <linux/timer.h>
#include <linux/bitops.h>

struct workqueue_struct;

struct work_struct {
	unsigned long pending;		/* bit 0: queued or timer armed */
	struct list_head entry;
	void (*func)(void *data);
	void *data;
	void *wq_data;			/* the cpu_workqueue it is on */
	struct timer_list timer;	/* for delayed work */
};

#define __WORK_INITIALIZER(n, f, d) {					\
	.entry = { &(n).entry, &(n).entry },				\
	.func = (f),							\
	.data = (d),							\
	.timer = TIMER_INITIALIZER(NULL, 0, 0),				\
	}

#define DECLARE_WORK(n, f, d)						\
	struct work_struct n = __WORK_INITIALIZER(n, f, d)

/* Initialize a work item at run time. */
#define PREPARE_WORK(_work, _func, _data)				\
	do {								\
		(_work)->func = _func;					\
		(_work)->data = _data;					\
	} while (0)

#define INIT_WORK(_work, _func, _data)					\
	do {								\
		INIT_LIST_HEAD(&(_work)->entry);			\
		(_work)->pending = 0;					\
		PREPARE_WORK((_work), (_func), (_data));		\
		init_timer(&(_work)->timer);				\
	} while (0)

/**
 * create_workqueue - make a workqueue with a worker per online CPU
 * @name: the workers are named NAME/N; at most 11 characters
 *
 * Return: the workqueue, or NULL (no memory, no worker, or a name too
 * long: that one with a warning).
 */
struct workqueue_struct *create_workqueue(const char *name);

/**
 * destroy_workqueue - flush a workqueue, stop its workers, free it
 * @wq: the workqueue
 *
 * Delayed work still armed on it is a caller's bug: it is cancelled,
 * with a warning, rather than left to fire into freed memory.
 */
void destroy_workqueue(struct workqueue_struct *wq);

/**
 * queue_work - queue work on the current CPU's worker
 * @wq: the workqueue
 * @work: the work item
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int queue_work(struct workqueue_struct *wq, struct work_struct *work);

/**
 * queue_delayed_work - queue work after a delay
 * @wq: the workqueue
 * @work: the work item
 * @delay: jiffies to wait first (0: queue at once)
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int queue_delayed_work(struct workqueue_struct *wq, struct work_struct *work,
		       unsigned long delay);

/**
 * flush_workqueue - wait for all work queued before the call to run
 * @wq: the workqueue
 *
 * Waits on every CPU.  Work queued meanwhile is not waited for.
 */
void flush_workqueue(struct workqueue_struct *wq);

/**
 * schedule_work - queue work on keventd ("events")
 * @work: the work item
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int schedule_work(struct work_struct *work);

/**
 * schedule_delayed_work - queue work on keventd after a delay
 * @work: the work item
 * @delay: jiffies
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int schedule_delayed_work(struct work_struct *work, unsigned long delay);

/**
 * schedule_delayed_work_on - queue work on keventd of a CPU after a delay
 * @cpu: the CPU whose worker runs it
 * @work: the work item
 * @delay: jiffies
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int schedule_delayed_work_on(int cpu, struct work_struct *work,
			     unsigned long delay);

/**
 * queue_work_on - queue work on a given CPU's worker
 * @cpu: an online CPU
 * @wq: the workqueue
 * @work: the work item
 *
 * Return: 1 if queued, 0 if it was already pending.
 */
int queue_work_on(int cpu, struct workqueue_struct *wq,
		  struct work_struct *work);

/**
 * flush_scheduled_work - flush_workqueue() of keventd
 */
void flush_scheduled_work(void);

/**
 * cancel_delayed_work - stop delayed work whose timer has not fired yet
 * @work: the work item
 *
 * Return: 1 if the timer was stopped (the work will not run), 0 if it
 * had already fired (the work is queued or done).
 */
int cancel_delayed_work(struct work_struct *work);

/**
 * keventd_up - whether the events workqueue exists
 */
int keventd_up(void);

/**
 * keventd_lockdep_wait - tell lock_debug the caller is about to wait for
 *	keventd, as kthread_create() and kthread_stop() do
 *
 * A work item on keventd that takes a lock the waiter holds is then
 * reported as the deadlock it is.
 */
void keventd_lockdep_wait(void);

/**
 * current_is_keventd - whether the caller is an events/N worker
 */
int current_is_keventd(void);

/**
 * init_workqueues - make the events workqueue (init calls this at boot)
 */
void init_workqueues(void);

#endif /* _LINUX_WORKQUEUE_H */
