// SPDX-License-Identifier: GPL-2.0
/*
 * Making tasks: kernel_thread() and the idle tasks of secondary CPUs.
 *
 * A new task starts as a copy of its parent (name, blocked signals,
 * policy and nice, allowed CPUs), shares or copies the structures the
 * clone flags name, gets a pid and a fresh stack, and joins the task
 * tree under its parent.  Every step that can fail is undone in reverse
 * order, so a failed kernel_thread() leaves nothing behind.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/gfp.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/string.h>
#include <linux/fault-inject.h>
#include <asm/switch_to.h>

#define THREAD_ORDER	1	/* 8 KiB kernel stacks */

int nr_threads;
unsigned long total_forks;
atomic_t nr_kernel_stacks = ATOMIC_INIT(1);	/* init_task's */
atomic_t nr_dead_tasks = ATOMIC_INIT(0);
DEFINE_RWLOCK(tasklist_lock);

/*
 * sighand is just over 1 KiB: from kmalloc it would take a 2 KiB object,
 * from its own cache it takes its size.  Its objects are constructed
 * with every action the default, and are freed that way, so a fork
 * copies only the few actions its parent changed, not all 64.
 */
static struct kmem_cache *sighand_cachep;

/* What a sighand is freed back to, and what a fork starts from. */
static const struct k_sigaction default_actions[_NSIG];

/* Set the actions in @which of @to to those of @from. */
static void copy_actions(struct sighand_struct *to,
			 const struct k_sigaction *from, const sigset_t *which)
{
	int w;

	for (w = 0; w < _NSIG_WORDS; w++) {
		unsigned long bits = which->sig[w];

		while (bits) {
			int i = w * _NSIG_BPW + __ffs(bits);

			to->action[i] = from[i];
			bits &= bits - 1;
		}
	}
}

static void sighand_ctor(void *p, struct kmem_cache *c, unsigned long flags)
{
	struct sighand_struct *sh = p;

	if (!(flags & SLAB_CTOR_CONSTRUCTOR))
		return;
	sigemptyset(&sh->changed);
	memcpy(sh->action, default_actions, sizeof(sh->action));
}

void __init fork_init(void)
{
	sighand_cachep = kmem_cache_create("sighand_cache",
					   sizeof(struct sighand_struct), 0,
					   SLAB_HWCACHE_ALIGN | SLAB_PANIC,
					   sighand_ctor, NULL);
}

static struct task_struct *dup_task_struct(struct task_struct *orig)
{
	struct task_struct *p;
	struct thread_info *ti;

	p = kmalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return NULL;
	ti = (void *)__get_free_pages(GFP_KERNEL, THREAD_ORDER);
	if (!ti) {
		kfree(p);
		return NULL;
	}
	atomic_inc(&nr_kernel_stacks);
	*p = *orig;
	*ti = *orig->thread_info;
	ti->task = p;
	ti->flags = 0;
	ti->preempt_count = 1;		/* released by schedule_tail() */
	ti->stack_canary = STACK_END_MAGIC;
	p->thread_info = ti;
	lockdep_init_task(p);
	atomic_set(&p->usage, 2);	/* one for the tree, one for the CPU */
	return p;
}

static void free_task(struct task_struct *p)
{
	free_pages((unsigned long)p->thread_info, THREAD_ORDER);
	atomic_dec(&nr_kernel_stacks);
	kfree(p);
}

void __put_task_struct(struct task_struct *p)
{
	WARN_ON(!(p->flags & PF_DEAD) && p->state != TASK_DEAD);
	free_task(p);
	atomic_dec(&nr_dead_tasks);
}

static int copy_sighand(unsigned long flags, struct task_struct *p)
{
	struct sighand_struct *sig;

	if (flags & CLONE_SIGHAND) {
		atomic_inc(&current->sighand->count);
		return 0;
	}
	sig = kmem_cache_alloc(sighand_cachep, GFP_KERNEL);
	if (!sig)
		return -ENOMEM;
	spin_lock_irq(&current->sighand->siglock);
	copy_actions(sig, current->sighand->action, &current->sighand->changed);
	sig->changed = current->sighand->changed;
	spin_unlock_irq(&current->sighand->siglock);
	spin_lock_init(&sig->siglock);
	atomic_set(&sig->count, 1);
	p->sighand = sig;
	return 0;
}

void put_sighand(struct sighand_struct *sig)
{
	if (atomic_dec_and_test(&sig->count)) {
		copy_actions(sig, default_actions, &sig->changed);
		sigemptyset(&sig->changed);
		kmem_cache_free(sighand_cachep, sig);
	}
}

static int copy_fs(unsigned long flags, struct task_struct *p)
{
	struct fs_struct *fs;

	if (flags & CLONE_FS) {
		atomic_inc(&current->fs->count);
		return 0;
	}
	fs = kmalloc(sizeof(*fs), GFP_KERNEL);
	if (!fs)
		return -ENOMEM;
	*fs = *current->fs;
	atomic_set(&fs->count, 1);
	p->fs = fs;
	return 0;
}

static int copy_files(unsigned long flags, struct task_struct *p)
{
	struct files_struct *files;

	if (flags & CLONE_FILES) {
		atomic_inc(&current->files->count);
		return 0;
	}
	files = kmalloc(sizeof(*files), GFP_KERNEL);
	if (!files)
		return -ENOMEM;
	*files = *current->files;
	atomic_set(&files->count, 1);
	p->files = files;
	return 0;
}

void exit_fs(struct task_struct *p)
{
	struct fs_struct *fs = p->fs;

	p->fs = NULL;
	if (fs && atomic_dec_and_test(&fs->count))
		kfree(fs);
}

void exit_files(struct task_struct *p)
{
	struct files_struct *files = p->files;

	p->files = NULL;
	if (files && atomic_dec_and_test(&files->count))
		kfree(files);
}

/* The scheduler's part: a fresh slice, off every runqueue, not running. */
static void sched_fork(struct task_struct *p)
{
	p->state = TASK_UNINTERRUPTIBLE;	/* until wake_up_new_task() */
	p->array = NULL;
	INIT_LIST_HEAD(&p->run_list);
	p->prio = p->policy == SCHED_NORMAL ? p->static_prio : p->prio;
	p->time_slice = max_t(unsigned int, current->time_slice / 2, 1);
	p->nvcsw = 0;
	p->last_switch_count = ULONG_MAX;	/* never looked at */
	p->nivcsw = 0;
	p->sum_exec_ns = 0;
	p->start_time = get_jiffies_64();
	p->exec_start_ns = 0;
}

static void link_task(struct task_struct *p)
{
	write_lock_irq(&tasklist_lock);
	SET_LINKS(p);
	attach_pid(p);
	nr_threads++;
	total_forks++;
	write_unlock_irq(&tasklist_lock);
}

/* @idle: an idle task, which is pid 0 like the boot CPU's. */
static struct task_struct *copy_process(unsigned long flags,
					int (*fn)(void *), void *arg,
					bool idle)
{
	struct task_struct *p;
	int ret = -ENOMEM;

	p = dup_task_struct(current);
	if (!p)
		return ERR_PTR(-ENOMEM);
	p->flags &= ~(PF_EXITING | PF_DEAD | PF_IDLE | PF_KTHREAD_NEW |
		      PF_WQ_WORKER);
	INIT_HLIST_NODE(&p->kthread_node);
	p->kthread_percpu = false;
	p->kthread_stopping = false;
	p->kthread_data = NULL;
	/* The mark is inherited, as in Linux; a fail-nth is not. */
	p->fail_nth = 0;
	p->fault_owner = NULL;
	p->pid = idle ? 0 : alloc_pid();
	if (p->pid < 0) {
		ret = p->pid;
		goto bad_pid;
	}
	p->tgid = p->pid;		/* no threads: each leads its own group */
	if (copy_sighand(flags, p))
		goto bad_sighand;
	if (copy_fs(flags, p))
		goto bad_fs;
	if (copy_files(flags, p))
		goto bad_files;
	sigemptyset(&p->pending.signal);
	sched_fork(p);
	INIT_LIST_HEAD(&p->children);
	INIT_LIST_HEAD(&p->sibling);
	INIT_LIST_HEAD(&p->tasks);
	init_waitqueue_head(&p->wait_chldexit);
	p->pid_next = NULL;
	p->parent = p->real_parent = current;
	p->exit_signal = flags & CSIGNAL;
	p->exit_code = 0;
	copy_thread(p, fn, arg);
	return p;

bad_files:
	exit_fs(p);
bad_fs:
	put_sighand(p->sighand);
bad_sighand:
	if (p->pid)
		free_pid(p->pid);
bad_pid:
	free_task(p);
	return ERR_PTR(ret);
}

/* A new kernel thread, made but not yet seen by anyone. */
static struct task_struct *copy_kernel_thread(int (*fn)(void *), void *arg,
					      unsigned long flags)
{
	might_sleep();
	if (should_fail(&fail_kthread, sizeof(struct task_struct) + THREAD_SIZE))
		return ERR_PTR(-ENOMEM);
	return copy_process(flags | CLONE_VM | CLONE_UNTRACED, fn, arg, false);
}

int kernel_thread(int (*fn)(void *), void *arg, unsigned long flags)
{
	struct task_struct *p = copy_kernel_thread(fn, arg, flags);

	if (IS_ERR(p))
		return PTR_ERR(p);
	link_task(p);
	/* p may run and even be reaped at once: read its pid first. */
	flags = p->pid;
	/*
	 * No fault point (no allocation) from here on: kthread_create()'s
	 * caller may be gone once the new thread runs, and keventd, still
	 * acting for it (fault_inject_act_for()), must not use its mark.
	 */
	wake_up_new_task(p);
	return flags;
}

struct task_struct *kernel_thread_asleep(int (*fn)(void *), void *arg,
					 unsigned long flags,
					 void (*prepare)(struct task_struct *p))
{
	struct task_struct *p = copy_kernel_thread(fn, arg, flags);

	if (IS_ERR(p))
		return p;
	prepare(p);
	/*
	 * Asleep where it was made: it first runs when woken, from
	 * ret_from_fork() like any new task, and until then it is on no
	 * runqueue and was never on a CPU.
	 */
	p->state = TASK_INTERRUPTIBLE;
	link_task(p);
	return p;
}

/* The idle task never runs this: it starts in start_secondary(). */
static int idle_never_runs(void *unused)
{
	BUG();
}

struct task_struct *fork_idle(int cpu)
{
	struct task_struct *p;

	p = copy_process(CLONE_FS | CLONE_FILES | CLONE_SIGHAND,
			 idle_never_runs, NULL, true);
	if (IS_ERR(p))
		return p;
	/* Idle tasks are in no list: ps does not show them. */
	p->parent = p->real_parent = &init_task;
	init_idle(p, cpu);
	return p;
}

void set_task_comm(struct task_struct *tsk, const char *name)
{
	strlcpy(tsk->comm, name, sizeof(tsk->comm));
}
