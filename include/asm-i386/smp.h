/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SMP_H
#define _ASM_I386_SMP_H

#include <linux/threads.h>
#include <linux/types.h>
#include <linux/cpumask.h>

/* The local APIC id of each CPU, by logical CPU number. */
extern u8 x86_cpu_to_apicid[NR_CPUS];

/**
 * smp_ipi_init - install the handlers of the inter-processor interrupts
 */
void smp_ipi_init(void);

/**
 * send_IPI_mask - send a vector to every CPU in a mask
 * @mask: the CPUs, by logical CPU number
 * @vector: the vector
 */
void send_IPI_mask(cpumask_t mask, int vector);

/**
 * resched_ipi_count - reschedule interrupts a CPU has taken, for tests
 * @cpu: the CPU
 */
unsigned long resched_ipi_count(int cpu);

#endif /* _ASM_I386_SMP_H */
