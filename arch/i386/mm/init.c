// SPDX-License-Identifier: GPL-2.0
/*
 * Paging: an identity map of RAM, so that kernel pointers are physical
 * addresses, with the holes that turn common bugs into oopses: page 0 is
 * absent (NULL dereferences fault), kernel text is read-only (stray
 * writes into code fault), and nothing past the end of RAM is mapped
 * except the APIC registers.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <asm/page.h>
#include <asm/processor.h>
#include <asm/setup.h>

#define _PAGE_PRESENT	0x001
#define _PAGE_RW	0x002
#define _PAGE_PWT	0x008
#define _PAGE_PCD	0x010
#define _PAGE_PSE	0x080
#define PGDIR_SHIFT	22
#define PGDIR_SIZE	(1UL << PGDIR_SHIFT)

#define APIC_REGION	0xfec00000UL	/* IO-APIC and local APIC */

u32 swapper_pg_dir[1024] __aligned(PAGE_SIZE) __section(".bss.page_aligned");
static u32 pg0[1024] __aligned(PAGE_SIZE) __section(".bss.page_aligned");

extern char _text[], __text_end[];

static void __init map_first_4m(void)
{
	unsigned long ro_start = (unsigned long)_text;
	unsigned long ro_end = (unsigned long)__text_end & PAGE_MASK;
	unsigned long i;

	for (i = 1; i < 1024; i++) {
		unsigned long addr = i << PAGE_SHIFT;
		u32 flags = _PAGE_PRESENT;

		if (addr < ro_start || addr >= ro_end)
			flags |= _PAGE_RW;
		pg0[i] = addr | flags;
	}
	swapper_pg_dir[0] = __pa(pg0) | _PAGE_PRESENT | _PAGE_RW;
}

void __init paging_init(unsigned long ram_top)
{
	unsigned long i, last = DIV_ROUND_UP(ram_top, PGDIR_SIZE);

	map_first_4m();
	for (i = 1; i < last && i < (APIC_REGION >> PGDIR_SHIFT); i++)
		swapper_pg_dir[i] = (i << PGDIR_SHIFT) | _PAGE_PRESENT |
				    _PAGE_RW | _PAGE_PSE;
	swapper_pg_dir[APIC_REGION >> PGDIR_SHIFT] = APIC_REGION |
		_PAGE_PRESENT | _PAGE_RW | _PAGE_PSE | _PAGE_PCD | _PAGE_PWT;
	enable_paging();
}

void enable_paging(void)
{
	write_cr4(read_cr4() | X86_CR4_PSE);
	write_cr3(__pa(swapper_pg_dir));
	/* NE as well: some virtual CPUs refuse paging without it. */
	write_cr0(read_cr0() | X86_CR0_PG | X86_CR0_WP | X86_CR0_NE | X86_CR0_MP);
}
