// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/cpuinfo, in Linux's format, one block per online CPU, and the
 * topology files of /sys/devices/system/cpu/cpuN.
 */
#include <linux/kernel.h>
#include <linux/sysfs.h>
#include <linux/cpumask.h>
#include <linux/time.h>
#include <linux/errno.h>
#include <asm/processor.h>

/* Linux's names for the CPUID 1 feature bits: edx, then ecx. */
static const char *const flag_names[2][32] = {
	{ "fpu", "vme", "de", "pse", "tsc", "msr", "pae", "mce",
	  "cx8", "apic", NULL, "sep", "mtrr", "pge", "mca", "cmov",
	  "pat", "pse36", "pn", "clflush", NULL, "dts", "acpi", "mmx",
	  "fxsr", "sse", "sse2", "ss", "ht", "tm", "ia64", "pbe" },
	{ "pni", "pclmulqdq", "dtes64", "monitor", "ds_cpl", "vmx", "smx",
	  "est", "tm2", "ssse3", "cid", "sdbg", "fma", "cx16", "xtpr",
	  "pdcm", NULL, "pcid", "dca", "sse4_1", "sse4_2", "x2apic",
	  "movbe", "popcnt", "tsc_deadline_timer", "aes", "xsave",
	  "osxsave", "avx", "f16c", "rdrand", "hypervisor" },
};

static void show_flags(struct seq_file *m, const struct cpuinfo_x86 *c)
{
	int w, bit;

	seq_puts(m, "flags\t\t:");
	for (w = 0; w < 2; w++)
		for (bit = 0; bit < 32; bit++)
			if ((c->features[w] & (1u << bit)) && flag_names[w][bit])
				seq_printf(m, " %s", flag_names[w][bit]);
	seq_putc(m, '\n');
}

static void show_cpu(struct seq_file *m, int cpu)
{
	const struct cpuinfo_x86 *c = &cpu_data[cpu];

	seq_printf(m, "processor\t: %d\n", cpu);
	seq_printf(m, "vendor_id\t: %s\n", c->vendor);
	seq_printf(m, "cpu family\t: %u\n", c->family);
	seq_printf(m, "model\t\t: %u\n", c->model);
	seq_printf(m, "model name\t: %s\n", c->model_name);
	seq_printf(m, "stepping\t: %u\n", c->stepping);
	seq_printf(m, "cpu MHz\t\t: %lu.%03lu\n", tsc_khz / 1000,
		   tsc_khz % 1000);
	seq_printf(m, "physical id\t: %u\n", c->phys_proc_id);
	seq_printf(m, "siblings\t: %u\n", c->siblings);
	seq_printf(m, "core id\t\t: %u\n", c->core_id);
	seq_printf(m, "cpu cores\t: %u\n", c->siblings);
	seq_printf(m, "apicid\t\t: %u\n", c->apicid);
	seq_printf(m, "fpu\t\t: %s\n", (c->features[0] & 1) ? "yes" : "no");
	seq_printf(m, "cpuid level\t: %u\n", c->cpuid_level);
	seq_printf(m, "wp\t\t: %s\n", (read_cr0() & X86_CR0_WP) ? "yes" : "no");
	show_flags(m, c);
	/* The TSC calibrates the delay loop, so bogomips is 2 x MHz. */
	seq_printf(m, "bogomips\t: %lu.%02lu\n\n", tsc_khz / 500,
		   tsc_khz / 5 % 100);
}

static int show_cpuinfo(struct seq_file *m, unsigned int n)
{
	int cpu;

	for_each_online_cpu(cpu)
		show_cpu(m, cpu);
	return 0;
}
SYSFS_NODE(cpuinfo, "/proc/cpuinfo", show_cpuinfo, NULL);

#define TOPOLOGY "/sys/devices/system/cpu/cpu%u/topology/"

/* As on Linux, an online CPU has a topology (CPU 0 too); others not. */
static const struct cpuinfo_x86 *known_cpu(unsigned int cpu)
{
	if (cpu >= NR_CPUS || !cpu_online(cpu) || !cpu_data[cpu].valid)
		return NULL;
	return &cpu_data[cpu];
}

/* A topology file: the number at @offset in the CPU's cpuinfo_x86. */
static int show_topology(struct seq_file *m, unsigned int cpu, size_t offset)
{
	const struct cpuinfo_x86 *c = known_cpu(cpu);

	if (!c)
		return -ENOENT;
	seq_printf(m, "%u\n", *(const unsigned int *)((const char *)c + offset));
	return 0;
}

static int show_package(struct seq_file *m, unsigned int cpu)
{
	return show_topology(m, cpu, offsetof(struct cpuinfo_x86, phys_proc_id));
}
SYSFS_NODE(topology_package, TOPOLOGY "physical_package_id", show_package,
	   NULL);

static int show_core(struct seq_file *m, unsigned int cpu)
{
	return show_topology(m, cpu, offsetof(struct cpuinfo_x86, core_id));
}
SYSFS_NODE(topology_core, TOPOLOGY "core_id", show_core, NULL);
