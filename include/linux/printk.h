/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_PRINTK_H
#define _LINUX_PRINTK_H

#include <linux/types.h>
#include <linux/compiler.h>

extern int console_loglevel;

/**
 * printk_raw - print to the log and console with no timestamp or level
 * @fmt: printf-style format
 *
 * For output a machine parses line by line, such as the KTAP test log.
 */
__printf(1, 2) int printk_raw(const char *fmt, ...);

/**
 * log_buf_copy - copy the newest part of the kernel log
 * @dest: where to copy it, NUL-terminated
 * @size: size of @dest
 *
 * Return: the number of characters copied, not counting the NUL.
 */
size_t log_buf_copy(char *dest, size_t size);

/**
 * log_buf_mark - a position in the kernel log, for log_buf_copy_since()
 */
unsigned long log_buf_mark(void);

/**
 * log_buf_copy_since - copy what was logged after a mark
 * @mark: from log_buf_mark()
 * @dest: where to copy it, NUL-terminated
 * @size: size of @dest; the newest text is kept if it is too small
 *
 * Return: the number of characters copied.
 */
size_t log_buf_copy_since(unsigned long mark, char *dest, size_t size);

#endif /* _LINUX_PRINTK_H */
