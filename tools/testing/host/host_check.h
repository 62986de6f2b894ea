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
