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


def session(lines, cmdline=None):
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
		if cmdline:
			cmd += ['--cmdline', cmdline]
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


def converse(steps, smp=4):
	"""Boot, then for each (regex, text[, delay]) in @steps wait until
	the console output matches regex (after the previous match), wait
	delay seconds more, and send text at once.  A callable text is
	given the match and returns what to send (a pid the kernel printed).

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
		steps = list(steps)
		seen = 0	# where the next step's regex is looked for
		send_at = None	# when the matched step's text goes
		match = None
		deadline = time.monotonic() + BOOT_TIMEOUT
		try:
			with selectors.DefaultSelector() as sel:
				sel.register(proc.stdout, selectors.EVENT_READ)
				while time.monotonic() < deadline:
					if send_at is not None and time.monotonic() >= send_at:
						text = steps.pop(0)[1]
						if callable(text):
							text = text(match)
						proc.stdin.write(text.encode())
						proc.stdin.flush()
						send_at = None
					if steps and send_at is None:
						m = re.search(steps[0][0].encode(), out[seen:])
						if m:
							match = m
							seen += m.end()
							delay = steps[0][2] if len(steps[0]) > 2 else 0
							send_at = time.monotonic() + delay
							continue
					if not sel.select(0.2):
						continue
					data = os.read(proc.stdout.fileno(), 65536)
					if not data:
						break
					out += data
		finally:
			runner.stop_qemu(proc)
			proc.stdin.close()
			proc.stdout.close()
	return out.decode(errors='replace')


def burst(text, smp):
	"""Boot to the prompt, then send @text all at once, as a paste does.

	Returns everything the console printed, up to power-off.
	"""
	return converse([(re.escape(PROMPT), text)], smp)


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
			'echo console_marker',
			'dmesg',
			'sleep\x03ps\x15uptime',
			'cat /sys/devices/system/cpu/onl\t',
			'ls /sys/devices/system/cpu',
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
		# As on x86 Linux, CPU 0 has no online file.
		self.assertIn('No such file or directory', self.reply(7))
		self.assertIn('Invalid argument', self.reply(8))
		self.assertIn('No such file or directory', self.reply(9))
		self.assertIn('command not found', self.reply(10))

	def test_overlong_line_is_refused_not_cut(self):
		self.assertIn('line too long', self.reply(11))
		# Cut to fit, it would have been "echo 000...": nothing ran.
		self.assertNotIn('000', self.reply(11))
		self.assertEqual(self.reply(12).strip(), '0-3')

	def test_shell_output_stays_out_of_the_log(self):
		out = self.proc.stdout
		# The line typed and its answer; dmesg added no third.
		marked = [l for l in out.splitlines() if 'console_marker' in l]
		self.assertEqual(len(marked), 2, out[-3000:])
		# dmesg did print the log: the boot's lines, a second time.
		self.assertGreaterEqual(out.count('Kernel command line'), 2)

	def test_line_editing_keys(self):
		# Ctrl-C threw "sleep" away; Ctrl-U took "ps" back.
		self.assertEqual(self.replies[17][0], 'sleep^C')
		self.assertTrue(self.replies[18][0].endswith('uptime'))
		self.assertRegex(self.reply(18), r'^up \d+\.\d\d s')
		# Tab completed the path; the file was read.
		self.assertEqual(self.replies[19][0],
				 'cat /sys/devices/system/cpu/online ')
		self.assertEqual(self.reply(19).strip(), '0-3')

	def test_hotplug_prints_linux_lines(self):
		out = self.proc.stdout
		self.assertRegex(out, r'\] smpboot: CPU 2 is now offline')
		# At boot and when it came back (torture adds more).
		self.assertGreaterEqual(len(re.findall(
			r'\] smpboot: Booting Node 0 Processor 2 APIC 0x[0-9a-f]+',
			out)), 2, out[-3000:])

	def test_ls(self):
		names = self.reply(20).split()
		for n in ('cpu1', 'cpu3', 'online', 'offline', 'possible'):
			self.assertIn(n, names)


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class QuietTest(unittest.TestCase):
	"""quiet and loglevel= hide kernel messages, not the shell."""

	def test_quiet_keeps_prompt_and_replies(self):
		proc, replies = session(['uptime', 'echo still here'],
					cmdline='quiet loglevel=1')
		self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
		self.assertRegex(replies[0][1], r'^up \d')
		self.assertEqual(replies[1][1].strip(), 'still here')
		# As on Linux, only what came before the command line was read
		# shows; no kernel message after it.
		after = proc.stdout.partition('Kernel command line')[2]
		self.assertNotRegex(after, r'(?m)^\[\s*\d+\.\d+\]')


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class RebootTest(unittest.TestCase):
	"""reboot restarts the machine, and make run boots it again."""

	def test_reboot_comes_back_to_a_fresh_prompt(self):
		proc, replies = session(['kthread run before', 'ps',
					 'reboot now', 'reboot', 'ps', 'echo after'])
		out = proc.stdout
		self.assertEqual(proc.returncode, 0, out + proc.stderr)
		self.assertIn('before', ps_names(replies[1][1]))
		self.assertIn('usage: reboot', replies[2][1])
		self.assertIn('reboot: Restarting system', out)
		self.assertEqual(out.count('kt26 version'), 2, out)
		# A new boot: the thread made before is gone, the rest is back.
		names = ps_names(replies[4][1])
		self.assertNotIn('before', names)
		for t in CORE:
			self.assertIn('%s/3' % t, names)
		self.assertEqual(replies[5][1].strip(), 'after')
		self.assertEqual(replies[-1][0], 'poweroff')


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class CpuLimitTest(unittest.TestCase):
	"""maxcpus= and nr_cpus= as on Linux, at -smp 4."""

	def test_maxcpus_brings_up_fewer_and_the_rest_later(self):
		proc, replies = session([
			'cat /sys/devices/system/cpu/online',
			'cat /sys/devices/system/cpu/present',
			'echo 1 > /sys/devices/system/cpu/cpu3/online',
			'cat /sys/devices/system/cpu/online',
		], cmdline='maxcpus=2')
		self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
		self.assertEqual([r[1].strip() for r in replies[:4]],
				 ['0-1', '0-3', '', '0-1,3'])

	def test_nr_cpus_limits_the_possible_cpus(self):
		proc, replies = session([
			'cat /sys/devices/system/cpu/possible',
			'cat /sys/devices/system/cpu/online',
			'echo 1 > /sys/devices/system/cpu/cpu2/online',
		], cmdline='nr_cpus=2')
		self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
		self.assertEqual(replies[0][1].strip(), '0-1')
		self.assertEqual(replies[1][1].strip(), '0-1')
		self.assertIn('No such file or directory', replies[2][1])


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class ProcTest(unittest.TestCase):
	"""The README's tour: a bound thread's /proc status, then its stop."""

	def test_status_of_a_bound_thread(self):
		started = r'kthread: started tour \(pid (\d+)\) on CPU 3\r?\n'
		out = converse([
			(re.escape(PROMPT), 'kthread run tour 3\n'),
			(started, lambda m: 'cat /proc/%s/status\n'
			 'kthread stop %s\ncat /proc/%s/status\npoweroff\n'
			 % ((m.group(1).decode(),) * 3)),
		])
		self.assertIn('Power down', out, out[-2000:])
		pid = re.search(started, out).group(1)
		self.assertRegex(out, r'Name:\ttour\r?\nState:\t[RS] ')
		self.assertRegex(out, r'\nPid:\t%s\r?\n' % pid)
		self.assertRegex(out, r'\nCpus_allowed:\t8\r?\n'
				 r'Cpus_allowed_list:\t3\r?\n')
		self.assertRegex(out, r'kthread: stopped tour \(pid %s\): '
				 r'kthread_stop\(\) returned 0' % pid)
		self.assertIn('cat: /proc/%s/status: No such file or directory'
			      % pid, out)


@unittest.skipUnless(os.path.isfile(VMLINUX),
		     'no kernel image at %s' % VMLINUX)
@unittest.skipUnless(shutil.which('qemu-system-i386'), QEMU_MISSING)
class InterruptTest(unittest.TestCase):
	"""Ctrl-C while a command runs interrupts it, as on a terminal."""

	def test_ctrl_c_ends_sleep(self):
		out = converse([
			(re.escape(PROMPT), 'sleep 100\n'),
			# Ctrl-C once the command is surely asleep.
			(r'sleep 100\r?\n', '\x03', 2),
			(r'\^C\r?\n' + re.escape(PROMPT), 'uptime\npoweroff\n'),
		])
		self.assertIn('Power down', out, out[-2000:])
		# The sleep was cut short: the machine has not been up 100 s.
		up = re.search(r'^up (\d+)\.\d\d s', out, re.M)
		self.assertIsNotNone(up, out[-2000:])
		self.assertLess(int(up.group(1)), 100)


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
