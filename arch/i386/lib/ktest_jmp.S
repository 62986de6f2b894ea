/* SPDX-License-Identifier: GPL-2.0 */
/*
 * setjmp/longjmp for the test framework: a failed KTEST_ASSERT jumps
 * back to the case runner, which is how KUnit's assertions end a case.
 * Only the callee-saved registers, the stack pointer and the return
 * address need keeping (struct ktest_jmp).
 */
	.text
	.globl ktest_setjmp
ktest_setjmp:
	movl %ebx, 0(%eax)
	movl %esi, 4(%eax)
	movl %edi, 8(%eax)
	movl %ebp, 12(%eax)
	leal 4(%esp), %ecx	/* the caller's esp after we return */
	movl %ecx, 16(%eax)
	movl (%esp), %ecx	/* our return address */
	movl %ecx, 20(%eax)
	xorl %eax, %eax
	ret

	.globl ktest_longjmp
ktest_longjmp:
	movl 0(%eax), %ebx
	movl 4(%eax), %esi
	movl 8(%eax), %edi
	movl 12(%eax), %ebp
	movl 16(%eax), %esp
	movl 20(%eax), %ecx
	movl $1, %eax
	jmp *%ecx
