// SPDX-License-Identifier: GPL-2.0
/*
 * smp_processor_id() with a check: in code that may be preempted and
 * moved to another CPU, the answer may be stale by the time it is used.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <asm/system.h>

unsigned int debug_smp_processor_id(void)
{
	static unsigned long last_warning;
	int this_cpu = raw_smp_processor_id();

	if (likely(preempt_count()) || irqs_disabled())
		return this_cpu;
	/* A task that may run on one CPU only cannot be moved. */
	if (cpus_equal(current->cpus_allowed, cpumask_of_cpu(this_cpu)))
		return this_cpu;
	if (system_state != SYSTEM_RUNNING || oops_in_progress)
		return this_cpu;
	preempt_disable();
	if (!last_warning || time_after(jiffies, last_warning + HZ)) {
		last_warning = jiffies;
		printk(KERN_ERR "BUG: using smp_processor_id() in preemptible [%08x] code: %s/%d\n",
		       preempt_count() - 1, current->comm, current->pid);
		dump_stack();
	}
	preempt_enable_no_resched();
	return this_cpu;
}
