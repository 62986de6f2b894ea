// SPDX-License-Identifier: GPL-2.0
/*
 * The common C entry for every interrupt and exception, and the table
 * that routes external vectors to their handlers.
 */
#include <linux/kernel.h>
#include <linux/kernel_stat.h>
#include <linux/hardirq.h>
#include <linux/sched.h>
#include <asm/irq.h>
#include <asm/system.h>
#include <asm/traps.h>

static vector_handler_t vector_handlers[NR_VECTORS];
static struct vector_name vector_names[NR_VECTORS];
static unsigned long spurious_count;

void set_vector_handler(unsigned int vector, vector_handler_t handler,
			const char *label, const char *name)
{
	BUG_ON(vector < FIRST_EXTERNAL_VECTOR || vector >= NR_VECTORS);
	vector_names[vector].label = label;
	vector_names[vector].name = name;
	vector_handlers[vector] = handler;
}

const struct vector_name *vector_name(unsigned int vector)
{
	if (vector >= NR_VECTORS || !vector_handlers[vector])
		return NULL;
	return &vector_names[vector];
}

static void handle_external(struct pt_regs *regs)
{
	vector_handler_t handler = vector_handlers[regs->vector];

	irq_enter();
	kstat_cpu(raw_smp_processor_id()).irqs[regs->vector]++;
	if (handler)
		handler(regs);
	else if (spurious_count++ < 10)
		printk(KERN_WARNING "unexpected interrupt on vector %lu, CPU %d\n",
		       regs->vector, raw_smp_processor_id());
	irq_exit();
}

void do_interrupt(struct pt_regs *regs)
{
	if (regs->vector < FIRST_EXTERNAL_VECTOR)
		do_trap(regs);
	else
		handle_external(regs);
	/*
	 * Preempt on the way out if the interrupted code allowed it: it had
	 * interrupts on and held no lock, and someone wants the CPU.
	 */
	if ((regs->eflags & X86_EFLAGS_IF) && preempt_count() == 0 &&
	    need_resched())
		preempt_schedule_irq();
}
