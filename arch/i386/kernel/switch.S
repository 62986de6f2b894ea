/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The context switch.  A task that is not running keeps, at the top of
 * what it used of its stack, the callee-saved registers and the address
 * to return to; thread.esp points at them.  A new task's stack is built
 * by copy_thread() to return into ret_from_fork.
 */
	.text
	.globl __switch_to
__switch_to:
	movl 4(%esp), %ecx	/* &prev->thread.esp */
	movl 8(%esp), %edx	/* next->thread.esp */
	movl 12(%esp), %eax	/* prev: the resumed task's "last" */
	pushl %ebp
	pushl %ebx
	pushl %esi
	pushl %edi
	movl %esp, (%ecx)
	movl %edx, %esp
	popl %edi
	popl %esi
	popl %ebx
	popl %ebp
	ret

/*
 * A new task's first instructions: finish the switch that started it,
 * run fn(arg) (fn in %esi, arg in %ebx), and exit with its result.
 */
	.globl ret_from_fork
ret_from_fork:
	pushl %eax
	call schedule_tail
	addl $4, %esp
	pushl %ebx
	call *%esi
	addl $4, %esp
	pushl %eax
	call do_exit
1:	hlt
	jmp 1b
