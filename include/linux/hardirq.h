/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_HARDIRQ_H
#define _LINUX_HARDIRQ_H

#include <linux/preempt.h>

#define hardirq_count()	(preempt_count() & HARDIRQ_MASK)
#define softirq_count()	(preempt_count() & SOFTIRQ_MASK)
#define irq_count()	(preempt_count() & (HARDIRQ_MASK | SOFTIRQ_MASK))

/* In a hard interrupt handler. */
#define in_irq()	(hardirq_count())
/* In a softirq, or with bottom halves disabled. */
#define in_softirq()	(softirq_count())
/* Either: no sleeping, no current-task assumptions. */
#define in_interrupt()	(irq_count())
/* Anything that forbids scheduling, including a held spinlock. */
#define in_atomic()	(preempt_count() != 0)

/**
 * irq_enter - account the start of a hard interrupt handler
 */
void irq_enter(void);

/**
 * irq_exit - account its end; run pending softirqs if it was the outermost
 */
void irq_exit(void);

#endif /* _LINUX_HARDIRQ_H */
