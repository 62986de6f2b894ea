#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Host tests of bench_json.py and compare.py, on a saved bench log."""

import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_json  # noqa: E402
import compare  # noqa: E402

SAMPLE = os.path.join(HERE, 'samples', 'bench.log')


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


if __name__ == '__main__':
	unittest.main()
