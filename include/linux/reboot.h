/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_REBOOT_H
#define _LINUX_REBOOT_H

#include <linux/compiler.h>

/**
 * kernel_power_off - run module_exit functions, then power off
 * @code: POWEROFF_OK, POWEROFF_FAIL or POWEROFF_PANIC (asm/setup.h)
 */
__noreturn void kernel_power_off(int code);

/**
 * kernel_restart - run module_exit functions, then reset the machine
 *
 * Prints Linux's "reboot: Restarting system" first.
 */
__noreturn void kernel_restart(void);

#endif /* _LINUX_REBOOT_H */
