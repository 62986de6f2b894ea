// SPDX-License-Identifier: GPL-2.0
/*
 * What each CPU says of itself through CPUID, read as it comes up.
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/threads.h>
#include <asm/processor.h>

struct cpuinfo_x86 cpu_data[NR_CPUS];

#define X86_FEATURE_HT	28	/* CPUID 1 edx: EBX[23:16] counts threads */

static void read_model_name(struct cpuinfo_x86 *c)
{
	u32 max, *v = (u32 *)c->model_name;
	u32 leaf;
	char *s;

	cpuid(0x80000000, &max, &v[0], &v[1], &v[2]);
	if (max < 0x80000004) {
		strcpy(c->model_name, "unknown");
		return;
	}
	for (leaf = 0x80000002; leaf <= 0x80000004; leaf++, v += 4)
		cpuid(leaf, &v[0], &v[1], &v[2], &v[3]);
	c->model_name[48] = '\0';
	/* Intel pads the name on the left. */
	for (s = c->model_name; *s == ' '; s++)
		;
	memmove(c->model_name, s, strlen(s) + 1);
}

/* Package and core from the APIC ID, as Linux's detect_ht() splits it. */
static void split_apicid(struct cpuinfo_x86 *c)
{
	unsigned int bits = 0;

	while ((1u << bits) < c->siblings)
		bits++;
	c->phys_proc_id = c->apicid >> bits;
	c->core_id = c->apicid & ((1u << bits) - 1);
}

void identify_cpu(int cpu)
{
	struct cpuinfo_x86 *c = &cpu_data[cpu];
	u32 eax, ebx, ecx, edx;
	u32 *vendor = (u32 *)c->vendor;

	cpuid(0, &c->cpuid_level, &vendor[0], &vendor[2], &vendor[1]);
	c->vendor[12] = '\0';
	cpuid(1, &eax, &ebx, &ecx, &edx);
	c->family = (eax >> 8) & 0xf;
	c->model = (eax >> 4) & 0xf;
	c->stepping = eax & 0xf;
	if (c->family == 0xf)
		c->family += (eax >> 20) & 0xff;
	if (c->family >= 6)
		c->model += ((eax >> 16) & 0xf) << 4;
	c->features[0] = edx;
	c->features[1] = ecx;
	c->apicid = ebx >> 24;
	c->siblings = (edx & (1u << X86_FEATURE_HT)) ? max((ebx >> 16) & 0xff, 1u) : 1;
	split_apicid(c);
	read_model_name(c);
	c->valid = true;
}
