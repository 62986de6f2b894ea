/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SYSFS_H
#define _LINUX_SYSFS_H

/*
 * The /sys and /proc files of the console, so that CPU hotplug is driven
 * as on Linux (echo 0 > /sys/devices/system/cpu/cpu2/online) and tasks
 * are read as on Linux (cat /proc/1/status).  A node is a path, with at
 * most one "%u" (a CPU or a pid), and its read and write functions,
 * registered through a linker section.  There is no filesystem behind
 * it: the shell's cat, ls and echo > look the path up.  One table holds
 * both trees; /proc/self/ names the reading task's directory.
 */

#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/seq_file.h>

struct sysfs_node {
	const char *path;
	/* Print the file's text into @m; return 0 or -errno. */
	int (*show)(struct seq_file *m, unsigned int n);
	/* Take @value (trailing newline stripped); return 0 or -errno. */
	int (*store)(unsigned int n, const char *value);
	/*
	 * The numbers that "%u" takes, for ls: the lowest above @prev, or
	 * -1.  NULL means CPU numbers whose show() does not say -ENOENT.
	 */
	int (*next)(int prev);
};

#define SYSFS_NODE(name, p, showfn, storefn)				\
	static const struct sysfs_node __sysfs_node_##name __used	\
	__section(".sysfs_nodes") __aligned(4) = {			\
		.path = p, .show = showfn, .store = storefn }

/* A /proc file of every task: "%u" in @p is its pid. */
#define PROC_PID_NODE(name, p, showfn)					\
	static const struct sysfs_node __sysfs_node_##name __used	\
	__section(".sysfs_nodes") __aligned(4) = {			\
		.path = p, .show = showfn, .next = proc_next_pid }

/**
 * proc_next_pid - the lowest pid of a live task above @prev
 * @prev: a pid, or -1 for the first
 *
 * Return: that pid, or -1 when there is none.
 */
int proc_next_pid(int prev);

/**
 * sysfs_read - read a node
 * @path: the file
 * @buf: where to put its text
 * @size: size of @buf
 *
 * Return: the length read, -ENOENT for no such file, -EISDIR for a
 * directory, -EACCES if it cannot be read, -EFBIG if the text does not fit in @size - 1 bytes,
 * or the node's -errno.  The text is NUL-terminated.
 */
ssize_t sysfs_read(const char *path, char *buf, size_t size);

/**
 * sysfs_read_alloc - read a node of any length
 * @path: the file
 * @bufp: set to a kmalloc()ed, NUL-terminated copy of its text, which
 *	the caller kfree()s; untouched on error
 *
 * Return: the length read, or an -errno as sysfs_read(), or -ENOMEM.
 */
ssize_t sysfs_read_alloc(const char *path, char **bufp);

/**
 * sysfs_write - write a node
 * @path: the file
 * @value: what to write
 *
 * Return: 0, -ENOENT for no such file, -EISDIR for a directory, -EACCES
 * if it cannot be written, or the node's -errno.
 */
int sysfs_write(const char *path, const char *value);

#define SYSFS_PATH_MAX	128

typedef void (*sysfs_file_fn)(const char *path, void *arg);

/**
 * sysfs_walk_files - call a function on the path of every file
 * @fn: called once per file, in registration order, then by number
 * @arg: passed to @fn
 *
 * A node with a "%u" gives one file per number its next() gives, or per
 * CPU number for which its show() does not answer -ENOENT.  For ls and
 * Tab completion.
 */
void sysfs_walk_files(sysfs_file_fn fn, void *arg);

/**
 * sysfs_is_dir - whether a path is a directory of /sys or /proc
 * @path: the path; trailing slashes are ignored, and "/" is one
 *
 * A directory is a path that some file lies under, as ls sees it.
 */
bool sysfs_is_dir(const char *path);

#endif /* _LINUX_SYSFS_H */
