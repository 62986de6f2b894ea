/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_DESC_H
#define _ASM_I386_DESC_H

#include <linux/types.h>

struct desc_ptr {
	u16 size;
	u32 address;
} __attribute__((packed));

struct gate_desc {
	u16 offset_low;
	u16 segment;
	u8 reserved;
	u8 type_attr;
	u16 offset_high;
} __attribute__((packed));

#define GATE_INTERRUPT	0x8e	/* present, ring 0, 32-bit interrupt gate */
#define GATE_TASK	0x85	/* present, ring 0, task gate */

/* Each stub in entry.S is 16 bytes: vector n's is interrupt_stubs + 16n. */
#define STUB_SIZE	16

extern u64 cpu_gdt_table[];
extern struct desc_ptr boot_gdt_descr;

static inline void load_idt(const struct desc_ptr *dtr)
{
	__asm__ __volatile__("lidt %0" : : "m"(*dtr));
}

static inline void load_gdt(const struct desc_ptr *dtr)
{
	__asm__ __volatile__("lgdt %0" : : "m"(*dtr));
}

static inline void load_tr(u16 sel)
{
	__asm__ __volatile__("ltr %0" : : "r"(sel));
}

/**
 * load_boot_idt - load the shared interrupt descriptor table on this CPU
 */
void load_boot_idt(void);

#endif /* _ASM_I386_DESC_H */
