// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests of the kernel's headers and of the lib/ functions best
 * checked from their side: lists, bit operations, bitmaps, cpumasks,
 * error pointers, do_div() and the string-to-number functions.  Built
 * like kernel code (no libc); results go through host_check().
 */

#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/ctype.h>
#include <linux/string.h>
#include <linux/list.h>
#include <linux/bitops.h>
#include <linux/bitmap.h>
#include <linux/cpumask.h>
#include <asm/div64.h>

#include "host_check.h"

#define CHECK(cond) \
	host_check(!!(cond), __FILE__, __LINE__, "%s", #cond)

#define CHECK_EQ(a, b) do {						\
	long long __a = (long long)(a), __b = (long long)(b);		\
	host_check(__a == __b, __FILE__, __LINE__,			\
		   "%s == %s: got %lld, want %lld", #a, #b, __a, __b);	\
} while (0)

#define CHECK_STR(a, b) do {						\
	const char *__a = (a), *__b = (b);				\
	host_check(!strcmp(__a, __b), __FILE__, __LINE__,		\
		   "%s: got \"%s\", want \"%s\"", #a, __a, __b);	\
} while (0)

/* The cpumask.h globals kernel/cpu.c defines in the kernel. */
cpumask_t cpu_possible_map;
cpumask_t cpu_online_map;
cpumask_t cpu_present_map;

static u64 rng_state = 0x9e3779b97f4a7c15ULL;

/* xorshift64: repeatable pseudo-random test data. */
static u64 rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

unsigned int ctype_probe(int c, int *lower, int *upper)
{
	int (*const classes[])(int) = {
		isalnum, isalpha, iscntrl, isdigit, isgraph, islower,
		isprint, ispunct, isspace, isupper, isxdigit,
	};
	unsigned int bits = 0;
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(classes); k++)
		if (classes[k](c))
			bits |= 1U << k;
	*lower = tolower(c);
	*upper = toupper(c);
	return bits;
}

/* ---- lists ---- */

struct item {
	int val;
	struct list_head node;
	struct hlist_node hnode;
};

/* Write the values of @head's items into @out; returns how many. */
static int list_values(struct list_head *head, int *out, int max)
{
	struct item *it;
	int n = 0;

	list_for_each_entry(it, head, node) {
		if (n < max)
			out[n] = it->val;
		n++;
	}
	return n;
}

/* Whether @head holds exactly the values @want, both ways round. */
static bool list_is(struct list_head *head, const int *want, int n)
{
	struct list_head *pos;
	struct item *it;
	int got[32];
	int k;

	if (list_values(head, got, 32) != n)
		return false;
	for (k = 0; k < n; k++)
		if (got[k] != want[k])
			return false;
	/* The back links must agree with the forward ones. */
	k = n;
	list_for_each_entry_reverse(it, head, node)
		if (--k < 0 || it->val != want[k])
			return false;
	k = n;
	list_for_each_prev(pos, head)
		if (--k < 0 || list_entry(pos, struct item, node)->val != want[k])
			return false;
	return k == 0;
}

#define LIST_IS(head, ...) do {						\
	static const int __want[] = { __VA_ARGS__ };			\
	host_check(list_is(head, __want, ARRAY_SIZE(__want)),		\
		   __FILE__, __LINE__, "%s is not {%s}",		\
		   #head, #__VA_ARGS__);				\
} while (0)

static void test_list(void)
{
	struct item it[8];
	struct list_head *pos, *n;
	struct item *cur, *next;
	LIST_HEAD(a);
	LIST_HEAD(b);
	int k, count;

	for (k = 0; k < 8; k++) {
		it[k].val = k;
		INIT_LIST_HEAD(&it[k].node);
	}

	CHECK(list_empty(&a));
	CHECK(!list_is_singular(&a));
	list_add(&it[1].node, &a);
	CHECK(list_is_singular(&a));
	CHECK(list_is_last(&it[1].node, &a));
	list_add(&it[0].node, &a);
	list_add_tail(&it[2].node, &a);
	list_add_tail(&it[3].node, &a);
	LIST_IS(&a, 0, 1, 2, 3);
	CHECK(!list_is_singular(&a));
	CHECK(list_is_first(&it[0].node, &a));
	CHECK(list_is_last(&it[3].node, &a));
	CHECK(!list_is_last(&it[2].node, &a));
	CHECK_EQ(list_first_entry(&a, struct item, node)->val, 0);
	CHECK_EQ(list_last_entry(&a, struct item, node)->val, 3);
	CHECK_EQ(list_next_entry(&it[1], node)->val, 2);
	CHECK_EQ(list_prev_entry(&it[1], node)->val, 0);
	CHECK(list_first_entry_or_null(&b, struct item, node) == NULL);
	CHECK(list_first_entry_or_null(&a, struct item, node) == &it[0]);

	list_del(&it[1].node);
	LIST_IS(&a, 0, 2, 3);
	CHECK(it[1].node.next == LIST_POISON1);
	CHECK(it[1].node.prev == LIST_POISON2);

	list_del_init(&it[2].node);
	LIST_IS(&a, 0, 3);
	CHECK(list_empty(&it[2].node));

	list_replace(&it[0].node, &it[4].node);
	LIST_IS(&a, 4, 3);
	list_replace_init(&it[4].node, &it[0].node);
	LIST_IS(&a, 0, 3);
	CHECK(list_empty(&it[4].node));

	/* Moving within a list and between lists. */
	list_move(&it[3].node, &a);
	LIST_IS(&a, 3, 0);
	list_move_tail(&it[3].node, &a);
	LIST_IS(&a, 0, 3);
	list_add(&it[5].node, &b);
	list_move(&it[0].node, &b);
	LIST_IS(&a, 3);
	LIST_IS(&b, 0, 5);
	list_move_tail(&it[3].node, &b);
	CHECK(list_empty(&a));
	LIST_IS(&b, 0, 5, 3);

	/* Splices in all four forms, including from an empty list. */
	list_splice(&a, &b);
	LIST_IS(&b, 0, 5, 3);
	list_add(&it[6].node, &a);
	list_add_tail(&it[7].node, &a);
	list_splice_init(&a, &b);
	CHECK(list_empty(&a));
	LIST_IS(&b, 6, 7, 0, 5, 3);
	list_splice_tail_init(&b, &a);
	CHECK(list_empty(&b));
	LIST_IS(&a, 6, 7, 0, 5, 3);
	list_add(&it[1].node, &b);
	list_add(&it[2].node, &b);
	list_splice_tail(&b, &a);
	LIST_IS(&a, 6, 7, 0, 5, 3, 2, 1);
	INIT_LIST_HEAD(&b);
	list_splice_tail_init(&b, &a);
	LIST_IS(&a, 6, 7, 0, 5, 3, 2, 1);

	/* Deleting while walking, with both safe forms. */
	list_for_each_entry_safe(cur, next, &a, node)
		if (cur->val % 2)
			list_del(&cur->node);
	LIST_IS(&a, 6, 0, 2);
	count = 0;
	list_for_each_safe(pos, n, &a) {
		list_del_init(pos);
		list_add_tail(pos, &b);
		count++;
	}
	CHECK_EQ(count, 3);
	CHECK(list_empty(&a));
	LIST_IS(&b, 6, 0, 2);
	count = 0;
	list_for_each(pos, &b)
		count++;
	CHECK_EQ(count, 3);

	/* Continuing a walk from the middle, after or at the cursor. */
	cur = &it[6];
	count = 0;
	list_for_each_entry_continue(cur, &b, node)
		count += cur->val + 1;
	CHECK_EQ(count, 4);
	cur = &it[0];
	count = 0;
	list_for_each_entry_from(cur, &b, node)
		count += cur->val + 1;
	CHECK_EQ(count, 4);
}

static void test_hlist(void)
{
	struct hlist_head head;
	struct hlist_node *pos, *tmp;
	struct item it[4], *cur;
	int sum, count;
	int k;

	INIT_HLIST_HEAD(&head);
	CHECK(hlist_empty(&head));
	for (k = 0; k < 4; k++) {
		it[k].val = 1 << k;
		INIT_HLIST_NODE(&it[k].hnode);
		CHECK(hlist_unhashed(&it[k].hnode));
	}
	hlist_add_head(&it[0].hnode, &head);
	hlist_add_head(&it[1].hnode, &head);
	hlist_add_behind(&it[2].hnode, &it[0].hnode);
	hlist_add_before(&it[3].hnode, &it[1].hnode);
	CHECK(!hlist_empty(&head));

	/* Expected order: 3, 1, 0, 2 i.e. values 8, 2, 1, 4. */
	k = 0;
	sum = 0;
	hlist_for_each_entry(cur, &head, hnode) {
		sum = sum * 10 + cur->val;
		k++;
	}
	CHECK_EQ(k, 4);
	CHECK_EQ(sum, 8214);
	CHECK(cur == NULL);

	hlist_del(&it[1].hnode);
	CHECK(it[1].hnode.next == LIST_POISON1);
	CHECK((void *)it[1].hnode.pprev == LIST_POISON2);
	hlist_del_init(&it[3].hnode);
	CHECK(hlist_unhashed(&it[3].hnode));
	hlist_del_init(&it[3].hnode);	/* a second time is harmless */
	sum = 0;
	hlist_for_each(pos, &head)
		sum = sum * 10 + hlist_entry(pos, struct item, hnode)->val;
	CHECK_EQ(sum, 14);

	count = 0;
	hlist_for_each_entry_safe(cur, tmp, &head, hnode) {
		hlist_del_init(&cur->hnode);
		count++;
	}
	CHECK_EQ(count, 2);
	CHECK(hlist_empty(&head));
	hlist_add_head(&it[2].hnode, &head);
	count = 0;
	hlist_for_each_safe(pos, tmp, &head) {
		hlist_del(pos);
		count++;
	}
	CHECK_EQ(count, 1);
	CHECK(hlist_empty(&head));
}

/* ---- bit operations ---- */

static unsigned int naive_weight(u64 w)
{
	unsigned int n = 0;

	for (; w; w >>= 1)
		n += w & 1;
	return n;
}

static void test_bitops(void)
{
	unsigned long map[3] = { 0, 0, 0 };
	unsigned int k;

	CHECK_EQ(BITS_PER_LONG, 8 * sizeof(long));
	CHECK_EQ(BIT(3), 8);
	CHECK_EQ(BIT_WORD(BITS_PER_LONG + 1), 1);
	CHECK_EQ(BITS_TO_LONGS(0), 0);
	CHECK_EQ(BITS_TO_LONGS(1), 1);
	CHECK_EQ(BITS_TO_LONGS(BITS_PER_LONG), 1);
	CHECK_EQ(BITS_TO_LONGS(BITS_PER_LONG + 1), 2);

	set_bit(0, map);
	set_bit(BITS_PER_LONG + 5, map);
	CHECK_EQ(map[0], 1);
	CHECK_EQ(map[1], 1UL << 5);
	CHECK(test_bit(BITS_PER_LONG + 5, map));
	CHECK(!test_bit(BITS_PER_LONG + 4, map));
	clear_bit(0, map);
	CHECK_EQ(map[0], 0);
	change_bit(2 * BITS_PER_LONG + 1, map);
	CHECK_EQ(map[2], 2);
	change_bit(2 * BITS_PER_LONG + 1, map);
	CHECK_EQ(map[2], 0);
	CHECK_EQ(test_and_set_bit(7, map), 0);
	CHECK_EQ(test_and_set_bit(7, map), 1);
	CHECK_EQ(test_and_clear_bit(7, map), 1);
	CHECK_EQ(test_and_clear_bit(7, map), 0);
	CHECK_EQ(test_and_change_bit(9, map), 0);
	CHECK_EQ(test_and_change_bit(9, map), 1);
	CHECK_EQ(map[0], 0);

	__set_bit(BITS_PER_LONG - 1, map);
	CHECK_EQ(map[0], 1UL << (BITS_PER_LONG - 1));
	__change_bit(3, map);
	CHECK(test_bit(3, map));
	__clear_bit(BITS_PER_LONG - 1, map);
	__clear_bit(3, map);
	CHECK_EQ(map[0], 0);
	CHECK_EQ(__test_and_set_bit(4, map), 0);
	CHECK_EQ(__test_and_set_bit(4, map), 1);
	CHECK_EQ(__test_and_change_bit(4, map), 1);
	CHECK_EQ(__test_and_clear_bit(4, map), 0);

	CHECK_EQ(ffs(0), 0);
	CHECK_EQ(ffs(1), 1);
	CHECK_EQ(ffs(INT_MIN), 32);
	CHECK_EQ(ffs(0x50), 5);
	CHECK_EQ(fls(0), 0);
	CHECK_EQ(fls(1), 1);
	CHECK_EQ(fls(0x80000000), 32);
	CHECK_EQ(fls64(0), 0);
	CHECK_EQ(fls64(1ULL << 40), 41);
	CHECK_EQ(fls64(~0ULL), 64);
	CHECK_EQ(__ffs(1UL << (BITS_PER_LONG - 1)), BITS_PER_LONG - 1);
	CHECK_EQ(__fls(1), 0);
	CHECK_EQ(__fls(~0UL), BITS_PER_LONG - 1);
	CHECK_EQ(ffz(0), 0);
	CHECK_EQ(ffz(0xffUL), 8);
	CHECK_EQ(ffz(~0UL >> 1), BITS_PER_LONG - 1);

	for (k = 0; k < 2000; k++) {
		u64 w = rnd() >> (k % 64);
		unsigned long l = (unsigned long)w;

		CHECK_EQ(hweight64(w), naive_weight(w));
		CHECK_EQ(hweight32((u32)w), naive_weight((u32)w));
		CHECK_EQ(hweight16((u32)w), naive_weight((u16)w));
		CHECK_EQ(hweight8((u32)w), naive_weight((u8)w));
		CHECK_EQ(hweight_long(l), naive_weight(l));
		if (l) {
			unsigned int lo = 0, hi = BITS_PER_LONG - 1;

			while (!(l >> lo & 1))
				lo++;
			while (!(l >> hi & 1))
				hi--;
			CHECK_EQ(__ffs(l), lo);
			CHECK_EQ(__fls(l), hi);
		}
	}
	CHECK_EQ(hweight64(~0ULL), 64);
	CHECK_EQ(hweight32(~0U), 32);
}

/* ---- bitmaps ---- */

#define MAXBITS	200
#define MAXWORDS BITS_TO_LONGS(MAXBITS)

/* Random contents, tail included: the tail must not matter. */
static void random_map(unsigned long *map, int density)
{
	unsigned int k;

	for (k = 0; k < MAXWORDS; k++) {
		unsigned long w = (unsigned long)rnd();

		if (density == 1)
			w &= (unsigned long)rnd() & (unsigned long)rnd();
		else if (density == 3)
			w |= (unsigned long)rnd() | (unsigned long)rnd();
		map[k] = w;
	}
}

static bool bit(const unsigned long *map, unsigned int n)
{
	return map[n / BITS_PER_LONG] >> (n % BITS_PER_LONG) & 1;
}

/* Whether @a and @b agree on bits 0..@nbits-1 and @a's tail is clear. */
static bool same_bits_clean_tail(const unsigned long *a,
				 const unsigned long *b, unsigned int nbits)
{
	unsigned int k;

	for (k = 0; k < nbits; k++)
		if (bit(a, k) != bit(b, k))
			return false;
	for (k = nbits; k < BITS_TO_LONGS(nbits) * BITS_PER_LONG; k++)
		if (bit(a, k))
			return false;
	return true;
}

static void test_find_bit(void)
{
	unsigned long map[MAXWORDS];
	unsigned int nbits, off, k;
	int round;

	for (round = 0; round < 12; round++) {
		random_map(map, round % 4);
		if (round == 4)
			memset(map, 0, sizeof(map));
		if (round == 5)
			memset(map, 0xff, sizeof(map));
		for (nbits = 0; nbits <= MAXBITS; nbits += 1 + round) {
			unsigned int want_set = nbits, want_zero = nbits;

			for (k = nbits; k-- > 0; ) {
				if (bit(map, k))
					want_set = k;
				else
					want_zero = k;
			}
			CHECK_EQ(find_first_bit(map, nbits), want_set);
			CHECK_EQ(find_first_zero_bit(map, nbits), want_zero);

			for (off = 0; off <= nbits + 3; off++) {
				unsigned int s = nbits, z = nbits;

				for (k = nbits; k-- > off; ) {
					if (bit(map, k))
						s = k;
					else
						z = k;
				}
				CHECK_EQ(find_next_bit(map, nbits, off), s);
				CHECK_EQ(find_next_zero_bit(map, nbits, off), z);
			}
		}
	}
}

static void test_bitmap_ops(void)
{
	unsigned long a[MAXWORDS], b[MAXWORDS], d[MAXWORDS], want[MAXWORDS];
	unsigned int nbits, k, shift;
	int round;

	for (round = 0; round < 40; round++) {
		nbits = round < 4 ? round * BITS_PER_LONG :
			(unsigned int)(rnd() % (MAXBITS + 1));
		random_map(a, round % 4);
		random_map(b, (round / 4) % 4);
		if (round % 5 == 0)
			memcpy(b, a, sizeof(a));

		/* The combining operators against a bit-by-bit reference. */
		{
			bool any_and = false, any_andnot = false;
			bool equal = true, inter = false, subset = true;
			unsigned int weight = 0;

			for (k = 0; k < nbits; k++) {
				any_and |= bit(a, k) && bit(b, k);
				any_andnot |= bit(a, k) && !bit(b, k);
				equal &= bit(a, k) == bit(b, k);
				inter |= bit(a, k) && bit(b, k);
				subset &= !bit(a, k) || bit(b, k);
				weight += bit(a, k);
			}
			CHECK_EQ(bitmap_and(d, a, b, nbits), any_and);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) && bit(b, k));
			CHECK_EQ(bitmap_andnot(d, a, b, nbits), any_andnot);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) && !bit(b, k));
			bitmap_or(d, a, b, nbits);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) || bit(b, k));
			bitmap_xor(d, a, b, nbits);
			for (k = 0; k < nbits; k++)
				CHECK_EQ(bit(d, k), bit(a, k) != bit(b, k));
			CHECK_EQ(bitmap_equal(a, b, nbits), equal);
			CHECK_EQ(bitmap_intersects(a, b, nbits), inter);
			CHECK_EQ(bitmap_subset(a, b, nbits), subset);
			CHECK_EQ(bitmap_weight(a, nbits), weight);
			CHECK_EQ(bitmap_empty(a, nbits), weight == 0);
			CHECK_EQ(bitmap_full(a, nbits), weight == nbits);
		}

		bitmap_complement(d, a, nbits);
		for (k = 0; k < MAXBITS; k++)
			want[k / BITS_PER_LONG] = 0;
		for (k = 0; k < nbits; k++)
			if (!bit(a, k))
				want[k / BITS_PER_LONG] |= 1UL << (k % BITS_PER_LONG);
		CHECK(same_bits_clean_tail(d, want, nbits));

		/* Every shift distance, in place and not. */
		for (shift = 0; shift <= nbits + 2; shift++) {
			memset(want, 0, sizeof(want));
			for (k = 0; k + shift < nbits; k++)
				if (bit(a, k + shift))
					want[k / BITS_PER_LONG] |=
						1UL << (k % BITS_PER_LONG);
			memset(d, 0x5a, sizeof(d));
			bitmap_shift_right(d, a, shift, nbits);
			host_check(same_bits_clean_tail(d, want, nbits),
				   __FILE__, __LINE__,
				   "bitmap_shift_right by %u of %u bits",
				   shift, nbits);

			memset(want, 0, sizeof(want));
			for (k = shift; k < nbits; k++)
				if (bit(a, k - shift))
					want[k / BITS_PER_LONG] |=
						1UL << (k % BITS_PER_LONG);
			memcpy(d, a, sizeof(d));
			bitmap_shift_left(d, d, shift, nbits);
			host_check(same_bits_clean_tail(d, want, nbits),
				   __FILE__, __LINE__,
				   "bitmap_shift_left by %u of %u bits",
				   shift, nbits);
		}

		/* Runs set and cleared. */
		if (nbits) {
			unsigned int start = rnd() % nbits;
			unsigned int len = rnd() % (nbits - start + 1);

			memcpy(d, a, sizeof(d));
			memcpy(want, a, sizeof(want));
			bitmap_set(d, start, len);
			for (k = start; k < start + len; k++)
				want[k / BITS_PER_LONG] |= 1UL << (k % BITS_PER_LONG);
			CHECK(!memcmp(d, want, sizeof(d)));
			bitmap_clear(d, start, len);
			for (k = start; k < start + len; k++)
				want[k / BITS_PER_LONG] &=
					~(1UL << (k % BITS_PER_LONG));
			CHECK(!memcmp(d, want, sizeof(d)));
		}
	}

	/* zero, fill, copy; fill must leave the tail clear. */
	memset(d, 0xff, sizeof(d));
	bitmap_zero(d, 70);
	CHECK_EQ(d[0], 0);
	CHECK(bitmap_empty(d, 70));
	bitmap_fill(d, 70);
	CHECK(bitmap_full(d, 70));
	CHECK_EQ(bitmap_weight(d, BITS_TO_LONGS(70) * BITS_PER_LONG), 70);
	bitmap_copy(a, d, 70);
	CHECK(bitmap_equal(a, d, 70));

	/* Tail bits alone must not make maps unequal, non-empty or full. */
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[0] = ~0UL << 5;
	CHECK(bitmap_empty(a, 5));
	CHECK(bitmap_equal(a, b, 5));
	CHECK(bitmap_subset(a, b, 5));
	CHECK(!bitmap_intersects(a, a, 5));
	CHECK_EQ(bitmap_weight(a, 5), 0);
	CHECK(!bitmap_and(d, a, a, 5));
	a[0] = 0x1f;
	CHECK(bitmap_full(a, 5));
	CHECK(!bitmap_full(a, 6));
}

static void test_bitmap_print(void)
{
	unsigned long map[MAXWORDS], back[MAXWORDS];
	char buf[700];
	unsigned int nbits;
	int round, len;

	memset(map, 0, sizeof(map));
	map[0] = 0xf;
	CHECK_EQ(bitmap_scnprintf(buf, sizeof(buf), map, 64), 17);
	CHECK_STR(buf, "00000000,0000000f");
	bitmap_scnprintf(buf, sizeof(buf), map, 8);
	CHECK_STR(buf, "0f");
	bitmap_scnprintf(buf, sizeof(buf), map, 40);
	CHECK_STR(buf, "00,0000000f");
	bitmap_scnprintf(buf, sizeof(buf), map, 3);
	CHECK_STR(buf, "7");
	CHECK_EQ(bitmap_scnprintf(buf, sizeof(buf), map, 0), 0);
	CHECK_STR(buf, "");
	set_bit(63, map);
	set_bit(32, map);
	bitmap_scnprintf(buf, sizeof(buf), map, 72);
	CHECK_STR(buf, "00,80000001,0000000f");
	/* Cut short: what fits, terminated, and its length. */
	CHECK_EQ(bitmap_scnprintf(buf, 6, map, 72), 5);
	CHECK_STR(buf, "00,80");
	CHECK_EQ(bitmap_scnprintf(buf, 1, map, 72), 0);
	CHECK_STR(buf, "");

	memset(map, 0, sizeof(map));
	CHECK_EQ(bitmap_scnlistprintf(buf, sizeof(buf), map, 100), 0);
	CHECK_STR(buf, "");
	bitmap_set(map, 0, 4);
	bitmap_set(map, 5, 1);
	bitmap_set(map, 7, 2);
	bitmap_set(map, 60, 10);
	bitmap_set(map, 99, 1);
	CHECK_EQ(bitmap_scnlistprintf(buf, sizeof(buf), map, 100), 18);
	CHECK_STR(buf, "0-3,5,7-8,60-69,99");
	CHECK_EQ(bitmap_scnlistprintf(buf, 8, map, 100), 7);
	CHECK_STR(buf, "0-3,5,7");
	/* Only bits below nbits count: 99 is cut off, 60-69 shortened. */
	bitmap_scnlistprintf(buf, sizeof(buf), map, 65);
	CHECK_STR(buf, "0-3,5,7-8,60-64");

	/* Printing a list and parsing it back is the identity. */
	for (round = 0; round < 300; round++) {
		nbits = 1 + rnd() % MAXBITS;
		random_map(map, round % 4);
		if (round % 7 == 0)
			bitmap_fill(map, nbits);
		len = bitmap_scnlistprintf(buf, sizeof(buf), map, nbits);
		CHECK(len < (int)sizeof(buf) - 1);
		memset(back, 0xa5, sizeof(back));
		CHECK_EQ(bitmap_parselist(buf, back, nbits), 0);
		host_check(bitmap_equal(map, back, nbits) &&
			   !(back[BITS_TO_LONGS(nbits) - 1] &
			     ~BITMAP_LAST_WORD_MASK(nbits)),
			   __FILE__, __LINE__,
			   "parselist(\"%s\", %u) does not round-trip",
			   buf, nbits);
	}
}

static void test_parselist(void)
{
	static const struct {
		const char *text;
		int err;
		unsigned long word0;
	} cases[] = {
		{ "", 0, 0 },
		{ "\n", 0, 0 },
		{ "0", 0, 0x1 },
		{ "0-3,5", 0, 0x2f },
		{ "0-3,5\n", 0, 0x2f },
		{ "5,0-3", 0, 0x2f },
		{ "2-2", 0, 0x4 },
		{ "0-3,1-2", 0, 0xf },
		{ "007", 0, 0x80 },
		{ "31", 0, 0x80000000UL },
		{ "32", -ERANGE, 0 },
		{ "0-32", -ERANGE, 0 },
		{ "99999999999999999999", -ERANGE, 0 },
		{ "3-1", -EINVAL, 0 },
		{ "a", -EINVAL, 0 },
		{ "1-", -EINVAL, 0 },
		{ "-1", -EINVAL, 0 },
		{ "1,", -EINVAL, 0 },
		{ ",1", -EINVAL, 0 },
		{ "1,,2", -EINVAL, 0 },
		{ " 1", -EINVAL, 0 },
		{ "1 ", -EINVAL, 0 },
		{ "1\n\n", -EINVAL, 0 },
		{ "1-2-3", -EINVAL, 0 },
		{ "0x1", -EINVAL, 0 },
		{ "+1", -EINVAL, 0 },
	};
	unsigned long map[2];
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(cases); k++) {
		int err;

		map[0] = 0x5a5a;
		map[1] = 0;
		err = bitmap_parselist(cases[k].text, map, 32);
		host_check(err == cases[k].err, __FILE__, __LINE__,
			   "bitmap_parselist(\"%s\") = %d, want %d",
			   cases[k].text, err, cases[k].err);
		/* Success replaces the map; failure leaves it alone. */
		if (!cases[k].err)
			CHECK_EQ(map[0], cases[k].word0);
		else
			CHECK_EQ(map[0], 0x5a5a);
	}
}

/* ---- cpumasks ---- */

static void test_cpumask(void)
{
	cpumask_t a = CPU_MASK_NONE, b, c;
	char buf[64];
	int cpu, n;

	CHECK_EQ(NR_CPUS, 8);
	CHECK(cpus_empty(a));
	CHECK_EQ(cpus_weight(a), 0);
	CHECK_EQ(first_cpu(a), NR_CPUS);

	cpu_set(1, a);
	cpu_set(3, a);
	CHECK(cpu_isset(1, a));
	CHECK(!cpu_isset(2, a));
	CHECK_EQ(cpus_weight(a), 2);
	CHECK_EQ(first_cpu(a), 1);
	CHECK_EQ(next_cpu(1, a), 3);
	CHECK_EQ(next_cpu(3, a), NR_CPUS);
	CHECK_EQ(next_cpu(-1, a), 1);
	CHECK_EQ(cpu_test_and_set(3, a), 1);
	CHECK_EQ(cpu_test_and_set(4, a), 0);
	cpu_clear(4, a);
	CHECK(!cpu_isset(4, a));

	n = 0;
	for_each_cpu_mask(cpu, a)
		n = n * 10 + cpu;
	CHECK_EQ(n, 13);

	b = cpumask_of_cpu(3);
	CHECK_EQ(cpus_weight(b), 1);
	CHECK(cpu_isset(3, b));
	CHECK(cpus_subset(b, a));
	CHECK(!cpus_subset(a, b));
	CHECK(cpus_intersects(a, b));
	CHECK_EQ(first_cpu(cpumask_of_cpu(5)), 5);

	cpus_and(c, a, b);
	CHECK(cpus_equal(c, b));
	cpus_or(c, a, cpumask_of_cpu(6));
	CHECK_EQ(cpus_weight(c), 3);
	cpus_xor(c, c, a);
	CHECK(cpus_equal(c, cpumask_of_cpu(6)));
	cpus_andnot(c, a, b);
	CHECK(cpus_equal(c, cpumask_of_cpu(1)));
	cpus_complement(c, a);
	CHECK_EQ(cpus_weight(c), NR_CPUS - 2);
	CHECK(!cpus_intersects(c, a));
	CHECK_EQ(c.bits[0], 0xf5);	/* the tail stays clear */

	c = CPU_MASK_ALL;
	CHECK(cpus_full(c));
	CHECK_EQ(cpus_weight(c), NR_CPUS);
	CHECK_EQ(c.bits[0], 0xff);
	cpus_clear(c);
	CHECK(cpus_empty(c));
	cpus_setall(c);
	CHECK(cpus_full(c));
	c = CPU_MASK_CPU0;
	CHECK(cpus_equal(c, cpumask_of_cpu(0)));
	CHECK(cpus_addr(c) == c.bits);

	cpus_shift_left(c, a, 2);
	CHECK_EQ(c.bits[0], 0x28);
	cpus_shift_right(c, a, 1);
	CHECK_EQ(c.bits[0], 0x05);

	cpumask_scnprintf(buf, sizeof(buf), a);
	CHECK_STR(buf, "0a");
	cpulist_scnprintf(buf, sizeof(buf), a);
	CHECK_STR(buf, "1,3");
	CHECK_EQ(cpulist_parse("0-2,7", b), 0);
	CHECK_EQ(b.bits[0], 0x87);
	CHECK_EQ(cpulist_parse("8", b), -ERANGE);
	CHECK_EQ(b.bits[0], 0x87);

	/* The global maps and what is built on them. */
	cpus_clear(cpu_possible_map);
	cpus_clear(cpu_present_map);
	cpus_clear(cpu_online_map);
	for (cpu = 0; cpu < 4; cpu++) {
		cpu_set(cpu, cpu_possible_map);
		cpu_set(cpu, cpu_present_map);
	}
	cpu_set(0, cpu_online_map);
	cpu_set(2, cpu_online_map);
	CHECK_EQ(num_possible_cpus(), 4);
	CHECK_EQ(num_present_cpus(), 4);
	CHECK_EQ(num_online_cpus(), 2);
	CHECK(cpu_online(2));
	CHECK(!cpu_online(1));
	CHECK(cpu_possible(3));
	CHECK(!cpu_possible(4));
	CHECK(cpu_present(1));
	CHECK_EQ(any_online_cpu(a), NR_CPUS);
	CHECK_EQ(any_online_cpu(cpumask_of_cpu(2)), 2);
	CHECK_EQ(any_online_cpu(CPU_MASK_ALL), 0);

	n = 0;
	for_each_online_cpu(cpu)
		n = n * 10 + cpu + 1;
	CHECK_EQ(n, 13);
	n = 0;
	for_each_possible_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
	n = 0;
	for_each_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
	n = 0;
	for_each_present_cpu(cpu)
		n++;
	CHECK_EQ(n, 4);
}

/* ---- error pointers ---- */

static void test_err(void)
{
	void *p = ERR_PTR(-ENOMEM);
	int x;

	CHECK(IS_ERR(p));
	CHECK_EQ(PTR_ERR(p), -ENOMEM);
	CHECK(IS_ERR_OR_NULL(p));
	CHECK(IS_ERR(ERR_PTR(-MAX_ERRNO)));
	CHECK(IS_ERR(ERR_PTR(-1)));
	CHECK(!IS_ERR(ERR_PTR(-MAX_ERRNO - 1)));
	CHECK(!IS_ERR(NULL));
	CHECK(IS_ERR_OR_NULL(NULL));
	CHECK(!IS_ERR(&x));
	CHECK(!IS_ERR_OR_NULL(&x));
	CHECK(ERR_CAST(p) == p);
	CHECK_EQ(PTR_ERR(ERR_CAST(p)), -ENOMEM);
	CHECK_EQ(PTR_ERR_OR_ZERO(p), -ENOMEM);
	CHECK_EQ(PTR_ERR_OR_ZERO(&x), 0);
	CHECK_EQ(EPERM, 1);
	CHECK_EQ(ERANGE, 34);
	CHECK_EQ(ENOTEMPTY, 39);
	CHECK_EQ(ETIMEDOUT, 110);
	CHECK_EQ(ERESTARTSYS, 512);
}

/* ---- do_div ---- */

static void check_div(u64 n, u32 base)
{
	u64 q = n;
	u32 r = do_div(q, base);

	host_check(q == n / base && r == n % base, __FILE__, __LINE__,
		   "do_div(%llu, %u) = %llu rem %u, want %llu rem %llu",
		   n, base, q, r, n / base, n % base);
}

static void test_div64(void)
{
	static const u64 nums[] = {
		0, 1, 2, 9, 10, 0xffffffffULL, 0x100000000ULL,
		0x100000001ULL, 0x1ffffffffULL, 0x7fffffffffffffffULL,
		0x8000000000000000ULL, 0xfffffffffffffffeULL, ~0ULL,
		0x123456789abcdef0ULL, 10000000000000000000ULL,
	};
	static const u32 bases[] = {
		1, 2, 3, 7, 8, 10, 16, 1000, 0xffff, 0x10000, 0x10001,
		0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff,
	};
	unsigned int i, j;
	u64 v;

	for (i = 0; i < ARRAY_SIZE(nums); i++)
		for (j = 0; j < ARRAY_SIZE(bases); j++)
			check_div(nums[i], bases[j]);
	for (i = 0; i < 20000; i++) {
		u32 base = (u32)rnd() >> (rnd() % 32);

		check_div(rnd() >> (rnd() % 64), base ? base : 1);
	}
	/* The macro's value is the remainder; the lvalue gets the quotient. */
	v = 1000000000007ULL;
	CHECK_EQ(do_div(v, 1000), 7);
	CHECK_EQ(v, 1000000000ULL);
}

/* ---- string to number ---- */

static void test_kstrtoint(void)
{
	static const struct {
		const char *s;
		unsigned int base;
		int err;
		int val;
	} cases[] = {
		{ "0", 10, 0, 0 },
		{ "42", 10, 0, 42 },
		{ "42\n", 10, 0, 42 },
		{ "+42", 10, 0, 42 },
		{ "-42", 10, 0, -42 },
		{ "2147483647", 10, 0, INT_MAX },
		{ "-2147483648", 10, 0, INT_MIN },
		{ "2147483648", 10, -ERANGE, 0 },
		{ "-2147483649", 10, -ERANGE, 0 },
		{ "99999999999999999999999", 10, -ERANGE, 0 },
		{ "0x1f", 0, 0, 31 },
		{ "0x1F", 16, 0, 31 },
		{ "1f", 16, 0, 31 },
		{ "-0x10", 0, 0, -16 },
		{ "017", 0, 0, 15 },
		{ "017", 10, 0, 17 },
		{ "0", 0, 0, 0 },
		{ "7fffffff", 16, 0, INT_MAX },
		{ "80000000", 16, -ERANGE, 0 },
		{ "101", 2, 0, 5 },
		{ "", 10, -EINVAL, 0 },
		{ "\n", 10, -EINVAL, 0 },
		{ "-", 10, -EINVAL, 0 },
		{ "+", 10, -EINVAL, 0 },
		{ " 1", 10, -EINVAL, 0 },
		{ "1 ", 10, -EINVAL, 0 },
		{ "1\n\n", 10, -EINVAL, 0 },
		{ "12a", 10, -EINVAL, 0 },
		{ "0x", 0, -EINVAL, 0 },
		{ "0x", 16, -EINVAL, 0 },
		{ "08", 0, -EINVAL, 0 },
		{ "--1", 10, -EINVAL, 0 },
		{ "1", 17, -EINVAL, 0 },
	};
	unsigned int k;

	for (k = 0; k < ARRAY_SIZE(cases); k++) {
		int val = 12345, want = 12345;
		int err = kstrtoint(cases[k].s, cases[k].base, &val);

		/* On error the result must be left as it was. */
		if (!cases[k].err)
			want = cases[k].val;

		host_check(err == cases[k].err && val == want,
			   __FILE__, __LINE__,
			   "kstrtoint(\"%s\", %u) gave %d and %d, want %d and %d",
			   cases[k].s, cases[k].base, err, val, cases[k].err,
			   want);
	}
}

void run_ktests(void)
{
	test_list();
	test_hlist();
	test_bitops();
	test_find_bit();
	test_bitmap_ops();
	test_bitmap_print();
	test_parselist();
	test_cpumask();
	test_err();
	test_div64();
	test_kstrtoint();
}
