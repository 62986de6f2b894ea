// SPDX-License-Identifier: GPL-2.0
/*
 * Bitmaps, cpumasks and error pointers on i386, where long is 32 bits:
 * bitmaps of 40 and 72 bits cross word boundaries and leave a tail in
 * the last word that must not leak into any answer.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/bitmap.h>
#include <linux/cpumask.h>

static void bitops_single_bits(struct ktest *test)
{
	DECLARE_BITMAP(map, 72);

	bitmap_zero(map, 72);
	set_bit(0, map);
	set_bit(33, map);
	__set_bit(71, map);
	KTEST_EXPECT_TRUE(test, test_bit(33, map));
	KTEST_EXPECT_FALSE(test, test_bit(32, map));
	KTEST_EXPECT_EQ(test, test_and_set_bit(33, map), 1);
	KTEST_EXPECT_EQ(test, test_and_clear_bit(33, map), 1);
	KTEST_EXPECT_EQ(test, test_and_clear_bit(33, map), 0);
	KTEST_EXPECT_EQ(test, test_and_change_bit(2, map), 0);
	KTEST_EXPECT_TRUE(test, test_bit(2, map));
	clear_bit(2, map);
	change_bit(70, map);
	__clear_bit(71, map);
	KTEST_EXPECT_EQ(test, find_first_bit(map, 72), 0);
	KTEST_EXPECT_EQ(test, find_next_bit(map, 72, 1), 70);
	KTEST_EXPECT_EQ(test, find_next_bit(map, 70, 1), 70);
	KTEST_EXPECT_EQ(test, find_first_zero_bit(map, 72), 1);

	KTEST_EXPECT_EQ(test, ffs(0), 0);
	KTEST_EXPECT_EQ(test, ffs(0x80), 8);
	KTEST_EXPECT_EQ(test, fls(0x80), 8);
	KTEST_EXPECT_EQ(test, __ffs(0x80UL), 7);
	KTEST_EXPECT_EQ(test, ffz(0x7fUL), 7);
	KTEST_EXPECT_EQ(test, hweight32(0xf0f0f0f1), 17);
	KTEST_EXPECT_EQ(test, hweight64(~0ULL), 64);
	KTEST_EXPECT_EQ(test, hweight8(0x1ff), 8);
}

static void bitmap_logic(struct ktest *test)
{
	DECLARE_BITMAP(a, 40);
	DECLARE_BITMAP(b, 40);
	DECLARE_BITMAP(d, 40);

	/* Garbage in the tail (bits 40-63) of both. */
	memset(a, 0xff, sizeof(a));
	memset(b, 0xff, sizeof(b));
	bitmap_clear(a, 0, 40);
	bitmap_clear(b, 0, 40);
	KTEST_EXPECT_TRUE(test, bitmap_empty(a, 40));
	KTEST_EXPECT_EQ(test, bitmap_weight(a, 40), 0);
	KTEST_EXPECT_FALSE(test, bitmap_and(d, a, b, 40));
	KTEST_EXPECT_FALSE(test, bitmap_intersects(a, b, 40));

	bitmap_set(a, 30, 5);		/* 30-34, across the word boundary */
	bitmap_set(b, 34, 6);		/* 34-39 */
	KTEST_EXPECT_EQ(test, bitmap_weight(a, 40), 5);
	KTEST_EXPECT_TRUE(test, bitmap_and(d, a, b, 40));
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 1);
	KTEST_EXPECT_TRUE(test, test_bit(34, d));
	bitmap_or(d, a, b, 40);
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 10);
	bitmap_xor(d, a, b, 40);
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 9);
	KTEST_EXPECT_TRUE(test, bitmap_andnot(d, a, b, 40));
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 4);
	KTEST_EXPECT_TRUE(test, bitmap_subset(d, a, 40));
	KTEST_EXPECT_FALSE(test, bitmap_subset(a, d, 40));
	KTEST_EXPECT_FALSE(test, bitmap_equal(a, b, 40));

	bitmap_complement(d, a, 40);
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 35);
	KTEST_EXPECT_EQ(test, d[1] >> 8, 0);	/* the tail stays clear */
	bitmap_fill(d, 40);
	KTEST_EXPECT_TRUE(test, bitmap_full(d, 40));
	KTEST_EXPECT_EQ(test, d[1], 0xff);

	bitmap_shift_left(d, a, 3, 40);		/* 33-37 */
	KTEST_EXPECT_EQ(test, find_first_bit(d, 40), 33);
	KTEST_EXPECT_EQ(test, bitmap_weight(d, 40), 5);
	bitmap_shift_right(d, b, 36, 40);	/* 0-3 */
	KTEST_EXPECT_EQ(test, d[0], 0xf);
	KTEST_EXPECT_EQ(test, d[1], 0);
	bitmap_copy(d, a, 40);
	KTEST_EXPECT_TRUE(test, bitmap_equal(d, a, 40));
}

static void bitmap_text(struct ktest *test)
{
	DECLARE_BITMAP(map, 72);
	DECLARE_BITMAP(back, 72);
	char buf[64];

	bitmap_zero(map, 72);
	bitmap_set(map, 0, 4);
	set_bit(5, map);
	bitmap_set(map, 32, 3);
	set_bit(71, map);

	KTEST_EXPECT_EQ(test, bitmap_scnprintf(buf, sizeof(buf), map, 72), 20);
	KTEST_EXPECT_STREQ(test, buf, "80,00000007,0000002f");
	KTEST_EXPECT_EQ(test, bitmap_scnlistprintf(buf, sizeof(buf), map, 72),
			14);
	KTEST_EXPECT_STREQ(test, buf, "0-3,5,32-34,71");

	bitmap_fill(back, 72);
	KTEST_EXPECT_EQ(test, bitmap_parselist(buf, back, 72), 0);
	KTEST_EXPECT_TRUE(test, bitmap_equal(back, map, 72));

	KTEST_EXPECT_EQ(test, bitmap_parselist("1-3,x", back, 72), -EINVAL);
	KTEST_EXPECT_EQ(test, bitmap_parselist("5-2", back, 72), -EINVAL);
	KTEST_EXPECT_EQ(test, bitmap_parselist("70-72", back, 72), -ERANGE);
	KTEST_EXPECT_TRUE(test, bitmap_equal(back, map, 72));
	KTEST_EXPECT_EQ(test, bitmap_parselist("\n", back, 72), 0);
	KTEST_EXPECT_TRUE(test, bitmap_empty(back, 72));
}

static void cpumask_ops(struct ktest *test)
{
	cpumask_t a = CPU_MASK_NONE, b, c;
	char buf[24];
	int cpu, sum = 0;

	cpu_set(1, a);
	cpu_set(2, a);
	cpu_set(5, a);
	KTEST_EXPECT_EQ(test, cpus_weight(a), 3);
	KTEST_EXPECT_EQ(test, first_cpu(a), 1);
	KTEST_EXPECT_EQ(test, next_cpu(2, a), 5);
	KTEST_EXPECT_EQ(test, next_cpu(5, a), NR_CPUS);
	for_each_cpu_mask(cpu, a)
		sum = sum * 10 + cpu;
	KTEST_EXPECT_EQ(test, sum, 125);

	b = cpumask_of_cpu(5);
	KTEST_EXPECT_TRUE(test, cpus_subset(b, a));
	cpus_andnot(c, a, b);
	KTEST_EXPECT_EQ(test, cpus_weight(c), 2);
	KTEST_EXPECT_FALSE(test, cpu_isset(5, c));
	cpus_complement(c, a);
	KTEST_EXPECT_EQ(test, cpus_weight(c), NR_CPUS - 3);
	cpus_or(c, c, a);
	KTEST_EXPECT_TRUE(test, cpus_full(c));
	KTEST_EXPECT_TRUE(test, cpus_equal(c, CPU_MASK_ALL));

	cpumask_scnprintf(buf, sizeof(buf), a);
	/* Every bit of NR_CPUS, in Linux's comma-separated 32-bit words. */
	KTEST_EXPECT_STREQ(test, buf, "00000000,00000026");
	cpulist_scnprintf(buf, sizeof(buf), a);
	KTEST_EXPECT_STREQ(test, buf, "1-2,5");
	KTEST_EXPECT_EQ(test, cpulist_parse("0,7", b), 0);
	KTEST_EXPECT_EQ(test, cpus_weight(b), 2);
	KTEST_EXPECT_EQ(test, cpulist_parse("63", b), 0);
	KTEST_EXPECT_TRUE(test, cpu_isset(63, b));
	KTEST_EXPECT_EQ(test, cpulist_parse("64", b), -ERANGE);

	/* The live maps: this CPU is online, online CPUs are possible. */
	KTEST_EXPECT_GE(test, num_online_cpus(), 1);
	KTEST_EXPECT_TRUE(test, cpus_subset(cpu_online_map, cpu_possible_map));
	KTEST_EXPECT_LT(test, any_online_cpu(CPU_MASK_ALL), NR_CPUS);
	KTEST_EXPECT_EQ(test, any_online_cpu(CPU_MASK_NONE), NR_CPUS);
	KTEST_EXPECT_TRUE(test, cpu_online(first_cpu(cpu_online_map)));
}

static void err_ptr(struct ktest *test)
{
	void *p = ERR_PTR(-ENOMEM);
	int x;

	KTEST_EXPECT_TRUE(test, IS_ERR(p));
	KTEST_EXPECT_EQ(test, PTR_ERR(p), -ENOMEM);
	KTEST_EXPECT_TRUE(test, IS_ERR(ERR_PTR(-MAX_ERRNO)));
	KTEST_EXPECT_FALSE(test, IS_ERR(ERR_PTR(-MAX_ERRNO - 1)));
	KTEST_EXPECT_FALSE(test, IS_ERR(NULL));
	KTEST_EXPECT_TRUE(test, IS_ERR_OR_NULL(NULL));
	KTEST_EXPECT_FALSE(test, IS_ERR_OR_NULL(&x));
	KTEST_EXPECT_PTR_EQ(test, ERR_CAST(p), p);
}

static struct ktest_case bitmap_cases[] = {
	KTEST_CASE(bitops_single_bits),
	KTEST_CASE(bitmap_logic),
	KTEST_CASE(bitmap_text),
	KTEST_CASE(cpumask_ops),
	KTEST_CASE(err_ptr),
	{}
};

static struct ktest_suite bitmap_suite = {
	.name = "bitmap",
	.cases = bitmap_cases,
};
ktest_register(bitmap_suite);
