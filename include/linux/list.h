/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_LIST_H
#define _LINUX_LIST_H

/*
 * Intrusive lists: the links live inside the objects, so putting an
 * object on a list never allocates.  A list is circular and has a head
 * that is not an entry; an empty list is a head pointing at itself, so
 * insertion and removal need no special cases.  None of this locks:
 * the caller serialises.
 */

#include <linux/types.h>
#include <linux/stddef.h>
#include <linux/poison.h>
#include <linux/kernel.h>

struct list_head {
	struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) { &(name), &(name) }

#define LIST_HEAD(name) \
	struct list_head name = LIST_HEAD_INIT(name)

/**
 * INIT_LIST_HEAD - make @list an empty list (or an unlinked entry)
 * @list: the head or entry
 */
static inline void INIT_LIST_HEAD(struct list_head *list)
{
	list->next = list;
	list->prev = list;
}

/* Link @entry in between two entries known to be adjacent. */
static inline void __list_add(struct list_head *entry,
			      struct list_head *prev,
			      struct list_head *next)
{
	next->prev = entry;
	entry->next = next;
	entry->prev = prev;
	prev->next = entry;
}

/**
 * list_add - insert an entry right after @head
 * @entry: the entry to insert
 * @head: the list head (or entry) to insert after
 *
 * Inserting after the head makes a stack.
 */
static inline void list_add(struct list_head *entry, struct list_head *head)
{
	__list_add(entry, head, head->next);
}

/**
 * list_add_tail - insert an entry right before @head
 * @entry: the entry to insert
 * @head: the list head (or entry) to insert before
 *
 * Inserting before the head appends, which makes a queue.
 */
static inline void list_add_tail(struct list_head *entry,
				 struct list_head *head)
{
	__list_add(entry, head->prev, head);
}

/* Join two entries, dropping whatever was between them. */
static inline void __list_del(struct list_head *prev, struct list_head *next)
{
	next->prev = prev;
	prev->next = next;
}

static inline void __list_del_entry(struct list_head *entry)
{
	__list_del(entry->prev, entry->next);
}

/**
 * list_del - remove an entry from its list
 * @entry: the entry
 *
 * The entry's links are poisoned: list_empty() on it is not meaningful
 * afterwards, and following them faults.  Use list_del_init() to reuse.
 */
static inline void list_del(struct list_head *entry)
{
	__list_del_entry(entry);
	entry->next = LIST_POISON1;
	entry->prev = LIST_POISON2;
}

/**
 * list_del_init - remove an entry from its list and make it empty
 * @entry: the entry
 */
static inline void list_del_init(struct list_head *entry)
{
	__list_del_entry(entry);
	INIT_LIST_HEAD(entry);
}

/**
 * list_replace - put @new where @old is
 * @old: the entry to take out; its links are left stale
 * @new: the entry to put in
 */
static inline void list_replace(struct list_head *old, struct list_head *new)
{
	new->next = old->next;
	new->next->prev = new;
	new->prev = old->prev;
	new->prev->next = new;
}

/**
 * list_replace_init - put @new where @old is and make @old empty
 * @old: the entry to take out
 * @new: the entry to put in
 */
static inline void list_replace_init(struct list_head *old,
				     struct list_head *new)
{
	list_replace(old, new);
	INIT_LIST_HEAD(old);
}

/**
 * list_move - take an entry off its list and add it after @head
 * @entry: the entry
 * @head: the head (or entry) to insert after
 */
static inline void list_move(struct list_head *entry, struct list_head *head)
{
	__list_del_entry(entry);
	list_add(entry, head);
}

/**
 * list_move_tail - take an entry off its list and add it before @head
 * @entry: the entry
 * @head: the head (or entry) to insert before
 */
static inline void list_move_tail(struct list_head *entry,
				  struct list_head *head)
{
	__list_del_entry(entry);
	list_add_tail(entry, head);
}

/**
 * list_is_first - whether @entry is the first entry of the list
 * @entry: the entry
 * @head: the list head
 */
static inline int list_is_first(const struct list_head *entry,
				const struct list_head *head)
{
	return entry->prev == head;
}

/**
 * list_is_last - whether @entry is the last entry of the list
 * @entry: the entry
 * @head: the list head
 */
static inline int list_is_last(const struct list_head *entry,
			       const struct list_head *head)
{
	return entry->next == head;
}

/**
 * list_empty - whether a list has no entries
 * @head: the list head
 */
static inline int list_empty(const struct list_head *head)
{
	return READ_ONCE(head->next) == head;
}

/**
 * list_is_singular - whether a list has exactly one entry
 * @head: the list head
 */
static inline int list_is_singular(const struct list_head *head)
{
	return !list_empty(head) && head->next == head->prev;
}

/* Link all of @list's entries in between @prev and @next. */
static inline void __list_splice(const struct list_head *list,
				 struct list_head *prev,
				 struct list_head *next)
{
	struct list_head *first = list->next;
	struct list_head *last = list->prev;

	first->prev = prev;
	prev->next = first;
	last->next = next;
	next->prev = last;
}

/**
 * list_splice - move all entries of @list to the front of @head
 * @list: the list to take from; its head is left stale
 * @head: the list to add to
 */
static inline void list_splice(const struct list_head *list,
			       struct list_head *head)
{
	if (!list_empty(list))
		__list_splice(list, head, head->next);
}

/**
 * list_splice_tail - move all entries of @list to the back of @head
 * @list: the list to take from; its head is left stale
 * @head: the list to add to
 */
static inline void list_splice_tail(struct list_head *list,
				    struct list_head *head)
{
	if (!list_empty(list))
		__list_splice(list, head->prev, head);
}

/**
 * list_splice_init - move all entries of @list to the front of @head
 * @list: the list to take from; left empty
 * @head: the list to add to
 */
static inline void list_splice_init(struct list_head *list,
				    struct list_head *head)
{
	if (!list_empty(list)) {
		__list_splice(list, head, head->next);
		INIT_LIST_HEAD(list);
	}
}

/**
 * list_splice_tail_init - move all entries of @list to the back of @head
 * @list: the list to take from; left empty
 * @head: the list to add to
 */
static inline void list_splice_tail_init(struct list_head *list,
					 struct list_head *head)
{
	if (!list_empty(list)) {
		__list_splice(list, head->prev, head);
		INIT_LIST_HEAD(list);
	}
}

/**
 * list_entry - the structure that embeds a list entry
 * @ptr: the &struct list_head
 * @type: the type of the enclosing structure
 * @member: the name of the list_head within @type
 */
#define list_entry(ptr, type, member) \
	container_of(ptr, type, member)

/**
 * list_first_entry - the first element of a list that must not be empty
 * @head: the list head
 * @type: the type of the elements
 * @member: the name of the list_head within @type
 */
#define list_first_entry(head, type, member) \
	list_entry((head)->next, type, member)

/**
 * list_last_entry - the last element of a list that must not be empty
 * @head: the list head
 * @type: the type of the elements
 * @member: the name of the list_head within @type
 */
#define list_last_entry(head, type, member) \
	list_entry((head)->prev, type, member)

/**
 * list_first_entry_or_null - the first element of a list, or NULL
 * @head: the list head
 * @type: the type of the elements
 * @member: the name of the list_head within @type
 */
#define list_first_entry_or_null(head, type, member) ({			\
	struct list_head *__head = (head);				\
	struct list_head *__first = READ_ONCE(__head->next);		\
	__first != __head ? list_entry(__first, type, member) : NULL;	\
})

/**
 * list_next_entry - the element after @pos
 * @pos: an element
 * @member: the name of the list_head within its type
 */
#define list_next_entry(pos, member) \
	list_entry((pos)->member.next, __typeof__(*(pos)), member)

/**
 * list_prev_entry - the element before @pos
 * @pos: an element
 * @member: the name of the list_head within its type
 */
#define list_prev_entry(pos, member) \
	list_entry((pos)->member.prev, __typeof__(*(pos)), member)

/* Whether @pos has come round to the head, i.e. the walk is over. */
#define list_entry_is_head(pos, head, member) \
	(&(pos)->member == (head))

/**
 * list_for_each - walk the entries of a list
 * @pos: a &struct list_head * cursor
 * @head: the list head
 */
#define list_for_each(pos, head) \
	for ((pos) = (head)->next; (pos) != (head); (pos) = (pos)->next)

/**
 * list_for_each_prev - walk the entries of a list backwards
 * @pos: a &struct list_head * cursor
 * @head: the list head
 */
#define list_for_each_prev(pos, head) \
	for ((pos) = (head)->prev; (pos) != (head); (pos) = (pos)->prev)

/**
 * list_for_each_safe - walk the entries, allowing the current one's removal
 * @pos: a &struct list_head * cursor
 * @n: another &struct list_head *, holding the next entry
 * @head: the list head
 */
#define list_for_each_safe(pos, n, head)				\
	for ((pos) = (head)->next, (n) = (pos)->next; (pos) != (head);	\
	     (pos) = (n), (n) = (pos)->next)

/**
 * list_for_each_prev_safe - walk backwards, allowing the current's removal
 * @pos: a &struct list_head * cursor
 * @n: another &struct list_head *, holding the previous entry
 * @head: the list head
 */
#define list_for_each_prev_safe(pos, n, head)				\
	for ((pos) = (head)->prev, (n) = (pos)->prev; (pos) != (head);	\
	     (pos) = (n), (n) = (pos)->prev)

/**
 * list_for_each_entry - walk the elements of a list
 * @pos: a cursor of the element type
 * @head: the list head
 * @member: the name of the list_head within the element type
 */
#define list_for_each_entry(pos, head, member)				\
	for ((pos) = list_first_entry(head, __typeof__(*(pos)), member);	\
	     !list_entry_is_head(pos, head, member);			\
	     (pos) = list_next_entry(pos, member))

/**
 * list_for_each_entry_reverse - walk the elements of a list backwards
 * @pos: a cursor of the element type
 * @head: the list head
 * @member: the name of the list_head within the element type
 */
#define list_for_each_entry_reverse(pos, head, member)			\
	for ((pos) = list_last_entry(head, __typeof__(*(pos)), member);	\
	     !list_entry_is_head(pos, head, member);			\
	     (pos) = list_prev_entry(pos, member))

/**
 * list_for_each_entry_continue - walk on from the element after @pos
 * @pos: a cursor of the element type, already on the list (or the head)
 * @head: the list head
 * @member: the name of the list_head within the element type
 */
#define list_for_each_entry_continue(pos, head, member)			\
	for ((pos) = list_next_entry(pos, member);			\
	     !list_entry_is_head(pos, head, member);			\
	     (pos) = list_next_entry(pos, member))

/**
 * list_for_each_entry_from - walk on from @pos itself
 * @pos: a cursor of the element type, already on the list (or the head)
 * @head: the list head
 * @member: the name of the list_head within the element type
 */
#define list_for_each_entry_from(pos, head, member)			\
	for (; !list_entry_is_head(pos, head, member);			\
	     (pos) = list_next_entry(pos, member))

/**
 * list_for_each_entry_safe - walk the elements, allowing the current's removal
 * @pos: a cursor of the element type
 * @n: another cursor of the element type, holding the next element
 * @head: the list head
 * @member: the name of the list_head within the element type
 */
#define list_for_each_entry_safe(pos, n, head, member)			\
	for ((pos) = list_first_entry(head, __typeof__(*(pos)), member),	\
	     (n) = list_next_entry(pos, member);			\
	     !list_entry_is_head(pos, head, member);			\
	     (pos) = (n), (n) = list_next_entry(n, member))

/*
 * Hash-table lists: the bucket head is a single pointer, halving the
 * table's size.  The list is not circular; each node points back at the
 * pointer that points at it (pprev), so it can be unlinked without
 * knowing its bucket.
 */

struct hlist_head {
	struct hlist_node *first;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

#define HLIST_HEAD_INIT { .first = NULL }
#define HLIST_HEAD(name) struct hlist_head name = { .first = NULL }

/**
 * INIT_HLIST_HEAD - make a bucket empty
 * @head: the bucket
 */
static inline void INIT_HLIST_HEAD(struct hlist_head *head)
{
	head->first = NULL;
}

/**
 * INIT_HLIST_NODE - mark a node as on no list
 * @node: the node
 */
static inline void INIT_HLIST_NODE(struct hlist_node *node)
{
	node->next = NULL;
	node->pprev = NULL;
}

/**
 * hlist_unhashed - whether a node is on no list
 * @node: the node, initialised or removed with hlist_del_init()
 */
static inline int hlist_unhashed(const struct hlist_node *node)
{
	return !node->pprev;
}

/**
 * hlist_empty - whether a bucket has no nodes
 * @head: the bucket
 */
static inline int hlist_empty(const struct hlist_head *head)
{
	return !READ_ONCE(head->first);
}

static inline void __hlist_del(struct hlist_node *node)
{
	struct hlist_node *next = node->next;
	struct hlist_node **pprev = node->pprev;

	*pprev = next;
	if (next)
		next->pprev = pprev;
}

/**
 * hlist_del - remove a node from its bucket
 * @node: the node; its links are poisoned afterwards
 */
static inline void hlist_del(struct hlist_node *node)
{
	__hlist_del(node);
	node->next = LIST_POISON1;
	node->pprev = LIST_POISON2;
}

/**
 * hlist_del_init - remove a node from its bucket, if on one, and reset it
 * @node: the node
 */
static inline void hlist_del_init(struct hlist_node *node)
{
	if (!hlist_unhashed(node)) {
		__hlist_del(node);
		INIT_HLIST_NODE(node);
	}
}

/**
 * hlist_add_head - insert a node at the front of a bucket
 * @node: the node
 * @head: the bucket
 */
static inline void hlist_add_head(struct hlist_node *node,
				  struct hlist_head *head)
{
	struct hlist_node *first = head->first;

	node->next = first;
	if (first)
		first->pprev = &node->next;
	head->first = node;
	node->pprev = &head->first;
}

/**
 * hlist_add_before - insert a node before another in its bucket
 * @node: the node to insert
 * @next: a node on a bucket
 */
static inline void hlist_add_before(struct hlist_node *node,
				    struct hlist_node *next)
{
	node->pprev = next->pprev;
	node->next = next;
	next->pprev = &node->next;
	*node->pprev = node;
}

/**
 * hlist_add_behind - insert a node after another in its bucket
 * @node: the node to insert
 * @prev: a node on a bucket
 */
static inline void hlist_add_behind(struct hlist_node *node,
				    struct hlist_node *prev)
{
	node->next = prev->next;
	prev->next = node;
	node->pprev = &prev->next;
	if (node->next)
		node->next->pprev = &node->next;
}

#define hlist_entry(ptr, type, member) container_of(ptr, type, member)

/* Like hlist_entry(), but NULL in gives NULL out: the walk's end. */
#define hlist_entry_safe(ptr, type, member) ({				\
	__typeof__(ptr) __node = (ptr);					\
	__node ? hlist_entry(__node, type, member) : NULL;		\
})

/**
 * hlist_for_each - walk the nodes of a bucket
 * @pos: a &struct hlist_node * cursor
 * @head: the bucket
 */
#define hlist_for_each(pos, head) \
	for ((pos) = (head)->first; (pos); (pos) = (pos)->next)

/**
 * hlist_for_each_safe - walk the nodes, allowing the current one's removal
 * @pos: a &struct hlist_node * cursor
 * @n: another &struct hlist_node *, holding the next node
 * @head: the bucket
 */
#define hlist_for_each_safe(pos, n, head)				\
	for ((pos) = (head)->first; (pos) && ({ (n) = (pos)->next; 1; }); \
	     (pos) = (n))

/**
 * hlist_for_each_entry - walk the elements of a bucket
 * @pos: a cursor of the element type; NULL when the walk ends
 * @head: the bucket
 * @member: the name of the hlist_node within the element type
 */
#define hlist_for_each_entry(pos, head, member)				\
	for ((pos) = hlist_entry_safe((head)->first,			\
				      __typeof__(*(pos)), member);	\
	     (pos);							\
	     (pos) = hlist_entry_safe((pos)->member.next,		\
				      __typeof__(*(pos)), member))

/**
 * hlist_for_each_entry_safe - walk the elements, allowing the current's removal
 * @pos: a cursor of the element type; NULL when the walk ends
 * @n: a &struct hlist_node * holding the next node
 * @head: the bucket
 * @member: the name of the hlist_node within the element type
 */
#define hlist_for_each_entry_safe(pos, n, head, member)			\
	for ((pos) = hlist_entry_safe((head)->first,			\
				      __typeof__(*(pos)), member);	\
	     (pos) && ({ (n) = (pos)->member.next; 1; });		\
	     (pos) = hlist_entry_safe(n, __typeof__(*(pos)), member))

#endif /* _LINUX_LIST_H */
