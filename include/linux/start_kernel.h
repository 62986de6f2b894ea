/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_START_KERNEL_H
#define _LINUX_START_KERNEL_H

/**
 * start_kernel - the boot CPU's first C function, called by head.S
 */
void start_kernel(void);

#endif /* _LINUX_START_KERNEL_H */
