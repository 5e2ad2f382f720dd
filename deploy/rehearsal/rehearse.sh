#!/usr/bin/env bash
# `make pi-rehearsal`: install the box as a user would, in an arm64 Debian bookworm root run
# through qemu-user-static (no Pi needed), and check what only an installed box shows.
#
#   sudo deploy/rehearsal/rehearse.sh          (root: chroot, mounts, debootstrap)
#
# 1. the arm64 root (root.sh: built once, cached in $PI_REHEARSAL_CACHE), copied afresh
# 2. the project cloned into it (this checkout's HEAD), deploy/install.sh run for real: it finds
#    no systemd and no udevd, as in an SD-card image build; then run again: nothing changes
# 3. as the service user with the unit's environment, Xvfb standing in for KMS/DRM:
#    `companion doctor`, every screen compared with docs/screens (decoded pixels), and a first
#    start up to Kivy's main loop with Kivy's config.ini unchanged after it
# 4. install.sh --camera: tesseract-ocr from apt, the camera extra (OpenCV, pytesseract) in the
#    venv, Debian's missing python3-picamera2 said in a line, and `companion doctor` on Tesseract
# 5. --uninstall, and what is left (settings, games, the user) and what is not
# About 6 minutes on the cached root on a shared 2-core machine, plus the camera's downloads; the
# first build of the root adds about 10 (debootstrap through qemu).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SOURCE=$(cd "$HERE/../.." && pwd)
# shellcheck source=deploy/rehearsal/common.sh
. "$HERE/common.sh"

WORK=$CACHE/work
LOG=$CACHE/rehearsal.log
FAILED=0
XVFB_PID=""

ok() { printf '  ok    %s\n' "$*"; }
fail() { printf '  FAIL  %s\n' "$*"; FAILED=1; }
check() {  # check DESCRIPTION COMMAND...: ok or FAIL, and the run goes on
  local what=$1; shift
  if "$@"; then ok "$what"; else fail "$what"; fi
}

# Run in the root as the service user, with exactly the unit's environment, in its working
# folder; the display is Xvfb's instead of KMS/DRM.
as_service() {
  local unit=$WORK/etc/systemd/system/companion.service env=() line
  while IFS= read -r line; do env+=("$line"); done < <(sed -n 's/^Environment=//p' "$unit")
  local user dir
  user=$(sed -n 's/^User=//p' "$unit")
  dir=$(sed -n 's/^WorkingDirectory=//p' "$unit")
  # shellcheck disable=SC2016  # $0 and $@ are the inner shell's
  chroot "$WORK" /usr/sbin/runuser -u "$user" -- /usr/bin/env -i PATH=/usr/bin:/bin LANG=C.UTF-8 \
    "${env[@]}" SDL_VIDEODRIVER=x11 DISPLAY=":$DISPLAY_NO" /bin/sh -c 'cd "$0" && exec "$@"' "$dir" "$@"
}

# Files the installer owns, with their content, mode and owner: the second run must keep them.
manifest() {
  in_root sh -c 'find /etc/table-companion /var/lib/table-companion /etc/systemd/system /etc/udev/rules.d \
    /usr/local/bin -xdev \( -type f -o -type l \) -print0 | sort -z | xargs -0 stat -c "%n %a %U:%G %s %Y" ;
    find /etc/table-companion /var/lib/table-companion /etc/udev/rules.d /usr/local/bin -type f -print0 \
    | sort -z | xargs -0 sha256sum'
}

# -- Xvfb in the root: a display number that is free here and on the host ---------------------
# (X sockets are also in the abstract namespace, which the root shares with the host, while the
# lock files xvfb-run -a looks at are in the root's own /tmp: so look at both.)
start_display() {
  DISPLAY_NO=200
  while [ -e "/tmp/.X$DISPLAY_NO-lock" ] || grep -q "@/tmp/.X11-unix/X$DISPLAY_NO\$" /proc/net/unix; do
    DISPLAY_NO=$((DISPLAY_NO + 1))
  done
  # chroot itself in the background (chroot execs Xvfb), so $! is Xvfb's and the cleanup stops it
  chroot "$WORK" /usr/bin/Xvfb ":$DISPLAY_NO" -screen 0 800x480x24 -nolisten tcp -ac >>"$LOG" 2>&1 &
  XVFB_PID=$!
  local i
  for i in $(seq 100); do
    if grep -q "@/tmp/.X11-unix/X$DISPLAY_NO\$" /proc/net/unix; then return 0; fi
    sleep 0.3
    [ "$i" = 100 ] && die "Xvfb :$DISPLAY_NO did not start (see $LOG)"
  done
}

user_in_root() { in_root getent passwd "$1" >/dev/null; }
writes_nothing() { ! grep -q '^    writing ' <<<"$1"; }

# -- the rehearsal --------------------------------------------------------------------------------
install_twice() {
  clone_source
  BEFORE_TARGET=$(in_root systemctl get-default)

  say "deploy/install.sh, for real (output in $LOG)"
  local first second
  first=$(in_root "$CLONE/deploy/install.sh" 2>&1) || { printf '%s\n' "$first" | tail -30; die "the install failed"; }
  printf '%s\n' "$first" >>"$LOG"
  check "the install finished in a root where no systemd or udevd runs" true
  check "it said it enabled the service without reloading" grep -q "systemd is not running" <<<"$first"
  check "the service is enabled for the next boot" \
    test -L "$WORK/etc/systemd/system/multi-user.target.wants/companion.service"
  check "systemd-analyze verify accepts the installed unit" \
    in_root env SYSTEMD_OFFLINE=1 systemd-analyze verify /etc/systemd/system/companion.service

  local before after
  before=$(manifest)
  second=$(in_root "$CLONE/deploy/install.sh" 2>&1) || { printf '%s\n' "$second" | tail -30; die "the second install failed"; }
  printf '%s\n' "$second" >>"$LOG"
  after=$(manifest)
  check "a second run writes nothing" writes_nothing "$second"
  check "a second run changes no file the installer owns" test "$before" = "$after"
}

run_as_installed() {
  local out code
  start_display
  say "as the service user, with the unit's environment, on Xvfb :$DISPLAY_NO"
  out=$(as_service /opt/table-companion/venv/bin/companion doctor 2>&1) && code=0 || code=$?
  printf '%s\n' "$out" >>"$LOG"
  # Off a Pi the unit's lgpio factory cannot start: the doctor must say so in a sentence.
  check "companion doctor (lgpio, not a Pi): exit 1 and 'This is not a Raspberry Pi', no traceback" \
    test "$code" = 1 -a -n "$(grep -F 'This is not a Raspberry Pi' <<<"$out")" -a -z "$(grep -F Traceback <<<"$out")"
  out=$(as_service env GPIOZERO_PIN_FACTORY=mock /opt/table-companion/venv/bin/companion doctor 2>&1) && code=0 || code=$?
  printf '%s\n' "$out" >>"$LOG"
  check "companion doctor on mock pins: the pin map claims every part" test "$code" = 0

  say "every screen, rendered by the installed app on arm64, against docs/screens"
  local names
  names=$(as_service /opt/table-companion/venv/bin/companion snapshot --list 2>>"$LOG" | awk '{print $1}' | sort)
  in_root install -d -o companion -g companion /tmp/shots
  # docs/screens are scripted scenes on gpiozero's mock pins with the default settings: the unit's
  # lgpio factory (no Pi here) and the box's own settings are not what a snapshot shows
  as_service env GPIOZERO_PIN_FACTORY=mock COMPANION_CONFIG=/nonexistent/config.toml \
    /opt/table-companion/venv/bin/python -m ui.snapshot --all /tmp/shots >>"$LOG" 2>&1 \
    || fail "python -m ui.snapshot --all (see $LOG)"
  check "one shot per screen that companion snapshot --list names ($(wc -l <<<"$names"))" \
    test "$names" = "$(find "$WORK/tmp/shots" -name '*.png' -printf '%f\n' | sed 's/\.png$//' | sort)"
  check "every shot equals docs/screens (arm64's llvmpipe may round an edge's shade differently)" \
    in_root python3 "$CLONE/deploy/rehearsal/compare_screens.py" "$CLONE/docs/screens" /tmp/shots

  say "the first start, up to Kivy's main loop"
  out=$(as_service python3 "$CLONE/deploy/rehearsal/first_start.py" --timeout 600 -- \
    /opt/table-companion/venv/bin/companion run 2>&1) && code=0 || code=$?
  printf '%s\n' "$out"
  check "the app reached its main loop and Kivy kept config.ini as installed" test "$code" = 0

  say "root uses the installed command: the files it makes stay the service user's"
  in_root /usr/local/bin/companion log list >>"$LOG" 2>&1 || true
  check "everything in /var/lib/table-companion belongs to companion" \
    test -z "$(in_root find /var/lib/table-companion ! -user companion)"
}

# The camera reader's software, installed on the box as it stands (after the screens were compared:
# nothing on them changes). A failure here is a FAIL, not the end of the rehearsal.
camera_install() {
  say "deploy/install.sh --camera (output in $LOG)"
  local out code
  out=$(in_root "$CLONE/deploy/install.sh" --camera 2>&1) && code=0 || code=$?
  printf '%s\n' "$out" >>"$LOG"
  check "install.sh --camera finished" test "$code" = 0
  check "Debian's archive has no python3-picamera2, and it said so in a line" \
    grep -q "skipped (not in this archive): python3-picamera2" <<<"$out"
  check "tesseract-ocr is installed" test -x "$WORK/usr/bin/tesseract"
  check "the venv has the camera extra (OpenCV, pytesseract)" \
    in_root /opt/table-companion/venv/bin/python -c "import cv2, pytesseract"
  out=$(as_service env GPIOZERO_PIN_FACTORY=mock /opt/table-companion/venv/bin/companion doctor 2>&1) || true
  printf '%s\n' "$out" >>"$LOG"
  check "companion doctor: Tesseract reads a card's printed words" \
    grep -q "ok    Tesseract .* reads a card's printed words" <<<"$out"
}

uninstall_and_look() {
  say "deploy/install.sh --uninstall"
  local out
  out=$(in_root "$CLONE/deploy/install.sh" --uninstall 2>&1) || { printf '%s\n' "$out" | tail -30; die "the uninstall failed"; }
  printf '%s\n' "$out" >>"$LOG"
  local gone
  for gone in /opt/table-companion /usr/local/bin/companion /etc/systemd/system/companion.service \
              /etc/systemd/system/multi-user.target.wants/companion.service /etc/udev/rules.d/90-table-companion.rules; do
    check "removed: $gone" test ! -e "$WORK$gone" -a ! -L "$WORK$gone"
  done
  check "kept: /etc/table-companion/config.toml (settings)" test -f "$WORK/etc/table-companion/config.toml"
  check "kept: /var/lib/table-companion (games)" test -d "$WORK/var/lib/table-companion"
  check "kept: the user companion" user_in_root companion
  check "the boot target is back to $BEFORE_TARGET" test "$(in_root systemctl get-default)" = "$BEFORE_TARGET"
  check "tty1's login prompt is back" in_root systemctl --root=/ is-enabled --quiet getty@tty1.service
}

cleanup() {
  if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; fi
  unmount_all
}

main() {
  need_host_tools
  take_lock rehearsal
  trap cleanup EXIT
  : >"$LOG"
  local started=$SECONDS
  "$HERE/root.sh" >/dev/null
  fresh_root
  install_twice
  run_as_installed
  camera_install
  uninstall_and_look
  say "rehearsal took $((SECONDS - started)) s; the log: $LOG"
  if [ "$FAILED" = 1 ]; then die "some checks failed (above)"; fi
  say "the arm64 rehearsal passed"
}

main "$@"
