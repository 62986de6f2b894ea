// SPDX-License-Identifier: GPL-2.0
/*
 * Searching bit arrays a word at a time.  Set and clear searches share
 * one walker: for a clear-bit search each word is inverted as it is
 * read, so both look for a 1.
 */

#include <linux/types.h>
#include <linux/bitops.h>

static unsigned long find_bit_from(const unsigned long *addr,
				   unsigned long size, unsigned long start,
				   unsigned long invert)
{
	unsigned long word;

	if (start >= size)
		return size;

	/* Drop the bits below @start in the first word looked at. */
	word = (addr[BIT_WORD(start)] ^ invert) &
	       (~0UL << (start % BITS_PER_LONG));
	start -= start % BITS_PER_LONG;

	while (!word) {
		start += BITS_PER_LONG;
		if (start >= size)
			return size;
		word = addr[BIT_WORD(start)] ^ invert;
	}

	/* A hit past @size is in the unused tail of the last word. */
	start += __ffs(word);
	return start < size ? start : size;
}

unsigned long find_first_bit(const unsigned long *addr, unsigned long size)
{
	return find_bit_from(addr, size, 0, 0);
}

unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset)
{
	return find_bit_from(addr, size, offset, 0);
}

unsigned long find_first_zero_bit(const unsigned long *addr,
				  unsigned long size)
{
	return find_bit_from(addr, size, 0, ~0UL);
}

unsigned long find_next_zero_bit(const unsigned long *addr,
				 unsigned long size, unsigned long offset)
{
	return find_bit_from(addr, size, offset, ~0UL);
}
