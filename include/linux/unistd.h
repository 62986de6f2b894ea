/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_UNISTD_H
#define _LINUX_UNISTD_H

/*
 * The system calls kernel code may use.  Linux 2.6 code defines
 * __KERNEL_SYSCALLS__ before including this to get waitpid(); here it is
 * a plain function and always declared, so both forms compile.
 */

#include <linux/types.h>
#include <linux/wait.h>

/**
 * waitpid - wait for a child of the current task to exit, and reap it
 * @pid: that child's pid, or -1 for any child
 * @stat_addr: where to store the status: the child's exit code exactly
 *             as it was passed to do_exit() (a kernel thread's function's
 *             return value is that code), as in 2.6; may be NULL.  The
 *             W*() macros of <linux/wait.h> take it apart.
 * @options: WNOHANG (do not sleep), __WALL (any child, whatever its exit
 *           signal), __WCLONE (only children with no SIGCHLD exit signal)
 *
 * Return: the pid reaped; 0 with WNOHANG when no child has exited yet;
 * -ECHILD when there is no such child; -ERESTARTSYS when a signal
 * interrupted the wait; -EINVAL for bad arguments.
 */
long waitpid(pid_t pid, int *stat_addr, int options);

/**
 * waitpid_uninterruptible - waitpid() that no signal cuts short
 * @pid: as for waitpid()
 * @stat_addr: as for waitpid()
 * @options: as for waitpid()
 *
 * For a waiter whose own pending signal must not end the wait: a
 * kthread_stop() run by a keventd worker that is itself being stopped.
 * It sleeps in TASK_UNINTERRUPTIBLE, like wait_for_completion().
 *
 * Return: as for waitpid(), never -ERESTARTSYS.
 */
long waitpid_uninterruptible(pid_t pid, int *stat_addr, int options);

#endif /* _LINUX_UNISTD_H */
