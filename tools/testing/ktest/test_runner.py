# SPDX-License-Identifier: GPL-2.0
"""Tests of the host runner, against a real kernel and a fake QEMU.

The kernel carries suites that go wrong on purpose (lib/test_selftest.c:
selftest_fail, selftest_panic, ...; they run only when the filter names
them).  Each RunnerTest boots one and checks that the runner fails the
run and names the right reason.  The kernel image is $KT26_VMLINUX
(default: vmlinux at the top of the tree, or in $KBUILD_OUTPUT, which
make O=DIR check sets); without one, or without QEMU, those tests are
skipped.

FakeQemuTest needs neither: a fake qemu-system-i386 first on PATH plays
a canned console, or sleeps until a signal ends it, and says which
signal that was.  It checks what must not take minutes of QEMU: that
QEMU dies with the runner (SIGTERM, SIGINT, SIGHUP, and SIGKILL through
PR_SET_PDEATHSIG), Ctrl-A x, the missing-QEMU line, kunit_tool's option
spellings, --json, --list_tests and the grand total.

  python3 tools/testing/ktest/test_runner.py
"""

import json
import os
import pty
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
RUNNER = os.path.join(HERE, 'runner.py')
VMLINUX = os.environ.get('KT26_VMLINUX', os.path.join(
	os.environ.get('KBUILD_OUTPUT') or TOP, 'vmlinux'))
SAMPLES = os.path.join(HERE, 'samples')
# Generous: each boot takes seconds under TCG, but a loaded machine is slow.
BOOT_TIMEOUT = int(os.environ.get('KTEST_SELFTEST_TIMEOUT', '120'))
QEMU_MISSING = 'qemu-system-i386 not found: apt-get install qemu-system-x86'


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


def needs_qemu(cls):
	"""Skip @cls's tests without a kernel image or without QEMU."""
	cls = unittest.skipUnless(shutil.which('qemu-system-i386'),
				  QEMU_MISSING)(cls)
	return unittest.skipUnless(os.path.isfile(VMLINUX),
				   'no kernel image at %s: build it with make, '
				   'or point KT26_VMLINUX at one' % VMLINUX)(cls)


def runner_command(mode, log, timeout=BOOT_TIMEOUT):
	"""The runner booting the built kernel in @mode, its console in
	@log, and its environment: the caller's CMDLINE dropped, so that a
	make CMDLINE= does not leak into what a test boots."""
	env = dict(os.environ)
	env.pop('CMDLINE', None)
	return [sys.executable, RUNNER, '--mode', mode, '--kernel', VMLINUX,
		'--timeout', str(timeout), '--log', log], env


@needs_qemu
class RunnerTest(unittest.TestCase):

	def setUp(self):
		self.tmp = tempfile.TemporaryDirectory(prefix='ktest-')
		self.addCleanup(self.tmp.cleanup)

	def check(self, *args, timeout=BOOT_TIMEOUT):
		"""Run the runner; its own timeout is set, ours is a backstop."""
		cmd, env = runner_command(
			'check', os.path.join(self.tmp.name, 'console.log'),
			timeout)
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

	def test_g_long_filter_is_not_cut(self):
		# The last pattern of a 300-character list still counts: the
		# kernel once cut the list at 255 and ran only what fit.
		pad = ','.join('no_such_suite_%03d' % i for i in range(17))
		run = self.check('--filter', pad + ',selftest_fail.passes')
		self.assertGreater(len(pad), 255)
		self.assertEqual(run.status, 0, run.output)
		self.assertEqual(run.lines[-1], '1 passed, 0 failed')

	def test_h_no_kernel_fails_to_start(self):
		run = self.check('--kernel', os.path.join(self.tmp.name, 'none'))
		self.assertFailsWith(run, r'^failed to start')

	def test_i_list_tests_names_cases_without_running_them(self):
		run = self.check('--list_tests', 'kthread.*')
		self.assertEqual(run.status, 0, run.output)
		self.assertIn('kthread.bind_sets_cpu_and_mask', run.lines)
		self.assertGreater(len(run.lines), 5, run.output)
		for line in run.lines:
			self.assertRegex(line, r'^kthread\.\w+$', run.output)
		# Nothing ran: the kernel listed and powered off at once.
		self.assertLess(run.elapsed, 30)


# Plays QEMU for the runner: records its argv, prints $FAKE_QEMU_LOG,
# exits $FAKE_QEMU_EXIT, or with FAKE_QEMU_SLEEP waits for a signal and
# writes down which one ended it.  A SIGKILL leaves no such note.
FAKE_QEMU = r'''#!%s
import json, os, signal, sys, time
where = os.environ['FAKE_QEMU_DIR']


def note(name, text):
	with open(os.path.join(where, name + '.tmp'), 'w') as f:
		f.write(text)
	os.rename(os.path.join(where, name + '.tmp'), os.path.join(where, name))


def ended(sig, frame):
	note('signal', signal.Signals(sig).name)
	os._exit(128 + sig)


for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
	signal.signal(sig, ended)
argv = sys.argv[1:]
note('argv', json.dumps(argv))
if os.environ.get('FAKE_QEMU_TRIPLE'):
	with open(argv[argv.index('-D') + 1], 'w') as f:
		f.write('Triple fault.  Halting for inspection via QEMU.\n')
if os.environ.get('FAKE_QEMU_LOG'):
	with open(os.environ['FAKE_QEMU_LOG']) as f:
		sys.stdout.write(f.read())
	sys.stdout.flush()
note('pid', str(os.getpid()))
while os.environ.get('FAKE_QEMU_SLEEP'):
	time.sleep(60)
sys.exit(int(os.environ.get('FAKE_QEMU_EXIT', '33')))
'''

LISTING = '''KTAP version 1
1..0
[    0.100000] kt26: a kernel line.that looks like a name
suite_a.case_one
suite_b.case_two
# ktest: listed 2 cases
'''


def sample(name):
	with open(os.path.join(SAMPLES, name)) as f:
		return f.read()


def process_gone(pid):
	"""True once pid has exited (a zombie has: it only awaits a reaper)."""
	try:
		with open('/proc/%d/stat' % pid) as f:
			state = f.read().rpartition(')')[2].split()[0]
	except (FileNotFoundError, ProcessLookupError):
		return True
	return state in ('Z', 'X')


def clean_env(path):
	env = dict(os.environ, PATH=path)
	# The make variables a user may have set for this very make check.
	for name in ('CMDLINE', 'QEMU_ARGS', 'MAKEFLAGS', 'MFLAGS',
		     'MAKELEVEL', 'FILTER', 'SMP', 'QEMU_ACCEL', 'DURATION'):
		env.pop(name, None)
	return env


def run_group(cmd, timeout, **kw):
	"""subprocess.run in a session of its own, all of it killed on
	timeout: a make that went wrong must not leave its children."""
	proc = subprocess.Popen(cmd, start_new_session=True, text=True,
				stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
				stderr=subprocess.PIPE, **kw)
	try:
		out, err = proc.communicate(timeout=timeout)
	except subprocess.TimeoutExpired:
		os.killpg(proc.pid, signal.SIGKILL)
		proc.communicate()
		raise
	return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


class FakeQemuTest(unittest.TestCase):

	def setUp(self):
		tmp = tempfile.TemporaryDirectory(prefix='ktest-fake-')
		self.addCleanup(tmp.cleanup)
		self.tmp = tmp.name
		self.bin = os.path.join(self.tmp, 'bin')
		self.notes = os.path.join(self.tmp, 'notes')
		os.mkdir(self.bin)
		os.mkdir(self.notes)
		fake = os.path.join(self.bin, 'qemu-system-i386')
		with open(fake, 'w') as f:
			f.write(FAKE_QEMU % sys.executable)
		os.chmod(fake, 0o755)
		self.kernel = os.path.join(self.tmp, 'vmlinux')
		open(self.kernel, 'w').close()
		self.env = clean_env(self.bin + os.pathsep + os.environ['PATH'])
		self.env['FAKE_QEMU_DIR'] = self.notes
		self.addCleanup(self.kill_fake)

	def kill_fake(self):
		"""A test that failed may leave its fake behind: end it."""
		pid = self.note('pid')
		if pid and not process_gone(int(pid)):
			os.kill(int(pid), signal.SIGKILL)

	def note(self, name):
		try:
			with open(os.path.join(self.notes, name)) as f:
				return f.read()
		except FileNotFoundError:
			return None

	def wait_note(self, name, seconds=20):
		end = time.monotonic() + seconds
		while time.monotonic() < end:
			text = self.note(name)
			if text is not None:
				return text
			time.sleep(0.02)
		self.fail('the fake QEMU never wrote %s' % name)

	def runner_cmd(self, mode, *args):
		return [sys.executable, RUNNER, '--mode', mode,
			'--kernel', self.kernel,
			'--log', os.path.join(self.tmp, 'console.log')] + list(args)

	def play(self, log_text=None, status=33, mode='check', args=(),
		 **fake):
		"""Run the runner against a fake that prints log_text."""
		env = dict(self.env)
		if log_text is not None:
			log = os.path.join(self.tmp, 'canned.log')
			with open(log, 'w') as f:
				f.write(log_text)
			env['FAKE_QEMU_LOG'] = log
		env['FAKE_QEMU_EXIT'] = str(status)
		env.update(fake)
		return subprocess.run(self.runner_cmd(mode, *args), env=env,
				      stdin=subprocess.DEVNULL, text=True,
				      capture_output=True, timeout=60)

	def argv(self):
		return json.loads(self.wait_note('argv'))

	def start_sleeping(self, mode, tty=False):
		"""The runner, with a fake QEMU that runs until stopped."""
		env = dict(self.env, FAKE_QEMU_SLEEP='1')
		err = open(os.path.join(self.tmp, 'runner.err'), 'w+')
		self.addCleanup(err.close)
		if tty:
			master, slave = pty.openpty()
			self.addCleanup(os.close, master)
			proc = subprocess.Popen(self.runner_cmd(mode), env=env,
						stdin=slave, stdout=slave,
						stderr=err)
			os.close(slave)
		else:
			proc = subprocess.Popen(self.runner_cmd(mode), env=env,
						stdin=subprocess.DEVNULL,
						stdout=subprocess.DEVNULL,
						stderr=err)
		self.addCleanup(lambda: proc.poll() is None and proc.kill())
		return proc, int(self.wait_note('pid')), err

	# QEMU dies with the runner.

	def test_stop_signal_stops_qemu_first(self):
		cases = [(mode, tty, sig)
			 for mode, tty in (('check', False), ('run', False),
					   ('run', True))
			 for sig in (signal.SIGTERM, signal.SIGINT,
				     signal.SIGHUP)]
		for mode, tty, sig in cases:
			with self.subTest(mode=mode, tty=tty, signal=sig.name):
				self.stop_with(mode, tty, sig)

	def stop_with(self, mode, tty, sig):
		for name in ('pid', 'signal', 'argv'):
			if self.note(name) is not None:
				os.remove(os.path.join(self.notes, name))
		proc, qemu, err = self.start_sleeping(mode, tty)
		os.kill(proc.pid, sig)
		self.assertEqual(proc.wait(15), -sig)
		# Stopped and reaped before the runner went: not left to
		# PR_SET_PDEATHSIG, which would have sent SIGKILL.
		self.assertTrue(process_gone(qemu))
		self.assertEqual(self.note('signal'), 'SIGTERM')
		err.seek(0)
		self.assertIn('%s, QEMU stopped' % sig.name, err.read())

	def test_sigkilled_runner_leaves_no_qemu(self):
		proc, qemu, _ = self.start_sleeping('check')
		proc.kill()
		proc.wait(15)
		end = time.monotonic() + 10
		while not process_gone(qemu) and time.monotonic() < end:
			time.sleep(0.02)
		self.assertTrue(process_gone(qemu), 'QEMU outlived a SIGKILL')
		self.assertIsNone(self.note('signal'))	# it got SIGKILL

	def test_a_child_can_be_given_sigterm_at_our_death(self):
		# make bench-linux starts a runner so, to stop its own QEMU.
		code = ('import signal, sys, time; sys.path.insert(0, %r); '
			'import runner; runner.start_qemu([%r], True, '
			'death_sig=signal.SIGTERM); time.sleep(60)' %
			(HERE, os.path.join(self.bin, 'qemu-system-i386')))
		env = dict(self.env, FAKE_QEMU_SLEEP='1')
		parent = subprocess.Popen([sys.executable, '-c', code], env=env)
		self.addCleanup(lambda: parent.poll() is None and parent.kill())
		qemu = int(self.wait_note('pid'))
		parent.kill()
		parent.wait(15)
		self.assertEqual(self.wait_note('signal'), 'SIGTERM')
		end = time.monotonic() + 10
		while not process_gone(qemu) and time.monotonic() < end:
			time.sleep(0.02)
		self.assertTrue(process_gone(qemu))

	@unittest.skipUnless(os.path.isfile(VMLINUX), 'needs make run to work')
	def test_timeout_make_run_returns_and_leaves_no_qemu(self):
		env = dict(self.env, FAKE_QEMU_SLEEP='1')
		start = time.monotonic()
		# As $(timeout 1 make run): returns only when nothing holds
		# the pipe any more.
		proc = subprocess.run(['timeout', '1', 'make', '-s', 'run'],
				      cwd=TOP, env=env, stdin=subprocess.DEVNULL,
				      stdout=subprocess.PIPE,
				      stderr=subprocess.STDOUT, timeout=60)
		self.assertLess(time.monotonic() - start, 1 + 8,
				proc.stdout.decode())
		self.assertEqual(proc.returncode, 124)
		self.assertTrue(process_gone(int(self.wait_note('pid'))))
		self.assertEqual(self.note('signal'), 'SIGTERM')

	# Ctrl-A x.

	def test_ctrl_a_x_is_a_clean_exit(self):
		quit = 'kt26# \x01x\r\nQEMU: Terminated\r\n'
		run = self.play(quit, status=0, mode='run')
		self.assertEqual(run.returncode, 0, run.stderr)
		# Exit 0 without it is a guest reset: a failure.
		run = self.play('kt26# ', status=0, mode='run')
		self.assertEqual(run.returncode, 1)
		self.assertIn('QEMU exit status 0', run.stderr)

	def test_ctrl_a_x_on_a_terminal(self):
		self.assertEqual(self.on_terminal(), 0)
		self.assertEqual(self.on_terminal(FAKE_QEMU_TRIPLE='1'), 1)

	def on_terminal(self, **fake):
		master, slave = pty.openpty()
		env = dict(self.env, FAKE_QEMU_EXIT='0', **fake)
		proc = subprocess.Popen(self.runner_cmd('run'), env=env,
					stdin=slave, stdout=slave, stderr=slave)
		os.close(slave)
		try:
			return proc.wait(30)
		finally:
			os.close(master)

	@unittest.skipUnless(os.path.isfile(VMLINUX), 'needs make run to work')
	def test_make_run_left_with_ctrl_a_x_succeeds(self):
		log = os.path.join(self.tmp, 'quit.log')
		with open(log, 'w') as f:
			f.write('kt26# QEMU: Terminated\r\n')
		env = dict(self.env, FAKE_QEMU_LOG=log, FAKE_QEMU_EXIT='0')
		proc = run_group(['make', '-s', 'run'], 60, cwd=TOP, env=env)
		self.assertEqual(proc.returncode, 0, proc.stderr)
		self.assertNotIn('Error', proc.stderr)

	# No QEMU installed.

	def shadow_path(self):
		"""A PATH with every program of ours but QEMU and apt-get."""
		shadow = os.path.join(self.tmp, 'noqemu')
		os.mkdir(shadow)
		for d in os.environ['PATH'].split(os.pathsep):
			if not os.path.isdir(d):
				continue
			for name in os.listdir(d):
				there = os.path.join(shadow, name)
				if name.startswith('qemu-system') or \
				   name == 'apt-get' or os.path.lexists(there):
					continue
				os.symlink(os.path.join(d, name), there)
		return shadow

	@unittest.skipUnless(os.geteuid() == 0, 'installs only as root')
	def test_missing_qemu_is_installed_as_root(self):
		bin_dir = os.path.join(self.tmp, 'apt')
		os.mkdir(bin_dir)
		calls = os.path.join(self.tmp, 'apt-calls')
		fake = os.path.join(bin_dir, 'apt-get')
		with open(fake, 'w') as f:
			f.write('#!/bin/sh\necho "$@" >> %s\n'
				'printf "#!/bin/sh\\n" > %s/qemu-system-i386\n'
				'%s +x %s/qemu-system-i386\n' %
				(calls, bin_dir, shutil.which('chmod'), bin_dir))
		os.chmod(fake, 0o755)
		env = clean_env(bin_dir)
		proc = subprocess.run(self.runner_cmd('check', '--find-qemu',
						      '--install-qemu'),
				      env=env, stdin=subprocess.DEVNULL,
				      text=True, capture_output=True, timeout=30)
		self.assertEqual(proc.returncode, 0, proc.stderr)
		self.assertIn('installing qemu-system-x86', proc.stderr)
		with open(calls) as f:
			self.assertEqual(f.read(), 'install -y -q qemu-system-x86\n')
		# Without --install-qemu, or once it is there: no apt-get.
		os.remove(calls)
		proc = subprocess.run(self.runner_cmd('check', '--find-qemu',
						      '--install-qemu'),
				      env=env, stdin=subprocess.DEVNULL,
				      text=True, capture_output=True, timeout=30)
		self.assertEqual(proc.returncode, 0)
		self.assertFalse(os.path.exists(calls))

	def test_missing_qemu_is_one_line(self):
		empty = os.path.join(self.tmp, 'empty')
		os.mkdir(empty)
		env = clean_env(empty)
		for mode, extra in (('check', []), ('run', []),
				    ('check', ['--list_tests']),
				    ('check', ['--find-qemu'])):
			with self.subTest(mode=mode, extra=extra):
				proc = subprocess.run(
					self.runner_cmd(mode, *extra), env=env,
					stdin=subprocess.DEVNULL, text=True,
					capture_output=True, timeout=30)
				self.assertEqual(proc.returncode, 1)
				self.assertEqual(proc.stdout, '')
				self.assertEqual(proc.stderr, QEMU_MISSING + '\n')
		master, slave = pty.openpty()
		proc = subprocess.Popen(self.runner_cmd('run'), env=env,
					stdin=slave, stdout=slave, stderr=slave)
		os.close(slave)
		out = b''
		try:
			while True:
				data = os.read(master, 4096)
				if not data:
					break
				out += data
		except OSError:
			pass	# EIO: the runner closed the terminal
		os.close(master)
		self.assertEqual(proc.wait(30), 1)
		self.assertEqual(out.decode(), QEMU_MISSING + '\r\n')

	@unittest.skipUnless(os.path.isfile(VMLINUX), 'needs make to work')
	def test_make_check_without_qemu_stops_at_one_line(self):
		env = clean_env(self.shadow_path())
		for target in ('check', 'run'):
			with self.subTest(target=target):
				proc = run_group(['make', '-s', target], 120,
						 cwd=TOP, env=env)
				self.assertNotEqual(proc.returncode, 0)
				ours = [l for l in (proc.stdout + proc.stderr)
					.splitlines() if not l.startswith('make')]
				self.assertEqual(ours, [QEMU_MISSING],
						 proc.stdout + proc.stderr)

	# kunit_tool's spellings.

	def append_of(self, argv):
		return argv[argv.index('-append') + 1]

	def test_kunit_spellings(self):
		good = sample('good.log')
		run = self.play(good, args=['kthread*', '--kernel_args', 'a=1',
					    '--kernel_args', 'b=2',
					    '--qemu_args', '-d int',
					    '--qemu_args=-S'])
		self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
		argv = self.argv()
		self.assertEqual(self.append_of(argv),
				 'ktest=1 ktest.cpus=4 ktest.filter=kthread* a=1 b=2')
		self.assertEqual(argv[-3:], ['-d', 'int', '-S'])
		# Ours still work, and mean the same.
		os.remove(os.path.join(self.notes, 'argv'))
		run = self.play(good, args=['--filter', 'kthread*',
					    '--cmdline', 'a=1 b=2',
					    '--qemu-args', '-d int -S'])
		self.assertEqual(self.append_of(self.argv()),
				 'ktest=1 ktest.cpus=4 ktest.filter=kthread* a=1 b=2')
		self.assertEqual(self.argv()[-3:], ['-d', 'int', '-S'])
		run = self.play(good, args=['--filter', 'a', 'b'])
		self.assertEqual(run.returncode, 2)
		self.assertIn('give the filter once', run.stderr)

	def test_bad_smp_and_accel_are_one_line(self):
		good = sample('good.log')
		for env in ({'SMP': 'abc'}, {'SMP': '0'}, {'SMP': '256'},
			    {'QEMU_ACCEL': 'foo'}, {'KTEST_IDLE_TIMEOUT': 'x'}):
			with self.subTest(env=env):
				run = self.play(good, **env)
				self.assertEqual(run.returncode, 2, run.stderr)
				self.assertNotIn('Traceback', run.stderr)
				last = run.stderr.strip().splitlines()[-1]
				self.assertIn('%s=%s' % next(iter(env.items())),
					      last)
				self.assertIsNone(self.note('argv'))
		run = self.play(good, args=['--smp', '64'])
		self.assertEqual(run.returncode, 0, run.stderr)
		self.assertIn('64', self.argv())

	def test_raw_output(self):
		good = sample('good.log')
		run = self.play(good, args=['--raw_output'])
		self.assertEqual(run.returncode, 0, run.stderr)
		self.assertEqual(run.stdout.splitlines(), good.splitlines())
		self.assertIn('ktest: PASS', run.stderr)
		run = self.play(good, args=['--raw_output=kunit'])
		lines = run.stdout.splitlines()
		self.assertEqual(lines[0], 'KTAP version 1')
		self.assertFalse([l for l in lines if l.startswith('[')])
		self.assertIn('    ok 1 basic_numbers', lines)

	def test_json_is_kunit_tools_shape(self):
		out = os.path.join(self.tmp, 'results.json')
		failing = sample('failing.log')
		run = self.play(failing, status=35, args=['--json=' + out])
		self.assertEqual(run.returncode, 1)
		with open(out) as f:
			top = json.load(f)
		self.assertEqual(top['name'], 'kt26 Test Group')
		self.assertEqual(top['test_cases'], [])
		self.assertEqual([g['name'] for g in top['sub_groups']],
				 ['vsprintf', 'list'])
		vsprintf = top['sub_groups'][0]
		self.assertEqual(vsprintf['test_cases'], [
			{'name': 'basic_numbers', 'status': 'PASS'},
			{'name': 'pad_right', 'status': 'FAIL'},
			{'name': 'skipper', 'status': 'SKIP'}])
		for group in [top] + top['sub_groups']:
			for key in ('arch', 'defconfig', 'build_environment',
				    'lab_name', 'kernel', 'job', 'git_branch'):
				self.assertIn(key, group)
		# A suite the kernel died in is a group with kunit's crashed
		# case, ERROR, for the result its plan promised.
		crashed = sample('crashed.log')
		run = self.play(crashed, status=37, args=['--json'])
		top = json.loads(run.stdout[run.stdout.index('\n{') + 1:])
		panic = top['sub_groups'][1]
		self.assertEqual(panic['name'], 'selftest_panic')
		self.assertEqual(panic['test_cases'],
				 [{'name': '', 'status': 'ERROR'}])

	def test_list_tests(self):
		run = self.play(LISTING, args=['--list_tests', 'suite_*'])
		self.assertEqual(run.returncode, 0, run.stderr)
		self.assertEqual(run.stdout.splitlines(),
				 ['suite_a.case_one', 'suite_b.case_two'])
		self.assertEqual(self.append_of(self.argv()),
				 'ktest=1 ktest.cpus=4 ktest.action=list ktest.filter=suite_*')
		# A listing that names nothing says so and fails.
		run = self.play('KTAP version 1\n1..0\n',
				args=['--list_tests', 'nope'])
		self.assertEqual(run.returncode, 1)
		self.assertEqual(run.stdout, '')

	# make check's grand total.

	def test_grand_total_over_boots(self):
		results = os.path.join(self.tmp, 'results')
		boots = [('smp4 main', 'good.log', 33),
			 ('smp1 all', 'skipped.log', 33)]
		paths = []
		for label, log, status in boots:
			text = sample(log)
			path = os.path.join(results, label.split()[0] + '.json')
			run = self.play(text, status=status,
					args=['--label', label, '--results', path])
			self.assertEqual(run.returncode, 0, run.stdout)
			self.assertRegex(run.stdout.splitlines()[-1],
					 r'^%s: \d+ passed, 0 failed' % label)
			paths.append(path)
		total = subprocess.run([sys.executable, RUNNER, '--total'] + paths,
				       capture_output=True, text=True, timeout=30)
		self.assertEqual(total.returncode, 0, total.stderr)
		self.assertEqual(total.stdout, '6 passed, 0 failed, 4 skipped\n')
		# A failed boot fails the total; a missing one too.
		failing = sample('failing.log')
		bad = os.path.join(results, 'bad.json')
		self.play(failing, status=35, args=['--results', bad])
		total = subprocess.run([sys.executable, RUNNER, '--total',
					bad, paths[0]],
				       capture_output=True, text=True, timeout=30)
		self.assertEqual(total.returncode, 1)
		self.assertEqual(total.stdout, '7 passed, 1 failed, 1 skipped\n')
		total = subprocess.run([sys.executable, RUNNER, '--total',
					os.path.join(results, 'none.json')],
				       capture_output=True, text=True, timeout=30)
		self.assertEqual(total.returncode, 1)
		self.assertIn('none.json: no results', total.stderr)

	def test_make_check_ends_with_the_total(self):
		def commands(*var):
			# In-tree names, whatever O= this make check has.
			env = clean_env(os.environ['PATH'])
			env.pop('KBUILD_OUTPUT', None)
			out = subprocess.run(['make', '-n', 'check'] + list(var),
					     cwd=TOP, env=env,
					     capture_output=True, text=True,
					     timeout=60).stdout
			return [l for l in out.splitlines() if 'runner.py' in l
				or l.lstrip().startswith('--')]
		cmds = commands()
		text = '\n'.join(cmds)
		# Every boot's counts are in the total, and only those.
		written = re.findall(r'--results (\S+)', text)
		total = cmds[-1].split()
		self.assertEqual(total[total.index('--total') + 1:], written)
		self.assertEqual(written[:3], [
			'.ktest/results/main.json', '.ktest/results/sample.json',
			'.ktest/results/smp32.json'])
		self.assertIn("--label 'smp4 main' --results "
			      '.ktest/results/main.json', text)
		self.assertIn("--label 'smp32 subset' --results "
			      '.ktest/results/smp32.json', text)
		self.assertIn("--smp 32 --quiet --filter 'boot,smp,smp_scale'", text)
		# The runner says how many CPUs; the Makefile does not.
		self.assertNotIn('ktest.cpus', text)
		filtered = commands('FILTER=kthread*', 'SMP=2')
		self.assertEqual(filtered[-1].split()[-2:],
				 ['--total', '.ktest/results/main.json'])
		self.assertIn("--filter 'kthread*'", '\n'.join(filtered))
		self.assertIn("--label 'smp2 main'", '\n'.join(filtered))


if __name__ == '__main__':
	unittest.main()
