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
	pushl %ebp		/* %eax: &prev->thread.esp */
	pushl %ebx		/* %edx: next->thread.esp */
	pushl %esi		/* %ecx: prev, the resumed task's "last" */
	pushl %edi
	movl %esp, (%eax)
	movl %edx, %esp
	movl %ecx, %eax
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
	call schedule_tail	/* prev, from __switch_to, in %eax */
	movl %ebx, %eax
	call *%esi
	call do_exit		/* fn's result, in %eax */
1:	hlt
	jmp 1b
