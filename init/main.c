// SPDX-License-Identifier: GPL-2.0
/*
 * start_kernel: the boot CPU brings the machine up in the order of
 * SPEC.md, then hands over to the test runner or the console shell.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/serial.h>
#include <linux/ktest.h>
#include <linux/kshell.h>
#include <linux/kallsyms.h>
#include <linux/string.h>
#include <linux/hardirq.h>
#include <linux/reboot.h>
#include <linux/start_kernel.h>
#include <asm/apic.h>
#include <asm/desc.h>
#include <asm/i8259.h>
#include <asm/setup.h>
#include <asm/timer.h>
#include <asm/traps.h>
#include <asm/system.h>
#include <asm/smp.h>
#include <asm/smpboot.h>
#include <linux/cpu.h>
#include <linux/interrupt.h>
#include <linux/timer.h>
#include <linux/unistd.h>
#include <linux/workqueue.h>

static bool ktest_enabled;
/* As long as the command line: a filter is never cut. */
static char ktest_filter[COMMAND_LINE_SIZE];

static int __init ktest_setup(char *s)
{
	ktest_enabled = strcmp(s, "0") != 0;
	/* A test run stops at the first oops: the runner reports it. */
	if (ktest_enabled)
		panic_on_oops = 1;
	return 1;
}
__setup("ktest=", ktest_setup);

static int __init ktest_filter_setup(char *s)
{
	strlcpy(ktest_filter, s, sizeof(ktest_filter));
	return 1;
}
__setup("ktest.filter=", ktest_filter_setup);

/* ktest.action=list, as Linux's kunit.action=list: name the cases only. */
static bool ktest_list_only;

static int __init ktest_action_setup(char *s)
{
	if (!strcmp(s, "list"))
		ktest_list_only = true;
	else if (strcmp(s, "run"))
		printk(KERN_ERR "ktest: unknown ktest.action=%s, run instead\n",
		       s);
	return 1;
}
__setup("ktest.action=", ktest_action_setup);

static const char linux_banner[] =
	"kt26 version " KT26_VERSION " (gcc " __VERSION__ ") SMP PREEMPT\n";

extern initcall_t __initcall_start[], __initcall_end[];
extern exitcall_t __exitcall_start[], __exitcall_end[];

void __init do_initcalls(void)
{
	initcall_t *call;

	for (call = __initcall_start; call < __initcall_end; call++) {
		int count = preempt_count();
		int ret = (*call)();
		char sym[160];

		if (ret || preempt_count() != count || irqs_disabled()) {
			sprint_symbol(sym, (unsigned long)*call);
			printk(KERN_WARNING "initcall %s returned %d%s%s\n",
			       sym, ret,
			       preempt_count() != count ?
			       ", preemption imbalance" : "",
			       irqs_disabled() ? ", interrupts left off" : "");
			preempt_count() = count;
			local_irq_enable();
		}
	}
}

void do_exitcalls(void)
{
	exitcall_t *call = __exitcall_end;

	while (call-- > __exitcall_start)
		(*call)();
}

void kernel_power_off(int code)
{
	do_exitcalls();
	printk(KERN_NOTICE "Power down.\n");
	machine_power_off(code);
}

void kernel_restart(void)
{
	do_exitcalls();
	printk(KERN_EMERG "reboot: Restarting system\n");
	machine_restart();
}

enum system_states system_state = SYSTEM_BOOTING;

/* The test runner or the shell: init's one long-lived child. */
static int console_thread(void *unused)
{
	if (ktest_enabled) {
		int failed;

		set_task_comm(current, "ktest");
		if (ktest_list_only) {
			ktest_list_all(ktest_filter);
			kernel_power_off(POWEROFF_OK);
		}
		failed = ktest_run_all(ktest_filter);
		kernel_power_off(failed ? POWEROFF_FAIL : POWEROFF_OK);
	}
	set_task_comm(current, "kshell");
	kshell_run();		/* until poweroff or reboot */
}

/*
 * init's life after boot: reap every child it is given, the orphans of
 * tasks that exit before their children.
 */
static __noreturn void reap_forever(void)
{
	for (;;) {
		int status;

		if (waitpid(-1, &status, __WALL) == -ECHILD)
			wait_event(current->wait_chldexit,
				   !list_empty(&current->children));
	}
}

/* Every other CPU, by the same path as run-time hotplug. */
/* maxcpus=N: bring up at most N CPUs at boot; the rest can come later. */
static unsigned int setup_max_cpus = NR_CPUS;

static int __init maxcpus_setup(char *s)
{
	int n;

	if (kstrtoint(s, 10, &n) || n < 0)
		return 0;
	setup_max_cpus = n;
	return 1;
}
__setup("maxcpus=", maxcpus_setup);

/*
 * nr_cpus=N: this boot supports N CPUs: the others are not possible,
 * so they have no online file and cpu_up() refuses them.  Read after
 * the CPUs were found, before any of them but the boot CPU runs.
 */
static int __init nr_cpus_setup(char *s)
{
	unsigned int cpu;
	int n;

	if (kstrtoint(s, 10, &n) || n < 1)
		return 0;
	for (cpu = n; cpu < NR_CPUS; cpu++) {
		cpu_clear(cpu, cpu_possible_map);
		cpu_clear(cpu, cpu_present_map);
	}
	return 1;
}
__setup("nr_cpus=", nr_cpus_setup);

static void __init smp_init(void)
{
	unsigned int cpu;

	for_each_present_cpu(cpu) {
		if (num_online_cpus() >= setup_max_cpus)
			break;
		if (!cpu_online(cpu) && cpu_up(cpu))
			printk(KERN_ERR "smp: CPU %u did not come up\n", cpu);
	}
	printk(KERN_INFO "smp: brought up %d CPU%s\n", num_online_cpus(),
	       num_online_cpus() == 1 ? "" : "s");
}

/* pid 1: finish the boot in the order of SPEC.md, then reap. */
static int init(void *unused)
{
	sigset_t all;

	child_reaper = current;
	set_task_comm(current, "init");
	/* Forked from the boot CPU's idle task, which is bound to it. */
	set_cpus_allowed(current, CPU_MASK_ALL);
	/* init takes no signal: they would only cut its waits short. */
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	/* The boot CPU's threads; keventd is up after the third. */
	migration_init();
	spawn_ksoftirqd();
	init_workqueues();
	smp_init();
	do_initcalls();
	system_state = SYSTEM_RUNNING;
	printk(KERN_NOTICE "kt26: system up\n");
	if (kernel_thread(console_thread, NULL, CLONE_FS | CLONE_FILES |
			  SIGCHLD) < 0)
		panic("cannot start the console thread");
	reap_forever();
}

static void __init rest_init(void)
{
	if (kernel_thread(init, NULL, CLONE_FS | CLONE_SIGHAND) < 0)
		panic("cannot start init");
	cpu_idle();
}

static void __init cpu_init(int cpu)
{
	load_gdt(&boot_gdt_descr);
	load_boot_idt();
	cpu_init_tss(cpu);
}

void __init start_kernel(void)
{
	char *command_line;

	serial_init();
	tsc_init();
	printk(KERN_NOTICE "%s", linux_banner);
	trap_init();
	/* TR loaded before paging: some virtual CPUs insist on it. */
	cpu_init(0);
	setup_arch(&command_line);
	printk(KERN_NOTICE "Kernel command line: %s\n", saved_command_line);
	parse_args(command_line);
	fork_init();
	sched_init();
	init_timers();
	softirq_init();
	init_8259A();
	setup_local_APIC(true);
	smp_prepare_cpus();
	local_irq_enable();
	setup_boot_APIC_clock();
	rest_init();
}
