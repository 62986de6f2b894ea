// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmarks of CPU hotplug ("make bench"): how long cpu_down() and
 * cpu_up() of one AP take, and the longest any CPU was held still, with
 * interrupts off, while a CPU was taken down.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/slab.h>
#include <linux/time.h>
#include <linux/stop_machine.h>
#include <asm/div64.h>

#define ROUNDS	200

static void down_up_one_ap(struct ktest *test)
{
	u64 *down = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);
	u64 *up = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);
	u64 *hold = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);
	int ap = -1, cpu, i;

	for_each_online_cpu(cpu)
		if (cpu)
			ap = cpu;
	if (!down || !up || !hold || ap < 0) {
		kfree(down);
		kfree(up);
		kfree(hold);
		ktest_skip(test, ap < 0 ? "needs an application processor" :
			   "out of memory");
	}
	for (i = 0; i < ROUNDS; i++) {
		u64 t0 = sched_clock();

		KTEST_ASSERT_EQ(test, cpu_down(ap), 0);
		down[i] = sched_clock() - t0;
		hold[i] = stop_machine_last_hold_ns();
		t0 = sched_clock();
		KTEST_ASSERT_EQ(test, cpu_up(ap), 0);
		up[i] = sched_clock() - t0;
	}
	ktest_bench_report(test, "cpu_down of one AP", down, ROUNDS);
	ktest_bench_report(test, "cpu_up of one AP", up, ROUNDS);
	ktest_bench_report(test, "longest a CPU was held still during a down",
			   hold, ROUNDS);
	kfree(down);
	kfree(up);
	kfree(hold);
}

static struct ktest_case bench_cpu_cases[] = {
	KTEST_CASE(down_up_one_ap),
	{}
};

static struct ktest_suite bench_cpu_suite = {
	.name = "bench_cpu_hotplug",
	.cases = bench_cpu_cases,
};
ktest_register(bench_cpu_suite);
