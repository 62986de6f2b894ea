// SPDX-License-Identifier: GPL-2.0
/*
 * The two 8259A interrupt controllers.  The legacy devices (the serial
 * port) are routed through them to the boot CPU in virtual-wire mode:
 * remapped above the exception vectors, every line masked until a driver
 * asks for it.
 */
#include <linux/kernel.h>
#include <linux/spinlock.h>
#include <asm/io.h>
#include <asm/irq.h>
#include <asm/i8259.h>

#define PIC_MASTER_CMD	0x20
#define PIC_MASTER_DATA	0x21
#define PIC_SLAVE_CMD	0xa0
#define PIC_SLAVE_DATA	0xa1
#define PIC_EOI		0x20
#define PIC_CASCADE_IRQ	2

static DEFINE_SPINLOCK(i8259_lock);
static u16 cached_mask = 0xffff;
static bool all_masked;		/* mask_8259A() until unmask_8259A() */

static void write_mask(void)
{
	u16 mask = all_masked ? 0xffff : cached_mask;

	outb(mask & 0xff, PIC_MASTER_DATA);
	outb(mask >> 8, PIC_SLAVE_DATA);
}

void init_8259A(void)
{
	/* ICW1: edge triggered, cascade, ICW4 follows */
	outb(0x11, PIC_MASTER_CMD);
	io_delay();
	outb(0x11, PIC_SLAVE_CMD);
	io_delay();
	/* ICW2: vector bases */
	outb(FIRST_EXTERNAL_VECTOR, PIC_MASTER_DATA);
	io_delay();
	outb(FIRST_EXTERNAL_VECTOR + 8, PIC_SLAVE_DATA);
	io_delay();
	/* ICW3: the slave hangs off the master's line 2 */
	outb(1 << PIC_CASCADE_IRQ, PIC_MASTER_DATA);
	io_delay();
	outb(PIC_CASCADE_IRQ, PIC_SLAVE_DATA);
	io_delay();
	/* ICW4: 8086 mode */
	outb(0x01, PIC_MASTER_DATA);
	io_delay();
	outb(0x01, PIC_SLAVE_DATA);
	io_delay();
	cached_mask = 0xffff & ~(1 << PIC_CASCADE_IRQ);
	write_mask();
}

void enable_8259A_irq(unsigned int irq)
{
	unsigned long flags;

	spin_lock_irqsave(&i8259_lock, flags);
	cached_mask &= ~(1 << irq);
	write_mask();
	spin_unlock_irqrestore(&i8259_lock, flags);
}

void disable_8259A_irq(unsigned int irq)
{
	unsigned long flags;

	spin_lock_irqsave(&i8259_lock, flags);
	cached_mask |= 1 << irq;
	write_mask();
	spin_unlock_irqrestore(&i8259_lock, flags);
}

static void set_all_masked(bool masked)
{
	unsigned long flags;

	spin_lock_irqsave(&i8259_lock, flags);
	all_masked = masked;
	write_mask();
	spin_unlock_irqrestore(&i8259_lock, flags);
}

void mask_8259A(void)
{
	set_all_masked(true);
}

void unmask_8259A(void)
{
	set_all_masked(false);
}

void ack_8259A_irq(unsigned int irq)
{
	if (irq >= 8)
		outb(PIC_EOI, PIC_SLAVE_CMD);
	outb(PIC_EOI, PIC_MASTER_CMD);
}
