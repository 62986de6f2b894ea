// SPDX-License-Identifier: GPL-2.0
/*
 * The kthreads that can still be stopped, by task pointer.  A thread is
 * entered when made and leaves when a stop claims it or when it calls
 * do_exit(), before anything of it is freed.  kthread_stop() looks its
 * argument up here before it touches it, so a thread stopped already,
 * one that left through do_exit(), and a pointer that never was a
 * kthread are each refused with a message, never followed.
 *
 * Kept apart from kernel/kthread.c so that the series' own kthread.c,
 * which knows nothing of it, still drops in and links.
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include "kthread_table.h"

#define KTHREAD_HASH_BITS	10
static struct hlist_head kthread_table[1 << KTHREAD_HASH_BITS];
static DEFINE_SPINLOCK(kthread_table_lock);

static struct hlist_head *kthread_bucket(const struct task_struct *k)
{
	unsigned long v = (unsigned long)k * 0x9e370001UL;

	return kthread_table + (v >> (BITS_PER_LONG - KTHREAD_HASH_BITS));
}

/* Walks only the bucket: @k may be any pointer, so it is not followed. */
static bool kthread_registered(const struct task_struct *k)
{
	struct hlist_node *n;

	for (n = kthread_bucket(k)->first; n; n = n->next)
		if (n == &k->kthread_node)
			return true;
	return false;
}

void kthread_table_add(struct task_struct *k)
{
	unsigned long flags;

	spin_lock_irqsave(&kthread_table_lock, flags);
	hlist_add_head(&k->kthread_node, kthread_bucket(k));
	spin_unlock_irqrestore(&kthread_table_lock, flags);
}

enum kthread_claim kthread_table_claim(struct task_struct *k, char *comm)
{
	enum kthread_claim ret = KTHREAD_NOT_LIVE;
	unsigned long flags;

	spin_lock_irqsave(&kthread_table_lock, flags);
	if (kthread_registered(k)) {
		if (k->kthread_percpu) {
			memcpy(comm, k->comm, TASK_COMM_LEN);
			ret = KTHREAD_NOT_YOURS;
		} else {
			hlist_del_init(&k->kthread_node);
			get_task_struct(k);
			ret = KTHREAD_CLAIMED;
		}
	}
	spin_unlock_irqrestore(&kthread_table_lock, flags);
	return ret;
}

void kthread_table_own(struct task_struct *k, bool owned)
{
	unsigned long flags;

	spin_lock_irqsave(&kthread_table_lock, flags);
	if (kthread_registered(k))
		k->kthread_percpu = owned;
	spin_unlock_irqrestore(&kthread_table_lock, flags);
}

void kthread_exiting(struct task_struct *tsk)
{
	unsigned long flags;

	if (hlist_unhashed(&tsk->kthread_node))
		return;
	spin_lock_irqsave(&kthread_table_lock, flags);
	hlist_del_init(&tsk->kthread_node);
	spin_unlock_irqrestore(&kthread_table_lock, flags);
}
