/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_INIT_H
#define _LINUX_INIT_H

#include <linux/compiler.h>

/*
 * Boot-time code and data.  The sections are kept apart so the image
 * shows what runs only at boot; the memory is not given back.
 */
#define __init		__attribute__((__section__(".init.text"), __noinline__))
#define __initdata	__section(".init.data")
#define __exit		__attribute__((__section__(".exit.text"), __used__, \
				       __noinline__))

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

#define __define_initcall(level, fn)					\
	static initcall_t __initcall_##fn __used			\
	__section(".initcall" level ".init") = fn

/* The levels, run in this order by do_initcalls(). */
#define pure_initcall(fn)		__define_initcall("0", fn)
#define core_initcall(fn)		__define_initcall("1", fn)
#define postcore_initcall(fn)		__define_initcall("2", fn)
#define arch_initcall(fn)		__define_initcall("3", fn)
#define subsys_initcall(fn)		__define_initcall("4", fn)
#define fs_initcall(fn)			__define_initcall("5", fn)
#define device_initcall(fn)		__define_initcall("6", fn)
#define late_initcall(fn)		__define_initcall("7", fn)

#define __initcall(fn)	device_initcall(fn)

#define __exitcall(fn)							\
	static exitcall_t __exitcall_##fn __used			\
	__section(".exitcall.exit") = fn

/*
 * Kernel command line parameters: __setup("name=", fn) calls fn with
 * what follows "name=".  fn returns 1 when it took the value, 0 to have
 * it reported as bad.
 */
struct obs_kernel_param {
	const char *str;
	int (*setup_func)(char *value);
};

#define __setup(str, fn)						\
	static const char __setup_str_##fn[] = str;			\
	static const struct obs_kernel_param __setup_##fn __used	\
	__section(".init.setup") __aligned(4) = { __setup_str_##fn, fn }

#define COMMAND_LINE_SIZE	512

extern char saved_command_line[COMMAND_LINE_SIZE];

/**
 * parse_args - hand each word of a command line to its __setup handler
 * @cmdline: the words, separated by spaces; modified in place
 *
 * Return: the number of words no handler took (each is reported).
 */
int parse_args(char *cmdline);

/**
 * do_initcalls - run every initcall, level by level
 */
void do_initcalls(void);

/**
 * do_exitcalls - run every module_exit function, last registered first
 */
void do_exitcalls(void);

#endif /* _LINUX_INIT_H */
