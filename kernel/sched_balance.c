// SPDX-License-Identifier: GPL-2.0
/*
 * Load balancing: a CPU pulls runnable tasks from the busiest one, from
 * its tick (every tick while idle, every 100 ms while busy) and when it
 * is about to go idle; a new task starts on the least loaded CPU.  Only
 * tasks that are not running and may run on the puller are taken, so
 * cpus_allowed always holds.  Two runqueue locks are taken in address
 * order.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/cpumask.h>
#include "sched.h"

#define BUSY_BALANCE_INTERVAL	(HZ / 10)
#define IDLE_BALANCE_INTERVAL	1

int sched_balance_fork(struct task_struct *p)
{
	int best = task_cpu(p), cpu;
	unsigned long least = ~0UL;

	/* Its parent may have been bound to a CPU that went meanwhile. */
	cpus_allowed_fallback(p, best);
	if (cpu_online(best) && cpu_isset(best, p->cpus_allowed))
		least = cpu_rq(best)->nr_running;
	for_each_online_cpu(cpu) {
		if (!cpu_isset(cpu, p->cpus_allowed))
			continue;
		if (cpu_rq(cpu)->nr_running < least) {
			least = cpu_rq(cpu)->nr_running;
			best = cpu;
		}
	}
	return best;
}

/* The busiest other CPU, if it has at least two tasks more than @this. */
static struct runqueue *find_busiest(struct runqueue *this)
{
	struct runqueue *busiest = NULL;
	unsigned long max = this->nr_running + 1;
	int cpu;

	for_each_online_cpu(cpu) {
		struct runqueue *rq = cpu_rq(cpu);

		if (rq != this && rq->nr_running > max) {
			max = rq->nr_running;
			busiest = rq;
		}
	}
	return busiest;
}

static bool can_migrate(struct task_struct *p, struct runqueue *to)
{
	return !task_running(p) && !(p->flags & PF_IDLE) &&
	       cpu_isset(to->cpu, p->cpus_allowed);
}

/* Move up to @max tasks from @array; both runqueues are locked. */
static int pull_from(struct runqueue *this, struct runqueue *busiest,
		     struct prio_array *array, int max)
{
	int idx, moved = 0;

	for (idx = find_first_bit(array->bitmap, MAX_PRIO);
	     idx < MAX_PRIO && moved < max;
	     idx = find_next_bit(array->bitmap, MAX_PRIO, idx + 1)) {
		struct task_struct *p, *n;

		list_for_each_entry_safe(p, n, array->queue + idx, run_list) {
			if (!can_migrate(p, this))
				continue;
			move_task(p, busiest, this);
			if (++moved == max)
				break;
		}
	}
	return moved;
}

/* Half the difference, expired tasks first: they are cache-cold. */
static int pull_tasks(struct runqueue *this, struct runqueue *busiest)
{
	int max, moved;

	if (busiest->nr_running < this->nr_running + 2)
		return 0;
	max = (busiest->nr_running - this->nr_running) / 2;
	moved = pull_from(this, busiest, busiest->expired, max);
	if (moved < max)
		moved += pull_from(this, busiest, busiest->active, max - moved);
	return moved;
}

void rebalance_tick(struct runqueue *this, bool idle)
{
	struct runqueue *busiest;

	if (time_before(jiffies, this->next_balance) ||
	    !cpu_online(this->cpu))
		return;
	this->next_balance = jiffies + (idle ? IDLE_BALANCE_INTERVAL :
					BUSY_BALANCE_INTERVAL);
	busiest = find_busiest(this);
	if (!busiest)
		return;
	__double_rq_lock(this, busiest);
	pull_tasks(this, busiest);
	__double_rq_unlock(this, busiest);
}

void idle_balance(struct runqueue *this)
{
	struct runqueue *busiest;

	/* A CPU on its way out must not take work in. */
	if (!cpu_online(this->cpu))
		return;
	busiest = find_busiest(this);
	if (!busiest)
		return;
	if (busiest < this) {
		/* Out of order: let go of ours, take both in order. */
		spin_unlock_no_resched(&this->lock);
		__double_rq_lock(busiest, this);
	} else {
		spin_lock(&busiest->lock);
	}
	pull_tasks(this, busiest);
	spin_unlock_no_resched(&busiest->lock);
}
