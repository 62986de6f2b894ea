// SPDX-License-Identifier: GPL-2.0
/*
 * Symbol lookup for backtraces.  scripts/kallsyms.py writes a table of
 * the text symbols into the image after its link, in room the link left:
 * the count n, n addresses sorted, then n pointers to the names.
 */
#include <linux/kernel.h>
#include <linux/kallsyms.h>
#include <linux/string.h>

extern const unsigned long kallsyms_table[];
#define kallsyms_num_syms	(kallsyms_table[0])
#define kallsyms_addresses	(&kallsyms_table[1])
#define kallsyms_names \
	((const char *const *)&kallsyms_table[1 + kallsyms_num_syms])
extern char _text[], __text_end[];

static bool is_kernel_text(unsigned long addr)
{
	return addr >= (unsigned long)_text && addr < (unsigned long)__text_end;
}

/* Index of the last symbol at or below @addr. */
static long find_symbol(unsigned long addr)
{
	long lo = 0, hi = (long)kallsyms_num_syms - 1;

	if (hi < 0 || addr < kallsyms_addresses[0])
		return -1;
	while (lo < hi) {
		long mid = lo + (hi - lo + 1) / 2;

		if (kallsyms_addresses[mid] <= addr)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

const char *kallsyms_lookup(unsigned long addr, unsigned long *size,
			    unsigned long *offset)
{
	unsigned long end = (unsigned long)__text_end;
	long i;

	if (!is_kernel_text(addr))
		return NULL;
	i = find_symbol(addr);
	if (i < 0)
		return NULL;
	/* Aliases share an address: the size runs to the next new one. */
	while (i + 1 < (long)kallsyms_num_syms &&
	       kallsyms_addresses[i + 1] == kallsyms_addresses[i])
		i++;
	if (i + 1 < (long)kallsyms_num_syms)
		end = kallsyms_addresses[i + 1];
	if (size)
		*size = end - kallsyms_addresses[i];
	if (offset)
		*offset = addr - kallsyms_addresses[i];
	return kallsyms_names[i];
}

unsigned long kallsyms_lookup_name(const char *name)
{
	unsigned long i;

	for (i = 0; i < kallsyms_num_syms; i++)
		if (strcmp(kallsyms_names[i], name) == 0)
			return kallsyms_addresses[i];
	return 0;
}

int sprint_symbol(char *buf, unsigned long addr)
{
	unsigned long size, offset;
	const char *name = kallsyms_lookup(addr, &size, &offset);

	if (!name)
		return sprintf(buf, "0x%08lx", addr);
	return sprintf(buf, "%s+0x%lx/0x%lx", name, offset, size);
}
