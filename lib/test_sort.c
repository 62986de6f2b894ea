// SPDX-License-Identifier: GPL-2.0
/*
 * sort(): every order of a small array, duplicates, pointers to
 * strings, and a custom swap.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sort.h>
#include <linux/string.h>

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return x < y ? -1 : x > y;
}

static bool ints_sorted(const int *a, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (a[i - 1] > a[i])
			return false;
	return true;
}

static void swap_ints(int *a, int *b)
{
	int t = *a;

	*a = *b;
	*b = t;
}

/* Every permutation of 0..5, and each keeps its elements. */
static void sorts_every_order_of_six(struct ktest *test)
{
	int perm[6] = { 0, 1, 2, 3, 4, 5 }, a[6];
	int i, j, k, bad = 0, seen = 0;

	for (;;) {
		int sum = 0;

		memcpy(a, perm, sizeof(a));
		sort(a, 6, sizeof(int), cmp_int, NULL);
		for (k = 0; k < 6; k++)
			sum += a[k] == k;
		bad += sum != 6;
		seen++;
		/* Next permutation, in lexicographic order. */
		for (i = 4; i >= 0 && perm[i] > perm[i + 1]; i--)
			;
		if (i < 0)
			break;
		for (j = 5; perm[j] < perm[i]; j--)
			;
		swap_ints(&perm[i], &perm[j]);
		for (j = 5, i++; i < j; i++, j--)
			swap_ints(&perm[i], &perm[j]);
	}
	KTEST_EXPECT_EQ(test, seen, 720);
	KTEST_EXPECT_EQ(test, bad, 0);
}

static void sorts_duplicates_and_edges(struct ktest *test)
{
	int a[] = { 5, -3, 5, 0, 9, -3, 7, 5, 1, 0, 2 };
	int one = 42;

	sort(a, ARRAY_SIZE(a), sizeof(int), cmp_int, NULL);
	KTEST_EXPECT_TRUE(test, ints_sorted(a, ARRAY_SIZE(a)));
	KTEST_EXPECT_EQ(test, a[0], -3);
	KTEST_EXPECT_EQ(test, a[ARRAY_SIZE(a) - 1], 9);
	sort(&one, 1, sizeof(int), cmp_int, NULL);
	KTEST_EXPECT_EQ(test, one, 42);
	sort(NULL, 0, sizeof(int), cmp_int, NULL);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int swaps;

static void swap_ptr(void *a, void *b, int size)
{
	const char **x = a, **y = b, *t = *x;

	*x = *y;
	*y = t;
	swaps++;
}

static void sorts_strings_with_its_swap(struct ktest *test)
{
	const char *s[] = { "status", "stat", "cmdline", "stack", "stat" };

	swaps = 0;
	sort(s, ARRAY_SIZE(s), sizeof(s[0]), cmp_str, swap_ptr);
	KTEST_EXPECT_STREQ(test, s[0], "cmdline");
	KTEST_EXPECT_STREQ(test, s[1], "stack");
	KTEST_EXPECT_STREQ(test, s[2], "stat");
	KTEST_EXPECT_STREQ(test, s[3], "stat");
	KTEST_EXPECT_STREQ(test, s[4], "status");
	KTEST_EXPECT_GT(test, swaps, 0);
}

static struct ktest_case sort_cases[] = {
	KTEST_CASE(sorts_every_order_of_six),
	KTEST_CASE(sorts_duplicates_and_edges),
	KTEST_CASE(sorts_strings_with_its_swap),
	{}
};

static struct ktest_suite sort_suite = {
	.name = "sort",
	.cases = sort_cases,
};
ktest_register(sort_suite);
