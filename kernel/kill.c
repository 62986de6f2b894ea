// SPDX-License-Identifier: GPL-2.0
/*
 * The console's "kill [-SIGNAL] PID", with procps's spellings of a
 * signal (-9, -KILL, -SIGKILL).  Every task here is a kernel thread, and
 * most block every signal: kill then says so, since the signal only
 * waits, pending, for the thread to unblock it (as kthread_stop() does
 * for SIGTERM).
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/tty.h>

static const char * const sig_names[] = {
	NULL, "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE",
	"KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT",
	"CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG", "XCPU",
	"XFSZ", "VTALRM", "PROF", "WINCH", "IO", "PWR", "SYS",
};

/*
 * "9", "KILL" or "SIGKILL": the number, or -1 if it names none.  "0" is
 * kill(2)'s signal 0: nothing sent, the PID only looked up.
 */
static int parse_signal(const char *s)
{
	int sig;

	if (kstrtoint(s, 10, &sig) == 0)
		return sig >= 0 && sig < ARRAY_SIZE(sig_names) ? sig : -1;
	if (strncmp(s, "SIG", 3) == 0)
		s += 3;
	for (sig = 1; sig < ARRAY_SIZE(sig_names); sig++)
		if (strcmp(s, sig_names[sig]) == 0)
			return sig;
	return -1;
}

static int cmd_kill(int argc, char **argv)
{
	int sig = SIGTERM, pid, ret;
	struct task_struct *p;

	if (argc == 2 && !strcmp(argv[1], "-l")) {
		for (sig = 1; sig < ARRAY_SIZE(sig_names); sig++) {
			bool eol = !(sig % 5) || sig + 1 == ARRAY_SIZE(sig_names);

			/* Columns, but no blanks before a line's end. */
			tty_printf("%2d) SIG%-*s%s", sig, eol ? 0 : 7,
				   sig_names[sig], eol ? "\n" : " ");
		}
		return 0;
	}
	if (argc == 3 && argv[1][0] == '-') {
		sig = parse_signal(argv[1] + 1);
		if (sig < 0) {
			tty_printf("kill: unknown signal: %s (kill -l lists them)\n",
				   argv[1] + 1);
			return -EINVAL;
		}
	}
	if ((argc != 2 && argc != 3) || (argc == 3 && argv[1][0] != '-') ||
	    kstrtoint(argv[argc - 1], 10, &pid) || pid <= 0) {
		tty_printf("usage: kill [-SIGNAL] PID | kill -l  (SIGNAL: a number, or a name such as TERM or SIGKILL)\n");
		return -EINVAL;
	}
	p = find_get_task_by_pid(pid);
	if (!p) {
		tty_printf("kill: (%d) - No such process\n", pid);
		return -ESRCH;
	}
	if (!sig) {		/* as kill -0: it exists, and nothing is said */
		put_task_struct(p);
		return 0;
	}
	ret = send_sig(sig, p, 1);
	if (ret)
		tty_printf("kill: (%d) - No such process\n", pid);
	else if (sigismember(&p->blocked, sig))
		tty_printf("kill: %s (pid %d) blocks SIG%s: it stays pending\n",
			   p->comm, pid, sig_names[sig]);
	else
		tty_printf("kill: sent SIG%s to %s (pid %d)\n", sig_names[sig],
			   p->comm, pid);
	put_task_struct(p);
	return ret;
}
KSHELL_COMMAND(cmd_kill, "kill", "kill [-SIGNAL] PID: send a signal (default TERM); kill -l lists them");
