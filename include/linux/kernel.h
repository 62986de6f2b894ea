/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

#include <stdarg.h>
#include <linux/types.h>
#include <linux/stddef.h>
#include <linux/compiler.h>
#include <asm/bug.h>

#define KERN_EMERG	"<0>"	/* system is unusable */
#define KERN_ALERT	"<1>"	/* action must be taken immediately */
#define KERN_CRIT	"<2>"	/* critical conditions */
#define KERN_ERR	"<3>"	/* error conditions */
#define KERN_WARNING	"<4>"	/* warning conditions */
#define KERN_NOTICE	"<5>"	/* normal but significant condition */
#define KERN_INFO	"<6>"	/* informational */
#define KERN_DEBUG	"<7>"	/* debug-level messages */

#define INT_MAX		((int)(~0U >> 1))
#define INT_MIN		(-INT_MAX - 1)
#define UINT_MAX	(~0U)
#define LONG_MAX	((long)(~0UL >> 1))
#define LONG_MIN	(-LONG_MAX - 1)
#define ULONG_MAX	(~0UL)

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

/* As in 2.6: a compile error, an array of negative size, if @cond holds. */
#define BUILD_BUG_ON(cond)	((void)sizeof(char[1 - 2 * !!(cond)]))

#define ALIGN(x, a)	(((x) + (a) - 1) & ~((__typeof__(x))(a) - 1))
#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))

#define min(x, y) ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); \
	(void)(&_x == &_y); _x < _y ? _x : _y; })
#define max(x, y) ({ __typeof__(x) _x = (x); __typeof__(y) _y = (y); \
	(void)(&_x == &_y); _x > _y ? _x : _y; })
#define clamp_t(t, v, lo, hi) min_t(t, max_t(t, v, lo), hi)
#define min_t(t, x, y) ({ t _x = (x); t _y = (y); _x < _y ? _x : _y; })
#define max_t(t, x, y) ({ t _x = (x); t _y = (y); _x > _y ? _x : _y; })

/**
 * container_of - the structure that embeds a member
 * @ptr: pointer to the member
 * @type: type of the enclosing structure
 * @member: name of the member within @type
 */
#define container_of(ptr, type, member) ({				\
	const void *__mptr = (ptr);					\
	/* a compile-time check that @ptr points to a @member */	\
	(void)(0 && &((type *)0)->member == (ptr));			\
	((type *)((char *)__mptr - offsetof(type, member))); })

/**
 * printk - print a message to the kernel log and the console
 * @fmt: printf-style format, optionally starting with a KERN_* level
 *
 * Each line gets a timestamp.  Lines below console_loglevel reach the
 * console; all stay in the log ring (dmesg).
 * Return: the number of characters formatted.
 */
__printf(1, 2) int printk(const char *fmt, ...);

/**
 * vprintk - printk() with a va_list
 * @fmt: the format
 * @args: its arguments
 */
int vprintk(const char *fmt, va_list args);

/**
 * panic - report a fatal error and stop the machine
 * @fmt: printf-style reason
 *
 * Prints the reason, a backtrace and the task list, stops the other
 * CPUs, and powers QEMU off with the failure code.  Never returns.
 */
__printf(1, 2) __noreturn void panic(const char *fmt, ...);

/* lib/vsprintf.c: documented at their definitions. */

__printf(3, 4) int snprintf(char *buf, size_t size, const char *fmt, ...);
int vsnprintf(char *buf, size_t size, const char *fmt, va_list args);
__printf(3, 4) int scnprintf(char *buf, size_t size, const char *fmt, ...);
int vscnprintf(char *buf, size_t size, const char *fmt, va_list args);
__printf(2, 3) int sprintf(char *buf, const char *fmt, ...);
int vsprintf(char *buf, const char *fmt, va_list args);

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base);
long simple_strtol(const char *cp, char **endp, unsigned int base);
unsigned long long simple_strtoull(const char *cp, char **endp,
				   unsigned int base);
int kstrtoint(const char *s, unsigned int base, int *res);

extern int oops_in_progress;

/* Where boot has got to; checks that only make sense later look here. */
extern enum system_states {
	SYSTEM_BOOTING,
	SYSTEM_RUNNING,
	SYSTEM_POWER_OFF,
} system_state;

/**
 * __might_sleep - complain if the caller may not sleep here
 * @file: the caller's file
 * @line: the caller's line
 *
 * Prints "BUG: sleeping function called from invalid context" with a
 * backtrace when called in atomic context or with interrupts off.
 */
void __might_sleep(const char *file, int line);
#define might_sleep()		__might_sleep(__FILE__, __LINE__)
#define might_sleep_if(cond)	do { if (cond) might_sleep(); } while (0)

/**
 * warn_count - how many WARN()s and WARN_ON()s fired since boot
 *
 * Counted before the report is printed, muted reports included.
 */
unsigned long warn_count(void);

/**
 * dump_stack - print a backtrace of the running code
 */
void dump_stack(void);

#endif /* _LINUX_KERNEL_H */
