/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

/*
 * Code built in with "make M=DIR" is linked into the image, as a module
 * compiled into the kernel is on Linux: module_init runs with the device
 * initcalls at boot, module_exit at power-off.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/export.h>

#define module_init(fn)	device_initcall(fn)
#define module_exit(fn)	__exitcall(fn)

#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
#define MODULE_VERSION(s)
#define THIS_MODULE	((void *)0)

#endif /* _LINUX_MODULE_H */
