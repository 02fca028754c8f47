#!/usr/bin/env bash
# Installs Debian's Chromium (and fonts for readable screenshots) when missing. Playwright never downloads a browser here.
set -euo pipefail
# Both are checked: the visual comparison of the public pages needs Liberation Sans, the site's first font
# (docs/decisions/060), and a machine may have the browser without it.
if [[ -x /usr/bin/chromium && -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]]; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
echo "Installing Debian's chromium and fonts-liberation (needed by the browser tests and the bench)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
