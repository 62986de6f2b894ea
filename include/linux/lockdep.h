/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_LOCKDEP_H
#define _LINUX_LOCKDEP_H

/*
 * The lock-order validator (boot option lock_debug; see
 * Documentation/locking.txt).  Locks fall into classes, one per place a
 * lock is initialised.  Each time a task takes a lock of class B while it
 * holds one of class A, the validator learns "A before B", with the
 * stack that did it.  An acquisition that closes a cycle in what it has
 * learnt (B before A, directly or through other classes) is reported
 * once, with the stacks of both orders, before the lock is even taken.
 */

#include <linux/types.h>
#include <linux/compiler.h>

struct task_struct;

/* One per class: a static object whose address names the class. */
struct lock_class_key {
	char unused;		/* not empty: every key has its own address */
};

/* What a lock carries for the validator. */
struct lockdep_map {
	const struct lock_class_key *key; /* NULL: a static lock's own address */
	const char *name;
	unsigned short class_idx;	/* the class, cached; 0 until looked up */
};

#define MAX_LOCK_DEPTH	16

/* A lock the task holds, in the order taken. */
struct held_lock {
	struct lockdep_map *map;
	unsigned short class_idx;
	unsigned char ctx;		/* task, softirq or hardirq */
	unsigned char trylock;
};

#define STATIC_LOCKDEP_MAP_INIT(_name, _key) { .key = (_key), .name = (_name) }

/* Set by the lock_debug boot option. */
extern bool lock_debug;

/**
 * __lock_acquire - lock_acquire()'s work, once lock_debug is known on
 * @map: the lock's map
 * @trylock: as for lock_acquire()
 */
void __lock_acquire(struct lockdep_map *map, bool trylock);

/**
 * __lock_release - lock_release()'s work, once lock_debug is known on
 * @map: the lock's map
 */
void __lock_release(struct lockdep_map *map);

/**
 * lock_acquire - tell the validator the current task takes a lock
 * @map: the lock's map
 * @trylock: taken by a trylock, which cannot wait, so orders no lock
 *	after the ones held
 *
 * Call before waiting for the lock: an inversion is reported even when it
 * is about to deadlock.  Inline, so that with lock_debug off (the
 * default) a lock pays one test, and no call into the validator.
 */
static inline void lock_acquire(struct lockdep_map *map, bool trylock)
{
	if (unlikely(READ_ONCE(lock_debug)))
		__lock_acquire(map, trylock);
}

/**
 * lock_release - tell the validator the current task dropped a lock
 * @map: the lock's map
 */
static inline void lock_release(struct lockdep_map *map)
{
	if (unlikely(READ_ONCE(lock_debug)))
		__lock_release(map);
}

/**
 * lock_pass_held - move a held lock from @from to the current task
 * @map: the lock's map
 * @from: the task that took it (the runqueue lock is taken by the task
 *	switching out and released by the one switched to)
 */
void lock_pass_held(struct lockdep_map *map, struct task_struct *from);

/**
 * lockdep_init_task - start a new task holding nothing
 * @p: the task
 */
void lockdep_init_task(struct task_struct *p);

/**
 * lockdep_cpu_starting - a CPU starts, outside the validator
 * @cpu: the CPU, on its own idle task
 *
 * A CPU reset while inside the validator would stay marked as inside
 * it, and every lock taken there afterwards would go unrecorded: warn,
 * and clear the mark and whatever the idle task still held.
 */
void lockdep_cpu_starting(int cpu);

/**
 * lockdep_inversions - how many inversions have been reported since boot
 */
int lockdep_inversions(void);

/**
 * lockdep_forget_reports - report again inversions already reported
 *
 * For tests that provoke one on purpose: each inversion is otherwise
 * reported once per boot.  The order that closed the cycle was never
 * learnt, so the next attempt finds the cycle again.
 */
void lockdep_forget_reports(void);

/**
 * debug_show_held_locks - print the locks a task holds, by class
 * @p: the task; if it is not current, it should be asleep
 */
void debug_show_held_locks(struct task_struct *p);

/**
 * lockdep_depth - how many locks the current task holds, as the validator
 *	sees it
 */
int lockdep_depth(void);

/*
 * For things that are waited on like a lock without being one: a
 * semaphore used as a mutex, or a workqueue whose work a caller waits
 * for (taking the map and dropping it at once says "I wait for whoever
 * holds it").
 */
#define lock_map_acquire(m)	lock_acquire(m, false)
#define lock_map_release(m)	lock_release(m)

#endif /* _LINUX_LOCKDEP_H */
