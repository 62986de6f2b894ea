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
 * A command returns 0 or a negative errno, which the shell reports.
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

/**
 * kshell_run - read and run commands from the console until "poweroff"
 */
void kshell_run(void);

/**
 * kshell_execute - run one command line
 * @line: the line; split in place into words
 *
 * Return: the command's result, or -ENOENT for an unknown command.
 */
int kshell_execute(char *line);

#endif /* _LINUX_KSHELL_H */
