/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TIME_H
#define _LINUX_TIME_H

#include <linux/types.h>

#define NSEC_PER_USEC	1000UL
#define NSEC_PER_MSEC	1000000UL
#define NSEC_PER_SEC	1000000000UL
#define USEC_PER_SEC	1000000UL
#define MSEC_PER_SEC	1000UL

/**
 * sched_clock - nanoseconds since boot, from the TSC
 *
 * Reads 0 until the TSC has been calibrated early in boot.  Monotonic on
 * one CPU; across CPUs as good as the TSCs agree (QEMU keeps them close).
 */
u64 sched_clock(void);

/**
 * tsc_khz - the TSC frequency measured at boot, in kHz
 */
extern unsigned long tsc_khz;

#endif /* _LINUX_TIME_H */
