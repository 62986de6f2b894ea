// SPDX-License-Identifier: GPL-2.0
/*
 * The architecture's part of tasks: a new task's first stack frame, and
 * the idle loop.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <asm/switch_to.h>
#include <asm/system.h>
#include <asm/smpboot.h>
#include <linux/cpu.h>

extern char ret_from_fork[];

void copy_thread(struct task_struct *p, int (*fn)(void *), void *arg)
{
	unsigned long *sp = (unsigned long *)((char *)p->thread_info +
					      THREAD_SIZE);

	*--sp = 0;				/* ends the frame chain */
	*--sp = (unsigned long)ret_from_fork;
	*--sp = 0;				/* ebp */
	*--sp = (unsigned long)arg;		/* ebx */
	*--sp = (unsigned long)fn;		/* esi */
	*--sp = 0;				/* edi */
	p->thread.esp = (unsigned long)sp;
	p->thread.eip = (unsigned long)ret_from_fork;
}

/*
 * Halt until an interrupt, testing need_resched with interrupts off so
 * that a wake-up between the test and the halt is not lost: sti takes
 * effect only after hlt has started.
 */
void cpu_idle(void)
{
	for (;;) {
		while (!need_resched()) {
			local_irq_disable();
			/* Taken out of the map: park until started again. */
			if (cpu_is_offline(raw_smp_processor_id()))
				play_dead();
			if (need_resched())
				local_irq_enable();
			else
				safe_halt();
		}
		schedule();
	}
}
