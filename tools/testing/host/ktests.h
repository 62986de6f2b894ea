/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _KTESTS_H
#define _KTESTS_H

/*
 * Shared by the host tests built like kernel code (ktests*.c): the
 * check macros and the pseudo-random numbers.
 */

#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/ctype.h>
#include <linux/string.h>
#include <linux/list.h>
#include <linux/bitops.h>
#include <linux/bitmap.h>
#include <linux/cpumask.h>
#include <asm/div64.h>

#include "host_check.h"

#define CHECK_STR(a, b) do {						\
	const char *__a = (a), *__b = (b);				\
	host_check(!strcmp(__a, __b), __FILE__, __LINE__,		\
		   "%s: got \"%s\", want \"%s\"", #a, __a, __b);	\
} while (0)

/**
 * rnd - the next repeatable pseudo-random number (xorshift64)
 */
u64 rnd(void);

void test_list(void);
void test_hlist(void);
void test_bitops(void);
void test_find_bit(void);
void test_bitmap_ops(void);
void test_bitmap_print(void);
void test_parselist(void);
void test_cpumask(void);

#endif /* _KTESTS_H */
