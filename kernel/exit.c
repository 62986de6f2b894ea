// SPDX-License-Identifier: GPL-2.0
/*
 * The end of a task: do_exit(), the zombie its parent reaps with
 * waitpid(), and the orphans that go to init.
 *
 * A task holds two references to itself: one for its place in the task
 * tree, dropped when it is reaped (release_task), and one for its CPU,
 * dropped by the scheduler once it has switched away for the last time.
 * So its stack outlives every instruction it runs, whoever reaps it.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/hardirq.h>
#include <linux/errno.h>
#include <linux/unistd.h>
#include <linux/wait.h>
#include <linux/kthread.h>
#include <linux/completion.h>

struct task_struct *child_reaper = &init_task;

/*
 * Take @p out of the tree; tasklist_lock held for writing.  Its sighand
 * goes too, as in 2.6's release_task(): lock_sighand() reads the pointer
 * under tasklist_lock, so a sender on another CPU finds either the whole
 * sighand or none, never one that is being freed.  The tree's reference
 * to @p is the caller's to drop, once the lock is let go.
 */
static void unhash_process(struct task_struct *p)
{
	struct sighand_struct *sig = p->sighand;

	REMOVE_LINKS(p);
	detach_pid(p);
	nr_threads--;
	atomic_inc(&nr_dead_tasks);
	p->state = TASK_DEAD;
	p->sighand = NULL;
	put_sighand(sig);
}

void release_task(struct task_struct *p)
{
	write_lock_irq(&tasklist_lock);
	unhash_process(p);
	write_unlock_irq(&tasklist_lock);
	put_task_struct(p);
}

void reparent_task(struct task_struct *p, struct task_struct *parent)
{
	REMOVE_LINKS(p);
	p->parent = parent;
	p->real_parent = parent;
	SET_LINKS(p);
}

/*
 * Hand @father's children to init.  A child that is already a zombie
 * must tell its new parent; if init would not wait for it, it goes
 * onto @dead for the caller to release once the lock is dropped.
 */
static void forget_original_parent(struct task_struct *father,
				   struct list_head *dead)
{
	struct task_struct *p, *n;

	list_for_each_entry_safe(p, n, &father->children, sibling) {
		reparent_task(p, child_reaper);
		if (p->state == TASK_ZOMBIE &&
		    do_notify_parent(p, p->exit_signal)) {
			unhash_process(p);
			list_add(&p->sibling, dead);
		}
	}
}

/* Become a zombie and tell the parent; reap ourselves if it ignores us. */
static void exit_notify(struct task_struct *tsk)
{
	LIST_HEAD(dead);
	struct task_struct *p, *n;
	bool autoreap;

	write_lock_irq(&tasklist_lock);
	forget_original_parent(tsk, &dead);
	tsk->state = TASK_ZOMBIE;
	/* Zombies lead the parent's children, for waitpid(-1). */
	list_move(&tsk->sibling, &tsk->parent->children);
	autoreap = do_notify_parent(tsk, tsk->exit_signal);
	if (autoreap)
		unhash_process(tsk);
	write_unlock_irq(&tasklist_lock);

	list_for_each_entry_safe(p, n, &dead, sibling) {
		list_del_init(&p->sibling);
		put_task_struct(p);
	}
	if (autoreap)
		put_task_struct(tsk);
}

void do_exit(long code)
{
	struct task_struct *tsk = current;

	if (unlikely(in_interrupt()))
		panic("Aiee, killing interrupt handler!");
	if (unlikely(tsk == child_reaper))
		panic("Attempted to kill init!");
	if (unlikely(tsk->flags & PF_IDLE))
		panic("Attempted to kill the idle task!");
	if (unlikely(tsk->flags & PF_EXITING)) {
		printk(KERN_ALERT "Fixing recursive fault but reboot is needed!\n");
		for (;;) {
			set_current_state(TASK_UNINTERRUPTIBLE);
			schedule();
		}
	}
	might_sleep();
	/* Gone from kthread_stop()'s sight before anything is freed. */
	kthread_exiting(tsk);
	tsk->flags |= PF_EXITING;
	exit_files(tsk);
	exit_fs(tsk);
	tsk->exit_code = code;
	/*
	 * No preemption from here: the next switch away must be the last,
	 * since the scheduler drops the CPU's reference on PF_DEAD.
	 */
	preempt_disable();
	exit_notify(tsk);
	tsk->flags |= PF_DEAD;
	schedule();
	BUG();
}

void complete_and_exit(struct completion *comp, long code)
{
	if (comp)
		complete(comp);
	do_exit(code);
}

/* Does @p match what waitpid() was asked for? */
static bool eligible_child(pid_t pid, int options, struct task_struct *p)
{
	if (pid > 0 && p->pid != pid)
		return false;
	/* Without __WALL, __WCLONE picks exactly the non-SIGCHLD children. */
	if (!(options & __WALL) &&
	    ((p->exit_signal != SIGCHLD) ^ ((options & __WCLONE) != 0)))
		return false;
	return true;
}

/* Is @p, or a child after it, one that waitpid(-1, @options) waits for? */
static bool any_eligible_from(struct task_struct *p, int options)
{
	list_for_each_entry_from(p, &current->children, sibling)
		if (eligible_child(-1, options, p))
			return true;
	return false;
}

/* Reap @p, an eligible zombie child; tasklist_lock held, and dropped. */
static pid_t reap_zombie(struct task_struct *p, int *status)
{
	pid_t pid = p->pid;

	*status = p->exit_code;
	unhash_process(p);
	write_unlock_irq(&tasklist_lock);
	put_task_struct(p);
	return pid;
}

/*
 * waitpid(pid > 0): the pid hash finds the child, so the wait costs the
 * same however many children there are.
 */
static pid_t reap_pid(pid_t pid, int options, int *status)
{
	struct task_struct *p;

	write_lock_irq(&tasklist_lock);
	p = __find_task_by_pid(pid);
	if (!p || p->parent != current || !eligible_child(pid, options, p)) {
		write_unlock_irq(&tasklist_lock);
		return -ECHILD;
	}
	if (p->state == TASK_ZOMBIE)
		return reap_zombie(p, status);
	write_unlock_irq(&tasklist_lock);
	return 0;
}

/*
 * waitpid(-1).  Zombies are kept at the head of the children (see
 * exit_notify() and SET_LINKS()), so only they are looked at, and then,
 * with __WALL, whether any child is left.  Only a wait without __WALL
 * goes on through the live children, to learn if any is eligible.
 */
static pid_t reap_any(int options, int *status)
{
	struct task_struct *p;
	bool any = false;

	write_lock_irq(&tasklist_lock);
	list_for_each_entry(p, &current->children, sibling) {
		if (p->state != TASK_ZOMBIE) {
			any = (options & __WALL) || any_eligible_from(p, options);
			break;
		}
		if (eligible_child(-1, options, p))
			return reap_zombie(p, status);
	}
	write_unlock_irq(&tasklist_lock);
	return any ? 0 : -ECHILD;
}

/*
 * Reap an exited child if there is one: the pid reaped, 0 if there are
 * eligible children but none has exited yet, or -ECHILD.
 */
static pid_t reap_one(pid_t pid, int options, int *status)
{
	return pid > 0 ? reap_pid(pid, options, status) :
			 reap_any(options, status);
}

/* waitpid(), sleeping in @state between looks. */
static long do_wait(pid_t pid, int *stat_addr, int options, long state)
{
	DECLARE_WAITQUEUE(wait, current);
	int status = 0;
	long ret;

	if (options & ~(WNOHANG | WUNTRACED | __WNOTHREAD | __WCLONE | __WALL))
		return -EINVAL;
	if (pid == 0 || pid < -1)
		return -EINVAL;		/* no process groups here */
	/* One look and no sleep: no wait queue to be woken on. */
	if (options & WNOHANG) {
		ret = reap_one(pid, options, &status);
		goto out;
	}
	add_wait_queue(&current->wait_chldexit, &wait);
	for (;;) {
		set_current_state(state);
		ret = reap_one(pid, options, &status);
		if (ret)
			break;
		if (state == TASK_INTERRUPTIBLE && signal_pending(current)) {
			ret = -ERESTARTSYS;
			break;
		}
		schedule();
	}
	__set_current_state(TASK_RUNNING);
	remove_wait_queue(&current->wait_chldexit, &wait);
out:
	if (ret > 0 && stat_addr)
		*stat_addr = status;
	return ret;
}

long waitpid(pid_t pid, int *stat_addr, int options)
{
	return do_wait(pid, stat_addr, options, TASK_INTERRUPTIBLE);
}

long waitpid_uninterruptible(pid_t pid, int *stat_addr, int options)
{
	return do_wait(pid, stat_addr, options, TASK_UNINTERRUPTIBLE);
}
