// SPDX-License-Identifier: GPL-2.0
/*
 * The task table, as "ps ax" shows it: show_state() for panics and the
 * console's "ps" command.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kshell.h>
#include <linux/printk.h>
#include <linux/tty.h>
#include <asm/div64.h>
#include <asm/traps.h>

static char state_letter(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return 'R';
	case TASK_INTERRUPTIBLE:
		return 'S';
	case TASK_UNINTERRUPTIBLE:
		return 'D';
	case TASK_STOPPED:
		return 'T';
	case TASK_ZOMBIE:
		return 'Z';
	default:
		return 'X';
	}
}

static const char *policy_name(const struct task_struct *p)
{
	switch (p->policy) {
	case SCHED_FIFO:
		return "FIFO";
	case SCHED_RR:
		return "RR";
	default:
		return "NORMAL";
	}
}

static void print_header(int (*out)(const char *, ...))
{
	out("  PID  PPID S CPU POLICY PRI  NI     TIME COMMAND\n");
}

/* One line; TIME is minutes:seconds.hundredths on a CPU. */
static void print_task(int (*out)(const char *, ...),
		       const struct task_struct *p)
{
	u64 cs = p->sum_exec_ns;
	unsigned long hundredths;

	do_div(cs, 10000000);
	hundredths = cs;
	out("%5d %5d %c %3d %-6s %3d %3d %3lu:%02lu.%02lu [%s]\n",
	    p->pid, p->parent ? p->parent->pid : 0, state_letter(p),
	    task_cpu(p), policy_name(p),
	    p->policy == SCHED_NORMAL ? p->static_prio : p->prio,
	    p->policy == SCHED_NORMAL ? TASK_NICE(p) : 0,
	    hundredths / 6000, hundredths / 100 % 60, hundredths % 100,
	    p->comm);
}

/*
 * A sleeping task's stack: switch_to() left ebp (and the callee-saved
 * registers) at the top of what it used, in that order from thread.esp:
 * edi, esi, ebx, ebp, return address.
 */
static void print_task_trace(const struct task_struct *p)
{
	unsigned long *sp = (unsigned long *)p->thread.esp;

	if (task_running((struct task_struct *)p) || !sp)
		return;
	show_trace(p->thread_info, sp[3]);
}

void sched_show_task(struct task_struct *p)
{
	print_header(printk);
	print_task(printk, p);
	print_task_trace(p);
}

/* The task with the lowest pid above @after, or NULL: ps lists by pid. */
static struct task_struct *next_by_pid(pid_t after)
{
	struct task_struct *p, *best = NULL;

	for_each_process(p)
		if (p->pid > after && (!best || p->pid < best->pid))
			best = p;
	return best;
}

static void print_tasks(int (*out)(const char *, ...), bool traces)
{
	struct task_struct *p;
	pid_t last = 0;

	print_header(out);
	while ((p = next_by_pid(last)) != NULL) {
		print_task(out, p);
		if (traces)
			print_task_trace(p);
		last = p->pid;
	}
}

void show_state(void)
{
	unsigned long flags;

	/*
	 * From a panic the lock may be held by a CPU that will never let
	 * go: print without it, the list is only read.
	 */
	if (oops_in_progress) {
		print_tasks(printk, false);
		return;
	}
	read_lock_irqsave(&tasklist_lock, flags);
	print_tasks(printk, false);
	read_unlock_irqrestore(&tasklist_lock, flags);
}

/*
 * For a hang: every task with where it sleeps, then every CPU.  Reads
 * the task list without its lock: a CPU may be stuck holding it.
 */
void show_state_traces(void)
{
	int saved = oops_in_progress;

	oops_in_progress = 1;
	printk(KERN_EMERG "SysRq: show every task and CPU\n");
	print_tasks(printk, true);
	trigger_all_cpu_backtrace();
	oops_in_progress = saved;
}

static int cmd_ps(int argc, char **argv)
{
	unsigned long flags;

	read_lock_irqsave(&tasklist_lock, flags);
	print_tasks(tty_printf, false);
	read_unlock_irqrestore(&tasklist_lock, flags);
	return 0;
}
KSHELL_COMMAND(cmd_ps, "ps", "list the tasks (kernel threads in [brackets])");
