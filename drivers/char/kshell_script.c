// SPDX-License-Identifier: GPL-2.0
/*
 * The shell's script mode: enough of sh to write hotplug tests at the
 * console and to run them from built-in files (sh cpu-on-off-test.sh).
 *
 * It runs the text as it parses it.  Every parse function takes @run:
 * with it false, the same code only walks the syntax, which is how an
 * untaken branch is skipped and how a loop finds its "done".  A loop
 * runs its body by parsing it again from the start for each pass.
 * break, continue, return and exit do not jump: they set s->unwind,
 * which turns running off until the loop, function or script they end
 * has parsed to its close.  A syntax error stops everything at once.
 *
 * There are no pipes, no background jobs, no command substitution and
 * no redirection but the "> FILE" that echo itself takes.  The tokens
 * and the words, with their quotes, $ and globs, come from
 * kshell_lex.c.
 */
#include <linux/kernel.h>
#include <linux/kshell.h>
#include <linux/sched.h>
#include <linux/signal.h>
#include <linux/string.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/tty.h>
#include <asm/atomic.h>

#include "kshell_sh.h"

#define SH_DEPTH	12	/* nested compound commands and calls */
#define SH_NESTED_MAX	3	/* sh run from sh */

static atomic_t sh_nested = ATOMIC_INIT(0);

static const char *const stop_then[] = { "then", NULL };
static const char *const stop_if[] = { "elif", "else", "fi", NULL };
static const char *const stop_fi[] = { "fi", NULL };
static const char *const stop_do[] = { "do", NULL };
static const char *const stop_done[] = { "done", NULL };
static const char *const stop_brace[] = { "}", NULL };

static const char *const reserved[] = {
	"then", "elif", "else", "fi", "do", "done", "}", "in", NULL
};

static bool sh_go(struct sh *s, bool run)
{
	return run && s->unwind == UW_NONE;
}

static bool sh_failed(struct sh *s)
{
	return s->unwind == UW_ERROR;
}

/* --- running a simple command --- */

static int sh_list(struct sh *s, bool run, const char *const *stops);
static void sh_brace(struct sh *s, bool run);

static struct sh_func *sh_func_find(struct sh *s, const char *name,
				    size_t len)
{
	int i;

	for (i = 0; i < SH_FUNCS; i++)
		if (s->funcs[i].body && sh_name_is(s->funcs[i].name, name, len))
			return &s->funcs[i];
	return NULL;
}

static bool sh_enter(struct sh *s)
{
	if (s->depth >= SH_DEPTH) {
		sh_fatal(s, "nested too deep");
		return false;
	}
	s->depth++;
	return true;
}

static void sh_call(struct sh *s, struct sh_func *fn, int argc, char **argv)
{
	const char *text = s->text, *p = s->p;
	char **old_argv = s->argv;
	int old_argc = s->argc, loops = s->loops;

	if (!sh_enter(s))
		return;
	fn->running++;
	s->calls++;
	s->text = s->p = fn->body;
	s->argc = argc;
	s->argv = argv;
	s->loops = 0;
	sh_brace(s, true);
	if (s->unwind == UW_RETURN)
		s->unwind = UW_NONE;
	fn->running--;
	s->calls--;
	s->text = text;
	s->p = p;
	s->argc = old_argc;
	s->argv = old_argv;
	s->loops = loops;
	s->depth--;
}

/* A number argument of exit, return, break and continue. */
static bool sh_number_arg(struct sh *s, int argc, char **argv, int *n)
{
	if (argc > 2 || (argc == 2 && kstrtoint(argv[1], 10, n))) {
		tty_printf("%s: %s: usage: %s [N]\n", s->name, argv[0], argv[0]);
		s->status = 2;
		return false;
	}
	return true;
}

/* exit, return, break, continue: they end something, so need the state. */
static bool sh_control(struct sh *s, int argc, char **argv)
{
	int n = s->status;

	if (!strcmp(argv[0], "exit") || !strcmp(argv[0], "return")) {
		if (!sh_number_arg(s, argc, argv, &n))
			return true;
		s->status = n & 0xff;
		s->unwind = argv[0][0] == 'e' || !s->calls ? UW_EXIT : UW_RETURN;
		return true;
	}
	if (strcmp(argv[0], "break") && strcmp(argv[0], "continue"))
		return false;
	n = 1;
	if (!sh_number_arg(s, argc, argv, &n))
		return true;
	if (!s->loops || n != 1) {
		tty_printf("%s: %s: only %s 1, inside a loop\n", s->name,
			   argv[0], argv[0]);
		s->status = 2;
		return true;
	}
	s->status = 0;
	s->unwind = argv[0][0] == 'b' ? UW_BREAK : UW_CONTINUE;
	return true;
}

/* A kshell command's result as an exit status. */
static int sh_status_of(int ret)
{
	if (ret < 0)
		return 1;
	return ret & 0xff;
}

static int sh_run_script(struct sh *parent, int argc, char **argv);

static void sh_dispatch(struct sh *s, struct sh_fields *f)
{
	const struct kshell_command *c;
	struct sh_func *fn;

	if (signal_pending(current)) {
		s->status = 130;
		s->unwind = UW_EXIT;
		return;
	}
	if (sh_control(s, f->n, f->argv))
		return;
	fn = sh_func_find(s, f->argv[0], strlen(f->argv[0]));
	if (fn) {
		sh_call(s, fn, f->n, f->argv);
		return;
	}
	if (!strcmp(f->argv[0], "sh")) {
		s->status = sh_run_script(s, f->n, f->argv);
		return;
	}
	c = kshell_find_command(f->argv[0]);
	if (!c) {
		tty_printf("%s: %s: command not found (try \"help\")\n",
			   s->name, f->argv[0]);
		s->status = 127;
		return;
	}
	if (f->n > KSHELL_MAX_ARGS) {
		tty_printf("%s: %s: too many words (at most %d)\n", s->name,
			   f->argv[0], KSHELL_MAX_ARGS);
		s->status = 2;
		return;
	}
	s->status = sh_status_of(c->fn(f->n, f->argv));
}

/* NAME=value at the head of a command: set it. */
static bool sh_assignment(struct sh *s, const struct sh_token *t,
			  struct sh_fields *f)
{
	const char *eq = memchr(t->start, '=', t->len);
	struct sh_token value;
	size_t mark;

	if (!eq || !sh_name_ok(t->start, eq - t->start))
		return false;
	value.type = SH_WORD;
	value.start = eq + 1;
	value.len = t->len - (eq + 1 - t->start);
	mark = f->used;
	sh_expand(s, &value, f, true);
	if (!sh_failed(s))
		sh_var_set(s, t->start, eq - t->start, f->argv[--f->n]);
	f->used = mark;
	return true;
}

/* An empty word list, or NULL after a fatal "out of memory". */
static struct sh_fields *sh_fields_new(struct sh *s)
{
	struct sh_fields *f = kmalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		sh_fatal(s, "out of memory");
	else
		f->n = f->used = 0;
	return f;
}

static void sh_simple(struct sh *s, bool run)
{
	struct sh_fields *f = NULL;
	struct sh_token t;
	bool assigned = false;

	if (sh_go(s, run))
		f = sh_fields_new(s);
	for (sh_lex(s, &t); t.type == SH_WORD && !sh_failed(s);
	     sh_lex(s, &t)) {
		sh_take(s, &t);
		if (!f)
			continue;
		if (!f->n && sh_assignment(s, &t, f))
			assigned = true;
		else
			sh_expand(s, &t, f, false);
	}
	if (t.type != SH_EOF && t.type != SH_NL && t.type != SH_SEMI &&
	    t.type != SH_AND && t.type != SH_OR)
		sh_bad_token(s, &t);
	if (f && !sh_failed(s)) {
		if (f->n)
			sh_dispatch(s, f);
		else if (assigned)
			s->status = 0;
	}
	kfree(f);
}

/* --- compound commands --- */

/* Take the word @word, or it is a syntax error. */
static bool sh_expect(struct sh *s, const char *word)
{
	struct sh_token t;
	char what[32];

	sh_skip_newlines(s);
	sh_lex(s, &t);
	if (sh_is(&t, word)) {
		sh_take(s, &t);
		return true;
	}
	snprintf(what, sizeof(what), "expected \"%s\"", word);
	sh_syntax(s, t.start, what);
	return false;
}

/* { LIST } */
static void sh_brace(struct sh *s, bool run)
{
	if (sh_expect(s, "{"))
		sh_list(s, run, stop_brace);
}

static void sh_if(struct sh *s, bool run)
{
	bool go = sh_go(s, run), taken = false, branch;
	int stop;

	do {
		sh_list(s, go && !taken, stop_then);
		branch = go && !taken && s->status == 0 && !sh_failed(s);
		stop = sh_list(s, branch, stop_if);
		taken |= branch;
	} while (stop == 0);
	if (stop == 1) {
		sh_list(s, go && !taken, stop_fi);
		taken = true;
	}
	if (go && !taken && s->unwind == UW_NONE)
		s->status = 0;
}

/* After a loop's pass: go on, or stop because of break or worse. */
static bool sh_loop_goes_on(struct sh *s)
{
	if (s->unwind == UW_CONTINUE)
		s->unwind = UW_NONE;
	if (s->unwind == UW_BREAK) {
		s->unwind = UW_NONE;
		return false;
	}
	if (signal_pending(current) && s->unwind == UW_NONE) {
		s->status = 130;
		s->unwind = UW_EXIT;
	}
	return s->unwind == UW_NONE;
}

/* The body, from @body to its "done", run for each pass @run allows. */
static void sh_loop_body(struct sh *s, const char *body, bool run)
{
	s->p = body;
	s->loops++;
	sh_list(s, run, stop_done);
	s->loops--;
}

static void sh_for(struct sh *s, bool run)
{
	struct sh_fields *f = NULL;
	struct sh_token t, var;
	bool go = sh_go(s, run);
	const char *body;
	int i;

	sh_lex(s, &var);
	if (var.type != SH_WORD || !sh_name_ok(var.start, var.len)) {
		sh_syntax(s, var.start, "for needs a variable name");
		return;
	}
	sh_take(s, &var);
	sh_lex(s, &t);
	if (!sh_is(&t, "in")) {
		sh_syntax(s, t.start, "expected \"in\" (for NAME in WORDS...)");
		return;
	}
	sh_take(s, &t);
	if (go)
		f = sh_fields_new(s);
	for (sh_lex(s, &t); t.type == SH_WORD && !sh_failed(s);
	     sh_lex(s, &t)) {
		sh_take(s, &t);
		if (f)
			sh_expand(s, &t, f, false);
	}
	if (t.type != SH_SEMI && t.type != SH_NL)
		sh_bad_token(s, &t);
	else
		sh_take(s, &t);
	if (sh_failed(s) || !sh_expect(s, "do"))
		goto out;
	body = s->p;
	for (i = 0; f && i < f->n; i++) {
		if (sh_var_set(s, var.start, var.len, f->argv[i]))
			break;
		sh_loop_body(s, body, true);
		if (!sh_loop_goes_on(s))
			break;
	}
	/* No pass ran: the body is still to be parsed to its "done". */
	if (!f || !f->n) {
		if (go)
			s->status = 0;
		sh_loop_body(s, body, false);
	}
out:
	kfree(f);
}

static void sh_while(struct sh *s, bool run, bool until)
{
	const char *cond = s->p, *body;
	bool go = sh_go(s, run), pass;

	for (;;) {
		s->p = cond;
		sh_list(s, go, stop_do);
		if (sh_failed(s))
			return;
		body = s->p;
		pass = go && ((s->status == 0) != until) && s->unwind == UW_NONE;
		sh_loop_body(s, body, pass);
		if (!pass)
			break;
		if (!sh_loop_goes_on(s))
			break;
	}
	if (go && !pass && s->unwind == UW_NONE)
		s->status = 0;
}

/* NAME () { LIST }: keep a copy of the body, run nothing. */
static void sh_funcdef(struct sh *s, const struct sh_token *name, bool run)
{
	struct sh_token t;
	struct sh_func *fn;
	const char *start;
	char *body;
	int i;

	sh_lex(s, &t);
	if (t.type != SH_RPAREN) {
		sh_syntax(s, t.start, "expected \")\" after \"NAME (\"");
		return;
	}
	sh_take(s, &t);
	sh_skip_newlines(s);
	sh_lex(s, &t);
	start = t.start;
	sh_brace(s, false);
	if (!sh_go(s, run))
		return;
	if (!sh_name_ok(name->start, name->len)) {
		sh_fatal(s, "bad function name");
		return;
	}
	fn = sh_func_find(s, name->start, name->len);
	for (i = 0; i < SH_FUNCS && !fn; i++)
		if (!s->funcs[i].body)
			fn = &s->funcs[i];
	if (!fn || fn->running) {
		sh_fatal(s, fn ? "cannot redefine a running function" :
				 "too many functions");
		return;
	}
	body = kstrndup(start, s->p - start, GFP_KERNEL);
	if (!body) {
		sh_fatal(s, "out of memory");
		return;
	}
	kfree(fn->body);
	fn->body = body;
	memcpy(fn->name, name->start, name->len);
	fn->name[name->len] = '\0';
	s->status = 0;
}

static void sh_command(struct sh *s, bool run)
{
	struct sh_token t, next;
	const char *at = s->p;

	sh_lex(s, &t);
	if (t.type != SH_WORD) {
		sh_bad_token(s, &t);
		return;
	}
	if (!sh_enter(s))
		return;
	if (sh_is(&t, "if") || sh_is(&t, "for") || sh_is(&t, "while") ||
	    sh_is(&t, "until")) {
		sh_take(s, &t);
		if (*t.start == 'i')
			sh_if(s, run);
		else if (*t.start == 'f')
			sh_for(s, run);
		else
			sh_while(s, run, *t.start == 'u');
	} else if (sh_is(&t, "{")) {
		sh_brace(s, run);
	} else {
		sh_take(s, &t);
		sh_lex(s, &next);
		/* x=$(...) is a command substitution, not a function. */
		if (next.type == SH_LPAREN && t.start[t.len - 1] == '$') {
			sh_bad_token(s, &next);
		} else if (next.type == SH_LPAREN) {
			sh_take(s, &next);
			sh_funcdef(s, &t, run);
		} else {
			s->p = at;
			sh_simple(s, run);
		}
	}
	s->depth--;
}

/* [!] COMMAND */
static void sh_pipeline(struct sh *s, bool run)
{
	struct sh_token t;
	bool not;

	sh_lex(s, &t);
	not = sh_is(&t, "!");
	if (not)
		sh_take(s, &t);
	sh_command(s, run);
	if (not && sh_go(s, run))
		s->status = !s->status;
}

/* PIPELINE [&& PIPELINE | || PIPELINE]... */
static void sh_and_or(struct sh *s, bool run)
{
	struct sh_token t;
	bool and;

	sh_pipeline(s, run);
	for (sh_lex(s, &t); t.type == SH_AND || t.type == SH_OR;
	     sh_lex(s, &t)) {
		and = t.type == SH_AND;
		sh_take(s, &t);
		sh_skip_newlines(s);
		sh_pipeline(s, run && ((s->status == 0) == and));
		if (sh_failed(s))
			return;
	}
}

static int sh_stop_index(const struct sh_token *t, const char *const *stops)
{
	int i;

	for (i = 0; stops && stops[i]; i++)
		if (sh_is(t, stops[i]))
			return i;
	return -1;
}

/*
 * Commands up to one of the words @stops (taken) or the end of the text.
 * Return: the index of the stop word, or -1 at the end (an error when
 * a stop word was wanted) or after a syntax error.
 */
static int sh_list(struct sh *s, bool run, const char *const *stops)
{
	struct sh_token t;
	int i;

	while (!sh_failed(s)) {
		sh_lex(s, &t);
		if (t.type == SH_NL || t.type == SH_SEMI) {
			sh_take(s, &t);
			continue;
		}
		if (t.type == SH_EOF) {
			if (stops)
				sh_bad_token(s, &t);
			return -1;
		}
		i = sh_stop_index(&t, stops);
		if (i >= 0) {
			sh_take(s, &t);
			return i;
		}
		if (sh_stop_index(&t, reserved) >= 0) {
			sh_syntax(s, t.start, "unexpected reserved word");
			return -1;
		}
		sh_and_or(s, run);
	}
	return -1;
}

/* --- entry points --- */

static struct sh *sh_alloc(const char *name)
{
	struct sh *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (s)
		s->name = name;
	return s;
}

static void sh_free(struct sh *s)
{
	int i;

	for (i = 0; i < SH_FUNCS; i++)
		kfree(s->funcs[i].body);
	kfree(s);
}

/*
 * Run @text in @s: the status of the last command.  The whole text is
 * parsed first, so that a syntax error anywhere runs nothing of it.
 */
static int sh_run_text(struct sh *s, const char *text)
{
	bool run;

	for (run = false; ; run = true) {
		s->text = s->p = text;
		s->unwind = UW_NONE;
		s->loops = 0;
		sh_list(s, run, NULL);
		if (run || sh_failed(s))
			break;
	}
	s->unwind = UW_NONE;
	return s->status;
}

/* @text as @name in a state of its own, $0... from @argv: -ENOMEM or sh's. */
static int sh_run_new(const char *name, const char *text, int argc,
		      char **argv, int depth)
{
	struct sh *s = sh_alloc(name);
	int ret;

	if (!s)
		return -ENOMEM;
	s->argc = argc;
	s->argv = argv;
	s->depth = depth;
	ret = sh_run_text(s, text);
	sh_free(s);
	return ret;
}

static const char *script_base(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/*
 * A built-in script by its path in the source tree, as on Linux
 * (tools/testing/selftests/cpu-hotplug/cpu-on-off-test.sh), or by the
 * file's name alone.
 */
static const struct kshell_script *kshell_find_script(const char *name)
{
	const struct kshell_script *sc;

	for (sc = __kshell_scripts_start; sc < __kshell_scripts_end; sc++)
		if (!strcmp(sc->name, name) ||
		    !strcmp(script_base(sc->name), name))
			return sc;
	return NULL;
}

static int sh_usage(void)
{
	const struct kshell_script *sc;

	tty_printf("usage: sh SCRIPT [ARGS...] | sh -c COMMANDS [NAME [ARGS...]]\n");
	tty_printf("built-in scripts:");
	for (sc = __kshell_scripts_start; sc < __kshell_scripts_end; sc++)
		tty_printf(" %s", script_base(sc->name));
	tty_printf("\n");
	return 2;
}

/* sh SCRIPT ARGS or sh -c TEXT [NAME ARGS], in a state of its own. */
static int sh_run_script(struct sh *parent, int argc, char **argv)
{
	const struct kshell_script *sc;
	const char *text = NULL;
	char **args;
	int nargs, ret;

	if (argc >= 3 && !strcmp(argv[1], "-c")) {
		text = argv[2];
		args = argc > 3 ? argv + 3 : argv;
		nargs = argc > 3 ? argc - 3 : 1;
	} else if (argc >= 2 && argv[1][0] != '-') {
		sc = kshell_find_script(argv[1]);
		if (sc)
			text = sc->text;
		if (!text) {
			tty_printf("sh: %s: no such built-in script\n", argv[1]);
			sh_usage();
			return 127;
		}
		args = argv + 1;
		nargs = argc - 1;
	} else {
		return sh_usage();
	}
	if (atomic_inc_return(&sh_nested) > SH_NESTED_MAX) {
		atomic_dec(&sh_nested);
		tty_printf("sh: scripts nested too deep\n");
		return 2;
	}
	ret = sh_run_new(args[0], text, nargs, args,
			 parent ? parent->depth : 0);
	if (ret == -ENOMEM) {
		tty_printf("sh: out of memory\n");
		ret = 1;
	}
	atomic_dec(&sh_nested);
	return ret;
}

static int cmd_sh(int argc, char **argv)
{
	return sh_run_script(NULL, argc, argv);
}
KSHELL_COMMAND(cmd_sh, "sh",
	       "sh SCRIPT [ARGS] | sh -c CMDS: run commands with ; && || ! if for while, functions, $? $1 $#, NAME=value, globs");

static struct sh *console_sh;

int kshell_run_line(const char *line)
{
	if (!console_sh)
		console_sh = sh_alloc("kshell");
	if (!console_sh) {
		tty_printf("kshell: out of memory\n");
		return 1;
	}
	return sh_run_text(console_sh, line);
}

int kshell_script_run(const char *name, const char *text, int argc,
		      char **argv)
{
	return sh_run_new(name, text, argc, argv, 0);
}
