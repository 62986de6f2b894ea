// SPDX-License-Identifier: GPL-2.0
/*
 * Misuse of the kthread API and of CPU hotplug: each gets a warning that
 * names the caller, with a backtrace, and an -errno; nothing is
 * corrupted, nothing hangs, nothing leaks, and the next proper call
 * works (keventd in particular is not left waiting for ever).
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/timer.h>
#include <linux/spinlock.h>
#include <linux/cpu.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <asm/atomic.h>

#define LOG_SIZE	8192

/*
 * What the misuse printed, off the console: the runner would fail on it.
 * The log is static: it would not fit on an 8 KiB stack, and cases run
 * one at a time.
 */
struct muted {
	unsigned long mark;
	char *log;
};

static char muted_log[LOG_SIZE];

static void mute(struct muted *m)
{
	m->log = muted_log;
	m->mark = ktest_console_mute();
}

/* Unmute, and expect a WARN that names this test's function as caller. */
static void expect_warned(struct ktest *test, struct muted *m,
			  const char *what, const char *caller)
{
	ktest_console_unmute(m->mark, m->log, LOG_SIZE);
	KTEST_EXPECT_NOT_NULL(test, strstr(m->log, what));
	KTEST_EXPECT_NOT_NULL(test, strstr(m->log, "WARNING: at "));
	KTEST_EXPECT_NOT_NULL(test, strstr(m->log, caller));
	KTEST_EXPECT_NOT_NULL(test, strstr(m->log, "Call Trace:"));
}

/* Returns -ENOTTY, once it has noted in *@data (if given) that it ran. */
static int sleeper_fn(void *data)
{
	atomic_t *entered = data;

	if (entered)
		atomic_set(entered, 1);
	schedule_timeout_interruptible(HZ);
	return -ENOTTY;
}

/* kthread_run() a sleeper and wait until it is in its function. */
static struct task_struct *run_sleeper(struct ktest *test, atomic_t *entered,
				       const char *name)
{
	struct task_struct *k;

	atomic_set(entered, 0);
	k = kthread_run(sleeper_fn, entered, "%s", name);
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(entered), 5000));
	return k;
}

static int exit_fn(void *data)
{
	do_exit(0);
}

/* The API still works, from this CPU's keventd in particular. */
static void expect_kthread_works(struct ktest *test)
{
	atomic_t entered;
	struct task_struct *k = run_sleeper(test, &entered, "kt-after");

	KTEST_EXPECT_EQ(test, kthread_stop(k), -ENOTTY);
}

static void stop_of_null_or_error_pointer(struct ktest *test)
{
	struct muted m;

	mute(&m);
	KTEST_EXPECT_EQ(test, kthread_stop(NULL), -EINVAL);
	KTEST_EXPECT_EQ(test, kthread_stop(ERR_PTR(-ENOMEM)), -EINVAL);
	expect_warned(test, &m, "kthread_stop: called with NULL",
		      "stop_of_null_or_error_pointer");
	KTEST_EXPECT_NOT_NULL(test, strstr(m.log, "called with an error pointer"));
}

static void stop_twice(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct task_struct *k;
	struct muted m;

	atomic_t entered;

	ktest_leak_start(&leak);
	k = run_sleeper(test, &entered, "kt-twice");
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ENOTTY);
	mute(&m);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ESRCH);
	expect_warned(test, &m, "is not a live kthread", "stop_twice");
	expect_kthread_works(test);
	ktest_expect_no_leak(test, &leak);
}

static void stop_after_do_exit(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct task_struct *k;
	struct muted m;
	pid_t pid;

	ktest_leak_start(&leak);
	k = kthread_run(exit_fn, NULL, "kt-exits");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	pid = k->pid;
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(ktest_task_gone(pid), 5000));
	mute(&m);
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ESRCH);
	expect_warned(test, &m, "is not a live kthread", "stop_after_do_exit");
	expect_kthread_works(test);
	ktest_expect_no_leak(test, &leak);
}

struct self_stop {
	atomic_t ret;
	atomic_t done;
};

static int self_stop_fn(void *data)
{
	struct self_stop *s = data;

	if (!atomic_read(&s->done)) {
		atomic_set(&s->ret, kthread_stop(current));
		atomic_set(&s->done, 1);
	}
	schedule_timeout_interruptible(HZ);
	return 0;
}

static void stop_of_itself(struct ktest *test)
{
	struct self_stop s = { ATOMIC_INIT(0), ATOMIC_INIT(0) };
	struct task_struct *k;
	struct muted m;

	mute(&m);
	k = kthread_run(self_stop_fn, &s, "kt-self");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&s.done), 5000));
	expect_warned(test, &m, "cannot stop itself", "self_stop_fn");
	KTEST_EXPECT_EQ(test, atomic_read(&s.ret), -EDEADLK);
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
}

static void stop_of_init(struct ktest *test)
{
	struct muted m;

	mute(&m);
	KTEST_EXPECT_EQ(test, kthread_stop(child_reaper), -EPERM);
	expect_warned(test, &m, "init cannot be stopped", "stop_of_init");
	KTEST_EXPECT_FALSE(test, ktest_task_gone(child_reaper->pid));
}

static atomic_t core_work_runs = ATOMIC_INIT(0);

static void core_work_fn(void *data)
{
	atomic_inc(&core_work_runs);
}

/* The kernel's own per-CPU threads are hotplug's to stop, nobody else's. */
static void stop_of_core_thread(struct ktest *test)
{
	static const char * const names[] = {
		"events/0", "ksoftirqd/0", "migration/0",
	};
	DECLARE_WORK(work, core_work_fn, NULL);
	struct task_struct *p;
	struct muted m;
	int i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		p = find_get_task_by_pid(ktest_pid_of(names[i]));
		KTEST_ASSERT_NOT_NULL(test, p);
		mute(&m);
		KTEST_EXPECT_EQ(test, kthread_stop(p), -EPERM);
		expect_warned(test, &m, "only CPU hotplug stops it",
			      "stop_of_core_thread");
		KTEST_EXPECT_NOT_NULL(test, strstr(m.log, names[i]));
		KTEST_EXPECT_FALSE(test, ktest_task_gone(p->pid));
		put_task_struct(p);
	}
	/* CPU 0's keventd still runs work. */
	atomic_set(&core_work_runs, 0);
	schedule_delayed_work_on(0, &work, 0);
	flush_scheduled_work();
	KTEST_EXPECT_EQ(test, atomic_read(&core_work_runs), 1);
}

static void create_with_null_function_or_name(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct muted m;

	ktest_leak_start(&leak);
	mute(&m);
	KTEST_EXPECT_EQ(test, PTR_ERR(kthread_create(NULL, NULL, "kt-null")),
			-EINVAL);
	expect_warned(test, &m, "NULL thread function",
		      "create_with_null_function_or_name");
	mute(&m);
	KTEST_EXPECT_EQ(test, PTR_ERR(kthread_create(sleeper_fn, NULL, NULL)),
			-EINVAL);
	expect_warned(test, &m, "NULL name", "create_with_null_function_or_name");
	ktest_expect_no_leak(test, &leak);
}

static void create_with_huge_name(struct ktest *test)
{
	static char name[300];
	struct task_struct *k;
	struct muted m;

	memset(name, 'n', sizeof(name) - 1);
	memcpy(name, "kt-huge", 7);
	mute(&m);
	k = kthread_create(sleeper_fn, NULL, "%s", name);
	expect_warned(test, &m, "a name of 299 characters, cut to \"kt-hugennnnnnnn\"",
		      "create_with_huge_name");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	KTEST_EXPECT_STREQ(test, k->comm, "kt-hugennnnnnnn");
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
}

/* A timer calls the API: a clear refusal, not a panic. */
struct timer_call {
	struct timer_list timer;
	struct task_struct *k;
	int stop_ret;
	long create_ret;
	atomic_t fired;
};

static void timer_call_fn(unsigned long data)
{
	struct timer_call *t = (struct timer_call *)data;

	t->stop_ret = kthread_stop(t->k);
	t->create_ret = PTR_ERR(kthread_create(sleeper_fn, NULL, "kt-irq"));
	atomic_set(&t->fired, 1);
}

static void calls_from_atomic_context(struct ktest *test)
{
	struct timer_call t = { .fired = ATOMIC_INIT(0) };
	DEFINE_SPINLOCK(lock);
	atomic_t entered;
	struct muted m;
	long ret;

	t.k = run_sleeper(test, &entered, "kt-atomic");
	mute(&m);
	setup_timer(&t.timer, timer_call_fn, (unsigned long)&t);
	mod_timer(&t.timer, jiffies + 1);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&t.fired), 5000));
	del_timer_sync(&t.timer);
	expect_warned(test, &m, "kthread_stop: called from atomic context",
		      "timer_call_fn");
	KTEST_EXPECT_NOT_NULL(test, strstr(m.log, "kthread_create: \"kt-irq\" from atomic context"));
	KTEST_EXPECT_EQ(test, t.stop_ret, -EINVAL);
	KTEST_EXPECT_EQ(test, t.create_ret, -EINVAL);

	mute(&m);
	spin_lock(&lock);
	ret = kthread_stop(t.k);
	spin_unlock(&lock);
	expect_warned(test, &m, "from atomic context", "calls_from_atomic_context");
	KTEST_EXPECT_EQ(test, ret, -EINVAL);
	KTEST_EXPECT_EQ(test, kthread_stop(t.k), -ENOTTY);
}

static void bind_of_woken_thread(struct ktest *test)
{
	atomic_t entered;
	struct task_struct *k = run_sleeper(test, &entered, "kt-woken");
	cpumask_t before;
	struct muted m;

	/* Asleep in its function: a sleep, but not its just-made one. */
	KTEST_WAIT_UNTIL(k->state == TASK_INTERRUPTIBLE, 5000);
	before = k->cpus_allowed;
	mute(&m);
	kthread_bind(k, 0);
	expect_warned(test, &m, "was woken already, not bound",
		      "bind_of_woken_thread");
	KTEST_EXPECT_TRUE(test, cpus_equal(k->cpus_allowed, before));
	KTEST_EXPECT_EQ(test, kthread_stop(k), -ENOTTY);
}

static void bind_to_impossible_cpu(struct ktest *test)
{
	struct task_struct *k = kthread_create(sleeper_fn, NULL, "kt-nocpu");
	cpumask_t before;
	struct muted m;

	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	before = k->cpus_allowed;
	mute(&m);
	kthread_bind(k, NR_CPUS + 3);
	expect_warned(test, &m, "is not possible, not bound",
		      "bind_to_impossible_cpu");
	KTEST_EXPECT_TRUE(test, cpus_equal(k->cpus_allowed, before));
	KTEST_EXPECT_EQ(test, kthread_stop(k), -EINTR);
}

struct bound_down {
	int cpu;
	atomic_t ret;
	atomic_t done;
};

static int bound_down_fn(void *data)
{
	struct bound_down *b = data;

	if (!atomic_read(&b->done)) {
		atomic_set(&b->ret, cpu_down(b->cpu));
		atomic_set(&b->done, 1);
	}
	schedule_timeout_interruptible(HZ);
	return 0;
}

static void cpu_down_from_thread_bound_there(struct ktest *test)
{
	struct bound_down b = { .ret = ATOMIC_INIT(0), .done = ATOMIC_INIT(0) };
	struct task_struct *k;
	struct muted m;
	b.cpu = ktest_pick_ap(test);
	k = kthread_create(bound_down_fn, &b, "kt-bounddown");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, b.cpu);
	mute(&m);
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&b.done), 5000));
	expect_warned(test, &m, "cannot take it down", "bound_down_fn");
	KTEST_EXPECT_EQ(test, atomic_read(&b.ret), -EBUSY);
	KTEST_EXPECT_TRUE(test, cpu_online(b.cpu));
	KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
}

static struct ktest_case misuse_cases[] = {
	KTEST_CASE(stop_of_null_or_error_pointer),
	KTEST_CASE(stop_twice),
	KTEST_CASE(stop_after_do_exit),
	KTEST_CASE(stop_of_itself),
	KTEST_CASE(stop_of_init),
	KTEST_CASE(stop_of_core_thread),
	KTEST_CASE(create_with_null_function_or_name),
	KTEST_CASE(create_with_huge_name),
	KTEST_CASE(calls_from_atomic_context),
	KTEST_CASE(bind_of_woken_thread),
	KTEST_CASE(bind_to_impossible_cpu),
	KTEST_CASE(cpu_down_from_thread_bound_there),
	{}
};

static struct ktest_suite misuse_suite = {
	.name = "kthread_misuse",
	.cases = misuse_cases,
};
ktest_register(misuse_suite);
