/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_INTERRUPT_H
#define _LINUX_INTERRUPT_H

/*
 * Softirqs and tasklets, Linux 2.6's API.  A softirq is a per-CPU bit
 * that, once raised, makes its handler run at the next interrupt exit or
 * local_bh_enable() on that CPU, or in ksoftirqd/N when they come too
 * fast.  Tasklets are built on two of them.
 */

#include <linux/types.h>
#include <linux/hardirq.h>
#include <linux/spinlock.h>
#include <asm/atomic.h>
#include <asm/system.h>

enum {
	HI_SOFTIRQ = 0,
	TIMER_SOFTIRQ,
	NET_TX_SOFTIRQ,
	NET_RX_SOFTIRQ,
	SCSI_SOFTIRQ,
	TASKLET_SOFTIRQ,
	NR_SOFTIRQS
};

struct softirq_action {
	void (*action)(struct softirq_action *a);
	void *data;
};

/**
 * open_softirq - install the handler of a softirq
 * @nr: the softirq
 * @action: its handler
 * @data: stored in the softirq_action passed to @action
 */
void open_softirq(int nr, void (*action)(struct softirq_action *),
		  void *data);

/**
 * raise_softirq_irqoff - mark a softirq pending; interrupts are off
 * @nr: the softirq
 */
void raise_softirq_irqoff(unsigned int nr);

/**
 * raise_softirq - mark a softirq pending on this CPU
 * @nr: the softirq
 */
void raise_softirq(unsigned int nr);

/**
 * do_softirq - run the pending softirqs now, unless in interrupt context
 */
void do_softirq(void);

/**
 * local_softirq_pending - the pending softirqs of this CPU, as a bitmask
 */
unsigned long local_softirq_pending(void);

/**
 * softirq_count_runs - softirq handler invocations on a CPU, for tests
 * @cpu: the CPU
 * @in_ksoftirqd: count those ksoftirqd ran instead of interrupt exits
 */
unsigned long softirq_count_runs(int cpu, bool in_ksoftirqd);

/* Tasklets */

struct tasklet_struct {
	struct tasklet_struct *next;
	unsigned long state;
	atomic_t count;			/* > 0: disabled */
	void (*func)(unsigned long data);
	unsigned long data;
};

enum {
	TASKLET_STATE_SCHED,		/* queued to run */
	TASKLET_STATE_RUN,		/* running now */
};

#define DECLARE_TASKLET(name, func, data) \
	struct tasklet_struct name = { NULL, 0, ATOMIC_INIT(0), func, data }

#define DECLARE_TASKLET_DISABLED(name, func, data) \
	struct tasklet_struct name = { NULL, 0, ATOMIC_INIT(1), func, data }

/**
 * tasklet_init - prepare a tasklet
 * @t: the tasklet
 * @func: what it runs
 * @data: passed to @func
 */
void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data);

/**
 * tasklet_schedule - run a tasklet soon, once, on this CPU
 * @t: the tasklet; scheduling one already queued does nothing
 */
void tasklet_schedule(struct tasklet_struct *t);

/**
 * tasklet_hi_schedule - tasklet_schedule() on the high-priority softirq
 * @t: the tasklet
 */
void tasklet_hi_schedule(struct tasklet_struct *t);

/**
 * tasklet_disable_nosync - keep a tasklet from running, without waiting
 * @t: the tasklet
 */
static inline void tasklet_disable_nosync(struct tasklet_struct *t)
{
	atomic_inc(&t->count);
	smp_mb();
}

/**
 * tasklet_disable - keep a tasklet from running, and wait if it runs now
 * @t: the tasklet
 */
void tasklet_disable(struct tasklet_struct *t);

/**
 * tasklet_enable - undo one tasklet_disable()
 * @t: the tasklet
 */
static inline void tasklet_enable(struct tasklet_struct *t)
{
	smp_mb();
	atomic_dec(&t->count);
}

/**
 * tasklet_kill - wait until a tasklet is neither queued nor running
 * @t: the tasklet; it must not reschedule itself forever
 */
void tasklet_kill(struct tasklet_struct *t);

/**
 * softirq_init - set up the softirqs of tasklets
 */
void softirq_init(void);

/**
 * spawn_ksoftirqd - make the boot CPU's ksoftirqd (init does this)
 */
int spawn_ksoftirqd(void);

/**
 * takeover_tasklets - move a dead CPU's queued tasklets to this CPU
 * @cpu: the dead CPU
 */
void takeover_tasklets(int cpu);

#endif /* _LINUX_INTERRUPT_H */
