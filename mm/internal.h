/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _MM_INTERNAL_H
#define _MM_INTERNAL_H

/*
 * What the files of mm/ tell each other and nobody else: the page
 * allocator's entry points for the slab allocator (which must neither
 * count as a separate allocation for fault injection nor show up as
 * pages in use by callers), the slab internals kmalloc builds on, and
 * the pieces of the counters.
 */

#include <linux/mm.h>
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

/**
 * alloc_pages_owned - take a block for one owner, without fault injection
 * @gfp_mask: as for alloc_pages(); __GFP_WAIT is not checked here
 * @order: 0 .. MAX_ORDER - 1
 * @owner: PG_head (a plain block), PG_slab (every page gets it and is
 *         counted as slab) or PG_kmalloc (one large kmalloc)
 *
 * Return: the first page, or NULL.
 */
struct page *alloc_pages_owned(gfp_t gfp_mask, unsigned int order,
			       enum pageflags owner);

/**
 * free_pages_owned - give back a block taken by alloc_pages_owned()
 * @page: its first page
 * @order: its order
 * @owner: the owner it was taken for
 *
 * Oopses with a "BUG:" line when the block is not what is claimed.
 */
void free_pages_owned(struct page *page, unsigned int order,
		      enum pageflags owner);

/**
 * page_block_head - the first page of the buddy block a page lies in
 * @page: a valid page
 *
 * Knows free blocks, alloc_pages() blocks and large kmallocs, not slabs
 * (their pages lead to the slab instead).  Reads without the lock: good
 * enough to word a bug report, no more.
 *
 * Return: the block's first page, or NULL.
 */
struct page *page_block_head(const struct page *page);

/**
 * page_is_free - whether a page lies in a free buddy block
 * @page: a valid page
 *
 * Reads without the lock: good enough to word a bug report, no more.
 */
bool page_is_free(const struct page *page);

/**
 * page_alloc_read_counters - fill in the page counters of a snapshot
 * @c: the snapshot
 */
void page_alloc_read_counters(struct alloc_counters *c);

/**
 * slab_read_counters - fill in the slab counters of a snapshot
 * @c: the snapshot
 */
void slab_read_counters(struct alloc_counters *c);

/**
 * slab_show - print one line per slab cache
 */
void slab_show(void);

/**
 * kmem_cache_init - set up the kmalloc caches
 *
 * Called by mem_init_ranges() once the pages are in place.
 */
void kmem_cache_init(void);

/* The slab allocator's pieces that mm/kmalloc.c builds on. */

#define CACHE_KMALLOC	0x40000000UL	/* one of kmalloc's size classes */

struct slab;

struct kmem_cache {
	spinlock_t lock;
	struct list_head partial;	/* slabs with some objects free */
	struct list_head full;
	struct list_head empty;
	unsigned long nr_empty;
	unsigned long nr_slabs;
	unsigned long active_objs;	/* objects allocated */
	unsigned int size;		/* object size, alignment included */
	unsigned int num;		/* objects per slab */
	unsigned int order;		/* of each slab */
	unsigned int header_offset;	/* of struct slab within a slab */
	unsigned long flags;		/* SLAB_* and CACHE_* */
	void (*ctor)(void *obj, struct kmem_cache *c, unsigned long flags);
	void (*dtor)(void *obj, struct kmem_cache *c, unsigned long flags);
	struct list_head next;		/* on the list of all caches */
	char name[24];
};

/* Where a pointer falls within its slab. */
enum obj_state {
	OBJ_LIVE,	/* the start of an allocated object */
	OBJ_FREE,	/* the start of a free object */
	OBJ_INSIDE,	/* past the start of an object */
	OBJ_OUTSIDE,	/* in the slab's header or its unused tail */
};

/**
 * cache_setup - initialise a cache and put it on the list of caches
 * @c: the cache's memory
 * @name: its name; copied
 * @size: object size
 * @align: object alignment, a power of two
 * @flags: SLAB_* and CACHE_* flags
 * @ctor: constructor or NULL
 * @dtor: destructor or NULL
 *
 * Return: 0, or -EINVAL when no slab of at most 128 KiB holds an object.
 */
int cache_setup(struct kmem_cache *c, const char *name, size_t size,
		size_t align, unsigned long flags,
		void (*ctor)(void *, struct kmem_cache *, unsigned long),
		void (*dtor)(void *, struct kmem_cache *, unsigned long));

/**
 * cache_alloc - kmem_cache_alloc() without fault injection
 * @c: the cache
 * @gfp: allocation flags
 */
void *cache_alloc(struct kmem_cache *c, gfp_t gfp);

/**
 * lock_slab_of - find the slab an address lies in and lock its cache
 * @obj: the address
 * @slabp: set to the slab
 * @flags: saved interrupt state, for spin_unlock_irqrestore()
 *
 * Return: the cache, locked, or NULL when @obj is in no live slab.
 */
struct kmem_cache *lock_slab_of(const void *obj, struct slab **slabp,
				unsigned long *flags);

/**
 * slab_object_state - where @obj falls within @slab
 * @c: the slab's cache, locked
 * @slab: the slab
 * @obj: the address
 * @idxp: set to the index of the object @obj falls in
 */
enum obj_state slab_object_state(struct kmem_cache *c, struct slab *slab,
				 const void *obj, unsigned int *idxp);

/**
 * slab_free_locked - free a slab object and unlock its cache
 * @c: the cache, locked by lock_slab_of()
 * @slab: the slab lock_slab_of() found
 * @obj: the object
 * @flags: what lock_slab_of() saved
 * @fn: the caller's name, for the report when @obj is not live
 *
 * Oopses with a "BUG:" line when @obj is not an allocated object.
 */
void slab_free_locked(struct kmem_cache *c, struct slab *slab,
		      const void *obj, unsigned long flags, const char *fn);

/**
 * cache_active_objects - how many objects of a cache are allocated
 * @c: the cache
 */
unsigned long cache_active_objects(struct kmem_cache *c);

/**
 * kmalloc_read_counters - fill in the kmalloc counters of a snapshot
 * @c: the snapshot
 */
void kmalloc_read_counters(struct alloc_counters *c);

#endif /* _MM_INTERNAL_H */
