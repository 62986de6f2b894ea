// SPDX-License-Identifier: GPL-2.0
/*
 * panic() and WARN_ON(): the end of the line, and a loud note on the way.
 * A panic powers the machine off with a failure code so that a test run
 * ends at once instead of hanging until its timeout.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/kallsyms.h>
#include <linux/string.h>
#include <asm/setup.h>
#include <asm/system.h>
#include <asm/atomic.h>

static int panicking = -1;

void panic(const char *fmt, ...)
{
	static char buf[256];
	int cpu = raw_smp_processor_id();
	va_list args;

	local_irq_disable();
	/* Only one CPU reports; another that panics meanwhile just stops. */
	if (cmpxchg(&panicking, -1, cpu) != -1 && panicking != cpu)
		for (;;)
			halt();
	oops_in_progress = 1;
	smp_send_stop();
	va_start(args, fmt);
	vscnprintf(buf, sizeof(buf), fmt, args);
	va_end(args);
	printk(KERN_EMERG "Kernel panic - not syncing: %s\n", buf);
	printk(KERN_EMERG "CPU: %d PID: %d Comm: %s\n", cpu, current->pid,
	       current->comm);
	dump_stack();
	show_state();
	printk(KERN_EMERG "---[ end Kernel panic - not syncing: %s ]---\n",
	       buf);
	machine_power_off(POWEROFF_PANIC);
}

/* For tests that must prove no warning was printed while they ran. */
static atomic_t warnings = ATOMIC_INIT(0);

unsigned long warn_count(void)
{
	return atomic_read(&warnings);
}

static void warn_tail(void)
{
	atomic_inc(&warnings);
	printk(KERN_WARNING "CPU: %d PID: %d Comm: %s\n",
	       raw_smp_processor_id(), current->pid, current->comm);
	dump_stack();
	printk(KERN_WARNING "---[ end trace ]---\n");
}

void __warn(const char *file, int line, const char *func, const char *cond)
{
	printk(KERN_WARNING "------------[ cut here ]------------\n");
	printk(KERN_WARNING "WARNING: at %s:%d %s(): %s\n", file, line, func,
	       cond);
	warn_tail();
}

void __warn_printf(const char *file, int line, const char *func,
		   unsigned long caller, const char *fmt, ...)
{
	char msg[160], sym[KSYM_NAME_LEN + 32];
	va_list args;

	va_start(args, fmt);
	vscnprintf(msg, sizeof(msg), fmt, args);
	va_end(args);
	sprint_symbol(sym, caller);
	printk(KERN_WARNING "------------[ cut here ]------------\n");
	printk(KERN_WARNING "WARNING: at %s:%d %s(): called from %s: %s%s",
	       file, line, func, sym, msg,
	       msg[0] && msg[strlen(msg) - 1] == '\n' ? "" : "\n");
	warn_tail();
}
