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
 * log_buf_clear - empty the kernel log, as dmesg -C does
 */
void log_buf_clear(void);

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

/**
 * console_out_lock - take the console's output lock, interrupts off
 * @locked: set to false when an oops gave up waiting for a dead holder,
 *	or when this CPU holds it already (an NMI came in while it printed)
 *
 * printk and the tty (<linux/tty.h>) write under it, so their lines
 * never mix.
 *
 * Return: the interrupt flags, for console_out_unlock().
 */
unsigned long console_out_lock(bool *locked);

/**
 * console_out_unlock - drop what console_out_lock() took
 * @flags: its return value
 * @locked: what it set
 */
void console_out_unlock(unsigned long flags, bool locked);

/**
 * console_kernel_line_open - whether printk left a line unfinished
 *
 * Exact with the console lock held; without it, a hint (tty_tick()
 * reads it so before it takes the lock).
 */
bool console_kernel_line_open(void);

/**
 * console_break_kernel_line - end a kernel line left open on the console
 *
 * For the tty, with the console lock held, before it writes: if printk
 * left a line unfinished there, the next kernel text starts a new line
 * with its own timestamp.
 *
 * Return: true if a line was open (the caller writes the newline).
 */
bool console_break_kernel_line(void);

#endif /* _LINUX_PRINTK_H */
