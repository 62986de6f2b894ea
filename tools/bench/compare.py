#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Compare two bench results files (bench_json.py's, or bench-linux's).

    compare.py A.json B.json

For each figure in both, A's and B's medians and the ratios B/A of the
medians and of the p99s: below 1 means B is faster.  Figures in only
one file are listed after.  Exit status 2, with one line, when a file
cannot be read or is not a results file.
"""

import json
import sys

KEYS = ('n', 'min', 'median', 'p99', 'max')


class ResultsError(ValueError):
	pass


def load(path):
	try:
		with open(path) as f:
			res = json.load(f)
	except OSError as e:
		raise ResultsError('%s: %s' % (path, e.strerror))
	except json.JSONDecodeError as e:
		raise ResultsError('%s: not JSON (%s)' % (path, e.msg))
	figures = res.get('figures') if isinstance(res, dict) else None
	if not isinstance(figures, dict) or not figures:
		raise ResultsError('%s: no "figures": not a results file' % path)
	for what, f in figures.items():
		if not isinstance(f, dict) or \
		   not all(isinstance(f.get(k), int) for k in KEYS):
			raise ResultsError('%s: figure "%s" lacks %s' %
					   (path, what, '/'.join(KEYS)))
	return res


def label(res, path):
	return '%s %s smp%s' % (res.get('kernel', '?'), res.get('commit', path),
				res.get('smp', '?'))


def fmt_ns(ns):
	return '%.1f us' % (ns / 1000.0) if ns >= 1000 else '%d ns' % ns


def ratio(b, a):
	return '%.3f' % (b / a) if a else '-'


def compare(a, b):
	"""The table's lines, for two loaded results."""
	fa, fb = a['figures'], b['figures']
	both = [w for w in fa if w in fb]
	width = max([len(w) for w in both] + [6])
	lines = ['%-*s %12s %12s %8s %8s' % (width, 'figure', 'A median',
					      'B median', 'B/A', 'p99 B/A')]
	for w in both:
		lines.append('%-*s %12s %12s %8s %8s' % (
			width, w, fmt_ns(fa[w]['median']), fmt_ns(fb[w]['median']),
			ratio(fb[w]['median'], fa[w]['median']),
			ratio(fb[w]['p99'], fa[w]['p99'])))
	for name, only in (('A', [w for w in fa if w not in fb]),
			   ('B', [w for w in fb if w not in fa])):
		for w in only:
			lines.append('only in %s: %s' % (name, w))
	return lines


def main(argv):
	if len(argv) != 2:
		print('usage: compare.py A.json B.json', file=sys.stderr)
		return 2
	try:
		a, b = load(argv[0]), load(argv[1])
	except ResultsError as e:
		print('compare: %s' % e, file=sys.stderr)
		return 2
	print('A: ' + label(a, argv[0]))
	print('B: ' + label(b, argv[1]))
	for line in compare(a, b):
		print(line)
	return 0


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
