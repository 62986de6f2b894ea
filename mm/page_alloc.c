// SPDX-License-Identifier: GPL-2.0
/*
 * The buddy allocator.
 *
 * Free memory is kept as naturally aligned blocks of 2^order pages on
 * one list per order.  An allocation splits the smallest block that is
 * big enough; a free merges the block with its buddy (the other half of
 * the next larger aligned block) for as long as the buddy is free too.
 * Because every free merges as far as it can, the lists after freeing
 * everything that was allocated are exactly what they were before.
 *
 * Only the first page of a block says what the block is (PG_buddy,
 * PG_head, PG_kmalloc, or PG_slab on all its pages) and holds its order,
 * which is what lets a bad free be told apart from a good one.
 *
 * One lock covers it all: the machine has at most eight CPUs and the
 * critical sections are a few list operations long.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <linux/list.h>
#include <linux/string.h>
#include <linux/spinlock.h>
#include <linux/fault-inject.h>
#include <asm/page.h>
#include "internal.h"

struct free_area {
	struct list_head free_list;
	unsigned long nr_free;		/* blocks on free_list */
};

static DEFINE_SPINLOCK(zone_lock);
static struct free_area free_area[MAX_ORDER];
static unsigned long free_pages_count;
static unsigned long slab_pages_count;
/*
 * The order field of a slab's later pages: no order at all, so that a
 * free of such a page is told from a free of the slab's first page.
 */
#define SLAB_TAIL_ORDER	(~0UL)

/* Pages only __GFP_HIGH (GFP_ATOMIC) allocations may take. */
static unsigned long reserve_pages;

struct page *mem_map;
unsigned long max_mapnr;
unsigned long totalram_pages;

/* Why a free was refused; the report is printed after the lock is gone. */
enum free_verdict {
	FREE_OK,
	FREE_DOUBLE,		/* the block is free already */
	FREE_NOT_RAM,		/* no struct page for it */
	FREE_RESERVED,		/* never the allocator's */
	FREE_NOT_HEAD,		/* inside a block, not its first page */
	FREE_BAD_ORDER,		/* freed with another order than allocated */
	FREE_WRONG_OWNER,	/* e.g. a slab page through free_pages() */
};

static const char *owner_name(unsigned long flags)
{
	if (flags & (1UL << PG_slab))
		return "the slab allocator";
	if (flags & (1UL << PG_kmalloc))
		return "kmalloc() (free it with kfree())";
	if (flags & (1UL << PG_head))
		return "alloc_pages()";
	return "nobody";
}

/* Put a block on its list.  The caller has merged it already. */
static void add_free_block(unsigned long pfn, unsigned int order)
{
	struct page *page = pfn_to_page(pfn);

	page->flags = 1UL << PG_buddy;
	page->private = order;
	list_add(&page->lru, &free_area[order].free_list);
	free_area[order].nr_free++;
}

static void del_free_block(struct page *page, unsigned int order)
{
	list_del(&page->lru);
	page->flags = 0;
	page->private = 0;
	free_area[order].nr_free--;
}

/* Free 2^order pages at @pfn, merging with free buddies.  Lock held. */
static void merge_free_block(unsigned long pfn, unsigned int order)
{
	free_pages_count += 1UL << order;
	while (order < MAX_ORDER - 1) {
		unsigned long buddy_pfn = pfn ^ (1UL << order);
		struct page *buddy;

		if (!pfn_valid(buddy_pfn))
			break;
		buddy = pfn_to_page(buddy_pfn);
		if (!PageBuddy(buddy) || buddy->private != order)
			break;
		del_free_block(buddy, order);
		pfn &= ~(1UL << order);
		order++;
	}
	add_free_block(pfn, order);
}

/* A list entry that is not a free block of its order means corruption. */
static void __noreturn free_list_corrupt(struct page *page, unsigned int order)
{
	printk(KERN_EMERG
	       "BUG: page allocator free list %u corrupted at page %#lx (flags %#lx, order %lu)\n",
	       order, page_to_pfn(page) << PAGE_SHIFT, page->flags,
	       page->private);
	BUG();
}

/* Take a block of exactly 2^order pages off the lists.  Lock held. */
static struct page *take_free_block(unsigned int order)
{
	unsigned int k;

	for (k = order; k < MAX_ORDER; k++) {
		struct page *page;
		unsigned long pfn;

		if (list_empty(&free_area[k].free_list))
			continue;
		page = list_first_entry(&free_area[k].free_list,
					struct page, lru);
		if (!PageBuddy(page) || page->private != k)
			free_list_corrupt(page, k);
		del_free_block(page, k);
		pfn = page_to_pfn(page);
		/* Hand the upper halves back, keep the lowest piece. */
		while (k > order) {
			k--;
			add_free_block(pfn + (1UL << k), k);
		}
		free_pages_count -= 1UL << order;
		return page;
	}
	return NULL;
}

static void mark_owned(struct page *page, unsigned int order,
		       enum pageflags owner)
{
	unsigned long i;

	page->flags = 1UL << owner;
	page->private = order;
	if (owner != PG_slab)
		return;
	/* kfree() may look up any page of a slab: mark them all. */
	for (i = 1; i < (1UL << order); i++) {
		page[i].flags = 1UL << PG_slab;
		page[i].private = SLAB_TAIL_ORDER;
		page[i].slab = NULL;
	}
	slab_pages_count += 1UL << order;
}

static void alloc_failed(gfp_t gfp_mask, unsigned int order)
{
	if (gfp_mask & __GFP_NOWARN)
		return;
	printk(KERN_WARNING
	       "page allocation failure: order:%u, mode:%#x, %lu pages free\n",
	       order, gfp_mask, READ_ONCE(free_pages_count));
	dump_stack();
}

struct page *alloc_pages_owned(gfp_t gfp_mask, unsigned int order,
			       enum pageflags owner)
{
	struct page *page = NULL;
	unsigned long flags;

	if (order >= MAX_ORDER)
		return NULL;
	spin_lock_irqsave(&zone_lock, flags);
	if ((gfp_mask & __GFP_HIGH) ||
	    free_pages_count >= reserve_pages + (1UL << order))
		page = take_free_block(order);
	if (page)
		mark_owned(page, order, owner);
	spin_unlock_irqrestore(&zone_lock, flags);

	if (!page) {
		alloc_failed(gfp_mask, order);
		return NULL;
	}
	if (gfp_mask & __GFP_ZERO)
		memset(page_address(page), 0, PAGE_SIZE << order);
	return page;
}

struct page *alloc_pages(gfp_t gfp_mask, unsigned int order)
{
	might_sleep_if(gfp_mask & __GFP_WAIT);
	if (order >= MAX_ORDER) {
		if (!(gfp_mask & __GFP_NOWARN)) {
			printk(KERN_WARNING
			       "%s: order %u is above the largest, %d\n",
			       __func__, order, MAX_ORDER - 1);
			dump_stack();
		}
		return NULL;
	}
	if (should_fail(&fail_page_alloc, PAGE_SIZE << order))
		return NULL;
	return alloc_pages_owned(gfp_mask, order, PG_head);
}

unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order)
{
	struct page *page = alloc_pages(gfp_mask, order);

	return page ? (unsigned long)page_address(page) : 0;
}

unsigned long get_zeroed_page(gfp_t gfp_mask)
{
	return __get_free_pages(gfp_mask | __GFP_ZERO, 0);
}

struct page *page_block_head(const struct page *page)
{
	const unsigned long heads = (1UL << PG_buddy) | (1UL << PG_head) |
				    (1UL << PG_kmalloc);
	unsigned long pfn = page_to_pfn(page);
	unsigned int order;

	/* The block holding @page starts at a multiple of its size. */
	for (order = 0; order < MAX_ORDER; order++) {
		struct page *head = pfn_to_page(pfn & ~((1UL << order) - 1));

		if ((head->flags & heads) && head->private >= order)
			return head;
	}
	return NULL;
}

bool page_is_free(const struct page *page)
{
	struct page *head = page_block_head(page);

	return head && PageBuddy(head);
}

/* Is @page a struct page of mem_map at all? */
static bool page_ptr_valid(const struct page *page)
{
	unsigned long off = (unsigned long)page - (unsigned long)mem_map;

	return page && off < max_mapnr * sizeof(struct page) &&
	       off % sizeof(struct page) == 0;
}

/*
 * Decide whether @page, a valid struct page, heads a live 2^order block
 * of @owner.  Lock held.
 */
static enum free_verdict check_free(struct page *page, unsigned int order,
				    enum pageflags owner)
{
	if (PageReserved(page))
		return FREE_RESERVED;
	if (page->flags == 0 || PageBuddy(page))
		return page_is_free(page) ? FREE_DOUBLE : FREE_NOT_HEAD;
	if (page->flags != 1UL << owner)
		return FREE_WRONG_OWNER;
	if (page->private == SLAB_TAIL_ORDER)
		return FREE_NOT_HEAD;
	if (page->private != order)
		return FREE_BAD_ORDER;
	return FREE_OK;
}

static void clear_owned(struct page *page, unsigned int order,
			enum pageflags owner)
{
	unsigned long i;

	if (owner == PG_slab) {
		for (i = 0; i < (1UL << order); i++) {
			page[i].flags = 0;
			page[i].private = 0;
			page[i].slab = NULL;
		}
		slab_pages_count -= 1UL << order;
	}
	page->flags = 0;
	page->private = 0;
}

static void __noreturn bad_free(const struct page *page, unsigned int order,
				enum free_verdict why, unsigned long flags,
				unsigned long old_order)
{
	unsigned long addr = page_to_pfn(page) << PAGE_SHIFT;
	char reason[64];

	if (why == FREE_DOUBLE) {
		printk(KERN_EMERG "BUG: double free of page %#lx (order %u)\n",
		       addr, order);
		BUG();
	}
	switch (why) {
	case FREE_NOT_RAM:
		addr = (unsigned long)page;
		snprintf(reason, sizeof(reason), "not a struct page of RAM");
		break;
	case FREE_RESERVED:
		snprintf(reason, sizeof(reason), "reserved, never allocated");
		break;
	case FREE_NOT_HEAD:
		snprintf(reason, sizeof(reason),
			 "not the first page of an allocated block");
		break;
	case FREE_BAD_ORDER:
		snprintf(reason, sizeof(reason),
			 "it was allocated with order %lu", old_order);
		break;
	default:
		snprintf(reason, sizeof(reason), "it belongs to %s",
			 owner_name(flags));
		break;
	}
	printk(KERN_EMERG "BUG: bad page free of page %#lx (order %u): %s\n",
	       addr, order, reason);
	BUG();
}

void free_pages_owned(struct page *page, unsigned int order,
		      enum pageflags owner)
{
	enum free_verdict why;
	unsigned long flags, page_flags = 0, old_order = 0;

	spin_lock_irqsave(&zone_lock, flags);
	if (!page_ptr_valid(page))
		why = FREE_NOT_RAM;
	else if (order >= MAX_ORDER)
		why = FREE_BAD_ORDER;
	else
		why = check_free(page, order, owner);
	if (why == FREE_OK) {
		clear_owned(page, order, owner);
		merge_free_block(page_to_pfn(page), order);
	} else if (page_ptr_valid(page)) {
		page_flags = page->flags;
		old_order = page->private;
	}
	spin_unlock_irqrestore(&zone_lock, flags);

	if (why != FREE_OK)
		bad_free(page, order, why, page_flags, old_order);
}

void __free_pages(struct page *page, unsigned int order)
{
	free_pages_owned(page, order, PG_head);
}

void free_pages(unsigned long addr, unsigned int order)
{
	if (!addr)
		return;
	if ((addr & ~PAGE_MASK) || !virt_addr_valid(addr)) {
		printk(KERN_EMERG "BUG: bad page free of %#lx (order %u): %s\n",
		       addr, order, (addr & ~PAGE_MASK) ?
		       "not page aligned" : "not an address of RAM");
		BUG();
	}
	free_pages_owned(virt_to_page(addr), order, PG_head);
}

unsigned long nr_free_pages(void)
{
	return READ_ONCE(free_pages_count);
}

unsigned long nr_free_blocks(unsigned int order)
{
	return order < MAX_ORDER ? READ_ONCE(free_area[order].nr_free) : 0;
}

void page_alloc_read_counters(struct alloc_counters *c)
{
	unsigned long flags;

	spin_lock_irqsave(&zone_lock, flags);
	c->pages_total = totalram_pages;
	c->pages_free = free_pages_count;
	c->slab_pages = slab_pages_count;
	c->pages_used = totalram_pages - free_pages_count - slab_pages_count;
	spin_unlock_irqrestore(&zone_lock, flags);
}

/* Boot: from here on, only what runs once when memory is handed over. */

/* The largest block that starts at @pfn and ends by @end. */
static unsigned int __init fit_order(unsigned long pfn, unsigned long end)
{
	unsigned int order = 0;

	while (order < MAX_ORDER - 1 &&
	       !(pfn & (1UL << order)) &&
	       pfn + (2UL << order) <= end)
		order++;
	return order;
}

static void __init free_run(unsigned long start, unsigned long end)
{
	while (start < end) {
		unsigned int order = fit_order(start, end);

		merge_free_block(start, order);
		start += 1UL << order;
	}
}

static void __init region_pfns(const struct mem_region *r,
			       unsigned long *first, unsigned long *last)
{
	*first = PAGE_ALIGN(r->start) >> PAGE_SHIFT;
	*last = (r->end & PAGE_MASK) >> PAGE_SHIFT;
	if (r->start > r->end || *first > *last)
		*first = *last;
}

/* Find room for mem_map in the first region that can hold it. */
static unsigned long __init place_mem_map(const struct mem_region *regions,
					  int nr, unsigned long npages)
{
	unsigned long first, last;
	int i;

	for (i = 0; i < nr; i++) {
		region_pfns(&regions[i], &first, &last);
		if (last - first >= npages)
			return first;
	}
	panic("mem_init_ranges: no region holds %lu pages for mem_map",
	      npages);
}

static void __init set_reserve(void)
{
	reserve_pages = totalram_pages / 256;
	if (reserve_pages < 16)
		reserve_pages = 16;
	if (reserve_pages > 256)
		reserve_pages = 256;
}

void __init mem_init_ranges(const struct mem_region *regions, int nr)
{
	unsigned long first, last, pfn, map_pfn, map_pages, run = 0;
	int i, o;

	for (o = 0; o < MAX_ORDER; o++)
		INIT_LIST_HEAD(&free_area[o].free_list);
	for (i = 0; i < nr; i++) {
		region_pfns(&regions[i], &first, &last);
		if (first < last && last > max_mapnr)
			max_mapnr = last;
	}
	if (!max_mapnr)
		panic("mem_init_ranges: no usable memory");
	map_pages = PAGE_ALIGN(max_mapnr * sizeof(struct page)) >> PAGE_SHIFT;
	map_pfn = place_mem_map(regions, nr, map_pages);
	mem_map = __va(map_pfn << PAGE_SHIFT);

	/* Everything is reserved but the listed RAM outside mem_map. */
	memset(mem_map, 0, max_mapnr * sizeof(struct page));
	for (pfn = 0; pfn < max_mapnr; pfn++)
		SetPageReserved(&mem_map[pfn]);
	for (i = 0; i < nr; i++) {
		region_pfns(&regions[i], &first, &last);
		for (pfn = first; pfn < last; pfn++)
			ClearPageReserved(&mem_map[pfn]);
	}
	for (pfn = map_pfn; pfn < map_pfn + map_pages; pfn++)
		SetPageReserved(&mem_map[pfn]);

	/*
	 * Hand over each run of free pages.  The top page of the address
	 * space, whose addresses are error pointers (see err.h), cannot be
	 * in a run: region ends are exclusive and fit an unsigned long.
	 */
	for (pfn = 0; pfn <= max_mapnr; pfn++) {
		if (pfn < max_mapnr && !PageReserved(&mem_map[pfn])) {
			run++;
			continue;
		}
		free_run(pfn - run, pfn);
		totalram_pages += run;
		run = 0;
	}
	set_reserve();
	printk(KERN_INFO
	       "Memory: %luk available in %lu pages, mem_map %luk at %#lx\n",
	       pages_to_kb(totalram_pages), totalram_pages,
	       pages_to_kb(map_pages), map_pfn << PAGE_SHIFT);
	kmem_cache_init();
}
