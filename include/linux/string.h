/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_STRING_H
#define _LINUX_STRING_H

/*
 * The C library's string functions, with the C standard's semantics
 * unless a comment says otherwise, plus the few BSD and Linux additions
 * kernel code expects.  Defined in lib/string.c.
 */

#include <linux/types.h>
#include <linux/stddef.h>

/**
 * memcpy - copy memory between areas that do not overlap
 * @dest: where to copy to
 * @src: where to copy from
 * @n: number of bytes
 *
 * Return: @dest.
 */
void *memcpy(void *dest, const void *src, size_t n);

/**
 * memmove - copy memory between areas that may overlap
 * @dest: where to copy to
 * @src: where to copy from
 * @n: number of bytes
 *
 * Return: @dest.
 */
void *memmove(void *dest, const void *src, size_t n);

/**
 * memset - fill memory with a byte
 * @s: the area
 * @c: the byte value (converted to unsigned char)
 * @n: number of bytes
 *
 * Return: @s.
 */
void *memset(void *s, int c, size_t n);

/**
 * memcmp - compare two areas byte by byte, as unsigned char
 * @s1: one area
 * @s2: the other area
 * @n: number of bytes
 *
 * Return: <0, 0 or >0 as @s1 sorts before, equal to or after @s2.
 */
int memcmp(const void *s1, const void *s2, size_t n);

/**
 * memchr - find the first occurrence of a byte in an area
 * @s: the area
 * @c: the byte value (converted to unsigned char)
 * @n: number of bytes to search
 *
 * Return: a pointer to the byte, or NULL.
 */
void *memchr(const void *s, int c, size_t n);

/**
 * strlen - the length of a string
 * @s: the string
 */
size_t strlen(const char *s);

/**
 * strnlen - the length of a string, looking at no more than @maxlen bytes
 * @s: the string
 * @maxlen: the most bytes to examine
 */
size_t strnlen(const char *s, size_t maxlen);

/**
 * strcmp - compare two strings as unsigned char
 * @s1: one string
 * @s2: the other string
 *
 * Return: <0, 0 or >0 as @s1 sorts before, equal to or after @s2.
 */
int strcmp(const char *s1, const char *s2);

/**
 * strncmp - compare at most @n bytes of two strings
 * @s1: one string
 * @s2: the other string
 * @n: the most bytes to compare
 */
int strncmp(const char *s1, const char *s2, size_t n);

/**
 * strcasecmp - compare two strings, ignoring ASCII case
 * @s1: one string
 * @s2: the other string
 */
int strcasecmp(const char *s1, const char *s2);

/**
 * strncasecmp - compare at most @n bytes of two strings, ignoring case
 * @s1: one string
 * @s2: the other string
 * @n: the most bytes to compare
 */
int strncasecmp(const char *s1, const char *s2, size_t n);

/**
 * strcpy - copy a string, terminator included
 * @dest: where to copy to; must be large enough
 * @src: the string
 *
 * Return: @dest.
 */
char *strcpy(char *dest, const char *src);

/**
 * strncpy - copy at most @n bytes of a string, padding with NULs
 * @dest: where to copy to
 * @src: the string
 * @n: exactly this many bytes of @dest are written
 *
 * As in C, @dest is not terminated when @src is @n bytes or longer.
 *
 * Return: @dest.
 */
char *strncpy(char *dest, const char *src, size_t n);

/**
 * strlcpy - copy a string into a buffer, always terminating it
 * @dest: where to copy to
 * @src: the string
 * @size: size of @dest; nothing is written when it is 0
 *
 * Return: strlen(@src); a value >= @size means @dest was cut short.
 */
size_t strlcpy(char *dest, const char *src, size_t size);

/**
 * strcat - append a string
 * @dest: the string to extend; must have room
 * @src: what to append
 *
 * Return: @dest.
 */
char *strcat(char *dest, const char *src);

/**
 * strncat - append at most @n bytes of a string, then a terminator
 * @dest: the string to extend; must have room for @n + 1 more bytes
 * @src: what to append
 * @n: the most bytes of @src to take
 *
 * Return: @dest.
 */
char *strncat(char *dest, const char *src, size_t n);

/**
 * strlcat - append a string within a buffer, always terminating it
 * @dest: the string to extend
 * @src: what to append
 * @size: size of the whole buffer @dest
 *
 * When @dest holds no terminator within @size bytes it is left alone.
 *
 * Return: the length the result would have had without the limit;
 * a value >= @size means it was cut short.
 */
size_t strlcat(char *dest, const char *src, size_t size);

/**
 * strchr - find the first occurrence of a character in a string
 * @s: the string
 * @c: the character; '\0' finds the terminator
 *
 * Return: a pointer to it, or NULL.
 */
char *strchr(const char *s, int c);

/**
 * strrchr - find the last occurrence of a character in a string
 * @s: the string
 * @c: the character; '\0' finds the terminator
 *
 * Return: a pointer to it, or NULL.
 */
char *strrchr(const char *s, int c);

/**
 * strstr - find the first occurrence of a substring
 * @haystack: the string to search
 * @needle: the string to find; an empty one matches at once
 *
 * Return: a pointer to the match in @haystack, or NULL.
 */
char *strstr(const char *haystack, const char *needle);

/**
 * strsep - split off the next token of a string
 * @stringp: pointer to the rest of the string; advanced past the token
 * @delim: the characters that end a token
 *
 * The delimiter after the token is overwritten with '\0'.  Empty tokens
 * are returned as such.  *@stringp becomes NULL after the last token.
 *
 * Return: the token, or NULL when *@stringp was NULL.
 */
char *strsep(char **stringp, const char *delim);

/**
 * strspn - the length of the prefix of @s made only of bytes in @accept
 * @s: the string
 * @accept: the allowed bytes
 */
size_t strspn(const char *s, const char *accept);

/**
 * strcspn - the length of the prefix of @s with no byte from @reject
 * @s: the string
 * @reject: the bytes that end the prefix
 */
size_t strcspn(const char *s, const char *reject);

/**
 * strpbrk - find the first byte of @s that is in @accept
 * @s: the string
 * @accept: the bytes to look for
 *
 * Return: a pointer to that byte, or NULL.
 */
char *strpbrk(const char *s, const char *accept);

/**
 * skip_spaces - step past leading white space
 * @str: the string
 *
 * Return: the first character of @str that is not white space.
 */
char *skip_spaces(const char *str);

/**
 * strim - trim white space from both ends of a string
 * @s: the string; trailing white space is cut off in place
 *
 * Return: the first character of @s that is not white space.
 */
char *strim(char *s);

#endif /* _LINUX_STRING_H */
