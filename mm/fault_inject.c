// SPDX-License-Identifier: GPL-2.0
/*
 * Fault injection after Linux's fault_attr: attributes that fail a
 * share of their points by probability, interval, times, space and a
 * task filter, and a per-task fail-nth.  See <linux/fault-inject.h>.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fault-inject.h>
#include <linux/hardirq.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/ctype.h>
#include <linux/time.h>

struct fault_attr failslab = FAULT_ATTR_INITIALIZER("failslab");
struct fault_attr fail_page_alloc = FAULT_ATTR_INITIALIZER("fail_page_alloc");
struct fault_attr fail_kthread = FAULT_ATTR_INITIALIZER("fail_kthread");

static struct fault_attr *const all_attrs[] = {
	&failslab, &fail_page_alloc, &fail_kthread,
};

/* Whose fail-nth and mark a point uses: NULL in interrupt context. */
static struct task_struct *fault_task(void)
{
	struct task_struct *owner;

	if (in_interrupt())
		return NULL;
	owner = READ_ONCE(current->fault_owner);
	return owner ? owner : current;
}

enum nth_step { NTH_OFF, NTH_PASS, NTH_FAIL };

/*
 * One step of @t's fail-nth.  Only @t, or the one helper acting for it
 * while it waits, ever steps it: no lock is needed.
 */
static enum nth_step fail_nth_step(struct task_struct *t)
{
	unsigned int n;

	if (!t)
		return NTH_OFF;
	n = READ_ONCE(t->fail_nth);
	if (!n)
		return NTH_OFF;
	WRITE_ONCE(t->fail_nth, n - 1);
	return n == 1 ? NTH_FAIL : NTH_PASS;
}

/* xorshift32: plenty for "this share of the points"; lock held. */
static u32 next_random(struct fault_attr *attr)
{
	u32 x = attr->rnd;

	if (!x)
		x = (u32)sched_clock() | 1;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	attr->rnd = x;
	return x;
}

/* The attribute's own verdict, in Linux's order; attr->lock held. */
static bool attr_says_fail(struct fault_attr *attr, struct task_struct *t,
			   ssize_t size)
{
	if (!attr->probability)
		return false;
	if (attr->task_filter && !(t && t->make_it_fail))
		return false;
	if (!attr->times)
		return false;
	if (attr->space > 0) {
		if (size <= attr->space) {
			attr->space -= size;
			return false;
		}
		attr->space = 0;	/* used up: the points may fail now */
	}
	if (attr->interval > 1 && ++attr->count % attr->interval)
		return false;
	if (attr->probability < 100 &&
	    next_random(attr) % 100 >= attr->probability)
		return false;
	if (attr->times > 0)
		attr->times--;
	return true;
}

static void count_injected(struct fault_attr *attr)
{
	unsigned long flags;

	spin_lock_irqsave(&attr->lock, flags);
	attr->injected++;
	spin_unlock_irqrestore(&attr->lock, flags);
}

static void report(struct fault_attr *attr, ssize_t size, bool nth)
{
	int verbose = READ_ONCE(attr->verbose);

	if (verbose < 1)
		return;
	printk(KERN_NOTICE "FAULT_INJECTION: %s: failing %zd bytes for %s/%d%s\n",
	       attr->name, size, current->comm, current->pid,
	       nth ? " (fail-nth)" : "");
	if (verbose > 1)
		dump_stack();
}

bool should_fail(struct fault_attr *attr, ssize_t size)
{
	struct task_struct *t = fault_task();
	unsigned long flags;
	bool fail;

	switch (fail_nth_step(t)) {
	case NTH_PASS:
		return false;
	case NTH_FAIL:
		count_injected(attr);
		report(attr, size, true);
		return true;
	case NTH_OFF:
		break;
	}
	/* The common case, the attribute off, takes no lock. */
	if (!READ_ONCE(attr->probability))
		return false;
	spin_lock_irqsave(&attr->lock, flags);
	fail = attr_says_fail(attr, t, size);
	if (fail)
		attr->injected++;
	spin_unlock_irqrestore(&attr->lock, flags);
	if (fail)
		report(attr, size, false);
	return fail;
}

void fault_attr_set(struct fault_attr *attr, unsigned long interval,
		    unsigned long probability, long space, long times)
{
	unsigned long flags;

	spin_lock_irqsave(&attr->lock, flags);
	attr->interval = interval;
	attr->probability = min(probability, 100UL);
	attr->space = space;
	attr->times = times;
	attr->count = 0;
	spin_unlock_irqrestore(&attr->lock, flags);
}

void fault_attr_set_task_filter(struct fault_attr *attr, bool on)
{
	WRITE_ONCE(attr->task_filter, on);
}

void fault_attr_set_verbose(struct fault_attr *attr, int verbose)
{
	WRITE_ONCE(attr->verbose, verbose);
}

void fault_attr_reset(struct fault_attr *attr)
{
	fault_attr_set(attr, 1, 0, 0, 1);
	fault_attr_set_task_filter(attr, false);
	fault_attr_set_verbose(attr, 0);
}

void fault_inject_reset(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(all_attrs); i++)
		fault_attr_reset(all_attrs[i]);
	fail_nth_set(0);
	fault_set_make_it_fail(current, false);
}

void fault_set_make_it_fail(struct task_struct *t, bool on)
{
	WRITE_ONCE(t->make_it_fail, on);
}

void fail_nth_set(unsigned int n)
{
	WRITE_ONCE(current->fail_nth, n);
}

unsigned int fail_nth_get(void)
{
	return READ_ONCE(current->fail_nth);
}

struct task_struct *fault_inject_act_for(struct task_struct *requester)
{
	struct task_struct *prev = current->fault_owner;

	/* Acting for a helper is acting for the one it helps. */
	if (requester && requester->fault_owner)
		requester = requester->fault_owner;
	WRITE_ONCE(current->fault_owner, requester);
	return prev;
}

unsigned long fault_injected(const struct fault_attr *attr)
{
	return READ_ONCE(attr->injected);
}

unsigned long fault_injected_total(void)
{
	unsigned long n = 0;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(all_attrs); i++)
		n += fault_injected(all_attrs[i]);
	return n;
}

/*
 * One decimal field of the command line form, ending at @sep ('\0' for
 * the last).  A leading '-' is taken here and judged by the caller.
 */
static const char *parse_field(char **s, long *val, char sep)
{
	unsigned long long v;
	bool neg = **s == '-';
	char *p = *s + neg, *end;

	if (!isdigit(*p))
		return "not a number";
	v = simple_strtoull(p, &end, 10);
	if (*end != sep)
		return sep ? "expected four numbers separated by commas" :
			     "trailing characters after the fourth number";
	if (end - p > 10 || v > LONG_MAX)
		return "a number out of range";
	*val = neg ? -(long)v : (long)v;
	*s = sep ? end + 1 : end;
	return NULL;
}

int setup_fault_attr(struct fault_attr *attr, char *str)
{
	static const char seps[] = { ',', ',', ',', '\0' };
	long v[4];	/* interval, probability, space, times */
	const char *why = NULL;
	char *s = str;
	int i;

	for (i = 0; i < 4 && !why; i++)
		why = parse_field(&s, &v[i], seps[i]);
	if (!why && v[0] < 0)
		why = "interval is below 0";
	else if (!why && (v[1] < 0 || v[1] > 100))
		why = "probability is not 0..100";
	else if (!why && v[2] < 0)
		why = "space is below 0";
	else if (!why && v[3] < -1)
		why = "times is below -1";
	if (why) {
		printk(KERN_WARNING "FAULT_INJECTION: %s=%s: %s; want <interval>,<probability>,<space>,<times>\n",
		       attr->name, str, why);
		return 0;
	}
	fault_attr_set(attr, v[0], v[1], v[2], v[3]);
	printk(KERN_INFO "FAULT_INJECTION: %s: interval %ld, probability %ld, space %ld, times %ld\n",
	       attr->name, v[0], v[1], v[2], v[3]);
	return 1;
}

static int __init failslab_setup(char *str)
{
	return setup_fault_attr(&failslab, str);
}
__setup("failslab=", failslab_setup);

static int __init fail_page_alloc_setup(char *str)
{
	return setup_fault_attr(&fail_page_alloc, str);
}
__setup("fail_page_alloc=", fail_page_alloc_setup);

static int __init fail_kthread_setup(char *str)
{
	return setup_fault_attr(&fail_kthread, str);
}
__setup("fail_kthread=", fail_kthread_setup);
