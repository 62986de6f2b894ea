// SPDX-License-Identifier: GPL-2.0
/*
 * SMP tests: every CPU has its three core threads and they run there;
 * kthread_bind() and set_cpus_allowed() put tasks where asked and keep
 * them there; locks and atomics hold across CPUs; IPIs arrive; work
 * runs where it was queued; many creators on many CPUs leak nothing.
 * Cases that need two CPUs skip on one.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/interrupt.h>
#include <linux/delay.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <asm/atomic.h>
#include <asm/smp.h>
#include <asm/smpboot.h>

/* Some online CPU other than @cpu, or NR_CPUS. */
static int other_cpu(int cpu)
{
	int c;

	for_each_online_cpu(c)
		if (c != cpu)
			return c;
	return NR_CPUS;
}

static void every_cpu_has_its_threads(struct ktest *test)
{
	static const char *const names[] = {
		"migration/%d", "ksoftirqd/%d", "events/%d"
	};
	unsigned int i;
	int cpu;

	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
	for_each_online_cpu(cpu) {
		for (i = 0; i < ARRAY_SIZE(names); i++) {
			char comm[TASK_COMM_LEN];

			snprintf(comm, sizeof(comm), names[i], cpu);
			ktest_expect_bound(test, ktest_pid_of(comm), cpu);
		}
	}
}

#define NR_SAMPLES	64

struct where {
	atomic_t calls;
	int cpus[NR_SAMPLES];
	volatile bool stop;
};

static int record_cpu(void *data)
{
	struct where *w = data;
	int n = atomic_inc_return(&w->calls) - 1;

	if (n < NR_SAMPLES)
		w->cpus[n] = raw_smp_processor_id();
	msleep(1);
	return 0;
}

static void kthread_bind_is_honoured(struct ktest *test)
{
	struct where *w = kzalloc(sizeof(*w), GFP_KERNEL);
	int cpu, i;

	KTEST_ASSERT_NOT_NULL(test, w);
	for_each_online_cpu(cpu) {
		struct task_struct *k;

		memset(w, 0, sizeof(*w));
		k = kthread_create(record_cpu, w, "kt-bound/%d", cpu);
		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		kthread_bind(k, cpu);
		wake_up_process(k);
		KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&w->calls) >= 10, 5000));
		KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
		for (i = 0; i < min(atomic_read(&w->calls), NR_SAMPLES); i++)
			KTEST_EXPECT_EQ(test, w->cpus[i], cpu);
	}
	kfree(w);
}

struct spinner {
	volatile int cpu;		/* where it last looked */
	volatile bool stop;
	volatile bool strayed;		/* seen outside its settled mask */
	volatile unsigned int seq;	/* odd while the mask changes */
	cpumask_t mask;			/* the mask once settled */
};

/*
 * Never sleeps: samples, over and over, the CPU it runs on, and checks
 * it against the mask the test settled on.  A sample taken while the
 * test was changing the mask (seq odd, or moved on) does not count.
 */
static int spinner_fn(void *data)
{
	struct spinner *s = data;

	while (!s->stop) {
		unsigned int seq = s->seq;
		int cpu;
		bool inside;

		smp_rmb();
		cpu = raw_smp_processor_id();
		inside = cpu_isset(cpu, s->mask);
		smp_rmb();
		s->cpu = cpu;
		if (!(seq & 1) && seq == s->seq && !inside)
			s->strayed = true;
		cpu_relax();
	}
	return 0;
}

static void set_cpus_allowed_moves_running_task(struct ktest *test)
{
	struct spinner s = { .cpu = -1 };
	struct task_struct *p;
	int pid, round, cpu;

	ktest_need_cpus(test, 2);
	cpus_setall(s.mask);
	pid = kernel_thread(spinner_fn, &s, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	for (round = 0; round < 3; round++) {
		for_each_online_cpu(cpu) {
			cpumask_t one = cpumask_of_cpu(cpu);

			s.seq++;
			smp_wmb();
			KTEST_EXPECT_EQ(test, set_cpus_allowed(p, one), 0);
			s.mask = one;
			smp_wmb();
			s.seq++;
			/* It has moved by the time the call returns. */
			KTEST_EXPECT_EQ(test, task_cpu(p), cpu);
			KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(s.cpu == cpu,
								 5000));
		}
	}
	s.stop = true;
	put_task_struct(p);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_FALSE(test, s.strayed);
}

static int sleep_then_record(void *data)
{
	struct where *w = data;

	set_current_state(TASK_INTERRUPTIBLE);
	atomic_inc(&w->calls);
	schedule();
	w->cpus[0] = raw_smp_processor_id();
	return 0;
}

static void set_cpus_allowed_moves_sleeping_task(struct ktest *test)
{
	struct where w = {};
	struct task_struct *p;
	int pid, target;

	ktest_need_cpus(test, 2);
	atomic_set(&w.calls, 0);
	pid = kernel_thread(sleep_then_record, &w, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	KTEST_ASSERT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&w.calls), 5000));
	wait_task_inactive(p);
	target = other_cpu(task_cpu(p));
	KTEST_EXPECT_EQ(test, set_cpus_allowed(p, cpumask_of_cpu(target)), 0);
	KTEST_EXPECT_EQ(test, task_cpu(p), target);
	wake_up_process(p);
	put_task_struct(p);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_EQ(test, w.cpus[0], target);
}

static void set_cpus_allowed_refuses_offline_only_mask(struct ktest *test)
{
	cpumask_t none = CPU_MASK_NONE;

	KTEST_EXPECT_EQ(test, set_cpus_allowed(current, none), -EINVAL);
	KTEST_EXPECT_TRUE(test, cpus_intersects(current->cpus_allowed,
						cpu_online_map));
}

#define STRESS_LOOPS	20000

struct stress {
	spinlock_t lock;
	unsigned long counter;		/* only under the lock */
	atomic_t atomic;
	atomic_t done;
	volatile bool go;
};

static int stress_fn(void *data)
{
	struct stress *s = data;
	int i;

	while (!s->go)
		cpu_relax();
	for (i = 0; i < STRESS_LOOPS; i++) {
		spin_lock_irq(&s->lock);
		s->counter++;
		spin_unlock_irq(&s->lock);
		atomic_inc(&s->atomic);
	}
	atomic_inc(&s->done);
	/* Once is enough: wait for the stop. */
	while (!signal_pending(current))
		msleep_interruptible(10000);
	return 0;
}

static void lock_and_atomic_stress(struct ktest *test)
{
	struct stress s = {};
	int pids[NR_CPUS], n = 0, cpu, i;

	spin_lock_init(&s.lock);
	atomic_set(&s.atomic, 0);
	atomic_set(&s.done, 0);
	for_each_online_cpu(cpu) {
		struct task_struct *k = kthread_create(stress_fn, &s,
						       "kt-stress/%d", cpu);

		KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
		kthread_bind(k, cpu);
		pids[n++] = k->pid;
		wake_up_process(k);
	}
	s.go = true;
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&s.done) == n,
						 60000));
	KTEST_EXPECT_EQ(test, s.counter, (unsigned long)n * STRESS_LOOPS);
	KTEST_EXPECT_EQ(test, atomic_read(&s.atomic), n * STRESS_LOOPS);
	/* The threads now wait in their loop for the stop. */
	for (i = 0; i < n; i++) {
		struct task_struct *k = find_get_task_by_pid(pids[i]);

		KTEST_ASSERT_NOT_NULL(test, k);
		put_task_struct(k);
		KTEST_EXPECT_EQ(test, kthread_stop(k), 0);
	}
}

static atomic_t called_on[NR_CPUS];

static void count_call(void *info)
{
	atomic_inc(&called_on[raw_smp_processor_id()]);
}

static void call_function_runs_once_elsewhere(struct ktest *test)
{
	int cpu, me;

	for (cpu = 0; cpu < NR_CPUS; cpu++)
		atomic_set(&called_on[cpu], 0);
	me = get_cpu();
	KTEST_EXPECT_EQ(test, smp_call_function(count_call, NULL, 0, 1), 0);
	put_cpu();
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		KTEST_EXPECT_EQ(test, atomic_read(&called_on[cpu]),
				cpu != me && cpu_online(cpu) ? 1 : 0);
	on_each_cpu(count_call, NULL, 0, 1);
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		KTEST_EXPECT_EQ(test, atomic_read(&called_on[cpu]),
				!cpu_online(cpu) ? 0 : cpu != me ? 2 : 1);
}

struct wakee {
	struct completion asleep;
	volatile int ran_on;
};

static int wakee_fn(void *data)
{
	struct wakee *w = data;

	set_current_state(TASK_INTERRUPTIBLE);
	complete(&w->asleep);
	schedule();
	w->ran_on = raw_smp_processor_id();
	return 0;
}

static void wake_bound_task_on_other_cpu(struct ktest *test)
{
	struct wakee w = { .ran_on = -1 };
	unsigned long ipis;
	struct task_struct *k;
	int me, target;

	ktest_need_cpus(test, 2);
	init_completion(&w.asleep);
	me = raw_smp_processor_id();
	set_cpus_allowed(current, cpumask_of_cpu(me));
	target = other_cpu(me);
	k = kthread_create(wakee_fn, &w, "kt-wakee");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, k);
	kthread_bind(k, target);
	wake_up_process(k);
	wait_for_completion(&w.asleep);
	wait_task_inactive(k);
	/* The target idles now; the wake-up must interrupt it. */
	msleep(10);
	ipis = resched_ipi_count(target);
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(w.ran_on >= 0, 5000));
	KTEST_EXPECT_EQ(test, w.ran_on, target);
	KTEST_EXPECT_GT(test, resched_ipi_count(target), ipis);
	kthread_stop(k);
	set_cpus_allowed(current, CPU_MASK_ALL);
}

#define CREATORS	8
#define CYCLES		200

struct creators {
	pid_t *pids;			/* CREATORS * CYCLES */
	atomic_t failures;
	atomic_t finished;
};

struct creator_arg {
	struct creators *c;
	int index;
};

static int quick(void *data)
{
	msleep_interruptible(1000);
	return 0;
}

static int creator_fn(void *data)
{
	struct creator_arg *a = data;
	int i;

	for (i = 0; i < CYCLES; i++) {
		struct task_struct *k = kthread_create(quick, NULL, "kt-c%d-%d",
						       a->index, i);
		int ret;

		if (IS_ERR(k)) {
			atomic_inc(&a->c->failures);
			continue;
		}
		a->c->pids[a->index * CYCLES + i] = k->pid;
		if (i & 1)
			wake_up_process(k);
		ret = kthread_stop(k);
		if (ret && ret != -EINTR)
			atomic_inc(&a->c->failures);
	}
	atomic_inc(&a->c->finished);
	return 0;
}

static int cmp_pid(const void *a, const void *b)
{
	return *(const pid_t *)a - *(const pid_t *)b;
}

static void sort_pids(pid_t *v, int n)
{
	int i, j;

	for (i = 1; i < n; i++) {
		pid_t x = v[i];

		for (j = i; j > 0 && cmp_pid(&v[j - 1], &x) > 0; j--)
			v[j] = v[j - 1];
		v[j] = x;
	}
}

static void many_creators_on_many_cpus(struct ktest *test)
{
	struct ktest_leak_check leak;
	struct creator_arg args[CREATORS];
	struct creators c;
	int pids[CREATORS], i, dups = 0;

	ktest_leak_start(&leak);
	c.pids = kcalloc(CREATORS * CYCLES, sizeof(pid_t), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, c.pids);
	atomic_set(&c.failures, 0);
	atomic_set(&c.finished, 0);
	for (i = 0; i < CREATORS; i++) {
		args[i].c = &c;
		args[i].index = i;
		pids[i] = kernel_thread(creator_fn, &args[i], SIGCHLD);
		KTEST_ASSERT_GT(test, pids[i], 0);
	}
	for (i = 0; i < CREATORS; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pids[i], 120000), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&c.finished), CREATORS);
	KTEST_EXPECT_EQ(test, atomic_read(&c.failures), 0);
	sort_pids(c.pids, CREATORS * CYCLES);
	for (i = 1; i < CREATORS * CYCLES; i++)
		if (c.pids[i] == c.pids[i - 1] || !c.pids[i])
			dups++;
	KTEST_EXPECT_EQ(test, dups, 0);
	kfree(c.pids);
	ktest_expect_no_leak(test, &leak);
}

struct where_work {
	struct work_struct work;
	int ran_on;
};

static void note_cpu(void *data)
{
	struct where_work *w = data;

	w->ran_on = raw_smp_processor_id();
}

static void work_runs_on_its_cpu(struct ktest *test)
{
	/* Static: NR_CPUS of them would crowd an 8 KiB stack. */
	static struct where_work w[NR_CPUS];
	int cpu;

	for_each_online_cpu(cpu) {
		INIT_WORK(&w[cpu].work, note_cpu, &w[cpu]);
		w[cpu].ran_on = -1;
		/* From a task on that CPU, as 2.6 callers do. */
		set_cpus_allowed(current, cpumask_of_cpu(cpu));
		KTEST_EXPECT_EQ(test, raw_smp_processor_id(), cpu);
		schedule_work(&w[cpu].work);
	}
	set_cpus_allowed(current, CPU_MASK_ALL);
	flush_scheduled_work();
	for_each_online_cpu(cpu)
		KTEST_EXPECT_EQ(test, w[cpu].ran_on, cpu);
}

static atomic_t flood_left[NR_CPUS];
static struct tasklet_struct floods[NR_CPUS];

static void flood_fn(unsigned long cpu)
{
	if (atomic_dec_return(&flood_left[cpu]) > 0)
		tasklet_schedule(&floods[cpu]);
}

/* Each CPU's ksoftirqd takes that CPU's flood, on that CPU. */
static void ksoftirqd_works_on_each_cpu(struct ktest *test)
{
	unsigned long before[NR_CPUS];
	int cpu;

	for_each_online_cpu(cpu) {
		before[cpu] = softirq_count_runs(cpu, true);
		atomic_set(&flood_left[cpu], 2000);
		tasklet_init(&floods[cpu], flood_fn, cpu);
		set_cpus_allowed(current, cpumask_of_cpu(cpu));
		local_bh_disable();
		tasklet_schedule(&floods[cpu]);
		local_bh_enable();
	}
	set_cpus_allowed(current, CPU_MASK_ALL);
	for_each_online_cpu(cpu) {
		KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
			atomic_read(&flood_left[cpu]) <= 0, 10000));
		tasklet_kill(&floods[cpu]);
		KTEST_EXPECT_GT(test, softirq_count_runs(cpu, true),
				before[cpu]);
	}
}

/*
 * Stop @n spinners, reap them, and expect they were each on a CPU of
 * their own when stopped: what the load balancer should have reached.
 */
static void stop_spinners_expect_spread(struct ktest *test,
					struct spinner *s, int *pids, int n)
{
	bool distinct = true;
	int i, j;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (s[i].cpu == s[j].cpu)
				distinct = false;
	for (i = 0; i < n; i++)
		s[i].stop = true;
	for (i = 0; i < n; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pids[i], 5000), 0);
	KTEST_EXPECT_TRUE(test, distinct);
}

static void load_spreads_over_cpus(struct ktest *test)
{
	/* Static: NR_CPUS of them would crowd an 8 KiB stack. */
	static struct spinner s[NR_CPUS];
	int pids[NR_CPUS], n = 0, i;

	memset(s, 0, sizeof(s));
	ktest_need_cpus(test, 2);
	for (i = 0; i < (int)num_online_cpus(); i++) {
		cpus_setall(s[i].mask);
		s[i].cpu = -1;
		pids[n] = kernel_thread(spinner_fn, &s[i], SIGCHLD);
		KTEST_ASSERT_GT(test, pids[n], 0);
		n++;
	}
	msleep(300);
	stop_spinners_expect_spread(test, s, pids, n);
}

static void smp_processor_id_in_preemptible_code_warns(struct ktest *test)
{
	cpumask_t saved = current->cpus_allowed;
	char log[1024];
	unsigned long mark;
	int cpu;

	ktest_need_cpus(test, 2);
	/* Not warned about: preemption off, or bound to one CPU. */
	mark = ktest_console_mute();
	cpu = get_cpu();
	put_cpu();
	set_cpus_allowed(current, cpumask_of_cpu(cpu));
	cpu = smp_processor_id();
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NULL(test, strstr(log, "smp_processor_id()"));
	/* Free to move: warned about. */
	set_cpus_allowed(current, CPU_MASK_ALL);
	msleep(jiffies_to_msecs(HZ + 1));	/* past its rate limit */
	mark = ktest_console_mute();
	cpu = smp_processor_id();
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log,
		"BUG: using smp_processor_id() in preemptible"));
	set_cpus_allowed(current, saved);
}

/*
 * Start spinners all on one CPU, then let them go anywhere: only the
 * load balancer moves them (a mask change that keeps the CPU they are
 * on moves nobody).
 */
static void balancer_spreads_crowded_cpu(struct ktest *test)
{
	static struct spinner s[NR_CPUS];	/* as above */
	int pids[NR_CPUS], n = num_online_cpus(), i, cpu;

	memset(s, 0, sizeof(s));
	ktest_need_cpus(test, 2);
	cpu = raw_smp_processor_id();
	for (i = 0; i < n; i++) {
		struct task_struct *p;

		cpus_setall(s[i].mask);
		s[i].cpu = -1;
		set_cpus_allowed(current, cpumask_of_cpu(cpu));
		pids[i] = kernel_thread(spinner_fn, &s[i], SIGCHLD);
		set_cpus_allowed(current, CPU_MASK_ALL);
		KTEST_ASSERT_GT(test, pids[i], 0);
		p = find_get_task_by_pid(pids[i]);
		KTEST_ASSERT_NOT_NULL(test, p);
		KTEST_EXPECT_EQ(test, task_cpu(p), cpu);
		set_cpus_allowed(p, CPU_MASK_ALL);
		put_task_struct(p);
	}
	msleep(500);
	stop_spinners_expect_spread(test, s, pids, n);
}

/* The MP specification's INIT wait, only for the CPUs that need it. */
static void init_wait_only_for_old_cpus(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("GenuineIntel", 5), 10000);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("GenuineIntel", 6), 0);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("GenuineIntel", 15), 0);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("AuthenticAMD", 6), 10000);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("AuthenticAMD", 15), 0);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("AuthenticAMD", 0x19), 0);
	KTEST_EXPECT_EQ(test, smpboot_init_udelay("CentaurHauls", 6), 10000);
}

static struct ktest_case smp_cases[] = {
	KTEST_CASE(init_wait_only_for_old_cpus),
	KTEST_CASE(smp_processor_id_in_preemptible_code_warns),
	KTEST_CASE(every_cpu_has_its_threads),
	KTEST_CASE(kthread_bind_is_honoured),
	KTEST_CASE(set_cpus_allowed_moves_running_task),
	KTEST_CASE(set_cpus_allowed_moves_sleeping_task),
	KTEST_CASE(set_cpus_allowed_refuses_offline_only_mask),
	KTEST_CASE(lock_and_atomic_stress),
	KTEST_CASE(call_function_runs_once_elsewhere),
	KTEST_CASE(wake_bound_task_on_other_cpu),
	KTEST_CASE(work_runs_on_its_cpu),
	KTEST_CASE(ksoftirqd_works_on_each_cpu),
	KTEST_CASE(load_spreads_over_cpus),
	KTEST_CASE(balancer_spreads_crowded_cpu),
	KTEST_CASE(many_creators_on_many_cpus),
	{}
};

static struct ktest_suite smp_suite = {
	.name = "smp",
	.cases = smp_cases,
};
ktest_register(smp_suite);
