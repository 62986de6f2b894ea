// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel command line: each word "name=value" or "name" goes to the
 * __setup handler registered for it.  A word nobody takes is reported
 * and otherwise ignored: a typo must not stop the boot.
 */
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/string.h>

extern const struct obs_kernel_param __setup_start[], __setup_end[];

/* Does @word name @p?  "name=" takes a value, "name" stands alone. */
static char *match_param(const struct obs_kernel_param *p, char *word)
{
	size_t n = strlen(p->str);

	if (n && p->str[n - 1] == '=')
		return strncmp(word, p->str, n) == 0 ? word + n : NULL;
	return strcmp(word, p->str) == 0 ? word + n : NULL;
}

static bool do_one_param(char *word)
{
	const struct obs_kernel_param *p;
	bool known = false;

	for (p = __setup_start; p < __setup_end; p++) {
		char *value = match_param(p, word);

		if (!value)
			continue;
		known = true;
		if (!p->setup_func(value))
			printk(KERN_WARNING "Malformed kernel parameter: %s\n",
			       word);
	}
	return known;
}

int parse_args(char *cmdline)
{
	char *word;
	int unknown = 0;

	while ((word = strsep(&cmdline, " \t")) != NULL) {
		if (!*word)
			continue;
		if (!do_one_param(word)) {
			printk(KERN_WARNING "Unknown kernel command line parameter \"%s\", ignored\n",
			       word);
			unknown++;
		}
	}
	return unknown;
}
