/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_THREADS_H
#define _LINUX_THREADS_H

/* The most CPUs the kernel can drive; CPU numbers run 0..NR_CPUS-1. */
#define NR_CPUS		64

#endif /* _LINUX_THREADS_H */
