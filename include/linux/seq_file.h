/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SEQ_FILE_H
#define _LINUX_SEQ_FILE_H

/*
 * The text of a /sys or /proc file, built by its show() function with
 * seq_printf() as on Linux.  A show() never checks for room: when its
 * text does not fit, the reader sees seq_has_overflowed() and calls it
 * again with a bigger buffer, which is what Linux's seq_read() does.
 */

#include <linux/types.h>
#include <linux/compiler.h>

struct seq_file {
	char *buf;
	size_t size;
	size_t count;		/* bytes of text; size once it overflowed */
};

/**
 * seq_init - start a text in a caller's buffer
 * @m: the seq_file
 * @buf: where the text goes
 * @size: size of @buf
 */
static inline void seq_init(struct seq_file *m, char *buf, size_t size)
{
	m->buf = buf;
	m->size = size;
	m->count = 0;
}

/**
 * seq_has_overflowed - whether the text did not fit
 * @m: the seq_file
 */
static inline bool seq_has_overflowed(const struct seq_file *m)
{
	return m->count == m->size;
}

/**
 * seq_printf - append formatted text
 * @m: the seq_file
 * @fmt: printf format
 *
 * Text that does not fit marks @m as overflowed and is dropped.
 */
__printf(2, 3) void seq_printf(struct seq_file *m, const char *fmt, ...);

/**
 * seq_puts - append a string
 * @m: the seq_file
 * @s: the string
 */
void seq_puts(struct seq_file *m, const char *s);

/**
 * seq_putc - append one character
 * @m: the seq_file
 * @c: the character
 */
void seq_putc(struct seq_file *m, char c);

#endif /* _LINUX_SEQ_FILE_H */
