/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel image: loaded by the multiboot loader at 1 MiB, run at the
 * address it was loaded at (identity mapping).  The kallsyms table sits
 * after everything that holds code, so the two link passes agree on every
 * text address.
 */
OUTPUT_FORMAT("elf32-i386")
OUTPUT_ARCH(i386)
ENTRY(startup_32)

SECTIONS
{
	. = 0x100000;
	_text = .;

	.text : {
		KEEP(*(.multiboot))
		*(.text.entry)
		*(.text .text.*)
		. = ALIGN(16);
		__sched_text_start = .;
		*(.sched.text)
		__sched_text_end = .;
	}
	_etext = .;

	.init.text : {
		__init_begin = .;
		*(.init.text)
	}
	.exit.text : {
		*(.exit.text)
	}
	__text_end = .;

	.rodata : ALIGN(32) {
		*(.rodata .rodata.*)
	}

	__bug_table : ALIGN(4) {
		__start___bug_table = .;
		KEEP(*(__bug_table))
		__stop___bug_table = .;
	}

	.init.data : ALIGN(4) {
		*(.init.data)
		. = ALIGN(4);
		__setup_start = .;
		KEEP(*(.init.setup))
		__setup_end = .;
		__initcall_start = .;
		KEEP(*(.initcall0.init))
		KEEP(*(.initcall1.init))
		KEEP(*(.initcall2.init))
		KEEP(*(.initcall3.init))
		KEEP(*(.initcall4.init))
		KEEP(*(.initcall5.init))
		KEEP(*(.initcall6.init))
		KEEP(*(.initcall7.init))
		__initcall_end = .;
		__exitcall_start = .;
		KEEP(*(.exitcall.exit))
		__exitcall_end = .;
		__ktest_suites_start = .;
		KEEP(*(.ktest_suites))
		__ktest_suites_end = .;
		__kshell_cmds_start = .;
		KEEP(*(.kshell_cmds))
		__kshell_cmds_end = .;
		__kshell_scripts_start = .;
		KEEP(*(.kshell_scripts))
		__kshell_scripts_end = .;
		__sysfs_nodes_start = .;
		KEEP(*(.sysfs_nodes))
		__sysfs_nodes_end = .;
		__init_end = .;
	}

	.kallsyms : ALIGN(4) {
		KEEP(*(.kallsyms))
	}

	.data : ALIGN(4096) {
		_sdata = .;
		*(.data.init_task)
		*(.data.page_aligned)
		*(.data .data.*)
		_edata = .;
	}

	.bss : ALIGN(4096) {
		__bss_start = .;
		*(.bss.page_aligned)
		*(.bss .bss.*)
		*(COMMON)
		. = ALIGN(4096);
		__bss_stop = .;
	}
	_end = .;

	/DISCARD/ : {
		*(.note.gnu.property)
		*(.comment)
		*(.eh_frame)
		*(.note.GNU-stack)
	}
}
