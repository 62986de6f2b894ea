/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_IRQ_H
#define _ASM_I386_IRQ_H

#include <asm/irq_vectors.h>
#include <asm/ptrace.h>

typedef void (*vector_handler_t)(struct pt_regs *regs);

/* What /proc/interrupts calls a vector. */
struct vector_name {
	const char *label;	/* "LOC"; NULL for a legacy IRQ, by number */
	const char *name;	/* "Local timer interrupts", "serial" */
};

/**
 * set_vector_handler - route an interrupt vector to a handler
 * @vector: FIRST_EXTERNAL_VECTOR..255
 * @handler: called with the interrupted registers, in hard-irq context
 * @label: the short name of a system vector in /proc/interrupts (as
 *	Linux's "LOC" or "RES"), or NULL for a legacy IRQ line
 * @name: what it is: a device, or what the system vector does
 */
void set_vector_handler(unsigned int vector, vector_handler_t handler,
			const char *label, const char *name);

/**
 * vector_name - what set_vector_handler() called a vector
 * @vector: 0..255
 *
 * Return: its names, or NULL if the vector has no handler.
 */
const struct vector_name *vector_name(unsigned int vector);

/**
 * do_interrupt - common C entry of every interrupt and exception
 * @regs: the frame entry.S built
 */
void do_interrupt(struct pt_regs *regs);

/**
 * init_IRQ - set up the IDT and the legacy interrupt controllers
 */
void init_IRQ(void);

/**
 * do_trap - handle a CPU exception (vectors 0..31)
 * @regs: the faulting frame
 */
void do_trap(struct pt_regs *regs);

#endif /* _ASM_I386_IRQ_H */
