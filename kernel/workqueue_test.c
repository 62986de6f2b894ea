// SPDX-License-Identifier: GPL-2.0
/*
 * Workqueue tests: one run per queue_work(), no double queueing, delayed
 * work not before its time, cancel_delayed_work(), flush_workqueue()
 * waiting, destroy_workqueue() stopping its workers, and the workers
 * themselves.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/workqueue.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/completion.h>
#include <linux/string.h>
#include <asm/atomic.h>

struct counted {
	struct work_struct work;
	atomic_t runs;
	unsigned long ran_at;
	unsigned int sleep_ms;
	int cpu;
	pid_t worker;
};

static void counted_fn(void *data)
{
	struct counted *c = data;

	if (c->sleep_ms)
		msleep(c->sleep_ms);
	c->ran_at = jiffies;
	c->cpu = raw_smp_processor_id();
	c->worker = current->pid;
	atomic_inc(&c->runs);
}

static void init_counted(struct counted *c, unsigned int sleep_ms)
{
	memset(c, 0, sizeof(*c));
	INIT_WORK(&c->work, counted_fn, c);
	atomic_set(&c->runs, 0);
	c->sleep_ms = sleep_ms;
}

static void one_run_per_queue_work(struct ktest *test)
{
	struct counted c;
	int i;

	init_counted(&c, 0);
	for (i = 1; i <= 5; i++) {
		KTEST_EXPECT_EQ(test, schedule_work(&c.work), 1);
		flush_scheduled_work();
		KTEST_EXPECT_EQ(test, atomic_read(&c.runs), i);
	}
}

static void pending_work_is_not_queued_twice(struct ktest *test)
{
	struct counted slow, c;

	/* Hold this CPU's keventd so c stays pending a while. */
	init_counted(&slow, 50);
	init_counted(&c, 0);
	preempt_disable();
	schedule_work(&slow.work);
	KTEST_EXPECT_EQ(test, schedule_work(&c.work), 1);
	KTEST_EXPECT_EQ(test, schedule_work(&c.work), 0);
	KTEST_EXPECT_EQ(test, schedule_work(&c.work), 0);
	preempt_enable();
	flush_scheduled_work();
	KTEST_EXPECT_EQ(test, atomic_read(&c.runs), 1);
	KTEST_EXPECT_EQ(test, atomic_read(&slow.runs), 1);
}

static void work_runs_in_keventd_on_this_cpu(struct ktest *test)
{
	struct counted c;
	int cpu;

	init_counted(&c, 0);
	cpu = get_cpu();
	schedule_work(&c.work);
	put_cpu();
	flush_scheduled_work();
	KTEST_EXPECT_EQ(test, c.cpu, cpu);
	KTEST_EXPECT_NE(test, c.worker, current->pid);
}

static void delayed_work_waits_its_delay(struct ktest *test)
{
	struct counted c;
	unsigned long start;

	init_counted(&c, 0);
	start = jiffies;
	KTEST_EXPECT_EQ(test, schedule_delayed_work(&c.work, 20), 1);
	KTEST_EXPECT_EQ(test, schedule_delayed_work(&c.work, 20), 0);
	msleep(jiffies_to_msecs(10));
	KTEST_EXPECT_EQ(test, atomic_read(&c.runs), 0);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&c.runs), 5000));
	KTEST_EXPECT_GE(test, c.ran_at - start, 20);
	KTEST_EXPECT_EQ(test, atomic_read(&c.runs), 1);
}

static void cancel_delayed_work_stops_it(struct ktest *test)
{
	struct counted c;

	init_counted(&c, 0);
	schedule_delayed_work(&c.work, 10);
	KTEST_EXPECT_EQ(test, cancel_delayed_work(&c.work), 1);
	msleep(jiffies_to_msecs(30));
	KTEST_EXPECT_EQ(test, atomic_read(&c.runs), 0);
	/* It may be queued again, and runs once. */
	KTEST_EXPECT_EQ(test, schedule_delayed_work(&c.work, 1), 1);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&c.runs), 5000));
	KTEST_EXPECT_EQ(test, cancel_delayed_work(&c.work), 0);
}

static void flush_waits_for_queued_work(struct ktest *test)
{
	struct workqueue_struct *wq = create_workqueue("kt-flush");
	struct counted c[4];
	int i;

	KTEST_ASSERT_NOT_NULL(test, wq);
	for (i = 0; i < 4; i++) {
		init_counted(&c[i], 20);
		queue_work(wq, &c[i].work);
	}
	flush_workqueue(wq);
	for (i = 0; i < 4; i++)
		KTEST_EXPECT_EQ(test, atomic_read(&c[i].runs), 1);
	destroy_workqueue(wq);
}

static void create_and_destroy_workqueue(struct ktest *test)
{
	struct workqueue_struct *wq;
	struct counted c;

	KTEST_EXPECT_EQ(test, ktest_count_tasks("kt-wq/"), 0);
	wq = create_workqueue("kt-wq");
	KTEST_ASSERT_NOT_NULL(test, wq);
	/* One worker per online CPU, named NAME/N, at nice -10. */
	KTEST_EXPECT_EQ(test, ktest_count_tasks("kt-wq/"), num_online_cpus());
	init_counted(&c, 0);
	KTEST_EXPECT_EQ(test, queue_work(wq, &c.work), 1);
	flush_workqueue(wq);
	KTEST_EXPECT_EQ(test, atomic_read(&c.runs), 1);
	destroy_workqueue(wq);
	KTEST_EXPECT_EQ(test, ktest_count_tasks("kt-wq/"), 0);
}

static void keventd_workers_look_right(struct ktest *test)
{
	struct task_struct *p;
	int found = 0;

	KTEST_EXPECT_TRUE(test, keventd_up());
	KTEST_EXPECT_FALSE(test, current_is_keventd());
	read_lock_irq(&tasklist_lock);
	for_each_process(p) {
		if (strncmp(p->comm, "events/", 7))
			continue;
		found++;
		KTEST_EXPECT_EQ(test, task_nice(p), -10);
		KTEST_EXPECT_TRUE(test, sigismember(&p->blocked, SIGTERM));
		KTEST_EXPECT_PTR_EQ(test,
			p->sighand->action[SIGCHLD - 1].sa.sa_handler, SIG_IGN);
		KTEST_EXPECT_EQ(test, cpus_weight(p->cpus_allowed), 1);
	}
	read_unlock_irq(&tasklist_lock);
	KTEST_EXPECT_EQ(test, found, num_online_cpus());
}

struct self_flush {
	struct work_struct first, second;
	atomic_t second_ran;
	bool second_done_at_flush;
};

static void second_fn(void *data)
{
	struct self_flush *s = data;

	atomic_inc(&s->second_ran);
}

static void first_fn(void *data)
{
	struct self_flush *s = data;

	/* Flushing keventd from keventd runs the rest here. */
	flush_scheduled_work();
	/* A flush that began meanwhile must still wait for this item. */
	msleep(20);
	s->second_done_at_flush = atomic_read(&s->second_ran) == 1;
}

static void flush_from_inside_work(struct ktest *test)
{
	struct self_flush s = {};

	INIT_WORK(&s.first, first_fn, &s);
	INIT_WORK(&s.second, second_fn, &s);
	atomic_set(&s.second_ran, 0);
	preempt_disable();
	schedule_work(&s.first);
	schedule_work(&s.second);
	preempt_enable();
	flush_scheduled_work();
	KTEST_EXPECT_TRUE(test, s.second_done_at_flush);
	KTEST_EXPECT_EQ(test, atomic_read(&s.second_ran), 1);
}

struct lone_sleep {
	struct work_struct sleeper, other;
	struct task_struct *worker;
	long left;
	atomic_t other_ran;
};

static void lone_sleep_fn(void *data)
{
	struct lone_sleep *s = data;

	s->worker = current;
	set_current_state(TASK_UNINTERRUPTIBLE);
	s->left = schedule_timeout(HZ / 5);
}

static void other_fn(void *data)
{
	struct lone_sleep *s = data;

	atomic_inc(&s->other_ran);
}

/*
 * A worker stays on its queue's wait queue while it runs an item, but
 * queueing more work must not wake the item's own sleep: a single
 * schedule_timeout() there still sleeps its whole time.
 */
static void queueing_does_not_wake_a_sleeping_item(struct ktest *test)
{
	struct workqueue_struct *wq = create_workqueue("kt-sleep");
	struct lone_sleep s = {};
	int cpu = raw_smp_processor_id();

	KTEST_ASSERT_NOT_NULL(test, wq);
	INIT_WORK(&s.sleeper, lone_sleep_fn, &s);
	INIT_WORK(&s.other, other_fn, &s);
	atomic_set(&s.other_ran, 0);
	s.left = -1;
	queue_work_on(cpu, wq, &s.sleeper);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(s.worker &&
		READ_ONCE(s.worker->state) == TASK_UNINTERRUPTIBLE, 5000));
	queue_work_on(cpu, wq, &s.other);
	flush_workqueue(wq);
	KTEST_EXPECT_EQ(test, s.left, 0);
	KTEST_EXPECT_EQ(test, atomic_read(&s.other_ran), 1);
	destroy_workqueue(wq);
}

/* 11 characters fit; 12 get a warning and NULL, not a BUG(). */
static void long_name_is_refused(struct ktest *test)
{
	struct workqueue_struct *wq;
	unsigned long mark;
	char log[1024];

	wq = create_workqueue("kt-eleven-c");
	KTEST_ASSERT_NOT_NULL(test, wq);
	destroy_workqueue(wq);
	mark = ktest_console_mute();
	wq = create_workqueue("kt-twelve-ch");
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NULL(test, wq);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "is longer than 11 characters"));
}

static struct ktest_case workqueue_cases[] = {
	KTEST_CASE(one_run_per_queue_work),
	KTEST_CASE(pending_work_is_not_queued_twice),
	KTEST_CASE(work_runs_in_keventd_on_this_cpu),
	KTEST_CASE(delayed_work_waits_its_delay),
	KTEST_CASE(cancel_delayed_work_stops_it),
	KTEST_CASE(flush_waits_for_queued_work),
	KTEST_CASE(create_and_destroy_workqueue),
	KTEST_CASE(keventd_workers_look_right),
	KTEST_CASE(flush_from_inside_work),
	KTEST_CASE(queueing_does_not_wake_a_sleeping_item),
	KTEST_CASE(long_name_is_refused),
	{}
};

static struct ktest_suite workqueue_suite = {
	.name = "workqueue",
	.cases = workqueue_cases,
};
ktest_register(workqueue_suite);
