/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _DRIVERS_CHAR_KSHELL_SH_H
#define _DRIVERS_CHAR_KSHELL_SH_H

/*
 * The shell's script mode as its two files see it: the state of one sh,
 * and what the lexer and word expansion (kshell_lex.c) give the grammar
 * and execution (kshell_script.c).  Nothing outside drivers/char needs
 * it; the console and the tests come in through <linux/kshell.h>.
 */

#include <linux/types.h>

#define SH_FIELDS_MAX	512	/* words of one command after globbing */
#define SH_ARENA	8192	/* their text */
#define SH_VARS		32
#define SH_NAME_MAX	32
#define SH_VALUE_MAX	128
#define SH_FUNCS	16

enum sh_tok { SH_EOF, SH_NL, SH_SEMI, SH_AND, SH_OR, SH_LPAREN,
	      SH_RPAREN, SH_WORD, SH_BAD };

enum sh_unwind { UW_NONE, UW_BREAK, UW_CONTINUE, UW_RETURN, UW_EXIT,
		 UW_ERROR };

struct sh_token {
	enum sh_tok type;
	const char *start;
	size_t len;
};

struct sh_var {
	char name[SH_NAME_MAX];
	char value[SH_VALUE_MAX];
};

struct sh_func {
	char name[SH_NAME_MAX];
	char *body;		/* "{ ... }", a copy: a console line is reused */
	int running;
};

struct sh_fields {
	int n;
	size_t used;
	char *argv[SH_FIELDS_MAX + 1];
	char buf[SH_ARENA];
};

struct sh {
	const char *name;	/* for messages: "sh" or the script */
	const char *text;	/* what is being parsed, for line numbers */
	const char *p;		/* the parse position in it */
	int status;		/* $? */
	int argc;		/* $0..$9, $#, $@ */
	char **argv;
	enum sh_unwind unwind;
	int loops;		/* loops open around the position */
	int calls;		/* functions running */
	int depth;
	struct sh_var vars[SH_VARS];
	struct sh_func funcs[SH_FUNCS];
};

/**
 * sh_syntax - report a syntax error and stop the whole run
 * @s: the shell
 * @at: where in @s->text the error is, for its line number
 * @what: what is wrong
 *
 * Only the first error of a run is reported; $? becomes 2.
 */
void sh_syntax(struct sh *s, const char *at, const char *what);

/**
 * sh_fatal - report an error while running and stop the whole run
 * @s: the shell, whose parse position gives the line number
 * @what: what went wrong
 *
 * For errors that are not of syntax (no room, nesting too deep): the
 * run ends as with set -e.  Only the first error is reported; $? is 2.
 */
void sh_fatal(struct sh *s, const char *what);

/**
 * sh_lex - look at the next token, without taking it
 * @s: the shell; the token starts at or after @s->p
 * @t: filled with the token
 *
 * Skips blanks, comments and backslash-newlines first.  A word's
 * quotes are kept in it, for sh_expand(); an open quote, "|", "&"
 * alone or ";;" is an SH_BAD token.
 */
void sh_lex(struct sh *s, struct sh_token *t);

/**
 * sh_take - move the parse position past a token
 * @s: the shell
 * @t: a token sh_lex() just gave
 */
void sh_take(struct sh *s, const struct sh_token *t);

/**
 * sh_is - whether a token is a given word
 * @t: the token
 * @word: the word, such as a reserved word or "{"
 *
 * Return: true if @t is an SH_WORD written exactly as @word: a quoted
 * "fi" is not the reserved word.
 */
bool sh_is(const struct sh_token *t, const char *word);

/**
 * sh_bad_token - report a token that cannot come where it is
 * @s: the shell
 * @t: the token
 *
 * A syntax error that names what is not supported (pipes, background
 * jobs, subshells) or what came instead of what was wanted.
 */
void sh_bad_token(struct sh *s, const struct sh_token *t);

/**
 * sh_skip_newlines - take every newline token at the parse position
 * @s: the shell
 */
void sh_skip_newlines(struct sh *s);

/**
 * sh_name_ok - whether text is a valid variable or function name
 * @name: the text, not NUL-terminated
 * @len: its length
 *
 * Return: true for 1 to SH_NAME_MAX - 1 letters, digits and '_', the
 * first not a digit.
 */
bool sh_name_ok(const char *name, size_t len);

/**
 * sh_name_is - whether a stored name is the given text
 * @stored: a variable's or function's name, NUL-terminated
 * @name: the text, not NUL-terminated
 * @len: its length
 */
bool sh_name_is(const char *stored, const char *name, size_t len);

/**
 * sh_var_set - set a shell variable, making it if it is new
 * @s: the shell
 * @name: the name, not NUL-terminated; sh_name_ok() must accept it
 * @len: its length
 * @value: the value
 *
 * Return: 0, or -ENOSPC (no free variable) or -E2BIG (@value too long)
 * after a sh_fatal() that says so.
 */
int sh_var_set(struct sh *s, const char *name, size_t len,
	       const char *value);

/**
 * sh_expand - expand one word into fields, appended to @f
 * @s: the shell, for $?, $1..., variables and error reports
 * @t: an SH_WORD token
 * @f: the fields of the command so far
 * @whole: give one field, neither split nor globbed (the value of
 *         NAME=value)
 *
 * Removes quotes and backslashes, expands $NAME, ${NAME} and the
 * special parameters, splits unquoted expansions at blanks and globs
 * unquoted absolute patterns against /sys and /proc.  A bad ${...} is
 * a sh_syntax() error; running out of room in @f is a sh_fatal() one.
 */
void sh_expand(struct sh *s, const struct sh_token *t,
	       struct sh_fields *f, bool whole);

#endif /* _DRIVERS_CHAR_KSHELL_SH_H */
