// SPDX-License-Identifier: GPL-2.0
/*
 * /proc: each file's fields, in Linux's format, against the kernel
 * state they come from, and the errors of paths that are not there.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sysfs.h>
#include <linux/sched.h>
#include <linux/kthread.h>
#include <linux/cpumask.h>
#include <linux/string.h>
#include <linux/ctype.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/smp.h>
#include <linux/err.h>

/* The text of @path, kfree()d by the caller; the case ends if unread. */
static char *read_file(struct ktest *test, const char *path)
{
	char *buf = NULL;
	ssize_t len = sysfs_read_alloc(path, &buf);

	if (len < 0)
		ktest_printk(test, "%s: %zd", path, len);
	KTEST_ASSERT_GE(test, len, 0);
	KTEST_ASSERT_EQ(test, strlen(buf), (size_t)len);
	return buf;
}

/* The number after "@key" at the start of a line, or -1 without one. */
static long field(const char *text, const char *key)
{
	const char *p = text;
	size_t len = strlen(key);

	for (; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, key, len)) {
			for (p += len; *p == ' ' || *p == '\t'; p++)
				;
			return isdigit(*p) ? (long)simple_strtoul(p, NULL, 0) : -1;
		}
	return -1;
}

/* The text after "@key\t" on its line, copied into @out. */
static bool line_value(const char *text, const char *key, char *out,
		       size_t size)
{
	const char *p = strstr(text, key), *end;

	if (!p)
		return false;
	p += strlen(key);
	end = strchr(p, '\n');
	strlcpy(out, p, min_t(size_t, size, (end ? end - p : strlen(p)) + 1));
	return true;
}

static int sleep_until_stopped(void *unused)
{
	while (!kthread_should_stop())
		schedule_timeout_interruptible(HZ);
	return 0;
}

/*
 * Cpus_allowed for just @cpu, digit by digit as Linux shows it: one hex
 * digit per four possible CPUs, highest first, a comma before each
 * group of eight counted from the right ("00000000,80000000" for CPU 31
 * of 64).
 */
static void mask_text_of(char *buf, size_t size, int cpu)
{
	int bits = 0, digits, d;
	size_t i = 0;

	for_each_possible_cpu(d)
		bits = d + 1;
	digits = (bits + 3) / 4;
	for (d = digits - 1; d >= 0 && i + 2 < size; d--) {
		buf[i++] = d == cpu / 4 ? "1248"[cpu % 4] : '0';
		if (d && d % 8 == 0)
			buf[i++] = ',';
	}
	buf[i] = '\0';
}

/* A thread bound to a CPU says so in Cpus_allowed and its list. */
static void status_of_a_bound_thread_shows_its_cpu(struct ktest *test)
{
	struct task_struct *k;
	char path[32], want[24], got[32], *text;
	int cpu;

	/* The highest online CPU: not the one this runs on, most often. */
	for (cpu = NR_CPUS - 1; cpu > 0 && !cpu_online(cpu); cpu--)
		;
	k = kthread_create(sleep_until_stopped, NULL, "proc_bound/%d", cpu);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, cpu);
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(k->state == TASK_INTERRUPTIBLE, 2000));
	snprintf(path, sizeof(path), "/proc/%d/status", k->pid);
	text = read_file(test, path);
	snprintf(want, sizeof(want), "proc_bound/%d", cpu);
	KTEST_EXPECT_TRUE(test, line_value(text, "Name:\t", got, sizeof(got)));
	KTEST_EXPECT_STREQ(test, got, want);
	KTEST_EXPECT_TRUE(test, line_value(text, "State:\t", got, sizeof(got)));
	KTEST_EXPECT_STREQ(test, got, "S (sleeping)");
	KTEST_EXPECT_EQ(test, field(text, "Pid:"), k->pid);
	KTEST_EXPECT_EQ(test, field(text, "Tgid:"), k->pid);
	KTEST_EXPECT_EQ(test, field(text, "PPid:"), k->parent->pid);
	KTEST_EXPECT_EQ(test, field(text, "Cpus_allowed_list:"), cpu);
	KTEST_EXPECT_TRUE(test, line_value(text, "Cpus_allowed:\t", got, sizeof(got)));
	mask_text_of(want, sizeof(want), cpu);
	KTEST_EXPECT_STREQ(test, got, want);
	KTEST_EXPECT_GT(test, field(text, "voluntary_ctxt_switches:"), 0);
	kfree(text);
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	/* Reaped: the directory is gone, as on Linux. */
	KTEST_EXPECT_EQ(test, sysfs_read_alloc(path, &text), -ENOENT);
}

/* Linux's 52 fields, the comm in parentheses, the CPU as field 39. */
static void stat_has_linux_fields(struct ktest *test)
{
	char *text = read_file(test, "/proc/self/stat"), *p;
	char want[32];
	unsigned long v[53];
	int n = 0;

	snprintf(want, sizeof(want), "%d (%s) R ", current->pid, current->comm);
	KTEST_EXPECT_EQ(test, strncmp(text, want, strlen(want)), 0);
	p = strrchr(text, ')');
	KTEST_ASSERT_NOT_NULL(test, p);
	/* Past ") R ": fields 4 on are numbers. */
	for (p += 4, n = 4; *p && *p != '\n' && n < 53; n++) {
		v[n] = simple_strtoul(*p == '-' ? p + 1 : p, &p, 10);
		while (*p == ' ')
			p++;
	}
	KTEST_EXPECT_EQ(test, n - 1, 52);
	KTEST_EXPECT_EQ(test, v[4], (unsigned long)current->parent->pid);
	KTEST_EXPECT_EQ(test, v[19], (unsigned long)TASK_NICE(current));
	KTEST_EXPECT_EQ(test, v[39], (unsigned long)raw_smp_processor_id());
	/* The obsolete signal fields hold the first 31 signals only. */
	KTEST_EXPECT_EQ(test, v[32], current->blocked.sig[0] & 0x7fffffffUL);
	kfree(text);
}

/* /proc/self is the reader's own directory. */
static void self_is_the_reader(struct ktest *test)
{
	char *text = read_file(test, "/proc/self/status");

	KTEST_EXPECT_EQ(test, field(text, "Pid:"), current->pid);
	KTEST_EXPECT_TRUE(test, strstr(text, "State:\tR (running)\n") != NULL);
	kfree(text);
}

/* Sleeping is a voluntary switch, and the count says so. */
static void switch_counts_move(struct ktest *test)
{
	char *text = read_file(test, "/proc/self/status");
	long before = field(text, "voluntary_ctxt_switches:");

	kfree(text);
	msleep(10);
	text = read_file(test, "/proc/self/status");
	KTEST_EXPECT_GT(test, field(text, "voluntary_ctxt_switches:"), before);
	KTEST_EXPECT_EQ(test, field(text, "voluntary_ctxt_switches:"),
			(long)current->nvcsw);
	kfree(text);
}

static void meminfo_matches_the_allocator(struct ktest *test)
{
	struct alloc_counters c;
	char *text = read_file(test, "/proc/meminfo");
	long stacks = field(text, "KernelStack:");
	struct task_struct *k;

	alloc_counters_read(&c);
	KTEST_EXPECT_EQ(test, field(text, "MemTotal:"),
			(long)pages_to_kb(c.pages_total));
	KTEST_EXPECT_GT(test, field(text, "MemFree:"), 0);
	KTEST_EXPECT_LE(test, field(text, "MemFree:"), field(text, "MemTotal:"));
	KTEST_EXPECT_GE(test, field(text, "Slab:"), 0);
	KTEST_EXPECT_TRUE(test, strstr(text, "MemTotal:       ") == text);
	kfree(text);
	/* One more thread is one more 8 KiB stack. */
	k = kthread_create(sleep_until_stopped, NULL, "proc_stack");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	text = read_file(test, "/proc/meminfo");
	KTEST_EXPECT_EQ(test, field(text, "KernelStack:"), stacks + THREAD_SIZE / 1024);
	kfree(text);
	kthread_stop(k);
}

/* The number after "@name " on /proc/stat's line of that name. */
static long long stat_value(struct ktest *test, const char *name)
{
	char *text = read_file(test, "/proc/stat");
	long long v = field(text, name);

	kfree(text);
	return v;
}

static void stat_counts_switches_and_forks(struct ktest *test)
{
	long long ctxt = stat_value(test, "ctxt "), forks;
	struct task_struct *k;

	msleep(10);
	KTEST_EXPECT_GT(test, stat_value(test, "ctxt "), ctxt);
	forks = stat_value(test, "processes ");
	KTEST_EXPECT_EQ(test, forks, (long long)total_forks);
	k = kthread_run(sleep_until_stopped, NULL, "proc_fork");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_stop(k);
	/* The thread, and nothing else of ours (keventd makes it). */
	KTEST_EXPECT_GE(test, stat_value(test, "processes "), forks + 1);
	KTEST_EXPECT_GE(test, stat_value(test, "procs_running "), 1);
}

/* One cpuN line per online CPU, each with Linux's ten numbers. */
static void stat_has_a_line_per_online_cpu(struct ktest *test)
{
	char *text = read_file(test, "/proc/stat"), name[8], *p;
	int cpu, words;

	KTEST_EXPECT_EQ(test, strncmp(text, "cpu  ", 5), 0);
	for_each_possible_cpu(cpu) {
		snprintf(name, sizeof(name), "\ncpu%d ", cpu);
		p = strstr(text, name);
		KTEST_EXPECT_EQ(test, p != NULL, cpu_online(cpu) != 0);
		if (!p)
			continue;
		for (words = 0, p++; *p != '\n'; p++)
			words += *p == ' ';
		KTEST_EXPECT_EQ(test, words, 10);
	}
	kfree(text);
}

/* Sum of the per-CPU counts on the /proc/interrupts line @label. */
static unsigned long irq_line_sum(struct ktest *test, const char *file,
				  const char *label)
{
	char *text = read_file(test, file), *p = strstr(text, label);
	unsigned long sum = 0;
	int cpus = num_online_cpus();

	KTEST_EXPECT_NOT_NULL(test, p);
	if (p)
		for (p += strlen(label); cpus--; )
			sum += simple_strtoul(skip_spaces(p), &p, 10);
	kfree(text);
	return sum;
}

static void ipi_count(void *counter)
{
	atomic_inc(counter);
}

static void interrupts_count_timer_and_ipis(struct ktest *test)
{
	unsigned long loc = irq_line_sum(test, "/proc/interrupts", "LOC:");
	unsigned long cal = irq_line_sum(test, "/proc/interrupts", "CAL:");
	char *text = read_file(test, "/proc/interrupts");
	atomic_t calls = ATOMIC_INIT(0);

	KTEST_EXPECT_NOT_NULL(test, strstr(text, "  4: "));
	KTEST_EXPECT_NOT_NULL(test, strstr(text, "RES: "));
	KTEST_EXPECT_EQ(test, strncmp(text, "           CPU0", 15), 0);
	kfree(text);
	msleep(20);
	KTEST_EXPECT_GT(test, irq_line_sum(test, "/proc/interrupts", "LOC:"), loc);
	if (num_online_cpus() < 2)
		return;
	on_each_cpu(ipi_count, &calls, 0, 1);
	KTEST_EXPECT_EQ(test, atomic_read(&calls), (int)num_online_cpus());
	KTEST_EXPECT_GE(test, irq_line_sum(test, "/proc/interrupts", "CAL:"),
			cal + num_online_cpus() - 1);
}

/* msleep() is a timer, and its expiry runs TIMER_SOFTIRQ. */
static void softirqs_count_timers(struct ktest *test)
{
	unsigned long timer = irq_line_sum(test, "/proc/softirqs", "TIMER:");
	char *text;

	msleep(20);
	KTEST_EXPECT_GT(test, irq_line_sum(test, "/proc/softirqs", "TIMER:"), timer);
	text = read_file(test, "/proc/softirqs");
	KTEST_EXPECT_NOT_NULL(test, strstr(text, "     TASKLET:"));
	kfree(text);
}

/* "SECONDS.CC " as Linux prints it; -1 if not. */
static long centiseconds(const char **p)
{
	char *end;
	unsigned long s = simple_strtoul(*p, &end, 10);

	if (*end != '.' || !isdigit(end[1]) || !isdigit(end[2]))
		return -1;
	*p = end + 4;
	return s * 100 + (end[1] - '0') * 10 + (end[2] - '0');
}

static void uptime_and_loadavg(struct ktest *test)
{
	char *text = read_file(test, "/proc/uptime");
	const char *p = text;
	long up = centiseconds(&p), idle = centiseconds(&p), slash;

	KTEST_EXPECT_GE(test, up, 0);
	KTEST_EXPECT_GE(test, idle, 0);
	/* Within a tick of the clock the kernel keeps. */
	KTEST_EXPECT_LE(test, up, (long)(jiffies * 100 / HZ));
	KTEST_EXPECT_GE(test, up + 2, (long)(jiffies * 100 / HZ) - 2);
	kfree(text);
	text = read_file(test, "/proc/loadavg");
	p = text;
	KTEST_EXPECT_GE(test, centiseconds(&p), 0);
	KTEST_EXPECT_GE(test, centiseconds(&p), 0);
	KTEST_EXPECT_GE(test, centiseconds(&p), 0);
	KTEST_EXPECT_GE(test, (long)simple_strtoul(p, (char **)&p, 10), 1);
	slash = *p == '/';
	KTEST_EXPECT_TRUE(test, slash);
	KTEST_EXPECT_GT(test, (long)simple_strtoul(p + 1, NULL, 10), 0);
	kfree(text);
}

/* One block per online CPU; and the topology files sysfs shows. */
static void cpuinfo_has_every_online_cpu(struct ktest *test)
{
	char *text = read_file(test, "/proc/cpuinfo"), path[64];
	char buf[16];

	KTEST_EXPECT_EQ(test, ktest_count_str(text, "processor\t: "),
			(int)num_online_cpus());
	KTEST_EXPECT_NOT_NULL(test, strstr(text, "vendor_id\t: "));
	KTEST_EXPECT_NOT_NULL(test, strstr(text, "flags\t\t: fpu"));
	kfree(text);
	snprintf(path, sizeof(path),
		 "/sys/devices/system/cpu/cpu%d/topology/core_id",
		 raw_smp_processor_id());
	KTEST_EXPECT_GT(test, sysfs_read(path, buf, sizeof(buf)), 0);
	KTEST_EXPECT_EQ(test, sysfs_read("/sys/devices/system/cpu/cpu0/topology/physical_package_id",
					 buf, sizeof(buf)), 2);
}

static void missing_files_and_dirs_are_refused(struct ktest *test)
{
	static const char *const paths[] = {
		"/proc/0/status", "/proc/01/status", "/proc/99999/status",
		"/proc/1/nothing", "/proc/4294967297/stat", "/proc/-1/status",
		"/proc/nothing/", "/sys/devices/system/cpu/cpu0/online", "",
	};
	/* As in Linux, reading or writing a directory is -EISDIR. */
	static const char *const dirs[] = {
		"/proc/1", "/proc/self/", "/proc", "/",
		"/sys/devices/system/cpu/cpu0",
	};
	char buf[64];
	int i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		KTEST_EXPECT_EQ(test, sysfs_read(paths[i], buf, sizeof(buf)),
				-ENOENT);
	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		KTEST_EXPECT_EQ(test, sysfs_read(dirs[i], buf, sizeof(buf)),
				-EISDIR);
		KTEST_EXPECT_EQ(test, sysfs_write(dirs[i], "1"), -EISDIR);
	}
	KTEST_EXPECT_EQ(test, sysfs_write("/proc/meminfo", "1"), -EACCES);
	/* A file longer than the buffer is refused, not cut. */
	KTEST_EXPECT_EQ(test, sysfs_read("/proc/meminfo", buf, sizeof(buf)),
			-EFBIG);
	KTEST_EXPECT_EQ(test, sysfs_read("/proc/version", buf, 8), -EFBIG);
}

struct walk_find {
	char want[48];
	bool found;
};

static void find_path(const char *path, void *arg)
{
	struct walk_find *w = arg;

	w->found |= !strcmp(path, w->want);
}

static bool walk_has(const char *path)
{
	struct walk_find w = { .found = false };

	strlcpy(w.want, path, sizeof(w.want));
	sysfs_walk_files(find_path, &w);
	return w.found;
}

/* ls and Tab see a directory per task, and cpu0's topology. */
static void walk_lists_tasks(struct ktest *test)
{
	char path[48];

	snprintf(path, sizeof(path), "/proc/%d/status", current->pid);
	KTEST_EXPECT_TRUE(test, walk_has(path));
	KTEST_EXPECT_TRUE(test, walk_has("/proc/1/stat"));
	KTEST_EXPECT_TRUE(test, walk_has("/proc/interrupts"));
	KTEST_EXPECT_TRUE(test, walk_has("/sys/devices/system/cpu/cpu0/topology/core_id"));
	KTEST_EXPECT_FALSE(test, walk_has("/proc/0/status"));
	KTEST_EXPECT_TRUE(test, walk_has("/proc/self/status"));
}

static struct ktest_case proc_cases[] = {
	KTEST_CASE(status_of_a_bound_thread_shows_its_cpu),
	KTEST_CASE(stat_has_linux_fields),
	KTEST_CASE(self_is_the_reader),
	KTEST_CASE(switch_counts_move),
	KTEST_CASE(meminfo_matches_the_allocator),
	KTEST_CASE(stat_counts_switches_and_forks),
	KTEST_CASE(stat_has_a_line_per_online_cpu),
	KTEST_CASE(interrupts_count_timer_and_ipis),
	KTEST_CASE(softirqs_count_timers),
	KTEST_CASE(uptime_and_loadavg),
	KTEST_CASE(cpuinfo_has_every_online_cpu),
	KTEST_CASE(missing_files_and_dirs_are_refused),
	KTEST_CASE(walk_lists_tasks),
	{}
};

static struct ktest_suite proc_suite = {
	.name = "proc",
	.cases = proc_cases,
};
ktest_register(proc_suite);
