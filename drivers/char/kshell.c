// SPDX-License-Identifier: GPL-2.0
/*
 * The console shell: reads lines from the console tty, splits them into
 * words and runs the command the first word names.  Commands live with
 * the code they drive (KSHELL_COMMAND); this file has only the basics.
 * Its output goes to the tty, never into the kernel log.
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/printk.h>
#include <linux/tty.h>
#include <linux/signal.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/loadavg.h>
#include <linux/sysfs.h>
#include <linux/slab.h>
#include <linux/errname.h>
#include <linux/reboot.h>
#include <asm/setup.h>
#include <asm/system.h>

#define LINE_MAX	N_TTY_LINE_MAX
#define PROMPT		"kt26# "

const struct kshell_command *kshell_find_command(const char *name)
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
		tty_printf("kshell: too many words (at most %d)\n",
			   KSHELL_MAX_ARGS);
		return argc;
	}
	if (argc == 0)
		return 0;
	c = kshell_find_command(argv[0]);
	if (!c) {
		tty_printf("kshell: %s: command not found (try \"help\")\n",
			   argv[0]);
		return -ENOENT;
	}
	return c->fn(argc, argv);
}

static bool is_first_word(const char *line, const char *word)
{
	while (line < word && *line == ' ')
		line++;
	return line == word;
}

struct path_offer {
	const char *word;
	void (*offer)(void *arg, const char *cand);
	void *arg;
};

/* A file under the word: offer it, or the directory the word is in. */
static void offer_path(const char *path, void *arg)
{
	struct path_offer *po = arg;
	size_t have = strlen(po->word);
	char cand[SYSFS_PATH_MAX];
	const char *slash;

	if (strncmp(path, po->word, have))
		return;
	strlcpy(cand, path, sizeof(cand));
	slash = strchr(path + have, '/');
	if (slash)
		cand[slash - path + 1] = '\0';
	po->offer(po->arg, cand);
}

/* Tab: command names in the first word, /sys and /proc paths after it. */
static void kshell_complete(const char *line, const char *word,
			    void (*offer)(void *arg, const char *cand),
			    void *arg)
{
	const struct kshell_command *c;
	struct path_offer po = { word, offer, arg };

	if (is_first_word(line, word)) {
		for (c = __kshell_cmds_start; c < __kshell_cmds_end; c++)
			if (strncmp(c->name, word, strlen(word)) == 0)
				offer(arg, c->name);
		return;
	}
	if (word[0] == '/')
		sysfs_walk_files(offer_path, &po);
}

static struct n_tty console_tty;

/*
 * Read one line into the tty's buffer.  Ctrl-C gives a new prompt; a
 * line too long is refused: running what did fit could do something
 * else than what was typed (a cut "echo 1 > FILE").
 */
static void read_line(struct n_tty *tty)
{
	enum n_tty_result r;
	int c;

	n_tty_start(tty);
	tty_set_reading(true);
	for (;;) {
		c = serial_read();
		if (c < 0) {
			flush_signals(current);
			continue;
		}
		r = n_tty_receive(tty, c);
		if (r == N_TTY_LINE)
			break;
		if (r == N_TTY_TOO_LONG)
			tty_printf("kshell: line too long (at most %d characters), ignored\n",
				   N_TTY_LINE_MAX - 1);
		if (r != N_TTY_MORE)
			n_tty_start(tty);
	}
	tty_set_reading(false);
}

__noreturn void kshell_run(void)
{
	struct n_tty *tty = &console_tty;

	n_tty_init(tty, PROMPT, kshell_complete);
	/* Ctrl-C while a command runs comes as SIGINT: see tty_io.c. */
	allow_signal(SIGINT);
	tty_set_foreground(current);
	for (;;) {
		read_line(tty);
		kshell_run_line(tty->buf);
		flush_signals(current);
	}
}

static int cmd_help(int argc, char **argv)
{
	const struct kshell_command *c;

	/* help CMD: that command's line alone. */
	if (argc == 2) {
		for (c = __kshell_cmds_start; c < __kshell_cmds_end; c++)
			if (!strcmp(c->name, argv[1])) {
				tty_printf("%-12s %s\n", c->name, c->help);
				return 0;
			}
		tty_printf("help: no command \"%s\" (help lists them)\n",
			   argv[1]);
		return -ENOENT;
	}
	if (argc > 2) {
		tty_printf("usage: help [COMMAND]\n");
		return -EINVAL;
	}
	for (c = __kshell_cmds_start; c < __kshell_cmds_end; c++)
		tty_printf("%-12s %s\n", c->name, c->help);
	return 0;
}
KSHELL_COMMAND(cmd_help, "help", "help [COMMAND]: list the commands, or say what one does");

static int cmd_reboot(int argc, char **argv)
{
	if (argc != 1) {
		tty_printf("usage: reboot\n");
		return -EINVAL;
	}
	kernel_restart();
}
KSHELL_COMMAND(cmd_reboot, "reboot", "run module_exit code and restart");

/* A command like any other, so that scripts and && can power off too. */
static int cmd_poweroff(int argc, char **argv)
{
	if (argc != 1) {
		tty_printf("usage: poweroff\n");
		return -EINVAL;
	}
	kernel_power_off(POWEROFF_OK);
}
KSHELL_COMMAND(cmd_poweroff, "poweroff", "run module_exit code and power off");

/*
 * Split off a "> FILE" (or ">FILE") redirection; ">>" is the same, as an
 * append is to a sysfs attribute on Linux.  On return *argc counts
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
		if (argv[i][1] == '>')
			argv[i]++;
		if (argv[i][1])
			*file = argv[i] + 1;
		else if (i + 1 < words)
			*file = argv[++i];
		else
			break;
		if (i + 1 == words)
			return 0;
		tty_printf("%s: syntax error: words after the file of >\n",
			   argv[0]);
		return -EINVAL;
	}
	if (*argc == words)
		return 0;
	tty_printf("%s: syntax error: no file after >\n", argv[0]);
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
		tty_printf("%s\n", value);
		return 0;
	}
	ret = sysfs_write(file, value);
	if (ret)
		tty_printf("echo: %s: write error: %s\n", file,
			   errno_message(ret));
	return ret;
}
KSHELL_COMMAND(cmd_echo, "echo", "print the arguments, or echo VALUE > /sys/FILE");

static int cmd_cat(int argc, char **argv)
{
	char *buf;
	int i;
	ssize_t len;

	if (argc < 2) {
		tty_printf("usage: cat FILE...\n");
		return -EINVAL;
	}
	for (i = 1; i < argc; i++) {
		len = sysfs_read_alloc(argv[i], &buf);
		if (len < 0) {
			tty_printf("cat: %s: %s\n", argv[i],
				   errno_message(len));
			return len;
		}
		tty_write(buf, len);
		kfree(buf);
	}
	return 0;
}
KSHELL_COMMAND(cmd_cat, "cat", "cat FILE...: print /sys and /proc files (e.g. /proc/1/status)");

/* Whether the @len bytes at @line hold @pattern. */
static bool line_has(const char *line, size_t len, const char *pattern)
{
	size_t n = strlen(pattern), i;

	for (i = 0; i + n <= len; i++)
		if (!memcmp(line + i, pattern, n))
			return true;
	return false;
}

/* Each line of @text that has @pattern (or has not, with -v). */
static int grep_text(const char *text, const char *pattern, bool invert,
		     bool quiet)
{
	const char *line, *end;
	int hits = 0;
	size_t len;

	for (line = text; *line; line = *end ? end + 1 : end) {
		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		len = end - line;
		if (line_has(line, len, pattern) == invert)
			continue;
		hits++;
		if (!quiet)
			tty_printf("%.*s\n", (int)len, line);
	}
	return hits;
}

/* grep [-q] [-v] STRING FILE...: fixed strings only; status as grep's. */
static int cmd_grep(int argc, char **argv)
{
	bool quiet = false, invert = false;
	const char *pattern;
	int i, hits = 0;
	ssize_t len;
	char *buf;

	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "-q"))
			quiet = true;
		else if (!strcmp(argv[i], "-v"))
			invert = true;
		else
			break;
	}
	if (argc - i < 2 || (argv[i][0] == '-' && argv[i][1])) {
		tty_printf("usage: grep [-q] [-v] STRING FILE...\n");
		return 2;
	}
	pattern = argv[i++];
	for (; i < argc; i++) {
		len = sysfs_read_alloc(argv[i], &buf);
		if (len < 0) {
			tty_printf("grep: %s: %s\n", argv[i],
				   errno_message(len));
			return 2;
		}
		hits += grep_text(buf, pattern, invert, quiet);
		kfree(buf);
	}
	return hits ? 0 : 1;
}
KSHELL_COMMAND(cmd_grep, "grep",
	       "grep [-q] [-v] STRING FILE...: the lines of /sys and /proc files that have STRING (status 1: none)");

#define LS_MAX		1024	/* /proc of a thousand tasks */
#define LS_NAME_MAX	32

struct ls_dir {
	char prefix[SYSFS_PATH_MAX];	/* the directory, with its '/' */
	bool is_file;			/* what was asked is a file */
	unsigned int n;
	char names[LS_MAX][LS_NAME_MAX];
};

/* Each entry of the directory once, in the order the files come. */
static void ls_one(const char *path, void *arg)
{
	struct ls_dir *d = arg;
	size_t plen = strlen(d->prefix), len;
	const char *name = path + plen, *slash;
	char entry[LS_NAME_MAX];
	unsigned int i;

	if (strncmp(path, d->prefix, plen - 1))
		return;
	if (!path[plen - 1]) {
		d->is_file = true;
		return;
	}
	if (path[plen - 1] != '/')
		return;
	slash = strchr(name, '/');
	len = min_t(size_t, slash ? (size_t)(slash - name) : strlen(name),
		    LS_NAME_MAX - 1);
	strlcpy(entry, name, len + 1);
	/* Kept sorted, as ls sorts, and each name once. */
	for (i = 0; i < d->n && strcmp(d->names[i], entry) < 0; i++)
		;
	if ((i < d->n && strcmp(d->names[i], entry) == 0) || d->n == LS_MAX)
		return;
	memmove(d->names[i + 1], d->names[i], (d->n - i) * LS_NAME_MAX);
	strcpy(d->names[i], entry);
	d->n++;
}

static int cmd_ls(int argc, char **argv)
{
	static struct ls_dir d;		/* the shell is one task */
	const char *dir = argc > 1 ? argv[1] : "/";
	size_t len = strlen(dir);
	unsigned int i;

	if (argc > 2) {
		tty_printf("usage: ls [DIR]\n");
		return -EINVAL;
	}
	while (len > 1 && dir[len - 1] == '/')
		len--;
	if (len + 2 > sizeof(d.prefix)) {
		tty_printf("ls: %s: File name too long\n", dir);
		return -ENAMETOOLONG;
	}
	memset(&d, 0, sizeof(d));
	memcpy(d.prefix, dir, len);
	/* "/" is the one directory whose name already ends in '/'. */
	if (len > 1 || dir[0] != '/')
		d.prefix[len] = '/';
	sysfs_walk_files(ls_one, &d);
	if (d.is_file) {
		tty_printf("%s\n", dir);
		return 0;
	}
	if (!d.n) {
		tty_printf("ls: cannot access '%s': No such file or directory\n",
			   dir);
		return -ENOENT;
	}
	for (i = 0; i < d.n; i++)
		tty_printf("%s\n", d.names[i]);
	return 0;
}
KSHELL_COMMAND(cmd_ls, "ls", "ls [DIR]: list a directory of /sys or /proc");

static int dmesg_usage(void)
{
	tty_printf("usage: dmesg [-c | -C | -n LEVEL]\n");
	return -EINVAL;
}

static int cmd_dmesg(int argc, char **argv)
{
	static char buf[64 * 1024];
	int level;

	if (argc == 3 && strcmp(argv[1], "-n") == 0) {
		if (kstrtoint(argv[2], 10, &level) || level < 1 || level > 8)
			return dmesg_usage();
		console_loglevel = level;
		return 0;
	}
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "-c") &&
			 strcmp(argv[1], "-C")))
		return dmesg_usage();
	if (argc == 1 || strcmp(argv[1], "-C"))
		tty_write(buf, log_buf_copy(buf, sizeof(buf)));
	if (argc == 2)
		log_buf_clear();
	return 0;
}
KSHELL_COMMAND(cmd_dmesg, "dmesg",
	       "dmesg [-c|-C|-n LEVEL]: the kernel log (-c: then clear it, -C: clear only, -n: console level)");

static int cmd_sleep(int argc, char **argv)
{
	int secs;

	if (argc != 2 || kstrtoint(argv[1], 10, &secs) || secs < 0 ||
	    secs > 86400) {
		tty_printf("usage: sleep SECONDS\n");
		return -EINVAL;
	}
	/* Ctrl-C ends it: the shell takes SIGINT while a command runs. */
	if (msleep_interruptible(secs * 1000))
		return -EINTR;
	return 0;
}
KSHELL_COMMAND(cmd_sleep, "sleep", "sleep SECONDS (Ctrl-C ends it)");

static int cmd_uptime(int argc, char **argv)
{
	unsigned long j = jiffies;

	if (argc != 1) {
		tty_printf("usage: uptime\n");
		return -EINVAL;
	}
	tty_printf("up %lu.%02lu s (%lu jiffies, HZ=%d),  load average: %lu.%02lu, %lu.%02lu, %lu.%02lu\n",
		   j / HZ, (j % HZ) * 100 / HZ, j, HZ,
		   LOAD_INT(avenrun[0]), LOAD_FRAC(avenrun[0]),
		   LOAD_INT(avenrun[1]), LOAD_FRAC(avenrun[1]),
		   LOAD_INT(avenrun[2]), LOAD_FRAC(avenrun[2]));
	return 0;
}
KSHELL_COMMAND(cmd_uptime, "uptime", "time since boot, and the load averages over 1, 5 and 15 minutes");
