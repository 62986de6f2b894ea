/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

#include <asm/errno.h>

/*
 * Kernel-internal codes, never seen outside the kernel in Linux.  They
 * sit above the architecture's range so they cannot collide with it.
 */
#define ERESTARTSYS		512
#define ERESTARTNOINTR		513
#define ERESTARTNOHAND		514	/* restart if no handler */
#define ENOIOCTLCMD		515	/* no ioctl command */
#define ERESTART_RESTARTBLOCK	516	/* restart by calling sys_restart_syscall */
#define ENOTSUPP		524	/* operation is not supported */

#endif /* _LINUX_ERRNO_H */
