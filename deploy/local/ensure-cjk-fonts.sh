#!/usr/bin/env bash
# `make test` and `make visual` run this: the visual tests (design-system/visual) screenshot Chinese
# text, and without a CJK font Chromium draws boxes, so layout and pixels would be measured on the
# wrong glyphs. Like ensure-chromium.sh, it installs Debian's fonts-noto-cjk when it can (root with
# apt-get), and otherwise stops at once with the exact command to run.
set -euo pipefail

command_to_run="apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk"
has_cjk_fonts() { fc-list :lang=zh-tw family 2> /dev/null | grep -qi 'noto sans cjk'; }

has_cjk_fonts && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "make: the CJK fonts are missing; installing Debian's fonts-noto-cjk for the visual tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends fonts-noto-cjk
  has_cjk_fonts && exit 0
fi

{
  echo "make: the visual tests need Noto Sans CJK (Debian's fonts-noto-cjk), and it is not installed."
  echo "  Install it, then run make again:"
  echo "    sudo sh -c '$command_to_run'"
} >&2
exit 1
