// SPDX-License-Identifier: GPL-2.0
/*
 * Figures for benchmarks: the spread of a set of timings.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/printk.h>
#include <linux/sort.h>
#include <asm/div64.h>

static int cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	return x < y ? -1 : x > y;
}

static void sort_u64(u64 *a, unsigned int n)
{
	sort(a, n, sizeof(*a), cmp_u64, NULL);
}

/* "123.4" microseconds from nanoseconds. */
static char *fmt_us(char *buf, size_t size, u64 ns)
{
	u64 us = ns;
	unsigned long rem = do_div(us, 1000);

	scnprintf(buf, size, "%llu.%lu", us, rem / 100);
	return buf;
}

void ktest_bench_report(struct ktest *test, const char *what, u64 *ns,
			unsigned int n)
{
	char min[24], med[24], p99[24], max[24];

	if (!n)
		return;
	sort_u64(ns, n);
	printk(KERN_NOTICE "bench: %s: n=%u min=%s median=%s p99=%s max=%s us\n",
	       what, n, fmt_us(min, sizeof(min), ns[0]),
	       fmt_us(med, sizeof(med), ns[n / 2]),
	       fmt_us(p99, sizeof(p99), ns[n - 1 - n / 100]),
	       fmt_us(max, sizeof(max), ns[n - 1]));
	/* The same in whole nanoseconds, for tools/bench/bench_json.py. */
	printk(KERN_NOTICE "bench-ns: n=%u min=%llu median=%llu p99=%llu "
	       "max=%llu what=%s\n", n, ns[0], ns[n / 2], ns[n - 1 - n / 100],
	       ns[n - 1], what);
}

/* A bucket's count and its comma, kept short: the line holds them all. */
static int put_count(char *buf, size_t size, unsigned int count, int first)
{
	return scnprintf(buf, size, first ? "%u" : ",%u", count);
}

void ktest_bench_hist(struct ktest *test, const char *what, u64 *ns,
		      unsigned int n)
{
	unsigned int counts[KTEST_BENCH_BUCKETS] = { 0 };
	char line[KTEST_BENCH_BUCKETS * 7 + 1];
	unsigned int i, over = 0;
	u64 lo, width;
	int len = 0;

	if (!n)
		return;
	sort_u64(ns, n);
	lo = ns[0];
	/* Buckets up to p99: the last percent would stretch them flat. */
	width = ns[n - 1 - n / 100] - lo;
	do_div(width, KTEST_BENCH_BUCKETS);
	if (!width)
		width = 1;
	for (i = 0; i < n; i++) {
		u64 b = ns[i] - lo;

		do_div(b, (u32)width);
		if (b < KTEST_BENCH_BUCKETS)
			counts[b]++;
		else
			over++;
	}
	for (i = 0; i < KTEST_BENCH_BUCKETS; i++)
		len += put_count(line + len, sizeof(line) - len, counts[i],
				 !i);
	printk(KERN_NOTICE "bench-hist: lo=%llu width=%llu over=%u counts=%s "
	       "what=%s\n", lo, width, over, line, what);
}
