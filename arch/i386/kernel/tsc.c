// SPDX-License-Identifier: GPL-2.0
/*
 * The TSC as the kernel's clock: calibrated once against the PIT, then
 * read for timestamps, benchmarks and short busy-waits.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/time.h>
#include <linux/delay.h>
#include <asm/io.h>
#include <asm/msr.h>
#include <asm/div64.h>
#include <asm/timer.h>

#define PIT_TICK_RATE	1193182UL	/* Hz */
#define PIT_CH2		0x42
#define PIT_MODE	0x43
#define PIT_GATE	0x61		/* bit 0 gates channel 2, bit 5 is its output */
#define CAL_MS		50

unsigned long tsc_khz;
static u64 tsc_at_boot;
/* ns = cycles * mult >> CYC2NS_SHIFT */
#define CYC2NS_SHIFT	22
static u32 cyc2ns_mult;

/*
 * Count TSC cycles while PIT channel 2 counts down CAL_MS milliseconds in
 * mode 0, polling its output pin: no interrupts needed.
 */
static u64 __init measure_tsc_against_pit(void)
{
	u32 latch = PIT_TICK_RATE * CAL_MS / 1000;
	u64 t0, t1;
	unsigned long loops = 0;

	outb((inb(PIT_GATE) & ~0x02) | 0x01, PIT_GATE);
	outb(0xb0, PIT_MODE);		/* channel 2, lo/hi byte, mode 0 */
	outb(latch & 0xff, PIT_CH2);
	outb(latch >> 8, PIT_CH2);
	t0 = rdtsc();
	while (!(inb(PIT_GATE) & 0x20) && ++loops < 100000000UL)
		;
	t1 = rdtsc();
	return t1 - t0;
}

void __init tsc_init(void)
{
	u64 cycles, khz;

	tsc_at_boot = rdtsc();
	cycles = measure_tsc_against_pit();
	khz = cycles;
	do_div(khz, CAL_MS);
	if (khz < 1000) {
		printk(KERN_WARNING "tsc: calibration failed, assuming 1 GHz\n");
		khz = 1000000;
	}
	tsc_khz = khz;
	/* mult = 10^6 << shift / khz fits in 32 bits for any khz > 1000. */
	khz = 1000000ULL << CYC2NS_SHIFT;
	do_div(khz, tsc_khz);
	cyc2ns_mult = khz;
	printk(KERN_INFO "tsc: %lu.%03lu MHz processor\n",
	       tsc_khz / 1000, tsc_khz % 1000);
}

/* cycles * mult >> shift, without overflowing 64 bits. */
static u64 cycles_to_ns(u64 cyc)
{
	u64 hi = (cyc >> 32) * cyc2ns_mult;
	u64 lo = (cyc & 0xffffffffULL) * cyc2ns_mult;

	return (hi << (32 - CYC2NS_SHIFT)) + (lo >> CYC2NS_SHIFT);
}

u64 sched_clock(void)
{
	if (!cyc2ns_mult)
		return 0;
	return cycles_to_ns(rdtsc() - tsc_at_boot);
}

u64 tsc_cycles_to_ns(u64 cycles)
{
	return cycles_to_ns(cycles);
}

/* Busy-wait for amount * tsc_khz / per_khz cycles. */
static void tsc_delay(unsigned long amount, u32 per_khz)
{
	u64 start = rdtsc();
	u64 wait = (u64)amount * (tsc_khz ? tsc_khz : 1000000);

	do_div(wait, per_khz);
	while (rdtsc() - start < wait)
		__asm__ __volatile__("pause");
}

void ndelay(unsigned long nsecs)
{
	tsc_delay(nsecs, 1000000);
}

void udelay(unsigned long usecs)
{
	tsc_delay(usecs, 1000);
}

void mdelay(unsigned long msecs)
{
	tsc_delay(msecs, 1);
}
