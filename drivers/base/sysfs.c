// SPDX-License-Identifier: GPL-2.0
/*
 * Looking up the /sys nodes registered with SYSFS_NODE().
 */
#include <linux/kernel.h>
#include <linux/sysfs.h>
#include <linux/string.h>
#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/threads.h>

extern const struct sysfs_node __sysfs_nodes_start[], __sysfs_nodes_end[];

/* Does @path fit @pattern?  A "%u" takes a decimal number into *n. */
static bool path_match(const char *pattern, const char *path,
		       unsigned int *n)
{
	const char *hole = strstr(pattern, "%u");
	size_t head;
	char *end;

	*n = 0;
	if (!hole)
		return strcmp(pattern, path) == 0;
	head = hole - pattern;
	if (strncmp(pattern, path, head) || !isdigit(path[head]))
		return false;
	*n = simple_strtoul(path + head, &end, 10);
	/* As in Linux's names: cpu1 exists, cpu01 and cpu001 do not. */
	if (end - (path + head) > 3 || (path[head] == '0' && end - path > head + 1))
		return false;
	return strcmp(hole + 2, end) == 0;
}

static const struct sysfs_node *lookup(const char *path, unsigned int *n)
{
	const struct sysfs_node *node;

	for (node = __sysfs_nodes_start; node < __sysfs_nodes_end; node++)
		if (path_match(node->path, path, n))
			return node;
	return NULL;
}

ssize_t sysfs_read(const char *path, char *buf, size_t size)
{
	unsigned int n;
	const struct sysfs_node *node = lookup(path, &n);

	if (!node)
		return -ENOENT;
	if (!node->show)
		return -EACCES;
	return node->show(n, buf, size);
}

int sysfs_write(const char *path, const char *value)
{
	unsigned int n;
	const struct sysfs_node *node = lookup(path, &n);

	if (!node)
		return -ENOENT;
	if (!node->store)
		return -EACCES;
	return node->store(n, value);
}

/* Does node @node's file for number @n exist?  Its show() says. */
static bool node_exists(const struct sysfs_node *node, unsigned int n)
{
	char buf[8];

	return !node->show || node->show(n, buf, sizeof(buf)) != -ENOENT;
}

void sysfs_walk_files(sysfs_file_fn fn, void *arg)
{
	const struct sysfs_node *node;
	char path[SYSFS_PATH_MAX];
	unsigned int n;

	for (node = __sysfs_nodes_start; node < __sysfs_nodes_end; node++) {
		if (!strstr(node->path, "%u")) {
			fn(node->path, arg);
			continue;
		}
		for (n = 0; n < NR_CPUS; n++) {
			if (!node_exists(node, n))
				continue;
			snprintf(path, sizeof(path), node->path, n);
			fn(path, arg);
		}
	}
}
