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

#endif /* _LINUX_SERIAL_H */
