/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TIMER_H
#define _LINUX_TIMER_H

/*
 * Kernel timers, Linux 2.6's API: a function called with its data from
 * the timer softirq of the CPU the timer was armed on, at the first tick
 * at or after @expires.
 */

#include <linux/types.h>
#include <linux/list.h>
#include <linux/jiffies.h>
#include <asm/ptrace.h>

struct tvec_base;

struct timer_list {
	struct list_head entry;
	unsigned long expires;
	void (*function)(unsigned long data);
	unsigned long data;
	struct tvec_base *base;		/* where it was last armed */
};

#define TIMER_INITIALIZER(fn, exp, d) {					\
	.entry = { NULL, NULL },					\
	.expires = (exp),						\
	.function = (fn),						\
	.data = (d),							\
	.base = NULL }

/**
 * init_timer - prepare a timer for its first add_timer()/mod_timer()
 * @timer: the timer
 */
void init_timer(struct timer_list *timer);

/**
 * setup_timer - init_timer() and set the function and its data
 * @timer: the timer
 * @fn: called when it expires
 * @data: passed to @fn
 */
static inline void setup_timer(struct timer_list *timer,
			       void (*fn)(unsigned long), unsigned long data)
{
	init_timer(timer);
	timer->function = fn;
	timer->data = data;
}

/**
 * timer_pending - whether a timer is armed
 * @timer: the timer
 */
static inline int timer_pending(const struct timer_list *timer)
{
	return timer->entry.next != NULL;
}

/**
 * add_timer - arm a timer that is not armed, on this CPU
 * @timer: the timer, with ->expires, ->function and ->data set
 */
void add_timer(struct timer_list *timer);

/**
 * add_timer_on - arm a timer on a given CPU
 * @timer: the timer
 * @cpu: an online CPU
 */
void add_timer_on(struct timer_list *timer, int cpu);

/**
 * mod_timer - (re)arm a timer for a new expiry time
 * @timer: the timer
 * @expires: in jiffies
 *
 * Return: 1 if it was armed before, 0 if not.
 */
int mod_timer(struct timer_list *timer, unsigned long expires);

/**
 * del_timer - disarm a timer
 * @timer: the timer
 *
 * Return: 1 if it was armed, 0 if not.  The function may still be
 * running on another CPU; see del_timer_sync().
 */
int del_timer(struct timer_list *timer);

/**
 * del_timer_sync - disarm a timer and wait for its function to finish
 * @timer: the timer; must not be re-armed by its own function forever
 *
 * Return: 1 if it was armed, 0 if not.
 */
int del_timer_sync(struct timer_list *timer);

/**
 * local_timer_interrupt - this CPU's tick
 * @regs: the interrupted frame
 *
 * Called from the local APIC timer interrupt on every CPU; the boot CPU
 * also advances jiffies.
 */
void local_timer_interrupt(struct pt_regs *regs);

/**
 * init_timers - set up the timer bases and the timer softirq
 */
void init_timers(void);

/**
 * migrate_timers - move an offline CPU's pending timers to an online one
 * @cpu: the CPU, already out of cpu_online_map
 *
 * Called on the dying CPU with every other CPU held still, and again at
 * CPU_DEAD for what was armed there meanwhile.
 */
void migrate_timers(int cpu);

#endif /* _LINUX_TIMER_H */
