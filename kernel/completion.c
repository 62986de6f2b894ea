// SPDX-License-Identifier: GPL-2.0
/*
 * Completions (see <linux/completion.h>): a count of "done" events under
 * the wait queue's lock, and exclusive waiters so that one complete()
 * wakes one waiter.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/completion.h>

/* complete_all() leaves this many: every later wait returns at once. */
#define COMPLETE_ALL_DONE	(UINT_MAX / 2)

void complete(struct completion *x)
{
	unsigned long flags;

	spin_lock_irqsave(&x->wait.lock, flags);
	if (x->done != COMPLETE_ALL_DONE)
		x->done++;
	__wake_up_locked(&x->wait, TASK_NORMAL_WAKE, 1);
	spin_unlock_irqrestore(&x->wait.lock, flags);
}

void complete_all(struct completion *x)
{
	unsigned long flags;

	spin_lock_irqsave(&x->wait.lock, flags);
	x->done = COMPLETE_ALL_DONE;
	__wake_up_locked(&x->wait, TASK_NORMAL_WAKE, 0);
	spin_unlock_irqrestore(&x->wait.lock, flags);
}

/*
 * Wait with the queue's lock held except while asleep.  Return the
 * jiffies left (at least 1) on success, 0 on timeout, -ERESTARTSYS when
 * interrupted.
 */
static long do_wait_for_common(struct completion *x, long timeout, int state)
{
	DECLARE_WAITQUEUE(wait, current);

	if (!x->done) {
		wait.flags |= WQ_FLAG_EXCLUSIVE;
		list_add_tail(&wait.task_list, &x->wait.task_list);
		do {
			if (state == TASK_INTERRUPTIBLE &&
			    signal_pending(current)) {
				list_del(&wait.task_list);
				return -ERESTARTSYS;
			}
			__set_current_state(state);
			/*
			 * No preemption on the way to sleep: a task woken
			 * just before (the one we wait for, often) would
			 * take the CPU and leave us on the runqueue, only
			 * to be switched back to so that we can sleep.
			 */
			preempt_disable();
			spin_unlock_irq(&x->wait.lock);
			preempt_enable_no_resched();
			timeout = schedule_timeout(timeout);
			spin_lock_irq(&x->wait.lock);
		} while (!x->done && timeout);
		list_del(&wait.task_list);
		if (!x->done)
			return 0;
	}
	if (x->done != COMPLETE_ALL_DONE)
		x->done--;
	return timeout ? timeout : 1;
}

static long wait_for_common(struct completion *x, long timeout, int state)
{
	long ret;

	might_sleep();
	spin_lock_irq(&x->wait.lock);
	ret = do_wait_for_common(x, timeout, state);
	spin_unlock_irq(&x->wait.lock);
	return ret;
}

void __sched wait_for_completion(struct completion *x)
{
	wait_for_common(x, MAX_SCHEDULE_TIMEOUT, TASK_UNINTERRUPTIBLE);
}

unsigned long __sched wait_for_completion_timeout(struct completion *x,
						  unsigned long timeout)
{
	return wait_for_common(x, timeout, TASK_UNINTERRUPTIBLE);
}

int __sched wait_for_completion_interruptible(struct completion *x)
{
	long ret = wait_for_common(x, MAX_SCHEDULE_TIMEOUT, TASK_INTERRUPTIBLE);

	return ret < 0 ? ret : 0;
}

bool try_wait_for_completion(struct completion *x)
{
	unsigned long flags;
	bool ret = false;

	spin_lock_irqsave(&x->wait.lock, flags);
	if (x->done) {
		if (x->done != COMPLETE_ALL_DONE)
			x->done--;
		ret = true;
	}
	spin_unlock_irqrestore(&x->wait.lock, flags);
	return ret;
}
