/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_PREEMPT_H
#define _LINUX_PREEMPT_H

/*
 * preempt_count: bits 0-7 count preempt_disable() nesting, 8-15 softirq
 * (bh) nesting, 16-27 hard interrupt nesting.  Any non-zero value means
 * the running code may not be switched away from.
 */

#include <linux/compiler.h>
#include <asm/thread_info.h>

#define PREEMPT_MASK	0x000000ff
#define SOFTIRQ_MASK	0x0000ff00
#define HARDIRQ_MASK	0x0fff0000

#define PREEMPT_OFFSET	(1 << PREEMPT_SHIFT)
#define SOFTIRQ_OFFSET	(1 << SOFTIRQ_SHIFT)
#define HARDIRQ_OFFSET	(1 << HARDIRQ_SHIFT)

#define preempt_count()	(current_thread_info()->preempt_count)

#define add_preempt_count(v)	do { preempt_count() += (v); barrier(); } while (0)
#define sub_preempt_count(v)	do { barrier(); preempt_count() -= (v); } while (0)
#define inc_preempt_count()	add_preempt_count(1)
#define dec_preempt_count()	sub_preempt_count(1)

#define need_resched()							\
	unlikely(test_ti_flag(current_thread_info(), TIF_NEED_RESCHED))

/**
 * preempt_schedule - switch away because preemption was just re-enabled
 *
 * Called by preempt_enable() when the count drops to zero with a
 * reschedule pending.
 */
void preempt_schedule(void);

#define preempt_disable()	inc_preempt_count()

#define preempt_enable_no_resched()	dec_preempt_count()

#define preempt_check_resched() do {					\
	if (need_resched() && preempt_count() == 0)			\
		preempt_schedule();					\
} while (0)

#define preempt_enable() do {						\
	preempt_enable_no_resched();					\
	barrier();							\
	preempt_check_resched();					\
} while (0)

#endif /* _LINUX_PREEMPT_H */
