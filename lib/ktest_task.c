// SPDX-License-Identifier: GPL-2.0
/*
 * Helpers for test cases that start and reap tasks.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/unistd.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <asm/traps.h>

void ktest_expect_bound(struct ktest *test, pid_t pid, int cpu)
{
	struct task_struct *p = find_get_task_by_pid(pid);

	KTEST_EXPECT_NOT_NULL(test, p);
	if (!p)
		return;
	KTEST_EXPECT_EQ(test, task_cpu(p), cpu);
	KTEST_EXPECT_TRUE(test, cpus_equal(p->cpus_allowed,
					   cpumask_of_cpu(cpu)));
	put_task_struct(p);
}

int ktest_pick_ap(struct ktest *test)
{
	int cpu, ap = 0;

	/* CPU 0 never goes offline: a second CPU online is an AP. */
	ktest_need_cpus(test, 2);
	for_each_online_cpu(cpu)
		ap = cpu;
	return ap;
}

bool ktest_task_gone(int pid)
{
	struct task_struct *p = find_get_task_by_pid(pid);

	if (p)
		put_task_struct(p);
	return !p;
}

int ktest_count_tasks(const char *prefix)
{
	struct task_struct *p;
	int n = 0;

	read_lock_irq(&tasklist_lock);
	for_each_process(p)
		if (!strncmp(p->comm, prefix, strlen(prefix)))
			n++;
	read_unlock_irq(&tasklist_lock);
	return n;
}

pid_t ktest_pid_of(const char *comm)
{
	struct task_struct *p;
	pid_t pid = 0;

	read_lock_irq(&tasklist_lock);
	for_each_process(p)
		if (!strcmp(p->comm, comm)) {
			pid = p->pid;
			break;
		}
	read_unlock_irq(&tasklist_lock);
	return pid;
}

int ktest_reap(struct ktest *test, int pid, unsigned int ms)
{
	int status = 0;
	long ret = 0;
	bool exited;

	exited = KTEST_WAIT_UNTIL((ret = waitpid(pid, &status,
						 __WALL | WNOHANG)), ms);
	if (!exited) {
		ktest_fail_at(test, __FILE__, __LINE__,
			      "child %d did not exit within %u ms", pid, ms);
		return -1;
	}
	if (ret != pid) {
		ktest_fail_at(test, __FILE__, __LINE__,
			      "waitpid(%d) returned %ld", pid, ret);
		return -1;
	}
	return status;
}

void ktest_leak_start(struct ktest_leak_check *leak)
{
	/*
	 * A task reaped just before (by an earlier case, say) may not have
	 * switched out on its CPU yet, which frees its stack: a snapshot
	 * taken before that would see the free as a difference.
	 */
	KTEST_WAIT_UNTIL(!atomic_read(&nr_dead_tasks), 2000);
	alloc_counters_read(&leak->counters);
	leak->threads = nr_threads;
}

void ktest_expect_no_leak(struct ktest *test, struct ktest_leak_check *leak)
{
	struct alloc_counters now;

	/* The last tasks to exit free their stacks as they switch out. */
	KTEST_WAIT_UNTIL((alloc_counters_read(&now),
			  alloc_counters_equal(&leak->counters, &now) &&
			  nr_threads == leak->threads &&
			  !atomic_read(&nr_dead_tasks)), 2000);
	if (!alloc_counters_equal(&leak->counters, &now))
		alloc_counters_print_diff(&leak->counters, &now);
	KTEST_EXPECT_TRUE(test, alloc_counters_equal(&leak->counters, &now));
	KTEST_EXPECT_EQ(test, nr_threads, leak->threads);
	KTEST_EXPECT_EQ(test, atomic_read(&nr_dead_tasks), 0);
}

int ktest_run_oopsing(struct ktest *test, int (*fn)(void *), void *arg,
		      unsigned int ms, char *log, size_t size, int *pid)
{
	int saved = panic_on_oops, child, code = -1;
	unsigned long mark;

	panic_on_oops = 0;
	mark = ktest_console_mute();
	child = kernel_thread(fn, arg, SIGCHLD);
	if (child > 0)
		code = ktest_reap(test, child, ms);
	ktest_console_unmute(mark, log, size);
	panic_on_oops = saved;
	if (pid)
		*pid = child;
	KTEST_EXPECT_GT(test, child, 0);
	return code;
}
