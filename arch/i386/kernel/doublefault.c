// SPDX-License-Identifier: GPL-2.0
/*
 * The double-fault task.  A double fault usually means the stack is
 * unusable, so the IDT sends it through a task gate: the CPU saves the
 * faulting state into this CPU's TSS and starts a fresh task, on its own
 * stack, that reports what it can and panics.
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/smp.h>
#include <linux/kallsyms.h>
#include <asm/desc.h>
#include <asm/segment.h>
#include <asm/processor.h>
#include <asm/traps.h>
#include <asm/page.h>
#include <asm/setup.h>

struct tss_struct {
	u16 back_link, __blh;
	u32 esp0;
	u16 ss0, __ss0h;
	u32 esp1;
	u16 ss1, __ss1h;
	u32 esp2;
	u16 ss2, __ss2h;
	u32 cr3, eip, eflags;
	u32 eax, ecx, edx, ebx, esp, ebp, esi, edi;
	u16 es, __esh, cs, __csh, ss, __ssh, ds, __dsh, fs, __fsh, gs, __gsh;
	u16 ldt, __ldth;
	u16 trace, io_bitmap_base;
} __packed;

static struct tss_struct cpu_tss[NR_CPUS] __aligned(128);
static struct tss_struct doublefault_tss __aligned(128);
static unsigned long doublefault_stack[1024] __aligned(16);

static void set_tss_desc(unsigned int entry, struct tss_struct *tss)
{
	u32 base = (u32)tss, limit = sizeof(*tss) - 1;

	/* byte 5: present, ring 0, type 9 (available 32-bit TSS) */
	cpu_gdt_table[entry] = (u64)(limit & 0xffff) |
		((u64)(base & 0xffffff) << 16) |
		((u64)0x89 << 40) |
		((u64)((limit >> 16) & 0xf) << 48) |
		((u64)(base >> 24) << 56);
}

static __noreturn void doublefault_fn(void)
{
	struct tss_struct *t;
	char sym[KSYM_NAME_LEN + 32];
	u16 tr = doublefault_tss.back_link;

	t = &cpu_tss[(tr / 8) - GDT_ENTRY_TSS];
	oops_in_progress = 1;
	sprint_symbol(sym, t->eip);
	printk(KERN_EMERG "double fault: the kernel stack is unusable\n");
	printk(KERN_EMERG "EIP: [<%08x>] %s  esp: %08x  ebp: %08x\n",
	       t->eip, sym, t->esp, t->ebp);
	printk(KERN_EMERG "eax: %08x ebx: %08x ecx: %08x edx: %08x\n",
	       t->eax, t->ebx, t->ecx, t->edx);
	panic("double fault");
}

static void init_doublefault_tss(void)
{
	struct tss_struct *t = &doublefault_tss;

	memset(t, 0, sizeof(*t));
	t->esp = (u32)&doublefault_stack[ARRAY_SIZE(doublefault_stack)];
	t->ss = __KERNEL_DS;
	t->ds = __KERNEL_DS;
	t->es = __KERNEL_DS;
	t->fs = __KERNEL_DS;
	t->gs = __KERNEL_DS;
	t->cs = __KERNEL_CS;
	t->eip = (u32)doublefault_fn;
	t->eflags = 0x2;	/* interrupts off */
	t->cr3 = __pa(swapper_pg_dir);
	t->io_bitmap_base = sizeof(*t);
	set_tss_desc(GDT_ENTRY_DF_TSS, t);
}

void cpu_init_tss(int cpu)
{
	if (cpu == 0)
		init_doublefault_tss();
	memset(&cpu_tss[cpu], 0, sizeof(cpu_tss[cpu]));
	cpu_tss[cpu].io_bitmap_base = sizeof(struct tss_struct);
	set_tss_desc(GDT_ENTRY_TSS + cpu, &cpu_tss[cpu]);
	load_tr(__TSS(cpu));
}
