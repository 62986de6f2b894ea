#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Draw a make bench results file as PNGs.

    plot.py [RESULTS.json] [--results-dir DIR] [--out-dir DIR] [--install]

Without RESULTS.json the newest file of --results-dir (default
bench/results) is drawn.  Three pictures go to --out-dir (default
bench/plots), named after the results file:

  NAME-roundtrip.png   the latency distribution of
                       kthread_create+wake+stop, from its histogram
  NAME-threads.png     the median round trip and stop against the number
                       of other live kthreads (0, 100, 1,000, 4,000)
  NAME-hotplug.png     where cpu_down and cpu_up spend their time, one
                       stacked bar each, the phases' medians

--install installs Debian's python3-matplotlib when it is missing (as
root, with apt-get), as make run installs QEMU.
"""

import argparse
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
				'..', 'testing', 'ktest'))
import apt  # noqa: E402
from bench_json import ROUNDTRIP as ROUND_TRIP  # noqa: E402
STOP = 'kthread_stop of a sleeping kthread'
BESIDE_RE = re.compile(r'^(?P<what>.+), beside (?P<n>\d+) kthreads$')
PHASE_RE = re.compile(r'^(?P<op>cpu_down|cpu_up) phase: (?P<phase>.+)$')
# The order the phases happen in (results files keep figures by name).
PHASE_ORDER = ('until DOWN_PREPARE', 'DOWN_PREPARE notifiers',
	       'stop_machine+die', 'DEAD notifiers',
	       'until UP_PREPARE', 'UP_PREPARE notifiers', '__cpu_up boot',
	       'ONLINE notifiers', 'to return')


class PlotError(ValueError):
	"""The results file lacks what a picture needs."""


def newest(results_dir):
	# make bench-linux's Linux boots (*-linux-smpN.json) are not kt26's.
	files = sorted((f for f in glob.glob(os.path.join(results_dir,
							   '*.json'))
			if '-linux-smp' not in os.path.basename(f)),
		       key=os.path.getmtime)
	if not files:
		raise PlotError('no results in %s: run make bench first'
				% results_dir)
	return files[-1]


def load(path):
	with open(path) as f:
		res = json.load(f)
	if not isinstance(res, dict) or 'figures' not in res:
		raise PlotError('%s is not a make bench results file' % path)
	return res


def histogram(res, what=ROUND_TRIP):
	"""Bucket starts and counts in µs, and the count past the last."""
	h = res.get('histograms', {}).get(what)
	if not h:
		raise PlotError('no histogram of "%s"' % what)
	starts = [(h['lo'] + i * h['width']) / 1000.0
		  for i in range(len(h['counts']))]
	return starts, h['width'] / 1000.0, h['counts'], h['over']


def medians_by(res, pattern, key, label, missing):
	"""{match[key]: [(label(match), median µs)...]} over the figures
	whose names match @pattern; PlotError(@missing) if none does."""
	groups = {}
	for name, fig in res['figures'].items():
		m = pattern.match(name)
		if m:
			groups.setdefault(m[key], []).append(
				(label(m), fig['median'] / 1000.0))
	if not groups:
		raise PlotError(missing)
	return groups


def thread_series(res):
	"""{figure: [(other threads, median µs)...]}, sorted by threads."""
	series = medians_by(res, BESIDE_RE, 'what', lambda m: int(m['n']),
			    'no "beside N kthreads" figures')
	return {k: sorted(v) for k, v in series.items()}


def hotplug_phases(res):
	"""{"cpu_down"/"cpu_up": [(phase, median µs)...]}, in time order."""
	phases = medians_by(res, PHASE_RE, 'op', lambda m: m['phase'],
			    'no "cpu_down phase:" or "cpu_up phase:" figures')

	def when(item):
		phase = item[0]
		return (PHASE_ORDER.index(phase) if phase in PHASE_ORDER
			else PHASE_ORDER.index('to return') - 0.5, phase)
	return {op: sorted(v, key=when) for op, v in phases.items()}


def title(res):
	return 'kt26 %s, -smp %s, %s' % (res.get('commit', '?'),
					 res.get('smp', '?'),
					 res.get('accel', '?'))


def draw_round_trip(plt, res, path):
	starts, width, counts, over = histogram(res)
	fig = res['figures'][ROUND_TRIP]
	ax = plt.figure(figsize=(8, 4.5)).add_subplot()
	ax.bar(starts, counts, width=width, align='edge', color='tab:blue')
	for stat, style in (('median', '-'), ('p99', '--')):
		ax.axvline(fig[stat] / 1000.0, color='black', linestyle=style,
			   label='%s %.1f µs' % (stat, fig[stat] / 1000.0))
	ax.set_xlabel('µs (%d samples past the last bucket)' % over)
	ax.set_ylabel('round trips')
	ax.set_title('%s: n=%d\n%s' % (ROUND_TRIP, fig['n'], title(res)))
	ax.legend()
	save(plt, path)


def draw_threads(plt, res, path):
	ax = plt.figure(figsize=(8, 4.5)).add_subplot()
	for what, points in thread_series(res).items():
		ax.plot([p[0] for p in points], [p[1] for p in points],
			marker='o', label=what)
	ax.set_xscale('symlog', linthresh=100)
	ax.set_ylim(bottom=0)
	ax.set_xlabel('other live kthreads')
	ax.set_ylabel('median µs')
	ax.set_title('cost against live threads\n' + title(res))
	ax.legend()
	save(plt, path)


def draw_hotplug(plt, res, path):
	phases = hotplug_phases(res)
	ax = plt.figure(figsize=(10, 4.5)).add_subplot()
	ops = sorted(phases)
	colour = 0
	for i, op in enumerate(ops):
		left = 0.0
		for phase, us in phases[op]:
			ax.barh(i, us / 1000.0, left=left,
				color=plt.cm.tab20(colour % 20),
				label='%s: %s %.2f ms' % (op, phase, us / 1000.0))
			left += us / 1000.0
			colour += 1
	ax.set_yticks(range(len(ops)), ops)
	ax.set_xlabel('ms (each phase its median)')
	ax.set_title('where a hotplug of one AP spends its time\n' + title(res))
	ax.legend(fontsize='small', loc='upper left', bbox_to_anchor=(1.01, 1))
	save(plt, path)


def save(plt, path):
	plt.tight_layout()
	plt.savefig(path, dpi=100)
	plt.close('all')
	print('bench-plot: ' + path)


def import_pyplot(install):
	try:
		import matplotlib
	except ImportError:
		if not install or not apt.can_install():
			raise PlotError('matplotlib missing: apt-get install '
					'python3-matplotlib')
		print('bench-plot: installing python3-matplotlib')
		if not apt.install(['python3-matplotlib']):
			raise PlotError('apt-get could not install '
					'python3-matplotlib')
		import matplotlib
	matplotlib.use('Agg')	# no display: files only
	import matplotlib.pyplot as plt
	return plt


def plot(path, out_dir, plt):
	res = load(path)
	base = os.path.splitext(os.path.basename(path))[0]
	os.makedirs(out_dir, exist_ok=True)
	out = []
	for kind, draw in (('roundtrip', draw_round_trip),
			   ('threads', draw_threads),
			   ('hotplug', draw_hotplug)):
		out.append(os.path.join(out_dir, '%s-%s.png' % (base, kind)))
		draw(plt, res, out[-1])
	return out


def main(argv):
	p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
	p.add_argument('results', nargs='?', help='a make bench JSON file')
	p.add_argument('--results-dir', default='bench/results')
	p.add_argument('--out-dir', default='bench/plots')
	p.add_argument('--install', action='store_true',
		       help='apt-get install python3-matplotlib if missing')
	args = p.parse_args(argv)
	try:
		path = args.results or newest(args.results_dir)
		plot(path, args.out_dir, import_pyplot(args.install))
	except (OSError, ValueError, KeyError) as e:
		print('bench-plot: %s' % e, file=sys.stderr)
		return 2
	return 0


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
