// SPDX-License-Identifier: GPL-2.0
/*
 * An example of the kthread API from outside the kernel tree, built in
 * with "make M=samples/kthread": a thread that wakes every 200 ms and
 * counts, started at module_init and stopped at module_exit.  It uses
 * only the public headers, as a Linux 2.6 module would.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/sched.h>
#include <linux/delay.h>
#include <linux/err.h>

static struct task_struct *ticker;
static unsigned long ticks;

/*
 * Called again and again until kthread_stop(): one tick per call.  The
 * sleep is interruptible, so the stop's SIGTERM ends it at once.
 */
static int ticker_fn(void *data)
{
	if (msleep_interruptible(200))
		return 0;	/* woken by the stop */
	ticks++;
	if (ticks % 5 == 0)
		printk(KERN_INFO "kthread_example: %lu ticks\n", ticks);
	return 0;
}

static int __init kthread_example_init(void)
{
	ticker = kthread_run(ticker_fn, NULL, "kt-ticker");
	if (IS_ERR(ticker)) {
		printk(KERN_ERR "kthread_example: cannot start: %ld\n",
		       PTR_ERR(ticker));
		return PTR_ERR(ticker);
	}
	printk(KERN_INFO "kthread_example: started %s (pid %d)\n",
	       ticker->comm, ticker->pid);
	return 0;
}

static void __exit kthread_example_exit(void)
{
	int ret = kthread_stop(ticker);

	printk(KERN_INFO "kthread_example: stopped after %lu ticks, result %d\n",
	       ticks, ret);
}

module_init(kthread_example_init);
module_exit(kthread_example_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A periodic kthread, started and stopped cleanly");
