// SPDX-License-Identifier: GPL-2.0
/*
 * Counting semaphores (see <asm/semaphore.h>).  The count and the queue
 * share the queue's lock; a sleeper re-tests the count when woken, and
 * one that leaves early (a signal) passes any wake-up it took on.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/errno.h>
#include <asm/semaphore.h>

static int __down_common(struct semaphore *sem, int state)
{
	DECLARE_WAITQUEUE(wait, current);
	unsigned long flags;
	int ret = 0;

	might_sleep();
	spin_lock_irqsave(&sem->wait.lock, flags);
	if (sem->count > 0) {
		sem->count--;
		goto out;
	}
	wait.flags |= WQ_FLAG_EXCLUSIVE;
	list_add_tail(&wait.task_list, &sem->wait.task_list);
	for (;;) {
		if (state == TASK_INTERRUPTIBLE && signal_pending(current)) {
			ret = -EINTR;
			break;
		}
		__set_current_state(state);
		spin_unlock_irqrestore(&sem->wait.lock, flags);
		schedule();
		spin_lock_irqsave(&sem->wait.lock, flags);
		if (sem->count > 0) {
			sem->count--;
			break;
		}
	}
	list_del(&wait.task_list);
	/* A count is still there for someone else: pass the wake-up on. */
	if (ret && sem->count > 0)
		__wake_up_locked(&sem->wait, TASK_NORMAL_WAKE, 1);
out:
	spin_unlock_irqrestore(&sem->wait.lock, flags);
	__set_current_state(TASK_RUNNING);
	return ret;
}

void __sched down(struct semaphore *sem)
{
	__down_common(sem, TASK_UNINTERRUPTIBLE);
}

int __sched down_interruptible(struct semaphore *sem)
{
	return __down_common(sem, TASK_INTERRUPTIBLE);
}

int down_trylock(struct semaphore *sem)
{
	unsigned long flags;
	int busy = 1;

	spin_lock_irqsave(&sem->wait.lock, flags);
	if (sem->count > 0) {
		sem->count--;
		busy = 0;
	}
	spin_unlock_irqrestore(&sem->wait.lock, flags);
	return busy;
}

void up(struct semaphore *sem)
{
	unsigned long flags;

	spin_lock_irqsave(&sem->wait.lock, flags);
	sem->count++;
	__wake_up_locked(&sem->wait, TASK_NORMAL_WAKE, 1);
	spin_unlock_irqrestore(&sem->wait.lock, flags);
}
