/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _KERNEL_SCHED_H
#define _KERNEL_SCHED_H

/*
 * The scheduler's own structures, shared by kernel/sched*.c only.
 *
 * Linux 2.6's O(1) design: per CPU a runqueue with two priority arrays.
 * A task that uses up its time slice moves to the expired array; when
 * the active array runs dry the two swap.  So a SCHED_NORMAL task that
 * never sleeps still waits its turn behind every other one, while a
 * real-time task always runs before any SCHED_NORMAL task.
 */

#include <linux/sched.h>
#include <linux/bitmap.h>
#include <linux/completion.h>

#define BITMAP_SIZE	BITS_TO_LONGS(MAX_PRIO + 1)

struct prio_array {
	unsigned int nr_active;
	unsigned long bitmap[BITMAP_SIZE];
	struct list_head queue[MAX_PRIO];
};

/* A set_cpus_allowed() request for the migration thread. */
struct migration_req {
	struct list_head list;
	struct task_struct *task;	/* the task to move, or NULL: */
	int dest_cpu;
	void (*fn)(void *arg);		/* run this on the thread's CPU */
	void *arg;
	struct completion done;
};

struct runqueue {
	spinlock_t lock;
	unsigned long nr_running;
	/*
	 * Tasks that went to sleep in D here, less those woken from D
	 * here: only the sum over all CPUs means anything.
	 */
	unsigned long nr_uninterruptible;
	unsigned long long nr_switches;
	unsigned long expired_timestamp;
	struct task_struct *curr, *idle;
	struct prio_array *active, *expired, arrays[2];
	int cpu;

	unsigned long next_balance;	/* jiffies */
	/* ticks since it last scheduled, counted while it could not */
	unsigned long lockup_ticks;

	struct task_struct *migration_thread;
	struct list_head migration_queue;
};

extern struct runqueue runqueues[NR_CPUS];

#define cpu_rq(cpu)	(&runqueues[(cpu)])
#define this_rq()	cpu_rq(raw_smp_processor_id())
#define task_rq(p)	cpu_rq(task_cpu(p))

/*
 * The runqueue primitives below are inline: each is a few instructions,
 * on the path of every wake-up and every switch.
 */

/* task_rq_lock() for a caller that has interrupts off already. */
static inline struct runqueue *__task_rq_lock(struct task_struct *p)
{
	struct runqueue *rq;

	for (;;) {
		rq = task_rq(p);
		spin_lock(&rq->lock);
		if (likely(rq == task_rq(p)))
			return rq;
		spin_unlock(&rq->lock);
	}
}

/**
 * task_rq_lock - lock the runqueue a task is on, with interrupts off
 * @p: the task
 * @flags: where to save the interrupt state
 *
 * The task may move while we wait for the lock; retry until the lock
 * held is that of its runqueue.
 */
static inline struct runqueue *task_rq_lock(struct task_struct *p,
					    unsigned long *flags)
{
	local_irq_save(*flags);
	return __task_rq_lock(p);
}

/**
 * task_rq_unlock - undo task_rq_lock()
 * @rq: the runqueue
 * @flags: the saved interrupt state
 */
static inline void task_rq_unlock(struct runqueue *rq, unsigned long *flags)
{
	spin_unlock_irqrestore(&rq->lock, *flags);
}

/**
 * dequeue_task - take a task off a priority array
 * @p: the task
 * @array: the array it is on
 */
static inline void dequeue_task(struct task_struct *p,
				struct prio_array *array)
{
	array->nr_active--;
	list_del(&p->run_list);
	if (list_empty(array->queue + p->prio))
		__clear_bit(p->prio, array->bitmap);
}

/**
 * enqueue_task - put a task at the tail of its priority in an array
 * @p: the task
 * @array: the array
 */
static inline void enqueue_task(struct task_struct *p,
				struct prio_array *array)
{
	list_add_tail(&p->run_list, array->queue + p->prio);
	__set_bit(p->prio, array->bitmap);
	array->nr_active++;
	p->array = array;
}

/**
 * activate_task - put a task on a runqueue; the runqueue is locked
 * @p: the task
 * @rq: the runqueue of its CPU
 */
static inline void activate_task(struct task_struct *p, struct runqueue *rq)
{
	lockdep_assert_held(&rq->lock);
	enqueue_task(p, rq->active);
	rq->nr_running++;
}

/**
 * deactivate_task - take a task off its runqueue; the runqueue is locked
 * @p: the task
 * @rq: its runqueue
 */
static inline void deactivate_task(struct task_struct *p, struct runqueue *rq)
{
	lockdep_assert_held(&rq->lock);
	rq->nr_running--;
	dequeue_task(p, p->array);
	p->array = NULL;
}

/**
 * resched_task - make a task reschedule, with an IPI if it runs elsewhere
 * @p: the task
 */
void resched_task(struct task_struct *p);

/**
 * move_task - move a task between two locked runqueues
 * @p: the task, queued on @src and not running
 * @src: its runqueue
 * @dst: the new one
 */
void move_task(struct task_struct *p, struct runqueue *src,
	       struct runqueue *dst);

/**
 * __double_rq_lock - lock two runqueues in address order; irqs are off
 * @a: one runqueue
 * @b: the other (may be @a)
 */
void __double_rq_lock(struct runqueue *a, struct runqueue *b);

/**
 * __double_rq_unlock - undo __double_rq_lock()
 * @a: one runqueue
 * @b: the other
 */
void __double_rq_unlock(struct runqueue *a, struct runqueue *b);

/**
 * rebalance_tick - from the tick: pull work from the busiest CPU, now and then
 * @this: this CPU's runqueue, not locked; interrupts are off
 * @idle: this CPU runs its idle task
 */
void rebalance_tick(struct runqueue *this, bool idle);

/**
 * idle_balance - pull work before going idle
 * @this: this CPU's runqueue, locked; it may be dropped and retaken
 */
void idle_balance(struct runqueue *this);

/**
 * sched_balance_fork - the CPU a new task should start on
 * @p: the task
 *
 * Return: the least loaded online CPU it may use (its parent's on ties).
 */
int sched_balance_fork(struct task_struct *p);

/**
 * double_rq_lock - lock two runqueues, in address order, interrupts off
 * @a: one runqueue
 * @b: the other (may be @a)
 */
void double_rq_lock(struct runqueue *a, struct runqueue *b);

/**
 * double_rq_unlock - undo double_rq_lock()
 * @a: one runqueue
 * @b: the other
 */
void double_rq_unlock(struct runqueue *a, struct runqueue *b);

/**
 * __migrate_task - move a task that is not running to another CPU
 * @p: the task
 * @src_cpu: the CPU it should be on; nothing happens if it is not
 * @dest_cpu: the CPU to move it to, if it may run there
 */
void __migrate_task(struct task_struct *p, int src_cpu, int dest_cpu);

/**
 * cpus_allowed_fallback - let a task run somewhere when its CPUs are gone
 * @p: the task
 * @gone_cpu: the CPU it was on, for the note
 *
 * If every CPU @p may use is offline, widen its mask to every CPU and
 * say so, as 2.6 does.  Call with interrupts off, so the online map
 * holds still, and @p's runqueue locked (or @p not yet visible).
 */
void cpus_allowed_fallback(struct task_struct *p, int gone_cpu);

/**
 * select_task_cpu_moved - select_task_cpu() when @p's CPU will not do
 * @p: the task
 *
 * Return: the first online CPU of @p's mask, after widening it.
 */
int select_task_cpu_moved(struct task_struct *p);

/**
 * select_task_cpu - the CPU @p should run on: its own if still allowed
 * @p: the task
 *
 * Its CPU when that is online and in its mask, else the first online
 * CPU of its mask, widened by cpus_allowed_fallback() if need be.  The
 * same conditions as cpus_allowed_fallback().  The first case, every
 * wake-up's, inline; the rest in select_task_cpu_moved().
 */
static inline int select_task_cpu(struct task_struct *p)
{
	int cpu = task_cpu(p);

	if (likely(cpu_online(cpu) && cpu_isset(cpu, p->cpus_allowed)))
		return cpu;
	return select_task_cpu_moved(p);
}

/**
 * migrate_all_tasks - move every queued task off a CPU leaving the map
 * @dead_cpu: the CPU; runs there, under stop_machine
 */
void migrate_all_tasks(int dead_cpu);

/**
 * migrate_sleeping_tasks - move the tasks asleep on a dead CPU off it
 * @dead_cpu: the CPU, after CPU_DEAD
 *
 * As 2.6 moves every task off a dead CPU: each sleeper that last ran
 * there gets an online CPU, and one allowed only offline CPUs gets its
 * mask widened now, with the note, not at some later wake-up.  A thread
 * in its first sleep after kthread_create() keeps its kthread_bind().
 */
void migrate_sleeping_tasks(int dead_cpu);

/**
 * complete_migration_requests - answer the requests left on a dead CPU
 * @rq: that CPU's runqueue; its tasks were moved off it already
 */
void complete_migration_requests(struct runqueue *rq);

/**
 * migration_run_on - have a CPU's migration thread call a function
 * @cpu: an online CPU
 * @req: the request, the caller's until @req->done completes
 * @fn: the function, called on @cpu's migration thread: SCHED_FIFO at
 *	the top priority, so nothing else runs on @cpu meanwhile
 * @arg: its argument
 *
 * stop_machine_run() holds every CPU this way, with no thread to make.
 * Wait for @req->done before reusing @req.  Call with the hotplug lock
 * held, so that @cpu keeps its migration thread.
 */
void migration_run_on(int cpu, struct migration_req *req,
		      void (*fn)(void *arg), void *arg);

#endif /* _KERNEL_SCHED_H */
