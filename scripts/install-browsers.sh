#!/usr/bin/env bash
# Installs the browsers the tests drive from Debian's packages, those that are missing: one installer for CI (.ci/run
# runs it in the background) and for npm test's browsers step (scripts/await-browsers.ts runs it where nothing else
# is installing them), so both install the same packages the same way.
# Usage: bash scripts/install-browsers.sh          installs as root, or through sudo where it asks no password;
#                                                  anywhere else prints the command to run and exits 3
#        bash scripts/install-browsers.sh --print  prints that command and installs nothing
set -euo pipefail
# Chromium and its headless shell (playwright.config.ts says why both); Firefox ESR, WebKitGTK's WebDriver (with its
# MiniBrowser) and the X server it draws into (scripts/engines/ says why those). All without what Debian recommends
# beside them (Python, Perl, Samba, CUPS, avahi, udev: nothing a test uses; 95 packages and 37 CPU-s for Chromium
# alone here, 10 and 19 without), in one install. Of the recommended, only Chromium's fonts (fonts-liberation) draw
# the pages, so they are named: the suite sees the fonts it always had.
browsers=()
command -v chromium >/dev/null 2>&1 || browsers+=(chromium fonts-liberation)
command -v chromium-headless-shell >/dev/null 2>&1 || browsers+=(chromium-headless-shell)
command -v firefox-esr >/dev/null 2>&1 || browsers+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || browsers+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || browsers+=(xvfb)
((${#browsers[@]})) || exit 0
# Their manual pages, documentation and translations are left unpacked: no test reads them, and they were a quarter
# of the install's CPU here (84 → 64 CPU-s).
skip=(-o 'Dpkg::Options::=--path-exclude=/usr/share/man/*' -o 'Dpkg::Options::=--path-exclude=/usr/share/doc/*' -o 'Dpkg::Options::=--path-exclude=/usr/share/locale/*')

# The two commands as a person types them, each word quoted where the shell would read it otherwise.
print_commands() {
  local words=() word
  for word in "${skip[@]}"; do [[ $word == -o ]] && words+=(-o) || words+=("'$word'"); done
  echo "sudo apt-get update && sudo apt-get install -y ${words[*]} --no-install-recommends ${browsers[*]}"
}

if [[ ${1:-} == --print ]]; then
  print_commands
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "No apt-get here: install ${browsers[*]} (Debian's names) with this system's packages, or name each browser's path (CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH)." >&2
  exit 3
fi
if [[ $(id -u) == 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "Installing ${browsers[*]} needs root (or sudo without a password). Run, then try again:" >&2
  echo "  $(print_commands)" >&2
  exit 3
fi
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y "${skip[@]}" --no-install-recommends "${browsers[@]}"
