/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SMP_H
#define _LINUX_SMP_H

#include <linux/threads.h>
#include <asm/thread_info.h>

/* The CPU this code runs on; stable only while preemption is off. */
#define raw_smp_processor_id()	(current_thread_info()->cpu)

#ifdef CONFIG_DEBUG_PREEMPT
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

#define get_cpu()	({ preempt_disable(); smp_processor_id(); })
#define put_cpu()	preempt_enable()

#endif /* _LINUX_SMP_H */
