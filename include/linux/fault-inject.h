/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FAULT_INJECT_H
#define _LINUX_FAULT_INJECT_H

/*
 * Allocation failure on demand, so that tests can walk error paths.
 *
 * What counts as one allocation: a call of alloc_pages() (and everything
 * built on it: __get_free_pages(), get_zeroed_page()), kmalloc() (and
 * kzalloc(), kcalloc(), kstrdup(), kmemdup()) or kmem_cache_alloc().
 * Pages the slab allocator takes for itself are not counted separately.
 *
 * Allocations in interrupt context are never failed on purpose and not
 * counted: whichever CPU a timer happens to fire on must not steal a
 * test's injected failure.  An injected failure returns NULL without a
 * console message.
 */

#include <linux/types.h>

struct task_struct;

/**
 * alloc_fail_nth - make the @n-th allocation from now fail, once
 * @n: 1 for the very next allocation, 2 for the one after, ...;
 *     0 or less disarms
 *
 * Counted over all CPUs and tasks: the allocation may be done by a
 * helper thread on behalf of the caller.
 */
void alloc_fail_nth(int n);

/**
 * alloc_fail_task - make every allocation done by one task fail
 * @t: the task, or NULL to stop
 */
void alloc_fail_task(struct task_struct *t);

/**
 * alloc_fail_reset - disarm both kinds of injection
 */
void alloc_fail_reset(void);

/**
 * alloc_fail_pending - whether an alloc_fail_nth() failure is still armed
 *
 * Lets a test tell "the n-th allocation failed" from "fewer than n
 * allocations happened".
 */
bool alloc_fail_pending(void);

/**
 * alloc_fail_count - how many allocations were failed on purpose so far
 */
unsigned long alloc_fail_count(void);

/**
 * should_fail_alloc - ask whether this allocation is to fail
 *
 * Called once by each allocator entry point named above, before it
 * does anything else.
 *
 * Return: true when the allocation must fail.
 */
bool should_fail_alloc(void);

#endif /* _LINUX_FAULT_INJECT_H */
