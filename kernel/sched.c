// SPDX-License-Identifier: GPL-2.0
/*
 * The scheduler core: runqueues, wake-ups, the tick, and schedule().
 * See kernel/sched.h for the shape of the runqueue.
 *
 * Locking: a runqueue's lock covers its arrays and the placement of the
 * tasks on it.  schedule() holds it across the switch itself, and the
 * task switched to releases it (finish_task_switch), so a task is never
 * seen by another CPU half switched out.  Two runqueue locks are taken
 * in address order (double_rq_lock).
 *
 * The migration thread of each CPU, its CPU notifier and
 * migration_init() are here, where the kthread series edits them; the
 * moves they make, set_cpus_allowed() among them, are in
 * kernel/migration.c.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/hardirq.h>
#include <linux/errno.h>
#include <linux/time.h>
#include <linux/string.h>
#include <linux/init.h>
#include <linux/kthread.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <asm/system.h>
#include <asm/switch_to.h>
#include "sched.h"

struct runqueue runqueues[NR_CPUS];

/* Time slices, in ticks, from 10 ms at nice 19 to 200 ms at nice -20. */
#define MIN_TIMESLICE	max_t(unsigned int, 10 * HZ / 1000, 1)
#define MAX_TIMESLICE	(200 * HZ / 1000)

static unsigned int task_timeslice(struct task_struct *p)
{
	return MIN_TIMESLICE + (MAX_TIMESLICE - MIN_TIMESLICE) *
		(MAX_PRIO - 1 - p->static_prio) / (MAX_PRIO - MAX_RT_PRIO - 1);
}

void __double_rq_lock(struct runqueue *a, struct runqueue *b)
{
	if (a == b) {
		spin_lock(&a->lock);
	} else if (a < b) {
		spin_lock(&a->lock);
		spin_lock(&b->lock);
	} else {
		spin_lock(&b->lock);
		spin_lock(&a->lock);
	}
}

void __double_rq_unlock(struct runqueue *a, struct runqueue *b)
{
	spin_unlock(&a->lock);
	if (a != b)
		spin_unlock(&b->lock);
}

void double_rq_lock(struct runqueue *a, struct runqueue *b)
{
	local_irq_disable();
	__double_rq_lock(a, b);
}

void double_rq_unlock(struct runqueue *a, struct runqueue *b)
{
	__double_rq_unlock(a, b);
	local_irq_enable();
}

void set_task_cpu(struct task_struct *p, unsigned int cpu)
{
	p->thread_info->cpu = cpu;
}

void move_task(struct task_struct *p, struct runqueue *src,
	       struct runqueue *dst)
{
	deactivate_task(p, src);
	set_task_cpu(p, dst->cpu);
	activate_task(p, dst);
	if (p->prio < dst->curr->prio)
		resched_task(dst->curr);
}

void resched_task(struct task_struct *p)
{
	int cpu = task_cpu(p);

	if (test_tsk_need_resched(p))
		return;
	set_tsk_need_resched(p);
	if (cpu != raw_smp_processor_id())
		smp_send_reschedule(cpu);
}

int task_running(struct task_struct *p)
{
	return task_rq(p)->curr == p;
}

int idle_cpu(int cpu)
{
	return cpu_rq(cpu)->curr == cpu_rq(cpu)->idle;
}

void cpus_allowed_fallback(struct task_struct *p, int gone_cpu)
{
	if (cpus_intersects(p->cpus_allowed, cpu_online_map))
		return;
	printk(KERN_INFO "process %d (%s) no longer affine to cpu%d\n",
	       p->pid, p->comm, gone_cpu);
	cpus_setall(p->cpus_allowed);
}

int select_task_cpu_moved(struct task_struct *p)
{
	cpus_allowed_fallback(p, task_cpu(p));
	return any_online_cpu(p->cpus_allowed);
}

static int try_to_wake_up(struct task_struct *p, unsigned int state)
{
	unsigned long flags;
	struct runqueue *rq;
	int cpu, success = 0;

	rq = task_rq_lock(p, &flags);
	if (!(p->state & state))
		goto out;
	if (!p->array) {
		cpu = select_task_cpu(p);
		if (cpu != task_cpu(p) && !task_running(p)) {
			/*
			 * Not queued and off-CPU: it may simply move.  Keep
			 * interrupts off across the change of lock, so that
			 * stop_machine cannot take @cpu down in between and
			 * leave the task queued on a dead CPU.
			 */
			set_task_cpu(p, cpu);
			spin_unlock(&rq->lock);
			rq = __task_rq_lock(p);
			if (!(p->state & state) || p->array)
				goto out;
		}
		if (p->state == TASK_UNINTERRUPTIBLE)
			rq->nr_uninterruptible--;
		activate_task(p, rq);
		if (p->prio < rq->curr->prio)
			resched_task(rq->curr);
	}
	p->state = TASK_RUNNING;
	success = 1;
out:
	task_rq_unlock(rq, &flags);
	return success;
}

int wake_up_process(struct task_struct *p)
{
	return try_to_wake_up(p, TASK_STOPPED | TASK_INTERRUPTIBLE |
			      TASK_UNINTERRUPTIBLE);
}

int wake_up_state(struct task_struct *p, unsigned int state)
{
	return try_to_wake_up(p, state);
}

void wake_up_new_task(struct task_struct *p)
{
	unsigned long flags;
	struct runqueue *rq;

	/*
	 * Choose with interrupts off: no CPU can leave the online map
	 * until we let stop_machine in, so the choice stays good.
	 */
	local_irq_save(flags);
	set_task_cpu(p, sched_balance_fork(p));
	rq = task_rq(p);
	spin_lock(&rq->lock);
	p->state = TASK_RUNNING;
	activate_task(p, rq);
	if (p->prio < rq->curr->prio)
		resched_task(rq->curr);
	spin_unlock_irqrestore(&rq->lock, flags);
}

/*
 * A tick on this CPU: charge it to the running task's slice.  An expired
 * SCHED_NORMAL task goes to the expired array with a new slice; an
 * expired SCHED_RR task goes to the back of its priority's queue.
 */
void scheduler_tick(void)
{
	struct runqueue *rq = this_rq();
	struct task_struct *p = current;

	rebalance_tick(rq, p == rq->idle);
	if (p == rq->idle)
		return;
	spin_lock(&rq->lock);
	if (!p->array || p->policy == SCHED_FIFO)
		goto out;
	/* Already expired (or yielded), and about to switch away. */
	if (p->array != rq->active) {
		set_tsk_need_resched(p);
		goto out;
	}
	if (--p->time_slice)
		goto out;
	p->time_slice = task_timeslice(p);
	set_tsk_need_resched(p);
	dequeue_task(p, rq->active);
	if (p->policy == SCHED_RR)
		enqueue_task(p, rq->active);
	else
		enqueue_task(p, rq->expired);
out:
	spin_unlock(&rq->lock);
}

/*
 * find_first_bit() for a priority bitmap, which is a few words long and
 * mostly empty in front (normal tasks are at 100 and above): a look at
 * each word, inline, rather than the general walker's call and masks.
 */
static inline int sched_find_first_bit(const unsigned long *bitmap)
{
	int i = 0;

	/*
	 * Words 0-2 hold only real-time priorities (0-95), mostly empty:
	 * one look at the three saves a turn of the loop for each, and
	 * under TCG each turn is two translated blocks.
	 */
	BUILD_BUG_ON(3 * BITS_PER_LONG > MAX_RT_PRIO || BITMAP_SIZE < 4);
	if (likely(!(bitmap[0] | bitmap[1] | bitmap[2])))
		i = 3;
	for (; i < BITMAP_SIZE; i++)
		if (bitmap[i])
			return i * BITS_PER_LONG + __ffs(bitmap[i]);
	return MAX_PRIO;
}

static struct task_struct *pick_next_task(struct runqueue *rq)
{
	struct prio_array *array;
	int idx;

	if (!rq->nr_running)
		idle_balance(rq);
	if (!rq->nr_running)
		return rq->idle;
	array = rq->active;
	if (!array->nr_active) {
		rq->active = rq->expired;
		rq->expired = array;
		array = rq->active;
	}
	idx = sched_find_first_bit(array->bitmap);
	return list_entry(array->queue[idx].next, struct task_struct,
			  run_list);
}

static void account_switch(struct task_struct *prev, struct task_struct *next)
{
	u64 now = sched_clock();

	prev->sum_exec_ns += now - prev->exec_start_ns;
	next->exec_start_ns = now;
}

/*
 * The second half of a switch, run by the task switched to: release the
 * runqueue lock prev's schedule() took, and drop the last reference to
 * a task that has exited (its stack is no longer in use).
 */
static void finish_task_switch(struct task_struct *prev)
{
	struct runqueue *rq = this_rq();
	unsigned long prev_flags = prev->flags;

	spin_lock_pass(&rq->lock, prev);
	spin_unlock_irq(&rq->lock);
	if (prev_flags & PF_DEAD)
		put_task_struct(prev);
}

void schedule_tail(struct task_struct *prev)
{
	finish_task_switch(prev);
}

static void schedule_bug(void)
{
	printk(KERN_ERR "BUG: scheduling while atomic: %s/%d/0x%08x\n",
	       current->comm, current->pid, preempt_count());
	dump_stack();
}

void __sched schedule(void)
{
	struct task_struct *prev, *next;
	struct runqueue *rq;

need_resched:
	/* A dying task arrives with preemption off, to switch out for good. */
	if (unlikely((preempt_count() & ~PREEMPT_ACTIVE) != 0) &&
	    !(current->flags & PF_DEAD))
		schedule_bug();
	preempt_disable();
	prev = current;
	if (unlikely(task_stack_end_corrupted(prev)))
		stack_overflow_oops();
	rq = this_rq();
	spin_lock_irq(&rq->lock);
	rq->lockup_ticks = 0;		/* it schedules: not stuck */
	if (prev->state != TASK_RUNNING &&
	    !(preempt_count() & PREEMPT_ACTIVE)) {
		if (prev->state == TASK_INTERRUPTIBLE && signal_pending(prev)) {
			prev->state = TASK_RUNNING;
		} else {
			if (prev->state == TASK_UNINTERRUPTIBLE)
				rq->nr_uninterruptible++;
			deactivate_task(prev, rq);
		}
	}
	next = pick_next_task(rq);
	/*
	 * Look before clearing: a locked instruction costs a lot under
	 * QEMU's multi-threaded TCG, and the flag is mostly clear.  A set
	 * that races with the look costs one more pass through here.
	 */
	if (test_tsk_need_resched(prev))
		clear_tsk_need_resched(prev);
	if (likely(prev != next)) {
		if (prev->state == TASK_RUNNING)
			prev->nivcsw++;
		else
			prev->nvcsw++;
		rq->nr_switches++;
		rq->curr = next;
		account_switch(prev, next);
		prev = switch_to(prev, next);
		finish_task_switch(prev);
	} else {
		spin_unlock_irq(&rq->lock);
	}
	preempt_enable_no_resched();
	if (unlikely(need_resched()))
		goto need_resched;
}

void __sched preempt_schedule(void)
{
	if (likely(preempt_count() || irqs_disabled()))
		return;
	do {
		add_preempt_count(PREEMPT_ACTIVE);
		schedule();
		sub_preempt_count(PREEMPT_ACTIVE);
		barrier();
	} while (need_resched());
}

void __sched preempt_schedule_irq(void)
{
	do {
		add_preempt_count(PREEMPT_ACTIVE);
		local_irq_enable();
		schedule();
		local_irq_disable();
		sub_preempt_count(PREEMPT_ACTIVE);
		barrier();
	} while (need_resched());
}

int __sched cond_resched(void)
{
	if (need_resched() && !preempt_count() && !irqs_disabled()) {
		schedule();
		return 1;
	}
	return 0;
}

/*
 * Go to the back of the line: a SCHED_NORMAL task to the expired array
 * (everyone else runs first), a real-time one to the tail of its queue.
 */
void __sched yield(void)
{
	struct task_struct *p = current;
	struct runqueue *rq;

	/* Pick the runqueue only once we cannot be moved off it. */
	local_irq_disable();
	rq = this_rq();
	spin_lock(&rq->lock);
	if (p->array) {
		dequeue_task(p, p->array);
		enqueue_task(p, rt_task(p) ? rq->active : rq->expired);
	}
	set_tsk_need_resched(p);
	spin_unlock_no_resched(&rq->lock);
	local_irq_enable();
	schedule();
}

/*
 * Would schedule() pick another task than @p, queued on @rq?  A running
 * task whose priority drops reschedules only then: else the switch
 * would be back to itself.
 */
static bool queued_before(struct runqueue *rq, struct task_struct *p)
{
	int idx;

	if (p->array != rq->active)
		return true;
	idx = sched_find_first_bit(rq->active->bitmap);
	return idx < p->prio || rq->active->queue[idx].next != &p->run_list;
}

/* Requeue @p at a new priority; the runqueue is locked. */
static void change_prio(struct runqueue *rq, struct task_struct *p, int prio)
{
	struct prio_array *array = p->array;
	int old = p->prio;

	if (array)
		dequeue_task(p, array);
	p->prio = prio;
	if (array) {
		enqueue_task(p, array);
		if (task_running(p)) {
			if (prio > old && queued_before(rq, p))
				resched_task(p);
		} else if (prio < rq->curr->prio) {
			resched_task(rq->curr);
		}
	}
}

void set_user_nice(struct task_struct *p, long nice)
{
	unsigned long flags;
	struct runqueue *rq;

	nice = clamp_t(long, nice, -20, 19);
	rq = task_rq_lock(p, &flags);
	p->static_prio = NICE_TO_PRIO(nice);
	if (!rt_task(p))
		change_prio(rq, p, p->static_prio);
	task_rq_unlock(rq, &flags);
}

int task_nice(const struct task_struct *p)
{
	return TASK_NICE(p);
}

int sched_setscheduler(struct task_struct *p, int policy,
		       struct sched_param *param)
{
	unsigned long flags;
	struct runqueue *rq;
	int prio;

	if (!param)
		return -EINVAL;
	if (policy == SCHED_FIFO || policy == SCHED_RR) {
		if (param->sched_priority < 1 ||
		    param->sched_priority > MAX_USER_RT_PRIO - 1)
			return -EINVAL;
		prio = MAX_RT_PRIO - 1 - param->sched_priority;
	} else if (policy == SCHED_NORMAL) {
		if (param->sched_priority != 0)
			return -EINVAL;
		prio = p->static_prio;
	} else {
		return -EINVAL;
	}
	rq = task_rq_lock(p, &flags);
	/* No change, no requeue (kthread() asks for what it has, often). */
	if (p->policy != policy || p->rt_priority != param->sched_priority ||
	    p->prio != prio) {
		p->policy = policy;
		p->rt_priority = param->sched_priority;
		change_prio(rq, p, prio);
	}
	task_rq_unlock(rq, &flags);
	return 0;
}

int setscheduler(pid_t pid, int policy, struct sched_param *param)
{
	struct task_struct *p;
	int ret;

	read_lock_irq(&tasklist_lock);
	p = pid ? __find_task_by_pid(pid) : current;
	if (!p) {
		read_unlock_irq(&tasklist_lock);
		return -ESRCH;
	}
	get_task_struct(p);
	read_unlock_irq(&tasklist_lock);
	if (policy < 0)
		policy = p->policy;
	ret = sched_setscheduler(p, policy, param);
	put_task_struct(p);
	return ret;
}

/*
 * Wait until a task that has stopped being runnable is off the runqueue
 * entirely: not running, and not merely preempted on its way to sleep.
 * A preempted one may be waiting for this very CPU, so yield to it.
 */
void wait_task_inactive(struct task_struct *p)
{
	unsigned long flags;
	struct runqueue *rq;
	bool preempted;

	for (;;) {
		rq = task_rq_lock(p, &flags);
		/*
		 * Dequeued is not enough: schedule() may drop the lock
		 * between dequeueing it and switching (idle_balance).
		 */
		if (!p->array && !task_running(p)) {
			task_rq_unlock(rq, &flags);
			return;
		}
		preempted = !task_running(p);
		task_rq_unlock(rq, &flags);
		cpu_relax();
		if (preempted)
			yield();
	}
}

unsigned long nr_running(void)
{
	unsigned long sum = 0;
	int cpu;

	for_each_online_cpu(cpu)
		sum += cpu_rq(cpu)->nr_running;
	return sum;
}

unsigned long nr_uninterruptible(void)
{
	unsigned long sum = 0;
	int cpu;

	/* A dead CPU's count still holds the sleepers it saw go. */
	for_each_possible_cpu(cpu)
		sum += cpu_rq(cpu)->nr_uninterruptible;
	return sum;
}

unsigned long long nr_context_switches(void)
{
	unsigned long long sum = 0;
	int cpu;

	for_each_possible_cpu(cpu)
		sum += cpu_rq(cpu)->nr_switches;
	return sum;
}

void init_idle(struct task_struct *idle, int cpu)
{
	struct runqueue *rq = cpu_rq(cpu);
	unsigned long flags;

	spin_lock_irqsave(&rq->lock, flags);
	idle->state = TASK_RUNNING;
	idle->flags |= PF_IDLE;
	idle->array = NULL;
	idle->prio = MAX_PRIO;
	idle->policy = SCHED_NORMAL;
	idle->cpus_allowed = cpumask_of_cpu(cpu);
	set_task_cpu(idle, cpu);
	rq->curr = rq->idle = idle;
	snprintf(idle->comm, sizeof(idle->comm), "swapper/%d", cpu);
	spin_unlock_irqrestore(&rq->lock, flags);
	/* The idle task runs with preemption on: it schedules by itself. */
	idle->thread_info->preempt_count = 0;
}

void __init sched_init(void)
{
	int cpu, i, j;

	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		struct runqueue *rq = cpu_rq(cpu);

		spin_lock_init(&rq->lock);
		rq->cpu = cpu;
		rq->active = rq->arrays;
		rq->expired = rq->arrays + 1;
		INIT_LIST_HEAD(&rq->migration_queue);
		for (j = 0; j < 2; j++) {
			struct prio_array *array = rq->arrays + j;

			for (i = 0; i < MAX_PRIO; i++)
				INIT_LIST_HEAD(array->queue + i);
			memset(array->bitmap, 0, sizeof(array->bitmap));
		}
	}
	init_idle(current, raw_smp_processor_id());
}

atomic_t might_sleep_warnings = ATOMIC_INIT(0);

void __might_sleep(const char *file, int line)
{
	static unsigned long last_warning;

	if ((!in_atomic() && !irqs_disabled()) || oops_in_progress ||
	    system_state != SYSTEM_RUNNING)
		return;
	atomic_inc(&might_sleep_warnings);
	/* Once a second at most: a loop of these would drown the console. */
	if (last_warning && time_before(jiffies, last_warning + HZ))
		return;
	last_warning = jiffies;
	printk(KERN_ERR "BUG: sleeping function called from invalid context at %s:%d\n",
	       file, line);
	printk(KERN_ERR "in_atomic(): %d, irqs_disabled(): %d, pid: %d, name: %s\n",
	       in_atomic(), irqs_disabled(), current->pid, current->comm);
	dump_stack();
}

/*
 * migration_thread - serve this CPU's set_cpus_allowed() requests
 * @data: the CPU, cast to a pointer
 *
 * The body of migration/N: SCHED_FIFO at the top priority, bound to its
 * CPU, so that when it runs the task it moves is not running.  For the
 * same reason it is stop_machine_run()'s stopper on this CPU.
 * Return: 0 once a signal (kthread_stop) ends it.
 */
int migration_thread(void *data)
{
	int cpu = (long)data;
	struct runqueue *rq = cpu_rq(cpu);

	/*
	 * kthread_bind() put us on @cpu.  Only a CPU that died before we
	 * first ran (it is offline then) can have moved us away, and only
	 * then can our runqueue have let go of us already.
	 */
	BUG_ON(raw_smp_processor_id() != cpu && cpu_online(cpu));
	BUG_ON(rq->migration_thread != current && cpu_online(cpu));

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
		if (req->task)
			__migrate_task(req->task, rq->cpu, req->dest_cpu);
		else
			req->fn(req->arg);
		complete(&req->done);
	}
	return 0;
}

/*
 * CPU hotplug: each CPU gets its migration thread before it comes up,
 * and loses it once it is dead.  It runs before the other per-CPU
 * threads' notifiers (CPU_PRI_MIGRATION), as in Linux.
 */
static int migration_call(struct notifier_block *nfb, unsigned long action,
			  void *hcpu)
{
	struct sched_param param = { .sched_priority = MAX_RT_PRIO - 1 };
	int cpu = (long)hcpu;
	struct runqueue *rq = cpu_rq(cpu);

	switch (action) {
	case CPU_UP_PREPARE:
		if (kthread_create_cpu(&rq->migration_thread, migration_thread,
				       hcpu, cpu, "migration"))
			return NOTIFY_BAD;
		sched_setscheduler(rq->migration_thread, SCHED_FIFO, &param);
		break;
	case CPU_ONLINE:
		wake_up_process(rq->migration_thread);
		break;
	case CPU_UP_CANCELED:
	case CPU_DEAD:
		kthread_stop_cpu(&rq->migration_thread);
		complete_migration_requests(rq);
		break;
	}
	return NOTIFY_OK;
}

static struct notifier_block migration_notifier = {
	.notifier_call = migration_call,
	.priority = CPU_PRI_MIGRATION,
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
