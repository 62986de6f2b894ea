/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MM_H
#define _LINUX_MM_H

/*
 * Physical pages: the struct page array, the buddy allocator's boot entry
 * and its counters, and the counters both allocators keep so that a test
 * can prove it leaked nothing.
 *
 * Memory is identity mapped, so a page's kernel address is its physical
 * address, and mem_map[] is indexed by page frame number from 0.
 */

#include <linux/types.h>
#include <linux/list.h>
#include <linux/gfp.h>
#include <asm/page.h>
#include <asm/setup.h>

struct slab;

/*
 * One per page frame.  Only the first page of a block carries its state;
 * the others have no flags (slab pages excepted, which all point at
 * their slab so that kfree() can find it from any object address).
 */
struct page {
	unsigned long flags;	/* PG_* bits below */
	unsigned long private;	/* order of the block this page heads */
	struct list_head lru;	/* buddy free list, while PG_buddy */
	struct slab *slab;	/* owning slab, while PG_slab */
};

/* Page flag bits.  A page has at most one of them. */
enum pageflags {
	PG_reserved,	/* not RAM, or not the allocator's (kernel, mem_map) */
	PG_buddy,	/* heads a free block of 2^private pages */
	PG_head,	/* heads a block handed out by alloc_pages() */
	PG_slab,	/* belongs to a slab of the slab allocator */
	PG_kmalloc,	/* heads a block behind one large kmalloc() */
};

#define PAGE_FLAG_FNS(name, bit)					\
static inline bool Page##name(const struct page *page)			\
{									\
	return page->flags & (1UL << (bit));				\
}									\
static inline void SetPage##name(struct page *page)			\
{									\
	page->flags |= 1UL << (bit);					\
}									\
static inline void ClearPage##name(struct page *page)			\
{									\
	page->flags &= ~(1UL << (bit));					\
}

PAGE_FLAG_FNS(Reserved, PG_reserved)
PAGE_FLAG_FNS(Buddy, PG_buddy)
PAGE_FLAG_FNS(Head, PG_head)
PAGE_FLAG_FNS(Slab, PG_slab)
PAGE_FLAG_FNS(Kmalloc, PG_kmalloc)

#undef PAGE_FLAG_FNS

/* The struct page array and its length, set by mem_init_ranges(). */
extern struct page *mem_map;
extern unsigned long max_mapnr;
/* Pages the allocator manages: RAM minus what was reserved at boot. */
extern unsigned long totalram_pages;

#define page_to_pfn(page)	((unsigned long)((page) - mem_map))
#define pfn_to_page(pfn)	(mem_map + (pfn))
#define pfn_valid(pfn)		((unsigned long)(pfn) < max_mapnr)

/**
 * page_address - the kernel address of a page
 * @page: the page
 */
static inline void *page_address(const struct page *page)
{
	return __va(page_to_pfn(page) << PAGE_SHIFT);
}

/**
 * pages_to_kb - a count of pages in KiB, as free and /proc/meminfo show it
 * @pages: the count
 */
static inline unsigned long pages_to_kb(unsigned long pages)
{
	return pages << (PAGE_SHIFT - 10);
}

/**
 * virt_to_page - the struct page of a kernel address
 * @addr: any address inside the page
 *
 * Meaningless for an address outside RAM; see virt_addr_valid().
 */
#define virt_to_page(addr)	pfn_to_page(__pa(addr) >> PAGE_SHIFT)

/**
 * virt_addr_valid - whether a kernel address has a struct page
 * @addr: the address
 */
#define virt_addr_valid(addr)	pfn_valid(__pa(addr) >> PAGE_SHIFT)

/**
 * mem_init_ranges - hand RAM to the page allocator, once, at boot
 * @regions: usable RAM as byte ranges [start, end); need not be sorted
 *           or page aligned (partial pages are dropped)
 * @nr: number of entries in @regions
 *
 * The struct page array is carved out of the first range that can hold
 * it.  Panics when none can.  alloc_pages() and kmalloc() work on return.
 */
void mem_init_ranges(const struct mem_region *regions, int nr);

/**
 * nr_free_pages - how many pages are free right now
 */
unsigned long nr_free_pages(void);

/**
 * nr_free_blocks - how many free blocks of one order the buddy lists hold
 * @order: 0 .. MAX_ORDER - 1; anything else counts 0
 *
 * Freeing everything that was allocated since a given moment restores
 * every order's count, because freed blocks merge with their buddies.
 */
unsigned long nr_free_blocks(unsigned int order);

/**
 * show_mem - print the page and slab counters on the console
 *
 * And the failures injected so far (<linux/fault-inject.h>).
 */
void show_mem(void);

/*
 * Leak accounting.  Read the counters before and after a piece of work
 * and compare: alloc_counters_equal() looks only at what callers hold
 * (pages from alloc_pages(), kmalloc() objects and bytes per size class,
 * kmem_cache objects), never at free memory or at the slab pages the
 * caches keep for reuse, which come and go on their own.
 *
 * Size class i holds objects of kmalloc_class_size(i) bytes; the last
 * class, KMALLOC_LARGE, counts kmallocs above KMALLOC_MAX_CACHE_SIZE,
 * served by whole pages.  Bytes are what ksize() reports, not what was
 * asked for.
 */
#define KMALLOC_NR_CACHES	11	/* 8, 16, ... 2048: see mm/slab.c */
#define KMALLOC_LARGE		KMALLOC_NR_CACHES
#define KMALLOC_NR_CLASSES	(KMALLOC_NR_CACHES + 1)

struct kmalloc_class_stat {
	unsigned long objects;		/* live objects of this class */
	unsigned long bytes;		/* their total ksize() */
};

struct alloc_counters {
	/* compared by alloc_counters_equal() */
	unsigned long pages_used;	/* alloc_pages() and large kmalloc */
	unsigned long kmalloc_objects;	/* live kmalloc() objects */
	unsigned long kmalloc_bytes;	/* their total ksize() */
	/* live objects of the caches made by kmem_cache_create() */
	unsigned long cache_objects;
	struct kmalloc_class_stat kmalloc_class[KMALLOC_NR_CLASSES];
	/* for information only */
	unsigned long pages_total;	/* managed by the page allocator */
	unsigned long pages_free;
	unsigned long slab_pages;	/* held by slab caches */
	/* since boot, by <linux/fault-inject.h>: all, then per attribute */
	unsigned long injected_failures;
	unsigned long injected_slab;		/* failslab */
	unsigned long injected_page_alloc;	/* fail_page_alloc */
	unsigned long injected_kthread;		/* fail_kthread */
};

/**
 * alloc_counters_read - take a snapshot of the allocator counters
 * @c: where to store it
 *
 * Each counter is read under its own lock; the snapshot as a whole is
 * exact only while nothing else allocates.
 */
void alloc_counters_read(struct alloc_counters *c);

/**
 * alloc_counters_equal - whether two snapshots hold the same allocations
 * @a: one snapshot
 * @b: the other
 *
 * Return: true when every counter that is compared (see struct
 * alloc_counters) is the same in both.
 */
bool alloc_counters_equal(const struct alloc_counters *a,
			  const struct alloc_counters *b);

/**
 * alloc_counters_print_diff - print the compared counters that differ
 * @before: the earlier snapshot
 * @after: the later one
 *
 * One KERN_ERR line per counter, with both values: what a failed leak
 * check should show.
 */
void alloc_counters_print_diff(const struct alloc_counters *before,
			       const struct alloc_counters *after);

/**
 * kmalloc_class_size - the object size of a kmalloc size class
 * @idx: 0 .. KMALLOC_NR_CACHES - 1
 *
 * Return: the size in bytes, or 0 for KMALLOC_LARGE or a bad @idx.
 */
size_t kmalloc_class_size(int idx);

/**
 * kmalloc_class_index - the size class that kmalloc(@size) draws from
 * @size: a request size
 *
 * Return: 0 .. KMALLOC_NR_CACHES - 1, KMALLOC_LARGE for a page-backed
 * size, or -1 when kmalloc(@size) would fail (0 or too big).
 */
int kmalloc_class_index(size_t size);

#endif /* _LINUX_MM_H */
