/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_APIC_H
#define _ASM_I386_APIC_H

#include <linux/types.h>
#include <asm/io.h>

#define APIC_DEFAULT_BASE	0xfee00000UL

#define APIC_ID		0x020
#define APIC_LVR	0x030
#define APIC_TASKPRI	0x080
#define APIC_EOI	0x0b0
#define APIC_LDR	0x0d0
#define APIC_DFR	0x0e0
#define APIC_SPIV	0x0f0
#define APIC_SPIV_ENABLE	0x100
#define APIC_ESR	0x280
#define APIC_ICR	0x300
#define APIC_ICR_BUSY		0x01000
#define APIC_DM_FIXED		0x00000
#define APIC_DM_NMI		0x00400
#define APIC_DM_INIT		0x00500
#define APIC_DM_STARTUP		0x00600
#define APIC_DM_EXTINT		0x00700
#define APIC_INT_LEVELTRIG	0x08000
#define APIC_INT_ASSERT		0x04000
#define APIC_DEST_SELF		0x40000
#define APIC_DEST_ALLINC	0x80000
#define APIC_DEST_ALLBUT	0xc0000
#define APIC_ICR2	0x310
#define APIC_LVTT	0x320
#define APIC_LVT_TIMER_PERIODIC	0x20000
#define APIC_LVT_MASKED		0x10000
#define APIC_LVT0	0x350
#define APIC_LVT1	0x360
#define APIC_LVTERR	0x370
#define APIC_TMICT	0x380
#define APIC_TMCCT	0x390
#define APIC_TDCR	0x3e0
#define APIC_TDR_DIV_16		0x3

extern unsigned long lapic_base;

/**
 * apic_read - read a register of this CPU's local APIC
 * @reg: its offset (APIC_ID, APIC_ESR, ...)
 */
static inline u32 apic_read(u32 reg)
{
	return readl((void *)(lapic_base + reg));
}

/**
 * apic_write - write a register of this CPU's local APIC
 * @reg: its offset
 * @v: the value
 */
static inline void apic_write(u32 reg, u32 v)
{
	writel(v, (void *)(lapic_base + reg));
}

/**
 * ack_APIC_irq - end of interrupt, for a vector the local APIC delivered
 */
static inline void ack_APIC_irq(void)
{
	apic_write(APIC_EOI, 0);
}

/**
 * hard_smp_processor_id - this CPU's APIC id, read from the hardware
 */
static inline unsigned int hard_smp_processor_id(void)
{
	return apic_read(APIC_ID) >> 24;
}

/**
 * setup_local_APIC - enable this CPU's local APIC
 * @boot_cpu: true on the boot CPU, whose LINT0 carries the 8259 PICs
 */
void setup_local_APIC(bool boot_cpu);

/**
 * setup_boot_APIC_clock - calibrate the APIC timer and start the tick
 */
void setup_boot_APIC_clock(void);

/**
 * setup_secondary_APIC_clock - start this CPU's tick with the boot rate
 */
void setup_secondary_APIC_clock(void);

/**
 * apic_send_ipi - send an interrupt to another CPU's local APIC
 * @apicid: the target's APIC id
 * @cmd: delivery mode, level and trigger bits, and the vector
 */
void apic_send_ipi(unsigned int apicid, u32 cmd);

/**
 * apic_wait_icr_idle - wait until the last IPI has been sent
 */
void apic_wait_icr_idle(void);

/*
 * A task priority that keeps from this CPU every vector below 0xf0:
 * the tick (0xef) and the devices, not the IPIs (0xf9 and up).
 */
#define APIC_TPR_IPIS_ONLY	0xe0

/**
 * apic_take_ipis_only - let only IPIs interrupt this CPU from now on
 *
 * For stop_machine's held CPUs, which halt with interrupts on so that a
 * hypervisor can give their cores away, yet must run no tick and no
 * device's handler.  The 8259's ExtINT ignores the task priority: mask
 * the PICs too (mask_8259A()).
 */
static inline void apic_take_ipis_only(void)
{
	apic_write(APIC_TASKPRI, APIC_TPR_IPIS_ONLY);
}

/**
 * apic_take_all - undo apic_take_ipis_only(): what waited is taken now
 */
static inline void apic_take_all(void)
{
	apic_write(APIC_TASKPRI, 0);
}

#endif /* _ASM_I386_APIC_H */
