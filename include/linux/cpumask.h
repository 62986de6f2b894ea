/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_CPUMASK_H
#define _LINUX_CPUMASK_H

/*
 * CPU masks, in Linux 2.6.1's style: a cpumask_t is a small struct
 * passed and assigned by value, and the macros take the mask itself,
 * not a pointer to it:
 *
 *	cpumask_t mask = CPU_MASK_NONE;
 *	cpu_set(2, mask);
 *	if (cpus_intersects(mask, cpu_online_map)) ...
 *
 * Masks given to macros that take their address must be lvalues.
 * Only the cpu_* single-bit operations are atomic.
 */

#include <linux/types.h>
#include <linux/threads.h>
#include <linux/bitmap.h>

typedef struct {
	DECLARE_BITMAP(bits, NR_CPUS);
} cpumask_t;

/* The cpu_*_map masks the kernel keeps (kernel/cpu.c). */
extern cpumask_t cpu_possible_map;	/* could ever be brought up */
extern cpumask_t cpu_online_map;	/* running and scheduling now */
extern cpumask_t cpu_present_map;	/* physically there */

/**
 * cpus_addr - the bitmap inside a mask, for the bitmap_* functions
 * @src: the mask
 */
#define cpus_addr(src)		((src).bits)

/**
 * cpu_set - atomically add a CPU to a mask
 * @cpu: the CPU number
 * @dst: the mask
 */
#define cpu_set(cpu, dst)	set_bit((cpu), (dst).bits)

/**
 * cpu_clear - atomically remove a CPU from a mask
 * @cpu: the CPU number
 * @dst: the mask
 */
#define cpu_clear(cpu, dst)	clear_bit((cpu), (dst).bits)

/**
 * cpu_isset - whether a CPU is in a mask
 * @cpu: the CPU number
 * @src: the mask
 */
#define cpu_isset(cpu, src)	test_bit((cpu), (src).bits)

/**
 * cpu_test_and_set - atomically add a CPU, saying whether it was there
 * @cpu: the CPU number
 * @dst: the mask
 */
#define cpu_test_and_set(cpu, dst) test_and_set_bit((cpu), (dst).bits)

/**
 * cpus_clear - empty a mask
 * @dst: the mask
 */
#define cpus_clear(dst)		bitmap_zero((dst).bits, NR_CPUS)

/**
 * cpus_setall - put every CPU number into a mask
 * @dst: the mask
 */
#define cpus_setall(dst)	bitmap_fill((dst).bits, NR_CPUS)

/**
 * cpus_and - @dst = @src1 & @src2
 * @dst: the result
 * @src1: one mask
 * @src2: the other mask
 */
#define cpus_and(dst, src1, src2) \
	bitmap_and((dst).bits, (src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_or - @dst = @src1 | @src2
 * @dst: the result
 * @src1: one mask
 * @src2: the other mask
 */
#define cpus_or(dst, src1, src2) \
	bitmap_or((dst).bits, (src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_xor - @dst = @src1 ^ @src2
 * @dst: the result
 * @src1: one mask
 * @src2: the other mask
 */
#define cpus_xor(dst, src1, src2) \
	bitmap_xor((dst).bits, (src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_andnot - @dst = @src1 & ~@src2
 * @dst: the result
 * @src1: the CPUs to keep...
 * @src2: ...unless they are here
 */
#define cpus_andnot(dst, src1, src2) \
	bitmap_andnot((dst).bits, (src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_complement - @dst = every CPU number not in @src
 * @dst: the result
 * @src: the mask
 */
#define cpus_complement(dst, src) \
	bitmap_complement((dst).bits, (src).bits, NR_CPUS)

/**
 * cpus_equal - whether two masks hold the same CPUs
 * @src1: one mask
 * @src2: the other mask
 */
#define cpus_equal(src1, src2) \
	bitmap_equal((src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_intersects - whether two masks share a CPU
 * @src1: one mask
 * @src2: the other mask
 */
#define cpus_intersects(src1, src2) \
	bitmap_intersects((src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_subset - whether every CPU of @src1 is in @src2
 * @src1: the candidate subset
 * @src2: the candidate superset
 */
#define cpus_subset(src1, src2) \
	bitmap_subset((src1).bits, (src2).bits, NR_CPUS)

/**
 * cpus_empty - whether a mask holds no CPU
 * @src: the mask
 */
#define cpus_empty(src)		bitmap_empty((src).bits, NR_CPUS)

/**
 * cpus_full - whether a mask holds every CPU number
 * @src: the mask
 */
#define cpus_full(src)		bitmap_full((src).bits, NR_CPUS)

/**
 * cpus_weight - the number of CPUs in a mask
 * @src: the mask
 */
#define cpus_weight(src)	bitmap_weight((src).bits, NR_CPUS)

/**
 * cpus_shift_right - move every CPU of a mask @n numbers down
 * @dst: the result
 * @src: the mask
 * @n: how far
 */
#define cpus_shift_right(dst, src, n) \
	bitmap_shift_right((dst).bits, (src).bits, (n), NR_CPUS)

/**
 * cpus_shift_left - move every CPU of a mask @n numbers up
 * @dst: the result
 * @src: the mask
 * @n: how far
 */
#define cpus_shift_left(dst, src, n) \
	bitmap_shift_left((dst).bits, (src).bits, (n), NR_CPUS)

/**
 * first_cpu - the lowest CPU in a mask
 * @src: the mask
 *
 * Return: the CPU number, or NR_CPUS for an empty mask.
 */
#define first_cpu(src)	((int)find_first_bit((src).bits, NR_CPUS))

/**
 * next_cpu - the lowest CPU in a mask above @n
 * @n: a CPU number, or -1 to start from the beginning
 * @src: the mask
 *
 * Return: the CPU number, or NR_CPUS if there is none.
 */
#define next_cpu(n, src) \
	((int)find_next_bit((src).bits, NR_CPUS, (n) + 1))

/**
 * cpumask_of_cpu - a mask holding just one CPU, as a value
 * @cpu: the CPU number
 */
#define cpumask_of_cpu(cpu) ({						\
	cpumask_t __only_cpu;						\
	cpus_clear(__only_cpu);						\
	cpu_set((cpu), __only_cpu);					\
	__only_cpu;							\
})

/* The bits of the last word that stand for real CPU numbers. */
#define CPU_MASK_LAST_WORD	BITMAP_LAST_WORD_MASK(NR_CPUS)

#if NR_CPUS <= BITS_PER_LONG
#define CPU_MASK_ALL	((cpumask_t) { { [0] = CPU_MASK_LAST_WORD } })
#else
#define CPU_MASK_ALL	((cpumask_t) { {				\
	[0 ... BITS_TO_LONGS(NR_CPUS) - 2] = ~0UL,			\
	[BITS_TO_LONGS(NR_CPUS) - 1] = CPU_MASK_LAST_WORD } })
#endif

#define CPU_MASK_NONE	((cpumask_t) { { [0] = 0UL } })
#define CPU_MASK_CPU0	((cpumask_t) { { [0] = 1UL } })

/**
 * cpumask_scnprintf - print a mask in hex, as bitmap_scnprintf()
 * @buf: where to print
 * @len: size of @buf
 * @src: the mask
 *
 * Return: the number of characters put in @buf.
 */
#define cpumask_scnprintf(buf, len, src) \
	bitmap_scnprintf((buf), (len), (src).bits, NR_CPUS)

/**
 * cpulist_scnprintf - print a mask as a list such as "0-3,6"
 * @buf: where to print
 * @len: size of @buf
 * @src: the mask
 *
 * Return: the number of characters put in @buf.
 */
#define cpulist_scnprintf(buf, len, src) \
	bitmap_scnlistprintf((buf), (len), (src).bits, NR_CPUS)

/**
 * cpulist_parse - read a list such as "0-3,6" into a mask
 * @buf: the text
 * @dst: the mask
 *
 * Return: 0, -EINVAL or -ERANGE, as bitmap_parselist().
 */
#define cpulist_parse(buf, dst) \
	bitmap_parselist((buf), (dst).bits, NR_CPUS)

/**
 * for_each_cpu_mask - walk the CPUs of a mask in ascending order
 * @cpu: an int cursor
 * @mask: the mask
 */
#define for_each_cpu_mask(cpu, mask)					\
	for ((cpu) = first_cpu(mask); (cpu) < NR_CPUS;			\
	     (cpu) = next_cpu((cpu), (mask)))

#define cpu_online(cpu)		cpu_isset((cpu), cpu_online_map)
#define cpu_possible(cpu)	cpu_isset((cpu), cpu_possible_map)
#define cpu_present(cpu)	cpu_isset((cpu), cpu_present_map)

#define num_online_cpus()	cpus_weight(cpu_online_map)
#define num_possible_cpus()	cpus_weight(cpu_possible_map)
#define num_present_cpus()	cpus_weight(cpu_present_map)

/**
 * any_online_cpu - some CPU that is both in @mask and online
 * @mask: the mask
 *
 * Return: the lowest such CPU, or NR_CPUS if there is none.
 */
#define any_online_cpu(mask) ({						\
	cpumask_t __online_in_mask;					\
	cpus_and(__online_in_mask, (mask), cpu_online_map);		\
	first_cpu(__online_in_mask);					\
})

#define for_each_possible_cpu(cpu) for_each_cpu_mask((cpu), cpu_possible_map)
#define for_each_online_cpu(cpu)   for_each_cpu_mask((cpu), cpu_online_map)
#define for_each_present_cpu(cpu)  for_each_cpu_mask((cpu), cpu_present_map)

/* Linux 2.6.1's name: every CPU that could ever be brought up. */
#define for_each_cpu(cpu)	for_each_possible_cpu(cpu)

#endif /* _LINUX_CPUMASK_H */
