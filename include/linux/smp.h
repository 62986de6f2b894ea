/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SMP_H
#define _LINUX_SMP_H

#include <linux/threads.h>
#include <asm/thread_info.h>

/* The CPU this code runs on; stable only while preemption is off. */
#define raw_smp_processor_id()	(current_thread_info()->cpu)

#ifdef CONFIG_DEBUG_PREEMPT
/**
 * debug_smp_processor_id - smp_processor_id(), warning when it may be stale
 *
 * Warns ("BUG: using smp_processor_id() in preemptible") when called
 * with preemption and interrupts on by a task free to change CPU.
 */
unsigned int debug_smp_processor_id(void);
#define smp_processor_id()	debug_smp_processor_id()
#else
#define smp_processor_id()	raw_smp_processor_id()
#endif

/**
 * smp_send_reschedule - interrupt another CPU so that it reschedules
 * @cpu: the CPU
 */
void smp_send_reschedule(int cpu);

/**
 * smp_call_function - run a function on every other online CPU
 * @func: called in interrupt context on each; must not sleep
 * @info: its argument
 * @nonatomic: unused (2.6's "retry")
 * @wait: also wait until every call has returned
 *
 * Must be called with interrupts on.  Return: 0.
 */
int smp_call_function(void (*func)(void *info), void *info, int nonatomic,
		      int wait);

/**
 * on_each_cpu - smp_call_function(), and the function here too
 * @func: the function; here it runs with interrupts off
 * @info: its argument
 * @retry: unused
 * @wait: wait for the other CPUs' calls to return
 *
 * Return: 0.
 */
int on_each_cpu(void (*func)(void *info), void *info, int retry, int wait);

/**
 * smp_send_stop - halt every other CPU, for a panic
 */
void smp_send_stop(void);

#define get_cpu()	({ preempt_disable(); smp_processor_id(); })
#define put_cpu()	preempt_enable()

#endif /* _LINUX_SMP_H */
