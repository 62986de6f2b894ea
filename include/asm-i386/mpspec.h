/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_MPSPEC_H
#define _ASM_I386_MPSPEC_H

#include <linux/types.h>

/**
 * acpi_find_cpus - register the processors ACPI's MADT lists
 *
 * Return: how many enabled processors it listed, 0 if there is no MADT.
 */
int acpi_find_cpus(void);

/**
 * mp_find_cpus - register the processors the MP table lists
 *
 * Return: how many enabled processors it listed, 0 if there is no table.
 */
int mp_find_cpus(void);

/**
 * register_lapic - note a processor found in the firmware tables
 * @apicid: its local APIC id
 *
 * The boot CPU is CPU 0; others get the next numbers in table order, up
 * to NR_CPUS (the rest are reported and ignored).
 */
void register_lapic(unsigned int apicid);

/**
 * find_smp_config - find the CPUs: the MADT, else the MP table
 * @use_acpi: false ("acpi=off") to go straight to the MP table
 */
void find_smp_config(bool use_acpi);

#endif /* _ASM_I386_MPSPEC_H */
