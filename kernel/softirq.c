// SPDX-License-Identifier: GPL-2.0
/*
 * Softirqs and tasklets (see <linux/interrupt.h>), and the interrupt
 * context accounting that decides when they run.
 *
 * Pending softirqs run on the way out of the outermost interrupt, or
 * when bottom halves are re-enabled, with interrupts on.  When they keep
 * being raised while they run, the work is bounded to a few rounds and
 * the rest handed to this CPU's ksoftirqd, a nice 19 thread, so that a
 * flood of softirqs cannot starve the tasks of the CPU.
 */
#include <linux/kernel.h>
#include <linux/kernel_stat.h>
#include <linux/init.h>
#include <linux/interrupt.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/cpu.h>
#include <linux/kthread.h>
#include <linux/err.h>
#include <asm/bitops.h>

#define MAX_SOFTIRQ_RESTART	10

static struct softirq_action softirq_vec[NR_SOFTIRQS];

struct softirq_cpu {
	unsigned long pending;		/* touched with interrupts off */
	unsigned long runs_irq;		/* handler calls at interrupt exit */
	unsigned long runs_ksoftirqd;	/* handler calls in ksoftirqd */
	struct task_struct *ksoftirqd;
};

static struct softirq_cpu softirq_cpus[NR_CPUS];

#define this_softirq()	(&softirq_cpus[raw_smp_processor_id()])

unsigned long local_softirq_pending(void)
{
	return this_softirq()->pending;
}

unsigned long softirq_count_runs(int cpu, bool in_ksoftirqd)
{
	return in_ksoftirqd ? softirq_cpus[cpu].runs_ksoftirqd :
			      softirq_cpus[cpu].runs_irq;
}

static void wakeup_softirqd(void)
{
	struct task_struct *tsk = this_softirq()->ksoftirqd;

	if (tsk && tsk->state != TASK_RUNNING)
		wake_up_process(tsk);
}

/* Run what is pending; interrupts are off on entry and on return. */
static void __do_softirq(bool from_ksoftirqd)
{
	struct softirq_cpu *sc = this_softirq();
	int restart = MAX_SOFTIRQ_RESTART;
	unsigned long pending;

	add_preempt_count(SOFTIRQ_OFFSET);
	pending = sc->pending;
	do {
		struct softirq_action *h = softirq_vec;

		sc->pending = 0;
		local_irq_enable();
		for (; pending; h++, pending >>= 1) {
			if (!(pending & 1) || !h->action)
				continue;
			h->action(h);
			kstat_cpu(raw_smp_processor_id()).softirqs[h - softirq_vec]++;
			if (from_ksoftirqd)
				sc->runs_ksoftirqd++;
			else
				sc->runs_irq++;
		}
		local_irq_disable();
		pending = sc->pending;
	} while (pending && --restart);
	if (pending)
		wakeup_softirqd();
	sub_preempt_count(SOFTIRQ_OFFSET);
}

static void do_softirq_from(bool from_ksoftirqd)
{
	unsigned long flags;

	if (in_interrupt())
		return;
	local_irq_save(flags);
	if (local_softirq_pending())
		__do_softirq(from_ksoftirqd);
	local_irq_restore(flags);
}

void do_softirq(void)
{
	do_softirq_from(false);
}

void irq_enter(void)
{
	add_preempt_count(HARDIRQ_OFFSET);
}

/* Called with interrupts off, at the end of every interrupt handler. */
void irq_exit(void)
{
	sub_preempt_count(HARDIRQ_OFFSET);
	if (!in_interrupt() && local_softirq_pending())
		__do_softirq(false);
}

void local_bh_disable(void)
{
	add_preempt_count(SOFTIRQ_OFFSET);
	barrier();
}

void local_bh_enable(void)
{
	WARN_ON_ONCE(irqs_disabled());
	sub_preempt_count(SOFTIRQ_OFFSET);
	if (unlikely(!in_interrupt() && local_softirq_pending()))
		do_softirq();
	preempt_check_resched();
}

void raise_softirq_irqoff(unsigned int nr)
{
	this_softirq()->pending |= 1UL << nr;
	/*
	 * Inside an interrupt or a softirq it runs on the way out; from a
	 * task nothing is on the way out, so let ksoftirqd see to it.
	 */
	if (!in_interrupt())
		wakeup_softirqd();
}

void raise_softirq(unsigned int nr)
{
	unsigned long flags;

	local_irq_save(flags);
	raise_softirq_irqoff(nr);
	local_irq_restore(flags);
}

void open_softirq(int nr, void (*action)(struct softirq_action *),
		  void *data)
{
	softirq_vec[nr].action = action;
	softirq_vec[nr].data = data;
}

/* Tasklets: per-CPU singly linked lists, with a tail pointer. */

struct tasklet_head {
	struct tasklet_struct *head;
	struct tasklet_struct **tail;
};

static struct tasklet_head tasklet_vec[NR_CPUS];
static struct tasklet_head tasklet_hi_vec[NR_CPUS];

static void tasklet_append(struct tasklet_head *h, struct tasklet_struct *t)
{
	t->next = NULL;
	*h->tail = t;
	h->tail = &t->next;
}

static void __tasklet_schedule(struct tasklet_head *vec,
			       struct tasklet_struct *t, int softirq)
{
	unsigned long flags;

	if (test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		return;
	local_irq_save(flags);
	tasklet_append(&vec[raw_smp_processor_id()], t);
	raise_softirq_irqoff(softirq);
	local_irq_restore(flags);
}

void tasklet_schedule(struct tasklet_struct *t)
{
	__tasklet_schedule(tasklet_vec, t, TASKLET_SOFTIRQ);
}

void tasklet_hi_schedule(struct tasklet_struct *t)
{
	__tasklet_schedule(tasklet_hi_vec, t, HI_SOFTIRQ);
}

/*
 * Run this CPU's queued tasklets.  One that is disabled, or running on
 * another CPU, goes back on the queue for the next round.
 */
static void tasklet_run_list(struct tasklet_head *vec, int softirq)
{
	struct tasklet_head *h = &vec[raw_smp_processor_id()];
	struct tasklet_struct *list;

	local_irq_disable();
	list = h->head;
	h->head = NULL;
	h->tail = &h->head;
	local_irq_enable();

	while (list) {
		struct tasklet_struct *t = list;

		list = list->next;
		if (!test_and_set_bit(TASKLET_STATE_RUN, &t->state)) {
			if (!atomic_read(&t->count)) {
				BUG_ON(!test_and_clear_bit(TASKLET_STATE_SCHED,
							   &t->state));
				t->func(t->data);
				clear_bit(TASKLET_STATE_RUN, &t->state);
				continue;
			}
			clear_bit(TASKLET_STATE_RUN, &t->state);
		}
		local_irq_disable();
		tasklet_append(h, t);
		raise_softirq_irqoff(softirq);
		local_irq_enable();
	}
}

static void tasklet_action(struct softirq_action *a)
{
	tasklet_run_list(tasklet_vec, TASKLET_SOFTIRQ);
}

static void tasklet_hi_action(struct softirq_action *a)
{
	tasklet_run_list(tasklet_hi_vec, HI_SOFTIRQ);
}

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data)
{
	t->next = NULL;
	t->state = 0;
	atomic_set(&t->count, 0);
	t->func = func;
	t->data = data;
}

static void tasklet_unlock_wait(struct tasklet_struct *t)
{
	while (test_bit(TASKLET_STATE_RUN, &t->state))
		cpu_relax();
}

void tasklet_disable(struct tasklet_struct *t)
{
	tasklet_disable_nosync(t);
	tasklet_unlock_wait(t);
	smp_mb();
}

void tasklet_kill(struct tasklet_struct *t)
{
	if (in_interrupt())
		printk(KERN_ERR "tasklet_kill called from interrupt context\n");
	while (test_and_set_bit(TASKLET_STATE_SCHED, &t->state)) {
		do {
			yield();
		} while (test_bit(TASKLET_STATE_SCHED, &t->state));
	}
	tasklet_unlock_wait(t);
	clear_bit(TASKLET_STATE_SCHED, &t->state);
}

static void splice_tasklets(struct tasklet_head *vec, int from, int softirq)
{
	struct tasklet_head *src = &vec[from];
	struct tasklet_head *dst = &vec[raw_smp_processor_id()];

	if (!src->head)
		return;
	*dst->tail = src->head;
	dst->tail = src->tail;
	src->head = NULL;
	src->tail = &src->head;
	raise_softirq_irqoff(softirq);
}

void takeover_tasklets(int cpu)
{
	unsigned long flags;

	local_irq_save(flags);
	splice_tasklets(tasklet_vec, cpu, TASKLET_SOFTIRQ);
	splice_tasklets(tasklet_hi_vec, cpu, HI_SOFTIRQ);
	/* Whatever else was pending there runs here. */
	this_softirq()->pending |= softirq_cpus[cpu].pending;
	softirq_cpus[cpu].pending = 0;
	local_irq_restore(flags);
}

void __init softirq_init(void)
{
	int cpu;

	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		tasklet_vec[cpu].tail = &tasklet_vec[cpu].head;
		tasklet_hi_vec[cpu].tail = &tasklet_hi_vec[cpu].head;
	}
	open_softirq(TASKLET_SOFTIRQ, tasklet_action, NULL);
	open_softirq(HI_SOFTIRQ, tasklet_hi_action, NULL);
}

/*
 * ksoftirqd/N: runs the softirqs of CPU N that came too fast to finish
 * at interrupt exit, at nice 19 so that they yield to every task.  It
 * loops until kthread_stop(), like the other per-CPU threads.  Once its
 * CPU is offline it has nothing to do but wait for that stop.
 */
/* One round of @cpu's softirqs; false once @cpu is offline. */
static bool run_pending_softirqs(long cpu)
{
	bool online;

	/* With preemption off this CPU cannot go away. */
	preempt_disable();
	online = !cpu_is_offline(cpu);
	if (online)
		do_softirq_from(true);
	preempt_enable();
	return online;
}

static int ksoftirqd(void *__bind_cpu)
{
	long cpu = (long)__bind_cpu;

	/*
	 * kthread_bind() put us on @cpu.  Only a CPU that died before we
	 * first ran (it is offline then) can have moved us away.
	 */
	BUG_ON(raw_smp_processor_id() != cpu && cpu_online(cpu));

	while (!signal_pending(current)) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!local_softirq_pending() || cpu_is_offline(cpu))
			schedule();
		__set_current_state(TASK_RUNNING);
		while (local_softirq_pending() && !signal_pending(current) &&
		       run_pending_softirqs(cpu))
			cond_resched();
	}
	return 0;
}

static int cpu_callback(struct notifier_block *nfb, unsigned long action,
			void *hcpu)
{
	int cpu = (long)hcpu;
	struct task_struct **store = &softirq_cpus[cpu].ksoftirqd;

	switch (action) {
	case CPU_UP_PREPARE:
		if (kthread_create_cpu(store, ksoftirqd, hcpu, cpu,
				       "ksoftirqd")) {
			printk(KERN_ERR "ksoftirqd for CPU %d failed\n", cpu);
			return NOTIFY_BAD;
		}
		set_user_nice(*store, 19);
		break;
	case CPU_ONLINE:
		wake_up_process(*store);
		break;
	case CPU_UP_CANCELED:
	case CPU_DEAD:
		kthread_stop_cpu(store);
		break;
	}
	return NOTIFY_OK;
}

static struct notifier_block cpu_nfb = {
	.notifier_call = cpu_callback,
};

/* A dead CPU's tasklets and softirqs run here, before anyone waits. */
static int takeover_callback(struct notifier_block *nfb,
			     unsigned long action, void *hcpu)
{
	if (action == CPU_DEAD)
		takeover_tasklets((long)hcpu);
	return NOTIFY_OK;
}

static struct notifier_block takeover_nfb = {
	.notifier_call = takeover_callback,
	.priority = CPU_PRI_TAKEOVER,
};

int __init spawn_ksoftirqd(void)
{
	void *cpu = (void *)(long)raw_smp_processor_id();

	if (cpu_callback(&cpu_nfb, CPU_UP_PREPARE, cpu) != NOTIFY_OK)
		panic("cannot make the boot CPU's ksoftirqd");
	cpu_callback(&cpu_nfb, CPU_ONLINE, cpu);
	register_cpu_notifier(&cpu_nfb);
	register_cpu_notifier(&takeover_nfb);
	return 0;
}
