# SPDX-License-Identifier: GPL-2.0
"""Debian packages a tool needs, installed as .ci/run installs them: with
apt-get, only as root, and with one "apt-get update" and a second try
when the first install fails (a fresh machine's package lists may be
stale or missing)."""

import os
import shutil
import subprocess


def can_install():
	"""True when this process may run apt-get install."""
	return os.geteuid() == 0 and shutil.which('apt-get') is not None


def install(packages):
	"""apt-get install @packages, quietly; True when it succeeded."""
	env = dict(os.environ, DEBIAN_FRONTEND='noninteractive')
	quiet = {'stdout': subprocess.DEVNULL, 'env': env}
	cmd = ['apt-get', 'install', '-y', '-q'] + list(packages)
	if subprocess.run(cmd, **quiet).returncode == 0:
		return True
	subprocess.run(['apt-get', 'update', '-q'], **quiet)
	return subprocess.run(cmd, **quiet).returncode == 0
