#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Build the kernel's symbol table from `nm -n vmlinux` on stdin.

Writes an assembler file with the text symbols, sorted by address, that
kernel/kallsyms.c searches to put names in backtraces.  With --check FILE,
instead verify that FILE (the table linked into the image) lists the same
text addresses as the image on stdin: the second link must not have
moved any code.
"""
import sys

TEXT_TYPES = set("TtWw")


def text_symbols(lines):
    syms = []
    for line in lines:
        parts = line.split()
        if len(parts) != 3 or parts[1] not in TEXT_TYPES:
            continue
        name = parts[2]
        if name.startswith((".L", "__kstrtab")):
            continue
        syms.append((int(parts[0], 16), name))
    return syms


def emit(syms):
    out = ['\t.section .kallsyms, "a"', "\t.align 4",
           "\t.globl kallsyms_num_syms, kallsyms_addresses, kallsyms_names",
           "kallsyms_num_syms:", "\t.long %d" % len(syms),
           "kallsyms_addresses:"]
    out += ["\t.long 0x%08x" % addr for addr, _ in syms]
    out.append("kallsyms_names:")
    out += ["\t.long .Lname%d" % i for i in range(len(syms))]
    for i, (_, name) in enumerate(syms):
        out.append('.Lname%d:\t.asciz "%s"' % (i, name))
    return "\n".join(out) + "\n"


def check(table_file, syms):
    want = [a for a, _ in syms]
    got = []
    with open(table_file) as f:
        for line in f:
            line = line.strip()
            if line.startswith(".long 0x"):
                got.append(int(line[6:], 16))
    if got != want:
        sys.exit("kallsyms: text moved between link passes")


def main():
    syms = text_symbols(sys.stdin)
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        check(sys.argv[2], syms)
    else:
        sys.stdout.write(emit(syms))


if __name__ == "__main__":
    main()
