# SPDX-License-Identifier: GPL-2.0
#
# kt26 top-level Makefile, Kbuild-shaped: each directory's Makefile lists
# its objects in obj-y (a name ending in / means a subdirectory), and this
# file walks them.  Objects sit beside their sources, as in Linux; with
# O=DIR every output goes under DIR instead (see below).
#
#   make                build vmlinux
#   make run            boot it interactively on 4 CPUs
#   make check          host unit tests, then boot the in-kernel tests
#                       (FILTER=GLOB: only those suites), ending with
#                       the total over every boot
#   make bench          boot the benchmarks, keep bench/results/*.json
#   make bench-linux    the same figures on Debian's Linux, side by side
#   make debug          boot halted under gdb, kt-* commands loaded
#                       (GDB=no: wait for gdb by hand; GDB=PROG;
#                       GDB_PORT=N, default 1234)
#   make M=DIR          link DIR's obj-y/obj-m objects in as well
#   make M=DIR clean    remove DIR's objects only
#   make O=DIR          every output under DIR, the source tree untouched
#                       (KBUILD_OUTPUT=DIR in the environment does the same)
#   make V=1            show the commands
#   make KCFLAGS=...    more compiler flags; each object keeps its command
#                       in .NAME.o.cmd, and a changed command rebuilds it
#   make help           every target and variable
#
# O=DIR: make still runs in the source tree and compiles the sources
# where they are, but every target name carries the prefix $(out), so
# DIR/kernel/kthread.o stands beside DIR/kernel/.kthread.o.cmd, and
# vmlinux, its linker script, the kallsyms room, the include/asm
# link, the host tests' build and the logs and results of run, check,
# bench, debug and torture (DIR/.ktest/) all land under DIR.  The
# compiler is given -IDIR/include first, for DIR's asm link.  DIR is
# exported as KBUILD_OUTPUT, so the runner, debug.py and the host tests
# find the kernel and write their logs there.  M=DIR2 with O=DIR builds
# DIR2's objects under DIR as well, at DIR/DIR2/.

KERNELVERSION := 2.6.1-kt26

ifeq ($(V),1)
Q :=
quiet = @true
show = echo '$(call escsq,$(2))'
else
Q := @
quiet = @printf '  %-7s %s\n'
show = printf '  %-7s %s\n' '$(1)' '$(target-name)'
endif
# make -s: not even the short lines.
ifneq ($(findstring s,$(firstword -$(MAKEFLAGS))),)
quiet = @true
show = :
endif

CC	:= gcc
# The link runs through gcc: with -flto it is where the whole kernel is
# optimised as one program (see KBUILD_CFLAGS).
LD	:= $(CC)
OBJCOPY	:= objcopy
READELF	:= readelf
PYTHON	:= python3

GCC_INC := $(shell $(CC) -print-file-name=include)

# O= on the command line wins over KBUILD_OUTPUT from the environment;
# O= naming the source tree itself is the same as no O= at all.
ifeq ($(origin O),command line)
KBUILD_OUTPUT := $(O)
endif
ifneq ($(KBUILD_OUTPUT),)
KBUILD_OUTPUT := $(abspath $(KBUILD_OUTPUT))
ifeq ($(KBUILD_OUTPUT),$(CURDIR))
KBUILD_OUTPUT :=
endif
endif
export KBUILD_OUTPUT
# out: what every output path starts with; empty without O=.
out := $(if $(KBUILD_OUTPUT),$(KBUILD_OUTPUT)/)
ifneq ($(out),)
# The host tests import the runner: no __pycache__ in the source tree.
export PYTHONPYCACHEPREFIX := $(out).pycache
endif

# Under O=, DIR/include first: the asm link is there.
KBUILD_CPPFLAGS := -nostdinc -isystem $(GCC_INC) $(if $(out),-I$(out)include )-Iinclude \
	-D__KERNEL__ -DCONFIG_DEBUG_PREEMPT \
	-DKT26_VERSION='"$(KERNELVERSION)"'
KBUILD_CFLAGS := -m32 -march=i686 -std=gnu11 -ffreestanding -fno-builtin \
	-fno-pic -fno-pie -fno-stack-protector -fno-omit-frame-pointer \
	-fno-optimize-sibling-calls -fno-strict-aliasing -fno-strict-overflow -fno-common \
	-mno-sse -mno-mmx -mno-80387 -mno-red-zone -mpreferred-stack-boundary=2 -mregparm=3 \
	-O2 -g -Wall -Wundef -Wstrict-prototypes -Wmissing-prototypes \
	-Wno-format-truncation -Werror
# Link-time optimisation: calls between files are inlined and laid out
# together, as within one.  Under TCG that is what a kthread round trip
# spends most on (a jump to another page is a lookup in QEMU's jump
# cache, each return another): -flto takes a fifth of its instructions
# and two thirds of its cache misses away.  Fat objects keep real code
# beside the LTO stream, so nm, objdump and the host tests read them.
KBUILD_CFLAGS += -flto -ffat-lto-objects
KBUILD_AFLAGS := -m32 -D__ASSEMBLY__ -g
KBUILD_LDFLAGS := $(KBUILD_CFLAGS) -flto=2 -nostdlib -no-pie \
	-Wl,-m,elf_i386 -Wl,--build-id=none -Wl,--no-warn-rwx-segments \
	-Wl,-z,noexecstack

# Walk a directory: read its Makefile's obj-y, recurse into "dir/" entries.
define descend
obj-y :=
obj-m :=
include $(1)/Makefile
$(1)-objs := $$(obj-y) $$(obj-m)
objs += $$(addprefix $(1)/,$$(filter-out %/,$$($(1)-objs)))
$$(foreach s,$$(filter %/,$$($(1)-objs)),$$(eval $$(call descend,$(1)/$$(s:/=))))
endef

core-dirs := arch/i386/kernel arch/i386/mm arch/i386/lib init kernel mm fs lib drivers
objs :=
$(foreach d,$(core-dirs),$(eval $(call descend,$(d))))

# External code, as with Linux's M=: DIR/Kbuild, else DIR/Makefile.
ifneq ($(M),)
M := $(patsubst %/,%,$(M))
ifneq ($(out),)
# Under O=, a directory inside the tree by its relative name, so its
# objects go to $(out)DIR.  M= is most often a command-line variable,
# which a plain assignment would not change.
override M := $(patsubst $(CURDIR)/%,%,$(abspath $(M)))
endif
ext-mk := $(firstword $(wildcard $(M)/Kbuild $(M)/Makefile))
ifeq ($(ext-mk),)
$(error M=$(M): no Kbuild or Makefile in that directory)
endif
obj-y :=
obj-m :=
include $(ext-mk)
ext-objs := $(addprefix $(M)/,$(obj-y) $(obj-m))
ifeq ($(ext-objs),)
$(error M=$(M): $(ext-mk) lists no objects in obj-y or obj-m)
endif
objs += $(ext-objs)
endif

head-obj := arch/i386/kernel/head.o
objs := $(addprefix $(out),$(head-obj) $(filter-out $(head-obj),$(objs)))
deps := $(objs:.o=.d)

LDS := $(out)arch/i386/boot/vmlinux.lds
asm-link := $(out)include/asm

all: $(out)vmlinux

ifneq ($(out),)
vmlinux: $(out)vmlinux
endif

# Under O= the link is absolute: DIR may be anywhere.
$(asm-link):
	$(Q)$(mkdir-out)ln -sfn $(if $(out),$(CURDIR)/include/)asm-i386 $@

# As Kbuild's if_changed: each target's command is kept in .NAME.cmd
# beside it, and the target is made again when a prerequisite is newer
# or when the command differs (KCFLAGS=, a flag edited in this file).
# V= and -s change what is shown, not the command, so they rebuild
# nothing.
escsq = $(subst ','\'',$(1))
cmd-file = $(dir $@).$(notdir $@).cmd
# The name shown: relative to O=, as the sources are to the tree.
target-name = $(patsubst $(out)%,%,$@)
# Under O= a target's directory may not exist yet.
mkdir-out = $(if $(out),mkdir -p $(dir $@); )
cmd-changed = $(strip $(filter-out FORCE,$?) \
	$(subst |$(savedcmd_$@)|,,|$(1)|))
# $(call if-changed,LABEL,COMMAND)
if-changed = $(if $(call cmd-changed,$(2)),@set -e; $(show); $(mkdir-out)$(2); \
	printf '%s\n' 'savedcmd_$@ := $(call escsq,$(2))' > $(cmd-file),@:)

KCFLAGS ?=
cmd-cc = $(CC) $(KBUILD_CPPFLAGS) $(KBUILD_CFLAGS) $(KCFLAGS) -MMD -MP -c $< -o $@
cmd-as = $(CC) $(KBUILD_CPPFLAGS) $(KBUILD_AFLAGS) -MMD -MP -c $< -o $@

$(out)%.o: %.c FORCE | $(asm-link)
	$(call if-changed,CC,$(cmd-cc))

$(out)%.o: %.S FORCE | $(asm-link)
	$(call if-changed,AS,$(cmd-as))

# Files taken in with .incbin, which gcc's -MMD does not list.
$(out)drivers/char/kshell_scripts.o: $(wildcard tools/testing/selftests/*/*.sh)

$(LDS): $(patsubst $(out)%,%,$(LDS)).S | $(asm-link)
	$(quiet) LDS $(target-name)
	$(Q)$(mkdir-out)$(CC) $(KBUILD_CPPFLAGS) -D__ASSEMBLY__ -E -P -x c $< -o $@

# The object list is part of what vmlinux depends on: linking with or
# without M= must relink.
$(out).objlist: FORCE
	$(Q)$(mkdir-out)echo '$(objs)' | cmp -s - $@ || echo '$(objs)' > $@

# One link, as -flto makes a link most of a build: the kallsyms table is
# written afterwards into room the link left for it (scripts/kallsyms.py
# --room, from the objects' symbols), so no address moves.  Only when
# the table does not fit is the image linked again, with room for it.
tmp := $(out).tmp_
kallsyms = OBJCOPY=$(OBJCOPY) READELF=$(READELF) $(PYTHON) scripts/kallsyms.py
link-vmlinux = $(CC) $(KBUILD_CPPFLAGS) $(KBUILD_AFLAGS) -c $(tmp)kallsyms.S \
		-o $(tmp)kallsyms.o && \
	$(LD) $(KBUILD_LDFLAGS) $(KCFLAGS) -T $(LDS) -o $@ $(objs) $(tmp)kallsyms.o
cmd-link = $(kallsyms) --room $(tmp)kallsyms.S $(objs) && $(link-vmlinux) && \
	{ $(kallsyms) --fill $@ $(tmp)kallsyms.S || \
	  { $(link-vmlinux) && $(kallsyms) --fill $@ $(tmp)kallsyms.S; }; }

$(out)vmlinux: $(objs) $(LDS) $(out).objlist scripts/kallsyms.py FORCE
	$(call if-changed,LD,$(cmd-link))

SMP ?= 4
QEMU_ACCEL ?= tcg
export SMP QEMU_ACCEL CMDLINE

RUNNER := $(PYTHON) tools/testing/ktest/runner.py
# What the boots read and write: under O= too.
kernel := $(out)vmlinux
ktest := $(out).ktest
host-build := $(if $(out),B=$(out)tools/testing/host)
# Test boots run with the lock-order validator (Documentation/locking.txt)
# and slab poisoning on; make run and make bench run without them.
TEST_CMDLINE := --cmdline 'lock_debug slab_debug $(CMDLINE)'
# make bench's: loglevel=6 keeps KERN_INFO off the console, as Linux's
# quiet keeps it off in make bench-linux.  Under TCG each character to
# the serial port is an exit to QEMU, so a cpu_down's "CPU 1 is now
# offline" alone took 200 us of the figure; the figures are KERN_NOTICE.
BENCH_CMDLINE := --cmdline 'loglevel=6 $(CMDLINE)'
# make check FILTER=GLOB: only the suites (or suite.case) the glob picks,
# in the main boot; the sample and -smp 32 boots are left out.
FILTER ?=
# Each boot of make check writes its counts here; the last line of make
# check is their sum.
results := $(ktest)/results
check-results := $(results)/main.json
ifeq ($(M)$(FILTER),)
check-results += $(results)/sample.json $(results)/smp32.json \
	$(results)/smp1-subset.json $(results)/nodebug.json
endif

run: $(kernel)
	$(Q)$(RUNNER) --mode run --kernel $(kernel) --log $(ktest)/run.log \
		--install-qemu

# QEMU is looked for first: without it the one-line hint is all there is.
check: $(kernel)
	$(Q)$(RUNNER) --find-qemu --install-qemu
	$(Q)rm -rf $(results)
	$(Q)$(MAKE) -s -C tools/testing/host run $(host-build)
	$(Q)$(PYTHON) tools/testing/ktest/test_ktap.py
	$(Q)$(PYTHON) tools/bench/test_bench.py
	$(Q)$(PYTHON) tools/testing/ktest/test_build.py
	$(Q)$(PYTHON) tools/testing/ktest/test_runner.py
	$(Q)$(PYTHON) tools/testing/ktest/test_console.py
	$(Q)$(PYTHON) tools/testing/ktest/test_debug.py
	$(Q)$(RUNNER) --mode check --kernel $(kernel) $(TEST_CMDLINE) \
		$(if $(FILTER),--filter '$(FILTER)') \
		--label 'smp$(SMP) main' --results $(results)/main.json
ifeq ($(M)$(FILTER),)
	$(Q)$(MAKE) -s check-sample
	$(Q)$(RUNNER) --mode check --kernel $(kernel) $(TEST_CMDLINE) \
		--smp 32 --quiet --filter 'boot,smp,smp_scale' \
		--log $(ktest)/console-smp32.log \
		--label 'smp32 subset' --results $(results)/smp32.json
	$(Q)$(RUNNER) --mode check --kernel $(kernel) $(TEST_CMDLINE) \
		--smp 1 --quiet --filter 'kthread*,exit' --log $(ktest)/console-smp1-subset.log \
		--label 'smp1 subset' --results $(results)/smp1-subset.json
	$(Q)# What lock_debug and slab_debug change, as a user's boot: the
	$(Q)# spinlock fast path, and sighand objects reused as they were freed.
	$(Q)# Booted as make bench is, whose figures must reach the console.
	$(Q)$(RUNNER) --mode check --kernel $(kernel) --smp 2 --quiet \
		$(BENCH_CMDLINE) --expect 'bench-ns: .* what=a context switch' \
		--filter 'spinlock,lock_assert,exit.fork_copies_every_action,bench_sched' \
		--log $(ktest)/console-nodebug.log \
		--label 'no debug options' --results $(results)/nodebug.json
endif
	$(Q)$(RUNNER) --total $(check-results)

# The M= path, end to end: build the sample in, boot it, and see its
# module_init and module_exit run.  Then relink without it.
check-sample:
	$(Q)$(MAKE) -s M=samples/kthread
	$(Q)$(RUNNER) --mode check --kernel $(kernel) $(TEST_CMDLINE) \
		--quiet --filter boot --log $(ktest)/sample.log \
		--label sample --results $(results)/sample.json \
		--expect 'kthread_example: started kt-ticker' \
		--expect 'kthread_example: stopped after [0-9]+ ticks, result 0'
	$(Q)$(MAKE) -s

# QEMU halted with its gdb stub, and gdb on vmlinux connected to it with
# scripts/gdb/kt26.py loaded (Documentation/debugging.txt).
GDB ?= gdb
debug: $(kernel)
	$(Q)$(PYTHON) tools/testing/ktest/debug.py --kernel $(kernel) --log-dir $(ktest) \
		--gdb '$(GDB)'

# make bench also keeps its figures: bench/results/<time>-<commit>-smpN.json,
# under O=DIR in DIR/bench/results/
# (tools/bench/compare.py A.json B.json prints the ratios of two).
bench: $(kernel)
	$(Q)$(RUNNER) --find-qemu --install-qemu
	$(Q)$(RUNNER) --mode check --kernel $(kernel) $(BENCH_CMDLINE) \
		--quiet --filter 'bench_*' --show '^bench: ' --log $(ktest)/bench.log
	$(Q)$(PYTHON) tools/bench/bench_json.py $(ktest)/bench.log \
		--smp $(SMP) --accel $(QEMU_ACCEL) --out-dir $(out)bench/results

# make bench-linux: the same figures on Debian's Linux (apt-get installs
# it, with its headers, busybox-static and cpio, when missing), timed by
# tools/bench/linux/kt26_bench.ko; kt26 and Linux boot by turns, PAIRS
# times each, in qemu-system-x86_64 with the same -m, -smp and -accel.
# Not part of make check: it wants the network once and minutes of QEMU.
PAIRS ?= 3
bench-linux: $(kernel)
	$(Q)$(PYTHON) tools/bench/bench_linux.py --kernel $(kernel) \
		--smp $(SMP) --accel $(QEMU_ACCEL) --pairs $(PAIRS) \
		--work-dir $(ktest)/bench-linux --out-dir $(out)bench/results

# make bench-plot: PNGs of the newest results (a make bench first when
# there are none) in bench/plots/, drawn by Debian's python3 with its
# python3-matplotlib, installed when missing.
PLOT_PYTHON ?= /usr/bin/python3
bench-plot:
	$(Q)[ -n "$$(ls $(out)bench/results/*.json 2>/dev/null)" ] || $(MAKE) -s bench
	$(Q)$(PLOT_PYTHON) tools/bench/plot.py --install \
		--results-dir $(out)bench/results --out-dir $(out)bench/plots

# make M=DIR clean: DIR's objects only, as Linux's; the tree and its
# vmlinux stay.  Under O= both cleans look in DIR alone.
ifneq ($(M),)
ext-out := $(addprefix $(out),$(ext-objs))
clean:
	$(Q)rm -f $(ext-out) $(ext-out:.o=.d) \
		$(foreach o,$(ext-out),$(dir $(o)).$(notdir $(o)).cmd)
else
out-dir := $(or $(KBUILD_OUTPUT),.)
clean:
	$(Q)[ ! -d $(out-dir) ] || find $(out-dir) \
		\( -name '*.o' -o -name '*.d' -o -name '.*.cmd' \) \
		-not -path '$(out-dir)/tools/testing/host/*' \
		-not -path '$(out-dir)/.git/*' | xargs rm -f
	$(Q)rm -f $(kernel) $(tmp)* $(out).objlist $(LDS) $(asm-link)
	$(Q)rm -rf $(ktest) $(if $(out),$(out).pycache)
	$(Q)$(MAKE) -s -C tools/testing/host clean $(host-build)
endif

help:
	@echo 'Targets:'
	@echo '  all, vmlinux  build the kernel (the default)'
	@echo '  run           boot it on SMP CPUs at the kt26# prompt'
	@echo '  check         host tests, then the in-kernel tests in QEMU, with'
	@echo '                a grand total over every boot'
	@echo '  check-sample  build samples/kthread in with M=, boot it, relink'
	@echo '  bench         the benchmarks; figures kept in bench/results/'
	@echo '  bench-plot    PNGs of the newest figures in bench/plots/'
	@echo '  bench-linux   the same figures on Debian'"'"'s Linux, side by side'
	@echo '  torture       the torture run alone, DURATION seconds'
	@echo '  debug         boot halted under gdb with the kt-* commands'
	@echo '  clean         remove what the build made (with M=: DIR only)'
	@echo '  help          this list'
	@echo 'Variables:'
	@echo '  M=DIR         build DIR (its Kbuild or Makefile obj-y) in as well'
	@echo '  O=DIR         every output (objects, vmlinux, logs) under DIR,'
	@echo '                none in the source tree; or KBUILD_OUTPUT=DIR'
	@echo '  V=1           show every command'
	@echo '  KCFLAGS=...   more compiler flags; a change rebuilds what it affects'
	@echo '  SMP=N         CPUs for run, check, bench, torture (default 4)'
	@echo '  PAIRS=N       make bench-linux: kt26+Linux boot pairs (default 3)'
	@echo '  QEMU_ACCEL=   tcg (default) or kvm'
	@echo '  CMDLINE=...   more kernel command line (run, check, torture)'
	@echo '  FILTER=GLOB   make check: only these suites (suite.case globs)'
	@echo '  DURATION=S    make torture: seconds of load (default 60)'
	@echo '  GDB=PROG|no   make debug: the gdb to start, or none'
	@echo '  GDB_PORT=N    make debug: the gdb stub port (default 1234)'
	@echo '  RUN_TIMEOUT=S make run with piped input: the bound (default 600)'

# The torture run alone: DURATION seconds (default 60) at SMP CPUs.  The
# guest's jiffies fall behind the wall clock on a loaded host (1,200 s of
# load took 1,399 s, and 3,600 s took 3,845 s), so the bound leaves half
# as much again.
DURATION ?= 60
torture: $(kernel)
	$(Q)$(RUNNER) --find-qemu --install-qemu
	$(Q)$(RUNNER) --mode check --kernel $(kernel) --filter torture \
		--cmdline 'lock_debug slab_debug torture_duration=$(DURATION) $(CMDLINE)' \
		--timeout $$(($(DURATION) * 3 / 2 + 300)) --show '^torture: ' \
		--log $(ktest)/torture.log

.PHONY: all run check check-sample bench bench-linux bench-plot debug torture clean help FORCE
-include $(deps)
-include $(foreach o,$(objs) $(kernel),$(dir $(o)).$(notdir $(o)).cmd)
