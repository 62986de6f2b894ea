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
 * Sets its CPU and cpus_allowed to exactly @cpu.  A thread not in its
 * just-created sleep, or a CPU that is not possible, is the caller's
 * bug: a warning naming the caller, and nothing changes.
 */
void kthread_bind(struct task_struct *k, unsigned int cpu);

/**
 * kthread_stop - stop a kthread and collect its result
 * @k: a thread from kthread_create(), woken or not; never one that
 *     calls do_exit() itself
 *
 * keventd adopts @k, forces SIGTERM on it and waits for it to exit.
 * Misuse is refused with a warning that names the caller, and nothing
 * is touched: NULL or an ERR_PTR (-EINVAL), a call from atomic context
 * (-EINVAL), @k the caller itself (-EDEADLK), init or one of the
 * kernel's per-CPU threads (-EPERM), and a thread stopped already or
 * gone through do_exit() (-ESRCH: kthread_stop() looks @k up among the
 * live kthreads before touching it).
 *
 * Return: the last value @k's threadfn returned, or -EINTR if it was
 * never woken.  @k is gone when this returns.
 */
int kthread_stop(struct task_struct *k);

/**
 * kthread_should_stop - whether kthread_stop() has been called on us
 *
 * For code written for 2.6.4 and later, whose thread functions loop
 * "while (!kthread_should_stop()) { ...; schedule(); }".  True in a
 * kthread once kthread_stop() has been called on it, false before,
 * even after some other signal, and always false outside a kthread.
 * The series' mechanism stays underneath: keventd marks the stop, then
 * forces SIGTERM, so an interruptible sleep ends at once and the loop
 * sees the mark.  When the function returns, the thread exits since a
 * signal is pending.  The one difference from 2.6.4+: there a function
 * that returns on its own ends the thread; here it is called again
 * while no signal is pending, as the series has it.
 */
static inline bool kthread_should_stop(void)
{
	return READ_ONCE(current->kthread_stopping);
}

/*
 * kt26: the kernel's own per-CPU threads (migration/N, ksoftirqd/N,
 * NAME/N of each workqueue), which CPU hotplug alone makes and stops.
 */

/**
 * kthread_create_cpu - make a per-CPU thread, asleep and bound to @cpu
 * @store: where its owner keeps it: set once it is made and bound
 * @threadfn: as for kthread_create(); its first check should be that it
 *            runs on @cpu, which kthread_bind() promises
 * @data: passed to @threadfn
 * @cpu: a possible CPU
 * @name: the thread is named "@name/@cpu"
 *
 * kthread_create() and kthread_bind() in one, for the three kinds of
 * per-CPU thread (migration/N, ksoftirqd/N and NAME/N of a workqueue).  The owner wakes it with wake_up_process(*@store)
 * when the CPU is online.  The thread is its owner's: kthread_stop()
 * refuses it, kthread_stop_cpu() stops it.
 * Return: 0, or the -errno of kthread_create(); *@store is untouched.
 */
int kthread_create_cpu(struct task_struct **store,
		       int (*threadfn)(void *data), void *data,
		       unsigned int cpu, const char *name);

/**
 * kthread_stop_cpu - clear @store, then stop the thread it held
 * @store: as given to kthread_create_cpu(); may hold NULL
 *
 * Cleared first, so that nobody wakes or looks up a thread on its way
 * out: the one order of teardown for every per-CPU thread.
 * Return: as kthread_stop(), or 0 if *@store was NULL.
 */
int kthread_stop_cpu(struct task_struct **store);

/**
 * kthread_data - the @data a kthread's threadfn was given
 * @k: a task made by kthread_create()
 *
 * As in later Linux: how a workqueue worker knows its queue.
 */
static inline void *kthread_data(struct task_struct *k)
{
	return k->kthread_data;
}

/**
 * kthread_exiting - do_exit() tells kthread that a task is going
 * @tsk: the task exiting; a kthread that leaves on its own can then no
 *       longer be found, and so not be stopped, by its stale pointer
 */
void kthread_exiting(struct task_struct *tsk);

#endif /* _LINUX_KTHREAD_H */
