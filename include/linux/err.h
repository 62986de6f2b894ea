/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_ERR_H
#define _LINUX_ERR_H

/*
 * Returning an error through a pointer: the top MAX_ERRNO addresses of
 * the address space are never handed out by any allocator (on i386 they
 * are the last page, which the kernel leaves unmapped), so a pointer in
 * that range can stand for a negative errno without ambiguity.
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/errno.h>

#define MAX_ERRNO	4095

/* True for an integer that is really a negative errno in disguise. */
#define IS_ERR_VALUE(x)	\
	unlikely((unsigned long)(x) >= (unsigned long)-MAX_ERRNO)

/**
 * ERR_PTR - turn a negative errno into a pointer
 * @error: a negative errno, -MAX_ERRNO..-1
 *
 * Return: a pointer for which IS_ERR() is true.
 */
static inline void *ERR_PTR(long error)
{
	return (void *)error;
}

/**
 * PTR_ERR - the negative errno a pointer carries
 * @ptr: a pointer for which IS_ERR() is true
 *
 * Return: the errno, negative.  Meaningless when @ptr is a real pointer.
 */
static inline long PTR_ERR(const void *ptr)
{
	return (long)ptr;
}

/**
 * IS_ERR - whether a pointer carries an errno
 * @ptr: the pointer to test
 */
static inline bool IS_ERR(const void *ptr)
{
	return IS_ERR_VALUE((unsigned long)ptr);
}

/**
 * IS_ERR_OR_NULL - whether a pointer is NULL or carries an errno
 * @ptr: the pointer to test
 */
static inline bool IS_ERR_OR_NULL(const void *ptr)
{
	return unlikely(!ptr) || IS_ERR_VALUE((unsigned long)ptr);
}

/**
 * ERR_CAST - pass an error pointer on as another pointer type
 * @ptr: a pointer for which IS_ERR() is true
 *
 * Only the type changes; the name says that the value is known to be
 * an error, which a plain cast would not.
 */
static inline void *ERR_CAST(const void *ptr)
{
	return (void *)ptr;
}

/**
 * PTR_ERR_OR_ZERO - the errno of an error pointer, or 0 for a real one
 * @ptr: the pointer to test
 */
static inline int PTR_ERR_OR_ZERO(const void *ptr)
{
	return IS_ERR(ptr) ? (int)PTR_ERR(ptr) : 0;
}

#endif /* _LINUX_ERR_H */
