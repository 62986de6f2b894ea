// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel stack overflows.  A stack is THREAD_SIZE bytes with its
 * thread_info at the bottom, and the last word of thread_info, just
 * under the lowest word the stack may use, holds STACK_END_MAGIC: a
 * stack that grows too deep overwrites it before anything else of the
 * task's.  schedule() checks the canary of the task it switches away
 * from, the tick that of the task it interrupts, and an overflow is an
 * oops that names the task:
 *
 *	BUG: kernel stack overflow in NAME/PID (canary 6b6b6b6b)
 *
 * then the registers or a backtrace, and the task is killed (with
 * oops=panic, the machine stops).  The tick cannot kill from interrupt
 * context: it reports, with the registers of the code it interrupted,
 * marks the canary as reported and asks for a reschedule; schedule()
 * then kills the task without a second report.
 *
 * A canary rather than a guard page: an unmapped page under every stack
 * would cost each kernel thread 4 KiB more.  The price is that only an
 * overflow that stops at the canary is caught cleanly; one that runs on
 * through thread_info (the task pointer, the preempt count) may fault
 * first, and then the double-fault task says what it can.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <asm/traps.h>

/* Not the magic, so still an overflow; but one the tick has reported. */
#define STACK_END_REPORTED	0x57ac0bbdUL

atomic_t stack_overflow_reports = ATOMIC_INIT(0);

static void report(struct task_struct *tsk, unsigned long canary)
{
	printk(KERN_EMERG "BUG: kernel stack overflow in %s/%d (canary %08lx)\n",
	       tsk->comm, tsk->pid, canary);
	atomic_inc(&stack_overflow_reports);
}

void stack_overflow_oops(void)
{
	struct task_struct *tsk = current;
	unsigned long old;

	/*
	 * Claim the report in one instruction: the task dies, so its way
	 * out must not trip over the canary again, and a tick that comes
	 * while this one prints must find nothing left to report.
	 */
	old = xchg(&current_thread_info()->stack_canary, STACK_END_MAGIC);
	if (old == STACK_END_REPORTED) {
		printk(KERN_EMERG "kernel stack overflow: killing %s/%d\n",
		       tsk->comm, tsk->pid);
	} else {
		report(tsk, old);
		printk(KERN_EMERG "CPU: %d PID: %d Comm: %s\n",
		       raw_smp_processor_id(), tsk->pid, tsk->comm);
		dump_stack();
	}
	oops_end(NULL);
}

void stack_overflow_tick(struct pt_regs *regs)
{
	struct task_struct *tsk = current;
	struct thread_info *ti = current_thread_info();

	if (likely(ti->stack_canary == STACK_END_MAGIC) ||
	    ti->stack_canary == STACK_END_REPORTED)
		return;
	report(tsk, ti->stack_canary);
	show_regs(regs);
	if (panic_on_oops)
		panic("kernel stack overflow in %s/%d", tsk->comm, tsk->pid);
	ti->stack_canary = STACK_END_REPORTED;
	set_tsk_need_resched(tsk);
}
