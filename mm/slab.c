// SPDX-License-Identifier: GPL-2.0
/*
 * Object caches.
 *
 * A cache hands out objects of one size from slabs: naturally aligned
 * blocks of 2^order pages, objects from the start, the slab's header at
 * the end.  The header carries a bitmap with one bit per object, set
 * while the object is allocated.  The bitmap, not a free list threaded
 * through the objects, is what says which objects are free, so:
 *
 *  - a freed object can be poisoned whole and the poison checked when
 *    it is handed out again, which shows writes after free (with the
 *    boot option slab_debug, as Linux's slub_debug; off by default,
 *    because poisoning is most of what a small kmalloc+kfree costs);
 *  - freeing an object twice, or a pointer into the middle of one, is
 *    always caught, not just when the poison happens to be noticed.
 *
 * Every page of a slab points at the slab's header (page->slab), so any
 * object address leads to its slab and cache.  A cache keeps at most
 * SLAB_KEEP_EMPTY empty slabs; the rest go back to the page allocator.
 *
 * kmalloc() and its size classes are in mm/kmalloc.c.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/list.h>
#include <linux/string.h>
#include <linux/bitops.h>
#include <linux/bitmap.h>
#include <linux/errno.h>
#include <linux/spinlock.h>
#include <linux/fault-inject.h>
#include "internal.h"

#define SLAB_MAGIC	0x51ab51abUL
#define SLAB_MAX_ORDER	5	/* slabs of up to 128 KiB */
#define SLAB_KEEP_EMPTY	1

/* Lives at the end of the slab's memory; objects start at @mem. */
struct slab {
	struct list_head list;		/* on the cache's partial/full/empty */
	struct kmem_cache *cache;	/* NULL once the slab is let go */
	void *mem;
	unsigned long magic;
	unsigned int inuse;		/* objects allocated */
	unsigned int hint;		/* every object below is allocated */
	bool poison;			/* free objects hold POISON_FREE */
	unsigned long used[];		/* bit per object: allocated */
};

bool slab_debug;

static int __init slab_debug_setup(char *s)
{
	slab_debug = true;
	return 1;
}
__setup("slab_debug", slab_debug_setup);

static LIST_HEAD(cache_chain);
static DEFINE_SPINLOCK(cache_chain_lock);

static size_t slab_header_size(unsigned int num)
{
	return sizeof(struct slab) + BITS_TO_LONGS(num) * sizeof(long);
}

/* How many objects of @size fit in a slab of @order with its header. */
static unsigned int objs_per_slab(size_t size, unsigned int order)
{
	size_t bytes = PAGE_SIZE << order;
	unsigned int num = bytes / size;

	while (num && num * size + slab_header_size(num) > bytes)
		num--;
	return num;
}

/*
 * The smallest slab that wastes at most an eighth of itself; failing
 * that, the one that wastes the smallest share.
 */
static int pick_slab_order(struct kmem_cache *c)
{
	unsigned int order, best = 0, best_waste = ~0U;

	for (order = 0; order <= SLAB_MAX_ORDER; order++) {
		size_t bytes = PAGE_SIZE << order;
		unsigned int num = objs_per_slab(c->size, order);
		unsigned int waste;

		if (!num)
			continue;
		/* Waste in 1/1024ths of the slab, to compare orders. */
		waste = ((bytes - num * c->size) << 10) / bytes;
		if (waste <= 1024 / 8) {
			best = order;
			break;
		}
		if (waste < best_waste) {
			best = order;
			best_waste = waste;
		}
	}
	c->num = objs_per_slab(c->size, best);
	if (!c->num)
		return -EINVAL;
	c->order = best;
	c->header_offset = (PAGE_SIZE << best) - slab_header_size(c->num);
	return 0;
}

int cache_setup(struct kmem_cache *c, const char *name, size_t size,
		size_t align, unsigned long flags,
		void (*ctor)(void *, struct kmem_cache *, unsigned long),
		void (*dtor)(void *, struct kmem_cache *, unsigned long))
{
	if (!size || !align || (align & (align - 1)) || align > PAGE_SIZE ||
	    size > (PAGE_SIZE << SLAB_MAX_ORDER))
		return -EINVAL;
	memset(c, 0, sizeof(*c));
	spin_lock_init(&c->lock);
	INIT_LIST_HEAD(&c->partial);
	INIT_LIST_HEAD(&c->full);
	INIT_LIST_HEAD(&c->empty);
	strlcpy(c->name, name, sizeof(c->name));
	c->size = ALIGN(size, align);
	c->flags = flags;
	c->ctor = ctor;
	c->dtor = dtor;
	if (pick_slab_order(c))
		return -EINVAL;
	spin_lock(&cache_chain_lock);
	list_add_tail(&c->next, &cache_chain);
	spin_unlock(&cache_chain_lock);
	return 0;
}

static struct slab *new_slab(struct kmem_cache *c, gfp_t gfp)
{
	struct page *page;
	struct slab *slab;
	unsigned long i;
	void *mem;

	page = alloc_pages_owned(gfp & ~__GFP_ZERO, c->order, PG_slab);
	if (!page)
		return NULL;
	mem = page_address(page);
	slab = mem + c->header_offset;
	INIT_LIST_HEAD(&slab->list);
	slab->cache = c;
	slab->mem = mem;
	slab->magic = SLAB_MAGIC;
	slab->inuse = 0;
	slab->hint = 0;
	bitmap_zero(slab->used, c->num);
	/*
	 * Decided per slab, once: slabs made before the command line was
	 * read are never poisoned, so none of their objects is checked.
	 */
	slab->poison = slab_debug;
	/* Poisoned objects are constructed as they are handed out. */
	if (slab->poison)
		memset(mem, POISON_FREE, c->num * c->size);
	else
		for (i = 0; c->ctor && i < c->num; i++)
			c->ctor(mem + i * c->size, c, SLAB_CTOR_CONSTRUCTOR);
	for (i = 0; i < (1UL << c->order); i++)
		page[i].slab = slab;
	return slab;
}

/* The slab is off every list and unreachable: give its pages back. */
static void release_slab(struct kmem_cache *c, struct slab *slab)
{
	unsigned int i;

	/* Poisoned objects were destructed as they were freed. */
	for (i = 0; c->dtor && !slab->poison && i < c->num; i++)
		c->dtor(slab->mem + i * c->size, c, 0);
	slab->magic = 0;
	free_pages_owned(virt_to_page(slab->mem), c->order, PG_slab);
}

/* Take a free object off the cache's slabs, and say whose.  Lock held. */
static void *take_object(struct kmem_cache *c, struct slab **slabp)
{
	struct slab *s;
	unsigned int idx;

	if (!list_empty(&c->partial)) {
		s = list_first_entry(&c->partial, struct slab, list);
	} else if (!list_empty(&c->empty)) {
		s = list_first_entry(&c->empty, struct slab, list);
		list_move(&s->list, &c->partial);
		c->nr_empty--;
	} else {
		return NULL;
	}
	idx = find_next_zero_bit(s->used, c->num, s->hint);
	/* inuse < num, so a clear bit must exist at or after the hint. */
	BUG_ON(idx >= c->num);
	__set_bit(idx, s->used);
	s->hint = idx + 1;
	if (++s->inuse == c->num)
		list_move(&s->list, &c->full);
	c->active_objs++;
	*slabp = s;
	return s->mem + idx * c->size;
}

/* Freed objects are all poison; anything else was written after free. */
static void check_poison(struct kmem_cache *c, const u8 *obj)
{
	unsigned int i;

	for (i = 0; i < c->size; i++) {
		if (obj[i] == POISON_FREE)
			continue;
		printk(KERN_ERR
		       "BUG: %s: object %p written after free: byte %u is %#x, not %#x\n",
		       c->name, obj, i, obj[i], POISON_FREE);
		dump_stack();
		return;
	}
}

void *cache_alloc(struct kmem_cache *c, gfp_t gfp)
{
	unsigned long flags;
	struct slab *slab;
	bool poison;
	void *obj;

	for (;;) {
		spin_lock_irqsave(&c->lock, flags);
		obj = take_object(c, &slab);
		/* Read under the lock: once it drops, the slab may go. */
		poison = obj && slab->poison;
		spin_unlock_irqrestore(&c->lock, flags);
		if (obj)
			break;
		/* Grow without the lock: the page allocator takes its own. */
		slab = new_slab(c, gfp);
		if (!slab)
			return NULL;
		spin_lock_irqsave(&c->lock, flags);
		list_add(&slab->list, &c->empty);
		c->nr_empty++;
		c->nr_slabs++;
		spin_unlock_irqrestore(&c->lock, flags);
	}
	/* As Linux's SLAB: poison is checked, then the object constructed. */
	if (poison) {
		check_poison(c, obj);
		if (c->ctor)
			c->ctor(obj, c, SLAB_CTOR_CONSTRUCTOR);
	}
	if (gfp & __GFP_ZERO)
		memset(obj, 0, c->size);
	return obj;
}

struct kmem_cache *lock_slab_of(const void *obj, struct slab **slabp,
				unsigned long *flags)
{
	struct kmem_cache *c;
	struct page *page;
	struct slab *slab;

	if (!virt_addr_valid(obj))
		return NULL;
	page = virt_to_page(obj);
	if (!PageSlab(page))
		return NULL;
	slab = READ_ONCE(page->slab);
	if (!slab || READ_ONCE(slab->magic) != SLAB_MAGIC)
		return NULL;
	c = READ_ONCE(slab->cache);
	if (!c)
		return NULL;
	spin_lock_irqsave(&c->lock, *flags);
	/* The slab may have been let go while the lock was not held. */
	if (PageSlab(page) && page->slab == slab && slab->cache == c) {
		*slabp = slab;
		return c;
	}
	spin_unlock_irqrestore(&c->lock, *flags);
	return NULL;
}

enum obj_state slab_object_state(struct kmem_cache *c, struct slab *slab,
				 const void *obj, unsigned int *idxp)
{
	unsigned long off = (unsigned long)obj - (unsigned long)slab->mem;
	unsigned int idx = off / c->size;

	*idxp = idx;
	if (idx >= c->num)
		return OBJ_OUTSIDE;
	if (off % c->size)
		return OBJ_INSIDE;
	return test_bit(idx, slab->used) ? OBJ_LIVE : OBJ_FREE;
}

/*
 * Free object @idx of @slab.  Lock held.  Returns the slab if it is to
 * be let go, which the caller does once the lock is dropped.
 */
static struct slab *put_object(struct kmem_cache *c, struct slab *slab,
			       unsigned int idx)
{
	void *obj = slab->mem + idx * c->size;

	if (slab->poison) {
		if (c->dtor)
			c->dtor(obj, c, 0);
		memset(obj, POISON_FREE, c->size);
	}
	__clear_bit(idx, slab->used);
	if (idx < slab->hint)
		slab->hint = idx;
	c->active_objs--;
	if (slab->inuse-- == c->num)
		list_move(&slab->list, &c->partial);
	if (slab->inuse)
		return NULL;
	if (c->nr_empty < SLAB_KEEP_EMPTY) {
		list_move(&slab->list, &c->empty);
		c->nr_empty++;
		return NULL;
	}
	list_del(&slab->list);
	slab->cache = NULL;
	c->nr_slabs--;
	return slab;
}

static void __noreturn bad_object(const char *fn, struct kmem_cache *c,
				  const void *obj, enum obj_state state,
				  unsigned int idx)
{
	if (state == OBJ_FREE)
		printk(KERN_EMERG "BUG: double free of %p in %s\n",
		       obj, c->name);
	else if (state == OBJ_INSIDE)
		printk(KERN_EMERG
		       "BUG: %s of bad pointer %p: inside object %u of %s\n",
		       fn, obj, idx, c->name);
	else
		printk(KERN_EMERG
		       "BUG: %s of bad pointer %p: in the header of a %s slab\n",
		       fn, obj, c->name);
	BUG();
}

void slab_free_locked(struct kmem_cache *c, struct slab *slab,
		      const void *obj, unsigned long flags, const char *fn)
{
	enum obj_state state;
	struct slab *gone;
	unsigned int idx;

	state = slab_object_state(c, slab, obj, &idx);
	if (state != OBJ_LIVE) {
		spin_unlock_irqrestore(&c->lock, flags);
		bad_object(fn, c, obj, state, idx);
	}
	gone = put_object(c, slab, idx);
	spin_unlock_irqrestore(&c->lock, flags);
	if (gone)
		release_slab(c, gone);
}

/* Let go of every empty slab.  Returns how many slabs remain. */
static unsigned long drain_empty(struct kmem_cache *c)
{
	unsigned long flags, left;
	struct slab *slab;

	for (;;) {
		spin_lock_irqsave(&c->lock, flags);
		slab = list_first_entry_or_null(&c->empty, struct slab, list);
		if (slab) {
			list_del(&slab->list);
			slab->cache = NULL;
			c->nr_empty--;
			c->nr_slabs--;
		}
		left = c->nr_slabs;
		spin_unlock_irqrestore(&c->lock, flags);
		if (!slab)
			return left;
		release_slab(c, slab);
	}
}

struct kmem_cache *
kmem_cache_create(const char *name, size_t size, size_t align,
		  unsigned long flags,
		  void (*ctor)(void *, struct kmem_cache *, unsigned long),
		  void (*dtor)(void *, struct kmem_cache *, unsigned long))
{
	struct kmem_cache *c;
	size_t ralign = 8;

	might_sleep();
	if (!name)
		name = "unnamed";
	if (align > ralign)
		ralign = align;
	if (flags & SLAB_HWCACHE_ALIGN) {
		size_t line = L1_CACHE_BYTES;

		/* Small objects share a line rather than waste most of it. */
		while (line > 8 && size <= line / 2)
			line /= 2;
		if (line > ralign)
			ralign = line;
	}
	/* A bad @align is refused, not quietly rounded to a good one. */
	c = align & (align - 1) ? NULL : kmalloc(sizeof(*c), GFP_KERNEL);
	if (c && !cache_setup(c, name, size, ralign,
			      flags & (SLAB_HWCACHE_ALIGN | SLAB_PANIC),
			      ctor, dtor))
		return c;
	kfree(c);
	if (flags & SLAB_PANIC)
		panic("kmem_cache_create: cannot make cache %s", name);
	printk(KERN_WARNING
	       "kmem_cache_create: cannot make cache %s (size %zu, align %zu)\n",
	       name, size, align);
	return NULL;
}

int kmem_cache_destroy(struct kmem_cache *c)
{
	unsigned long flags, live;

	if (!c)
		return 0;
	might_sleep();
	if (c->flags & CACHE_KMALLOC) {
		printk(KERN_ERR "kmem_cache_destroy: %s belongs to kmalloc\n",
		       c->name);
		return 1;
	}
	spin_lock_irqsave(&c->lock, flags);
	live = c->active_objs;
	spin_unlock_irqrestore(&c->lock, flags);
	if (live) {
		printk(KERN_ERR
		       "kmem_cache_destroy: %s still has %lu objects allocated\n",
		       c->name, live);
		return 1;
	}
	drain_empty(c);
	spin_lock(&cache_chain_lock);
	list_del(&c->next);
	spin_unlock(&cache_chain_lock);
	kfree(c);
	return 0;
}

void *kmem_cache_alloc(struct kmem_cache *c, gfp_t flags)
{
	might_sleep_if(flags & __GFP_WAIT);
	if (should_fail(&failslab, c->size))
		return NULL;
	return cache_alloc(c, flags);
}

void kmem_cache_free(struct kmem_cache *c, void *obj)
{
	struct kmem_cache *owner;
	unsigned long flags;
	struct slab *slab;

	if (!obj)
		return;
	owner = lock_slab_of(obj, &slab, &flags);
	if (owner == c) {
		slab_free_locked(c, slab, obj, flags, "kmem_cache_free");
		return;
	}
	if (owner)
		spin_unlock_irqrestore(&owner->lock, flags);
	printk(KERN_EMERG "BUG: kmem_cache_free of %p to %s: %s%s\n",
	       obj, c->name, owner ? "it belongs to " : "not a slab object",
	       owner ? owner->name : "");
	BUG();
}

int kmem_cache_shrink(struct kmem_cache *c)
{
	return drain_empty(c) ? 1 : 0;
}

unsigned int kmem_cache_size(struct kmem_cache *c)
{
	return c->size;
}

const char *kmem_cache_name(struct kmem_cache *c)
{
	return c->name;
}

unsigned long cache_active_objects(struct kmem_cache *c)
{
	unsigned long flags, n;

	spin_lock_irqsave(&c->lock, flags);
	n = c->active_objs;
	spin_unlock_irqrestore(&c->lock, flags);
	return n;
}

void slab_read_counters(struct alloc_counters *c)
{
	struct kmem_cache *cache;

	kmalloc_read_counters(c);
	c->cache_objects = 0;
	spin_lock(&cache_chain_lock);
	list_for_each_entry(cache, &cache_chain, next)
		if (!(cache->flags & CACHE_KMALLOC))
			c->cache_objects += cache_active_objects(cache);
	spin_unlock(&cache_chain_lock);
}

void slab_show(void)
{
	struct kmem_cache *c;
	unsigned long flags;

	printk(KERN_INFO "cache            objsize  active    total  slabs order\n");
	spin_lock(&cache_chain_lock);
	list_for_each_entry(c, &cache_chain, next) {
		spin_lock_irqsave(&c->lock, flags);
		printk(KERN_INFO "%-16s %7u %7lu %8lu %6lu %5u\n",
		       c->name, c->size, c->active_objs,
		       c->nr_slabs * c->num, c->nr_slabs, c->order);
		spin_unlock_irqrestore(&c->lock, flags);
	}
	spin_unlock(&cache_chain_lock);
}
