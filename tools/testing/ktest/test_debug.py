# SPDX-License-Identifier: GPL-2.0
"""make debug and scripts/gdb/kt26.py, against a kernel at its prompt.

Boots the image with QEMU's gdb stub on a free port, waits for the
kt26# prompt, then has gdb in batch mode stop it and run every kt-*
command, good input and bad.  Then make debug's launcher, with and
without gdb: QEMU must not outlive it.  Skipped, with the reason, when
gdb is not installed.

  python3 tools/testing/ktest/test_debug.py
"""

import os
import re
import selectors
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import unittest

import debug
import runner
from test_runner import BOOT_TIMEOUT, VMLINUX, needs_qemu

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SCRIPT = os.path.join(TOP, debug.GDB_SCRIPT)
DEBUG = os.path.join(HERE, 'debug.py')
GDB_TIMEOUT = 60
GDB_MISSING = 'gdb not found (apt-get install gdb): skipping'
# What a GdbError must never turn into.
PY_FAILURE = re.compile(r'Traceback|Python Exception|Error occurred in Python')


def free_port():
	with socket.socket() as s:
		s.bind(('127.0.0.1', 0))
		return s.getsockname()[1]


def gdb_batch(port, commands, connect=True):
	"""Run commands in gdb -batch; each one's output under its name."""
	cmd = ['gdb', '-batch', '-nx', '-q', VMLINUX, '-ex', 'source ' + SCRIPT]
	if connect:
		cmd += ['-ex', 'target remote :%d' % port]
	for c in commands:
		cmd += ['-ex', 'echo @@ %s\\n' % c, '-ex', c]
	out = subprocess.run(cmd, stdout=subprocess.PIPE,
			     stderr=subprocess.STDOUT, timeout=GDB_TIMEOUT,
			     cwd=TOP).stdout.decode(errors='replace')
	parts = {}
	for chunk in out.split('@@ ')[1:]:
		name, _, text = chunk.partition('\n')
		parts[name] = text
	return out, parts


def wait_for_prompt(proc, seconds):
	sel = selectors.DefaultSelector()
	sel.register(proc.stdout, selectors.EVENT_READ)
	seen = b''
	end = time.monotonic() + seconds
	while time.monotonic() < end and b'kt26# ' not in seen:
		for key, _ in sel.select(0.5):
			data = os.read(key.fd, 65536)
			if not data:
				return seen
			seen += data
	return seen


def needs_kernel_and_gdb(cls):
	cls = unittest.skipUnless(shutil.which('gdb'), GDB_MISSING)(cls)
	return needs_qemu(cls)


@needs_kernel_and_gdb
class KtCommands(unittest.TestCase):
	"""The kt-* commands on a booted kernel, stopped by gdb."""

	@classmethod
	def setUpClass(cls):
		cls.port = free_port()
		args = runner.parse_args(['--mode', 'run', '--kernel', VMLINUX,
					  '--smp', '4', '--qemu-args',
					  '-gdb tcp:127.0.0.1:%d' % cls.port])
		cmd = runner.qemu_command(args, '', os.devnull)
		cls.qemu = runner.start_qemu(cmd, True, stdin=subprocess.PIPE,
					     stdout=subprocess.PIPE)
		try:
			boot = wait_for_prompt(cls.qemu, BOOT_TIMEOUT)
			if b'kt26# ' not in boot:
				raise AssertionError('no prompt: %r' % boot[-500:])
			cls.run_commands()
		finally:
			runner.stop_qemu(cls.qemu)
			cls.qemu.stdin.close()
			cls.qemu.stdout.close()

	@classmethod
	def run_commands(cls):
		# A sleeping thread's pid, from a first look at the tasks.
		_, first = gdb_batch(cls.port, ['kt-ps'])
		m = re.search(r'^\s*(\d+) S .* events/0$', first.get('kt-ps', ''),
			      re.M)
		cls.events_pid = int(m.group(1)) if m else None
		cls.out, cls.parts = gdb_batch(cls.port, [
			'kt-ps', 'kt-dmesg', 'kt-current 0', 'p $kt_current(1)->pid',
			'kt-runqueue 0', 'kt-bt %s' % cls.events_pid,
			'kt-bt 99999', 'kt-bt 0', 'kt-bt nonsense',
			'kt-current 99', 'kt-runqueue -1', 'kt-current'])
		cls.unconnected, cls.unparts = gdb_batch(cls.port, ['kt-ps'],
							 connect=False)
		if os.environ.get('KTEST_VERBOSE'):
			print(cls.out)

	def test_ps_lists_core_threads_with_cpus(self):
		ps = self.parts['kt-ps']
		self.assertRegex(ps, r'PID S CPU CPUS +COMMAND')
		self.assertRegex(ps, r'(?m)^\s+0 R\s+0 0\s+swapper/0$')
		self.assertRegex(ps, r'(?m)^\s+1 [RS]\s+\d 0-3\s+init$')
		for cpu in range(4):
			for name in ('migration', 'ksoftirqd', 'events'):
				self.assertRegex(ps, r'(?m)^\s+\d+ [RS]\s+%d %d\s+%s/%d$'
						 % (cpu, cpu, name, cpu))

	def test_dmesg_has_boot_lines(self):
		log = self.parts['kt-dmesg']
		self.assertRegex(log, r'\[\s*\d+\.\d{6}\] smp: brought up 4 CPUs\n')
		self.assertRegex(log, r'\[\s*\d+\.\d{6}\] kt26: system up\n')

	def test_current(self):
		cur = self.parts['kt-current 0']
		self.assertRegex(cur, r'CPU 0: \(struct task_struct \*\) 0x[0-9a-f]+')
		self.assertRegex(cur, r'(?m)^\s+\d+ [RSD]\s+0 ')
		self.assertRegex(self.parts['p $kt_current(1)->pid'],
				 r'^\$\d+ = \d+\n')

	def test_runqueue(self):
		rq = self.parts['kt-runqueue 0']
		self.assertRegex(rq, r'CPU 0: nr_running \d+, nr_switches [1-9]')
		self.assertRegex(rq, r'(?m)^idle\s+0 swapper/0$')
		self.assertRegex(rq, r'(?m)^curr\s+\d+ \S+$')
		self.assertRegex(rq, r'(?m)^active: \d+ queued$')

	def test_bt_of_sleeping_thread(self):
		self.assertIsNotNone(self.events_pid, self.out)
		bt = self.parts['kt-bt %d' % self.events_pid]
		self.assertRegex(bt, r'pid %d \(events/0\), S' % self.events_pid)
		self.assertRegex(bt, r'(?m)^#0\s+0x[0-9a-f]{8} schedule\+0x[0-9a-f]+ '
				 r'\(kernel/sched\.c:\d+\)$')
		self.assertRegex(bt, r'worker_thread\+0x')
		self.assertRegex(bt, r'ret_from_fork\+0x')

	def test_bad_input(self):
		want = {
			'kt-bt 99999': 'kt-bt: no task with pid 99999',
			'kt-bt 0': 'kt-bt: pid 0 is running on CPU 0',
			'kt-bt nonsense': 'kt-bt: "nonsense" is not a pid',
			'kt-current 99': 'kt-current: CPU 99 out of range '
					 '(possible: 0-3)',
			'kt-runqueue -1': 'kt-runqueue: CPU -1 out of range',
			'kt-current': 'usage: kt-current CPU',
		}
		for cmd, msg in want.items():
			self.assertIn(msg, self.parts[cmd], cmd)
		self.assertNotRegex(self.out, PY_FAILURE)

	def test_not_connected(self):
		self.assertIn('kt-ps: not connected to a kernel',
			      self.unparts['kt-ps'])
		self.assertNotRegex(self.unconnected, PY_FAILURE)


@needs_kernel_and_gdb
class MakeDebug(unittest.TestCase):
	"""debug.py: QEMU halted, gdb connected, and QEMU gone after."""

	def test_gdb_quits_qemu_goes(self):
		port = free_port()
		r = subprocess.run([sys.executable, DEBUG, '--kernel', VMLINUX,
				    '--port', str(port), '--gdb', 'gdb -batch -nx',
				    '--ex', 'b kshell_run', '--ex', 'continue',
				    '--ex', 'kt-ps'], cwd=TOP, stdin=subprocess.DEVNULL,
				   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
				   timeout=GDB_TIMEOUT)
		out = r.stdout.decode(errors='replace')
		self.assertEqual(r.returncode, 0, out)
		# Halted at the reset vector, then at the breakpoint.
		self.assertIn('0x0000fff0 in ?? ()', out)
		self.assertRegex(out, r'Breakpoint 1, kshell_run \(\) at '
				 r'drivers/char/kshell\.c:\d+')
		self.assertRegex(out, r'(?m)^\s+\d+ R\s+\d 0-3\s+kshell$')
		self.assertFalse(debug.listening(port), 'QEMU left behind')

	def test_port_in_use(self):
		with socket.socket() as s:
			s.bind(('127.0.0.1', 0))
			s.listen()
			port = s.getsockname()[1]
			r = subprocess.run([sys.executable, DEBUG, '--kernel',
					    VMLINUX, '--port', str(port),
					    '--gdb', 'gdb -batch -nx'], cwd=TOP,
					   stdin=subprocess.DEVNULL,
					   stdout=subprocess.PIPE,
					   stderr=subprocess.STDOUT,
					   timeout=GDB_TIMEOUT)
		self.assertEqual(r.returncode, 1)
		self.assertEqual(r.stdout.decode(), 'debug: port %d is in use: '
				 'make debug GDB_PORT=N\n' % port)

	def test_no_gdb_prints_command_and_waits(self):
		port = free_port()
		proc = subprocess.Popen([sys.executable, DEBUG, '--kernel', VMLINUX,
					 '--port', str(port), '--gdb', 'no'],
					cwd=TOP, stdin=subprocess.DEVNULL,
					stdout=subprocess.PIPE,
					stderr=subprocess.STDOUT)
		try:
			proc.stdout.readline()
			hint = proc.stdout.readline().decode().strip()
			self.assertEqual(hint, 'gdb %s -ex "source %s" -ex '
					 '"target remote :%d"' %
					 (VMLINUX, debug.GDB_SCRIPT, port))
			end = time.monotonic() + 10
			while not debug.listening(port):
				self.assertLess(time.monotonic(), end, 'no stub')
				time.sleep(0.1)
			words = shlex.split(hint)
			r = subprocess.run(words[:1] + ['-batch', '-nx'] + words[1:] +
					   ['-ex', 'info registers eip'], cwd=TOP,
					   stdout=subprocess.PIPE,
					   stderr=subprocess.STDOUT,
					   timeout=GDB_TIMEOUT)
			# Still halted at the reset vector: -S.
			self.assertRegex(r.stdout.decode(), r'eip\s+0xfff0')
		finally:
			proc.send_signal(signal.SIGTERM)
			proc.wait(GDB_TIMEOUT)
			proc.stdout.close()
		self.assertFalse(debug.listening(port), 'QEMU left behind')


if __name__ == '__main__':
	if not shutil.which('gdb'):
		print('test_debug: ' + GDB_MISSING, file=sys.stderr)
	unittest.main()
