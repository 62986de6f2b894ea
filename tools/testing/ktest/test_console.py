# SPDX-License-Identifier: GPL-2.0
"""What a user sees at the console, end to end over the serial line.

Boots the image as `make run` does (-smp 4, no tests), types a session
at the kt26# prompt through the runner's piped input, and checks what
came back: `ps` lists every core thread, CPUs go down and up through
/sys, and bad input gets a message, not a crash.  The kernel image is
$KT26_VMLINUX (default: vmlinux at the top of the tree, or in
$KBUILD_OUTPUT).

  python3 tools/testing/ktest/test_console.py
"""

import os
import pty
import re
import selectors
import subprocess
import tempfile
import time
import unittest

import runner
from test_runner import BOOT_TIMEOUT, VMLINUX, needs_qemu, runner_command

PROMPT = 'kt26# '
CPU2 = '/sys/devices/system/cpu/cpu2/online'
ONLINE = '/sys/devices/system/cpu/online'
CORE = ('migration', 'ksoftirqd', 'events')


def make_run(tmp, cmdline=None):
	"""The runner's command line and environment for `make run` at
	-smp 4, its log in @tmp.  The caller's CMDLINE is dropped, so that
	what the test boots is only what it asks for."""
	cmd, env = runner_command('run', os.path.join(tmp, 'run.log'))
	cmd += ['--smp', '4']
	if cmdline:
		cmd += ['--cmdline', cmdline]
	return cmd, env


def session(lines, cmdline=None):
	"""Type @lines at the shell, on 4 CPUs as make run boots.

	Returns the runner's result and, for each prompt, the line typed
	there and what the shell answered.
	"""
	with tempfile.TemporaryDirectory(prefix='ktest-') as tmp:
		cmd, env = make_run(tmp, cmdline)
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


def play(steps, fd, write, fix=None):
	"""For each (regex, text[, delay]) in @steps wait until what @fd
	printed matches regex (after the previous match), wait delay
	seconds more, and write(text).  A callable text is given the match
	and returns what to send (a pid the kernel printed).  Text may be
	bytes, sent as they are.

	Returns everything read from @fd until it ends or BOOT_TIMEOUT,
	passed through fix() if given.
	"""
	out = b''
	steps = list(steps)
	seen = 0	# where the next step's regex is looked for
	send_at = None	# when the matched step's text goes
	match = None
	deadline = time.monotonic() + BOOT_TIMEOUT
	with selectors.DefaultSelector() as sel:
		sel.register(fd, selectors.EVENT_READ)
		while time.monotonic() < deadline:
			if send_at is not None and time.monotonic() >= send_at:
				text = steps.pop(0)[1]
				if callable(text):
					text = text(match)
				if isinstance(text, str):
					text = text.encode()
				write(text)
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
			try:
				data = os.read(fd, 65536)
			except OSError:		# a pty whose other side closed
				data = b''
			if not data:
				break
			out += data
			if fix:
				out = fix(out)
	return out


def converse(steps, smp=4):
	"""Boot, then play() @steps on the console's piped input and output.

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

		def write(text):
			proc.stdin.write(text)
			proc.stdin.flush()

		try:
			out = play(steps, proc.stdout.fileno(), write)
		finally:
			runner.stop_qemu(proc)
			proc.stdin.close()
			proc.stdout.close()
	return out.decode(errors='replace')


def one_line_end(out):
	"""QEMU leaves a pty's output processing on, so its ONLCR makes
	the guest's CR LF a CR CR LF; on a screen that is one line end."""
	return out.replace(b'\r\r\n', b'\r\n')


def terminal(steps):
	"""make run as a user at a terminal has it: the runner on a pty,
	at -smp 4, with @steps play()ed as keystrokes.

	Returns the runner's exit status and all the terminal showed.
	"""
	with tempfile.TemporaryDirectory(prefix='ktest-') as tmp:
		cmd, env = make_run(tmp)
		master, slave = pty.openpty()
		proc = subprocess.Popen(cmd, stdin=slave, stdout=slave,
					stderr=slave, env=env)
		os.close(slave)
		try:
			out = play(steps, master, lambda t: os.write(master, t),
				   one_line_end)
			status = proc.wait(30)
		finally:
			if proc.poll() is None:
				proc.terminate()	# the runner stops QEMU
				proc.wait(30)
			os.close(master)
	return status, out.decode(errors='replace')


def burst(text, smp):
	"""Boot to the prompt, then send @text all at once, as a paste does.

	Returns everything the console printed, up to power-off.
	"""
	return converse([(re.escape(PROMPT), text)], smp)


def ps_names(out):
	return {line.split()[-1].strip('[]') for line in out.splitlines()[1:]
		if line.strip()}


class SessionTest:
	"""One boot for a whole class: session() types LINES, and each
	test reads what came back.  Mixed into a unittest.TestCase."""

	LINES = []

	@classmethod
	def setUpClass(cls):
		cls.proc, cls.replies = session(cls.LINES)

	def reply(self, n):
		"""What the shell answered to the n-th line typed."""
		self.assertGreater(len(self.replies), n, self.proc.stdout)
		return self.replies[n][1]


@needs_qemu
class ConsoleTest(SessionTest, unittest.TestCase):

	LINES = [
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
	]

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


@needs_qemu
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


@needs_qemu
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


@needs_qemu
class PoweroffTest(unittest.TestCase):
	"""poweroff is a command like the others: a script can run it."""

	def test_poweroff_after_and(self):
		proc, replies = session(['echo before', 'true && poweroff',
					 'echo after'])
		self.assertEqual(proc.returncode, 0, proc.stdout + proc.stderr)
		self.assertEqual(replies[0][1].strip(), 'before')
		self.assertEqual([r[0] for r in replies],
				 ['echo before', 'true && poweroff'])
		self.assertIn('Power down.', proc.stdout)
		self.assertNotIn('after\n', proc.stdout)


@needs_qemu
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


@needs_qemu
class ProcTest(unittest.TestCase):
	"""The README's tour: a bound thread's /proc status, then its stop."""

	def test_status_of_a_bound_thread(self):
		started = r'kthread: started tour \(pid (\d+)\) on CPU 3\r?\n'
		# The stop a second later, as a user's would come: a stop
		# before the woken thread first runs is -EINTR (SPEC.md),
		# and lines typed ahead all come within microseconds.
		out = converse([
			(re.escape(PROMPT), 'kthread run tour 3\n'),
			(started, lambda m: 'cat /proc/%s/status\nsleep 1\n'
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
				 r'kthread_stop\(\) returned 0 after [1-9]' % pid)
		self.assertIn('cat: /proc/%s/status: No such file or directory'
			      % pid, out)


@needs_qemu
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


@needs_qemu
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


@needs_qemu
class ScriptTest(SessionTest, unittest.TestCase):
	"""The shell's script mode, and kselftest's hotplug test run by it."""

	LINES = [
		'false; echo status=$?',
		'x=7; echo x=$x && false || echo or-ran',
		'for f in /sys/devices/system/cpu/cpu*/online; do echo $f; done',
		'sh tools/testing/selftests/cpu-hotplug/cpu-on-off-test.sh -a',
		'echo rc=$?',
		'cat ' + ONLINE,
		'echo a | cat',
	]

	def test_lists_and_status(self):
		self.assertEqual(self.reply(0).strip(), 'status=1')
		self.assertEqual(self.reply(1).split(), ['x=7', 'or-ran'])

	def test_glob_lists_every_cpu_that_can_go_offline(self):
		self.assertEqual(self.reply(2).split(),
				 [CPU2.replace('2', str(c)) for c in (1, 2, 3)])

	def test_kselftest_port_passes(self):
		out = self.reply(3)
		self.assertIn('cpu-on-off-test: pass', out, self.proc.stdout)
		self.assertNotIn('FAIL', out)
		self.assertEqual(self.reply(4).strip(), 'rc=0')
		self.assertEqual(self.reply(5).strip(), '0-3')
		# It really took CPUs down: Linux's lines are in the log.
		self.assertGreaterEqual(
			self.proc.stdout.count('smpboot: CPU 3 is now offline'), 4)

	def test_unsupported_syntax_is_refused(self):
		self.assertIn('pipes are not supported', self.reply(6))


@needs_qemu
class CommandsTest(SessionTest, unittest.TestCase):
	"""Every command, its formats, and a usage line on bad arguments."""

	LINES = [
		'help', 'help ps', 'help nosuch',
		'ps ax', 'ps -ef', 'ps -o pid,ppid,psr,cls,pri,ni,stat,comm',
		'ps -o bogus',
		'kill -l', 'kill -9 99999', 'kill -TERM 2', 'kill -FOO 1',
		'kill',
		'free', 'free -k', 'free -z', 'uptime', 'uptime x',
		'top -b -n 1', 'top',
		'dmesg -c', 'dmesg', 'dmesg -n x', 'dmesg -n 3',
		'echo 0 > ' + CPU2, 'dmesg', 'echo 1 > ' + CPU2,
		'kthread stop 2', 'kthread run', 'kthread bogus', 'sleep x',
		'cat /proc/meminfo', 'cat /proc/stat', 'cat /proc/loadavg',
		'cat /proc/interrupts', 'cat /proc/softirqs',
		'cat /proc/cpuinfo', 'cat /proc/uptime', 'cat /proc/version',
		'cat /proc/self/stat', 'ls /proc', 'cat /nowhere',
		'ls /nowhere', 'grep -q MemTotal /proc/meminfo; echo $?',
		'grep -q NoSuchKey /proc/meminfo; echo $?',
		'echo 5 > /proc/uptime', 'cat /proc/self', 'echo 1 > /proc/1',
	]

	@classmethod
	def setUpClass(cls):
		super().setUpClass()
		cls.order = [typed for typed, _ in cls.replies]

	def reply(self, line, n=0):
		"""What the shell answered the n-th time @line was typed."""
		seen = [i for i, t in enumerate(self.order) if t == line]
		self.assertGreater(len(seen), n, self.proc.stdout[-3000:])
		return self.replies[seen[n]][1]

	def rows(self, line):
		return [l.split() for l in self.reply(line).splitlines()]

	def test_every_line_ran_and_powered_off(self):
		self.assertEqual(self.proc.returncode, 0,
				 self.proc.stdout[-3000:] + self.proc.stderr)
		self.assertEqual(self.order, self.LINES + ['poweroff'])
		for bad in ('Oops', 'BUG', 'Kernel panic'):
			self.assertNotIn(bad, self.proc.stdout)

	def test_help(self):
		names = {l.split()[0] for l in self.reply('help').splitlines()
			 if l.strip()}
		for cmd in ('ps', 'kthread', 'kill', 'top', 'free', 'uptime',
			    'sleep', 'dmesg', 'ls', 'grep', 'cat', 'echo', 'sh',
			    'test', 'torture', 'reboot', 'poweroff', 'help'):
			self.assertIn(cmd, names)
		self.assertRegex(self.reply('help ps'), r'^ps +ps \[ax')
		self.assertIn('no command "nosuch"', self.reply('help nosuch'))

	def test_ps_formats(self):
		ax = self.rows('ps ax')
		self.assertEqual(ax[0], ['PID', 'TTY', 'STAT', 'TIME', 'CMD'])
		self.assertIn('[migration/3]', [r[-1] for r in ax])
		ef = self.rows('ps -ef')
		self.assertEqual(ef[0], ['UID', 'PID', 'PPID', 'C', 'STIME',
					 'TTY', 'TIME', 'CMD'])
		pid = {r[-1]: r[1] for r in ef[1:]}
		ppid = {r[-1]: r[2] for r in ef[1:]}
		# keventd made the per-CPU threads of CPUs brought up later.
		self.assertEqual(ppid['[migration/1]'], pid['[events/0]'])
		self.assertTrue(all(r[0] == 'root' for r in ef[1:]))
		o = self.rows('ps -o pid,ppid,psr,cls,pri,ni,stat,comm')
		self.assertEqual(o[0], ['PID', 'PPID', 'PSR', 'CLS', 'PRI',
					'NI', 'STAT', 'COMMAND'])
		by = {r[-1]: r for r in o[1:]}
		for cpu in range(4):
			self.assertEqual(by['migration/%d' % cpu][2:4],
					 [str(cpu), 'FF'])
			self.assertEqual(by['ksoftirqd/%d' % cpu][5], '19')
		bad = self.reply('ps -o bogus')
		self.assertIn('unknown field "bogus"', bad)
		self.assertIn('usage: ps', bad)

	def test_kill(self):
		names = self.reply('kill -l')
		self.assertIn('15) SIGTERM', names)
		self.assertEqual(len(re.findall(r'\d+\) SIG[A-Z]+', names)), 31)
		for l in names.splitlines():
			self.assertEqual(l, l.rstrip(), 'blank at the end')
		self.assertIn('(99999) - No such process',
			      self.reply('kill -9 99999'))
		self.assertIn('migration/0 (pid 2) blocks SIGTERM',
			      self.reply('kill -TERM 2'))
		self.assertIn('unknown signal: FOO', self.reply('kill -FOO 1'))
		self.assertIn('usage: kill', self.reply('kill'))

	def test_free(self):
		for line in ('free', 'free -k'):
			head, mem, swap = self.reply(line).splitlines()[:3]
			self.assertEqual(head.split(), ['total', 'used', 'free',
					 'shared', 'buff/cache', 'available'])
			self.assertTrue(mem.startswith('Mem:'))
			self.assertTrue(swap.startswith('Swap:'))
			# Each heading ends where its numbers end.
			ends = [m.end() for m in re.finditer(r'\S+', head)]
			nums = [m.end() for m in re.finditer(r'\S+', mem)][1:]
			self.assertEqual(ends, nums, head + '\n' + mem)
		self.assertIn('usage: free', self.reply('free -z'))

	def test_uptime_and_top(self):
		self.assertRegex(self.reply('uptime'), r'load average: '
				 r'\d+\.\d\d, \d+\.\d\d, \d+\.\d\d')
		self.assertIn('usage: uptime', self.reply('uptime x'))
		top = self.reply('top -b -n 1')
		self.assertRegex(top, r'(?m)^Tasks: +\d+ total')
		self.assertRegex(top, r'(?m)^ +PID USER +PR +NI ')
		self.assertRegex(top, r'(?m) events/3\r?$')
		self.assertIn('usage: top', self.reply('top'))

	def raw(self, line, n=0):
		"""All the console printed after the n-th @line, kernel
		messages too, up to the next prompt."""
		after = self.proc.stdout.split(PROMPT + line + '\n')
		self.assertGreater(len(after), n + 1, self.proc.stdout[-3000:])
		return after[n + 1].partition(PROMPT)[0]

	def test_dmesg_clear_and_console_level(self):
		self.assertIn('Kernel command line', self.raw('dmesg -c'))
		self.assertEqual(self.raw('dmesg').strip(), '')
		self.assertIn('usage: dmesg', self.reply('dmesg -n x'))
		self.assertEqual(self.raw('dmesg -n 3').strip(), '')
		# At level 3 the hotplug line (level 6) is logged, not shown:
		# the one copy on the console is dmesg's.
		self.assertEqual(self.raw('echo 0 > ' + CPU2).strip(), '')
		self.assertIn('smpboot: CPU 2 is now offline',
			      self.raw('dmesg', 1))
		self.assertEqual(self.proc.stdout.count(
			'smpboot: CPU 2 is now offline'), 1)

	def test_kthread_and_sleep_usage(self):
		self.assertIn('2 is not a thread started with "kthread run"',
			      self.reply('kthread stop 2'))
		self.assertIn('usage: kthread run NAME [CPU]',
			      self.reply('kthread run'))
		self.assertIn('usage: kthread', self.reply('kthread bogus'))
		self.assertIn('usage: sleep', self.reply('sleep x'))

	def test_proc_files(self):
		mem = self.reply('cat /proc/meminfo')
		for key in ('MemTotal', 'MemFree', 'Slab', 'KernelStack'):
			self.assertRegex(mem, r'(?m)^%s: +\d+ kB' % key)
		stat = self.reply('cat /proc/stat')
		self.assertRegex(stat, r'^cpu  \d+')
		for key in ['cpu%d' % c for c in range(4)] + ['ctxt',
							      'processes']:
			self.assertRegex(stat, r'(?m)^%s \d+' % key)
		self.assertRegex(self.reply('cat /proc/loadavg').strip(),
				 r'^\d+\.\d\d \d+\.\d\d \d+\.\d\d \d+/\d+ \d+$')
		irq = self.reply('cat /proc/interrupts')
		self.assertEqual(irq.split()[:4], ['CPU0', 'CPU1', 'CPU2',
						   'CPU3'])
		for key in ('LOC', 'RES', 'CAL'):
			self.assertRegex(irq, r'(?m)^ *%s:( +\d+){4} ' % key)
		soft = self.reply('cat /proc/softirqs')
		self.assertRegex(soft, r'(?m)^ +TIMER:( +\d+){4}\r?$')
		self.assertEqual(re.findall(r'(?m)^processor\t: (\d+)',
					    self.reply('cat /proc/cpuinfo')),
				 ['0', '1', '2', '3'])
		self.assertRegex(self.reply('cat /proc/uptime').strip(),
				 r'^\d+\.\d\d \d+\.\d\d$')
		self.assertIn('Linux version 2.6',
			      self.reply('cat /proc/version'))
		self.assertRegex(self.reply('cat /proc/self/stat'),
				 r'^\d+ \(kshell\) R ')
		names = self.reply('ls /proc').split()
		for n in ('1', 'self', 'meminfo', 'stat', 'interrupts'):
			self.assertIn(n, names)

	def test_errors_and_status(self):
		self.assertIn('cat: /nowhere: No such file or directory',
			      self.reply('cat /nowhere'))
		self.assertIn("ls: cannot access '/nowhere'",
			      self.reply('ls /nowhere'))
		self.assertEqual(self.reply(
			'grep -q MemTotal /proc/meminfo; echo $?').strip(), '0')
		self.assertEqual(self.reply(
			'grep -q NoSuchKey /proc/meminfo; echo $?').strip(), '1')
		self.assertIn('Permission denied',
			      self.reply('echo 5 > /proc/uptime'))
		self.assertIn('cat: /proc/self: Is a directory',
			      self.reply('cat /proc/self'))
		self.assertIn('Is a directory', self.reply('echo 1 > /proc/1'))


@needs_qemu
class TerminalTest(unittest.TestCase):
	"""Keystrokes as a terminal sends them, through make run's runner
	on a pty: Enter is a CR, arrows are escape sequences, Ctrl-A x
	leaves.
	"""

	@classmethod
	def setUpClass(cls):
		after = lambda text: re.escape(text + '\r\n' + PROMPT)
		cls.status, cls.out = terminal([
			(re.escape(PROMPT), 'echo first-line\r'),
			# Up: the line again, Enter runs it.
			(after('first-line'), '\x1b[A\r'),
			(after('first-line'), 'upti\t\r'),
			(r'load average[^\n]*\n' + re.escape(PROMPT),
			 'cat /proc/loa\t\r'),
			(r'\d+/\d+ \d+\r\n' + re.escape(PROMPT),
			 'cat /proc/s\t'),
			# Several fit: Tab lists them and types the line again.
			(re.escape(PROMPT + 'cat /proc/s'), 'tat\r'),
			(r'processes \d+', 'echo one two three\x17\x17four\r'),
			(after('one four'), 'echo a\x1b[Db\x1b[Cc\x1b[1;5Dd\r'),
			(after('abcd'), 'sleep 100\r'),
			(re.escape('sleep 100\r\n'), '\x03', 2),
			(re.escape('^C\r\n' + PROMPT), 'cat /proc/uptime\r'),
			(r' \d+\.\d\d\r\n' + re.escape(PROMPT),
			 'echo redraw\x0c'),
			(re.escape('\x1b[H\x1b[2J' + PROMPT + 'echo redraw'),
			 '\r'),
			(after('redraw'), '\x01x'),
		])

	def test_ctrl_a_x_leaves_with_status_0(self):
		self.assertEqual(self.status, 0, self.out[-3000:])

	def test_up_arrow_runs_the_line_again(self):
		self.assertEqual(self.out.count('first-line\r\n'), 4,
				 self.out[-3000:])

	def test_tab_completes_commands_and_paths(self):
		self.assertIn(PROMPT + 'uptime ', self.out)
		self.assertIn(PROMPT + 'cat /proc/loadavg ', self.out)
		listed = self.out.partition(PROMPT + 'cat /proc/s')[2]
		for name in ('self/', 'softirqs', 'stat'):
			self.assertIn(name, listed.partition(PROMPT)[0])

	def test_ctrl_w_and_ctrl_c(self):
		self.assertIn('\r\none four\r\n', self.out)
		# Ctrl-C ended sleep 100 at once: not up for 100 s.
		up = re.search(r'\^C\r\n.*?\r\n(\d+)\.\d\d \d+\.\d\d\r\n',
			       self.out, re.S)
		self.assertIsNotNone(up, self.out[-3000:])
		self.assertLess(int(up.group(1)), 100)

	def test_unknown_escapes_are_dropped(self):
		self.assertIn('\r\nabcd\r\n', self.out)
		self.assertNotIn('[D', self.out)
		self.assertNotIn('[C', self.out)
		self.assertNotIn('[A', self.out)

	def test_no_oops(self):
		for bad in ('Oops', 'BUG', 'Kernel panic'):
			self.assertNotIn(bad, self.out)


def random_lines(rng, n):
	"""@n lines of hostile input: random words and bytes, control
	characters, escape sequences known and unknown, and a few lines
	of 4 KiB.  Ctrl-A is left out: it is QEMU's escape, not the
	kernel's; Ctrl-\\ (the task dump) comes a few times only.
	"""
	controls = [chr(c) for c in range(32) if c not in (1, 10, 13, 28)]
	escapes = ['\x1b[A', '\x1b[B', '\x1b[C', '\x1b[D', '\x1b[1;5C',
		   '\x1bOP', '\x1b[2~', '\x1b[99;99;99m', '\x1b', '\x1b[',
		   '\x1b]0;title\x07', '\x9b', '\x1bc']
	words = ['echo', 'cat', 'ls', '/proc/', '/sys/', ';', '&&', '||', '$?',
		 '"', "'", '$', '${', '}', 'if', 'then', 'fi', 'for', 'do',
		 'done', '>', '*', '\\', '(', ')', '|', '&', 'f()', '{',
		 'kill', 'kthread', 'sh', 'test', '[', ']', 'grep', 'ps',
		 '-9', '0', '99999999999', '%s%n', 'x' * 300]
	lines = []
	for i in range(n):
		parts = []
		if i % 200 == 199:
			parts.append(''.join(chr(rng.randrange(32, 127))
					     for _ in range(4096)))
		if i % 250 == 125:
			parts.append('\x1c')
		for _ in range(rng.randrange(0, 12)):
			k = rng.random()
			if k < 0.5:
				parts.append(rng.choice(words))
			elif k < 0.65:
				parts.append(rng.choice(controls))
			elif k < 0.8:
				parts.append(rng.choice(escapes))
			elif k < 0.9:
				parts.append(chr(rng.randrange(128, 256)))
			else:
				parts.append(''.join(chr(rng.randrange(33, 127))
						     for _ in range(rng.randrange(1, 20))))
			parts.append(' ' if rng.random() < 0.7 else '')
		lines.append(''.join(parts))
	return lines


@needs_qemu
class RandomLinesTest(unittest.TestCase):
	"""1,000 lines of garbage leave the shell answering, with no oops."""

	SEED = 2026

	def test_random_lines_then_echo_ok(self):
		import random
		lines = random_lines(random.Random(self.SEED), 1000)
		# A Ctrl-C first, so that the marker line starts clean.
		text = '\n'.join(lines) + '\n\x03echo random-lines-ok\npoweroff\n'
		out = converse([(re.escape(PROMPT),
				 text.encode('latin-1'))])
		self.assertRegex(out, r'(?m)^random-lines-ok\r?$', out[-3000:])
		for bad in ('Oops', 'BUG', 'Kernel panic', 'WARNING:',
			    'stack overflow'):
			self.assertNotIn(bad, out, out[-3000:])
		self.assertIn('Power down', out, out[-3000:])


if __name__ == '__main__':
	unittest.main()
