// SPDX-License-Identifier: GPL-2.0
/*
 * Process ids: a bitmap of the ones in use, handed out in increasing
 * order with wrap-around (a pid is not reused soon after its task is
 * gone), and a hash from pid to task for find_task_by_pid().
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/spinlock.h>

#define PID_MAX		32768
#define PIDHASH_SIZE	4096	/* a chain of ~1 at 4,000 threads */

static unsigned long pidmap[BITS_TO_LONGS(PID_MAX)];
int last_pid;
static DEFINE_SPINLOCK(pidmap_lock);

/*
 * Chains through task->pid_next.  Changed with tasklist_lock held for
 * writing and pidmap_lock too; looked up under pidmap_lock alone, so that
 * the lookup is safe from anywhere, as 2.6 code (the series' kthread.c
 * among it) calls it.
 */
static struct task_struct *pid_hash[PIDHASH_SIZE];

static unsigned int pid_hashfn(pid_t pid)
{
	return (unsigned int)pid % PIDHASH_SIZE;
}

/* The first free pid at or after @from, or PID_MAX. */
static int find_free(int from)
{
	return find_next_zero_bit(pidmap, PID_MAX, from);
}

int alloc_pid(void)
{
	unsigned long flags;
	int pid;

	spin_lock_irqsave(&pidmap_lock, flags);
	pid = find_free(last_pid + 1);
	if (pid >= PID_MAX)
		pid = find_free(1);
	if (pid < PID_MAX) {
		__set_bit(pid, pidmap);
		last_pid = pid;
	} else {
		pid = -EAGAIN;
	}
	spin_unlock_irqrestore(&pidmap_lock, flags);
	return pid;
}

/* pidmap_lock held. */
static void __free_pid(int pid)
{
	if (pid <= 0 || pid >= PID_MAX)
		return;
	WARN_ON(!test_bit(pid, pidmap));
	__clear_bit(pid, pidmap);
}

void free_pid(int pid)
{
	unsigned long flags;

	spin_lock_irqsave(&pidmap_lock, flags);
	__free_pid(pid);
	spin_unlock_irqrestore(&pidmap_lock, flags);
}

void attach_pid(struct task_struct *p)
{
	struct task_struct **head = &pid_hash[pid_hashfn(p->pid)];
	unsigned long flags;

	lockdep_assert_held_write(&tasklist_lock);
	spin_lock_irqsave(&pidmap_lock, flags);
	p->pid_next = *head;
	*head = p;
	spin_unlock_irqrestore(&pidmap_lock, flags);
}

void detach_pid(struct task_struct *p)
{
	struct task_struct **pp = &pid_hash[pid_hashfn(p->pid)];
	unsigned long flags;

	lockdep_assert_held_write(&tasklist_lock);
	spin_lock_irqsave(&pidmap_lock, flags);
	while (*pp && *pp != p)
		pp = &(*pp)->pid_next;
	if (*pp)
		*pp = p->pid_next;
	p->pid_next = NULL;
	/* In the same hold: one locked instruction fewer per exit. */
	__free_pid(p->pid);
	spin_unlock_irqrestore(&pidmap_lock, flags);
}

/* The chain walk; pidmap_lock or tasklist_lock held. */
static struct task_struct *lookup(pid_t pid)
{
	struct task_struct *p;

	for (p = pid_hash[pid_hashfn(pid)]; p; p = p->pid_next)
		if (p->pid == pid)
			break;
	return p;
}

struct task_struct *find_task_by_pid(pid_t pid)
{
	struct task_struct *p;
	unsigned long flags;

	if (pid <= 0)
		return NULL;
	spin_lock_irqsave(&pidmap_lock, flags);
	p = lookup(pid);
	spin_unlock_irqrestore(&pidmap_lock, flags);
	return p;
}

struct task_struct *__find_task_by_pid(pid_t pid)
{
	lockdep_assert_held(&tasklist_lock);
	return pid > 0 ? lookup(pid) : NULL;
}

struct task_struct *find_get_task_by_pid(pid_t pid)
{
	struct task_struct *p;

	read_lock_irq(&tasklist_lock);
	p = __find_task_by_pid(pid);
	if (p)
		get_task_struct(p);
	read_unlock_irq(&tasklist_lock);
	return p;
}
