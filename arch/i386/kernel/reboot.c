// SPDX-License-Identifier: GPL-2.0
/*
 * Power-off and restart.  Under QEMU the isa-debug-exit device ends QEMU with an
 * exit status that carries the outcome (tests passed, failed, panic).
 * Without it, ACPI power-off, and failing that a halt with interrupts off.
 */
#include <linux/kernel.h>
#include <asm/io.h>
#include <asm/setup.h>
#include <asm/system.h>
#include <asm/desc.h>
#include <asm/processor.h>

#define DEBUG_EXIT_PORT	0xf4
#define PIIX4_PM1A_CNT	0x604	/* QEMU's i440fx, as SeaBIOS sets it up */
#define ACPI_SLP_EN	0x2000	/* sleep type 0 (S5), enable */

void machine_power_off(int code)
{
	local_irq_disable();
	outb(code, DEBUG_EXIT_PORT);
	outw(ACPI_SLP_EN, PIIX4_PM1A_CNT);
	for (;;)
		halt();
}

#define KBD_STATUS_PORT	0x64
#define KBD_STAT_IBF	0x02	/* its input buffer is full: not ready */
#define KBD_CMD_RESET	0xfe	/* pulse the CPU's reset line */

void machine_restart(void)
{
	struct desc_ptr no_idt = { 0, 0 };
	int i;

	local_irq_disable();
	outb(POWEROFF_REBOOT, DEBUG_EXIT_PORT);
	for (i = 0; i < 100000 && (inb(KBD_STATUS_PORT) & KBD_STAT_IBF); i++)
		cpu_relax();
	outb(KBD_CMD_RESET, KBD_STATUS_PORT);
	/* Still here: an interrupt with no IDT faults three times over. */
	asm volatile("lidt %0; int3" : : "m" (no_idt));
	for (;;)
		halt();
}
