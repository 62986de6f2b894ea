// SPDX-License-Identifier: GPL-2.0
/*
 * 64-by-32-bit division without libgcc.
 *
 * Only 32-bit '/' is used (one divl on i386); the rest is binary long
 * division.  The code is plain C so that the host tests can build it on
 * x86_64 too.
 */

#include <linux/types.h>
#include <asm/div64.h>

u32 __div64_32(u64 *n, u32 base)
{
	u64 rem = *n;
	u64 quot = 0;
	u64 div = base;
	u64 bit = 1;
	u32 high = (u32)(rem >> 32);

	/*
	 * Take the high word's share natively first.  What is left is
	 * below base << 32, so the shifted divisor below cannot overflow.
	 */
	if (high >= base) {
		high /= base;
		quot = (u64)high << 32;
		rem -= (u64)(high * base) << 32;
	}

	/* The common case: a value that now fits one register. */
	if (!(rem >> 32)) {
		u32 low = (u32)rem;

		*n = quot + low / base;
		return low % base;
	}

	/* Line the divisor up under the dividend's top bit... */
	while (div < rem && !(div >> 63)) {
		div <<= 1;
		bit <<= 1;
	}

	/* ...then subtract it back down, one quotient bit per step. */
	while (bit) {
		if (rem >= div) {
			rem -= div;
			quot |= bit;
		}
		div >>= 1;
		bit >>= 1;
	}

	*n = quot;
	return (u32)rem;
}
