#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package and checks what it installs (issue #10).
#
#   bash scripts/check-package.sh
#
# Builds the two programs in Release (hardened with the flags of dpkg-buildflags, warnings
# as errors) in build-package/, runs `cpack -G DEB`, unpacks the .deb into a fresh
# directory and checks the installed files there: both programs answer --version, the
# desktop entry, the AppStream metainfo, the MIME type, the manual pages, the boards, the
# copyright and changelog, and the Depends line; then lintian when it is installed.
# Exits non-zero on the first failure. The package is left in build-package/.
# XOBOS_JOBS sets the build parallelism (default: 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SECONDS=0

bash scripts/setup-deps.sh
for tool in cpack dpkg-deb dpkg-buildflags dpkg-shlibdeps desktop-file-validate appstreamcli groff gzip; do
    command -v "$tool" >/dev/null 2>&1 || { echo "check-package: $tool is not installed" >&2; exit 1; }
done

build="build-package"
fail() {
    echo "check-package: FAIL: $*" >&2
    exit 1
}
step() { echo "check-package: $*"; }

# --- build -----------------------------------------------------------------------------
# Hardening as in a Debian build; -g is left out (CPack strips the programs anyway).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
# -Wno-restrict: GCC 12 (Debian 12) reports a false -Wrestrict inside libstdc++'s
# std::string at -O2 and above (GCC bugs 105329, 105651), e.g. for `s = "1"`.
# XOBOS_PACKAGE_CXXFLAGS adds flags of your own (changing flags rebuilds everything).
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS) -Wno-restrict ${XOBOS_PACKAGE_CXXFLAGS:-}"
ldflags=$(dpkg-buildflags --get LDFLAGS)
# CMAKE_SKIP_INSTALL_ALL_DEPENDENCY: cpack installs what is built below and does not
# build the tests, benchmarks and fuzz targets first.
mkdir -p "$build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DXOBOS_WERROR=ON \
    -DXOBOS_BUILD_BENCHMARKS=OFF -DXOBOS_BUILD_FUZZERS=OFF -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON \
    -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" >"$build/configure.log" 2>&1 \
    || { cat "$build/configure.log" >&2; fail "configure"; }
cmake --build "$build" --parallel "${XOBOS_JOBS:-2}" --target xobos-referee xobos-cli

# --- package ---------------------------------------------------------------------------
rm -f "$build"/*.deb
(cd "$build" && cpack -G DEB >cpack.log 2>&1) || { cat "$build/cpack.log" >&2; fail "cpack"; }
debs=("$build"/*.deb)
if ((${#debs[@]} != 1)) || [[ ! -f ${debs[0]} ]]; then
    fail "expected one .deb in $build, found: ${debs[*]}"
fi
deb=${debs[0]}
version=$(dpkg-deb -f "$deb" Version)
expected=$(sed -n 's/^ *VERSION \([0-9.]*\)$/\1/p' CMakeLists.txt | head -n 1)
[[ $version == "$expected" ]] || fail "package version '$version', project version '$expected'"
step "built $deb"

depends=$(dpkg-deb -f "$deb" Depends)
step "Depends: $depends"
for dep in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libc6 libstdc++6 \
    qt6-qpa-plugins libqt6sql6-sqlite; do
    [[ ", $depends," == *", $dep "* || ", $depends," == *", $dep,"* ]] || fail "Depends lacks $dep"
done

# --- unpack into a fresh root ----------------------------------------------------------
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"
usr=$root/usr
share=$usr/share

# The programs, run from the unpacked tree; they link the system's Qt.
for program in xobos-referee xobos-cli; do
    [[ -x $usr/bin/$program ]] || fail "$program is not installed in /usr/bin"
    out=$("$usr/bin/$program" --version) || fail "$program --version exited with $?"
    [[ $out == "$program $version" ]] || fail "$program --version printed '$out'"
    step "$out"
done

# Desktop entry and its MIME type.
desktop=$share/applications/xobos-referee.desktop
[[ -f $desktop ]] || fail "no desktop entry"
desktop-file-validate "$desktop" || fail "desktop-file-validate"
grep -qx 'MimeType=application/x-xobos-game;' "$desktop" || fail "desktop entry lacks the MIME type"
grep -Eq '^Exec=xobos-referee %[fF]$' "$desktop" || fail "desktop entry's Exec takes no file"

# AppStream metainfo (pedantic notes are printed, not fatal).
metainfo=$share/metainfo/io.github.xobos.Referee.metainfo.xml
[[ -f $metainfo ]] || fail "no metainfo"
appstreamcli validate --no-net --pedantic "$metainfo" || fail "appstreamcli validate"

# Icon.
[[ -f $share/icons/hicolor/scalable/apps/xobos-referee.svg ]] || fail "no icon"

# MIME type: well-formed, and a MIME database built from it maps *.xobos.json to it.
mimexml=$share/mime/packages/xobos-referee.xml
[[ -f $mimexml ]] || fail "no MIME XML in /usr/share/mime/packages"
if command -v xmllint >/dev/null 2>&1; then
    xmllint --noout "$mimexml" || fail "xmllint $mimexml"
else
    step "xmllint not installed: MIME XML checked by update-mime-database only"
fi
if command -v update-mime-database >/dev/null 2>&1; then
    mkdir -p "$root/mimedb/packages"
    cp "$mimexml" "$root/mimedb/packages/"
    [[ -f /usr/share/mime/packages/freedesktop.org.xml ]] && cp /usr/share/mime/packages/freedesktop.org.xml "$root/mimedb/packages/"
    update-mime-database "$root/mimedb" >/dev/null || fail "update-mime-database rejects the MIME XML"
    grep -q ':application/x-xobos-game:\*\.xobos\.json' "$root/mimedb/globs2" || fail "*.xobos.json is not in the MIME database"
    grep -q '^application/x-xobos-game application/json$' "$root/mimedb/subclasses" || fail "not a subclass of application/json"
    rm -rf "$root/mimedb"
fi

# Manual pages: gzip -9n compressed, no groff warnings, a whatis entry.
for page in xobos-referee xobos-cli; do
    man=$share/man/man1/$page.1.gz
    [[ -f $man ]] || fail "no manual page $page.1.gz"
    gzip -t "$man" || fail "$man is not gzip"
    warnings=$(zcat "$man" | groff -man -Tutf8 -ww -z 2>&1) || fail "groff $page.1"
    [[ -z $warnings ]] || fail "groff warnings in $page.1: $warnings"
    if command -v lexgrog >/dev/null 2>&1; then
        lexgrog "$man" >/dev/null || fail "lexgrog finds no NAME in $page.1"
    fi
done

# The boards, identical to the ones built into the programs.
for board in resources/boards/*.json; do
    installed=$share/xobos-referee/boards/$(basename "$board")
    cmp -s "$board" "$installed" || fail "board $(basename "$board") missing or different"
done

# Copyright (machine-readable) and changelog.
doc=$share/doc/xobos-referee
head -n 1 "$doc/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
    || fail "no DEP-5 copyright file"
first=$(zcat "$doc/changelog.gz" | head -n 1)
[[ $first == "xobos-referee ($version) "* ]] || fail "changelog.gz does not start with $version"

step "contents:"
dpkg-deb -c "$deb" | awk '{print "  " $1 " " $6}'

# lintian: errors fail the check, warnings and infos are shown.
if command -v lintian >/dev/null 2>&1; then
    lintian --fail-on error --display-info "$deb" || fail "lintian reports errors"
else
    step "lintian not installed: skipped (apt-get install lintian)"
fi

step "OK: $deb in ${SECONDS} s"
