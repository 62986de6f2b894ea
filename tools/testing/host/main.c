// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit tests of lib/, the C-library half.
 *
 * The kernel's lib/ objects are built natively with the sanitizers and
 * every symbol they define is renamed with a kt_ prefix (see the
 * Makefile), so kt_vsnprintf here is the kernel's and vsnprintf is the
 * C library's: the two can be held against each other in one process.
 */

#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_check.h"
#include "kt_lib.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

static unsigned long passed, failed;

void host_check(int ok, const char *file, int line, const char *fmt, ...)
{
	va_list args;

	if (ok) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL %s:%d: ", file, line);
	va_start(args, fmt);
	vprintf(fmt, args);
	va_end(args);
	putchar('\n');
}

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

/* @len bytes of @s, made printable, into a static buffer (one of two). */
static const char *show(const char *s, int len)
{
	static char bufs[2][1024];
	static int which;
	char *out = bufs[which ^= 1];
	int k, n = 0;

	if (!s)
		return "(no buffer)";
	for (k = 0; k < len && n < 1000; k++) {
		unsigned char c = s[k];

		if (c == '\\' || c == '"')
			n += sprintf(out + n, "\\%c", c);
		else if (c >= 0x20 && c < 0x7f)
			out[n++] = c;
		else
			n += sprintf(out + n, "\\x%02x", c);
	}
	out[n] = '\0';
	return out;
}

/* ---- vsnprintf against the C library ---- */

static unsigned long printf_cases;

/*
 * Format with both at every size from 0 to one past the length: the
 * stored bytes, the terminator, the return value, and (with ASan, since
 * each buffer is allocated to exactly @size) no write beyond @size.
 */
static void cmp_sizes(const char *fmt, const char *want, int want_len,
		      va_list args)
{
	int size;

	for (size = 0; size <= want_len + 1; size++) {
		char *buf = size ? malloc(size) : NULL;
		int got, got_sc, stored, ok;
		va_list ap;

		if (buf)
			memset(buf, '#', size);
		va_copy(ap, args);
		got = kt_vsnprintf(buf, size, fmt, ap);
		va_end(ap);
		stored = size ? (want_len < size ? want_len : size - 1) : 0;
		ok = got == want_len &&
		     (!size || (!memcmp(buf, want, stored) && !buf[stored]));
		host_check(ok, __FILE__, __LINE__,
			   "vsnprintf \"%s\" size %d: got \"%s\" (ret %d), want \"%s\" (ret %d)",
			   show(fmt, strlen(fmt)), size,
			   show(buf, stored), got, show(want, stored),
			   want_len);

		va_copy(ap, args);
		got_sc = kt_vscnprintf(buf, size, fmt, ap);
		va_end(ap);
		host_check(got_sc == stored, __FILE__, __LINE__,
			   "vscnprintf \"%s\" size %d: ret %d, want %d",
			   show(fmt, strlen(fmt)), size, got_sc, stored);
		free(buf);
	}
}

/*
 * Compare the kernel's output for @fmt with @want (or, when @want is
 * NULL, with the C library's output for the same format).  With @sizes
 * also every truncated size.
 */
static void vcheck_printf(int sizes, const char *want, const char *fmt,
			  va_list args)
{
	char host[512], kern[512];
	int host_len, kern_len;
	va_list ap;

	printf_cases++;
	if (want) {
		host_len = snprintf(host, sizeof(host), "%s", want);
	} else {
		va_copy(ap, args);
		host_len = vsnprintf(host, sizeof(host), fmt, ap);
		va_end(ap);
	}
	memset(kern, '#', sizeof(kern));
	va_copy(ap, args);
	kern_len = kt_vsnprintf(kern, sizeof(kern), fmt, ap);
	va_end(ap);

	host_check(host_len == kern_len && host_len < (int)sizeof(host) &&
		   !memcmp(host, kern, host_len + 1),
		   __FILE__, __LINE__,
		   "printf \"%s\": got \"%s\" (ret %d), want \"%s\" (ret %d)",
		   show(fmt, strlen(fmt)),
		   show(kern, kern_len < 0 ? 0 : kern_len), kern_len,
		   show(host, host_len), host_len);
	if (sizes && host_len < (int)sizeof(host))
		cmp_sizes(fmt, host, host_len, args);
}

/* Against the C library, every ninety-seventh also at all sizes. */
static void check_printf(const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vcheck_printf(printf_cases % 97 == 0, NULL, fmt, args);
	va_end(args);
}

/* Against the C library at every size. */
static void check_printf_sizes(const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vcheck_printf(1, NULL, fmt, args);
	va_end(args);
}

/* Against a fixed expected string, at every size. */
static void check_printf_want(const char *want, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vcheck_printf(1, want, fmt, args);
	va_end(args);
}

static const char *const flag_sets[] = {
	"", "-", "+", " ", "#", "0", "-0", "+ ", "#0", "-#", "+0", " 0",
	"-+", "- ", "+#0", "-+ #0", "0-", " +",
};

/*
 * Call check_printf() with the '*' arguments @fmt asks for (@sw for the
 * width, @sp for the precision) and then @val.
 */
#define CHECK_STARS(fmt, ws, ps, sw, sp, val) do {			\
	if ((ws) && (ps))						\
		check_printf(fmt, sw, sp, val);				\
	else if (ws)							\
		check_printf(fmt, sw, val);				\
	else if (ps)							\
		check_printf(fmt, sp, val);				\
	else								\
		check_printf(fmt, val);					\
} while (0)

/* Split a combination number into an index below @n and the rest. */
static unsigned int pick(unsigned int *combo, unsigned int n)
{
	unsigned int k = *combo % n;

	*combo /= n;
	return k;
}

static void test_printf_integers(void)
{
	static const char *const widths[] = { "", "1", "7", "23", "*" };
	static const char *const precs[] = {
		"", ".", ".0", ".1", ".4", ".25", ".*",
	};
	static const char *const lengths[] = {
		"hh", "h", "", "l", "ll", "z", "t", "j",
	};
	static const long long values[] = {
		0, 1, -1, 7, 42, -42, 255, 256, 32767, -32768, 65535,
		INT_MAX, INT_MIN, UINT_MAX, 0x7fffffffffLL, LLONG_MAX,
		LLONG_MIN, -1000000000000LL,
	};
	static const int star_widths[] = { 9, -9, 0 };
	static const int star_precs[] = { 3, -1, 0 };
	static const char convs[] = "diuxXo";
	unsigned int total = (ARRAY_SIZE(convs) - 1) * ARRAY_SIZE(lengths) *
			     ARRAY_SIZE(flag_sets) * ARRAY_SIZE(widths) *
			     ARRAY_SIZE(precs);
	unsigned int i, v, n = 0;
	char fmt[32];

	/* Every conversion, length, flag set, width and precision. */
	for (i = 0; i < total; i++) {
		unsigned int combo = i;
		char conv = convs[pick(&combo, ARRAY_SIZE(convs) - 1)];
		unsigned int l = pick(&combo, ARRAY_SIZE(lengths));
		const char *flags = flag_sets[pick(&combo, ARRAY_SIZE(flag_sets))];
		const char *width = widths[pick(&combo, ARRAY_SIZE(widths))];
		const char *prec = precs[pick(&combo, ARRAY_SIZE(precs))];
		int ws = width[0] == '*';
		int ps = prec[0] && prec[1] == '*';

		snprintf(fmt, sizeof(fmt), "<%%%s%s%s%s%c>", flags, width,
			 prec, lengths[l], conv);
		for (v = 0; v < ARRAY_SIZE(values); v++, n++) {
			long long x = values[v];
			int sw = star_widths[n % 3];
			int sp = star_precs[n / 3 % 3];

			/* Pass the value as the length modifier says. */
			if (l <= 2)
				CHECK_STARS(fmt, ws, ps, sw, sp, (int)x);
			else if (l == 3 || l == 5 || l == 6)
				CHECK_STARS(fmt, ws, ps, sw, sp, (long)x);
			else
				CHECK_STARS(fmt, ws, ps, sw, sp, x);
		}
	}
}

static void test_printf_strings(void)
{
	static const char *const widths[] = { "", "1", "4", "12", "*" };
	static const char *const precs[] = {
		"", ".0", ".2", ".6", ".30", ".*",
	};
	static const char *const strs[] = {
		"", "a", "hello", "hello, world, a longer one", "tab\there",
		NULL,
	};
	static const int chars[] = { 'a', ' ', '%', 0x7f, 0xe9, 0 };
	unsigned int total = ARRAY_SIZE(flag_sets) * ARRAY_SIZE(widths) *
			     ARRAY_SIZE(precs);
	unsigned int i, k;
	char fmt[32];

	/* '0' with s or c is undefined in C; glibc pads with spaces. */
	for (i = 0; i < total; i++) {
		unsigned int combo = i;
		const char *flags = flag_sets[pick(&combo, ARRAY_SIZE(flag_sets))];
		const char *width = widths[pick(&combo, ARRAY_SIZE(widths))];
		const char *prec = precs[pick(&combo, ARRAY_SIZE(precs))];
		int ws = width[0] == '*';
		int ps = prec[0] && prec[1] == '*';

		snprintf(fmt, sizeof(fmt), "[%%%s%s%ss]", flags, width, prec);
		for (k = 0; k < ARRAY_SIZE(strs); k++) {
			const char *str = strs[k];
			int sw = -6 + (int)k * 3;
			int sp = str ? 3 - (int)k : 7;

			/* glibc prints "" for a NULL cut short; see below. */
			if (!str && (!strcmp(prec, ".0") || !strcmp(prec, ".2")))
				continue;
			CHECK_STARS(fmt, ws, ps, sw, sp, str);
		}

		/* The precision plays no part in %c. */
		snprintf(fmt, sizeof(fmt), "[%%%s%sc]", flags, width);
		for (k = 0; k < ARRAY_SIZE(chars); k++)
			CHECK_STARS(fmt, ws, 0, 5 - (int)k * 2, 0, chars[k]);
	}

	/* Linux prints a NULL string cut short as its own text, cut short. */
	check_printf_want("(nu", "%.3s", (char *)NULL);
	check_printf_want("[    (null)]", "[%10s]", (char *)NULL);
	check_printf_want("", "%.0s", (char *)NULL);
	/* A precision must stop the read even with no terminator in reach. */
	{
		char *raw = malloc(4);

		memcpy(raw, "abcd", 4);
		check_printf_want("abcd|", "%.4s|", raw);
		check_printf_want("ab", "%.2s", raw);
		free(raw);
	}
}

/*
 * %p per Linux 2.6: as %lx with the same flags, width and precision,
 * except that no width means zero-padding to a pointer's full width.
 */
static void test_printf_pointers(void)
{
	static const char *const widths[] = { "", "1", "20", "*" };
	static const char *const precs[] = { "", ".0", ".3", ".20" };
	int local;
	void *const ptrs[] = {
		NULL, (void *)1, (void *)0xdeadbeefUL, (void *)~0UL, &local,
		(void *)0x1234,
	};
	unsigned int total = ARRAY_SIZE(flag_sets) * ARRAY_SIZE(widths) *
			     ARRAY_SIZE(precs);
	char fmt[32], lfmt[48], want[128];
	unsigned int i, k;

	for (i = 0; i < total; i++) {
		unsigned int combo = i;
		const char *flags = flag_sets[pick(&combo, ARRAY_SIZE(flag_sets))];
		const char *width = widths[pick(&combo, ARRAY_SIZE(widths))];
		const char *prec = precs[pick(&combo, ARRAY_SIZE(precs))];
		int ws = width[0] == '*';

		snprintf(fmt, sizeof(fmt), "%%%s%s%sp", flags, width, prec);
		if (!width[0])
			snprintf(lfmt, sizeof(lfmt), "%%%s0%zu%slx",
				 flags, 2 * sizeof(void *), prec);
		else
			snprintf(lfmt, sizeof(lfmt), "%%%s%s%slx",
				 flags, width, prec);
		for (k = 0; k < ARRAY_SIZE(ptrs); k++) {
			unsigned long v = (unsigned long)ptrs[k];
			int sw = 18 - 9 * (int)k;

			/* + and space do not apply to an unsigned value. */
			if (ws) {
				snprintf(want, sizeof(want), lfmt, sw, v);
				check_printf_want(want, fmt, sw, ptrs[k]);
			} else {
				snprintf(want, sizeof(want), lfmt, v);
				check_printf_want(want, fmt, ptrs[k]);
			}
		}
	}
	check_printf_want(sizeof(void *) == 8 ? "0000000000000000" :
			  "00000000", "%p", NULL);
	check_printf_want(sizeof(void *) == 8 ? "<00000000deadbeef>" :
			  "<deadbeef>", "<%p>", (void *)0xdeadbeefUL);
}

static void test_printf_misc(void)
{
	char buf[64];
	int n;

	/* Several conversions and literal text together. */
	check_printf_sizes("cpu%d: %s at %#x (%5.2u%%)\n", 3, "migration",
			   0xc0de, 7);
	check_printf_sizes("%c%c%c", 'a', 'b', 'c');
	check_printf_sizes("%d|%-5d|%05d|%+d|% d", 1, 2, 3, 4, 5);
	check_printf_sizes("%llu %lld %llx", ULLONG_MAX, LLONG_MIN, 0x1ULL << 63);
	check_printf_sizes("%hhd %hhu %hd %hu", 300, -1, 70000, -1);
	check_printf_sizes("%zu %zd %zx", (size_t)SIZE_MAX, (ssize_t)-5,
			   (size_t)0xabc);
	check_printf_sizes("%td %tu", (ptrdiff_t)-3, (ptrdiff_t)PTRDIFF_MAX);
	check_printf_sizes("%lu %ld %lx %lo", ULONG_MAX, LONG_MIN, ULONG_MAX,
			   ULONG_MAX);
	check_printf_sizes("%%%%%s%%", "x");
	check_printf_sizes("%5%|%-5%|");
	check_printf_sizes("");
	check_printf_sizes("no conversions at all, just text");
	check_printf_sizes("%s", "");
	check_printf_sizes("%*d|%-*d|%.*d", 6, 42, 6, 42, 6, 42);
	check_printf_sizes("%*.*s|", -8, 2, "abcdef");
	check_printf_sizes("%.*s|", INT_MIN, "abc");
	check_printf_sizes("%.0d|%.0u|%.0x|%#.0o|%#.0x|%.0i", 0, 0, 0, 0, 0, 0);
	check_printf_sizes("%#o %#o %#.5o %#x %#X %#x", 0, 8, 8, 255, 255, 0);
	check_printf_sizes("%-#10x|%#010x|%#-010o|", 255, 255, 8);
	check_printf_sizes("%i %i %i", INT_MIN, INT_MAX, 0);
	check_printf_sizes("%u %u", UINT_MAX, 0);
	check_printf_sizes("%x %X %o", UINT_MAX, 0xabcdefU, UINT_MAX);

	/* Unknown conversions are shown as written. */
	check_printf_want("%y", "%y");
	check_printf_want("[%5y]", "[%5y]");
	check_printf_want("abc%", "abc%");
	check_printf_want("%ly", "%ly");
	check_printf_want("%n 1", "%n %d", 1);
	check_printf_want("%-08.3k!", "%-08.3k!");
	check_printf_want("%#", "%#");
	check_printf_want("% 5", "% 5");
	check_printf_want("%{7", "%{%d", 7);

	/* scnprintf, sprintf and vsprintf. */
	CHECK_EQ(kt_scnprintf(buf, 5, "%s", "abcdefgh"), 4);
	CHECK(!strcmp(buf, "abcd"));
	CHECK_EQ(kt_scnprintf(buf, 0, "%s", "abcdefgh"), 0);
	CHECK_EQ(kt_scnprintf(buf, 1, "%s", "abcdefgh"), 0);
	CHECK(!strcmp(buf, ""));
	CHECK_EQ(kt_scnprintf(buf, sizeof(buf), "%d", 123), 3);
	n = kt_sprintf(buf, "%s-%d-%x", "ab", -5, 0xff);
	CHECK_EQ(n, 8);
	CHECK(!strcmp(buf, "ab--5-ff"));
	CHECK_EQ(kt_snprintf(NULL, 0, "%d", 12345), 5);
	CHECK_EQ(kt_snprintf(buf, 3, "%d", 12345), 5);
	CHECK(!strcmp(buf, "12"));
}

/* ---- string functions against the C library ---- */

static const char *const words[] = {
	"", "a", "b", "ab", "abc", "abd", "ABC", "aBc", "abcdefghij",
	"hello world", "hello", "\x80", "\xff", "a\x80", "a\xff", " \t x\t\n",
	"xyzzy", "zzz", "aaaa", "ab,cd,,ef", "   ", "\t lead", "trail\t\n\t ",
};
#define NWORDS	ARRAY_SIZE(words)

static void test_string_compare(void)
{
	unsigned int i, j;
	size_t n;

	for (i = 0; i < NWORDS; i++) {
		const char *a = words[i];

		CHECK_EQ(kt_strlen(a), strlen(a));
		for (n = 0; n < 14; n++)
			CHECK_EQ(kt_strnlen(a, n), strnlen(a, n));
		for (j = 0; j < NWORDS; j++) {
			const char *b = words[j];

			host_check(sign(kt_strcmp(a, b)) == sign(strcmp(a, b)),
				   __FILE__, __LINE__, "strcmp(\"%s\", \"%s\")",
				   show(a, strlen(a)), show(b, strlen(b)));
			CHECK_EQ(sign(kt_strcasecmp(a, b)),
				 sign(strcasecmp(a, b)));
			for (n = 0; n < 6; n++) {
				CHECK_EQ(sign(kt_strncmp(a, b, n)),
					 sign(strncmp(a, b, n)));
				CHECK_EQ(sign(kt_strncasecmp(a, b, n)),
					 sign(strncasecmp(a, b, n)));
				if (n <= strlen(a) + 1 && n <= strlen(b) + 1)
					CHECK_EQ(sign(kt_memcmp(a, b, n)),
						 sign(memcmp(a, b, n)));
			}
			CHECK(kt_strstr(a, b) == strstr(a, b));
			CHECK_EQ(kt_strspn(a, b), strspn(a, b));
			CHECK_EQ(kt_strcspn(a, b), strcspn(a, b));
			CHECK(kt_strpbrk(a, b) == strpbrk(a, b));
		}
	}
}

static void test_string_search(void)
{
	static const int chars[] = {
		'a', 'b', 'z', ' ', 0, 0x80, 0xff, -1, 'a' + 256, ',',
	};
	unsigned int i, k;
	size_t n;

	for (i = 0; i < NWORDS; i++) {
		const char *s = words[i];

		for (k = 0; k < ARRAY_SIZE(chars); k++) {
			int c = chars[k];

			CHECK(kt_strchr(s, c) == strchr(s, c));
			CHECK(kt_strrchr(s, c) == strrchr(s, c));
			for (n = 0; n <= strlen(s) + 1; n++)
				CHECK(kt_memchr(s, c, n) == memchr(s, c, n));
		}
	}
}

static unsigned int rng = 12345;

static unsigned int rand_byte(void)
{
	rng = rng * 1103515245 + 12345;
	return rng >> 16 & 0xff;
}

static void test_memory(void)
{
	unsigned char src[160], a[160], b[160];
	unsigned int k;

	for (k = 0; k < sizeof(src); k++)
		src[k] = rand_byte();

	for (k = 0; k < 9 * 9 * 80; k++) {
		unsigned int off = k % 9, soff = k / 9 % 9, len = k / 81;

		/* memcpy between separate buffers. */
		memset(a, 0xee, sizeof(a));
		memset(b, 0xee, sizeof(b));
		CHECK(kt_memcpy(a + off, src + soff, len) == a + off);
		memcpy(b + off, src + soff, len);
		CHECK(!memcmp(a, b, sizeof(a)));

		/* memmove within one buffer, both directions. */
		memcpy(a, src, sizeof(a));
		memcpy(b, src, sizeof(b));
		CHECK(kt_memmove(a + off, a + soff + 40, len) == a + off);
		memmove(b + off, b + soff + 40, len);
		CHECK(!memcmp(a, b, sizeof(a)));
		memcpy(a, src, sizeof(a));
		memcpy(b, src, sizeof(b));
		kt_memmove(a + soff + 3, a + off, len);
		memmove(b + soff + 3, b + off, len);
		host_check(!memcmp(a, b, sizeof(a)), __FILE__, __LINE__,
			   "memmove(+%u, +%u, %u)", soff + 3, off, len);

		/* memset with a value that has the high bit set. */
		memcpy(a, src, sizeof(a));
		memcpy(b, src, sizeof(b));
		CHECK(kt_memset(a + off, 0x1a5 + (int)len, len) == a + off);
		memset(b + off, 0x1a5 + (int)len, len);
		CHECK(!memcmp(a, b, sizeof(a)));
	}
}

static void test_string_copy(void)
{
	char a[64], b[64];
	unsigned int i, j;
	size_t n;

	for (i = 0; i < NWORDS; i++) {
		const char *s = words[i];
		size_t len = strlen(s);

		memset(a, 'Q', sizeof(a));
		memset(b, 'Q', sizeof(b));
		CHECK(kt_strcpy(a, s) == a);
		strcpy(b, s);
		CHECK(!memcmp(a, b, sizeof(a)));

		for (n = 0; n < 30; n += 3) {
			memset(a, 'Q', sizeof(a));
			memset(b, 'Q', sizeof(b));
			CHECK(kt_strncpy(a, s, n) == a);
			strncpy(b, s, n);
			CHECK(!memcmp(a, b, sizeof(a)));

			/* strlcpy is snprintf("%s") that returns strlen. */
			memset(a, 'Q', sizeof(a));
			memset(b, 'Q', sizeof(b));
			CHECK_EQ(kt_strlcpy(a, s, n), len);
			if (n)
				snprintf(b, n, "%s", s);
			CHECK(!memcmp(a, b, sizeof(a)));
		}

		for (j = 0; j < NWORDS; j++) {
			const char *t = words[j];

			memset(a, 'Q', sizeof(a));
			strcpy(a, s);
			memcpy(b, a, sizeof(b));
			CHECK(kt_strcat(a, t) == a);
			strcat(b, t);
			CHECK(!memcmp(a, b, sizeof(a)));

			for (n = 0; n < 8; n++) {
				memset(a, 'Q', sizeof(a));
				strcpy(a, s);
				memcpy(b, a, sizeof(b));
				CHECK(kt_strncat(a, t, n) == a);
				strncat(b, t, n);
				CHECK(!memcmp(a, b, sizeof(a)));
			}

			for (n = 0; n < 30; n += 2) {
				size_t got, want;
				size_t dl = strnlen(s, n);

				memset(a, 'Q', sizeof(a));
				strcpy(a, s);
				memcpy(b, a, sizeof(b));
				got = kt_strlcat(a, t, n);
				want = dl + strlen(t);
				if (dl < n)
					snprintf(b + dl, n - dl, "%s", t);
				host_check(got == want && !memcmp(a, b, sizeof(a)),
					   __FILE__, __LINE__,
					   "strlcat(\"%s\", \"%s\", %zu) = %zu, want %zu",
					   show(s, len), show(t, strlen(t)), n,
					   got, want);
			}
		}
	}
}

static void test_strsep_trim(void)
{
	static const char *const inputs[] = {
		"", "a", "a,b", ",a,,b,", "ab cd\tef", "  ", "no-delims",
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(inputs); i++) {
		char a[32], b[32];
		char *pa = a, *pb = b;
		int tokens = 0;

		strcpy(a, inputs[i]);
		strcpy(b, inputs[i]);
		for (;;) {
			char *ta = kt_strsep(&pa, ", \t");
			char *tb = strsep(&pb, ", \t");

			CHECK((ta ? ta - a : -1) == (tb ? tb - b : -1));
			CHECK((pa ? pa - a : -1) == (pb ? pb - b : -1));
			if (!ta || !tb || ++tokens > 20)
				break;
			CHECK(!strcmp(ta, tb));
		}
		CHECK(kt_strsep(&pa, ",") == NULL);
	}

	{
		char s[] = " \t\n hello world\t\n\t ";
		char e[] = "";
		char sp[] = "   ";
		char none[] = "x";
		char *r;

		CHECK(!strcmp(kt_skip_spaces("  \t\nabc "), "abc "));
		CHECK(!strcmp(kt_skip_spaces(""), ""));
		r = kt_strim(s);
		CHECK(!strcmp(r, "hello world"));
		CHECK(r == s + 4);
		CHECK(!strcmp(kt_strim(e), ""));
		CHECK(!strcmp(kt_strim(sp), ""));
		CHECK(kt_strim(none) == none);
	}
}

/* ---- ctype against the C library in the "C" locale ---- */

static void test_ctype(void)
{
	int (*const classes[])(int) = {
		isalnum, isalpha, iscntrl, isdigit, isgraph, islower,
		isprint, ispunct, isspace, isupper, isxdigit,
	};
	int c;

	for (c = -128; c < 256; c++) {
		int lower, upper, k;
		unsigned int bits = ctype_probe(c, &lower, &upper);
		unsigned char uc = (unsigned char)c;
		unsigned int want = 0;

		for (k = 0; k < (int)ARRAY_SIZE(classes); k++)
			if (classes[k](uc))
				want |= 1U << k;
		host_check(bits == want, __FILE__, __LINE__,
			   "ctype classes of %d: got %#x, want %#x",
			   c, bits, want);
		CHECK_EQ(lower, isupper(uc) ? tolower(uc) : c);
		CHECK_EQ(upper, islower(uc) ? toupper(uc) : c);
	}
}

/* ---- string to number ---- */

static void test_strtoul(void)
{
	static const char *const inputs[] = {
		"0", "1", "42", "0x1f", "0X1F", "0x", "0xg", "017", "019",
		"08", "ffff", "FFfF", "z", "Zz9", "12abc", "4294967295",
		"18446744073709551615", "0x7fffffffffffffff", "777777",
		"101010", "", "x", "00", "0x0", "123456789012",
	};
	static const unsigned int bases[] = { 0, 2, 8, 10, 16, 36 };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(inputs) * ARRAY_SIZE(bases); i++) {
		const char *s = inputs[i / ARRAY_SIZE(bases)];
		unsigned int base = bases[i % ARRAY_SIZE(bases)];
		char *ke, *he;
		unsigned long long kv, hv;
		unsigned long kl, hl;

		/* Linux's functions wrap on overflow; C's saturate. */
		errno = 0;
		hv = strtoull(s, &he, base);
		if (errno == ERANGE)
			continue;
		kv = kt_simple_strtoull(s, &ke, base);
		host_check(kv == hv && ke == he, __FILE__, __LINE__,
			   "simple_strtoull(\"%s\", %u) = %llu end +%td, want %llu end +%td",
			   s, base, kv, ke - s, hv, he - s);
		kl = kt_simple_strtoul(s, &ke, base);
		hl = strtoul(s, &he, base);
		CHECK(kl == hl && ke == he);
		CHECK_EQ(kt_simple_strtoul(s, NULL, base), hl);
	}

	CHECK_EQ(kt_simple_strtol("-123", NULL, 10), -123);
	CHECK_EQ(kt_simple_strtol("-0x1f", NULL, 0), -31);
	CHECK_EQ(kt_simple_strtol("77", NULL, 8), 63);
	CHECK_EQ(kt_simple_strtol("-9223372036854775808", NULL, 10),
		 LONG_MIN);
}

int main(void)
{
	test_printf_integers();
	test_printf_strings();
	test_printf_pointers();
	test_printf_misc();
	test_string_compare();
	test_string_search();
	test_memory();
	test_string_copy();
	test_strsep_trim();
	test_ctype();
	test_strtoul();
	run_ktests();

	printf("host: %lu passed, %lu failed\n", passed, failed);
	return failed ? 1 : 0;
}
