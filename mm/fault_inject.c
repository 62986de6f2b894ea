// SPDX-License-Identifier: GPL-2.0
/*
 * Allocation failure on demand: either the n-th allocation from now, or
 * every allocation a given task makes.  See <linux/fault-inject.h>.
 */
#include <linux/kernel.h>
#include <linux/fault-inject.h>
#include <linux/hardirq.h>
#include <linux/sched.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(fail_lock);
static int fail_countdown;		/* 0: disarmed */
static struct task_struct *fail_target;
static unsigned long fail_total;

void alloc_fail_nth(int n)
{
	unsigned long flags;

	spin_lock_irqsave(&fail_lock, flags);
	fail_countdown = n > 0 ? n : 0;
	spin_unlock_irqrestore(&fail_lock, flags);
}

void alloc_fail_task(struct task_struct *t)
{
	unsigned long flags;

	spin_lock_irqsave(&fail_lock, flags);
	fail_target = t;
	spin_unlock_irqrestore(&fail_lock, flags);
}

void alloc_fail_reset(void)
{
	unsigned long flags;

	spin_lock_irqsave(&fail_lock, flags);
	fail_countdown = 0;
	fail_target = NULL;
	spin_unlock_irqrestore(&fail_lock, flags);
}

bool alloc_fail_pending(void)
{
	return READ_ONCE(fail_countdown) > 0;
}

unsigned long alloc_fail_count(void)
{
	return READ_ONCE(fail_total);
}

bool should_fail_alloc(void)
{
	unsigned long flags;
	bool fail = false;

	/* The common case, nothing armed, takes no lock. */
	if (!READ_ONCE(fail_countdown) && !READ_ONCE(fail_target))
		return false;
	if (in_interrupt())
		return false;

	spin_lock_irqsave(&fail_lock, flags);
	if (fail_target && fail_target == current)
		fail = true;
	else if (fail_countdown > 0 && --fail_countdown == 0)
		fail = true;
	if (fail)
		fail_total++;
	spin_unlock_irqrestore(&fail_lock, flags);
	return fail;
}
