# Two commands for a newcomer: `make run` starts the app, `make test` runs the whole suite.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
XVFB := xvfb-run -a -s "-screen 0 800x480x24"
# Without a display, tests and benchmarks run on a virtual one (Xvfb + Mesa's software OpenGL).
HEADLESS = $(if $(DISPLAY),,$(XVFB))

# The Pi rehearsals need root (debootstrap, chroot, mounts): sudo unless already root.
AS_ROOT = $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: run test bench snapshots pi-rehearsal pi-boot clean

$(VENV)/.run-installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(VENV)/.run-installed $@

run: $(VENV)/.run-installed
	$(VENV)/bin/companion run

test: $(VENV)/.test-installed
	@# a fresh machine: as root, install what the suite needs (the packages .ci/run installs);
	@# otherwise say the one command that does
	@.ci/packages --check >/dev/null || { [ "$$(id -u)" = 0 ] && .ci/packages; } || { .ci/packages --check; exit 1; }
	$(HEADLESS) $(PY) -m pytest

bench: $(VENV)/.test-installed
	$(HEADLESS) $(PY) -m bench

snapshots: $(VENV)/.run-installed
	$(HEADLESS) $(PY) -m ui.snapshot --all docs/screens

# The box as installed, rehearsed in an arm64 Debian root through qemu (docs/install.md).
pi-rehearsal:
	$(AS_ROOT) deploy/rehearsal/rehearse.sh

# That root booted with systemd as PID 1: the service brings the app up at boot.
pi-boot:
	$(AS_ROOT) deploy/rehearsal/boot.sh

clean:
	rm -rf $(VENV) build *.egg-info test-artifacts bench/out
