// SPDX-License-Identifier: GPL-2.0
/*
 * Signals for kernel threads (see <linux/signal.h>).
 *
 * Locking: a task's pending set and blocked mask, and the actions in its
 * sighand, are guarded by sighand->siglock.  A sender holds tasklist_lock
 * for reading so that the task's sighand cannot be released under it.
 * Order: tasklist_lock, then siglock, then a runqueue lock (wake-ups).
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/errno.h>

/* Signals whose default action is to do nothing. */
#define SIG_KERNEL_IGNORE_MASK \
	(sigmask(SIGCONT) | sigmask(SIGCHLD) | sigmask(SIGWINCH) | sigmask(SIGURG))

static bool sig_valid(int sig)
{
	return sig >= 1 && sig <= _NSIG;
}

static bool sig_kernel_ignore(int sig)
{
	return sig <= 32 && (SIG_KERNEL_IGNORE_MASK & sigmask(sig));
}

static bool handler_ignores(__sighandler_t handler, int sig)
{
	return handler == SIG_IGN ||
	       (handler == SIG_DFL && sig_kernel_ignore(sig));
}

/* Blocked signals are never ignored: the action may change meanwhile. */
bool sig_ignored(struct task_struct *t, int sig)
{
	if (sigismember(&t->blocked, sig))
		return false;
	return handler_ignores(t->sighand->action[sig - 1].sa.sa_handler, sig);
}

static void recalc_sigpending_tsk(struct task_struct *t)
{
	sigset_t ready;
	bool pending;

	signandsets(&ready, &t->pending.signal, &t->blocked);
	pending = !sigisemptyset(&ready);
	/*
	 * Every writer of the flag holds siglock, so a look first is
	 * exact, and saves a locked instruction (dear under QEMU's
	 * multi-threaded TCG) when the flag is already right.
	 */
	if (pending == signal_pending(t))
		return;
	if (pending)
		set_ti_flag(t->thread_info, TIF_SIGPENDING);
	else
		clear_ti_flag(t->thread_info, TIF_SIGPENDING);
}

void recalc_sigpending(void)
{
	unsigned long flags;

	spin_lock_irqsave(&current->sighand->siglock, flags);
	recalc_sigpending_tsk(current);
	spin_unlock_irqrestore(&current->sighand->siglock, flags);
}

void signal_wake_up(struct task_struct *t)
{
	set_ti_flag(t->thread_info, TIF_SIGPENDING);
	wake_up_state(t, TASK_INTERRUPTIBLE);
}

/* Queue @sig for @t; siglock held. */
static void send_signal_locked(int sig, struct task_struct *t)
{
	if (sig_ignored(t, sig))
		return;
	sigaddset(&t->pending.signal, sig);
	if (!sigismember(&t->blocked, sig))
		signal_wake_up(t);
}

/*
 * Lock @t's sighand, unless @t has already been reaped (it has none).
 * Returns with tasklist_lock read-held and the siglock taken, or NULL.
 */
static struct sighand_struct *lock_sighand(struct task_struct *t,
					   unsigned long *flags)
{
	struct sighand_struct *sh;

	read_lock_irqsave(&tasklist_lock, *flags);
	sh = t->sighand;
	if (!sh) {
		read_unlock_irqrestore(&tasklist_lock, *flags);
		return NULL;
	}
	spin_lock(&sh->siglock);
	return sh;
}

static void unlock_sighand(struct sighand_struct *sh, unsigned long *flags)
{
	spin_unlock(&sh->siglock);
	read_unlock_irqrestore(&tasklist_lock, *flags);
}

int send_sig(int sig, struct task_struct *p, int priv)
{
	struct sighand_struct *sh;
	unsigned long flags;

	if (!sig_valid(sig))
		return -EINVAL;
	sh = lock_sighand(p, &flags);
	if (!sh)
		return -ESRCH;
	send_signal_locked(sig, p);
	unlock_sighand(sh, &flags);
	return 0;
}

void force_sig(int sig, struct task_struct *p)
{
	struct sighand_struct *sh;
	struct k_sigaction *ka;
	unsigned long flags;

	if (WARN_ON(!sig_valid(sig)))
		return;
	sh = lock_sighand(p, &flags);
	if (!sh)
		return;
	ka = &sh->action[sig - 1];
	/* SIG_IGN is not the default: sh->changed has @sig already. */
	if (ka->sa.sa_handler == SIG_IGN)
		ka->sa.sa_handler = SIG_DFL;
	sigdelset(&p->blocked, sig);
	send_signal_locked(sig, p);
	recalc_sigpending_tsk(p);
	unlock_sighand(sh, &flags);
}

bool do_notify_parent(struct task_struct *tsk, int sig)
{
	struct task_struct *parent = tsk->parent;
	struct sighand_struct *psig = parent->sighand;
	struct k_sigaction *ka = &psig->action[SIGCHLD - 1];
	bool autoreap = false;
	unsigned long flags;

	spin_lock_irqsave(&psig->siglock, flags);
	if (sig == SIGCHLD && (ka->sa.sa_handler == SIG_IGN ||
			       (ka->sa.sa_flags & SA_NOCLDWAIT))) {
		autoreap = true;
		if (ka->sa.sa_handler == SIG_IGN)
			sig = 0;
	}
	if (sig_valid(sig))
		send_signal_locked(sig, parent);
	spin_unlock_irqrestore(&psig->siglock, flags);
	wake_up_all(&parent->wait_chldexit);
	return autoreap;
}

/* The mask @how makes of @old and @set; false for a bad @how. */
static bool new_blocked(int how, const sigset_t *old, const sigset_t *set,
			sigset_t *new)
{
	switch (how) {
	case SIG_BLOCK:
		sigorsets(new, old, set);
		return true;
	case SIG_UNBLOCK:
		signandsets(new, old, set);
		return true;
	case SIG_SETMASK:
		*new = *set;
		return true;
	}
	return false;
}

int sigprocmask(int how, sigset_t *set, sigset_t *oldset)
{
	struct task_struct *t = current;
	sigset_t old, new;

	/*
	 * A mask left as it is needs neither the lock nor a new look at
	 * what is pending (kthreads block everything, and ask again).  Only
	 * force_sig() changes our mask beside us; read before it, it is as
	 * if it came just after.
	 */
	old = t->blocked;
	if (!new_blocked(how, &old, set, &new))
		return -EINVAL;
	if (!sigequalsets(&old, &new)) {
		spin_lock_irq(&t->sighand->siglock);
		old = t->blocked;
		new_blocked(how, &old, set, &t->blocked);
		recalc_sigpending_tsk(t);
		spin_unlock_irq(&t->sighand->siglock);
	}
	if (oldset)
		*oldset = old;
	return 0;
}

/* @sig's action in @sh, about to be written; siglock held. */
static struct k_sigaction *action_to_change(struct sighand_struct *sh,
					    int sig)
{
	sigaddset(&sh->changed, sig);
	return &sh->action[sig - 1];
}

int do_sigaction(int sig, const struct k_sigaction *act,
		 struct k_sigaction *oact)
{
	struct task_struct *t = current;
	struct k_sigaction *k;

	if (!sig_valid(sig) || (act && (sig == SIGKILL || sig == SIGSTOP)))
		return -EINVAL;
	k = &t->sighand->action[sig - 1];
	spin_lock_irq(&t->sighand->siglock);
	if (oact)
		*oact = *k;
	if (act) {
		*action_to_change(t->sighand, sig) = *act;
		/* An ignored signal that is already pending goes away now. */
		if (handler_ignores(k->sa.sa_handler, sig)) {
			sigdelset(&t->pending.signal, sig);
			recalc_sigpending_tsk(t);
		}
	}
	spin_unlock_irq(&t->sighand->siglock);
	return 0;
}

void flush_signals(struct task_struct *t)
{
	unsigned long flags;

	/* Nothing pending (a new kthread's case): a sender is just after. */
	if (sigisemptyset(&t->pending.signal) &&
	    !test_ti_flag(t->thread_info, TIF_SIGPENDING))
		return;
	spin_lock_irqsave(&t->sighand->siglock, flags);
	sigemptyset(&t->pending.signal);
	clear_ti_flag(t->thread_info, TIF_SIGPENDING);
	spin_unlock_irqrestore(&t->sighand->siglock, flags);
}

void allow_signal(int sig)
{
	struct task_struct *t = current;

	if (WARN_ON(!sig_valid(sig)))
		return;
	spin_lock_irq(&t->sighand->siglock);
	sigdelset(&t->blocked, sig);
	/* Neither default nor ignore: a kernel thread "handles" it. */
	action_to_change(t->sighand, sig)->sa.sa_handler = (__sighandler_t)2;
	recalc_sigpending_tsk(t);
	spin_unlock_irq(&t->sighand->siglock);
}

void disallow_signal(int sig)
{
	struct task_struct *t = current;

	if (WARN_ON(!sig_valid(sig)))
		return;
	spin_lock_irq(&t->sighand->siglock);
	sigaddset(&t->blocked, sig);
	action_to_change(t->sighand, sig)->sa.sa_handler = SIG_IGN;
	sigdelset(&t->pending.signal, sig);
	recalc_sigpending_tsk(t);
	spin_unlock_irq(&t->sighand->siglock);
}

int dequeue_signal(struct task_struct *t)
{
	unsigned long flags;
	sigset_t ready;
	int sig;

	spin_lock_irqsave(&t->sighand->siglock, flags);
	signandsets(&ready, &t->pending.signal, &t->blocked);
	for (sig = 1; sig <= _NSIG; sig++)
		if (sigismember(&ready, sig))
			break;
	if (sig > _NSIG) {
		sig = 0;
	} else {
		sigdelset(&t->pending.signal, sig);
		recalc_sigpending_tsk(t);
	}
	spin_unlock_irqrestore(&t->sighand->siglock, flags);
	return sig;
}
