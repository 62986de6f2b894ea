// SPDX-License-Identifier: GPL-2.0
/*
 * The shell's script mode: each construct gives sh's output and status,
 * a syntax error anywhere runs nothing, and kselftest's hotplug logic
 * (the built-in cpu-on-off-test.sh) passes, and fails when it should.
 */
#include <linux/kernel.h>
#include <linux/ktest.h>
#include <linux/kshell.h>
#include <linux/string.h>
#include <linux/tty.h>
#include <linux/slab.h>
#include <linux/cpu.h>
#include <linux/cpumask.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/sysfs.h>

#define OUT_SIZE	8192

/* As Linux runs it, by its path in the tree. */
#define ON_OFF_TEST "tools/testing/selftests/cpu-hotplug/cpu-on-off-test.sh"
#define INJECT_UP "/sys/kernel/debug/notifier-error-inject/cpu/actions/CPU_UP_PREPARE/error"

/* Run @text as a script; what it printed goes to @out. */
static int run_script(const char *text, char *out)
{
	char name[] = "t";
	char *argv[] = { name, NULL };
	int ret;

	if (tty_capture_begin(out, OUT_SIZE))
		return -EBUSY;
	ret = kshell_script_run("t", text, 1, argv);
	tty_capture_end();
	return ret;
}

/*
 * One script, the status it must end with and all it must print.  The
 * table is in groups: a row with only a .name begins the group that
 * the ktest case of that name runs, up to the next such row.
 */
struct script_case {
	const char *text;	/* the script */
	int status;		/* what kshell_script_run() must return */
	const char *out;	/* the whole of what it must print */
	const char *name;	/* alone in a row: the case the rows below are for */
};

static const struct script_case script_cases[] = {
	{ .name = "lists_give_sh_status" },
	{ "echo a; echo b", 0, "a\nb\n" },
	{ "true && echo y || echo n", 0, "y\n" },
	{ "false && echo y || echo n", 0, "n\n" },
	{ "false; echo $?", 0, "1\n" },
	{ "! false; echo $?", 0, "0\n" },
	{ "false || false", 1, "" },
	{ "no-such-command; echo $?", 0,
	  "t: no-such-command: command not found (try \"help\")\n127\n" },
	{ "cat /nowhere; echo $?", 0,
	  "cat: /nowhere: No such file or directory\n1\n" },
	{ "kthread run ''", 1,
	  "kthread: a NAME of 1 to 15 characters, please\n" },
	{ "true &&\n echo next", 0, "next\n" },
	{ "# a comment\necho x # and another", 0, "x\n" },

	{ .name = "words_expand_as_sh" },
	{ "x=1; echo $x ${x}y \"$x y\" '$x'", 0, "1 1y 1 y $x\n" },
	{ "x='a  b'; for w in $x; do echo [$w]; done", 0, "[a]\n[b]\n" },
	{ "x='a  b'; for w in \"$x\"; do echo [$w]; done", 0, "[a b]\n" },
	{ "e=; for w in $e; do echo no; done; echo $?", 0, "0\n" },
	{ "echo \\$x a\\ b \"\\\"q\\\"\"", 0, "$x a b \"q\"\n" },
	{ "echo $undefined.", 0, ".\n" },
	{ "echo ${bad-name}", 2, "t: line 1: syntax error: bad ${...}\n" },

	{ .name = "compound_commands_run_as_sh" },
	{ "if true; then echo a; else echo b; fi", 0, "a\n" },
	{ "if false; then echo a; elif false; then echo b; else echo c; fi",
	  0, "c\n" },
	{ "if false; then echo a; fi; echo $?", 0, "0\n" },
	{ "for i in 1 2 3; do echo $i; done", 0, "1\n2\n3\n" },
	{ "for i in 1 2 3; do [ $i = 2 ] && break; echo $i; done", 0,
	  "1\n" },
	{ "for i in 1 2 3; do [ $i = 2 ] && continue; echo $i; done", 0,
	  "1\n3\n" },
	{ "for i in a b; do for j in 1 2; do [ $j = 2 ] && break; echo $i$j; done; done",
	  0, "a1\nb1\n" },
	{ "x=a; while [ $x = a ]; do echo once; x=b; done", 0, "once\n" },
	{ "x=a; until [ $x = b ]; do echo once; x=b; done", 0, "once\n" },
	{ "{ echo a; echo b; }", 0, "a\nb\n" },
	{ "break", 2, "t: break: only break 1, inside a loop\n" },
	{ "echo a; exit 3; echo b", 3, "a\n" },

	{ .name = "functions_take_arguments" },
	{ "f() { echo $0 $# $1 $2; }; f a b", 0, "t 2 a b\n" },
	{ "f() { return 5; echo no; }; f; echo $?", 0, "5\n" },
	{ "f() { for i in 1 2; do return 4; done; echo no; }; f; echo $?",
	  0, "4\n" },
	{ "f() { echo \"$@\"; }; f 'a b' c", 0, "a b c\n" },
	{ "f() { echo one; }; f() { echo two; }; f", 0, "two\n" },
	{ "f() { exit 6; }; f; echo no", 6, "" },
	{ "g() { echo $1; }; f() { g $1$1; }; f x", 0, "xx\n" },

	{ .name = "test_and_grep_answer_with_status" },
	{ "test 1 -lt 2 && [ a != b ] && [ -n x ] && [ -z '' ] && echo y",
	  0, "y\n" },
	{ "[ 3 -ge 4 ]", 1, "" },
	{ "test", 1, "" },
	{ "[ ! -e /nowhere ] && [ -d /proc ] && [ -f /proc/uptime ] && echo y",
	  0, "y\n" },
	{ "[ -d /proc/uptime ]", 1, "" },
	{ "[ a -eq 1 ]", 2, "test: a: integer expected\n" },
	{ "[ 1 = 1", 2, "[: missing ]\n" },
	{ "test a b c d e", 2, "test: too many arguments\n" },
	{ "grep -q MemTotal /proc/meminfo", 0, "" },
	{ "grep -q no-such-text /proc/meminfo", 1, "" },
	{ "grep Mem /nowhere", 2,
	  "grep: /nowhere: No such file or directory\n" },
	{ "grep -v -q 0 /sys/devices/system/cpu/online", 1, "" },
	{ "grep -v -q none /sys/devices/system/cpu/online", 0, "" },
	{ "grep -v x /sys/devices/system/cpu/cpu0/topology/physical_package_id", 0,
	  "0\n" },

	/* A syntax error anywhere in the text: nothing of it runs. */
	{ .name = "syntax_errors_run_nothing" },
	{ "echo a; fi", 2, "t: line 1: syntax error: unexpected reserved word\n" },
	{ "echo a\nif true; then echo b", 2,
	  "t: line 2: syntax error: unexpected end of the text\n" },
	{ "echo a | cat", 2, "t: line 1: syntax error: pipes are not supported\n" },
	{ "sleep 1 &", 2,
	  "t: line 1: syntax error: background jobs are not supported\n" },
	{ "echo $(ls)", 2,
	  "t: line 1: syntax error: subshells and $(...) are not supported\n" },
	{ "x=$(ls)", 2,
	  "t: line 1: syntax error: subshells and $(...) are not supported\n" },
	{ "echo 'open", 2, "t: line 1: syntax error: unterminated quote\n" },
	{ "for 1 in a; do :; done", 2,
	  "t: line 1: syntax error: for needs a variable name\n" },
	{ "while true; do echo a", 2,
	  "t: line 1: syntax error: unexpected end of the text\n" },
	{ "f() echo a", 2, "t: line 1: syntax error: expected \"{\"\n" },
	{ "echo a;;", 2, "t: line 1: syntax error: unexpected \";;\"\n" },

	/* Endless recursion ends with a message, well inside the stack. */
	{ .name = "deep_nesting_is_refused" },
	{ "f() { f; }; f", 2, "t: line 1: nested too deep\n" },
	{ "sh -c 'sh -c \"sh -c \\\"sh -c true\\\"\"'", 2,
	  "sh: scripts nested too deep\n" },

	/* Run with a SIGINT pending: see a_signal_ends_a_loop(). */
	{ .name = "a_signal_ends_a_loop" },
	{ "while true; do :; done; echo no", 130, "" },

	{ .name = "bad_arguments_get_usage" },
	{ "sh cpu-on-off-test.sh -x", 2,
	  "usage: sh cpu-on-off-test.sh [-a]\n" },
	{ "sh no-such-script", 127,
	  "sh: no-such-script: no such built-in script\n"
	  "usage: sh SCRIPT [ARGS...] | sh -c COMMANDS [NAME [ARGS...]]\n"
	  "built-in scripts: cpu-on-off-test.sh\n" },
	{ "sh -c 'echo $0 $1' me you", 0, "me you\n" },
	{ "echo 1 > " INJECT_UP "; echo $?", 0,
	  "echo: " INJECT_UP ": write error: Invalid argument\n1\n" },
};

/* Run the group of script_cases[] named as the running case. */
static void run_script_group(struct ktest *test)
{
	const struct script_case *c = script_cases;
	const struct script_case *end = c + ARRAY_SIZE(script_cases);
	char *out;
	int ret, ran = 0;

	while (c < end && (!c->name || strcmp(c->name, test->name)))
		c++;
	/* A misspelt name must not pass by running nothing. */
	KTEST_ASSERT_TRUE(test, c < end);
	out = kmalloc(OUT_SIZE, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, out);
	for (c++; c < end && !c->name; c++, ran++) {
		ret = run_script(c->text, out);
		if (ret != c->status || strcmp(out, c->out))
			ktest_printk(test, "\"%s\": status %d, said \"%s\"",
				     c->text, ret, out);
		KTEST_EXPECT_EQ(test, ret, c->status);
		KTEST_EXPECT_STREQ(test, out, c->out);
	}
	KTEST_EXPECT_GT(test, ran, 0);
	kfree(out);
}

/* The console's line editor sends SIGINT for Ctrl-C: a loop ends. */
static void a_signal_ends_a_loop(struct ktest *test)
{
	allow_signal(SIGINT);
	send_sig(SIGINT, current, 1);
	run_script_group(test);
	flush_signals(current);
	disallow_signal(SIGINT);
}

static void globs_list_sys_and_proc(struct ktest *test)
{
	char *out = kmalloc(OUT_SIZE, GFP_KERNEL);
	int cpu, lines;
	char name[24];

	KTEST_ASSERT_NOT_NULL(test, out);
	KTEST_EXPECT_EQ(test, run_script(
		"for f in /sys/devices/system/cpu/cpu*/online; do echo $f; done",
		out), 0);
	lines = ktest_count_str(out, "\n");
	/*
	 * One per possible CPU but the boot CPU, in CPU order. With no
	 * match the pattern stays as written, as in sh.
	 */
	if (num_possible_cpus() == 1)
		KTEST_EXPECT_STREQ(test, out,
				   "/sys/devices/system/cpu/cpu*/online\n");
	else
		KTEST_EXPECT_EQ(test, lines, (int)num_possible_cpus() - 1);
	for_each_possible_cpu(cpu) {
		snprintf(name, sizeof(name), "/cpu%d/online\n", cpu);
		if (cpu)
			KTEST_EXPECT_NOT_NULL(test, strstr(out, name));
	}
	KTEST_EXPECT_EQ(test, run_script("echo /proc/1/*", out), 0);
	KTEST_EXPECT_STREQ(test, out, "/proc/1/stat /proc/1/status\n");
	KTEST_EXPECT_EQ(test, run_script("echo /nowhere/*", out), 0);
	KTEST_EXPECT_STREQ(test, out, "/nowhere/*\n");
	kfree(out);
}

/* kselftest's cpu-on-off-test logic, at -smp 4 in make check. */
static void cpu_on_off_test_passes(struct ktest *test)
{
	char *out;
	int ret;

	ktest_need_cpus(test, 2);	/* one that can go offline */
	out = kmalloc(OUT_SIZE, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, out);
	ret = run_script("sh " ON_OFF_TEST " -a", out);
	if (ret)
		ktest_printk(test, "it said: %s", out);
	KTEST_EXPECT_EQ(test, ret, 0);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "cpu-on-off-test: pass\n"));
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "veto leaves the CPU"));
	KTEST_EXPECT_EQ(test, num_online_cpus(), num_present_cpus());
	KTEST_EXPECT_EQ(test, ktest_cpus_all_up(), 0);
	kfree(out);
}

/* With every cpu_up refused, the test must say FAIL, and clean up. */
static void cpu_on_off_test_can_fail(struct ktest *test)
{
	char value[8];
	char *out;

	ktest_need_cpus(test, 2);	/* as above */
	out = kmalloc(OUT_SIZE, GFP_KERNEL);
	KTEST_ASSERT_NOT_NULL(test, out);
	KTEST_ASSERT_EQ(test, sysfs_write(INJECT_UP, "-5"), 0);
	KTEST_EXPECT_EQ(test, run_script("sh cpu-on-off-test.sh", out), 1);
	KTEST_EXPECT_NOT_NULL(test, strstr(out, "cpu-on-off-test: FAIL: echo 1 >"));
	KTEST_EXPECT_GT(test, sysfs_read(INJECT_UP, value, sizeof(value)), 0);
	KTEST_EXPECT_STREQ(test, value, "0\n");
	sysfs_write(INJECT_UP, "0");
	KTEST_EXPECT_EQ(test, ktest_cpus_all_up(), 0);
	kfree(out);
}

/* A case that runs its group of script_cases[] and nothing else. */
#define SCRIPT_CASE(group)	{ .run = run_script_group, .name = #group }

static struct ktest_case kshell_script_cases[] = {
	SCRIPT_CASE(lists_give_sh_status),
	SCRIPT_CASE(words_expand_as_sh),
	SCRIPT_CASE(compound_commands_run_as_sh),
	SCRIPT_CASE(functions_take_arguments),
	SCRIPT_CASE(test_and_grep_answer_with_status),
	SCRIPT_CASE(syntax_errors_run_nothing),
	SCRIPT_CASE(deep_nesting_is_refused),
	KTEST_CASE(a_signal_ends_a_loop),
	KTEST_CASE(globs_list_sys_and_proc),
	KTEST_CASE(cpu_on_off_test_passes),
	KTEST_CASE(cpu_on_off_test_can_fail),
	SCRIPT_CASE(bad_arguments_get_usage),
	{}
};

static struct ktest_suite kshell_script_suite = {
	.name = "kshell_script",
	.cases = kshell_script_cases,
};
ktest_register(kshell_script_suite);
