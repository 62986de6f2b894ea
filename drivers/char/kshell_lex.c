// SPDX-License-Identifier: GPL-2.0
/*
 * The shell's script mode, its words: the lexer that cuts the text into
 * tokens, the variable store, the expansion of a word into fields, and
 * the error reports that give a line number.  The grammar that runs the
 * tokens is in kshell_script.c; this file calls nothing of it.
 *
 * Words are sh's: '...' and "..." quotes, backslash, $NAME, ${NAME}, $?,
 * $#, $0 to $9, $@, field splitting of unquoted expansions, and globbing
 * of absolute paths against /sys and /proc.
 */
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/glob.h>
#include <linux/sort.h>
#include <linux/sysfs.h>
#include <linux/tty.h>

#include "kshell_sh.h"

static int sh_line_of(struct sh *s, const char *at)
{
	const char *c;
	int line = 1;

	for (c = s->text; c < at && *c; c++)
		if (*c == '\n')
			line++;
	return line;
}

/* A syntax error: say where, and stop the whole run. */
void sh_syntax(struct sh *s, const char *at, const char *what)
{
	if (s->unwind == UW_ERROR)
		return;
	tty_printf("%s: line %d: syntax error: %s\n", s->name,
		   sh_line_of(s, at), what);
	s->unwind = UW_ERROR;
	s->status = 2;
}

/* An error while running (not of syntax): it ends the run, as set -e. */
void sh_fatal(struct sh *s, const char *what)
{
	if (s->unwind == UW_ERROR)
		return;
	tty_printf("%s: line %d: %s\n", s->name, sh_line_of(s, s->p), what);
	s->unwind = UW_ERROR;
	s->status = 2;
}

/* The end of a word that starts at @p, past its quotes; NULL if open. */
static const char *sh_word_end(const char *p)
{
	while (*p && !strchr(" \t\r\n;&|()", *p)) {
		if (*p == '\'') {
			p = strchr(p + 1, '\'');
			if (!p)
				return NULL;
		} else if (*p == '"') {
			for (p++; *p && *p != '"'; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				return NULL;
		} else if (*p == '\\' && p[1]) {
			p++;
		}
		p++;
	}
	return p;
}

void sh_lex(struct sh *s, struct sh_token *t)
{
	const char *p = s->p;

	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r')
			p++;
		if (p[0] == '\\' && p[1] == '\n') {
			p += 2;
			continue;
		}
		if (*p == '#')
			while (*p && *p != '\n')
				p++;
		break;
	}
	t->start = p;
	t->len = 1;
	switch (*p) {
	case '\0':
		t->type = SH_EOF;
		t->len = 0;
		return;
	case '\n':
		t->type = SH_NL;
		return;
	case ';':
		t->type = p[1] == ';' ? SH_BAD : SH_SEMI;
		return;
	case '&':
	case '|':
		t->type = SH_BAD;
		if (p[1] == *p) {
			t->type = *p == '&' ? SH_AND : SH_OR;
			t->len = 2;
		}
		return;
	case '(':
		t->type = SH_LPAREN;
		return;
	case ')':
		t->type = SH_RPAREN;
		return;
	}
	t->type = SH_WORD;
	p = sh_word_end(p);
	if (!p) {
		t->type = SH_BAD;
		t->len = strlen(t->start);
		return;
	}
	t->len = p - t->start;
}

void sh_take(struct sh *s, const struct sh_token *t)
{
	s->p = t->start + t->len;
}

bool sh_is(const struct sh_token *t, const char *word)
{
	return t->type == SH_WORD && sh_name_is(word, t->start, t->len);
}

void sh_bad_token(struct sh *s, const struct sh_token *t)
{
	char what[40];

	switch (t->type) {
	case SH_EOF:
		sh_syntax(s, t->start, "unexpected end of the text");
		return;
	case SH_NL:
		sh_syntax(s, t->start, "unexpected end of line");
		return;
	case SH_LPAREN:
		sh_syntax(s, t->start, "subshells and $(...) are not supported");
		return;
	case SH_BAD:
		if (*t->start == '|')
			sh_syntax(s, t->start, "pipes are not supported");
		else if (*t->start == '&')
			sh_syntax(s, t->start, "background jobs are not supported");
		else if (*t->start == ';')
			sh_syntax(s, t->start, "unexpected \";;\"");
		else
			sh_syntax(s, t->start, "unterminated quote");
		return;
	default:
		snprintf(what, sizeof(what), "unexpected \"%.*s\"",
			 (int)min_t(size_t, t->len, 16), t->start);
		sh_syntax(s, t->start, what);
	}
}

void sh_skip_newlines(struct sh *s)
{
	struct sh_token t;

	for (sh_lex(s, &t); t.type == SH_NL; sh_lex(s, &t))
		sh_take(s, &t);
}

/* --- variables --- */

bool sh_name_ok(const char *name, size_t len)
{
	size_t i;

	if (!len || len >= SH_NAME_MAX || isdigit(name[0]))
		return false;
	for (i = 0; i < len; i++)
		if (!isalnum(name[i]) && name[i] != '_')
			return false;
	return true;
}

bool sh_name_is(const char *stored, const char *name, size_t len)
{
	return strlen(stored) == len && !strncmp(stored, name, len);
}

static struct sh_var *sh_var_find(struct sh *s, const char *name, size_t len)
{
	int i;

	for (i = 0; i < SH_VARS; i++)
		if (s->vars[i].name[0] && sh_name_is(s->vars[i].name, name, len))
			return &s->vars[i];
	return NULL;
}

int sh_var_set(struct sh *s, const char *name, size_t len,
	       const char *value)
{
	struct sh_var *v = sh_var_find(s, name, len);
	int i;

	/* Refused before a slot is taken: no half-made variable stays. */
	if (strlen(value) >= SH_VALUE_MAX) {
		sh_fatal(s, "value too long for a variable");
		return -E2BIG;
	}
	for (i = 0; !v && i < SH_VARS; i++)
		if (!s->vars[i].name[0]) {
			v = &s->vars[i];
			memcpy(v->name, name, len);
			v->name[len] = '\0';
		}
	if (!v) {
		sh_fatal(s, "too many variables");
		return -ENOSPC;
	}
	strcpy(v->value, value);
	return 0;
}

/* --- words into fields --- */

struct sh_build {
	struct sh *s;
	struct sh_fields *f;
	char *field;		/* the field being built, in f->buf */
	bool have;		/* it exists, even if empty ("") */
	bool glob;		/* it has an unquoted *, ? or [ */
	bool overflow;
};

static void sh_put(struct sh_build *b, char c)
{
	struct sh_fields *f = b->f;

	if (f->used + 1 >= SH_ARENA) {
		b->overflow = true;
		return;
	}
	f->buf[f->used++] = c;
	b->have = true;
}

static void sh_push_raw(struct sh_build *b, char *text)
{
	if (b->f->n >= SH_FIELDS_MAX) {
		b->overflow = true;
		return;
	}
	b->f->argv[b->f->n++] = text;
	b->f->argv[b->f->n] = NULL;
}

struct sh_glob {
	struct sh_build *b;
	const char *pattern;
	int slashes;
	int first;		/* the first field of this glob's matches */
};

static int count_slashes(const char *p)
{
	int n = 0;

	for (; *p; p++)
		n += *p == '/';
	return n;
}

/* Offer @path and each directory above it; keep each match once. */
static void sh_glob_one(const char *path, void *arg)
{
	struct sh_glob *g = arg;
	struct sh_fields *f = g->b->f;
	char cand[SYSFS_PATH_MAX];
	size_t len;
	int i;
	char *c;

	strlcpy(cand, path, sizeof(cand));
	for (c = cand + strlen(cand); c > cand; c--) {
		if (*c && *c != '/')
			continue;
		*c = '\0';
		if (count_slashes(cand) != g->slashes ||
		    !glob_match(g->pattern, cand))
			continue;
		for (i = g->first; i < f->n; i++)
			if (!strcmp(f->argv[i], cand))
				return;
		len = strlen(cand) + 1;
		if (f->used + len > SH_ARENA) {
			g->b->overflow = true;
			return;
		}
		memcpy(f->buf + f->used, cand, len);
		sh_push_raw(g->b, f->buf + f->used);
		f->used += len;
		return;
	}
}

static int cmp_field(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* End the field being built: push it, or what its glob matches. */
static void sh_end_field(struct sh_build *b)
{
	struct sh_fields *f = b->f;
	struct sh_glob g;

	if (!b->have)
		return;
	sh_put(b, '\0');
	if (b->overflow)
		return;
	if (b->glob && b->field[0] == '/') {
		g.b = b;
		g.pattern = b->field;
		g.slashes = count_slashes(b->field);
		g.first = f->n;
		/* The pattern's own text stays below the matches. */
		sysfs_walk_files(sh_glob_one, &g);
		/* In strcmp order, as sh gives them, not the walk's. */
		sort(f->argv + g.first, f->n - g.first, sizeof(char *),
		     cmp_field, NULL);
		if (f->n > g.first || b->overflow)
			goto next;
	}
	sh_push_raw(b, b->field);
next:
	b->field = f->buf + f->used;
	b->have = false;
	b->glob = false;
}

/* What $NAME or a special parameter expands to; @len is its name's. */
static const char *sh_param(struct sh *s, const char *name, size_t len,
			    char *num, size_t size)
{
	struct sh_var *v;

	if (len == 1 && *name == '?') {
		snprintf(num, size, "%d", s->status);
		return num;
	}
	if (len == 1 && *name == '#') {
		snprintf(num, size, "%d", s->argc > 0 ? s->argc - 1 : 0);
		return num;
	}
	/* $0 stays the script's name inside a function, as in sh. */
	if (len == 1 && *name == '0')
		return s->name;
	if (len == 1 && isdigit(*name))
		return *name - '0' < s->argc ? s->argv[*name - '0'] : "";
	v = sh_var_find(s, name, len);
	return v ? v->value : "";
}

/*
 * Expand the "$..." at *pp into the field.  Unquoted, its blanks end
 * fields, as sh's field splitting; $@ always gives one field per
 * argument.  Return: false on a bad ${...}.
 */
static bool sh_dollar(struct sh_build *b, const char **pp, bool quoted)
{
	const char *p = *pp + 1, *name = p, *v;
	char num[12];
	size_t len;
	int i;

	if (*p == '{') {
		name = ++p;
		while (*p && *p != '}')
			p++;
		if (*p != '}' || !(sh_name_ok(name, p - name) ||
				   (p - name == 1 && strchr("?#@0123456789", *name))))
			return false;
		len = p - name;
		p++;
	} else if (*p && strchr("?#@0123456789", *p)) {
		len = 1;
		p++;
	} else {
		while (isalnum(*p) || *p == '_')
			p++;
		len = p - name;
		if (!len) {
			sh_put(b, '$');	/* a lone $ is itself */
			*pp = p;
			return true;
		}
	}
	*pp = p;
	if (len == 1 && *name == '@') {
		for (i = 1; i < b->s->argc; i++) {
			for (v = b->s->argv[i]; *v; v++)
				sh_put(b, *v);
			b->have = true;
			if (i + 1 < b->s->argc)
				sh_end_field(b);
		}
		return true;
	}
	v = sh_param(b->s, name, len, num, sizeof(num));
	for (; *v; v++) {
		if (!quoted && (*v == ' ' || *v == '\t' || *v == '\n'))
			sh_end_field(b);
		else
			sh_put(b, *v);
	}
	return true;
}

/*
 * Expand one word into fields.  @whole: one field, unsplit and not
 * globbed (the value of NAME=value).
 */
void sh_expand(struct sh *s, const struct sh_token *t,
	       struct sh_fields *f, bool whole)
{
	const char *p = t->start, *end = t->start + t->len;
	struct sh_build b = { s, f, f->buf + f->used, false, false, false };
	bool dq = false;

	while (p < end) {
		if (*p == '\'' && !dq) {
			b.have = true;
			for (p++; *p != '\''; p++)
				sh_put(&b, *p);
			p++;
		} else if (*p == '"') {
			b.have = true;
			dq = !dq;
			p++;
		} else if (*p == '\\' && p + 1 < end &&
			   (!dq || strchr("$\"\\", p[1]))) {
			sh_put(&b, p[1]);
			p += 2;
		} else if (*p == '$') {
			if (!sh_dollar(&b, &p, dq || whole)) {
				sh_syntax(s, t->start, "bad ${...}");
				return;
			}
		} else {
			if (!dq && !whole && strchr("*?[", *p))
				b.glob = true;
			sh_put(&b, *p++);
		}
	}
	if (whole)
		b.have = true;
	sh_end_field(&b);
	if (b.overflow)
		sh_fatal(s, "too many words, or words too long");
}
