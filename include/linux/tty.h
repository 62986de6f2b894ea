/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TTY_H
#define _LINUX_TTY_H

/*
 * The console tty: what the shell writes and reads, apart from the
 * kernel log.
 *
 * Output (drivers/char/tty_io.c) goes straight to COM1, not through
 * printk, so quiet, loglevel= and dmesg treat it as Linux treats a
 * shell's output: it is never filtered and never logged.  The tty and
 * printk share the console's lock, and each knows whether the other
 * left a line open.  A kernel message that comes while the tty's line
 * is open (a prompt, half a command typed) ends that line first, prints
 * whole with its timestamp, and the tty's line is drawn again under it.
 *
 * Input goes through the line discipline (drivers/char/n_tty.c), which
 * edits the line being typed as a Linux terminal in canonical mode
 * does, plus the history and Tab completion a shell adds.
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <stdarg.h>

struct task_struct;

/**
 * tty_write - write bytes to the console tty
 * @s: the bytes; '\n' goes out as "\r\n"
 * @n: how many
 */
void tty_write(const char *s, size_t n);

/**
 * tty_printf - format and write to the console tty
 * @fmt: printf-style format
 *
 * Return: the number of characters written.
 */
__printf(1, 2) int tty_printf(const char *fmt, ...);

/**
 * tty_vprintf - tty_printf() with a va_list
 * @fmt: printf-style format
 * @args: its arguments
 *
 * Return: the number of characters written.
 */
int tty_vprintf(const char *fmt, va_list args);

/**
 * tty_capture_begin - send the current task's tty output to a buffer
 * @buf: where it goes, kept NUL-terminated; what does not fit is lost
 * @size: size of @buf
 *
 * For tests: until tty_capture_end(), what this task writes to the tty
 * goes to @buf instead of the console.  One task captures at a time.
 *
 * Return: 0, or -EBUSY when another task is capturing.
 */
int tty_capture_begin(char *buf, size_t size);

/**
 * tty_capture_end - stop capturing the current task's tty output
 *
 * Return: the number of characters captured.
 */
size_t tty_capture_end(void);

/**
 * tty_kernel_line_begin - printk is about to write a line to the console
 *
 * Called by printk, with the console lock held, before the first byte of
 * a line it shows: an open tty line is ended first.
 */
void tty_kernel_line_begin(void);

/**
 * tty_kernel_line_end - printk wrote a line's last byte to the console
 *
 * Called by printk with the console lock held.  The tty's open line, if
 * printk ended it, is drawn again once the kernel has printed nothing
 * for a few ticks (tty_tick()), or before the tty writes.
 */
void tty_kernel_line_end(void);

/**
 * tty_tick - from the boot CPU's tick: draw a cut tty line again
 *
 * Once the kernel has been quiet for a few ticks since its last line,
 * the line it cut is drawn again, prompt and all.
 */
void tty_tick(void);

/**
 * tty_set_foreground - name the task that Ctrl-C interrupts
 * @tsk: the shell, or NULL
 */
void tty_set_foreground(struct task_struct *tsk);

/**
 * tty_set_reading - say whether the foreground task is reading a line
 * @reading: true while it reads
 *
 * While it reads, Ctrl-C is a byte for the line discipline (it cancels
 * the line); while a command runs, it is a SIGINT to the foreground task.
 */
void tty_set_reading(bool reading);

/**
 * tty_receive_intr - Ctrl-C arrived; called from the serial interrupt
 *
 * Return: true if it was taken as a SIGINT to the running command (the
 * byte is then not queued), false if it is input for the reader.
 */
bool tty_receive_intr(void);

/* The line discipline. */

#define N_TTY_LINE_MAX	256	/* with the NUL */
#define N_TTY_HISTORY	32	/* lines kept for the arrows */

/**
 * typedef n_tty_complete_t - offer completions for the word being typed
 * @line: the line up to the cursor, NUL-terminated
 * @word: where in @line the word to complete starts
 * @offer: call it once per candidate (the whole word); duplicates are
 *         fine; @arg goes back to it
 * @arg: for @offer
 */
typedef void (*n_tty_complete_t)(const char *line, const char *word,
				 void (*offer)(void *arg, const char *cand),
				 void *arg);

struct n_tty {
	char buf[N_TTY_LINE_MAX];
	size_t len;
	bool overflow;		/* a byte did not fit: refuse the line */
	int esc;		/* where in an escape sequence we are */
	bool last_cr;		/* a '\n' right after '\r' is the same end */
	const char *prompt;
	n_tty_complete_t complete;
	/* history: hist[(hist_next - 1) % N] is the newest */
	char hist[N_TTY_HISTORY][N_TTY_LINE_MAX];
	unsigned int hist_next, hist_count, hist_pos;
	char saved[N_TTY_LINE_MAX];	/* the line typed before the arrows */
	/* Tab: what every candidate starts with, and the last one offered */
	char common[N_TTY_LINE_MAX], last[N_TTY_LINE_MAX];
	unsigned int ncand;
};

enum n_tty_result {
	N_TTY_MORE,		/* the line goes on */
	N_TTY_LINE,		/* buf holds a whole line */
	N_TTY_CANCEL,		/* Ctrl-C: the line was thrown away */
	N_TTY_TOO_LONG,		/* the line was longer than buf */
};

/**
 * n_tty_init - set a line discipline up
 * @tty: it
 * @prompt: drawn again after Ctrl-L or a list of completions
 * @complete: Tab's helper, or NULL
 */
void n_tty_init(struct n_tty *tty, const char *prompt,
		n_tty_complete_t complete);

/**
 * n_tty_start - begin a new line (draws the prompt)
 * @tty: the line discipline
 */
void n_tty_start(struct n_tty *tty);

/**
 * n_tty_receive - take one input byte, echo it and edit the line
 * @tty: the line discipline
 * @c: the byte
 *
 * Return: what the byte did: see enum n_tty_result.  After N_TTY_LINE
 * the line is in @tty->buf (and in the history), until n_tty_start().
 */
enum n_tty_result n_tty_receive(struct n_tty *tty, unsigned char c);

#endif /* _LINUX_TTY_H */
