// SPDX-License-Identifier: GPL-2.0
/*
 * printk: format, keep in the log ring, and write to the console with a
 * timestamp at the start of every line.  The console is polled COM1, so
 * a message is out when printk returns, which is what an oops needs.
 *
 * The shell writes to the same console through the tty (<linux/tty.h>),
 * under the same lock: a kernel line shown while the tty has a line open
 * ends that line first and has it drawn again after.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/spinlock.h>
#include <linux/smp.h>
#include <linux/serial.h>
#include <linux/string.h>
#include <linux/printk.h>
#include <linux/time.h>
#include <linux/tty.h>
#include <asm/div64.h>

#define LOG_BUF_LEN	(64 * 1024)	/* a power of two */
#define LOG_BUF_MASK	(LOG_BUF_LEN - 1)
#define DEFAULT_MESSAGE_LOGLEVEL 4	/* KERN_WARNING */

int console_loglevel = 7;	/* print what is more urgent than debug */
int oops_in_progress;

static char log_buf[LOG_BUF_LEN];
static unsigned long log_start, log_end;	/* free-running indices */
static raw_spinlock_t logbuf_lock = __RAW_SPIN_LOCK_UNLOCKED;
/* The CPU holding logbuf_lock, or -1: an NMI on it must not wait. */
static int logbuf_owner = -1;
static bool at_line_start = true;
static bool console_line_open;	/* a kernel line is half shown */
static int line_level = DEFAULT_MESSAGE_LOGLEVEL;

static void log_char(char c)
{
	log_buf[log_end & LOG_BUF_MASK] = c;
	log_end++;
	if (log_end - log_start > LOG_BUF_LEN)
		log_start = log_end - LOG_BUF_LEN;
}

static void emit(const char *s, size_t len, bool to_console)
{
	size_t i;

	for (i = 0; i < len; i++) {
		log_char(s[i]);
		if (to_console)
			serial_putc(s[i]);
	}
}

/* "[    1.234567] " */
static void emit_timestamp(bool to_console)
{
	char ts[32];
	u64 ns = sched_clock();
	unsigned long rem = do_div(ns, 1000000000);
	int len = scnprintf(ts, sizeof(ts), "[%5lu.%06lu] ",
			    (unsigned long)ns, rem / 1000);

	emit(ts, len, to_console);
}

/*
 * Take the lock; during an oops, do not wait for a CPU that may have died
 * holding it: a garbled line beats a silent hang.  An NMI (a backtrace
 * asked for by Ctrl-\\ or by the runner) that lands on the CPU holding it
 * would wait for itself: it prints without the lock at once.
 */
unsigned long console_out_lock(bool *locked)
{
	unsigned long flags;
	unsigned int spins = 0;
	int me = raw_smp_processor_id();

	local_irq_save(flags);
	*locked = true;
	while (!__raw_spin_trylock(&logbuf_lock)) {
		if (READ_ONCE(logbuf_owner) == me ||
		    (oops_in_progress && ++spins > 10000000)) {
			*locked = false;
			return flags;
		}
		cpu_relax();
	}
	WRITE_ONCE(logbuf_owner, me);
	return flags;
}

void console_out_unlock(unsigned long flags, bool locked)
{
	if (locked) {
		WRITE_ONCE(logbuf_owner, -1);
		__raw_spin_unlock(&logbuf_lock);
	}
	local_irq_restore(flags);
}

bool console_kernel_line_open(void)
{
	return READ_ONCE(console_line_open);
}

bool console_break_kernel_line(void)
{
	if (!console_line_open)
		return false;
	console_line_open = false;
	at_line_start = true;
	return true;
}

/* Strip a "<N>" level prefix. */
static const char *parse_level(const char *p, int *level)
{
	if (p[0] == '<' && p[1] >= '0' && p[1] <= '7' && p[2] == '>') {
		*level = p[1] - '0';
		return p + 3;
	}
	return p;
}

static int vprintk_emit(bool stamp, const char *fmt, va_list args)
{
	static char printk_buf[1024];
	unsigned long flags;
	bool locked;
	const char *p;
	int len;

	flags = console_out_lock(&locked);
	len = vscnprintf(printk_buf, sizeof(printk_buf), fmt, args);
	for (p = printk_buf; *p; ) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) + 1 : strlen(p);

		bool shown;

		if (at_line_start) {
			line_level = DEFAULT_MESSAGE_LOGLEVEL;
			p = parse_level(p, &line_level);
			n = nl ? (size_t)(nl - p) + 1 : strlen(p);
		}
		shown = line_level < console_loglevel;
		if (shown && n && !console_line_open)
			tty_kernel_line_begin();
		if (at_line_start && stamp && n)
			emit_timestamp(shown);
		emit(p, n, shown);
		at_line_start = nl != NULL;
		if (shown && n)
			console_line_open = !nl;
		if (shown && nl)
			tty_kernel_line_end();
		p += n;
	}
	console_out_unlock(flags, locked);
	return len;
}

int vprintk(const char *fmt, va_list args)
{
	return vprintk_emit(true, fmt, args);
}

int printk(const char *fmt, ...)
{
	va_list args;
	int r;

	va_start(args, fmt);
	r = vprintk_emit(true, fmt, args);
	va_end(args);
	return r;
}

int printk_raw(const char *fmt, ...)
{
	va_list args;
	int r;

	va_start(args, fmt);
	r = vprintk_emit(false, fmt, args);
	va_end(args);
	return r;
}

unsigned long log_buf_mark(void)
{
	return READ_ONCE(log_end);
}

size_t log_buf_copy_since(unsigned long mark, char *dest, size_t size)
{
	unsigned long flags;
	bool locked;
	unsigned long i, start;
	size_t n = 0;

	if (!size)
		return 0;
	flags = console_out_lock(&locked);
	/* Whatever the ring has dropped since @mark is gone. */
	start = log_end - min_t(unsigned long, log_end - log_start, size - 1);
	if ((long)(mark - start) > 0)
		start = mark;
	for (i = start; i != log_end; i++)
		dest[n++] = log_buf[i & LOG_BUF_MASK];
	console_out_unlock(flags, locked);
	dest[n] = '\0';
	return n;
}

void log_buf_clear(void)
{
	unsigned long flags;
	bool locked;

	flags = console_out_lock(&locked);
	log_start = log_end;
	console_out_unlock(flags, locked);
}

size_t log_buf_copy(char *dest, size_t size)
{
	return log_buf_copy_since(log_start, dest, size);
}

static int __init loglevel_setup(char *str)
{
	int level;

	if (kstrtoint(str, 0, &level) || level < 0 || level > 8)
		return 0;
	console_loglevel = level;
	return 1;
}
__setup("loglevel=", loglevel_setup);

static int __init debug_setup(char *str)
{
	console_loglevel = 8;
	return 1;
}
__setup("debug", debug_setup);

static int __init quiet_setup(char *str)
{
	console_loglevel = 4;
	return 1;
}
__setup("quiet", quiet_setup);
