/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_NOTIFIER_H
#define _LINUX_NOTIFIER_H

/*
 * Notifier chains, Linux 2.6's: a list of callbacks sorted by priority
 * (highest first), called in turn with an event until one says stop.
 */

struct notifier_block {
	int (*notifier_call)(struct notifier_block *self, unsigned long event,
			     void *data);
	struct notifier_block *next;
	int priority;
};

#define NOTIFY_DONE		0x0000	/* don't care */
#define NOTIFY_OK		0x0001	/* suits me */
#define NOTIFY_STOP_MASK	0x8000	/* don't call further */
#define NOTIFY_BAD		(NOTIFY_STOP_MASK | 0x0002)	/* veto */
#define NOTIFY_STOP		(NOTIFY_OK | NOTIFY_STOP_MASK)

/**
 * notifier_chain_register - add a block to a chain, by priority
 * @list: the chain
 * @n: the block; among equal priorities it goes after those there
 *
 * Return: 0.  The caller serialises changes to the chain.
 */
int notifier_chain_register(struct notifier_block **list,
			    struct notifier_block *n);

/**
 * notifier_chain_unregister - remove a block from a chain
 * @list: the chain
 * @n: the block
 *
 * Return: 0, or -ENOENT if it was not there.
 */
int notifier_chain_unregister(struct notifier_block **list,
			      struct notifier_block *n);

/**
 * notifier_call_chain - call the blocks of a chain with an event
 * @list: the chain
 * @val: the event
 * @v: its data
 * @nr_to_call: how many to call at most (-1: all)
 * @nr_calls: if not NULL, set to how many were called
 *
 * Stops after a block whose result has NOTIFY_STOP_MASK.
 * Return: the last result.
 */
int notifier_call_chain(struct notifier_block **list, unsigned long val,
			void *v, int nr_to_call, int *nr_calls);

#endif /* _LINUX_NOTIFIER_H */
