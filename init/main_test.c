// SPDX-License-Identifier: GPL-2.0
/*
 * Boot machinery: initcalls ran once each, level by level; command line
 * words reach their __setup handlers, and unknown words are counted, not
 * fatal.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/ktest.h>
#include <linux/string.h>
#include <linux/module.h>
#include <linux/errno.h>

static int initcall_log[16];
static int initcall_count;

#define LOGGING_INITCALL(level, name)					\
	static int __init name(void)					\
	{								\
		if (initcall_count < (int)ARRAY_SIZE(initcall_log))	\
			initcall_log[initcall_count] = level;		\
		initcall_count++;					\
		return 0;						\
	}

LOGGING_INITCALL(7, log_late)
late_initcall(log_late);
LOGGING_INITCALL(1, log_core)
core_initcall(log_core);
LOGGING_INITCALL(6, log_device)
device_initcall(log_device);
LOGGING_INITCALL(3, log_arch)
arch_initcall(log_arch);
LOGGING_INITCALL(4, log_subsys)
subsys_initcall(log_subsys);
LOGGING_INITCALL(2, log_postcore)
postcore_initcall(log_postcore);
LOGGING_INITCALL(5, log_fs)
fs_initcall(log_fs);

static void initcalls_in_level_order(struct ktest *test)
{
	int i;

	KTEST_ASSERT_EQ(test, initcall_count, 7);
	for (i = 0; i < 7; i++)
		KTEST_EXPECT_EQ(test, initcall_log[i], i + 1);
}

static char param_value[32];
static int param_flag;

static int __init param_value_setup(char *s)
{
	if (!*s)
		return 0;
	strlcpy(param_value, s, sizeof(param_value));
	return 1;
}
__setup("ktest_param_value=", param_value_setup);

static int __init param_flag_setup(char *s)
{
	param_flag++;
	return 1;
}
__setup("ktest_param_flag", param_flag_setup);

static void setup_handlers_get_values(struct ktest *test)
{
	char line[] = "ktest_param_value=hello  ktest_param_flag";

	param_value[0] = '\0';
	param_flag = 0;
	KTEST_EXPECT_EQ(test, parse_args(line), 0);
	KTEST_EXPECT_STREQ(test, param_value, "hello");
	KTEST_EXPECT_EQ(test, param_flag, 1);
}

static void unknown_words_are_counted(struct ktest *test)
{
	char line[] = "no_such_param=1 ktest_param_flagx ktest_param_flag";

	param_flag = 0;
	KTEST_EXPECT_EQ(test, parse_args(line), 2);
	KTEST_EXPECT_EQ(test, param_flag, 1);
}

static void empty_line_is_fine(struct ktest *test)
{
	char line[] = "   ";

	KTEST_EXPECT_EQ(test, parse_args(line), 0);
}

static void boot_command_line_was_parsed(struct ktest *test)
{
	/* The runner always boots the tests with ktest=1. */
	KTEST_EXPECT_NOT_NULL(test, strstr(saved_command_line, "ktest=1"));
}

/*
 * This file's module_init and module_exit, called here through what the
 * macros made: the exit runs only after an init that returned 0.
 */
static int modtest_init_ret;
static int modtest_exits;

static int __init modtest_init(void)
{
	return modtest_init_ret;
}
module_init(modtest_init);

static void __exit modtest_exit(void)
{
	modtest_exits++;
}
module_exit(modtest_exit);

static void module_exit_only_after_init_succeeded(struct ktest *test)
{
	/* At boot it returned 0, so power-off will run the exit. */
	modtest_exits = 0;
	modtest_init_ret = -ENODEV;
	KTEST_EXPECT_EQ(test, __module_init_modtest_init(), -ENODEV);
	__module_exit_modtest_exit();
	KTEST_EXPECT_EQ(test, modtest_exits, 0);
	modtest_init_ret = 0;
	KTEST_EXPECT_EQ(test, __module_init_modtest_init(), 0);
	__module_exit_modtest_exit();
	KTEST_EXPECT_EQ(test, modtest_exits, 1);
	modtest_exits = 0;
}

static struct ktest_case boot_cases[] = {
	KTEST_CASE(initcalls_in_level_order),
	KTEST_CASE(setup_handlers_get_values),
	KTEST_CASE(unknown_words_are_counted),
	KTEST_CASE(empty_line_is_fine),
	KTEST_CASE(boot_command_line_was_parsed),
	KTEST_CASE(module_exit_only_after_init_succeeded),
	{}
};

static struct ktest_suite boot_suite = {
	.name = "boot",
	.cases = boot_cases,
};
ktest_register(boot_suite);
