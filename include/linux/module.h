/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

/*
 * Code built in with "make M=DIR" is linked into the image, as a module
 * compiled into the kernel is on Linux: module_init runs with the device
 * initcalls at boot, module_exit at power-off.  As on Linux, where a
 * module whose init fails is never loaded, the exit of a file whose
 * module_init returned an error does not run: it would undo what was
 * never done.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/export.h>

/* What this file's module_init returned (0 before it runs, or without). */
static int __maybe_unused __module_init_ret;

#define module_init(fn)						\
	static int __init __module_init_##fn(void)		\
	{							\
		__module_init_ret = fn();			\
		return __module_init_ret;			\
	}							\
	device_initcall(__module_init_##fn)

#define module_exit(fn)						\
	static void __exit __module_exit_##fn(void)		\
	{							\
		if (!__module_init_ret)				\
			fn();					\
	}							\
	__exitcall(__module_exit_##fn)

#define MODULE_LICENSE(s)
#define MODULE_AUTHOR(s)
#define MODULE_DESCRIPTION(s)
#define MODULE_VERSION(s)
#define THIS_MODULE	((void *)0)

#endif /* _LINUX_MODULE_H */
