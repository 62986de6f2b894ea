// SPDX-License-Identifier: GPL-2.0
/*
 * Misuse of the allocators, on purpose.  Each case must end in an oops
 * whose "BUG:" line names the misuse; the oops is fatal, so run one case
 * per boot:
 *
 *	ktest=1 ktest.filter=selftest_double_free.kfree_twice
 *
 * The suite's name starts with "selftest_", so it never runs unless a
 * filter names it.  Reaching the end of a case is the failure: the
 * misuse went unnoticed.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <linux/slab.h>

static void not_caught(struct ktest *test)
{
	ktest_fail_at(test, __FILE__, __LINE__,
		      "the misuse was not caught");
}

/* BUG: double free of page ADDR (order 1) */
static void page_double_free(struct ktest *test)
{
	struct page *page = alloc_pages(GFP_KERNEL, 1);

	KTEST_ASSERT_NOT_NULL(test, page);
	__free_pages(page, 1);
	__free_pages(page, 1);
	not_caught(test);
}

/*
 * BUG: bad page free of page ADDR (order 1): it was allocated with
 * order 2
 */
static void page_wrong_order(struct ktest *test)
{
	unsigned long addr = __get_free_pages(GFP_KERNEL, 2);

	KTEST_ASSERT_NE(test, addr, 0);
	free_pages(addr, 1);
	not_caught(test);
}

/* BUG: bad page free ...: not the first page of an allocated block */
static void page_not_first(struct ktest *test)
{
	struct page *page = alloc_pages(GFP_KERNEL, 2);

	KTEST_ASSERT_NOT_NULL(test, page);
	__free_pages(page + 1, 0);
	not_caught(test);
}

/* BUG: bad page free ...: it belongs to the slab allocator */
static void page_of_slab(struct ktest *test)
{
	void *obj = kmalloc(64, GFP_KERNEL);

	KTEST_ASSERT_NOT_NULL(test, obj);
	__free_pages(virt_to_page(obj), 0);
	not_caught(test);
}

/* BUG: double free of ADDR in kmalloc-64 */
static void kfree_twice(struct ktest *test)
{
	void *obj = kmalloc(64, GFP_KERNEL);
	void *keep = kmalloc(64, GFP_KERNEL);

	KTEST_ASSERT_NOT_NULL(test, obj);
	KTEST_ASSERT_NOT_NULL(test, keep);
	kfree(obj);
	kfree(obj);
	not_caught(test);
}

/* BUG: kfree of bad pointer ADDR: inside object N of kmalloc-64 */
static void kfree_inside_object(struct ktest *test)
{
	char *obj = kmalloc(64, GFP_KERNEL);

	KTEST_ASSERT_NOT_NULL(test, obj);
	kfree(obj + 8);
	not_caught(test);
}

/* BUG: kfree of bad pointer ADDR: not from kmalloc */
static void kfree_page(struct ktest *test)
{
	unsigned long addr = __get_free_page(GFP_KERNEL);

	KTEST_ASSERT_NE(test, addr, 0);
	kfree((void *)addr);
	not_caught(test);
}

/* BUG: kfree of bad pointer ADDR: not from kmalloc (a stack address) */
static void kfree_stack(struct ktest *test)
{
	int local = 0;

	kfree(&local);
	not_caught(test);
}

/* BUG: double free of ADDR: its page is free already */
static void kfree_large_twice(struct ktest *test)
{
	void *obj = kmalloc(3 * PAGE_SIZE, GFP_KERNEL);

	KTEST_ASSERT_NOT_NULL(test, obj);
	kfree(obj);
	kfree(obj);
	not_caught(test);
}

/* BUG: kmem_cache_free of ADDR to selftest_b: it belongs to selftest_a */
static void cache_free_to_wrong_cache(struct ktest *test)
{
	struct kmem_cache *a = kmem_cache_create("selftest_a", 32, 0, 0,
						 NULL, NULL);
	struct kmem_cache *b = kmem_cache_create("selftest_b", 32, 0, 0,
						 NULL, NULL);
	void *obj;

	KTEST_ASSERT_NOT_NULL(test, a);
	KTEST_ASSERT_NOT_NULL(test, b);
	obj = kmem_cache_alloc(a, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, obj);
	kmem_cache_free(b, obj);
	not_caught(test);
}

/*
 * BUG: kfree of ADDR, an object of cache selftest_c: use
 * kmem_cache_free()
 */
static void kfree_cache_object(struct ktest *test)
{
	struct kmem_cache *c = kmem_cache_create("selftest_c", 32, 0, 0,
						 NULL, NULL);
	void *obj;

	KTEST_ASSERT_NOT_NULL(test, c);
	obj = kmem_cache_alloc(c, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, obj);
	kfree(obj);
	not_caught(test);
}

static struct ktest_case double_free_cases[] = {
	KTEST_CASE(page_double_free),
	KTEST_CASE(page_wrong_order),
	KTEST_CASE(page_not_first),
	KTEST_CASE(page_of_slab),
	KTEST_CASE(kfree_twice),
	KTEST_CASE(kfree_inside_object),
	KTEST_CASE(kfree_page),
	KTEST_CASE(kfree_stack),
	KTEST_CASE(kfree_large_twice),
	KTEST_CASE(cache_free_to_wrong_cache),
	KTEST_CASE(kfree_cache_object),
	{}
};

static struct ktest_suite double_free_suite = {
	.name = "selftest_double_free",
	.cases = double_free_cases,
};
ktest_register(double_free_suite);
