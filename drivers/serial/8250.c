// SPDX-License-Identifier: GPL-2.0
/*
 * COM1, a 16550A: the console.  Output is polled, so it works from the
 * first instruction of C, from an oops and with interrupts off.  Input
 * arrives by interrupt (IRQ 4, through the 8259 to the boot CPU) into a
 * small ring that readers sleep on.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/wait.h>
#include <linux/tty.h>
#include <linux/printk.h>
#include <asm/io.h>
#include <asm/irq.h>
#include <asm/i8259.h>

#define COM1		0x3f8
#define UART_RX		0	/* receive buffer (DLAB=0) */
#define UART_TX		0	/* transmit holding (DLAB=0) */
#define UART_DLL	0	/* divisor low (DLAB=1) */
#define UART_IER	1	/* interrupt enable (DLAB=0) */
#define UART_DLM	1	/* divisor high (DLAB=1) */
#define UART_FCR	2	/* FIFO control */
#define UART_LCR	3	/* line control */
#define UART_MCR	4	/* modem control */
#define UART_LSR	5	/* line status */
#define UART_IER_RDI	0x01	/* interrupt when a byte arrives */
#define COM1_IRQ	4
#define RX_RING		256	/* a power of two */

#define UART_LCR_DLAB	0x80
#define UART_LCR_8N1	0x03
#define UART_LSR_DR	0x01	/* a byte is waiting */
#define UART_LSR_THRE	0x20	/* room to transmit */
#define UART_MCR_DTR	0x01
#define UART_MCR_RTS	0x02
#define UART_MCR_OUT2	0x08	/* gates the IRQ line to the PIC */

void serial_init(void)
{
	outb(0, COM1 + UART_IER);
	outb(UART_LCR_DLAB, COM1 + UART_LCR);
	outb(1, COM1 + UART_DLL);	/* 115200 / 1 */
	outb(0, COM1 + UART_DLM);
	outb(UART_LCR_8N1, COM1 + UART_LCR);
	outb(0x07, COM1 + UART_FCR);	/* FIFOs on and cleared */
	outb(UART_MCR_DTR | UART_MCR_RTS | UART_MCR_OUT2, COM1 + UART_MCR);
}

static void putc_raw(char c)
{
	unsigned int spins = 0;

	/* Bounded: a wedged UART must not hang an oops. */
	while (!(inb(COM1 + UART_LSR) & UART_LSR_THRE) && ++spins < 1000000)
		;
	outb(c, COM1 + UART_TX);
}

/* A test's copy of what is written; see serial_tap_begin(). */
static char *tap_buf;
static size_t tap_size, tap_len;

static void put(char c)
{
	if (!tap_buf) {
		putc_raw(c);
	} else if (tap_len + 1 < tap_size) {
		tap_buf[tap_len++] = c;
		tap_buf[tap_len] = '\0';
	}
}

void serial_putc(char c)
{
	if (c == '\n')
		put('\r');
	put(c);
}

void serial_tap_begin(char *buf, size_t size)
{
	unsigned long flags;
	bool locked;

	flags = console_out_lock(&locked);
	tap_len = 0;
	buf[0] = '\0';
	tap_size = size;
	tap_buf = buf;
	console_out_unlock(flags, locked);
}

size_t serial_tap_end(void)
{
	unsigned long flags;
	bool locked;

	flags = console_out_lock(&locked);
	tap_buf = NULL;
	console_out_unlock(flags, locked);
	return tap_len;
}

int serial_getc(void)
{
	if (!(inb(COM1 + UART_LSR) & UART_LSR_DR))
		return -1;
	return inb(COM1 + UART_RX);
}

/*
 * The receive ring, filled by the interrupt and emptied by readers.
 * Flow control instead of loss: when the ring is full the interrupt
 * leaves the rest in the UART and masks its receive interrupt, so the
 * UART's FIFO fills and the far end (QEMU's chardev) holds its input
 * back.  A reader that frees half the ring unmasks it again; the UART
 * then interrupts at once for what waited.  No byte is ever dropped.
 */
static char rx_ring[RX_RING];
static unsigned int rx_head, rx_tail;	/* free-running */
static bool rx_throttled;
static DECLARE_WAIT_QUEUE_HEAD(rx_wait);
static DEFINE_SPINLOCK(rx_lock);

/*
 * Ctrl-\ on the console asks for every task and every CPU, the way
 * SysRq-T and SysRq-L do on Linux: the test runner sends it on a hang.
 */
#define SYSRQ_DUMP	0x1c

static unsigned int rx_room(void)
{
	return RX_RING - (rx_head - rx_tail);
}

/* Move what the UART holds into the ring, as far as it has room. */
static bool rx_fill(void)
{
	bool dump = false;
	int c;

	while (rx_room()) {
		c = serial_getc();
		if (c < 0)
			return dump;
		if (c == SYSRQ_DUMP)
			dump = true;
		/* Ctrl-C while a command runs interrupts it, unqueued. */
		else if (c == 0x03 && tty_receive_intr())
			continue;
		else
			rx_ring[rx_head++ & (RX_RING - 1)] = c;
	}
	/* Full, and maybe more waiting: let the UART hold it. */
	if (inb(COM1 + UART_LSR) & UART_LSR_DR) {
		rx_throttled = true;
		outb(0, COM1 + UART_IER);
	}
	return dump;
}

static void serial_interrupt(struct pt_regs *regs)
{
	bool dump;

	spin_lock(&rx_lock);
	dump = rx_fill();
	spin_unlock(&rx_lock);
	ack_8259A_irq(COM1_IRQ);
	wake_up_interruptible(&rx_wait);
	if (dump)
		show_state_traces();
}

static bool rx_take(char *c)
{
	unsigned long flags;
	bool got = false;

	spin_lock_irqsave(&rx_lock, flags);
	if (rx_head != rx_tail) {
		*c = rx_ring[rx_tail++ & (RX_RING - 1)];
		got = true;
	}
	if (rx_throttled && rx_room() >= RX_RING / 2) {
		rx_throttled = false;
		outb(UART_IER_RDI, COM1 + UART_IER);
	}
	spin_unlock_irqrestore(&rx_lock, flags);
	return got;
}

int serial_read(void)
{
	char c;

	if (wait_event_interruptible(rx_wait, rx_take(&c)))
		return -ERESTARTSYS;
	return (unsigned char)c;
}

static int __init serial_irq_init(void)
{
	set_vector_handler(FIRST_EXTERNAL_VECTOR + COM1_IRQ,
			   serial_interrupt, NULL, "serial");
	enable_8259A_irq(COM1_IRQ);
	outb(UART_IER_RDI, COM1 + UART_IER);
	return 0;
}
device_initcall(serial_irq_init);
