// SPDX-License-Identifier: GPL-2.0
/*
 * The console's "top -b": procps's batch frames.  Each frame measures
 * over the delay before it: every task's time on a CPU is sampled at
 * both ends, and the idle tasks' time gives the idle share.  There is
 * no user space, so all busy time is "sy"; interrupt time is charged to
 * the task it interrupted, so there are no hi and si columns.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kshell.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/sort.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/loadavg.h>
#include <linux/mm.h>
#include <linux/tty.h>
#include <linux/time.h>
#include <asm/div64.h>
#include "sched.h"

#define TOP_SLACK	64	/* tasks that may appear between count and walk */

struct top_task {
	pid_t pid;
	u64 ns;		/* on a CPU, at the first sample; then the share */
	struct task_struct *p;	/* valid only under tasklist_lock */
};

struct top_frame {
	struct top_task *tasks;
	unsigned int n, cap;
	u64 idle_ns, at_ns;
	unsigned int cpus;
};

static u64 task_ns(struct task_struct *p)
{
	u64 ns = p->sum_exec_ns;

	if (task_running(p))
		ns += sched_clock() - p->exec_start_ns;
	return ns;
}

static u64 idle_ns(void)
{
	u64 ns = 0;
	int cpu;

	for_each_online_cpu(cpu)
		ns += task_ns(cpu_rq(cpu)->idle);
	return ns;
}

static struct top_task *find_pid(struct top_frame *f, pid_t pid)
{
	unsigned int i;

	for (i = 0; i < f->n; i++)
		if (f->tasks[i].pid == pid)
			return &f->tasks[i];
	return NULL;
}

static int frame_alloc(struct top_frame *f)
{
	f->cap = nr_threads + TOP_SLACK;
	f->tasks = kmalloc(f->cap * sizeof(*f->tasks), GFP_KERNEL);
	return f->tasks ? 0 : -ENOMEM;
}

/* Everyone's time now.  Call under tasklist_lock. */
static void sample(struct top_frame *f)
{
	struct task_struct *p;

	f->n = 0;
	for_each_process(p) {
		if (f->n == f->cap)
			break;
		f->tasks[f->n].pid = p->pid;
		f->tasks[f->n].p = p;
		f->tasks[f->n++].ns = task_ns(p);
	}
	f->idle_ns = idle_ns();
	f->at_ns = sched_clock();
	f->cpus = num_online_cpus();
}

/* @ns of @total, in tenths of a percent. */
static unsigned long permille(u64 ns, u64 total)
{
	if (!total)
		return 0;
	ns *= 1000;
	do_div(total, 1000);
	if (!total)
		return 0;
	do_div(ns, total);
	do_div(ns, 1000);
	return ns;
}

static void print_summary(const struct top_frame *f, const struct top_frame *was)
{
	unsigned long secs = jiffies / HZ;
	u64 span = (f->at_ns - was->at_ns) * f->cpus;
	unsigned long idle = permille(f->idle_ns - was->idle_ns, span);
	unsigned int i, state[5] = { 0 };
	struct alloc_counters c;

	if (idle > 1000)
		idle = 1000;
	for (i = 0; i < f->n; i++) {
		long s = f->tasks[i].p->state;

		state[s == TASK_RUNNING ? 0 : s == TASK_INTERRUPTIBLE ? 1 :
		      s == TASK_UNINTERRUPTIBLE ? 2 : s == TASK_STOPPED ? 3 : 4]++;
	}
	tty_printf("top - up %lu:%02lu,  load average: %lu.%02lu, %lu.%02lu, %lu.%02lu\n",
		   secs / 60, secs % 60,
		   LOAD_INT(avenrun[0]), LOAD_FRAC(avenrun[0]),
		   LOAD_INT(avenrun[1]), LOAD_FRAC(avenrun[1]),
		   LOAD_INT(avenrun[2]), LOAD_FRAC(avenrun[2]));
	tty_printf("Tasks: %3u total, %3u running, %3u sleeping, %3u stopped, %3u zombie\n",
		   f->n, state[0], state[1] + state[2], state[3], state[4]);
	tty_printf("%%Cpu(s):  0.0 us, %3lu.%lu sy,  0.0 ni, %3lu.%lu id,  0.0 wa\n",
		   (1000 - idle) / 10, (1000 - idle) % 10, idle / 10, idle % 10);
	alloc_counters_read(&c);
	tty_printf("KiB Mem : %8lu total, %8lu free, %8lu used\n\n",
		   pages_to_kb(c.pages_total),
		   pages_to_kb(c.pages_free),
		   pages_to_kb(c.pages_total - c.pages_free));
}

static void print_priority(const struct task_struct *p, char *buf, size_t n)
{
	if (p->policy == SCHED_NORMAL)
		snprintf(buf, n, "%d", 20 + TASK_NICE(p));
	else if (p->rt_priority >= MAX_RT_PRIO - 1)
		strlcpy(buf, "rt", n);
	else
		snprintf(buf, n, "%d", -1 - (int)p->rt_priority);
}

static void print_task(const struct top_task *t, u64 span)
{
	const struct task_struct *p = t->p;
	unsigned long share = permille(t->ns, span);
	u64 cs = p->sum_exec_ns;
	char prio[8];

	do_div(cs, 10000000);
	print_priority(p, prio, sizeof(prio));
	tty_printf("%5d %-8s %3s %3d %c %5lu.%lu %4lu:%02lu.%02lu %2d %s\n",
		   p->pid, "root", prio,
		   p->policy == SCHED_NORMAL ? TASK_NICE(p) : 0,
		   "RSDTZX"[p->state == TASK_RUNNING ? 0 :
			    p->state == TASK_INTERRUPTIBLE ? 1 :
			    p->state == TASK_UNINTERRUPTIBLE ? 2 :
			    p->state == TASK_STOPPED ? 3 :
			    p->state == TASK_ZOMBIE ? 4 : 5],
		   share / 10, share % 10,
		   (unsigned long)cs / 6000, (unsigned long)cs / 100 % 60,
		   (unsigned long)cs % 100, task_cpu(p), p->comm);
}

/* Highest share first, then by pid. */
static int cmp_task(const void *a, const void *b)
{
	const struct top_task *x = a, *y = b;

	if (x->ns != y->ns)
		return x->ns > y->ns ? -1 : 1;
	return x->pid < y->pid ? -1 : x->pid > y->pid;
}

/* One frame: what ran between @was and now.  @was becomes now. */
static void print_frame(struct top_frame *now, struct top_frame *was)
{
	u64 span;
	unsigned int i;

	read_lock_irq(&tasklist_lock);
	sample(now);
	span = now->at_ns - was->at_ns;
	for (i = 0; i < now->n; i++) {
		struct top_task *t = find_pid(was, now->tasks[i].pid);
		u64 ns = now->tasks[i].ns;

		/* Its share of one CPU, as top shows it. */
		now->tasks[i].ns = t && ns > t->ns ? ns - t->ns : 0;
	}
	sort(now->tasks, now->n, sizeof(*now->tasks), cmp_task, NULL);
	print_summary(now, was);
	tty_printf("  PID USER      PR  NI S  %%CPU     TIME+  P COMMAND\n");
	for (i = 0; i < now->n; i++)
		print_task(&now->tasks[i], span);
	/* The next frame measures from here. */
	for (i = 0; i < now->n; i++)
		now->tasks[i].ns = task_ns(now->tasks[i].p);
	read_unlock_irq(&tasklist_lock);
	{
		struct top_frame t = *now;

		*now = *was;
		*was = t;
	}
}

static int top_usage(void)
{
	tty_printf("usage: top -b [-n FRAMES] [-d SECONDS]  (batch mode; default -n 1 -d 1)\n");
	return -EINVAL;
}

static int parse_args(int argc, char **argv, unsigned int *frames,
		      unsigned int *delay_ms)
{
	bool batch = false;
	int i;

	for (i = 1; i < argc; i++) {
		int v;

		if (!strcmp(argv[i], "-b")) {
			batch = true;
			continue;
		}
		if ((strcmp(argv[i], "-n") && strcmp(argv[i], "-d")) ||
		    i + 1 == argc || kstrtoint(argv[i + 1], 10, &v) ||
		    v < 1 || v > 3600)
			return top_usage();
		if (argv[i][1] == 'n')
			*frames = v;
		else
			*delay_ms = v * 1000;
		i++;
	}
	return batch ? 0 : top_usage();
}

static int cmd_top(int argc, char **argv)
{
	unsigned int frames = 1, delay_ms = 1000, i;
	struct top_frame a = { 0 }, b = { 0 };
	int err = parse_args(argc, argv, &frames, &delay_ms);

	if (err)
		return err;
	if (frame_alloc(&a) || frame_alloc(&b)) {
		tty_printf("top: out of memory\n");
		err = -ENOMEM;
		goto out;
	}
	read_lock_irq(&tasklist_lock);
	sample(&b);
	read_unlock_irq(&tasklist_lock);
	for (i = 0; i < frames; i++) {
		/* Ctrl-C (SIGINT) ends the wait, and top with it. */
		if (msleep_interruptible(delay_ms))
			break;
		if (i)
			tty_printf("\n");
		print_frame(&a, &b);
	}
out:
	kfree(a.tasks);
	kfree(b.tasks);
	return err;
}
KSHELL_COMMAND(cmd_top, "top", "top -b [-n N] [-d S]: tasks by CPU use, N frames S seconds apart");
