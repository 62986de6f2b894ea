/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_PARAM_H
#define _ASM_I386_PARAM_H

/*
 * 250 ticks a second: fine enough for msleep() and time slices, and
 * cheap for QEMU to deliver to every virtual CPU.
 */
#define HZ	250

#endif /* _ASM_I386_PARAM_H */
