/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_DIV64_H
#define _ASM_I386_DIV64_H

#include <linux/types.h>

/*
 * There is no libgcc in the kernel, so a 64-bit '/' or '%' (which gcc
 * turns into a call to __udivdi3 or __umoddi3 on i386) does not link.
 * Dividing a 64-bit value by a 32-bit one goes through do_div() instead.
 */

/**
 * __div64_32 - divide a 64-bit value by a 32-bit one in place
 * @n: the dividend; replaced by the quotient
 * @base: the divisor, not zero
 *
 * Return: the remainder.
 */
u32 __div64_32(u64 *n, u32 base);

/**
 * do_div - divide a u64 lvalue by a 32-bit value, in place
 * @n: an lvalue of type u64 (unsigned long long); it gets the quotient
 * @base: the divisor, not zero
 *
 * A macro, as in Linux: @n is modified, and the expression's value is
 * the remainder, of type u32.
 */
#define do_div(n, base) ({						\
	/* A pointer comparison makes gcc reject an @n of another type. */ \
	(void)((__typeof__(n) *)0 == (u64 *)0);				\
	__div64_32(&(n), (base));					\
})

#endif /* _ASM_I386_DIV64_H */
