/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_GLOB_H
#define _LINUX_GLOB_H

#include <linux/types.h>

/**
 * glob_match - shell-style wildcard match of a whole string
 * @pat: the pattern: '*' any run, '?' any one character, '[abc]' and
 *       '[a-z]' a set ('[!...]' its complement), '\\' quotes
 * @str: the string
 *
 * Return: true when @pat matches all of @str.
 */
bool glob_match(const char *pat, const char *str);

#endif /* _LINUX_GLOB_H */
