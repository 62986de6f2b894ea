// SPDX-License-Identifier: GPL-2.0
/*
 * A test helper on top of <linux/fault-inject.h>: fail everything the
 * current task allocates, and nothing anyone else does.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/fault-inject.h>
#include <linux/sched.h>

void ktest_fail_allocations(bool on)
{
	struct fault_attr *const attrs[] = {
		&failslab, &fail_page_alloc, &fail_kthread,
	};
	unsigned int i;

	if (!on) {
		fault_inject_reset();
		return;
	}
	for (i = 0; i < ARRAY_SIZE(attrs); i++) {
		fault_attr_set_task_filter(attrs[i], true);
		fault_attr_set(attrs[i], 1, 100, 0, -1);
	}
	fault_set_make_it_fail(current, true);
}
