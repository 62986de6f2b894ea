// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests of the kernel's headers and of the lib/ functions best
 * checked from their side: lists, bit operations, bitmaps, cpumasks,
 * error pointers, do_div() and the string-to-number functions.  Built
 * like kernel code (no libc); results go through host_check().
 */

#include "ktests.h"

/* The cpumask.h globals kernel/cpu.c defines in the kernel. */
cpumask_t cpu_possible_map;
cpumask_t cpu_online_map;
cpumask_t cpu_present_map;

static u64 rng_state = 0x9e3779b97f4a7c15ULL;

/* xorshift64: repeatable pseudo-random test data. */
u64 rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

unsigned int ctype_probe(int c, int *lower, int *upper)
{
	int (*const classes[])(int) = {
		isalnum, isalpha, iscntrl, isdigit, isgraph, islower,
		isprint, ispunct, isspace, isupper, isxdigit,
	};
	unsigned int bits = 0;
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(classes); k++)
		if (classes[k](c))
			bits |= 1U << k;
	*lower = tolower(c);
	*upper = toupper(c);
	return bits;
}

/* ---- error pointers ---- */

static void test_err(void)
{
	void *p = ERR_PTR(-ENOMEM);
	int x;

	CHECK(IS_ERR(p));
	CHECK_EQ(PTR_ERR(p), -ENOMEM);
	CHECK(IS_ERR_OR_NULL(p));
	CHECK(IS_ERR(ERR_PTR(-MAX_ERRNO)));
	CHECK(IS_ERR(ERR_PTR(-1)));
	CHECK(!IS_ERR(ERR_PTR(-MAX_ERRNO - 1)));
	CHECK(!IS_ERR(NULL));
	CHECK(IS_ERR_OR_NULL(NULL));
	CHECK(!IS_ERR(&x));
	CHECK(!IS_ERR_OR_NULL(&x));
	CHECK(ERR_CAST(p) == p);
	CHECK_EQ(PTR_ERR(ERR_CAST(p)), -ENOMEM);
	CHECK_EQ(PTR_ERR_OR_ZERO(p), -ENOMEM);
	CHECK_EQ(PTR_ERR_OR_ZERO(&x), 0);
	CHECK_EQ(EPERM, 1);
	CHECK_EQ(ERANGE, 34);
	CHECK_EQ(ENOTEMPTY, 39);
	CHECK_EQ(ETIMEDOUT, 110);
	CHECK_EQ(ERESTARTSYS, 512);
}

/* ---- do_div ---- */

static void check_div(u64 n, u32 base)
{
	u64 q = n;
	u32 r = do_div(q, base);

	host_check(q == n / base && r == n % base, __FILE__, __LINE__,
		   "do_div(%llu, %u) = %llu rem %u, want %llu rem %llu",
		   n, base, q, r, n / base, n % base);
}

static void test_div64(void)
{
	static const u64 nums[] = {
		0, 1, 2, 9, 10, 0xffffffffULL, 0x100000000ULL,
		0x100000001ULL, 0x1ffffffffULL, 0x7fffffffffffffffULL,
		0x8000000000000000ULL, 0xfffffffffffffffeULL, ~0ULL,
		0x123456789abcdef0ULL, 10000000000000000000ULL,
	};
	static const u32 bases[] = {
		1, 2, 3, 7, 8, 10, 16, 1000, 0xffff, 0x10000, 0x10001,
		0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
	};
	unsigned int i, j;
	u64 v;

	for (i = 0; i < ARRAY_SIZE(nums); i++)
		for (j = 0; j < ARRAY_SIZE(bases); j++)
			check_div(nums[i], bases[j]);
	for (i = 0; i < 20000; i++) {
		u32 base = (u32)rnd() >> (rnd() % 32);

		check_div(rnd() >> (rnd() % 64), base ? base : 1);
	}
	/* The macro's value is the remainder; the lvalue gets the quotient. */
	v = 1000000000007ULL;
	CHECK_EQ(do_div(v, 1000), 7);
	CHECK_EQ(v, 1000000000ULL);
}

/* ---- string to number ---- */

static void test_kstrtoint(void)
{
	static const struct {
		const char *s;
		unsigned int base;
		int err;
		int val;
	} cases[] = {
		{ "0", 10, 0, 0 },
		{ "42", 10, 0, 42 },
		{ "42\n", 10, 0, 42 },
		{ "+42", 10, 0, 42 },
		{ "-42", 10, 0, -42 },
		{ "2147483647", 10, 0, INT_MAX },
		{ "-2147483648", 10, 0, INT_MIN },
		{ "2147483648", 10, -ERANGE, 0 },
		{ "-2147483649", 10, -ERANGE, 0 },
		{ "99999999999999999999999", 10, -ERANGE, 0 },
		{ "0x1f", 0, 0, 31 },
		{ "0x1F", 16, 0, 31 },
		{ "1f", 16, 0, 31 },
		{ "-0x10", 0, 0, -16 },
		{ "017", 0, 0, 15 },
		{ "017", 10, 0, 17 },
		{ "0", 0, 0, 0 },
		{ "7fffffff", 16, 0, INT_MAX },
		{ "80000000", 16, -ERANGE, 0 },
		{ "101", 2, 0, 5 },
		{ "", 10, -EINVAL, 0 },
		{ "\n", 10, -EINVAL, 0 },
		{ "-", 10, -EINVAL, 0 },
		{ "+", 10, -EINVAL, 0 },
		{ " 1", 10, -EINVAL, 0 },
		{ "1 ", 10, -EINVAL, 0 },
		{ "1\n\n", 10, -EINVAL, 0 },
		{ "12a", 10, -EINVAL, 0 },
		{ "0x", 0, -EINVAL, 0 },
		{ "0x", 16, -EINVAL, 0 },
		{ "08", 0, -EINVAL, 0 },
		{ "--1", 10, -EINVAL, 0 },
		{ "1", 17, -EINVAL, 0 },
	};
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(cases); k++) {
		int val = 12345, want = 12345;
		int err = kstrtoint(cases[k].s, cases[k].base, &val);

		/* On error the result must be left as it was. */
		if (!cases[k].err)
			want = cases[k].val;

		host_check(err == cases[k].err && val == want,
			   __FILE__, __LINE__,
			   "kstrtoint(\"%s\", %u) gave %d and %d, want %d and %d",
			   cases[k].s, cases[k].base, err, val, cases[k].err,
			   want);
	}
}

void run_ktests(void)
{
	test_list();
	test_hlist();
	test_bitops();
	test_find_bit();
	test_bitmap_ops();
	test_bitmap_print();
	test_parselist();
	test_cpumask();
	test_err();
	test_div64();
	test_kstrtoint();
}
