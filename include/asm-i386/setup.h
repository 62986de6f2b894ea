/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SETUP_H
#define _ASM_I386_SETUP_H

#include <linux/types.h>

/* A range of physical memory, [start, end). */
struct mem_region {
	unsigned long start, end;
};

#define MAX_MEM_REGIONS	32

/* The kernel's page directory, the only one. */
extern u32 swapper_pg_dir[1024];

/**
 * setup_arch - read what the loader left, turn paging on, start the allocator
 * @cmdline: set to the kernel command line, copied to kernel memory
 */
void setup_arch(char **cmdline);

/**
 * paging_init - identity-map RAM and the APIC, with page 0 absent
 * @ram_top: the end of the highest RAM range
 */
void paging_init(unsigned long ram_top);

/**
 * enable_paging - turn paging on with the kernel's page tables
 *
 * The boot CPU calls it from paging_init(); every other CPU as it starts.
 */
void enable_paging(void);

/**
 * machine_power_off - stop the machine and leave QEMU with an exit code
 * @code: 0x10 for a clean power-off or passing tests, 0x11 for failed
 *        tests, 0x12 for a panic (QEMU exits with code * 2 + 1)
 */
__attribute__((noreturn)) void machine_power_off(int code);

#define POWEROFF_OK	0x10
#define POWEROFF_FAIL	0x11
#define POWEROFF_PANIC	0x12
#define POWEROFF_REBOOT	0x13	/* the runner starts the kernel again */

/**
 * machine_restart - reset the machine
 *
 * Under QEMU with isa-debug-exit, QEMU exits with POWEROFF_REBOOT's
 * status and the runner boots the kernel again: QEMU runs with
 * -no-reboot, so that a triple fault ends the run instead of looping.
 * Elsewhere, the keyboard controller's reset line, then a triple fault.
 */
__attribute__((noreturn)) void machine_restart(void);

#endif /* _ASM_I386_SETUP_H */
