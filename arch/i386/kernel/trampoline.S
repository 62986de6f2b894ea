/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where an application processor starts: the STARTUP IPI sends it here,
 * in real mode, at CS = TRAMPOLINE_BASE >> 4, IP = 0.  The code is copied
 * below 1 MiB, to TRAMPOLINE_BASE (4 KiB aligned: the SIPI vector is its
 * page number), and reaches the kernel in three steps: protected mode on
 * the kernel's GDT, paging with the kernel's page tables, and a jump to
 * startup_32_smp on the stack of the CPU's idle task.  The words at the
 * end are filled in by __cpu_up() before each start.
 */
#include <asm/segment.h>
#include <asm/smpboot.h>

#define TR(x)	(TRAMPOLINE_BASE + (x) - trampoline_start)

	.section .rodata, "a"
	.balign 16
	.globl trampoline_start, trampoline_end
	.code16
trampoline_start:
	cli
	cld
	movw %cs, %ax
	movw %ax, %ds
	lgdtl (tr_gdt - trampoline_start)
	movl %cr0, %eax
	orl $1, %eax			/* PE */
	movl %eax, %cr0
	ljmpl $__KERNEL_CS, $TR(tr_protected)

	.code32
tr_protected:
	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %eax, %ss
	movl %eax, %fs
	movl %eax, %gs
	movl TR(tr_cr4), %eax
	movl %eax, %cr4
	movl TR(tr_cr3), %eax
	movl %eax, %cr3
	movl %cr0, %eax
	orl $0x80010022, %eax		/* PG, WP, NE, MP */
	movl %eax, %cr0
	movl TR(tr_esp), %esp
	jmp *TR(tr_entry)

	.balign 4
	.word 0
tr_gdt:
	.word 0				/* limit, filled in */
	.long 0				/* base, filled in */
	.globl tr_gdt, tr_cr3, tr_cr4, tr_esp, tr_entry
tr_cr3:		.long 0
tr_cr4:		.long 0
tr_esp:		.long 0
tr_entry:	.long 0
trampoline_end:
