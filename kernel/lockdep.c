// SPDX-License-Identifier: GPL-2.0
/*
 * The lock-order validator (lock_debug): see <linux/lockdep.h> and
 * Documentation/locking.txt.
 *
 * Small on purpose.  At most MAX_CLASSES classes, and the order learnt
 * between them is a bitmap, so "does A come before B" is one bit test and
 * a new order costs a breadth-first search of a few hundred classes; the
 * first MAX_EDGES orders keep the stack that taught them.  Each task keeps
 * the locks it holds in its task_struct.  An interrupt handler's locks
 * are ordered among themselves, never after the locks of the task it
 * interrupted, which it does not wait for.  Locks of one class taken
 * inside each other are not checked (the validator cannot tell two
 * runqueues' locks apart), nor is taking a lock with interrupts on that
 * an interrupt handler also takes.
 *
 * Everything here runs with interrupts off, and not at all while this
 * CPU is already in the validator: printing a report takes locks too.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/hardirq.h>
#include <linux/lockdep.h>
#include <linux/stacktrace.h>
#include <linux/string.h>
#include <linux/smp.h>
#include <linux/bitops.h>
#include <asm/spinlock.h>
#include <asm/system.h>

#define MAX_CLASSES	256	/* class 0 is "none" */
#define MAX_EDGES	2048
#define EDGE_STACK	12
#define BITMAP_LONGS	(MAX_CLASSES / BITS_PER_LONG)
#define HASH_SIZE	(2 * MAX_CLASSES)

enum { CTX_TASK, CTX_SOFTIRQ, CTX_HARDIRQ };

bool lock_debug;

static int __init lock_debug_setup(char *s)
{
	lock_debug = true;
	return 1;
}
__setup("lock_debug", lock_debug_setup);

struct lock_class {
	const void *key;
	const char *name;
};

/* "A before B", learnt from this task and this stack. */
struct lock_edge {
	unsigned short from, to;
	pid_t pid;
	char comm[TASK_COMM_LEN];
	unsigned int nr_entries;
	unsigned long entries[EDGE_STACK];
};

static struct lock_class classes[MAX_CLASSES];
static unsigned int nr_classes = 1;
static unsigned short class_hash[HASH_SIZE];	/* class index, 0: empty */
static unsigned long before[MAX_CLASSES][BITMAP_LONGS]; /* [A] has bit B */
static unsigned long reported[MAX_CLASSES][BITMAP_LONGS];
static struct lock_edge edges[MAX_EDGES];
static unsigned int nr_edges;
static atomic_t inversions = ATOMIC_INIT(0);

static raw_spinlock_t graph_lock = __RAW_SPIN_LOCK_UNLOCKED;
static bool in_validator[NR_CPUS];

/* Locks not initialised at a site share one class: see key_of(). */
static struct lock_class_key dynamic_key;
extern char _sdata[], _end[];

static void graph_lock_take(void)
{
	while (!__raw_spin_trylock(&graph_lock))
		cpu_relax();
}

static void graph_lock_drop(void)
{
	__raw_spin_unlock(&graph_lock);
}

/* Turn the validator off for good, saying why once. */
static void validator_off(const char *why)
{
	if (xchg(&lock_debug, false))
		printk(KERN_WARNING "lock_debug: %s; the validator is off\n",
		       why);
}

/*
 * A statically initialised lock in the kernel image is a class of its
 * own; one initialised that way on a stack or in kmalloc'd memory would
 * make a new class for every address, so they all share one.
 */
static const void *key_of(const struct lockdep_map *map)
{
	const char *p = (const char *)map;

	if (map->key)
		return map->key;
	if (p >= _sdata && p < _end)
		return map;
	return &dynamic_key;
}

static unsigned int hash_slot(const void *key)
{
	return ((unsigned long)key >> 2) * 2654435761u % HASH_SIZE;
}

static unsigned short find_class(const void *key)
{
	unsigned int slot = hash_slot(key), n;

	for (n = 0; n < HASH_SIZE; n++, slot = (slot + 1) % HASH_SIZE) {
		unsigned short idx = READ_ONCE(class_hash[slot]);

		if (!idx)
			return 0;
		if (classes[idx].key == key)
			return idx;
	}
	return 0;
}

static unsigned short add_class(const void *key, const char *name)
{
	unsigned int slot = hash_slot(key);
	unsigned short idx;

	graph_lock_take();
	idx = find_class(key);
	if (idx || nr_classes >= MAX_CLASSES)
		goto out;
	idx = nr_classes++;
	classes[idx].key = key;
	classes[idx].name = key == &dynamic_key ? "(dynamic)" : name;
	while (class_hash[slot])
		slot = (slot + 1) % HASH_SIZE;
	smp_wmb();		/* the class before the slot that finds it */
	WRITE_ONCE(class_hash[slot], idx);
out:
	graph_lock_drop();
	return idx;
}

static unsigned short class_of(struct lockdep_map *map)
{
	const void *key = key_of(map);
	unsigned short idx = READ_ONCE(map->class_idx);

	/* A lock copied by assignment brings the cache of another. */
	if (idx && classes[idx].key == key)
		return idx;
	idx = find_class(key);
	if (!idx)
		idx = add_class(key, map->name);
	if (!idx)
		validator_off("more than 255 lock classes");
	map->class_idx = idx;
	return idx;
}

static bool is_before(unsigned int a, unsigned int b)
{
	return test_bit(b, before[a]);
}

/* Breadth-first from @from: the class path that reaches @to, or 0. */
static int find_path(unsigned short from, unsigned short to,
		     unsigned short *path, int max)
{
	static unsigned short queue[MAX_CLASSES], parent[MAX_CLASSES];
	static unsigned long seen[BITMAP_LONGS];
	int head = 0, tail = 0, n = 0;
	unsigned short c;

	memset(seen, 0, sizeof(seen));
	queue[tail++] = from;
	__set_bit(from, seen);
	while (head < tail) {
		unsigned int next;

		c = queue[head++];
		if (c == to)
			goto found;
		for (next = 1; next < nr_classes; next++) {
			if (!is_before(c, next) || test_bit(next, seen))
				continue;
			__set_bit(next, seen);
			parent[next] = c;
			queue[tail++] = next;
		}
	}
	return 0;
found:
	for (; c != from && n < max - 1; c = parent[c])
		path[n++] = c;
	path[n++] = from;
	return n;		/* innermost last: path[n-1] is @from */
}

static const char *class_name(unsigned short idx, char *buf, size_t size)
{
	if (classes[idx].name)
		return classes[idx].name;
	snprintf(buf, size, "lock@%p", classes[idx].key);
	return buf;
}

static const struct lock_edge *find_edge(unsigned short from,
					 unsigned short to)
{
	unsigned int i, n = READ_ONCE(nr_edges);

	for (i = 0; i < n; i++)
		if (edges[i].from == from && edges[i].to == to)
			return &edges[i];
	return NULL;
}

static void print_edge(unsigned short from, unsigned short to)
{
	const struct lock_edge *e = find_edge(from, to);
	char a[24], b[24];
	struct stack_trace trace;

	printk(KERN_WARNING " %s -> %s, first by %s/%d:\n",
	       class_name(from, a, sizeof(a)), class_name(to, b, sizeof(b)),
	       e ? e->comm : "?", e ? e->pid : -1);
	if (!e) {
		printk(KERN_WARNING "  (no stack kept: more than %d orders)\n",
		       MAX_EDGES);
		return;
	}
	trace.nr_entries = e->nr_entries;
	trace.entries = (unsigned long *)e->entries;
	print_stack_trace(&trace, 2);
}

/*
 * @held -> @taking closes the cycle that @path (from @taking back to
 * @held, @n classes) already makes.
 */
static void report_inversion(unsigned short held, unsigned short taking,
			     const unsigned short *path, int n)
{
	char a[24], b[24], what[96];
	int i;

	printk(KERN_WARNING "======================================================\n");
	printk(KERN_WARNING "WARNING: lock order inversion (lock_debug)\n");
	printk(KERN_WARNING "%s/%d on CPU#%d takes %s while holding %s,\n",
	       current->comm, current->pid, raw_smp_processor_id(),
	       class_name(taking, a, sizeof(a)), class_name(held, b, sizeof(b)));
	printk(KERN_WARNING "but %s has been held before %s:\n",
	       class_name(taking, a, sizeof(a)), class_name(held, b, sizeof(b)));
	for (i = n - 1; i > 0; i--)
		print_edge(path[i], path[i - 1]);
	snprintf(what, sizeof(what), "%s -> %s closes a cycle",
		 class_name(held, b, sizeof(b)),
		 class_name(taking, a, sizeof(a)));
	__warn(__FILE__, __LINE__, __func__, what);
}

/*
 * @frame is __lock_acquire()'s frame, whatever was inlined into it, so
 * the trace starts at the lock call, not some frames of the validator
 * that inlining may or may not have merged.
 */
static void keep_edge(unsigned short from, unsigned short to,
		      unsigned long frame)
{
	struct lock_edge *e;
	struct stack_trace trace = { .max_entries = EDGE_STACK };

	if (nr_edges >= MAX_EDGES)
		return;
	e = &edges[nr_edges];
	e->from = from;
	e->to = to;
	e->pid = current->pid;
	memcpy(e->comm, current->comm, sizeof(e->comm));
	trace.entries = e->entries;
	save_stack_trace_from(&trace, current_thread_info(), frame);
	e->nr_entries = trace.nr_entries;
	smp_wmb();		/* the record before the count that shows it */
	WRITE_ONCE(nr_edges, nr_edges + 1);
}

/* Learn "@held before @taking", unless it closes a cycle. */
static void add_order(unsigned short held, unsigned short taking,
		      unsigned long frame)
{
	unsigned short path[16];
	int n = 0;

	graph_lock_take();
	if (is_before(held, taking) || test_bit(taking, reported[held]))
		goto out;
	n = find_path(taking, held, path, ARRAY_SIZE(path));
	if (n) {
		__set_bit(taking, reported[held]);
		goto out;
	}
	keep_edge(held, taking, frame);
	set_bit(taking, before[held]);
out:
	graph_lock_drop();
	if (n) {
		atomic_inc(&inversions);
		report_inversion(held, taking, path, n);
	}
}

static unsigned char context(void)
{
	if (hardirq_count())
		return CTX_HARDIRQ;
	return softirq_count() ? CTX_SOFTIRQ : CTX_TASK;
}

/* Order @idx after each lock held in this context. */
static void check_order(struct task_struct *curr, unsigned short idx,
			unsigned char ctx, unsigned long frame)
{
	int i;

	for (i = curr->lockdep_depth - 1; i >= 0; i--) {
		struct held_lock *h = &curr->held_locks[i];

		if (h->ctx != ctx)
			break;
		if (h->class_idx != idx && !is_before(h->class_idx, idx))
			add_order(h->class_idx, idx, frame);
	}
}

static void push_held(struct task_struct *p, struct lockdep_map *map,
		      unsigned short idx, unsigned char ctx, bool trylock)
{
	struct held_lock *h;

	if (p->lockdep_depth >= MAX_LOCK_DEPTH) {
		validator_off("a task holds more than 16 locks");
		return;
	}
	h = &p->held_locks[p->lockdep_depth++];
	h->map = map;
	h->class_idx = idx;
	h->ctx = ctx;
	h->trylock = trylock;
}

/* Drop @map from @p's held locks; false if @p did not hold it. */
static bool pop_held(struct task_struct *p, struct lockdep_map *map)
{
	int i;

	for (i = p->lockdep_depth - 1; i >= 0; i--) {
		if (p->held_locks[i].map != map)
			continue;
		memmove(&p->held_locks[i], &p->held_locks[i + 1],
			(p->lockdep_depth - i - 1) * sizeof(p->held_locks[0]));
		p->lockdep_depth--;
		return true;
	}
	return false;
}

/* Enter the validator on this CPU; false if it is already in it. */
static bool validator_enter(unsigned long *flags)
{
	int cpu;

	local_irq_save(*flags);
	cpu = raw_smp_processor_id();
	if (in_validator[cpu]) {
		local_irq_restore(*flags);
		return false;
	}
	in_validator[cpu] = true;
	return true;
}

static void validator_leave(unsigned long flags)
{
	in_validator[raw_smp_processor_id()] = false;
	local_irq_restore(flags);
}

void __lock_acquire(struct lockdep_map *map, bool trylock)
{
	unsigned long flags;
	unsigned short idx;
	unsigned char ctx;

	if (!validator_enter(&flags))
		return;
	idx = class_of(map);
	if (idx) {
		ctx = context();
		if (!trylock)
			check_order(current, idx, ctx,
				    (unsigned long)__builtin_frame_address(0));
		push_held(current, map, idx, ctx, trylock);
	}
	validator_leave(flags);
}

/*
 * A lock taken before lock_debug was on, or while this CPU was in the
 * validator, or handed over, was never recorded: nothing to drop then.
 */
void __lock_release(struct lockdep_map *map)
{
	unsigned long flags;

	if (!validator_enter(&flags))
		return;
	pop_held(current, map);
	validator_leave(flags);
}

void lock_pass_held(struct lockdep_map *map, struct task_struct *from)
{
	unsigned long flags;

	if (!READ_ONCE(lock_debug) || !validator_enter(&flags))
		return;
	if (pop_held(from, map))
		push_held(current, map, class_of(map), context(), false);
	validator_leave(flags);
}

void lockdep_init_task(struct task_struct *p)
{
	p->lockdep_depth = 0;
}

void lockdep_cpu_starting(int cpu)
{
	WARN(xchg(&in_validator[cpu], false),
	     "lock_debug: CPU %d was reset inside the validator\n", cpu);
	/* Nothing its idle task held before a reset is held now. */
	lockdep_init_task(current);
}

void lockdep_forget_reports(void)
{
	unsigned long flags;

	local_irq_save(flags);
	graph_lock_take();
	memset(reported, 0, sizeof(reported));
	graph_lock_drop();
	local_irq_restore(flags);
}

void debug_show_held_locks(struct task_struct *p)
{
	char buf[24];
	int i, n = READ_ONCE(p->lockdep_depth);

	if (!lock_debug)
		return;
	printk(KERN_INFO "%d lock%s held by %s/%d:\n", n, n == 1 ? "" : "s",
	       p->comm, p->pid);
	for (i = 0; i < n && i < MAX_LOCK_DEPTH; i++) {
		const struct held_lock *h = &p->held_locks[i];

		printk(KERN_INFO " #%d: %p (%s)%s\n", i, h->map,
		       class_name(h->class_idx, buf, sizeof(buf)),
		       h->trylock ? ", by trylock" : "");
	}
}

int lockdep_inversions(void)
{
	return atomic_read(&inversions);
}

int lockdep_depth(void)
{
	return current->lockdep_depth;
}
