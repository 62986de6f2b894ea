/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

/*
 * The slab allocator: kmalloc() and object caches.
 *
 * kmalloc() serves sizes up to KMALLOC_MAX_CACHE_SIZE from power-of-two
 * (and 96, 192) size classes and bigger sizes from whole pages, up to
 * KMALLOC_MAX_SIZE.  Objects are at least 8-byte aligned; a class whose
 * size is a power of two aligns its objects to that size.
 *
 * With the boot option slab_debug, freed objects are filled with
 * POISON_FREE and checked when handed out again, so a write after free
 * is reported.  Freeing a pointer that is
 * not a live object, or freeing one twice, is caught and oopses with a
 * "BUG:" line that says which.
 *
 * Every function here may be called from interrupt context with
 * GFP_ATOMIC; GFP_KERNEL callers must be allowed to sleep.
 */

#include <linux/types.h>
#include <linux/gfp.h>
#include <asm/page.h>

#define KMALLOC_MAX_CACHE_SIZE	2048
#define KMALLOC_MAX_SIZE	(PAGE_SIZE << (MAX_ORDER - 1))

#define POISON_FREE	0x6b	/* fills a freed object */

/* Set by the boot option slab_debug: poison free objects (see above). */
extern bool slab_debug;

/* kmem_cache_create() flags */
#define SLAB_HWCACHE_ALIGN	0x00002000UL	/* align objects to a cache line */
#define SLAB_PANIC		0x00040000UL	/* panic if creation fails */

/* What the constructor and destructor are told (2.6 calling convention). */
#define SLAB_CTOR_CONSTRUCTOR	0x001UL

#ifndef L1_CACHE_BYTES
#define L1_CACHE_BYTES		64
#endif

struct kmem_cache;
typedef struct kmem_cache kmem_cache_t;

/**
 * kmalloc - allocate memory for an object
 * @size: bytes wanted
 * @flags: GFP_KERNEL, GFP_ATOMIC, ... optionally with __GFP_ZERO
 *
 * Return: the object, or NULL when @size is 0 (silently), larger than
 * KMALLOC_MAX_SIZE (with a warning unless __GFP_NOWARN), memory is short,
 * or fault injection says so.
 */
void *kmalloc(size_t size, gfp_t flags);

/**
 * kzalloc - allocate zeroed memory for an object
 * @size: bytes wanted
 * @flags: as for kmalloc()
 */
void *kzalloc(size_t size, gfp_t flags);

/**
 * kcalloc - allocate a zeroed array
 * @n: number of elements
 * @size: size of each
 * @flags: as for kmalloc()
 *
 * Return: the array, or NULL (also when @n * @size overflows).
 */
void *kcalloc(size_t n, size_t size, gfp_t flags);

/**
 * kfree - free an object from kmalloc()
 * @objp: the object; NULL is ignored
 *
 * Anything but the start of a live kmalloc() object is a bug: the kernel
 * says "BUG: double free ..." or "BUG: kfree of bad pointer ..." and
 * oopses.
 */
void kfree(const void *objp);

/**
 * ksize - the usable size of a kmalloc() object
 * @objp: the object
 *
 * Return: the bytes the caller may use, at least what was asked for;
 * 0 for NULL or for a pointer that is not a live kmalloc() object.
 */
size_t ksize(const void *objp);

/**
 * kstrdup - copy a string into kmalloc() memory
 * @s: the string; NULL gives NULL
 * @flags: as for kmalloc()
 */
char *kstrdup(const char *s, gfp_t flags);

/**
 * kstrndup - copy at most @max bytes of a string into kmalloc() memory
 * @s: the string; NULL gives NULL
 * @max: the most bytes to copy; the copy is always terminated
 * @flags: as for kmalloc()
 */
char *kstrndup(const char *s, size_t max, gfp_t flags);

/**
 * kmemdup - copy a buffer into kmalloc() memory
 * @src: the buffer
 * @len: its size
 * @flags: as for kmalloc()
 */
void *kmemdup(const void *src, size_t len, gfp_t flags);

/**
 * kmem_cache_create - make a cache of equal-sized objects
 * @name: shown in messages and show_mem(); copied
 * @size: object size in bytes
 * @align: alignment of each object, a power of two, or 0 for 8
 * @flags: SLAB_HWCACHE_ALIGN, SLAB_PANIC
 * @ctor: called on each object when its slab is made, or NULL; objects
 *        must be back in constructed state when freed
 * @dtor: called on each object when its slab is given back, or NULL
 *
 * The constructor and destructor get the object, the cache and
 * SLAB_CTOR_CONSTRUCTOR (resp. 0), as in Linux 2.6.  With slab_debug,
 * as in Linux's SLAB with poisoning, an object is destructed as it is
 * freed, poisoned, and constructed again as it is handed out; the
 * destructor then runs under the cache's lock, so it must not call
 * back into the cache.
 *
 * May sleep.
 *
 * Return: the cache, or NULL when @size or @align is unusable or memory
 * is short.
 */
struct kmem_cache *
kmem_cache_create(const char *name, size_t size, size_t align,
		  unsigned long flags,
		  void (*ctor)(void *, struct kmem_cache *, unsigned long),
		  void (*dtor)(void *, struct kmem_cache *, unsigned long));

/**
 * kmem_cache_destroy - give back a cache and all its slabs
 * @cachep: the cache; NULL is ignored
 *
 * Return: 0, or 1 (with an error message, and the cache left alone)
 * when some of its objects are still allocated.
 */
int kmem_cache_destroy(struct kmem_cache *cachep);

/**
 * kmem_cache_alloc - allocate an object from a cache
 * @cachep: the cache
 * @flags: GFP_KERNEL, GFP_ATOMIC, ... optionally with __GFP_ZERO
 *
 * Return: the object, or NULL.
 */
void *kmem_cache_alloc(struct kmem_cache *cachep, gfp_t flags);

/**
 * kmem_cache_free - give an object back to its cache
 * @cachep: the cache it came from
 * @objp: the object; NULL is ignored
 *
 * The same checks as kfree() apply, and the object must belong to
 * @cachep.
 */
void kmem_cache_free(struct kmem_cache *cachep, void *objp);

/**
 * kmem_cache_shrink - give the cache's empty slabs back to the pages
 * @cachep: the cache
 *
 * Return: 0 when the cache holds no slabs afterwards, 1 otherwise.
 */
int kmem_cache_shrink(struct kmem_cache *cachep);

/**
 * kmem_cache_size - the size of a cache's objects
 * @cachep: the cache
 */
unsigned int kmem_cache_size(struct kmem_cache *cachep);

/**
 * kmem_cache_name - the name a cache was created with
 * @cachep: the cache
 */
const char *kmem_cache_name(struct kmem_cache *cachep);

#endif /* _LINUX_SLAB_H */
