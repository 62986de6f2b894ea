// SPDX-License-Identifier: GPL-2.0
/*
 * The soft-lockup detector: a CPU that has not scheduled for
 * softlockup_thresh seconds is reported, with the registers and the
 * backtrace of what it is stuck in, as Linux does:
 *
 *	BUG: soft lockup - CPU#2 stuck for 10s! [name:pid]
 *
 * Linux 2.6 has a watchdog/N thread per CPU touch a timestamp and the
 * tick check it.  Here the tick alone does the work, so that no CPU
 * pays a thread (a stack) for it: each tick that finds the CPU unable
 * to schedule (preemption or bottom halves off, or in a softirq) counts
 * one; a tick that finds it preemptible, and every call to schedule(),
 * start the count again.  A task that runs alone but preemptibly is
 * not stuck: the moment anything else wants the CPU, it gets it.
 *
 * The count is in this CPU's own ticks, not in jiffies: a virtual CPU
 * the host does not run for a while (two cores and a lot of QEMU here)
 * misses its ticks too, and is not taken for a stuck one.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/hardirq.h>
#include <asm/traps.h>
#include "sched.h"

int softlockup_thresh = 10;
atomic_t softlockup_reports = ATOMIC_INIT(0);

/* softlockup_thresh=N: seconds; 0 turns the detector off. */
static int __init softlockup_thresh_setup(char *s)
{
	int secs;

	if (kstrtoint(s, 0, &secs) || secs < 0 || secs > INT_MAX / HZ)
		return 0;
	softlockup_thresh = secs;
	return 1;
}
__setup("softlockup_thresh=", softlockup_thresh_setup);

void touch_softlockup_watchdog(void)
{
	this_rq()->lockup_ticks = 0;
}

static void report(struct runqueue *rq, struct pt_regs *regs)
{
	printk(KERN_ERR "BUG: soft lockup - CPU#%d stuck for %lus! [%s:%d]\n",
	       rq->cpu, rq->lockup_ticks / HZ, current->comm, current->pid);
	show_regs(regs);
	atomic_inc(&softlockup_reports);
}

void softlockup_tick(struct pt_regs *regs)
{
	struct runqueue *rq = this_rq();
	unsigned long limit = (unsigned long)READ_ONCE(softlockup_thresh) * HZ;

	/* The tick's own irq_enter() is the only count: it can schedule. */
	if (preempt_count() == HARDIRQ_OFFSET || !limit) {
		rq->lockup_ticks = 0;
		return;
	}
	/* Once per stretch: the count only grows until the CPU schedules. */
	if (++rq->lockup_ticks == limit + 1)
		report(rq, regs);
}
