/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_PTRACE_H
#define _ASM_I386_PTRACE_H

/*
 * The frame every interrupt and exception entry builds on the stack, in
 * the order entry.S pushes it.  Everything runs in ring 0, so the CPU
 * pushes no esp/ss: the interrupted stack pointer is just past eflags.
 */
struct pt_regs {
	unsigned long ebx;
	unsigned long ecx;
	unsigned long edx;
	unsigned long esi;
	unsigned long edi;
	unsigned long ebp;
	unsigned long eax;
	unsigned long xds;
	unsigned long xes;
	unsigned long xfs;
	unsigned long xgs;
	unsigned long vector;
	unsigned long error_code;
	unsigned long eip;
	unsigned long xcs;
	unsigned long eflags;
};

/* The stack pointer of the interrupted code. */
#define regs_sp(regs)	((unsigned long)&(regs)->eflags + 4)

#endif /* _ASM_I386_PTRACE_H */
