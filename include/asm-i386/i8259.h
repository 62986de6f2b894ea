/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_I8259_H
#define _ASM_I386_I8259_H

/**
 * init_8259A - remap both PICs above the exceptions and mask every line
 */
void init_8259A(void);

/**
 * enable_8259A_irq - unmask a legacy interrupt line
 * @irq: 0..15
 */
void enable_8259A_irq(unsigned int irq);

/**
 * disable_8259A_irq - mask a legacy interrupt line
 * @irq: 0..15
 */
void disable_8259A_irq(unsigned int irq);

/**
 * ack_8259A_irq - end of interrupt for a legacy line
 * @irq: 0..15
 */
void ack_8259A_irq(unsigned int irq);

/**
 * mask_8259A - mask every legacy line for a while, whatever is enabled
 *
 * A request that comes meanwhile waits in the PIC for unmask_8259A().
 */
void mask_8259A(void);

/**
 * unmask_8259A - undo mask_8259A(): the enabled lines are unmasked
 */
void unmask_8259A(void);

#endif /* _ASM_I386_I8259_H */
