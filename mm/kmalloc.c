// SPDX-License-Identifier: GPL-2.0
/*
 * kmalloc(): one object cache per size class up to KMALLOC_MAX_CACHE_SIZE,
 * whole pages above that.  A large kmalloc is a page block whose first
 * page carries PG_kmalloc, so kfree() can tell it from any other block.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/spinlock.h>
#include <linux/fault-inject.h>
#include "internal.h"

static const unsigned int class_sizes[KMALLOC_NR_CACHES] = {
	8, 16, 32, 64, 96, 128, 192, 256, 512, 1024, 2048,
};

static const char *const class_names[KMALLOC_NR_CACHES] = {
	"kmalloc-8", "kmalloc-16", "kmalloc-32", "kmalloc-64", "kmalloc-96",
	"kmalloc-128", "kmalloc-192", "kmalloc-256", "kmalloc-512",
	"kmalloc-1024", "kmalloc-2048",
};

static struct kmem_cache kmalloc_caches[KMALLOC_NR_CACHES];

static DEFINE_SPINLOCK(large_lock);
static unsigned long large_objects;
static unsigned long large_bytes;

size_t kmalloc_class_size(int idx)
{
	if (idx < 0 || idx >= KMALLOC_NR_CACHES)
		return 0;
	return class_sizes[idx];
}

int kmalloc_class_index(size_t size)
{
	int i;

	if (!size || size > KMALLOC_MAX_SIZE)
		return -1;
	for (i = 0; i < KMALLOC_NR_CACHES; i++)
		if (size <= class_sizes[i])
			return i;
	return KMALLOC_LARGE;
}

/* The order of the smallest block of pages that holds @size bytes. */
static unsigned int size_to_order(size_t size)
{
	unsigned int order = 0;

	while ((PAGE_SIZE << order) < size)
		order++;
	return order;
}

static void large_account(long objects, long bytes)
{
	unsigned long flags;

	spin_lock_irqsave(&large_lock, flags);
	large_objects += objects;
	large_bytes += bytes;
	spin_unlock_irqrestore(&large_lock, flags);
}

static void *kmalloc_large(size_t size, gfp_t flags)
{
	unsigned int order = size_to_order(size);
	struct page *page;

	page = alloc_pages_owned(flags, order, PG_kmalloc);
	if (!page)
		return NULL;
	large_account(1, PAGE_SIZE << order);
	return page_address(page);
}

void *kmalloc(size_t size, gfp_t flags)
{
	int idx;

	might_sleep_if(flags & __GFP_WAIT);
	idx = kmalloc_class_index(size);
	if (idx < 0) {
		if (size && !(flags & __GFP_NOWARN)) {
			printk(KERN_WARNING
			       "kmalloc: %zu bytes is more than the largest, %lu\n",
			       size, KMALLOC_MAX_SIZE);
			dump_stack();
		}
		return NULL;
	}
	if (should_fail(&failslab, size))
		return NULL;
	if (idx == KMALLOC_LARGE)
		return kmalloc_large(size, flags);
	return cache_alloc(&kmalloc_caches[idx], flags);
}

void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}

void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	if (size && n > ~(size_t)0 / size)
		return NULL;
	return kmalloc(n * size, flags | __GFP_ZERO);
}

static void __noreturn bad_kfree(const void *obj, const char *why)
{
	printk(KERN_EMERG "BUG: kfree of bad pointer %p: %s\n", obj, why);
	BUG();
}

/* @obj is in no slab: it must be the start of a large kmalloc. */
static void kfree_large(const void *obj)
{
	struct page *page, *head;
	unsigned int order;

	if (!virt_addr_valid(obj))
		bad_kfree(obj, "not an address of RAM");
	page = virt_to_page(obj);
	head = page_block_head(page);
	if (head && PageBuddy(head)) {
		printk(KERN_EMERG
		       "BUG: double free of %p: its page is free already\n",
		       obj);
		BUG();
	}
	if (!head || !PageKmalloc(head))
		bad_kfree(obj, "not from kmalloc");
	if (obj != page_address(head))
		bad_kfree(obj, "inside a large kmalloc block");
	order = head->private;
	large_account(-1, -(long)(PAGE_SIZE << order));
	free_pages_owned(head, order, PG_kmalloc);
}

void kfree(const void *obj)
{
	struct kmem_cache *c;
	unsigned long flags;
	struct slab *slab;

	if (!obj)
		return;
	c = lock_slab_of(obj, &slab, &flags);
	if (!c) {
		kfree_large(obj);
		return;
	}
	if (!(c->flags & CACHE_KMALLOC)) {
		spin_unlock_irqrestore(&c->lock, flags);
		printk(KERN_EMERG
		       "BUG: kfree of %p, an object of cache %s: use kmem_cache_free()\n",
		       obj, c->name);
		BUG();
	}
	slab_free_locked(c, slab, obj, flags, "kfree");
}

size_t ksize(const void *obj)
{
	struct kmem_cache *c;
	struct page *page;
	unsigned long flags;
	struct slab *slab;
	unsigned int idx;
	size_t size = 0;

	if (!obj)
		return 0;
	c = lock_slab_of(obj, &slab, &flags);
	if (c) {
		if (slab_object_state(c, slab, obj, &idx) == OBJ_LIVE)
			size = c->size;
		spin_unlock_irqrestore(&c->lock, flags);
		return size;
	}
	if (!virt_addr_valid(obj))
		return 0;
	page = virt_to_page(obj);
	if (PageKmalloc(page) && obj == page_address(page))
		size = PAGE_SIZE << page->private;
	return size;
}

void *kmemdup(const void *src, size_t len, gfp_t flags)
{
	void *p = kmalloc(len, flags);

	if (p)
		memcpy(p, src, len);
	return p;
}

char *kstrdup(const char *s, gfp_t flags)
{
	return s ? kmemdup(s, strlen(s) + 1, flags) : NULL;
}

char *kstrndup(const char *s, size_t max, gfp_t flags)
{
	size_t len;
	char *p;

	if (!s)
		return NULL;
	len = strnlen(s, max);
	p = kmalloc(len + 1, flags);
	if (p) {
		memcpy(p, s, len);
		p[len] = '\0';
	}
	return p;
}

void kmalloc_read_counters(struct alloc_counters *c)
{
	unsigned long flags;
	int i;

	c->kmalloc_objects = 0;
	c->kmalloc_bytes = 0;
	for (i = 0; i < KMALLOC_NR_CACHES; i++) {
		struct kmalloc_class_stat *st = &c->kmalloc_class[i];

		st->objects = cache_active_objects(&kmalloc_caches[i]);
		st->bytes = st->objects * class_sizes[i];
	}
	spin_lock_irqsave(&large_lock, flags);
	c->kmalloc_class[KMALLOC_LARGE].objects = large_objects;
	c->kmalloc_class[KMALLOC_LARGE].bytes = large_bytes;
	spin_unlock_irqrestore(&large_lock, flags);
	for (i = 0; i < KMALLOC_NR_CLASSES; i++) {
		c->kmalloc_objects += c->kmalloc_class[i].objects;
		c->kmalloc_bytes += c->kmalloc_class[i].bytes;
	}
}

void __init kmem_cache_init(void)
{
	int i;

	for (i = 0; i < KMALLOC_NR_CACHES; i++) {
		unsigned int size = class_sizes[i];

		/* The largest power of two dividing the size: 32 for 96. */
		if (cache_setup(&kmalloc_caches[i], class_names[i], size,
				size & -size, CACHE_KMALLOC, NULL, NULL))
			panic("kmem_cache_init: cannot set up %s",
			      class_names[i]);
	}
}
