// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmarks of CPU hotplug ("make bench"): how long cpu_down() and
 * cpu_up() of one AP take, and the longest any CPU was held still, with
 * interrupts off, while a CPU was taken down; and where each one's time
 * goes, from sched_clock() stamps that a first and a last CPU notifier
 * take at each event.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/slab.h>
#include <linux/time.h>
#include <linux/stop_machine.h>
#include <linux/notifier.h>
#include <asm/div64.h>

#define ROUNDS	200

/*
 * The phases, as the notifier stamps bound them.  A down: lock and checks
 * until the first CPU_DOWN_PREPARE notifier; the DOWN_PREPARE notifiers;
 * stop_machine and the wait for the CPU to die, until the first CPU_DEAD;
 * the CPU_DEAD notifiers; and the rest until cpu_down() returns.  An up
 * the same with UP_PREPARE, the __cpu_up() boot, and ONLINE.
 */
enum { PH_ENTER, PH_PREP, PH_MAIN, PH_AFTER, PH_RETURN, NR_PHASES };

static const char *const down_phase[NR_PHASES] = {
	"cpu_down phase: until DOWN_PREPARE",
	"cpu_down phase: DOWN_PREPARE notifiers",
	"cpu_down phase: stop_machine+die",
	"cpu_down phase: DEAD notifiers",
	"cpu_down phase: to return",
};

static const char *const up_phase[NR_PHASES] = {
	"cpu_up phase: until UP_PREPARE",
	"cpu_up phase: UP_PREPARE notifiers",
	"cpu_up phase: __cpu_up boot",
	"cpu_up phase: ONLINE notifiers",
	"cpu_up phase: to return",
};

/* Stamps of one down or up: first/last notifier of the two events. */
static u64 stamp_first[2], stamp_last[2];

static int event_index(unsigned long event)
{
	if (event == CPU_DOWN_PREPARE || event == CPU_UP_PREPARE)
		return 0;
	if (event == CPU_DEAD || event == CPU_ONLINE)
		return 1;
	return -1;
}

static int first_stamp(struct notifier_block *nb, unsigned long event,
		       void *cpu)
{
	int i = event_index(event);

	if (i >= 0)
		stamp_first[i] = sched_clock();
	return NOTIFY_OK;
}

static int last_stamp(struct notifier_block *nb, unsigned long event,
		      void *cpu)
{
	int i = event_index(event);

	if (i >= 0)
		stamp_last[i] = sched_clock();
	return NOTIFY_OK;
}

static struct notifier_block first_nb = {
	.notifier_call = first_stamp,
	.priority = INT_MAX,
};

static struct notifier_block last_nb = {
	.notifier_call = last_stamp,
	.priority = INT_MIN,
};

/* One sample's phases, from @t0 (the call) and @t1 (the return). */
static void split(u64 **ph, int i, u64 t0, u64 t1)
{
	ph[PH_ENTER][i] = stamp_first[0] - t0;
	ph[PH_PREP][i] = stamp_last[0] - stamp_first[0];
	ph[PH_MAIN][i] = stamp_first[1] - stamp_last[0];
	ph[PH_AFTER][i] = stamp_last[1] - stamp_first[1];
	ph[PH_RETURN][i] = t1 - stamp_last[1];
}

static u64 *phases[2][NR_PHASES];

static void free_phases(void)
{
	int d, p;

	for (d = 0; d < 2; d++)
		for (p = 0; p < NR_PHASES; p++) {
			kfree(phases[d][p]);
			phases[d][p] = NULL;
		}
}

static int alloc_phases(void)
{
	int d, p;

	for (d = 0; d < 2; d++)
		for (p = 0; p < NR_PHASES; p++) {
			phases[d][p] = kmalloc(ROUNDS * sizeof(u64),
					       GFP_KERNEL);
			if (!phases[d][p]) {
				free_phases();
				return -ENOMEM;
			}
		}
	return 0;
}

static void report_phases(struct ktest *test)
{
	int p;

	for (p = 0; p < NR_PHASES; p++)
		ktest_bench_report(test, down_phase[p], phases[0][p], ROUNDS);
	for (p = 0; p < NR_PHASES; p++)
		ktest_bench_report(test, up_phase[p], phases[1][p], ROUNDS);
}

static void down_up_one_ap(struct ktest *test)
{
	int ap = ktest_pick_ap(test), i;
	u64 *down = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);
	u64 *up = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);
	u64 *hold = kmalloc(ROUNDS * sizeof(u64), GFP_KERNEL);

	if (!down || !up || !hold || alloc_phases()) {
		kfree(down);
		kfree(up);
		kfree(hold);
		ktest_skip(test, "out of memory");
	}
	KTEST_ASSERT_EQ(test, register_cpu_notifier(&first_nb), 0);
	KTEST_ASSERT_EQ(test, register_cpu_notifier(&last_nb), 0);
	for (i = 0; i < ROUNDS; i++) {
		u64 t0 = sched_clock(), t1;
		int ret = cpu_down(ap);

		t1 = sched_clock();
		if (ret)
			break;
		down[i] = t1 - t0;
		split(phases[0], i, t0, t1);
		hold[i] = stop_machine_last_hold_ns();
		t0 = sched_clock();
		ret = cpu_up(ap);
		t1 = sched_clock();
		if (ret)
			break;
		up[i] = t1 - t0;
		split(phases[1], i, t0, t1);
	}
	unregister_cpu_notifier(&last_nb);
	unregister_cpu_notifier(&first_nb);
	KTEST_EXPECT_EQ(test, i, ROUNDS);
	if (i == ROUNDS)
		report_phases(test);
	free_phases();
	ktest_bench_report(test, "cpu_down of one AP", down, i);
	ktest_bench_report(test, "cpu_up of one AP", up, i);
	ktest_bench_report(test, "longest a CPU was held still during a down",
			   hold, i);
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
