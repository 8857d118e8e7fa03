# Debian package (included by the Makefile).
#   make deb             build/deb/parachute_VERSION_ARCH.deb: parachute, parachute-match,
#                        parachute-train and parachute-losses in /usr/games, their man pages (docs/man/,
#                        section 6), XBoard's plug-in file, README.md and the copyright
#   make deb ARCH=x86-64-v2   the programs for another -march target; without ARCH on
#                        the command line the package is portable (x86-64), since a .deb
#                        is installed on other CPUs than the one that built it
#   make deb-check       builds the package and compares its listing (paths, modes,
#                        owners) with tools/deb/files; needs no root
# Its own build directory (build/deb-ARCH), so that it never mixes with a native build.
# dpkg-deb is all it needs; Depends comes from dpkg-shlibdeps when dpkg-dev is installed.
DEB_ARCH := $(if $(filter command line,$(origin ARCH)),$(ARCH),x86-64)
DEB_BUILD := build/deb-$(DEB_ARCH)
DEB_PROGRAMS := $(DEB_BUILD)/parachute $(DEB_BUILD)/parachute-match $(DEB_BUILD)/parachute-train \
                $(DEB_BUILD)/parachute-losses

.PHONY: deb deb-check
deb:
	$(MAKE) --no-print-directory ARCH=$(DEB_ARCH) BUILD=$(DEB_BUILD) $(DEB_PROGRAMS)
	tools/deb/build $(DEB_BUILD) $(DEB_ARCH) build/deb

deb-check: deb
	tools/deb/check build/deb
