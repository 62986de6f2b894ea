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

static inline long nr_syms(void)
{
	return kallsyms_table[0];
}

static inline unsigned long sym_addr(long i)
{
	return kallsyms_table[1 + i];
}

static inline const char *sym_name(long i)
{
	return (const char *)kallsyms_table[1 + nr_syms() + i];
}
extern char _text[], __text_end[];

static bool is_kernel_text(unsigned long addr)
{
	return addr >= (unsigned long)_text && addr < (unsigned long)__text_end;
}

/* Index of the last symbol at or below @addr. */
static long find_symbol(unsigned long addr)
{
	long lo = 0, hi = nr_syms() - 1;

	if (hi < 0 || addr < sym_addr(0))
		return -1;
	while (lo < hi) {
		long mid = lo + (hi - lo + 1) / 2;

		if (sym_addr(mid) <= addr)
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
	while (i + 1 < nr_syms() &&
	       sym_addr(i + 1) == sym_addr(i))
		i++;
	if (i + 1 < nr_syms())
		end = sym_addr(i + 1);
	if (size)
		*size = end - sym_addr(i);
	if (offset)
		*offset = addr - sym_addr(i);
	return sym_name(i);
}

unsigned long kallsyms_lookup_name(const char *name)
{
	long i;

	for (i = 0; i < nr_syms(); i++)
		if (strcmp(sym_name(i), name) == 0)
			return sym_addr(i);
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
