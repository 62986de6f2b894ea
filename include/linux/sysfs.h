/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SYSFS_H
#define _LINUX_SYSFS_H

/*
 * A few /sys files for the console, so that CPU hotplug is driven as on
 * Linux: echo 0 > /sys/devices/system/cpu/cpu2/online.  A node is a path
 * (with at most one "%u", such as a CPU number) and its read and write
 * functions, registered through a linker section.  There is no
 * filesystem behind it: the shell's cat and echo > look the path up.
 */

#include <linux/types.h>
#include <linux/compiler.h>

struct sysfs_node {
	const char *path;
	/* Fill @buf (a line, newline-ended); return its length or -errno. */
	ssize_t (*show)(unsigned int n, char *buf, size_t size);
	/* Take @value (trailing newline stripped); return 0 or -errno. */
	int (*store)(unsigned int n, const char *value);
};

#define SYSFS_NODE(name, p, showfn, storefn)				\
	static const struct sysfs_node __sysfs_node_##name __used	\
	__section(".sysfs_nodes") __aligned(4) = {			\
		.path = p, .show = showfn, .store = storefn }

/**
 * sysfs_read - read a node
 * @path: the file
 * @buf: where to put its text
 * @size: size of @buf
 *
 * Return: the length read, -ENOENT for no such file, -EACCES if it
 * cannot be read, or the node's -errno.
 */
ssize_t sysfs_read(const char *path, char *buf, size_t size);

/**
 * sysfs_write - write a node
 * @path: the file
 * @value: what to write
 *
 * Return: 0, -ENOENT for no such file, -EACCES if it cannot be written,
 * or the node's -errno.
 */
int sysfs_write(const char *path, const char *value);

#define SYSFS_PATH_MAX	128

typedef void (*sysfs_file_fn)(const char *path, void *arg);

/**
 * sysfs_walk_files - call a function on the path of every file
 * @fn: called once per file, in registration order, then by number
 * @arg: passed to @fn
 *
 * A node with a "%u" gives one file per number below NR_CPUS for which
 * its show() does not answer -ENOENT.  For ls and Tab completion.
 */
void sysfs_walk_files(sysfs_file_fn fn, void *arg);

#endif /* _LINUX_SYSFS_H */
