# SPDX-License-Identifier: GPL-2.0
"""What a user sees at the console, end to end over the serial line.

Boots the image as `make run` does (-smp 4, no tests), types a session
at the kt26# prompt through the runner's piped input, and checks what
came back: `ps` lists every core thread, CPUs go down and up through
/sys, and bad input gets a message, not a crash.  The kernel image is
$KT26_VMLINUX (default: vmlinux at the top of the tree).

  python3 tools/testing/ktest/test_console.py
"""

import os
import re
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

import runner
from test_runner import BOOT_TIMEOUT, QEMU_MISSING, RUNNER, VMLINUX

PROMPT = 'kt26# '
CPU2 = '/sys/devices/system/cpu/cpu2/online'
ONLINE = '/sys/devices/system/cpu/online'
CORE = ('migration', 'ksoftirqd', 'events')


def session(lines):
	"""Type @lines at the shell, on 4 CPUs as make run boots.

	Returns the runner's result and, for each prompt, the line typed
	there and what the shell answered.
	"""
	with tempfile.TemporaryDirectory(prefix='ktest-') as tmp:
		env = dict(os.environ)
		env.pop('CMDLINE', None)
		cmd = [sys.executable, RUNNER, '--mode', 'run',
		       '--kernel', VMLINUX, '--smp', '4',
		       '--timeout', str(BOOT_TIMEOUT),
		       '--log', os.path.join(tmp, 'run.log')]
		proc = subprocess.run(cmd, input='\n'.join(lines) + '\n',
				      capture_output=True, text=True, env=env,
				      timeout=BOOT_TIMEOUT + 60)
	# Kernel messages carry a timestamp; the shell's own output does not.
	text = '\n'.join(l for l in proc.stdout.splitlines()
			 if not re.match(r'^\[\s*\d+\.\d+\]', l))
	replies = []
	for chunk in text.split(PROMPT)[1:]:
		typed, _, out = chunk.partition('\n')
		replies.append((typed, out))
	return proc, replies


def burst(text, smp):
	"""Boot to the prompt, then send @text all at once, as a paste does.

	Returns everything the console printed, up to power-off.
	"""
	with tempfile.TemporaryDirectory(prefix='ktest-') as tmp:
		args = runner.parse_args(['--mode', 'run', '--kernel', VMLINUX,
					  '--smp', str(smp)])
		cmd = runner.qemu_command(args, '', os.path.join(tmp, 'q.log'))
		# As the runner starts it: it dies with this test.
		proc = runner.start_qemu(cmd, True, stdin=subprocess.PIPE,
					 stdout=subprocess.PIPE,
					 stderr=subprocess.DEVNULL)
		out = b''
		sent = False
		deadline = time.monotonic() + BOOT_TIMEOUT
		try:
			with selectors.DefaultSelector() as sel:
				sel.register(proc.stdout, selectors.EVENT_READ)
				while time.monotonic() < deadline:
					if not sel.select(1):
						continue
					data = os.read(proc.stdout.fileno(), 65536)
					if not data:
						break
					out += data
					if not sent and PROMPT.encode() in out:
						proc.stdin.write(text.encode())
						proc.stdin.flush()
						sent = True
		finally:
			runner.stop_qemu(proc)
			proc.stdin.close()
			proc.stdout.close()
	return out.decode(errors='replace')


def ps_names(out):
	return {line.split()[-1].strip('[]') for line in out.splitlines()[1:]
		if line.strip()}


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class ConsoleTest(unittest.TestCase):

	@classmethod
	def setUpClass(cls):
		cls.proc, cls.replies = session([
			'ps',
			'echo 0 > ' + CPU2,
			'cat ' + ONLINE,
			'ps',
			'echo 1 > ' + CPU2,
			'cat ' + ONLINE,
			'ps',
			'echo 0 > /sys/devices/system/cpu/cpu0/online',
			'echo 2 > ' + CPU2,
			'echo 0 > /sys/devices/system/cpu/cpu99/online',
			'no_such_command',
			'echo ' + '0' * 300 + ' > ' + CPU2,
			'cat ' + ONLINE,
			'torture 3',
			'torture x',
		])

	def reply(self, n):
		"""What the shell answered to the n-th line typed."""
		self.assertGreater(len(self.replies), n, self.proc.stdout)
		return self.replies[n][1]

	def test_clean_poweroff(self):
		self.assertEqual(self.proc.returncode, 0,
				 self.proc.stdout + self.proc.stderr)
		self.assertEqual(self.replies[-1][0], 'poweroff')

	def test_ps_lists_every_core_thread(self):
		names = ps_names(self.reply(0))
		for cpu in range(4):
			for t in CORE:
				self.assertIn('%s/%d' % (t, cpu), names)
		self.assertIn('init', names)

	def test_cpu_goes_down_and_up_from_the_console(self):
		self.assertEqual(self.reply(1).strip(), '')
		self.assertEqual(self.reply(2).strip(), '0-1,3')
		down = ps_names(self.reply(3))
		for t in CORE:
			self.assertNotIn('%s/2' % t, down)
			self.assertIn('%s/3' % t, down)
		self.assertEqual(self.reply(5).strip(), '0-3')
		up = ps_names(self.reply(6))
		for t in CORE:
			self.assertIn('%s/2' % t, up)

	def test_torture_at_the_console(self):
		out = self.proc.stdout
		self.assertRegex(out, r'torture: 3 s: hotplug \d+ cpu_down')
		self.assertRegex(out, r'torture: kthreads [1-9]\d* made')
		self.assertIn('torture: PASS', out)
		self.assertNotIn('torture: FAIL', out)
		self.assertEqual(self.replies[13][0], 'torture 3')
		self.assertIn('usage: torture', self.reply(14))

	def test_bad_input_gets_a_message(self):
		self.assertIn('Device or resource busy', self.reply(7))
		self.assertIn('Invalid argument', self.reply(8))
		self.assertIn('No such file or directory', self.reply(9))
		self.assertIn('command not found', self.reply(10))

	def test_overlong_line_is_refused_not_cut(self):
		self.assertIn('line too long', self.reply(11))
		# Cut to fit, it would have been "echo 000...": nothing ran.
		self.assertNotIn('000', self.reply(11))
		self.assertEqual(self.reply(12).strip(), '0-3')


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class BurstTest(unittest.TestCase):
	"""A whole script pasted at once: no byte lost, nothing merged.

	The receive ring holds 256 bytes; this sends about 12 times that in
	one write, so the driver must hold QEMU back instead of dropping.
	"""

	LINES = 80

	def check_burst(self, smp):
		lines = ['echo burst-%03d-%s' % (i, 'x' * 24)
			 for i in range(self.LINES)]
		out = burst('\n'.join(lines + ['poweroff']) + '\n', smp)
		answers = re.findall(r'^(burst-\d{3}-x+)\r?$', out, re.M)
		self.assertEqual(answers, [l[5:] for l in lines], out[-2000:])
		self.assertNotIn('command not found', out)
		self.assertIn('Power down', out)

	def test_burst_smp1(self):
		self.check_burst(1)

	def test_burst_smp4(self):
		self.check_burst(4)


if __name__ == '__main__':
	unittest.main()
