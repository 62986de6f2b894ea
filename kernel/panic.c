// SPDX-License-Identifier: GPL-2.0
/*
 * panic() and WARN_ON(): the end of the line, and a loud note on the way.
 * A panic powers the machine off with a failure code so that a test run
 * ends at once instead of hanging until its timeout.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <asm/setup.h>
#include <asm/system.h>

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

void __warn(const char *file, int line, const char *func, const char *cond)
{
	printk(KERN_WARNING "------------[ cut here ]------------\n");
	printk(KERN_WARNING "WARNING: at %s:%d %s(): %s\n", file, line, func,
	       cond);
	printk(KERN_WARNING "CPU: %d PID: %d Comm: %s\n",
	       raw_smp_processor_id(), current->pid, current->comm);
	dump_stack();
	printk(KERN_WARNING "---[ end trace ]---\n");
}
