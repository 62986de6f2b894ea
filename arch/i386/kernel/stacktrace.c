// SPDX-License-Identifier: GPL-2.0
/*
 * Frame-pointer stack walking, shared by the oops backtrace and by the
 * traces the lock validator keeps (see <linux/stacktrace.h>).
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kallsyms.h>
#include <linux/stacktrace.h>

/* Is [addr, addr + len) inside the stack whose thread_info is @ti? */
static bool on_stack(struct thread_info *ti, unsigned long addr, size_t len)
{
	unsigned long base = (unsigned long)ti;

	return addr > base + sizeof(*ti) && addr + len <= base + THREAD_SIZE;
}

void save_stack_trace_from(struct stack_trace *trace, struct thread_info *ti,
			   unsigned long ebp)
{
	int skip = trace->skip;

	while (ebp && on_stack(ti, ebp, 8) &&
	       trace->nr_entries < trace->max_entries) {
		unsigned long *frame = (unsigned long *)ebp;

		if (skip > 0)
			skip--;
		else
			trace->entries[trace->nr_entries++] = frame[1];
		if (frame[0] <= ebp)	/* frames only go up the stack */
			break;
		ebp = frame[0];
	}
}

/* Never inlined: its own frame is where the walk starts, at its caller. */
noinline void save_stack_trace(struct stack_trace *trace)
{
	save_stack_trace_from(trace, current_thread_info(),
			      (unsigned long)__builtin_frame_address(0));
}

void print_stack_trace(const struct stack_trace *trace, int spaces)
{
	char sym[KSYM_NAME_LEN + 32];
	unsigned int i;

	for (i = 0; i < trace->nr_entries; i++) {
		sprint_symbol(sym, trace->entries[i]);
		printk("%*s[<%08lx>] %s\n", spaces, "", trace->entries[i],
		       sym);
	}
}
