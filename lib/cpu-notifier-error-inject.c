// SPDX-License-Identifier: GPL-2.0
/*
 * CPU notifier error injection, at Linux's paths: a negative errno
 * written to
 *
 *	/sys/kernel/debug/notifier-error-inject/cpu/actions/CPU_UP_PREPARE/error
 *	/sys/kernel/debug/notifier-error-inject/cpu/actions/CPU_DOWN_PREPARE/error
 *
 * makes the first CPU notifier veto that step of every cpu_up or
 * cpu_down until 0 is written back.  It is how kselftest's
 * cpu-on-off-test checks that a refused hotplug leaves the CPU as it
 * was.  2.6's notifiers carry no errno, so the refused write answers
 * -EINVAL whatever the value; the value only has to be an errno.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/cpu.h>
#include <linux/notifier.h>
#include <linux/sysfs.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/compiler.h>

#define ACTIONS	"/sys/kernel/debug/notifier-error-inject/cpu/actions/"

static int up_prepare_error, down_prepare_error;

static int show_error(struct seq_file *m, int *error)
{
	seq_printf(m, "%d\n", READ_ONCE(*error));
	return 0;
}

static int store_error(int *error, const char *value)
{
	int v;

	if (kstrtoint(value, 10, &v) || v > 0 || v < -MAX_ERRNO)
		return -EINVAL;
	WRITE_ONCE(*error, v);
	return 0;
}

static int show_up(struct seq_file *m, unsigned int n)
{
	return show_error(m, &up_prepare_error);
}

static int store_up(unsigned int n, const char *value)
{
	return store_error(&up_prepare_error, value);
}
SYSFS_NODE(inject_up, ACTIONS "CPU_UP_PREPARE/error", show_up, store_up);

static int show_down(struct seq_file *m, unsigned int n)
{
	return show_error(m, &down_prepare_error);
}

static int store_down(unsigned int n, const char *value)
{
	return store_error(&down_prepare_error, value);
}
SYSFS_NODE(inject_down, ACTIONS "CPU_DOWN_PREPARE/error", show_down,
	   store_down);

static int inject_callback(struct notifier_block *nb, unsigned long action,
			   void *hcpu)
{
	int error = 0;

	if (action == CPU_UP_PREPARE)
		error = READ_ONCE(up_prepare_error);
	else if (action == CPU_DOWN_PREPARE)
		error = READ_ONCE(down_prepare_error);
	if (!error)
		return NOTIFY_OK;
	printk(KERN_INFO "notifier_error_inject: %s of CPU %ld refused with %d\n",
	       action == CPU_UP_PREPARE ? "CPU_UP_PREPARE" : "CPU_DOWN_PREPARE",
	       (long)hcpu, error);
	return NOTIFY_BAD;
}

/* First in the chain: a veto must come before anyone has acted. */
static struct notifier_block inject_nb = {
	.notifier_call = inject_callback,
	.priority = INT_MAX,
};

static int __init cpu_notifier_error_inject_init(void)
{
	register_cpu_notifier(&inject_nb);
	return 0;
}
core_initcall(cpu_notifier_error_inject_init);
