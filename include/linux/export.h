/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_EXPORT_H
#define _LINUX_EXPORT_H

/*
 * Exporting a symbol to modules.  Every module here is linked into the
 * image (make M=DIR), so an export has nothing to do; the macros exist
 * so that 2.6 code compiles unchanged.  <linux/module.h> and
 * <linux/sched.h> both give them: the series' own kthread.c exports its
 * calls with only sched.h and five other headers included.
 */
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)

#endif /* _LINUX_EXPORT_H */
