/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The first instructions: the multiboot loader jumps here in 32-bit
 * protected mode with paging off, %eax = the multiboot magic and %ebx =
 * the physical address of the multiboot information.
 */
#include <asm/segment.h>
#include <asm/thread_info.h>

#define MULTIBOOT_MAGIC		0x1badb002
#define MULTIBOOT_FLAGS		0x00000003	/* page-align, memory map */

	.section .multiboot, "a"
	.align 4
	.long MULTIBOOT_MAGIC
	.long MULTIBOOT_FLAGS
	.long -(MULTIBOOT_MAGIC + MULTIBOOT_FLAGS)

	.section .text.entry, "ax"
	.globl startup_32
startup_32:
	cli
	cld
	/* The loader's info lives in memory we will reuse: note where. */
	movl %eax, multiboot_magic
	movl %ebx, multiboot_info_addr

	/* The loader has zeroed .bss already; a warm restart has not. */
	movl $__bss_start, %edi
	movl $__bss_stop, %ecx
	subl %edi, %ecx
	shrl $2, %ecx
	xorl %eax, %eax
	rep stosl

	lgdt boot_gdt_descr
	ljmp $__KERNEL_CS, $1f
1:	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %eax, %fs
	movl %eax, %gs
	movl %eax, %ss
	movl $(init_thread_union + THREAD_SIZE), %esp
	pushl $0
	popfl
	xorl %ebp, %ebp		/* the backtrace stops at a zero frame */
	call start_kernel
2:	hlt
	jmp 2b

/*
 * An application processor arrives here from the trampoline, in
 * protected mode with paging on, on its idle task's stack.
 */
	.globl startup_32_smp
startup_32_smp:
	lgdt boot_gdt_descr
	ljmp $__KERNEL_CS, $1f
1:	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %eax, %fs
	movl %eax, %gs
	movl %eax, %ss
	pushl $0
	popfl
	xorl %ebp, %ebp
	call start_secondary
3:	hlt
	jmp 3b

	.data
	.globl multiboot_magic, multiboot_info_addr
multiboot_magic:	.long 0
multiboot_info_addr:	.long 0

	.align 4
	.word 0
	.globl boot_gdt_descr
boot_gdt_descr:
	.word GDT_ENTRIES * 8 - 1
	.long cpu_gdt_table

	.align 8
	.globl cpu_gdt_table
cpu_gdt_table:
	.quad 0x0000000000000000	/* null */
	.quad 0x00cf9a000000ffff	/* __KERNEL_CS: base 0, 4 GiB, exec/read */
	.quad 0x00cf92000000ffff	/* __KERNEL_DS: base 0, 4 GiB, read/write */
	.fill GDT_ENTRIES - 3, 8, 0	/* double-fault TSSs, one per CPU */
