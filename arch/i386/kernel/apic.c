// SPDX-License-Identifier: GPL-2.0
/*
 * The local APIC: each CPU's interrupt controller and its tick.  The
 * timer is calibrated once, on the boot CPU, against the TSC.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/smp.h>
#include <linux/delay.h>
#include <linux/hardirq.h>
#include <linux/timer.h>
#include <asm/apic.h>
#include <asm/processor.h>
#include <asm/system.h>
#include <asm/irq.h>
#include <asm/msr.h>
#include <asm/param.h>

unsigned long lapic_base = APIC_DEFAULT_BASE;
static u32 apic_ticks_per_jiffy;

void apic_wait_icr_idle(void)
{
	unsigned int spins = 0;

	while ((apic_read(APIC_ICR) & APIC_ICR_BUSY) && ++spins < 1000000)
		cpu_relax();
}

void apic_send_ipi(unsigned int apicid, u32 cmd)
{
	unsigned long flags;

	local_irq_save(flags);
	apic_wait_icr_idle();
	apic_write(APIC_ICR2, apicid << 24);
	apic_write(APIC_ICR, cmd);
	local_irq_restore(flags);
}

static void apic_timer_interrupt(struct pt_regs *regs)
{
	ack_APIC_irq();
	local_timer_interrupt(regs);
}

static void apic_error_interrupt(struct pt_regs *regs)
{
	u32 esr;

	apic_write(APIC_ESR, 0);
	esr = apic_read(APIC_ESR);
	ack_APIC_irq();
	printk(KERN_ERR "APIC error on CPU%d: %02x\n",
	       raw_smp_processor_id(), esr);
}

/* Spurious interrupts need no EOI. */
static void apic_spurious_interrupt(struct pt_regs *regs)
{
}

void setup_local_APIC(bool boot_cpu)
{
	u64 base = rdmsr64(MSR_IA32_APICBASE);

	if (boot_cpu) {
		lapic_base = base & MSR_IA32_APICBASE_BASE;
		set_vector_handler(LOCAL_TIMER_VECTOR, apic_timer_interrupt,
				   "LOC", "Local timer interrupts");
		set_vector_handler(ERROR_APIC_VECTOR, apic_error_interrupt,
				   "ERR", "APIC error interrupts");
		set_vector_handler(SPURIOUS_APIC_VECTOR,
				   apic_spurious_interrupt,
				   "SPU", "Spurious interrupts");
	}
	wrmsr64(MSR_IA32_APICBASE, base | MSR_IA32_APICBASE_ENABLE);
	/*
	 * Flat logical ids have one bit for each of eight APICs; beyond
	 * that there is none to give, and no IPI here needs one: they all
	 * go by physical APIC id.
	 */
	apic_write(APIC_DFR, 0xffffffff);
	apic_write(APIC_LDR, hard_smp_processor_id() < 8 ?
		   (1U << hard_smp_processor_id()) << 24 : 0);
	apic_write(APIC_TASKPRI, 0);
	apic_write(APIC_SPIV, APIC_SPIV_ENABLE | SPURIOUS_APIC_VECTOR);
	/* Only the boot CPU hears the 8259s (virtual wire) and NMIs. */
	apic_write(APIC_LVT0, boot_cpu ? APIC_DM_EXTINT : APIC_LVT_MASKED);
	apic_write(APIC_LVT1, boot_cpu ? APIC_DM_NMI : APIC_LVT_MASKED);
	apic_write(APIC_LVTERR, ERROR_APIC_VECTOR);
	apic_write(APIC_ESR, 0);
	apic_write(APIC_ESR, 0);
	ack_APIC_irq();
}

static void start_apic_timer(void)
{
	apic_write(APIC_TDCR, APIC_TDR_DIV_16);
	apic_write(APIC_LVTT, APIC_LVT_TIMER_PERIODIC | LOCAL_TIMER_VECTOR);
	apic_write(APIC_TMICT, apic_ticks_per_jiffy);
}

void __init setup_boot_APIC_clock(void)
{
	const unsigned int ms = 20;
	u32 elapsed;

	apic_write(APIC_TDCR, APIC_TDR_DIV_16);
	apic_write(APIC_LVTT, APIC_LVT_MASKED | LOCAL_TIMER_VECTOR);
	apic_write(APIC_TMICT, 0xffffffff);
	mdelay(ms);
	elapsed = 0xffffffff - apic_read(APIC_TMCCT);
	apic_ticks_per_jiffy = elapsed / ms * 1000 / HZ;
	if (apic_ticks_per_jiffy < 16)
		apic_ticks_per_jiffy = 16;
	printk(KERN_INFO "apic: timer %u.%03u MHz bus clock, HZ=%d\n",
	       elapsed / ms * 16 / 1000, (elapsed / ms * 16) % 1000, HZ);
	start_apic_timer();
}

void setup_secondary_APIC_clock(void)
{
	start_apic_timer();
}
