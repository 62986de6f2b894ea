/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SPINLOCK_H
#define _ASM_I386_SPINLOCK_H

#include <asm/processor.h>

/*
 * A test-and-set lock: under QEMU the virtual CPUs outnumber the host's
 * cores, and a ticket lock would make every waiter queue behind a vCPU
 * the host has descheduled; test-and-set lets whoever runs take it.
 */
typedef struct {
	volatile unsigned int slock;	/* 0 free, 1 held */
} raw_spinlock_t;

#define __RAW_SPIN_LOCK_UNLOCKED	{ 0 }

static inline int __raw_spin_trylock(raw_spinlock_t *lock)
{
	return __atomic_exchange_n(&lock->slock, 1, __ATOMIC_ACQUIRE) == 0;
}

static inline int __raw_spin_is_locked(raw_spinlock_t *lock)
{
	return lock->slock != 0;
}

static inline void __raw_spin_unlock(raw_spinlock_t *lock)
{
	__atomic_store_n(&lock->slock, 0, __ATOMIC_RELEASE);
}

/*
 * Reader/writer lock: cnt > 0 counts readers, -1 is a writer.  Readers
 * never wait for a waiting writer, as in Linux: a reader may take the
 * lock again from an interrupt while it already holds it.
 */
typedef struct {
	volatile int cnt;
} raw_rwlock_t;

#define __RAW_RW_LOCK_UNLOCKED	{ 0 }

static inline int __raw_read_trylock(raw_rwlock_t *rw)
{
	int v = rw->cnt;

	if (v < 0)
		return 0;
	return __atomic_compare_exchange_n(&rw->cnt, &v, v + 1, 0,
					   __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline int __raw_write_trylock(raw_rwlock_t *rw)
{
	int v = 0;

	return __atomic_compare_exchange_n(&rw->cnt, &v, -1, 0,
					   __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline void __raw_read_unlock(raw_rwlock_t *rw)
{
	__atomic_fetch_sub(&rw->cnt, 1, __ATOMIC_RELEASE);
}

static inline void __raw_write_unlock(raw_rwlock_t *rw)
{
	__atomic_store_n(&rw->cnt, 0, __ATOMIC_RELEASE);
}

#endif /* _ASM_I386_SPINLOCK_H */
