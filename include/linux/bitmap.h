/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_BITMAP_H
#define _LINUX_BITMAP_H

/*
 * Bitmaps: arrays of unsigned long holding @nbits bits, bit n in word
 * n / BITS_PER_LONG.  The bits of the last word past @nbits (the tail)
 * may hold anything: every function that reads a bitmap as a whole
 * (equal, empty, weight, ...) ignores them, and those that make a whole
 * new bitmap (fill, complement, the shifts) leave them clear.
 *
 * The operations are not atomic; see <linux/bitops.h> for single bits.
 */

#include <linux/types.h>
#include <linux/bitops.h>
#include <linux/string.h>

#define DECLARE_BITMAP(name, bits) \
	unsigned long name[BITS_TO_LONGS(bits)]

/* The bits of the last word that belong to an @nbits-bit bitmap. */
#define BITMAP_LAST_WORD_MASK(nbits)					\
	((nbits) % BITS_PER_LONG ?					\
	 (1UL << ((nbits) % BITS_PER_LONG)) - 1 : ~0UL)

/**
 * bitmap_zero - clear every bit of a bitmap
 * @dst: the bitmap
 * @nbits: its size in bits
 */
static inline void bitmap_zero(unsigned long *dst, unsigned int nbits)
{
	memset(dst, 0, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

/**
 * bitmap_fill - set every bit of a bitmap (the tail stays clear)
 * @dst: the bitmap
 * @nbits: its size in bits
 */
static inline void bitmap_fill(unsigned long *dst, unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);

	if (words) {
		memset(dst, 0xff, words * sizeof(unsigned long));
		dst[words - 1] &= BITMAP_LAST_WORD_MASK(nbits);
	}
}

/**
 * bitmap_copy - copy a bitmap
 * @dst: the destination
 * @src: the source
 * @nbits: the size of both in bits
 */
static inline void bitmap_copy(unsigned long *dst, const unsigned long *src,
			       unsigned int nbits)
{
	memcpy(dst, src, BITS_TO_LONGS(nbits) * sizeof(unsigned long));
}

/**
 * bitmap_and - @dst = @src1 & @src2
 * @dst: the result; may be one of the sources
 * @src1: one operand
 * @src2: the other operand
 * @nbits: the size of all three in bits
 *
 * Return: true if the result has any bit set.
 */
bool bitmap_and(unsigned long *dst, const unsigned long *src1,
		const unsigned long *src2, unsigned int nbits);

/**
 * bitmap_or - @dst = @src1 | @src2
 * @dst: the result; may be one of the sources
 * @src1: one operand
 * @src2: the other operand
 * @nbits: the size of all three in bits
 */
void bitmap_or(unsigned long *dst, const unsigned long *src1,
	       const unsigned long *src2, unsigned int nbits);

/**
 * bitmap_xor - @dst = @src1 ^ @src2
 * @dst: the result; may be one of the sources
 * @src1: one operand
 * @src2: the other operand
 * @nbits: the size of all three in bits
 */
void bitmap_xor(unsigned long *dst, const unsigned long *src1,
		const unsigned long *src2, unsigned int nbits);

/**
 * bitmap_andnot - @dst = @src1 & ~@src2
 * @dst: the result; may be one of the sources
 * @src1: the bits to keep...
 * @src2: ...unless set here
 * @nbits: the size of all three in bits
 *
 * Return: true if the result has any bit set.
 */
bool bitmap_andnot(unsigned long *dst, const unsigned long *src1,
		   const unsigned long *src2, unsigned int nbits);

/**
 * bitmap_complement - @dst = ~@src (the tail stays clear)
 * @dst: the result; may be @src
 * @src: the operand
 * @nbits: the size of both in bits
 */
void bitmap_complement(unsigned long *dst, const unsigned long *src,
		       unsigned int nbits);

/**
 * bitmap_equal - whether two bitmaps have the same bits set
 * @src1: one bitmap
 * @src2: the other bitmap
 * @nbits: the size of both in bits
 */
bool bitmap_equal(const unsigned long *src1, const unsigned long *src2,
		  unsigned int nbits);

/**
 * bitmap_intersects - whether two bitmaps have a set bit in common
 * @src1: one bitmap
 * @src2: the other bitmap
 * @nbits: the size of both in bits
 */
bool bitmap_intersects(const unsigned long *src1, const unsigned long *src2,
		       unsigned int nbits);

/**
 * bitmap_subset - whether every bit set in @src1 is set in @src2
 * @src1: the candidate subset
 * @src2: the candidate superset
 * @nbits: the size of both in bits
 */
bool bitmap_subset(const unsigned long *src1, const unsigned long *src2,
		   unsigned int nbits);

/**
 * bitmap_empty - whether no bit is set
 * @src: the bitmap
 * @nbits: its size in bits
 */
bool bitmap_empty(const unsigned long *src, unsigned int nbits);

/**
 * bitmap_full - whether every bit is set
 * @src: the bitmap
 * @nbits: its size in bits
 */
bool bitmap_full(const unsigned long *src, unsigned int nbits);

/**
 * bitmap_weight - the number of bits set
 * @src: the bitmap
 * @nbits: its size in bits
 */
unsigned int bitmap_weight(const unsigned long *src, unsigned int nbits);

/**
 * bitmap_shift_right - move every bit @shift places towards bit 0
 * @dst: the result; may be @src
 * @src: the operand
 * @shift: how far; bits shifted below 0 are lost, zeros come in at the top
 * @nbits: the size of both in bits
 */
void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits);

/**
 * bitmap_shift_left - move every bit @shift places away from bit 0
 * @dst: the result; may be @src
 * @src: the operand
 * @shift: how far; bits shifted past @nbits are lost, zeros come in at 0
 * @nbits: the size of both in bits
 */
void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits);

/**
 * bitmap_set - set a run of bits
 * @map: the bitmap
 * @start: the first bit to set
 * @len: how many bits to set
 */
void bitmap_set(unsigned long *map, unsigned int start, unsigned int len);

/**
 * bitmap_clear - clear a run of bits
 * @map: the bitmap
 * @start: the first bit to clear
 * @len: how many bits to clear
 */
void bitmap_clear(unsigned long *map, unsigned int start, unsigned int len);

/**
 * bitmap_scnprintf - print a bitmap as comma-separated 32-bit hex words
 * @buf: where to print
 * @buflen: size of @buf; the output is cut to fit and always terminated
 * @maskp: the bitmap
 * @nmaskbits: its size in bits
 *
 * The most significant word comes first; it has as many digits as its
 * bits need, the others eight each: 40 bits with bits 0-3 set print as
 * "00,0000000f".
 *
 * Return: the number of characters put in @buf, terminator excluded.
 */
int bitmap_scnprintf(char *buf, unsigned int buflen,
		     const unsigned long *maskp, unsigned int nmaskbits);

/**
 * bitmap_scnlistprintf - print a bitmap as a list of ranges
 * @buf: where to print
 * @buflen: size of @buf; the output is cut to fit and always terminated
 * @maskp: the bitmap
 * @nmaskbits: its size in bits
 *
 * The format is the one bitmap_parselist() reads: "0-3,5,7-8"; an empty
 * bitmap prints as the empty string.
 *
 * Return: the number of characters put in @buf, terminator excluded.
 */
int bitmap_scnlistprintf(char *buf, unsigned int buflen,
			 const unsigned long *maskp, unsigned int nmaskbits);

/**
 * bitmap_parselist - read a list of decimal bits and ranges into a bitmap
 * @buf: the text, such as "0-3,5"; one trailing newline is allowed, and
 *	 an empty list gives an empty bitmap
 * @maskp: the bitmap, cleared and then filled in
 * @nmaskbits: its size in bits
 *
 * Return: 0; -EINVAL for text that is not such a list or a range whose
 * end is below its start; -ERANGE for a bit number >= @nmaskbits.  On
 * error @maskp is left untouched.
 */
int bitmap_parselist(const char *buf, unsigned long *maskp,
		     unsigned int nmaskbits);

#endif /* _LINUX_BITMAP_H */
