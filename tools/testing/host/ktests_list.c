// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests of <linux/list.h> and the bit operations.
 */

#include "ktests.h"

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

void test_list(void)
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

void test_hlist(void)
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

void test_bitops(void)
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
