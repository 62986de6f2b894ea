// SPDX-License-Identifier: GPL-2.0
/*
 * Notifier chains (see <linux/notifier.h>).  The callers hold whatever
 * lock protects a chain; for the CPU chain that is the hotplug lock.
 */
#include <linux/kernel.h>
#include <linux/notifier.h>
#include <linux/errno.h>

int notifier_chain_register(struct notifier_block **list,
			    struct notifier_block *n)
{
	while (*list && (*list)->priority >= n->priority)
		list = &(*list)->next;
	n->next = *list;
	*list = n;
	return 0;
}

int notifier_chain_unregister(struct notifier_block **list,
			      struct notifier_block *n)
{
	for (; *list; list = &(*list)->next) {
		if (*list == n) {
			*list = n->next;
			return 0;
		}
	}
	return -ENOENT;
}

int notifier_call_chain(struct notifier_block **list, unsigned long val,
			void *v, int nr_to_call, int *nr_calls)
{
	struct notifier_block *nb = *list;
	int ret = NOTIFY_DONE;
	int calls = 0;

	while (nb && nr_to_call--) {
		struct notifier_block *next = nb->next;

		ret = nb->notifier_call(nb, val, v);
		calls++;
		if (ret & NOTIFY_STOP_MASK)
			break;
		nb = next;
	}
	if (nr_calls)
		*nr_calls = calls;
	return ret;
}
