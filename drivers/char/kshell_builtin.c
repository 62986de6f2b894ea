// SPDX-License-Identifier: GPL-2.0
/*
 * The commands scripts decide with: test (and its [ spelling), true and
 * false.  They answer with an exit status, as sh's: 0 for true, 1 for
 * false, 2 for a malformed expression.  Files are the /sys and /proc
 * nodes; a directory is a path that some node lies under.
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/sysfs.h>
#include <linux/tty.h>

#define T_TRUE	0
#define T_FALSE	1
#define T_ERROR	2

static bool is_file(const char *path)
{
	char c[2];
	ssize_t ret = sysfs_read(path, c, sizeof(c));

	/* Any other answer means the node is there. */
	return ret != -ENOENT && ret != -EISDIR;
}

static int truth(bool b)
{
	return b ? T_TRUE : T_FALSE;
}

static int unary(const char *op, const char *arg)
{
	if (!strcmp(op, "-n"))
		return truth(*arg);
	if (!strcmp(op, "-z"))
		return truth(!*arg);
	if (!strcmp(op, "-e"))
		return truth(is_file(arg) || sysfs_is_dir(arg));
	if (!strcmp(op, "-f"))
		return truth(is_file(arg));
	if (!strcmp(op, "-d"))
		return truth(sysfs_is_dir(arg));
	tty_printf("test: %s: unknown unary operator (-n -z -e -f -d)\n", op);
	return T_ERROR;
}

static bool integer(const char *s, int *v)
{
	if (!kstrtoint(s, 10, v))
		return true;
	tty_printf("test: %s: integer expected\n", s);
	return false;
}

static int binary(const char *a, const char *op, const char *b)
{
	static const char *const ops[] = {
		"-eq", "-ne", "-lt", "-le", "-gt", "-ge",
	};
	int x, y, i;

	if (!strcmp(op, "="))
		return truth(!strcmp(a, b));
	if (!strcmp(op, "!="))
		return truth(strcmp(a, b));
	for (i = 0; i < ARRAY_SIZE(ops) && strcmp(op, ops[i]); i++)
		;
	if (i == ARRAY_SIZE(ops)) {
		tty_printf("test: %s: unknown binary operator\n", op);
		return T_ERROR;
	}
	if (!integer(a, &x) || !integer(b, &y))
		return T_ERROR;
	switch (i) {
	case 0:
		return truth(x == y);
	case 1:
		return truth(x != y);
	case 2:
		return truth(x < y);
	case 3:
		return truth(x <= y);
	case 4:
		return truth(x > y);
	default:
		return truth(x >= y);
	}
}

static int negate(int r)
{
	return r == T_ERROR ? r : !r;
}

/* POSIX's test, decided by the number of arguments. */
static int evaluate(int argc, char **argv)
{
	switch (argc) {
	case 0:
		return T_FALSE;
	case 1:
		return truth(*argv[0]);
	case 2:
		if (!strcmp(argv[0], "!"))
			return truth(!*argv[1]);
		return unary(argv[0], argv[1]);
	case 3:
		if (!strcmp(argv[0], "!"))
			return negate(evaluate(2, argv + 1));
		return binary(argv[0], argv[1], argv[2]);
	case 4:
		if (!strcmp(argv[0], "!"))
			return negate(evaluate(3, argv + 1));
		fallthrough;
	default:
		tty_printf("test: too many arguments\n");
		return T_ERROR;
	}
}

static int cmd_test(int argc, char **argv)
{
	return evaluate(argc - 1, argv + 1);
}
KSHELL_COMMAND(cmd_test, "test",
	       "test EXPR: -n -z -e -f -d, = != -eq -ne -lt -le -gt -ge, ! (status 0 true, 1 false)");

static int cmd_bracket(int argc, char **argv)
{
	if (strcmp(argv[argc - 1], "]")) {
		tty_printf("[: missing ]\n");
		return T_ERROR;
	}
	return evaluate(argc - 2, argv + 1);
}
KSHELL_COMMAND(cmd_bracket, "[", "[ EXPR ]: the same as test EXPR");

static int cmd_true(int argc, char **argv)
{
	return T_TRUE;
}
KSHELL_COMMAND(cmd_true, "true", "do nothing, with status 0");

static int cmd_false(int argc, char **argv)
{
	return T_FALSE;
}
KSHELL_COMMAND(cmd_false, "false", "do nothing, with status 1");

static int cmd_colon(int argc, char **argv)
{
	return T_TRUE;
}
KSHELL_COMMAND(cmd_colon, ":", "do nothing, with status 0");
