/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_MSR_H
#define _ASM_I386_MSR_H

#include <linux/types.h>

#define MSR_IA32_APICBASE		0x1b
#define MSR_IA32_APICBASE_BSP		(1 << 8)
#define MSR_IA32_APICBASE_ENABLE	(1 << 11)
#define MSR_IA32_APICBASE_BASE		0xfffff000

static inline u64 rdmsr64(u32 msr)
{
	u32 lo, hi;

	__asm__ __volatile__("rdmsr" : "=a"(lo), "=d"(hi) : "c"(msr));
	return ((u64)hi << 32) | lo;
}

static inline void wrmsr64(u32 msr, u64 v)
{
	__asm__ __volatile__("wrmsr" : : "c"(msr), "a"((u32)v),
			     "d"((u32)(v >> 32)));
}

static inline u64 rdtsc(void)
{
	u32 lo, hi;

	__asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
	return ((u64)hi << 32) | lo;
}

#endif /* _ASM_I386_MSR_H */
