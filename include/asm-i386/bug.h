/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_BUG_H
#define _ASM_I386_BUG_H

#include <linux/types.h>
#include <linux/compiler.h>

/*
 * BUG() is a ud2 whose address is recorded in __bug_table with the file
 * and line, so the invalid-opcode handler can say where it came from.
 */
struct bug_entry {
	unsigned long addr;
	const char *file;
	unsigned short line;
};

#define BUG() do {							\
	__asm__ __volatile__("1:\tud2\n"				\
		".pushsection __bug_table,\"a\"\n"			\
		"\t.long 1b, %c0\n"					\
		"\t.word %c1, 0\n"					\
		".popsection"						\
		: : "i"(__FILE__), "i"(__LINE__));			\
	__builtin_unreachable();					\
} while (0)

#define BUG_ON(cond) do { if (unlikely(cond)) BUG(); } while (0)

/**
 * __warn - report a WARN_ON() that fired, with a backtrace, and go on
 * @file: the source file
 * @line: its line
 * @func: the function
 * @cond: the condition's text
 */
void __warn(const char *file, int line, const char *func, const char *cond);

#define WARN_ON(cond) ({						\
	int __ret_warn = !!(cond);					\
	if (unlikely(__ret_warn))					\
		__warn(__FILE__, __LINE__, __func__, #cond);		\
	unlikely(__ret_warn); })

/**
 * __warn_printf - report a WARN() that fired, with its message
 * @file: the source file
 * @line: its line
 * @func: the function
 * @caller: the return address of the function that warned: who misused it
 * @fmt: printf-style message, one line
 */
__attribute__((format(printf, 5, 6)))
void __warn_printf(const char *file, int line, const char *func,
		   unsigned long caller, const char *fmt, ...);

/*
 * WARN(cond, fmt, ...): WARN_ON() with a message.  For an API misused by
 * its caller: the report names the function that called the one that
 * warns, so it must be used in the API function itself, not a helper.
 */
#define WARN(cond, fmt, ...) ({						\
	int __ret_warn = !!(cond);					\
	if (unlikely(__ret_warn))					\
		__warn_printf(__FILE__, __LINE__, __func__,		\
			      (unsigned long)__builtin_return_address(0), \
			      fmt, ##__VA_ARGS__);			\
	unlikely(__ret_warn); })

#define WARN_ON_ONCE(cond) ({						\
	static bool __warned;						\
	int __ret_warn_once = !!(cond);					\
	if (unlikely(__ret_warn_once) && !__warned) {			\
		__warned = true;					\
		__warn(__FILE__, __LINE__, __func__, #cond);		\
	}								\
	unlikely(__ret_warn_once); })

#endif /* _ASM_I386_BUG_H */
