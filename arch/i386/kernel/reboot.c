// SPDX-License-Identifier: GPL-2.0
/*
 * Power-off.  Under QEMU the isa-debug-exit device ends QEMU with an
 * exit status that carries the outcome (tests passed, failed, panic).
 * Without it, ACPI power-off, and failing that a halt with interrupts off.
 */
#include <linux/kernel.h>
#include <asm/io.h>
#include <asm/setup.h>
#include <asm/system.h>

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
