#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""make bench-linux: kt26's benchmarks beside the same figures on Linux.

    bench_linux.py [--kernel vmlinux] [--smp N] [--pairs P] [--accel tcg]
                   [--mem 256M] [--work-dir DIR] [--out-dir DIR]
                   [--timeout S] [--no-install]

Debian's linux-image-amd64, linux-headers-amd64, busybox-static and cpio
are installed with apt-get when missing (as root).  tools/bench/linux/
kt26_bench.c is built against that kernel's headers, put into a busybox
initramfs whose /init loads it, prints its lines and powers off, and
then kt26 (its bench suites, through the ktest runner) and Linux are
booted by turns in one qemu-system-x86_64 with the same -m, -smp and
accelerator: kt26, Linux, kt26, Linux, ...  Each boot's figures are
kept as make bench keeps them (bench_json.py), the Linux ones named
*-linux-smpN.json, and a table puts the two kernels' medians side by
side with the median of the per-pair ratios kt26/Linux.
"""

import argparse
import atexit
import glob
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(TOP, 'tools', 'testing', 'ktest'))
import apt  # noqa: E402
import bench_json  # noqa: E402
import runner  # noqa: E402

QEMU = 'qemu-system-x86_64'
PACKAGES = ('linux-image-amd64', 'linux-headers-amd64', 'busybox-static',
	    'cpio')
MODULE = 'kt26_bench'
MODULE_SRC = os.path.join(HERE, 'linux')
RUNNER = os.path.join(TOP, 'tools', 'testing', 'ktest', 'runner.py')
# Debian's kernel in TCG: the TSC watchdog would otherwise often throw
# the TSC out for the HPET, whose every read is an exit to QEMU.
LINUX_CMDLINE = 'console=ttyS0 quiet tsc=reliable panic=-1'
# kt26's bench boot as make bench's: KERN_INFO off the console, as quiet
# keeps it off Linux's, while the figures (KERN_NOTICE) and KTAP show.
KT26_BENCH_CMDLINE = 'loglevel=6'
APPLETS = ('sh', 'mount', 'mkdir', 'cat', 'insmod', 'dmesg', 'grep',
	   'poweroff')
THREADS_MAX = 100000	# the crowd of 4,000 is over 256M's default


class BenchLinuxError(Exception):
	"""A step failed: what to tell the user."""


def init_script(module='/%s.ko' % MODULE, threads_max=THREADS_MAX):
	"""The initramfs's /init: load the module, show its lines, power off."""
	return '''#!/bin/sh
# make bench-linux: time kt26's figures on Linux, then power off.
/bin/mkdir -p /dev /proc /sys
/bin/mount -t devtmpfs dev /dev
exec </dev/console >/dev/console 2>&1
mount -t proc proc /proc
mount -t sysfs sys /sys
echo %(threads)d > /proc/sys/kernel/threads-max
echo "bench-linux: clocksource" \\
	$(cat /sys/devices/system/clocksource/clocksource0/current_clocksource)
echo "bench-linux: insmod %(module)s"
insmod %(module)s || echo "bench-linux: insmod failed: $?"
dmesg | grep -E 'bench(-ns)?: '
echo "bench-linux: done"
poweroff -f
''' % {'threads': threads_max, 'module': module}


def linux_command(bzimage, initrd, smp, mem, accel, qemu=QEMU):
	return runner.qemu_machine(qemu, mem, smp, accel) + [
		'-serial', 'stdio', '-kernel', bzimage, '-initrd', initrd,
		'-append', LINUX_CMDLINE]


def kt26_command(kernel, smp, mem, accel, log, timeout, qemu=QEMU,
		 python=sys.executable):
	"""make bench's boot, in the QEMU that boots Linux."""
	return [python, RUNNER, '--qemu', qemu, '--mode', 'check',
		'--kernel', kernel, '--smp', str(smp), '--mem', mem,
		'--accel', accel, '--timeout', str(timeout),
		'--cmdline', KT26_BENCH_CMDLINE,
		'--quiet', '--filter', 'bench_*', '--log', log]


def figures(res):
	"""{figure: value} of one boot's results (bench_json.results()):
	median ns, bytes, a ratio, or the round trip floor's ns."""
	values = {what: f['median'] for what, f in res['figures'].items()}
	for what, f in res['other'].items():
		values[what] = f.get('bytes', f.get('ratio', f.get('ns')))
	return values


def side_by_side(kt26_results, linux_results):
	"""Rows (figure, kt26, Linux, ratio) from paired boots' results.

	kt26 and Linux are the median over each side's boots of the figure
	(its median, for a time); the ratio is the median over the pairs of
	kt26/Linux, None when a side lacks the figure.  The figures both
	have come first, in kt26's order; then kt26's own, then Linux's.
	"""
	kt = [figures(r) for r in kt26_results]
	lx = [figures(r) for r in linux_results]
	names = []
	for boot in kt + lx:
		names += [n for n in boot if n not in names]
	rows = []
	for name in names:
		a = [b[name] for b in kt if name in b]
		b = [b[name] for b in lx if name in b]
		ratios = [x[name] / y[name] for x, y in zip(kt, lx)
			  if name in x and name in y and y[name]]
		rows.append((name,
			     statistics.median(a) if a else None,
			     statistics.median(b) if b else None,
			     statistics.median(ratios) if ratios else None))
	rows.sort(key=lambda r: (r[1] is None) * 2 + (r[2] is None))
	return rows


def fmt_value(name, v):
	"""Times in us; bytes and ratios as they are."""
	if v is None:
		return '-'
	if 'memory' in name:
		return '%d B' % v
	if ' / ' in name:
		return '%.2f' % v
	us = v / 1000.0
	return '%.1f' % us if us < 10000 else '%.0f' % us


def format_table(rows, smp, accel, pairs, linux_version):
	width = max([len('figure')] + [len(r[0]) for r in rows])
	head = ('bench-linux: -smp %d, %s, %d pair%s, kt26 and Linux %s, '
		'medians in us; kt26/Linux is the median of the pairs\' '
		'ratios (below 1: kt26 is faster)' %
		(smp, accel, pairs, '' if pairs == 1 else 's', linux_version))
	lines = [head, '%-*s %10s %10s %10s' % (width, 'figure', 'kt26',
						  'Linux', 'kt26/Linux')]
	for name, a, b, r in rows:
		lines.append('%-*s %10s %10s %10s' %
			     (width, name, fmt_value(name, a),
			      fmt_value(name, b),
			      '-' if r is None else '%.2f' % r))
	return '\n'.join(lines) + '\n'


def run_bounded(cmd, log, timeout, sig=signal.SIGKILL):
	"""Run cmd in its own session, output to log; stopped after
	timeout, and sent sig if we die first.

	Returns the exit status, or None when it had to be stopped.
	"""
	with open(log, 'wb') as out:
		proc = runner.start_qemu(cmd, True, death_sig=sig,
					 stdin=subprocess.DEVNULL, stdout=out,
					 stderr=subprocess.STDOUT)
		try:
			return proc.wait(timeout)
		except subprocess.TimeoutExpired:
			return None
		finally:
			runner.stop_qemu(proc)


# A boot of its own per kernel and pair, stopped at the mark: kt26's
# prompt (make run's boot, no tests) and the first line of Linux's /init.
BOOT_FIGURE = 'QEMU start to the prompt (Linux: to /init)'
BOOT_MARKS = {'kt26': b'kt26# ', 'linux': b'bench-linux: '}


def kt26_run_command(kernel, smp, mem, accel, qemu=QEMU):
	"""make run's boot, straight in QEMU, for the boot time."""
	return runner.qemu_machine(qemu, mem, smp, accel) + [
		'-serial', 'stdio', '-kernel', kernel]


def time_to_mark(cmd, mark, timeout):
	"""Nanoseconds from starting cmd until mark is in its output, or
	None if it did not come within timeout s.  QEMU is stopped then."""
	t0 = time.monotonic_ns()
	proc = runner.start_qemu(cmd, True, stdin=subprocess.DEVNULL,
				 stdout=subprocess.PIPE,
				 stderr=subprocess.DEVNULL)
	seen = b''
	try:
		os.set_blocking(proc.stdout.fileno(), False)
		while time.monotonic_ns() - t0 < timeout * 10**9:
			try:
				data = proc.stdout.read()
			except BlockingIOError:
				data = None
			if data:
				seen = (seen + data)[-4096:]
				if mark in seen:
					return time.monotonic_ns() - t0
			elif data == b'':
				return None
			time.sleep(0.002)
		return None
	finally:
		runner.stop_qemu(proc)
		proc.stdout.close()


def boot_line(ns):
	"""The boot time as a bench-ns line of one sample, for the table
	and the JSON."""
	return ('bench-ns: n=1 min=%d median=%d p99=%d max=%d what=%s\n' %
		(ns, ns, ns, ns, BOOT_FIGURE))


def missing_packages():
	missing = []
	for pkg in PACKAGES:
		st = subprocess.run(['dpkg-query', '-W', '-f', '${Status}', pkg],
				    capture_output=True, text=True)
		if st.returncode or not st.stdout.endswith(' installed'):
			missing.append(pkg)
	return missing


def install_packages():
	missing = missing_packages()
	if not missing:
		return
	if os.geteuid() != 0:
		raise BenchLinuxError('missing %s, and not root: apt-get install '
				      'them' % ' '.join(missing))
	print('bench-linux: installing %s' % ' '.join(missing), flush=True)
	if not apt.install(missing):
		raise BenchLinuxError('apt-get install %s failed' %
				      ' '.join(missing))


def version_key(ver):
	return [int(x) if x.isdigit() else x
		for x in re.split(r'(\d+)', ver)]


def linux_version():
	"""The newest Debian kernel in /boot that has its headers."""
	vers = []
	for path in glob.glob('/boot/vmlinuz-*-amd64'):
		ver = path[len('/boot/vmlinuz-'):]
		if os.path.isdir('/lib/modules/%s/build' % ver):
			vers.append(ver)
	if not vers:
		raise BenchLinuxError('no /boot/vmlinuz-*-amd64 with '
				      '/lib/modules/VERSION/build')
	return max(vers, key=version_key)


def build_module(ver, work):
	"""kt26_bench.ko, built in a copy of tools/bench/linux/."""
	src = os.path.abspath(os.path.join(work, 'module'))
	shutil.rmtree(src, ignore_errors=True)
	shutil.copytree(MODULE_SRC, src)
	cmd = ['make', '-s', '-C', '/lib/modules/%s/build' % ver,
	       'M=' + src, 'modules']
	build = subprocess.run(cmd, capture_output=True, text=True)
	ko = os.path.join(src, MODULE + '.ko')
	if build.returncode or not os.path.exists(ko):
		raise BenchLinuxError('module build failed:\n' + build.stdout +
				      build.stderr)
	return ko


def make_initramfs(ko, work):
	"""A gzipped newc cpio: busybox, its applets, /init and the module."""
	root = os.path.join(work, 'initramfs')
	shutil.rmtree(root, ignore_errors=True)
	os.makedirs(os.path.join(root, 'bin'))
	shutil.copy('/bin/busybox', os.path.join(root, 'bin', 'busybox'))
	for applet in APPLETS:
		os.symlink('busybox', os.path.join(root, 'bin', applet))
	shutil.copy(ko, os.path.join(root, MODULE + '.ko'))
	init = os.path.join(root, 'init')
	with open(init, 'w') as f:
		f.write(init_script())
	os.chmod(init, 0o755)
	out = os.path.join(work, 'initramfs.cpio.gz')
	names = subprocess.run(['find', '.'], cwd=root, capture_output=True,
			       check=True).stdout
	cpio = subprocess.run(['cpio', '--quiet', '-o', '-H', 'newc'],
			      cwd=root, input=names, capture_output=True,
			      check=True).stdout
	with open(out, 'wb') as f:
		gz = subprocess.run(['gzip', '-9', '-n'], input=cpio,
				    stdout=f, check=True)
	return out if gz.returncode == 0 else None


def read(path):
	with open(path, errors='replace') as f:
		return f.read()


def boot_kt26(args, log):
	out = log + '.runner'
	cmd = kt26_command(args.kernel, args.smp, args.mem, args.accel, log,
			   args.timeout)
	# The runner stops its QEMU on SIGTERM: give it that, not SIGKILL.
	status = run_bounded(cmd, out, args.timeout + 30, signal.SIGTERM)
	text = read(log) if os.path.exists(log) else ''
	if status != 0 or 'bench-ns: ' not in text:
		raise BenchLinuxError('kt26 bench boot failed (status %s): see '
				      '%s and %s' % (status, log, out))
	return text


def boot_linux(args, bzimage, initrd, log):
	cmd = linux_command(bzimage, initrd, args.smp, args.mem, args.accel)
	status = run_bounded(cmd, log, args.timeout)
	text = read(log)
	if status is None:
		raise BenchLinuxError('Linux boot killed after %d s: see %s' %
				      (args.timeout, log))
	if 'bench-linux: done' not in text or 'bench-ns: ' not in text:
		raise BenchLinuxError('Linux boot gave no figures (status %s): '
				      'see %s' % (status, log))
	return text


def keep(text, args, kernel, pair, out_dir, extra=None):
	"""The boot's results, as kept in their file; and the file."""
	res = bench_json.results(text, args.smp, args.accel, QEMU)
	res['kernel'] = kernel
	res['pair'] = pair
	res.update(extra or {})
	return res, bench_json.write(res, os.path.join(
		out_dir, bench_json.file_name(res)))


def parse_args(argv):
	p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
	p.add_argument('--kernel', default='vmlinux')
	runner.add_machine_options(p)
	p.add_argument('--pairs', type=int, default=3)
	p.add_argument('--mem', default='256M')
	p.add_argument('--work-dir', default='.ktest/bench-linux')
	p.add_argument('--out-dir', default='bench/results')
	p.add_argument('--timeout', type=int, default=300,
		       help='seconds before a boot is killed (default 300)')
	p.add_argument('--no-install', action='store_true',
		       help='do not apt-get what is missing')
	return p.parse_args(argv)


def main(argv):
	args = parse_args(argv)
	atexit.register(runner.stop_all_qemus)
	runner.who = 'bench-linux'
	runner.install_stop_handlers()
	try:
		if not args.no_install:
			install_packages()
		if shutil.which(QEMU) is None:
			raise BenchLinuxError(QEMU + ' not found: apt-get '
					      'install qemu-system-x86')
		if not os.path.exists(args.kernel):
			raise BenchLinuxError(args.kernel + ' not found: make')
		ver = linux_version()
		os.makedirs(args.work_dir, exist_ok=True)
		os.makedirs(args.out_dir, exist_ok=True)
		ko = build_module(ver, args.work_dir)
		initrd = make_initramfs(ko, args.work_dir)
		bzimage = '/boot/vmlinuz-' + ver
		kt, lx = [], []
		for pair in range(1, args.pairs + 1):
			for kernel in ('kt26', 'linux'):
				log = os.path.join(args.work_dir, '%s-smp%d-%d.log'
						   % (kernel, args.smp, pair))
				t0 = time.monotonic()
				if kernel == 'kt26':
					text = boot_kt26(args, log)
					boot = kt26_run_command(args.kernel, args.smp,
								args.mem, args.accel)
					extra = None
				else:
					text = boot_linux(args, bzimage, initrd, log)
					boot = linux_command(bzimage, initrd, args.smp,
							     args.mem, args.accel)
					extra = {'linux': ver}
				ns = time_to_mark(boot, BOOT_MARKS[kernel],
						  args.timeout)
				if ns is None:
					raise BenchLinuxError('%s never reached %r '
							      'in its boot-time boot' %
							      (kernel, BOOT_MARKS[kernel]))
				text += boot_line(ns)
				res, path = keep(text, args, kernel, pair,
						 args.out_dir, extra)
				(kt if kernel == 'kt26' else lx).append(res)
				print('bench-linux: pair %d, %s: %.0f s, %s' %
				      (pair, kernel, time.monotonic() - t0, path),
				      flush=True)
		table = format_table(side_by_side(kt, lx), args.smp,
				     args.accel, args.pairs, ver)
		with open(os.path.join(args.work_dir, 'table-smp%d.txt' %
				       args.smp), 'w') as f:
			f.write(table)
		sys.stdout.write(table)
	except (BenchLinuxError, bench_json.BenchLogError, OSError,
		subprocess.CalledProcessError) as e:
		print('bench-linux: %s' % e, file=sys.stderr)
		return 1
	return 0


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
