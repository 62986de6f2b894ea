// SPDX-License-Identifier: GPL-2.0
/*
 * Inter-processor interrupts: reschedule, run a function on the other
 * CPUs (smp_call_function, on_each_cpu), and stop them for a panic.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/smp.h>
#include <linux/sched.h>
#include <linux/cpumask.h>
#include <linux/spinlock.h>
#include <linux/kernel_stat.h>
#include <asm/apic.h>
#include <asm/atomic.h>
#include <asm/irq.h>
#include <asm/smp.h>
#include <asm/system.h>

u8 x86_cpu_to_apicid[NR_CPUS];

/*
 * One physical-destination IPI per CPU: the flat logical model would
 * reach several at once but names only eight APICs, and NR_CPUS is more.
 */
static void send_IPI_one(int cpu, int vector)
{
	apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_FIXED | vector);
}

void send_IPI_mask(cpumask_t mask, int vector)
{
	int cpu;

	for_each_cpu_mask(cpu, mask)
		send_IPI_one(cpu, vector);
}

/* Every online CPU but this one. */
static cpumask_t others_mask(void)
{
	cpumask_t mask = cpu_online_map;

	cpu_clear(raw_smp_processor_id(), mask);
	return mask;
}

void smp_send_reschedule(int cpu)
{
	/* One CPU, on every remote wake-up: not a 64-bit mask to walk. */
	send_IPI_one(cpu, RESCHEDULE_VECTOR);
}

/* Interrupt entry counts every vector, this one too (/proc/interrupts). */
unsigned long resched_ipi_count(int cpu)
{
	return kstat_irqs_cpu(RESCHEDULE_VECTOR, cpu);
}

/* Nothing else to do: the interrupt's exit path reschedules. */
static void reschedule_interrupt(struct pt_regs *regs)
{
	ack_APIC_irq();
}

struct call_data_struct {
	void (*func)(void *info);
	void *info;
	atomic_t started;
	atomic_t finished;
	int wait;
};

static struct call_data_struct *call_data;
static DEFINE_SPINLOCK(call_lock);

/*
 * Read everything before saying we started: without @wait the caller's
 * on-stack call_data may be gone as soon as the count is complete.
 */
static void call_function_interrupt(struct pt_regs *regs)
{
	void (*func)(void *info) = call_data->func;
	void *info = call_data->info;
	int wait = call_data->wait;

	ack_APIC_irq();
	mb();
	atomic_inc(&call_data->started);
	(*func)(info);
	if (wait) {
		mb();
		atomic_inc(&call_data->finished);
	}
}

int smp_call_function(void (*func)(void *info), void *info, int nonatomic,
		      int wait)
{
	struct call_data_struct data;
	int cpus;

	/* The others may be spinning on a lock we hold with interrupts off. */
	WARN_ON(irqs_disabled());
	data.func = func;
	data.info = info;
	data.wait = wait;
	atomic_set(&data.started, 0);
	atomic_set(&data.finished, 0);
	/* While we hold a lock no CPU can go down: stop_machine needs us. */
	spin_lock(&call_lock);
	cpus = num_online_cpus() - 1;
	if (cpus) {
		call_data = &data;
		mb();
		send_IPI_mask(others_mask(), CALL_FUNCTION_VECTOR);
		while (atomic_read(&data.started) != cpus)
			cpu_relax();
		if (wait)
			while (atomic_read(&data.finished) != cpus)
				cpu_relax();
	}
	spin_unlock(&call_lock);
	return 0;
}

int on_each_cpu(void (*func)(void *info), void *info, int retry, int wait)
{
	int ret;

	preempt_disable();
	ret = smp_call_function(func, info, retry, wait);
	local_irq_disable();
	func(info);
	local_irq_enable();
	preempt_enable();
	return ret;
}

/* A panic on another CPU: stop here, interrupts off, for good. */
static void stop_this_cpu(struct pt_regs *regs)
{
	ack_APIC_irq();
	local_irq_disable();
	for (;;)
		halt();
}

void smp_send_stop(void)
{
	cpumask_t mask = others_mask();

	if (!cpus_empty(mask))
		send_IPI_mask(mask, STOP_VECTOR);
}

void __init smp_ipi_init(void)
{
	set_vector_handler(RESCHEDULE_VECTOR, reschedule_interrupt,
			   "RES", "Rescheduling interrupts");
	set_vector_handler(CALL_FUNCTION_VECTOR, call_function_interrupt,
			   "CAL", "Function call interrupts");
	set_vector_handler(STOP_VECTOR, stop_this_cpu,
			   "STP", "CPU stop interrupts");
}
