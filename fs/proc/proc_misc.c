// SPDX-License-Identifier: GPL-2.0
/*
 * The system-wide /proc files, in Linux's formats: meminfo, stat,
 * uptime, loadavg, interrupts, softirqs and version.  Times in stat and
 * uptime are in Linux's user-space clock ticks (USER_HZ, 100 a second).
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/sysfs.h>
#include <linux/mm.h>
#include <linux/cpumask.h>
#include <linux/jiffies.h>
#include <linux/loadavg.h>
#include <linux/kernel_stat.h>
#include <linux/interrupt.h>
#include <asm/irq.h>
#include <asm/div64.h>
#include <asm/param.h>

static void show_kb(struct seq_file *m, const char *name, unsigned long kb)
{
	seq_printf(m, "%-16s%8lu kB\n", name, kb);
}

/* There is no page cache and no swap: those lines are 0, as free says. */
static int show_meminfo(struct seq_file *m, unsigned int n)
{
	struct alloc_counters c;

	alloc_counters_read(&c);
	show_kb(m, "MemTotal:", pages_to_kb(c.pages_total));
	show_kb(m, "MemFree:", pages_to_kb(c.pages_free));
	show_kb(m, "MemAvailable:", pages_to_kb(c.pages_free));
	show_kb(m, "Buffers:", 0);
	show_kb(m, "Cached:", 0);
	show_kb(m, "SwapTotal:", 0);
	show_kb(m, "SwapFree:", 0);
	show_kb(m, "Slab:", pages_to_kb(c.slab_pages));
	show_kb(m, "KernelStack:",
		atomic_read(&nr_kernel_stacks) * (THREAD_SIZE / 1024));
	return 0;
}
SYSFS_NODE(meminfo, "/proc/meminfo", show_meminfo, NULL);

static void show_cpu_line(struct seq_file *m, const char *name,
			  const struct cpu_usage_stat *s)
{
	seq_printf(m, "%s %llu %llu %llu %llu %llu %llu %llu 0 0 0\n", name,
		   jiffies_64_to_clock_t(s->user), jiffies_64_to_clock_t(s->nice),
		   jiffies_64_to_clock_t(s->system), jiffies_64_to_clock_t(s->idle),
		   jiffies_64_to_clock_t(s->iowait), jiffies_64_to_clock_t(s->irq),
		   jiffies_64_to_clock_t(s->softirq));
}

static void add_usage(struct cpu_usage_stat *sum,
		      const struct cpu_usage_stat *s)
{
	sum->user += s->user;
	sum->nice += s->nice;
	sum->system += s->system;
	sum->idle += s->idle;
	sum->iowait += s->iowait;
	sum->irq += s->irq;
	sum->softirq += s->softirq;
}

/* "intr": the total, then one count per legacy IRQ line, 0..15. */
static void show_intr(struct seq_file *m)
{
	unsigned long sum = 0;
	unsigned int v;

	for (v = FIRST_EXTERNAL_VECTOR; v < NR_VECTORS; v++)
		sum += kstat_irqs(v);
	seq_printf(m, "intr %lu", sum);
	for (v = 0; v < 16; v++)
		seq_printf(m, " %lu", kstat_irqs(FIRST_EXTERNAL_VECTOR + v));
	seq_putc(m, '\n');
}

static void show_softirq_line(struct seq_file *m)
{
	unsigned long per[NR_SOFTIRQS] = { 0 }, sum = 0;
	int cpu, i;

	for_each_possible_cpu(cpu)
		for (i = 0; i < NR_SOFTIRQS; i++)
			per[i] += kstat_cpu(cpu).softirqs[i];
	for (i = 0; i < NR_SOFTIRQS; i++)
		sum += per[i];
	seq_printf(m, "softirq %lu", sum);
	for (i = 0; i < NR_SOFTIRQS; i++)
		seq_printf(m, " %lu", per[i]);
	seq_putc(m, '\n');
}

static int show_stat(struct seq_file *m, unsigned int n)
{
	struct cpu_usage_stat sum = { 0 };
	char name[8];
	int cpu;

	for_each_possible_cpu(cpu)
		add_usage(&sum, &kstat_cpu(cpu).cpustat);
	show_cpu_line(m, "cpu ", &sum);
	for_each_online_cpu(cpu) {
		snprintf(name, sizeof(name), "cpu%d", cpu);
		show_cpu_line(m, name, &kstat_cpu(cpu).cpustat);
	}
	show_intr(m);
	seq_printf(m, "ctxt %llu\n", nr_context_switches());
	seq_printf(m, "processes %lu\n", total_forks);
	seq_printf(m, "procs_running %lu\n", nr_running());
	seq_printf(m, "procs_blocked %lu\n", nr_uninterruptible());
	show_softirq_line(m);
	return 0;
}
SYSFS_NODE(stat, "/proc/stat", show_stat, NULL);

/* Seconds with two decimals, from ticks at HZ. */
static void show_seconds(struct seq_file *m, u64 ticks, char end)
{
	u64 cs = jiffies_64_to_clock_t(ticks);
	unsigned long frac = do_div(cs, USER_HZ);

	seq_printf(m, "%llu.%02lu%c", cs, frac, end);
}

/* Up since boot, and the idle time of all CPUs together, as Linux. */
static int show_uptime(struct seq_file *m, unsigned int n)
{
	u64 idle = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		idle += kstat_cpu(cpu).cpustat.idle;
	show_seconds(m, get_jiffies_64(), ' ');
	show_seconds(m, idle, '\n');
	return 0;
}
SYSFS_NODE(uptime, "/proc/uptime", show_uptime, NULL);

static int show_loadavg(struct seq_file *m, unsigned int n)
{
	int i;

	for (i = 0; i < 3; i++)
		seq_printf(m, "%lu.%02lu ", LOAD_INT(avenrun[i]),
			   LOAD_FRAC(avenrun[i]));
	seq_printf(m, "%lu/%d %d\n", nr_running(), nr_threads, last_pid);
	return 0;
}
SYSFS_NODE(loadavg, "/proc/loadavg", show_loadavg, NULL);

static void show_cpu_header(struct seq_file *m, int indent)
{
	int cpu;

	seq_printf(m, "%*s", indent, "");
	for_each_online_cpu(cpu)
		seq_printf(m, "CPU%-8d", cpu);
	seq_putc(m, '\n');
}

static void show_vector(struct seq_file *m, unsigned int v,
			const struct vector_name *vn)
{
	int cpu;

	if (vn->label)
		seq_printf(m, "%3s: ", vn->label);
	else
		seq_printf(m, "%3u: ", v - FIRST_EXTERNAL_VECTOR);
	for_each_online_cpu(cpu)
		seq_printf(m, "%10lu ", kstat_irqs_cpu(v, cpu));
	seq_printf(m, vn->label ? "  %s\n" : "  XT-PIC  %s\n", vn->name);
}

/*
 * The legacy IRQ lines by number, then the local APIC's vectors and the
 * IPIs by Linux's labels (LOC, RES, CAL, ...), each with a count per
 * online CPU.
 */
static int show_interrupts(struct seq_file *m, unsigned int n)
{
	const struct vector_name *vn;
	unsigned int v;
	int pass;

	show_cpu_header(m, 11);
	for (pass = 0; pass < 2; pass++)
		for (v = FIRST_EXTERNAL_VECTOR; v < NR_VECTORS; v++) {
			vn = vector_name(v);
			if (vn && !vn->label == !pass)
				show_vector(m, v, vn);
		}
	return 0;
}
SYSFS_NODE(interrupts, "/proc/interrupts", show_interrupts, NULL);

static const char *const softirq_names[NR_SOFTIRQS] = {
	[HI_SOFTIRQ] = "HI", [TIMER_SOFTIRQ] = "TIMER",
	[NET_TX_SOFTIRQ] = "NET_TX", [NET_RX_SOFTIRQ] = "NET_RX",
	[SCSI_SOFTIRQ] = "SCSI", [TASKLET_SOFTIRQ] = "TASKLET",
};

static int show_softirqs(struct seq_file *m, unsigned int n)
{
	int cpu, i;

	show_cpu_header(m, 20);
	for (i = 0; i < NR_SOFTIRQS; i++) {
		seq_printf(m, "%12s:", softirq_names[i]);
		for_each_online_cpu(cpu)
			seq_printf(m, " %10lu", kstat_cpu(cpu).softirqs[i]);
		seq_putc(m, '\n');
	}
	return 0;
}
SYSFS_NODE(softirqs, "/proc/softirqs", show_softirqs, NULL);

static int show_version(struct seq_file *m, unsigned int n)
{
	seq_printf(m, "Linux version %s (kt26) (gcc version %s) #1 SMP\n",
		   KT26_VERSION, __VERSION__);
	return 0;
}
SYSFS_NODE(version, "/proc/version", show_version, NULL);
