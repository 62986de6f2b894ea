/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Interrupt and exception entry.  Every vector has a small stub that
 * makes the frame uniform (an error code, real or zero, then the vector
 * number) and jumps to common_interrupt, which saves the rest of struct
 * pt_regs and calls do_interrupt(regs).
 */
#include <asm/segment.h>

/* Offsets into struct pt_regs (asm/ptrace.h). */
#define PT_EIP	52

	.text

.macro vector_stub num
	.align 16
.if (\num == 8) || (\num == 10) || (\num == 11) || (\num == 12) || \
    (\num == 13) || (\num == 14) || (\num == 17) || (\num == 21) || \
    (\num == 29) || (\num == 30)
	/* the CPU pushed an error code */
.else
	pushl $0
.endif
	pushl $\num
	jmp common_interrupt
.endm

	.align 16
	.globl interrupt_stubs
interrupt_stubs:
.altmacro
.set vec, 0
.rept 256
	vector_stub %vec
.set vec, vec + 1
.endr
.noaltmacro

common_interrupt:
	pushl %gs
	pushl %fs
	pushl %es
	pushl %ds
	pushl %eax
	pushl %ebp
	pushl %edi
	pushl %esi
	pushl %edx
	pushl %ecx
	pushl %ebx
	cld
	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %esp, %ebx
	/*
	 * A frame that looks like a call from the interrupted instruction,
	 * so backtraces walk from the handler into the interrupted code.
	 */
	pushl PT_EIP(%ebx)
	pushl %ebp
	movl %esp, %ebp
	movl %ebx, %eax
	call do_interrupt
	movl %ebx, %esp
	popl %ebx
	popl %ecx
	popl %edx
	popl %esi
	popl %edi
	popl %ebp
	popl %eax
	popl %ds
	popl %es
	popl %fs
	popl %gs
	addl $8, %esp		/* vector and error code */
	iret
