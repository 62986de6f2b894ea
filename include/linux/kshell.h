/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KSHELL_H
#define _LINUX_KSHELL_H

#include <linux/compiler.h>

/*
 * The console shell.  A command is a function registered through the
 * .kshell_cmds linker section, so each subsystem adds its own commands
 * beside its code:
 *
 *	static int cmd_uptime(int argc, char **argv) { ... return 0; }
 *	KSHELL_COMMAND(uptime, "uptime", "time since boot");
 *
 * A command returns 0, a negative errno (exit status 1 in a script), or
 * a positive exit status, as test's 1 for "false".
 */
struct kshell_command {
	const char *name;
	const char *help;
	int (*fn)(int argc, char **argv);
};

#define KSHELL_COMMAND(func, cmdname, helptext)				\
	static const struct kshell_command __kshell_##func __used	\
	__section(".kshell_cmds") __aligned(4) = {			\
		.name = cmdname, .help = helptext, .fn = func }

#define KSHELL_MAX_ARGS	16

/*
 * A script built into the kernel, for "sh NAME": its text comes from a
 * file of the source tree (drivers/char/kshell_scripts.S).
 */
struct kshell_script {
	const char *name;	/* its path in the source tree */
	const char *text;	/* NUL-terminated */
};

extern const struct kshell_command __kshell_cmds_start[], __kshell_cmds_end[];
extern const struct kshell_script __kshell_scripts_start[],
	__kshell_scripts_end[];

/**
 * kshell_find_command - look a command up by name
 * @name: what the first word of a line says
 *
 * Return: the command, or NULL if there is none of that name.
 */
const struct kshell_command *kshell_find_command(const char *name);

/**
 * kshell_run - read and run commands from the console, for ever
 *
 * The poweroff and reboot commands end it, with the machine.
 */
__noreturn void kshell_run(void);

/**
 * kshell_execute - run one command line
 * @line: the line; split in place into words
 *
 * Return: the command's result, or -ENOENT for an unknown command.
 */
int kshell_execute(char *line);

/**
 * kshell_run_line - run a console line in the console's shell state
 * @line: commands in the shell's script language (; && || if for ...)
 *
 * Variables, functions and $? carry over from one line to the next.
 *
 * Return: the exit status of the last command run.
 */
int kshell_run_line(const char *line);

/**
 * kshell_script_run - run a script in a state of its own
 * @name: $0, and the name in its messages
 * @text: the script
 * @argc: number of entries in @argv ($0 included)
 * @argv: $0, $1, ...
 *
 * Return: the script's exit status, or -ENOMEM.
 */
int kshell_script_run(const char *name, const char *text, int argc,
		      char **argv);

#endif /* _LINUX_KSHELL_H */
