/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_GFP_H
#define _LINUX_GFP_H

/*
 * Get-free-pages flags and the page allocator's entry points.
 *
 * All RAM is one identity-mapped zone, so there is no DMA or highmem
 * modifier: every page has a kernel address and page_address() never
 * fails.  There is no reclaim either, so __GFP_WAIT only says "the caller
 * may sleep" (checked with might_sleep()); an allocation never waits.
 */

#include <linux/types.h>
#include <linux/compiler.h>

#define __GFP_WAIT	0x10u	/* caller may sleep */
#define __GFP_HIGH	0x20u	/* may dip into the emergency reserve */
#define __GFP_IO	0x40u	/* may start I/O (accepted, unused) */
#define __GFP_FS	0x80u	/* may call into a filesystem (unused) */
#define __GFP_COLD	0x100u	/* cache-cold page wanted (a hint, ignored) */
#define __GFP_NOWARN	0x200u	/* no console message on failure */
#define __GFP_ZERO	0x8000u	/* return the memory zeroed */

#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_NOIO	(__GFP_WAIT)
#define GFP_NOFS	(__GFP_WAIT | __GFP_IO)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
#define GFP_USER	(__GFP_WAIT | __GFP_IO | __GFP_FS)

/* Blocks of 2^0 .. 2^(MAX_ORDER - 1) pages: 4 KiB up to 4 MiB. */
#define MAX_ORDER	11

struct page;

/**
 * alloc_pages - allocate a naturally aligned block of 2^@order pages
 * @gfp_mask: GFP_KERNEL, GFP_ATOMIC, ... optionally with __GFP_ZERO
 * @order: log2 of the number of pages, at most MAX_ORDER - 1
 *
 * The block's physical address is a multiple of its size.  An @order
 * that is too large gets a warning and NULL.  Fails (NULL, a warning
 * unless __GFP_NOWARN) when no free block is big enough, and silently
 * when fault injection says so (see <linux/fault-inject.h>).
 *
 * Return: the &struct page of the first page, or NULL.
 */
struct page *alloc_pages(gfp_t gfp_mask, unsigned int order);

/**
 * alloc_page - allocate one page
 * @gfp_mask: as for alloc_pages()
 */
#define alloc_page(gfp_mask)	alloc_pages(gfp_mask, 0)

/**
 * __get_free_pages - allocate a block of pages and return its address
 * @gfp_mask: as for alloc_pages()
 * @order: as for alloc_pages()
 *
 * Return: the kernel address of the block, or 0.
 */
unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order);

/**
 * __get_free_page - allocate one page and return its address
 * @gfp_mask: as for alloc_pages()
 */
#define __get_free_page(gfp_mask)	__get_free_pages(gfp_mask, 0)

/**
 * get_zeroed_page - allocate one zero-filled page
 * @gfp_mask: as for alloc_pages()
 *
 * Return: the kernel address of the page, or 0.
 */
unsigned long get_zeroed_page(gfp_t gfp_mask);

/**
 * __free_pages - give back a block from alloc_pages()
 * @page: the first page of the block, as alloc_pages() returned it
 * @order: the order it was allocated with
 *
 * Freeing a block twice, a page that is not the first of a block, with
 * the wrong @order, or a page that belongs to kmalloc, is a bug: the
 * kernel says which and oopses.
 */
void __free_pages(struct page *page, unsigned int order);

/**
 * __free_page - give back a page from alloc_page()
 * @page: the page
 */
#define __free_page(page)	__free_pages(page, 0)

/**
 * free_pages - give back a block from __get_free_pages()
 * @addr: its address; 0 is ignored
 * @order: the order it was allocated with
 *
 * The same checks as __free_pages() apply.
 */
void free_pages(unsigned long addr, unsigned int order);

/**
 * free_page - give back a page from __get_free_page()
 * @addr: its address; 0 is ignored
 */
#define free_page(addr)		free_pages(addr, 0)

/*
 * page_address(), virt_to_page() and struct page live in <linux/mm.h>,
 * which includes this file; included last so that either header may be
 * included first.
 */
#include <linux/mm.h>

#endif /* _LINUX_GFP_H */
