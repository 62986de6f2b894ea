// SPDX-License-Identifier: GPL-2.0
/*
 * Timers across CPU hotplug: a timer asked onto an offline CPU still
 * fires, and a task sleeping on a timer of a CPU that goes down wakes
 * in time, even while keventd, which cpu_down() needs, waits for it.
 * The torture run found the second one as a hang.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/timer.h>
#include <linux/cpu.h>
#include <linux/kthread.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/slab.h>

static void mark_fired(unsigned long data)
{
	WRITE_ONCE(*(int *)data, 1);
}

static void timer_on_offline_cpu_still_fires(struct ktest *test)
{
	struct timer_list t;
	int ap = ktest_pick_ap(test), fired = 0;

	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	setup_timer(&t, mark_fired, (unsigned long)&fired);
	t.expires = jiffies + 1;
	add_timer_on(&t, ap);
	/* Before the CPU comes back: nobody runs an offline CPU's timers. */
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(READ_ONCE(fired), 2000));
	del_timer_sync(&t);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

struct sleeper;

struct hold {
	struct work_struct work;
	struct sleeper *s;
	bool queued, waited;		/* waited: saw the sleeper wake */
};

struct sleeper {
	bool asleep, woke;
	struct completion done;
	struct hold hold[NR_CPUS];
};

static int sleeper_fn(void *data)
{
	struct sleeper *s = data;

	if (s->woke) {
		msleep_interruptible(10000);	/* until kthread_stop() */
		return 0;
	}
	WRITE_ONCE(s->asleep, true);
	msleep(500);
	s->woke = true;
	complete_all(&s->done);
	return 0;
}

/* Holds one CPU's keventd until the sleeper wakes, for at most 10 s. */
static void hold_keventd(void *data)
{
	struct hold *h = data;

	h->waited = wait_for_completion_timeout(&h->s->done, 10 * HZ) > 0;
}

static void sleeper_wakes_while_its_cpu_goes_down(struct ktest *test)
{
	int ap = ktest_pick_ap(test), cpu;
	struct task_struct *k;
	struct sleeper *s;

	s = kzalloc(sizeof(*s), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, s);
	init_completion(&s->done);
	k = kthread_create(sleeper_fn, s, "kt-sleeper");
	KTEST_ASSERT_FALSE(test, IS_ERR(k));
	kthread_bind(k, ap);
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(READ_ONCE(s->asleep) &&
						 !task_running(k), 2000));
	/*
	 * Every other keventd waits for the sleeper, whose timer is on the
	 * CPU going down: cpu_down() must not need that CPU's CPU_DEAD
	 * for the timer to fire, since it needs keventd before that.
	 */
	for_each_online_cpu(cpu) {
		struct hold *h = &s->hold[cpu];

		h->s = s;
		h->queued = true;
		INIT_WORK(&h->work, hold_keventd, h);
		schedule_delayed_work_on(cpu, &h->work, 0);
	}
	KTEST_EXPECT_EQ(test, cpu_down(ap), 0);
	flush_scheduled_work();
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		if (s->hold[cpu].queued)
			KTEST_EXPECT_TRUE(test, s->hold[cpu].waited);
	KTEST_EXPECT_TRUE(test, s->woke);
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
	kfree(s);
}

static struct ktest_case timer_hotplug_cases[] = {
	KTEST_CASE(timer_on_offline_cpu_still_fires),
	KTEST_CASE(sleeper_wakes_while_its_cpu_goes_down),
	{}
};

static struct ktest_suite timer_hotplug_suite = {
	.name = "timer_hotplug",
	.cases = timer_hotplug_cases,
};
ktest_register(timer_hotplug_suite);
