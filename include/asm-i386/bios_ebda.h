/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_BIOS_EBDA_H
#define _ASM_I386_BIOS_EBDA_H

/*
 * The Extended BIOS Data Area: the BIOS keeps its segment at 0x40e.
 * Firmware tables may sit in its first KiB.
 */
static inline unsigned long get_bios_ebda(void)
{
	unsigned long addr = 0x40e;

	/* A fixed low address: keep the compiler's bounds checks off it. */
	__asm__("" : "+r"(addr));
	return (unsigned long)*(const volatile unsigned short *)addr << 4;
}

#endif /* _ASM_I386_BIOS_EBDA_H */
