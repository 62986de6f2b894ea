// SPDX-License-Identifier: GPL-2.0
/*
 * String and memory functions.
 *
 * gcc may emit calls to memcpy, memmove, memset and memcmp on its own
 * (structure copies, large initialisers) even with -ffreestanding, so
 * those four must exist and must not themselves be written in a way
 * that gcc would turn back into a call to the same function.
 */

#include <linux/types.h>
#include <linux/string.h>
#include <linux/ctype.h>

#define WORD_SIZE	sizeof(unsigned long)
#define WORD_MASK	(WORD_SIZE - 1)

/*
 * An empty asm that claims to change @p: it stops gcc recognising the
 * byte loops below as memcpy or memset and replacing them with a call
 * to the very function they implement.
 */
#define opaque(p)	__asm__("" : "+r"(p))

static inline bool both_aligned(const void *a, const void *b)
{
	return (((unsigned long)a | (unsigned long)b) & WORD_MASK) == 0;
}

void *memcpy(void *dest, const void *src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	/*
	 * Whole words while both sides allow it: most copies are aligned.
	 * Four to a turn of the loop, since a turn costs as much as a word
	 * (and under TCG a turn is a translated block of its own).
	 */
	if (both_aligned(d, s)) {
		for (; n >= 4 * WORD_SIZE; n -= 4 * WORD_SIZE) {
			const unsigned long *sw = (const unsigned long *)s;
			unsigned long *dw = (unsigned long *)d;

			opaque(d);
			dw[0] = sw[0];
			dw[1] = sw[1];
			dw[2] = sw[2];
			dw[3] = sw[3];
			d += 4 * WORD_SIZE;
			s += 4 * WORD_SIZE;
		}
		for (; n >= WORD_SIZE; n -= WORD_SIZE) {
			opaque(d);
			*(unsigned long *)d = *(const unsigned long *)s;
			d += WORD_SIZE;
			s += WORD_SIZE;
		}
	}
	while (n--) {
		opaque(d);
		*d++ = *s++;
	}
	return dest;
}

void *memmove(void *dest, const void *src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;

	/*
	 * Forward is safe unless the target starts inside the source; the
	 * unsigned difference wraps when it starts below, which is safe too.
	 */
	if ((unsigned long)d - (unsigned long)s >= n)
		return memcpy(dest, src, n);

	d += n;
	s += n;
	while (n--) {
		opaque(d);
		*--d = *--s;
	}
	return dest;
}

void *memset(void *s, int c, size_t n)
{
	unsigned char *p = s;
	unsigned char byte = (unsigned char)c;

	if (!((unsigned long)p & WORD_MASK)) {
		/* Spread the byte over a word: 0x01 repeated, times the byte. */
		unsigned long word = (~0UL / 0xff) * byte;

		for (; n >= WORD_SIZE; n -= WORD_SIZE) {
			opaque(p);
			*(unsigned long *)p = word;
			p += WORD_SIZE;
		}
	}
	while (n--) {
		opaque(p);
		*p++ = byte;
	}
	return s;
}

int memcmp(const void *s1, const void *s2, size_t n)
{
	const unsigned char *a = s1;
	const unsigned char *b = s2;

	for (; n; n--, a++, b++) {
		if (*a != *b)
			return *a - *b;
	}
	return 0;
}

void *memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = s;

	for (; n; n--, p++) {
		if (*p == (unsigned char)c)
			return (void *)p;
	}
	return NULL;
}

size_t strlen(const char *s)
{
	const char *p = s;

	while (*p)
		p++;
	return p - s;
}

size_t strnlen(const char *s, size_t maxlen)
{
	size_t len = 0;

	while (len < maxlen && s[len])
		len++;
	return len;
}

int strcmp(const char *s1, const char *s2)
{
	const unsigned char *a = (const unsigned char *)s1;
	const unsigned char *b = (const unsigned char *)s2;

	while (*a && *a == *b) {
		a++;
		b++;
	}
	return *a - *b;
}

int strncmp(const char *s1, const char *s2, size_t n)
{
	const unsigned char *a = (const unsigned char *)s1;
	const unsigned char *b = (const unsigned char *)s2;

	for (; n; n--, a++, b++) {
		if (*a != *b)
			return *a - *b;
		if (!*a)
			break;
	}
	return 0;
}

int strcasecmp(const char *s1, const char *s2)
{
	const unsigned char *a = (const unsigned char *)s1;
	const unsigned char *b = (const unsigned char *)s2;
	int diff;

	do {
		diff = tolower(*a) - tolower(*b);
	} while (!diff && *a++ && *b++);
	return diff;
}

int strncasecmp(const char *s1, const char *s2, size_t n)
{
	const unsigned char *a = (const unsigned char *)s1;
	const unsigned char *b = (const unsigned char *)s2;
	int diff;

	for (; n; n--, a++, b++) {
		diff = tolower(*a) - tolower(*b);
		if (diff || !*a)
			return diff;
	}
	return 0;
}

char *strcpy(char *dest, const char *src)
{
	char *d = dest;

	while ((*d++ = *src++) != '\0')
		;
	return dest;
}

char *strncpy(char *dest, const char *src, size_t n)
{
	size_t i = 0;

	for (; i < n && src[i]; i++)
		dest[i] = src[i];
	/* C pads the rest of the field; callers rely on it for fixed fields. */
	for (; i < n; i++) {
		opaque(dest);
		dest[i] = '\0';
	}
	return dest;
}

size_t strlcpy(char *dest, const char *src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t copy = len < size ? len : size - 1;

		memcpy(dest, src, copy);
		dest[copy] = '\0';
	}
	return len;
}

char *strcat(char *dest, const char *src)
{
	strcpy(dest + strlen(dest), src);
	return dest;
}

char *strncat(char *dest, const char *src, size_t n)
{
	char *d = dest + strlen(dest);

	while (n-- && *src)
		*d++ = *src++;
	*d = '\0';
	return dest;
}

size_t strlcat(char *dest, const char *src, size_t size)
{
	size_t dlen = strnlen(dest, size);

	/* Without a terminator inside @size, strlcpy() gets 0: no write. */
	return dlen + strlcpy(dest + dlen, src, size - dlen);
}

char *strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c)
			return (char *)s;
		if (!*s)
			return NULL;
	}
}

char *strrchr(const char *s, int c)
{
	const char *last = NULL;

	for (;; s++) {
		if (*s == (char)c)
			last = s;
		if (!*s)
			return (char *)last;
	}
}

char *strstr(const char *haystack, const char *needle)
{
	size_t nlen = strlen(needle);

	for (; *haystack; haystack++) {
		if (!strncmp(haystack, needle, nlen))
			return (char *)haystack;
	}
	/* Only an empty needle matches the empty tail. */
	return nlen ? NULL : (char *)haystack;
}

char *strpbrk(const char *s, const char *accept)
{
	for (; *s; s++) {
		if (strchr(accept, *s))
			return (char *)s;
	}
	return NULL;
}

size_t strspn(const char *s, const char *accept)
{
	size_t n = 0;

	while (s[n] && strchr(accept, s[n]))
		n++;
	return n;
}

size_t strcspn(const char *s, const char *reject)
{
	size_t n = 0;

	while (s[n] && !strchr(reject, s[n]))
		n++;
	return n;
}

char *strsep(char **stringp, const char *delim)
{
	char *token = *stringp;
	char *end;

	if (!token)
		return NULL;

	end = strpbrk(token, delim);
	if (end) {
		*end = '\0';
		*stringp = end + 1;
	} else {
		*stringp = NULL;
	}
	return token;
}

char *skip_spaces(const char *str)
{
	while (isspace(*str))
		str++;
	return (char *)str;
}

char *strim(char *s)
{
	size_t len = strlen(s);

	while (len && isspace(s[len - 1]))
		len--;
	s[len] = '\0';
	return skip_spaces(s);
}
