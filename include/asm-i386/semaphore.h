/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SEMAPHORE_H
#define _ASM_I386_SEMAPHORE_H

/*
 * Counting semaphores, 2.6's API.  A count under a spinlock, and a queue
 * of exclusive sleepers: up() wakes one.
 */

#include <linux/wait.h>

struct semaphore {
	int count;
	wait_queue_head_t wait;
};

#define __SEMAPHORE_INITIALIZER(name, n) {				\
	.count = (n),							\
	.wait = __WAIT_QUEUE_HEAD_INITIALIZER((name).wait) }

#define __DECLARE_SEMAPHORE_GENERIC(name, count) \
	struct semaphore name = __SEMAPHORE_INITIALIZER(name, count)

#define DECLARE_MUTEX(name)		__DECLARE_SEMAPHORE_GENERIC(name, 1)
#define DECLARE_MUTEX_LOCKED(name)	__DECLARE_SEMAPHORE_GENERIC(name, 0)

static inline void sema_init(struct semaphore *sem, int val)
{
	sem->count = val;
	init_waitqueue_head(&sem->wait);
}

#define init_MUTEX(sem)		sema_init(sem, 1)
#define init_MUTEX_LOCKED(sem)	sema_init(sem, 0)

/**
 * down - take the semaphore, sleeping uninterruptibly while it is not free
 * @sem: the semaphore
 */
void down(struct semaphore *sem);

/**
 * down_interruptible - take the semaphore unless a signal comes first
 * @sem: the semaphore
 *
 * Return: 0 when taken, -EINTR on a signal.
 */
int down_interruptible(struct semaphore *sem);

/**
 * down_trylock - take the semaphore only if that needs no sleep
 * @sem: the semaphore
 *
 * Return: 0 when taken, 1 when not (2.6's inverted convention).
 */
int down_trylock(struct semaphore *sem);

/**
 * up - release the semaphore, waking one sleeper
 * @sem: the semaphore
 */
void up(struct semaphore *sem);

#endif /* _ASM_I386_SEMAPHORE_H */
