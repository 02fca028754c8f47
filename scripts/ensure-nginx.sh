#!/usr/bin/env bash
# Prints the path of an nginx binary for the several-instances run (deploy/cluster/, docs/decisions/037): the
# system's if installed, otherwise Debian's package unpacked into node_modules/.cache/nginx (downloaded, never
# installed: no service starts, nothing outside the checkout changes).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -x /usr/sbin/nginx ]]; then echo /usr/sbin/nginx; exit 0; fi
CACHE="$ROOT/node_modules/.cache/nginx"
BINARY="$CACHE/root/usr/sbin/nginx"
if [[ ! -x $BINARY ]]; then
  mkdir -p "$CACHE"
  (
    cd "$CACHE"
    rm -f nginx_*.deb
    if ! apt-get download nginx >/dev/null 2>&1; then
      if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
      $SUDO apt-get update -qq
      apt-get download nginx >/dev/null 2>&1
    fi
    dpkg -x nginx_*.deb root
  ) >&2
fi
echo "$BINARY"
