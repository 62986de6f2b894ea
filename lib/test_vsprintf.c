// SPDX-License-Identifier: GPL-2.0
/*
 * vsnprintf and friends, inside the kernel: the i386 build is the one
 * that matters (32-bit long and pointers, 64-bit numbers through
 * do_div), while the host tests compare the same code with glibc.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <asm/div64.h>

#define GUARD	'#'

/*
 * Format into a buffer of @size with guard bytes after it, and expect
 * @want (cut to @size) and the full length as the return value.  Not
 * marked __printf: some cases pass formats gcc would rightly refuse.
 */
static void expect_fmt_at(struct ktest *test, int line, size_t size,
			  const char *want, const char *fmt, ...)
{
	char buf[128 + 8];
	size_t want_len = strlen(want);
	size_t stored = size ? min(want_len, size - 1) : 0;
	va_list args;
	size_t k;
	int ret;

	memset(buf, GUARD, sizeof(buf));
	va_start(args, fmt);
	ret = vsnprintf(buf, size, fmt, args);
	va_end(args);

	if (ret != (int)want_len)
		ktest_fail_at(test, __FILE__, line,
			      "\"%s\" returned %d, want %zu",
			      fmt, ret, want_len);
	if (size && (memcmp(buf, want, stored) || buf[stored]))
		ktest_fail_at(test, __FILE__, line,
			      "\"%s\" size %zu gave \"%.*s\", want \"%.*s\"",
			      fmt, size, (int)stored, buf, (int)stored, want);
	for (k = size; k < sizeof(buf); k++) {
		if (buf[k] != GUARD) {
			ktest_fail_at(test, __FILE__, line,
				      "\"%s\" size %zu wrote byte %zu",
				      fmt, size, k);
			break;
		}
	}
}

#define EXPECT_FMT(test, want, fmt, ...) \
	expect_fmt_at(test, __LINE__, 128, want, fmt, ##__VA_ARGS__)
#define EXPECT_FMT_SIZE(test, size, want, fmt, ...) \
	expect_fmt_at(test, __LINE__, size, want, fmt, ##__VA_ARGS__)

static void vsprintf_integers(struct ktest *test)
{
	EXPECT_FMT(test, "0 -1 42", "%d %i %u", 0, -1, 42);
	EXPECT_FMT(test, "-2147483648 2147483647", "%d %d", INT_MIN, INT_MAX);
	EXPECT_FMT(test, "4294967295", "%u", UINT_MAX);
	EXPECT_FMT(test, "deadbeef DEADBEEF", "%x %X", 0xdeadbeefU, 0xdeadbeefU);
	EXPECT_FMT(test, "0xff 0XFF 010 0 0", "%#x %#X %#o %#x %#o",
		   255, 255, 8, 0, 0);
	EXPECT_FMT(test, "   42|42   |00042|-0042", "%5d|%-5d|%05d|%05d",
		   42, 42, 42, -42);
	EXPECT_FMT(test, "+5  5 -5", "%+d % d %+d", 5, 5, -5);
	EXPECT_FMT(test, "007|   007||3", "%.3d|%6.3d|%.0d|%.0d", 7, 7, 0, 3);
	EXPECT_FMT(test, "  0x00ff", "%#8.4x", 255);
	EXPECT_FMT(test, "-9223372036854775808 18446744073709551615",
		   "%lld %llu", (long long)(-9223372036854775807LL - 1),
		   ~0ULL);
	EXPECT_FMT(test, "123456789abcdef0 1777777777777777777777",
		   "%llx %llo", 0x123456789abcdef0ULL, ~0ULL);
	EXPECT_FMT(test, "-1 4294967295", "%ld %lu", -1L, ULONG_MAX);
	EXPECT_FMT(test, "44 255 4464 -1", "%hhd %hhu %hu %hd",
		   300, -1, 70000, 65535);
	EXPECT_FMT(test, "123 -4 7", "%zu %zd %td",
		   (size_t)123, (ssize_t)-4, (ptrdiff_t)7);
	EXPECT_FMT(test, "    1|1    |01", "%*d|%-*d|%.*d", 5, 1, 5, 1, 2, 1);
	EXPECT_FMT(test, "1    |", "%*d|", -5, 1);
}

static void vsprintf_strings(struct ktest *test)
{
	EXPECT_FMT(test, "abc", "%s", "abc");
	EXPECT_FMT(test, "ab|  abc|abc  |", "%.2s|%5s|%-5s|", "abc", "abc",
		   "abc");
	EXPECT_FMT(test, "(null)", "%s", (char *)NULL);
	EXPECT_FMT(test, "x  y|%", "%c%3c|%%", 'x', 'y');
	EXPECT_FMT(test, "abc", "%.*s", 3, "abcdef");
	EXPECT_FMT(test, "", "");
}

static void vsprintf_pointers(struct ktest *test)
{
	char want[32];
	int x;

	/* Linux 2.6: every digit of the pointer, no "0x". */
	if (sizeof(void *) == 4) {
		EXPECT_FMT(test, "00001234", "%p", (void *)0x1234);
		EXPECT_FMT(test, "00000000", "%p", NULL);
		EXPECT_FMT(test, "c0100000", "%p", (void *)0xc0100000UL);
	}
	EXPECT_FMT(test, "      1234|1234      |", "%10p|%-10p|",
		   (void *)0x1234, (void *)0x1234);
	snprintf(want, sizeof(want), "%0*lx", (int)(2 * sizeof(void *)),
		 (unsigned long)&x);
	EXPECT_FMT(test, want, "%p", &x);
}

static void vsprintf_truncation(struct ktest *test)
{
	char buf[8];

	EXPECT_FMT_SIZE(test, 0, "hello world", "hello %s", "world");
	EXPECT_FMT_SIZE(test, 1, "hello world", "hello %s", "world");
	EXPECT_FMT_SIZE(test, 6, "hello world", "hello %s", "world");
	EXPECT_FMT_SIZE(test, 11, "hello world", "hello %s", "world");
	EXPECT_FMT_SIZE(test, 12, "hello world", "hello %s", "world");
	EXPECT_FMT_SIZE(test, 4, "-2147483648", "%d", INT_MIN);
	EXPECT_FMT_SIZE(test, 3, "        42", "%10d", 42);

	/* scnprintf counts what was stored, not what was wanted. */
	KTEST_EXPECT_EQ(test, scnprintf(buf, sizeof(buf), "%s", "0123456789"), 7);
	KTEST_EXPECT_STREQ(test, buf, "0123456");
	KTEST_EXPECT_EQ(test, scnprintf(buf, 1, "%d", 5), 0);
	KTEST_EXPECT_EQ(test, scnprintf(NULL, 0, "%d", 5), 0);
	KTEST_EXPECT_EQ(test, snprintf(NULL, 0, "%d", 12345), 5);
	KTEST_EXPECT_EQ(test, sprintf(buf, "%x-%d", 0xab, -1), 5);
	KTEST_EXPECT_STREQ(test, buf, "ab--1");
}

static void vsprintf_unknown(struct ktest *test)
{
	/* An unknown conversion is printed as written; nothing is taken. */
	EXPECT_FMT(test, "%y 5", "%y %d", 5);
	EXPECT_FMT(test, "[%-4k]", "[%-4k]");
	EXPECT_FMT(test, "100%", "100%");
}

static void strtox_and_div64(struct ktest *test)
{
	char *end;
	int val = 0;
	u64 n;

	KTEST_EXPECT_EQ(test, simple_strtoul("0x1fz", &end, 0), 31);
	KTEST_EXPECT_EQ(test, *end, 'z');
	KTEST_EXPECT_EQ(test, simple_strtoul("017", NULL, 0), 15);
	KTEST_EXPECT_EQ(test, simple_strtol("-42", NULL, 10), -42);
	KTEST_EXPECT_EQ(test, simple_strtoull("18446744073709551615", NULL, 10),
			~0ULL);

	KTEST_EXPECT_EQ(test, kstrtoint("-2147483648\n", 10, &val), 0);
	KTEST_EXPECT_EQ(test, val, INT_MIN);
	KTEST_EXPECT_EQ(test, kstrtoint("2147483648", 10, &val), -ERANGE);
	KTEST_EXPECT_EQ(test, kstrtoint("12 ", 10, &val), -EINVAL);
	KTEST_EXPECT_EQ(test, kstrtoint("", 10, &val), -EINVAL);
	KTEST_EXPECT_EQ(test, val, INT_MIN);

	/* do_div: remainder as the value, quotient left in the lvalue. */
	n = ~0ULL;
	KTEST_EXPECT_EQ(test, do_div(n, 10), 5);
	KTEST_EXPECT_EQ(test, n, 1844674407370955161ULL);
	n = 0x100000000ULL;
	KTEST_EXPECT_EQ(test, do_div(n, 0xffffffffU), 1);
	KTEST_EXPECT_EQ(test, n, 1);
	n = 12345;
	KTEST_EXPECT_EQ(test, do_div(n, 1), 0);
	KTEST_EXPECT_EQ(test, n, 12345);
}

static struct ktest_case vsprintf_cases[] = {
	KTEST_CASE(vsprintf_integers),
	KTEST_CASE(vsprintf_strings),
	KTEST_CASE(vsprintf_pointers),
	KTEST_CASE(vsprintf_truncation),
	KTEST_CASE(vsprintf_unknown),
	KTEST_CASE(strtox_and_div64),
	{}
};

static struct ktest_suite vsprintf_suite = {
	.name = "vsprintf",
	.cases = vsprintf_cases,
};
ktest_register(vsprintf_suite);
