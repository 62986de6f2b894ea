# SPDX-License-Identifier: GPL-2.0
"""Tests of the host runner against a real kernel.

The kernel carries suites that go wrong on purpose (lib/test_selftest.c:
selftest_fail, selftest_panic, ...; they run only when the filter names
them).  Each test boots one and checks that the runner fails the run and
names the right reason.  The kernel image is $KT26_VMLINUX (default:
vmlinux at the top of the tree); without one the tests are skipped.

  python3 tools/testing/ktest/test_runner.py
"""

import os
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
RUNNER = os.path.join(HERE, 'runner.py')
VMLINUX = os.environ.get('KT26_VMLINUX', os.path.join(TOP, 'vmlinux'))
# Generous: each boot takes seconds under TCG, but a loaded machine is slow.
BOOT_TIMEOUT = int(os.environ.get('KTEST_SELFTEST_TIMEOUT', '120'))


class Run:
	"""One finished runner.py --mode check."""

	def __init__(self, proc, elapsed):
		self.status = proc.returncode
		self.output = proc.stdout + proc.stderr
		self.lines = proc.stdout.splitlines()
		self.elapsed = elapsed

	def reason(self):
		for line in self.lines:
			if line.startswith('ktest: FAIL: '):
				return line[len('ktest: FAIL: '):]
		return ''


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s: build it with make, or point '
		     'KT26_VMLINUX at one' % VMLINUX)
class RunnerTest(unittest.TestCase):

	def setUp(self):
		self.tmp = tempfile.TemporaryDirectory(prefix='ktest-')
		self.addCleanup(self.tmp.cleanup)

	def check(self, *args, timeout=BOOT_TIMEOUT):
		"""Run the runner; its own timeout is set, ours is a backstop."""
		env = dict(os.environ)
		env.pop('CMDLINE', None)	# a make CMDLINE= must not leak in
		cmd = [sys.executable, RUNNER, '--mode', 'check',
		       '--kernel', VMLINUX, '--timeout', str(timeout),
		       '--log', os.path.join(self.tmp.name, 'console.log')]
		start = time.monotonic()
		proc = subprocess.run(cmd + list(args), capture_output=True,
				      text=True, env=env, timeout=timeout + 60)
		return Run(proc, time.monotonic() - start)

	def assertFailsWith(self, run, pattern):
		msg = 'runner output:\n' + run.output
		self.assertEqual(run.status, 1, msg)
		self.assertRegex(run.reason(), pattern, msg)
		self.assertRegex(run.lines[-1], r'^\d+ passed, \d+ failed', msg)

	def test_a_failing_case(self):
		run = self.check('--filter', 'selftest_fail')
		self.assertFailsWith(run, r'selftest_fail\.always_fails')
		self.assertIn('[FAIL] selftest_fail.always_fails', run.lines)
		self.assertIn('[PASS] selftest_fail.passes', run.lines)
		# The failed expectation's message is shown under the case.
		at = run.lines.index('[FAIL] selftest_fail.always_fails')
		self.assertIn('EXPECTATION FAILED', run.lines[at + 1])
		self.assertEqual(run.lines[-1], '1 passed, 1 failed')

	def test_a_passing_run(self):
		# The other half of the test above: the same boot with only
		# the passing case must pass, or nothing here proves anything.
		run = self.check('--filter', 'selftest_fail.passes')
		self.assertEqual(run.status, 0, run.output)
		self.assertIn('ktest: PASS', run.lines)
		self.assertEqual(run.lines[-1], '1 passed, 0 failed')
		self.assertRegex(run.output, r'KTAP header at [\d.]+ s, '
				 r'power-off at [\d.]+ s')

	def test_b_panic(self):
		run = self.check('--cmdline', 'ktest.filter=selftest_panic')
		self.assertFailsWith(run, r'^kernel panic')
		self.assertLess(run.elapsed, BOOT_TIMEOUT)
		# The console tail is shown, panic message included.
		self.assertIn('Kernel panic - not syncing', run.output)

	def test_c_hang(self):
		run = self.check('--cmdline', 'ktest.filter=selftest_hang',
				 timeout=20)
		self.assertFailsWith(run, r'^hang: timeout after 20 s')
		self.assertLess(run.elapsed, 40)

	def test_d_oops(self):
		run = self.check('--cmdline', 'ktest.filter=selftest_oops')
		self.assertFailsWith(run, r'\boops\b')

	def test_e_triple_fault(self):
		run = self.check('--cmdline', 'ktest.filter=selftest_triple')
		self.assertFailsWith(run, r'^triple fault')

	def test_f_kernel_bug(self):
		run = self.check('--filter', 'selftest_bug')
		if run.reason().startswith('no tests ran'):
			self.skipTest('kernel has no selftest_bug suite')
		self.assertFailsWith(run, r'kernel BUG')

	def test_f_hung_task(self):
		# A task asleep in D past the (lowered) timeout: the
		# watchdog's report alone fails a run whose cases all pass.
		run = self.check('--filter', 'selftest_hung_task')
		self.assertFailsWith(run, r'^hung task \(INFO: task ktest:\d+ '
				     r'blocked for more than 1 seconds\.')
		self.assertIn('[PASS] selftest_hung_task.sleeps_uninterruptibly',
			      run.lines)

	def test_g_filter_matching_nothing_fails(self):
		run = self.check('--filter', 'no_such_suite_*')
		self.assertFailsWith(run, r'^no tests ran')
		self.assertEqual(run.lines[-1], '0 passed, 0 failed')

	def test_h_no_kernel_fails_to_start(self):
		run = self.check('--kernel', os.path.join(self.tmp.name, 'none'))
		self.assertFailsWith(run, r'^failed to start')


if __name__ == '__main__':
	unittest.main()
