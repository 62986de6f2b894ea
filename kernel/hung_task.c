// SPDX-License-Identifier: GPL-2.0
/*
 * The hung-task detector: a task that has slept in TASK_UNINTERRUPTIBLE
 * for hung_task_timeout_secs is reported with its stack, once per hang,
 * in the words of Linux's khungtaskd:
 *
 *	INFO: task NAME:PID blocked for more than N seconds.
 *
 * Once a second a timer walks the task list.  A task's switch count
 * (voluntary and forced) moves every time it sleeps anew, so a task in
 * TASK_UNINTERRUPTIBLE whose count has not moved since the walk that
 * first saw it there has been asleep all along, in one sleep.  A timer
 * rather than a thread: nothing here needs to sleep, and no stack is
 * paid for it.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/timer.h>
#include <linux/spinlock.h>

#define CHECK_INTERVAL	HZ

unsigned long sysctl_hung_task_timeout_secs = 30;
atomic_t hung_task_reports = ATOMIC_INIT(0);

static struct timer_list hung_task_timer;

/* hung_task_timeout_secs=N: seconds; 0 turns the detector off. */
static int __init hung_task_timeout_setup(char *s)
{
	int secs;

	if (kstrtoint(s, 0, &secs) || secs < 0 || secs > INT_MAX / HZ)
		return 0;
	sysctl_hung_task_timeout_secs = secs;
	return 1;
}
__setup("hung_task_timeout_secs=", hung_task_timeout_setup);

static void report(struct task_struct *t, unsigned long secs)
{
	printk(KERN_ERR "INFO: task %s:%d blocked for more than %lu seconds.\n",
	       t->comm, t->pid, secs);
	printk(KERN_ERR "\"hung_task_timeout_secs=0\" disables this message.\n");
	sched_show_task(t);
	atomic_inc(&hung_task_reports);
}

static void check_task(struct task_struct *t, unsigned long secs)
{
	unsigned long switches = t->nvcsw + t->nivcsw;

	/* Marked asleep but still on a CPU: it has not gone to sleep yet. */
	if (switches != t->last_switch_count || task_running(t)) {
		/* A new sleep, or the first walk to see this one. */
		t->last_switch_count = switches;
		t->last_switch_time = jiffies;
		t->hung_reported = false;
		return;
	}
	if (t->hung_reported ||
	    time_before(jiffies, t->last_switch_time + secs * HZ))
		return;
	t->hung_reported = true;
	report(t, secs);
}

static void check_hung_tasks(unsigned long unused)
{
	unsigned long secs = READ_ONCE(sysctl_hung_task_timeout_secs);
	struct task_struct *t;
	unsigned long flags;

	if (secs) {
		read_lock_irqsave(&tasklist_lock, flags);
		for_each_process(t)
			if (t->state == TASK_UNINTERRUPTIBLE)
				check_task(t, secs);
		read_unlock_irqrestore(&tasklist_lock, flags);
	}
	mod_timer(&hung_task_timer, jiffies + CHECK_INTERVAL);
}

static int __init hung_task_init(void)
{
	setup_timer(&hung_task_timer, check_hung_tasks, 0);
	mod_timer(&hung_task_timer, jiffies + CHECK_INTERVAL);
	return 0;
}
core_initcall(hung_task_init);
