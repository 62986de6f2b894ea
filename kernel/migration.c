// SPDX-License-Identifier: GPL-2.0
/*
 * Moving tasks between CPUs: set_cpus_allowed(), the requests it leaves
 * for the migration thread of the task's CPU, and the moves CPU hotplug
 * makes.  A task that is queued or running can only be taken off its
 * runqueue safely from its own CPU, by a task that runs ahead of it:
 * migration/N is SCHED_FIFO at the top priority, bound to CPU N.  The
 * thread itself, its hotplug notifier and migration_init() are in
 * kernel/sched.c, where the kthread series edits them.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/kthread.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <linux/errno.h>
#include <linux/err.h>
#include "sched.h"

/*
 * Move @p to @dest_cpu now if it is neither queued nor running;
 * otherwise queue a request for the migration thread of its CPU, which
 * can take it off its runqueue safely.  The runqueue is locked.
 */
static bool migrate_task(struct task_struct *p, int dest_cpu,
			 struct migration_req *req)
{
	struct runqueue *rq = task_rq(p);

	if (!p->array && !task_running(p)) {
		set_task_cpu(p, dest_cpu);
		return false;
	}
	init_completion(&req->done);
	req->task = p;
	req->dest_cpu = dest_cpu;
	list_add_tail(&req->list, &rq->migration_queue);
	return true;
}

int set_cpus_allowed(struct task_struct *p, cpumask_t new_mask)
{
	struct migration_req req;
	struct task_struct *mt;
	unsigned long flags;
	struct runqueue *rq;
	int ret = 0;

	rq = task_rq_lock(p, &flags);
	if (!cpus_intersects(new_mask, cpu_online_map)) {
		ret = -EINVAL;
		goto out;
	}
	p->cpus_allowed = new_mask;
	if (cpu_isset(task_cpu(p), new_mask))
		goto out;
	if (migrate_task(p, any_online_cpu(new_mask), &req)) {
		/* Queued on an online CPU, whose migration thread lives. */
		mt = rq->migration_thread;
		if (WARN_ON(!mt)) {
			list_del(&req.list);
			goto out;
		}
		task_rq_unlock(rq, &flags);
		wake_up_process(mt);
		wait_for_completion(&req.done);
		return 0;
	}
out:
	task_rq_unlock(rq, &flags);
	return ret;
}

/*
 * Move @p from @src_cpu to @dest_cpu, if it is still on @src_cpu, is
 * not running, and may run on @dest_cpu.  For the migration thread and
 * CPU hotplug.
 */
void __migrate_task(struct task_struct *p, int src_cpu, int dest_cpu)
{
	struct runqueue *src = cpu_rq(src_cpu), *dst;
	unsigned long flags;

	/* With interrupts off the online map holds still (stop_machine). */
	local_irq_save(flags);
	if (!cpu_online(dest_cpu) || !cpu_isset(dest_cpu, p->cpus_allowed))
		dest_cpu = any_online_cpu(p->cpus_allowed);
	if (dest_cpu >= NR_CPUS)
		goto out;
	dst = cpu_rq(dest_cpu);
	__double_rq_lock(src, dst);
	if (task_cpu(p) == src_cpu && !task_running(p)) {
		if (p->array)
			move_task(p, src, dst);
		else
			set_task_cpu(p, dest_cpu);
	}
	__double_rq_unlock(src, dst);
out:
	local_irq_restore(flags);
}

void migration_run_on(int cpu, struct migration_req *req,
		      void (*fn)(void *arg), void *arg)
{
	struct runqueue *rq = cpu_rq(cpu);
	unsigned long flags;

	init_completion(&req->done);
	req->task = NULL;
	req->fn = fn;
	req->arg = arg;
	spin_lock_irqsave(&rq->lock, flags);
	list_add_tail(&req->list, &rq->migration_queue);
	spin_unlock_irqrestore(&rq->lock, flags);
	wake_up_process(rq->migration_thread);
}

/*
 * Requests left on a dead CPU's queue: their tasks were moved off it
 * with everything else, so there is nothing left to do but say so.
 */
void complete_migration_requests(struct runqueue *rq)
{
	struct migration_req *req, *n;

	spin_lock_irq(&rq->lock);
	list_for_each_entry_safe(req, n, &rq->migration_queue, list) {
		list_del_init(&req->list);
		complete(&req->done);
	}
	spin_unlock_irq(&rq->lock);
}

/*
 * Take every task queued on @dead_cpu, which has just left
 * cpu_online_map, to an online CPU it may use.  One allowed nowhere else
 * has its mask widened to every CPU, with a note, as 2.6 does.  Runs on
 * the dying CPU with every other CPU held still (stop_machine).
 */
void migrate_all_tasks(int dead_cpu)
{
	struct runqueue *src = cpu_rq(dead_cpu);
	int i;

	for (i = 0; i < 2; i++) {
		struct prio_array *array = src->arrays + i;
		int idx;

		for (idx = 0; idx < MAX_PRIO; idx++) {
			struct task_struct *p, *n;

			list_for_each_entry_safe(p, n, array->queue + idx,
						 run_list) {
				int dest;

				if (task_running(p))
					continue;
				dest = select_task_cpu(p);
				__double_rq_lock(src, cpu_rq(dest));
				move_task(p, src, cpu_rq(dest));
				__double_rq_unlock(src, cpu_rq(dest));
			}
		}
	}
}

/* @p, asleep when it was on @dead_cpu, to an online CPU it may use. */
static void move_sleeper(struct task_struct *p, int dead_cpu)
{
	unsigned long flags;
	struct runqueue *rq = task_rq_lock(p, &flags);

	/* Woken meanwhile: the wake-up has moved it already. */
	if (task_cpu(p) == dead_cpu && !p->array && !task_running(p)) {
		set_task_cpu(p, select_task_cpu(p));
	}
	task_rq_unlock(rq, &flags);
}

void migrate_sleeping_tasks(int dead_cpu)
{
	struct task_struct *p;

	read_lock_irq(&tasklist_lock);
	for_each_process(p)
		if (task_cpu(p) == dead_cpu &&
		    !(p->flags & (PF_EXITING | PF_IDLE | PF_KTHREAD_NEW)))
			move_sleeper(p, dead_cpu);
	read_unlock_irq(&tasklist_lock);
}
