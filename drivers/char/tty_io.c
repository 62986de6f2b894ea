// SPDX-License-Identifier: GPL-2.0
/*
 * The console tty's output: straight to COM1, beside printk and never
 * through it.  See <linux/tty.h>.
 *
 * The tty remembers the line it has open (the text after its last
 * newline, as shown), so that a kernel message can end it, print whole
 * and draw it again.  All of this is under the console lock that printk
 * writes under, so the two never interleave within a line.
 */
#include <linux/kernel.h>
#include <linux/tty.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/printk.h>
#include <linux/signal.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/jiffies.h>

static char shown[N_TTY_LINE_MAX + 64];	/* the open line, prompt and all */
static size_t shown_len;
static bool shown_cut;		/* a kernel line ended it; draw it again */
static unsigned long cut_last;	/* jiffies at the last kernel line since */

/*
 * The kernel quiet this long, the cut line is drawn again: an oops or a
 * backtrace is one burst of lines, not a prompt after each.
 */
#define REDRAW_QUIET	msecs_to_jiffies(20)

static struct task_struct *capture_task;
static char *capture_buf;
static size_t capture_size, capture_len;

static struct task_struct *foreground;
static bool fg_reading;

/* Keep @c in the open line as the terminal will show it. */
static void track(char c)
{
	if (c == '\n' || c == '\r') {
		shown_len = 0;
	} else if (c == '\b') {
		if (shown_len)
			shown_len--;
	} else if (shown_len < sizeof(shown)) {
		shown[shown_len++] = c;
	}
}

static void redraw(void)
{
	size_t i;

	for (i = 0; i < shown_len; i++)
		serial_putc(shown[i]);
	shown_cut = false;
}

void tty_kernel_line_begin(void)
{
	if (shown_len && !shown_cut) {
		serial_putc('\n');
		shown_cut = true;
	}
}

void tty_kernel_line_end(void)
{
	if (shown_cut)
		WRITE_ONCE(cut_last, jiffies);
}

void tty_tick(void)
{
	unsigned long flags;
	bool locked;

	/* Unlocked first: this is every tick. */
	if (!READ_ONCE(shown_cut) || console_kernel_line_open() ||
	    time_before(jiffies, READ_ONCE(cut_last) + REDRAW_QUIET))
		return;
	flags = console_out_lock(&locked);
	/* A kernel line half written: the next tick, or the tty's write. */
	if (locked && shown_cut && !console_kernel_line_open())
		redraw();
	console_out_unlock(flags, locked);
}

static bool capture(const char *s, size_t n)
{
	size_t room;

	if (capture_task != current)
		return false;
	room = capture_size - 1 - capture_len;
	if (n > room)
		n = room;
	memcpy(capture_buf + capture_len, s, n);
	capture_len += n;
	capture_buf[capture_len] = '\0';
	return true;
}

void tty_write(const char *s, size_t n)
{
	unsigned long flags;
	bool locked;
	size_t i;

	if (READ_ONCE(capture_task) == current && capture(s, n))
		return;
	flags = console_out_lock(&locked);
	/* A kernel line left open is ended, as printk ends ours. */
	if (console_break_kernel_line())
		serial_putc('\n');
	if (shown_cut)
		redraw();
	for (i = 0; i < n; i++) {
		serial_putc(s[i]);
		track(s[i]);
	}
	console_out_unlock(flags, locked);
}

int tty_vprintf(const char *fmt, va_list args)
{
	char buf[512];
	int len = vscnprintf(buf, sizeof(buf), fmt, args);

	tty_write(buf, len);
	return len;
}

int tty_printf(const char *fmt, ...)
{
	va_list args;
	int len;

	va_start(args, fmt);
	len = tty_vprintf(fmt, args);
	va_end(args);
	return len;
}

int tty_capture_begin(char *buf, size_t size)
{
	if (!size || cmpxchg(&capture_task, NULL, current) != NULL)
		return -EBUSY;
	capture_buf = buf;
	capture_size = size;
	capture_len = 0;
	buf[0] = '\0';
	return 0;
}

size_t tty_capture_end(void)
{
	size_t len = capture_len;

	if (capture_task == current)
		WRITE_ONCE(capture_task, NULL);
	return len;
}

void tty_set_foreground(struct task_struct *tsk)
{
	WRITE_ONCE(foreground, tsk);
}

void tty_set_reading(bool reading)
{
	WRITE_ONCE(fg_reading, reading);
}

bool tty_receive_intr(void)
{
	struct task_struct *tsk = READ_ONCE(foreground);

	if (!tsk || READ_ONCE(fg_reading))
		return false;
	tty_write("^C\n", 3);
	send_sig(SIGINT, tsk, 1);
	return true;
}
