// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel's own per-CPU threads (migration/N, ksoftirqd/N and NAME/N
 * of a workqueue) are made, stored and torn down alike
 * through these two, built on the series' kthread_create(), kthread_bind()
 * and kthread_stop() alone.
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/err.h>
#include "kthread_table.h"

int kthread_create_cpu(struct task_struct **store,
		       int (*threadfn)(void *data), void *data,
		       unsigned int cpu, const char *name)
{
	struct task_struct *k;

	k = kthread_create(threadfn, data, "%s/%u", name, cpu);
	if (IS_ERR(k))
		return PTR_ERR(k);
	kthread_bind(k, cpu);
	kthread_table_own(k, true);
	WRITE_ONCE(*store, k);
	return 0;
}

int kthread_stop_cpu(struct task_struct **store)
{
	struct task_struct *k = xchg(store, NULL);

	if (!k)
		return 0;
	/* Ours alone to stop; anyone else's kthread_stop() was refused. */
	kthread_table_own(k, false);
	return kthread_stop(k);
}
