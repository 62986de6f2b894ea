#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The kernel's symbol table, written into vmlinux after its one link.

With -flto a link is most of a build, so the table does not take a
second one, as Linux's kallsyms passes do.  Instead:

  kallsyms.py --room FILE.S OBJ...    an assembler file that leaves room
                                      for the table, sized from the
                                      objects' own text symbols
  kallsyms.py --fill VMLINUX FILE.S   write the table of VMLINUX's text
                                      symbols into that room

The table (kernel/kallsyms.c reads it) is one array of 32-bit words:
the count n, n addresses sorted, n pointers to the names, then the
names.  It only fills room that the link left, so no address of the
image moves.  When it does not fit, --fill writes FILE.S again with
room for exactly it and exits 1: the caller links once more.
"""
import os
import re
import struct
import subprocess
import sys

OBJCOPY = os.environ.get("OBJCOPY", "objcopy")
READELF = os.environ.get("READELF", "readelf")

SECTION = re.compile(r"^\s*\[\s*(\d+)\]\s+\S+\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+"
                     r"[0-9a-f]+\s+[0-9a-f]+\s+([A-Za-z]*)\s+\d+\s+\d+\s+\d+$")
SYMBOL = re.compile(r"^\s*\d+:\s+([0-9a-f]+)\s+\d+\s+(FUNC|NOTYPE)\s+\w+\s+"
                    r"\w+\s+(\d+)\s+(\S+)$")


def text_symbols(*files):
    """(address, name) of every function and code label in the files'
    executable sections, sorted: from readelf, which names each one's
    section (nm would list -flto's markers in .debug_info as code, and
    only the LTO stream's globals of a fat object)."""
    out = subprocess.run([READELF, "-SsW", *files], check=True,
                         capture_output=True, text=True).stdout
    syms = []
    code = set()
    for line in out.splitlines():
        if line.startswith("File: "):
            code = set()
        m = SECTION.match(line)
        if m:
            if "X" in m.group(2):
                code.add(m.group(1))
            continue
        m = SYMBOL.match(line)
        if not m or m.group(3) not in code:
            continue
        name = m.group(4)
        if name.startswith((".L", "__kstrtab")):
            continue
        # -flto renames a static function that another file's has
        # the name of: a backtrace names it as it is in the source.
        name = re.sub(r"\.lto_priv\.\d+", "", name)
        syms.append((int(m.group(1), 16), name))
    return sorted(syms)


def table_size(count, name_bytes):
    return 4 + 8 * count + name_bytes


def write_room(path, size):
    size = (size + 3) & ~3
    with open(path, "w") as f:
        f.write('\t.section .kallsyms, "a"\n\t.align 4\n'
                "\t.globl kallsyms_table, kallsyms_table_end\n"
                "kallsyms_table:\n\t.space %d\nkallsyms_table_end:\n" % size)


def room(path, objs):
    """Room for the objects' functions, and a sixteenth more.  -flto
    inlines many away and its .lto_priv suffixes are dropped, so the
    objects' own table is most often the larger; a clone it makes
    (.constprop, .isra, .part) is what the margin is for."""
    names = [name for _, name in text_symbols(*objs)] if objs else []
    count = len(names)
    name_bytes = sum(len(name) + 1 for name in names)
    write_room(path, table_size(count + count // 16,
                                name_bytes + name_bytes // 16))


def build(syms, base):
    count = len(syms)
    names = base + 4 + 8 * count
    words = [count] + [addr for addr, _ in syms]
    blob = b""
    for _, name in syms:
        words.append(names + len(blob))
        blob += name.encode() + b"\0"
    return struct.pack("<%dI" % len(words), *words) + blob


def fill(vmlinux, room_file):
    out = subprocess.run([READELF, "-sW", vmlinux], check=True,
                         capture_output=True, text=True).stdout
    where = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 8 and parts[7] in ("kallsyms_table",
                                            "kallsyms_table_end"):
            where[parts[7]] = int(parts[1], 16)
    base = where["kallsyms_table"]
    space = where["kallsyms_table_end"] - base
    table = build(text_symbols(vmlinux), base)
    if len(table) > space:
        write_room(room_file, len(table))
        sys.stderr.write("kallsyms: the table needs %d bytes, the link left "
                         "%d: linking again\n" % (len(table), space))
        sys.exit(1)
    with open(room_file + ".bin", "wb") as f:
        f.write(table + bytes(space - len(table)))
    subprocess.run([OBJCOPY, "--update-section",
                    ".kallsyms=" + room_file + ".bin", vmlinux], check=True)


def main():
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] == "--room":
        room(args[1], args[2:])
    elif len(args) == 3 and args[0] == "--fill":
        fill(args[1], args[2])
    else:
        sys.exit("usage: kallsyms.py --room FILE.S OBJ... | "
                 "--fill VMLINUX FILE.S")


if __name__ == "__main__":
    main()
