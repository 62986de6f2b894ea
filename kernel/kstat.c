// SPDX-License-Identifier: GPL-2.0
/*
 * The per-CPU counts of <linux/kernel_stat.h>.
 */
#include <linux/kernel.h>
#include <linux/kernel_stat.h>
#include <linux/sched.h>
#include <linux/hardirq.h>
#include <linux/smp.h>

struct kernel_stat kstat[NR_CPUS];

void account_tick(struct pt_regs *regs)
{
	struct cpu_usage_stat *cs = &kstat_cpu(raw_smp_processor_id()).cpustat;

	/* This interrupt's own HARDIRQ_OFFSET does not count. */
	if (hardirq_count() > HARDIRQ_OFFSET)
		cs->irq++;
	else if (softirq_count())
		cs->softirq++;
	else if (current->flags & PF_IDLE)
		cs->idle++;
	else
		cs->system++;
}

unsigned long kstat_irqs(unsigned int vector)
{
	unsigned long sum = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		sum += kstat_irqs_cpu(vector, cpu);
	return sum;
}
