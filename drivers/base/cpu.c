// SPDX-License-Identifier: GPL-2.0
/*
 * /sys/devices/system/cpu: the CPU maps, and the online file of each
 * possible CPU that can go offline, which brings it up (1) or down (0)
 * as on Linux.  As on x86 Linux, CPU 0 has none: it never goes down.
 */
#include <linux/kernel.h>
#include <linux/sysfs.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/errno.h>

#define CPU_DIR	"/sys/devices/system/cpu"

static bool has_online_file(unsigned int cpu)
{
	return cpu && cpu < NR_CPUS && cpu_possible(cpu);
}

static int show_online(struct seq_file *m, unsigned int cpu)
{
	if (!has_online_file(cpu))
		return -ENOENT;
	seq_printf(m, "%d\n", cpu_online(cpu) ? 1 : 0);
	return 0;
}

static int store_online(unsigned int cpu, const char *value)
{
	int on;

	if (!has_online_file(cpu))
		return -ENOENT;
	if (kstrtoint(value, 10, &on) || (on != 0 && on != 1))
		return -EINVAL;
	/* Linux answers a write of the state it is in with success. */
	if (on == !!cpu_online(cpu))
		return 0;
	return on ? cpu_up(cpu) : cpu_down(cpu);
}
SYSFS_NODE(cpu_online, CPU_DIR "/cpu%u/online", show_online, store_online);

static int show_map(struct seq_file *m, const cpumask_t *map)
{
	char list[NR_CPUS * 4];

	cpulist_scnprintf(list, sizeof(list), *map);
	seq_printf(m, "%s\n", list);
	return 0;
}

static int show_online_map(struct seq_file *m, unsigned int n)
{
	return show_map(m, &cpu_online_map);
}
SYSFS_NODE(online_map, CPU_DIR "/online", show_online_map, NULL);

static int show_possible_map(struct seq_file *m, unsigned int n)
{
	return show_map(m, &cpu_possible_map);
}
SYSFS_NODE(possible_map, CPU_DIR "/possible", show_possible_map, NULL);

static int show_present_map(struct seq_file *m, unsigned int n)
{
	return show_map(m, &cpu_present_map);
}
SYSFS_NODE(present_map, CPU_DIR "/present", show_present_map, NULL);

static int show_offline_map(struct seq_file *m, unsigned int n)
{
	cpumask_t offline;

	cpus_andnot(offline, cpu_possible_map, cpu_online_map);
	return show_map(m, &offline);
}
SYSFS_NODE(offline_map, CPU_DIR "/offline", show_offline_map, NULL);
