/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_IRQ_VECTORS_H
#define _ASM_I386_IRQ_VECTORS_H

/* 0..31 are the CPU's exceptions. */
#define FIRST_EXTERNAL_VECTOR	0x20	/* legacy IRQ 0 through the PICs */
#define NR_LEGACY_IRQS		16

/* Local APIC vectors, highest priority class at the top, as in Linux. */
#define LOCAL_TIMER_VECTOR	0xef
#define STOP_VECTOR		0xf9
#define CALL_FUNCTION_VECTOR	0xfb
#define RESCHEDULE_VECTOR	0xfc
#define ERROR_APIC_VECTOR	0xfe
#define SPURIOUS_APIC_VECTOR	0xff

#define NR_VECTORS		256

#endif /* _ASM_I386_IRQ_VECTORS_H */
