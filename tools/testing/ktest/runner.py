# SPDX-License-Identifier: GPL-2.0
"""Boot kt26 under QEMU: run its in-kernel tests, or give a console.

  runner.py --mode check   boot with ktest=1, stream and parse the KTAP,
                           end with "N passed, N failed[, N skipped]";
                           exit 0 only on a clean, complete, bug-free run
  runner.py --mode run     boot to the console shell (make run); piped
                           input is typed at the prompt, then "poweroff"
  runner.py --list_tests   name the cases a run would run, one per line
  runner.py --total FILE.. the grand total of the --results files

kunit_tool's spellings work too: a positional filter glob, --kernel_args,
--qemu_args, --raw_output, --json.  QEMU never outlives the runner: it is
stopped on SIGTERM, SIGINT and SIGHUP, and killed by the kernel
(PR_SET_PDEATHSIG) if the runner dies any other way.

The kernel powers QEMU off through isa-debug-exit (port 0xf4): QEMU's exit
status is (value << 1) | 1, so 33 means all passed, 35 tests failed, 37
kernel panic.  Exit 0 with -no-reboot means the guest reset itself.

Under make O=DIR the Makefile exports KBUILD_OUTPUT=DIR: the kernel and
the logs are then looked for and written there by default (out_path).
"""

import argparse
import collections
import ctypes
import json
import os
import re
import selectors
import shlex
import shutil
import signal
import subprocess
import sys
import termios
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apt  # noqa: E402
import ktap  # noqa: E402

QEMU = 'qemu-system-i386'
QEMU_MISSING = QEMU + ' not found: apt-get install qemu-system-x86'
EXIT_PASS = 33		# the kernel wrote 0x10 to port 0xf4
EXIT_FAIL = 35		# 0x11: tests ran, some failed
EXIT_PANIC = 37		# 0x12: panic()
EXIT_RESET = 0		# -no-reboot turns a guest reset into an exit
EXIT_REBOOT = 39	# 0x13: the shell's reboot; make run boots again

PROMPT = b'kt26# '
QEMU_QUIT = 'QEMU: Terminated'	# what QEMU prints on Ctrl-A x
TAIL_LINES = 40
KILL_GRACE = 5		# seconds between SIGTERM and SIGKILL
# Signals that end the runner and, with it, QEMU.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
PR_SET_PDEATHSIG = 1	# <linux/prctl.h>

# Console text that means a kernel bug whatever the tests said, and the
# name the failure report gives it.  "kernel BUG at" comes before "BUG:"
# only for the label; both are searched on every line.  A marker is a
# substring, or a compiled regex where a substring would be too loose.
# The soft-lockup and stack-overflow reports are "BUG:" lines; the
# hung-task report is Linux's "INFO: task NAME:PID blocked for more
# than N seconds."
BUG_MARKERS = [
	('Kernel panic - not syncing', 'kernel panic'),
	('Oops:', 'oops'),
	('kernel BUG at', 'kernel BUG'),
	('BUG:', 'BUG'),
	('WARNING: at ', 'warning'),
	('general protection fault', 'general protection fault'),
	('double fault', 'double fault'),
	# die()'s header for every other exception: "divide error: 0000 [#1]"
	(re.compile(r'^(\[ *[0-9.]+\] )?[a-z][a-z -]*: [0-9a-f]{4} \[#[0-9]+\]'),
	 'exception'),
	('WARNING: lock order inversion', 'lock order inversion'),
	(re.compile(r'INFO: task .+ blocked for more than '), 'hung task'),
]


def out_path(name):
	"""name under the build's output directory: $KBUILD_OUTPUT (make
	O=DIR exports it), else the current one."""
	return os.path.join(os.environ.get('KBUILD_OUTPUT', ''), name)


def env_int(name, default):
	value = os.environ.get(name, '').strip()
	if not value:
		return default
	if not value.isdigit():
		# As argparse's errors: one line and status 2.
		print('%s=%s: not a whole number' % (name, value),
		      file=sys.stderr)
		sys.exit(2)
	return int(value)


# QEMU's pc machine takes up to 255 CPUs; kt26 brings up NR_CPUS (64)
# of them and says which it ignores.
SMP_MAX = 255


def cpu_count(text):
	"""--smp and $SMP: a whole number of CPUs that QEMU can make."""
	if not text.strip().isdigit() or not 1 <= int(text) <= SMP_MAX:
		raise argparse.ArgumentTypeError(
			'SMP=%s: give a number of CPUs from 1 to %d' %
			(text, SMP_MAX))
	return int(text)


def add_machine_options(p):
	"""--smp ($SMP) and --accel ($QEMU_ACCEL), for every boot script."""
	p.add_argument('--smp', type=cpu_count,
		       default=os.environ.get('SMP', '').strip() or '4')
	p.add_argument('--accel', choices=('tcg', 'kvm'),
		       default=os.environ.get('QEMU_ACCEL') or 'tcg')


def parse_args(argv):
	p = argparse.ArgumentParser(
		description='Boot kt26 under QEMU and run its tests.',
		epilog='Options that take an optional value (--json, '
		'--raw_output) take it after "=" when a filter glob follows.')
	p.add_argument('filter_glob', nargs='?', metavar='FILTER_GLOB',
		       help='the same as --filter (kunit_tool\'s spelling)')
	p.add_argument('--mode', choices=('check', 'run'), default='check')
	p.add_argument('--kernel', default=out_path('vmlinux'),
		       help='kernel image (default: vmlinux, under '
		       '$KBUILD_OUTPUT when set)')
	add_machine_options(p)
	p.add_argument('--mem', default='256M')
	p.add_argument('--qemu', default=QEMU, metavar='BINARY',
		       help='the QEMU to boot in (default %s; make bench-linux '
		       'gives qemu-system-x86_64)' % QEMU)
	p.add_argument('--cmdline', '--kernel_args', '--kernel-args',
		       dest='cmdline', action='append', metavar='ARGS',
		       help='extra kernel command line, after ktest=1 ... '
		       '(repeatable; default: $CMDLINE)')
	p.add_argument('--filter', help='run only suites (or suite.case) '
		       'matching this glob')
	p.add_argument('--timeout', type=float, default=None,
		       help='seconds before QEMU is killed (check: '
		       'KTEST_TIMEOUT or 300; run: RUN_TIMEOUT, or 600 with '
		       'piped input)')
	p.add_argument('--idle-timeout', type=float,
		       default=env_int('KTEST_IDLE_TIMEOUT', 0),
		       help='seconds of console silence that count as a '
		       'hang (0: off)')
	p.add_argument('--log', help='the whole console is written here '
		       '(default: .ktest/console.log, or .ktest/run.log '
		       'for --mode run)')
	p.add_argument('--qemu-args', '--qemu_args', dest='qemu_args',
		       action='append', metavar='ARGS',
		       help='extra QEMU arguments, shell words (repeatable; '
		       'default: $QEMU_ARGS)')
	p.add_argument('--expect', action='append', default=[],
		       metavar='REGEX', help='a console line must match this '
		       '(repeatable); the run fails otherwise')
	p.add_argument('--show', metavar='REGEX',
		       help='echo console lines that match, without the '
		       'timestamp (for make bench)')
	p.add_argument('--quiet', action='store_true',
		       help='show only failures and the summary')
	p.add_argument('--verbose', action='store_true',
		       help='echo the whole console')
	p.add_argument('--raw_output', '--raw-output', nargs='?',
		       const='all', choices=('all', 'kunit'),
		       help='print the console as it comes instead of the '
		       'results (kunit: only the KTAP lines); the verdict '
		       'goes to standard error')
	p.add_argument('--json', nargs='?', const='-', metavar='FILE',
		       help="write the results in kunit_tool's JSON shape to "
		       'FILE (standard output without one)')
	p.add_argument('--list_tests', '--list-tests', action='store_true',
		       help='boot with ktest.action=list and print the cases '
		       'the filter selects, one suite.case a line, without '
		       'running them')
	p.add_argument('--label', help='name this boot in its summary line '
		       '("LABEL: N passed, ...")')
	p.add_argument('--results', metavar='FILE',
		       help='write this boot\'s counts to FILE, for --total')
	p.add_argument('--total', nargs='+', metavar='FILE',
		       help='print the grand total of these --results files '
		       'and exit: nothing is booted')
	p.add_argument('--find-qemu', action='store_true',
		       help='only check that %s is installed' % QEMU)
	p.add_argument('--install-qemu', action='store_true',
		       help='as root, apt-get install qemu-system-x86 when '
		       '%s is missing (make run and make check do)' % QEMU)
	args = p.parse_args(argv)
	finish_args(p, args)
	return args


def finish_args(p, args):
	"""Merge the two spellings of each option and check what was given."""
	# argparse checks choices on the command line only, not $QEMU_ACCEL.
	if args.accel not in ('tcg', 'kvm'):
		p.error('QEMU_ACCEL=%s: give tcg or kvm' % args.accel)
	if args.filter_glob is not None:
		if args.filter is not None:
			p.error('give the filter once: FILTER_GLOB or --filter')
		args.filter = args.filter_glob
	if args.filter and re.search(r'\s', args.filter):
		p.error('--filter must not contain spaces')
	if args.cmdline is None:
		args.cmdline = os.environ.get('CMDLINE', '')
	else:
		args.cmdline = ' '.join(w.strip() for w in args.cmdline)
	words = args.qemu_args
	if words is None:
		words = [os.environ.get('QEMU_ARGS', '')]
	try:
		args.qemu_args = [w for arg in words for w in shlex.split(arg)]
	except ValueError as e:
		p.error('--qemu-args: %s' % e)
	if args.mode == 'run':
		for name in ('json', 'list_tests', 'results', 'raw_output'):
			if getattr(args, name):
				p.error('--%s is for --mode check' % name)
	if args.log is None:
		name = 'console.log' if args.mode == 'check' else 'run.log'
		args.log = os.path.join(out_path('.ktest'), name)


def kernel_cmdline(args, testing, action=None):
	words = []
	if testing:
		words.append('ktest=1')
		# What QEMU is given, so the kernel can check it found it all.
		words.append('ktest.cpus=%d' % args.smp)
		if action:
			words.append('ktest.action=' + action)
		if args.filter:
			words.append('ktest.filter=' + args.filter)
	if args.cmdline.strip():
		words.append(args.cmdline.strip())
	return ' '.join(words)


def accel_option(accel, smp):
	if accel == 'kvm':
		return 'kvm'
	# One host thread per virtual CPU, so CPUs really run at once and
	# SMP races show up; QEMU 7.2 supports it for i386 guests.
	return 'tcg,thread=multi' if smp > 1 else 'tcg'


def qemu_machine(qemu, mem, smp, accel):
	"""The machine every boot of ours asks for (make bench-linux's
	Linux boots too): its serial port and what it boots are the
	caller's."""
	return [qemu, '-machine', 'pc', '-m', mem, '-smp', str(smp),
		'-accel', accel_option(accel, smp),
		'-nographic', '-no-reboot', '-monitor', 'none',
		# No network card: no iPXE ROM to wait for at boot.
		'-net', 'none']


def qemu_command(args, cmdline, debug_log):
	cmd = qemu_machine(args.qemu, args.mem, args.smp, args.accel) + [
	       # mon:stdio: on a terminal Ctrl-A x quits and Ctrl-C goes to
	       # the guest; in check mode it lets a hang report send "nmi".
	       '-serial', 'mon:stdio',
	       '-device', 'isa-debug-exit,iobase=0xf4,iosize=0x04',
	       '-d', 'cpu_reset', '-D', debug_log,
	       '-kernel', args.kernel]
	if cmdline:
		cmd += ['-append', cmdline]
	return cmd + args.qemu_args


def log_dir(args):
	path = os.path.dirname(args.log) or '.'
	os.makedirs(path, exist_ok=True)
	return path


def find_markers(line):
	"""Labels of the kernel-bug markers in one console line."""
	return [label for marker, label in BUG_MARKERS
		if (marker.search(line) if isinstance(marker, re.Pattern)
		    else marker in line)]


# One line of ktest.action=list output.
CASE_NAME_RE = re.compile(r'^[^\s.#]+\.[^\s.]+$')


def kernel_log_line(line):
	"""A printk line (it has a timestamp); ktest's KTAP lines do not."""
	return bool(ktap.TIMESTAMP_RE.match(ktap.ESCAPE_RE.sub('', line)))


class Console:
	"""Everything learned from the kernel's console as it streams in."""

	def __init__(self, args, log):
		self.args = args
		self.log = log
		self.parser = ktap.Parser()
		self.tail = collections.deque(maxlen=TAIL_LINES)
		self.markers = []	# (label, line), first of each label
		self.partial = b''
		self.expect = [re.compile(r) for r in args.expect]
		self.show = re.compile(args.show) if args.show else None
		self.ktap_at = None	# seconds from QEMU start to "KTAP version"
		self.names = []		# "suite.case" lines of ktest.action=list
		self.start = time.monotonic()
		self.last_output = self.start

	def feed(self, data):
		self.log.write(data)
		self.log.flush()
		self.last_output = time.monotonic()
		lines = (self.partial + data).split(b'\n')
		self.partial = lines.pop()
		for raw in lines:
			self._line(raw.decode('utf-8', errors='replace'))

	def close(self):
		if self.partial:
			self._line(self.partial.decode('utf-8', errors='replace'))
			self.partial = b''
		return self.parser.finish()

	def _line(self, line):
		line = line.rstrip('\r')
		# Shown on a terminal: no escape sequences (BIOS ones clear it).
		shown = ktap.ESCAPE_RE.sub('', line)
		self.tail.append(shown)
		if self.args.verbose and not self.args.raw_output:
			print(shown, flush=True)
		self._check_markers(line)
		self.expect = [r for r in self.expect if not r.search(line)]
		if self.show and self.show.search(ktap.strip_line(line)):
			print(ktap.strip_line(line), flush=True)
		was_started = self.parser.started()
		for name, test in self.parser.feed(line):
			self._show(name, test)
		if not was_started and self.parser.started():
			self.ktap_at = time.monotonic() - self.start
		self._raw(line)
		if self.parser.started() and not kernel_log_line(line) and \
		   CASE_NAME_RE.match(ktap.strip_line(line)):
			self.names.append(ktap.strip_line(line))

	def _raw(self, line):
		"""--raw_output: the console as it is, or its KTAP lines."""
		raw = self.args.raw_output
		if raw == 'all':
			print(line, flush=True)
		elif raw == 'kunit' and self.parser.started() and \
		     not kernel_log_line(line):
			print(ktap.strip_line(line), flush=True)

	def _check_markers(self, line):
		seen = {label for label, _ in self.markers}
		for label in find_markers(line):
			if label not in seen:
				self.markers.append((label, ktap.strip_line(line)))
				seen.add(label)

	def _show(self, name, test):
		if self.args.verbose or self.args.raw_output:
			return
		if self.args.quiet and test.status not in (ktap.FAIL,
							   ktap.NO_RESULT):
			return
		print('\n'.join(ktap.format_result(name, test)), flush=True)


class Outcome:
	"""How QEMU ended."""

	def __init__(self):
		self.status = None	# QEMU's exit status if it exited itself
		self.timed_out = False
		self.idle = False	# killed for console silence
		self.silent_for = 0.0
		self.elapsed = 0.0
		self.stderr = b''
		self.start_error = None


# The QEMUs started and not yet reaped: what a stop signal must end.
live_qemus = []
# --qemu: the binary that QemuMissing and the missing-QEMU line are about.
qemu_binary = QEMU
# The terminal's settings before QEMU made it raw (--mode run on a tty).
saved_tty = None
# Prefix of the runner's own messages: "ktest" or, for make run, "kt26".
who = 'ktest'


def load_prctl():
	try:
		return ctypes.CDLL(None, use_errno=True).prctl
	except (OSError, AttributeError):
		return None


# Looked up now: the child must not load libraries between fork and exec.
PRCTL = load_prctl()


def qemu_child_setup(runner_pid, death_sig):
	"""preexec_fn for QEMU: the kernel sends it death_sig when the
	runner dies.

	That covers what no handler can: a SIGKILLed or crashed runner.
	"""
	def setup():
		if PRCTL is not None:
			PRCTL(PR_SET_PDEATHSIG, int(death_sig), 0, 0, 0)
		# The runner may have died before prctl took effect.
		if os.getppid() != runner_pid:
			os._exit(1)
		# start_qemu blocked them in the runner; QEMU wants them.
		signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
	return setup


class QemuMissing(Exception):
	"""qemu-system-i386 is not installed."""


def start_qemu(cmd, own_session, death_sig=signal.SIGKILL, **popen_args):
	"""Start QEMU so that it cannot outlive the runner.

	own_session puts it in a session of its own, so that a Ctrl-C or a
	signal to the runner's process group reaches only the runner, which
	then stops QEMU itself.  Raises QemuMissing without QEMU.  The same
	serves make bench-linux for a runner of its own, with death_sig
	SIGTERM: that runner then stops its QEMU before it goes.
	"""
	# A stop signal between fork and the list update would miss QEMU.
	signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
	try:
		proc = subprocess.Popen(cmd, start_new_session=own_session,
					preexec_fn=qemu_child_setup(os.getpid(),
								    death_sig),
					**popen_args)
		proc.own_session = own_session
		live_qemus.append(proc)
	except FileNotFoundError:
		if cmd[0] == qemu_binary:
			raise QemuMissing() from None
		raise
	finally:
		signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
	return proc


def signal_qemu(proc, sig):
	try:
		if getattr(proc, 'own_session', False):
			os.killpg(proc.pid, sig)
		else:
			os.kill(proc.pid, sig)
	except (ProcessLookupError, PermissionError):
		pass


def reap(proc, seconds):
	"""Wait up to seconds for proc to exit; True once it is reaped.

	Plain waitpid, not Popen.wait: this also runs in a signal handler,
	possibly while the interrupted code is inside Popen.wait.
	"""
	end = time.monotonic() + seconds
	while proc.returncode is None:
		try:
			pid, status = os.waitpid(proc.pid, os.WNOHANG)
		except ChildProcessError:
			return True
		if pid:
			proc.returncode = os.waitstatus_to_exitcode(status)
			return True
		if time.monotonic() >= end:
			return False
		time.sleep(0.02)
	return True


def stop_qemu(proc):
	"""SIGTERM, then SIGKILL if QEMU does not go within the grace time.

	SIGTERM first: QEMU then exits cleanly and gives the terminal back.
	"""
	if not reap(proc, 0):
		signal_qemu(proc, signal.SIGTERM)
		# A QEMU stopped by SIGTTIN would not see it otherwise.
		signal_qemu(proc, signal.SIGCONT)
		if not reap(proc, KILL_GRACE):
			signal_qemu(proc, signal.SIGKILL)
			reap(proc, float('inf'))
	if proc in live_qemus:
		live_qemus.remove(proc)


def stop_all_qemus():
	"""Stop every QEMU (or other child) start_qemu() started and that
	is still running."""
	for proc in list(live_qemus):
		stop_qemu(proc)


def restore_terminal():
	if saved_tty is None:
		return
	# From a background process group tcsetattr would stop us.
	old = signal.signal(signal.SIGTTOU, signal.SIG_IGN)
	try:
		termios.tcsetattr(sys.stdin.fileno(), termios.TCSADRAIN,
				  saved_tty)
	except (OSError, termios.error):
		pass
	finally:
		signal.signal(signal.SIGTTOU, old)


def on_stop_signal(signum, frame):
	"""SIGTERM, SIGINT or SIGHUP: stop QEMU, then die of the signal."""
	for sig in STOP_SIGNALS:
		signal.signal(sig, signal.SIG_IGN)
	stopped = bool(live_qemus)
	stop_all_qemus()
	restore_terminal()
	try:
		sys.stdout.flush()
		print('%s: %s%s' % (who, signal.Signals(signum).name,
				    ', QEMU stopped' if stopped else ''),
		      file=sys.stderr, flush=True)
	except (OSError, ValueError, RuntimeError):
		pass	# the terminal hung up, or a print was interrupted
	# Die of it, so that make and shells see what ended us.
	signal.signal(signum, signal.SIG_DFL)
	os.kill(os.getpid(), signum)
	os._exit(128 + signum)


def install_stop_handlers():
	for sig in STOP_SIGNALS:
		signal.signal(sig, on_stop_signal)


# On a hang: Ctrl-\\ makes the kernel print every task with where it
# sleeps (if CPU 0 still takes interrupts); then, through the monitor
# that mon:stdio multiplexes (Ctrl-A c toggles it), an NMI to every CPU
# makes each print its backtrace, interrupts off or not.
SYSRQ_DUMP = b'\x1c'
MONITOR_NMI = b'\x01cnmi\n\x01c'
DUMP_WAIT = 3.0		# seconds to let each print before going on


def read_for(proc, sel, console, seconds):
	end = time.monotonic() + seconds
	while sel.get_map() and time.monotonic() < end:
		for key, _ in sel.select(0.2):
			data = os.read(key.fd, 65536)
			if not data:
				sel.unregister(key.fileobj)
			elif key.fileobj is proc.stdout:
				console.feed(data)


def ask_for_dump(proc, sel, console):
	"""On a hang, have the kernel say where every task and CPU is."""
	for request in (SYSRQ_DUMP, MONITOR_NMI):
		try:
			proc.stdin.write(request)
			proc.stdin.flush()
		except OSError:
			return
		read_for(proc, sel, console, DUMP_WAIT)


def pump(proc, sel, console, outcome, timeout, idle_timeout):
	"""Move QEMU's output into console until it exits or time runs out."""
	deadline = console.start + timeout
	while sel.get_map():
		now = time.monotonic()
		if now >= deadline:
			outcome.timed_out = True
			ask_for_dump(proc, sel, console)
			return
		if idle_timeout and now - console.last_output >= idle_timeout:
			outcome.timed_out = outcome.idle = True
			ask_for_dump(proc, sel, console)
			return
		for key, _ in sel.select(min(deadline - now, 1.0)):
			data = os.read(key.fd, 65536)
			if not data:
				sel.unregister(key.fileobj)
			elif key.fileobj is proc.stdout:
				console.feed(data)
			else:
				outcome.stderr += data


def boot_and_stream(cmd, console, timeout, idle_timeout):
	outcome = Outcome()
	try:
		proc = start_qemu(cmd, True, stdin=subprocess.PIPE,
				  stdout=subprocess.PIPE,
				  stderr=subprocess.PIPE)
	except OSError as e:
		outcome.start_error = '%s: %s' % (cmd[0], e.strerror)
		return outcome
	console.start = console.last_output = time.monotonic()
	sel = selectors.DefaultSelector()
	sel.register(proc.stdout, selectors.EVENT_READ)
	sel.register(proc.stderr, selectors.EVENT_READ)
	try:
		pump(proc, sel, console, outcome, timeout, idle_timeout)
		if not outcome.timed_out:
			left = console.start + timeout - time.monotonic()
			proc.wait(max(left, 0.1))
	except subprocess.TimeoutExpired:
		outcome.timed_out = True
	finally:
		outcome.silent_for = time.monotonic() - console.last_output
		stop_qemu(proc)
		sel.close()
		proc.stdin.close()
		proc.stdout.close()
		proc.stderr.close()
	outcome.elapsed = time.monotonic() - console.start
	if not outcome.timed_out:
		outcome.status = proc.returncode
	return outcome


def triple_fault_logged(debug_log):
	try:
		with open(debug_log, errors='replace') as f:
			return 'Triple fault' in f.read()
	except OSError:
		return False


def qemu_reasons(outcome, labels, report, debug_log, timeout):
	"""Why QEMU's ending is a failure (empty if it powered off clean)."""
	if outcome.start_error:
		return ['failed to start: ' + outcome.start_error]
	if outcome.timed_out:
		what = 'no console output for %d s' % outcome.silent_for
		if outcome.idle:
			return ['hang: ' + what]
		return ['hang: timeout after %d s (%s)' % (timeout, what)]
	status = outcome.status
	if status == EXIT_PASS:
		return []
	if status == EXIT_FAIL:
		if report.counts.failed:
			return []	# the failed cases say it better
		return ['QEMU exit status 35: the kernel reported failures']
	if status == EXIT_PANIC:
		if 'kernel panic' in labels:
			return []
		return ['kernel panic (QEMU exit status 37)']
	if status == EXIT_RESET:
		if triple_fault_logged(debug_log):
			return ['triple fault (see %s)' % debug_log]
		return ['guest reset without powering off (QEMU exit status '
			'0: a triple fault?)']
	if status < 0:
		return ['QEMU killed by signal %d' % -status]
	first = outcome.stderr.decode(errors='replace').strip().splitlines()
	detail = ': ' + first[0] if first else ''
	return ['QEMU exit status %d%s' % (status, detail)]


def ktap_reasons(report):
	reasons = list(report.errors)
	# A filter that matches nothing (a typo) must not look like success.
	if report.started and not report.errors and not report.counts.total():
		reasons.append('no tests ran (does the filter match a suite?)')
	failed = report.failed_cases()
	if failed:
		shown = ', '.join(failed[:5])
		more = ' and %d more' % (len(failed) - 5) if len(failed) > 5 \
			else ''
		reasons.append('%d failed: %s%s' % (len(failed), shown, more))
	elif report.counts.failed and not report.errors:
		reasons.append('%d failed' % report.counts.failed)
	return reasons


def verdict(outcome, markers, report, debug_log, timeout):
	"""Every reason the run failed; an empty list means it passed.

	markers is the console's [(label, line)] of kernel-bug messages.
	"""
	reasons = ['%s (%s)' % (label, line[:120]) for label, line in markers]
	labels = [label for label, _ in markers]
	reasons += qemu_reasons(outcome, labels, report, debug_log, timeout)
	if outcome.start_error:
		return reasons
	return reasons + ktap_reasons(report)


def print_failure(reasons, console, outcome, args, out):
	if outcome.start_error:
		print('ktest: FAIL: ' + '; '.join(reasons), file=out)
		return
	print('---- last %d console lines (whole console: %s) ----' %
	      (len(console.tail), args.log), file=out)
	for line in console.tail:
		print(line, file=out)
	print('----', file=out)
	err = outcome.stderr.decode(errors='replace').strip()
	if err:
		print('QEMU said: ' + err, file=out)
	print('ktest: FAIL: ' + '; '.join(reasons), file=out)


def print_times(console, outcome, out):
	ktap_at = '%.2f s' % console.ktap_at if console.ktap_at is not None \
		else 'never'
	off = '%.2f s' % outcome.elapsed if outcome.status is not None \
		else 'never'
	print('ktest: from QEMU start: KTAP header at %s, power-off at %s' %
	      (ktap_at, off), file=out)


def boot(args, action=None):
	"""Boot the test kernel; returns the console, outcome and report."""
	if args.timeout is None:
		args.timeout = env_int('KTEST_TIMEOUT', 300)
	logs = log_dir(args)
	debug_log = os.path.join(logs, 'qemu-debug.log')
	cmd = qemu_command(args, kernel_cmdline(args, True, action),
			   debug_log)
	# A stale log from an earlier run must not report its triple fault.
	if os.path.exists(debug_log):
		os.remove(debug_log)
	with open(args.log, 'wb') as log:
		console = Console(args, log)
		if not os.path.isfile(args.kernel):
			outcome = Outcome()
			outcome.start_error = 'no kernel image ' + args.kernel
		else:
			outcome = boot_and_stream(cmd, console, args.timeout,
						  args.idle_timeout)
		report = console.close()
	reasons = verdict(outcome, console.markers, report, debug_log,
			  args.timeout)
	return console, outcome, report, reasons


def check(args):
	"""make check: boot the tests, report, and say whether all passed."""
	console, outcome, report, reasons = boot(args)
	reasons += ['no console line matched %r' % r.pattern
		    for r in console.expect]
	# With --raw_output standard output is the console alone.
	out = sys.stderr if args.raw_output else sys.stdout
	if not outcome.start_error:
		print_times(console, outcome, out)
	if reasons:
		print_failure(reasons, console, outcome, args, out)
	else:
		print('ktest: PASS', file=out)
	summary = report.counts.summary()
	if args.label:
		summary = '%s: %s' % (args.label, summary)
	print(summary, file=out, flush=True)
	if args.json:
		ktap.write_json(args.json, ktap.kunit_json(
			report, build_dir=os.path.dirname(
				os.path.abspath(args.kernel))))
	if args.results:
		write_results(args, report.counts, not reasons)
	return 1 if reasons else 0


def list_tests(args):
	"""--list_tests: boot with ktest.action=list, print suite.case lines."""
	console, outcome, report, reasons = boot(args, 'list')
	# The listing has an empty plan: "no tests ran" is not a failure
	# of the boot, an empty listing is said below.
	reasons = [r for r in reasons if not r.startswith('no tests ran')]
	if reasons:
		print_failure(reasons, console, outcome, args, sys.stderr)
		return 1
	for name in console.names:
		print(name)
	if not console.names:
		print('ktest: no case matches %r' % (args.filter or '*'),
		      file=sys.stderr)
		return 1
	return 0


def write_results(args, counts, ok):
	"""One boot's counts, for the grand total (--total) over boots."""
	os.makedirs(os.path.dirname(args.results) or '.', exist_ok=True)
	with open(args.results, 'w') as f:
		json.dump({'label': args.label or '', 'passed': counts.passed,
			   'failed': counts.failed, 'skipped': counts.skipped,
			   'ok': ok}, f)
		f.write('\n')


def read_results(path):
	"""(Counts, ok) from a --results file; ValueError if it is bad."""
	try:
		with open(path) as f:
			r = json.load(f)
		counts = ktap.Counts(int(r['passed']), int(r['failed']),
				     int(r['skipped']))
		return counts, bool(r['ok'])
	except (OSError, KeyError, TypeError, ValueError) as e:
		raise ValueError('%s: no results (%s)' % (path, e)) from None


def total(paths):
	"""make check's last line: one count over every boot."""
	grand = ktap.Counts()
	ok = True
	for path in paths:
		try:
			counts, boot_ok = read_results(path)
		except ValueError as e:
			print('ktest: ' + str(e), file=sys.stderr)
			ok = False
			continue
		grand.add(counts)
		ok = ok and boot_ok
	print('%d passed, %d failed, %d skipped' %
	      (grand.passed, grand.failed, grand.skipped), flush=True)
	return 0 if ok and not grand.failed else 1


def run_timeout(args, interactive):
	if args.timeout is not None:
		return args.timeout
	return env_int('RUN_TIMEOUT', 0 if interactive else 600) or None


def run_on_terminal(cmd, timeout):
	"""A person at the console: QEMU gets the terminal itself.

	QEMU stays in the runner's process group, which owns the terminal;
	the terminal is raw, so Ctrl-C goes to the guest, and a SIGINT that
	reaches the runner anyway was sent on purpose: it stops QEMU.
	"""
	global saved_tty

	print('kt26: type "poweroff" (or Ctrl-A x) to leave QEMU',
	      file=sys.stderr, flush=True)
	try:
		saved_tty = termios.tcgetattr(sys.stdin.fileno())
	except termios.error:
		saved_tty = None
	proc = start_qemu(cmd, False)
	try:
		return proc.wait(timeout)
	except subprocess.TimeoutExpired:
		return None
	finally:
		stop_qemu(proc)
		restore_terminal()


class Typist:
	"""Types the piped lines at the shell, one per prompt, then poweroff.

	Waiting for each prompt matters: input sent before the kernel's
	serial driver is ready could be dropped when it resets the UART.
	"""

	def __init__(self, lines):
		self.proc = None
		self.lines = lines + [b'poweroff']
		self.carry = b''

	def output(self, data):
		text = self.carry + data
		prompts = text.count(PROMPT)
		self.carry = text[-(len(PROMPT) - 1):]
		for _ in range(prompts):
			self._type_next()

	def _type_next(self):
		if not self.lines:
			return
		try:
			self.proc.stdin.write(self.lines.pop(0) + b'\n')
			self.proc.stdin.flush()
		except BrokenPipeError:
			self.lines = []


def run_piped(cmd, deadline, log, typist):
	"""Input comes from a pipe: type it, power off, pass output through.

	Returns QEMU's exit status (None if it had to be killed) and what
	pass_through saw on the console.  @typist keeps the lines not typed
	yet, for the next boot after a reboot.
	"""
	proc = start_qemu(cmd, True, stdin=subprocess.PIPE,
			  stdout=subprocess.PIPE)
	typist.proc = proc
	try:
		seen = pass_through(proc, typist, log, deadline)
		status = proc.wait(max(deadline - time.monotonic(), 0.1))
	except subprocess.TimeoutExpired:
		status = None
	finally:
		# QEMU has its own session: a Ctrl-C here would not reach it.
		stop_qemu(proc)
	return status, seen


def run_piped_boots(cmd, timeout, log_path):
	"""run_piped(), booting again after each reboot, on one deadline."""
	typist = Typist(sys.stdin.buffer.read().splitlines())
	deadline = time.monotonic() + timeout
	bugs = set()
	with open(log_path, 'wb') as log:
		while True:
			status, seen = run_piped(cmd, deadline, log, typist)
			bugs |= seen.bugs
			if status != EXIT_REBOOT:
				break
	seen.bugs = bugs
	return status, seen


class Seen:
	"""What pass_through noticed on the console."""

	def __init__(self):
		self.bugs = set()	# kernel-bug marker labels
		self.quit = False	# QEMU's answer to Ctrl-A x


def pass_through(proc, typist, log, deadline):
	"""Copy QEMU's output to ours and the log until EOF or deadline."""
	seen = Seen()
	partial = b''
	with selectors.DefaultSelector() as sel:
		sel.register(proc.stdout, selectors.EVENT_READ)
		while time.monotonic() < deadline:
			if not sel.select(min(deadline - time.monotonic(), 1)):
				continue
			data = os.read(proc.stdout.fileno(), 65536)
			if not data:
				break
			sys.stdout.buffer.write(data)
			sys.stdout.buffer.flush()
			log.write(data)
			*done, partial = (partial + data).split(b'\n')
			for raw in done + [partial]:
				line = raw.decode(errors='replace')
				seen.bugs.update(find_markers(line))
				seen.quit |= QEMU_QUIT in line
			typist.output(data)
	return seen


def run_verdict(status, seen, interactive, debug_log, timeout):
	"""make run's exit status, and the one line that explains a failure."""
	if seen.bugs:
		return 1, 'kt26: kernel bug on the console: ' + \
			', '.join(sorted(seen.bugs))
	if status == EXIT_PASS:
		return 0, None
	if status is None:
		return 1, 'kt26: QEMU killed after %d s' % timeout
	if status == EXIT_RESET:
		if triple_fault_logged(debug_log):
			return 1, 'kt26: triple fault (see %s)' % debug_log
		# Ctrl-A x: QEMU says so on the console, which on a terminal
		# is not ours to read; exit 0 there is the user leaving.
		if interactive or seen.quit:
			return 0, None
	return 1, 'kt26: QEMU exit status %d (33 is a clean poweroff)' % status


def run(args):
	"""make run: the console shell, no tests."""
	interactive = sys.stdin.isatty()
	timeout = run_timeout(args, interactive)
	debug_log = os.path.join(log_dir(args), 'qemu-debug.log')
	if os.path.exists(debug_log):
		os.remove(debug_log)
	cmd = qemu_command(args, kernel_cmdline(args, False), debug_log)
	if interactive:
		status = EXIT_REBOOT
		while status == EXIT_REBOOT:
			status, seen = run_on_terminal(cmd, timeout), Seen()
	else:
		status, seen = run_piped_boots(cmd, timeout, args.log)
	code, why = run_verdict(status, seen, interactive, debug_log, timeout)
	if why:
		print(why, file=sys.stderr)
	return code


def install_qemu():
	"""As .ci/run does: apt-get, only as root, and only if it is there."""
	if not apt.can_install():
		return
	print('%s: %s missing: installing qemu-system-x86 with apt-get' %
	      (who, qemu_binary), file=sys.stderr, flush=True)
	apt.install(['qemu-system-x86'])


def main(argv):
	global who, qemu_binary

	args = parse_args(argv)
	qemu_binary = args.qemu
	missing = QEMU_MISSING.replace(QEMU, qemu_binary)
	if args.total:
		return total(args.total)
	who = 'kt26' if args.mode == 'run' else 'ktest'
	install_stop_handlers()
	if shutil.which(qemu_binary) is None and args.install_qemu:
		install_qemu()
	if shutil.which(qemu_binary) is None:
		print(missing, file=sys.stderr)
		return 1
	if args.find_qemu:
		return 0
	try:
		if args.list_tests:
			return list_tests(args)
		if args.mode == 'run':
			return run(args)
		return check(args)
	except QemuMissing:
		print(missing, file=sys.stderr)
		return 1


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
