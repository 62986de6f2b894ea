// SPDX-License-Identifier: GPL-2.0
/*
 * The load averages that uptime prints; see <linux/loadavg.h>.  A sample
 * counts what runs (the runqueues' counts, idle tasks excluded) and what
 * sleeps uninterruptibly (the scheduler's counts), as Linux does.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/loadavg.h>

unsigned long avenrun[3];

unsigned long calc_load(unsigned long load, unsigned long exp,
			unsigned long active)
{
	unsigned long next = load * exp + active * (FIXED_1 - exp);

	/* Up rounds up and down rounds down: both reach a steady load. */
	if (active >= load)
		next += FIXED_1 - 1;
	return next >> FSHIFT;
}

void loadavg_tick(void)
{
	static unsigned int count = LOAD_FREQ;
	unsigned long active;

	if (--count)
		return;
	count = LOAD_FREQ;
	active = (nr_running() + nr_uninterruptible()) * FIXED_1;
	avenrun[0] = calc_load(avenrun[0], EXP_1, active);
	avenrun[1] = calc_load(avenrun[1], EXP_5, active);
	avenrun[2] = calc_load(avenrun[2], EXP_15, active);
}
