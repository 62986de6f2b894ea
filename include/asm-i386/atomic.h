/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_ATOMIC_H
#define _ASM_I386_ATOMIC_H

/*
 * Atomic counters, Linux 2.6's API, as locked read-modify-write
 * instructions (the compiler's __atomic builtins emit lock-prefixed
 * forms on i386).
 */
typedef struct {
	volatile int counter;
} atomic_t;

#define ATOMIC_INIT(i)	{ (i) }

#define atomic_read(v)		((v)->counter)
#define atomic_set(v, i)	(((v)->counter) = (i))

static inline void atomic_add(int i, atomic_t *v)
{
	__atomic_fetch_add(&v->counter, i, __ATOMIC_SEQ_CST);
}

static inline void atomic_sub(int i, atomic_t *v)
{
	__atomic_fetch_sub(&v->counter, i, __ATOMIC_SEQ_CST);
}

static inline void atomic_inc(atomic_t *v)
{
	atomic_add(1, v);
}

static inline void atomic_dec(atomic_t *v)
{
	atomic_sub(1, v);
}

static inline int atomic_add_return(int i, atomic_t *v)
{
	return __atomic_add_fetch(&v->counter, i, __ATOMIC_SEQ_CST);
}

static inline int atomic_sub_return(int i, atomic_t *v)
{
	return __atomic_sub_fetch(&v->counter, i, __ATOMIC_SEQ_CST);
}

#define atomic_inc_return(v)	atomic_add_return(1, v)
#define atomic_dec_return(v)	atomic_sub_return(1, v)

/* True when the result is zero. */
static inline int atomic_sub_and_test(int i, atomic_t *v)
{
	return atomic_sub_return(i, v) == 0;
}

#define atomic_dec_and_test(v)	atomic_sub_and_test(1, v)
#define atomic_inc_and_test(v)	(atomic_add_return(1, v) == 0)

/* True when the result is negative. */
static inline int atomic_add_negative(int i, atomic_t *v)
{
	return atomic_add_return(i, v) < 0;
}

/* Returns the old value; the swap happened iff it equals @old. */
static inline int atomic_cmpxchg(atomic_t *v, int old, int new)
{
	__atomic_compare_exchange_n(&v->counter, &old, new, 0,
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return old;
}

static inline int atomic_xchg(atomic_t *v, int new)
{
	return __atomic_exchange_n(&v->counter, new, __ATOMIC_SEQ_CST);
}

#endif /* _ASM_I386_ATOMIC_H */
