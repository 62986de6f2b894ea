// SPDX-License-Identifier: GPL-2.0
/*
 * The console's "kthread" command: start a demo kthread at run time with
 * kthread_run() (bound with kthread_bind() when a CPU is named), and stop
 * it with kthread_stop(), to watch the API and hotplug from the prompt.
 *
 *	kt26# kthread run demo 2
 *	kthread: started demo (pid 57) on CPU 2
 *	kt26# kthread stop 57
 *	kthread: stopped demo (pid 57): kthread_stop() returned 0 after 31 loops
 *
 * Only threads made here can be stopped here: a core thread stopped
 * behind its subsystem's back would leave it pointing at a dead task.
 */
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/string.h>
#include <linux/spinlock.h>
#include <linux/tty.h>

#define DEMO_MAX	16
#define DEMO_TICK_MS	100

struct demo {
	struct task_struct *task;	/* NULL: the slot is free */
	pid_t pid;
	unsigned long loops;
};

static struct demo demos[DEMO_MAX];
static DEFINE_SPINLOCK(demo_lock);

/* One loop per call: kthread() calls it until the stop's signal. */
static int demo_fn(void *data)
{
	struct demo *d = data;

	d->loops++;
	msleep_interruptible(DEMO_TICK_MS);
	return 0;
}

static struct demo *claim_slot(void)
{
	struct demo *d = NULL;
	int i;

	spin_lock(&demo_lock);
	for (i = 0; i < DEMO_MAX && !d; i++)
		if (!demos[i].task && !demos[i].pid)
			d = &demos[i];
	if (d)
		d->pid = -1;	/* taken, not yet made */
	spin_unlock(&demo_lock);
	return d;
}

static void free_slot(struct demo *d)
{
	spin_lock(&demo_lock);
	d->task = NULL;
	d->pid = 0;
	d->loops = 0;
	spin_unlock(&demo_lock);
}

static int usage(void)
{
	tty_printf("usage: kthread run NAME [CPU] | kthread stop PID\n");
	return -EINVAL;
}

static int demo_run(const char *name, const char *cpu_arg)
{
	struct task_struct *k;
	struct demo *d;
	int cpu = -1;

	/*
	 * ps must show the name as typed: one longer than a task's comm
	 * would be cut (kthread_create() WARNs of very long ones, as a
	 * caller's bug), and an empty one would show as "[]".
	 */
	if (!*name || strlen(name) >= TASK_COMM_LEN) {
		tty_printf("kthread: a NAME of 1 to %d characters, please\n",
			   TASK_COMM_LEN - 1);
		return -EINVAL;
	}
	if (cpu_arg && (kstrtoint(cpu_arg, 10, &cpu) || cpu < 0 ||
			cpu >= NR_CPUS || !cpu_online(cpu))) {
		tty_printf("kthread: CPU %s is not online\n", cpu_arg);
		return -EINVAL;
	}
	d = claim_slot();
	if (!d) {
		tty_printf("kthread: %d demo threads already run; stop one first\n",
			   DEMO_MAX);
		return -EBUSY;
	}
	k = kthread_create(demo_fn, d, "%s", name);
	if (IS_ERR(k)) {
		free_slot(d);
		tty_printf("kthread: cannot start %s: %ld\n", name, PTR_ERR(k));
		return PTR_ERR(k);
	}
	/* Asleep since kthread_create(): bound before it first runs. */
	if (cpu >= 0)
		kthread_bind(k, cpu);
	spin_lock(&demo_lock);
	d->task = k;
	d->pid = k->pid;
	spin_unlock(&demo_lock);
	wake_up_process(k);
	if (cpu >= 0)
		tty_printf("kthread: started %s (pid %d) on CPU %d\n",
			   k->comm, d->pid, cpu);
	else
		tty_printf("kthread: started %s (pid %d)\n", k->comm, d->pid);
	return 0;
}

/* Take the demo with @pid off the table, so that one stop owns it. */
static struct demo *claim_pid(pid_t pid)
{
	struct demo *d = NULL;
	int i;

	spin_lock(&demo_lock);
	for (i = 0; i < DEMO_MAX && !d; i++)
		if (demos[i].task && demos[i].pid == pid)
			d = &demos[i];
	if (d)
		d->pid = -1;	/* being stopped */
	spin_unlock(&demo_lock);
	return d;
}

static int demo_stop(const char *pid_arg)
{
	char comm[TASK_COMM_LEN];
	struct demo *d;
	int pid, ret;

	if (kstrtoint(pid_arg, 10, &pid) || pid <= 0)
		return usage();
	d = claim_pid(pid);
	if (!d) {
		tty_printf("kthread: %d is not a thread started with \"kthread run\"\n",
			   pid);
		return -EINVAL;
	}
	strlcpy(comm, d->task->comm, sizeof(comm));
	ret = kthread_stop(d->task);
	tty_printf("kthread: stopped %s (pid %d): kthread_stop() returned %d after %lu loops\n",
		   comm, pid, ret, d->loops);
	free_slot(d);
	return 0;
}

static int cmd_kthread(int argc, char **argv)
{
	if (argc >= 3 && argc <= 4 && strcmp(argv[1], "run") == 0)
		return demo_run(argv[2], argc == 4 ? argv[3] : NULL);
	if (argc == 3 && strcmp(argv[1], "stop") == 0)
		return demo_stop(argv[2]);
	return usage();
}
KSHELL_COMMAND(cmd_kthread, "kthread",
	       "kthread run NAME [CPU] | kthread stop PID: a demo kthread, made and stopped with the kthread API");
