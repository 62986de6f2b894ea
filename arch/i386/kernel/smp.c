// SPDX-License-Identifier: GPL-2.0
/*
 * Inter-processor interrupts.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/smp.h>
#include <linux/sched.h>
#include <asm/apic.h>
#include <asm/irq.h>
#include <asm/smp.h>

u8 x86_cpu_to_apicid[NR_CPUS];

void send_IPI_mask(unsigned long mask, int vector)
{
	int cpu;

	for (cpu = 0; cpu < NR_CPUS; cpu++)
		if (mask & (1UL << cpu))
			apic_send_ipi(x86_cpu_to_apicid[cpu],
				      APIC_DM_FIXED | vector);
}

void smp_send_reschedule(int cpu)
{
	send_IPI_mask(1UL << cpu, RESCHEDULE_VECTOR);
}

/* Nothing to do: the interrupt's exit path reschedules. */
static void reschedule_interrupt(struct pt_regs *regs)
{
	ack_APIC_irq();
}

void __init smp_ipi_init(void)
{
	set_vector_handler(RESCHEDULE_VECTOR, reschedule_interrupt);
}
