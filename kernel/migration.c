// SPDX-License-Identifier: GPL-2.0
/*
 * Moving tasks between CPUs: set_cpus_allowed() and the migration
 * thread of each CPU, migration/N, that does the moves it cannot do
 * itself.  A task that is queued or running can only be taken off its
 * runqueue safely from its own CPU, by a task that runs ahead of it:
 * migration/N is SCHED_FIFO at the top priority, bound to CPU N.
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
	mt = rq->migration_thread;
	if (WARN_ON(!mt))	/* only one CPU before it exists */
		goto out;
	if (migrate_task(p, any_online_cpu(new_mask), &req)) {
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
	struct runqueue *src = cpu_rq(src_cpu), *dst = cpu_rq(dest_cpu);

	double_rq_lock(src, dst);
	if (task_cpu(p) == src_cpu && !task_running(p) &&
	    cpu_isset(dest_cpu, p->cpus_allowed) && cpu_online(dest_cpu)) {
		if (p->array)
			move_task(p, src, dst);
		else
			set_task_cpu(p, dest_cpu);
	}
	double_rq_unlock(src, dst);
}

/*
 * migration_thread - serve this CPU's set_cpus_allowed() requests
 * @data: the CPU, cast to a pointer
 *
 * The body of migration/N: SCHED_FIFO at the top priority, bound to its
 * CPU, so that when it runs the task it moves is not running.
 * Return: 0 once a signal (kthread_stop) ends it.
 */
int migration_thread(void *data)
{
	struct runqueue *rq = cpu_rq((long)data);

	while (!signal_pending(current)) {
		struct migration_req *req;

		spin_lock_irq(&rq->lock);
		if (list_empty(&rq->migration_queue)) {
			__set_current_state(TASK_INTERRUPTIBLE);
			spin_unlock_irq(&rq->lock);
			schedule();
			continue;
		}
		req = list_first_entry(&rq->migration_queue,
				       struct migration_req, list);
		list_del_init(&req->list);
		spin_unlock_irq(&rq->lock);
		__migrate_task(req->task, rq->cpu, req->dest_cpu);
		complete(&req->done);
	}
	return 0;
}


/*
 * CPU hotplug: each CPU gets its migration thread before it comes up,
 * and loses it once it is dead.  This notifier runs first (priority 10),
 * so the other per-CPU threads can be moved by the time theirs run.
 */
static int migration_call(struct notifier_block *nfb, unsigned long action,
			  void *hcpu)
{
	struct sched_param param = { .sched_priority = MAX_RT_PRIO - 1 };
	int cpu = (long)hcpu;
	struct runqueue *rq = cpu_rq(cpu);
	struct task_struct *p;

	switch (action) {
	case CPU_UP_PREPARE:
		p = kthread_create(migration_thread, hcpu, "migration/%d", cpu);
		if (IS_ERR(p))
			return NOTIFY_BAD;
		kthread_bind(p, cpu);
		sched_setscheduler(p, SCHED_FIFO, &param);
		rq->migration_thread = p;
		break;
	case CPU_ONLINE:
		wake_up_process(rq->migration_thread);
		break;
	case CPU_UP_CANCELED:
		/* Bound to a CPU that never came: let it run its exit here. */
		kthread_bind(rq->migration_thread, raw_smp_processor_id());
		kthread_stop(rq->migration_thread);
		rq->migration_thread = NULL;
		break;
	case CPU_DEAD:
		kthread_stop(rq->migration_thread);
		rq->migration_thread = NULL;
		break;
	}
	return NOTIFY_OK;
}

static struct notifier_block migration_notifier = {
	.notifier_call = migration_call,
	.priority = 10,
};

void __init migration_init(void)
{
	void *cpu = (void *)(long)raw_smp_processor_id();

	/* The boot CPU's: made by init itself, keventd is not up yet. */
	if (migration_call(&migration_notifier, CPU_UP_PREPARE, cpu) !=
	    NOTIFY_OK)
		panic("cannot make the boot CPU's migration thread");
	migration_call(&migration_notifier, CPU_ONLINE, cpu);
	register_cpu_notifier(&migration_notifier);
}
