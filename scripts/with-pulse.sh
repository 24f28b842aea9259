#!/usr/bin/env bash
# Runs a command with a private PulseAudio daemon (null sink "sim_sink", anonymous unix socket) and
# PULSE_SERVER pointing at it; stops the daemon when the command ends, also on failure.
# Usage: scripts/with-pulse.sh COMMAND [ARGS...]
set -euo pipefail
dir=$(mktemp -d /tmp/pipsim-pulse.XXXXXX)
mkdir -p "$dir/runtime" "$dir/state"
chmod 700 "$dir/runtime" "$dir/state"
stop() {
  if [ -f "$dir/runtime/pid" ]; then kill "$(cat "$dir/runtime/pid")" 2>/dev/null || true; fi
  sleep 0.1
  rm -rf "$dir"
}
trap stop EXIT
extra=()
[ "$(id -u)" -ne 0 ] && extra=(--realtime=no --high-priority=no)
PULSE_RUNTIME_PATH=$dir/runtime PULSE_STATE_PATH=$dir/state \
  pulseaudio --daemonize=yes --system=no -n --fail=yes --exit-idle-time=-1 --disallow-exit=yes \
  --use-pid-file=yes --log-target="file:$dir/pulseaudio.log" "${extra[@]}" \
  --load="module-null-sink sink_name=sim_sink rate=48000 channels=2 format=s16le norewinds=1" \
  --load="module-native-protocol-unix socket=$dir/native auth-anonymous=1" 2>/dev/null
export PULSE_SERVER=unix:$dir/native
for _ in $(seq 50); do
  timeout 5 pactl info >/dev/null 2>&1 && break
  sleep 0.1
done
timeout 5 pactl info >/dev/null 2>&1 || { echo "with-pulse: the private PulseAudio daemon did not answer" >&2; exit 1; }
"$@"
