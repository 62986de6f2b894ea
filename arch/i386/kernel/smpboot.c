// SPDX-License-Identifier: GPL-2.0
/*
 * Bringing application processors up: the firmware says which CPUs
 * there are; __cpu_up() starts one with INIT-SIPI-SIPI through the
 * real-mode trampoline, on its own idle task, and waits until it has
 * marked itself online.  The same path serves boot and run-time
 * hotplug: a CPU that went down is started again exactly like the first
 * time.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/smp.h>
#include <linux/cpumask.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/err.h>
#include <linux/completion.h>
#include <linux/jiffies.h>
#include <linux/lockdep.h>
#include <linux/string.h>
#include <linux/time.h>
#include <asm/apic.h>
#include <asm/desc.h>
#include <asm/irq_vectors.h>
#include <asm/mpspec.h>
#include <asm/processor.h>
#include <asm/setup.h>
#include <asm/smp.h>
#include <asm/smpboot.h>
#include <asm/traps.h>

extern char trampoline_start[], trampoline_end[];
extern struct desc_ptr tr_gdt;
extern u32 tr_cr3, tr_cr4, tr_esp, tr_entry;
extern char startup_32_smp[];

static struct task_struct *idle_tasks[NR_CPUS];
/* Set by a CPU as it parks; cleared as it is started again. */
static volatile bool cpu_parked[NR_CPUS];
/* Completed by a CPU once it is online, and again once it has parked. */
static struct completion cpu_answer[NR_CPUS];
static int nr_registered;

/* Answer time: seconds are plenty even for TCG on a loaded host. */
#define CPU_UP_TIMEOUT_MS	5000
#define CPU_UP_TIMEOUT_NS	(CPU_UP_TIMEOUT_MS * 1000000ULL)
#define CPU_UP_SPIN_NS		(5ULL * NSEC_PER_MSEC)

void __init register_lapic(unsigned int apicid)
{
	int cpu;

	if (apicid == hard_smp_processor_id()) {
		cpu = 0;	/* the boot CPU is CPU 0 whatever its APIC id */
	} else if (nr_registered + 1 >= NR_CPUS) {
		printk(KERN_WARNING "smp: ignoring CPU with APIC id %u: NR_CPUS is %d\n",
		       apicid, NR_CPUS);
		return;
	} else {
		cpu = ++nr_registered;
	}
	x86_cpu_to_apicid[cpu] = apicid;
	cpu_set(cpu, cpu_possible_map);
	cpu_set(cpu, cpu_present_map);
}

void __init find_smp_config(bool use_acpi)
{
	x86_cpu_to_apicid[0] = hard_smp_processor_id();
	if (!(use_acpi && acpi_find_cpus()) && !mp_find_cpus())
		printk(KERN_INFO "smp: no MADT or MP table: one CPU\n");
	printk(KERN_INFO "smp: %d CPU%s possible\n", num_possible_cpus(),
	       num_possible_cpus() == 1 ? "" : "s");
}

/* How long INIT is held on the CPUs found here: set once, at boot. */
static unsigned int init_udelay = 10000;

unsigned int smpboot_init_udelay(const char *vendor, unsigned int family)
{
	if (!memcmp(vendor, "GenuineIntel", 12) && family >= 6)
		return 0;
	if (!memcmp(vendor, "AuthenticAMD", 12) && family >= 0xf)
		return 0;
	return 10000;
}

/* The boot CPU's vendor and family; the APs are the same model. */
static unsigned int boot_cpu_init_udelay(void)
{
	u32 max, sig, ebx, ecx, edx;
	char vendor[12];
	unsigned int family;

	cpuid(0, &max, &ebx, &ecx, &edx);
	memcpy(vendor, &ebx, 4);
	memcpy(vendor + 4, &edx, 4);
	memcpy(vendor + 8, &ecx, 4);
	if (max < 1)
		return 10000;
	cpuid(1, &sig, &ebx, &ecx, &edx);
	family = (sig >> 8) & 0xf;
	if (family == 0xf)
		family += (sig >> 20) & 0xff;
	return smpboot_init_udelay(vendor, family);
}

void __init smp_prepare_cpus(void)
{
	memcpy((void *)TRAMPOLINE_BASE, trampoline_start,
	       trampoline_end - trampoline_start);
	init_udelay = boot_cpu_init_udelay();
	smp_ipi_init();
}

/* The trampoline's words live in its copy, at the same offsets. */
static void *tr_word(void *word)
{
	return (void *)(TRAMPOLINE_BASE + ((char *)word - trampoline_start));
}

static void fill_trampoline(struct task_struct *idle)
{
	struct desc_ptr *gdt = tr_word(&tr_gdt);

	gdt->size = boot_gdt_descr.size;
	gdt->address = boot_gdt_descr.address;
	*(u32 *)tr_word(&tr_cr3) = read_cr3();
	*(u32 *)tr_word(&tr_cr4) = read_cr4();
	*(u32 *)tr_word(&tr_esp) = (u32)idle->thread_info + THREAD_SIZE;
	*(u32 *)tr_word(&tr_entry) = (u32)startup_32_smp;
	wmb();
}

/*
 * INIT, then two STARTUPs, as the MP specification asks.  Its waits (10
 * ms of INIT, 200 us after each STARTUP) are for old CPUs' external
 * APICs; on the CPUs smpboot_init_udelay() knows to need none, only the
 * delivery of each IPI is waited for, and 10 us, as Linux does.
 */
static void wakeup_secondary_cpu(unsigned int apicid)
{
	int i;

	apic_write(APIC_ESR, 0);
	apic_send_ipi(apicid, APIC_INT_LEVELTRIG | APIC_INT_ASSERT |
		      APIC_DM_INIT);
	apic_wait_icr_idle();
	udelay(init_udelay);
	apic_send_ipi(apicid, APIC_INT_LEVELTRIG | APIC_DM_INIT);
	apic_wait_icr_idle();
	for (i = 0; i < 2; i++) {
		apic_send_ipi(apicid, APIC_DM_STARTUP |
			      (TRAMPOLINE_BASE >> 12));
		apic_wait_icr_idle();
		udelay(init_udelay ? 300 : 10);
	}
}

static struct task_struct *get_idle(unsigned int cpu)
{
	struct task_struct *idle = idle_tasks[cpu];

	if (!idle) {
		idle = fork_idle(cpu);
		if (IS_ERR(idle))
			return idle;
		idle_tasks[cpu] = idle;
	} else {
		/* Back from the dead: a fresh start on the same task. */
		init_idle(idle, cpu);
	}
	idle->thread_info->stack_canary = STACK_END_MAGIC;
	idle->thread_info->flags = 0;
	return idle;
}

static bool cpu_is_online(unsigned int cpu)
{
	return cpu_online(cpu);
}

/*
 * Wait until @done(@cpu), which @cpu makes true and completes its
 * cpu_answer for (start_secondary() in that order, play_dead() the other
 * way round): 0, or -EIO after CPU_UP_TIMEOUT_NS.  A CPU answers in well
 * under CPU_UP_SPIN_NS, so it is watched for first; one slower than that
 * (a loaded host) is not worth a CPU spinning for, and is slept on until
 * it answers, not polled on a tick.
 */
static int wait_for_cpu(bool (*done)(unsigned int cpu), unsigned int cpu)
{
	u64 start = sched_clock();
	bool answered = false;

	while (!done(cpu)) {
		u64 waited = sched_clock() - start;

		if (waited > CPU_UP_TIMEOUT_NS)
			return -EIO;
		/*
		 * Once the answer has come, the flag follows within a few
		 * instructions (play_dead() completes first): spin for it.
		 */
		if (waited < CPU_UP_SPIN_NS || answered)
			cpu_relax();
		else
			answered = wait_for_completion_timeout(&cpu_answer[cpu],
				msecs_to_jiffies(CPU_UP_TIMEOUT_MS)) > 0;
	}
	return 0;
}

int __cpu_up(unsigned int cpu)
{
	struct task_struct *idle = get_idle(cpu);

	if (IS_ERR(idle))
		return PTR_ERR(idle);
	cpu_parked[cpu] = false;
	init_completion(&cpu_answer[cpu]);
	fill_trampoline(idle);
	printk(KERN_INFO "smpboot: Booting Node 0 Processor %u APIC 0x%x\n",
	       cpu, x86_cpu_to_apicid[cpu]);
	wakeup_secondary_cpu(x86_cpu_to_apicid[cpu]);
	if (wait_for_cpu(cpu_is_online, cpu)) {
		printk(KERN_ERR "smp: CPU %u (APIC id %u) did not answer\n",
		       cpu, x86_cpu_to_apicid[cpu]);
		return -EIO;
	}
	return 0;
}

/* The new CPU, on its idle task: set itself up, go online, idle. */
void start_secondary(void)
{
	int cpu = raw_smp_processor_id();

	load_boot_idt();
	identify_cpu(cpu);
	cpu_init_tss(cpu);
	/* After the IDT and TSS: its WARN() must not fault on the way. */
	lockdep_cpu_starting(cpu);
	setup_local_APIC(false);
	setup_secondary_APIC_clock();
	current->exec_start_ns = sched_clock();
	cpu_set(cpu, cpu_online_map);
	complete(&cpu_answer[cpu]);
	local_irq_enable();
	cpu_idle();
}

int __cpu_disable(void)
{
	int cpu = raw_smp_processor_id();

	if (cpu == 0)
		return -EBUSY;
	/* No more ticks: nothing will run here but the way out. */
	apic_write(APIC_LVTT, APIC_LVT_MASKED | LOCAL_TIMER_VECTOR);
	/* Before we can park: __cpu_die() waits on it afterwards. */
	init_completion(&cpu_answer[cpu]);
	cpu_clear(cpu, cpu_online_map);
	return 0;
}

static bool cpu_is_parked(unsigned int cpu)
{
	return cpu_parked[cpu];
}

int __cpu_die(unsigned int cpu)
{
	return wait_for_cpu(cpu_is_parked, cpu);
}

void (*play_dead_test_hook)(void);

void play_dead(void)
{
	void (*hook)(void) = READ_ONCE(play_dead_test_hook);

	local_irq_disable();
	apic_write(APIC_LVTT, APIC_LVT_MASKED | LOCAL_TIMER_VECTOR);
	/* Wakes a sleeping __cpu_die(); wakeups work from an offline CPU. */
	complete(&cpu_answer[raw_smp_processor_id()]);
	if (hook)
		hook();
	/*
	 * The flag last: once it is seen, cpu_up() may send INIT at once,
	 * and a CPU reset inside complete() would leave its locks held
	 * and this CPU marked as inside the lock validator.
	 */
	mb();
	cpu_parked[raw_smp_processor_id()] = true;
	for (;;)
		halt();
}
