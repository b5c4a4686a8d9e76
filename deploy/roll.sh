#!/bin/sh
# The rolling restart of a server's API instances under systemd (deploy/systemd/chowk-api@.service),
# one at a time, as `npm run roll:prod` does for the local topology: each is stopped gracefully
# (SIGTERM: it leaves Caddy's pool, drains, exits), started again on the new release, and waited
# for until it answers /api/health and Caddy's next check has seen it. Stops at the first instance
# that does not come back, so a bad release never takes more than one instance down.
#   deploy/roll.sh 3101 3102
set -eu
[ "$#" -gt 0 ] || { echo "usage: $0 <port>..." >&2; exit 2; }
for port in "$@"; do
  started=$(date +%s)
  echo "rolling chowk-api@$port"
  systemctl restart "chowk-api@$port"
  tries=0
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/health"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "chowk-api@$port is not healthy after 60 s: stopping the roll (journalctl -u chowk-api@$port)" >&2
      exit 1
    fi
    sleep 0.5
  done
  # Caddy checks every 500 ms: give it two checks to put the instance back in its pool.
  sleep 1.2
  echo "chowk-api@$port back in the pool after $(( $(date +%s) - started )) s"
done
