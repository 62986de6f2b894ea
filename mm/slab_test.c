// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of kmalloc() and the object caches.  As for the page allocator,
 * each case must leave the allocator counters as it found them.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sched.h>
#include <linux/fault-inject.h>

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

static bool all_bytes_are(const void *p, int c, size_t n)
{
	const u8 *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		if (b[i] != (u8)c)
			return false;
	return true;
}

/* kmalloc(@size) lands in class @idx and is counted there. */
static void check_one_size(struct ktest *test, size_t size, int idx)
{
	size_t csize = kmalloc_class_size(idx);
	struct alloc_counters a, b;
	void *p;

	alloc_counters_read(&a);
	p = kmalloc(size, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, p);
	alloc_counters_read(&b);
	KTEST_EXPECT_EQ(test, ksize(p), csize);
	KTEST_EXPECT_EQ(test, (unsigned long)p % 8, 0);
	if (!(csize & (csize - 1)))
		KTEST_EXPECT_EQ(test, (unsigned long)p % csize, 0);
	KTEST_EXPECT_EQ(test, b.kmalloc_class[idx].objects,
			a.kmalloc_class[idx].objects + 1);
	KTEST_EXPECT_EQ(test, b.kmalloc_class[idx].bytes,
			a.kmalloc_class[idx].bytes + csize);
	KTEST_EXPECT_EQ(test, b.kmalloc_objects, a.kmalloc_objects + 1);
	KTEST_EXPECT_EQ(test, b.kmalloc_bytes, a.kmalloc_bytes + csize);
	memset(p, 0x3c, ksize(p));
	kfree(p);
	alloc_counters_read(&b);
	KTEST_EXPECT_TRUE(test, alloc_counters_equal(&a, &b));
}

static void every_size_class(struct ktest *test)
{
	size_t prev = 0;
	int i;

	for (i = 0; i < KMALLOC_NR_CACHES; i++) {
		size_t size = kmalloc_class_size(i);

		KTEST_ASSERT_GT(test, size, prev);
		KTEST_EXPECT_EQ(test, kmalloc_class_index(size), i);
		KTEST_EXPECT_EQ(test, kmalloc_class_index(prev + 1), i);
		check_one_size(test, prev + 1, i);
		check_one_size(test, size, i);
		prev = size;
	}
	KTEST_EXPECT_EQ(test, prev, KMALLOC_MAX_CACHE_SIZE);
	KTEST_EXPECT_EQ(test, kmalloc_class_index(0), -1);
	KTEST_EXPECT_EQ(test, kmalloc_class_index(prev + 1), KMALLOC_LARGE);
	KTEST_EXPECT_EQ(test, kmalloc_class_index(KMALLOC_MAX_SIZE),
			KMALLOC_LARGE);
	KTEST_EXPECT_EQ(test, kmalloc_class_index(KMALLOC_MAX_SIZE + 1), -1);
}

static void large_sizes_use_pages(struct ktest *test)
{
	static const size_t sizes[] = {
		KMALLOC_MAX_CACHE_SIZE + 1, PAGE_SIZE, 3 * PAGE_SIZE,
		100000, KMALLOC_MAX_SIZE,
	};
	struct alloc_counters a, b;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		size_t got;
		char *p;

		alloc_counters_read(&a);
		p = kmalloc(sizes[i], GFP_KERNEL);
		KTEST_ASSERT_NOT_NULL(test, p);
		got = ksize(p);
		alloc_counters_read(&b);
		KTEST_EXPECT_EQ(test, (unsigned long)p % PAGE_SIZE, 0);
		KTEST_EXPECT_GE(test, got, sizes[i]);
		KTEST_EXPECT_LT(test, got, 2 * sizes[i] + PAGE_SIZE);
		KTEST_EXPECT_EQ(test, b.pages_used,
				a.pages_used + got / PAGE_SIZE);
		KTEST_EXPECT_EQ(test, b.kmalloc_class[KMALLOC_LARGE].objects,
				a.kmalloc_class[KMALLOC_LARGE].objects + 1);
		KTEST_EXPECT_EQ(test, b.kmalloc_bytes, a.kmalloc_bytes + got);
		p[0] = 1;
		p[sizes[i] - 1] = 2;
		kfree(p);
		alloc_counters_read(&b);
		KTEST_EXPECT_TRUE(test, alloc_counters_equal(&a, &b));
	}
}

static void zero_and_huge_sizes_are_null(struct ktest *test)
{
	KTEST_EXPECT_NULL(test, kmalloc(0, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kzalloc(0, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kmalloc(KMALLOC_MAX_SIZE + 1,
					GFP_KERNEL | __GFP_NOWARN));
	/* Without __GFP_NOWARN: a warning, and still NULL. */
	KTEST_EXPECT_NULL(test, kmalloc(~(size_t)0, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kcalloc(~(size_t)0 / 2, 4, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kcalloc(0, 4, GFP_KERNEL));
	KTEST_EXPECT_EQ(test, ksize(NULL), 0);
	kfree(NULL);
}

static void kzalloc_zeroes(struct ktest *test)
{
	size_t sizes[] = { 8, 100, 700, 2048, 5000 };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		char *p = kmalloc(sizes[i], GFP_KERNEL);

		KTEST_ASSERT_NOT_NULL(test, p);
		memset(p, 0xff, sizes[i]);
		kfree(p);
		p = kzalloc(sizes[i], GFP_KERNEL);
		KTEST_ASSERT_NOT_NULL(test, p);
		KTEST_EXPECT_TRUE(test, all_bytes_are(p, 0, ksize(p)));
		kfree(p);
		p = kcalloc(sizes[i], 1, GFP_KERNEL);
		KTEST_ASSERT_NOT_NULL(test, p);
		KTEST_EXPECT_TRUE(test, all_bytes_are(p, 0, sizes[i]));
		kfree(p);
	}
}

static void freed_objects_are_poisoned(struct ktest *test)
{
	char *a, *keep;

	if (!slab_debug)
		ktest_skip(test, "boot without slab_debug");
	a = kmalloc(64, GFP_KERNEL);
	keep = kmalloc(64, GFP_KERNEL);		/* keeps the slab alive */
	KTEST_ASSERT_NOT_NULL(test, a);
	KTEST_ASSERT_NOT_NULL(test, keep);
	memset(a, 0, 64);
	kfree(a);
	KTEST_EXPECT_TRUE(test, all_bytes_are(a, POISON_FREE, 64));
	KTEST_EXPECT_EQ(test, ksize(a), 0);	/* no longer live */
	kfree(keep);
}

#define NR_OBJS	600

static void many_objects_stay_apart(struct ktest *test)
{
	unsigned long **objs = kcalloc(NR_OBJS, sizeof(*objs), GFP_KERNEL);
	int i;

	KTEST_ASSERT_NOT_NULL(test, objs);
	for (i = 0; i < NR_OBJS; i++) {
		objs[i] = kmalloc(24 + i % 40, GFP_KERNEL);
		if (!objs[i])
			break;
		objs[i][0] = i;
		objs[i][4] = ~(unsigned long)i;
	}
	KTEST_EXPECT_EQ(test, i, NR_OBJS);
	for (i = 0; i < NR_OBJS && objs[i]; i++) {
		KTEST_EXPECT_EQ(test, objs[i][0], i);
		KTEST_EXPECT_EQ(test, objs[i][4], ~(unsigned long)i);
	}
	/* Every third, then the rest backwards. */
	for (i = 0; i < NR_OBJS; i += 3) {
		kfree(objs[i]);
		objs[i] = NULL;
	}
	for (i = NR_OBJS - 1; i >= 0; i--)
		kfree(objs[i]);
	kfree(objs);
}

static void string_helpers(struct ktest *test)
{
	static const char bytes[5] = { 1, 2, 3, 4, 5 };
	const char *s = "kthread";
	char *d, *n;
	u8 *m;

	d = kstrdup(s, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, d);
	KTEST_EXPECT_PTR_NE(test, d, s);
	KTEST_EXPECT_STREQ(test, d, s);
	KTEST_EXPECT_GE(test, ksize(d), strlen(s) + 1);
	kfree(d);
	KTEST_EXPECT_NULL(test, kstrdup(NULL, GFP_KERNEL));
	n = kstrndup(s, 3, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, n);
	KTEST_EXPECT_STREQ(test, n, "kth");
	kfree(n);
	m = kmemdup(bytes, sizeof(bytes), GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, m);
	KTEST_EXPECT_EQ(test, memcmp(m, bytes, sizeof(bytes)), 0);
	kfree(m);
}

static void ksize_covers_request(struct ktest *test)
{
	size_t size;

	for (size = 1; size <= 3 * PAGE_SIZE; size += 37) {
		void *p = kmalloc(size, GFP_KERNEL);

		KTEST_ASSERT_NOT_NULL(test, p);
		KTEST_EXPECT_GE(test, ksize(p), size);
		kfree(p);
	}
}

#define OBJ_MAGIC	0xc0ffee42UL

struct test_obj {
	unsigned long magic;
	char payload[36];
};

static void test_obj_ctor(void *p, struct kmem_cache *c, unsigned long f)
{
	struct test_obj *obj = p;

	if (f & SLAB_CTOR_CONSTRUCTOR)
		obj->magic = OBJ_MAGIC;
}

#define NR_CACHE_OBJS	100

static void cache_with_constructor(struct ktest *test)
{
	static struct test_obj *objs[NR_CACHE_OBJS];
	struct alloc_counters a, b;
	struct kmem_cache *c;
	int i, allocated = 0;

	c = kmem_cache_create("ktest_obj", sizeof(struct test_obj), 0,
			      SLAB_HWCACHE_ALIGN, test_obj_ctor, NULL);
	KTEST_ASSERT_NOT_NULL(test, c);
	KTEST_EXPECT_STREQ(test, kmem_cache_name(c), "ktest_obj");
	KTEST_EXPECT_EQ(test, kmem_cache_size(c), L1_CACHE_BYTES);
	alloc_counters_read(&a);
	for (i = 0; i < NR_CACHE_OBJS; i++) {
		objs[i] = kmem_cache_alloc(c, GFP_KERNEL);
		if (!objs[i])
			break;
		allocated++;
		KTEST_EXPECT_EQ(test, objs[i]->magic, OBJ_MAGIC);
		KTEST_EXPECT_EQ(test,
				(unsigned long)objs[i] % L1_CACHE_BYTES, 0);
	}
	KTEST_EXPECT_EQ(test, allocated, NR_CACHE_OBJS);
	alloc_counters_read(&b);
	KTEST_EXPECT_EQ(test, b.cache_objects, a.cache_objects + allocated);
	/* A cache with live objects is not destroyed. */
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 1);
	for (i = 0; i < allocated; i++)
		kmem_cache_free(c, objs[i]);
	alloc_counters_read(&b);
	KTEST_EXPECT_EQ(test, b.cache_objects, a.cache_objects);
	KTEST_EXPECT_EQ(test, kmem_cache_shrink(c), 0);
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 0);
}

static atomic_t test_obj_dtors = ATOMIC_INIT(0);

static void test_obj_dtor(void *p, struct kmem_cache *c, unsigned long f)
{
	atomic_inc(&test_obj_dtors);
}

/*
 * With slab_debug a cache with a constructor is poisoned too, as in
 * Linux's SLAB: destructed and poisoned as it is freed, constructed
 * again as it is handed out, so a write after free still shows.
 */
static void constructed_objects_are_poisoned_too(struct ktest *test)
{
	struct test_obj *a, *keep;
	struct kmem_cache *c;
	int dtors;

	if (!slab_debug)
		ktest_skip(test, "boot without slab_debug");
	c = kmem_cache_create("ktest_ctor_poison", sizeof(struct test_obj), 0,
			      0, test_obj_ctor, test_obj_dtor);
	KTEST_ASSERT_NOT_NULL(test, c);
	a = kmem_cache_alloc(c, GFP_KERNEL);
	keep = kmem_cache_alloc(c, GFP_KERNEL);	/* keeps the slab alive */
	KTEST_ASSERT_NOT_NULL(test, a);
	KTEST_ASSERT_NOT_NULL(test, keep);
	KTEST_EXPECT_EQ(test, a->magic, OBJ_MAGIC);
	dtors = atomic_read(&test_obj_dtors);
	kmem_cache_free(c, a);
	KTEST_EXPECT_EQ(test, atomic_read(&test_obj_dtors), dtors + 1);
	KTEST_EXPECT_TRUE(test, all_bytes_are(a, POISON_FREE, sizeof(*a)));
	KTEST_EXPECT_PTR_EQ(test, kmem_cache_alloc(c, GFP_KERNEL), a);
	KTEST_EXPECT_EQ(test, a->magic, OBJ_MAGIC);
	kmem_cache_free(c, a);
	kmem_cache_free(c, keep);
	/* Each was destructed as it was freed, and not again. */
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 0);
	KTEST_EXPECT_EQ(test, atomic_read(&test_obj_dtors), dtors + 3);
}

static void cache_without_constructor(struct ktest *test)
{
	struct kmem_cache *c;
	u8 *p;

	KTEST_EXPECT_NULL(test, kmem_cache_create("bad", 0, 0, 0,
						  NULL, NULL));
	KTEST_EXPECT_NULL(test, kmem_cache_create("bad", 16, 3, 0,
						  NULL, NULL));
	c = kmem_cache_create("ktest_plain", 300, 32, 0, NULL, NULL);
	KTEST_ASSERT_NOT_NULL(test, c);
	p = kmem_cache_alloc(c, GFP_KERNEL | __GFP_ZERO);
	KTEST_ASSERT_NOT_NULL(test, p);
	KTEST_EXPECT_EQ(test, (unsigned long)p % 32, 0);
	KTEST_EXPECT_TRUE(test, all_bytes_are(p, 0, 300));
	KTEST_EXPECT_EQ(test, ksize(p), kmem_cache_size(c));
	kmem_cache_free(c, p);
	KTEST_EXPECT_TRUE(test, all_bytes_are(p, POISON_FREE, 300) ==
				slab_debug);
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 0);
}

/*
 * Whether a slab is poisoned is fixed when it is made: a slab made with
 * slab_debug off keeps what a freed object held, and stays so after
 * slab_debug is back on, so nothing unpoisoned is ever checked.
 */
static void slab_made_without_debug_is_not_poisoned(struct ktest *test)
{
	bool was = slab_debug;
	struct kmem_cache *c;
	u8 *p, *q;

	c = kmem_cache_create("ktest_nodebug", 128, 0, 0, NULL, NULL);
	KTEST_ASSERT_NOT_NULL(test, c);
	WRITE_ONCE(slab_debug, false);
	p = kmem_cache_alloc(c, GFP_KERNEL);
	WRITE_ONCE(slab_debug, was);
	KTEST_ASSERT_NOT_NULL(test, p);
	q = kmem_cache_alloc(c, GFP_KERNEL);	/* keeps the slab alive */
	KTEST_ASSERT_NOT_NULL(test, q);
	memset(p, 0x5a, 128);
	kmem_cache_free(c, p);
	KTEST_EXPECT_TRUE(test, all_bytes_are(p, 0x5a, 128));
	/* Handed out again with no report of a write after free. */
	KTEST_EXPECT_PTR_EQ(test, kmem_cache_alloc(c, GFP_KERNEL), p);
	kmem_cache_free(c, p);
	kmem_cache_free(c, q);
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 0);
}

static void injected_nth_failure(struct ktest *test)
{
	unsigned long count = fault_injected(&failslab);
	void *a, *b, *c;

	fail_nth_set(3);
	a = kmalloc(40, GFP_KERNEL);
	b = kmalloc(4000, GFP_KERNEL);
	c = kmalloc(40, GFP_KERNEL);
	KTEST_EXPECT_NOT_NULL(test, a);
	KTEST_EXPECT_NOT_NULL(test, b);
	KTEST_EXPECT_NULL(test, c);
	KTEST_EXPECT_EQ(test, fail_nth_get(), 0);
	KTEST_EXPECT_EQ(test, fault_injected(&failslab), count + 1);
	kfree(a);
	kfree(b);

	/* Page and kmalloc allocations share the count. */
	fail_nth_set(2);
	a = (void *)__get_free_page(GFP_KERNEL);
	b = kstrdup("x", GFP_KERNEL);
	KTEST_EXPECT_NOT_NULL(test, a);
	KTEST_EXPECT_NULL(test, b);
	free_page((unsigned long)a);
}

static void injected_task_failure(struct ktest *test)
{
	struct kmem_cache *c = kmem_cache_create("ktest_fail", 50, 0, 0,
						 NULL, NULL);
	void *p;

	KTEST_ASSERT_NOT_NULL(test, c);
	ktest_fail_allocations(true);
	KTEST_EXPECT_NULL(test, kmalloc(8, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kzalloc(50000, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kmem_cache_alloc(c, GFP_KERNEL));
	KTEST_EXPECT_NULL(test, kstrdup("abc", GFP_ATOMIC));
	ktest_fail_allocations(false);
	p = kmem_cache_alloc(c, GFP_KERNEL);
	KTEST_EXPECT_NOT_NULL(test, p);
	kmem_cache_free(c, p);
	KTEST_EXPECT_EQ(test, kmem_cache_destroy(c), 0);
}

static struct ktest_case slab_cases[] = {
	KTEST_CASE(every_size_class),
	KTEST_CASE(large_sizes_use_pages),
	KTEST_CASE(zero_and_huge_sizes_are_null),
	KTEST_CASE(kzalloc_zeroes),
	KTEST_CASE(freed_objects_are_poisoned),
	KTEST_CASE(many_objects_stay_apart),
	KTEST_CASE(string_helpers),
	KTEST_CASE(ksize_covers_request),
	KTEST_CASE(cache_with_constructor),
	KTEST_CASE(constructed_objects_are_poisoned_too),
	KTEST_CASE(cache_without_constructor),
	KTEST_CASE(slab_made_without_debug_is_not_poisoned),
	KTEST_CASE(injected_nth_failure),
	KTEST_CASE(injected_task_failure),
	{}
};

static struct ktest_suite slab_suite = {
	.name = "slab",
	.init = counters_init,
	.exit = counters_exit,
	.cases = slab_cases,
};
ktest_register(slab_suite);
