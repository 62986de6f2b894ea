/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_STACKTRACE_H
#define _LINUX_STACKTRACE_H

/*
 * A backtrace kept for later, as Linux's <linux/stacktrace.h>: the lock
 * validator saves one for each lock order it learns, and prints it when
 * a later acquisition goes against that order.
 */

struct thread_info;

struct stack_trace {
	unsigned int nr_entries, max_entries;
	unsigned long *entries;
	int skip;		/* frames to leave out, innermost first */
};

/**
 * save_stack_trace - record the running code's return addresses
 * @trace: where to put them; @trace->max_entries bounds how many, and
 *	the first @trace->skip are left out
 *
 * The first entry kept is the return address into the caller of
 * save_stack_trace(), whatever the compiler inlined.
 */
void save_stack_trace(struct stack_trace *trace);

/**
 * save_stack_trace_from - record the frames of a given stack
 * @trace: where to put them
 * @ti: the stack the frames are on
 * @ebp: the first frame
 */
void save_stack_trace_from(struct stack_trace *trace, struct thread_info *ti,
			   unsigned long ebp);

/**
 * print_stack_trace - print a saved trace, one symbol per line
 * @trace: the trace
 * @spaces: how far to indent each line
 */
void print_stack_trace(const struct stack_trace *trace, int spaces);

#endif /* _LINUX_STACKTRACE_H */
