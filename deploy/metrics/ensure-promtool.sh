#!/bin/sh
# Prints the path of a promtool, installing Debian's `prometheus` package when it is missing and this
# machine can (root with apt-get), as deploy/local does for redis-server. Fails with what to run otherwise.
set -e
if command -v promtool >/dev/null 2>&1; then command -v promtool; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "promtool missing: installing the Debian package prometheus" >&2
  # The package would start its own Prometheus daemon: policy-rc.d keeps it from starting here.
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d.kindred && chmod +x /usr/sbin/policy-rc.d.kindred
  [ -e /usr/sbin/policy-rc.d ] || ln -s /usr/sbin/policy-rc.d.kindred /usr/sbin/policy-rc.d
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus) >&2
  [ "$(readlink /usr/sbin/policy-rc.d 2>/dev/null)" = /usr/sbin/policy-rc.d.kindred ] && rm -f /usr/sbin/policy-rc.d
  rm -f /usr/sbin/policy-rc.d.kindred
  command -v promtool && exit 0
fi
echo "promtool is not installed: run 'sudo apt-get install prometheus' (Debian/Ubuntu) or put promtool on PATH" >&2
exit 1
