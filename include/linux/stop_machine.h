/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_STOP_MACHINE_H
#define _LINUX_STOP_MACHINE_H

#include <linux/types.h>

/**
 * stop_machine_run - run a function on one CPU with all others held still
 * @fn: runs on @cpu with interrupts off, every other online CPU held
 *      meanwhile: halted, its bottom halves off, taking only IPIs
 * @data: its argument
 * @cpu: an online CPU
 *
 * Call with the CPU hotplug lock held; may sleep.
 * Return: what @fn returned, or -EINVAL / -ENOMEM if it could not run.
 */
int stop_machine_run(int (*fn)(void *), void *data, unsigned int cpu);

/**
 * stop_machine_last_hold_ns - the longest a CPU was held in the last run
 *
 * Return: nanoseconds from its stopper's arrival to its release, the
 * worst CPU of the last stop_machine_run().
 */
u64 stop_machine_last_hold_ns(void);

#endif /* _LINUX_STOP_MACHINE_H */
