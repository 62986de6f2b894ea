/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_COMPLETION_H
#define _LINUX_COMPLETION_H

/*
 * Completions: "this has happened" for one waiter per complete(), or for
 * every waiter, now and later, after complete_all().
 */

#include <linux/wait.h>

struct completion {
	unsigned int done;
	wait_queue_head_t wait;
};

#define COMPLETION_INITIALIZER(work) \
	{ 0, __WAIT_QUEUE_HEAD_INITIALIZER((work).wait) }

#define DECLARE_COMPLETION(work) \
	struct completion work = COMPLETION_INITIALIZER(work)

static inline void init_completion(struct completion *x)
{
	x->done = 0;
	init_waitqueue_head(&x->wait);
}

/**
 * wait_for_completion - sleep, uninterruptibly, until @x is completed
 * @x: the completion
 *
 * Consumes one complete(); after complete_all() returns at once.
 */
void wait_for_completion(struct completion *x);

/**
 * wait_for_completion_timeout - wait_for_completion() with a limit
 * @x: the completion
 * @timeout: in jiffies
 *
 * Return: 0 on timeout, else the jiffies left (at least 1).
 */
unsigned long wait_for_completion_timeout(struct completion *x,
					  unsigned long timeout);

/**
 * wait_for_completion_interruptible - wait, unless a signal comes
 * @x: the completion
 *
 * Return: 0 when completed, -ERESTARTSYS on a signal.
 */
int wait_for_completion_interruptible(struct completion *x);

/**
 * try_wait_for_completion - consume a completion without sleeping
 * @x: the completion
 *
 * Return: true if one was consumed.
 */
bool try_wait_for_completion(struct completion *x);

/**
 * complete - wake one waiter, or let the next wait return at once
 * @x: the completion
 */
void complete(struct completion *x);

/**
 * complete_all - wake every waiter, and every later one
 * @x: the completion
 */
void complete_all(struct completion *x);

#define INIT_COMPLETION(x)	((x).done = 0)

#endif /* _LINUX_COMPLETION_H */
