// SPDX-License-Identifier: GPL-2.0
/*
 * The Intel MultiProcessor table, the fallback when there is no MADT:
 * find the floating pointer, check the configuration table, and read its
 * processor entries.  Read before paging is on.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/string.h>
#include <asm/mpspec.h>
#include <asm/bios_ebda.h>

struct mpf_intel {
	char signature[4];		/* "_MP_" */
	u32 physptr;			/* the configuration table */
	u8 length;			/* in 16-byte units: 1 */
	u8 specification;
	u8 checksum;
	u8 feature[5];
} __packed;

struct mpc_table {
	char signature[4];		/* "PCMP" */
	u16 length;
	u8 spec;
	u8 checksum;
	char oem[8];
	char productid[12];
	u32 oemptr;
	u16 oemsize;
	u16 oemcount;			/* number of entries */
	u32 lapic;
	u16 reserved;
	u8 ext_checksum;
	u8 reserved2;
} __packed;

#define MP_PROCESSOR		0
#define CPU_ENABLED		1

struct mpc_cpu {
	u8 type;
	u8 apicid;
	u8 apicver;
	u8 cpuflag;
	u32 cpufeature;
	u32 featureflag;
	u32 reserved[2];
} __packed;

/* Bytes of each entry type; a processor entry is 20, the others 8. */
static unsigned int entry_size(u8 type)
{
	return type == MP_PROCESSOR ? sizeof(struct mpc_cpu) : 8;
}

static bool __init sum_ok(const void *p, size_t len)
{
	const u8 *b = p;
	u8 sum = 0;

	while (len--)
		sum += *b++;
	return sum == 0;
}

static struct mpf_intel * __init scan(unsigned long start, unsigned long len)
{
	unsigned long p;

	for (p = start; p < start + len; p += 16) {
		struct mpf_intel *mpf = (void *)p;

		if (!memcmp(mpf->signature, "_MP_", 4) && mpf->length == 1 &&
		    sum_ok(mpf, 16))
			return mpf;
	}
	return NULL;
}

static struct mpf_intel * __init find_mpf(void)
{
	unsigned long ebda = get_bios_ebda();
	struct mpf_intel *mpf = NULL;

	if (ebda >= 0x80000 && ebda < 0xa0000)
		mpf = scan(ebda, 1024);
	if (!mpf)
		mpf = scan(0x9fc00, 1024);
	return mpf ? mpf : scan(0xf0000, 0x10000);
}

int __init mp_find_cpus(void)
{
	struct mpf_intel *mpf = find_mpf();
	struct mpc_table *mpc;
	unsigned long p, end;
	int i, found = 0;

	if (!mpf || !mpf->physptr)
		return 0;
	mpc = (void *)(unsigned long)mpf->physptr;
	if (memcmp(mpc->signature, "PCMP", 4) || !sum_ok(mpc, mpc->length))
		return 0;
	p = (unsigned long)(mpc + 1);
	end = (unsigned long)mpc + mpc->length;
	for (i = 0; i < mpc->oemcount && p < end; i++) {
		struct mpc_cpu *c = (void *)p;

		if (c->type == MP_PROCESSOR && (c->cpuflag & CPU_ENABLED)) {
			register_lapic(c->apicid);
			found++;
		}
		p += entry_size(c->type);
	}
	if (found)
		printk(KERN_INFO "MP table lists %d processor%s\n", found,
		       found == 1 ? "" : "s");
	return found;
}
