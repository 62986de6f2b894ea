/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_CTYPE_H
#define _LINUX_CTYPE_H

/*
 * Character classes for the "C" locale: ASCII only, every byte above
 * 0x7f is in no class.  Each takes an int holding a char or an
 * unsigned char value; a negative (sign-extended) char is folded into
 * 0..255 first, so plain char arguments are safe.
 */

#define _U	0x01	/* upper case letter */
#define _L	0x02	/* lower case letter */
#define _D	0x04	/* decimal digit */
#define _C	0x08	/* control character */
#define _P	0x10	/* punctuation */
#define _S	0x20	/* white space: space, \t \n \v \f \r */
#define _X	0x40	/* hexadecimal digit letter a-f, A-F */
#define _SP	0x80	/* the space character itself */

extern const unsigned char _ctype[256];

static inline unsigned char __ismask(int c)
{
	return _ctype[(unsigned char)c];
}

/**
 * isalnum - whether @c is a letter or a decimal digit
 * @c: the character
 */
static inline int isalnum(int c)
{
	return (__ismask(c) & (_U | _L | _D)) != 0;
}

/**
 * isalpha - whether @c is a letter
 * @c: the character
 */
static inline int isalpha(int c)
{
	return (__ismask(c) & (_U | _L)) != 0;
}

/**
 * iscntrl - whether @c is a control character
 * @c: the character
 */
static inline int iscntrl(int c)
{
	return (__ismask(c) & _C) != 0;
}

/**
 * isdigit - whether @c is a decimal digit
 * @c: the character
 */
static inline int isdigit(int c)
{
	return (__ismask(c) & _D) != 0;
}

/**
 * islower - whether @c is a lower case letter
 * @c: the character
 */
static inline int islower(int c)
{
	return (__ismask(c) & _L) != 0;
}

/**
 * isupper - whether @c is an upper case letter
 * @c: the character
 */
static inline int isupper(int c)
{
	return (__ismask(c) & _U) != 0;
}

/**
 * isprint - whether @c is printable, space included
 * @c: the character
 */
static inline int isprint(int c)
{
	return (__ismask(c) & (_P | _U | _L | _D | _SP)) != 0;
}

/**
 * isgraph - whether @c is printable and not a space
 * @c: the character
 */
static inline int isgraph(int c)
{
	return (__ismask(c) & (_P | _U | _L | _D)) != 0;
}

/**
 * ispunct - whether @c is printable but neither a space nor alphanumeric
 * @c: the character
 */
static inline int ispunct(int c)
{
	return (__ismask(c) & _P) != 0;
}

/**
 * isspace - whether @c is white space (space, \t, \n, \v, \f or \r)
 * @c: the character
 */
static inline int isspace(int c)
{
	return (__ismask(c) & _S) != 0;
}

/**
 * isxdigit - whether @c is a hexadecimal digit
 * @c: the character
 */
static inline int isxdigit(int c)
{
	return (__ismask(c) & (_D | _X)) != 0;
}

/**
 * isascii - whether @c is a 7-bit value
 * @c: the character
 */
static inline int isascii(int c)
{
	return (unsigned int)c <= 0x7f;
}

/**
 * tolower - the lower case form of a letter; anything else unchanged
 * @c: the character
 */
static inline int tolower(int c)
{
	return isupper(c) ? c - 'A' + 'a' : c;
}

/**
 * toupper - the upper case form of a letter; anything else unchanged
 * @c: the character
 */
static inline int toupper(int c)
{
	return islower(c) ? c - 'a' + 'A' : c;
}

#endif /* _LINUX_CTYPE_H */
