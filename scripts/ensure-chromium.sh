#!/usr/bin/env bash
# Installs Debian's Chromium (and fonts for readable screenshots) when missing. Playwright never downloads a browser here.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
echo "Installing Debian's chromium (needed by the browser tests and the bench)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
