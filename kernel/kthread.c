// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel threads made and stopped cleanly: the kthread patch series.
 *
 * Creating a thread and stopping one are both done by keventd, through
 * a work item that carries the request; the result comes back through
 * the same struct, on the caller's stack.  That gives every kthread the
 * same clean start (keventd's: all signals blocked, no user context,
 * keventd's cwd and files) whoever asks for it, and lets keventd wait
 * for the thread's exit as its parent.  Before keventd exists, and when
 * the caller is keventd itself, the caller does the work directly.
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/completion.h>
#include <linux/workqueue.h>
#include <linux/unistd.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/fault-inject.h>

struct kthread_create_info {
	/* for kthread(), from the maker */
	int (*threadfn)(void *data);
	void *data;
	struct completion started;

	/* for kthread_create(), from the maker */
	struct task_struct *result;
	struct completion done;
};

struct kthread_stop_info {
	struct task_struct *k;
	int result;
	struct completion done;
};

struct kthread_helper {
	void (*fn)(void *data);
	void *data;
	struct task_struct *requester;
};

/*
 * keventd's side of a helper.  What it allocates it allocates for the
 * requester, who waits: the requester's fail-nth and fault mark apply
 * (<linux/fault-inject.h>), so a test can fail the n-th allocation of
 * kthread_create() wherever it happens.
 */
static void keventd_helper(void *_helper)
{
	struct kthread_helper *helper = _helper;
	void (*fn)(void *data) = helper->fn;
	void *data = helper->data;
	struct task_struct *prev;

	prev = fault_inject_act_for(helper->requester);
	fn(data);		/* the requester may return: helper is gone */
	fault_inject_act_for(prev);
}

/* Run a helper in keventd, or here when that is not possible. */
static void run_helper(void (*fn)(void *), void *data,
		       struct completion *done)
{
	struct kthread_helper helper = {
		.fn = fn, .data = data, .requester = current,
	};
	DECLARE_WORK(work, keventd_helper, &helper);

	if (!keventd_up() || current_is_keventd()) {
		fn(data);
		return;
	}
	schedule_work(&work);
	wait_for_completion(done);
}

/*
 * The start of every kthread: a clean signal state, runnable anywhere at
 * default priority (unlike keventd), then asleep until woken.  It then
 * runs threadfn while no signal is pending, and exits with the negated
 * last result, which kthread_stop() turns back into the return value.
 */
static int kthread(void *_create)
{
	struct kthread_create_info *create = _create;
	int (*threadfn)(void *data) = create->threadfn;
	void *data = create->data;
	struct sched_param param = { .sched_priority = 0 };
	sigset_t blocked;
	int ret = -EINTR;

	sigfillset(&blocked);
	sigprocmask(SIG_BLOCK, &blocked, NULL);
	flush_signals(current);
	set_cpus_allowed(current, CPU_MASK_ALL);
	sched_setscheduler(current, SCHED_NORMAL, &param);
	set_user_nice(current, 0);

	current->flags |= PF_KTHREAD_NEW;
	__set_current_state(TASK_INTERRUPTIBLE);
	complete(&create->started);	/* create is gone after this */
	schedule();
	current->flags &= ~PF_KTHREAD_NEW;

	while (!signal_pending(current))
		ret = threadfn(data);
	return -ret;
}

static void keventd_create_kthread(void *_create)
{
	struct kthread_create_info *create = _create;
	int pid;

	pid = kernel_thread(kthread, create, CLONE_FS | CLONE_FILES | SIGCHLD);
	if (pid < 0) {
		create->result = ERR_PTR(pid);
	} else {
		wait_for_completion(&create->started);
		read_lock_irq(&tasklist_lock);
		create->result = find_task_by_pid(pid);
		read_unlock_irq(&tasklist_lock);
		wait_task_inactive(create->result);
	}
	complete(&create->done);
}

struct task_struct *kthread_create(int (*threadfn)(void *data), void *data,
				   const char namefmt[], ...)
{
	struct kthread_create_info create;
	va_list args;

	if (!threadfn) {
		printk(KERN_ERR "kthread_create: NULL thread function for \"%s\"\n",
		       namefmt ? namefmt : "(null)");
		dump_stack();
		return ERR_PTR(-EINVAL);
	}
	create.threadfn = threadfn;
	create.data = data;
	init_completion(&create.started);
	init_completion(&create.done);
	run_helper(keventd_create_kthread, &create, &create.done);
	if (!IS_ERR(create.result)) {
		va_start(args, namefmt);
		vsnprintf(create.result->comm, sizeof(create.result->comm),
			  namefmt, args);
		va_end(args);
	}
	return create.result;
}

void kthread_bind(struct task_struct *k, unsigned int cpu)
{
	if (cpu >= NR_CPUS || !cpu_possible(cpu)) {
		printk(KERN_ERR "kthread_bind: %s/%d: CPU %u is not possible, not bound\n",
		       k->comm, k->pid, cpu);
		dump_stack();
		return;
	}
	/* Only a thread in its first sleep may be moved like this. */
	BUG_ON(!(k->flags & PF_KTHREAD_NEW) || k->state != TASK_INTERRUPTIBLE);
	wait_task_inactive(k);
	set_task_cpu(k, cpu);
	k->cpus_allowed = cpumask_of_cpu(cpu);
}

/* Make @k a child of the current task, so that it can wait for it. */
static void adopt_kthread(struct task_struct *k)
{
	write_lock_irq(&tasklist_lock);
	reparent_task(k, current);
	write_unlock_irq(&tasklist_lock);
}

static void keventd_stop_kthread(void *_stop)
{
	struct kthread_stop_info *stop = _stop;
	struct k_sigaction sa, oldsa;
	sigset_t all, oldblocked;
	pid_t pid = stop->k->pid;
	int status = 0;
	long ret;

	/*
	 * Bound to a CPU that is gone (or never came): it must still run to
	 * its exit, somewhere.  It sleeps, so this moves it at once.
	 */
	if (!cpus_intersects(stop->k->cpus_allowed, cpu_online_map))
		set_cpus_allowed(stop->k, CPU_MASK_ALL);
	adopt_kthread(stop->k);
	/* Not ignored for now, or the thread would reap itself. */
	sa.sa.sa_handler = SIG_DFL;
	sa.sa.sa_flags = 0;
	siginitset(&sa.sa.sa_mask, sigmask(SIGCHLD));
	do_sigaction(SIGCHLD, &sa, &oldsa);
	/* Nothing may cut the wait short (this may not be keventd). */
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &oldblocked);

	force_sig(SIGTERM, stop->k);
	/*
	 * Only a stop of this very thread (a keventd worker whose CPU went)
	 * can make a signal pending here; finish this stop first, polling
	 * each tick, since the signal would cut every wait short.
	 */
	while ((ret = waitpid(pid, &status, __WALL)) == -ERESTARTSYS)
		schedule_timeout_uninterruptible(1);

	do_sigaction(SIGCHLD, &oldsa, NULL);
	/* Reap any children that exited while SIGCHLD was not ignored. */
	if (current_is_keventd())
		while (waitpid(-1, NULL, __WALL | WNOHANG) > 0)
			;
	/* Unblock only what we blocked: a stop may have unblocked SIGTERM. */
	signandsets(&all, &all, &oldblocked);
	sigprocmask(SIG_UNBLOCK, &all, NULL);
	stop->result = ret == pid ? -WEXITSTATUS(status) : (int)ret;
	complete(&stop->done);
}

int kthread_stop(struct task_struct *k)
{
	struct kthread_stop_info stop;

	if (IS_ERR_OR_NULL(k)) {
		printk(KERN_ERR "kthread_stop: called with %s %p, not a thread\n",
		       k ? "an error pointer" : "NULL", k);
		dump_stack();
		return -EINVAL;
	}
	stop.k = k;
	init_completion(&stop.done);
	run_helper(keventd_stop_kthread, &stop, &stop.done);
	return stop.result;
}
