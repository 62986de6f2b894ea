// SPDX-License-Identifier: GPL-2.0
/*
 * The task table, as "ps ax" shows it: show_state() for panics and the
 * console's "ps" command.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kshell.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/printk.h>
#include <linux/tty.h>
#include <asm/div64.h>
#include <asm/traps.h>

static char state_letter(const struct task_struct *p)
{
	return task_state_name(p)[0];
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

static unsigned long cpu_hundredths(const struct task_struct *p)
{
	u64 cs = p->sum_exec_ns;

	do_div(cs, 10000000);
	return cs;
}

/* The CPUs it may run on, as a list ("0-3", "2"), cut to fit. */
static void allowed_cpus(const struct task_struct *p, char *buf, size_t size)
{
	cpumask_t allowed;

	cpus_and(allowed, p->cpus_allowed, cpu_possible_map);
	cpulist_scnprintf(buf, size, allowed);
}

static void print_header(int (*out)(const char *, ...))
{
	out("  PID  PPID S CPU POLICY PRI  NI     TIME CPUS     COMMAND\n");
}

/* One line; TIME is minutes:seconds.hundredths on a CPU. */
static void print_task(int (*out)(const char *, ...),
		       const struct task_struct *p)
{
	unsigned long hundredths = cpu_hundredths(p);
	char cpus[16];

	allowed_cpus(p, cpus, sizeof(cpus));
	out("%5d %5d %c %3d %-6s %3d %3d %3lu:%02lu.%02lu %-8s [%s]\n",
	    p->pid, p->parent ? p->parent->pid : 0, state_letter(p),
	    task_cpu(p), policy_name(p),
	    p->policy == SCHED_NORMAL ? p->static_prio : p->prio,
	    p->policy == SCHED_NORMAL ? TASK_NICE(p) : 0,
	    hundredths / 6000, hundredths / 100 % 60, hundredths % 100,
	    cpus, p->comm);
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

/*
 * procps's formats: "ps ax", "ps -ef" and "ps -o FIELD,...".  A field
 * prints into a buffer, and the row pads it to the field's width, right
 * aligned, or left when the width is negative.
 */
struct ps_field {
	const char *name;
	const char *header;
	int width;
	void (*show)(const struct task_struct *p, char *buf, size_t size);
};

static void f_pid(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%d", p->pid);
}

static void f_ppid(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%d", p->parent ? p->parent->pid : 0);
}

static void f_psr(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%d", task_cpu(p));
}

static void f_cls(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%s", p->policy == SCHED_FIFO ? "FF" :
			       p->policy == SCHED_RR ? "RR" : "TS");
}

/* procps's PRI: 39 - (prio - 100), so nice 0 is 19 and FIFO 99 is 139. */
static void f_pri(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%d", 139 - p->prio);
}

static void f_ni(const struct task_struct *p, char *b, size_t n)
{
	if (p->policy == SCHED_NORMAL)
		scnprintf(b, n, "%d", TASK_NICE(p));
	else
		scnprintf(b, n, "-");
}

/* The state, then "<" for a raised priority and "N" for a lowered one. */
static void f_stat(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%c%s", state_letter(p),
		  p->policy != SCHED_NORMAL || TASK_NICE(p) < 0 ? "<" :
		  TASK_NICE(p) > 0 ? "N" : "");
}

static void f_comm(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "%s", p->comm);
}

/* A kernel thread's command line is its name in brackets. */
static void f_cmd(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "[%s]", p->comm);
}

static void f_time(const struct task_struct *p, char *b, size_t n)
{
	unsigned long s = cpu_hundredths(p) / 100;

	scnprintf(b, n, "%lu:%02lu", s / 60, s % 60);
}

static void f_ftime(const struct task_struct *p, char *b, size_t n)
{
	unsigned long s = cpu_hundredths(p) / 100;

	scnprintf(b, n, "%02lu:%02lu:%02lu", s / 3600, s / 60 % 60, s % 60);
}

static void f_tty(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "?");
}

static void f_uid(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "root");
}

static void f_zero(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "0");
}

/* No wall clock here: every task started at the boot's 00:00. */
static void f_stime(const struct task_struct *p, char *b, size_t n)
{
	scnprintf(b, n, "00:00");
}

static const struct ps_field ps_fields[] = {
	{ "pid",   "PID",     7, f_pid },
	{ "ppid",  "PPID",    7, f_ppid },
	{ "psr",   "PSR",     3, f_psr },
	{ "cls",   "CLS",     3, f_cls },
	{ "pri",   "PRI",     3, f_pri },
	{ "ni",    "NI",      3, f_ni },
	{ "stat",  "STAT",   -4, f_stat },
	{ "time",  "TIME",    6, f_time },
	{ "cpus",  "CPUS",   -8, allowed_cpus },
	{ "comm",  "COMMAND", -15, f_comm },
	{ "cmd",   "CMD",     0, f_cmd },
	/* for the fixed formats */
	{ "tty",   "TTY",    -8, f_tty },
	{ "uid",   "UID",    -8, f_uid },
	{ "c",     "C",       2, f_zero },
	{ "stime", "STIME",  -5, f_stime },
	{ "ftime", "TIME",    8, f_ftime },
};

#define PS_MAX_FIELDS	16

static const struct ps_field *ps_field(const char *name, size_t len)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ps_fields); i++)
		if (strlen(ps_fields[i].name) == len &&
		    !strncmp(ps_fields[i].name, name, len))
			return &ps_fields[i];
	return NULL;
}

/* Split "pid,ppid,..." into fields; the count, or -EINVAL. */
static int parse_fields(const char *list, const struct ps_field **f)
{
	int n = 0;

	while (*list) {
		size_t len = strcspn(list, ",");

		if (n == PS_MAX_FIELDS)
			return -EINVAL;
		f[n] = ps_field(list, len);
		if (!f[n]) {
			tty_printf("ps: unknown field \"%.*s\"\n", (int)len,
				   list);
			return -EINVAL;
		}
		n++;
		list += len + !!list[len];
	}
	return n ? n : -EINVAL;
}

/* The last field is not padded, as procps leaves it. */
static void print_cell(const struct ps_field *f, const char *text, bool last)
{
	int w = f->width;

	if (last && w < 0)
		tty_printf("%s", text);
	else if (w < 0)
		tty_printf("%-*s ", -w, text);
	else
		tty_printf("%*s%s", w, text, last ? "" : " ");
}

static void print_custom(const struct ps_field **f, int n)
{
	struct task_struct *p;
	unsigned long flags;
	char buf[32];
	pid_t last = 0;
	int i;

	for (i = 0; i < n; i++)
		print_cell(f[i], f[i]->header, i == n - 1);
	tty_printf("\n");
	read_lock_irqsave(&tasklist_lock, flags);
	while ((p = next_by_pid(last)) != NULL) {
		for (i = 0; i < n; i++) {
			f[i]->show(p, buf, sizeof(buf));
			print_cell(f[i], buf, i == n - 1);
		}
		tty_printf("\n");
		last = p->pid;
	}
	read_unlock_irqrestore(&tasklist_lock, flags);
}

static int ps_usage(void)
{
	unsigned int i;

	tty_printf("usage: ps [ax | -e | -ef | -o FIELD[,FIELD...]]\nfields:");
	for (i = 0; i < ARRAY_SIZE(ps_fields); i++)
		tty_printf(" %s", ps_fields[i].name);
	tty_printf("\n");
	return -EINVAL;
}

static int ps_format(const char *list)
{
	const struct ps_field *f[PS_MAX_FIELDS];
	int n = parse_fields(list, f);

	if (n < 0)
		return ps_usage();
	print_custom(f, n);
	return 0;
}

static int cmd_ps(int argc, char **argv)
{
	unsigned long flags;

	if (argc == 1) {
		read_lock_irqsave(&tasklist_lock, flags);
		print_tasks(tty_printf, false);
		read_unlock_irqrestore(&tasklist_lock, flags);
		return 0;
	}
	/* Every task is a kernel thread: "a", "x" and "-e" select them all. */
	if (argc == 2 && (!strcmp(argv[1], "ax") ||
			  !strcmp(argv[1], "-e") || !strcmp(argv[1], "-A")))
		return ps_format("pid,tty,stat,time,cmd");
	if (argc == 2 && !strcmp(argv[1], "-ef"))
		return ps_format("uid,pid,ppid,c,stime,tty,ftime,cmd");
	if (argc == 3 && (!strcmp(argv[1], "-o") || !strcmp(argv[1], "-eo")))
		return ps_format(argv[2]);
	return ps_usage();
}
KSHELL_COMMAND(cmd_ps, "ps",
	       "ps [ax | -ef | -o pid,ppid,psr,cls,pri,ni,stat,cpus,comm]: the tasks (kernel threads in [brackets])");
