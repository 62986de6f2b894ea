/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SWITCH_TO_H
#define _ASM_I386_SWITCH_TO_H

struct task_struct;

/**
 * __switch_to - save this stack, continue on another
 * @prev_esp: where to save the current stack pointer
 * @next_esp: the stack pointer to resume
 * @prev: returned, in the resumed context, as the task switched from
 *
 * Return: (to the task resumed) the task that was running before it.
 */
struct task_struct *__switch_to(unsigned long *prev_esp,
				unsigned long next_esp,
				struct task_struct *prev);

/**
 * schedule_tail - the first thing a new task runs (from ret_from_fork)
 * @prev: the task switched from
 */
void schedule_tail(struct task_struct *prev);

#define switch_to(prev, next)						\
	__switch_to(&(prev)->thread.esp, (next)->thread.esp, (prev))

/**
 * copy_thread - build a new task's stack so its first switch runs @fn
 * @p: the new task, with its thread_info in place
 * @fn: the thread function
 * @arg: its argument
 */
void copy_thread(struct task_struct *p, int (*fn)(void *), void *arg);

#endif /* _ASM_I386_SWITCH_TO_H */
