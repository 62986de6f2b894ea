// SPDX-License-Identifier: GPL-2.0
/*
 * Error messages for the console: a shell user expects "Device or
 * resource busy", not -16.
 */
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/errname.h>

static const struct {
	int err;
	const char *msg;
} messages[] = {
	{ EPERM, "Operation not permitted" },
	{ ENOENT, "No such file or directory" },
	{ ESRCH, "No such process" },
	{ EINTR, "Interrupted system call" },
	{ EIO, "Input/output error" },
	{ E2BIG, "Argument list too long" },
	{ ECHILD, "No child processes" },
	{ EAGAIN, "Resource temporarily unavailable" },
	{ ENOMEM, "Cannot allocate memory" },
	{ EACCES, "Permission denied" },
	{ EBUSY, "Device or resource busy" },
	{ EEXIST, "File exists" },
	{ ENODEV, "No such device" },
	{ EISDIR, "Is a directory" },
	{ EINVAL, "Invalid argument" },
	{ ERANGE, "Numerical result out of range" },
	{ ENOSYS, "Function not implemented" },
	{ ETIMEDOUT, "Connection timed out" },
};

const char *errno_message(int err)
{
	unsigned int i;

	if (err < 0)
		err = -err;
	for (i = 0; i < ARRAY_SIZE(messages); i++)
		if (messages[i].err == err)
			return messages[i].msg;
	return "Unknown error";
}
