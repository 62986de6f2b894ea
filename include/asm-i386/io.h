/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_IO_H
#define _ASM_I386_IO_H

#include <linux/types.h>

static inline void outb(u8 value, u16 port)
{
	__asm__ __volatile__("outb %0, %1" : : "a"(value), "Nd"(port));
}

static inline u8 inb(u16 port)
{
	u8 v;

	__asm__ __volatile__("inb %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

static inline void outw(u16 value, u16 port)
{
	__asm__ __volatile__("outw %0, %1" : : "a"(value), "Nd"(port));
}

static inline void outl(u32 value, u16 port)
{
	__asm__ __volatile__("outl %0, %1" : : "a"(value), "Nd"(port));
}

static inline u32 inl(u16 port)
{
	u32 v;

	__asm__ __volatile__("inl %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

/* A write to an unused port: about a microsecond on real hardware. */
static inline void io_delay(void)
{
	outb(0, 0x80);
}

static inline u32 readl(const volatile void *addr)
{
	return *(const volatile u32 *)addr;
}

static inline void writel(u32 value, volatile void *addr)
{
	*(volatile u32 *)addr = value;
}

#endif /* _ASM_I386_IO_H */
