/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _KERNEL_KTHREAD_TABLE_H
#define _KERNEL_KTHREAD_TABLE_H

/*
 * The table of kthreads that can still be stopped (kernel/kthread_table.c),
 * for kernel/kthread.c and the per-CPU helpers of kernel/kthread_cpu.c.
 */

struct task_struct;

enum kthread_claim { KTHREAD_CLAIMED, KTHREAD_NOT_LIVE, KTHREAD_NOT_YOURS };

/**
 * kthread_table_add - enter a kthread just made, stoppable from now on
 * @k: the new thread, from kthread() just before its first sleep
 */
void kthread_table_add(struct task_struct *k);

/**
 * kthread_table_claim - take @k out of the table for a stop
 * @k: any pointer a caller gave kthread_stop()
 * @comm: room for TASK_COMM_LEN bytes: @k's name if it is not yours
 *
 * Return: KTHREAD_CLAIMED, with a reference on @k that the stop drops;
 * KTHREAD_NOT_YOURS for a per-CPU thread of the kernel's own;
 * KTHREAD_NOT_LIVE if @k is not in the table (never was, or went).
 */
enum kthread_claim kthread_table_claim(struct task_struct *k, char *comm);

/**
 * kthread_table_own - mark @k as a per-CPU thread that only its owner stops
 * @k: a kthread; nothing is done if it is not in the table
 * @owned: true to mark, false to hand it back before the owner's stop
 */
void kthread_table_own(struct task_struct *k, bool owned);

#endif /* _KERNEL_KTHREAD_TABLE_H */
