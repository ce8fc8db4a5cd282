#!/usr/bin/env bash
# `make test` runs this first: the browser tests (web/e2e) drive Debian's Chromium. Like `make dev`
# for redis-server, it installs the package when it can (root with apt-get), and otherwise stops at
# once with the exact command to run, instead of sixteen browser tests failing minutes later.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
command_to_run="apt-get update && apt-get install -y --no-install-recommends chromium"

[ -x "$chromium" ] && exit 0

if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "make test: Chromium is missing; installing Debian's chromium for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium
  [ -x "$chromium" ] && exit 0
fi

{
  echo "make test: the browser tests need Chromium at $chromium, and it is not there."
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "  CHROMIUM_PATH names no executable: point it at a Chromium, or unset it and run:"
  else
    echo "  Install Debian's package, then run make test again:"
  fi
  echo "    sudo sh -c '$command_to_run'"
} >&2
exit 1
