// SPDX-License-Identifier: GPL-2.0
/*
 * CPU hotplug under load: kthreads made and stopped on every CPU, and
 * workqueues made and destroyed, while another thread takes CPUs down
 * and up; kthread calls from a CPU notifier run by keventd; and a
 * thousand down/up cycles.  Each case checks that nothing leaked and
 * that every work item ran exactly once.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/workqueue.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/string.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/lockdep.h>
#include <asm/atomic.h>

#define LOG_SIZE	4096

#define MAX_WORK	4096

struct stress {
	volatile bool hotplug_done;
	int rounds;			/* down/up rounds to do */
	atomic_t hotplug_errors;
	atomic_t kthread_errors;
	atomic_t calls;
	atomic_t next_slot;
	atomic_t ran[MAX_WORK];		/* each work item's runs */
	struct work_struct work[MAX_WORK];
};

static int snooze(void *data)
{
	msleep_interruptible(1000);
	return -EALREADY;
}

static int hotplugger(void *data)
{
	struct stress *s = data;
	int i, cpu = 0;

	for (i = 0; i < s->rounds; i++) {
		do {
			cpu = (cpu + 1) % NR_CPUS;
		} while (!cpu || !cpu_present(cpu));
		if (cpu_down(cpu) || cpu_up(cpu))
			atomic_inc(&s->hotplug_errors);
	}
	s->hotplug_done = true;
	return 0;
}

static void count_run(void *data)
{
	atomic_inc(data);
}

/* Queue one more work item, if slots are left. */
static void queue_one(struct stress *s)
{
	int slot = atomic_inc_return(&s->next_slot) - 1;

	if (slot >= MAX_WORK)
		return;
	INIT_WORK(&s->work[slot], count_run, &s->ran[slot]);
	schedule_work(&s->work[slot]);
}

/* One create/bind/wake/stop round, bound to @cpu (which may go). */
static void kthread_round(struct stress *s, int cpu, int i)
{
	struct task_struct *k = kthread_create(snooze, NULL, "kt-hp%d-%d",
					       cpu, i);
	int ret;

	if (IS_ERR(k)) {
		atomic_inc(&s->kthread_errors);
		return;
	}
	if (cpu_online(cpu))
		kthread_bind(k, cpu);
	if (i & 1)
		wake_up_process(k);
	ret = kthread_stop(k);
	if (ret != -EINTR && ret != -EALREADY)
		atomic_inc(&s->kthread_errors);
	atomic_inc(&s->calls);
}

static int creator(void *data)
{
	struct stress *s = data;
	int cpu = raw_smp_processor_id(), i = 0;

	while (!s->hotplug_done) {
		kthread_round(s, cpu, i++);
		queue_one(s);
		/* Leave the CPUs some room for the hotplug thread too. */
		msleep(1);
		/* Stay on, or come back to, the CPU we started on. */
		if (cpu_online(cpu))
			set_cpus_allowed(current, cpumask_of_cpu(cpu));
	}
	return 0;
}

static struct stress *stress_alloc(struct ktest *test, int rounds)
{
	struct stress *s = kzalloc(sizeof(*s), GFP_KERNEL);

	KTEST_ASSERT_NOT_NULL(test, s);
	s->rounds = rounds;
	return s;
}

/* Reap @pids, then check every queued work item ran exactly once. */
static void stress_finish(struct ktest *test, struct stress *s, int *pids,
			  int n)
{
	int i, queued, wrong = 0;

	for (i = 0; i < n; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, pids[i], 300000), 0);
	flush_scheduled_work();
	queued = min(atomic_read(&s->next_slot), MAX_WORK);
	for (i = 0; i < queued; i++)
		if (atomic_read(&s->ran[i]) != 1)
			wrong++;
	KTEST_EXPECT_EQ(test, wrong, 0);
	KTEST_EXPECT_EQ(test, atomic_read(&s->hotplug_errors), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&s->kthread_errors), 0);
}

static void kthreads_from_every_cpu_during_hotplug(struct ktest *test)
{
	struct ktest_leak_check leak;
	int pids[NR_CPUS + 1], n = 0, cpu;
	struct stress *s;

	ktest_need_cpus(test, 2);
	ktest_leak_start(&leak);
	s = stress_alloc(test, 200);
	for_each_online_cpu(cpu) {
		struct task_struct *p;

		pids[n] = kernel_thread(creator, s, SIGCHLD);
		KTEST_ASSERT_GT(test, pids[n], 0);
		p = find_get_task_by_pid(pids[n]);
		KTEST_ASSERT_NOT_NULL(test, p);
		set_cpus_allowed(p, cpumask_of_cpu(cpu));
		put_task_struct(p);
		n++;
	}
	pids[n] = kernel_thread(hotplugger, s, SIGCHLD);
	KTEST_ASSERT_GT(test, pids[n], 0);
	stress_finish(test, s, pids, n + 1);
	KTEST_EXPECT_GT(test, atomic_read(&s->calls), 0);
	ktest_printk(test, "%d kthread rounds, %d work items, 200 hotplug rounds",
		     atomic_read(&s->calls),
		     min(atomic_read(&s->next_slot), MAX_WORK));
	kfree(s);
	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
	ktest_expect_no_leak(test, &leak);
}

static int wq_churner(void *data)
{
	struct stress *s = data;
	int i = 0;

	while (!s->hotplug_done) {
		struct workqueue_struct *wq = create_workqueue("kt-race");
		int slot = atomic_inc_return(&s->next_slot) - 1;

		if (!wq) {
			atomic_inc(&s->kthread_errors);
			continue;
		}
		if (slot < MAX_WORK) {
			INIT_WORK(&s->work[slot], count_run, &s->ran[slot]);
			queue_work(wq, &s->work[slot]);
		}
		destroy_workqueue(wq);
		i++;
	}
	return 0;
}

static void workqueues_made_and_destroyed_during_hotplug(struct ktest *test)
{
	struct ktest_leak_check leak;
	int pids[2];
	struct stress *s;

	ktest_need_cpus(test, 2);
	ktest_leak_start(&leak);
	s = stress_alloc(test, 60);
	pids[0] = kernel_thread(wq_churner, s, SIGCHLD);
	pids[1] = kernel_thread(hotplugger, s, SIGCHLD);
	KTEST_ASSERT_GT(test, pids[0], 0);
	KTEST_ASSERT_GT(test, pids[1], 0);
	stress_finish(test, s, pids, 2);
	KTEST_EXPECT_GT(test, atomic_read(&s->next_slot), 0);
	kfree(s);
	KTEST_EXPECT_EQ(test, ktest_count_tasks("kt-race/"), 0);
	ktest_expect_no_leak(test, &leak);
}

/* A notifier that makes and stops a kthread at CPU_ONLINE. */
struct kthread_notifier {
	struct notifier_block nb;
	int result;
	bool in_keventd;
};

static int kthread_on_online(struct notifier_block *nb, unsigned long action,
			     void *hcpu)
{
	struct kthread_notifier *kn = container_of(nb, struct kthread_notifier,
						   nb);
	struct task_struct *k;

	if (action != CPU_ONLINE)
		return NOTIFY_OK;
	kn->in_keventd = current_is_keventd();
	k = kthread_create(snooze, NULL, "kt-notifier");
	kn->result = IS_ERR(k) ? PTR_ERR(k) : kthread_stop(k);
	return NOTIFY_OK;
}

struct hotplug_work {
	struct work_struct work;
	struct completion done;
	int cpu, down, up;
};

static void hotplug_from_work(void *data)
{
	struct hotplug_work *hw = data;

	hw->down = cpu_down(hw->cpu);
	hw->up = cpu_up(hw->cpu);
	complete(&hw->done);
}

static void kthread_calls_from_notifier_in_keventd(struct ktest *test)
{
	struct kthread_notifier kn = {
		.nb = { .notifier_call = kthread_on_online },
		.result = 1,
	};
	struct hotplug_work hw;
	int cpu, i, reports = lockdep_inversions();
	unsigned long mark;
	char *log;

	ktest_need_cpus(test, 2);
	log = kmalloc(LOG_SIZE, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, log);
	INIT_WORK(&hw.work, hotplug_from_work, &hw);
	init_completion(&hw.done);
	register_cpu_notifier(&kn.nb);
	/*
	 * Hotplug from keventd works alone, but a cpu_up() elsewhere that
	 * waited on this keventd meanwhile would deadlock with it; so
	 * lock_debug reports it (Documentation/locking.txt), once.
	 */
	lockdep_forget_reports();
	mark = ktest_console_mute();
	/* The work runs in this CPU's keventd; take another CPU down. */
	cpu = get_cpu();
	hw.cpu = -1;
	for_each_online_cpu(i)
		if (i && i != cpu)
			hw.cpu = i;
	if (hw.cpu >= 0)
		schedule_work(&hw.work);
	put_cpu();
	if (hw.cpu < 0) {
		ktest_console_unmute(mark, log, LOG_SIZE);
		unregister_cpu_notifier(&kn.nb);
		kfree(log);
		ktest_skip(test, "needs a second application processor");
	}
	KTEST_EXPECT_GT(test, wait_for_completion_timeout(&hw.done, 60 * HZ),
			0);
	ktest_console_unmute(mark, log, LOG_SIZE);
	unregister_cpu_notifier(&kn.nb);
	KTEST_EXPECT_EQ(test, lockdep_inversions() - reports, lock_debug);
	if (lock_debug)
		KTEST_EXPECT_NOT_NULL(test, strstr(log,
			"takes cpucontrol while holding events"));
	kfree(log);
	KTEST_EXPECT_EQ(test, hw.down, 0);
	KTEST_EXPECT_EQ(test, hw.up, 0);
	KTEST_EXPECT_TRUE(test, kn.in_keventd);
	KTEST_EXPECT_EQ(test, kn.result, -EINTR);
}

static void thousand_cycles_of_every_ap(struct ktest *test)
{
	struct ktest_leak_check leak;
	int i, cpu = 0, failures = 0;

	ktest_need_cpus(test, 2);
	ktest_leak_start(&leak);
	for (i = 0; i < 1000; i++) {
		do {
			cpu = (cpu + 1) % NR_CPUS;
		} while (!cpu || !cpu_present(cpu));
		if (cpu_down(cpu) || cpu_up(cpu))
			failures++;
	}
	KTEST_EXPECT_EQ(test, failures, 0);
	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
	ktest_expect_no_leak(test, &leak);
}

static struct ktest_case cpu_stress_cases[] = {
	KTEST_CASE(kthread_calls_from_notifier_in_keventd),
	KTEST_CASE(kthreads_from_every_cpu_during_hotplug),
	KTEST_CASE(workqueues_made_and_destroyed_during_hotplug),
	KTEST_CASE(thousand_cycles_of_every_ap),
	{}
};

static struct ktest_suite cpu_stress_suite = {
	.name = "cpu_hotplug_stress",
	.cases = cpu_stress_cases,
};
ktest_register(cpu_stress_suite);
