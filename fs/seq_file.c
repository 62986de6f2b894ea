// SPDX-License-Identifier: GPL-2.0
/*
 * Appending text to a seq_file; see <linux/seq_file.h>.
 */
#include <linux/kernel.h>
#include <linux/seq_file.h>
#include <linux/string.h>
#include <stdarg.h>

/* Keep @len more bytes if they fitted, else mark the text overflowed. */
static void seq_commit(struct seq_file *m, size_t len)
{
	if (m->count + len < m->size)
		m->count += len;
	else
		m->count = m->size;
}

void seq_printf(struct seq_file *m, const char *fmt, ...)
{
	va_list args;
	int len;

	if (seq_has_overflowed(m))
		return;
	va_start(args, fmt);
	len = vsnprintf(m->buf + m->count, m->size - m->count, fmt, args);
	va_end(args);
	seq_commit(m, len);
}

void seq_puts(struct seq_file *m, const char *s)
{
	size_t len = strlen(s);

	if (seq_has_overflowed(m))
		return;
	if (m->count + len < m->size)
		memcpy(m->buf + m->count, s, len + 1);
	seq_commit(m, len);
}

void seq_putc(struct seq_file *m, char c)
{
	char s[2] = { c, '\0' };

	seq_puts(m, s);
}
