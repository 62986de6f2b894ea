/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_ERRNAME_H
#define _LINUX_ERRNAME_H

/**
 * errno_message - the C library's words for an error number
 * @err: an errno, positive or negative
 *
 * Return: "Invalid argument" for EINVAL and so on, or "Unknown error"
 * for a number it does not know.
 */
const char *errno_message(int err);

#endif /* _LINUX_ERRNAME_H */
