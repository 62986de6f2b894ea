/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SYSTEM_H
#define _ASM_I386_SYSTEM_H

#include <linux/compiler.h>

#define X86_EFLAGS_IF	0x00000200

/* A locked add to the stack: a full barrier on every i386 and later. */
static inline void mb(void)
{
	__asm__ __volatile__("lock; addl $0,0(%%esp)" : : : "memory");
}

#define rmb()		mb()
#define wmb()		barrier()
#define smp_mb()	mb()
#define smp_rmb()	rmb()
#define smp_wmb()	wmb()
#define smp_mb__before_atomic()	barrier()
#define smp_mb__after_atomic()	barrier()

static inline unsigned long __save_flags(void)
{
	unsigned long flags;

	__asm__ __volatile__("pushfl; popl %0" : "=rm"(flags) : : "memory");
	return flags;
}

static inline void __restore_flags(unsigned long flags)
{
	__asm__ __volatile__("pushl %0; popfl" : : "g"(flags) : "memory", "cc");
}

static inline void local_irq_disable(void)
{
	__asm__ __volatile__("cli" : : : "memory");
}

static inline void local_irq_enable(void)
{
	__asm__ __volatile__("sti" : : : "memory");
}

/* sti takes effect after the next instruction: no wake-up is lost. */
static inline void safe_halt(void)
{
	__asm__ __volatile__("sti; hlt" : : : "memory");
}

static inline void halt(void)
{
	__asm__ __volatile__("hlt" : : : "memory");
}

#define local_save_flags(x)	((x) = __save_flags())
#define local_irq_save(x)	do { (x) = __save_flags(); local_irq_disable(); } while (0)
#define local_irq_restore(x)	__restore_flags(x)
#define irqs_disabled()		(!(__save_flags() & X86_EFLAGS_IF))

#define xchg(ptr, v)	__atomic_exchange_n((ptr), (v), __ATOMIC_SEQ_CST)

/* Returns the old value; the store happened iff it equals @old. */
#define cmpxchg(ptr, old, new) ({					\
	__typeof__(*(ptr)) __old = (old);				\
	__atomic_compare_exchange_n((ptr), &__old, (new), 0,		\
		__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);			\
	__old; })

#endif /* _ASM_I386_SYSTEM_H */
