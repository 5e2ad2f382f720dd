#!/usr/bin/env bash
# Make (or reuse) an arm64 Debian bookworm root for the Pi rehearsal, cached outside the clone.
#
#   deploy/rehearsal/root.sh            print the cached root's folder, building it if missing
#
# Raspberry Pi OS Bookworm is Debian bookworm plus the Pi's own archive, so this root runs the
# same installer, the same Python and the same aarch64 wheels as a Pi; qemu-user-static and the
# kernel's binfmt_misc run its programs on this x86 machine. The root is built once with
# debootstrap from the host's own Debian mirror, with the installer's system packages already in
# it (so each rehearsal's `apt-get install` finds them and the rehearsal stays short), then kept
# read-only in $CACHE; every rehearsal works on a copy.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=deploy/rehearsal/common.sh
. "$HERE/common.sh"

# The installer's own package list, read from it (one list, not two).
eval "$(sed -n '/^PACKAGES=(/,/^)/p' "$HERE/../install.sh")"
# What a Raspberry Pi OS Lite image has that debootstrap's minimal root lacks, plus Xvfb (the
# stand-in for KMS/DRM), git (the user clones the project), Pillow (to compare screens). The
# kernel for `make pi-boot` is added by boot.sh to its own copy.
EXTRA=(systemd systemd-sysv udev dbus sudo git ca-certificates procps iproute2 kmod
       xvfb xauth python3-pil)

build_root() {
  local tmp=$BASE.partial mirror
  mirror=$(host_mirror)
  rm -rf "$tmp"
  say "debootstrap arm64 bookworm from $mirror into $tmp (several minutes, once)"
  local include
  include=$(IFS=,; echo "${PACKAGES[*]},${EXTRA[*]}")
  debootstrap --arch=arm64 --variant=minbase --include="$include" bookworm "$tmp" "$mirror"
  # apt in the root uses the same mirror; no recommends, as on the Pi image.
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\n' "$mirror" "$mirror" >"$tmp/etc/apt/sources.list"
  chroot "$tmp" apt-get clean
  echo pi-rehearsal >"$tmp/etc/hostname"
  # Mark it complete only at the end: an interrupted build is never reused.
  mv "$tmp" "$BASE"
}

main() {
  need_host_tools
  enable_binfmt
  if [ -x "$BASE/usr/bin/python3" ] && [ -f "$BASE/etc/hostname" ]; then
    say "reusing the arm64 root $BASE"
  else
    build_root
  fi
  echo "$BASE"
}

main "$@"
