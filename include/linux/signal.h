/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SIGNAL_H
#define _LINUX_SIGNAL_H

/*
 * Signals for kernel threads, with Linux 2.6's names.  There is no user
 * space and no signal frame: a signal is a pending bit that sleeps
 * notice (an interruptible sleep ends) and that thread code tests with
 * signal_pending().  Actions matter for what is ignored (SIG_IGN, and the
 * signals whose default is to be ignored) and for SIGCHLD reaping.
 */

#include <linux/types.h>
#include <linux/string.h>
#include <asm/signal.h>
#include <asm/atomic.h>
#include <linux/spinlock.h>

struct task_struct;

#define sigmask(sig)	(1UL << ((sig) - 1))

/* The first word only: the signals of 1..32 that tests and users name. */
static inline void sigaddset(sigset_t *set, int sig)
{
	sig--;
	set->sig[sig / _NSIG_BPW] |= 1UL << (sig % _NSIG_BPW);
}

static inline void sigdelset(sigset_t *set, int sig)
{
	sig--;
	set->sig[sig / _NSIG_BPW] &= ~(1UL << (sig % _NSIG_BPW));
}

static inline int sigismember(const sigset_t *set, int sig)
{
	sig--;
	return (set->sig[sig / _NSIG_BPW] >> (sig % _NSIG_BPW)) & 1;
}

/* A word at a time, as the set ops below: a set is two words. */
static inline void sigemptyset(sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = 0;
}

static inline void sigfillset(sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = ~0UL;
}

/* Set to exactly @mask in the first word (the 2.6 helper). */
static inline void siginitset(sigset_t *set, unsigned long mask)
{
	sigemptyset(set);
	set->sig[0] = mask;
}

/* Everything except @mask in the first word. */
static inline void siginitsetinv(sigset_t *set, unsigned long mask)
{
	sigfillset(set);
	set->sig[0] = ~mask;
}

static inline void sigaddsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] |= mask;
}

static inline void sigdelsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] &= ~mask;
}

/**
 * sigequalsets - whether two signal sets hold the same signals
 * @a: one set
 * @b: the other
 *
 * Return: 1 if they are equal, else 0.
 */
static inline int sigequalsets(const sigset_t *a, const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		if (a->sig[i] != b->sig[i])
			return 0;
	return 1;
}

static inline int sigisemptyset(const sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		if (set->sig[i])
			return 0;
	return 1;
}

/* @r = @a & ~@b */
static inline void signandsets(sigset_t *r, const sigset_t *a,
			       const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] & ~b->sig[i];
}

static inline void sigorsets(sigset_t *r, const sigset_t *a,
			     const sigset_t *b)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] | b->sig[i];
}

struct sigpending {
	sigset_t signal;
};

/* The actions, shared by tasks made with CLONE_SIGHAND. */
struct sighand_struct {
	atomic_t count;
	/*
	 * The signals whose action may differ from the default (all zero),
	 * written under siglock: a fork copies only these actions, and
	 * a sighand is freed holding only defaults (kernel/fork.c).
	 */
	sigset_t changed;
	struct k_sigaction action[_NSIG];
	spinlock_t siglock;
};

/**
 * send_sig - send a signal to a task
 * @sig: the signal
 * @p: the task
 * @priv: 1 when the kernel sends it (kept for the 2.6 signature)
 *
 * An ignored signal is dropped.  Otherwise it becomes pending; if @p
 * does not block it and sleeps interruptibly, it is woken.
 *
 * Return: 0, or -EINVAL for a bad signal number.
 */
int send_sig(int sig, struct task_struct *p, int priv);

/**
 * force_sig - make a task take a signal it may block or ignore
 * @sig: the signal
 * @p: the task
 *
 * Unblocks @sig in @p, resets an ignored action to the default, makes it
 * pending and wakes an interruptible sleeper.
 */
void force_sig(int sig, struct task_struct *p);

/**
 * sigprocmask - change the current task's blocked mask
 * @how: SIG_BLOCK, SIG_UNBLOCK or SIG_SETMASK
 * @set: the signals
 * @oldset: if not NULL, the mask before
 *
 * Return: 0, or -EINVAL for a bad @how.
 */
int sigprocmask(int how, sigset_t *set, sigset_t *oldset);

/**
 * do_sigaction - read and change the current task's action for a signal
 * @sig: the signal
 * @act: the new action, or NULL to leave it
 * @oact: if not NULL, the old action
 *
 * Setting an action that ignores @sig discards it where pending.
 *
 * Return: 0, or -EINVAL for a bad signal or SIGKILL/SIGSTOP.
 */
int do_sigaction(int sig, const struct k_sigaction *act,
		 struct k_sigaction *oact);

/**
 * flush_signals - discard every pending signal of a task
 * @t: the task
 */
void flush_signals(struct task_struct *t);

/**
 * allow_signal - let the current kernel thread receive a signal
 * @sig: the signal
 *
 * Unblocks it and gives it an action that is neither default nor
 * ignore, so it is not dropped on arrival.
 */
void allow_signal(int sig);

/**
 * disallow_signal - block a signal and ignore it from now on
 * @sig: the signal
 */
void disallow_signal(int sig);

/**
 * recalc_sigpending - recompute the current task's signal-pending flag
 */
void recalc_sigpending(void);

/**
 * dequeue_signal - take the lowest pending, unblocked signal
 * @t: the task, normally current
 *
 * Return: the signal, or 0 when none.
 */
int dequeue_signal(struct task_struct *t);

#endif /* _LINUX_SIGNAL_H */
