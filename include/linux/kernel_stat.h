/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KERNEL_STAT_H
#define _LINUX_KERNEL_STAT_H

/*
 * Per-CPU counts for /proc/stat, /proc/interrupts and /proc/softirqs,
 * as 2.6 keeps them: where each tick found the CPU, and how many times
 * each interrupt vector and each softirq ran there.  Each CPU writes
 * only its own; readers add them up without a lock.
 */

#include <linux/types.h>
#include <linux/threads.h>
#include <linux/interrupt.h>
#include <asm/irq_vectors.h>
#include <asm/ptrace.h>

/* Ticks: kt26 runs no user code, so user and nice stay 0. */
struct cpu_usage_stat {
	u64 user, nice, system, idle, iowait, irq, softirq;
};

struct kernel_stat {
	struct cpu_usage_stat cpustat;
	unsigned long irqs[NR_VECTORS];		/* by vector */
	unsigned long softirqs[NR_SOFTIRQS];
};

extern struct kernel_stat kstat[NR_CPUS];

#define kstat_cpu(cpu)	(kstat[cpu])

/**
 * account_tick - charge one tick to what the CPU was doing
 * @regs: the registers the timer interrupt found
 *
 * Called from the timer interrupt: a tick that came in another
 * interrupt counts as irq, in a softirq as softirq, in the idle task as
 * idle, and otherwise as system time.
 */
void account_tick(struct pt_regs *regs);

/**
 * kstat_irqs_cpu - how many times a vector ran on one CPU
 * @vector: 0..NR_VECTORS - 1
 * @cpu: the CPU
 *
 * Read from another CPU as it counts: a snapshot.
 */
static inline unsigned long kstat_irqs_cpu(unsigned int vector, int cpu)
{
	return READ_ONCE(kstat_cpu(cpu).irqs[vector]);
}

/**
 * kstat_irqs - how many times a vector ran, over every CPU
 * @vector: 0..NR_VECTORS - 1
 */
unsigned long kstat_irqs(unsigned int vector);

#endif /* _LINUX_KERNEL_STAT_H */
