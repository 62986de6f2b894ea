// SPDX-License-Identifier: GPL-2.0
/*
 * Whole-bitmap operations.  Word loops handle the full words; the last
 * word is masked wherever its tail could change the answer.
 */

#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/ctype.h>
#include <linux/bitmap.h>

bool bitmap_and(unsigned long *dst, const unsigned long *src1,
		const unsigned long *src2, unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);
	unsigned long any = 0;
	unsigned int k;

	for (k = 0; k < words; k++) {
		dst[k] = src1[k] & src2[k];
		any |= k + 1 < words ? dst[k] :
				       dst[k] & BITMAP_LAST_WORD_MASK(nbits);
	}
	return any != 0;
}

void bitmap_or(unsigned long *dst, const unsigned long *src1,
	       const unsigned long *src2, unsigned int nbits)
{
	unsigned int k;

	for (k = 0; k < BITS_TO_LONGS(nbits); k++)
		dst[k] = src1[k] | src2[k];
}

void bitmap_xor(unsigned long *dst, const unsigned long *src1,
		const unsigned long *src2, unsigned int nbits)
{
	unsigned int k;

	for (k = 0; k < BITS_TO_LONGS(nbits); k++)
		dst[k] = src1[k] ^ src2[k];
}

bool bitmap_andnot(unsigned long *dst, const unsigned long *src1,
		   const unsigned long *src2, unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);
	unsigned long any = 0;
	unsigned int k;

	for (k = 0; k < words; k++) {
		dst[k] = src1[k] & ~src2[k];
		any |= k + 1 < words ? dst[k] :
				       dst[k] & BITMAP_LAST_WORD_MASK(nbits);
	}
	return any != 0;
}

void bitmap_complement(unsigned long *dst, const unsigned long *src,
		       unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);
	unsigned int k;

	for (k = 0; k < words; k++)
		dst[k] = ~src[k];
	if (words)
		dst[words - 1] &= BITMAP_LAST_WORD_MASK(nbits);
}

bool bitmap_equal(const unsigned long *src1, const unsigned long *src2,
		  unsigned int nbits)
{
	unsigned int full = nbits / BITS_PER_LONG;
	unsigned int k;

	for (k = 0; k < full; k++) {
		if (src1[k] != src2[k])
			return false;
	}
	if (nbits % BITS_PER_LONG)
		return !((src1[k] ^ src2[k]) & BITMAP_LAST_WORD_MASK(nbits));
	return true;
}

bool bitmap_intersects(const unsigned long *src1, const unsigned long *src2,
		       unsigned int nbits)
{
	unsigned int full = nbits / BITS_PER_LONG;
	unsigned int k;

	for (k = 0; k < full; k++) {
		if (src1[k] & src2[k])
			return true;
	}
	if (nbits % BITS_PER_LONG)
		return (src1[k] & src2[k] & BITMAP_LAST_WORD_MASK(nbits)) != 0;
	return false;
}

bool bitmap_subset(const unsigned long *src1, const unsigned long *src2,
		   unsigned int nbits)
{
	unsigned int full = nbits / BITS_PER_LONG;
	unsigned int k;

	for (k = 0; k < full; k++) {
		if (src1[k] & ~src2[k])
			return false;
	}
	if (nbits % BITS_PER_LONG)
		return !(src1[k] & ~src2[k] & BITMAP_LAST_WORD_MASK(nbits));
	return true;
}

bool bitmap_empty(const unsigned long *src, unsigned int nbits)
{
	return find_first_bit(src, nbits) == nbits;
}

bool bitmap_full(const unsigned long *src, unsigned int nbits)
{
	return find_first_zero_bit(src, nbits) == nbits;
}

unsigned int bitmap_weight(const unsigned long *src, unsigned int nbits)
{
	unsigned int full = nbits / BITS_PER_LONG;
	unsigned int weight = 0;
	unsigned int k;

	for (k = 0; k < full; k++)
		weight += hweight_long(src[k]);
	if (nbits % BITS_PER_LONG)
		weight += hweight_long(src[k] & BITMAP_LAST_WORD_MASK(nbits));
	return weight;
}

/* Word @k of @src with its tail masked off; 0 past the end. */
static unsigned long bitmap_word(const unsigned long *src, unsigned int k,
				 unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);

	if (k >= words)
		return 0;
	if (k == words - 1)
		return src[k] & BITMAP_LAST_WORD_MASK(nbits);
	return src[k];
}

void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);
	unsigned int off = shift / BITS_PER_LONG;
	unsigned int rem = shift % BITS_PER_LONG;
	unsigned int k;

	/*
	 * Ascending: word k only reads words k + off and above, which an
	 * in-place shift has not overwritten yet.
	 */
	for (k = 0; k < words; k++) {
		unsigned long low = 0, high = 0;

		if (off < words - k) {
			low = bitmap_word(src, k + off, nbits);
			high = bitmap_word(src, k + off + 1, nbits);
		}
		/* A shift by the full word width would be undefined. */
		dst[k] = rem ? low >> rem | high << (BITS_PER_LONG - rem) : low;
	}
}

void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits)
{
	unsigned int words = BITS_TO_LONGS(nbits);
	unsigned int off = shift / BITS_PER_LONG;
	unsigned int rem = shift % BITS_PER_LONG;
	unsigned int k;

	/* Descending, for the mirror reason of bitmap_shift_right(). */
	for (k = words; k-- > 0; ) {
		unsigned long high = 0, low = 0;

		if (k >= off) {
			high = src[k - off];
			if (k > off)
				low = src[k - off - 1];
		}
		dst[k] = rem ? high << rem | low >> (BITS_PER_LONG - rem) : high;
	}
	if (words)
		dst[words - 1] &= BITMAP_LAST_WORD_MASK(nbits);
}

/* The bits of word BIT_WORD(@start) covered by a run of @len from @start. */
static unsigned long run_mask(unsigned int start, unsigned int len)
{
	unsigned int bit = start % BITS_PER_LONG;

	if (len >= BITS_PER_LONG - bit)
		return ~0UL << bit;
	return ((1UL << len) - 1) << bit;
}

void bitmap_set(unsigned long *map, unsigned int start, unsigned int len)
{
	while (len) {
		unsigned int n = BITS_PER_LONG - start % BITS_PER_LONG;

		if (n > len)
			n = len;
		map[BIT_WORD(start)] |= run_mask(start, n);
		start += n;
		len -= n;
	}
}

void bitmap_clear(unsigned long *map, unsigned int start, unsigned int len)
{
	while (len) {
		unsigned int n = BITS_PER_LONG - start % BITS_PER_LONG;

		if (n > len)
			n = len;
		map[BIT_WORD(start)] &= ~run_mask(start, n);
		start += n;
		len -= n;
	}
}

#define CHUNK_BITS	32

/* Bits @start..@start+31 of the bitmap, as one 32-bit chunk. */
static u32 bitmap_chunk(const unsigned long *maskp, unsigned int start)
{
	return (u32)(maskp[BIT_WORD(start)] >> (start % BITS_PER_LONG));
}

int bitmap_scnprintf(char *buf, unsigned int buflen,
		     const unsigned long *maskp, unsigned int nmaskbits)
{
	unsigned int bits = nmaskbits % CHUNK_BITS;
	unsigned int start;
	const char *sep = "";
	int len = 0;

	if (buflen)
		buf[0] = '\0';
	if (!nmaskbits)
		return 0;

	/* The top chunk may be partial; it gets only the digits it needs. */
	if (!bits)
		bits = CHUNK_BITS;
	start = nmaskbits - bits;
	for (;;) {
		u32 val = bitmap_chunk(maskp, start);

		if (bits < CHUNK_BITS)
			val &= (1U << bits) - 1;
		len += scnprintf(buf + len, buflen - len, "%s%0*x",
				 sep, (int)(bits + 3) / 4, val);
		if (!start)
			break;
		start -= CHUNK_BITS;
		bits = CHUNK_BITS;
		sep = ",";
	}
	return len;
}

int bitmap_scnlistprintf(char *buf, unsigned int buflen,
			 const unsigned long *maskp, unsigned int nmaskbits)
{
	unsigned long first, last;
	const char *sep = "";
	int len = 0;

	if (buflen)
		buf[0] = '\0';

	for (first = find_first_bit(maskp, nmaskbits); first < nmaskbits;
	     first = find_next_bit(maskp, nmaskbits, last + 1)) {
		last = find_next_zero_bit(maskp, nmaskbits, first + 1) - 1;
		if (last == first)
			len += scnprintf(buf + len, buflen - len, "%s%lu",
					 sep, first);
		else
			len += scnprintf(buf + len, buflen - len, "%s%lu-%lu",
					 sep, first, last);
		sep = ",";
	}
	return len;
}

/*
 * Read a decimal bit number at *@pp into @val and advance *@pp past it.
 * At least one digit is required; a number that does not fit an
 * unsigned int is out of any bitmap's range.
 */
static int parse_bit(const char **pp, unsigned int *val)
{
	const char *p = *pp;
	unsigned int n = 0;

	if (!isdigit(*p))
		return -EINVAL;
	for (; isdigit(*p); p++) {
		unsigned int digit = *p - '0';

		if (n > (UINT_MAX - digit) / 10)
			return -ERANGE;
		n = n * 10 + digit;
	}
	*pp = p;
	*val = n;
	return 0;
}

/*
 * One pass over a list: with @maskp NULL it only checks the text, so
 * that bitmap_parselist() can refuse bad input without touching the
 * caller's bitmap.
 */
static int parselist_pass(const char *p, unsigned long *maskp,
			  unsigned int nmaskbits)
{
	unsigned int a, b;
	int err;

	if (*p == '\n' && !p[1])
		p++;
	if (!*p)
		return 0;

	for (;;) {
		err = parse_bit(&p, &a);
		if (err)
			return err;
		b = a;
		if (*p == '-') {
			p++;
			err = parse_bit(&p, &b);
			if (err)
				return err;
			if (b < a)
				return -EINVAL;
		}
		if (b >= nmaskbits)
			return -ERANGE;
		if (maskp)
			bitmap_set(maskp, a, b - a + 1);

		if (*p == ',') {
			p++;
			continue;
		}
		if (*p == '\n')
			p++;
		return *p ? -EINVAL : 0;
	}
}

int bitmap_parselist(const char *buf, unsigned long *maskp,
		     unsigned int nmaskbits)
{
	int err = parselist_pass(buf, NULL, nmaskbits);

	if (err)
		return err;
	bitmap_zero(maskp, nmaskbits);
	return parselist_pass(buf, maskp, nmaskbits);
}
