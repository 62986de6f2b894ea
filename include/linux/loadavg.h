/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_LOADAVG_H
#define _LINUX_LOADAVG_H

/*
 * Load averages as Linux keeps them: every LOAD_FREQ ticks, the number
 * of tasks running or in uninterruptible sleep is folded into three
 * exponentially decaying averages, over 1, 5 and 15 minutes, in fixed
 * point with FSHIFT bits of fraction.
 */

#include <linux/jiffies.h>

#define FSHIFT		11
#define FIXED_1		(1 << FSHIFT)
#define LOAD_FREQ	(5 * HZ + 1)	/* 5 s, off the tick by one */
#define EXP_1		1884		/* FIXED_1 / exp(5 s / 1 min) */
#define EXP_5		2014		/* FIXED_1 / exp(5 s / 5 min) */
#define EXP_15		2037		/* FIXED_1 / exp(5 s / 15 min) */

#define LOAD_INT(x)	((x) >> FSHIFT)
#define LOAD_FRAC(x)	LOAD_INT(((x) & (FIXED_1 - 1)) * 100)

extern unsigned long avenrun[3];

/**
 * calc_load - fold one sample into a load average
 * @load: the average so far, fixed point
 * @exp: EXP_1, EXP_5 or EXP_15
 * @active: tasks running or in D now, fixed point (n * FIXED_1)
 *
 * Return: the new average.
 */
unsigned long calc_load(unsigned long load, unsigned long exp,
			unsigned long active);

/**
 * loadavg_tick - count a tick; every LOAD_FREQ ticks, take a sample
 *
 * Called by CPU 0's timer interrupt, which keeps jiffies.
 */
void loadavg_tick(void);

#endif /* _LINUX_LOADAVG_H */
