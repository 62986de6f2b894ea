/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_STDDEF_H
#define _LINUX_STDDEF_H

#include <linux/types.h>

#define offsetof(type, member) __builtin_offsetof(type, member)

#endif /* _LINUX_STDDEF_H */
