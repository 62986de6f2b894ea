/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KTHREAD_H
#define _LINUX_KTHREAD_H

/*
 * Simple interface for creating and stopping kernel threads without
 * mess (the kthread patch series for Linux 2.6).  See
 * Documentation/kthread.txt.
 */

#include <linux/err.h>
#include <linux/sched.h>

/**
 * kthread_create - make a kernel thread, asleep
 * @threadfn: called again and again, once woken, while no signal is
 *            pending; its last return value is what kthread_stop()
 *            returns
 * @data: passed to @threadfn
 * @namefmt: printf-style name, cut to 15 characters
 *
 * keventd makes the thread, so it starts from keventd's environment:
 * all signals blocked, keventd its parent.  It sleeps in
 * TASK_INTERRUPTIBLE, off every CPU, until wake_up_process() (or
 * kthread_bind() first).  Before keventd is up, or when the caller is
 * keventd, the caller makes it itself.
 *
 * Return: the task, or ERR_PTR(-ENOMEM) (or another -errno).
 */
__printf(3, 4)
struct task_struct *kthread_create(int (*threadfn)(void *data), void *data,
				   const char namefmt[], ...);

/**
 * kthread_run - create and wake a thread
 * @threadfn: the function to run repeatedly until signal_pending(current)
 * @data: data ptr for @threadfn
 * @namefmt: printf-style name for the thread
 *
 * Return: the task, or an ERR_PTR: what kthread_create() returned.
 */
#define kthread_run(threadfn, data, namefmt, ...)			\
({									\
	struct task_struct *__k						\
		= kthread_create(threadfn, data, namefmt, ## __VA_ARGS__); \
	if (!IS_ERR(__k))						\
		wake_up_process(__k);					\
	__k;								\
})

/**
 * kthread_bind - bind a just-created kthread to a CPU
 * @k: a thread kthread_create() returned and nobody has woken yet
 * @cpu: a possible CPU, online or not
 *
 * Sets its CPU and cpus_allowed to exactly @cpu.  BUG()s on a thread not
 * in its just-created sleep; rejects (with a message) a CPU that is not
 * possible.
 */
void kthread_bind(struct task_struct *k, unsigned int cpu);

/**
 * kthread_stop - stop a kthread and collect its result
 * @k: a thread from kthread_create(), woken or not; never one that
 *     calls do_exit() itself
 *
 * keventd adopts @k, forces SIGTERM on it and waits for it to exit.
 * Return: the last value @k's threadfn returned, or -EINTR if it was
 * never woken.  @k is gone when this returns.
 */
int kthread_stop(struct task_struct *k);

#endif /* _LINUX_KTHREAD_H */
