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
 *
 * What the series does not have lives beside this file, so that the
 * series' own kthread.c can take its place and still link: the table of
 * stoppable kthreads (kthread_table.c) and the per-CPU helpers
 * (kthread_cpu.c).
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/completion.h>
#include <linux/workqueue.h>
#include <linux/unistd.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/hardirq.h>
#include <linux/spinlock.h>
#include <linux/fault-inject.h>
#include "kthread_table.h"

struct kthread_create_info {
	/* for keventd, from kthread_create() */
	int (*threadfn)(void *data);
	void *data;

	/* for kthread_create(), from keventd */
	struct task_struct *result;
	struct completion done;
};

struct kthread_stop_info {
	struct task_struct *k;
	int result;
	struct completion done;
};

/* Sleeping calls from a timer, an interrupt or under a spinlock. */
static bool atomic_caller(void)
{
	return in_atomic() || irqs_disabled();
}

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
	} else {
		keventd_lockdep_wait();
		/*
		 * keventd would preempt us as soon as it is woken, leaving
		 * us runnable beside the thread it stops, which may then
		 * run first.  Be asleep when it runs: one switch there and
		 * one back.  Preemption off also keeps us on keventd's CPU
		 * meanwhile.
		 */
		preempt_disable();
		schedule_work(&work);
		preempt_enable_no_resched();
	}
	wait_for_completion(done);
}

/*
 * A new kthread's clean start, set while nobody else can see it:
 * keventd's properties, or an early caller's, are not for it.  Every
 * signal blocked (only kthread_stop() forces one through), runnable
 * anywhere, at default priority, in its first sleep.
 */
static void kthread_clean_start(struct task_struct *k)
{
	sigfillset(&k->blocked);
	cpus_setall(k->cpus_allowed);
	k->policy = SCHED_NORMAL;
	k->rt_priority = 0;
	k->static_prio = NICE_TO_PRIO(0);
	k->prio = k->static_prio;
	k->flags |= PF_KTHREAD_NEW;
}

/*
 * Every kthread, from its first wake-up: threadfn while no signal is
 * pending, then exit with the negated last result as the exit status,
 * (-ret) << 8 as the series has it: kernel_thread() hands our return
 * value to do_exit() and waitpid() passes it on unchanged, so
 * kthread_stop() gets it back from WEXITSTATUS().  Until then the thread
 * has not run at all: it was made asleep (kernel_thread_asleep()), so a
 * create costs no switch to it and back.
 */
static int kthread(void *_threadfn)
{
	int (*threadfn)(void *data) = _threadfn;
	void *data = current->kthread_data;
	int ret = -EINTR;

	current->flags &= ~PF_KTHREAD_NEW;
	/*
	 * The stop mark guards the loop too: a 2.6.4-style function that
	 * flushes its signals as it returns must not be called for ever.
	 */
	while (!signal_pending(current) && !kthread_should_stop())
		ret = threadfn(data);
	return (-ret) << 8;
}

/*
 * keventd's side of a create.  The new thread cannot run before the
 * caller has it: it blocks every signal, and only the caller will have
 * its pointer to wake it or stop it.  So it is safe to finish it here.
 * Once @_create is completed the caller may be gone, and so may
 * @_create; keventd_helper() reaches no fault point after it.
 */
static void keventd_create_kthread(void *_create)
{
	struct kthread_create_info *create = _create;
	struct task_struct *k;

	k = kernel_thread_asleep(kthread, create->threadfn,
				 CLONE_FS | CLONE_FILES | SIGCHLD,
				 kthread_clean_start);
	if (!IS_ERR(k)) {
		k->kthread_data = create->data;
		/* Stoppable from here: only the caller will have k. */
		kthread_table_add(k);
	}
	create->result = k;
	complete(&create->done);
}

/* A name this long is a bug in the caller, not a name cut to fit. */
#define KTHREAD_NAME_SANE	64

struct task_struct *kthread_create(int (*threadfn)(void *data), void *data,
				   const char namefmt[], ...)
{
	struct kthread_create_info create;
	char comm[TASK_COMM_LEN];
	va_list args;
	int len;

	if (WARN(!threadfn || !namefmt,
		 "kthread_create: NULL %s for \"%s\", nothing made\n",
		 threadfn ? "name" : "thread function",
		 namefmt ? namefmt : "(null)"))
		return ERR_PTR(-EINVAL);
	if (WARN(atomic_caller(),
		 "kthread_create: \"%s\" from atomic context (it sleeps), nothing made\n",
		 namefmt))
		return ERR_PTR(-EINVAL);
	va_start(args, namefmt);
	len = vsnprintf(comm, sizeof(comm), namefmt, args);
	va_end(args);
	WARN(len >= KTHREAD_NAME_SANE,
	     "kthread_create: a name of %d characters, cut to \"%s\"\n",
	     len, comm);

	create.threadfn = threadfn;
	create.data = data;
	init_completion(&create.done);
	run_helper(keventd_create_kthread, &create, &create.done);
	if (IS_ERR(create.result))
		return create.result;
	/* It has never run: off every CPU, as promised. */
	memcpy(create.result->comm, comm, sizeof(comm));
	return create.result;
}

void kthread_bind(struct task_struct *k, unsigned int cpu)
{
	if (WARN(IS_ERR_OR_NULL(k), "kthread_bind: called with %p, not a thread\n",
		 k))
		return;
	if (WARN(cpu >= NR_CPUS || !cpu_possible(cpu),
		 "kthread_bind: %s/%d: CPU %u is not possible, not bound\n",
		 k->comm, k->pid, cpu))
		return;
	/*
	 * Only a thread in its first sleep may be moved like this; made
	 * asleep, it has never been on a CPU, so there is nothing to wait
	 * for.
	 */
	if (WARN(!(k->flags & PF_KTHREAD_NEW) || k->state != TASK_INTERRUPTIBLE,
		 "kthread_bind: %s/%d was woken already, not bound\n",
		 k->comm, k->pid))
		return;
	set_task_cpu(k, cpu);
	k->cpus_allowed = cpumask_of_cpu(cpu);
}

/*
 * Make @k a child of the current task, so that it can wait for it;
 * false if it is already on its way out through do_exit() (a thread
 * that exits on its own, stopped as well: the caller's bug).  Checked
 * under the lock its exit takes to tell its parent, so a thread not yet
 * exiting here will tell us.
 */
static bool adopt_kthread(struct task_struct *k)
{
	bool alive;

	write_lock_irq(&tasklist_lock);
	alive = !(k->flags & PF_EXITING);
	if (alive)
		reparent_task(k, current);
	write_unlock_irq(&tasklist_lock);
	return alive;
}

/* Force SIGTERM on @k, which must be our child, and wait for its exit. */
static int kill_and_reap(struct task_struct *k)
{
	pid_t pid = k->pid;
	int status = 0;
	long ret;

	/* Marked first, so a thread the signal wakes sees the mark. */
	WRITE_ONCE(k->kthread_stopping, true);
	force_sig(SIGTERM, k);
	/*
	 * Only a stop of this very thread (a keventd worker whose CPU went)
	 * can make a signal pending here; finish this stop first, in a wait
	 * that signal does not cut short.
	 */
	ret = waitpid_uninterruptible(pid, &status, __WALL);
	return ret == pid ? -WEXITSTATUS(status) : (int)ret;
}

static void keventd_stop_kthread(void *_stop)
{
	struct kthread_stop_info *stop = _stop;
	struct task_struct *k = stop->k;
	struct k_sigaction sa, oldsa;
	sigset_t all, oldblocked;

	/*
	 * Bound to a CPU that is gone (or never came): it must still run to
	 * its exit, somewhere.  It sleeps, so this moves it at once.
	 */
	if (!cpus_intersects(k->cpus_allowed, cpu_online_map))
		set_cpus_allowed(k, CPU_MASK_ALL);
	/* Not ignored for now, or the thread would reap itself. */
	sa.sa.sa_handler = SIG_DFL;
	sa.sa.sa_flags = 0;
	siginitset(&sa.sa.sa_mask, sigmask(SIGCHLD));
	do_sigaction(SIGCHLD, &sa, &oldsa);
	/* Nothing may cut the wait short (this may not be keventd). */
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &oldblocked);

	if (adopt_kthread(k)) {
		stop->result = kill_and_reap(k);
	} else {
		printk(KERN_ERR "kthread_stop: %s/%d exited through do_exit() while being stopped\n",
		       k->comm, k->pid);
		stop->result = -ESRCH;
	}

	do_sigaction(SIGCHLD, &oldsa, NULL);
	/* Reap any children that exited while SIGCHLD was not ignored. */
	if (current_is_keventd())
		while (waitpid(-1, NULL, __WALL | WNOHANG) > 0)
			;
	/* Unblock only what we blocked: a stop may have unblocked SIGTERM. */
	signandsets(&all, &all, &oldblocked);
	sigprocmask(SIG_UNBLOCK, &all, NULL);
	complete(&stop->done);
}

/* The stop itself, once the caller's checks have passed. */
static int stop_claimed(struct task_struct *k)
{
	struct kthread_stop_info stop;

	stop.k = k;
	init_completion(&stop.done);
	run_helper(keventd_stop_kthread, &stop, &stop.done);
	put_task_struct(k);
	return stop.result;
}

int kthread_stop(struct task_struct *k)
{
	char comm[TASK_COMM_LEN];

	if (WARN(IS_ERR_OR_NULL(k), "kthread_stop: called with %s %p, not a thread\n",
		 k ? "an error pointer" : "NULL", k))
		return -EINVAL;
	if (WARN(atomic_caller(),
		 "kthread_stop: called from atomic context (it sleeps), nothing stopped\n"))
		return -EINVAL;
	if (WARN(k == current, "kthread_stop: %s/%d cannot stop itself\n",
		 k->comm, k->pid))
		return -EDEADLK;
	if (WARN(k == child_reaper, "kthread_stop: init cannot be stopped\n"))
		return -EPERM;
	switch (kthread_table_claim(k, comm)) {
	case KTHREAD_CLAIMED:
		return stop_claimed(k);
	case KTHREAD_NOT_YOURS:
		WARN(1, "kthread_stop: %s is a per-CPU thread of the kernel's own; only CPU hotplug stops it\n",
		     comm);
		return -EPERM;
	default:
		WARN(1, "kthread_stop: %p is not a live kthread (stopped already, exited through do_exit(), or not made by kthread_create())\n",
		     k);
		return -ESRCH;
	}
}
