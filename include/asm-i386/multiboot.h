/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_MULTIBOOT_H
#define _ASM_I386_MULTIBOOT_H

#include <linux/types.h>

#define MULTIBOOT_BOOTLOADER_MAGIC	0x2badb002

#define MB_INFO_MEMORY		0x001
#define MB_INFO_CMDLINE		0x004
#define MB_INFO_MEM_MAP		0x040

/* The parts of the multiboot information this kernel reads. */
struct multiboot_info {
	u32 flags;
	u32 mem_lower;
	u32 mem_upper;
	u32 boot_device;
	u32 cmdline;
	u32 mods_count;
	u32 mods_addr;
	u32 syms[4];
	u32 mmap_length;
	u32 mmap_addr;
} __attribute__((packed));

/* One memory map entry; @size does not count itself. */
struct multiboot_mmap_entry {
	u32 size;
	u64 addr;
	u64 len;
	u32 type;
} __attribute__((packed));

#define MULTIBOOT_MEMORY_AVAILABLE	1

extern u32 multiboot_magic;
extern u32 multiboot_info_addr;

#endif /* _ASM_I386_MULTIBOOT_H */
