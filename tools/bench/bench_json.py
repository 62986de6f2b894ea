#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Turn a make bench console log into a results file that can be kept.

    bench_json.py LOG [--smp N] [--accel tcg|kvm] [--qemu BINARY]
                      [--out-dir DIR | --out FILE]

The bench suites print each figure twice: the "bench: " line that make
bench shows, and a "bench-ns: n= min= median= p99= max= what=NAME" line
in whole nanoseconds, which is what is read here.  "bench-hist:" lines
(a histogram of a figure's samples) and the figures that are not times
("bench: memory per live kthread: N bytes ...", "bench: A / B: R") are
kept too.  The file is named <UTC time>-<commit>-smpN.json in DIR
(default bench/results), and its path is printed.
"""

import argparse
import datetime
import json
import os
import re
import subprocess
import sys

STATS = ('n', 'min', 'median', 'p99', 'max')
NS_RE = re.compile(r'bench-ns: (?P<stats>(?:\w+=\d+ )+)what=(?P<what>.+)$')
HIST_RE = re.compile(r'bench-hist: lo=(\d+) width=(\d+) over=(\d+) '
		     r'counts=([\d,]+) what=(.+)$')
BYTES_RE = re.compile(r'bench: (?P<what>[^:]+): (?P<n>\d+) bytes\b')
RATIO_RE = re.compile(r'bench: (?P<what>[^:]+ / [^:]+): (?P<r>\d+\.\d+)$')


class BenchLogError(ValueError):
	"""The log holds no bench figures, or a line is not what it says."""


def parse_log(text):
	"""The figures of one bench boot: times, histograms, the rest."""
	figures, hists, extra = {}, {}, {}
	for line in text.splitlines():
		line = line.rstrip('\r')
		m = NS_RE.search(line)
		if m:
			stats = dict(kv.split('=') for kv in m['stats'].split())
			if set(stats) != set(STATS):
				raise BenchLogError('bad bench-ns line: ' + line)
			figures[m['what']] = {k: int(stats[k]) for k in STATS}
			continue
		m = HIST_RE.search(line)
		if m:
			hists[m[5]] = {'lo': int(m[1]), 'width': int(m[2]),
				       'over': int(m[3]),
				       'counts': [int(c) for c in m[4].split(',')]}
			continue
		m = BYTES_RE.search(line)
		if m:
			extra[m['what']] = {'bytes': int(m['n'])}
			continue
		m = RATIO_RE.search(line)
		if m:
			extra[m['what']] = {'ratio': float(m['r'])}
	if not figures:
		raise BenchLogError('no bench-ns lines: not a make bench log?')
	return figures, hists, extra


# The least a kthread round trip could cost on this machine, from the
# same boot's figures: the context switches a create, a wake and a stop
# cannot do without (to the thread and back, to keventd and back for
# each of create and stop) and the allocations every new thread needs.
FLOOR_SWITCHES = 6
SWITCH = 'a context switch, yield() on one CPU'
FLOOR_PARTS = ('kmalloc+kfree of a task_struct',
	       'alloc+free of an 8 KiB stack')
ROUNDTRIP = 'kthread_create+wake+stop'


# Where results() keeps the floor in 'other'.
FLOOR_KEY = 'round trip floor'
FLOOR_RATIO_KEY = ROUNDTRIP + ' / floor'


def round_trip_floor(figures):
	"""(floor in ns, round trip / floor) from medians, or None when a
	figure is missing."""
	need = (SWITCH, ROUNDTRIP) + FLOOR_PARTS
	if any(k not in figures for k in need):
		return None
	floor = (FLOOR_SWITCHES * figures[SWITCH]['median'] +
		 sum(figures[k]['median'] for k in FLOOR_PARTS))
	if not floor:
		return None
	return floor, figures[ROUNDTRIP]['median'] / floor


def run_quiet(cmd):
	"""A command's first output line, or "unknown" if it cannot run."""
	try:
		out = subprocess.run(cmd, capture_output=True, text=True,
				     timeout=30).stdout
	except (OSError, subprocess.SubprocessError):
		return 'unknown'
	return out.splitlines()[0].strip() if out.strip() else 'unknown'


def host_cpu():
	try:
		with open('/proc/cpuinfo') as f:
			for line in f:
				if line.startswith('model name'):
					return line.split(':', 1)[1].strip()
	except OSError:
		pass
	return 'unknown'


def commit():
	"""The tree's commit, with -dirty if it has changes."""
	rev = run_quiet(['git', 'rev-parse', '--short=12', 'HEAD'])
	dirty = run_quiet(['git', 'status', '--porcelain',
			   '--untracked-files=no'])
	return rev + ('-dirty' if dirty != 'unknown' else '')


def results(text, smp, accel, qemu, now=None):
	figures, hists, extra = parse_log(text)
	floor = round_trip_floor(figures)
	if floor:
		extra[FLOOR_KEY] = {'ns': floor[0], 'switches': FLOOR_SWITCHES}
		extra[FLOOR_RATIO_KEY] = {'ratio': round(floor[1], 2)}
	now = now or datetime.datetime.now(datetime.timezone.utc)
	return {
		'kernel': 'kt26',
		'commit': commit(),
		'date': now.strftime('%Y-%m-%dT%H:%M:%SZ'),
		'qemu': run_quiet([qemu, '--version']),
		'accel': accel,
		'smp': smp,
		'host_cpu': host_cpu(),
		'unit': 'ns',
		'figures': figures,
		'histograms': hists,
		'other': extra,
	}


def file_name(res):
	"""<time>-<commit>-smpN.json; a kernel other than kt26 (make
	bench-linux's Linux boots) is named before -smpN."""
	stamp = res['date'].replace('-', '').replace(':', '')
	kernel = res.get('kernel', 'kt26')
	return '%s-%s%s-smp%d.json' % (stamp, res['commit'],
				       '' if kernel == 'kt26' else '-' + kernel,
				       res['smp'])


def write(res, path):
	"""Keep @res at @path, as every results file is kept; the path."""
	os.makedirs(os.path.dirname(path) or '.', exist_ok=True)
	with open(path, 'w') as f:
		json.dump(res, f, indent=1, sort_keys=True)
		f.write('\n')
	return path


def main(argv):
	p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
	p.add_argument('log', help='console log of a bench boot')
	p.add_argument('--smp', type=int, default=os.environ.get('SMP', '4'))
	p.add_argument('--accel', default=os.environ.get('QEMU_ACCEL', 'tcg'))
	p.add_argument('--qemu', default='qemu-system-i386')
	p.add_argument('--out-dir', default='bench/results')
	p.add_argument('--out', help='write here instead of --out-dir')
	args = p.parse_args(argv)
	try:
		with open(args.log, errors='replace') as f:
			res = results(f.read(), args.smp, args.accel, args.qemu)
	except (OSError, BenchLogError) as e:
		print('bench_json: %s: %s' % (args.log, e), file=sys.stderr)
		return 2
	path = write(res, args.out or os.path.join(args.out_dir,
						   file_name(res)))
	floor = res['other'].get(FLOOR_KEY)
	if floor:
		print('bench: %s: %.2f (floor: %d context switches, a '
		      'task_struct and a stack: %.1f us)' %
		      (FLOOR_RATIO_KEY, res['other'][FLOOR_RATIO_KEY]['ratio'],
		       floor['switches'], floor['ns'] / 1000))
	print('bench: results in ' + path)
	return 0


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
