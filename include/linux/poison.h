/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_POISON_H
#define _LINUX_POISON_H

/*
 * Values stored in the links of a deleted list entry.  Both lie in page
 * 0, which is never mapped (arch/i386/mm/init.c), so using an entry
 * after list_del() faults at once instead of quietly corrupting the
 * list it was on.  (Linux's own values would be kernel text here.)
 */
#define LIST_POISON1	((void *)0x00000100)
#define LIST_POISON2	((void *)0x00000200)

#endif /* _LINUX_POISON_H */
