// SPDX-License-Identifier: GPL-2.0
/*
 * The tick, kernel timers and the sleeps built on them.
 *
 * Each CPU has a base: a list of armed timers sorted by expiry, run from
 * the timer softirq.  The lists are short (a few dozen timers), so a
 * sorted list beats a timer wheel here for simplicity.  A timer records
 * its base; moving it between bases takes both locks in address order.
 */
#include <linux/kernel.h>
#include <linux/kernel_stat.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/timer.h>
#include <linux/interrupt.h>
#include <linux/delay.h>
#include <linux/smp.h>
#include <linux/cpu.h>
#include <linux/loadavg.h>
#include <linux/tty.h>

volatile unsigned long jiffies;
u64 jiffies_64;

struct tvec_base {
	spinlock_t lock;
	struct list_head timers;		/* sorted by expiry */
	struct timer_list *running_timer;
};

static struct tvec_base timer_bases[NR_CPUS];

void init_timer(struct timer_list *timer)
{
	timer->entry.next = NULL;
	timer->entry.prev = NULL;
	timer->base = &timer_bases[raw_smp_processor_id()];
}

/*
 * Lock the base @timer belongs to; it may be moved meanwhile, so retry
 * until the base locked is still its base.
 */
static struct tvec_base *lock_timer_base(struct timer_list *timer,
					 unsigned long *flags)
{
	struct tvec_base *base;

	for (;;) {
		base = READ_ONCE(timer->base);
		spin_lock_irqsave(&base->lock, *flags);
		if (base == timer->base)
			return base;
		spin_unlock_irqrestore(&base->lock, *flags);
	}
}

static void enqueue_timer(struct tvec_base *base, struct timer_list *timer)
{
	struct timer_list *t;

	list_for_each_entry(t, &base->timers, entry)
		if (time_before(timer->expires, t->expires))
			break;
	list_add_tail(&timer->entry, &t->entry);
	timer->base = base;
}

static void detach_timer(struct timer_list *timer)
{
	list_del(&timer->entry);
	timer->entry.next = NULL;
	timer->entry.prev = NULL;
}

#define THIS_CPU	(-1)

/*
 * Arm on @cpu's base, or on this CPU's when @cpu is THIS_CPU.  This CPU
 * is read with interrupts off, under the base lock: read before, with
 * preemption on, it could be a CPU the caller was moved off and that
 * went down meanwhile, whose base nobody looks at any more once its
 * timers were migrated, and the timer would never fire.  For the same
 * reason a timer asked onto a CPU that is offline, or on its way down
 * (its timers already moved), goes on an online one.
 */
static int __mod_timer(struct timer_list *timer, unsigned long expires,
		       int cpu)
{
	struct tvec_base *base, *new_base;
	unsigned long flags;
	int was_pending;

	BUG_ON(!timer->function);
	if (!timer->base)
		init_timer(timer);
	base = lock_timer_base(timer, &flags);
	was_pending = timer_pending(timer);
	if (was_pending)
		detach_timer(timer);
	if (cpu == THIS_CPU)
		cpu = raw_smp_processor_id();
	if (unlikely(!cpu_online(cpu)))
		cpu = any_online_cpu(cpu_online_map);
	new_base = &timer_bases[cpu];
	/* Do not move a timer whose function runs now: del_timer_sync. */
	if (new_base != base && base->running_timer != timer) {
		timer->base = new_base;
		spin_unlock(&base->lock);
		spin_lock(&new_base->lock);
		base = new_base;
	}
	timer->expires = expires;
	enqueue_timer(base, timer);
	spin_unlock_irqrestore(&base->lock, flags);
	return was_pending;
}

void add_timer(struct timer_list *timer)
{
	BUG_ON(timer_pending(timer));
	__mod_timer(timer, timer->expires, THIS_CPU);
}

void add_timer_on(struct timer_list *timer, int cpu)
{
	BUG_ON(timer_pending(timer));
	__mod_timer(timer, timer->expires, cpu);
}

int mod_timer(struct timer_list *timer, unsigned long expires)
{
	return __mod_timer(timer, expires, THIS_CPU);
}

int del_timer(struct timer_list *timer)
{
	struct tvec_base *base;
	unsigned long flags;
	int ret = 0;

	if (!timer->base)
		return 0;
	base = lock_timer_base(timer, &flags);
	if (timer_pending(timer)) {
		detach_timer(timer);
		ret = 1;
	}
	spin_unlock_irqrestore(&base->lock, flags);
	return ret;
}

static bool timer_running(struct timer_list *timer)
{
	struct tvec_base *base;
	unsigned long flags;
	bool running;

	base = lock_timer_base(timer, &flags);
	running = base->running_timer == timer;
	spin_unlock_irqrestore(&base->lock, flags);
	return running;
}

int del_timer_sync(struct timer_list *timer)
{
	int ret = 0;

	if (!timer->base)
		return 0;
	for (;;) {
		ret |= del_timer(timer);
		if (!timer_running(timer) && !timer_pending(timer))
			return ret;
		cpu_relax();
	}
}

/* Run every timer of this CPU that is due; from the timer softirq. */
static void run_timer_softirq(struct softirq_action *h)
{
	struct tvec_base *base = &timer_bases[raw_smp_processor_id()];

	spin_lock_irq(&base->lock);
	while (!list_empty(&base->timers)) {
		struct timer_list *timer = list_first_entry(&base->timers,
				struct timer_list, entry);
		void (*fn)(unsigned long) = timer->function;
		unsigned long data = timer->data;

		if (time_before(jiffies, timer->expires))
			break;
		detach_timer(timer);
		base->running_timer = timer;
		spin_unlock_irq(&base->lock);
		fn(data);
		spin_lock_irq(&base->lock);
		base->running_timer = NULL;
	}
	spin_unlock_irq(&base->lock);
}

static bool timers_due(int cpu)
{
	struct tvec_base *base = &timer_bases[cpu];
	struct timer_list *first;

	if (list_empty(&base->timers))
		return false;
	first = list_first_entry(&base->timers, struct timer_list, entry);
	return !time_before(jiffies, first->expires);
}

void local_timer_interrupt(struct pt_regs *regs)
{
	int cpu = raw_smp_processor_id();

	if (cpu == 0) {
		jiffies_64++;
		jiffies++;
		loadavg_tick();
		tty_tick();
	}
	account_tick(regs);
	scheduler_tick();
	softlockup_tick(regs);
	stack_overflow_tick(regs);
	if (timers_due(cpu))
		raise_softirq(TIMER_SOFTIRQ);
}

void migrate_timers(int cpu)
{
	struct tvec_base *old = &timer_bases[cpu];
	struct tvec_base *new = &timer_bases[any_online_cpu(cpu_online_map)];
	unsigned long flags;

	local_irq_save(flags);
	if (old < new) {
		spin_lock(&old->lock);
		spin_lock(&new->lock);
	} else {
		spin_lock(&new->lock);
		spin_lock(&old->lock);
	}
	while (!list_empty(&old->timers)) {
		struct timer_list *timer = list_first_entry(&old->timers,
				struct timer_list, entry);

		detach_timer(timer);
		enqueue_timer(new, timer);
	}
	spin_unlock(&old->lock);
	spin_unlock(&new->lock);
	local_irq_restore(flags);
}

/*
 * A dying CPU's timers move in take_cpu_down(), as soon as it leaves the
 * online map, so that none waits for CPU_DEAD on a CPU whose tick has
 * stopped.  (When stop_machine_run() still made and stopped threads of
 * its own, those stops went through keventd, which could be waiting for
 * a task asleep on one of these timers.)  Whatever was armed there
 * after (its own interrupts, before it parked) moves at CPU_DEAD,
 * before any other notifier, which may wait for such tasks.
 */
static int timer_cpu_notify(struct notifier_block *self,
			    unsigned long action, void *hcpu)
{
	if (action == CPU_DEAD)
		migrate_timers((long)hcpu);
	return NOTIFY_OK;
}

static struct notifier_block timers_nb = {
	.notifier_call = timer_cpu_notify,
	.priority = CPU_PRI_TAKEOVER,
};

void __init init_timers(void)
{
	int cpu;

	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		spin_lock_init(&timer_bases[cpu].lock);
		INIT_LIST_HEAD(&timer_bases[cpu].timers);
	}
	open_softirq(TIMER_SOFTIRQ, run_timer_softirq, NULL);
	register_cpu_notifier(&timers_nb);
}

static void process_timeout(unsigned long data)
{
	wake_up_process((struct task_struct *)data);
}

long __sched schedule_timeout(long timeout)
{
	struct timer_list timer;
	unsigned long expire;

	if (timeout == MAX_SCHEDULE_TIMEOUT) {
		schedule();
		return timeout;
	}
	if (timeout < 0) {
		printk(KERN_ERR "schedule_timeout: wrong timeout value %lx\n",
		       (unsigned long)timeout);
		dump_stack();
		current->state = TASK_RUNNING;
		return 0;
	}
	expire = timeout + jiffies;
	setup_timer(&timer, process_timeout, (unsigned long)current);
	__mod_timer(&timer, expire, THIS_CPU);
	schedule();
	del_timer_sync(&timer);
	timeout = expire - jiffies;
	return timeout < 0 ? 0 : timeout;
}

long __sched schedule_timeout_interruptible(long timeout)
{
	__set_current_state(TASK_INTERRUPTIBLE);
	return schedule_timeout(timeout);
}

long __sched schedule_timeout_uninterruptible(long timeout)
{
	__set_current_state(TASK_UNINTERRUPTIBLE);
	return schedule_timeout(timeout);
}

void msleep(unsigned int msecs)
{
	unsigned long timeout = msecs_to_jiffies(msecs) + 1;

	while (timeout)
		timeout = schedule_timeout_uninterruptible(timeout);
}

unsigned long msleep_interruptible(unsigned int msecs)
{
	unsigned long timeout = msecs_to_jiffies(msecs) + 1;

	while (timeout && !signal_pending(current))
		timeout = schedule_timeout_interruptible(timeout);
	return jiffies_to_msecs(timeout);
}
