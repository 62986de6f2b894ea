/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_TRAPS_H
#define _ASM_I386_TRAPS_H

#include <asm/ptrace.h>
#include <asm/thread_info.h>

/**
 * trap_init - fill the IDT and load it on the boot CPU
 */
void trap_init(void);

/**
 * cpu_init_tss - give this CPU its TSS and the double-fault task
 * @cpu: this CPU's number
 */
void cpu_init_tss(int cpu);

/**
 * die - print an oops for a kernel fault, then end the faulting context
 * @str: what happened ("Oops", "general protection fault", ...)
 * @regs: the faulting frame
 * @err: the error code
 */
void die(const char *str, struct pt_regs *regs, long err);

/**
 * show_regs - print a frame's registers, its task and a backtrace
 * @regs: the frame; it must be on the current task's stack
 *
 * The body of an oops, for reports that do not end the context (a soft
 * lockup, say).
 */
void show_regs(struct pt_regs *regs);

/**
 * oops_end - end the current context after an oops report
 * @regs: the frame the oops was about, or NULL
 *
 * Kills the current task, as Linux does, and the kernel goes on; panics
 * instead in interrupt context, in the idle task or init, or with
 * oops=panic.  Does not return.
 */
__noreturn void oops_end(struct pt_regs *regs);

/**
 * show_trace - print a frame-pointer backtrace
 * @ti: the stack the frames are on
 * @ebp: the first frame
 */
void show_trace(struct thread_info *ti, unsigned long ebp);

/* Set: an oops anywhere panics (oops=panic; the test runner's mode). */
extern int panic_on_oops;

/**
 * trigger_all_cpu_backtrace - print what every online CPU is doing
 *
 * This CPU's stack, then each other CPU's through an NMI, which gets
 * through even where interrupts are off.  For hang reports.
 */
void trigger_all_cpu_backtrace(void);

#endif /* _ASM_I386_TRAPS_H */
