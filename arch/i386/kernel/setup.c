// SPDX-License-Identifier: GPL-2.0
/*
 * What the multiboot loader hands over: the command line and the memory
 * map.  Both are copied into the kernel before anything allocates, since
 * the loader left them in memory the allocator is about to own.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <asm/multiboot.h>
#include <asm/page.h>
#include <asm/setup.h>
#include <asm/processor.h>
#include <asm/mpspec.h>

#define LOW_MEMORY_END	0x100000UL	/* BIOS areas and the AP trampoline */
#define RAM_LIMIT	0xc0000000UL	/* no PAE: stay under the PCI hole */

char saved_command_line[COMMAND_LINE_SIZE];
static char command_line[COMMAND_LINE_SIZE];

static struct mem_region ram[MAX_MEM_REGIONS];
static int nr_ram;

extern char _end[];

static void __init add_ram(u64 start, u64 len)
{
	u64 end = start + len;

	if (start >= RAM_LIMIT || nr_ram == MAX_MEM_REGIONS)
		return;
	if (end > RAM_LIMIT)
		end = RAM_LIMIT;
	ram[nr_ram].start = start;
	ram[nr_ram].end = end;
	nr_ram++;
}

static void __init read_memory_map(struct multiboot_info *mbi)
{
	unsigned long p, end;

	if (!(mbi->flags & MB_INFO_MEM_MAP)) {
		if (!(mbi->flags & MB_INFO_MEMORY))
			panic("multiboot: the loader gave no memory information");
		add_ram(LOW_MEMORY_END, (u64)mbi->mem_upper * 1024);
		return;
	}
	p = mbi->mmap_addr;
	end = p + mbi->mmap_length;
	while (p < end) {
		struct multiboot_mmap_entry *e = (void *)p;

		printk(KERN_INFO " BIOS-e820: %016llx - %016llx (%s)\n",
		       e->addr, e->addr + e->len,
		       e->type == MULTIBOOT_MEMORY_AVAILABLE ? "usable" :
		       "reserved");
		if (e->type == MULTIBOOT_MEMORY_AVAILABLE)
			add_ram(e->addr, e->len);
		p += e->size + sizeof(e->size);
	}
}

/*
 * Multiboot loaders (GRUB, QEMU) put the image's file name first: the
 * parameters are what follows it.
 */
static void __init read_command_line(struct multiboot_info *mbi)
{
	const char *p = "", *end;

	if (mbi->flags & MB_INFO_CMDLINE)
		p = skip_spaces((const char *)mbi->cmdline);
	end = p + strcspn(p, " \t");
	if (end > p && !memchr(p, '=', end - p))
		p = skip_spaces(end);
	strlcpy(saved_command_line, p, sizeof(saved_command_line));
	strlcpy(command_line, saved_command_line, sizeof(command_line));
}

/* RAM above the kernel image: low memory stays with the BIOS. */
static int __init free_regions(struct mem_region *out)
{
	unsigned long floor = PAGE_ALIGN((unsigned long)_end);
	int i, n = 0;

	for (i = 0; i < nr_ram; i++) {
		unsigned long start = max(ram[i].start, floor);
		unsigned long end = ram[i].end & PAGE_MASK;

		start = PAGE_ALIGN(start);
		if (start < end) {
			out[n].start = start;
			out[n].end = end;
			n++;
		}
	}
	return n;
}

/*
 * Parameters needed before the command line is parsed (the firmware
 * tables are read first): is @word one of its words?
 */
static bool __init early_param_given(const char *word)
{
	const char *p = saved_command_line;
	size_t n = strlen(word);

	while ((p = strstr(p, word)) != NULL) {
		bool starts = p == saved_command_line || p[-1] == ' ';
		bool ends = p[n] == '\0' || p[n] == ' ';

		if (starts && ends)
			return true;
		p += n;
	}
	return false;
}

static int __init acpi_off_setup(char *unused)
{
	return 1;	/* taken early, by setup_arch() */
}
__setup("acpi=off", acpi_off_setup);

void __init setup_arch(char **cmdline)
{
	struct multiboot_info *mbi = (void *)multiboot_info_addr;
	struct mem_region avail[MAX_MEM_REGIONS];
	unsigned long ram_top = 0;
	int i, n;

	if (multiboot_magic != MULTIBOOT_BOOTLOADER_MAGIC)
		panic("not started by a multiboot loader (magic %08x)",
		      multiboot_magic);
	read_command_line(mbi);
	read_memory_map(mbi);
	/* Before paging: the firmware's tables are wherever it put them. */
	find_smp_config(!early_param_given("acpi=off"));
	for (i = 0; i < nr_ram; i++)
		ram_top = max(ram_top, ram[i].end);
	paging_init(ram_top);
	n = free_regions(avail);
	if (!n)
		panic("no usable memory above the kernel");
	mem_init_ranges(avail, n);
	identify_cpu(0);
	*cmdline = command_line;
}
