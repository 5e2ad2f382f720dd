# shellcheck shell=bash
# What the rehearsal scripts share: where the cached root lives, and how to make this x86 host
# run arm64 programs. Sourced, not run.

# shellcheck disable=SC2034  # used by the scripts that source this
CACHE=${PI_REHEARSAL_CACHE:-/var/cache/table-companion}
BASE=$CACHE/bookworm-arm64
PIP_CACHE=$CACHE/pip
CLONE=/home/pi/table-companion  # where a user clones it, in the root
HOST_CA=/etc/pip-host-ca.crt     # the host's CA bundle, for pip behind this machine's mirrors
MOUNTS=()

say() { printf '==> %s\n' "$*"; }
die() { printf 'pi-rehearsal: %s\n' "$*" >&2; exit 1; }

need_host_tools() {
  [ "$(id -u)" = 0 ] || die "run it as root (debootstrap and chroot need it)"
  local need=()
  command -v debootstrap >/dev/null || need+=(debootstrap)
  [ -e /usr/bin/qemu-aarch64-static ] || need+=(qemu-user-static)
  command -v update-binfmts >/dev/null || need+=(binfmt-support)
  if [ ${#need[@]} -gt 0 ]; then
    say "installing ${need[*]} on the host"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" \
      || { DEBIAN_FRONTEND=noninteractive apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}"; }
  fi
  mkdir -p "$CACHE" "$PIP_CACHE"
}

# One run at a time per working copy: a second one would unmount the first one's /proc and /dev.
take_lock() {
  exec 9>"$CACHE/$1.lock"
  flock -n 9 || die "another $1 is running with $CACHE (wait for it, or set PI_REHEARSAL_CACHE)"
}

# The kernel runs an aarch64 ELF through qemu only with binfmt_misc mounted and the qemu entry
# enabled; containers often have neither.
enable_binfmt() {
  if [ ! -e /proc/sys/fs/binfmt_misc/register ]; then
    mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc \
      || die "cannot mount binfmt_misc (a container without CAP_SYS_ADMIN?): arm64 programs cannot run here"
  fi
  if [ "$(head -1 /proc/sys/fs/binfmt_misc/qemu-aarch64 2>/dev/null)" != enabled ]; then
    update-binfmts --enable qemu-aarch64 || die "update-binfmts could not enable qemu-aarch64"
  fi
}

# The host's own Debian mirror (deb822 sources or the one-line list), so the root comes from the
# same place (and through the same proxy) as the host's packages.
host_mirror() {
  local uri
  uri=$(grep -h -A3 -E '^Types:.*deb' /etc/apt/sources.list.d/*.sources 2>/dev/null \
          | awk '/^URIs:/ {print $2}' | grep -E '/debian/?$' | head -1 || true)
  if [ -z "$uri" ]; then
    uri=$(awk '$1 == "deb" && $3 ~ /^bookworm$/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  fi
  echo "${uri:-http://deb.debian.org/debian}"
}

# -- a working copy of the root, and its mounts (the caller sets WORK) ------------------------
mount_in() {  # mount_in TARGET mount-args...: remembered for the unmount at exit
  [ -e "$WORK$1" ] || mkdir -p "$WORK$1"  # a file to bind onto is touched first
  mount "${@:2}" "$WORK$1"
  MOUNTS=("$1" "${MOUNTS[@]}")
}

# The mounts into the copy (proc, sys, dev, ...), keeping the copy itself mounted.
unmount_binds() {
  local m keep=()
  for m in "${MOUNTS[@]}"; do
    if [ -z "$m" ]; then keep=(""); else umount -l "$WORK$m"; fi
  done
  MOUNTS=("${keep[@]}")
}

# Whatever a killed run left mounted in the copy comes off first: removing the copy with /dev
# still bound into it would remove the host's /dev.
unmount_all() {
  local m
  for m in "${MOUNTS[@]}"; do umount -l "$WORK$m" 2>/dev/null || true; done
  MOUNTS=()
  findmnt -rn -o TARGET | { grep -F "$WORK/" || true; } | sort -r | while read -r m; do umount -l "$m" || true; done
  if findmnt -rn -o TARGET | grep -qF "$WORK/"; then die "$WORK still has mounts; not removing it"; fi
  if mountpoint -q "$WORK"; then umount -l "$WORK"; fi
}

fresh_root() {
  say "a fresh copy of the arm64 root in $WORK"
  unmount_all
  rm -rf --one-file-system "$WORK" "$WORK.upper" "$WORK.overlay-work"
  mkdir -p "$WORK" "$WORK.upper" "$WORK.overlay-work"
  # The cached root stays as built: the copy is an overlay on it (a real copy where overlayfs
  # is not allowed, which takes minutes).
  if mount -t overlay overlay -o "lowerdir=$BASE,upperdir=$WORK.upper,workdir=$WORK.overlay-work" "$WORK"; then
    MOUNTS=("")
  else
    cp -a --reflink=auto "$BASE/." "$WORK"
  fi
  mount_in /proc -t proc proc
  mount_in /sys -t sysfs sysfs
  mount_in /dev --bind /dev
  mount_in /dev/pts --bind /dev/pts
  mount_in /tmp -t tmpfs tmpfs
  mount_in /root/.cache/pip --bind "$PIP_CACHE"
  # The host's own certificate bundle, read-only: pip in the root reaches the same index.
  touch "$WORK$HOST_CA"
  mount_in "$HOST_CA" --bind "$(host_pip_cert)"
  mount -o remount,ro,bind "$WORK$HOST_CA"
  cp /etc/resolv.conf "$WORK/etc/resolv.conf"
  # /run stays empty: no systemd, no udevd, as in an image build.
}

# The CA bundle the host's pip trusts (PIP_CERT, or cert = in its pip.conf): behind a mirror or a
# proxy with its own certificate, pip in the root needs the same one.
host_pip_cert() {
  local cert=${PIP_CERT:-}
  if [ -z "$cert" ]; then
    cert=$(awk -F' *= *' '$1 == "cert" {print $2}' /etc/pip.conf /etc/xdg/pip/pip.conf 2>/dev/null | tail -1)
  fi
  echo "${cert:-/etc/ssl/certs/ca-certificates.crt}"
}

# The host's package index, where it is one pip in the root can reach (a URL, not a folder).
host_pip_index() {
  local name
  for name in PIP_INDEX_URL PIP_EXTRA_INDEX_URL; do
    case "${!name:-}" in http://*|https://*) printf '%s=%s\n' "$name" "${!name}" ;; esac
  done
}

# Run in the root as root, with a clean environment (what `sudo` would give the user).
in_root() {
  local pip_env=()
  mapfile -t pip_env < <(host_pip_index)
  chroot "$WORK" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 TERM=dumb PIP_CERT="$HOST_CA" PIP_DISABLE_PIP_VERSION_CHECK=1 "${pip_env[@]}" "$@"
}

# The project as a user gets it: a clone of this checkout's HEAD.
clone_source() {
  say "clone $(git -C "$SOURCE" rev-parse --short HEAD) into $CLONE"
  if [ -n "$(git -C "$SOURCE" status --porcelain --untracked-files=no)" ]; then
    say "note: uncommitted changes in $SOURCE are not rehearsed (a clone has only commits)"
  fi
  mkdir -p "$WORK${CLONE%/*}"
  git clone --quiet --no-hardlinks "$SOURCE" "$WORK$CLONE"
}
