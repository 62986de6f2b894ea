// SPDX-License-Identifier: GPL-2.0
/*
 * Parking a CPU: cpu_down() must return only once the dying CPU is done
 * with everything it shares, because the cpu_up() that may come next
 * sends INIT at once.  A CPU reset inside complete() kept that
 * completion's lock held, and its CPU marked as inside the lock
 * validator, for the rest of the boot.  Under TCG it took the host
 * descheduling the vCPU at that very point (one boot in six); here a
 * hook holds the dying CPU there for 20 ms, every time.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/delay.h>
#include <asm/atomic.h>
#include <asm/smpboot.h>

#define HOLD_MS	20

static atomic_t held_cpus;

static void hold_before_parking(void)
{
	mdelay(HOLD_MS);
	atomic_inc(&held_cpus);
}

/* Down waits out the hold; up right after it finds a sane CPU. */
static void cpu_down_waits_until_parked(struct ktest *test)
{
	int cpu = ktest_pick_ap(test);
	int i;

	for (i = 0; i < 3; i++) {
		atomic_set(&held_cpus, 0);
		WRITE_ONCE(play_dead_test_hook, hold_before_parking);
		KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
		WRITE_ONCE(play_dead_test_hook, NULL);
		KTEST_EXPECT_EQ(test, atomic_read(&held_cpus), 1);
		KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
	}
}

static struct ktest_case smpboot_cases[] = {
	KTEST_CASE(cpu_down_waits_until_parked),
	{}
};

static struct ktest_suite smpboot_suite = {
	.name = "smpboot",
	.cases = smpboot_cases,
};
ktest_register(smpboot_suite);
