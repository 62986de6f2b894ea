// SPDX-License-Identifier: GPL-2.0
/*
 * The checked spinlock and rwlock primitives behind <linux/spinlock.h>.
 *
 * Every spinlock records its owner and CPU, and one that has to be
 * waited for is always checked: taking one twice is reported at once
 * (before the deadlock it is), and spinning on one for 5 s.  What
 * spin_lock() and spin_unlock() check of every uncontended lock (bad
 * magic, an unlock by a task that does not hold it) is lock_debug's, as
 * Linux's is CONFIG_DEBUG_SPINLOCK's: under QEMU's TCG it cost more than
 * the lock itself, and every test boot turns lock_debug on.  Trylocks
 * and rwlocks check their few words always.
 */
#include <linux/kernel.h>
#include <linux/spinlock.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/time.h>

#define LOCKUP_NS	(5ULL * NSEC_PER_SEC)

static void spin_bug(spinlock_t *lock, const char *msg)
{
	struct task_struct *owner = lock->owner;

	printk(KERN_EMERG "BUG: spinlock %s on CPU#%d, %s/%d\n", msg,
	       raw_smp_processor_id(), current->comm, current->pid);
	printk(KERN_EMERG " lock: %p, .magic: %08x, .owner: %s/%d, .owner_cpu: %d\n",
	       lock, lock->magic, owner ? owner->comm : "<none>",
	       owner ? owner->pid : -1, lock->owner_cpu);
	dump_stack();
}

static void debug_spin_lock_before(spinlock_t *lock)
{
	if (unlikely(lock->magic != SPINLOCK_MAGIC))
		spin_bug(lock, "bad magic");
	else if (unlikely(lock->owner == current &&
			  lock->owner_cpu == raw_smp_processor_id()))
		spin_bug(lock, "recursion");
}

/*
 * Spin, and if it goes on for seconds say so once with a backtrace, then
 * keep spinning: the report is what makes a deadlock debuggable.
 */
void do_raw_spin_lock_wait(spinlock_t *lock)
{
	bool debug = READ_ONCE(lock_debug);
	u64 start = 0;
	bool reported = false;

	debug_spin_lock_before(lock);
	if (debug)
		__lock_acquire(&lock->dep, false);
	while (!__raw_spin_trylock(&lock->raw)) {
		u64 now = sched_clock();

		if (!start)
			start = now;
		else if (!reported && now - start > LOCKUP_NS) {
			spin_bug(lock, "lockup suspected");
			reported = true;
		}
		while (__raw_spin_is_locked(&lock->raw))
			cpu_relax();
	}
	spin_set_owner(lock);
}

int do_raw_spin_trylock(spinlock_t *lock)
{
	if (unlikely(lock->magic != SPINLOCK_MAGIC))
		spin_bug(lock, "bad magic");
	if (!__raw_spin_trylock(&lock->raw))
		return 0;
	spin_set_owner(lock);
	lock_acquire(&lock->dep, true);
	return 1;
}

static void debug_spin_unlock(spinlock_t *lock)
{
	if (unlikely(lock->magic != SPINLOCK_MAGIC))
		spin_bug(lock, "bad magic");
	else if (unlikely(!__raw_spin_is_locked(&lock->raw)))
		spin_bug(lock, "already unlocked");
	else if (unlikely(lock->owner != current ||
			  lock->owner_cpu != raw_smp_processor_id()))
		spin_bug(lock, "wrong owner");
}

void do_raw_spin_unlock_check(spinlock_t *lock)
{
	debug_spin_unlock(lock);
	__lock_release(&lock->dep);
}

void spin_lock_assert_held(spinlock_t *lock)
{
	lockdep_assert_held(lock);
}

void lock_assert_failed(const char *what, const char *how, const char *file,
			int line, const char *func)
{
	printk(KERN_EMERG "BUG: %s() at %s:%d: %s is not %s by %s/%d\n",
	       func, file, line, what, how, current->comm, current->pid);
	BUG();
}

void __spin_lock_init(spinlock_t *lock, const char *name,
		      struct lock_class_key *key)
{
	*lock = (spinlock_t)__SPIN_LOCK_INIT(name);
	lock->dep.key = key;
}

void __rwlock_init(rwlock_t *lock, const char *name,
		   struct lock_class_key *key)
{
	*lock = (rwlock_t)__RW_LOCK_INIT(name);
	lock->dep.key = key;
}

static void rw_bug(rwlock_t *lock, const char *msg)
{
	printk(KERN_EMERG "BUG: rwlock %s on CPU#%d, %s/%d, %p\n", msg,
	       raw_smp_processor_id(), current->comm, current->pid, lock);
	dump_stack();
}

void do_raw_read_lock_wait(rwlock_t *lock)
{
	if (unlikely(lock->magic != RWLOCK_MAGIC))
		rw_bug(lock, "bad magic");
	lock_acquire(&lock->dep, false);
	while (!__raw_read_trylock(&lock->raw))
		cpu_relax();
}

void do_raw_read_unlock_check(rwlock_t *lock)
{
	if (unlikely(lock->raw.cnt <= 0))
		rw_bug(lock, "read unlock of a lock not read-held");
	lock_release(&lock->dep);
	__raw_read_unlock(&lock->raw);
}

void do_raw_write_lock_wait(rwlock_t *lock)
{
	if (unlikely(lock->magic != RWLOCK_MAGIC))
		rw_bug(lock, "bad magic");
	lock_acquire(&lock->dep, false);
	while (!__raw_write_trylock(&lock->raw))
		cpu_relax();
	lock->writer = current;
}

void do_raw_write_unlock_check(rwlock_t *lock)
{
	if (unlikely(lock->raw.cnt != -1))
		rw_bug(lock, "write unlock of a lock not write-held");
	lock_release(&lock->dep);
	lock->writer = NULL;
	__raw_write_unlock(&lock->raw);
}
