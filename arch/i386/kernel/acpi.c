// SPDX-License-Identifier: GPL-2.0
/*
 * Just enough ACPI to count the CPUs: find the RSDP, follow it to the
 * RSDT, find the MADT ("APIC") and read its processor entries.  Runs
 * before paging is on, so the tables are read at their physical
 * addresses wherever the firmware put them.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/string.h>
#include <asm/mpspec.h>
#include <asm/bios_ebda.h>

struct acpi_rsdp {
	char signature[8];		/* "RSD PTR " */
	u8 checksum;			/* of the first 20 bytes */
	char oem_id[6];
	u8 revision;
	u32 rsdt_address;
} __packed;

struct acpi_table_header {
	char signature[4];
	u32 length;			/* including this header */
	u8 revision;
	u8 checksum;			/* of the whole table */
	char oem_id[6];
	char oem_table_id[8];
	u32 oem_revision;
	u32 creator_id;
	u32 creator_revision;
} __packed;

struct acpi_madt {
	struct acpi_table_header header;
	u32 lapic_address;
	u32 flags;
} __packed;

struct acpi_madt_entry {
	u8 type;
	u8 length;
} __packed;

#define ACPI_MADT_LAPIC		0
struct acpi_madt_lapic {
	struct acpi_madt_entry h;
	u8 processor_id;
	u8 apic_id;
	u32 flags;			/* bit 0: enabled */
} __packed;

static bool __init checksum_ok(const void *p, size_t len)
{
	const u8 *b = p;
	u8 sum = 0;

	while (len--)
		sum += *b++;
	return sum == 0;
}

static struct acpi_rsdp * __init scan_rsdp(unsigned long start,
					   unsigned long len)
{
	unsigned long p;

	for (p = start; p < start + len; p += 16) {
		struct acpi_rsdp *r = (void *)p;

		if (!memcmp(r->signature, "RSD PTR ", 8) &&
		    checksum_ok(r, 20))
			return r;
	}
	return NULL;
}

/* The first KB of the EBDA, then the BIOS area, as the spec says. */
static struct acpi_rsdp * __init find_rsdp(void)
{
	unsigned long ebda = get_bios_ebda();
	struct acpi_rsdp *r = NULL;

	if (ebda >= 0x80000 && ebda < 0xa0000)
		r = scan_rsdp(ebda, 1024);
	return r ? r : scan_rsdp(0xe0000, 0x20000);
}

static struct acpi_table_header * __init find_table(const char *sig)
{
	struct acpi_rsdp *rsdp = find_rsdp();
	struct acpi_table_header *rsdt;
	u32 *entry, n, i;

	if (!rsdp)
		return NULL;
	rsdt = (void *)(unsigned long)rsdp->rsdt_address;
	if (memcmp(rsdt->signature, "RSDT", 4) ||
	    !checksum_ok(rsdt, rsdt->length))
		return NULL;
	entry = (u32 *)(rsdt + 1);
	n = (rsdt->length - sizeof(*rsdt)) / 4;
	for (i = 0; i < n; i++) {
		struct acpi_table_header *t = (void *)(unsigned long)entry[i];

		if (!memcmp(t->signature, sig, 4) &&
		    checksum_ok(t, t->length))
			return t;
	}
	return NULL;
}

int __init acpi_find_cpus(void)
{
	struct acpi_madt *madt = (void *)find_table("APIC");
	unsigned long p, end;
	int found = 0;

	if (!madt)
		return 0;
	p = (unsigned long)(madt + 1);
	end = (unsigned long)madt + madt->header.length;
	while (p + sizeof(struct acpi_madt_entry) <= end) {
		struct acpi_madt_entry *e = (void *)p;

		if (e->length < sizeof(*e))
			break;		/* a broken table: stop, not loop */
		if (e->type == ACPI_MADT_LAPIC) {
			struct acpi_madt_lapic *l = (void *)e;

			if (l->flags & 1) {
				register_lapic(l->apic_id);
				found++;
			}
		}
		p += e->length;
	}
	if (found)
		printk(KERN_INFO "ACPI: MADT lists %d processor%s\n", found,
		       found == 1 ? "" : "s");
	return found;
}
