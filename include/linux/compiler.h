/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

/* The compiler may not move memory accesses across this. */
static inline void barrier(void)
{
	__asm__ __volatile__("" : : : "memory");
}

#define noinline	__attribute__((noinline))
#define __always_inline	__attribute__((always_inline))
#define __noreturn	__attribute__((noreturn))
#define __packed	__attribute__((packed))
#define __aligned(x)	__attribute__((aligned(x)))
#define __section(s)	__attribute__((section(s)))
#define __used		__attribute__((used))
#define __maybe_unused	__attribute__((unused))
#define __printf(a, b)	__attribute__((format(printf, a, b)))
#define __weak		__attribute__((weak))
#define fallthrough	__attribute__((__fallthrough__))

/* Force one load or store the compiler may not merge, split or elide. */
#define READ_ONCE(x)	(*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

#endif /* _LINUX_COMPILER_H */
