// SPDX-License-Identifier: GPL-2.0
/*
 * The console shell: reads lines from COM1, splits them into words and
 * runs the command the first word names.  Commands live with the code
 * they drive (KSHELL_COMMAND); this file has only the basics.
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/printk.h>
#include <linux/jiffies.h>
#include <linux/sysfs.h>
#include <linux/errname.h>
#include <asm/setup.h>
#include <asm/system.h>

#define LINE_MAX	256
#define PROMPT		"kt26# "

extern const struct kshell_command __kshell_cmds_start[], __kshell_cmds_end[];

static const struct kshell_command *find_command(const char *name)
{
	const struct kshell_command *c;

	for (c = __kshell_cmds_start; c < __kshell_cmds_end; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

static int split_words(char *line, char **argv)
{
	int argc = 0;
	char *word;

	while ((word = strsep(&line, " \t")) != NULL) {
		if (!*word)
			continue;
		if (argc == KSHELL_MAX_ARGS)
			return -E2BIG;
		argv[argc++] = word;
	}
	argv[argc] = NULL;	/* as a C main()'s argv */
	return argc;
}

int kshell_execute(char *line)
{
	char *argv[KSHELL_MAX_ARGS + 1];
	const struct kshell_command *c;
	int argc = split_words(line, argv);

	if (argc < 0) {
		printk_raw("kshell: too many words (at most %d)\n",
			   KSHELL_MAX_ARGS);
		return argc;
	}
	if (argc == 0)
		return 0;
	c = find_command(argv[0]);
	if (!c) {
		printk_raw("kshell: %s: command not found (try \"help\")\n",
			   argv[0]);
		return -ENOENT;
	}
	return c->fn(argc, argv);
}

static char read_char(void)
{
	int c;

	while ((c = serial_read()) < 0)
		flush_signals(current);
	return c;
}

/*
 * A line with backspace editing; control characters are dropped.
 * Returns false if the line did not fit: running what did fit could
 * do something else than what was typed (a cut "echo 1 > FILE").
 */
static bool read_line(char *buf, size_t size)
{
	size_t n = 0;
	bool fits = true;

	for (;;) {
		char c = read_char();

		if (c == '\r' || c == '\n') {
			printk_raw("\n");
			break;
		}
		if ((c == 0x7f || c == '\b') && n) {
			n--;
			printk_raw("\b \b");
		} else if (c < ' ' || c >= 0x7f) {
			continue;
		} else if (n + 1 < size) {
			buf[n++] = c;
			printk_raw("%c", c);
		} else {
			fits = false;
		}
	}
	buf[n] = '\0';
	return fits;
}

void kshell_run(void)
{
	char line[LINE_MAX];

	for (;;) {
		printk_raw(PROMPT);
		if (!read_line(line, sizeof(line))) {
			printk_raw("kshell: line too long (at most %d characters), ignored\n",
				   LINE_MAX - 1);
			continue;
		}
		if (strcmp(strim(line), "poweroff") == 0)
			return;
		kshell_execute(line);
	}
}

static int cmd_help(int argc, char **argv)
{
	const struct kshell_command *c;

	printk_raw("poweroff     run module_exit code and power off\n");
	for (c = __kshell_cmds_start; c < __kshell_cmds_end; c++)
		printk_raw("%-12s %s\n", c->name, c->help);
	return 0;
}
KSHELL_COMMAND(cmd_help, "help", "list the commands");

/*
 * Split off a "> FILE" (or ">FILE") redirection.  On return *argc counts
 * only the words before it and *file is its target, or NULL if there is
 * none.  Return: 0, or -EINVAL (with a message) for a ">" with no file
 * after it or with more words after the file: running a command that
 * is not what was typed is worse than refusing it.
 */
static int redirection(int *argc, char **argv, const char **file)
{
	int i, words = *argc;

	*file = NULL;
	for (i = 1; i < words; i++) {
		if (argv[i][0] != '>')
			continue;
		*argc = i;
		if (argv[i][1])
			*file = argv[i] + 1;
		else if (i + 1 < words)
			*file = argv[++i];
		else
			break;
		if (i + 1 == words)
			return 0;
		printk_raw("%s: syntax error: words after the file of >\n",
			   argv[0]);
		return -EINVAL;
	}
	if (*argc == words)
		return 0;
	printk_raw("%s: syntax error: no file after >\n", argv[0]);
	return -EINVAL;
}

static int cmd_echo(int argc, char **argv)
{
	const char *file;
	/* A line's words fit whole: a value is never cut to fit. */
	char value[LINE_MAX];
	int i, n = 0, words = argc, ret;

	ret = redirection(&words, argv, &file);
	if (ret)
		return ret;
	value[0] = '\0';
	for (i = 1; i < words; i++)
		n += scnprintf(value + n, sizeof(value) - n, "%s%s", argv[i],
			       i + 1 < words ? " " : "");
	if (!file) {
		printk_raw("%s\n", value);
		return 0;
	}
	ret = sysfs_write(file, value);
	if (ret)
		printk_raw("echo: %s: write error: %s\n", file,
			   errno_message(ret));
	return ret;
}
KSHELL_COMMAND(cmd_echo, "echo", "print the arguments, or echo VALUE > /sys/FILE");

static int cmd_cat(int argc, char **argv)
{
	char buf[256];
	int i;
	ssize_t len;

	for (i = 1; i < argc; i++) {
		len = sysfs_read(argv[i], buf, sizeof(buf));
		if (len < 0) {
			printk_raw("cat: %s: %s\n", argv[i],
				   errno_message(len));
			return len;
		}
		printk_raw("%s", buf);
	}
	return 0;
}
KSHELL_COMMAND(cmd_cat, "cat", "print /sys files (e.g. /sys/devices/system/cpu/online)");

static int cmd_dmesg(int argc, char **argv)
{
	static char buf[64 * 1024];
	size_t n = log_buf_copy(buf, sizeof(buf));
	size_t i;

	/* Not through printk: that would append the log to itself. */
	for (i = 0; i < n; i++)
		serial_putc(buf[i]);
	return 0;
}
KSHELL_COMMAND(cmd_dmesg, "dmesg", "print the kernel log");

static int cmd_uptime(int argc, char **argv)
{
	unsigned long j = jiffies;

	printk_raw("up %lu.%02lu s (%lu jiffies, HZ=%d)\n", j / HZ,
		   (j % HZ) * 100 / HZ, j, HZ);
	return 0;
}
KSHELL_COMMAND(cmd_uptime, "uptime", "time since boot");
