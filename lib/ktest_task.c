// SPDX-License-Identifier: GPL-2.0
/*
 * Helpers for test cases that start and reap tasks.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/unistd.h>

struct task_struct *ktest_get_task(int pid)
{
	struct task_struct *p;

	read_lock_irq(&tasklist_lock);
	p = find_task_by_pid(pid);
	if (p)
		get_task_struct(p);
	read_unlock_irq(&tasklist_lock);
	return p;
}

int ktest_reap(struct ktest *test, int pid, unsigned int ms)
{
	int status = 0;
	long ret = 0;

	if (!KTEST_WAIT_UNTIL((ret = waitpid(pid, &status, __WALL | WNOHANG)),
			      ms)) {
		ktest_fail_at(test, __FILE__, __LINE__,
			      "child %d did not exit within %u ms", pid, ms);
		return -1;
	}
	if (ret != pid) {
		ktest_fail_at(test, __FILE__, __LINE__,
			      "waitpid(%d) returned %ld", pid, ret);
		return -1;
	}
	return WEXITSTATUS(status);
}
