#!/usr/bin/env bash
# Turn a Raspberry Pi (Raspberry Pi OS Bookworm, 64-bit) into a Table Companion box that boots
# into the app on the official 7" touchscreen.
#
#   sudo deploy/install.sh              install, or update an installed box (safe to run again)
#   sudo deploy/install.sh --camera     ...with the camera reader (also when camera.source is set)
#   deploy/install.sh --dry-run         print every action, change nothing (any Linux, no root)
#   sudo deploy/install.sh --uninstall  stop and remove the service and the app; keep games+config
#   sudo deploy/install.sh --uninstall --purge   ...and delete the config, the games and the user
#
# Every step looks before it acts, so a second run only does what is missing or out of date.
# Docs: docs/install.md.
set -euo pipefail

SOURCE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SERVICE_USER=companion
PREFIX=/opt/table-companion
CONFIG_DIR=/etc/table-companion
DATA_DIR=/var/lib/table-companion
UNIT_DIR=/etc/systemd/system
UDEV_DIR=/etc/udev/rules.d
DRY_RUN=0
MODE=install
PURGE=0
CAMERA=auto  # --camera: 1; auto: 1 when the settings file sets camera.source
ROOT=""  # --root: files go under this folder instead of / (for tests; commands still run)

# gpio: /dev/gpiochip* (lgpio); dialout: the card scanner's serial port; input: the touchscreen's
# /dev/input/event*; render and video: the GPU (/dev/dri) for SDL2 on KMS/DRM, and the backlight.
GROUPS_NEEDED=(gpio dialout input render video)

# What the app needs from the system. Kivy's wheel brings its own SDL2; the system SDL2 and Mesa
# give it KMS/DRM, GBM and GLES on the Pi's V3D/VC4 GPU; libmtdev1 is what Kivy's mtdev touch
# provider loads. python3-dev, swig and liblgpio-dev let pip build lgpio if no wheel fits.
# librsvg2-bin's rsvg-convert turns `companion labels GAME --out FILE.pdf` pages into a PDF.
PACKAGES=(
  python3 python3-venv python3-dev python3-pip build-essential swig
  libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-mixer-2.0-0 libsdl2-ttf-2.0-0
  libgl1 libegl1 libgles2 libgbm1 libdrm2 libgl1-mesa-dri libmtdev1
  fonts-dejavu-core librsvg2-bin
)
# Only in the Raspberry Pi archive: installed when apt knows them, so the script also runs on
# plain Debian (and in the dry run anywhere).
PI_PACKAGES=(liblgpio1 liblgpio-dev raspi-config)
# The camera reader (--camera, or camera.source set): Tesseract reads a card's printed words
# (Sparkle*Kitty's, Kittens' titles); OpenCV and pytesseract are the app's `camera` extra, from pip.
CAMERA_PACKAGES=(tesseract-ocr)
# The Camera Module is read through picamera2 and libcamera's Python bindings, which only the
# Raspberry Pi archive has (no wheel on PyPI): installed when apt knows it, as PI_PACKAGES are.
PI_CAMERA_PACKAGES=(python3-picamera2)
DEBIAN_PYTHON=/usr/lib/python3/dist-packages

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
  cat <<EOF

Options:
  --dry-run        print what would be done; change nothing
  --uninstall      remove the service, the app and its system settings
  --purge          with --uninstall: also delete $CONFIG_DIR, $DATA_DIR and the user
  --camera         also install the camera reader: the app's camera extra (OpenCV, pytesseract),
                   Tesseract, and on Raspberry Pi OS picamera2 (done anyway when $CONFIG_DIR/config.toml
                   sets camera.source)
  --source DIR     install the app from DIR (default: $SOURCE)
  --user NAME      the service user (default: $SERVICE_USER)
  --prefix DIR     where the app and its venv live (default: $PREFIX)
  --root DIR       write files under DIR instead of / (for tests: the commands still run)
  -h, --help       this help
EOF
}

while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) DRY_RUN=1 ;;
    --uninstall) MODE=uninstall ;;
    --purge) PURGE=1 ;;
    --camera) CAMERA=1 ;;
    --source) SOURCE=${2:?--source needs a folder}; shift ;;
    --user) SERVICE_USER=${2:?--user needs a name}; shift ;;
    --prefix) PREFIX=${2:?--prefix needs a folder}; shift ;;
    --root) ROOT=${2:?--root needs a folder}; ROOT=${ROOT%/}; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

VENV=$PREFIX/venv
UNIT=$UNIT_DIR/companion.service
UDEV_RULE=$UDEV_DIR/90-table-companion.rules
CONFIG=$CONFIG_DIR/config.toml
KIVY_HOME=$DATA_DIR/kivy
SAVED_TARGET=$CONFIG_DIR/previous-default-target
PICAMERA_LINKS=$PREFIX/debian-picamera2  # see picamera2_bridge
COMMAND=/usr/local/bin/companion

say() { printf '==> %s\n' "$*"; }

# Every change goes through act: in a dry run it is printed and not run.
act() {
  if [ "$DRY_RUN" = 1 ]; then
    printf 'would run: %s\n' "$*"
  else
    printf '    %s\n' "$*"
    "$@"
  fi
}

# put_file PATH MODE OWNER: write stdin to PATH unless it already holds exactly that; WROTE
# says which (a failed write stops the script, like any failed command).
WROTE=0
put_file() {
  local path=$1 mode=$2 owner=$3 new
  new=$(cat)
  WROTE=0
  if [ -f "$path" ] && [ "$(cat "$path")" = "$new" ]; then
    printf '    unchanged: %s\n' "$path"
    return 0
  fi
  WROTE=1
  if [ "$DRY_RUN" = 1 ]; then
    printf 'would write: %s (mode %s, owner %s)\n' "$path" "$mode" "$owner"
    printf '%s\n' "$new" | sed 's/^/    | /'
    return 0
  fi
  printf '    writing %s\n' "$path"
  printf '%s\n' "$new" >"$path"
  chmod "$mode" "$path"
  chown "$owner" "$path"
}

need_root() {
  if [ "$DRY_RUN" = 0 ] && [ -z "$ROOT" ] && [ "$(id -u)" != 0 ]; then
    echo "install.sh: run it as root (sudo $0), or try --dry-run" >&2
    exit 1
  fi
}

# -- a chroot or an image build: no systemd and no udevd running ------------------------------
# There the unit is enabled and the rules written, but nothing can be reloaded (and needs not:
# the first boot reads them). The checks are what systemd and udev themselves leave in /run.
systemd_running() { [ -d "$ROOT/run/systemd/system" ]; }
udevd_running() { [ -e "$ROOT/run/udev/control" ]; }

# systemctl for enabling and the boot target: on the running system, or offline on the files.
unitctl() {
  if systemd_running; then act systemctl "$@"; else act systemctl --root="${ROOT:-/}" "$@"; fi
}

# A reload is owed from the moment its file changes until it has run, in a file that outlives a
# failed run: the next run pays it even though the file it follows is then "unchanged".
OWED=" "
owe() {
  OWED="$OWED$1 "
  if [ "$DRY_RUN" = 0 ]; then : >"$ROOT$CONFIG_DIR/owed-$1"; fi
}
owed() { case "$OWED" in *" $1 "*) return 0 ;; esac; [ -f "$ROOT$CONFIG_DIR/owed-$1" ]; }
paid() {
  OWED=${OWED/ $1 / }
  if [ "$DRY_RUN" = 0 ]; then rm -f "$ROOT$CONFIG_DIR/owed-$1"; fi
}

has_user() { getent passwd "$1" >/dev/null; }
has_group() { getent group "$1" >/dev/null; }
apt_knows() { apt-cache show "$1" >/dev/null 2>&1; }

# The camera: asked for (--camera), or wanted by the settings file (camera.source set in it),
# read as the app reads it; the file's own errors are the app's to tell (companion config --show).
camera_wanted() {
  if [ "$CAMERA" = auto ]; then
    CAMERA=0
    local source=""
    if [ -f "$ROOT$CONFIG" ]; then
      source=$(PYTHONPATH="$SOURCE" python3 -c 'import sys
from companion.config import load_config
print(load_config(sys.argv[1], environ={})["camera.source"] or "")' "$ROOT$CONFIG" 2>/dev/null) || source=""
    fi
    if [ -n "$source" ]; then
      CAMERA=1
      say "camera.source = $source in $CONFIG: the camera reader is installed too"
    fi
  fi
  [ "$CAMERA" = 1 ]
}

PICAMERA=0  # python3-picamera2 is in this archive, so it is installed and bridged into the venv
install_packages() {
  say "system packages"
  local extra=() p
  for p in "${PI_PACKAGES[@]}"; do
    if apt_knows "$p"; then extra+=("$p"); else printf '    skipped (not in this archive): %s\n' "$p"; fi
  done
  if [ "$CAMERA" = 1 ]; then
    extra+=("${CAMERA_PACKAGES[@]}")
    for p in "${PI_CAMERA_PACKAGES[@]}"; do
      if apt_knows "$p"; then
        extra+=("$p")
        PICAMERA=1
      else
        printf '    skipped (not in this archive): %s (the Camera Module needs Raspberry Pi OS; a USB camera works without it)\n' "$p"
      fi
    done
  fi
  act env DEBIAN_FRONTEND=noninteractive apt-get update -q
  act env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${PACKAGES[@]}" "${extra[@]}"
}

make_user() {
  say "service user $SERVICE_USER"
  local g
  for g in "${GROUPS_NEEDED[@]}"; do
    # Raspberry Pi OS has all five; plain Debian lacks gpio. The udev rule below gives it the chips.
    has_group "$g" || act groupadd --system "$g"
  done
  if has_user "$SERVICE_USER"; then
    printf '    user %s exists\n' "$SERVICE_USER"
  else
    act useradd --system --home-dir "$DATA_DIR" --no-create-home --user-group --shell /usr/sbin/nologin "$SERVICE_USER"
  fi
  local list
  list=$(IFS=,; echo "${GROUPS_NEEDED[*]}")
  act usermod --append --groups "$list" "$SERVICE_USER"
}

make_folders() {
  say "folders"
  act install -d -m 0755 -o root -g root "$ROOT$PREFIX" "$ROOT$CONFIG_DIR"
  act install -d -m 0750 -o "$SERVICE_USER" -g "$SERVICE_USER" "$ROOT$DATA_DIR" "$ROOT$KIVY_HOME"
}

install_app() {
  local venv=$ROOT$VENV
  say "the app and the lgpio pin factory in $venv"
  if [ -x "$venv/bin/python" ]; then
    printf '    venv exists\n'
  else
    act python3 -m venv "$venv"
  fi
  act "$venv/bin/python" -m pip install --quiet --upgrade pip
  # Not editable: an update is `git pull` then this script again, and the service never runs
  # half-updated source.
  local app=("$SOURCE") numpy
  if [ "$CAMERA" = 1 ]; then
    app=("${SOURCE}[camera]")
    # picamera2's compiled helpers (simplejpeg, pidng, av) are Debian's, built against Debian's
    # numpy: the venv's numpy (OpenCV brings one) must keep that numpy's major version, whose ABI
    # they were built for (1.x on Bookworm; a module built for 1.x does not load in 2.x).
    numpy=$(dpkg-query -W -f='${Version}' python3-numpy 2>/dev/null) || numpy=""
    numpy=${numpy#*:}
    numpy=${numpy%%.*}
    if [ "$PICAMERA" = 1 ] && [ -n "$numpy" ]; then app+=("numpy==$numpy.*"); fi
  fi
  act "$venv/bin/python" -m pip install --quiet --upgrade "${app[@]}" lgpio
  # `companion` on PATH with the service's settings and data, so `sudo -u companion companion
  # doctor --interactive` checks the box as it runs.
  # Started by root (sudo companion ...), it runs as the service user, so every file it makes in
  # the data folder stays the service's (a root-owned log would lock the service out).
  put_file "$ROOT$COMMAND" 0755 root:root <<EOF
#!/bin/sh
# Table Companion with the settings and data of the installed box (deploy/install.sh wrote this).
if [ "\$(id -u)" = 0 ]; then exec runuser -u $SERVICE_USER -- "\$0" "\$@"; fi
export COMPANION_CONFIG=$CONFIG COMPANION_DATA=${DATA_DIR%/*} GPIOZERO_PIN_FACTORY=lgpio LG_WD=$DATA_DIR KIVY_HOME=$KIVY_HOME
exec $VENV/bin/companion "\$@"
EOF
}

# Debian's picamera2 made importable in the venv, and nothing else of Debian's Python: the venv is
# not made with --system-site-packages (that would let every Python package Raspberry Pi OS ships,
# its gpiozero and pyserial among them, stand in for the venv's own, and pip would count them as
# installed). Nor does a .pth name the whole of /usr/lib/python3/dist-packages, for the same
# reason. Instead $PICAMERA_LINKS holds a link to each module that python3-picamera2 and the
# python3-* packages it depends on install there (libcamera's bindings, pykms, simplejpeg, ...),
# and one .pth in the venv names that folder. Only the modules are linked, never their .dist-info,
# so pip never sees them as installed: an update still installs every dependency into the venv.
# The .pth puts the folder after the venv's own packages: where both have one (numpy, PIL), the
# venv's wins; install_app keeps the venv's numpy on Debian's major version.
picamera2_bridge() {
  say "picamera2 (Debian's) for the venv"
  local venv=$ROOT$VENV links=$ROOT$PICAMERA_LINKS pyver packages=() p module modules=()
  pyver=$(python3 -c 'import sys; print("python%d.%d" % sys.version_info[:2])')
  # python3-picamera2 and the python3-* packages it needs, as installed
  while IFS= read -r p; do
    packages+=("$p")
  done < <(apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts --no-breaks \
             --no-replaces --no-enhances python3-picamera2 2>/dev/null | grep -E '^python3-[^ <>]+$' | sort -u)
  for p in "${packages[@]}"; do
    while IFS= read -r module; do
      case $module in *.dist-info|*.egg-info|__pycache__|README*) continue ;; esac
      modules+=("$module")
    done < <(dpkg -L "$p" 2>/dev/null | sed -n "s|^$DEBIAN_PYTHON/\([^/]*\)\$|\1|p")
  done
  if [ "${#modules[@]}" = 0 ]; then
    if [ "$DRY_RUN" = 1 ]; then
      printf 'would link: the modules of python3-picamera2 and its python3-* packages, once apt has installed them, in %s\n' "$PICAMERA_LINKS"
      printf 'would write: %s\n' "$VENV/lib/$pyver/site-packages/table-companion-picamera2.pth"
    else
      printf '    python3-picamera2 installed no modules here: the Pi camera will say picamera2 is missing; a USB camera works\n'
    fi
    return 0
  fi
  if [ ! -d "$links" ]; then act install -d -m 0755 -o root -g root "$links"; fi
  for module in $(printf '%s\n' "${modules[@]}" | sort -u); do
    if [ "$(readlink "$links/$module" 2>/dev/null)" = "$DEBIAN_PYTHON/$module" ]; then continue; fi
    act ln -sfn "$DEBIAN_PYTHON/$module" "$links/$module"
  done
  printf '    %s modules of %s linked in %s\n' "$(printf '%s\n' "${modules[@]}" | sort -u | wc -l)" \
    "$(IFS=' '; echo "${packages[*]}")" "$PICAMERA_LINKS"
  printf '%s\n' "$PICAMERA_LINKS" | put_file "$venv/lib/$pyver/site-packages/table-companion-picamera2.pth" 0644 root:root
  if [ "$DRY_RUN" = 0 ] && [ -x "$venv/bin/python" ]; then
    local why
    if why=$("$venv/bin/python" -c 'import picamera2' 2>&1); then
      printf '    picamera2 loads in the venv: camera.source = "picamera2" reads the Camera Module\n'
    else
      printf '    picamera2 does not load in the venv (%s): the app says so on the Cards & scanner screen; a USB camera still works\n' \
        "${why##*$'\n'}"
    fi
  fi
}

write_config() {
  say "configuration"
  if [ -f "$ROOT$CONFIG" ]; then
    printf '    kept: %s (yours to edit; companion config --show checks it)\n' "$ROOT$CONFIG"
  else
    put_file "$ROOT$CONFIG" 0644 root:root <<'EOF'
# Table Companion settings. Every key is optional: a missing key keeps its default.
# Check with: companion config --show
# then: sudo systemctl restart companion

# pin_map = "/etc/table-companion/pins.toml"   # default: the reference wiring (docs/wiring.md)

[screen]
rotation = 0          # 180 turns the picture for the other side of the table
brightness = 80       # percent, the official touchscreen's backlight

[sound]
enabled = true
volume = 80           # percent

[reader]
# The card scanner's port. On the header's UART (GPIO14/15) it is /dev/ttyAMA0 on a Pi 3B+, 4,
# Zero 2 W and 5 once deploy/install.sh has set the UART up and the Pi has rebooted; a USB reader
# is /dev/ttyUSB0 (or its /dev/serial/by-id/ name). `companion doctor` checks it.
# port = "/dev/ttyAMA0"
protocol = "none"     # none, rdm6300 (125 kHz RFID), pn532 (13.56 MHz NFC), lines (one code a line)

[camera]
# A camera over the scan spot reads cards with no tag on them (docs/build-guide.md, the camera):
# "picamera2" is the Camera Module on its ribbon, "/dev/video0" (or 0) a USB camera. A source set
# here makes deploy/install.sh install the camera's software too (or: deploy/install.sh --camera).
# `companion doctor` names the cameras it finds and says whether Tesseract is installed.
# source = "picamera2"

[timing]
debounce_ms = 50      # a timer button's presses closer than this are contact bounce
race_settle_ms = 30   # a buzzer race waits this long for late button callbacks
race_window_ms = 500  # buzzes this close after the first belong to the same race

[app]
language = "en"
headless = false      # true: no screen, the Kites referee on the buttons starts at boot
EOF
  fi
  # Kivy's whole settings file, config_version included, so Kivy keeps it as written (see the
  # file: a file Kivy thinks is old gets a mouse provider, the double touches this avoids).
  put_file "$ROOT$KIVY_HOME/config.ini" 0644 "$SERVICE_USER:$SERVICE_USER" <"$SOURCE/deploy/kivy-config.ini"
}

write_udev_rule() {
  say "backlight and GPIO permissions"
  # The video group may set the official touchscreen's brightness; gpio may open the GPIO chips
  # (Raspberry Pi OS has the second rule already; it is harmless twice).
  put_file "$ROOT$UDEV_RULE" 0644 root:root <<'EOF'
SUBSYSTEM=="backlight", RUN+="/bin/chgrp video /sys%p/brightness /sys%p/bl_power", RUN+="/bin/chmod g+w /sys%p/brightness /sys%p/bl_power"
SUBSYSTEM=="gpio", KERNEL=="gpiochip*", GROUP="gpio", MODE="0660"
EOF
  if [ "$WROTE" = 1 ]; then owe udev-reload; fi
  if ! owed udev-reload; then return; fi
  if udevd_running; then
    act udevadm control --reload-rules
    act udevadm trigger --subsystem-match=backlight --subsystem-match=gpio
  else
    say "udevd is not running (a chroot or an image build): the rules take effect at the first boot"
  fi
  paid udev-reload
}

boot_to_console() {
  say "boot to the console (the app owns the display; no desktop)"
  local current
  current=$(systemctl get-default 2>/dev/null || echo unknown)
  if [ "$current" = multi-user.target ]; then
    printf '    already boots to the console\n'
    return
  fi
  if [ ! -f "$ROOT$SAVED_TARGET" ]; then
    printf '%s\n' "$current" | put_file "$ROOT$SAVED_TARGET" 0644 root:root
  fi
  unitctl set-default multi-user.target
}

install_service() {
  say "systemd service"
  # The unit names the defaults; other --user/--prefix values are written in.
  sed -e "s|^User=companion$|User=$SERVICE_USER|" -e "s|^Group=companion$|Group=$SERVICE_USER|" -e "s|/opt/table-companion|$PREFIX|g" \
    "$SOURCE/deploy/companion.service" | put_file "$ROOT$UNIT" 0644 root:root
  if [ "$WROTE" = 1 ]; then owe daemon-reload; fi
  if owed daemon-reload; then
    if systemd_running; then act systemctl daemon-reload; fi
    paid daemon-reload
  fi
  if ! systemd_running; then
    say "systemd is not running (a chroot or an image build): enabled without a reload; it starts at the first boot"
  fi
  unitctl enable companion.service
  # Kivy's console on tty1 would fight the app for the screen.
  unitctl disable getty@tty1.service
  say "done: reboot, or start it now with: sudo systemctl restart companion"
  say "logs: journalctl -u companion -f"
}

uninstall() {
  say "removing Table Companion"
  if [ -f "$ROOT$UNIT" ]; then
    if systemd_running; then
      act systemctl disable --now companion.service
    else
      unitctl disable companion.service
    fi
    act rm -f "$ROOT$UNIT"
    if systemd_running; then act systemctl daemon-reload; fi
  else
    printf '    no service installed\n'
  fi
  unitctl enable getty@tty1.service
  if [ -f "$ROOT$SAVED_TARGET" ]; then
    unitctl set-default "$(cat "$ROOT$SAVED_TARGET")"
    act rm -f "$ROOT$SAVED_TARGET"
  fi
  if [ -f "$ROOT$UDEV_RULE" ]; then
    act rm -f "$ROOT$UDEV_RULE"
    if udevd_running; then act udevadm control --reload-rules; fi
  fi
  act rm -f "$ROOT$CONFIG_DIR"/owed-*
  if [ -d "$ROOT$PREFIX" ]; then act rm -rf "$ROOT$PREFIX"; fi
  if [ -f "$ROOT$COMMAND" ]; then act rm -f "$ROOT$COMMAND"; fi
  if [ "$PURGE" = 1 ]; then
    act rm -rf "$ROOT$CONFIG_DIR" "$ROOT$DATA_DIR"
    if has_user "$SERVICE_USER"; then act userdel "$SERVICE_USER"; fi
  else
    say "kept $CONFIG_DIR (settings), $DATA_DIR (games) and the user $SERVICE_USER; --purge removes them"
  fi
  say "done: the Pi boots as before after a reboot"
}

# The card reader's UART on GPIO14/15, per model (docs/install.md, "The card reader's serial
# port"): the UART switched on, the serial console taken off it, and on the models whose PL011
# serves Bluetooth (3B, 3B+, 3A+, 4, 400, Zero W, Zero 2 W) Bluetooth switched off (the box uses
# none), so /dev/ttyAMA0 is the header's UART on every model; a Pi 5 gets UART0 on the header
# (its serial0 is the debug connector). Only the boot files change: it takes effect at the next
# boot. The uninstall takes the block back out of config.txt; the console stays off.
UART_BEGIN="# Table Companion: the card reader's UART on GPIO14/15 (deploy/install.sh)"
UART_END="# end of Table Companion's UART settings"
reader_uart() {
  say "the card reader's serial port (GPIO14/15)"
  local model="" boot=$ROOT/boot/firmware config cmdline settings drop old new word tty words=()
  if [ -r "$ROOT/proc/device-tree/model" ]; then model=$(tr -d '\0' <"$ROOT/proc/device-tree/model"); fi
  if [ ! -f "$boot/config.txt" ]; then boot=$ROOT/boot; fi  # before Bookworm
  config=$boot/config.txt
  cmdline=$boot/cmdline.txt
  if [[ $model != "Raspberry Pi"* ]] || [ ! -f "$config" ] || [ ! -f "$cmdline" ]; then
    printf '    skipped: no Raspberry Pi firmware here (a chroot or a rehearsal); run this again on the Pi itself\n'
    return 0
  fi
  case $model in
    "Raspberry Pi 5"*|"Raspberry Pi Compute Module 5"*)  # the 5 and the 500
      settings="dtparam=uart0=on"; drop="ttyAMA0" ;;  # console=serial0 there is the debug connector
    "Raspberry Pi 3 Model B"*|"Raspberry Pi 3 Model A Plus"*|"Raspberry Pi 4"*|"Raspberry Pi Zero W"*|\
    "Raspberry Pi Zero 2 W"*|"Raspberry Pi Compute Module 4"*)  # the 3B and 3B+, the 4 and 400
      settings=$'enable_uart=1\ndtoverlay=disable-bt'; drop="serial0 ttyAMA0 ttyS0" ;;
    *) settings="enable_uart=1"; drop="serial0 ttyAMA0 ttyS0" ;;
  esac
  printf '    %s\n' "$model"
  old=$(cat "$config")
  new=$(printf '%s\n' "$old" | awk -v b="$UART_BEGIN" -v e="$UART_END" '$0 == b {skip = 1} !skip {print} $0 == e {skip = 0}')
  if [ "$MODE" = install ]; then
    new=$(printf '%s\n\n%s\n[all]\n%s\n%s' "$new" "$UART_BEGIN" "$settings" "$UART_END")
  fi
  uart_boot_file "$config" "$old" "$new"
  if [ "$MODE" != install ]; then
    if [[ $settings == *disable-bt* ]] && systemctl list-unit-files hciuart.service >/dev/null 2>&1; then
      act systemctl enable hciuart.service  # Bluetooth back on its UART
    fi
    return 0
  fi
  old=$(cat "$cmdline")
  new=""
  read -r -a words <<<"$old"
  for word in "${words[@]}"; do
    tty=${word#console=}
    tty=${tty%%,*}
    if [[ $word == console=* ]] && [[ " $drop " == *" $tty "* ]]; then continue; fi  # console=serial0,115200
    new="${new:+$new }$word"
  done
  uart_boot_file "$cmdline" "$old" "$new"
  if [[ $settings == *disable-bt* ]] && systemctl list-unit-files hciuart.service >/dev/null 2>&1; then
    act systemctl disable hciuart.service  # it would wait for a Bluetooth chip on a UART it lost
  fi
  if [ "$UART_CHANGED" = 1 ]; then
    say "reboot for the serial port to change: then reader.port = \"/dev/ttyAMA0\" is the reader on GPIO14/15"
  fi
}

# uart_boot_file FILE OLD NEW: write NEW over a boot file holding OLD (the FAT boot partition
# takes no chmod or chown, so put_file is not used); UART_CHANGED says a change waits for a boot.
UART_CHANGED=0
uart_boot_file() {
  if [ "$2" != "$3" ]; then UART_CHANGED=1; fi
  if [ "$2" = "$3" ]; then
    printf '    unchanged: %s\n' "$1"
  elif [ "$DRY_RUN" = 1 ]; then
    printf 'would write: %s\n' "$1"
    diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | sed 's/^/    | /' || true
  else
    printf '    writing %s (takes effect after a reboot)\n' "$1"
    printf '%s\n' "$3" >"$1"
  fi
}

name_display() {
  say "the display"
  # Read from DRM as the service will find it (companion/display.py: plain Python, so the source
  # tells it before the venv exists, in a dry run too): its size, the density the screens are
  # drawn at (the same mm as on the original 7" 800x480 panel) and its rotation.
  local line
  line=$(PYTHONPATH="$SOURCE" python3 -c 'from companion.display import for_people; print(for_people())' 2>&1) \
    || line="could not be read: ${line##*$'\n'}"
  printf '    %s\n' "$line"
  printf '    (companion doctor says it again; Environment=COMPANION_DISPLAY=1280x720@7in in the unit overrides it)\n'
}

main() {
  need_root
  if [ "$DRY_RUN" = 1 ]; then say "dry run: nothing will be changed"; fi
  if [ ! -f /proc/device-tree/model ] || ! grep -qa 'Raspberry Pi' /proc/device-tree/model; then
    say "note: this is not a Raspberry Pi; the app will run on simulated pins"
  fi
  reader_uart
  if [ "$MODE" = uninstall ]; then
    uninstall
    return
  fi
  if [ ! -f "$SOURCE/pyproject.toml" ] || [ ! -f "$SOURCE/deploy/companion.service" ]; then
    echo "install.sh: $SOURCE is not the Table Companion source (use --source DIR)" >&2
    exit 1
  fi
  camera_wanted || true
  install_packages
  make_user
  make_folders
  install_app
  if [ "$PICAMERA" = 1 ]; then picamera2_bridge; fi
  write_config
  write_udev_rule
  boot_to_console
  install_service
  name_display
}

main
