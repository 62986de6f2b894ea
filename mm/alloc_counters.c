// SPDX-License-Identifier: GPL-2.0
/*
 * The allocators' counters as one snapshot, for leak checks and for
 * show_mem().  See struct alloc_counters in <linux/mm.h>.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/fault-inject.h>
#include "internal.h"

void alloc_counters_read(struct alloc_counters *c)
{
	memset(c, 0, sizeof(*c));
	page_alloc_read_counters(c);
	slab_read_counters(c);
	c->injected_slab = fault_injected(&failslab);
	c->injected_page_alloc = fault_injected(&fail_page_alloc);
	c->injected_kthread = fault_injected(&fail_kthread);
	c->injected_failures = c->injected_slab + c->injected_page_alloc +
			       c->injected_kthread;
}

static void print_one(const char *name, int idx, unsigned long x,
		      unsigned long y)
{
	if (idx < 0)
		printk(KERN_ERR "alloc counters: %s was %lu, is %lu\n",
		       name, x, y);
	else if (idx == KMALLOC_LARGE)
		printk(KERN_ERR
		       "alloc counters: kmalloc-large %s was %lu, is %lu\n",
		       name, x, y);
	else
		printk(KERN_ERR
		       "alloc counters: kmalloc-%zu %s was %lu, is %lu\n",
		       kmalloc_class_size(idx), name, x, y);
}

/* How many compared counters differ; with @print, say which. */
static int compare(const struct alloc_counters *a,
		   const struct alloc_counters *b, bool print)
{
	int i, differ = 0;

#define COMPARE(field, name, idx) do {					\
	if (a->field != b->field) {					\
		differ++;						\
		if (print)						\
			print_one(name, idx, a->field, b->field);	\
	}								\
} while (0)

	COMPARE(pages_used, "pages_used", -1);
	COMPARE(kmalloc_objects, "kmalloc_objects", -1);
	COMPARE(kmalloc_bytes, "kmalloc_bytes", -1);
	COMPARE(cache_objects, "cache_objects", -1);
	for (i = 0; i < KMALLOC_NR_CLASSES; i++) {
		COMPARE(kmalloc_class[i].objects, "objects", i);
		COMPARE(kmalloc_class[i].bytes, "bytes", i);
	}
#undef COMPARE
	return differ;
}

bool alloc_counters_equal(const struct alloc_counters *a,
			  const struct alloc_counters *b)
{
	return compare(a, b, false) == 0;
}

void alloc_counters_print_diff(const struct alloc_counters *before,
			       const struct alloc_counters *after)
{
	compare(before, after, true);
}

void show_mem(void)
{
	struct alloc_counters c;
	unsigned int order;
	char line[MAX_ORDER * 8];
	int len = 0;

	alloc_counters_read(&c);
	for (order = 0; order < MAX_ORDER; order++)
		len += scnprintf(line + len, sizeof(line) - len, " %lu",
				 nr_free_blocks(order));
	printk(KERN_INFO
	       "Mem-Info: %lu pages: %lu free, %lu used, %lu slab\n",
	       c.pages_total, c.pages_free, c.pages_used, c.slab_pages);
	printk(KERN_INFO "Free blocks by order:%s\n", line);
	printk(KERN_INFO "kmalloc: %lu objects, %lu bytes; cache objects: %lu\n",
	       c.kmalloc_objects, c.kmalloc_bytes, c.cache_objects);
	slab_show();
	printk(KERN_INFO
	       "Injected failures: %lu (failslab %lu, fail_page_alloc %lu, fail_kthread %lu)\n",
	       c.injected_failures, c.injected_slab, c.injected_page_alloc,
	       c.injected_kthread);
}
