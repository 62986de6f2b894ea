// SPDX-License-Identifier: GPL-2.0
/*
 * Wildcard matching for the test filter.  Iterative, with one saved
 * position for the last '*': a mismatch after a star retries with the
 * star eating one more character, so no recursion and linear-ish time.
 */
#include <linux/compiler.h>
#include <linux/glob.h>

/* Match one [set] at *pp against c; advance *pp past the set. */
static bool match_set(const char **pp, char c)
{
	const char *p = *pp + 1;
	bool negate = false, hit = false;

	if (*p == '!' || *p == '^') {
		negate = true;
		p++;
	}
	do {
		char lo = *p, hi = lo;

		if (!lo)
			break;
		if (p[1] == '-' && p[2] && p[2] != ']') {
			hi = p[2];
			p += 2;
		}
		if (c >= lo && c <= hi)
			hit = true;
		p++;
	} while (*p != ']');
	*pp = *p ? p + 1 : p;
	return hit != negate;
}

bool glob_match(const char *pat, const char *str)
{
	const char *star_pat = NULL, *star_str = NULL;

	for (;;) {
		char c = *str;
		const char *next = pat + 1;

		switch (*pat) {
		case '*':
			star_pat = ++pat;
			star_str = str;
			continue;
		case '?':
			if (!c)
				return false;
			break;
		case '[':
			next = pat;
			if (c && match_set(&next, c))
				break;
			goto backtrack;
		case '\\':
			if (pat[1]) {
				pat++;
				next = pat + 1;
			}
			fallthrough;
		default:
			if (*pat != c)
				goto backtrack;
			if (!c)
				return true;
			break;
		}
		pat = next;
		str++;
		continue;
backtrack:
		if (!star_pat || !*star_str)
			return false;
		pat = star_pat;
		str = ++star_str;
	}
}
