# Two commands for a newcomer: `make run` starts the app, `make test` runs the whole suite.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
XVFB := xvfb-run -a -s "-screen 0 800x480x24"
# Without a display, tests and benchmarks run on a virtual one (Xvfb + Mesa's software OpenGL).
HEADLESS = $(if $(DISPLAY),,$(XVFB))

.PHONY: run test bench snapshots clean

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
	@command -v xvfb-run >/dev/null || [ -n "$(DISPLAY)" ] || { echo "No display and no xvfb-run: install xvfb (see .ci/run)"; exit 1; }
	$(HEADLESS) $(PY) -m pytest

bench: $(VENV)/.test-installed
	$(HEADLESS) $(PY) -m bench

snapshots: $(VENV)/.run-installed
	$(HEADLESS) $(PY) -m ui.snapshot --all docs/screens

clean:
	rm -rf $(VENV) build *.egg-info test-artifacts bench/out
