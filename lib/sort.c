// SPDX-License-Identifier: GPL-2.0
/*
 * An in-place heapsort with Linux's sort() interface, for the few sorts
 * the kernel does: benchmark samples, top's tasks, a glob's matches.
 */
#include <linux/kernel.h>
#include <linux/sort.h>

static void swap_bytes(void *a, void *b, int size)
{
	char *x = a, *y = b;

	while (size--) {
		char t = *x;

		*x++ = *y;
		*y++ = t;
	}
}

/* Let the element at @root sink below its larger children in [0, @n). */
static void sift_down(char *base, size_t root, size_t n, size_t size,
		      int (*cmp)(const void *, const void *),
		      void (*swap)(void *, void *, int size))
{
	size_t child;

	while ((child = 2 * root + 1) < n) {
		if (child + 1 < n &&
		    cmp(base + child * size, base + (child + 1) * size) < 0)
			child++;
		if (cmp(base + root * size, base + child * size) >= 0)
			return;
		swap(base + root * size, base + child * size, size);
		root = child;
	}
}

void sort(void *base, size_t num, size_t size,
	  int (*cmp)(const void *, const void *),
	  void (*swap)(void *, void *, int size))
{
	char *b = base;
	size_t i;

	if (!swap)
		swap = swap_bytes;
	if (num < 2)
		return;
	for (i = num / 2; i-- > 0;)
		sift_down(b, i, num, size, cmp, swap);
	for (i = num - 1; i > 0; i--) {
		swap(b, b + i * size, size);
		sift_down(b, 0, i, size, cmp, swap);
	}
}
