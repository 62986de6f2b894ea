/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SERIAL_H
#define _LINUX_SERIAL_H

/**
 * serial_init - set COM1 up for 115200 8N1; usable from the first C line
 */
void serial_init(void);

/**
 * serial_putc - write one character to COM1, waiting for room
 * @c: the character; '\n' goes out as "\r\n"
 */
void serial_putc(char c);

/**
 * serial_getc - take one received character, if any
 *
 * Return: the character, or -1 when nothing is waiting.
 */
int serial_getc(void);

/**
 * serial_read - sleep until a character arrives on COM1, and take it
 *
 * Return: the character, or -ERESTARTSYS if a signal came first.
 */
int serial_read(void);

#include <linux/types.h>

/**
 * serial_tap_begin - take what is written to COM1 into a buffer instead
 * @buf: where it goes, kept NUL-terminated; what does not fit is lost
 * @size: size of @buf
 *
 * For tests of what the console shows, byte for byte.  Everything
 * written meanwhile, by any CPU, goes to @buf and not to the line, so
 * keep the window short.
 */
void serial_tap_begin(char *buf, size_t size);

/**
 * serial_tap_end - send COM1 output to the line again
 *
 * Return: the number of bytes the tap took.
 */
size_t serial_tap_end(void);

#endif /* _LINUX_SERIAL_H */
