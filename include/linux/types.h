/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

/*
 * Sizes come from the compiler so that lib/ can also be built natively
 * on the host for the sanitizer tests, where long is 64 bits wide.
 */
typedef unsigned char u8;
typedef signed char s8;
typedef unsigned short u16;
typedef signed short s16;
typedef unsigned int u32;
typedef signed int s32;
typedef unsigned long long u64;
typedef signed long long s64;

typedef u8 __u8;
typedef u16 __u16;
typedef u32 __u32;
typedef u64 __u64;
typedef s32 __s32;
typedef s64 __s64;

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __PTRDIFF_TYPE__ ssize_t;
typedef unsigned long uintptr_t;
typedef int pid_t;

typedef long long loff_t;
typedef unsigned int gfp_t;
typedef _Bool bool;

enum {
	false = 0,
	true = 1
};

#ifndef NULL
#define NULL ((void *)0)
#endif

#endif /* _LINUX_TYPES_H */
