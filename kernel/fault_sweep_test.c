// SPDX-License-Identifier: GPL-2.0
/*
 * The fail-every-allocation sweep.  For each of kthread_create,
 * kthread_stop, create_workqueue, destroy_workqueue, cpu_up and
 * cpu_down: count the fault points K one call reaches (fail-nth set to
 * UINT_MAX counts them), then repeat the call K times with the N-th
 * point failed, N = 1..K, and once more with every point failing.
 *
 * The points counted include those keventd reaches for the caller:
 * kthread_create() and kthread_stop() have keventd do the work, and
 * keventd acts for its caller meanwhile (<linux/fault-inject.h>), so
 * the caller's fail-nth follows the request there and nothing else in
 * the system is failed.
 *
 * Each failed call must be a clean error: the errno expected, the state
 * as before the call (the CPU still in its old state, no thread of the
 * target's name or keventd's left, every notifier told of the undo that
 * was told of the attempt), the allocator counters and nr_threads as
 * before, and the very next call, unfailed, must succeed.  A call may
 * also absorb the failure and succeed; then it must have done all of
 * its work.  kthread_stop(), destroy_workqueue() and cpu_down() must
 * always absorb: a caller cannot do anything sensible with a stop that
 * failed, and cpu_down() allocates nothing (its stoppers are the
 * migration threads).
 *
 * Each case prints one line: "sweep: NAME K=k: e clean errors, a
 * absorbed, b not clean; all failing: ...".
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/fault-inject.h>
#include <linux/kthread.h>
#include <linux/workqueue.h>
#include <linux/cpu.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <asm/atomic.h>

#define SWEEP_THREAD	"sweep-kt"
#define SWEEP_WQ	"sweepwq"
#define FAIL_ALL	0U	/* as n: every point fails */

#define MAX_EVENTS	8

/* A CPU notifier that notes what it was told. */
struct sweep_recorder {
	struct notifier_block nb;
	bool registered;
	int n;
	unsigned long events[MAX_EVENTS];
};

struct sweep {
	struct ktest *test;
	int cpu;			/* the CPU of cpu_up/cpu_down */
	struct task_struct *k;
	pid_t pid;
	atomic_t ran;
	struct workqueue_struct *wq;
	struct sweep_recorder first, last;
};

struct sweep_op {
	const char *name;
	int err;			/* the clean error; 0: any */
	bool must_absorb;
	bool needs_ap;
	void (*setup)(struct sweep *s);		/* once, before all */
	void (*teardown)(struct sweep *s);	/* once, after all */
	void (*prepare)(struct sweep *s);	/* before each call */
	int (*call)(struct sweep *s);		/* 0 or -errno */
	void (*check_failed)(struct sweep *s);	/* rolled back? */
	void (*check_done)(struct sweep *s);	/* all done? */
	void (*undo)(struct sweep *s);		/* back to before prepare */
};

static struct sweep sweep_state;

static const char *const core_threads[] = {
	"migration/%d", "ksoftirqd/%d", "events/%d",
};

/* The threads a CPU coming up gets in the cpu_up sweep. */
static const char *const up_threads[] = {
	"migration/%d", "ksoftirqd/%d", "events/%d", SWEEP_WQ "/%d",
};

static int record_event(struct notifier_block *nb, unsigned long action,
			void *hcpu)
{
	struct sweep_recorder *r = container_of(nb, struct sweep_recorder, nb);

	if ((long)hcpu == sweep_state.cpu && r->n < MAX_EVENTS)
		r->events[r->n++] = action;
	return NOTIFY_OK;
}

static void recorder_register(struct sweep_recorder *r, int priority)
{
	memset(r, 0, sizeof(*r));
	r->nb.notifier_call = record_event;
	r->nb.priority = priority;
	register_cpu_notifier(&r->nb);
	r->registered = true;
}

static void recorder_unregister(struct sweep_recorder *r)
{
	if (r->registered)
		unregister_cpu_notifier(&r->nb);
	r->registered = false;
}

/* Told @first then @second, or (@may_be_untold) nothing at all. */
static void expect_told(struct sweep *s, struct sweep_recorder *r,
			unsigned long first, unsigned long second,
			bool may_be_untold)
{
	if (may_be_untold && !r->n)
		return;
	if (r->n == 2 && r->events[0] == first && r->events[1] == second)
		return;
	ktest_fail_at(s->test, __FILE__, __LINE__,
		      "notifier (priority %d) told %d events: %lu %lu, want %lu %lu",
		      r->nb.priority, r->n, r->n > 0 ? r->events[0] : 0,
		      r->n > 1 ? r->events[1] : 0, first, second);
}

static int count_named(const char *fmt, int cpu)
{
	char comm[TASK_COMM_LEN];

	snprintf(comm, sizeof(comm), fmt, cpu);
	return ktest_count_tasks(comm);
}

static pid_t pid_named(const char *fmt, int cpu)
{
	char comm[TASK_COMM_LEN];

	snprintf(comm, sizeof(comm), fmt, cpu);
	return ktest_pid_of(comm);
}

/* The thread of the kthread sweeps: run once, then sleep until stopped. */
static int sweep_thread(void *data)
{
	struct sweep *s = data;

	atomic_set(&s->ran, 1);
	schedule_timeout_interruptible(MAX_SCHEDULE_TIMEOUT);
	return -EIO;
}

/* kthread_create */

static int create_call(struct sweep *s)
{
	struct task_struct *k = kthread_create(sweep_thread, s, SWEEP_THREAD);

	if (IS_ERR(k))
		return PTR_ERR(k);
	s->k = k;
	return 0;
}

static void create_check_failed(struct sweep *s)
{
	KTEST_EXPECT_EQ(s->test, ktest_count_tasks(SWEEP_THREAD), 0);
}

static void create_check_done(struct sweep *s)
{
	KTEST_EXPECT_STREQ(s->test, s->k->comm, SWEEP_THREAD);
	KTEST_EXPECT_EQ(s->test, ktest_count_tasks(SWEEP_THREAD), 1);
	KTEST_EXPECT_EQ(s->test, s->k->state, TASK_INTERRUPTIBLE);
}

static void create_undo(struct sweep *s)
{
	KTEST_EXPECT_EQ(s->test, kthread_stop(s->k), -EINTR);
	s->k = NULL;
}

/* kthread_stop, of a thread that ran and sleeps */

static void stop_prepare(struct sweep *s)
{
	atomic_set(&s->ran, 0);
	KTEST_ASSERT_EQ(s->test, create_call(s), 0);
	s->pid = s->k->pid;
	wake_up_process(s->k);
	KTEST_ASSERT_TRUE(s->test, KTEST_WAIT_UNTIL(atomic_read(&s->ran),
						    5000));
}

static int stop_call(struct sweep *s)
{
	int ret = kthread_stop(s->k);

	s->k = NULL;
	/* The thread's own -EIO is success; anything else is not. */
	if (ret == -EIO)
		return 0;
	return ret < 0 ? ret : -EINVAL;
}

static void stop_check_done(struct sweep *s)
{
	KTEST_EXPECT_TRUE(s->test, ktest_task_gone(s->pid));
	KTEST_EXPECT_EQ(s->test, ktest_count_tasks(SWEEP_THREAD), 0);
}

/* create_workqueue */

static atomic_t wq_runs;

static void count_run(void *data)
{
	atomic_inc(&wq_runs);
}

static int wq_create_call(struct sweep *s)
{
	s->wq = create_workqueue(SWEEP_WQ);
	return s->wq ? 0 : -ENOMEM;
}

static void wq_check_gone(struct sweep *s)
{
	KTEST_EXPECT_EQ(s->test, ktest_count_tasks(SWEEP_WQ "/"), 0);
}

static void wq_create_check_done(struct sweep *s)
{
	DECLARE_WORK(work, count_run, NULL);

	KTEST_EXPECT_EQ(s->test, ktest_count_tasks(SWEEP_WQ "/"),
			num_online_cpus());
	atomic_set(&wq_runs, 0);
	queue_work(s->wq, &work);
	flush_workqueue(s->wq);
	KTEST_EXPECT_EQ(s->test, atomic_read(&wq_runs), 1);
}

static void wq_destroy(struct sweep *s)
{
	destroy_workqueue(s->wq);
	s->wq = NULL;
}

/* destroy_workqueue */

static void wq_destroy_prepare(struct sweep *s)
{
	KTEST_ASSERT_EQ(s->test, wq_create_call(s), 0);
}

static int wq_destroy_call(struct sweep *s)
{
	wq_destroy(s);
	return 0;
}

/* cpu_up and cpu_down of the highest application processor */

static void cpu_setup(struct sweep *s)
{
	recorder_register(&s->first, 1000);
	recorder_register(&s->last, -1000);
}

static void cpu_teardown(struct sweep *s)
{
	recorder_unregister(&s->last);
	recorder_unregister(&s->first);
}

/*
 * A workqueue besides keventd's, so that CPU_UP_PREPARE makes workers
 * for two: a failure at the second must stop the first's.
 */
static void up_setup(struct sweep *s)
{
	s->wq = create_workqueue(SWEEP_WQ);
	KTEST_ASSERT_NOT_NULL(s->test, s->wq);
	KTEST_ASSERT_EQ(s->test, cpu_down(s->cpu), 0);
	cpu_setup(s);
}

static void up_teardown(struct sweep *s)
{
	cpu_teardown(s);
	KTEST_EXPECT_EQ(s->test, cpu_up(s->cpu), 0);
	wq_destroy(s);
}

static int up_call(struct sweep *s)
{
	return cpu_up(s->cpu);
}

static void up_check_failed(struct sweep *s)
{
	unsigned int i;

	KTEST_EXPECT_FALSE(s->test, cpu_online(s->cpu));
	for (i = 0; i < ARRAY_SIZE(up_threads); i++)
		KTEST_EXPECT_EQ(s->test, count_named(up_threads[i], s->cpu), 0);
	/* The failure is in a notifier between the two. */
	expect_told(s, &s->first, CPU_UP_PREPARE, CPU_UP_CANCELED, false);
	expect_told(s, &s->last, CPU_UP_PREPARE, CPU_UP_CANCELED, true);
}

static void up_check_done(struct sweep *s)
{
	unsigned int i;

	KTEST_EXPECT_TRUE(s->test, cpu_online(s->cpu));
	for (i = 0; i < ARRAY_SIZE(up_threads); i++)
		ktest_expect_bound(s->test, pid_named(up_threads[i], s->cpu),
				   s->cpu);
	expect_told(s, &s->first, CPU_UP_PREPARE, CPU_ONLINE, false);
	expect_told(s, &s->last, CPU_UP_PREPARE, CPU_ONLINE, false);
}

static void up_undo(struct sweep *s)
{
	KTEST_ASSERT_EQ(s->test, cpu_down(s->cpu), 0);
}

static int down_call(struct sweep *s)
{
	return cpu_down(s->cpu);
}

static void down_check_done(struct sweep *s)
{
	unsigned int i;

	KTEST_EXPECT_FALSE(s->test, cpu_online(s->cpu));
	for (i = 0; i < ARRAY_SIZE(core_threads); i++)
		KTEST_EXPECT_EQ(s->test, count_named(core_threads[i], s->cpu),
				0);
	expect_told(s, &s->first, CPU_DOWN_PREPARE, CPU_DEAD, false);
	expect_told(s, &s->last, CPU_DOWN_PREPARE, CPU_DEAD, false);
}

static void down_undo(struct sweep *s)
{
	KTEST_ASSERT_EQ(s->test, cpu_up(s->cpu), 0);
}

static const struct sweep_op ops[] = {
	{
		.name = "kthread_create", .err = -ENOMEM,
		.call = create_call, .check_failed = create_check_failed,
		.check_done = create_check_done, .undo = create_undo,
	}, {
		.name = "kthread_stop", .must_absorb = true,
		.prepare = stop_prepare, .call = stop_call,
		.check_done = stop_check_done,
	}, {
		.name = "create_workqueue", .err = -ENOMEM,
		.call = wq_create_call, .check_failed = wq_check_gone,
		.check_done = wq_create_check_done, .undo = wq_destroy,
	}, {
		.name = "destroy_workqueue", .must_absorb = true,
		.prepare = wq_destroy_prepare, .call = wq_destroy_call,
		.check_done = wq_check_gone,
	}, {
		/* A refused CPU_UP_PREPARE is -EINVAL, as in Linux 2.6. */
		.name = "cpu_up", .needs_ap = true,
		.setup = up_setup, .teardown = up_teardown,
		.call = up_call, .check_failed = up_check_failed,
		.check_done = up_check_done, .undo = up_undo,
	}, {
		/* Its stoppers are the migration threads: nothing to make. */
		.name = "cpu_down", .must_absorb = true, .needs_ap = true,
		.setup = cpu_setup, .teardown = cpu_teardown,
		.call = down_call,
		.check_done = down_check_done, .undo = down_undo,
	},
};

enum outcome { CLEAN_ERROR, ABSORBED, NOT_CLEAN };

static void reset_recorders(struct sweep *s)
{
	s->first.n = 0;
	s->last.n = 0;
}

/* The call itself, with the n-th point failing (or all, or none). */
static int failing_call(struct sweep *s, const struct sweep_op *op,
			unsigned int n, unsigned int *left)
{
	int ret;

	reset_recorders(s);
	if (n == FAIL_ALL)
		ktest_fail_allocations(true);
	else
		fail_nth_set(n);
	ret = op->call(s);
	*left = fail_nth_get();
	fault_inject_reset();
	return ret;
}

/* A failed call: was it clean, and does the next one work? */
static void check_clean_error(struct sweep *s, const struct sweep_op *op,
			      int ret, struct ktest_leak_check *at_call,
			      int keventd)
{
	unsigned int left;

	if (op->err)
		KTEST_EXPECT_EQ(s->test, ret, op->err);
	KTEST_EXPECT_LT(s->test, ret, 0);
	if (op->check_failed)
		op->check_failed(s);
	/* A half-made thread would still carry keventd's name. */
	KTEST_EXPECT_EQ(s->test, ktest_count_tasks("events/"), keventd);
	ktest_expect_no_leak(s->test, at_call);
	KTEST_ASSERT_EQ(s->test, failing_call(s, op, UINT_MAX, &left), 0);
}

/*
 * One round: prepare, the failing call, and then either the checks of
 * a clean error and a second, unfailed call, or those of an absorbed
 * failure; then undo and check nothing leaked over the round.
 */
static enum outcome sweep_round(struct sweep *s, const struct sweep_op *op,
				unsigned int n)
{
	struct ktest_leak_check before, at_call;
	enum ktest_status saved = s->test->status;
	unsigned int left;
	int ret, keventd;
	enum outcome out;

	/* Whether this round failed: start it as passing. */
	s->test->status = KTEST_PASS;
	ktest_leak_start(&before);
	if (op->prepare)
		op->prepare(s);
	ktest_leak_start(&at_call);
	keventd = ktest_count_tasks("events/");
	ret = failing_call(s, op, n, &left);
	if (n != FAIL_ALL && left)
		ktest_fail_at(s->test, __FILE__, __LINE__,
			      "%s: point %u not reached (%u short): K changed",
			      op->name, n, left);
	out = ret ? CLEAN_ERROR : ABSORBED;
	if (ret && op->must_absorb) {
		ktest_fail_at(s->test, __FILE__, __LINE__,
			      "%s with point %u failing returned %d: it must absorb the failure",
			      op->name, n, ret);
		ktest_abort(s->test);
	}
	if (ret)
		check_clean_error(s, op, ret, &at_call, keventd);
	if (op->check_done)
		op->check_done(s);
	if (op->undo)
		op->undo(s);
	ktest_expect_no_leak(s->test, &before);
	if (s->test->status == KTEST_FAIL) {
		if (n == FAIL_ALL)
			ktest_printk(s->test, "sweep: %s: not clean with every point failing",
				     op->name);
		else
			ktest_printk(s->test, "sweep: %s: not clean with point %u failing",
				     op->name, n);
		out = NOT_CLEAN;
	} else {
		s->test->status = saved;
	}
	return out;
}

/* The points one call reaches, its own and those made for it. */
static unsigned int count_points(struct sweep *s, const struct sweep_op *op)
{
	struct ktest_leak_check before;
	unsigned int left;

	ktest_leak_start(&before);
	if (op->prepare)
		op->prepare(s);
	KTEST_ASSERT_EQ(s->test, failing_call(s, op, UINT_MAX, &left), 0);
	if (op->check_done)
		op->check_done(s);
	if (op->undo)
		op->undo(s);
	ktest_expect_no_leak(s->test, &before);
	return UINT_MAX - left;
}

static void run_sweep(struct ktest *test, const struct sweep_op *op)
{
	static const char *const names[] = {
		[CLEAN_ERROR] = "clean error", [ABSORBED] = "absorbed",
		[NOT_CLEAN] = "NOT CLEAN",
	};
	struct sweep *s = &sweep_state;
	unsigned int k, n, tally[3] = { 0 };
	enum outcome all;

	memset(s, 0, sizeof(*s));
	s->test = test;
	s->cpu = -1;
	if (op->needs_ap)
		s->cpu = ktest_pick_ap(test);
	if (op->setup)
		op->setup(s);
	k = count_points(s, op);
	/* Every one of these allocates, unless it must absorb. */
	if (!op->must_absorb)
		KTEST_EXPECT_GT(test, k, 0);
	for (n = 1; n <= k; n++)
		tally[sweep_round(s, op, n)]++;
	all = sweep_round(s, op, FAIL_ALL);
	if (op->teardown)
		op->teardown(s);
	ktest_printk(test, "sweep: %s K=%u: %u clean errors, %u absorbed, %u not clean; all failing: %s",
		     op->name, k, tally[CLEAN_ERROR], tally[ABSORBED],
		     tally[NOT_CLEAN], names[all]);
}

static void sweep_kthread_create(struct ktest *test)
{
	run_sweep(test, &ops[0]);
}

static void sweep_kthread_stop(struct ktest *test)
{
	run_sweep(test, &ops[1]);
}

static void sweep_create_workqueue(struct ktest *test)
{
	run_sweep(test, &ops[2]);
}

static void sweep_destroy_workqueue(struct ktest *test)
{
	run_sweep(test, &ops[3]);
}

static void sweep_cpu_up(struct ktest *test)
{
	run_sweep(test, &ops[4]);
}

static void sweep_cpu_down(struct ktest *test)
{
	run_sweep(test, &ops[5]);
}

/* After a case cut short: nothing armed, no recorder, every CPU up. */
static void sweep_exit(struct ktest *test)
{
	struct sweep *s = &sweep_state;

	fault_inject_reset();
	recorder_unregister(&s->last);
	recorder_unregister(&s->first);
	if (s->k && !IS_ERR(s->k))
		kthread_stop(s->k);
	s->k = NULL;
	if (s->wq)
		destroy_workqueue(s->wq);
	s->wq = NULL;
	ktest_cpus_all_up();
}

static struct ktest_case fault_sweep_cases[] = {
	KTEST_CASE(sweep_kthread_create),
	KTEST_CASE(sweep_kthread_stop),
	KTEST_CASE(sweep_create_workqueue),
	KTEST_CASE(sweep_destroy_workqueue),
	KTEST_CASE(sweep_cpu_up),
	KTEST_CASE(sweep_cpu_down),
	{}
};

static struct ktest_suite fault_sweep_suite = {
	.name = "fault_sweep",
	.exit = sweep_exit,
	.cases = fault_sweep_cases,
};
ktest_register(fault_sweep_suite);
