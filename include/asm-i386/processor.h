/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_PROCESSOR_H
#define _ASM_I386_PROCESSOR_H

#include <linux/types.h>

/* What switch_to() keeps of a task that is not running. */
struct thread_struct {
	unsigned long esp;
	unsigned long eip;
};

static inline void cpu_relax(void)
{
	__asm__ __volatile__("pause" : : : "memory");
}

static inline unsigned long read_cr0(void)
{
	unsigned long v;

	__asm__ __volatile__("movl %%cr0, %0" : "=r"(v));
	return v;
}

static inline void write_cr0(unsigned long v)
{
	__asm__ __volatile__("movl %0, %%cr0" : : "r"(v) : "memory");
}

static inline unsigned long read_cr2(void)
{
	unsigned long v;

	__asm__ __volatile__("movl %%cr2, %0" : "=r"(v));
	return v;
}

static inline unsigned long read_cr3(void)
{
	unsigned long v;

	__asm__ __volatile__("movl %%cr3, %0" : "=r"(v));
	return v;
}

static inline void write_cr3(unsigned long v)
{
	__asm__ __volatile__("movl %0, %%cr3" : : "r"(v) : "memory");
}

static inline unsigned long read_cr4(void)
{
	unsigned long v;

	__asm__ __volatile__("movl %%cr4, %0" : "=r"(v));
	return v;
}

static inline void write_cr4(unsigned long v)
{
	__asm__ __volatile__("movl %0, %%cr4" : : "r"(v) : "memory");
}

static inline void cpuid(u32 op, u32 *eax, u32 *ebx, u32 *ecx, u32 *edx)
{
	__asm__ __volatile__("cpuid"
			     : "=a"(*eax), "=b"(*ebx), "=c"(*ecx), "=d"(*edx)
			     : "0"(op), "2"(0));
}

/* What identify_cpu() found on one CPU, for /proc/cpuinfo and sysfs. */
struct cpuinfo_x86 {
	bool valid;			/* the CPU has come up at least once */
	char vendor[13];		/* "GenuineIntel" */
	char model_name[49];
	unsigned int family, model, stepping;
	unsigned int cpuid_level;	/* highest basic CPUID leaf */
	u32 features[2];		/* CPUID 1: edx, ecx */
	unsigned int apicid;		/* initial APIC ID, from CPUID 1 */
	unsigned int siblings;		/* logical CPUs in its package */
	unsigned int phys_proc_id;	/* its package */
	unsigned int core_id;		/* its number in the package */
};

extern struct cpuinfo_x86 cpu_data[];

/**
 * identify_cpu - fill cpu_data[] for the CPU this runs on
 * @cpu: its logical number
 */
void identify_cpu(int cpu);

#define X86_CR0_MP	0x00000002
#define X86_CR0_NE	0x00000020
#define X86_CR0_WP	0x00010000
#define X86_CR0_PG	0x80000000
#define X86_CR4_PSE	0x00000010
#define X86_CR4_PGE	0x00000080

#endif /* _ASM_I386_PROCESSOR_H */
