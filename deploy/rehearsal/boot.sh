#!/usr/bin/env bash
# `make pi-boot`: boot the installed arm64 root with systemd as PID 1, as a user's reboot would,
# and see the service bring the app up on a real KMS/DRM display.
#
#   sudo deploy/rehearsal/boot.sh
#
# The rehearsal's root (root.sh) gets Debian's arm64 kernel and the app (deploy/install.sh, run
# in the chroot as an image build would), becomes an ext4 disk image, and boots in
# qemu-system-aarch64 -M virt with a virtio-gpu display of 800x480: SDL2 on KMS/DRM with Mesa's
# software rasteriser, the journal on the serial console. It measures the time from power-on to
# the app's main loop and saves a screendump of the display. Slow (everything is emulated): not
# part of CI.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SOURCE=$(cd "$HERE/../.." && pwd)
# shellcheck source=deploy/rehearsal/common.sh
. "$HERE/common.sh"

WORK=$CACHE/boot-root
OUT=$CACHE/boot
IMAGE=$OUT/root.img
SERIAL=$OUT/serial.log
QMP=$OUT/qmp.sock
SHOT=$OUT/first-frame.png
TIMEOUT=${PI_BOOT_TIMEOUT:-1500}  # seconds: a whole emulated boot on a shared machine
MAIN_LOOP="Start application main loop"
QEMU_PID=""

cleanup() {
  if [ -n "$QEMU_PID" ]; then kill "$QEMU_PID" 2>/dev/null || true; fi
  unmount_all
}

prepare_root() {
  fresh_root
  if ! compgen -G "$WORK/boot/vmlinuz-*" >/dev/null; then
    say "Debian's arm64 kernel, into this copy only (the rehearsal needs none)"
    # An initramfs with just what -M virt needs: the full one runs modinfo on every module
    # through qemu-user, for many minutes.
    mkdir -p "$WORK/etc/initramfs-tools/conf.d"
    echo MODULES=list >"$WORK/etc/initramfs-tools/conf.d/pi-boot.conf"
    printf '%s\n' virtio_pci virtio_blk ext4 >>"$WORK/etc/initramfs-tools/modules"
    in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends linux-image-arm64
  fi
  clone_source
  say "deploy/install.sh in the chroot, as an SD-card image build runs it"
  in_root "$CLONE/deploy/install.sh" >"$OUT/install.log" 2>&1 || { tail -30 "$OUT/install.log"; die "the install failed"; }
  echo "/dev/vda / ext4 defaults 0 1" >"$WORK/etc/fstab"
  unmount_binds  # the image is made of the copy, without the host's /proc, /dev, ...
}

make_image() {
  local kernel initrd
  kernel=$(find "$WORK/boot" -name 'vmlinuz-*' | sort -V | tail -1)
  initrd=$(find "$WORK/boot" -name 'initrd.img-*' | sort -V | tail -1)
  if [ -z "$kernel" ] || [ -z "$initrd" ]; then die "no kernel or initrd in $WORK/boot"; fi
  cp "$kernel" "$OUT/vmlinuz"
  cp "$initrd" "$OUT/initrd.img"
  say "an ext4 disk image of the root: $IMAGE"
  rm -f "$IMAGE"
  mkfs.ext4 -q -F -L root -d "$WORK" "$IMAGE" 8G
}

boot() {
  command -v qemu-system-aarch64 >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends qemu-system-arm
  rm -f "$SERIAL" "$QMP" "$SHOT"
  say "booting it: qemu-system-aarch64 -M virt, virtio-gpu 800x480 (serial console: $SERIAL)"
  local started
  started=$EPOCHREALTIME
  qemu-system-aarch64 -M virt -cpu cortex-a72 -smp 2 -m 2048 -accel tcg,thread=multi \
    -kernel "$OUT/vmlinuz" -initrd "$OUT/initrd.img" \
    -append "root=/dev/vda rw console=ttyAMA0 systemd.journald.forward_to_console=1 quiet" \
    -drive "file=$IMAGE,format=raw,if=virtio" -device virtio-gpu-pci,xres=800,yres=480 \
    -nic none -display none -serial "file:$SERIAL" -qmp "unix:$QMP,server=on,wait=off" \
    >"$OUT/qemu.log" 2>&1 &
  QEMU_PID=$!
  local waited=0
  until grep -qF "$MAIN_LOOP" "$SERIAL" 2>/dev/null; do
    kill -0 "$QEMU_PID" 2>/dev/null || { tail -20 "$OUT/qemu.log"; die "qemu stopped (see $SERIAL)"; }
    [ "$waited" -lt "$TIMEOUT" ] || { tail -40 "$SERIAL"; die "no main loop after $TIMEOUT s (see $SERIAL)"; }
    sleep 1
    waited=$((waited + 1))
  done
  local seconds
  seconds=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN {printf "%.0f", b - a}')
  say "power-on to the app's main loop: $seconds s (emulated arm64 on this machine)"
  # The app opens the box right after its first frame: that line says the frame was drawn.
  until grep -qF "hardware box" "$SERIAL"; do
    [ "$waited" -lt "$TIMEOUT" ] || break
    sleep 1
    waited=$((waited + 1))
  done
  sleep 5
  grep -E "Startup finished|Started companion|$MAIN_LOOP|hardware box" "$SERIAL" | tail -8 || true
  local drawn=0
  python3 "$HERE/qmp_screendump.py" "$QMP" "$SHOT" || drawn=$?
  python3 "$HERE/qmp_screendump.py" "$QMP" --quit || true
  wait "$QEMU_PID" 2>/dev/null || true
  QEMU_PID=""
  if [ "$drawn" != 0 ]; then
    # Seen here: the same virtio-gpu shows the kernel's console fine, but stays black once SDL2
    # takes it over on KMS/DRM (plain virtio-gpu, no virgl: Mesa renders with llvmpipe into dumb
    # buffers). docs/install.md says what is known.
    die "the service started the app at boot and it drew its first frame, but the display stayed empty"
  fi
  say "the display after boot: $SHOT"
}

main() {
  need_host_tools
  take_lock boot
  trap cleanup EXIT
  mkdir -p "$OUT"
  "$HERE/root.sh" >/dev/null
  prepare_root
  make_image
  boot
}

main "$@"
