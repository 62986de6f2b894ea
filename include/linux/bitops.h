/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_BITOPS_H
#define _LINUX_BITOPS_H

#include <asm/bitops.h>

/**
 * for_each_set_bit - walk the set bits of a bit array
 * @bit: an unsigned long (or unsigned int) cursor: the bit index
 * @addr: the start of the array
 * @size: the number of bits in the array
 */
#define for_each_set_bit(bit, addr, size)				\
	for ((bit) = find_first_bit((addr), (size));			\
	     (bit) < (size);						\
	     (bit) = find_next_bit((addr), (size), (bit) + 1))

/**
 * for_each_clear_bit - walk the clear bits of a bit array
 * @bit: an unsigned long (or unsigned int) cursor: the bit index
 * @addr: the start of the array
 * @size: the number of bits in the array
 */
#define for_each_clear_bit(bit, addr, size)				\
	for ((bit) = find_first_zero_bit((addr), (size));		\
	     (bit) < (size);						\
	     (bit) = find_next_zero_bit((addr), (size), (bit) + 1))

#endif /* _LINUX_BITOPS_H */
