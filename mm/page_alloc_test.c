// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of the buddy allocator.  Every case runs between two snapshots
 * of the allocator counters, and fails if they differ: a leak in the
 * allocator or in the test shows up as a failure of the case that made
 * it.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/mm.h>
#include <linux/gfp.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sched.h>
#include <linux/fault-inject.h>
#include <asm/system.h>

/* Every case must give back all it took. */
static struct ktest_leak_check leak;

static int counters_init(struct ktest *test)
{
	fault_inject_reset();
	ktest_leak_start(&leak);
	return 0;
}

static void counters_exit(struct ktest *test)
{
	fault_inject_reset();
	ktest_expect_no_leak(test, &leak);
}

struct free_lists {
	unsigned long pages;
	unsigned long blocks[MAX_ORDER];
};

static void read_free_lists(struct free_lists *fl)
{
	unsigned int order;

	fl->pages = nr_free_pages();
	for (order = 0; order < MAX_ORDER; order++)
		fl->blocks[order] = nr_free_blocks(order);
}

/* Same free pages, and the same blocks of every order: all merged back. */
static void expect_free_lists(struct ktest *test, const struct free_lists *a)
{
	struct free_lists b;
	unsigned int order;

	read_free_lists(&b);
	KTEST_EXPECT_EQ(test, b.pages, a->pages);
	for (order = 0; order < MAX_ORDER; order++)
		KTEST_EXPECT_EQ(test, b.blocks[order], a->blocks[order]);
}

static void each_order_is_aligned(struct ktest *test)
{
	unsigned long free = nr_free_pages();
	unsigned int order;

	for (order = 0; order < MAX_ORDER; order++) {
		struct page *page = alloc_pages(GFP_KERNEL, order);
		unsigned long size = PAGE_SIZE << order;
		char *addr;

		KTEST_ASSERT_NOT_NULL(test, page);
		addr = page_address(page);
		KTEST_EXPECT_EQ(test, page_to_pfn(page) % (1UL << order), 0);
		KTEST_EXPECT_EQ(test, (unsigned long)addr % size, 0);
		KTEST_EXPECT_PTR_EQ(test, virt_to_page(addr), page);
		KTEST_EXPECT_PTR_EQ(test, virt_to_page(addr + size - 1),
				    page + (1UL << order) - 1);
		KTEST_EXPECT_EQ(test, nr_free_pages(), free - (1UL << order));
		addr[0] = 1;
		addr[size - 1] = 2;
		__free_pages(page, order);
		KTEST_EXPECT_EQ(test, nr_free_pages(), free);
	}
}

/* Pages chained through their first word, so no array is needed. */
static unsigned long alloc_chain(gfp_t gfp, unsigned int order,
				 unsigned long max, unsigned long *head)
{
	unsigned long n = 0, addr;

	*head = 0;
	while (n < max && (addr = __get_free_pages(gfp, order))) {
		*(unsigned long *)addr = *head;
		*head = addr;
		n++;
	}
	return n;
}

static void free_chain(unsigned long head, unsigned int order)
{
	while (head) {
		unsigned long next = *(unsigned long *)head;

		free_pages(head, order);
		head = next;
	}
}

static void freeing_merges_buddies(struct ktest *test)
{
	struct free_lists fl;
	unsigned long head;

	read_free_lists(&fl);
	KTEST_ASSERT_EQ(test, alloc_chain(GFP_KERNEL, 0, 700, &head), 700);
	KTEST_EXPECT_EQ(test, nr_free_pages(), fl.pages - 700);
	free_chain(head, 0);	/* last allocated, first freed */
	expect_free_lists(test, &fl);
}

#define NR_MIXED	64

static void interleaved_orders_merge_back(struct ktest *test)
{
	static struct page *pages[NR_MIXED];
	struct free_lists fl;
	unsigned long used = 0;
	int i;

	read_free_lists(&fl);
	for (i = 0; i < NR_MIXED; i++) {
		unsigned int order = (i * 7) % 6;

		pages[i] = alloc_pages(GFP_KERNEL, order);
		KTEST_ASSERT_NOT_NULL(test, pages[i]);
		used += 1UL << order;
	}
	KTEST_EXPECT_EQ(test, nr_free_pages(), fl.pages - used);
	/* Odd ones in allocation order, then even ones backwards. */
	for (i = 1; i < NR_MIXED; i += 2)
		__free_pages(pages[i], (i * 7) % 6);
	for (i = NR_MIXED - 2; i >= 0; i -= 2)
		__free_pages(pages[i], (i * 7) % 6);
	expect_free_lists(test, &fl);
}

static void blocks_do_not_overlap(struct ktest *test)
{
	static unsigned long addrs[NR_MIXED];
	int i, j;

	for (i = 0; i < NR_MIXED; i++) {
		addrs[i] = __get_free_pages(GFP_KERNEL, i % 3);
		KTEST_ASSERT_NE(test, addrs[i], 0);
		memset((void *)addrs[i], i, PAGE_SIZE << (i % 3));
	}
	for (i = 0; i < NR_MIXED; i++)
		for (j = 0; j < (int)(PAGE_SIZE << (i % 3)); j += 512)
			KTEST_EXPECT_EQ(test, ((u8 *)addrs[i])[j], i);
	for (i = 0; i < NR_MIXED; i++)
		free_pages(addrs[i], i % 3);
}

static bool all_bytes_are(const void *p, int c, size_t n)
{
	const u8 *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		if (b[i] != (u8)c)
			return false;
	return true;
}

static void gfp_zero_zeroes(struct ktest *test)
{
	unsigned long addr;
	int round;

	/* Dirty blocks first, so that a zero block is not luck. */
	for (round = 0; round < 3; round++) {
		addr = __get_free_pages(GFP_KERNEL, 2);
		KTEST_ASSERT_NE(test, addr, 0);
		memset((void *)addr, 0xa5, 4 * PAGE_SIZE);
		free_pages(addr, 2);
		addr = __get_free_pages(GFP_KERNEL | __GFP_ZERO, 2);
		KTEST_ASSERT_NE(test, addr, 0);
		KTEST_EXPECT_TRUE(test, all_bytes_are((void *)addr, 0,
						      4 * PAGE_SIZE));
		memset((void *)addr, 0x5a, 4 * PAGE_SIZE);
		free_pages(addr, 2);
	}
	addr = get_zeroed_page(GFP_KERNEL);
	KTEST_ASSERT_NE(test, addr, 0);
	KTEST_EXPECT_TRUE(test, all_bytes_are((void *)addr, 0, PAGE_SIZE));
	free_page(addr);
}

static void too_large_order_is_null(struct ktest *test)
{
	unsigned long free = nr_free_pages();

	KTEST_EXPECT_NULL(test, alloc_pages(GFP_KERNEL | __GFP_NOWARN,
					    MAX_ORDER));
	/* Without __GFP_NOWARN: a warning on the console, still no crash. */
	KTEST_EXPECT_NULL(test, alloc_pages(GFP_KERNEL, MAX_ORDER + 20));
	KTEST_EXPECT_EQ(test, __get_free_pages(GFP_ATOMIC | __GFP_NOWARN, 31),
			0);
	KTEST_EXPECT_EQ(test, nr_free_pages(), free);
	free_pages(0, 3);	/* freeing nothing is allowed */
}

/* Take all memory, see allocation fail cleanly, give it all back. */
static void exhaustion_fails_cleanly(struct ktest *test)
{
	gfp_t gfp = GFP_KERNEL | __GFP_NOWARN;
	unsigned long big, small, atomic_page;
	struct free_lists fl;

	read_free_lists(&fl);
	alloc_chain(gfp, MAX_ORDER - 1, ~0UL, &big);
	alloc_chain(gfp, 0, ~0UL, &small);
	KTEST_EXPECT_EQ(test, __get_free_page(gfp), 0);
	KTEST_EXPECT_NULL(test, kmalloc(PAGE_SIZE * 2, gfp));
	/* What is left is kept for GFP_ATOMIC (interrupt handlers). */
	KTEST_EXPECT_GT(test, nr_free_pages(), 0);
	atomic_page = __get_free_page(GFP_ATOMIC | __GFP_NOWARN);
	KTEST_EXPECT_NE(test, atomic_page, 0);
	free_page(atomic_page);
	free_chain(small, 0);
	free_chain(big, MAX_ORDER - 1);
	expect_free_lists(test, &fl);
}

static void counters_follow_pages(struct ktest *test)
{
	struct alloc_counters a, b;
	struct page *page;

	alloc_counters_read(&a);
	page = alloc_pages(GFP_KERNEL, 3);
	KTEST_ASSERT_NOT_NULL(test, page);
	alloc_counters_read(&b);
	KTEST_EXPECT_EQ(test, b.pages_used, a.pages_used + 8);
	KTEST_EXPECT_EQ(test, b.pages_free, a.pages_free - 8);
	KTEST_EXPECT_FALSE(test, alloc_counters_equal(&a, &b));
	__free_pages(page, 3);
	alloc_counters_read(&b);
	KTEST_EXPECT_TRUE(test, alloc_counters_equal(&a, &b));
	KTEST_EXPECT_EQ(test, b.pages_total, a.pages_total);
}

static void injected_nth_failure(struct ktest *test)
{
	unsigned long count = fault_injected(&fail_page_alloc);
	struct page *a, *b, *c;

	fail_nth_set(2);
	a = alloc_pages(GFP_KERNEL, 1);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 1);
	b = alloc_pages(GFP_KERNEL, 1);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 0);
	c = alloc_pages(GFP_KERNEL, 1);
	KTEST_EXPECT_NOT_NULL(test, a);
	KTEST_EXPECT_NULL(test, b);
	KTEST_EXPECT_NOT_NULL(test, c);
	KTEST_EXPECT_EQ(test, fault_injected(&fail_page_alloc), count + 1);
	if (a)
		__free_pages(a, 1);
	if (c)
		__free_pages(c, 1);

	/* The count runs over page and kmalloc allocations alike. */
	fail_nth_set(1);
	KTEST_EXPECT_EQ(test, __get_free_page(GFP_KERNEL), 0);
	fail_nth_set(0);
	a = alloc_page(GFP_KERNEL);
	KTEST_EXPECT_NOT_NULL(test, a);
	if (a)
		__free_page(a);
}

static void injected_task_failure(struct ktest *test)
{
	struct page *page;

	ktest_fail_allocations(true);
	KTEST_EXPECT_NULL(test, alloc_pages(GFP_KERNEL, 0));
	KTEST_EXPECT_EQ(test, get_zeroed_page(GFP_ATOMIC), 0);
	KTEST_EXPECT_NULL(test, kmalloc(16, GFP_KERNEL));
	ktest_fail_allocations(false);
	page = alloc_pages(GFP_KERNEL, 0);
	KTEST_EXPECT_NOT_NULL(test, page);
	if (page)
		__free_page(page);
}

static void atomic_with_interrupts_off(struct ktest *test)
{
	unsigned long flags;
	struct page *page;
	void *obj;

	local_irq_save(flags);
	page = alloc_pages(GFP_ATOMIC, 2);
	obj = kmalloc(100, GFP_ATOMIC);
	if (page)
		__free_pages(page, 2);
	kfree(obj);
	local_irq_restore(flags);
	KTEST_EXPECT_NOT_NULL(test, page);
	KTEST_EXPECT_NOT_NULL(test, obj);
}

static struct ktest_case page_alloc_cases[] = {
	KTEST_CASE(each_order_is_aligned),
	KTEST_CASE(freeing_merges_buddies),
	KTEST_CASE(interleaved_orders_merge_back),
	KTEST_CASE(blocks_do_not_overlap),
	KTEST_CASE(gfp_zero_zeroes),
	KTEST_CASE(too_large_order_is_null),
	KTEST_CASE(exhaustion_fails_cleanly),
	KTEST_CASE(counters_follow_pages),
	KTEST_CASE(injected_nth_failure),
	KTEST_CASE(injected_task_failure),
	KTEST_CASE(atomic_with_interrupts_off),
	{}
};

static struct ktest_suite page_alloc_suite = {
	.name = "page_alloc",
	.init = counters_init,
	.exit = counters_exit,
	.cases = page_alloc_cases,
};
ktest_register(page_alloc_suite);
