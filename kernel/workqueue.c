// SPDX-License-Identifier: GPL-2.0
/*
 * Workqueues, the Linux 2.6 way: per CPU a cpu_workqueue_struct with a
 * list of work and a worker thread, NAME/N, made with kthread and bound
 * to its CPU.  Work runs on the CPU it was queued on, in queue order.
 * The "events" workqueue is keventd, which kthread itself relies on.
 *
 * flush_workqueue() queues a barrier item at the tail of each CPU's list
 * and waits for it, so it waits for exactly the work queued before it.
 *
 * The rule that keeps that true across hotplug: a CPU's queue is either
 * live (its worker will run its list) or retired (taken_by names the
 * queue that does its work, and its list is empty).  Every possible
 * CPU's queue is one or the other from create_workqueue() on, and a list
 * is never thrown away: when a worker is stopped (CPU_DEAD, or
 * CPU_UP_CANCELED for one that never ran) whatever is left on its list,
 * barriers included, moves in order to a live queue as the queue
 * retires (retire_cwq).  A CPU coming up takes its queue back at
 * CPU_ONLINE, when its worker wakes.  Queueing and flushing follow
 * taken_by to the live queue under its lock, so work queued for a CPU
 * that is not there runs once, elsewhere, and a flush finds it.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/workqueue.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/cpu.h>
#include <linux/completion.h>
#include <linux/string.h>
#include <linux/err.h>

struct cpu_workqueue_struct {
	spinlock_t lock;
	struct list_head worklist;
	wait_queue_head_t more_work;
	struct workqueue_struct *wq;
	struct task_struct *thread;
	int run_depth;
	/* retired: the queue that does this CPU's work meanwhile */
	struct cpu_workqueue_struct *taken_by;
};

struct workqueue_struct {
	struct cpu_workqueue_struct cpu_wq[NR_CPUS];
	char name[12];
	struct list_head list;		/* on workqueues */
	/* delayed work whose timer is armed, for destroy_workqueue() */
	spinlock_t delayed_lock;
	struct list_head delayed;
	/* held by a worker while a work item runs, for lock_debug */
	struct lockdep_map dep_map;
};

/*
 * Two classes for lock_debug: keventd, the queue that kthread_create()
 * and kthread_stop() wait on, and every other queue.
 */
static struct lock_class_key keventd_key, workqueue_key;

static DEFINE_SPINLOCK(workqueue_lock);
static LIST_HEAD(workqueues);
static struct workqueue_struct *keventd_wq;

#define WORK_PENDING	0

/* The live cpu_workqueue for @cwq: follow take-overs. Lock not held. */
static struct cpu_workqueue_struct *lock_live_cwq(
		struct cpu_workqueue_struct *cwq, unsigned long *flags)
{
	struct cpu_workqueue_struct *next;

	for (;;) {
		spin_lock_irqsave(&cwq->lock, *flags);
		next = cwq->taken_by;	/* read under the lock: it changes */
		if (!next)
			return cwq;
		spin_unlock_irqrestore(&cwq->lock, *flags);
		cwq = next;
	}
}

static void __queue_work(struct cpu_workqueue_struct *cwq,
			 struct work_struct *work)
{
	unsigned long flags;

	cwq = lock_live_cwq(cwq, &flags);
	work->wq_data = cwq;
	list_add_tail(&work->entry, &cwq->worklist);
	wake_up(&cwq->more_work);
	spin_unlock_irqrestore(&cwq->lock, flags);
}

int queue_work_on(int cpu, struct workqueue_struct *wq,
		  struct work_struct *work)
{
	if (test_and_set_bit(WORK_PENDING, &work->pending))
		return 0;
	BUG_ON(!list_empty(&work->entry));
	__queue_work(wq->cpu_wq + cpu, work);
	return 1;
}

int queue_work(struct workqueue_struct *wq, struct work_struct *work)
{
	int cpu = get_cpu();
	int ret = queue_work_on(cpu, wq, work);

	put_cpu();
	return ret;
}

/*
 * While its timer is armed a delayed item sits on its workqueue's
 * delayed list (through ->entry, which the worklist does not use until
 * then), so that destroy_workqueue() can find and cancel it.
 */
static void delayed_list_add(struct workqueue_struct *wq,
			     struct work_struct *work)
{
	unsigned long flags;

	spin_lock_irqsave(&wq->delayed_lock, flags);
	list_add_tail(&work->entry, &wq->delayed);
	spin_unlock_irqrestore(&wq->delayed_lock, flags);
}

static void delayed_list_del(struct workqueue_struct *wq,
			     struct work_struct *work)
{
	unsigned long flags;

	spin_lock_irqsave(&wq->delayed_lock, flags);
	list_del_init(&work->entry);
	spin_unlock_irqrestore(&wq->delayed_lock, flags);
}

/* A delayed item's timer: queue it on the CPU the timer fired on. */
static void delayed_work_timer_fn(unsigned long __data)
{
	struct work_struct *work = (struct work_struct *)__data;
	struct workqueue_struct *wq = work->wq_data;

	delayed_list_del(wq, work);
	__queue_work(wq->cpu_wq + raw_smp_processor_id(), work);
}

static int __queue_delayed_work(int cpu, struct workqueue_struct *wq,
				struct work_struct *work, unsigned long delay)
{
	struct timer_list *timer = &work->timer;

	if (!delay)
		return queue_work_on(cpu, wq, work);
	if (test_and_set_bit(WORK_PENDING, &work->pending))
		return 0;
	BUG_ON(timer_pending(timer));
	BUG_ON(!list_empty(&work->entry));
	/* Until it is queued, wq_data says which workqueue. */
	work->wq_data = wq;
	setup_timer(timer, delayed_work_timer_fn, (unsigned long)work);
	timer->expires = jiffies + delay;
	delayed_list_add(wq, work);
	add_timer_on(timer, cpu);
	return 1;
}

int queue_delayed_work(struct workqueue_struct *wq, struct work_struct *work,
		       unsigned long delay)
{
	int cpu = get_cpu();
	int ret = __queue_delayed_work(cpu, wq, work, delay);

	put_cpu();
	return ret;
}

int cancel_delayed_work(struct work_struct *work)
{
	int ret = del_timer_sync(&work->timer);

	/* The timer did not run, so wq_data still names the workqueue. */
	if (ret) {
		delayed_list_del(work->wq_data, work);
		clear_bit(WORK_PENDING, &work->pending);
	}
	return ret;
}

static void wq_barrier_func(void *data);

/*
 * The next item to run.  A run nested in a work item (it flushed its
 * own queue) leaves the barriers where they are: a barrier says that all
 * work before it is done, and the item that flushed is not done yet.
 */
static struct work_struct *next_work(struct cpu_workqueue_struct *cwq)
{
	struct work_struct *work;

	list_for_each_entry(work, &cwq->worklist, entry)
		if (cwq->run_depth == 1 || work->func != wq_barrier_func)
			return work;
	return NULL;
}

/*
 * Run the list.  The item is off the list and not pending before its
 * function is called, and is not touched after: the function may free
 * it or queue it again, and a caller's on-stack item may be gone.
 */
static void run_workqueue(struct cpu_workqueue_struct *cwq)
{
	struct work_struct *work;
	unsigned long flags;

	spin_lock_irqsave(&cwq->lock, flags);
	if (++cwq->run_depth > 3)
		printk(KERN_ERR "%s: recursion depth exceeded: %d\n",
		       current->comm, cwq->run_depth);
	while ((work = next_work(cwq)) != NULL) {
		void (*f)(void *) = work->func;
		void *data = work->data;

		list_del_init(&work->entry);
		spin_unlock_irqrestore(&cwq->lock, flags);
		clear_bit(WORK_PENDING, &work->pending);
		lock_map_acquire(&cwq->wq->dep_map);
		f(data);
		lock_map_release(&cwq->wq->dep_map);
		spin_lock_irqsave(&cwq->lock, flags);
	}
	cwq->run_depth--;
	spin_unlock_irqrestore(&cwq->lock, flags);
}

/*
 * The worker's entry on more_work, which it stays on while it runs:
 * queueing wakes it only outside run_workqueue().  A work item that
 * sleeps (waitpid, a completion, msleep) must see no wake-up it did not
 * ask for.  Every waker holds cwq->lock, under which run_depth changes,
 * and only the worker runs its queue, so run_depth says where it sleeps.
 */
static int worker_wake_function(wait_queue_t *wait, unsigned int mode,
				int sync)
{
	struct cpu_workqueue_struct *cwq = kthread_data(wait->task);

	if (cwq->run_depth)
		return 0;
	return default_wake_function(wait, mode, sync);
}

/*
 * The body of NAME/N.  Runs at nice -10, ignores SIGCHLD so that the
 * threads it makes reap themselves, and loops until kthread_stop().
 * Every signal is already blocked and flushed: kthread() did that before
 * the thread first slept.  Doing it again here would lose a SIGTERM
 * that kthread_stop() sent while the thread was waking.
 */
static int worker_thread(void *__cwq)
{
	struct cpu_workqueue_struct *cwq = __cwq;
	int cpu = cwq - cwq->wq->cpu_wq;
	DECLARE_WAITQUEUE(wait, current);
	struct k_sigaction sa;

	/*
	 * kthread_bind() put us on @cpu.  Only a CPU that died before we
	 * first ran (it is offline then) can have moved us away.
	 */
	BUG_ON(raw_smp_processor_id() != cpu && cpu_online(cpu));
	/* How current_works_for() knows us (kthread() stores it too). */
	current->flags |= PF_WQ_WORKER;
	current->kthread_data = cwq;
	set_user_nice(current, -10);
	sa.sa.sa_handler = SIG_IGN;
	sa.sa.sa_flags = 0;
	siginitset(&sa.sa.sa_mask, sigmask(SIGCHLD));
	do_sigaction(SIGCHLD, &sa, NULL);

	/* On more_work for good: one add, not one per sleep. */
	wait.func = worker_wake_function;
	add_wait_queue(&cwq->more_work, &wait);
	while (!signal_pending(current)) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (list_empty(&cwq->worklist))
			schedule();
		else
			__set_current_state(TASK_RUNNING);
		if (!list_empty(&cwq->worklist))
			run_workqueue(cwq);
	}
	remove_wait_queue(&cwq->more_work, &wait);
	return 0;
}

struct wq_barrier {
	struct work_struct work;
	struct completion done;
};

static void wq_barrier_func(void *data)
{
	struct wq_barrier *barr = data;

	complete(&barr->done);
}

/*
 * The queue the current task works for, or NULL if it is no worker.  Not
 * by ->thread, which is cleared before the worker is stopped, while it
 * may still run an item.
 */
static struct cpu_workqueue_struct *current_cwq(void)
{
	if (!(current->flags & PF_WQ_WORKER))
		return NULL;
	return kthread_data(current);
}

static bool current_works_for(struct cpu_workqueue_struct *cwq)
{
	return current_cwq() == cwq;
}

static void flush_cpu_workqueue(struct cpu_workqueue_struct *cwq)
{
	struct wq_barrier barr;
	unsigned long flags;

	cwq = lock_live_cwq(cwq, &flags);
	if (current_works_for(cwq)) {
		/* A work item flushing its own queue: run the rest here. */
		spin_unlock_irqrestore(&cwq->lock, flags);
		run_workqueue(cwq);
		return;
	}
	INIT_WORK(&barr.work, wq_barrier_func, &barr);
	init_completion(&barr.done);
	set_bit(WORK_PENDING, &barr.work.pending);
	barr.work.wq_data = cwq;
	list_add_tail(&barr.work.entry, &cwq->worklist);
	wake_up(&cwq->more_work);
	spin_unlock_irqrestore(&cwq->lock, flags);
	wait_for_completion(&barr.done);
}

/*
 * Every possible CPU's queue, live or retired: a retired one's barrier
 * goes to the queue that took its work, after that work.  Skipping one
 * could miss work that was moved behind a barrier already passed.
 */
void flush_workqueue(struct workqueue_struct *wq)
{
	int cpu;

	might_sleep();
	/* Waiting for @wq's work is taking what each item runs under. */
	lock_map_acquire(&wq->dep_map);
	lock_map_release(&wq->dep_map);
	for_each_possible_cpu(cpu)
		flush_cpu_workqueue(wq->cpu_wq + cpu);
}

/* @target: NULL for a CPU that is online, else the live queue to use. */
static void init_cpu_workqueue(struct workqueue_struct *wq, int cpu,
			       struct cpu_workqueue_struct *target)
{
	struct cpu_workqueue_struct *cwq = wq->cpu_wq + cpu;

	spin_lock_init(&cwq->lock);
	INIT_LIST_HEAD(&cwq->worklist);
	init_waitqueue_head(&cwq->more_work);
	cwq->wq = wq;
	cwq->thread = NULL;
	cwq->run_depth = 0;
	cwq->taken_by = target;
}

/* Make (not wake) the worker of @cpu, bound to it. */
static int create_workqueue_thread(struct workqueue_struct *wq, int cpu)
{
	struct cpu_workqueue_struct *cwq = wq->cpu_wq + cpu;

	WARN_ON(cwq->thread);
	return kthread_create_cpu(&cwq->thread, worker_thread, cwq, cpu,
				  wq->name);
}

/*
 * Stop @cpu's worker and retire its queue: what is left on the list
 * moves, in order, to a live queue, which from now on takes this CPU's
 * work.  The worker may still be running an item while it stops; one
 * that flushes its own queue knows itself by current_works_for().
 */
static void retire_cwq(struct workqueue_struct *wq, int cpu)
{
	struct cpu_workqueue_struct *old = wq->cpu_wq + cpu, *new;
	struct work_struct *work;
	unsigned long flags;
	LIST_HEAD(moving);

	kthread_stop_cpu(&old->thread);
	spin_lock_irqsave(&old->lock, flags);
	list_splice_init(&old->worklist, &moving);
	if (!old->taken_by)
		old->taken_by = wq->cpu_wq + raw_smp_processor_id();
	new = old->taken_by;
	spin_unlock_irqrestore(&old->lock, flags);

	new = lock_live_cwq(new, &flags);
	BUG_ON(new == old);
	list_for_each_entry(work, &moving, entry)
		work->wq_data = new;
	list_splice_tail_init(&moving, &new->worklist);
	wake_up(&new->more_work);
	spin_unlock_irqrestore(&new->lock, flags);
}

/* A CPU's queue goes live again: from now on its own worker runs it. */
static void revive_cwq(struct workqueue_struct *wq, int cpu)
{
	struct cpu_workqueue_struct *cwq = wq->cpu_wq + cpu;
	unsigned long flags;

	spin_lock_irqsave(&cwq->lock, flags);
	cwq->taken_by = NULL;
	spin_unlock_irqrestore(&cwq->lock, flags);
	wake_up_process(cwq->thread);
}

/*
 * Stop every worker of @wq.  Hotplug lock held.  A worker still in
 * ->thread has left its list empty (or @wq was never handed out).
 */
static void stop_workers(struct workqueue_struct *wq)
{
	int cpu;

	for_each_possible_cpu(cpu) {
		struct cpu_workqueue_struct *cwq = wq->cpu_wq + cpu;

		kthread_stop_cpu(&cwq->thread);
		WARN(!list_empty(&cwq->worklist),
		     "destroy_workqueue: work queued on %s/%d while it was destroyed\n",
		     wq->name, cpu);
	}
}

struct workqueue_struct *create_workqueue(const char *name)
{
	struct workqueue_struct *wq;
	struct cpu_workqueue_struct *live;
	int cpu;

	if (WARN(strlen(name) >= sizeof(wq->name),
		 "create_workqueue: name \"%s\" is longer than %u characters\n",
		 name, (unsigned int)sizeof(wq->name) - 1))
		return NULL;
	wq = kzalloc(sizeof(*wq), GFP_KERNEL);
	if (!wq)
		return NULL;
	strlcpy(wq->name, name, sizeof(wq->name));
	/* The first queue made is keventd's (init_workqueues()). */
	wq->dep_map.key = keventd_wq ? &workqueue_key : &keventd_key;
	wq->dep_map.name = keventd_wq ? "(workqueue)" : "events";
	spin_lock_init(&wq->delayed_lock);
	INIT_LIST_HEAD(&wq->delayed);
	lock_cpu_hotplug();
	/* CPUs that are not up start retired, onto one that is. */
	live = wq->cpu_wq + first_cpu(cpu_online_map);
	for_each_possible_cpu(cpu)
		init_cpu_workqueue(wq, cpu, cpu_online(cpu) ? NULL : live);
	for_each_online_cpu(cpu) {
		if (create_workqueue_thread(wq, cpu) < 0)
			goto fail;
		wake_up_process(wq->cpu_wq[cpu].thread);
	}
	spin_lock_irq(&workqueue_lock);
	list_add(&wq->list, &workqueues);
	spin_unlock_irq(&workqueue_lock);
	unlock_cpu_hotplug();
	return wq;

fail:
	/*
	 * Nobody has seen @wq, so nothing is queued: no flush.  A flush
	 * would wait for ever on the CPU whose worker was never made.
	 */
	stop_workers(wq);
	unlock_cpu_hotplug();
	kfree(wq);
	return NULL;
}

/*
 * Delayed work still armed would fire into freed memory: a caller's
 * bug, said so and undone here rather than left to corrupt.
 */
static void cancel_armed_work(struct workqueue_struct *wq)
{
	struct work_struct *work;
	unsigned long flags;

	spin_lock_irqsave(&wq->delayed_lock, flags);
	while (!list_empty(&wq->delayed)) {
		work = list_first_entry(&wq->delayed, struct work_struct,
					entry);
		spin_unlock_irqrestore(&wq->delayed_lock, flags);
		if (!cancel_delayed_work(work))
			/* Its timer is firing: let it queue the item. */
			del_timer_sync(&work->timer);
		spin_lock_irqsave(&wq->delayed_lock, flags);
	}
	spin_unlock_irqrestore(&wq->delayed_lock, flags);
}

void destroy_workqueue(struct workqueue_struct *wq)
{
	if (WARN(!list_empty(&wq->delayed),
		 "destroy_workqueue: %s has delayed work pending; cancelling it\n",
		 wq->name))
		cancel_armed_work(wq);
	flush_workqueue(wq);
	lock_cpu_hotplug();
	spin_lock_irq(&workqueue_lock);
	list_del(&wq->list);
	spin_unlock_irq(&workqueue_lock);
	stop_workers(wq);
	unlock_cpu_hotplug();
	kfree(wq);
}

int schedule_work(struct work_struct *work)
{
	return queue_work(keventd_wq, work);
}

int schedule_delayed_work(struct work_struct *work, unsigned long delay)
{
	return queue_delayed_work(keventd_wq, work, delay);
}

int schedule_delayed_work_on(int cpu, struct work_struct *work,
			     unsigned long delay)
{
	return __queue_delayed_work(cpu, keventd_wq, work, delay);
}

void flush_scheduled_work(void)
{
	flush_workqueue(keventd_wq);
}

int keventd_up(void)
{
	return keventd_wq != NULL;
}

void keventd_lockdep_wait(void)
{
	if (keventd_wq) {
		lock_map_acquire(&keventd_wq->dep_map);
		lock_map_release(&keventd_wq->dep_map);
	}
}

int current_is_keventd(void)
{
	struct cpu_workqueue_struct *cwq = current_cwq();

	return keventd_wq && cwq && cwq->wq == keventd_wq;
}

/* Stop the workers made for a CPU that is gone or is not coming up. */
static void retire_cpu(int hotcpu)
{
	struct workqueue_struct *wq;

	list_for_each_entry(wq, &workqueues, list)
		retire_cwq(wq, hotcpu);
}

/*
 * CPU hotplug: each workqueue gets a worker for a CPU coming up, and
 * loses it, with its pending work moved, when the CPU is dead or its
 * coming up is cancelled.
 */
static int workqueue_cpu_callback(struct notifier_block *nfb,
				  unsigned long action, void *hcpu)
{
	int hotcpu = (long)hcpu;
	struct workqueue_struct *wq;

	switch (action) {
	case CPU_UP_PREPARE:
		list_for_each_entry(wq, &workqueues, list) {
			if (create_workqueue_thread(wq, hotcpu) < 0) {
				printk(KERN_ERR "workqueue %s: cannot start a worker for CPU %d\n",
				       wq->name, hotcpu);
				/* Not told of the cancel: undo our part now. */
				retire_cpu(hotcpu);
				return NOTIFY_BAD;
			}
		}
		break;
	case CPU_ONLINE:
		list_for_each_entry(wq, &workqueues, list)
			revive_cwq(wq, hotcpu);
		break;
	case CPU_UP_CANCELED:
	case CPU_DEAD:
		retire_cpu(hotcpu);
		break;
	}
	return NOTIFY_OK;
}

static struct notifier_block workqueue_cpu_nb = {
	.notifier_call = workqueue_cpu_callback,
	.priority = 0,
};

void __init init_workqueues(void)
{
	register_cpu_notifier(&workqueue_cpu_nb);
	keventd_wq = create_workqueue("events");
	BUG_ON(!keventd_wq);
}
