#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
#
# make debug: boot kt26 halted under QEMU's gdb stub and debug it.
#
#   debug.py [--port N] [--gdb PROG | --no-gdb] [--ex CMD]...
#
# With gdb (the default), QEMU runs in the background, its serial console
# on a Unix socket (and copied to .ktest/debug-console.log), and gdb
# takes the terminal, connected and with scripts/gdb/kt26.py loaded.
# QEMU is stopped when gdb quits.  With --no-gdb, QEMU takes the
# terminal, as make run, and the command to connect is printed first.
# See Documentation/debugging.txt.

import argparse
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apt  # noqa: E402
import runner  # noqa: E402

GDB_SCRIPT = 'scripts/gdb/kt26.py'
GDB_MISSING = 'gdb not found: apt-get install gdb (or make debug GDB=no)'


def parse_args(argv):
	p = argparse.ArgumentParser(description='boot kt26 halted for gdb')
	p.add_argument('--kernel', default=runner.out_path('vmlinux'))
	p.add_argument('--port', type=int,
		       default=runner.env_int('GDB_PORT', 1234),
		       help="QEMU's gdb stub port (default 1234)")
	p.add_argument('--gdb', default=os.environ.get('GDB') or 'gdb',
		       help='the gdb to run, with its options; "no": none')
	p.add_argument('--no-gdb', dest='gdb', action='store_const',
		       const='no')
	p.add_argument('--ex', action='append', default=[],
		       help='a gdb command to run once connected')
	p.add_argument('--log-dir', default=runner.out_path('.ktest'))
	return p.parse_args(argv)


def gdb_command(args):
	"""gdb on vmlinux: our commands loaded, then connected."""
	cmd = shlex.split(args.gdb) + ['-q', args.kernel,
				       '-ex', 'source ' + GDB_SCRIPT,
				       '-ex', 'target remote :%d' % args.port]
	for ex in args.ex:
		cmd += ['-ex', ex]
	return cmd


def find_gdb(prog):
	"""gdb's path; as root, install Debian's gdb first when it is missing,
	as .ci/run does for QEMU."""
	if shutil.which(prog):
		return True
	if prog != 'gdb' or not apt.can_install():
		return False
	print('debug: installing gdb', file=sys.stderr)
	apt.install(['gdb'])
	return shutil.which(prog) is not None


def qemu_command(args, serial):
	"""make run's QEMU, halted at the first instruction (-S) with the
	gdb stub on the port (QEMU's -s is the same on port 1234), and its
	console on serial: (Unix socket path, log file)."""
	run_args = runner.parse_args(['--mode', 'run', '--kernel', args.kernel,
				      '--qemu-args',
				      '-S -gdb tcp::%d' % args.port])
	debug_log = os.path.join(args.log_dir, 'qemu-debug.log')
	cmd = runner.qemu_command(run_args, runner.kernel_cmdline(run_args,
								  False),
				  debug_log)
	# Swap mon:stdio for the socket: the terminal is gdb's.
	i = cmd.index('-serial')
	cmd[i:i + 2] = ['-chardev', 'socket,id=con,path=%s,server=on,'
			'wait=off,logfile=%s' % serial, '-serial', 'chardev:con']
	return cmd


def connect_hint(args):
	return 'gdb %s -ex "source %s" -ex "target remote :%d"' % (
		args.kernel, GDB_SCRIPT, args.port)


def debug_without_gdb(args):
	print('debug: QEMU is halted; to connect, in another terminal:')
	print('  ' + connect_hint(args))
	sys.stdout.flush()
	return runner.main(['--mode', 'run', '--kernel', args.kernel,
			    '--log', os.path.join(args.log_dir, 'debug.log'),
			    '--qemu-args', '-S -gdb tcp::%d' % args.port])


def listening(port):
	"""Whether some socket listens on the TCP port, from /proc/net.

	Not by connecting: QEMU's stub would take that for gdb leaving, and
	let the guest run."""
	for name in ('/proc/net/tcp', '/proc/net/tcp6'):
		try:
			with open(name) as f:
				rows = f.read().splitlines()[1:]
		except OSError:
			continue
		for row in rows:
			words = row.split()
			if (words[3] == '0A' and
			    int(words[1].rsplit(':', 1)[1], 16) == port):
				return True
	return False


def wait_for_stub(proc, port, seconds=10):
	"""True once QEMU's stub listens; False if QEMU died or is slow."""
	end = time.monotonic() + seconds
	while time.monotonic() < end:
		if proc.poll() is not None:
			return False
		if listening(port):
			return True
		time.sleep(0.05)
	return False


def gdb_child():
	# The launcher ignores Ctrl-C while gdb runs; gdb must not.
	signal.signal(signal.SIGINT, signal.SIG_DFL)


def debug_with_gdb(args):
	sock = os.path.join(args.log_dir, 'debug-console.sock')
	log = os.path.join(args.log_dir, 'debug-console.log')
	for path in (sock, log):
		if os.path.exists(path):
			os.remove(path)
	cmd = qemu_command(args, (sock, log))
	# QEMU's own words go to a file: the terminal is gdb's.
	err_path = os.path.join(args.log_dir, 'debug-qemu.err')
	with open(err_path, 'wb') as err:
		proc = runner.start_qemu(cmd, True, stdin=subprocess.DEVNULL,
					 stdout=err, stderr=err)
	if not wait_for_stub(proc, args.port):
		runner.stop_qemu(proc)
		with open(err_path, errors='replace') as err:
			sys.stderr.write(err.read())
		print('debug: QEMU did not open its gdb stub on port %d '
		      '(in use? try make debug GDB_PORT=N)' % args.port,
		      file=sys.stderr)
		return 1
	print('debug: console: %s (socat -,raw,echo=0 UNIX-CONNECT:%s), '
	      'log in %s' % (sock, sock, log))
	print('debug: QEMU stops when gdb quits; "continue" boots it')
	sys.stdout.flush()
	# Ctrl-C in gdb reaches our process group: it is for gdb alone.
	signal.signal(signal.SIGINT, signal.SIG_IGN)
	try:
		status = subprocess.call(gdb_command(args),
					 preexec_fn=gdb_child)
	finally:
		runner.stop_qemu(proc)
	return status


def main(argv):
	args = parse_args(argv)
	runner.install_stop_handlers()
	if shutil.which(runner.QEMU) is None:
		print(runner.QEMU_MISSING, file=sys.stderr)
		return 1
	if not os.path.exists(args.kernel):
		print('debug: %s not found: make first' % args.kernel,
		      file=sys.stderr)
		return 1
	os.makedirs(args.log_dir, exist_ok=True)
	# Another stub there would take gdb's connection, not ours.
	if listening(args.port):
		print('debug: port %d is in use: make debug GDB_PORT=N' %
		      args.port, file=sys.stderr)
		return 1
	if args.gdb == 'no':
		return debug_without_gdb(args)
	if not find_gdb(shlex.split(args.gdb)[0]):
		print(GDB_MISSING, file=sys.stderr)
		return 1
	return debug_with_gdb(args)


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
