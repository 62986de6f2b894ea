// SPDX-License-Identifier: GPL-2.0
/*
 * The class table behind <linux/ctype.h>.  Filled in by ranges with
 * designated initialisers, so each line reads as a fact about ASCII;
 * 0x80-0xff stay zero: the kernel speaks the "C" locale.
 */

#include <linux/ctype.h>

const unsigned char _ctype[256] = {
	[0x00 ... 0x08] = _C,
	[0x09 ... 0x0d] = _C | _S,	/* \t \n \v \f \r */
	[0x0e ... 0x1f] = _C,
	[' '] = _S | _SP,
	['!' ... '/'] = _P,
	['0' ... '9'] = _D,
	[':' ... '@'] = _P,
	['A' ... 'F'] = _U | _X,
	['G' ... 'Z'] = _U,
	['[' ... '`'] = _P,
	['a' ... 'f'] = _L | _X,
	['g' ... 'z'] = _L,
	['{' ... '~'] = _P,
	[0x7f] = _C,
};
