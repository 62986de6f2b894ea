/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KALLSYMS_H
#define _LINUX_KALLSYMS_H

#include <linux/types.h>

#define KSYM_NAME_LEN	128

/**
 * kallsyms_lookup - the function that contains an address
 * @addr: a code address
 * @size: set to the function's size, if not NULL
 * @offset: set to @addr's offset into it, if not NULL
 *
 * Return: the function's name, or NULL when @addr is not in kernel text.
 */
const char *kallsyms_lookup(unsigned long addr, unsigned long *size,
			    unsigned long *offset);

/**
 * kallsyms_lookup_name - the address of a function, by name
 * @name: the symbol
 *
 * Return: its address, or 0 when there is no such function.
 */
unsigned long kallsyms_lookup_name(const char *name);

/**
 * sprint_symbol - format "name+0xoff/0xsize" for an address
 * @buf: at least KSYM_NAME_LEN + 32 bytes
 * @addr: a code address
 *
 * Return: the length written.
 */
int sprint_symbol(char *buf, unsigned long addr);

#endif /* _LINUX_KALLSYMS_H */
