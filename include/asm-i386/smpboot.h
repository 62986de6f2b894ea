/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_SMPBOOT_H
#define _ASM_I386_SMPBOOT_H

/* Where the AP trampoline is copied: free conventional memory. */
#define TRAMPOLINE_BASE	0x8000

#ifndef __ASSEMBLY__

/**
 * smp_prepare_cpus - copy the trampoline and ready the IPIs
 */
void smp_prepare_cpus(void);

/**
 * smpboot_init_udelay - how long INIT must be held before the STARTUPs
 * @vendor: the CPU's 12-byte CPUID vendor string
 * @family: its family, with the extended family added for family 15
 *
 * The MP specification's 10 ms is for old CPUs; Intel's family 6 and
 * later and AMD's family 15 and later need no wait, as Linux has it.
 * Return: the wait in microseconds.
 */
unsigned int smpboot_init_udelay(const char *vendor, unsigned int family);

/**
 * __cpu_up - start a CPU through the trampoline and wait until it runs
 * @cpu: a present CPU that is offline
 *
 * Return: 0 once it is online, -ENOMEM without an idle task for it,
 * -EIO if it did not answer.
 */
int __cpu_up(unsigned int cpu);

/**
 * __cpu_disable - on the dying CPU: stop its tick, take it out of the map
 *
 * Runs under stop_machine with interrupts off.  Return: 0, or -EBUSY for
 * the boot CPU.
 */
int __cpu_disable(void);

/**
 * __cpu_die - wait until a CPU that left the map has parked
 * @cpu: the CPU
 *
 * Return: 0, or -EIO if it did not park in time.
 */
int __cpu_die(unsigned int cpu);

/**
 * play_dead - park this CPU: interrupts off, halted until INIT-SIPI
 */
__attribute__((noreturn)) void play_dead(void);

/*
 * For tests: when set, play_dead() calls it after its last use of
 * anything shared (the completion __cpu_die() may sleep on) and before
 * it sets the flag that lets cpu_down() return, as if the host had
 * descheduled the vCPU right there.  Interrupts are off.
 */
extern void (*play_dead_test_hook)(void);

/**
 * start_secondary - an application processor's first C function
 */
void start_secondary(void);

#endif

#endif /* _ASM_I386_SMPBOOT_H */
