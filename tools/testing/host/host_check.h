/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _HOST_CHECK_H
#define _HOST_CHECK_H

/*
 * The one interface between the two halves of the host tests: main.c,
 * built against the host's C library, and ktests.c, built against the
 * kernel's headers.  Plain C types only, so that both can include it.
 */

/**
 * host_check - count one check, and print a line if it failed
 * @ok: whether the check passed
 * @file: source file of the check
 * @line: its line
 * @fmt: printf-style description, printed only on failure
 */
__attribute__((format(printf, 4, 5)))
void host_check(int ok, const char *file, int line, const char *fmt, ...);

/* A condition, and two integers compared with both values shown. */
#define CHECK(cond) \
	host_check(!!(cond), __FILE__, __LINE__, "%s", #cond)

#define CHECK_EQ(a, b) do {						\
	long long __a = (long long)(a), __b = (long long)(b);		\
	host_check(__a == __b, __FILE__, __LINE__,			\
		   "%s == %s: got %lld, want %lld", #a, #b, __a, __b);	\
} while (0)

/**
 * run_ktests - the checks of the kernel-header half (ktests.c)
 */
void run_ktests(void);

/**
 * ctype_probe - our <linux/ctype.h> classes of @c, for main.c to compare
 * @c: the character, -128..255
 * @lower: set to tolower(@c)
 * @upper: set to toupper(@c)
 *
 * Return: one bit per class, in the order of main.c's ctype table.
 */
unsigned int ctype_probe(int c, int *lower, int *upper);

#endif /* _HOST_CHECK_H */
