// SPDX-License-Identifier: GPL-2.0
/*
 * CPU hotplug tests: cpu_down()/cpu_up() of each AP with its threads
 * going and coming back, the notifier events and their roll-backs, what
 * happens to the tasks, timers, work and tasklets of a CPU that goes,
 * the error codes, the console's /sys files, and leaks over many cycles.
 * Every case leaves all CPUs online.  Cases skip on one CPU.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/interrupt.h>
#include <linux/timer.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/string.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/kshell.h>
#include <linux/sysfs.h>
#include <asm/atomic.h>

static void cpu_exit(struct ktest *test)
{
	ktest_cpus_all_up();
}

static pid_t pid_of(const char *fmt, int cpu)
{
	char comm[TASK_COMM_LEN];

	snprintf(comm, sizeof(comm), fmt, cpu);
	return ktest_pid_of(comm);
}

static const char *const core_threads[] = {
	"migration/%d", "ksoftirqd/%d", "events/%d"
};

static void down_and_up_each_ap(struct ktest *test)
{
	int cpu;
	unsigned int i;

	ktest_pick_ap(test);
	for_each_present_cpu(cpu) {
		pid_t old[ARRAY_SIZE(core_threads)];

		if (!cpu)
			continue;
		for (i = 0; i < ARRAY_SIZE(core_threads); i++)
			old[i] = pid_of(core_threads[i], cpu);
		KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
		KTEST_EXPECT_FALSE(test, cpu_online(cpu));
		for (i = 0; i < ARRAY_SIZE(core_threads); i++)
			KTEST_EXPECT_EQ(test, pid_of(core_threads[i], cpu), 0);
		KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
		KTEST_EXPECT_TRUE(test, cpu_online(cpu));
		for (i = 0; i < ARRAY_SIZE(core_threads); i++) {
			pid_t pid = pid_of(core_threads[i], cpu);

			KTEST_EXPECT_NE(test, pid, old[i]);
			ktest_expect_bound(test, pid, cpu);
		}
	}
}

#define MAX_EVENTS	16

struct recorder {
	struct notifier_block nb;
	unsigned long veto_on;		/* an event to answer NOTIFY_BAD */
	int n;
	unsigned long events[MAX_EVENTS];
	long cpus[MAX_EVENTS];
};

static int record_event(struct notifier_block *nb, unsigned long action,
			void *hcpu)
{
	struct recorder *r = container_of(nb, struct recorder, nb);

	if (r->n < MAX_EVENTS) {
		r->events[r->n] = action;
		r->cpus[r->n] = (long)hcpu;
		r->n++;
	}
	return action == r->veto_on ? NOTIFY_BAD : NOTIFY_OK;
}

static void init_recorder(struct recorder *r, int priority,
			  unsigned long veto_on)
{
	memset(r, 0, sizeof(*r));
	r->nb.notifier_call = record_event;
	r->nb.priority = priority;
	r->veto_on = veto_on;
}

static void expect_events(struct ktest *test, struct recorder *r, long cpu,
			  const unsigned long *want, int n)
{
	int i;

	KTEST_EXPECT_EQ(test, r->n, n);
	for (i = 0; i < min(n, r->n); i++) {
		KTEST_EXPECT_EQ(test, r->events[i], want[i]);
		KTEST_EXPECT_EQ(test, r->cpus[i], cpu);
	}
}

static void notifier_sees_events_in_order(struct ktest *test)
{
	static const unsigned long want[] = {
		CPU_DOWN_PREPARE, CPU_DEAD, CPU_UP_PREPARE, CPU_ONLINE
	};
	struct recorder r;
	int ap = ktest_pick_ap(test);

	init_recorder(&r, 0, 0);
	register_cpu_notifier(&r.nb);
	KTEST_EXPECT_EQ(test, cpu_down(ap), 0);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
	unregister_cpu_notifier(&r.nb);
	expect_events(test, &r, ap, want, ARRAY_SIZE(want));
}

static int count_core_threads(int cpu)
{
	unsigned int i;
	int n = 0;

	for (i = 0; i < ARRAY_SIZE(core_threads); i++)
		if (pid_of(core_threads[i], cpu))
			n++;
	return n;
}

/*
 * A veto at CPU_UP_PREPARE: those told before it hear CPU_UP_CANCELED,
 * the one that vetoed and those after it do not.  The vetoer runs after
 * the core notifiers, so their threads were made and must be stopped.
 */
static void up_prepare_veto_cancels(struct ktest *test)
{
	static const unsigned long early_want[] = {
		CPU_UP_PREPARE, CPU_UP_CANCELED
	};
	static const unsigned long veto_want[] = { CPU_UP_PREPARE };
	struct ktest_leak_check leak;
	struct recorder early, veto;
	int ap = ktest_pick_ap(test);

	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	ktest_leak_start(&leak);
	init_recorder(&early, 100, 0);
	init_recorder(&veto, -100, CPU_UP_PREPARE);
	register_cpu_notifier(&early.nb);
	register_cpu_notifier(&veto.nb);
	KTEST_EXPECT_EQ(test, cpu_up(ap), -EINVAL);
	unregister_cpu_notifier(&veto.nb);
	unregister_cpu_notifier(&early.nb);
	KTEST_EXPECT_FALSE(test, cpu_online(ap));
	expect_events(test, &early, ap, early_want, ARRAY_SIZE(early_want));
	expect_events(test, &veto, ap, veto_want, ARRAY_SIZE(veto_want));
	KTEST_EXPECT_EQ(test, count_core_threads(ap), 0);
	ktest_expect_no_leak(test, &leak);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

static void down_prepare_veto_fails_down(struct ktest *test)
{
	static const unsigned long early_want[] = {
		CPU_DOWN_PREPARE, CPU_DOWN_FAILED
	};
	struct recorder early, veto;
	int ap = ktest_pick_ap(test);
	pid_t old[ARRAY_SIZE(core_threads)];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(core_threads); i++)
		old[i] = pid_of(core_threads[i], ap);
	init_recorder(&early, 100, 0);
	init_recorder(&veto, -100, CPU_DOWN_PREPARE);
	register_cpu_notifier(&early.nb);
	register_cpu_notifier(&veto.nb);
	KTEST_EXPECT_EQ(test, cpu_down(ap), -EINVAL);
	unregister_cpu_notifier(&veto.nb);
	unregister_cpu_notifier(&early.nb);
	KTEST_EXPECT_TRUE(test, cpu_online(ap));
	expect_events(test, &early, ap, early_want, ARRAY_SIZE(early_want));
	KTEST_EXPECT_EQ(test, veto.n, 1);
	/* Its threads untouched. */
	for (i = 0; i < ARRAY_SIZE(core_threads); i++)
		KTEST_EXPECT_EQ(test, pid_of(core_threads[i], ap), old[i]);
}

struct runner {
	volatile unsigned long count;
	volatile int cpu;
	volatile bool stop;
};

static int run_fn(void *data)
{
	struct runner *r = data;

	while (!r->stop) {
		r->count++;
		r->cpu = raw_smp_processor_id();
		cpu_relax();
	}
	return 0;
}

/* Start a spinner on @cpu, allowed @mask. */
static int start_runner(struct ktest *test, struct runner *r, int cpu,
			cpumask_t mask)
{
	struct task_struct *p;
	int pid = kernel_thread(run_fn, r, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	set_cpus_allowed(p, cpumask_of_cpu(cpu));
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(r->cpu == cpu, 5000));
	set_cpus_allowed(p, mask);
	put_task_struct(p);
	return pid;
}

static void tasks_keep_running_elsewhere(struct ktest *test)
{
	struct runner r = { .cpu = -1 };
	int ap = ktest_pick_ap(test), pid;
	unsigned long before;

	pid = start_runner(test, &r, ap, CPU_MASK_ALL);
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	before = r.count;
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(r.count > before + 1000 &&
						 r.cpu != ap, 5000));
	r.stop = true;
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

static void bound_task_gets_mask_widened(struct ktest *test)
{
	struct runner r = { .cpu = -1 };
	int ap = ktest_pick_ap(test), pid;
	struct task_struct *p;
	unsigned long before, mark;
	char log[1024];

	pid = start_runner(test, &r, ap, cpumask_of_cpu(ap));
	mark = ktest_console_mute();
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	ktest_console_unmute(mark, log, sizeof(log));
	KTEST_EXPECT_NOT_NULL(test, strstr(log, "no longer affine to cpu"));
	p = find_get_task_by_pid(pid);
	KTEST_ASSERT_NOT_NULL(test, p);
	KTEST_EXPECT_GT(test, cpus_weight(p->cpus_allowed), 1);
	put_task_struct(p);
	before = r.count;
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(r.count > before + 1000 &&
						 r.cpu != ap, 5000));
	r.stop = true;
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

static atomic_t sleeper_loops;

/* Sleeps until stopped, counting each time it is woken. */
static int sleeper_fn(void *unused)
{
	atomic_inc(&sleeper_loops);
	schedule_timeout_interruptible(MAX_SCHEDULE_TIMEOUT);
	return 0;
}

static struct task_struct *start_sleeper(struct ktest *test, int cpu)
{
	struct task_struct *k = kthread_create(sleeper_fn, NULL, "sleeper");

	KTEST_EXPECT_NOT_ERR_OR_NULL(test, k);
	if (IS_ERR_OR_NULL(k))
		return NULL;
	kthread_bind(k, cpu);
	wake_up_process(k);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(
		atomic_read(&sleeper_loops) && k->state == TASK_INTERRUPTIBLE &&
		!task_running(k), 5000));
	return k;
}

/*
 * As in 2.6, a task asleep on a CPU that goes is moved off it then, not
 * at its next wake-up: a bound one loses its binding with the note, and
 * ps sees an online CPU.  A thread not yet woken keeps kthread_bind()'s.
 */
static void sleepers_move_when_their_cpu_goes(struct ktest *test)
{
	int ap = ktest_pick_ap(test);
	struct task_struct *bound, *fresh;
	unsigned long mark;
	char log[1024], want[48];

	atomic_set(&sleeper_loops, 0);
	bound = start_sleeper(test, ap);
	KTEST_ASSERT_NOT_NULL(test, bound);
	fresh = kthread_create(sleeper_fn, NULL, "fresh");
	KTEST_ASSERT_NOT_ERR_OR_NULL(test, fresh);
	kthread_bind(fresh, ap);
	mark = ktest_console_mute();
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	ktest_console_unmute(mark, log, sizeof(log));
	snprintf(want, sizeof(want), "process %d (sleeper) no longer affine",
		 bound->pid);
	KTEST_EXPECT_NOT_NULL(test, strstr(log, want));
	KTEST_EXPECT_TRUE(test, cpu_online(task_cpu(bound)));
	KTEST_EXPECT_EQ(test, cpus_weight(bound->cpus_allowed), NR_CPUS);
	/* Moved, not woken. */
	KTEST_EXPECT_EQ(test, atomic_read(&sleeper_loops), 1);
	KTEST_EXPECT_EQ(test, (int)task_cpu(fresh), ap);
	KTEST_EXPECT_TRUE(test, cpus_equal(fresh->cpus_allowed,
					   cpumask_of_cpu(ap)));
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
	KTEST_EXPECT_EQ(test, kthread_stop(bound), 0);
	KTEST_EXPECT_EQ(test, kthread_stop(fresh), -EINTR);
}

/*
 * Something left pending on @ap before it went down: expect it to run,
 * on another CPU, and (a moment later) still only once.
 */
static void expect_ran_once_elsewhere(struct ktest *test, atomic_t *runs,
				      int *ran_on, int ap)
{
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(runs), 5000));
	KTEST_EXPECT_NE(test, *ran_on, ap);
	msleep(20);
	KTEST_EXPECT_EQ(test, atomic_read(runs), 1);
}

static atomic_t timer_fired;
static int timer_fired_on;

static void timer_fn(unsigned long data)
{
	timer_fired_on = raw_smp_processor_id();
	atomic_inc(&timer_fired);
}

static void timer_armed_there_still_fires(struct ktest *test)
{
	int ap = ktest_pick_ap(test);
	struct timer_list t;

	atomic_set(&timer_fired, 0);
	setup_timer(&t, timer_fn, 0);
	t.expires = jiffies + msecs_to_jiffies(200);
	add_timer_on(&t, ap);
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	expect_ran_once_elsewhere(test, &timer_fired, &timer_fired_on, ap);
	del_timer_sync(&t);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

struct slow_work {
	struct work_struct work;
	struct completion started, release;
};

static void slow_fn(void *data)
{
	struct slow_work *s = data;

	complete(&s->started);
	wait_for_completion(&s->release);
}

static atomic_t work_runs;

static void count_work(void *data)
{
	atomic_inc(&work_runs);
}

static int release_later(void *data)
{
	msleep(100);
	complete(data);
	return 0;
}

/* Work behind a busy item on the dying CPU's keventd still runs, once. */
static void work_queued_there_runs_once(struct ktest *test)
{
	struct slow_work slow;
	struct work_struct queued, delayed;
	int ap = ktest_pick_ap(test), helper;

	atomic_set(&work_runs, 0);
	INIT_WORK(&slow.work, slow_fn, &slow);
	init_completion(&slow.started);
	init_completion(&slow.release);
	INIT_WORK(&queued, count_work, NULL);
	INIT_WORK(&delayed, count_work, NULL);
	set_cpus_allowed(current, cpumask_of_cpu(ap));
	schedule_work(&slow.work);
	schedule_work(&queued);
	schedule_delayed_work(&delayed, msecs_to_jiffies(150));
	set_cpus_allowed(current, CPU_MASK_ALL);
	wait_for_completion(&slow.started);
	helper = kernel_thread(release_later, &slow.release, SIGCHLD);
	KTEST_ASSERT_GT(test, helper, 0);
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(atomic_read(&work_runs) == 2,
						 5000));
	flush_scheduled_work();
	msleep(20);
	KTEST_EXPECT_EQ(test, atomic_read(&work_runs), 2);
	KTEST_EXPECT_EQ(test, ktest_reap(test, helper, 5000), 0);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

static atomic_t tasklet_runs;
static int tasklet_ran_on;

static void tasklet_fn(unsigned long data)
{
	tasklet_ran_on = raw_smp_processor_id();
	atomic_inc(&tasklet_runs);
}

static void tasklet_scheduled_there_runs(struct ktest *test)
{
	int ap = ktest_pick_ap(test);
	struct tasklet_struct t;

	atomic_set(&tasklet_runs, 0);
	tasklet_init(&t, tasklet_fn, 0);
	tasklet_disable(&t);
	set_cpus_allowed(current, cpumask_of_cpu(ap));
	tasklet_schedule(&t);
	set_cpus_allowed(current, CPU_MASK_ALL);
	KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
	tasklet_enable(&t);
	expect_ran_once_elsewhere(test, &tasklet_runs, &tasklet_ran_on, ap);
	tasklet_kill(&t);
	KTEST_EXPECT_EQ(test, atomic_read(&tasklet_runs), 1);
	KTEST_EXPECT_EQ(test, cpu_up(ap), 0);
}

static void error_codes(struct ktest *test)
{
	int cpu;

	KTEST_EXPECT_EQ(test, cpu_up(NR_CPUS), -EINVAL);
	KTEST_EXPECT_EQ(test, cpu_down(NR_CPUS + 5), -EINVAL);
	KTEST_EXPECT_EQ(test, cpu_up(0), -EINVAL);	/* already online */
	ktest_pick_ap(test);
	/* Down to one CPU: the last one cannot go. */
	for_each_online_cpu(cpu)
		if (cpu)
			KTEST_EXPECT_EQ(test, cpu_down(cpu), 0);
	KTEST_EXPECT_EQ(test, num_online_cpus(), 1);
	KTEST_EXPECT_EQ(test, cpu_down(0), -EBUSY);
	for_each_present_cpu(cpu)
		if (cpu) {
			KTEST_EXPECT_EQ(test, cpu_down(cpu), -EINVAL);
			KTEST_EXPECT_EQ(test, cpu_up(cpu), 0);
		}
	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
}

static void console_drives_hotplug(struct ktest *test)
{
	char line[80], buf[32], path[64];
	int ap = ktest_pick_ap(test);

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online",
		 ap);
	snprintf(line, sizeof(line), "echo 0 > %s", path);
	KTEST_EXPECT_EQ(test, kshell_execute(line), 0);
	KTEST_EXPECT_FALSE(test, cpu_online(ap));
	KTEST_EXPECT_GT(test, sysfs_read(path, buf, sizeof(buf)), 0);
	KTEST_EXPECT_STREQ(test, buf, "0\n");
	snprintf(line, sizeof(line), "echo 1 >%s", path);
	KTEST_EXPECT_EQ(test, kshell_execute(line), 0);
	KTEST_EXPECT_TRUE(test, cpu_online(ap));
	KTEST_EXPECT_EQ(test, sysfs_write(path, "2"), -EINVAL);
	/* As on x86 Linux, CPU 0 has no online file. */
	KTEST_EXPECT_EQ(test, sysfs_write("/sys/devices/system/cpu/cpu0/online",
					  "0"), -ENOENT);
	KTEST_EXPECT_EQ(test, sysfs_read("/sys/devices/system/cpu/cpu0/online",
					 buf, sizeof(buf)), -ENOENT);
	KTEST_EXPECT_EQ(test, sysfs_write("/sys/devices/system/cpu/cpu99/online",
					  "0"), -ENOENT);
	KTEST_EXPECT_EQ(test, sysfs_write("/sys/devices/system/cpu/online",
					  "0"), -EACCES);
	KTEST_EXPECT_GT(test, sysfs_read("/sys/devices/system/cpu/online",
					 buf, sizeof(buf)), 0);
}

static void many_cycles_leak_nothing(struct ktest *test)
{
	struct ktest_leak_check leak;
	int i, cpu = 0;

	ktest_pick_ap(test);
	ktest_leak_start(&leak);
	for (i = 0; i < 200; i++) {
		do {
			cpu = (cpu + 1) % NR_CPUS;
		} while (!cpu || !cpu_present(cpu));
		KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
		KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
	}
	ktest_expect_no_leak(test, &leak);
}

static struct ktest_case cpu_cases[] = {
	KTEST_CASE(down_and_up_each_ap),
	KTEST_CASE(notifier_sees_events_in_order),
	KTEST_CASE(up_prepare_veto_cancels),
	KTEST_CASE(down_prepare_veto_fails_down),
	KTEST_CASE(tasks_keep_running_elsewhere),
	KTEST_CASE(bound_task_gets_mask_widened),
	KTEST_CASE(sleepers_move_when_their_cpu_goes),
	KTEST_CASE(timer_armed_there_still_fires),
	KTEST_CASE(work_queued_there_runs_once),
	KTEST_CASE(tasklet_scheduled_there_runs),
	KTEST_CASE(error_codes),
	KTEST_CASE(console_drives_hotplug),
	KTEST_CASE(many_cycles_leak_nothing),
	{}
};

static struct ktest_suite cpu_suite = {
	.name = "cpu_hotplug",
	.exit = cpu_exit,
	.cases = cpu_cases,
};
ktest_register(cpu_suite);
