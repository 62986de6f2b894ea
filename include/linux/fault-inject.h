/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FAULT_INJECT_H
#define _LINUX_FAULT_INJECT_H

/*
 * Failures on demand, so that tests can walk error paths: Linux's
 * fault_attr and fail-nth (Documentation/fault-injection in Linux).
 *
 * The fault points, and the attribute each one asks:
 *
 *	failslab	 kmalloc() (and kzalloc(), kcalloc(), kstrdup(),
 *			 kmemdup(), large kmallocs too) and
 *			 kmem_cache_alloc(); size: the bytes asked for
 *			 (the cache's object size for kmem_cache_alloc())
 *	fail_page_alloc	 alloc_pages() (and __get_free_pages(),
 *			 get_zeroed_page()); size: PAGE_SIZE << order
 *	fail_kthread	 kernel_thread(), before it allocates anything;
 *			 size: a task_struct and its stack.  It fails
 *			 with -ENOMEM.  fork_idle() is not a point (its
 *			 allocations are).
 *
 * Each call of one of these is one fault point, counted once: the pages
 * the slab allocator takes for itself, a large kmalloc's pages and
 * kernel_thread()'s own kmalloc and pages are not counted again as
 * page allocations (they are, of course, kmalloc or page points of
 * their own where they call kmalloc() or alloc_pages()).  A call that
 * is refused before it gets that far (size 0, order too big, a NULL
 * function) is not a point.
 *
 * An attribute fails a point when all of these hold, in Linux's order:
 * probability is not 0; with task_filter set, the task is marked with
 * fault_set_make_it_fail() (and the point is not in interrupt
 * context); times is not 0; space is used up (each point takes its size
 * from it until a point's size no longer fits, so the first "space"
 * bytes get through); with interval > 1, this is a multiple of interval
 * among the points that came this far; and a random number in 0..99 is
 * below probability.  times then drops by one, unless it is -1.
 *
 * fail-nth is per task and comes first: fail_nth_set(n) makes the n-th
 * fault point the task reaches from now on fail, whichever attribute it
 * belongs to and however that attribute is set; the points before it
 * get through without asking their attribute.  It is never consulted in
 * interrupt context.
 *
 * A request carried out by a helper on the requester's behalf counts as
 * the requester's: kthread_create() and kthread_stop() have keventd do
 * the work, and keventd acts for the caller meanwhile (see
 * fault_inject_act_for()), so the caller's fail-nth counts, and its
 * make_it_fail mark applies to, the allocations keventd makes for it.
 * A new task starts with no fail-nth, acts for nobody, and inherits its
 * parent's make_it_fail mark.
 *
 * Every injected failure, by an attribute or by fail-nth, is counted in
 * the attribute of its point (fault_injected()), in total
 * (fault_injected_total()), and in the allocator counters of
 * <linux/mm.h>.
 */

#include <linux/types.h>
#include <linux/spinlock.h>

struct task_struct;

struct fault_attr {
	const char *name;		/* in messages */
	spinlock_t lock;		/* guards what follows */
	unsigned long probability;	/* percent; 0: never */
	unsigned long interval;		/* 0 or 1: any point may fail */
	long times;			/* failures left; -1: no limit */
	long space;			/* bytes to let through first */
	bool task_filter;		/* only tasks with make_it_fail */
	int verbose;			/* 0: quiet, 1: a line, 2: and a trace */
	unsigned long count;		/* points seen, for interval */
	unsigned long injected;		/* failures injected, since boot */
	u32 rnd;			/* random state; 0 until first use */
};

/*
 * Linux's defaults but one: interval 1, times 1, space 0, probability
 * 0 (off), and quiet (Linux's verbose is 2), since tests fail hundreds
 * of points on purpose.
 */
#define FAULT_ATTR_INITIALIZER(attr_name) {				\
	.name = attr_name,						\
	.lock = __SPIN_LOCK_INIT(attr_name ".lock"),			\
	.interval = 1,							\
	.times = 1,							\
}

extern struct fault_attr failslab;
extern struct fault_attr fail_page_alloc;
extern struct fault_attr fail_kthread;

/**
 * should_fail - ask whether this fault point is to fail
 * @attr: the point's attribute
 * @size: what the point would allocate, in bytes (for space)
 *
 * Called by each fault point named above, once, before it does
 * anything that would need undoing.  An injected failure is silent
 * unless @attr->verbose says otherwise.
 *
 * Return: true when the point must fail.
 */
bool should_fail(struct fault_attr *attr, ssize_t size);

/**
 * setup_fault_attr - set an attribute from Linux's command line form
 * @attr: the attribute
 * @str: "<interval>,<probability>,<space>,<times>": decimal, interval
 *       0 or more, probability 0..100, space 0 or more, times -1 or more
 *
 * What failslab=, fail_page_alloc= and fail_kthread= on the kernel
 * command line call.  On bad input @attr is left as it was and the
 * reason is printed.
 *
 * Return: 1 when @str was taken, 0 when it was not (__setup's rule).
 */
int setup_fault_attr(struct fault_attr *attr, char *str);

/**
 * fault_attr_set - arm or disarm an attribute, as on the command line
 * @attr: the attribute
 * @interval: only every @interval-th point may fail (0 or 1: any)
 * @probability: percent of the points that may fail that do; 0: off
 * @space: bytes to let through before any point may fail
 * @times: how many failures at most; -1: no limit
 *
 * Also restarts the count of points that interval goes by.  A
 * @probability above 100 is taken as 100.
 */
void fault_attr_set(struct fault_attr *attr, unsigned long interval,
		    unsigned long probability, long space, long times);

/**
 * fault_attr_set_task_filter - fail only tasks marked with make_it_fail
 * @attr: the attribute
 * @on: true to filter, false to let any task (and interrupts) fail
 */
void fault_attr_set_task_filter(struct fault_attr *attr, bool on);

/**
 * fault_attr_set_verbose - what to print when @attr fails a point
 * @attr: the attribute
 * @verbose: 0 nothing, 1 one line, 2 the line and a backtrace
 */
void fault_attr_set_verbose(struct fault_attr *attr, int verbose);

/**
 * fault_attr_reset - put an attribute back to its defaults: off
 * @attr: the attribute
 *
 * Its injected counter is kept: it counts since boot.
 */
void fault_attr_reset(struct fault_attr *attr);

/**
 * fault_inject_reset - disarm everything the current task can have armed
 *
 * Resets the three attributes, the current task's fail-nth and its
 * make_it_fail mark: what a test's exit function should call.
 */
void fault_inject_reset(void);

/**
 * fault_set_make_it_fail - mark a task for the attributes' task filter
 * @t: the task
 * @on: whether @t's fault points (and those made for it) may fail
 */
void fault_set_make_it_fail(struct task_struct *t, bool on);

/**
 * fail_nth_set - make the @n-th fault point the current task reaches fail
 * @n: 1 for the very next one, 2 for the one after, ...; 0 disarms
 *
 * As writing @n to Linux's /proc/self/fail-nth.  Only that one point
 * fails; the count then stops (fail_nth_get() is 0).
 */
void fail_nth_set(unsigned int n);

/**
 * fail_nth_get - what is left of the current task's fail-nth
 *
 * As reading /proc/self/fail-nth: 0 once the armed point has failed (or
 * when nothing is armed), else how many points are still to come up to
 * and including the one to fail.  fail_nth_set(UINT_MAX), a call, then
 * UINT_MAX - fail_nth_get() counts the points that call reached.
 */
unsigned int fail_nth_get(void);

/**
 * fault_inject_act_for - count the current task's fault points as another's
 * @requester: the task on whose behalf the current one now works, or
 *             NULL to go back to its own account
 *
 * For helpers that do a waiting task's request (keventd in kthread):
 * until called again, the current task's points use @requester's
 * fail-nth and make_it_fail mark.  @requester must stay waiting for the
 * helper meanwhile, or at least the helper must reach no fault point
 * once @requester may go on, so that only one task uses its fail-nth
 * at a time.
 *
 * Return: the task acted for before, to pass back when done.
 */
struct task_struct *fault_inject_act_for(struct task_struct *requester);

/**
 * fault_injected - how many failures @attr's points had injected
 * @attr: the attribute
 *
 * Return: the count since boot, fail-nth ones included.
 */
unsigned long fault_injected(const struct fault_attr *attr);

/**
 * fault_injected_total - how many failures were injected, all points
 */
unsigned long fault_injected_total(void);

#endif /* _LINUX_FAULT_INJECT_H */
