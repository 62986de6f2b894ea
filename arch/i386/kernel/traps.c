// SPDX-License-Identifier: GPL-2.0
/*
 * CPU exceptions: the IDT, the handlers, and the oops that every kernel
 * fault ends in, with registers and a frame-pointer backtrace.
 */
#include <linux/kernel.h>
#include <linux/sched.h>
#include <linux/kallsyms.h>
#include <linux/stacktrace.h>
#include <linux/hardirq.h>
#include <linux/spinlock.h>
#include <asm/desc.h>
#include <asm/irq.h>
#include <asm/segment.h>
#include <asm/system.h>
#include <asm/processor.h>
#include <asm/traps.h>
#include <asm/page.h>
#include <asm/apic.h>
#include <asm/smp.h>
#include <linux/bitops.h>
#include <linux/cpumask.h>
#include <linux/delay.h>
#include <linux/init.h>
#include <linux/string.h>

extern char interrupt_stubs[];
extern const struct bug_entry __start___bug_table[], __stop___bug_table[];

static struct gate_desc idt_table[NR_VECTORS] __aligned(8);
static const struct desc_ptr idt_descr = {
	.size = sizeof(idt_table) - 1,
	.address = (u32)idt_table,
};

static const char *const exception_names[32] = {
	[0] = "divide error",
	[1] = "debug",
	[2] = "nmi",
	[3] = "int3",
	[4] = "overflow",
	[5] = "bounds",
	[6] = "invalid opcode",
	[7] = "device not available",
	[8] = "double fault",
	[9] = "coprocessor segment overrun",
	[10] = "invalid TSS",
	[11] = "segment not present",
	[12] = "stack segment",
	[13] = "general protection fault",
	[14] = "page fault",
	[16] = "coprocessor error",
	[17] = "alignment check",
	[18] = "machine check",
	[19] = "simd coprocessor error",
};

static void set_gate(unsigned int n, u8 type, u16 seg, unsigned long addr)
{
	idt_table[n].offset_low = addr & 0xffff;
	idt_table[n].offset_high = addr >> 16;
	idt_table[n].segment = seg;
	idt_table[n].reserved = 0;
	idt_table[n].type_attr = type;
}

void load_boot_idt(void)
{
	load_idt(&idt_descr);
}

void trap_init(void)
{
	unsigned int n;

	for (n = 0; n < NR_VECTORS; n++)
		set_gate(n, GATE_INTERRUPT, __KERNEL_CS,
			 (unsigned long)interrupt_stubs + n * STUB_SIZE);
	set_gate(8, GATE_TASK, __DF_TSS, 0);
	load_boot_idt();
}

void show_trace(struct thread_info *ti, unsigned long ebp)
{
	unsigned long entries[48];
	struct stack_trace trace = {
		.entries = entries, .max_entries = ARRAY_SIZE(entries),
	};

	save_stack_trace_from(&trace, ti, ebp);
	printk("Call Trace:\n");
	print_stack_trace(&trace, 1);
}

void dump_stack(void)
{
	show_trace(current_thread_info(),
		   (unsigned long)__builtin_frame_address(0));
}

void show_regs(struct pt_regs *regs)
{
	struct task_struct *tsk = current;
	char sym[KSYM_NAME_LEN + 32];

	sprint_symbol(sym, regs->eip);
	printk("CPU:    %d\n", raw_smp_processor_id());
	printk("EIP:    %04lx:[<%08lx>]    %s\n", regs->xcs & 0xffff,
	       regs->eip, sym);
	printk("EFLAGS: %08lx   preempt_count: %08x\n", regs->eflags,
	       current_thread_info()->preempt_count);
	printk("eax: %08lx   ebx: %08lx   ecx: %08lx   edx: %08lx\n",
	       regs->eax, regs->ebx, regs->ecx, regs->edx);
	printk("esi: %08lx   edi: %08lx   ebp: %08lx   esp: %08lx\n",
	       regs->esi, regs->edi, regs->ebp, regs_sp(regs));
	printk("ds: %04lx   es: %04lx   fs: %04lx   gs: %04lx\n",
	       regs->xds & 0xffff, regs->xes & 0xffff,
	       regs->xfs & 0xffff, regs->xgs & 0xffff);
	printk("cr0: %08lx   cr2: %08lx   cr3: %08lx   cr4: %08lx\n",
	       read_cr0(), read_cr2(), read_cr3(), read_cr4());
	printk("Process %s (pid: %d, threadinfo=%p task=%p)\n",
	       tsk->comm, tsk->pid, current_thread_info(), tsk);
	if (current_thread_info()->stack_canary != STACK_END_MAGIC)
		printk("Kernel stack overflow: canary is %08lx\n",
		       current_thread_info()->stack_canary);
	show_trace(current_thread_info(), regs->ebp);
}

int panic_on_oops;

static int __init oops_setup(char *s)
{
	if (strcmp(s, "panic"))
		return 0;
	panic_on_oops = 1;
	return 1;
}
__setup("oops=", oops_setup);

/*
 * What is left after the report: the faulting context cannot go on.  An
 * interrupt handler, the idle task or init take the machine with them;
 * any other task is killed, as Linux does, and the kernel goes on
 * (unless oops=panic, which the test runner uses: it wants to stop).
 */
void oops_end(struct pt_regs *regs)
{
	if (in_interrupt())
		panic("Fatal exception in interrupt");
	if (panic_on_oops)
		panic("Fatal exception");
	if ((current->flags & PF_IDLE) || current == child_reaper)
		panic("Fatal exception in %s", current->comm);
	oops_in_progress = 0;
	current_thread_info()->preempt_count = 0;
	local_irq_enable();
	do_exit(SIGSEGV);
}

static raw_spinlock_t die_lock = __RAW_SPIN_LOCK_UNLOCKED;
static volatile int die_owner = -1;
static int die_counter;

void die(const char *str, struct pt_regs *regs, long err)
{
	int cpu = raw_smp_processor_id();

	/* A fault inside die() on the same CPU must not wait for itself. */
	if (die_owner != cpu) {
		while (!__raw_spin_trylock(&die_lock))
			cpu_relax();
		die_owner = cpu;
	} else {
		panic("Recursive oops");
	}
	oops_in_progress = 1;
	printk(KERN_EMERG "%s: %04lx [#%d]\n", str, err & 0xffff,
	       ++die_counter);
	show_regs(regs);
	/*
	 * A fault with the canary gone is most likely the overflow itself,
	 * reported just above: the task's exit must not report it again.
	 */
	current_thread_info()->stack_canary = STACK_END_MAGIC;
	die_owner = -1;
	__raw_spin_unlock(&die_lock);
	oops_end(regs);
}

static const struct bug_entry *find_bug(unsigned long eip)
{
	const struct bug_entry *bug;

	for (bug = __start___bug_table; bug < __stop___bug_table; bug++)
		if (bug->addr == eip)
			return bug;
	return NULL;
}

static void do_invalid_op(struct pt_regs *regs)
{
	const struct bug_entry *bug = find_bug(regs->eip);

	if (bug) {
		printk(KERN_EMERG "------------[ cut here ]------------\n");
		printk(KERN_EMERG "kernel BUG at %s:%u!\n", bug->file,
		       bug->line);
	}
	die("invalid opcode", regs, regs->error_code);
}

static void do_page_fault(struct pt_regs *regs)
{
	unsigned long address = read_cr2();

	printk(KERN_EMERG "BUG: unable to handle kernel %s at virtual address %08lx\n",
	       address < PAGE_SIZE ? "NULL pointer dereference" :
	       "paging request", address);
	die("Oops", regs, regs->error_code);
}

static unsigned long backtrace_wanted;	/* a bit per CPU */
static raw_spinlock_t nmi_print_lock = __RAW_SPIN_LOCK_UNLOCKED;

/*
 * An NMI: another CPU asked for our backtrace, or someone outside (the
 * test runner, through QEMU's monitor) poked every CPU at once because
 * the machine hangs.  Either way, say where this CPU is; even with
 * interrupts off here, an NMI gets through.  The CPUs take turns.
 */
static void print_nmi_backtrace(struct pt_regs *regs)
{
	char sym[KSYM_NAME_LEN + 32];
	unsigned long spins = 0;
	bool locked;
	int saved;

	while (!(locked = __raw_spin_trylock(&nmi_print_lock)) &&
	       ++spins < 100000000)
		cpu_relax();
	/*
	 * Read under the lock: read before it, it could be the 1 of the
	 * CPU printing now, put back after that CPU had restored 0.
	 */
	saved = oops_in_progress;
	oops_in_progress = 1;
	sprint_symbol(sym, regs->eip);
	printk(KERN_EMERG "NMI backtrace for cpu %d: %s/%d at [<%08lx>] %s, eflags %08lx\n",
	       raw_smp_processor_id(), current->comm, current->pid, regs->eip,
	       sym, regs->eflags);
	show_trace(current_thread_info(), regs->ebp);
	/* A backtrace is not an oops: printk waits for its lock again. */
	oops_in_progress = saved;
	/* Given up waiting (a CPU stuck printing): not ours to drop. */
	if (locked)
		__raw_spin_unlock(&nmi_print_lock);
}

/* Ask the other online CPUs for their backtraces, one after another. */
static void nmi_others(void)
{
	int me = raw_smp_processor_id(), cpu;

	for_each_online_cpu(cpu) {
		if (cpu == me)
			continue;
		set_bit(cpu, &backtrace_wanted);
		apic_send_ipi(x86_cpu_to_apicid[cpu], APIC_DM_NMI);
		mdelay(50);	/* one at a time: their lines stay apart */
	}
}

/*
 * An NMI: another CPU asked for our backtrace, or someone outside (the
 * test runner, through QEMU's monitor) poked us because the machine
 * hangs; then ask the other CPUs too.  Even with interrupts off, an NMI
 * gets through.
 */
static void do_nmi(struct pt_regs *regs)
{
	bool asked = test_and_clear_bit(raw_smp_processor_id(),
					&backtrace_wanted);

	print_nmi_backtrace(regs);
	if (!asked)
		nmi_others();
}

void trigger_all_cpu_backtrace(void)
{
	printk(KERN_EMERG "Backtrace of cpu %d: %s/%d\n",
	       raw_smp_processor_id(), current->comm, current->pid);
	dump_stack();
	nmi_others();
}

void do_trap(struct pt_regs *regs)
{
	unsigned long n = regs->vector;

	switch (n) {
	case 6:
		do_invalid_op(regs);
		break;
	case 14:
		do_page_fault(regs);
		break;
	case 2:
		do_nmi(regs);
		break;
	default:
		die(exception_names[n] ? exception_names[n] : "reserved trap",
		    regs, regs->error_code);
	}
}
