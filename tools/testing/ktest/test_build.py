#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Host tests of the build, in the tree as make check finds it (built).

A build with nothing changed does nothing; a changed compile command
(KCFLAGS=, or a command other than the one an object's .NAME.o.cmd
recorded) rebuilds what it affects, and V=1 alone rebuilds nothing;
make M=DIR clean removes DIR's objects only; make help names every
target.  Nothing here boots.
"""

import os
import re
import subprocess
import unittest

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
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


def objects():
	with open(os.path.join(TOP, '.objlist')) as f:
		return f.read().split()


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
			  if os.path.exists(os.path.join(TOP, o[:-2] + '.c'))]
		self.assertEqual(sorted(built), sorted(c_objs))
		self.assertIn('kallsyms.py --check', out)	# and the link

	def test_a_changed_command_rebuilds_that_object(self):
		cmd = os.path.join(TOP, 'kernel', '.top.o.cmd')
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
		ext = os.path.join(TOP, SAMPLE, 'kthread_example.o')
		tree = objects()
		make('M=' + SAMPLE)
		self.assertTrue(os.path.exists(ext))
		vmlinux = os.stat(os.path.join(TOP, 'vmlinux')).st_mtime_ns
		make('M=' + SAMPLE, 'clean')
		self.assertFalse(os.path.exists(ext))
		self.assertFalse(os.path.exists(os.path.join(
			TOP, SAMPLE, '.kthread_example.o.cmd')))
		self.assertEqual(os.stat(os.path.join(TOP, 'vmlinux')).st_mtime_ns,
				 vmlinux)
		for o in tree:
			self.assertTrue(os.path.exists(os.path.join(TOP, o)), o)

	def tearDown(self):
		make()		# the tree's own vmlinux again, whatever failed

	def test_help_names_every_target(self):
		out = make('help')
		with open(os.path.join(TOP, 'Makefile')) as f:
			phony = re.search(r'^\.PHONY: (.*)$', f.read(), re.M)[1]
		for target in phony.split():
			if target != 'FORCE':
				self.assertRegex(out, r'\b%s\b' % re.escape(target))
		for var in ('M=', 'V=', 'KCFLAGS=', 'SMP=', 'FILTER='):
			self.assertIn(var, out)


if __name__ == '__main__':
	unittest.main()
