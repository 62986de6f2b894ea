// SPDX-License-Identifier: GPL-2.0
/*
 * Which CPUs exist and which run; the CPU notifier chain, the lock that
 * serialises CPU hotplug (2.6's cpucontrol), and cpu_up()/cpu_down().
 * See Documentation/cpu-hotplug.txt.
 */
#include <linux/kernel.h>
#include <linux/cpu.h>
#include <linux/timer.h>
#include <linux/cpumask.h>
#include <linux/sched.h>
#include "sched.h"
#include <linux/errno.h>
#include <asm/semaphore.h>
#include <asm/smpboot.h>
#include <linux/stop_machine.h>

cpumask_t cpu_possible_map = CPU_MASK_CPU0;
cpumask_t cpu_present_map = CPU_MASK_CPU0;
cpumask_t cpu_online_map = CPU_MASK_CPU0;

static DECLARE_MUTEX(cpucontrol);
static struct task_struct *cpucontrol_owner;	/* for the assertions */
/* For lock_debug, which does not follow semaphores on its own. */
static struct lockdep_map cpucontrol_map =
	STATIC_LOCKDEP_MAP_INIT("cpucontrol", NULL);
static struct notifier_block *cpu_chain;

void lock_cpu_hotplug(void)
{
	lock_map_acquire(&cpucontrol_map);
	down(&cpucontrol);
	cpucontrol_owner = current;
}

void unlock_cpu_hotplug(void)
{
	cpucontrol_owner = NULL;
	up(&cpucontrol);
	lock_map_release(&cpucontrol_map);
}

bool cpu_hotplug_held_by_current(void)
{
	return READ_ONCE(cpucontrol_owner) == current;
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
	assert_cpu_hotplug_locked();
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

/* On the dying CPU, every other CPU held still: leave the map. */
static int take_cpu_down(void *unused)
{
	int cpu = raw_smp_processor_id();
	int err = __cpu_disable();

	if (err)
		return err;
	/* Nobody runs here from now on but this thread and the idle task. */
	migrate_all_tasks(cpu);
	/* Now, not at CPU_DEAD: what sleeps on them may hold the way there. */
	migrate_timers(cpu);
	return 0;
}

/* After CPU_DEAD nothing should be queued on the dead CPU any more. */
static void check_for_tasks(unsigned int cpu)
{
	struct task_struct *p;

	read_lock_irq(&tasklist_lock);
	for_each_process(p)
		if (task_cpu(p) == cpu && p->array)
			printk(KERN_WARNING "task %s (pid = %d) is on cpu %u (state = %ld, flags = %lx)\n",
			       p->comm, p->pid, cpu, p->state, p->flags);
	read_unlock_irq(&tasklist_lock);
}

int cpu_down(unsigned int cpu)
{
	cpumask_t old_allowed, others;
	int nr_calls = 0, ret;

	if (cpu >= NR_CPUS || !cpu_possible(cpu))
		return -EINVAL;
	lock_cpu_hotplug();
	if (!cpu_online(cpu)) {
		ret = -EINVAL;
		goto out;
	}
	if (num_online_cpus() == 1) {
		ret = -EBUSY;
		goto out;
	}
	if (cpu == 0) {
		printk(KERN_NOTICE "cpu_down: CPU 0 stays online: it keeps the tick and the legacy interrupts\n");
		ret = -EBUSY;
		goto out;
	}
	/* A thread bound to it (its keventd, say) cannot wait for it to go. */
	if (WARN(cpus_equal(current->cpus_allowed, cpumask_of_cpu(cpu)),
		 "cpu_down: %s/%d is bound to CPU %u and cannot take it down\n",
		 current->comm, current->pid, cpu)) {
		ret = -EBUSY;
		goto out;
	}
	ret = cpu_notify(CPU_DOWN_PREPARE, cpu, -1, &nr_calls);
	if (ret == NOTIFY_BAD) {
		printk(KERN_WARNING "cpu_down: a notifier refused CPU %u\n", cpu);
		cpu_notify(CPU_DOWN_FAILED, cpu, nr_calls - 1, NULL);
		ret = -EINVAL;
		goto out;
	}
	/* Do not be here when it goes. */
	old_allowed = current->cpus_allowed;
	others = cpu_online_map;
	cpu_clear(cpu, others);
	set_cpus_allowed(current, others);

	ret = stop_machine_run(take_cpu_down, NULL, cpu);
	if (ret) {
		cpu_notify(CPU_DOWN_FAILED, cpu, -1, NULL);
		goto out_allowed;
	}
	BUG_ON(cpu_online(cpu));
	if (__cpu_die(cpu))
		printk(KERN_ERR "cpu_down: CPU %u did not park\n", cpu);
	cpu_notify(CPU_DEAD, cpu, -1, NULL);
	/* CPU_DEAD stopped its per-CPU threads; move the sleepers still on it. */
	migrate_sleeping_tasks(cpu);
	check_for_tasks(cpu);
	printk(KERN_INFO "smpboot: CPU %u is now offline\n", cpu);
out_allowed:
	set_cpus_allowed(current, old_allowed);
out:
	unlock_cpu_hotplug();
	return ret;
}
