# SPDX-License-Identifier: GPL-2.0
#
# CPU hotplug at the console, after the logic of Linux's
# tools/testing/selftests/cpu-hotplug/cpu-on-off-test.sh: bring the
# hotpluggable CPUs online, offline and online again, then try the
# error cases.  It is built into the kernel; at the kt26# prompt:
#
#	sh cpu-on-off-test.sh [-a]
#
# Without -a only the first hotpluggable CPU is tried, as kselftest's
# default; with -a, every one.  The last line says "pass" (status 0),
# what failed (status 1), or why it was skipped (status 4, kselftest's).

SYSFS=/sys/devices/system/cpu
INJECT=/sys/kernel/debug/notifier-error-inject/cpu/actions
ME=cpu-on-off-test

all=0
if [ "$1" = -a ]; then
	all=1
elif [ $# -ne 0 ]; then
	echo "usage: sh cpu-on-off-test.sh [-a]"
	exit 2
fi

# Put the injection back before saying what failed: a CPU left unable
# to come up would fail whatever runs next.
fail() {
	if [ -d $INJECT ]; then
		echo 0 > $INJECT/CPU_UP_PREPARE/error
		echo 0 > $INJECT/CPU_DOWN_PREPARE/error
	fi
	echo "$ME: FAIL: $1"
	exit 1
}

is_online() {
	grep -q 1 $1
}

online_expect_success() {
	echo 1 > $1 || fail "echo 1 > $1 failed"
	is_online $1 || fail "$1 does not read 1 after echo 1"
}

offline_expect_success() {
	echo 0 > $1 || fail "echo 0 > $1 failed"
	! is_online $1 || fail "$1 does not read 0 after echo 0"
}

online_expect_fail() {
	echo 1 > $1 && fail "echo 1 > $1 succeeded, and should not have"
	! is_online $1 || fail "$1 came online though echo 1 failed"
}

offline_expect_fail() {
	echo 0 > $1 && fail "echo 0 > $1 succeeded, and should not have"
	is_online $1 || fail "$1 went offline though echo 0 failed"
}

# The value must be 0 or 1; anything else leaves the CPU as it was.
bad_value_expect_fail() {
	for v in 2 x; do
		if is_online $1; then
			online_now=1
		else
			online_now=0
		fi
		echo $v > $1 && fail "echo $v > $1 succeeded, and should not have"
		grep -q $online_now $1 || fail "echo $v > $1 changed the CPU"
	done
}

# Run $1 on the online file of each hotpluggable CPU (or the first).
each_cpu() {
	for f in $SYSFS/cpu*/online; do
		[ -f $f ] || continue
		$1 $f
		[ $all = 1 ] || break
	done
}

first=
for f in $SYSFS/cpu*/online; do
	[ -f $f ] && [ -z "$first" ] && first=$f
done
if [ -z "$first" ]; then
	echo "$ME: SKIP: no CPU can go offline"
	exit 4
fi

echo "$ME: online, offline and online again"
each_cpu online_expect_success
each_cpu offline_expect_success
each_cpu online_expect_success

echo "$ME: a write of the state a CPU is in succeeds"
each_cpu online_expect_success
each_cpu offline_expect_success
each_cpu offline_expect_success
each_cpu online_expect_success

echo "$ME: bad values are refused"
each_cpu bad_value_expect_fail
each_cpu offline_expect_success
each_cpu bad_value_expect_fail
each_cpu online_expect_success

echo "$ME: the boot CPU cannot go offline"
[ -e $SYSFS/cpu0 ] || fail "$SYSFS/cpu0 is missing"
[ -e $SYSFS/cpu0/online ] && fail "$SYSFS/cpu0/online exists, as it does not on x86"
echo 0 > $SYSFS/cpu0/online && fail "echo 0 > $SYSFS/cpu0/online succeeded"
grep -q 0 $SYSFS/online || fail "CPU 0 is not in $SYSFS/online"

if [ -d $INJECT ]; then
	echo "$ME: a notifier's veto leaves the CPU as it was"
	echo -22 > $INJECT/CPU_DOWN_PREPARE/error || fail "cannot inject"
	each_cpu offline_expect_fail
	echo 0 > $INJECT/CPU_DOWN_PREPARE/error
	each_cpu offline_expect_success
	echo -12 > $INJECT/CPU_UP_PREPARE/error || fail "cannot inject"
	each_cpu online_expect_fail
	echo 0 > $INJECT/CPU_UP_PREPARE/error
	each_cpu online_expect_success
fi

echo "$ME: pass"
