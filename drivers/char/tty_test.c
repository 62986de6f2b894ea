// SPDX-License-Identifier: GPL-2.0
/*
 * The console tty: the line discipline fed byte strings as a terminal
 * sends them, with its echo captured; kernel messages against an open
 * shell line, byte for byte through a tap on COM1; and the shell's
 * output kept out of the kernel log.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/tty.h>
#include <linux/serial.h>
#include <linux/printk.h>
#include <linux/kshell.h>
#include <linux/string.h>

static struct n_tty tty;
static char echo[4096];

/* Feed @s and return what the last byte did; the echo is in echo[]. */
static enum n_tty_result feed_n(const char *s, size_t n)
{
	enum n_tty_result r = N_TTY_MORE;
	size_t i;

	if (tty_capture_begin(echo, sizeof(echo)))
		return -1;
	for (i = 0; i < n; i++)
		r = n_tty_receive(&tty, (unsigned char)s[i]);
	tty_capture_end();
	return r;
}

static enum n_tty_result feed(const char *s)
{
	return feed_n(s, strlen(s));
}

/* A new line at the prompt, its echo thrown away. */
static void start(void)
{
	if (!tty_capture_begin(echo, sizeof(echo))) {
		n_tty_start(&tty);
		tty_capture_end();
	}
}

static const char * const words[] = {
	"cat", "cpu", "echo", "/sys/a/one", "/sys/a/two", "/sys/b/",
};

static void fake_complete(const char *line, const char *word,
			  void (*offer)(void *arg, const char *cand),
			  void *arg)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (strncmp(words[i], word, strlen(word)) == 0)
			offer(arg, words[i]);
}

static int tty_test_init(struct ktest *test)
{
	n_tty_init(&tty, "p> ", fake_complete);
	start();
	return 0;
}

/* "sleep^Cps^Uuptime" once ran as "sleeppsuptime". */
static void ctrl_c_cancels_and_ctrl_u_kills(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, feed("sleep\x03"), N_TTY_CANCEL);
	KTEST_EXPECT_STREQ(test, tty.buf, "");
	KTEST_EXPECT_NOT_NULL(test, strstr(echo, "sleep^C\n"));
	start();
	KTEST_EXPECT_EQ(test, feed("ps\x15uptime\r"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "uptime");
	/* Ctrl-U's echo takes the two letters back off the screen. */
	KTEST_EXPECT_NOT_NULL(test, strstr(echo, "ps\b \b\b \buptime\n"));
}

static void backspace_and_del_erase(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, feed("ecoh\x7f\x7fhx\bo hi\r"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "echo hi");
	start();
	/* Nothing to erase: nothing happens, nothing is echoed. */
	KTEST_EXPECT_EQ(test, feed("\x7f\b"), N_TTY_MORE);
	KTEST_EXPECT_STREQ(test, echo, "");
}

static void ctrl_w_erases_a_word(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, feed("echo one two  \x17three\r"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "echo one three");
	start();
	KTEST_EXPECT_EQ(test, feed("word\x17\x17\r"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "");
}

/* Left arrow, Ctrl-Right, F1, Ctrl-A, Ctrl-B, and bytes above 0x7f. */
static void unknown_controls_are_dropped(struct ktest *test)
{
	size_t i;

	KTEST_EXPECT_EQ(test, feed("a\x1b[Db\x1b[1;5Cc\x1bOPd\x01\x02\x80\xff"
				   "e\x1b" "f\r"), N_TTY_LINE);
	/* ESC f is one (unknown) sequence: the f goes with it. */
	KTEST_EXPECT_STREQ(test, tty.buf, "abcde");
	for (i = 0; echo[i]; i++)
		KTEST_EXPECT_TRUE(test, echo[i] >= ' ' || echo[i] == '\n');
}

static void arrows_walk_the_history(struct ktest *test)
{
	char line[16];
	int i;

	for (i = 0; i < 40; i++) {
		scnprintf(line, sizeof(line), "cmd %d\r", i);
		KTEST_EXPECT_EQ(test, feed(line), N_TTY_LINE);
		start();
	}
	feed("typed");
	KTEST_EXPECT_EQ(test, feed("\x1b[A"), N_TTY_MORE);
	KTEST_EXPECT_STREQ(test, tty.buf, "cmd 39");
	for (i = 1; i < N_TTY_HISTORY; i++)
		feed("\x1b[A");
	KTEST_EXPECT_STREQ(test, tty.buf, "cmd 8");
	feed("\x1bOA");		/* SS3 form; the oldest kept stays */
	KTEST_EXPECT_STREQ(test, tty.buf, "cmd 8");
	feed("\x1b[B\x1bOB");
	KTEST_EXPECT_STREQ(test, tty.buf, "cmd 10");
	for (i = 0; i < N_TTY_HISTORY; i++)
		feed("\x1b[B");
	/* Back down past the newest: the line that was being typed. */
	KTEST_EXPECT_STREQ(test, tty.buf, "typed");
	feed("\x15");
	/* The same line twice is kept once. */
	feed("dup\r");
	start();
	feed("dup\r");
	start();
	feed("\x1b[A\x1b[A");
	KTEST_EXPECT_STREQ(test, tty.buf, "cmd 39");
}

/* A terminal that sends CR LF ends one line, not two. */
static void crlf_ends_one_line(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, feed("a\r"), N_TTY_LINE);
	start();
	KTEST_EXPECT_EQ(test, feed("\nb"), N_TTY_MORE);
	KTEST_EXPECT_EQ(test, feed("\n"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "b");
	start();
	KTEST_EXPECT_EQ(test, feed("\n"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "");
}

static void overlong_line_is_refused(struct ktest *test)
{
	char line[N_TTY_LINE_MAX + 10];

	memset(line, 'x', sizeof(line));
	KTEST_EXPECT_EQ(test, feed_n(line, sizeof(line)), N_TTY_MORE);
	KTEST_EXPECT_EQ(test, feed("\r"), N_TTY_TOO_LONG);
	start();
	/* Ctrl-U forgets it: the next line is taken. */
	feed_n(line, sizeof(line));
	KTEST_EXPECT_EQ(test, feed("\x15ok\r"), N_TTY_LINE);
	KTEST_EXPECT_STREQ(test, tty.buf, "ok");
}

/* Type @s on a fresh line, then Tab; echo[] holds Tab's echo alone. */
static void tab_after(const char *s)
{
	feed("\x15");
	feed(s);
	feed("\t");
}

static void tab_completes(struct ktest *test)
{
	tab_after("ec");
	KTEST_EXPECT_STREQ(test, tty.buf, "echo ");
	/* Ambiguous and nothing to add: the choices, then the line again. */
	tab_after("c");
	KTEST_EXPECT_STREQ(test, tty.buf, "c");
	KTEST_EXPECT_STREQ(test, echo, "\ncat  cpu  \np> c");
	tab_after("cat /sys/a/o");
	KTEST_EXPECT_STREQ(test, tty.buf, "cat /sys/a/one ");
	/* A directory gets no space after it: its files come next. */
	tab_after("cat /sys/b");
	KTEST_EXPECT_STREQ(test, tty.buf, "cat /sys/b/");
	tab_after("cat /sys/");
	KTEST_EXPECT_STREQ(test, tty.buf, "cat /sys/");
	KTEST_EXPECT_STREQ(test, echo,
			   "\n/sys/a/one  /sys/a/two  /sys/b/  \np> cat /sys/");
	/* Partly shared: extended to what they share, no list. */
	tab_after("cat /sys/a/");
	KTEST_EXPECT_STREQ(test, tty.buf, "cat /sys/a/");
	tab_after("zz");
	KTEST_EXPECT_STREQ(test, tty.buf, "zz");
	KTEST_EXPECT_STREQ(test, echo, "");
}

static void ctrl_l_draws_the_line_again(struct ktest *test)
{
	feed("ab\x0c");
	KTEST_EXPECT_STREQ(test, tty.buf, "ab");
	KTEST_EXPECT_STREQ(test, echo, "ab\033[H\033[2Jp> ab");
}

/*
 * A kernel message while the shell's line is open ends that line,
 * prints whole with its timestamp, and the line is drawn again.
 */
static void kernel_line_breaks_and_redraws_the_tty_line(struct ktest *test)
{
	static char tap[1024];
	const char *p;

	serial_tap_begin(tap, sizeof(tap));
	tty_write("p> ec", 5);
	printk(KERN_INFO "tty_test: a kernel line\n");
	tty_write("ho\n", 3);
	serial_tap_end();
	p = strstr(tap, "p> ec\r\n[");
	KTEST_ASSERT_NOT_NULL(test, p);
	p = strstr(p, "] tty_test: a kernel line\r\np> echo\r\n");
	KTEST_EXPECT_NOT_NULL(test, p);
}

/*
 * A burst of kernel lines (an oops, a backtrace) is not cut by the
 * line after each of them: it is drawn again once, when the kernel has
 * been quiet a few ticks, without the tty writing anything.
 */
static void kernel_burst_gets_one_redraw_after_it(struct ktest *test)
{
	static char tap[1024], quiet[1024];
	int i;

	serial_tap_begin(tap, sizeof(tap));
	tty_write("p> ec", 5);
	for (i = 0; i < 4; i++)
		printk(KERN_INFO "tty_test: burst line %d\n", i);
	msleep(100);
	/* What the console shows before the tty writes again. */
	strlcpy(quiet, tap, sizeof(quiet));
	tty_write("\n", 1);
	serial_tap_end();
	KTEST_EXPECT_EQ(test, ktest_count_str(quiet, "p> ec"), 2);
	KTEST_EXPECT_NOT_NULL(test, strstr(quiet, "] tty_test: burst line 3\r\np> ec"));
	/* And the tty's own write did not draw it a third time. */
	KTEST_EXPECT_EQ(test, ktest_count_str(tap, "p> ec"), 2);
}

/* And a tty write after an unfinished kernel line starts a new line. */
/*
 * Each tap test leaves the tty's line closed: what it wrote went to the
 * tap, and the console beyond is still at the start of a line.
 */
static void tty_write_ends_an_open_kernel_line(struct ktest *test)
{
	static char tap[1024];

	serial_tap_begin(tap, sizeof(tap));
	printk(KERN_INFO "tty_test: half");
	tty_write("p> ", 3);
	printk(KERN_INFO "tty_test: next\n");
	/* Closed again, as the console beyond the tap is. */
	tty_write("\n", 1);
	serial_tap_end();
	KTEST_EXPECT_NOT_NULL(test, strstr(tap, "tty_test: half\r\np> \r\n["));
	/* The next message is a line of its own, with no raw "<6>". */
	KTEST_EXPECT_NOT_NULL(test, strstr(tap, "] tty_test: next\r\np> "));
	KTEST_EXPECT_NULL(test, strstr(tap, "<6>"));
}

/* What the shell prints is on the console, and never in the log. */
static void shell_output_is_not_logged(struct ktest *test)
{
	static char tap[1024], log[1024];
	char line[] = "echo tty_test_marker";
	unsigned long mark = log_buf_mark();

	serial_tap_begin(tap, sizeof(tap));
	kshell_execute(line);
	serial_tap_end();
	KTEST_EXPECT_NOT_NULL(test, strstr(tap, "tty_test_marker\r\n"));
	log_buf_copy_since(mark, log, sizeof(log));
	KTEST_EXPECT_NULL(test, strstr(log, "tty_test_marker"));
}

/*
 * An NMI backtrace (Ctrl-\\) that lands on a CPU in the middle of a
 * printk or tty write prints from inside the lock's holder.  Here the
 * same nesting, without the NMI: it must print, not wait for itself.
 * Before the fix the console hung at random under a burst of input.
 */
static void printk_inside_the_console_lock_does_not_hang(struct ktest *test)
{
	unsigned long mark = log_buf_mark(), flags;
	char buf[256];
	bool locked;

	flags = console_out_lock(&locked);
	KTEST_EXPECT_TRUE(test, locked);
	printk(KERN_INFO "tty_test: printed from inside the console lock\n");
	console_out_unlock(flags, locked);
	log_buf_copy_since(mark, buf, sizeof(buf));
	KTEST_EXPECT_NOT_NULL(test, strstr(buf, "from inside the console lock"));
}

static struct ktest_case tty_cases[] = {
	KTEST_CASE(ctrl_c_cancels_and_ctrl_u_kills),
	KTEST_CASE(backspace_and_del_erase),
	KTEST_CASE(ctrl_w_erases_a_word),
	KTEST_CASE(unknown_controls_are_dropped),
	KTEST_CASE(arrows_walk_the_history),
	KTEST_CASE(crlf_ends_one_line),
	KTEST_CASE(overlong_line_is_refused),
	KTEST_CASE(tab_completes),
	KTEST_CASE(ctrl_l_draws_the_line_again),
	KTEST_CASE(kernel_line_breaks_and_redraws_the_tty_line),
	KTEST_CASE(kernel_burst_gets_one_redraw_after_it),
	KTEST_CASE(tty_write_ends_an_open_kernel_line),
	KTEST_CASE(shell_output_is_not_logged),
	KTEST_CASE(printk_inside_the_console_lock_does_not_hang),
	{}
};

static struct ktest_suite tty_suite = {
	.name = "tty",
	.init = tty_test_init,
	.cases = tty_cases,
};
ktest_register(tty_suite);
