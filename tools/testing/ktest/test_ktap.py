# SPDX-License-Identifier: GPL-2.0
"""Tests of the host runner that need no kernel: the KTAP parser on the
sample logs in samples/, and the runner's decisions on made-up outcomes.

  python3 tools/testing/ktest/test_ktap.py

If Linux's kunit tool is at hand (/work/shared/tools/linux-tools, already
unpacked, or KTEST_KUNIT_COMPARE=1 to let it install itself), the samples
are also parsed by it and the two parsers must agree.
"""

import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ktap  # noqa: E402
import runner  # noqa: E402

SAMPLES = os.path.join(HERE, 'samples')

# sample: (passed, failed, skipped, parser says ok, its errors)
EXPECTED = {
	'good.log': (5, 0, 0, True, []),
	'failing.log': (2, 1, 1, False, []),
	'skipped.log': (1, 0, 4, True, []),
	'nested.log': (5, 1, 1, False, []),
	'missing_plan.log': (1, 0, 0, False, ['missing KTAP plan']),
	'short_plan.log': (3, 1, 0, False,
			   ['missing results: plan 1..3 but got 2']),
	'crashed.log': (1, 1, 0, False,
			['selftest_panic: no result line: the kernel stopped '
			 'in it after 0 of 1 results']),
	'noise.log': (3, 0, 0, True, []),
	'timestamps.log': (1, 1, 1, False, []),
}

# Where this parser is stricter than kunit's on purpose: the runner's
# contract makes a missing top-level plan a failure, kunit lets it pass.
STRICTER_THAN_KUNIT = {'missing_plan.log'}


def sample_lines(name):
	with open(os.path.join(SAMPLES, name), encoding='utf-8') as f:
		return f.read().splitlines()


def parse_sample(name):
	return ktap.parse_lines(sample_lines(name))


def parse_text(text):
	return ktap.parse_lines(text.splitlines())


def results(report):
	"""{dotted name: status} of every test in the report."""
	return {name: t.status for name, t in ktap.walk(report.root)}


class SampleTest(unittest.TestCase):
	"""Each sample log gives the counts, verdict and errors listed."""

	def test_samples(self):
		names = sorted(f for f in os.listdir(SAMPLES)
			       if f.endswith('.log'))
		self.assertEqual(names, sorted(EXPECTED))
		for name in names:
			with self.subTest(sample=name):
				self.check_sample(name)

	def check_sample(self, name):
		passed, failed, skipped, ok, errors = EXPECTED[name]
		report = parse_sample(name)
		c = report.counts
		self.assertEqual((c.passed, c.failed, c.skipped),
				 (passed, failed, skipped))
		self.assertEqual(report.ok, ok)
		self.assertEqual(report.errors, errors)


class ParserTest(unittest.TestCase):

	def test_failing_case_carries_its_diagnostics(self):
		report = parse_sample('failing.log')
		pad = report.root.subtests[0].subtests[1]
		self.assertEqual((pad.name, pad.status), ('pad_right', ktap.FAIL))
		self.assertIn('EXPECTATION FAILED at lib/test_vsprintf.c:40',
			      pad.diagnostics[0])
		self.assertEqual(pad.diagnostics[-1].strip(), 'b == 4')
		# Diagnostics belong to the next result only.
		self.assertEqual(report.root.subtests[0].subtests[2].diagnostics,
				 [])
		self.assertEqual(report.failed_cases(), ['vsprintf.pad_right'])

	def test_suite_status_and_skip_reason(self):
		report = parse_sample('failing.log')
		status = results(report)
		self.assertEqual(status['vsprintf'], ktap.FAIL)
		self.assertEqual(status['list'], ktap.PASS)
		skipper = report.root.subtests[0].subtests[2]
		self.assertEqual(skipper.status, ktap.SKIP)
		self.assertEqual(skipper.name, 'skipper')
		self.assertEqual(skipper.skip_reason, 'needs two CPUs')

	def test_all_skipped_suite_and_suite_without_cases(self):
		status = results(parse_sample('skipped.log'))
		self.assertEqual(status['hotplug'], ktap.SKIP)
		self.assertEqual(status['hotplug.offline_last'], ktap.SKIP)
		self.assertEqual(status['bench'], ktap.SKIP)

	def test_nested_names(self):
		status = results(parse_sample('nested.log'))
		self.assertEqual(status['kthread.stop_on_each_cpu.cpu2'],
				 ktap.FAIL)
		self.assertEqual(status['kthread.stop_on_each_cpu.cpu3'],
				 ktap.SKIP)
		self.assertEqual(status['kthread.stop_on_each_cpu'], ktap.FAIL)
		self.assertEqual(status['kthread.bind'], ktap.PASS)
		self.assertEqual(status['workqueue.flush'], ktap.PASS)

	def test_noise_changes_nothing(self):
		noisy = sample_lines('noise.log')
		clean = [l for l in noisy if not l.startswith('[')
			 and not l.startswith('some stray')]
		self.assertLess(len(clean), len(noisy))
		self.assertEqual(results(ktap.parse_lines(noisy)),
				 results(ktap.parse_lines(clean)))

	def test_timestamp_prefix_changes_nothing(self):
		stamped = sample_lines('timestamps.log')
		bare = [re.sub(r'^\[[ 0-9.]+\] ', '', l) for l in stamped]
		a, b = ktap.parse_lines(stamped), ktap.parse_lines(bare)
		self.assertEqual(results(a), results(b))
		self.assertEqual(a.root.subtests[0].subtests[1].diagnostics,
				 b.root.subtests[0].subtests[1].diagnostics)
		self.assertEqual(len(a.root.subtests[0].subtests[1].diagnostics),
				 3)

	def test_results_arrive_as_lines_do(self):
		parser = ktap.Parser()
		seen = []
		for line in sample_lines('failing.log'):
			seen += [name for name, _ in parser.feed(line)]
			if line == '    not ok 2 pad_right':
				self.assertEqual(seen, ['vsprintf.basic_numbers',
							'vsprintf.pad_right'])
		self.assertEqual(seen[-3:], ['vsprintf', 'list.add_del', 'list'])
		self.assertTrue(parser.finish().started)

	def test_no_ktap_at_all(self):
		report = parse_text('[    0.0] kt26 booting\n[    0.1] panic\n')
		self.assertFalse(report.started)
		self.assertFalse(report.ok)
		self.assertIn('no KTAP output', report.errors[0])
		self.assertEqual(report.counts.summary(), '0 passed, 0 failed')

	def test_bios_output_on_the_version_line(self):
		text = ('\x1bc\x1b[?7lSeaBIOS\nBooting from ROM..KTAP version 1\n'
			'1..1\nok 1 alone\n')
		report = parse_text(text)
		self.assertTrue(report.ok, report.errors)
		self.assertEqual(results(report), {'alone': ktap.PASS})

	def test_indented_version_does_not_start_the_output(self):
		report = parse_text('    KTAP version 1\n    1..1\n'
				    '    ok 1 x\n')
		self.assertFalse(report.started)

	def test_wrong_test_number(self):
		report = parse_text('KTAP version 1\n1..2\nok 1 a\nok 3 b\n')
		self.assertFalse(report.ok)
		self.assertIn('b: test number 3, expected 2', report.errors)

	def test_too_many_results(self):
		report = parse_text('KTAP version 1\n1..1\nok 1 a\nok 2 b\n')
		self.assertIn('too many results: plan 1..1 but got 2',
			      report.errors)

	def test_short_plan_inside_a_suite(self):
		report = parse_text('KTAP version 1\n1..1\n    KTAP version 1\n'
				    '    # Subtest: s\n    1..3\n    ok 1 a\n'
				    'ok 1 s\n')
		self.assertIn('s: missing results: plan 1..3 but got 1',
			      report.errors)
		self.assertEqual(report.counts.summary(), '1 passed, 2 failed')

	def test_suite_not_ok_without_failed_case_still_fails(self):
		report = parse_text('KTAP version 1\n1..1\n    KTAP version 1\n'
				    '    # Subtest: s\n    1..1\n    ok 1 a\n'
				    'not ok 1 s\n')
		self.assertEqual(report.counts.summary(), '1 passed, 1 failed')
		self.assertFalse(report.ok)

	def test_not_ok_with_skip_directive_is_a_skip(self):
		report = parse_text('KTAP version 1\n1..1\n'
				    'not ok 1 a # SKIP no disk\n')
		self.assertEqual(results(report), {'a': ktap.SKIP})
		self.assertTrue(report.ok)

	def test_dash_before_description(self):
		report = parse_text('KTAP version 1\n1..1\nok 1 - dashed\n')
		self.assertEqual(results(report), {'dashed': ktap.PASS})

	def test_suite_that_never_printed_its_result(self):
		# list's cases end, then the next suite starts: list's own
		# result line is missing.
		report = parse_text('KTAP version 1\n1..2\n    KTAP version 1\n'
				    '    # Subtest: list\n    1..1\n'
				    '    ok 1 add\n    KTAP version 1\n'
				    '    # Subtest: timer\n    1..1\n'
				    '    ok 1 tick\nok 1 timer\n')
		self.assertIn('list: no result line: the kernel stopped in it '
			      'after 1 of 1 results', report.errors)
		self.assertEqual(results(report)['list'], ktap.NO_RESULT)
		self.assertEqual(results(report)['timer.tick'], ktap.PASS)

	def test_summary_line(self):
		self.assertEqual(ktap.Counts(3, 1, 0).summary(),
				 '3 passed, 1 failed')
		self.assertEqual(ktap.Counts(3, 0, 2).summary(),
				 '3 passed, 0 failed, 2 skipped')

	def test_program_exit_status(self):
		for name, (_, _, _, ok, _) in EXPECTED.items():
			with self.subTest(sample=name):
				out = subprocess.run(
					[sys.executable, os.path.join(HERE, 'ktap.py'),
					 os.path.join(SAMPLES, name)],
					capture_output=True, text=True)
				self.assertEqual(out.returncode, 0 if ok else 1)
				self.assertRegex(out.stdout.splitlines()[-1],
						 r'^\d+ passed, \d+ failed')


class Outcome(runner.Outcome):
	def __init__(self, status=None, **kw):
		super().__init__()
		self.status = status
		self.__dict__.update(kw)


class VerdictTest(unittest.TestCase):
	"""The runner's pass/fail decision, without booting anything."""

	def verdict(self, outcome, sample='good.log', markers=(),
		    debug_log='/nonexistent'):
		return runner.verdict(outcome, list(markers),
				      parse_sample(sample), debug_log, 300)

	def test_clean_run_passes(self):
		self.assertEqual(self.verdict(Outcome(33)), [])

	def test_failed_case_fails(self):
		reasons = self.verdict(Outcome(35), 'failing.log')
		self.assertEqual(reasons, ['1 failed: vsprintf.pad_right'])

	def test_exit_status_must_say_pass(self):
		# All tests said ok but the kernel did not power off cleanly.
		self.assertEqual(self.verdict(Outcome(35)),
				 ['QEMU exit status 35: the kernel reported '
				  'failures'])
		self.assertIn('QEMU exit status 1', self.verdict(Outcome(1))[0])

	def test_bug_marker_fails_a_passing_run(self):
		line = 'BUG: scheduling while atomic: events/1/0x00000002'
		reasons = self.verdict(Outcome(33), markers=[('BUG', line)])
		self.assertEqual(len(reasons), 1)
		self.assertTrue(reasons[0].startswith('BUG (BUG: scheduling'))

	def test_panic(self):
		reasons = self.verdict(Outcome(37), 'crashed.log', markers=[
			('kernel panic', 'Kernel panic - not syncing: x')])
		self.assertTrue(reasons[0].startswith('kernel panic'))
		self.assertFalse(any('status 37' in r for r in reasons))
		self.assertIn('kernel panic (QEMU exit status 37)',
			      self.verdict(Outcome(37)))

	def test_hang(self):
		reasons = self.verdict(Outcome(timed_out=True, silent_for=17.5),
				       'short_plan.log')
		self.assertEqual(reasons[0], 'hang: timeout after 300 s (no '
				 'console output for 17 s)')
		self.assertIn('missing results: plan 1..3 but got 2', reasons)

	def test_triple_fault(self):
		with tempfile.NamedTemporaryFile('w', suffix='.log') as log:
			log.write('CPU Reset (CPU 0)\nTriple fault\n')
			log.flush()
			reasons = self.verdict(Outcome(0), debug_log=log.name)
		self.assertTrue(reasons[0].startswith('triple fault'))
		# Without the log line (KVM does not write it) it is still a
		# failure that names the likely cause.
		self.assertIn('triple fault?', self.verdict(Outcome(0))[0])

	def test_failed_to_start(self):
		reasons = self.verdict(Outcome(start_error='qemu: not found'))
		self.assertEqual(reasons, ['failed to start: qemu: not found'])

	def test_no_tests_ran(self):
		report = ktap.parse_lines(['KTAP version 1', '1..0'])
		self.assertEqual(runner.verdict(Outcome(33), [], report,
						'/nonexistent', 300),
				 ['no tests ran (does the filter match a '
				  'suite?)'])

	def test_missing_plan(self):
		self.assertIn('missing KTAP plan',
			      self.verdict(Outcome(33), 'missing_plan.log'))


class ConsoleTest(unittest.TestCase):
	"""Markers, command lines and the piped-input typist."""

	def test_each_marker_is_found(self):
		lines = {
			'[    1.0] Kernel panic - not syncing: x': 'kernel panic',
			'Oops: 0002 [#1] SMP': 'oops',
			'kernel BUG at kernel/kthread.c:92!': 'kernel BUG',
			'BUG: spinlock lockup on CPU#1': 'BUG',
			'WARNING: at kernel/cpu.c:40 cpu_up()': 'warning',
			'general protection fault: 0000 [#1]': 'general '
			'protection fault',
			'double fault on CPU 2': 'double fault',
			'[    2.5] divide error: 0000 [#1]': 'exception',
			'invalid opcode: 0000 [#2]': 'exception',
			'WARNING: lock order inversion (lock_debug)':
			'lock order inversion',
			'INFO: task kworker:12 blocked for more than 30 '
			'seconds.': 'hung task',
			'BUG: soft lockup - CPU#2 stuck for 10s! [spin:40]':
			'BUG',
			'BUG: kernel stack overflow in deep/7 (canary 0)':
			'BUG',
		}
		for line, label in lines.items():
			self.assertIn(label, runner.find_markers(line), line)
		self.assertEqual(runner.find_markers('    ok 1 bug_on_null'), [])
		self.assertEqual(runner.find_markers(
			'    ok 3 blocked_task_is_reported_once'), [])

	def args(self, *argv):
		os.environ.pop('CMDLINE', None)
		return runner.parse_args(list(argv))

	def test_cmdline(self):
		a = self.args('--filter', 'kthread*', '--cmdline', 'foo=1',
			      '--smp', '2')
		self.assertEqual(runner.kernel_cmdline(a, True),
				 'ktest=1 ktest.cpus=2 ktest.filter=kthread* foo=1')
		self.assertEqual(runner.kernel_cmdline(a, False), 'foo=1')

	def test_qemu_command(self):
		a = self.args('--smp', '2', '--kernel', 'k')
		cmd = runner.qemu_command(a, 'ktest=1', 'dbg.log')
		text = ' '.join(cmd)
		for opt in ('-machine pc', '-m 256M', '-smp 2', '-no-reboot',
			    '-nographic', '-serial mon:stdio', '-monitor none',
			    '-device isa-debug-exit,iobase=0xf4,iosize=0x04',
			    '-d cpu_reset -D dbg.log', '-kernel k',
			    '-accel tcg,thread=multi'):
			self.assertIn(opt, text)
		self.assertEqual(cmd[-2:], ['-append', 'ktest=1'])
		kvm = runner.qemu_command(self.args('--accel', 'kvm'), '', 'd')
		self.assertIn('kvm', kvm)
		self.assertNotIn('-append', kvm)

	def test_typist_waits_for_each_prompt(self):
		class Proc:
			stdin = io.BytesIO()
		typist = runner.Typist([b'ps', b'cat /proc/cpuinfo'])
		typist.proc = Proc
		typist.output(b'booting\nkt26: system up\n')
		self.assertEqual(Proc.stdin.getvalue(), b'')
		typist.output(b'kt26')		# a prompt split across reads
		typist.output(b'# ')
		self.assertEqual(Proc.stdin.getvalue(), b'ps\n')
		typist.output(b'ps\n  PID COMM\nkt26# ')
		typist.output(b'cat /proc/cpuinfo\n...\nkt26# ')
		self.assertEqual(Proc.stdin.getvalue(),
				 b'ps\ncat /proc/cpuinfo\npoweroff\n')


class KtapCommandTest(unittest.TestCase):
	"""python3 ktap.py, as a person runs it."""

	def ktap(self, *argv):
		return subprocess.run([sys.executable,
				       os.path.join(HERE, 'ktap.py')] + list(argv),
				      capture_output=True, text=True, timeout=60)

	def test_help(self):
		run = self.ktap('--help')
		self.assertEqual(run.returncode, 0, run.stderr)
		self.assertIn('usage: ktap.py', run.stdout)
		self.assertIn('--json', run.stdout)

	def test_bad_log_is_one_line(self):
		run = self.ktap('/nonexistent/console.log')
		self.assertEqual(run.returncode, 2)
		self.assertEqual(run.stderr, 'ktap.py: cannot read '
				 '/nonexistent/console.log: No such file or '
				 'directory\n')

	def test_reads_a_log_and_writes_json(self):
		with tempfile.TemporaryDirectory() as tmp:
			out = os.path.join(tmp, 'r.json')
			run = self.ktap(os.path.join(SAMPLES, 'failing.log'),
					'--json=' + out)
			with open(out) as f:
				top = json.load(f)
		self.assertEqual(run.returncode, 1)
		self.assertEqual(run.stdout.splitlines()[-1],
				 '2 passed, 1 failed, 1 skipped')
		self.assertEqual([c['status'] for c in
				  top['sub_groups'][0]['test_cases']],
				 ['PASS', 'FAIL', 'SKIP'])


LINUX_TOOLS = os.environ.get('LINUX_TOOLS',
			     '/work/shared/tools/linux-tools')
KUNIT_CACHE = os.path.join(os.environ.get('LINUX_TOOLS_CACHE',
					  '/var/cache/kt26-linux-tools'),
			   'linux-source-6.1/tools/testing/kunit/kunit.py')


def kunit_available():
	if not os.access(LINUX_TOOLS, os.X_OK):
		return False
	return os.path.exists(KUNIT_CACHE) or \
		os.environ.get('KTEST_KUNIT_COMPARE') == '1'


@unittest.skipUnless(kunit_available(), 'Linux kunit tool not at hand '
		     '(%s, unpacked; or set KTEST_KUNIT_COMPARE=1)' % LINUX_TOOLS)
class KunitAgreementTest(unittest.TestCase):
	"""Linux's own parser reads the samples as ours does."""

	def kunit(self, name):
		out = subprocess.run([LINUX_TOOLS, 'kunit-parse',
				      os.path.join(SAMPLES, name)],
				     capture_output=True, text=True, timeout=600)
		m = re.search(r'Ran \d+ tests?: (.*)', out.stdout)
		self.assertIsNotNone(m, out.stdout + out.stderr)
		counts = {k: int(v) for k, v in
			  re.findall(r'(\w+): (\d+)', m[1])}
		return out.returncode, counts

	def test_agreement(self):
		for name in sorted(EXPECTED):
			with self.subTest(sample=name):
				status, k = self.kunit(name)
				c = parse_sample(name).counts
				# kunit's "crashed" is our missing result.
				self.assertEqual(
					(c.passed, c.failed, c.skipped),
					(k.get('passed', 0),
					 k.get('failed', 0) + k.get('crashed', 0),
					 k.get('skipped', 0)))
				ours_ok = parse_sample(name).ok
				if name in STRICTER_THAN_KUNIT:
					self.assertEqual((ours_ok, status), (False, 0))
				else:
					self.assertEqual(ours_ok, status == 0)

	def test_json_agreement(self):
		kunit = os.path.dirname(KUNIT_CACHE)
		if not os.path.isdir(kunit):
			self.skipTest('kunit_tool not unpacked at ' + kunit)
		for name in sorted(EXPECTED):
			# Boot lines between KTAP lines make kunit nest the
			# suites under an unnamed group; the counts agree.
			if name == 'noise.log':
				continue
			with self.subTest(sample=name):
				self.assertEqual(self.ours_json(name),
						 self.kunit_json(name))

	@staticmethod
	def tree(group):
		return {'name': group['name'],
			'sub_groups': [KunitAgreementTest.tree(g)
				       for g in group['sub_groups']],
			'test_cases': group['test_cases']}

	def ours_json(self, name):
		top = json.loads(ktap.kunit_json(parse_sample(name)))
		top['name'] = 'KUnit Test Group'
		return self.tree(top)

	def kunit_json(self, name):
		with tempfile.TemporaryDirectory() as tmp:
			out = os.path.join(tmp, 'k.json')
			subprocess.run([sys.executable, KUNIT_CACHE, 'parse',
					'--json=' + out,
					os.path.abspath(os.path.join(SAMPLES, name))],
				       capture_output=True, timeout=600)
			with open(out) as f:
				return self.tree(json.load(f))


if __name__ == '__main__':
	unittest.main()
