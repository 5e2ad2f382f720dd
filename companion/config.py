"""The box's settings: one TOML file, then environment variables, over built-in defaults.

Where the file is: `$COMPANION_CONFIG`, else `config.toml` in the platform's config folder
(platformdirs: ~/.config/table-companion on Linux). The installed box points the service at
/etc/table-companion/config.toml.

Every setting also has an environment variable, COMPANION_<SECTION>_<KEY> (COMPANION_SCREEN_ROTATION=180,
COMPANION_PIN_MAP=...), which wins over the file: handy for one run without editing the file.

Pure: reading a file and the environment is the only I/O. Each value remembers where it came from
(default / the file / the variable), which `companion config --show` prints. A bad value raises
`ConfigError` naming its key, like the pin map does.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

APP_NAME = "table-companion"
ENV_FILE = "COMPANION_CONFIG"
FILE_NAME = "config.toml"

DEFAULT, FILE, ENV = "default", "file", "env"

# Reader protocols the hardware package knows by name (hardware/readers); "none": no scanner,
# every card is entered on the touchscreen.
READER_PROTOCOLS = ("none", "rdm6300", "lines", "pn532")
# Languages the seeds name things in (timer names, cards).
LANGUAGES = ("en",)


class ConfigError(ValueError):
    """A setting that cannot be used; `key` is the dotted TOML key at fault ("screen.rotation")."""

    def __init__(self, key: str, problem: str, where: str = ""):
        at = f" ({where})" if where else ""
        super().__init__(f"{key}{at}: {problem}" if key else problem)
        self.key, self.problem, self.where = key, problem, where


# -- value checkers: raw TOML (or env text parsed to it) -> the value, or a problem ------------
def _boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise ValueError(f"must be true or false, not {value!r}")


def _whole(low: int, high: int, unit: str = "") -> Callable[[Any], int]:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"must be a whole number from {low} to {high}{unit}, not {value!r}")
        return value

    return check


def _one_of(*choices: Any) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        # 180.0 == 180 and True == 1 in Python; a setting takes exactly the kind of value listed.
        if isinstance(value, bool) or value not in choices or type(value) not in {type(c) for c in choices}:
            raise ValueError(f"must be one of {', '.join(map(str, choices))}, not {value!r}")
        return value

    return check


def _text_or_none(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"must be a path as text, like \"/dev/ttyAMA0\", not {value!r}")
    return value


def _camera_source(value: Any) -> str | int | None:
    """A camera: its number (0), a device ("/dev/video0"), "picamera2" (the Pi's own camera), or a
    video file or a folder of images to read as one (hardware/readers/frames.py)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 63):
        return value
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"must be a camera like 0, \"/dev/video0\" or \"picamera2\", or a video or folder path, not {value!r}")
    return value


@dataclass(frozen=True)
class Setting:
    key: str  # dotted: "screen.rotation"; top-level keys have no dot
    default: Any
    check: Callable[[Any], Any]
    help: str

    @property
    def env(self) -> str:
        return "COMPANION_" + self.key.replace(".", "_").upper()


SETTINGS: tuple[Setting, ...] = (
    Setting("pin_map", None, _text_or_none, "pin map TOML (none: the reference wiring)"),
    Setting("screen.rotation", 0, _one_of(0, 180), "degrees; 180 for the other side of the table"),
    Setting("screen.brightness", 80, _whole(10, 100, " (percent)"), "backlight, percent"),
    Setting("sound.enabled", True, _boolean, "piezo tunes on or off"),
    Setting("sound.volume", 80, _whole(0, 100, " (percent)"), "percent"),
    Setting("reader.port", None, _text_or_none, "the card scanner's serial port or URL"),
    Setting("reader.protocol", "none", _one_of(*READER_PROTOCOLS), "how the scanner frames a card"),
    Setting("camera.source", None, _camera_source, "a camera that reads cards: 0, /dev/video0, picamera2, or a video or folder"),
    Setting("timing.debounce_ms", 50, _whole(0, 500, " ms"), "a button counts again once let go this long"),
    Setting("timing.race_settle_ms", 30, _whole(1, 1000, " ms"), "a race waits this long for late callbacks"),
    Setting("timing.race_window_ms", 500, _whole(1, 5000, " ms"), "buzzes this close share a race"),
    Setting("app.language", "en", _one_of(*LANGUAGES), "language of names"),
    Setting("app.headless", False, _boolean, "no screen: start the Kites referee on the buttons"),
    Setting("phones.enabled", False, _boolean, "each player's private view on their own phone (a web server on the LAN)"),
    Setting("phones.port", 8080, _whole(1024, 65535, ""), "the phones' web server port"),
    Setting("phones.host", None, _text_or_none, "address to listen on (none: the box's LAN address)"),
    Setting("phones.mdns", True, _boolean, "announce the phones' page as table-companion.local (mDNS)"),
)
BY_KEY = {s.key: s for s in SETTINGS}


@dataclass(frozen=True)
class Value:
    value: Any
    source: str  # default, file, env
    where: str = ""  # the file's path or the variable's name

    def describe(self) -> str:
        return self.source if not self.where else f"{self.source} {self.where}"


@dataclass(frozen=True)
class Config:
    path: Path  # the file looked for (it may not exist)
    found: bool  # whether it existed
    values: Mapping[str, Value]

    def __getitem__(self, key: str) -> Any:
        return self.values[key].value

    def source(self, key: str) -> str:
        return self.values[key].describe()

    def as_dict(self) -> dict[str, Any]:
        return {key: v.value for key, v in self.values.items()}


def config_path(environ: Mapping[str, str] | None = None) -> Path:
    environ = os.environ if environ is None else environ
    if environ.get(ENV_FILE):
        return Path(environ[ENV_FILE])
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False)) / FILE_NAME


def load_config(path: Path | str | None = None, environ: Mapping[str, str] | None = None) -> Config:
    """The effective settings: defaults, then the file (if it exists), then the environment."""
    environ = os.environ if environ is None else environ
    file = Path(path) if path is not None else config_path(environ)
    found = file.is_file()
    data: dict[str, Any] = {}
    if found:
        try:
            with open(file, "rb") as fh:
                data = tomllib.load(fh)
        except OSError as exc:
            raise ConfigError("", f"cannot read the settings file {file}: {exc.strerror}") from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError("", f"the settings file {file} is not valid TOML ({exc})") from None
    elif path is not None:
        # Asked for by name: say it is missing. The usual file (even one $COMPANION_CONFIG names)
        # may be absent: the box then runs on defaults rather than refusing to boot.
        raise ConfigError("", f"no settings file at {file}")
    return parse_config(data, environ, file, found)


def parse_config(data: Mapping[str, Any], environ: Mapping[str, str] | None = None,
                 file: Path | str = "<dict>", found: bool = True) -> Config:
    environ = {} if environ is None else environ
    from_file = _flatten(data)
    values: dict[str, Value] = {}
    for s in SETTINGS:
        value = Value(s.default, DEFAULT)
        if s.key in from_file:
            value = Value(_checked(s, from_file[s.key], str(file)), FILE, str(file))
        if s.env in environ:
            value = Value(_checked(s, _from_env(environ[s.env]), s.env), ENV, s.env)
        values[s.key] = value
    return Config(Path(file), found, values)


def _checked(setting: Setting, raw: Any, where: str) -> Any:
    try:
        return setting.check(raw)
    except ValueError as exc:
        raise ConfigError(setting.key, str(exc), where) from None


def _from_env(text: str) -> Any:
    """Environment text as the TOML value it spells: 180 -> 180, true -> True, else the text."""
    stripped = text.strip()
    if stripped.lower() in ("true", "false"):
        return stripped.lower() == "true"
    if stripped.lstrip("-").isdigit():
        return int(stripped)
    if stripped.lower() in ("", "none"):
        return None
    return text


def _flatten(data: Mapping[str, Any]) -> dict[str, Any]:
    """{"screen": {"rotation": 0}} -> {"screen.rotation": 0}; unknown keys and sections are errors,
    so a typo ("rotaton") is named rather than silently ignored."""
    sections = {key.split(".")[0] for key in BY_KEY if "." in key}
    flat: dict[str, Any] = {}
    for name, value in data.items():
        if name in BY_KEY:
            flat[name] = value
        elif name in sections:
            if not isinstance(value, dict):
                raise ConfigError(name, f"must be a table like [{name}], not {value!r}")
            for sub, inner in value.items():
                key = f"{name}.{sub}"
                if key not in BY_KEY:
                    known = ", ".join(k.split(".")[1] for k in BY_KEY if k.startswith(name + "."))
                    raise ConfigError(key, f"unknown setting (the [{name}] settings are {known})")
                flat[key] = inner
        else:
            known = ", ".join(sorted({k.split(".")[0] for k in BY_KEY}))
            raise ConfigError(name, f"unknown setting (known: {known})")
    return flat


def show(config: Config) -> str:
    """The effective settings as TOML-ish lines, each with where it came from."""
    state = "" if config.found else " (not there: every value is a default or from the environment)"
    lines = [f"# settings file: {config.path}{state}"]
    section = None
    for s in SETTINGS:
        head, _, name = s.key.rpartition(".")
        if head != section and head:
            lines.append(f"\n[{head}]")
            section = head
        value = config.values[s.key]
        shown = _toml(value.value)
        if value.value is None:
            name = f"# {name or s.key}"
        lines.append(f"{name or s.key} = {shown}".ljust(36) + f"# {value.describe()}; {s.help}")
    return "\n".join(lines)


def _toml(value: Any) -> str:
    if value is None:
        return "(unset)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)
