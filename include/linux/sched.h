/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SCHED_H
#define _LINUX_SCHED_H

/*
 * Tasks and the scheduler, with Linux 2.6's names and semantics.  Every
 * task is a kernel thread; there is no user space and no mm.
 */

#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/export.h>
#include <linux/list.h>
#include <linux/smp.h>
#include <linux/cpumask.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/signal.h>
#include <linux/jiffies.h>
#include <linux/preempt.h>
/*
 * As in 2.6.1 (where it comes through <linux/aio.h>): code that includes
 * only sched.h uses DECLARE_WORK and schedule_work; the kthread series'
 * kthread.c does.  workqueue.h needs nothing from here, so no cycle.
 */
#include <linux/workqueue.h>
#include <asm/current.h>
#include <asm/processor.h>
#include <asm/atomic.h>

/* task->state */
#define TASK_RUNNING		0
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	2
#define TASK_STOPPED		4
#define TASK_ZOMBIE		8	/* exited, waiting for its parent */
#define TASK_DEAD		16	/* reaped; gone once off its CPU */

/* task->flags */
#define PF_EXITING	0x00000004	/* in do_exit() */
#define PF_DEAD		0x00000008	/* will never run again */
#define PF_KTHREAD_NEW	0x00000010	/* made by kthread_create, not yet woken */
#define PF_IDLE		0x00000020	/* a CPU's idle task */
#define PF_WQ_WORKER	0x00000040	/* a workqueue's worker, NAME/N */

/* Policies */
#define SCHED_NORMAL	0
#define SCHED_FIFO	1
#define SCHED_RR	2

/* Priorities: 0..99 real time (lower is more urgent), 100..139 nice. */
#define MAX_USER_RT_PRIO	100
#define MAX_RT_PRIO		MAX_USER_RT_PRIO
#define MAX_PRIO		(MAX_RT_PRIO + 40)
#define NICE_TO_PRIO(nice)	(MAX_RT_PRIO + (nice) + 20)
#define PRIO_TO_NICE(prio)	((prio) - MAX_RT_PRIO - 20)
#define TASK_NICE(p)		PRIO_TO_NICE((p)->static_prio)
#define rt_task(p)		((p)->prio < MAX_RT_PRIO)

#define TASK_COMM_LEN		16

/* clone flags: the low byte is the signal sent to the parent at exit */
#define CSIGNAL		0x000000ff
#define CLONE_VM	0x00000100
#define CLONE_FS	0x00000200
#define CLONE_FILES	0x00000400
#define CLONE_SIGHAND	0x00000800
#define CLONE_UNTRACED	0x00800000

struct sched_param {
	int sched_priority;
};

/*
 * What CLONE_FS and CLONE_FILES share.  A kernel thread has no files or
 * working directory to speak of; the structures exist so that sharing
 * and copying, and their failure paths, are real.
 */
struct fs_struct {
	atomic_t count;
	int umask;
};

struct files_struct {
	atomic_t count;
	int max_fds;
};

struct prio_array;

struct task_struct {
	volatile long state;
	struct thread_info *thread_info;
	atomic_t usage;
	unsigned long flags;

	/* scheduling */
	int prio, static_prio;
	unsigned long policy;
	unsigned int rt_priority;
	unsigned int time_slice;
	struct list_head run_list;
	struct prio_array *array;	/* the runqueue array, or NULL */
	cpumask_t cpus_allowed;
	unsigned long nvcsw, nivcsw;	/* voluntary / forced switches */
	/* the hung-task check's last look (kernel/hung_task.c) */
	unsigned long last_switch_count;
	unsigned long last_switch_time;	/* jiffies when the count moved */
	bool hung_reported;
	u64 sum_exec_ns;		/* time on a CPU */
	u64 start_time;			/* jiffies_64 when it was made */
	u64 exec_start_ns;

	/* the task tree */
	pid_t pid;
	pid_t tgid;			/* its thread group: its pid here */
	struct task_struct *real_parent;	/* who made it */
	struct task_struct *parent;		/* who gets its exit signal */
	struct list_head children;
	struct list_head sibling;		/* in parent->children */
	struct list_head tasks;			/* the list of all tasks */
	struct task_struct *pid_next;		/* pid hash chain */
	wait_queue_head_t wait_chldexit;	/* waitpid() sleeps here */

	/* exit */
	int exit_code;
	int exit_signal;

	/* signals */
	struct sighand_struct *sighand;
	sigset_t blocked;
	struct sigpending pending;

	struct fs_struct *fs;
	struct files_struct *files;

	char comm[TASK_COMM_LEN];
	/* kthread.c's table of the kthreads that can be stopped */
	struct hlist_node kthread_node;
	bool kthread_percpu;		/* only its owner may stop it */
	bool kthread_stopping;		/* kthread_stop() was called on it */
	void *kthread_data;		/* its threadfn's data */

	/* fault injection: see <linux/fault-inject.h> */
	unsigned int fail_nth;		/* fail the n-th point from now */
	bool make_it_fail;		/* for the task filter */
	struct task_struct *fault_owner; /* acting for it; NULL: itself */

	/* the locks it holds, for the validator: see <linux/lockdep.h> */
	int lockdep_depth;
	struct held_lock held_locks[MAX_LOCK_DEPTH];

	struct thread_struct thread;
};

extern struct task_struct init_task;
extern union thread_union init_thread_union;
extern rwlock_t tasklist_lock;
extern int nr_threads;
/* Tasks made since boot, for /proc/stat's "processes". */
extern unsigned long total_forks;
/* Kernel stacks allocated, live or not yet freed: /proc/meminfo's. */
extern atomic_t nr_kernel_stacks;
/* The pid handed out last, for /proc/loadavg. */
extern int last_pid;

/**
 * task_state_name - a task's state as /proc/PID/status names it
 * @p: the task
 *
 * Return: "R (running)", "S (sleeping)", "D (disk sleep)", "T (stopped)",
 * "Z (zombie)" or "X (dead)"; the first letter is ps's STAT.
 */
const char *task_state_name(const struct task_struct *p);
/* Reaped tasks whose struct and stack are not freed yet (see exit.c). */
extern atomic_t nr_dead_tasks;

/**
 * next_task - the next task in the list of all tasks
 * @p: a task
 */
#define next_task(p)	list_entry((p)->tasks.next, struct task_struct, tasks)

/**
 * for_each_process - walk every task; hold tasklist_lock for reading
 * @p: the cursor
 */
#define for_each_process(p)						\
	for (p = &init_task; (p = next_task(p)) != &init_task; )

static inline int task_cpu(const struct task_struct *p)
{
	return p->thread_info->cpu;
}

static inline void set_tsk_need_resched(struct task_struct *p)
{
	set_ti_flag(p->thread_info, TIF_NEED_RESCHED);
}

static inline void clear_tsk_need_resched(struct task_struct *p)
{
	clear_ti_flag(p->thread_info, TIF_NEED_RESCHED);
}

static inline int test_tsk_need_resched(struct task_struct *p)
{
	return test_ti_flag(p->thread_info, TIF_NEED_RESCHED) != 0;
}

/**
 * signal_pending - whether @p has a pending signal it does not block
 * @p: the task
 */
static inline int signal_pending(struct task_struct *p)
{
	return unlikely(test_ti_flag(p->thread_info, TIF_SIGPENDING) != 0);
}

#define __set_current_state(s)	(current->state = (s))
#define set_current_state(s)						\
	do { current->state = (s); smp_mb(); } while (0)
#define __set_task_state(p, s)	((p)->state = (s))
#define set_task_state(p, s)	do { (p)->state = (s); smp_mb(); } while (0)

/**
 * get_task_struct - take a reference to a task
 * @p: the task
 */
static inline void get_task_struct(struct task_struct *p)
{
	atomic_inc(&p->usage);
}

/**
 * __put_task_struct - free a task whose last reference went
 * @p: the task
 */
void __put_task_struct(struct task_struct *p);

/**
 * put_task_struct - drop a reference; the last one frees the task
 * @p: the task
 */
static inline void put_task_struct(struct task_struct *p)
{
	if (atomic_dec_and_test(&p->usage))
		__put_task_struct(p);
}

/* kernel/sched.c */

/**
 * schedule - give the CPU to the most deserving runnable task
 *
 * If the current task is not TASK_RUNNING it leaves the runqueue first
 * (unless a signal is pending and it sleeps interruptibly).
 */
void schedule(void);

/**
 * schedule_timeout - sleep until woken or @timeout jiffies pass
 * @timeout: jiffies, or MAX_SCHEDULE_TIMEOUT for no limit
 *
 * Set the task state first.  Return: the jiffies left, 0 on timeout.
 */
long schedule_timeout(long timeout);

/**
 * schedule_timeout_interruptible - schedule_timeout() in TASK_INTERRUPTIBLE
 * @timeout: jiffies
 */
long schedule_timeout_interruptible(long timeout);

/**
 * schedule_timeout_uninterruptible - schedule_timeout() in TASK_UNINTERRUPTIBLE
 * @timeout: jiffies
 */
long schedule_timeout_uninterruptible(long timeout);

/**
 * wake_up_process - make a sleeping task runnable
 * @p: the task
 *
 * Return: 1 if it was asleep (stopped, interruptible or not), else 0.
 */
int wake_up_process(struct task_struct *p);

/**
 * wake_up_state - wake @p only if it sleeps in one of @state
 * @p: the task
 * @state: a mask of TASK_* sleep states
 *
 * Return: 1 if woken.
 */
int wake_up_state(struct task_struct *p, unsigned int state);

/**
 * wake_up_new_task - put a just-made task on a runqueue for the first time
 * @p: the task
 */
void wake_up_new_task(struct task_struct *p);

/**
 * yield - let every other runnable task of this priority run first
 */
void yield(void);

/**
 * cond_resched - schedule if a reschedule is due
 *
 * Return: 1 if it scheduled.
 */
int cond_resched(void);

/**
 * set_user_nice - change a SCHED_NORMAL task's nice value
 * @p: the task
 * @nice: -20 (most CPU) .. 19 (least); clamped
 */
void set_user_nice(struct task_struct *p, long nice);

/**
 * task_nice - the nice value of a task
 * @p: the task
 */
int task_nice(const struct task_struct *p);

/**
 * sched_setscheduler - change a task's policy and real-time priority
 * @p: the task
 * @policy: SCHED_NORMAL, SCHED_FIFO or SCHED_RR
 * @param: sched_priority 1..99 for FIFO/RR, 0 for NORMAL
 *
 * Return: 0, or -EINVAL.
 */
int sched_setscheduler(struct task_struct *p, int policy,
		       struct sched_param *param);

/**
 * setscheduler - sched_setscheduler() by pid, as 2.6's syscall core
 * @pid: the task's pid, 0 for current
 * @policy: the policy, or -1 to keep it
 * @param: the priority
 *
 * Return: 0, -ESRCH or -EINVAL.
 */
int setscheduler(pid_t pid, int policy, struct sched_param *param);

/**
 * set_cpus_allowed - restrict a task to a set of CPUs
 * @p: the task
 * @new_mask: must contain an online CPU
 *
 * Moves @p if it sits on a CPU it may no longer use; returns after the
 * move.  Return: 0, or -EINVAL if @new_mask has no online CPU.
 */
int set_cpus_allowed(struct task_struct *p, cpumask_t new_mask);

/**
 * migration_thread - the body of migration/N (see kernel/sched.c)
 * @data: N, the CPU, cast to a pointer
 */
int migration_thread(void *data);

/**
 * migration_init - make the boot CPU's migration thread, and follow hotplug
 */
void migration_init(void);

/**
 * wait_task_inactive - wait until a task is off every CPU
 * @p: the task, which must not be runnable (it sleeps or is dying)
 */
void wait_task_inactive(struct task_struct *p);

/**
 * task_running - whether a task is on a CPU right now
 * @p: the task
 */
int task_running(struct task_struct *p);

/**
 * set_task_cpu - place a task that is not on any runqueue on a CPU
 * @p: the task
 * @cpu: the CPU
 */
void set_task_cpu(struct task_struct *p, unsigned int cpu);

/**
 * scheduler_tick - account a tick to the running task
 */
void scheduler_tick(void);

/**
 * fork_init - make the caches kernel_thread() allocates from
 *
 * Called once at boot, after the command line is read (so slab_debug
 * applies to them) and before the first kernel_thread().
 */
void fork_init(void);

/**
 * sched_init - set up the runqueues; the boot task becomes CPU 0's idle task
 */
void sched_init(void);

/**
 * init_idle - make @idle the idle task of @cpu
 * @idle: the task
 * @cpu: the CPU
 */
void init_idle(struct task_struct *idle, int cpu);

/**
 * cpu_idle - the idle loop; never returns
 */
__noreturn void cpu_idle(void);

/**
 * idle_cpu - whether a CPU runs its idle task
 * @cpu: the CPU
 */
int idle_cpu(int cpu);

/**
 * nr_running - runnable tasks over all CPUs
 */
unsigned long nr_running(void);

/**
 * nr_uninterruptible - tasks asleep in TASK_UNINTERRUPTIBLE, all CPUs
 *
 * Read without locks: exact only while nothing sleeps or wakes.
 */
unsigned long nr_uninterruptible(void);

/**
 * nr_context_switches - context switches over all CPUs since boot
 */
unsigned long long nr_context_switches(void);

/**
 * preempt_schedule_irq - preempt on the way out of an interrupt
 *
 * Called with interrupts off, when the interrupted code was preemptible
 * and a reschedule is due.
 */
void preempt_schedule_irq(void);

/**
 * show_state - print one line per task, as "ps ax" shows them
 */
void show_state(void);

/* How many times __might_sleep() has complained, for tests. */
extern atomic_t might_sleep_warnings;

/* Functions that schedule: a backtrace's "wchan" is the first caller out. */
#define __sched		__section(".sched.text")

/**
 * show_state_traces - show_state() with where each task sleeps, and a
 * backtrace of every CPU: for hangs (Ctrl-\\ on the console)
 */
void show_state_traces(void);

/* kernel/ps.c */

/**
 * sched_show_task - print a task's line, as ps shows it, and its stack
 * @p: the task; a task on a CPU gets no backtrace (its stack moves)
 */
void sched_show_task(struct task_struct *p);

/* kernel/softlockup.c, kernel/hung_task.c, kernel/stack_overflow.c */

struct pt_regs;

/* Seconds without scheduling before a CPU is reported; 0: never. */
extern int softlockup_thresh;
/* Seconds in TASK_UNINTERRUPTIBLE before a task is reported; 0: never. */
extern unsigned long sysctl_hung_task_timeout_secs;
/* How many reports each detector has printed, for tests. */
extern atomic_t softlockup_reports;
extern atomic_t hung_task_reports;
extern atomic_t stack_overflow_reports;

/**
 * softlockup_tick - from the timer tick: is this CPU stuck?
 * @regs: the interrupted frame, shown in the report
 */
void softlockup_tick(struct pt_regs *regs);

/**
 * touch_softlockup_watchdog - this CPU is busy on purpose, not stuck
 *
 * For code that keeps a CPU from scheduling for long on purpose (a
 * long report on a slow console, say): starts the count again.
 */
void touch_softlockup_watchdog(void);

/**
 * task_stack_end_corrupted - whether a task's stack ran into its canary
 * @p: the task
 */
static inline bool task_stack_end_corrupted(const struct task_struct *p)
{
	return p->thread_info->stack_canary != STACK_END_MAGIC;
}

/**
 * stack_overflow_oops - the canary of the current task is gone: report
 * the overflow as an oops and kill the task (schedule() calls this)
 */
__noreturn void stack_overflow_oops(void);

/**
 * stack_overflow_tick - from the timer tick: check the current task's canary
 * @regs: the interrupted frame, shown in the report
 */
void stack_overflow_tick(struct pt_regs *regs);

/* kernel/fork.c */

/**
 * kernel_thread - start a new kernel thread, a child of the caller
 * @fn: what it runs; its return value is the thread's exit code
 * @arg: passed to @fn
 * @flags: CLONE_FS, CLONE_FILES, CLONE_SIGHAND, and the exit signal in
 *         the low byte (normally SIGCHLD)
 *
 * Return: the new pid, or -ENOMEM / -EAGAIN (nothing is left behind).
 */
int kernel_thread(int (*fn)(void *), void *arg, unsigned long flags);

/**
 * kernel_thread_asleep - make a kernel thread that sleeps before it runs
 * @fn: what it runs once woken; its return value is the exit code
 * @arg: passed to @fn
 * @flags: as for kernel_thread()
 * @prepare: called on the new task before anyone else can see it, to set
 *           what it must not inherit from the caller
 *
 * The thread is never on a CPU before its first wake-up: it waits in
 * TASK_INTERRUPTIBLE, on no runqueue, for wake_up_process() or a signal.
 *
 * Return: the new task, or an ERR_PTR (-ENOMEM, -EAGAIN); nothing is
 * left behind on failure.
 */
struct task_struct *kernel_thread_asleep(int (*fn)(void *), void *arg,
					 unsigned long flags,
					 void (*prepare)(struct task_struct *p));

/**
 * fork_idle - make the idle task of a CPU that is coming up
 * @cpu: the CPU
 *
 * Return: the task, or an ERR_PTR.
 */
struct task_struct *fork_idle(int cpu);

/**
 * put_sighand - drop a reference to a task's signal actions
 * @sig: the actions
 */
void put_sighand(struct sighand_struct *sig);

/**
 * exit_fs - drop a task's reference to its fs_struct
 * @p: the task
 */
void exit_fs(struct task_struct *p);

/**
 * exit_files - drop a task's reference to its files_struct
 * @p: the task
 */
void exit_files(struct task_struct *p);

/* kernel/exit.c */

/**
 * do_exit - end the current task
 * @code: the exit code its parent's waitpid() reads back
 */
__noreturn void do_exit(long code);

struct completion;

/**
 * complete_and_exit - signal a completion, then end the current task
 * @comp: what to complete first, or NULL
 * @code: the exit code, as for do_exit()
 *
 * For a thread that a waiter must outlive: the waiter may free what the
 * thread used once @comp is done, since nothing of it is touched after.
 */
__noreturn void complete_and_exit(struct completion *comp, long code);

/**
 * REMOVE_LINKS - unlink a task from the task list and its parent's children
 * @p: the task
 *
 * 2.6.1's interface, which 2.6-era code uses directly: to adopt a task,
 * REMOVE_LINKS(p), set p->parent and p->real_parent, then SET_LINKS(p),
 * all with tasklist_lock held for writing.  Every task here leads its
 * own thread group, so both always touch the task list.
 */
#define REMOVE_LINKS(p) do {						\
	lockdep_assert_held_write(&tasklist_lock);			\
	list_del_init(&(p)->tasks);					\
	list_del_init(&(p)->sibling);					\
} while (0)

/**
 * SET_LINKS - link a task into the task list and under its p->parent
 * @p: the task, unlinked, with ->parent set
 *
 * The other half of REMOVE_LINKS(); tasklist_lock held for writing.
 */
#define SET_LINKS(p) do {						\
	lockdep_assert_held_write(&tasklist_lock);			\
	list_add_tail(&(p)->tasks, &init_task.tasks);			\
	if ((p)->state == TASK_ZOMBIE)	/* zombies first: waitpid(-1) */ \
		list_add(&(p)->sibling, &(p)->parent->children);	\
	else								\
		list_add_tail(&(p)->sibling, &(p)->parent->children);	\
} while (0)

/**
 * release_task - free a reaped task's place in the task tree
 * @p: a zombie or dead task
 */
void release_task(struct task_struct *p);

/**
 * reparent_task - move a task under another parent
 * @p: the task
 * @parent: the new parent (and real parent)
 *
 * Call with tasklist_lock held for writing: REMOVE_LINKS(), the new
 * parents, SET_LINKS().
 */
void reparent_task(struct task_struct *p, struct task_struct *parent);

/**
 * child_reaper - the task orphans go to (init, pid 1)
 */
extern struct task_struct *child_reaper;

/* kernel/pid.c */

/**
 * find_task_by_pid - the task with a pid
 * @pid: the pid
 *
 * Safe to call from anywhere, but the task may be gone as soon as this
 * returns: to use it, hold tasklist_lock around the call and the use, or
 * know otherwise that it lives (it is your child and has not exited, as
 * a new kthread waiting for its maker).  Return: the task, or NULL.
 */
struct task_struct *find_task_by_pid(pid_t pid);

/**
 * __find_task_by_pid - find_task_by_pid() for a caller in tasklist_lock
 * @pid: the pid
 *
 * The hash changes only with tasklist_lock held for writing, so holding
 * it (either way) is enough for the lookup.  Return: the task, or NULL.
 */
struct task_struct *__find_task_by_pid(pid_t pid);

/**
 * find_get_task_by_pid - the task with a pid, with a reference held
 * @pid: the pid
 *
 * Return: the task, which lives until put_task_struct(), or NULL.
 */
struct task_struct *find_get_task_by_pid(pid_t pid);

/**
 * alloc_pid - reserve a free pid
 *
 * Return: the pid, or -EAGAIN when all are in use.
 */
int alloc_pid(void);

/**
 * free_pid - return a pid to the pool
 * @pid: the pid
 */
void free_pid(int pid);

/**
 * attach_pid - make @p findable by its pid; tasklist_lock held for writing
 * @p: the task
 */
void attach_pid(struct task_struct *p);

/**
 * detach_pid - undo attach_pid(), and free the pid; tasklist_lock held
 *              for writing
 * @p: the task
 *
 * The pid may be handed out again at once, though the task's pid field
 * still holds it until the task is freed.
 */
void detach_pid(struct task_struct *p);

/* kernel/signal.c, for exit */

/**
 * do_notify_parent - tell @tsk's parent that it exited
 * @tsk: the exiting task
 * @sig: its exit signal
 *
 * Return: true when the parent ignores SIGCHLD, so @tsk reaps itself.
 */
bool do_notify_parent(struct task_struct *tsk, int sig);

/**
 * sig_ignored - whether @sig would be dropped on arrival at @t
 * @t: the task
 * @sig: the signal
 */
bool sig_ignored(struct task_struct *t, int sig);

/**
 * signal_wake_up - flag a pending signal and wake an interruptible sleep
 * @t: the task
 */
void signal_wake_up(struct task_struct *t);

/**
 * set_task_comm - name a task
 * @tsk: the task
 * @name: the name, cut to TASK_COMM_LEN - 1 characters
 */
void set_task_comm(struct task_struct *tsk, const char *name);

#endif /* _LINUX_SCHED_H */
