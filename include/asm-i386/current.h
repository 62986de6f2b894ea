/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_I386_CURRENT_H
#define _ASM_I386_CURRENT_H

#include <asm/thread_info.h>

static inline struct task_struct *get_current(void)
{
	return current_thread_info()->task;
}

#define current get_current()

#endif /* _ASM_I386_CURRENT_H */
