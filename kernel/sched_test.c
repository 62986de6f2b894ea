// SPDX-License-Identifier: GPL-2.0
/*
 * Scheduler tests: preemption keeps a CPU hog from starving others, a
 * woken task of higher priority runs before its waker goes on,
 * SCHED_FIFO runs before every SCHED_NORMAL task, and the priority
 * calls check their arguments.  Every task a case starts is pinned to
 * the case's CPU, so the order of events is the scheduler's alone.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/unistd.h>
#include <linux/errno.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/time.h>
#include <linux/printk.h>
#include <linux/string.h>

struct pinned {
	int cpu;
	cpumask_t saved;
};

/* Run the case, and what it starts, on this CPU only. */
static void pin_here(struct pinned *p)
{
	p->saved = current->cpus_allowed;
	p->cpu = raw_smp_processor_id();
	set_cpus_allowed(current, cpumask_of_cpu(p->cpu));
}

static void unpin(struct pinned *p)
{
	set_cpus_allowed(current, p->saved);
}

struct hog {
	volatile bool stop;
	volatile bool started;
	u64 spun_ns;
};

/* Spin until told to stop, but never past a bound: a test may fail. */
static int hog_fn(void *arg)
{
	struct hog *h = arg;
	u64 start = sched_clock();

	h->started = true;
	while (!h->stop && sched_clock() - start < 5 * NSEC_PER_SEC)
		cpu_relax();
	h->spun_ns = sched_clock() - start;
	return h->stop ? 0 : 1;
}

static void hog_cannot_starve_others(struct ktest *test)
{
	struct pinned pin;
	struct hog h = {};
	int pid;

	pin_here(&pin);
	pid = kernel_thread(hog_fn, &h, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	/* Sleep: without preemption the hog would keep the CPU. */
	msleep(50);
	KTEST_EXPECT_TRUE(test, h.started);
	h.stop = true;
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 10000), 0);
	KTEST_EXPECT_LT(test, h.spun_ns, 5 * NSEC_PER_SEC);
	unpin(&pin);
}

struct order_log {
	char seq[8];
	int n;
};

static void log_event(struct order_log *log, char c)
{
	if (log->n < (int)sizeof(log->seq) - 1)
		log->seq[log->n++] = c;
}

struct sleeper {
	struct order_log *log;
	struct completion ready;
};

static int sleeper_fn(void *arg)
{
	struct sleeper *s = arg;

	set_current_state(TASK_UNINTERRUPTIBLE);
	complete(&s->ready);
	schedule();
	log_event(s->log, 'T');
	return 0;
}

/* Start a sleeper at @nice, wake it, and see who logs first. */
static void wake_order(struct ktest *test, long nice, const char *want)
{
	struct order_log log = {};
	struct sleeper s = { .log = &log };
	struct task_struct *p;
	struct pinned pin;
	int pid;

	pin_here(&pin);
	init_completion(&s.ready);
	pid = kernel_thread(sleeper_fn, &s, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	set_user_nice(p, nice);
	wait_for_completion(&s.ready);
	wait_task_inactive(p);
	wake_up_process(p);
	log_event(&log, 'M');
	put_task_struct(p);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_STREQ(test, log.seq, want);
	unpin(&pin);
}

static void higher_priority_wakee_runs_first(struct ktest *test)
{
	wake_order(test, -10, "TM");
}

static void lower_priority_wakee_waits(struct ktest *test)
{
	wake_order(test, 10, "MT");
}

/*
 * A running task whose nice goes up to that of a task waiting behind it
 * lets that task run at once: change_prio() reschedules only when
 * someone comes first, and a waiting peer does.
 */
static void nice_drop_lets_a_waiting_peer_run(struct ktest *test)
{
	struct order_log log = {};
	struct sleeper s = { .log = &log };
	long nice = task_nice(current);
	struct task_struct *p;
	struct pinned pin;
	int pid;

	pin_here(&pin);
	set_user_nice(current, -5);
	init_completion(&s.ready);
	pid = kernel_thread(sleeper_fn, &s, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	set_user_nice(p, 0);
	wait_for_completion(&s.ready);
	wait_task_inactive(p);
	wake_up_process(p);
	log_event(&log, 'M');		/* p waits: it comes after us */
	set_user_nice(current, 0);	/* now p comes first */
	log_event(&log, 'N');
	put_task_struct(p);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_STREQ(test, log.seq, "MTN");
	set_user_nice(current, nice);
	unpin(&pin);
}

/*
 * ...and one whose priority drops with nobody to come before it is not
 * made to reschedule, only to be picked again.  Between nice -20 and
 * -19 only a real-time task could come first; one woken meanwhile
 * (interrupts are off for the look, but another CPU may wake one here)
 * only makes the case look again.
 */
static void nice_drop_alone_keeps_the_cpu(struct ktest *test)
{
	long nice = task_nice(current);
	bool resched = true;
	unsigned long flags;
	struct pinned pin;
	int tries;

	pin_here(&pin);
	for (tries = 0; tries < 100 && resched; tries++) {
		set_user_nice(current, -20);
		cond_resched();		/* a switch owed from before goes first */
		local_irq_save(flags);
		if (!need_resched()) {
			set_user_nice(current, -19);
			resched = need_resched();
		}
		local_irq_restore(flags);
	}
	KTEST_EXPECT_FALSE(test, resched);
	set_user_nice(current, nice);
	unpin(&pin);
}

struct fifo_race {
	volatile unsigned long normal_count;
	unsigned long seen_before, seen_after;
	volatile bool normal_running, stop;
};

static int counting_fn(void *arg)
{
	struct fifo_race *r = arg;

	r->normal_running = true;
	while (!r->stop)
		r->normal_count++;
	return 0;
}

static int fifo_fn(void *arg)
{
	struct sched_param sp = { .sched_priority = 50 };
	struct fifo_race *r = arg;
	u64 start;

	if (sched_setscheduler(current, SCHED_FIFO, &sp))
		return 1;
	start = sched_clock();
	r->seen_before = r->normal_count;
	/* 100 ms of CPU: a SCHED_NORMAL task would get ticks in this. */
	while (sched_clock() - start < 100 * NSEC_PER_MSEC)
		cpu_relax();
	r->seen_after = r->normal_count;
	return 0;
}

static void fifo_beats_normal(struct ktest *test)
{
	struct fifo_race r = {};
	struct pinned pin;
	int counter, fifo;

	pin_here(&pin);
	counter = kernel_thread(counting_fn, &r, SIGCHLD);
	KTEST_ASSERT_GT(test, counter, 0);
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(r.normal_running, 5000));
	fifo = kernel_thread(fifo_fn, &r, SIGCHLD);
	KTEST_ASSERT_GT(test, fifo, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, fifo, 10000), 0);
	r.stop = true;
	KTEST_EXPECT_EQ(test, ktest_reap(test, counter, 10000), 0);
	KTEST_EXPECT_EQ(test, r.seen_after, r.seen_before);
	unpin(&pin);
}

static void setscheduler_checks_arguments(struct ktest *test)
{
	struct sched_param bad = { .sched_priority = 0 };
	struct sched_param too_high = { .sched_priority = 100 };
	struct sched_param rt = { .sched_priority = 10 };
	struct sched_param normal = { .sched_priority = 0 };

	KTEST_EXPECT_EQ(test, sched_setscheduler(current, SCHED_FIFO, &bad),
			-EINVAL);
	KTEST_EXPECT_EQ(test, sched_setscheduler(current, SCHED_RR, &too_high),
			-EINVAL);
	KTEST_EXPECT_EQ(test, sched_setscheduler(current, 7, &rt), -EINVAL);
	KTEST_EXPECT_EQ(test, sched_setscheduler(current, SCHED_NORMAL, &rt),
			-EINVAL);
	KTEST_EXPECT_EQ(test, setscheduler(32767, SCHED_NORMAL, &normal),
			-ESRCH);
	KTEST_EXPECT_EQ(test, setscheduler(0, SCHED_RR, &rt), 0);
	KTEST_EXPECT_EQ(test, current->policy, SCHED_RR);
	KTEST_EXPECT_EQ(test, current->prio, MAX_RT_PRIO - 1 - 10);
	KTEST_EXPECT_EQ(test, setscheduler(current->pid, SCHED_NORMAL,
					   &normal), 0);
	KTEST_EXPECT_EQ(test, current->policy, SCHED_NORMAL);
	KTEST_EXPECT_EQ(test, current->prio, current->static_prio);
}

static void nice_is_clamped(struct ktest *test)
{
	int old = task_nice(current);

	set_user_nice(current, -100);
	KTEST_EXPECT_EQ(test, task_nice(current), -20);
	set_user_nice(current, 100);
	KTEST_EXPECT_EQ(test, task_nice(current), 19);
	set_user_nice(current, old);
	KTEST_EXPECT_EQ(test, task_nice(current), old);
}

struct yielder {
	volatile int turns[2];
	volatile bool go;
	int max_lead[2];
};

static struct yielder yield_state;

/* Count turns; note how far ahead of the other this task ever got. */
static int yield_fn(void *arg)
{
	struct yielder *y = &yield_state;
	int me = (int)(long)arg, i;

	while (!y->go)
		cpu_relax();
	for (i = 0; i < 20; i++) {
		int lead = ++y->turns[me] - y->turns[!me];

		y->max_lead[me] = max(y->max_lead[me], lead);
		yield();
	}
	return 0;
}

/* Two yielding tasks of one priority take turns on one CPU. */
static void yield_alternates(struct ktest *test)
{
	struct pinned pin;
	int a, b;

	memset(&yield_state, 0, sizeof(yield_state));
	pin_here(&pin);
	a = kernel_thread(yield_fn, (void *)0L, SIGCHLD);
	b = kernel_thread(yield_fn, (void *)1L, SIGCHLD);
	KTEST_ASSERT_GT(test, a, 0);
	KTEST_ASSERT_GT(test, b, 0);
	/* Let both get to the start line, then race. */
	msleep(20);
	yield_state.go = true;
	KTEST_EXPECT_EQ(test, ktest_reap(test, a, 10000), 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, b, 10000), 0);
	KTEST_EXPECT_EQ(test, yield_state.turns[0], 20);
	KTEST_EXPECT_EQ(test, yield_state.turns[1], 20);
	/* Without a working yield() one would finish before the other. */
	KTEST_EXPECT_LE(test, yield_state.max_lead[0], 2);
	KTEST_EXPECT_LE(test, yield_state.max_lead[1], 2);
	unpin(&pin);
}

static void schedule_while_atomic_is_reported(struct ktest *test)
{
	char log[512];
	unsigned long mark = ktest_console_mute();

	preempt_disable();
	schedule();
	preempt_enable();
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "scheduling while atomic"));
}

static void might_sleep_in_spinlock_warns(struct ktest *test)
{
	DEFINE_SPINLOCK(lock);
	int before = atomic_read(&might_sleep_warnings);
	char log[1024];
	unsigned long mark;

	mark = ktest_console_mute();
	spin_lock(&lock);
	might_sleep();
	spin_unlock(&lock);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_EQ(test, atomic_read(&might_sleep_warnings), before + 1);
	/* The text is printed at most once a second. */
	if (strstr(log, "sleeping function"))
		KTEST_EXPECT_NOT_NULL(test, strstr(log, "Call Trace"));
	/* And not outside the lock. */
	might_sleep();
	KTEST_EXPECT_EQ(test, atomic_read(&might_sleep_warnings), before + 1);
}

static void context_switches_are_counted(struct ktest *test)
{
	unsigned long before = current->nvcsw;

	msleep(10);
	KTEST_EXPECT_GT(test, current->nvcsw, before);
	KTEST_EXPECT_GT(test, nr_context_switches(), 0);
}

static struct ktest_case sched_cases[] = {
	KTEST_CASE(hog_cannot_starve_others),
	KTEST_CASE(higher_priority_wakee_runs_first),
	KTEST_CASE(lower_priority_wakee_waits),
	KTEST_CASE(nice_drop_lets_a_waiting_peer_run),
	KTEST_CASE(nice_drop_alone_keeps_the_cpu),
	KTEST_CASE(fifo_beats_normal),
	KTEST_CASE(setscheduler_checks_arguments),
	KTEST_CASE(nice_is_clamped),
	KTEST_CASE(yield_alternates),
	KTEST_CASE(schedule_while_atomic_is_reported),
	KTEST_CASE(might_sleep_in_spinlock_warns),
	KTEST_CASE(context_switches_are_counted),
	{}
};

static struct ktest_suite sched_suite = {
	.name = "sched",
	.cases = sched_cases,
};
ktest_register(sched_suite);
