// SPDX-License-Identifier: GPL-2.0
/*
 * Wait queues (see <linux/wait.h>).
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/wait.h>

void add_wait_queue(wait_queue_head_t *q, wait_queue_t *wait)
{
	unsigned long flags;

	wait->flags &= ~WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&q->lock, flags);
	list_add(&wait->task_list, &q->task_list);
	spin_unlock_irqrestore(&q->lock, flags);
}

void add_wait_queue_exclusive(wait_queue_head_t *q, wait_queue_t *wait)
{
	unsigned long flags;

	wait->flags |= WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&q->lock, flags);
	list_add_tail(&wait->task_list, &q->task_list);
	spin_unlock_irqrestore(&q->lock, flags);
}

void remove_wait_queue(wait_queue_head_t *q, wait_queue_t *wait)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	list_del(&wait->task_list);
	spin_unlock_irqrestore(&q->lock, flags);
}

int default_wake_function(wait_queue_t *wait, unsigned int mode, int sync)
{
	return wake_up_state(wait->task, mode);
}

int autoremove_wake_function(wait_queue_t *wait, unsigned int mode,
			     int sync)
{
	int ret = default_wake_function(wait, mode, sync);

	if (ret)
		list_del_init(&wait->task_list);
	return ret;
}

/*
 * Non-exclusive waiters sit at the head and are all woken; the walk
 * stops after @nr_exclusive exclusive ones have been.
 */
void __wake_up_locked(wait_queue_head_t *q, unsigned int mode,
		      int nr_exclusive)
{
	wait_queue_t *curr, *next;

	lockdep_assert_held(&q->lock);
	list_for_each_entry_safe(curr, next, &q->task_list, task_list) {
		unsigned int flags = curr->flags;

		if (curr->func(curr, mode, 0) &&
		    (flags & WQ_FLAG_EXCLUSIVE) && !--nr_exclusive)
			break;
	}
}

void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr_exclusive)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	__wake_up_locked(q, mode, nr_exclusive);
	spin_unlock_irqrestore(&q->lock, flags);
}

void prepare_to_wait(wait_queue_head_t *q, wait_queue_t *wait, int state)
{
	unsigned long flags;

	wait->flags &= ~WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&q->lock, flags);
	if (list_empty(&wait->task_list))
		list_add(&wait->task_list, &q->task_list);
	set_current_state(state);
	spin_unlock_irqrestore(&q->lock, flags);
}

void prepare_to_wait_exclusive(wait_queue_head_t *q, wait_queue_t *wait,
			       int state)
{
	unsigned long flags;

	wait->flags |= WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&q->lock, flags);
	if (list_empty(&wait->task_list))
		list_add_tail(&wait->task_list, &q->task_list);
	set_current_state(state);
	spin_unlock_irqrestore(&q->lock, flags);
}

void finish_wait(wait_queue_head_t *q, wait_queue_t *wait)
{
	unsigned long flags;

	__set_current_state(TASK_RUNNING);
	spin_lock_irqsave(&q->lock, flags);
	list_del_init(&wait->task_list);
	spin_unlock_irqrestore(&q->lock, flags);
}
