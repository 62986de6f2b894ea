// SPDX-License-Identifier: GPL-2.0
/*
 * Many CPUs: every CPU the machine has is possible and online (none
 * dropped at an old eight-CPU limit), and every AP can go down and come
 * back up, one after the other, with the online mask right each time.
 * The runner says what QEMU was given (ktest.cpus=N, on every test
 * boot); make check also runs this suite at -smp 32.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/ktest.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/smp.h>
#include <linux/sched.h>

/* The -smp the runner gave QEMU, when it says; 0 when it does not. */
static int machine_cpus;

static int __init ktest_cpus_setup(char *s)
{
	if (kstrtoint(s, 10, &machine_cpus) || machine_cpus < 0)
		machine_cpus = 0;
	return 1;
}
__setup("ktest.cpus=", ktest_cpus_setup);

static void every_cpu_of_the_machine_is_possible(struct ktest *test)
{
	if (!machine_cpus)
		ktest_skip(test, "no ktest.cpus= on the command line");
	KTEST_EXPECT_EQ(test, num_possible_cpus(), machine_cpus);
	KTEST_EXPECT_EQ(test, num_present_cpus(), machine_cpus);
	KTEST_EXPECT_EQ(test, num_online_cpus(), machine_cpus);
	KTEST_EXPECT_TRUE(test, cpu_online(machine_cpus - 1));
}

/*
 * Each AP in turn, highest first: down, then the mask must be the
 * original less that CPU; up, then the original again.
 */
static void every_ap_goes_down_and_up(struct ktest *test)
{
	cpumask_t before = cpu_online_map, want;
	int cpu, cycled = 0;

	ktest_need_cpus(test, 2);
	for (cpu = NR_CPUS - 1; cpu > 0; cpu--) {
		if (!cpu_isset(cpu, before))
			continue;
		KTEST_ASSERT_EQ(test, cpu_down(cpu), 0);
		want = before;
		cpu_clear(cpu, want);
		KTEST_EXPECT_TRUE(test, cpus_equal(cpu_online_map, want));
		KTEST_ASSERT_EQ(test, cpu_up(cpu), 0);
		KTEST_EXPECT_TRUE(test, cpus_equal(cpu_online_map, before));
		cycled++;
	}
	KTEST_EXPECT_EQ(test, cycled, cpus_weight(before) - 1);
}

static struct ktest_case smp_scale_cases[] = {
	KTEST_CASE(every_cpu_of_the_machine_is_possible),
	KTEST_CASE(every_ap_goes_down_and_up),
	{}
};

static struct ktest_suite smp_scale_suite = {
	.name = "smp_scale",
	.cases = smp_scale_cases,
};
ktest_register(smp_scale_suite);
