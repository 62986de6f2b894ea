/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_TIMER_H
#define _ASM_I386_TIMER_H

#include <linux/types.h>

/**
 * tsc_init - calibrate the TSC against the PIT; sched_clock() works after
 */
void tsc_init(void);

/**
 * tsc_cycles_to_ns - convert a TSC cycle count to nanoseconds
 * @cycles: a difference of two rdtsc() readings
 */
u64 tsc_cycles_to_ns(u64 cycles);

#endif /* _ASM_I386_TIMER_H */
