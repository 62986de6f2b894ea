// SPDX-License-Identifier: GPL-2.0
/*
 * The console's "free": memory in KiB, in procps's columns.  There is
 * no page cache and no swap, so buff/cache, shared and Swap are 0, and
 * all free memory is available.  Slab pages count as used, as they do
 * for Linux's free (without -w) once reclaimable slab is put aside.
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/tty.h>

static int cmd_free(int argc, char **argv)
{
	struct alloc_counters c;

	if (argc > 2 || (argc == 2 && strcmp(argv[1], "-k"))) {
		tty_printf("usage: free [-k]  (sizes in KiB)\n");
		return -EINVAL;
	}
	alloc_counters_read(&c);
	tty_printf("%18s %11s %11s %11s %11s %11s\n", "total", "used", "free",
		   "shared", "buff/cache", "available");
	tty_printf("Mem:   %11lu %11lu %11lu %11u %11u %11lu\n",
		   pages_to_kb(c.pages_total),
		   pages_to_kb(c.pages_total - c.pages_free),
		   pages_to_kb(c.pages_free), 0, 0, pages_to_kb(c.pages_free));
	tty_printf("Swap:  %11u %11u %11u\n", 0, 0, 0);
	return 0;
}
KSHELL_COMMAND(cmd_free, "free", "free [-k]: memory in use and free, in KiB");
