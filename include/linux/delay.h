/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_DELAY_H
#define _LINUX_DELAY_H

/**
 * udelay - busy-wait for at least @usecs microseconds
 * @usecs: microseconds
 */
void udelay(unsigned long usecs);

/**
 * ndelay - busy-wait for at least @nsecs nanoseconds
 * @nsecs: nanoseconds
 */
void ndelay(unsigned long nsecs);

/**
 * mdelay - busy-wait for at least @msecs milliseconds
 * @msecs: milliseconds
 */
void mdelay(unsigned long msecs);

/**
 * msleep - sleep, uninterruptibly, for at least @msecs milliseconds
 * @msecs: milliseconds
 */
void msleep(unsigned int msecs);

/**
 * msleep_interruptible - sleep for @msecs unless a signal comes first
 * @msecs: milliseconds
 *
 * Return: the milliseconds left when woken early, else 0.
 */
unsigned long msleep_interruptible(unsigned int msecs);

#endif /* _LINUX_DELAY_H */
