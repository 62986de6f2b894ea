// SPDX-License-Identifier: GPL-2.0
/*
 * The console shell's parsing, driven through kshell_execute(): a line
 * does what was typed, or is refused with a message; it never reads
 * past its words and never acts on a cut value.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kshell.h>
#include <linux/sysfs.h>
#include <linux/string.h>
#include <linux/tty.h>
#include <linux/cpumask.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <linux/err.h>

/* Run @line (a copy: it is split in place); what it printed goes to @out. */
static int run_line(const char *line, char *out, size_t size)
{
	char buf[256];
	int ret;

	strlcpy(buf, line, sizeof(buf));
	if (tty_capture_begin(out, size))
		return -EBUSY;
	ret = kshell_execute(buf);
	tty_capture_end();
	return ret;
}

/*
 * A ">" as the last word, after any number of words: the file is
 * missing, whatever the count (reading past argv oopsed here once).
 */
static void redirect_without_file_is_refused(struct ktest *test)
{
	static const char * const lines[] = {
		"echo >", "echo a >", "echo a b >", "echo a b c d e f g >",
		"echo a b c d e f g h i j k l m n >",
	};
	char out[256];
	int i;

	for (i = 0; i < ARRAY_SIZE(lines); i++) {
		KTEST_EXPECT_EQ(test, run_line(lines[i], out, sizeof(out)),
				-EINVAL);
		KTEST_EXPECT_NOT_NULL(test, strstr(out, "no file after >"));
	}
}

static void words_after_the_file_are_refused(struct ktest *test)
{
	char out[256];

	KTEST_EXPECT_EQ(test, run_line("echo 1 > /sys/devices/system/cpu/online x",
				       out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "words after the file"));
}

/* ">>" writes as ">" does: the value reaches the attribute's store. */
static void append_is_a_write(struct ktest *test)
{
	int cpu = ktest_pick_ap(test);
	char out[256], line[64];

	scnprintf(line, sizeof(line),
		  "echo x >> /sys/devices/system/cpu/cpu%d/online", cpu);
	KTEST_EXPECT_EQ(test, run_line(line, out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "online: write error: Invalid argument"));
	scnprintf(line, sizeof(line),
		  "echo 1 >>/sys/devices/system/cpu/cpu%d/online", cpu);
	KTEST_EXPECT_EQ(test, run_line(line, out, sizeof(out)), 0);
	KTEST_EXPECT_STREQ(test, out, "");
	KTEST_EXPECT_EQ(test, run_line("echo 1 >>", out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "no file after >"));
}

static void too_many_words_are_refused(struct ktest *test)
{
	char line[128] = "echo";
	char out[256];
	int i;

	for (i = 0; i < KSHELL_MAX_ARGS; i++)
		strlcat(line, " w", sizeof(line));
	KTEST_EXPECT_EQ(test, run_line(line, out, sizeof(out)), -E2BIG);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "too many words"));
}

/* 70 zeros then 1 is the number 1: CPU 1 stays up (it was cut to 0). */
static void long_value_is_not_cut(struct ktest *test)
{
	char line[160], out[256];
	int ap = ktest_pick_ap(test), n;

	n = scnprintf(line, sizeof(line), "echo ");
	memset(line + n, '0', 70);
	n += 70;
	scnprintf(line + n, sizeof(line) - n,
		  "1 > /sys/devices/system/cpu/cpu%d/online", ap);
	KTEST_EXPECT_EQ(test, run_line(line, out, sizeof(out)), 0);
	KTEST_EXPECT_TRUE(test, cpu_online(ap));
}

/* cpu01 is not cpu1, as in Linux's /sys: no such file. */
static void leading_zero_names_no_cpu(struct ktest *test)
{
	char buf[16], path[48];
	int ap = ktest_pick_ap(test);

	KTEST_EXPECT_EQ(test, sysfs_read("/sys/devices/system/cpu/cpu00/online",
					 buf, sizeof(buf)), -ENOENT);
	KTEST_EXPECT_EQ(test, sysfs_read("/sys/devices/system/cpu/cpu01/online",
					 buf, sizeof(buf)), -ENOENT);
	KTEST_EXPECT_EQ(test, sysfs_write("/sys/devices/system/cpu/cpu001/online",
					  "0"), -ENOENT);
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", ap);
	KTEST_EXPECT_GT(test, sysfs_read(path, buf, sizeof(buf)), 0);
}

/* free's Mem: line, total and used and free in KiB; false if unparsed. */
static bool free_mem(unsigned long *total, unsigned long *used,
		     unsigned long *avail)
{
	char out[512];
	char *p;

	if (run_line("free", out, sizeof(out)))
		return false;
	p = strstr(out, "\nMem:");
	if (!p || !strstr(out, "buff/cache") || !strstr(out, "\nSwap:"))
		return false;
	p += 5;
	*total = simple_strtoul(skip_spaces(p), &p, 10);
	*used = simple_strtoul(skip_spaces(p), &p, 10);
	*avail = simple_strtoul(skip_spaces(p), &p, 10);
	return *total;
}

/* free adds up, and sees 256 KiB taken and given back. */
static void free_shows_memory_in_use(struct ktest *test)
{
	unsigned long total, used, avail, total2, used2, avail2;
	struct page *page;
	char out[128];

	KTEST_ASSERT_TRUE(test, free_mem(&total, &used, &avail));
	KTEST_EXPECT_EQ(test, used + avail, total);
	KTEST_EXPECT_EQ(test, total, pages_to_kb(totalram_pages));
	page = alloc_pages(GFP_KERNEL, 6);
	KTEST_ASSERT_NOT_NULL(test, page);
	KTEST_ASSERT_TRUE(test, free_mem(&total2, &used2, &avail2));
	__free_pages(page, 6);
	KTEST_EXPECT_EQ(test, total2, total);
	/* Others allocate too: at least most of the 256 KiB shows. */
	KTEST_EXPECT_GE(test, used2, used + 192);
	KTEST_EXPECT_EQ(test, run_line("free -x", out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "usage: free"));
}

/* Whether @out has migration/@cpu's line in state @stat, bound to @cpu. */
static bool ps_has_migration(const char *out, int cpu, char stat)
{
	char want[48];

	scnprintf(want, sizeof(want), "%3d  FF 139   - %c<   %-8d migration/%d\n",
		  cpu, stat, cpu, cpu);
	return strstr(out, want);
}

/* ps -o shows where each migration thread may run: its CPU alone. */
static void ps_shows_allowed_cpus(struct ktest *test)
{
	static char out[8192];
	int cpu;

	KTEST_ASSERT_EQ(test, run_line("ps -o pid,psr,cls,pri,ni,stat,cpus,comm",
				       out, sizeof(out)), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out,
		"    PID PSR CLS PRI  NI STAT CPUS     COMMAND\n"));
	for_each_online_cpu(cpu) {
		/*
		 * PSR, then FIFO 99's class and PRI, then CPUS.  A CPU
		 * brought up by the suite before may not have run its
		 * migration thread yet, so it may still be runnable.
		 */
		KTEST_EXPECT_TRUE(test, ps_has_migration(out, cpu, 'S') ||
				  ps_has_migration(out, cpu, 'R'));
	}
	KTEST_ASSERT_EQ(test, run_line("ps ax", out, sizeof(out)), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "    PID TTY      STAT   TIME CMD\n"));
	KTEST_EXPECT_NOT_NULL(test, strstr(out, " [init]\n"));
	KTEST_ASSERT_EQ(test, run_line("ps -ef", out, sizeof(out)), 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out,
		"UID          PID    PPID  C STIME TTY          TIME CMD\n"));
	KTEST_EXPECT_EQ(test, run_line("ps -o pid,bogus", out, sizeof(out)),
			-EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "unknown field \"bogus\""));
	KTEST_EXPECT_EQ(test, run_line("ps -q", out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "usage: ps"));
}

static int spin(void *unused)
{
	mdelay(2);
	cond_resched();
	return 0;
}

/* The @n-th word (from 0) of the line that starts at @line. */
static const char *nth_word(const char *line, int n)
{
	while (*line == ' ')
		line++;
	while (n-- > 0) {
		while (*line && *line != ' ' && *line != '\n')
			line++;
		while (*line == ' ')
			line++;
	}
	return line;
}

/*
 * top -b: a thread that never sleeps comes first, with most of a CPU;
 * without -b, or with a bad count, a usage line.
 */
static void top_shows_a_busy_thread(struct ktest *test)
{
	static char out[8192];
	const char *table, *row;
	struct task_struct *k;
	unsigned long share;

	KTEST_EXPECT_EQ(test, run_line("top", out, sizeof(out)), -EINVAL);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "usage: top"));
	KTEST_EXPECT_EQ(test, run_line("top -b -n 0", out, sizeof(out)),
			-EINVAL);
	KTEST_EXPECT_EQ(test, run_line("top -b -d", out, sizeof(out)), -EINVAL);
	k = kthread_run(spin, NULL, "topspin");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_EQ(test, run_line("top -b -n 1 -d 1", out, sizeof(out)),
			0);
	kthread_stop(k);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "top - up "));
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "Tasks: "));
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "%Cpu(s):  0.0 us, "));
	table = strstr(out, "  PID USER      PR  NI S  %CPU     TIME+  P COMMAND\n");
	KTEST_ASSERT_NOT_NULL(test, table);
	row = strchr(table, '\n') + 1;
	KTEST_EXPECT_EQ(test, strncmp(nth_word(row, 8), "topspin\n", 8), 0);
	share = simple_strtoul(nth_word(row, 5), NULL, 10);
	ktest_printk(test, "topspin's %%CPU: %lu", share);
	KTEST_EXPECT_GE(test, share, 50);
	KTEST_EXPECT_LE(test, share, 100);
}

/* Bad arguments get a usage line or a message, never silence. */
static void bad_arguments_get_a_message(struct ktest *test)
{
	static const struct {
		const char *line, *says;
		int ret;
	} cases[] = {
		{ "uptime x", "usage: uptime", -EINVAL },
		{ "help a b", "usage: help", -EINVAL },
		{ "help nope", "no command \"nope\"", -ENOENT },
		{ "help top", "top -b", 0 },
		{ "kill -FOO 1", "unknown signal: FOO", -EINVAL },
		{ "kill 1 2", "usage: kill", -EINVAL },
		{ "kill -l", "15) SIGTERM", 0 },
		{ "kill -32 1", "unknown signal: 32", -EINVAL },
		{ "kill -0 99999", "(99999) - No such process", -ESRCH },
		{ "cat", "usage: cat", -EINVAL },
		{ "sleep x", "usage: sleep", -EINVAL },
		{ "dmesg -n", "usage: dmesg", -EINVAL },
		{ "kthread stop x", "usage: kthread", -EINVAL },
		{ "reboot now", "usage: reboot", -EINVAL },
		{ "poweroff now", "usage: poweroff", -EINVAL },
	};
	static char out[2048];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		int ret = run_line(cases[i].line, out, sizeof(out));

		if (ret != cases[i].ret || !strstr(out, cases[i].says))
			ktest_printk(test, "\"%s\" returned %d and said: %s",
				     cases[i].line, ret, out);
		KTEST_EXPECT_EQ(test, ret, cases[i].ret);
		KTEST_EXPECT_NOT_NULL(test, strstr(out, cases[i].says));
	}
	/* Signal 0 only asks whether the PID is there, silently. */
	KTEST_EXPECT_EQ(test, run_line("kill -0 1", out, sizeof(out)), 0);
	KTEST_EXPECT_STREQ(test, out, "");
}

static struct ktest_case kshell_cases[] = {
	KTEST_CASE(redirect_without_file_is_refused),
	KTEST_CASE(words_after_the_file_are_refused),
	KTEST_CASE(append_is_a_write),
	KTEST_CASE(too_many_words_are_refused),
	KTEST_CASE(long_value_is_not_cut),
	KTEST_CASE(leading_zero_names_no_cpu),
	KTEST_CASE(free_shows_memory_in_use),
	KTEST_CASE(ps_shows_allowed_cpus),
	KTEST_CASE(top_shows_a_busy_thread),
	KTEST_CASE(bad_arguments_get_a_message),
	{}
};

static struct ktest_suite kshell_suite = {
	.name = "kshell",
	.cases = kshell_cases,
};
ktest_register(kshell_suite);
