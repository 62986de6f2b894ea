/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_CPU_H
#define _LINUX_CPU_H

/*
 * CPU hotplug, Linux 2.6's interface: bring CPUs up and down at run
 * time, and hear about it through the CPU notifier chain.  See
 * Documentation/cpu-hotplug.txt.
 */

#include <linux/notifier.h>
#include <linux/cpumask.h>
#include <linux/smp.h>

/* CPU notifier events; @data is the CPU number, cast to a pointer. */
#define CPU_ONLINE		0x0002	/* it is up and running */
#define CPU_UP_PREPARE		0x0003	/* it is about to come up */
#define CPU_UP_CANCELED		0x0004	/* it did not come up after all */
#define CPU_DOWN_PREPARE	0x0005	/* it is about to go down */
#define CPU_DOWN_FAILED		0x0006	/* it did not go down after all */
#define CPU_DEAD		0x0007	/* it is dead */

/*
 * Notifier priorities of the core.  At CPU_DEAD the dead CPU's timers,
 * tasklets and softirqs move first: later notifiers stop threads and may
 * wait for tasks that sleep on those timers.  Then migration's, then
 * everyone else's (0).
 */
#define CPU_PRI_TAKEOVER	100
#define CPU_PRI_MIGRATION	10

/**
 * register_cpu_notifier - be told of CPUs coming and going
 * @nb: the block; called in decreasing ->priority order
 *
 * Return: 0.
 */
int register_cpu_notifier(struct notifier_block *nb);

/**
 * unregister_cpu_notifier - stop being told
 * @nb: the block
 */
void unregister_cpu_notifier(struct notifier_block *nb);

/**
 * cpu_up - bring a CPU online
 * @cpu: the CPU
 *
 * Return: 0; -EINVAL for a CPU that is not possible or already online;
 * -EBUSY (or a notifier's veto, -EINVAL) if it could not come up.
 */
int cpu_up(unsigned int cpu);

/**
 * cpu_down - take a CPU offline
 * @cpu: the CPU
 *
 * Return: 0; -EINVAL for a CPU not possible or already offline; -EBUSY
 * for the last online CPU (or the boot CPU); a notifier's veto.
 */
int cpu_down(unsigned int cpu);

/**
 * lock_cpu_hotplug - keep the set of online CPUs from changing
 *
 * May sleep.  CPU notifiers run with it held.
 */
void lock_cpu_hotplug(void);

/**
 * unlock_cpu_hotplug - undo lock_cpu_hotplug()
 */
void unlock_cpu_hotplug(void);

/**
 * cpu_hotplug_held_by_current - whether this task holds lock_cpu_hotplug()
 */
bool cpu_hotplug_held_by_current(void);

/* BUG, naming the function, unless this task holds the hotplug lock. */
#define assert_cpu_hotplug_locked() do {				\
	if (unlikely(!cpu_hotplug_held_by_current()))			\
		lock_assert_failed("the CPU hotplug lock", "held",	\
				   __FILE__, __LINE__, __func__);	\
} while (0)

#define cpu_is_offline(cpu)	unlikely(!cpu_online(cpu))

#endif /* _LINUX_CPU_H */
