/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_PAGE_H
#define _ASM_I386_PAGE_H

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))

#define PAGE_ALIGN(addr)	(((addr) + PAGE_SIZE - 1) & PAGE_MASK)

/* Memory is identity mapped: a kernel address is its physical address. */
#define __pa(x)		((unsigned long)(x))
#define __va(x)		((void *)(unsigned long)(x))

#endif /* _ASM_I386_PAGE_H */
