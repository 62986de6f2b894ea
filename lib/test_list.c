// SPDX-License-Identifier: GPL-2.0
/*
 * <linux/list.h>: the doubly linked list and the hash list.  Each check
 * walks the list both ways, so a broken back link shows up too.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/list.h>

struct node {
	int val;
	struct list_head link;
	struct hlist_node hlink;
};

/* The values along @head, forward, as decimal digits: 1,2,3 -> 123. */
static int forward_digits(struct list_head *head)
{
	struct node *n;
	int v = 0;

	list_for_each_entry(n, head, link)
		v = v * 10 + n->val;
	return v;
}

/* The same walk backwards, digits reversed back: must match forward. */
static int backward_digits(struct list_head *head)
{
	struct node *n;
	int v = 0, scale = 1;

	list_for_each_entry_reverse(n, head, link) {
		v += n->val * scale;
		scale *= 10;
	}
	return v;
}

#define EXPECT_LIST(test, head, digits) do {				\
	KTEST_EXPECT_EQ(test, forward_digits(head), digits);		\
	KTEST_EXPECT_EQ(test, backward_digits(head), digits);		\
} while (0)

static void init_nodes(struct node *n, int count)
{
	int k;

	for (k = 0; k < count; k++) {
		n[k].val = k;
		INIT_LIST_HEAD(&n[k].link);
		INIT_HLIST_NODE(&n[k].hlink);
	}
}

static void list_add_del(struct ktest *test)
{
	struct node n[5];
	LIST_HEAD(head);

	init_nodes(n, 5);
	KTEST_EXPECT_TRUE(test, list_empty(&head));
	list_add(&n[2].link, &head);
	KTEST_EXPECT_TRUE(test, list_is_singular(&head));
	list_add(&n[1].link, &head);
	list_add_tail(&n[3].link, &head);
	list_add_tail(&n[4].link, &head);
	EXPECT_LIST(test, &head, 1234);
	KTEST_EXPECT_FALSE(test, list_is_singular(&head));
	KTEST_EXPECT_TRUE(test, list_is_last(&n[4].link, &head));
	KTEST_EXPECT_PTR_EQ(test, list_first_entry(&head, struct node, link),
			    &n[1]);
	KTEST_EXPECT_PTR_EQ(test, list_last_entry(&head, struct node, link),
			    &n[4]);
	KTEST_EXPECT_PTR_EQ(test, list_next_entry(&n[2], link), &n[3]);

	list_del(&n[3].link);
	EXPECT_LIST(test, &head, 124);
	KTEST_EXPECT_PTR_EQ(test, n[3].link.next, LIST_POISON1);
	KTEST_EXPECT_PTR_EQ(test, n[3].link.prev, LIST_POISON2);

	list_del_init(&n[1].link);
	EXPECT_LIST(test, &head, 24);
	KTEST_EXPECT_TRUE(test, list_empty(&n[1].link));

	list_replace(&n[2].link, &n[1].link);
	EXPECT_LIST(test, &head, 14);
}

static void list_move_splice(struct ktest *test)
{
	struct node n[8];
	LIST_HEAD(a);
	LIST_HEAD(b);
	int k;

	init_nodes(n, 8);
	for (k = 1; k <= 3; k++)
		list_add_tail(&n[k].link, &a);
	for (k = 4; k <= 6; k++)
		list_add_tail(&n[k].link, &b);

	list_move(&n[3].link, &a);
	EXPECT_LIST(test, &a, 312);
	list_move_tail(&n[4].link, &a);
	EXPECT_LIST(test, &a, 3124);
	EXPECT_LIST(test, &b, 56);

	list_splice_init(&b, &a);
	KTEST_EXPECT_TRUE(test, list_empty(&b));
	EXPECT_LIST(test, &a, 563124);

	list_add(&n[7].link, &b);
	list_splice_tail_init(&b, &a);
	KTEST_EXPECT_TRUE(test, list_empty(&b));
	EXPECT_LIST(test, &a, 5631247);

	/* Splicing an empty list changes nothing. */
	list_splice(&b, &a);
	list_splice_tail(&b, &a);
	EXPECT_LIST(test, &a, 5631247);

	list_splice_init(&a, &b);
	KTEST_EXPECT_TRUE(test, list_empty(&a));
	EXPECT_LIST(test, &b, 5631247);
}

static void list_safe_walks(struct ktest *test)
{
	struct node n[7], *pos, *tmp;
	struct list_head *p, *q;
	LIST_HEAD(head);
	LIST_HEAD(odd);
	int k, seen = 0;

	init_nodes(n, 7);
	for (k = 1; k <= 6; k++)
		list_add_tail(&n[k].link, &head);

	/* Removing the current element is what the safe form is for. */
	list_for_each_entry_safe(pos, tmp, &head, link) {
		if (pos->val % 2)
			list_move_tail(&pos->link, &odd);
	}
	EXPECT_LIST(test, &head, 246);
	EXPECT_LIST(test, &odd, 135);

	list_for_each_safe(p, q, &odd) {
		list_del(p);
		seen++;
	}
	KTEST_EXPECT_EQ(test, seen, 3);

	seen = 0;
	list_for_each(p, &head)
		seen++;
	KTEST_EXPECT_EQ(test, seen, 3);
	seen = 0;
	list_for_each_prev(p, &head)
		seen = seen * 10 + list_entry(p, struct node, link)->val;
	KTEST_EXPECT_EQ(test, seen, 642);

	pos = &n[2];
	seen = 0;
	list_for_each_entry_continue(pos, &head, link)
		seen = seen * 10 + pos->val;
	KTEST_EXPECT_EQ(test, seen, 46);
}

static void hlist_basics(struct ktest *test)
{
	struct hlist_head bucket;
	struct node n[4], *pos;
	int v;

	init_nodes(n, 4);
	INIT_HLIST_HEAD(&bucket);
	KTEST_EXPECT_TRUE(test, hlist_empty(&bucket));
	KTEST_EXPECT_TRUE(test, hlist_unhashed(&n[1].hlink));

	hlist_add_head(&n[1].hlink, &bucket);
	hlist_add_head(&n[2].hlink, &bucket);
	hlist_add_head(&n[3].hlink, &bucket);
	KTEST_EXPECT_FALSE(test, hlist_unhashed(&n[1].hlink));
	v = 0;
	hlist_for_each_entry(pos, &bucket, hlink)
		v = v * 10 + pos->val;
	KTEST_EXPECT_EQ(test, v, 321);

	/* Unlinking from the middle needs no bucket: pprev knows. */
	hlist_del(&n[2].hlink);
	KTEST_EXPECT_PTR_EQ(test, n[2].hlink.next, LIST_POISON1);
	hlist_del_init(&n[3].hlink);
	KTEST_EXPECT_TRUE(test, hlist_unhashed(&n[3].hlink));
	v = 0;
	hlist_for_each_entry(pos, &bucket, hlink)
		v = v * 10 + pos->val;
	KTEST_EXPECT_EQ(test, v, 1);

	hlist_del_init(&n[1].hlink);
	KTEST_EXPECT_TRUE(test, hlist_empty(&bucket));
}

static struct ktest_case list_cases[] = {
	KTEST_CASE(list_add_del),
	KTEST_CASE(list_move_splice),
	KTEST_CASE(list_safe_walks),
	KTEST_CASE(hlist_basics),
	{}
};

static struct ktest_suite list_suite = {
	.name = "list",
	.cases = list_cases,
};
ktest_register(list_suite);
