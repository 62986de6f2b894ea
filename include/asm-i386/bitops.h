/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_BITOPS_H
#define _ASM_I386_BITOPS_H

/*
 * Bit operations on arrays of unsigned long: bit @nr lives in word
 * nr / BITS_PER_LONG at position nr % BITS_PER_LONG, the layout Linux
 * uses on every little-endian machine.
 *
 * The atomic ones use gcc's __atomic builtins rather than hand-written
 * "lock bts": the compiler emits the locked instruction on i386, and the
 * same header then builds natively for the host unit tests.  They are
 * full barriers, as the value-returning ones are in Linux.
 */

#include <linux/types.h>
#include <linux/compiler.h>

#define BITS_PER_LONG		(__SIZEOF_LONG__ * 8)
#define BITS_PER_LONG_LONG	64
#define BITS_PER_BYTE		8

#define BIT(nr)			(1UL << (nr))
#define BIT_ULL(nr)		(1ULL << (nr))
#define BIT_MASK(nr)		(1UL << ((nr) % BITS_PER_LONG))
#define BIT_WORD(nr)		((nr) / BITS_PER_LONG)
#define BITS_TO_LONGS(nr)	(((nr) + BITS_PER_LONG - 1) / BITS_PER_LONG)

/* The word that holds bit @nr of the array at @addr. */
#define __bit_word(nr, addr)	((addr) + BIT_WORD(nr))

/**
 * set_bit - atomically set a bit
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void set_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_or(__bit_word(nr, addr), BIT_MASK(nr),
			  __ATOMIC_SEQ_CST);
}

/**
 * clear_bit - atomically clear a bit
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void clear_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_and(__bit_word(nr, addr), ~BIT_MASK(nr),
			   __ATOMIC_SEQ_CST);
}

/**
 * change_bit - atomically flip a bit
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void change_bit(unsigned long nr, volatile unsigned long *addr)
{
	__atomic_fetch_xor(__bit_word(nr, addr), BIT_MASK(nr),
			   __ATOMIC_SEQ_CST);
}

/**
 * test_and_set_bit - atomically set a bit and say what it was
 * @nr: the bit number
 * @addr: the start of the bit array
 *
 * Return: non-zero if the bit was already set.
 */
static inline int test_and_set_bit(unsigned long nr,
				   volatile unsigned long *addr)
{
	return (__atomic_fetch_or(__bit_word(nr, addr), BIT_MASK(nr),
				  __ATOMIC_SEQ_CST) & BIT_MASK(nr)) != 0;
}

/**
 * test_and_clear_bit - atomically clear a bit and say what it was
 * @nr: the bit number
 * @addr: the start of the bit array
 *
 * Return: non-zero if the bit was set.
 */
static inline int test_and_clear_bit(unsigned long nr,
				     volatile unsigned long *addr)
{
	return (__atomic_fetch_and(__bit_word(nr, addr), ~BIT_MASK(nr),
				   __ATOMIC_SEQ_CST) & BIT_MASK(nr)) != 0;
}

/**
 * test_and_change_bit - atomically flip a bit and say what it was
 * @nr: the bit number
 * @addr: the start of the bit array
 *
 * Return: non-zero if the bit was set before the flip.
 */
static inline int test_and_change_bit(unsigned long nr,
				      volatile unsigned long *addr)
{
	return (__atomic_fetch_xor(__bit_word(nr, addr), BIT_MASK(nr),
				   __ATOMIC_SEQ_CST) & BIT_MASK(nr)) != 0;
}

/*
 * The __ forms are plain read-modify-write: cheaper, and correct only
 * when nothing else can touch the same word at the same time.
 */

/**
 * __set_bit - set a bit, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void __set_bit(unsigned long nr, volatile unsigned long *addr)
{
	*__bit_word(nr, addr) |= BIT_MASK(nr);
}

/**
 * __clear_bit - clear a bit, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void __clear_bit(unsigned long nr, volatile unsigned long *addr)
{
	*__bit_word(nr, addr) &= ~BIT_MASK(nr);
}

/**
 * __change_bit - flip a bit, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline void __change_bit(unsigned long nr, volatile unsigned long *addr)
{
	*__bit_word(nr, addr) ^= BIT_MASK(nr);
}

/**
 * __test_and_set_bit - set a bit and say what it was, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline int __test_and_set_bit(unsigned long nr,
				     volatile unsigned long *addr)
{
	unsigned long old = *__bit_word(nr, addr);

	*__bit_word(nr, addr) = old | BIT_MASK(nr);
	return (old & BIT_MASK(nr)) != 0;
}

/**
 * __test_and_clear_bit - clear a bit and say what it was, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline int __test_and_clear_bit(unsigned long nr,
				       volatile unsigned long *addr)
{
	unsigned long old = *__bit_word(nr, addr);

	*__bit_word(nr, addr) = old & ~BIT_MASK(nr);
	return (old & BIT_MASK(nr)) != 0;
}

/**
 * __test_and_change_bit - flip a bit and say what it was, non-atomically
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline int __test_and_change_bit(unsigned long nr,
					volatile unsigned long *addr)
{
	unsigned long old = *__bit_word(nr, addr);

	*__bit_word(nr, addr) = old ^ BIT_MASK(nr);
	return (old & BIT_MASK(nr)) != 0;
}

/**
 * test_bit - whether a bit is set
 * @nr: the bit number
 * @addr: the start of the bit array
 */
static inline int test_bit(unsigned long nr,
			   const volatile unsigned long *addr)
{
	return (*__bit_word(nr, addr) >> (nr % BITS_PER_LONG)) & 1;
}

/**
 * __ffs - the index of the lowest set bit of a word
 * @word: the word; must not be 0
 */
static inline unsigned long __ffs(unsigned long word)
{
	return __builtin_ctzl(word);
}

/**
 * __fls - the index of the highest set bit of a word
 * @word: the word; must not be 0
 */
static inline unsigned long __fls(unsigned long word)
{
	return BITS_PER_LONG - 1 - __builtin_clzl(word);
}

/**
 * ffz - the index of the lowest clear bit of a word
 * @word: the word; must not be ~0UL
 */
static inline unsigned long ffz(unsigned long word)
{
	return __ffs(~word);
}

/**
 * ffs - the 1-based position of the lowest set bit, as in libc
 * @x: the value
 *
 * Return: 1..32, or 0 when @x is 0.
 */
static inline int ffs(int x)
{
	return x ? __builtin_ctz((unsigned int)x) + 1 : 0;
}

/**
 * fls - the 1-based position of the highest set bit
 * @x: the value
 *
 * Return: 1..32, or 0 when @x is 0.
 */
static inline int fls(unsigned int x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

/**
 * fls64 - the 1-based position of the highest set bit of a 64-bit value
 * @x: the value
 *
 * Return: 1..64, or 0 when @x is 0.
 */
static inline int fls64(u64 x)
{
	u32 high = (u32)(x >> 32);

	return high ? fls(high) + 32 : fls((u32)x);
}

/*
 * Population counts by adding neighbouring fields in parallel.  gcc's
 * __builtin_popcount would become a libgcc call on an i686 without
 * popcnt, and there is no libgcc in the kernel.
 */

/**
 * hweight32 - the number of set bits in a 32-bit value
 * @w: the value
 */
static inline unsigned int hweight32(u32 w)
{
	w = w - ((w >> 1) & 0x55555555);		/* 2-bit sums */
	w = (w & 0x33333333) + ((w >> 2) & 0x33333333); /* 4-bit sums */
	w = (w + (w >> 4)) & 0x0f0f0f0f;		/* byte sums */
	return (w * 0x01010101) >> 24;			/* add the bytes */
}

/**
 * hweight16 - the number of set bits in a 16-bit value
 * @w: the value
 */
static inline unsigned int hweight16(unsigned int w)
{
	return hweight32(w & 0xffff);
}

/**
 * hweight8 - the number of set bits in an 8-bit value
 * @w: the value
 */
static inline unsigned int hweight8(unsigned int w)
{
	return hweight32(w & 0xff);
}

/**
 * hweight64 - the number of set bits in a 64-bit value
 * @w: the value
 */
static inline unsigned int hweight64(u64 w)
{
	return hweight32((u32)w) + hweight32((u32)(w >> 32));
}

/**
 * hweight_long - the number of set bits in an unsigned long
 * @w: the value
 */
static inline unsigned int hweight_long(unsigned long w)
{
	return BITS_PER_LONG == 32 ? hweight32((u32)w) : hweight64(w);
}

/**
 * find_first_bit - the index of the first set bit in a bit array
 * @addr: the start of the array
 * @size: the number of bits to search
 *
 * Return: the bit index, or @size if no bit is set.
 */
unsigned long find_first_bit(const unsigned long *addr, unsigned long size);

/**
 * find_next_bit - the index of the next set bit at or after @offset
 * @addr: the start of the array
 * @size: the number of bits in the array
 * @offset: the bit to start at
 *
 * Return: the bit index, or @size if there is none.
 */
unsigned long find_next_bit(const unsigned long *addr, unsigned long size,
			    unsigned long offset);

/**
 * find_first_zero_bit - the index of the first clear bit in a bit array
 * @addr: the start of the array
 * @size: the number of bits to search
 *
 * Return: the bit index, or @size if every bit is set.
 */
unsigned long find_first_zero_bit(const unsigned long *addr,
				  unsigned long size);

/**
 * find_next_zero_bit - the index of the next clear bit at or after @offset
 * @addr: the start of the array
 * @size: the number of bits in the array
 * @offset: the bit to start at
 *
 * Return: the bit index, or @size if there is none.
 */
unsigned long find_next_zero_bit(const unsigned long *addr,
				 unsigned long size, unsigned long offset);

#endif /* _ASM_I386_BITOPS_H */
