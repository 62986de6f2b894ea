# SPDX-License-Identifier: GPL-2.0
"""KTAP version 1 parser for kt26 console logs.

The kernel's console mixes ordinary boot log lines (with a "[    0.001234] "
timestamp) and KTAP output (without one, though a timestamp is tolerated).
Parsing starts at the first top-level "KTAP version N" line.  Nesting is
given by indentation, four spaces per level.  The parser is incremental:
feed() it one console line at a time and it hands back each result as it
completes, so a runner can show progress while the kernel is still running;
finish() then checks the plans and returns the whole tree.

Used as a program, it parses a saved log:  python3 ktap.py console.log
(see python3 ktap.py --help).  kunit_json() gives kunit_tool's JSON.
"""

import argparse
import json
import re
import sys

PASS = 'PASS'
FAIL = 'FAIL'
SKIP = 'SKIP'
# A test that printed a header or results but never its own result line:
# the kernel died or hung inside it.
NO_RESULT = 'NO RESULT'

INDENT = 4

TIMESTAMP_RE = re.compile(r'^\[\s*\d+\.\d+\] ?')
# Terminal control sequences from the BIOS that can share a line with ours.
ESCAPE_RE = re.compile(r'\x1b(\[[0-9;?]*[A-Za-z]|[()][A-Za-z0-9]|[=>c])')
VERSION_RE = re.compile(r'^K?TAP version (\d+)\s*$')
VERSION_ANYWHERE_RE = re.compile(r'K?TAP version (\d+)\s*$')
PLAN_RE = re.compile(r'^1\.\.(\d+)\s*(?:#.*)?$')
RESULT_RE = re.compile(r'^(ok|not ok) +(\d+)(?: +- *| +|$)(.*)$')
SUBTEST_RE = re.compile(r'^# +Subtest: *(.*?)\s*$')
# Only SKIP changes a result's meaning here, as in Linux's kunit tool.
SKIP_RE = re.compile(r'^(.*?)\s*#\s*SKIP\b:?\s*(.*)$', re.IGNORECASE)


class Test:
	"""One KTAP test: a case (a leaf) or a suite (with subtests).

	The parser also uses a Test as the container that collects the lines
	printed at one indentation level until the result line that closes it.
	"""

	def __init__(self, depth):
		self.depth = depth		# indentation level of its subtests
		self.name = ''
		self.number = None
		self.status = None		# PASS, FAIL, SKIP or NO_RESULT
		self.skip_reason = ''
		self.diagnostics = []		# lines printed before its result
		self.subtests = []
		self.plan = None		# N of "1..N"
		self.seen_version = False
		self.seen_header = False	# "# Subtest: name"
		self.pending = []		# diagnostics awaiting a result line

	def results(self):
		"""Subtests that printed a result line."""
		return [t for t in self.subtests if t.number is not None]

	def is_empty(self):
		return not (self.seen_version or self.seen_header or
			    self.plan is not None or self.subtests)


class Counts:
	"""Cases (leaf tests) by outcome."""

	def __init__(self, passed=0, failed=0, skipped=0):
		self.passed = passed
		self.failed = failed
		self.skipped = skipped

	def add(self, other):
		self.passed += other.passed
		self.failed += other.failed
		self.skipped += other.skipped

	def total(self):
		return self.passed + self.failed + self.skipped

	def summary(self):
		"""The runner's last line: "N passed, N failed[, N skipped]"."""
		line = '%d passed, %d failed' % (self.passed, self.failed)
		if self.skipped:
			line += ', %d skipped' % self.skipped
		return line


class Report:
	"""What finish() returns: the tree, the counts and every problem."""

	def __init__(self, root, errors):
		self.root = root		# None if no KTAP output was found
		self.errors = errors
		self.counts = count_cases(root) if root else Counts()

	@property
	def started(self):
		return self.root is not None

	@property
	def ok(self):
		return self.started and not self.errors and \
			self.counts.failed == 0

	def failed_cases(self):
		if not self.root:
			return []
		return [name for name, t in walk(self.root)
			if is_case(t) and t.status in (FAIL, NO_RESULT)]


def count_cases(test):
	"""Count the leaves under test.

	A suite that says "not ok" although none of its cases failed (its
	setup failed, or it died between cases) still counts one failure, so
	that a failing suite can never add up to a clean summary.  Results a
	plan promised but that never came count as failures too.
	"""
	counts = Counts()
	for sub in test.subtests:
		if is_case(sub):
			count_leaf(sub, counts)
			continue
		inner = count_cases(sub)
		if sub.status in (FAIL, NO_RESULT) and inner.failed == 0:
			inner.failed += 1
		counts.add(inner)
	counts.failed += missing_results(test)
	return counts


def missing_results(test):
	return max(0, (test.plan or 0) - len(test.subtests))


def is_case(test):
	"""A leaf: no subtests printed and none promised."""
	return not test.subtests and not missing_results(test)


def count_leaf(test, counts):
	if test.status == PASS:
		counts.passed += 1
	elif test.status == SKIP:
		counts.skipped += 1
	else:
		counts.failed += 1


def walk(test, prefix=''):
	"""Yield (dotted name, test) for every test under test, depth first."""
	for sub in test.subtests:
		name = prefix + (sub.name or '?')
		yield name, sub
		yield from walk(sub, name + '.')


def strip_line(raw):
	"""Drop the line ending, NULs, terminal escapes and any timestamp."""
	line = raw.rstrip('\r\n').replace('\r', '').replace('\0', '')
	line = ESCAPE_RE.sub('', line)
	return TIMESTAMP_RE.sub('', line, count=1)


class Parser:
	"""Incremental KTAP parser: feed() lines, then finish()."""

	def __init__(self):
		self.root = None
		self.open = []		# open[d] collects the lines at depth d
		self.errors = []

	def feed(self, raw):
		"""Take one console line; return the results it completed.

		Each result is a (dotted name, Test) pair.  Lines that are not
		KTAP (boot log, noise) are ignored.
		"""
		line = strip_line(raw)
		if self.root is None:
			self._look_for_start(line)
			return []
		indent = len(line) - len(line.lstrip(' '))
		text = line[indent:].rstrip()
		depth = indent // INDENT
		if VERSION_RE.match(text):
			self._header(depth, 'version')
		elif SUBTEST_RE.match(text):
			self._header(depth, 'subtest', SUBTEST_RE.match(text)[1])
		elif PLAN_RE.match(text):
			self._header(depth, 'plan', int(PLAN_RE.match(text)[1]))
		elif RESULT_RE.match(text):
			return [self._result(depth, RESULT_RE.match(text))]
		elif text.startswith('#') or (indent and text):
			self._diagnostic(depth, line)
		# Anything else is console noise between KTAP lines.
		return []

	def finish(self):
		"""End of the console: close what is open, check every plan."""
		if self.root is None:
			return Report(None, ['no KTAP output (no "KTAP version" '
					     'line on the console)'])
		while len(self.open) > 1:
			self._abandon_deepest()
		self._check_plan(self.root)
		return Report(self.root, self.errors)

	def started(self):
		return self.root is not None

	def _look_for_start(self, line):
		# The first line can share the console line with BIOS output
		# ("Booting from ROM..KTAP version 1"), so search, not match.
		m = VERSION_ANYWHERE_RE.search(line)
		if not m or line[:m.start()].startswith(' '):
			return
		self.root = Test(0)
		self.root.seen_version = True
		self.open = [self.root]

	def _ensure_depth(self, depth):
		"""Open containers down to depth (a suite may omit its header)."""
		while len(self.open) <= depth:
			self.open.append(Test(len(self.open)))

	def _header(self, depth, kind, value=None):
		if depth == 0:
			self._root_header(kind, value)
			return
		self._ensure_depth(depth)
		while len(self.open) > depth + 1:
			self._abandon_deepest()
		if self._starts_new_container(self.open[depth], kind):
			self._abandon_deepest()
			self._ensure_depth(depth)
		box = self.open[depth]
		if kind == 'version':
			box.seen_version = True
		elif kind == 'subtest':
			box.seen_header = True
			box.name = value
		else:
			box.plan = value

	@staticmethod
	def _starts_new_container(box, kind):
		# A header line that box has already had (or one arriving after
		# its plan or results) means box's suite ended without its
		# result line and this is the next suite's header.
		if box.plan is not None or box.subtests:
			return True
		if kind == 'version':
			return box.seen_version
		if kind == 'subtest':
			return box.seen_header
		return False

	def _root_header(self, kind, value):
		while len(self.open) > 1:
			self._abandon_deepest()
		if kind == 'plan' and self.root.plan is None and \
		   not self.root.subtests:
			self.root.plan = value
		elif kind == 'subtest':
			self.root.name = value
		else:
			self.errors.append('unexpected top-level "%s" line after '
					   'the KTAP output began' % kind)

	def _result(self, depth, m):
		self._ensure_depth(depth)
		while len(self.open) > depth + 2:
			self._abandon_deepest()
		parent = self.open[depth]
		if len(self.open) > depth + 1:
			test = self.open.pop()
			self._check_plan(test)
		else:
			test = Test(depth + 1)
		self._fill_result(test, m)
		test.diagnostics = parent.pending + test.pending
		parent.pending = []
		test.pending = []
		expected = len(parent.results()) + 1
		if test.number != expected:
			self.errors.append('%s: test number %d, expected %d' %
					   (self._name_in(parent, test),
					    test.number, expected))
		parent.subtests.append(test)
		return self._name_in(parent, test), test

	@staticmethod
	def _fill_result(test, m):
		ok, number, rest = m[1], int(m[2]), m[3]
		test.number = number
		test.status = PASS if ok == 'ok' else FAIL
		skip = SKIP_RE.match(rest)
		if skip:
			rest = skip[1]
			test.skip_reason = skip[2]
			# "not ok ... # SKIP" is a skip too, as TAP has it.
			test.status = SKIP
		test.name = rest.strip() or test.name

	def _diagnostic(self, depth, line):
		box = self.open[min(depth, len(self.open) - 1)]
		# Keep indentation relative to the level it belongs to.
		box.pending.append(line[box.depth * INDENT:].rstrip())

	def _abandon_deepest(self):
		"""The innermost open suite will never get its result line."""
		box = self.open.pop()
		parent = self.open[-1]
		if box.is_empty():
			parent.pending += box.pending
			return
		box.status = NO_RESULT
		box.diagnostics = box.pending
		box.pending = []
		parent.subtests.append(box)
		got = len(box.subtests)
		plan = ' of %d' % box.plan if box.plan is not None else ''
		self.errors.append('%s: no result line: the kernel stopped in it '
				   'after %d%s results' %
				   (self._name_in(parent, box), got, plan))

	def _check_plan(self, box):
		where = self._where(box)
		# A subtest that died without its result line still fills its
		# place; it is reported as such, not again here.
		got = len(box.subtests)
		if box.plan is None:
			if box is self.root:
				self.errors.append('missing KTAP plan')
			elif got:
				self.errors.append(where + 'missing plan')
		elif got < box.plan:
			self.errors.append('%smissing results: plan 1..%d but got %d'
					   % (where, box.plan, got))
		elif got > box.plan:
			self.errors.append('%stoo many results: plan 1..%d but got '
					   '%d' % (where, box.plan, got))

	def _where(self, box):
		if box is self.root:
			return ''
		return (box.name or '?') + ': '

	def _name_in(self, parent, test):
		"""Dotted name of test, a subtest of parent (which is open)."""
		names = [t.name or '?' for t in self.open[1:]
			 if t.depth <= parent.depth]
		return '.'.join(names + [test.name or '?'])


def parse_lines(lines):
	"""Parse a whole log at once; returns a Report."""
	parser = Parser()
	for line in lines:
		parser.feed(line)
	return parser.finish()


def format_result(name, test):
	"""Lines that show one result to a human, diagnostics under failures."""
	if test.subtests:
		counts = count_cases(test)
		return ['== %s: %s (%s)' % (name, test.status, counts.summary())]
	if test.status == SKIP:
		reason = ': ' + test.skip_reason if test.skip_reason else ''
		return ['[SKIP] %s%s' % (name, reason)]
	if test.status == PASS:
		return ['[PASS] %s' % name]
	return ['[FAIL] %s' % name] + ['       ' + d for d in dedent(test.diagnostics)]


def dedent(lines):
	"""Remove the indentation the lines share."""
	width = min((len(l) - len(l.lstrip(' ')) for l in lines if l.strip()),
		    default=0)
	return [l[width:] for l in lines]


# kunit_tool's JSON (kunit_json.py, the KernelCI test-group shape): a
# group per test that has subtests, a case per leaf, and these statuses;
# anything else is "FAIL".  A case that never printed its result is
# kunit's "crashed", which it writes as ERROR; so is each result a plan
# promised that never came, as an unnamed case, the way kunit_tool's
# parser counts it.
JSON_STATUS = {PASS: 'PASS', SKIP: 'SKIP', NO_RESULT: 'ERROR'}


def json_group(test, common):
	"""kunit_tool's JSON object for test and everything under it."""
	groups, cases = [], []
	for sub in test.subtests:
		if is_case(sub):
			cases.append({'name': sub.name,
				      'status': JSON_STATUS.get(sub.status, 'FAIL')})
		else:
			groups.append(json_group(sub, common))
	cases += [{'name': '', 'status': 'ERROR'}] * missing_results(test)
	group = {'name': test.name, 'sub_groups': groups, 'test_cases': cases}
	group.update(common)
	return group


def kunit_json(report, name='kt26 Test Group', build_dir=''):
	"""The report as kunit_tool's --json writes it: a JSON text."""
	common = {'arch': 'i386', 'defconfig': '',
		  'build_environment': build_dir, 'lab_name': None,
		  'kernel': None, 'job': None, 'git_branch': 'kselftest'}
	root = report.root if report.root else Test(0)
	group = json_group(root, common)
	group['name'] = name
	return json.dumps(group, indent=4)


def parse_args(argv):
	p = argparse.ArgumentParser(
		prog='ktap.py',
		description='Parse a saved kt26 console log (KTAP version 1 '
		'among boot messages): print each result as the runner does, '
		'then "N passed, N failed[, N skipped]".  Exit 0 only if no '
		'case failed and every plan was complete.')
	p.add_argument('log', metavar='LOG',
		       help='console log to read, or - for standard input')
	p.add_argument('--json', nargs='?', const='-', metavar='FILE',
		       help="also write the results in kunit_tool's JSON "
		       'shape to FILE (standard output without one)')
	return p.parse_args(argv)


def open_log(path):
	if path == '-':
		return sys.stdin
	return open(path, encoding='utf-8', errors='replace')


def main(argv):
	args = parse_args(argv)
	parser = Parser()
	try:
		with open_log(args.log) as log:
			for line in log:
				for name, test in parser.feed(line):
					print('\n'.join(format_result(name, test)))
	except OSError as e:
		print('ktap.py: cannot read %s: %s' % (args.log, e.strerror),
		      file=sys.stderr)
		return 2
	report = parser.finish()
	for error in report.errors:
		print('error: ' + error)
	print(report.counts.summary())
	if args.json:
		write_json(args.json, kunit_json(report))
	return 0 if report.ok else 1


def write_json(path, text):
	"""Write text to path, or to standard output for "-"."""
	if path == '-':
		print(text)
		return
	with open(path, 'w') as f:
		f.write(text + '\n')


if __name__ == '__main__':
	sys.exit(main(sys.argv[1:]))
