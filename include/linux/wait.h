/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_WAIT_H
#define _LINUX_WAIT_H

/*
 * Wait queues, Linux 2.6's: a head with a lock and a list of entries,
 * each naming a task and the function that wakes it.  An exclusive
 * entry (added at the tail) is woken only up to the count the waker
 * asks for; others are all woken.
 */

#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <asm/current.h>

#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002
#define __WNOTHREAD	0x20000000
#define __WALL		0x40000000	/* wait for any child */
#define __WCLONE	0x80000000	/* wait only for non-SIGCHLD children */

/*
 * Taking a wait status apart.  As in 2.6, the status is the exit code
 * given to do_exit() unchanged, so it follows the Unix convention only
 * if the code does: an exit status in bits 8-15 (a thread function that
 * returns n << 8, as the kthread series' kthread() does), or a signal
 * number in bits 0-6 (do_exit(SIGSEGV) after an oops).
 */
#define WEXITSTATUS(status)	(((status) & 0xff00) >> 8)
#define WTERMSIG(status)	((status) & 0x7f)
#define WIFEXITED(status)	(WTERMSIG(status) == 0)
/* Bits 0-6 neither 0 (exited) nor 0x7f (stopped). */
#define WIFSIGNALED(status)	(((signed char)(((status) & 0x7f) + 1) >> 1) > 0)

struct task_struct;
typedef struct __wait_queue wait_queue_t;
typedef int (*wait_queue_func_t)(wait_queue_t *wait, unsigned int mode,
				 int sync);

#define WQ_FLAG_EXCLUSIVE	0x01

struct __wait_queue {
	unsigned int flags;
	struct task_struct *task;
	wait_queue_func_t func;
	struct list_head task_list;
};

typedef struct __wait_queue_head {
	spinlock_t lock;
	struct list_head task_list;
} wait_queue_head_t;

/**
 * default_wake_function - wake the entry's task if it sleeps in @mode
 * @wait: the entry
 * @mode: the sleep states to wake (TASK_INTERRUPTIBLE, ...)
 * @sync: unused, for the 2.6 signature
 */
int default_wake_function(wait_queue_t *wait, unsigned int mode, int sync);

/**
 * autoremove_wake_function - wake, and take the entry off the queue
 * @wait: the entry
 * @mode: the sleep states to wake
 * @sync: unused
 */
int autoremove_wake_function(wait_queue_t *wait, unsigned int mode,
			     int sync);

#define __WAITQUEUE_INITIALIZER(name, tsk) {				\
	.task = tsk,							\
	.func = default_wake_function,					\
	.task_list = { NULL, NULL } }

#define DECLARE_WAITQUEUE(name, tsk)					\
	wait_queue_t name = __WAITQUEUE_INITIALIZER(name, tsk)

#define __WAIT_QUEUE_HEAD_INITIALIZER(name) {				\
	.lock = __SPIN_LOCK_UNLOCKED(name.lock),			\
	.task_list = { &(name).task_list, &(name).task_list } }

#define DECLARE_WAIT_QUEUE_HEAD(name)					\
	wait_queue_head_t name = __WAIT_QUEUE_HEAD_INITIALIZER(name)

#define DEFINE_WAIT(name)						\
	wait_queue_t name = {						\
		.task = current,					\
		.func = autoremove_wake_function,			\
		.task_list = LIST_HEAD_INIT((name).task_list),		\
	}

static inline void init_waitqueue_head(wait_queue_head_t *q)
{
	spin_lock_init(&q->lock);
	INIT_LIST_HEAD(&q->task_list);
}

static inline void init_waitqueue_entry(wait_queue_t *q,
					struct task_struct *p)
{
	q->flags = 0;
	q->task = p;
	q->func = default_wake_function;
}

static inline int waitqueue_active(wait_queue_head_t *q)
{
	return !list_empty(&q->task_list);
}

/**
 * add_wait_queue - put an entry on a queue, woken with every wake-up
 * @q: the queue
 * @wait: the entry
 */
void add_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);

/**
 * add_wait_queue_exclusive - put an exclusive entry at the queue's tail
 * @q: the queue
 * @wait: the entry
 */
void add_wait_queue_exclusive(wait_queue_head_t *q, wait_queue_t *wait);

/**
 * remove_wait_queue - take an entry off a queue
 * @q: the queue
 * @wait: the entry
 */
void remove_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);

/**
 * __wake_up - wake the tasks waiting on a queue
 * @q: the queue
 * @mode: which sleep states to wake
 * @nr_exclusive: how many exclusive waiters to wake (0: all)
 */
void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr_exclusive);

/**
 * __wake_up_locked - __wake_up() with @q->lock already held
 * @q: the queue
 * @mode: which sleep states to wake
 * @nr_exclusive: how many exclusive waiters to wake (0: all)
 */
void __wake_up_locked(wait_queue_head_t *q, unsigned int mode,
		      int nr_exclusive);

/**
 * prepare_to_wait - queue the current task and set its sleep state
 * @q: the queue
 * @wait: the entry (DEFINE_WAIT)
 * @state: TASK_INTERRUPTIBLE or TASK_UNINTERRUPTIBLE
 */
void prepare_to_wait(wait_queue_head_t *q, wait_queue_t *wait, int state);

/**
 * prepare_to_wait_exclusive - prepare_to_wait() as an exclusive waiter
 * @q: the queue
 * @wait: the entry
 * @state: the sleep state
 */
void prepare_to_wait_exclusive(wait_queue_head_t *q, wait_queue_t *wait,
			       int state);

/**
 * finish_wait - set TASK_RUNNING and leave the queue after a wait
 * @q: the queue
 * @wait: the entry
 */
void finish_wait(wait_queue_head_t *q, wait_queue_t *wait);

#define TASK_NORMAL_WAKE	3	/* TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE */

#define wake_up(q)		__wake_up(q, TASK_NORMAL_WAKE, 1)
#define wake_up_nr(q, nr)	__wake_up(q, TASK_NORMAL_WAKE, nr)
#define wake_up_all(q)		__wake_up(q, TASK_NORMAL_WAKE, 0)
#define wake_up_interruptible(q) __wake_up(q, 1, 1)
#define wake_up_interruptible_all(q) __wake_up(q, 1, 0)

#define MAX_SCHEDULE_TIMEOUT	LONG_MAX

/*
 * The wait_event family.  Each re-tests @condition after every wake-up,
 * so a spurious wake-up is harmless.  They need <linux/sched.h>.
 */
#define __wait_event(wq, condition, state, ret, intr) do {		\
	DEFINE_WAIT(__wait);						\
	for (;;) {							\
		prepare_to_wait(&(wq), &__wait, state);			\
		if (condition)						\
			break;						\
		if ((intr) && signal_pending(current)) {		\
			ret = -ERESTARTSYS;				\
			break;						\
		}							\
		ret = schedule_timeout(ret);				\
		if (!ret)						\
			break;						\
	}								\
	finish_wait(&(wq), &__wait);					\
} while (0)

/**
 * wait_event - sleep uninterruptibly until @condition is true
 * @wq: the queue its waker wakes
 * @condition: a C expression re-tested after each wake-up
 */
#define wait_event(wq, condition) do {					\
	long __ret = MAX_SCHEDULE_TIMEOUT;				\
	might_sleep();							\
	if (!(condition))						\
		__wait_event(wq, condition, TASK_UNINTERRUPTIBLE,	\
			     __ret, 0);					\
} while (0)

/**
 * wait_event_interruptible - sleep until @condition or a signal
 * @wq: the queue its waker wakes
 * @condition: a C expression re-tested after each wake-up
 *
 * Return: 0 when @condition became true, -ERESTARTSYS on a signal.
 */
#define wait_event_interruptible(wq, condition) ({			\
	long __ret = MAX_SCHEDULE_TIMEOUT;				\
	might_sleep();							\
	if (!(condition))						\
		__wait_event(wq, condition, TASK_INTERRUPTIBLE,		\
			     __ret, 1);					\
	__ret == -ERESTARTSYS ? -ERESTARTSYS : 0; })

/**
 * wait_event_timeout - sleep uninterruptibly until @condition or timeout
 * @wq: the queue its waker wakes
 * @condition: a C expression re-tested after each wake-up
 * @timeout: in jiffies
 *
 * Return: 0 if the time ran out with @condition false, otherwise the
 * jiffies that were left (at least 1).
 */
#define wait_event_timeout(wq, condition, timeout) ({			\
	long __ret = (timeout);						\
	might_sleep();							\
	if (!(condition)) {						\
		__wait_event(wq, condition, TASK_UNINTERRUPTIBLE,	\
			     __ret, 0);					\
		if (!__ret && (condition))				\
			__ret = 1;					\
	} else if (!__ret) {						\
		__ret = 1;						\
	}								\
	__ret; })

/**
 * wait_event_interruptible_timeout - sleep until @condition, a signal or timeout
 * @wq: the queue its waker wakes
 * @condition: a C expression re-tested after each wake-up
 * @timeout: in jiffies
 *
 * Return: as wait_event_timeout(), or -ERESTARTSYS on a signal.
 */
#define wait_event_interruptible_timeout(wq, condition, timeout) ({	\
	long __ret = (timeout);						\
	might_sleep();							\
	if (!(condition)) {						\
		__wait_event(wq, condition, TASK_INTERRUPTIBLE,		\
			     __ret, 1);					\
		if (!__ret && (condition))				\
			__ret = 1;					\
	} else if (!__ret) {						\
		__ret = 1;						\
	}								\
	__ret; })

#endif /* _LINUX_WAIT_H */
