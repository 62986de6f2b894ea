// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/PID/status and /proc/PID/stat, in Linux's formats.  A kernel
 * thread has no memory map, user, tty or process group, so those fields
 * are 0 as Linux shows them for its own kernel threads.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/sysfs.h>
#include <linux/cpumask.h>
#include <linux/jiffies.h>
#include <linux/errno.h>
#include <asm/div64.h>
#include <asm/param.h>

const char *task_state_name(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return "R (running)";
	case TASK_INTERRUPTIBLE:
		return "S (sleeping)";
	case TASK_UNINTERRUPTIBLE:
		return "D (disk sleep)";
	case TASK_STOPPED:
		return "T (stopped)";
	case TASK_ZOMBIE:
		return "Z (zombie)";
	default:
		return "X (dead)";
	}
}

int proc_next_pid(int prev)
{
	struct task_struct *p;
	int best = -1;

	read_lock(&tasklist_lock);
	for_each_process(p)
		if (p->pid > prev && p->pid > 0 && (best < 0 || p->pid < best))
			best = p->pid;
	read_unlock(&tasklist_lock);
	return best;
}

#define STAT_SIGS	0x7fffffffULL

/* Pending, blocked, ignored and caught, as 64-bit masks. */
struct task_sigs {
	u64 pending, blocked, ignored, caught;
};

static u64 sigset_u64(const sigset_t *set)
{
	return set->sig[0] | (u64)set->sig[1] << 32;
}

static void collect_sigs(const struct task_struct *p, struct task_sigs *s)
{
	const struct k_sigaction *k;
	int i;

	s->pending = sigset_u64(&p->pending.signal);
	s->blocked = sigset_u64(&p->blocked);
	s->ignored = s->caught = 0;
	if (!p->sighand)	/* an exited task gave its actions back */
		return;
	k = p->sighand->action;
	for (i = 0; i < _NSIG; i++) {
		if (k[i].sa.sa_handler == SIG_IGN)
			s->ignored |= 1ULL << i;
		else if (k[i].sa.sa_handler != SIG_DFL)
			s->caught |= 1ULL << i;
	}
}

/* The highest possible CPU number + 1: Linux's nr_cpu_ids. */
static unsigned int nr_cpu_ids(void)
{
	unsigned int cpu, n = 1;

	for_each_possible_cpu(cpu)
		n = cpu + 1;
	return n;
}

/*
 * A mask as Linux prints it: nr_cpu_ids bits in 32-bit hex words from
 * the top, comma-separated, the first no wider than it needs ("f" on 4
 * CPUs, "ff" on 8, "0000000f" in the last word of 64).
 */
static void show_mask(struct seq_file *m, const cpumask_t *mask)
{
	unsigned int bits = nr_cpu_ids(), word = (bits - 1) / 32;
	int width = ((bits - 1) % 32) / 4 + 1;

	for (;; width = 8) {
		seq_printf(m, "%0*lx", width, mask->bits[word] &
			   (word == (bits - 1) / 32 && bits % 32 ?
			    (1UL << (bits % 32)) - 1 : ~0UL));
		if (!word--)
			break;
		seq_putc(m, ',');
	}
}

static void show_cpus(struct seq_file *m, const struct task_struct *p)
{
	char buf[NR_CPUS * 4];
	cpumask_t allowed;

	cpus_and(allowed, p->cpus_allowed, cpu_possible_map);
	seq_puts(m, "Cpus_allowed:\t");
	show_mask(m, &allowed);
	cpulist_scnprintf(buf, sizeof(buf), allowed);
	seq_printf(m, "\nCpus_allowed_list:\t%s\n", buf);
}

static void show_status(struct seq_file *m, const struct task_struct *p)
{
	struct task_sigs s;

	collect_sigs(p, &s);
	seq_printf(m, "Name:\t%s\n", p->comm);
	seq_printf(m, "State:\t%s\n", task_state_name(p));
	seq_printf(m, "Tgid:\t%d\n", p->tgid);
	seq_printf(m, "Pid:\t%d\n", p->pid);
	seq_printf(m, "PPid:\t%d\n", p->parent ? p->parent->pid : 0);
	seq_puts(m, "TracerPid:\t0\nUid:\t0\t0\t0\t0\nGid:\t0\t0\t0\t0\n");
	seq_puts(m, "Threads:\t1\n");
	seq_printf(m, "SigPnd:\t%016llx\nShdPnd:\t%016llx\n", s.pending, 0ULL);
	seq_printf(m, "SigBlk:\t%016llx\nSigIgn:\t%016llx\nSigCgt:\t%016llx\n",
		   s.blocked, s.ignored, s.caught);
	seq_puts(m, "Kthread:\t1\n");
	show_cpus(m, p);
	seq_printf(m, "voluntary_ctxt_switches:\t%lu\n", p->nvcsw);
	seq_printf(m, "nonvoluntary_ctxt_switches:\t%lu\n", p->nivcsw);
}

static unsigned long long ns_to_clock_t(u64 ns)
{
	do_div(ns, 1000000000 / USER_HZ);
	return ns;
}

/* The 52 fields of Linux's /proc/PID/stat, in its order. */
static void show_stat(struct seq_file *m, const struct task_struct *p)
{
	struct task_sigs s;
	int prio = p->prio - MAX_RT_PRIO;

	collect_sigs(p, &s);
	if (p->policy != SCHED_NORMAL)
		prio = -1 - (int)p->rt_priority;
	seq_printf(m, "%d (%s) %c %d 0 0 0 -1 %lu 0 0 0 0 0 %llu 0 0 %d %d 1 0 %llu",
		   p->pid, p->comm, task_state_name(p)[0],
		   p->parent ? p->parent->pid : 0, p->flags,
		   ns_to_clock_t(p->sum_exec_ns), prio,
		   p->policy == SCHED_NORMAL ? TASK_NICE(p) : 0,
		   jiffies_64_to_clock_t(p->start_time));
	/* vsize, rss, rsslim, code, stack, esp, eip: no user memory. */
	seq_printf(m, " 0 0 %lu 0 0 0 0 0", ULONG_MAX);
	/*
	 * Linux keeps these four obsolete fields to the first 31 signals,
	 * in decimal; /proc/PID/status has the whole masks.
	 */
	seq_printf(m, " %llu %llu %llu %llu 0 0 0 %d %d %u %lu 0 0 0",
		   s.pending & STAT_SIGS, s.blocked & STAT_SIGS,
		   s.ignored & STAT_SIGS, s.caught & STAT_SIGS,
		   p->exit_signal, task_cpu(p), p->rt_priority, p->policy);
	seq_printf(m, " 0 0 0 0 0 0 0 %d\n", p->exit_code);
}

/* Look the task up and show it, under tasklist_lock so it stays. */
static int show_task(struct seq_file *m, unsigned int pid,
		     void (*show)(struct seq_file *m,
				  const struct task_struct *p))
{
	struct task_struct *p;
	int ret = -ENOENT;

	if (!pid)
		return -ENOENT;
	read_lock(&tasklist_lock);
	p = __find_task_by_pid(pid);
	if (p && !(p->state & TASK_DEAD)) {
		show(m, p);
		ret = 0;
	}
	read_unlock(&tasklist_lock);
	return ret;
}

static int show_pid_status(struct seq_file *m, unsigned int pid)
{
	return show_task(m, pid, show_status);
}
PROC_PID_NODE(pid_status, "/proc/%u/status", show_pid_status);

static int show_pid_stat(struct seq_file *m, unsigned int pid)
{
	return show_task(m, pid, show_stat);
}
PROC_PID_NODE(pid_stat, "/proc/%u/stat", show_pid_stat);
