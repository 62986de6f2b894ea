/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_JIFFIES_H
#define _LINUX_JIFFIES_H

#include <linux/types.h>
#include <asm/param.h>
#include <asm/div64.h>

/* Ticks since boot; the boot CPU's timer interrupt advances it. */
extern volatile unsigned long jiffies;
extern u64 jiffies_64;

/**
 * get_jiffies_64 - read jiffies_64 whole on a 32-bit CPU
 *
 * Its two halves are read apart, so read the high one again: if a tick
 * carried into it meanwhile, read both once more.
 */
static inline u64 get_jiffies_64(void)
{
	volatile u32 *half = (volatile u32 *)&jiffies_64;
	u32 lo, hi;

	do {
		hi = half[1];
		lo = half[0];
	} while (hi != half[1]);
	return (u64)hi << 32 | lo;
}

/* Comparisons that survive the counter wrapping. */
#define time_after(a, b)	((long)((b) - (a)) < 0)
#define time_before(a, b)	time_after(b, a)
#define time_after_eq(a, b)	((long)((a) - (b)) >= 0)
#define time_before_eq(a, b)	time_after_eq(b, a)

#define MAX_JIFFY_OFFSET	((~0UL >> 1) - 1)

/* Linux's clock ticks for user space (sysconf(_SC_CLK_TCK)), as /proc has them. */
#define USER_HZ	100

/**
 * jiffies_64_to_clock_t - ticks at HZ to ticks at USER_HZ
 * @j: ticks at HZ
 */
static inline u64 jiffies_64_to_clock_t(u64 j)
{
	j *= USER_HZ;
	do_div(j, HZ);
	return j;
}

/**
 * msecs_to_jiffies - convert milliseconds to ticks, rounding up
 * @m: milliseconds
 */
static inline unsigned long msecs_to_jiffies(unsigned int m)
{
	return ((unsigned long)m * HZ + 999) / 1000;
}

/**
 * jiffies_to_msecs - convert ticks to milliseconds
 * @j: ticks
 */
static inline unsigned int jiffies_to_msecs(unsigned long j)
{
	return j * (1000 / HZ);
}

#endif /* _LINUX_JIFFIES_H */
