/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _KT_LIB_H
#define _KT_LIB_H

/*
 * The kernel's lib/ functions under the kt_ names the Makefile gives
 * them, for main.c, which sees the C library's under the plain names.
 * The signatures are the kernel's (include/linux/kernel.h and string.h).
 */

#include <stdarg.h>
#include <stddef.h>

int kt_vsnprintf(char *buf, size_t size, const char *fmt, va_list args);
int kt_vscnprintf(char *buf, size_t size, const char *fmt, va_list args);
int kt_snprintf(char *buf, size_t size, const char *fmt, ...);
int kt_scnprintf(char *buf, size_t size, const char *fmt, ...);
int kt_sprintf(char *buf, const char *fmt, ...);
int kt_vsprintf(char *buf, const char *fmt, va_list args);
unsigned long kt_simple_strtoul(const char *cp, char **endp,
				unsigned int base);
long kt_simple_strtol(const char *cp, char **endp, unsigned int base);
unsigned long long kt_simple_strtoull(const char *cp, char **endp,
				      unsigned int base);

void *kt_memcpy(void *dest, const void *src, size_t n);
void *kt_memmove(void *dest, const void *src, size_t n);
void *kt_memset(void *s, int c, size_t n);
int kt_memcmp(const void *s1, const void *s2, size_t n);
void *kt_memchr(const void *s, int c, size_t n);
size_t kt_strlen(const char *s);
size_t kt_strnlen(const char *s, size_t maxlen);
int kt_strcmp(const char *s1, const char *s2);
int kt_strncmp(const char *s1, const char *s2, size_t n);
int kt_strcasecmp(const char *s1, const char *s2);
int kt_strncasecmp(const char *s1, const char *s2, size_t n);
char *kt_strcpy(char *dest, const char *src);
char *kt_strncpy(char *dest, const char *src, size_t n);
size_t kt_strlcpy(char *dest, const char *src, size_t size);
char *kt_strcat(char *dest, const char *src);
char *kt_strncat(char *dest, const char *src, size_t n);
size_t kt_strlcat(char *dest, const char *src, size_t size);
char *kt_strchr(const char *s, int c);
char *kt_strrchr(const char *s, int c);
char *kt_strstr(const char *haystack, const char *needle);
char *kt_strsep(char **stringp, const char *delim);
size_t kt_strspn(const char *s, const char *accept);
size_t kt_strcspn(const char *s, const char *reject);
char *kt_strpbrk(const char *s, const char *accept);
char *kt_skip_spaces(const char *str);
char *kt_strim(char *s);

#endif /* _KT_LIB_H */
