/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_THREAD_INFO_H
#define _ASM_I386_THREAD_INFO_H

#define THREAD_SIZE	8192
#define STACK_END_MAGIC	0x57ac6e9dUL

/* preempt_count layout, as Linux 2.6 */
#define PREEMPT_SHIFT	0
#define SOFTIRQ_SHIFT	8
#define HARDIRQ_SHIFT	16
#define PREEMPT_ACTIVE	0x10000000

/* flags */
#define TIF_NEED_RESCHED	0
#define TIF_SIGPENDING		1

#ifndef __ASSEMBLY__

#include <linux/types.h>

struct task_struct;

/*
 * At the base of every kernel stack, so that the running task is the
 * stack pointer rounded down to THREAD_SIZE.  stack_canary sits between
 * it and the stack: an overflow hits the canary first, and schedule()
 * and the oops path notice.
 */
struct thread_info {
	struct task_struct *task;
	unsigned long flags;
	int cpu;
	int preempt_count;
	unsigned long stack_canary;
};

union thread_union {
	struct thread_info thread_info;
	unsigned long stack[THREAD_SIZE / sizeof(long)];
};

static inline struct thread_info *current_thread_info(void)
{
	unsigned long sp;

	__asm__("movl %%esp, %0" : "=r"(sp));
	return (struct thread_info *)(sp & ~(THREAD_SIZE - 1UL));
}

#define test_ti_flag(ti, f)	(__atomic_load_n(&(ti)->flags, __ATOMIC_RELAXED) & (1UL << (f)))
#define set_ti_flag(ti, f)	__atomic_fetch_or(&(ti)->flags, 1UL << (f), __ATOMIC_SEQ_CST)
#define clear_ti_flag(ti, f)	__atomic_fetch_and(&(ti)->flags, ~(1UL << (f)), __ATOMIC_SEQ_CST)

#else /* __ASSEMBLY__ */

#define TI_task		0
#define TI_flags	4
#define TI_cpu		8
#define TI_preempt_count 12

#endif /* __ASSEMBLY__ */

#endif /* _ASM_I386_THREAD_INFO_H */
