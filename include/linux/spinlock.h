/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SPINLOCK_H
#define _LINUX_SPINLOCK_H

/*
 * Spinlocks and rwlocks with the debug checks always on: a lock taken
 * twice by the same task on the same CPU ("recursion"), an unlock by
 * someone who does not hold it ("wrong owner"), a corrupted or never
 * initialised lock ("bad magic"), and a wait that goes on for seconds
 * ("lockup") are reported with a backtrace instead of hanging silently.
 * Taking a lock disables preemption, as in Linux.
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/preempt.h>
#include <linux/lockdep.h>
#include <asm/spinlock.h>
#include <asm/current.h>
#include <asm/system.h>

struct task_struct;

#define SPINLOCK_MAGIC	0xdead4ead
#define RWLOCK_MAGIC	0xdeaf1eed

typedef struct {
	raw_spinlock_t raw;
	unsigned int magic;
	int owner_cpu;
	struct task_struct *owner;
	struct lockdep_map dep;		/* for lock_debug */
} spinlock_t;

typedef struct {
	raw_rwlock_t raw;
	unsigned int magic;
	struct task_struct *writer;	/* while held for writing */
	struct lockdep_map dep;		/* for lock_debug */
} rwlock_t;

/*
 * A statically initialised lock is a lock class of its own (see
 * <linux/lockdep.h>); the __ forms also name it for the validator's
 * reports.  spin_lock_init() and rwlock_init() make one class of every
 * lock initialised at that line.
 */
#define __SPIN_LOCK_INIT(n) {						\
	.raw = __RAW_SPIN_LOCK_UNLOCKED, .magic = SPINLOCK_MAGIC,	\
	.owner_cpu = -1, .owner = NULL, .dep = { .name = (n) } }
#define __RW_LOCK_INIT(n) {						\
	.raw = __RAW_RW_LOCK_UNLOCKED, .magic = RWLOCK_MAGIC,		\
	.writer = NULL, .dep = { .name = (n) } }

#define __SPIN_LOCK_UNLOCKED(x)	((spinlock_t) __SPIN_LOCK_INIT(#x))
#define __RW_LOCK_UNLOCKED(x)	((rwlock_t) __RW_LOCK_INIT(#x))
#define SPIN_LOCK_UNLOCKED	((spinlock_t) __SPIN_LOCK_INIT(NULL))
#define RW_LOCK_UNLOCKED	((rwlock_t) __RW_LOCK_INIT(NULL))

#define DEFINE_SPINLOCK(x)	spinlock_t x = __SPIN_LOCK_INIT(#x)
#define DEFINE_RWLOCK(x)	rwlock_t x = __RW_LOCK_INIT(#x)

#define spin_lock_init(x) do {						\
	static struct lock_class_key __key;				\
	__spin_lock_init((x), #x, &__key);				\
} while (0)

#define rwlock_init(x) do {						\
	static struct lock_class_key __key;				\
	__rwlock_init((x), #x, &__key);					\
} while (0)

/**
 * __spin_lock_init - initialise a spinlock as a member of a lock class
 * @lock: the lock
 * @name: the class's name in reports
 * @key: the class
 */
void __spin_lock_init(spinlock_t *lock, const char *name,
		      struct lock_class_key *key);

/**
 * __rwlock_init - initialise an rwlock as a member of a lock class
 * @lock: the lock
 * @name: the class's name in reports
 * @key: the class
 */
void __rwlock_init(rwlock_t *lock, const char *name,
		   struct lock_class_key *key);

/**
 * spin_set_owner - record the current task and CPU as @lock's holder
 * @lock: the lock, just taken (or just handed over) by the current task
 */
static inline void spin_set_owner(spinlock_t *lock)
{
	lock->owner_cpu = current_thread_info()->cpu;
	lock->owner = current;
}

/**
 * do_raw_spin_lock_wait - take a spinlock that was not free, or any with lock_debug
 * @lock: the lock
 *
 * do_raw_spin_lock()'s out-of-line half: the checks and the spin.
 */
void do_raw_spin_lock_wait(spinlock_t *lock);

/**
 * do_raw_spin_lock - take a spinlock, with the debug checks
 * @lock: the lock
 *
 * The primitive behind spin_lock(): no preemption or interrupt handling.
 * Records the owner always.  Reports recursion and bad magic on a lock
 * it has to wait for (on every lock with lock_debug), and a wait of
 * seconds as a lockup.  Inline, because a free lock without lock_debug
 * is most of them: one exchange and two stores, where a call and its
 * frame cost twice that.
 */
static inline __always_inline void do_raw_spin_lock(spinlock_t *lock)
{
	if (likely(!READ_ONCE(lock_debug)) &&
	    likely(__raw_spin_trylock(&lock->raw))) {
		spin_set_owner(lock);
		return;
	}
	do_raw_spin_lock_wait(lock);
}

/**
 * do_raw_spin_trylock - take a spinlock if it is free
 * @lock: the lock
 *
 * Return: 1 if taken, 0 if not.
 */
int do_raw_spin_trylock(spinlock_t *lock);

/**
 * do_raw_spin_unlock_check - lock_debug's checks of a spinlock's release
 * @lock: the lock, about to be released
 */
void do_raw_spin_unlock_check(spinlock_t *lock);

/**
 * do_raw_spin_unlock - release a spinlock, with the debug checks
 * @lock: the lock; with lock_debug, an unlock by a task that does not
 *        hold it is reported
 */
static inline __always_inline void do_raw_spin_unlock(spinlock_t *lock)
{
	if (unlikely(READ_ONCE(lock_debug)))
		do_raw_spin_unlock_check(lock);
	lock->owner = NULL;
	lock->owner_cpu = -1;
	__raw_spin_unlock(&lock->raw);
}

/**
 * do_raw_read_lock_wait - do_raw_read_lock()'s checks and spin, out of line
 * @lock: the lock
 */
void do_raw_read_lock_wait(rwlock_t *lock);

/**
 * do_raw_read_unlock_check - do_raw_read_unlock() with its report, out of line
 * @lock: the lock
 */
void do_raw_read_unlock_check(rwlock_t *lock);

/**
 * do_raw_write_lock_wait - do_raw_write_lock()'s checks and spin, out of line
 * @lock: the lock
 */
void do_raw_write_lock_wait(rwlock_t *lock);

/**
 * do_raw_write_unlock_check - do_raw_write_unlock() with its report, out of line
 * @lock: the lock
 */
void do_raw_write_unlock_check(rwlock_t *lock);

/*
 * The rwlock primitives are inline for the reason the spinlock ones
 * are; their checks of a lock's own words (magic, count) stay inline.
 */

/**
 * do_raw_read_lock - take an rwlock for reading
 * @lock: the lock
 */
static inline __always_inline void do_raw_read_lock(rwlock_t *lock)
{
	if (likely(!READ_ONCE(lock_debug)) &&
	    likely(lock->magic == RWLOCK_MAGIC) &&
	    likely(__raw_read_trylock(&lock->raw)))
		return;
	do_raw_read_lock_wait(lock);
}

/**
 * do_raw_read_unlock - release an rwlock taken for reading
 * @lock: the lock
 */
static inline __always_inline void do_raw_read_unlock(rwlock_t *lock)
{
	if (unlikely(READ_ONCE(lock_debug) || lock->raw.cnt <= 0))
		do_raw_read_unlock_check(lock);
	else
		__raw_read_unlock(&lock->raw);
}

/**
 * do_raw_write_lock - take an rwlock for writing
 * @lock: the lock
 */
static inline __always_inline void do_raw_write_lock(rwlock_t *lock)
{
	if (likely(!READ_ONCE(lock_debug)) &&
	    likely(lock->magic == RWLOCK_MAGIC) &&
	    likely(__raw_write_trylock(&lock->raw))) {
		lock->writer = current;
		return;
	}
	do_raw_write_lock_wait(lock);
}

/**
 * do_raw_write_unlock - release an rwlock taken for writing
 * @lock: the lock
 */
static inline __always_inline void do_raw_write_unlock(rwlock_t *lock)
{
	if (unlikely(READ_ONCE(lock_debug) || lock->raw.cnt != -1)) {
		do_raw_write_unlock_check(lock);
		return;
	}
	lock->writer = NULL;
	__raw_write_unlock(&lock->raw);
}

/**
 * spin_is_locked - whether anyone holds @lock
 * @lock: the lock
 */
#define spin_is_locked(lock)	__raw_spin_is_locked(&(lock)->raw)

/**
 * spin_lock_assert_held - BUG unless the current task holds @lock
 * @lock: the lock
 */
void spin_lock_assert_held(spinlock_t *lock);

/**
 * spin_held_by_current - whether the current task holds @lock
 * @lock: the lock
 */
static inline bool spin_held_by_current(spinlock_t *lock)
{
	return __raw_spin_is_locked(&lock->raw) && lock->owner == current;
}

/**
 * rwlock_held - whether anyone holds @lock, for reading or writing
 * @lock: the lock
 *
 * Readers are not tracked one by one: held for reading by some task is
 * the most that can be told.
 */
static inline bool rwlock_held(rwlock_t *lock)
{
	return READ_ONCE(lock->raw.cnt) != 0;
}

/**
 * rwlock_write_held_by_current - whether the current task write-holds @lock
 * @lock: the lock
 */
static inline bool rwlock_write_held_by_current(rwlock_t *lock)
{
	return READ_ONCE(lock->raw.cnt) == -1 && lock->writer == current;
}

/**
 * lock_assert_failed - report a lock contract broken, and BUG()
 * @what: the lock's expression, as written at the assertion
 * @how: what was required ("held", "held for writing")
 * @file: the assertion's file
 * @line: its line
 * @func: the function that asserted
 */
__noreturn void lock_assert_failed(const char *what, const char *how,
				   const char *file, int line,
				   const char *func);

/*
 * lockdep_assert_held(l): BUG, naming the lock and the function, unless
 * the current task holds spinlock @l, or someone holds rwlock @l.
 * lockdep_assert_held_write(l): unless the current task write-holds
 * rwlock @l.  For every "call with X held" contract.
 */
#define __lock_held(l) __builtin_choose_expr(				\
	__builtin_types_compatible_p(typeof(l), rwlock_t *),		\
	rwlock_held((rwlock_t *)(l)),					\
	spin_held_by_current((spinlock_t *)(l)))

#define lockdep_assert_held(l) do {					\
	if (unlikely(!__lock_held(l)))					\
		lock_assert_failed(#l, "held", __FILE__, __LINE__,	\
				   __func__);				\
} while (0)

#define lockdep_assert_held_write(l) do {				\
	if (unlikely(!rwlock_write_held_by_current(l)))			\
		lock_assert_failed(#l, "held for writing", __FILE__,	\
				   __LINE__, __func__);			\
} while (0)

/**
 * spin_lock_pass - hand a held lock from @from to the current task
 * @lock: the lock, held by @from
 * @from: the task that took it
 *
 * For a lock handed across a context switch: the runqueue lock is taken
 * by the task going out and released by the one coming in.
 */
static inline __always_inline void spin_lock_pass(spinlock_t *lock,
						  struct task_struct *from)
{
	spin_set_owner(lock);
	if (unlikely(READ_ONCE(lock_debug)))
		lock_pass_held(&lock->dep, from);
}

#define spin_lock(l)	do { preempt_disable(); do_raw_spin_lock(l); } while (0)
#define spin_unlock(l)	do { do_raw_spin_unlock(l); preempt_enable(); } while (0)
#define spin_unlock_no_resched(l) \
	do { do_raw_spin_unlock(l); preempt_enable_no_resched(); } while (0)

#define spin_trylock(l) ({						\
	int __got;							\
	preempt_disable();						\
	__got = do_raw_spin_trylock(l);					\
	if (!__got)							\
		preempt_enable();					\
	__got; })

#define spin_lock_irq(l) do {						\
	local_irq_disable();						\
	spin_lock(l);							\
} while (0)

#define spin_unlock_irq(l) do {						\
	do_raw_spin_unlock(l);						\
	local_irq_enable();						\
	preempt_enable();						\
} while (0)

#define spin_lock_irqsave(l, flags) do {				\
	local_irq_save(flags);						\
	spin_lock(l);							\
} while (0)

#define spin_unlock_irqrestore(l, flags) do {				\
	do_raw_spin_unlock(l);						\
	local_irq_restore(flags);					\
	preempt_enable();						\
} while (0)

/**
 * local_bh_disable - keep softirqs from running on this CPU
 */
void local_bh_disable(void);

/**
 * local_bh_enable - undo local_bh_disable(); runs what became pending
 */
void local_bh_enable(void);

#define spin_lock_bh(l) do { local_bh_disable(); spin_lock(l); } while (0)
#define spin_unlock_bh(l) do {						\
	do_raw_spin_unlock(l);						\
	preempt_enable_no_resched();					\
	local_bh_enable();						\
} while (0)

#define read_lock(l)	do { preempt_disable(); do_raw_read_lock(l); } while (0)
#define read_unlock(l)	do { do_raw_read_unlock(l); preempt_enable(); } while (0)
#define write_lock(l)	do { preempt_disable(); do_raw_write_lock(l); } while (0)
#define write_unlock(l)	do { do_raw_write_unlock(l); preempt_enable(); } while (0)

#define read_lock_irq(l)	do { local_irq_disable(); read_lock(l); } while (0)
#define read_unlock_irq(l) do {						\
	do_raw_read_unlock(l); local_irq_enable(); preempt_enable();	\
} while (0)
#define write_lock_irq(l)	do { local_irq_disable(); write_lock(l); } while (0)
#define write_unlock_irq(l) do {					\
	do_raw_write_unlock(l); local_irq_enable(); preempt_enable();	\
} while (0)
#define read_lock_irqsave(l, f) \
	do { local_irq_save(f); read_lock(l); } while (0)
#define read_unlock_irqrestore(l, f) do {				\
	do_raw_read_unlock(l); local_irq_restore(f); preempt_enable();	\
} while (0)
#define write_lock_irqsave(l, f) \
	do { local_irq_save(f); write_lock(l); } while (0)
#define write_unlock_irqrestore(l, f) do {				\
	do_raw_write_unlock(l); local_irq_restore(f); preempt_enable();	\
} while (0)

#endif /* _LINUX_SPINLOCK_H */
