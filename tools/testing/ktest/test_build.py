#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Host tests of the build, in the tree as make check finds it (built;
under make O=DIR check, DIR is that build: $KBUILD_OUTPUT).

A build with nothing changed does nothing; a changed compile command
(KCFLAGS=, or a command other than the one an object's .NAME.o.cmd
recorded) rebuilds what it affects, and V=1 alone rebuilds nothing;
make M=DIR clean removes DIR's objects only; make help names every
target.  make O=DIR, in a directory of its own, puts every output
under DIR and changes nothing in the source tree.  Nothing here boots.
"""

import os
import re
import shutil
import struct
import subprocess
import tempfile
import unittest

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
# Where make, run with this environment, puts its outputs.
OUT = os.environ.get('KBUILD_OUTPUT') or TOP
SAMPLE = 'samples/kthread'


def make(*args):
	env = dict(os.environ)
	for var in ('KCFLAGS', 'V', 'M', 'MAKEFLAGS', 'MFLAGS', 'MAKELEVEL'):
		env.pop(var, None)
	proc = subprocess.run(['make', '--no-print-directory', *args], cwd=TOP,
			      capture_output=True, text=True, env=env,
			      timeout=600)
	if proc.returncode:
		raise AssertionError('make %s failed:\n%s%s' %
				     (' '.join(args), proc.stdout, proc.stderr))
	return proc.stdout


def objects(out=OUT):
	"""What the last link of the build in out linked, by path."""
	with open(os.path.join(out, '.objlist')) as f:
		return f.read().split()


def source_of(obj):
	"""The .c or .S an object in .objlist is built from, in the tree."""
	return os.path.join(TOP, os.path.relpath(os.path.join(OUT, obj), OUT))


def tree_state():
	"""Every file in the source tree, with its size and mtime, and git's
	view of it: what a build in the tree would change."""
	files = {}
	for root, dirs, names in os.walk(TOP):
		if root == TOP:		# .git: a file in a worktree
			dirs[:] = [d for d in dirs if d != '.git']
			names = [n for n in names if n != '.git']
		for name in dirs + names:
			path = os.path.join(root, name)
			st = os.lstat(path)
			files[os.path.relpath(path, TOP)] = (st.st_size,
							     st.st_mtime_ns)
	status = subprocess.run(['git', 'status', '--porcelain', '--ignored'],
				cwd=TOP, capture_output=True, text=True,
				check=True).stdout
	return files, status


class BuildTest(unittest.TestCase):
	@classmethod
	def setUpClass(cls):
		make('-j2')

	def test_nothing_changed_is_a_no_op(self):
		self.assertEqual(make(), '')
		# V=1 shows commands; it is not one of them.
		self.assertNotIn('gcc', make('V=1'))

	def test_kcflags_rebuilds_every_object(self):
		out = make('-n', 'KCFLAGS=-DKT26_BUILD_TEST')
		# Each compile line once: the command itself ends in ";".
		built = re.findall(r'-DKT26_BUILD_TEST -MMD -MP -c \S+ -o ([^\s;\']+);',
				   out)
		c_objs = [o for o in objects()
			  if os.path.exists(source_of(o)[:-2] + '.c')]
		self.assertEqual(sorted(built), sorted(c_objs))
		self.assertIn('kallsyms.py --fill', out)	# and the link

	def test_a_changed_command_rebuilds_that_object(self):
		cmd = os.path.join(OUT, 'kernel', '.top.o.cmd')
		with open(cmd) as f:
			saved = f.read()
		with open(cmd, 'w') as f:
			f.write(saved.replace(' -O2 ', ' -O1 '))
		out = make()
		self.assertEqual(out.split(), ['CC', 'kernel/top.o', 'LD', 'vmlinux'])
		with open(cmd) as f:
			self.assertEqual(f.read(), saved)
		self.assertEqual(make(), '')

	def test_m_clean_cleans_only_that_dir(self):
		ext = os.path.join(OUT, SAMPLE, 'kthread_example.o')
		tree = objects()
		make('M=' + SAMPLE)
		self.assertTrue(os.path.exists(ext))
		vmlinux = os.stat(os.path.join(OUT, 'vmlinux')).st_mtime_ns
		make('M=' + SAMPLE, 'clean')
		self.assertFalse(os.path.exists(ext))
		self.assertFalse(os.path.exists(os.path.join(
			OUT, SAMPLE, '.kthread_example.o.cmd')))
		self.assertEqual(os.stat(os.path.join(OUT, 'vmlinux')).st_mtime_ns,
				 vmlinux)
		for o in tree:
			self.assertTrue(os.path.exists(os.path.join(OUT, o)), o)

	def tearDown(self):
		make()		# the tree's own vmlinux again, whatever failed

	def test_help_names_every_target(self):
		out = make('help')
		with open(os.path.join(TOP, 'Makefile')) as f:
			phony = re.search(r'^\.PHONY: (.*)$', f.read(), re.M)[1]
		for target in phony.split():
			if target != 'FORCE':
				self.assertRegex(out, r'\b%s\b' % re.escape(target))
		for var in ('M=', 'O=', 'V=', 'KCFLAGS=', 'SMP=', 'FILTER='):
			self.assertIn(var, out)


class OutputDirTest(unittest.TestCase):
	"""make O=DIR into a new directory: one build from nothing, with
	-j2 (the seconds this takes are most of this file's)."""

	def setUp(self):
		self.out = tempfile.mkdtemp(prefix='kt26-o-')
		self.addCleanup(shutil.rmtree, self.out, ignore_errors=True)

	def path(self, *name):
		return os.path.join(self.out, *name)

	def test_o_puts_every_output_under_dir(self):
		before = tree_state()
		o = 'O=' + self.out
		make('-j2', o)
		# The tree mirrored: objects with their .cmd and .d, the
		# linker script, the kallsyms passes, the asm link.
		for name in ('vmlinux', '.objlist', 'kernel/kthread.o',
			     'kernel/.kthread.o.cmd', 'kernel/kthread.d',
			     'arch/i386/kernel/head.o', 'fs/proc/array.o',
			     'arch/i386/boot/vmlinux.lds', '.tmp_kallsyms.o',
			     'include/asm'):
			self.assertTrue(os.path.lexists(self.path(name)), name)
		for obj in objects(self.out):
			self.assertTrue(obj.startswith(self.path('')), obj)
		# The .cmd files are read back from DIR: nothing to do, and a
		# changed command rebuilds its object, shown by its name in DIR.
		self.assertEqual(make(o), '')
		cmd = self.path('kernel', '.top.o.cmd')
		with open(cmd) as f:
			saved = f.read()
		with open(cmd, 'w') as f:
			f.write(saved.replace(' -O2 ', ' -O1 '))
		self.assertEqual(make(o).split(),
				 ['CC', 'kernel/top.o', 'LD', 'vmlinux'])
		# M= under O=: DIR's copy of the sample, and its clean.
		ext = self.path(SAMPLE, 'kthread_example.o')
		make(o, 'M=' + SAMPLE)
		self.assertTrue(os.path.exists(ext))
		make(o, 'M=' + SAMPLE, 'clean')
		self.assertFalse(os.path.exists(ext))
		self.assertTrue(os.path.exists(self.path('vmlinux')))
		self.assertEqual(tree_state(), before)
		# And clean empties DIR of what the build made, in DIR alone.
		make(o, 'clean')
		self.assertFalse(os.path.exists(self.path('vmlinux')))
		self.assertFalse(os.path.exists(self.path('kernel', 'kthread.o')))
		self.assertEqual(tree_state(), before)


KALLSYMS = [os.path.join(TOP, 'scripts', 'kallsyms.py')]
# Three functions, one a static that -flto renamed, and room for the
# table that the .S of --room gives.
TINY = """
	.text
	.globl first, second
first:	.type first, @function
	ret
second:	.type second, @function
	nop
	ret
helper.lto_priv.0: .type helper.lto_priv.0, @function
	ret
"""
TINY_LDS = """
SECTIONS {
	. = 0x100000;
	.text : { *(.text) }
	.kallsyms : ALIGN(4) { KEEP(*(.kallsyms)) }
}
"""


class KallsymsTest(unittest.TestCase):
	def setUp(self):
		self.dir = tempfile.mkdtemp(prefix='kt26-kallsyms-')
		self.addCleanup(shutil.rmtree, self.dir)
		self.room = self.file('room.S', None)
		self.file('tiny.S', TINY)
		self.file('tiny.lds', TINY_LDS)
		self.gcc('-c', 'tiny.S', '-o', 'tiny.o')

	def file(self, name, text):
		path = os.path.join(self.dir, name)
		if text is not None:
			with open(path, 'w') as f:
				f.write(text)
		return path

	def gcc(self, *args):
		subprocess.run(['gcc', '-m32', *args], cwd=self.dir, check=True)

	def kallsyms(self, *args):
		return subprocess.run(['python3', *KALLSYMS, *args], cwd=self.dir,
				      capture_output=True, text=True)

	def link(self):
		self.gcc('-c', 'room.S', '-o', 'room.o')
		subprocess.run(['ld', '-m', 'elf_i386', '-T', 'tiny.lds', '-o',
				'tiny', 'tiny.o', 'room.o'], cwd=self.dir,
			       check=True)

	def table(self):
		"""The table in the image, decoded: [(address, name)]."""
		bin_path = self.file('table.bin', None)
		subprocess.run(['objcopy', '-O', 'binary', '--only-section=.kallsyms',
				'tiny', bin_path], cwd=self.dir, check=True)
		with open(bin_path, 'rb') as f:
			data = f.read()
		n = struct.unpack_from('<I', data)[0]
		addrs = struct.unpack_from('<%dI' % n, data, 4)
		ptrs = struct.unpack_from('<%dI' % n, data, 4 + 4 * n)
		syms = subprocess.run(['readelf', '-sW', 'tiny'], cwd=self.dir,
				      capture_output=True, text=True,
				      check=True).stdout
		base = [int(line.split()[1], 16) for line in syms.splitlines()
			if line.endswith(' kallsyms_table')][0]
		names = [data[p - base:data.index(b'\0', p - base)].decode()
			 for p in ptrs]
		return list(zip(addrs, names))

	def test_room_from_the_objects_holds_the_table(self):
		self.assertEqual(self.kallsyms('--room', self.room,
					       'tiny.o').returncode, 0)
		self.link()
		done = self.kallsyms('--fill', 'tiny', self.room)
		self.assertEqual(done.returncode, 0, done.stderr)
		self.assertEqual(self.table(), [(0x100000, 'first'),
						(0x100001, 'second'),
						(0x100003, 'helper')])

	def test_a_table_that_does_not_fit_gets_a_second_link(self):
		self.assertEqual(self.kallsyms('--room', self.room).returncode, 0)
		self.link()
		again = self.kallsyms('--fill', 'tiny', self.room)
		self.assertEqual(again.returncode, 1)
		self.assertIn('linking again', again.stderr)
		self.link()
		done = self.kallsyms('--fill', 'tiny', self.room)
		self.assertEqual(done.returncode, 0, done.stderr)
		self.assertEqual([name for _, name in self.table()],
				 ['first', 'second', 'helper'])


if __name__ == '__main__':
	unittest.main()
