// SPDX-License-Identifier: GPL-2.0
/*
 * Which CPUs exist and which run; the CPU notifier chain and the lock
 * that serialises CPU hotplug (2.6's cpucontrol).
 */
#include <linux/kernel.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/sched.h>
#include <linux/errno.h>
#include <asm/semaphore.h>
#include <asm/smpboot.h>

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

/* Tell the first @nr notifiers (-1: all) of @event for @cpu. */
static int cpu_notify(unsigned long event, unsigned int cpu, int nr,
		      int *nr_calls)
{
	return notifier_call_chain(&cpu_chain, event, (void *)(long)cpu, nr,
				   nr_calls);
}

int cpu_up(unsigned int cpu)
{
	int nr_calls = 0, ret;

	if (cpu >= NR_CPUS || !cpu_possible(cpu))
		return -EINVAL;
	lock_cpu_hotplug();
	if (cpu_online(cpu) || !cpu_present(cpu)) {
		ret = -EINVAL;
		goto out;
	}
	ret = cpu_notify(CPU_UP_PREPARE, cpu, -1, &nr_calls);
	if (ret == NOTIFY_BAD) {
		printk(KERN_WARNING "cpu_up: a notifier refused CPU %u\n", cpu);
		nr_calls--;	/* the one that refused is not told */
		ret = -EINVAL;
		goto out_cancel;
	}
	ret = __cpu_up(cpu);
	if (ret)
		goto out_cancel;
	BUG_ON(!cpu_online(cpu));
	cpu_notify(CPU_ONLINE, cpu, -1, NULL);
	goto out;

out_cancel:
	cpu_notify(CPU_UP_CANCELED, cpu, nr_calls, NULL);
out:
	unlock_cpu_hotplug();
	return ret;
}
