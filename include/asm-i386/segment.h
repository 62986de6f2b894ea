/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SEGMENT_H
#define _ASM_I386_SEGMENT_H

#include <linux/threads.h>

/*
 * The GDT: flat 4 GiB code and data, all in ring 0 (there is no user
 * space); then a TSS per CPU, needed only so that the double-fault task
 * gate has somewhere to save the faulting state; then the double-fault
 * task's own TSS, with its own stack, so that a kernel stack gone bad
 * still ends in an oops instead of a triple fault.
 */
#define GDT_ENTRY_KERNEL_CS	1
#define GDT_ENTRY_KERNEL_DS	2
#define GDT_ENTRY_TSS		3	/* + cpu */
#define GDT_ENTRY_DF_TSS	(GDT_ENTRY_TSS + NR_CPUS)
#define GDT_ENTRIES		(GDT_ENTRY_DF_TSS + 1)

#define __KERNEL_CS	(GDT_ENTRY_KERNEL_CS * 8)
#define __KERNEL_DS	(GDT_ENTRY_KERNEL_DS * 8)
#define __TSS(cpu)	((GDT_ENTRY_TSS + (cpu)) * 8)
#define __DF_TSS	(GDT_ENTRY_DF_TSS * 8)

#endif /* _ASM_I386_SEGMENT_H */
