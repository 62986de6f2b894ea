// SPDX-License-Identifier: GPL-2.0
/*
 * Which CPUs exist and which run; the CPU notifier chain and the lock
 * that serialises CPU hotplug (2.6's cpucontrol).
 */
#include <linux/kernel.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/sched.h>
#include <asm/semaphore.h>

cpumask_t cpu_possible_map = CPU_MASK_CPU0;
cpumask_t cpu_present_map = CPU_MASK_CPU0;
cpumask_t cpu_online_map = CPU_MASK_CPU0;

static DECLARE_MUTEX(cpucontrol);
static struct notifier_block *cpu_chain;

void lock_cpu_hotplug(void)
{
	down(&cpucontrol);
}

void unlock_cpu_hotplug(void)
{
	up(&cpucontrol);
}

int register_cpu_notifier(struct notifier_block *nb)
{
	int ret;

	lock_cpu_hotplug();
	ret = notifier_chain_register(&cpu_chain, nb);
	unlock_cpu_hotplug();
	return ret;
}

void unregister_cpu_notifier(struct notifier_block *nb)
{
	lock_cpu_hotplug();
	notifier_chain_unregister(&cpu_chain, nb);
	unlock_cpu_hotplug();
}
