# SPDX-License-Identifier: GPL-2.0
#
# gdb helpers for kt26, read straight from the kernel's own structures:
#
#   kt-ps              every task: pid, state, CPU, allowed CPUs, comm
#   kt-dmesg           the kernel log buffer, as dmesg prints it
#   kt-current CPU     the task running on CPU ($kt_current(CPU) too)
#   kt-runqueue CPU    a CPU's runqueue: its current task and the queued
#   kt-bt PID          a sleeping task's stack, from its switch frame
#
# Load it with "source scripts/gdb/kt26.py" once vmlinux is the file
# (make debug does).  See Documentation/debugging.txt.

import gdb

THREAD_SIZE = 8192		# <asm/thread_info.h>
MAX_FRAMES = 64

STATE_LETTERS = {0: 'R', 1: 'S', 2: 'D', 4: 'T', 8: 'Z', 16: 'X'}


def memory_errors_as_messages(name):
	"""A decorator for invoke(): a bad pointer in the kernel's lists
	(or a kernel not yet booted) gets one line, not a Python trace."""
	def wrap(invoke):
		def checked(self, *args):
			try:
				return invoke(self, *args)
			except gdb.MemoryError as e:
				raise gdb.GdbError('%s: %s (kernel not booted '
						   'that far, or corrupt?)' %
						   (name, e)) from None
		return checked
	return wrap


def check_connected(cmd):
	"""Without a live target gdb reads vmlinux's file image: refuse."""
	inf = gdb.selected_inferior()
	if inf.pid == 0 or not inf.threads():
		raise gdb.GdbError('%s: not connected to a kernel '
				   '(target remote :1234 first)' % cmd)


def field_offset(type_name, field):
	for f in gdb.lookup_type(type_name).fields():
		if f.name == field:
			return f.bitpos // 8
	raise gdb.GdbError('%s has no field %s: is this kt26?' %
			   (type_name, field))


def task_ptr_type():
	return gdb.lookup_type('struct task_struct').pointer()


def list_entries(head, type_name, member):
	"""The containers of a struct list_head ring, head itself left out."""
	off = field_offset(type_name, member)
	ptr_type = gdb.lookup_type(type_name).pointer()
	head_addr = int(head.address)
	node = head['next']
	seen = 0
	while int(node) != head_addr:
		yield gdb.Value(int(node) - off).cast(ptr_type)
		node = node['next']
		seen += 1
		if seen > 100000:
			raise gdb.GdbError('list at 0x%x does not end: corrupt?' %
					   head_addr)


def all_tasks():
	"""Every task, init_task first: the ring for_each_process() walks."""
	init = gdb.parse_and_eval('init_task')
	yield init.address
	for p in list_entries(init['tasks'], 'struct task_struct', 'tasks'):
		yield p


def nr_cpus():
	return gdb.parse_and_eval('runqueues').type.range()[1] + 1


def mask_bits(mask):
	"""The CPUs set in a cpumask_t, as a list."""
	bits = mask['bits']
	words = bits.type.range()[1] + 1
	width = bits[0].type.sizeof * 8
	cpus = []
	for w in range(words):
		word = int(bits[w])
		for b in range(width):
			if word & (1 << b):
				cpus.append(w * width + b)
	return [c for c in cpus if c < nr_cpus()]


def cpulist(cpus):
	"""[0, 1, 2, 5] -> "0-2,5", as cpulist_scnprintf() prints."""
	out = []
	i = 0
	while i < len(cpus):
		j = i
		while j + 1 < len(cpus) and cpus[j + 1] == cpus[j] + 1:
			j += 1
		out.append(str(cpus[i]) if i == j else
			   '%d-%d' % (cpus[i], cpus[j]))
		i = j + 1
	return ','.join(out)


def possible_cpus():
	return mask_bits(gdb.parse_and_eval('cpu_possible_map'))


def parse_cpu(cmd, arg):
	"""A CPU number from the command line, checked against the possible."""
	check_connected(cmd)
	words = gdb.string_to_argv(arg)
	if len(words) != 1:
		raise gdb.GdbError('usage: %s CPU' % cmd)
	try:
		cpu = int(words[0], 0)
	except ValueError:
		raise gdb.GdbError('%s: "%s" is not a CPU number' %
				   (cmd, words[0])) from None
	possible = possible_cpus()
	if cpu not in possible:
		raise gdb.GdbError('%s: CPU %d out of range (possible: %s)' %
				   (cmd, cpu, cpulist(possible)))
	return cpu


def task_cpu(p):
	return int(p['thread_info']['cpu'])


def comm(p):
	# The bytes after the NUL are whatever was there before: not text.
	raw = bytes(gdb.selected_inferior().read_memory(p['comm'].address,
							 p['comm'].type.sizeof))
	return raw.split(b'\0')[0].decode('ascii', 'replace')


def state_letter(p):
	return STATE_LETTERS.get(int(p['state']), '?')


def task_line(p):
	allowed = [c for c in mask_bits(p['cpus_allowed'])
		   if c in possible_cpus()]
	return '%5d %c %3d %-8s %s' % (int(p['pid']), state_letter(p),
					task_cpu(p), cpulist(allowed), comm(p))


TASK_HEADER = '  PID S CPU CPUS     COMMAND'


def vcpu_thread(cpu):
	"""QEMU's gdb stub shows each virtual CPU as a thread, CPU 0 first."""
	threads = sorted(gdb.selected_inferior().threads(),
			 key=lambda t: t.ptid[1] or t.ptid[2])
	if cpu >= len(threads):
		return None
	return threads[cpu]


def stack_current(cpu):
	"""current as the CPU computes it: its esp rounded down to the
	thread_info at the stack base, whose task field is the task.
	None when the esp is not on a task's stack (a CPU still booting)."""
	thread = vcpu_thread(cpu)
	if thread is None:
		return None
	was = gdb.selected_thread()
	try:
		thread.switch()
		esp = int(gdb.parse_and_eval('$esp')) & 0xffffffff
	finally:
		if was is not None:
			was.switch()
	ti_type = gdb.lookup_type('struct thread_info').pointer()
	ti = gdb.Value(esp & ~(THREAD_SIZE - 1)).cast(ti_type)
	try:
		task = ti['task']
		if int(task) and int(task['thread_info']) == int(ti):
			return task
	except gdb.MemoryError:
		pass
	return None


def cpu_current(cpu):
	"""The task on CPU: by its stack as the CPU itself finds it, else
	the runqueue's curr (which is the same outside a context switch)."""
	task = stack_current(cpu)
	if task is None:
		task = gdb.parse_and_eval('runqueues')[cpu]['curr']
	if int(task) == 0:
		raise gdb.GdbError('CPU %d runs no task yet (not booted?)' % cpu)
	return task


def find_task(cmd, arg):
	check_connected(cmd)
	words = gdb.string_to_argv(arg)
	if len(words) != 1:
		raise gdb.GdbError('usage: %s PID' % cmd)
	try:
		pid = int(words[0], 0)
	except ValueError:
		raise gdb.GdbError('%s: "%s" is not a pid' %
				   (cmd, words[0])) from None
	for p in all_tasks():
		if int(p['pid']) == pid:
			return p
	raise gdb.GdbError('%s: no task with pid %d' % (cmd, pid))


class KtPs(gdb.Command):
	"""kt-ps: every task, by pid, with its state, CPU and allowed CPUs.

States as ps prints them: R running or runnable, S sleeping, D
uninterruptible, T stopped, Z zombie, X dead."""

	def __init__(self):
		super().__init__('kt-ps', gdb.COMMAND_DATA)

	@memory_errors_as_messages('kt-ps')
	def invoke(self, arg, from_tty):
		check_connected('kt-ps')
		if arg.strip():
			raise gdb.GdbError('usage: kt-ps')
		tasks = sorted(all_tasks(), key=lambda p: int(p['pid']))
		gdb.write(TASK_HEADER + '\n')
		for p in tasks:
			gdb.write(task_line(p) + '\n')


class KtDmesg(gdb.Command):
	"""kt-dmesg: the kernel log buffer (kernel/printk.c's log_buf)."""

	def __init__(self):
		super().__init__('kt-dmesg', gdb.COMMAND_DATA)

	@memory_errors_as_messages('kt-dmesg')
	def invoke(self, arg, from_tty):
		check_connected('kt-dmesg')
		if arg.strip():
			raise gdb.GdbError('usage: kt-dmesg')
		buf = gdb.parse_and_eval('log_buf')
		size = buf.type.sizeof
		start = int(gdb.parse_and_eval('log_start'))
		end = int(gdb.parse_and_eval('log_end'))
		if end - start > size:
			start = end - size
		mem = gdb.selected_inferior().read_memory(buf.address, size)
		data = bytes(mem)
		text = bytearray()
		for i in range(start, end):
			text.append(data[i & (size - 1)])
		gdb.write(text.decode('utf-8', 'replace'))
		if text and not text.endswith(b'\n'):
			gdb.write('\n')


class KtCurrent(gdb.Command):
	"""kt-current CPU: the task running on CPU, which "p current" cannot
show (current is a macro).  $kt_current(CPU) gives it as a value."""

	def __init__(self):
		super().__init__('kt-current', gdb.COMMAND_DATA)

	@memory_errors_as_messages('kt-current')
	def invoke(self, arg, from_tty):
		cpu = parse_cpu('kt-current', arg)
		p = cpu_current(cpu)
		gdb.write('CPU %d: (struct task_struct *) 0x%x\n' % (cpu, int(p)))
		gdb.write(TASK_HEADER + '\n' + task_line(p) + '\n')


class KtCurrentFunc(gdb.Function):
	"""$kt_current(CPU): the struct task_struct * running on CPU."""

	def __init__(self):
		super().__init__('kt_current')

	@memory_errors_as_messages('$kt_current')
	def invoke(self, cpu=None):
		if cpu is None:
			raise gdb.GdbError('usage: $kt_current(CPU)')
		return cpu_current(parse_cpu('$kt_current', str(int(cpu))))


class KtRunqueue(gdb.Command):
	"""kt-runqueue CPU: the runqueue's current and idle tasks, then the
queued tasks by priority, active array first, then expired."""

	def __init__(self):
		super().__init__('kt-runqueue', gdb.COMMAND_DATA)

	@memory_errors_as_messages('kt-runqueue')
	def invoke(self, arg, from_tty):
		cpu = parse_cpu('kt-runqueue', arg)
		rq = gdb.parse_and_eval('runqueues')[cpu]
		if int(rq['curr']) == 0 or int(rq['active']) == 0:
			raise gdb.GdbError('kt-runqueue: CPU %d has no runqueue '
					   'yet (not booted?)' % cpu)
		gdb.write('CPU %d: nr_running %d, nr_switches %d\n' %
			  (cpu, int(rq['nr_running']), int(rq['nr_switches'])))
		for name in ('curr', 'idle'):
			p = rq[name]
			gdb.write('%-4s %5d %s\n' % (name, int(p['pid']), comm(p)))
		for name in ('active', 'expired'):
			self.show_array(name, rq[name])

	def show_array(self, name, array):
		queues = array['queue']
		nprio = queues.type.range()[1] + 1
		gdb.write('%s: %d queued\n' % (name, int(array['nr_active'])))
		for prio in range(nprio):
			for p in list_entries(queues[prio], 'struct task_struct',
					      'run_list'):
				gdb.write('  prio %3d %5d %c %s\n' %
					  (prio, int(p['pid']),
					   state_letter(p), comm(p)))


def describe_pc(pc):
	"""'0xc0101234 schedule+0x45 (kernel/sched.c:345)'."""
	out = '0x%08x' % pc
	try:
		sym = gdb.execute('info symbol 0x%x' % pc, to_string=True)
	except gdb.error:
		sym = ''
	if sym and not sym.startswith('No symbol'):
		words = sym.split()
		name = words[0]
		off = int(words[2]) if len(words) > 2 and words[1] == '+' else 0
		out += ' %s+0x%x' % (name, off)
	# A return address is past its call: the line is the call's.
	sal = gdb.find_pc_line(pc - 1)
	if sal.symtab is not None:
		out += ' (%s:%d)' % (sal.symtab.filename, sal.line)
	return out


def running_on(p):
	"""The CPU whose runqueue has p as curr, or None."""
	rqs = gdb.parse_and_eval('runqueues')
	for cpu in possible_cpus():
		if int(rqs[cpu]['curr']) == int(p):
			return cpu
	return None


class KtBt(gdb.Command):
	"""kt-bt PID: the stack of a task that is not running.

__switch_to (arch/i386/kernel/switch.S) left edi, esi, ebx, ebp and the
return address at thread.esp; from that ebp the frame pointers lead
up the stack (the kernel is built with -fno-omit-frame-pointer).  For a
running task, select its CPU's thread ("thread N", CPU N-1) and "bt"."""

	def __init__(self):
		super().__init__('kt-bt', gdb.COMMAND_STACK)

	@memory_errors_as_messages('kt-bt')
	def invoke(self, arg, from_tty):
		p = find_task('kt-bt', arg)
		cpu = running_on(p)
		if cpu is not None:
			raise gdb.GdbError('kt-bt: pid %d is running on CPU %d: '
					   'use "thread %d" and "bt"' %
					   (int(p['pid']), cpu, cpu + 1))
		esp = int(p['thread']['esp'])
		if esp == 0:
			raise gdb.GdbError('kt-bt: pid %d has no saved stack' %
					   int(p['pid']))
		base = int(p['thread_info'])
		ulong = gdb.lookup_type('unsigned long').pointer()
		frame = gdb.Value(esp).cast(ulong)
		ebp, pc = int(frame[3]), int(frame[4])
		gdb.write('pid %d (%s), %c, saved esp 0x%08x:\n' %
			  (int(p['pid']), comm(p), state_letter(p), esp))
		for n in range(MAX_FRAMES):
			gdb.write('#%-2d %s\n' % (n, describe_pc(pc)))
			# Up the stack only, and not off it.
			if not base < ebp < base + THREAD_SIZE - 8 or ebp & 3:
				break
			up = gdb.Value(ebp).cast(ulong)
			next_ebp, pc = int(up[0]), int(up[1])
			if next_ebp and next_ebp <= ebp or pc == 0:
				break
			ebp = next_ebp


KtPs()
KtDmesg()
KtCurrent()
KtCurrentFunc()
KtRunqueue()
KtBt()

# vmlinux is linked with -flto: a function inlined into every caller,
# as kshell_run() is, is described only inside the units it went into,
# and gdb 13 finds it by name ("break kshell_run") only once it has read
# those.  Reading every unit now takes a fraction of a second.
gdb.execute('maint expand-symtabs')
