"""deploy/companion.service: systemd accepts it, and it starts the app the way install.sh sets
the box up (same user, groups, paths and Kivy-on-KMS environment)."""

from __future__ import annotations

import configparser
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "deploy" / "companion.service"
SCRIPT = ROOT / "deploy" / "install.sh"


def unit() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None, delimiters=("=",))
    parser.optionxform = str  # systemd keys are case-sensitive
    # Environment= repeats; configparser keeps the last, so read them separately below.
    parser.read_string(re.sub(r"^Environment=.*\n", "", UNIT.read_text(), flags=re.M))
    return parser


def environment() -> dict[str, str]:
    pairs = re.findall(r"^Environment=(\S+?)=(\S*)$", UNIT.read_text(), flags=re.M)
    return dict(pairs)


def script_value(name: str) -> str:
    return re.search(rf"^{name}=(\S+)$", SCRIPT.read_text(), flags=re.M).group(1)


def test_systemd_analyze_verify_accepts_the_unit(tmp_path):
    # verify checks that ExecStart exists: point it at this checkout's companion for the check.
    companion = ROOT / ".venv" / "bin" / "companion"
    text = UNIT.read_text().replace("/opt/table-companion/venv/bin/companion", str(companion))
    copy = tmp_path / "companion.service"
    copy.write_text(text)
    run = subprocess.run(["systemd-analyze", "verify", str(copy)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "companion.service" not in run.stderr  # no warning about our unit either


def test_it_runs_the_app_at_boot_restarts_it_and_logs_to_the_journal():
    u = unit()
    assert u["Service"]["ExecStart"] == "/opt/table-companion/venv/bin/companion run"
    assert u["Service"]["Restart"] == "on-failure"
    assert u["Service"]["StandardOutput"] == "journal" and u["Service"]["StandardError"] == "journal"
    assert u["Install"]["WantedBy"] == "multi-user.target"
    assert "getty@tty1.service" in u["Unit"]["Conflicts"]  # the console would fight it for the screen


def test_it_draws_with_sdl2_on_kms_and_uses_lgpio():
    env = environment()
    assert env["KIVY_WINDOW"] == "sdl2" and env["SDL_VIDEODRIVER"] == "kmsdrm"
    assert env["GPIOZERO_PIN_FACTORY"] == "lgpio"
    assert env["KIVY_NO_ARGS"] == "1"


def test_it_matches_what_the_installer_sets_up():
    u, env = unit(), environment()
    data, config_dir, prefix = script_value("DATA_DIR"), script_value("CONFIG_DIR"), script_value("PREFIX")
    assert u["Service"]["User"] == script_value("SERVICE_USER") == u["Service"]["Group"]
    groups = re.search(r"^GROUPS_NEEDED=\((.*)\)$", SCRIPT.read_text(), flags=re.M).group(1).split()
    assert u["Service"]["SupplementaryGroups"].split() == groups
    assert u["Service"]["ExecStart"].startswith(prefix + "/venv/bin/")
    assert env["COMPANION_CONFIG"] == f"{config_dir}/config.toml"
    assert env["KIVY_HOME"] == f"{data}/kivy"
    assert u["Service"]["WorkingDirectory"] == data
    # the action log: companion.log puts it in $COMPANION_DATA/table-companion/
    assert f"{env['COMPANION_DATA']}/table-companion" == data
