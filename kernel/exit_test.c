// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of kernel_thread(), do_exit() and waitpid(): exit codes and
 * statuses, SIGCHLD ignored or not, WNOHANG and -ECHILD, orphans going
 * to init, reparenting, leaks over many cycles, and failure injection.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/sched.h>
#include <linux/unistd.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/fault-inject.h>
#include <linux/completion.h>
#include <linux/signal.h>
#include <linux/string.h>

static int exit_with(void *arg)
{
	return (int)(long)arg;
}

static void exit_code_reaches_waitpid(struct ktest *test)
{
	int status = 0;
	int pid = kernel_thread(exit_with, (void *)42L, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, waitpid(pid, &status, 0), pid);
	/* As in 2.6: the status is the function's return value, unchanged. */
	KTEST_EXPECT_EQ(test, status, 42);
}

static int wait_status_of(struct ktest *test, long code)
{
	int status = -1;
	int pid = kernel_thread(exit_with, (void *)code, SIGCHLD);

	KTEST_EXPECT_GT(test, pid, 0);
	if (pid > 0)
		KTEST_EXPECT_EQ(test, waitpid(pid, &status, __WALL), pid);
	return status;
}

/* A function returning 3 << 8 has exited with status 3, 2.6's way. */
static void exit_status_in_bits_8_to_15(struct ktest *test)
{
	int status = wait_status_of(test, 3 << 8);

	KTEST_EXPECT_EQ(test, status, 3 << 8);
	KTEST_EXPECT_TRUE(test, WIFEXITED(status));
	KTEST_EXPECT_FALSE(test, WIFSIGNALED(status));
	KTEST_EXPECT_EQ(test, WEXITSTATUS(status), 3);
}

/* One returning 3 reads, as on 2.6, like a death by signal 3. */
static void exit_code_3_is_status_3(struct ktest *test)
{
	int status = wait_status_of(test, 3);

	KTEST_EXPECT_EQ(test, status, 3);
	KTEST_EXPECT_FALSE(test, WIFEXITED(status));
	KTEST_EXPECT_TRUE(test, WIFSIGNALED(status));
	KTEST_EXPECT_EQ(test, WTERMSIG(status), 3);
	KTEST_EXPECT_EQ(test, WEXITSTATUS(status), 0);
}

static int exit_by_do_exit(void *arg)
{
	do_exit(7);
}

static void do_exit_code(struct ktest *test)
{
	int pid = kernel_thread(exit_by_do_exit, NULL, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 7);
}

static void no_child_is_echild(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, __WALL | WNOHANG), -ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, __WALL), -ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(1, NULL, __WALL), -ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(0, NULL, 0), -EINVAL);
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, 0x1000), -EINVAL);
}

static int wait_for_completion_fn(void *arg)
{
	wait_for_completion(arg);
	return 3;
}

static void wnohang_returns_zero_while_alive(struct ktest *test)
{
	DECLARE_COMPLETION(go);
	int pid = kernel_thread(wait_for_completion_fn, &go, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, waitpid(pid, NULL, WNOHANG), 0);
	complete(&go);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 3);
}

/* Without __WALL, SIGCHLD children and the others are waited apart. */
static void wclone_selects_by_exit_signal(struct ktest *test)
{
	int quiet = kernel_thread(exit_with, (void *)1L, 0);
	int loud = kernel_thread(exit_with, (void *)2L, SIGCHLD);
	int status;

	KTEST_ASSERT_GT(test, quiet, 0);
	KTEST_ASSERT_GT(test, loud, 0);
	KTEST_EXPECT_EQ(test, waitpid(quiet, &status, 0), -ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(loud, &status, __WCLONE), -ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(quiet, &status, __WCLONE), quiet);
	KTEST_EXPECT_EQ(test, status, 1);
	KTEST_EXPECT_EQ(test, waitpid(loud, &status, 0), loud);
	KTEST_EXPECT_EQ(test, status, 2);
}

#define NR_LIVE	5

/*
 * waitpid(-1) finds a zombie however many live children were made
 * before it: it must not stop at the first child that is still alive.
 */
static void any_child_finds_zombie_behind_live_ones(struct ktest *test)
{
	DECLARE_COMPLETION(go);
	int live[NR_LIVE], quick, i, status = 0;

	for (i = 0; i < NR_LIVE; i++) {
		live[i] = kernel_thread(wait_for_completion_fn, &go, SIGCHLD);
		KTEST_ASSERT_GT(test, live[i], 0);
	}
	quick = kernel_thread(exit_with, (void *)7L, SIGCHLD);
	KTEST_ASSERT_GT(test, quick, 0);
	KTEST_EXPECT_EQ(test, waitpid(-1, &status, __WALL), quick);
	KTEST_EXPECT_EQ(test, status, 7);
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, __WALL | WNOHANG), 0);
	/* Without __WALL the live SIGCHLD children still count. */
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, WNOHANG), 0);
	KTEST_EXPECT_EQ(test, waitpid(-1, NULL, __WCLONE | WNOHANG), -ECHILD);
	complete_all(&go);
	for (i = 0; i < NR_LIVE; i++)
		KTEST_EXPECT_EQ(test, ktest_reap(test, live[i], 5000), 3);
}

/* A pid that is alive but not our child is not ours to wait for. */
static void pid_of_another_tasks_child_is_echild(struct ktest *test)
{
	KTEST_EXPECT_EQ(test, waitpid(current->pid, NULL, __WALL | WNOHANG),
			-ECHILD);
	KTEST_EXPECT_EQ(test, waitpid(current->parent->pid, NULL, __WALL),
			-ECHILD);
}

/*
 * A pending signal cuts waitpid() short, but not waitpid_uninterruptible(),
 * which kthread_stop() uses when its own stop is already signalled.
 */
static void uninterruptible_wait_ignores_pending_signal(struct ktest *test)
{
	DECLARE_COMPLETION(go);
	int pid = kernel_thread(wait_for_completion_fn, &go, SIGCHLD);
	int status = 0;

	KTEST_ASSERT_GT(test, pid, 0);
	allow_signal(SIGUSR1);
	send_sig(SIGUSR1, current, 0);
	KTEST_EXPECT_EQ(test, waitpid(pid, NULL, __WALL), -ERESTARTSYS);
	complete(&go);
	KTEST_EXPECT_EQ(test, waitpid_uninterruptible(pid, &status, __WALL),
			pid);
	KTEST_EXPECT_EQ(test, status, 3);
	KTEST_EXPECT_TRUE(test, signal_pending(current));
	flush_signals(current);
	disallow_signal(SIGUSR1);
}

static bool task_is_zombie(int pid)
{
	struct task_struct *p = find_get_task_by_pid(pid);
	bool zombie = p && p->state == TASK_ZOMBIE;

	if (p)
		put_task_struct(p);
	return zombie;
}

static void sig_dfl_leaves_zombie(struct ktest *test)
{
	int status = 0;
	int pid = kernel_thread(exit_with, (void *)5L, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(task_is_zombie(pid), 5000));
	KTEST_EXPECT_EQ(test, waitpid(pid, &status, WNOHANG), pid);
	KTEST_EXPECT_EQ(test, status, 5);
	KTEST_EXPECT_TRUE(test, ktest_task_gone(pid));
}

/* A parent that ignores SIGCHLD, so its children reap themselves. */
static int ignoring_parent(void *arg)
{
	struct k_sigaction ign = { .sa = { .sa_handler = SIG_IGN } };
	int *child = arg;

	do_sigaction(SIGCHLD, &ign, NULL);
	*child = kernel_thread(exit_with, (void *)9L, SIGCHLD);
	if (*child < 0)
		return 1;
	if (!KTEST_WAIT_UNTIL(ktest_task_gone(*child), 5000))
		return 2;
	/* Nothing left to wait for. */
	return waitpid(-1, NULL, __WALL | WNOHANG) == -ECHILD ? 0 : 3;
}

static void sig_ign_reaps_at_once(struct ktest *test)
{
	int child = 0;
	int pid = kernel_thread(ignoring_parent, &child, SIGCHLD);

	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 10000), 0);
	KTEST_EXPECT_GT(test, child, 0);
}

struct orphan_info {
	int child;
	struct completion made;
	struct completion release;
};

static int orphan_child(void *arg)
{
	struct orphan_info *info = arg;

	wait_for_completion(&info->release);
	return 0;
}

static int orphaning_parent(void *arg)
{
	struct orphan_info *info = arg;

	info->child = kernel_thread(orphan_child, info, SIGCHLD);
	complete(&info->made);
	return 0;
}

static pid_t parent_pid_of(int pid)
{
	struct task_struct *p = find_get_task_by_pid(pid);
	pid_t ppid = -1;

	if (p) {
		ppid = p->parent->pid;
		put_task_struct(p);
	}
	return ppid;
}

static void orphans_go_to_init(struct ktest *test)
{
	struct orphan_info info;
	int pid;

	init_completion(&info.made);
	init_completion(&info.release);
	pid = kernel_thread(orphaning_parent, &info, SIGCHLD);
	KTEST_ASSERT_GT(test, pid, 0);
	wait_for_completion(&info.made);
	KTEST_ASSERT_GT(test, info.child, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 0);
	KTEST_EXPECT_EQ(test, parent_pid_of(info.child), 1);
	/* init reaps it once it exits. */
	complete(&info.release);
	KTEST_EXPECT_TRUE(test, KTEST_WAIT_UNTIL(ktest_task_gone(info.child),
						 5000));
}

/* The adopting parent of reparent_child_waits_for_new_parent. */
static int adopter(void *arg)
{
	struct orphan_info *info = arg;
	struct task_struct *p;
	int status = 0;

	write_lock_irq(&tasklist_lock);
	p = find_task_by_pid(info->child);
	if (p)
		reparent_task(p, current);
	write_unlock_irq(&tasklist_lock);
	if (!p)
		return 10;
	complete(&info->made);
	if (waitpid(info->child, &status, __WALL) != info->child)
		return 11;
	return status;
}

static void relinked_child_waited_by_new_parent_only(struct ktest *test)
{
	struct orphan_info info;
	int adopter_pid;

	init_completion(&info.made);
	init_completion(&info.release);
	info.child = kernel_thread(orphan_child, &info, SIGCHLD);
	KTEST_ASSERT_GT(test, info.child, 0);
	adopter_pid = kernel_thread(adopter, &info, SIGCHLD);
	KTEST_ASSERT_GT(test, adopter_pid, 0);
	wait_for_completion(&info.made);
	KTEST_EXPECT_EQ(test, parent_pid_of(info.child), adopter_pid);
	/* The old parent no longer has it. */
	KTEST_EXPECT_EQ(test, waitpid(info.child, NULL, __WALL | WNOHANG),
			-ECHILD);
	complete(&info.release);
	KTEST_EXPECT_EQ(test, ktest_reap(test, adopter_pid, 5000), 0);
	KTEST_EXPECT_TRUE(test, ktest_task_gone(info.child));
}

static void many_cycles_leak_nothing(struct ktest *test)
{
	struct ktest_leak_check leak;
	int i;

	ktest_leak_start(&leak);
	for (i = 0; i < 2000; i++) {
		int pid = kernel_thread(exit_with,
					(void *)(long)((i & 0x7f) << 8),
					SIGCHLD);
		int status = 0;

		KTEST_ASSERT_GT(test, pid, 0);
		KTEST_ASSERT_EQ(test, waitpid(pid, &status, 0), pid);
		KTEST_ASSERT_EQ(test, WEXITSTATUS(status), i & 0x7f);
	}
	ktest_expect_no_leak(test, &leak);
}

static void injected_failure_leaves_nothing(struct ktest *test)
{
	struct ktest_leak_check leak;
	int n, ret;

	ktest_leak_start(&leak);
	/* Each allocation kernel_thread makes, failed in turn. */
	for (n = 1; n <= 8; n++) {
		fail_nth_set(n);
		ret = kernel_thread(exit_with, NULL, SIGCHLD);
		fail_nth_set(0);
		if (ret > 0) {
			/* n is past the last allocation: it succeeded. */
			KTEST_EXPECT_EQ(test, ktest_reap(test, ret, 5000), 0);
			break;
		}
		KTEST_EXPECT_EQ(test, ret, -ENOMEM);
	}
	KTEST_EXPECT_GT(test, n, 2);
	ktest_fail_allocations(true);
	KTEST_EXPECT_EQ(test, kernel_thread(exit_with, NULL, SIGCHLD), -ENOMEM);
	ktest_fail_allocations(false);
	ktest_expect_no_leak(test, &leak);
}

static int read_blocked(void *arg)
{
	return sigismember(&current->blocked, SIGUSR1) ? 1 : 0;
}

static void child_inherits_blocked_mask(struct ktest *test)
{
	sigset_t set, old;
	int pid;

	siginitset(&set, sigmask(SIGUSR1));
	sigprocmask(SIG_BLOCK, &set, &old);
	pid = kernel_thread(read_blocked, NULL, SIGCHLD);
	sigprocmask(SIG_SETMASK, &old, NULL);
	KTEST_ASSERT_GT(test, pid, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 1);
}

static int read_sighand(void *arg)
{
	return current->sighand == arg;
}

static void clone_sighand_shares(struct ktest *test)
{
	int shared = kernel_thread(read_sighand, current->sighand,
				   CLONE_SIGHAND | SIGCHLD);
	int copied = kernel_thread(read_sighand, current->sighand, SIGCHLD);

	KTEST_ASSERT_GT(test, shared, 0);
	KTEST_ASSERT_GT(test, copied, 0);
	KTEST_EXPECT_EQ(test, ktest_reap(test, shared, 5000), 1);
	KTEST_EXPECT_EQ(test, ktest_reap(test, copied, 5000), 0);
}

/* A signal in each word of a sigset_t: the copy walks both. */
#define LOW_SIG		SIGHUP
#define HIGH_SIG	40

/*
 * 1 if the child's actions are all its parent's; then it changes two, so
 * the next child's sighand must have been put back to the defaults.
 */
static int compare_actions(void *arg)
{
	const struct sighand_struct *parent = arg;
	struct k_sigaction ign = { .sa.sa_handler = SIG_IGN };
	int same = !memcmp(current->sighand->action, parent->action,
			   sizeof(parent->action));

	do_sigaction(LOW_SIG, &ign, NULL);
	do_sigaction(HIGH_SIG, &ign, NULL);
	return same;
}

/*
 * A fork copies only the actions its parent changed, into a sighand
 * whose actions are all defaults: a sighand freed with changes in it
 * must not pass them on.  Boots without slab_debug reuse the object as
 * it was freed; with it, the object is poisoned and constructed again.
 */
static void fork_copies_every_action(struct ktest *test)
{
	struct k_sigaction ign = { .sa.sa_handler = SIG_IGN }, old_usr2;
	struct k_sigaction old_low, old_high;
	int i, pid;

	do_sigaction(LOW_SIG, NULL, &old_low);
	do_sigaction(HIGH_SIG, NULL, &old_high);
	KTEST_ASSERT_PTR_EQ(test, old_low.sa.sa_handler, SIG_DFL);
	KTEST_ASSERT_PTR_EQ(test, old_high.sa.sa_handler, SIG_DFL);
	do_sigaction(SIGUSR2, &ign, &old_usr2);
	for (i = 0; i < 4; i++) {
		/* Every other child is made with SIGUSR2 ignored. */
		if (i == 2)
			do_sigaction(SIGUSR2, &old_usr2, NULL);
		pid = kernel_thread(compare_actions, current->sighand, SIGCHLD);
		KTEST_ASSERT_GT(test, pid, 0);
		KTEST_EXPECT_EQ(test, ktest_reap(test, pid, 5000), 1);
	}
}

static void pids_are_findable_and_unique(struct ktest *test)
{
	DECLARE_COMPLETION(go);
	int a = kernel_thread(wait_for_completion_fn, &go, SIGCHLD);
	int b = kernel_thread(wait_for_completion_fn, &go, SIGCHLD);
	struct task_struct *pa = find_get_task_by_pid(a);

	KTEST_ASSERT_NOT_NULL(test, pa);
	KTEST_EXPECT_NE(test, a, b);
	KTEST_EXPECT_EQ(test, pa->pid, a);
	KTEST_EXPECT_PTR_EQ(test, pa->parent, current);
	KTEST_EXPECT_PTR_EQ(test, pa->real_parent, current);
	put_task_struct(pa);
	complete_all(&go);
	KTEST_EXPECT_EQ(test, ktest_reap(test, a, 5000), 3);
	KTEST_EXPECT_EQ(test, ktest_reap(test, b, 5000), 3);
	KTEST_EXPECT_NULL(test, find_get_task_by_pid(a));
}

static struct ktest_case exit_cases[] = {
	KTEST_CASE(exit_code_reaches_waitpid),
	KTEST_CASE(exit_status_in_bits_8_to_15),
	KTEST_CASE(exit_code_3_is_status_3),
	KTEST_CASE(do_exit_code),
	KTEST_CASE(no_child_is_echild),
	KTEST_CASE(wnohang_returns_zero_while_alive),
	KTEST_CASE(wclone_selects_by_exit_signal),
	KTEST_CASE(any_child_finds_zombie_behind_live_ones),
	KTEST_CASE(pid_of_another_tasks_child_is_echild),
	KTEST_CASE(uninterruptible_wait_ignores_pending_signal),
	KTEST_CASE(sig_dfl_leaves_zombie),
	KTEST_CASE(sig_ign_reaps_at_once),
	KTEST_CASE(orphans_go_to_init),
	KTEST_CASE(relinked_child_waited_by_new_parent_only),
	KTEST_CASE(child_inherits_blocked_mask),
	KTEST_CASE(clone_sighand_shares),
	KTEST_CASE(fork_copies_every_action),
	KTEST_CASE(pids_are_findable_and_unique),
	KTEST_CASE(injected_failure_leaves_nothing),
	KTEST_CASE(many_cycles_leak_nothing),
	{}
};

static struct ktest_suite exit_suite = {
	.name = "exit",
	.cases = exit_cases,
};
ktest_register(exit_suite);
