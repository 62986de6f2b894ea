// SPDX-License-Identifier: GPL-2.0
/*
 * printf-style formatting and string-to-number conversion.
 *
 * The conversions, flags, widths and precisions follow C99, so that the
 * host tests can hold this file to the C library's output.  The one
 * deliberate difference is %p, which prints as Linux 2.6 does: the
 * address as hex, zero-padded to the width of a pointer, without "0x".
 *
 * Output goes through a counter that keeps going past the end of the
 * buffer, which gives C99's "length it would have had" for free.
 */

#include <stdarg.h>
#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/ctype.h>
#include <linux/string.h>
#include <asm/div64.h>

struct printf_out {
	char *buf;
	size_t size;
	size_t pos;	/* characters produced so far, stored or not */
};

static void put_char(struct printf_out *out, char c)
{
	if (out->pos < out->size)
		out->buf[out->pos] = c;
	out->pos++;
}

static void put_repeat(struct printf_out *out, char c, int n)
{
	while (n-- > 0)
		put_char(out, c);
}

static void put_string(struct printf_out *out, const char *s, size_t n)
{
	while (n--)
		put_char(out, *s++);
}

#define F_LEFT		0x01	/* '-': pad on the right */
#define F_PLUS		0x02	/* '+': sign even when positive */
#define F_SPACE		0x04	/* ' ': a space where a '+' would go */
#define F_SPECIAL	0x08	/* '#': 0x prefix, octal leading zero */
#define F_ZEROPAD	0x10	/* '0': pad numbers with zeros */
#define F_SIGNED	0x20	/* the conversion is d or i */
#define F_UPPER		0x40	/* X: upper case digits and prefix */

enum length_qualifier {
	Q_NONE,
	Q_HH,
	Q_H,
	Q_L,
	Q_LL,
	Q_Z,
	Q_T,
};

struct printf_spec {
	unsigned int flags;
	int width;		/* -1: none given */
	int precision;		/* -1: none given */
	unsigned int base;
};

/* Print @num (the magnitude; @negative gives the sign) per @spec. */
static void put_number(struct printf_out *out, u64 num, bool negative,
		       const struct printf_spec *spec)
{
	const char *digit_chars = spec->flags & F_UPPER ?
				  "0123456789ABCDEF" : "0123456789abcdef";
	char digits[24];	/* 22 octal digits is the longest u64 */
	const char *prefix = "";
	int ndigits = 0;
	int prefix_len;
	int zeros, len;
	char sign = 0;

	if (spec->flags & F_SIGNED) {
		if (negative)
			sign = '-';
		else if (spec->flags & F_PLUS)
			sign = '+';
		else if (spec->flags & F_SPACE)
			sign = ' ';
	}
	if ((spec->flags & F_SPECIAL) && spec->base == 16 && num)
		prefix = spec->flags & F_UPPER ? "0X" : "0x";
	prefix_len = strlen(prefix);

	/* Least significant first; printed backwards below. */
	while (num) {
		if (spec->base == 10) {
			digits[ndigits++] = '0' + do_div(num, 10);
		} else {
			digits[ndigits++] = digit_chars[num & (spec->base - 1)];
			num >>= spec->base == 16 ? 4 : 3;
		}
	}

	/*
	 * The precision is the minimum number of digits (default 1, so a
	 * zero prints as "0"; an explicit 0 prints nothing for it).
	 */
	zeros = (spec->precision < 0 ? 1 : spec->precision) - ndigits;
	if (zeros < 0)
		zeros = 0;
	/* '#' with octal: the first digit must be a 0. */
	if ((spec->flags & F_SPECIAL) && spec->base == 8 && !zeros)
		zeros = 1;

	len = (sign ? 1 : 0) + prefix_len + zeros + ndigits;
	/* '0' widens the zeros, unless '-' or a precision overrides it. */
	if ((spec->flags & (F_ZEROPAD | F_LEFT)) == F_ZEROPAD &&
	    spec->precision < 0 && spec->width > len) {
		zeros += spec->width - len;
		len = spec->width;
	}

	if (!(spec->flags & F_LEFT))
		put_repeat(out, ' ', spec->width - len);
	if (sign)
		put_char(out, sign);
	put_string(out, prefix, prefix_len);
	put_repeat(out, '0', zeros);
	while (ndigits)
		put_char(out, digits[--ndigits]);
	if (spec->flags & F_LEFT)
		put_repeat(out, ' ', spec->width - len);
}

/* A string or character, cut to @len and padded with spaces to width. */
static void put_padded(struct printf_out *out, const char *s, size_t len,
		       const struct printf_spec *spec)
{
	int pad = spec->width > (int)len ? spec->width - (int)len : 0;

	if (!(spec->flags & F_LEFT))
		put_repeat(out, ' ', pad);
	put_string(out, s, len);
	if (spec->flags & F_LEFT)
		put_repeat(out, ' ', pad);
}

/* Read a decimal field width or precision; huge values saturate. */
static int read_decimal(const char **fmtp)
{
	const char *p = *fmtp;
	int n = 0;

	for (; isdigit(*p); p++) {
		if (n <= (INT_MAX - 9) / 10)
			n = n * 10 + (*p - '0');
		else
			n = INT_MAX;
	}
	*fmtp = p;
	return n;
}

static const char *read_flags(const char *p, unsigned int *flags)
{
	for (;; p++) {
		switch (*p) {
		case '-':
			*flags |= F_LEFT;
			break;
		case '+':
			*flags |= F_PLUS;
			break;
		case ' ':
			*flags |= F_SPACE;
			break;
		case '#':
			*flags |= F_SPECIAL;
			break;
		case '0':
			*flags |= F_ZEROPAD;
			break;
		default:
			return p;
		}
	}
}

static const char *read_qualifier(const char *p, enum length_qualifier *q)
{
	switch (*p) {
	case 'h':
		if (p[1] == 'h') {
			*q = Q_HH;
			return p + 2;
		}
		*q = Q_H;
		return p + 1;
	case 'l':
		if (p[1] == 'l') {
			*q = Q_LL;
			return p + 2;
		}
		*q = Q_L;
		return p + 1;
	case 'L':	/* as in Linux: long long for integers */
	case 'q':
	case 'j':	/* intmax_t is long long here and on the host */
		*q = Q_LL;
		return p + 1;
	case 'z':
		*q = Q_Z;
		return p + 1;
	case 't':
		*q = Q_T;
		return p + 1;
	default:
		*q = Q_NONE;
		return p;
	}
}

/* Fetch a signed integer argument of the size @q says, widened. */
static s64 fetch_signed(va_list *ap, enum length_qualifier q)
{
	switch (q) {
	case Q_HH:
		return (signed char)va_arg(*ap, int);
	case Q_H:
		return (short)va_arg(*ap, int);
	case Q_L:
		return va_arg(*ap, long);
	case Q_LL:
		return va_arg(*ap, long long);
	case Q_Z:
		return va_arg(*ap, ssize_t);
	case Q_T:
		return va_arg(*ap, ptrdiff_t);
	default:
		return va_arg(*ap, int);
	}
}

/* Fetch an unsigned integer argument of the size @q says, widened. */
static u64 fetch_unsigned(va_list *ap, enum length_qualifier q)
{
	switch (q) {
	case Q_HH:
		return (unsigned char)va_arg(*ap, unsigned int);
	case Q_H:
		return (unsigned short)va_arg(*ap, unsigned int);
	case Q_L:
		return va_arg(*ap, unsigned long);
	case Q_LL:
		return va_arg(*ap, unsigned long long);
	case Q_Z:
		return va_arg(*ap, size_t);
	case Q_T:
		/* The unsigned type of ptrdiff_t's width is size_t's. */
		return (size_t)va_arg(*ap, ptrdiff_t);
	default:
		return va_arg(*ap, unsigned int);
	}
}

/*
 * Handle one conversion, @p just past the '%'.  Returns the position
 * after it, or NULL when the conversion is not one we know.
 */
static const char *format_one(struct printf_out *out, const char *p,
			      va_list *ap)
{
	struct printf_spec spec = { .width = -1, .precision = -1 };
	enum length_qualifier q;
	const char *s;
	s64 sval;
	char c;

	p = read_flags(p, &spec.flags);

	if (*p == '*') {
		spec.width = va_arg(*ap, int);
		p++;
		/* A negative width from an argument means '-'. */
		if (spec.width < 0) {
			spec.flags |= F_LEFT;
			spec.width = spec.width == INT_MIN ?
				     INT_MAX : -spec.width;
		}
	} else if (isdigit(*p)) {
		spec.width = read_decimal(&p);
	}

	if (*p == '.') {
		p++;
		if (*p == '*') {
			/* A negative precision is as if none were given. */
			spec.precision = va_arg(*ap, int);
			if (spec.precision < 0)
				spec.precision = -1;
			p++;
		} else {
			spec.precision = read_decimal(&p);
		}
	}

	p = read_qualifier(p, &q);

	switch (*p) {
	case 'd':
	case 'i':
		spec.flags |= F_SIGNED;
		spec.base = 10;
		sval = fetch_signed(ap, q);
		/* Negating in unsigned arithmetic makes LLONG_MIN safe. */
		put_number(out, sval < 0 ? 0 - (u64)sval : (u64)sval,
			   sval < 0, &spec);
		break;
	case 'u':
		spec.base = 10;
		put_number(out, fetch_unsigned(ap, q), false, &spec);
		break;
	case 'X':
		spec.flags |= F_UPPER;
		fallthrough;
	case 'x':
		spec.base = 16;
		put_number(out, fetch_unsigned(ap, q), false, &spec);
		break;
	case 'o':
		spec.base = 8;
		put_number(out, fetch_unsigned(ap, q), false, &spec);
		break;
	case 'p':
		/* Linux 2.6: all the pointer's digits unless told otherwise. */
		if (spec.width < 0) {
			spec.width = 2 * sizeof(void *);
			spec.flags |= F_ZEROPAD;
		}
		spec.base = 16;
		put_number(out, (unsigned long)va_arg(*ap, void *), false,
			   &spec);
		break;
	case 'c':
		c = (char)va_arg(*ap, int);
		put_padded(out, &c, 1, &spec);
		break;
	case 's':
		s = va_arg(*ap, const char *);
		if (!s)
			s = "(null)";
		put_padded(out, s, spec.precision < 0 ? strlen(s) :
			   strnlen(s, spec.precision), &spec);
		break;
	case '%':
		put_char(out, '%');
		break;
	default:
		return NULL;
	}
	return p + 1;
}

/**
 * vsnprintf - format a string into a buffer of known size
 * @buf: the buffer; may be NULL when @size is 0
 * @size: its size; nothing is written past it, and when it is not 0 the
 *	  result is always terminated
 * @fmt: the format: C99's conversions, except that %p is Linux 2.6's
 * @args: the arguments
 *
 * Return: the length the whole result has (terminator excluded), even
 * if it did not fit: a return value >= @size means it was cut short.
 */
int vsnprintf(char *buf, size_t size, const char *fmt, va_list args)
{
	struct printf_out out = { .buf = buf, .size = size, .pos = 0 };
	const char *p = fmt;
	va_list ap;

	/*
	 * Work on a copy passed by address: va_list may be an array type
	 * (it is on x86_64), and helpers must advance the caller's position.
	 */
	va_copy(ap, args);
	while (*p) {
		const char *next;

		if (*p != '%') {
			put_char(&out, *p++);
			continue;
		}
		next = format_one(&out, p + 1, &ap);
		if (!next) {
			/*
			 * Unknown: show it as written, through its letter.
			 * A '%' or the end of the string ends it before.
			 */
			const char *end = p + 1;

			while (*end && !isalpha(*end) && *end != '%')
				end++;
			if (isalpha(*end))
				end++;
			put_string(&out, p, end - p);
			next = end;
		}
		p = next;
	}
	va_end(ap);

	if (size)
		buf[out.pos < size ? out.pos : size - 1] = '\0';
	return out.pos;
}

/**
 * vscnprintf - vsnprintf() that returns what it stored
 * @buf: the buffer
 * @size: its size
 * @fmt: the format
 * @args: the arguments
 *
 * Return: the number of characters put in @buf, terminator excluded;
 * 0 when @size is 0.
 */
int vscnprintf(char *buf, size_t size, const char *fmt, va_list args)
{
	int len = vsnprintf(buf, size, fmt, args);

	if (!size)
		return 0;
	return (size_t)len < size ? len : (int)(size - 1);
}

/**
 * snprintf - format a string into a buffer of known size
 * @buf: the buffer
 * @size: its size
 * @fmt: the format
 * @...: the arguments
 *
 * Return: as vsnprintf().
 */
int snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = vsnprintf(buf, size, fmt, args);
	va_end(args);
	return len;
}

/**
 * scnprintf - snprintf() that returns what it stored
 * @buf: the buffer
 * @size: its size
 * @fmt: the format
 * @...: the arguments
 *
 * Return: as vscnprintf().
 */
int scnprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = vscnprintf(buf, size, fmt, args);
	va_end(args);
	return len;
}

/**
 * vsprintf - format a string into a buffer assumed to be large enough
 * @buf: the buffer
 * @fmt: the format
 * @args: the arguments
 *
 * Return: the length of the result, terminator excluded.
 */
int vsprintf(char *buf, const char *fmt, va_list args)
{
	/* No size: the caller vouches the buffer is big enough. */
	return vsnprintf(buf, INT_MAX, fmt, args);
}

/**
 * sprintf - format a string into a buffer assumed to be large enough
 * @buf: the buffer
 * @fmt: the format
 * @...: the arguments
 *
 * Return: the length of the result, terminator excluded.
 */
int sprintf(char *buf, const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = vsprintf(buf, fmt, args);
	va_end(args);
	return len;
}

/* The value of a digit in any base up to 36, or 36 for a non-digit. */
static unsigned int digit_value(char c)
{
	if (isdigit(c))
		return c - '0';
	if (isalpha(c))
		return tolower(c) - 'a' + 10;
	return 36;
}

/*
 * Settle the base from the text as C's strtoul does: base 0 means 16
 * after "0x", 8 after "0", else 10; base 16 accepts "0x".  The prefix is
 * only taken when a hex digit follows it.  Returns where digits start.
 */
static const char *fixup_base(const char *s, unsigned int *base)
{
	bool hex_prefix = s[0] == '0' && tolower(s[1]) == 'x' &&
			  isxdigit(s[2]);

	if (!*base) {
		if (hex_prefix)
			*base = 16;
		else if (s[0] == '0')
			*base = 8;
		else
			*base = 10;
	}
	if (*base == 16 && hex_prefix)
		s += 2;
	return s;
}

/**
 * simple_strtoull - read an unsigned number from the start of a string
 * @cp: the string; no leading white space or sign is skipped
 * @endp: if not NULL, set to the first character not read
 * @base: 2..36, or 0 for C's rule: "0x" hex, "0" octal, else decimal
 *
 * Too large a value wraps; use kstrtoint() to have it refused.
 */
unsigned long long simple_strtoull(const char *cp, char **endp,
				   unsigned int base)
{
	unsigned long long result = 0;
	unsigned int digit;

	cp = fixup_base(cp, &base);
	while ((digit = digit_value(*cp)) < base) {
		result = result * base + digit;
		cp++;
	}
	if (endp)
		*endp = (char *)cp;
	return result;
}

/**
 * simple_strtoul - simple_strtoull() for an unsigned long
 * @cp: the string
 * @endp: if not NULL, set to the first character not read
 * @base: as for simple_strtoull()
 */
unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base)
{
	return simple_strtoull(cp, endp, base);
}

/**
 * simple_strtol - simple_strtoul() that also takes a leading '-'
 * @cp: the string
 * @endp: if not NULL, set to the first character not read
 * @base: as for simple_strtoull()
 */
long simple_strtol(const char *cp, char **endp, unsigned int base)
{
	/* Negate as unsigned: the magnitude of LONG_MIN is no long. */
	if (*cp == '-')
		return (long)(0UL - simple_strtoul(cp + 1, endp, base));
	return (long)simple_strtoul(cp, endp, base);
}

/**
 * kstrtoint - convert a whole string to an int, strictly
 * @s: the string: an optional sign, then digits, then at most one
 *     newline; nothing else, not even spaces
 * @base: 2..16, or 0 for C's rule ("0x" hex, "0" octal, else decimal);
 *	  16 also accepts a "0x" prefix
 * @res: where the result goes; untouched on error
 *
 * Return: 0, -EINVAL for text that is not such a number (or a bad
 * @base), or -ERANGE for a number that does not fit an int.
 */
int kstrtoint(const char *s, unsigned int base, int *res)
{
	u64 limit = INT_MAX;
	bool negative = false;
	bool overflow = false;
	unsigned int digit;
	const char *start;
	u64 val = 0;

	if (base == 1 || base > 16)
		return -EINVAL;

	if (*s == '-') {
		negative = true;
		limit = (u64)INT_MAX + 1;
		s++;
	} else if (*s == '+') {
		s++;
	}

	s = fixup_base(s, &base);
	start = s;
	for (; (digit = digit_value(*s)) < base; s++) {
		/* @limit is below 2^32, so this never wraps. */
		val = val * base + digit;
		if (val > limit) {
			overflow = true;
			val = limit;
		}
	}

	/* The whole string must be the number, less one newline. */
	if (s == start)
		return -EINVAL;
	if (*s == '\n')
		s++;
	if (*s)
		return -EINVAL;
	if (overflow)
		return -ERANGE;

	*res = negative ? (int)(0U - (u32)val) : (int)val;
	return 0;
}
