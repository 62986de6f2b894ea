#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Host tests of bench_json.py, compare.py, plot.py and bench_linux.py,
on saved bench logs of kt26 and of Linux."""

import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_json  # noqa: E402
import bench_linux  # noqa: E402
import compare  # noqa: E402
import plot  # noqa: E402

sys.path.insert(0, os.path.join(HERE, '..', 'testing', 'ktest'))
import runner  # noqa: E402

SAMPLE = os.path.join(HERE, 'samples', 'bench.log')
# /init's output on Debian's Linux 6.1 with tools/bench/linux/kt26_bench.ko.
LINUX_SAMPLE = os.path.join(HERE, 'samples', 'bench-linux.log')
MAKEFILE = os.path.join(HERE, '..', '..', 'Makefile')
KERNEL = os.path.join(HERE, '..', '..', 'kernel')
MODULE = os.path.join(HERE, 'linux', 'kt26_bench.c')
# make bench-plot draws with Debian's python3, where apt-get puts
# python3-matplotlib.
PLOT_PYTHON = os.environ.get('PLOT_PYTHON', '/usr/bin/python3')


def sample_text():
	with open(SAMPLE) as f:
		return f.read()


class BenchJsonTest(unittest.TestCase):
	def setUp(self):
		self.res = bench_json.results(sample_text(), 4, 'tcg',
					      'qemu-system-i386')

	def test_every_figure_in_ns(self):
		f = self.res['figures']['kthread_create+wake+stop']
		self.assertEqual(f, {'n': 500, 'min': 40073, 'median': 44093,
				     'p99': 232301, 'max': 2490966})
		self.assertIn('cpu_down of one AP', self.res['figures'])
		self.assertEqual(self.res['unit'], 'ns')

	def test_histogram_and_other_figures(self):
		h = self.res['histograms']['kthread_create+wake+stop']
		self.assertEqual(len(h['counts']), 32)
		self.assertEqual(sum(h['counts']) + h['over'], 500)
		other = self.res['other']
		self.assertEqual(other['memory per live kthread'], {'bytes': 9948})
		self.assertEqual(other['beside 4000 kthreads / alone'],
				 {'ratio': 1.0})

	def test_round_trip_floor_from_the_same_boot(self):
		# The saved log predates the context switch figure.
		self.assertNotIn('round trip floor', self.res['other'])
		self.assertIsNone(bench_json.round_trip_floor(
			self.res['figures']))
		text = sample_text() + ('[ 9.0] bench-ns: n=500 min=500 '
			'median=600 p99=900 max=900 what=a context switch, '
			'yield() on one CPU\n')
		other = bench_json.results(text, 4, 'tcg', 'qemu')['other']
		floor = 6 * 600 + 932 + 1001
		self.assertEqual(other['round trip floor'],
				 {'ns': floor, 'switches': 6})
		self.assertEqual(other['kthread_create+wake+stop / floor'],
				 {'ratio': round(44093 / floor, 2)})
		# And make bench prints it under the table.
		with tempfile.TemporaryDirectory() as tmp:
			log = os.path.join(tmp, 'bench.log')
			with open(log, 'w') as f:
				f.write(text)
			out = io.StringIO()
			with redirect_stdout(out):
				rc = bench_json.main([log, '--out-dir', tmp])
		self.assertEqual(rc, 0)
		self.assertIn('bench: kthread_create+wake+stop / floor: %.2f '
			      '(floor: 6 context switches, a task_struct and a '
			      'stack: %.1f us)' % (round(44093 / floor, 2),
						  floor / 1000), out.getvalue())

	def test_describes_the_run(self):
		for k in ('commit', 'date', 'qemu', 'accel', 'smp', 'host_cpu'):
			self.assertIn(k, self.res)
		self.assertEqual(self.res['smp'], 4)
		name = bench_json.file_name(self.res)
		self.assertRegex(name, r'^\d{8}T\d{6}Z-.+-smp4\.json$')

	def test_a_log_without_figures_is_refused(self):
		with self.assertRaises(bench_json.BenchLogError):
			bench_json.parse_log('[ 0.1] kt26: system up\n')
		with self.assertRaises(bench_json.BenchLogError):
			bench_json.parse_log('bench-ns: n=1 min=2 what=x\n')

	def test_command_line_writes_the_file(self):
		with tempfile.TemporaryDirectory() as tmp:
			out = io.StringIO()
			with redirect_stdout(out):
				rc = bench_json.main([SAMPLE, '--out-dir', tmp])
			self.assertEqual(rc, 0)
			path = out.getvalue().split('results in ')[1].strip()
			with open(path) as f:
				self.assertIn('figures', json.load(f))
			err = io.StringIO()
			with redirect_stderr(err):
				rc = bench_json.main([os.path.join(tmp, 'none')])
			self.assertEqual(rc, 2)
			self.assertIn('bench_json:', err.getvalue())


class CompareTest(unittest.TestCase):
	def write(self, tmp, name, res):
		path = os.path.join(tmp, name)
		with open(path, 'w') as f:
			f.write(res if isinstance(res, str) else json.dumps(res))
		return path

	def test_ratios(self):
		a = {'figures': {'x': dict(n=5, min=1, median=1000, p99=4000,
					    max=9000),
				 'gone': dict(n=1, min=1, median=1, p99=1, max=1)}}
		b = {'figures': {'x': dict(n=5, min=1, median=500, p99=8000,
					    max=9000),
				 'new': dict(n=1, min=1, median=1, p99=1, max=1)}}
		lines = compare.compare(a, b)
		row = [l for l in lines if l.startswith('x ')][0]
		self.assertEqual(row.split()[-2:], ['0.500', '2.000'])
		self.assertIn('only in A: gone', lines)
		self.assertIn('only in B: new', lines)

	def test_malformed_input_is_one_line_and_status_2(self):
		with tempfile.TemporaryDirectory() as tmp:
			good = self.write(tmp, 'good.json', {'figures': {
				'x': dict(n=1, min=1, median=1, p99=1, max=1)}})
			for bad in ('{not json', '{"figures": {}}',
				    '{"figures": {"x": {"n": 1}}}', '[1]'):
				path = self.write(tmp, 'bad.json', bad)
				err = io.StringIO()
				with redirect_stderr(err):
					rc = compare.main([good, path])
				self.assertEqual(rc, 2, bad)
				self.assertEqual(len(err.getvalue().splitlines()), 1)
			with redirect_stdout(io.StringIO()):
				self.assertEqual(compare.main([good, good]), 0)


class PlotTest(unittest.TestCase):
	def setUp(self):
		self.res = bench_json.results(sample_text(), 4, 'tcg',
					      'qemu-system-i386')

	def test_series_from_the_results(self):
		starts, width, counts, over = plot.histogram(self.res)
		self.assertEqual(len(starts), 32)
		self.assertAlmostEqual(starts[0], 40.073)
		self.assertAlmostEqual(width, 6.007)
		self.assertEqual(sum(counts) + over, 500)
		series = plot.thread_series(self.res)
		self.assertEqual([n for n, _ in series[plot.ROUND_TRIP]],
				 [0, 100, 1000, 4000])
		self.assertAlmostEqual(series[plot.STOP][0][1], 25.008)

	def test_hotplug_phases_in_time_order(self):
		phases = plot.hotplug_phases(self.res)
		self.assertEqual([p for p, _ in phases['cpu_down']],
				 ['until DOWN_PREPARE', 'DOWN_PREPARE notifiers',
				  'stop_machine+die', 'DEAD notifiers', 'to return'])
		self.assertEqual(phases['cpu_up'][2][0], '__cpu_up boot')
		self.assertAlmostEqual(phases['cpu_up'][2][1], 613.229)

	def test_missing_figures_say_what_is_missing(self):
		bare = dict(self.res, figures={}, histograms={})
		for fn, word in ((plot.histogram, 'histogram'),
				 (plot.thread_series, 'beside'),
				 (plot.hotplug_phases, 'phase')):
			with self.assertRaisesRegex(plot.PlotError, word):
				fn(bare)
		with tempfile.TemporaryDirectory() as tmp:
			with self.assertRaisesRegex(plot.PlotError, 'make bench'):
				plot.newest(tmp)

	def test_draws_three_pngs(self):
		probe = [PLOT_PYTHON, '-c', 'import matplotlib']
		try:
			if subprocess.run(probe, capture_output=True).returncode:
				self.skipTest('no matplotlib for ' + PLOT_PYTHON)
		except OSError:
			self.skipTest('no ' + PLOT_PYTHON)
		with tempfile.TemporaryDirectory() as tmp:
			src = os.path.join(tmp, 'results')
			os.makedirs(src)
			with open(os.path.join(src, 'r.json'), 'w') as f:
				json.dump(self.res, f)
			out = os.path.join(tmp, 'plots')
			run = subprocess.run([PLOT_PYTHON,
					      os.path.join(HERE, 'plot.py'),
					      '--results-dir', src,
					      '--out-dir', out],
					     capture_output=True, text=True,
					     timeout=120)
			self.assertEqual(run.returncode, 0, run.stderr)
			names = sorted(os.listdir(out))
			self.assertEqual(names, ['r-hotplug.png', 'r-roundtrip.png',
						 'r-threads.png'])
			for name in names:
				with open(os.path.join(out, name), 'rb') as f:
					self.assertEqual(f.read(8),
							 b'\x89PNG\r\n\x1a\n')
				self.assertIn(name, run.stdout)


def ns_line(what, median):
	return ('bench-ns: n=5 min=1 median=%d p99=%d max=%d what=%s\n' %
		(median, median, median, what))


def parsed(text):
	"""A boot's results, as bench-linux keeps and compares them."""
	return bench_json.results(text, 2, 'tcg', 'qemu-system-i386')


class BenchLinuxTest(unittest.TestCase):
	"""make bench-linux's pure parts: no Linux, network or QEMU needed."""

	def test_the_floor_is_in_the_table(self):
		text = (ns_line(bench_json.SWITCH, 100) +
			ns_line(bench_json.ROUNDTRIP, 2000) +
			''.join(ns_line(k, 200) for k in bench_json.FLOOR_PARTS))
		res = parsed(text)
		rows = {r[0]: r for r in bench_linux.side_by_side([res], [res])}
		# 6 switches of 100 ns and two parts of 200: 1000 ns, 2.0x.
		self.assertEqual(rows[bench_json.FLOOR_KEY][1:], (1000, 1000,
								  1.0))
		self.assertEqual(rows[bench_json.FLOOR_RATIO_KEY][1:],
				 (2.0, 2.0, 1.0))
		self.assertIn(bench_json.FLOOR_RATIO_KEY,
			      bench_linux.format_table(list(rows.values()), 2,
						       'tcg', 1, 'x'))

	def test_the_linux_log_reads_like_kt26s(self):
		with open(LINUX_SAMPLE) as f:
			times, _, other = bench_json.parse_log(f.read())
		# The same names as the kernel's own bench suites print.
		src = ''
		for name in ('kthread_bench.c', 'sched_bench.c', 'cpu_bench.c'):
			with open(os.path.join(KERNEL, name)) as f:
				src += f.read()
		# ...and the module that printed it, so the two cannot drift.
		with open(MODULE) as f:
			mod = f.read()
		for what in ('kthread_create+wake+stop', 'kthread_create alone',
			     'kthread_stop of a sleeping kthread',
			     'kthread_create+bind(other CPU)+wake+stop',
			     'schedule_work until it runs',
			     'kmalloc+kfree of a task_struct',
			     'alloc+free of an 8 KiB stack',
			     'a context switch, yield() on one CPU',
			     'cpu_down of one AP', 'cpu_up of one AP'):
			self.assertIn(what, times)
			self.assertIn('"%s"' % what, src)
			self.assertIn('"%s"' % what, mod)
		for n in (0, 100, 1000, 4000):
			for what in ('kthread_create+wake+stop',
				     'kthread_stop of a sleeping kthread'):
				self.assertIn('%s, beside %d kthreads' % (what, n),
					      times)
				self.assertIn('%s, beside %%d kthreads' % what,
					      src)
				self.assertIn('%s, beside %%u kthreads' % what,
					      mod)
		self.assertIn('schedule_work_on(other CPU) until it runs', times)
		self.assertIn('memory per live kthread', other)
		self.assertIn('beside 4000 kthreads / alone', other)

	def test_side_by_side_medians_and_pair_ratios(self):
		kt = [ns_line('x', 100) + ns_line('kt-only', 5),
		      ns_line('x', 300)]
		lx = [ns_line('x', 200) + ns_line('linux-only', 7),
		      ns_line('x', 200) + 'bench: memory per live kthread: '
		      '2000 bytes (1 pages for 2)\n']
		kt[1] += 'bench: memory per live kthread: 1000 bytes (x)\n'
		rows = bench_linux.side_by_side([parsed(t) for t in kt],
						[parsed(t) for t in lx])
		# Shared figures first; per pair 0.5 and 1.5, so 1.0.
		self.assertEqual(rows[0], ('x', 200, 200, 1.0))
		self.assertEqual(rows[1][0], 'memory per live kthread')
		self.assertEqual(rows[1][1:], (1000, 2000, 0.5))
		self.assertEqual(rows[2], ('kt-only', 5, None, None))
		self.assertEqual(rows[3], ('linux-only', None, 7, None))
		table = bench_linux.format_table(rows, 2, 'tcg', 2, '6.1.0-x')
		lines = table.splitlines()
		self.assertIn('-smp 2', lines[0])
		self.assertIn('2 pairs', lines[0])
		self.assertEqual(lines[1].split(), ['figure', 'kt26', 'Linux',
						    'kt26/Linux'])
		self.assertEqual(lines[2].split(), ['x', '0.2', '0.2', '1.00'])
		self.assertEqual(lines[3].split()[-5:],
				 ['1000', 'B', '2000', 'B', '0.50'])
		self.assertEqual(lines[5].split(), ['linux-only', '-', '0.0',
						    '-'])

	def test_init_loads_the_module_and_powers_off(self):
		init = bench_linux.init_script()
		self.assertTrue(init.startswith('#!/bin/sh\n'))
		for want in ('mount -t proc proc /proc',
			     'mount -t sysfs sys /sys',
			     'echo 100000 > /proc/sys/kernel/threads-max',
			     'insmod /kt26_bench.ko', "grep -E 'bench(-ns)?: '",
			     'poweroff -f'):
			self.assertIn(want, init)
		self.assertLess(init.index('insmod'), init.index('dmesg'))
		self.assertLess(init.index('dmesg'), init.index('poweroff'))

	def test_boot_time_is_to_the_mark(self):
		ns = bench_linux.time_to_mark(
			['sh', '-c', 'sleep 0.2; echo x kt26# y; sleep 30'],
			b'kt26# ', 20)
		self.assertIsNotNone(ns)
		self.assertGreaterEqual(ns, 200 * 10**6)
		self.assertLess(ns, 20 * 10**9)
		self.assertEqual(bench_linux.runner.live_qemus, [])	# stopped at the mark
		self.assertIsNone(bench_linux.time_to_mark(['true'], b'x', 20))
		self.assertIsNone(bench_linux.time_to_mark(['sleep', '30'],
							   b'x', 0.3))
		# Kept as a figure of one sample, in the table and the JSON.
		text = sample_text() + bench_linux.boot_line(228000000)
		self.assertEqual(bench_linux.figures(parsed(text))[
			bench_linux.BOOT_FIGURE], 228000000)
		run = bench_linux.kt26_run_command('vmlinux', 4, '256M', 'tcg')
		linux = bench_linux.linux_command('bz', 'rd', 4, '256M', 'tcg')
		self.assertNotIn('-append', run)	# make run's boot: no tests
		for flag in ('-machine', '-m', '-smp', '-accel'):
			self.assertEqual(run[run.index(flag) + 1],
					 linux[linux.index(flag) + 1], flag)

	def test_both_kernels_boot_in_the_same_qemu(self):
		for smp in (1, 2, 4):
			linux = bench_linux.linux_command('bz', 'rd', smp, '256M',
							  'tcg')
			cmd = bench_linux.kt26_command('vmlinux', smp, '256M',
						       'tcg', 'k.log', 300)
			self.assertEqual(cmd[1], bench_linux.RUNNER)
			args = runner.parse_args(cmd[2:])
			# KERN_INFO off the console in both.
			self.assertIn('loglevel=6', args.cmdline)
			kt26 = runner.qemu_command(args, '', os.devnull)
			self.assertEqual(kt26[0], 'qemu-system-x86_64')
			self.assertEqual(linux[0], kt26[0])
			for flag in ('-machine', '-m', '-smp', '-accel'):
				self.assertEqual(linux[linux.index(flag) + 1],
						 kt26[kt26.index(flag) + 1], flag)
			accel = linux[linux.index('-accel') + 1]
			self.assertEqual(accel, 'tcg,thread=multi' if smp > 1
					 else 'tcg')
			self.assertEqual(args.filter, 'bench_*')
		self.assertEqual(linux[linux.index('-initrd') + 1], 'rd')
		self.assertIn('console=ttyS0',
			      linux[linux.index('-append') + 1])

	def test_linux_results_are_named_apart(self):
		res = {'date': '2026-12-07T01:02:03Z', 'commit': 'abc',
		       'smp': 4, 'kernel': 'linux'}
		self.assertEqual(bench_json.file_name(res),
				 '20261207T010203Z-abc-linux-smp4.json')
		res['kernel'] = 'kt26'
		self.assertEqual(bench_json.file_name(res),
				 '20261207T010203Z-abc-smp4.json')
		with tempfile.TemporaryDirectory() as tmp:
			for name in ('a-smp4.json', 'b-linux-smp4.json'):
				with open(os.path.join(tmp, name), 'w') as f:
					f.write('{}')
			self.assertEqual(os.path.basename(plot.newest(tmp)),
					 'a-smp4.json')

	def test_make_bench_linux_is_a_target_not_in_check(self):
		with open(MAKEFILE) as f:
			make = f.read()
		self.assertIn('\nbench-linux: ', make)
		self.assertIn('tools/bench/bench_linux.py', make)
		self.assertIn("@echo '  bench-linux ", make)
		check = make[make.index('\ncheck: '):]
		check = check[:check.index('\n\n')]
		self.assertNotIn('bench-linux', check)
		self.assertNotIn('bench_linux', check)


if __name__ == '__main__':
	unittest.main()
