// SPDX-License-Identifier: GPL-2.0
/*
 * The console's line discipline: canonical-mode editing as a Linux
 * terminal does it (erase, kill, word erase, reprint, interrupt), plus
 * what a shell's line editor adds: a history on the arrows and Tab
 * completion.  Only the end of the line is ever edited, so every change
 * is drawn with backspaces and the terminal needs no cursor control.
 * See <linux/tty.h>.
 */
#include <linux/kernel.h>
#include <linux/tty.h>
#include <linux/string.h>

#define CTRL(c)		((c) & 0x1f)
#define DEL		0x7f
#define ESC		0x1b

enum { ESC_NONE, ESC_START, ESC_CSI, ESC_SS3 };

void n_tty_init(struct n_tty *tty, const char *prompt,
		n_tty_complete_t complete)
{
	memset(tty, 0, sizeof(*tty));
	tty->prompt = prompt;
	tty->complete = complete;
}

void n_tty_start(struct n_tty *tty)
{
	tty->len = 0;
	tty->buf[0] = '\0';
	tty->overflow = false;
	tty->esc = ESC_NONE;
	tty->hist_pos = 0;
	tty_write(tty->prompt, strlen(tty->prompt));
}

static void rubout(struct n_tty *tty, size_t n)
{
	while (n-- && tty->len) {
		tty->len--;
		tty_write("\b \b", 3);
	}
	tty->buf[tty->len] = '\0';
}

static void append(struct n_tty *tty, const char *s, size_t n)
{
	if (tty->len + n >= N_TTY_LINE_MAX) {
		tty->overflow = true;
		n = N_TTY_LINE_MAX - 1 - tty->len;
	}
	memcpy(tty->buf + tty->len, s, n);
	tty->len += n;
	tty->buf[tty->len] = '\0';
	tty_write(s, n);
}

static void replace_line(struct n_tty *tty, const char *s)
{
	rubout(tty, tty->len);
	tty->overflow = false;
	append(tty, s, strlen(s));
}

/* Ctrl-W: the spaces before the cursor, then the word before them. */
static void word_rubout(struct n_tty *tty)
{
	size_t n = tty->len;

	while (n && tty->buf[n - 1] == ' ')
		n--;
	while (n && tty->buf[n - 1] != ' ')
		n--;
	rubout(tty, tty->len - n);
}

static void reprint(struct n_tty *tty)
{
	tty_write(tty->prompt, strlen(tty->prompt));
	tty_write(tty->buf, tty->len);
}

static const char *history_entry(struct n_tty *tty, unsigned int back)
{
	return tty->hist[(tty->hist_next - back) % N_TTY_HISTORY];
}

static void history_add(struct n_tty *tty)
{
	if (!tty->len || (tty->hist_count &&
			  strcmp(history_entry(tty, 1), tty->buf) == 0))
		return;
	strcpy(tty->hist[tty->hist_next % N_TTY_HISTORY], tty->buf);
	tty->hist_next++;
	if (tty->hist_count < N_TTY_HISTORY)
		tty->hist_count++;
}

static void history_walk(struct n_tty *tty, bool up)
{
	if (up) {
		if (tty->hist_pos == tty->hist_count)
			return;
		if (!tty->hist_pos)
			strcpy(tty->saved, tty->buf);
		tty->hist_pos++;
	} else {
		if (!tty->hist_pos)
			return;
		tty->hist_pos--;
	}
	replace_line(tty, tty->hist_pos ? history_entry(tty, tty->hist_pos) :
					  tty->saved);
}

/* Tab's first pass: count the candidates and keep their common start. */
static void offer_count(void *arg, const char *cand)
{
	struct n_tty *tty = arg;
	size_t i;

	if (tty->ncand && strcmp(cand, tty->last) == 0)
		return;
	strlcpy(tty->last, cand, sizeof(tty->last));
	if (!tty->ncand++) {
		strlcpy(tty->common, cand, sizeof(tty->common));
		return;
	}
	for (i = 0; tty->common[i] && tty->common[i] == cand[i]; i++)
		;
	tty->common[i] = '\0';
}

/* The second pass, when Tab cannot choose: list them. */
static void offer_print(void *arg, const char *cand)
{
	struct n_tty *tty = arg;

	if (tty->ncand++ && strcmp(cand, tty->last) == 0)
		return;
	strlcpy(tty->last, cand, sizeof(tty->last));
	tty_printf("%s  ", cand);
}

static void complete(struct n_tty *tty)
{
	char *word = strrchr(tty->buf, ' ');
	size_t have, n;

	word = word ? word + 1 : tty->buf;
	have = strlen(word);
	tty->ncand = 0;
	tty->complete(tty->buf, word, offer_count, tty);
	if (!tty->ncand)
		return;
	n = strlen(tty->common);
	if (n > have)
		append(tty, tty->common + have, n - have);
	if (tty->ncand == 1) {
		if (n && tty->common[n - 1] != '/')
			append(tty, " ", 1);
		return;
	}
	if (n > have)
		return;
	tty_write("\n", 1);
	tty->ncand = 0;
	tty->complete(tty->buf, word, offer_print, tty);
	tty_write("\n", 1);
	reprint(tty);
}

/* Inside an escape sequence: only the arrows up and down mean anything. */
static void escape(struct n_tty *tty, unsigned char c)
{
	switch (tty->esc) {
	case ESC_START:
		tty->esc = c == '[' ? ESC_CSI : c == 'O' ? ESC_SS3 : ESC_NONE;
		return;
	case ESC_CSI:
		/* Parameter and intermediate bytes, then one final byte. */
		if (c >= 0x20 && c <= 0x3f)
			return;
		break;
	}
	tty->esc = ESC_NONE;
	if (c == 'A' || c == 'B')
		history_walk(tty, c == 'A');
}

static enum n_tty_result end_of_line(struct n_tty *tty)
{
	tty_write("\n", 1);
	if (tty->overflow) {
		tty->len = 0;
		tty->buf[0] = '\0';
		return N_TTY_TOO_LONG;
	}
	history_add(tty);
	return N_TTY_LINE;
}

enum n_tty_result n_tty_receive(struct n_tty *tty, unsigned char c)
{
	bool after_cr = tty->last_cr;

	tty->last_cr = c == '\r';
	if (tty->esc) {
		escape(tty, c);
		return N_TTY_MORE;
	}
	if (c >= ' ' && c < DEL) {
		char ch = c;

		append(tty, &ch, 1);
		return N_TTY_MORE;
	}
	switch (c) {
	case '\r':
		return end_of_line(tty);
	case '\n':
		return after_cr ? N_TTY_MORE : end_of_line(tty);
	case '\b':
	case DEL:
		rubout(tty, 1);
		break;
	case CTRL('U'):
		rubout(tty, tty->len);
		tty->overflow = false;
		break;
	case CTRL('W'):
		word_rubout(tty);
		break;
	case CTRL('L'):
		tty_write("\033[H\033[2J", 7);
		reprint(tty);
		break;
	case CTRL('C'):
		tty_write("^C\n", 3);
		tty->len = 0;
		tty->buf[0] = '\0';
		return N_TTY_CANCEL;
	case '\t':
		if (tty->complete)
			complete(tty);
		break;
	case ESC:
		tty->esc = ESC_START;
		break;
	}
	/* Any other control byte, and bytes above 0x7f, are dropped. */
	return N_TTY_MORE;
}
