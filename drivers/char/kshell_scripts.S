/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scripts "sh PATH" runs: each the text of a file of the source
 * tree with a NUL after it, named by its path in the tree, and its
 * entry in the .kshell_scripts table
 * (struct kshell_script in <linux/kshell.h>).  The top Makefile makes
 * this object depend on the files, which gcc's -MMD cannot see.
 */

.macro kshell_script file
	.section .rodata
.Lname\@:
	.asciz "\file"
	.section .rodata
.Ltext\@:
	.incbin "\file"
	.byte 0
	.section .kshell_scripts, "a"
	.balign 4
	.long .Lname\@, .Ltext\@
.endm

	kshell_script "tools/testing/selftests/cpu-hotplug/cpu-on-off-test.sh"
