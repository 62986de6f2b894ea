// SPDX-License-Identifier: GPL-2.0
/*
 * Task 0 of the boot CPU: the code that runs start_kernel() and then
 * becomes that CPU's idle task.  Its stack is the one head.S starts on,
 * and its list links are the heads of the task list.  init (pid 1) is
 * its first child and copies from it.
 */
#include <linux/sched.h>
#include <linux/signal.h>
#include <asm/thread_info.h>

static struct fs_struct init_fs = {
	.count = ATOMIC_INIT(1),
	.umask = 0022,
};

static struct files_struct init_files = {
	.count = ATOMIC_INIT(1),
	.max_fds = 32,
};

static struct sighand_struct init_sighand = {
	.count = ATOMIC_INIT(1),
	.siglock = __SPIN_LOCK_UNLOCKED(init_sighand.siglock),
};

struct task_struct init_task = {
	.state = TASK_RUNNING,
	.thread_info = &init_thread_union.thread_info,
	.usage = ATOMIC_INIT(2),
	.prio = NICE_TO_PRIO(0),
	.static_prio = NICE_TO_PRIO(0),
	.policy = SCHED_NORMAL,
	.time_slice = HZ / 10,
	.run_list = LIST_HEAD_INIT(init_task.run_list),
	.cpus_allowed = CPU_MASK_ALL,
	.real_parent = &init_task,
	.parent = &init_task,
	.children = LIST_HEAD_INIT(init_task.children),
	.sibling = LIST_HEAD_INIT(init_task.sibling),
	.tasks = LIST_HEAD_INIT(init_task.tasks),
	.wait_chldexit = __WAIT_QUEUE_HEAD_INITIALIZER(init_task.wait_chldexit),
	.sighand = &init_sighand,
	.fs = &init_fs,
	.files = &init_files,
	.comm = "swapper",
};

union thread_union init_thread_union
	__section(".data.init_task") __aligned(THREAD_SIZE) = {
	.thread_info = {
		.task = &init_task,
		.cpu = 0,
		.stack_canary = STACK_END_MAGIC,
	},
};
