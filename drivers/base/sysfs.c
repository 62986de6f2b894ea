// SPDX-License-Identifier: GPL-2.0
/*
 * Looking up the /sys and /proc nodes registered with SYSFS_NODE() and
 * PROC_PID_NODE(), and reading their text.
 */
#include <linux/kernel.h>
#include <linux/sysfs.h>
#include <linux/sched.h>
#include <linux/slab.h>
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
	/*
	 * As in Linux's names: cpu1 exists, cpu01 and cpu001 do not.  Nine
	 * digits cannot wrap, so cpu4294967297 is not cpu1.
	 */
	if (end - (path + head) > 9 || (path[head] == '0' && end - path > head + 1))
		return false;
	return strcmp(hole + 2, end) == 0;
}

#define SELF	"/proc/self/"

static const struct sysfs_node *lookup(const char *path, unsigned int *n)
{
	const struct sysfs_node *node;
	char real[SYSFS_PATH_MAX];

	/* /proc/self/FILE is /proc/PID/FILE of whoever reads it. */
	if (!strncmp(path, SELF, strlen(SELF))) {
		snprintf(real, sizeof(real), "/proc/%d/%s", current->pid,
			 path + strlen(SELF));
		path = real;
	}
	for (node = __sysfs_nodes_start; node < __sysfs_nodes_end; node++)
		if (path_match(node->path, path, n))
			return node;
	return NULL;
}

/* Show @node's file @n into @buf: its length, or -EFBIG if it is longer. */
static ssize_t show_into(const struct sysfs_node *node, unsigned int n,
			 char *buf, size_t size)
{
	struct seq_file m;
	int ret;

	seq_init(&m, buf, size);
	ret = node->show(&m, n);
	if (ret < 0)
		return ret;
	if (seq_has_overflowed(&m))
		return -EFBIG;
	return m.count;
}

/* What a path that names no node is: a directory, or nothing. */
static int not_a_node(const char *path)
{
	return sysfs_is_dir(path) ? -EISDIR : -ENOENT;
}

static const struct sysfs_node *lookup_readable(const char *path,
						unsigned int *n, int *err)
{
	const struct sysfs_node *node = lookup(path, n);

	*err = !node ? not_a_node(path) : !node->show ? -EACCES : 0;
	return *err ? NULL : node;
}

ssize_t sysfs_read(const char *path, char *buf, size_t size)
{
	unsigned int n;
	int err;
	const struct sysfs_node *node = lookup_readable(path, &n, &err);

	if (!node)
		return err;
	return show_into(node, n, buf, size);
}

/* Large enough for /proc/interrupts or /proc/cpuinfo at NR_CPUS. */
#define READ_MAX	(256 * 1024)

ssize_t sysfs_read_alloc(const char *path, char **bufp)
{
	unsigned int n;
	int err;
	const struct sysfs_node *node = lookup_readable(path, &n, &err);
	size_t size;
	ssize_t len = -EFBIG;
	char *buf;

	if (!node)
		return err;
	/* As seq_read() does: show again into twice the room until it fits. */
	for (size = 1024; size <= READ_MAX && len == -EFBIG; size *= 2) {
		buf = kmalloc(size, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
		len = show_into(node, n, buf, size);
		if (len >= 0) {
			*bufp = buf;
			return len;
		}
		kfree(buf);
	}
	return len;
}

int sysfs_write(const char *path, const char *value)
{
	unsigned int n;
	const struct sysfs_node *node = lookup(path, &n);

	if (!node)
		return not_a_node(path);
	if (!node->store)
		return -EACCES;
	return node->store(n, value);
}

/* Does node @node's file for number @n exist?  Its show() says. */
static bool node_exists(const struct sysfs_node *node, unsigned int n)
{
	char buf[64];

	return !node->show || show_into(node, n, buf, sizeof(buf)) != -ENOENT;
}

static void walk_numbers(const struct sysfs_node *node, sysfs_file_fn fn,
			 void *arg)
{
	char path[SYSFS_PATH_MAX];
	int n;

	if (node->next) {
		for (n = node->next(-1); n >= 0; n = node->next(n)) {
			snprintf(path, sizeof(path), node->path, n);
			fn(path, arg);
		}
		return;
	}
	for (n = 0; n < NR_CPUS; n++) {
		if (!node_exists(node, n))
			continue;
		snprintf(path, sizeof(path), node->path, n);
		fn(path, arg);
	}
}

#define PID_DIR	"/proc/%u/"

void sysfs_walk_files(sysfs_file_fn fn, void *arg)
{
	const struct sysfs_node *node;
	char path[SYSFS_PATH_MAX];

	for (node = __sysfs_nodes_start; node < __sysfs_nodes_end; node++) {
		if (!strstr(node->path, "%u")) {
			fn(node->path, arg);
			continue;
		}
		walk_numbers(node, fn, arg);
		/*
		 * As in Linux, ls /proc shows self beside the PIDs: every
		 * PROC_PID_NODE() is numbered by pid, and it alone.
		 */
		if (node->next == proc_next_pid) {
			snprintf(path, sizeof(path), SELF "%s",
				 node->path + strlen(PID_DIR));
			fn(path, arg);
		}
	}
}

struct dir_probe {
	const char *dir;
	size_t len;
	bool found;
};

static void probe_dir(const char *path, void *arg)
{
	struct dir_probe *d = arg;

	if (!strncmp(path, d->dir, d->len) && path[d->len] == '/')
		d->found = true;
}

bool sysfs_is_dir(const char *path)
{
	struct dir_probe d = { path, strlen(path), false };

	/* "/" is the root; "" names nothing, as open("") says on Linux. */
	if (!d.len)
		return false;
	while (d.len && path[d.len - 1] == '/')
		d.len--;
	sysfs_walk_files(probe_dir, &d);
	return d.found;
}
