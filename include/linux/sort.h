/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SORT_H
#define _LINUX_SORT_H

#include <linux/types.h>

/**
 * sort - sort an array in place, as Linux's lib/sort.c
 * @base: the first element
 * @num: how many elements
 * @size: the size of one element, in bytes
 * @cmp: below, equal to or above zero as its first element goes before,
 *	with or after its second
 * @swap: exchanges two elements of @size bytes; NULL for a byte swap
 *
 * A heapsort: O(n log n) compares, no recursion and no memory beyond
 * the array, so it may be called with a spinlock held.  It is not
 * stable: @cmp must itself order elements that must not tie.
 */
void sort(void *base, size_t num, size_t size,
	  int (*cmp)(const void *, const void *),
	  void (*swap)(void *, void *, int size));

#endif /* _LINUX_SORT_H */
