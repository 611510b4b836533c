# The two commands a newcomer needs:
#   make site   build the site from Content/ into Public/
#   make test   run every test: the Swift suite, the MCP checks, then the browser checks
# And one each for the MCP checks and the browser checks alone (CONTRIBUTING.md):
#   make mcp-test
#   make browser-test
# Installing the tool, and a release archive:
#   make install PREFIX=/usr/local   (or PREFIX=$HOME/.local; DESTDIR is honoured)
#   scripts/package                  dist/specimen-VERSION-linux-ARCH.tar.gz
.PHONY: site test setup release clean browser-test mcp-test install uninstall

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin

setup:
	scripts/setup

release: setup
	scripts/build-release

site: release
	.build/release/specimen build

# The browser checks reuse the debug build the Swift tests just made: a second, release build
# would add about nine minutes to CI for the same site bytes.
test: setup
	swift build --build-tests
	scripts/fuzz/run --check
	swift test
	SPECIMEN="$$(swift build --show-bin-path)/specimen" scripts/mcp-test
	SPECIMEN="$$(swift build --show-bin-path)/specimen" scripts/browser-test

# `specimen mcp` through the official Python MCP SDK over stdio (Tests/mcp), on a debug build.
mcp-test: setup
	scripts/mcp-test

# Chromium, axe-core, vnu and linkchecker against a fresh build of Content/ in artifacts/.
browser-test: release
	SPECIMEN=.build/release/specimen scripts/browser-test

# The binary is self-contained (templates built in, Swift runtime linked in).
install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 .build/release/specimen "$(DESTDIR)$(BINDIR)/specimen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/specimen"

clean:
	rm -rf .build Public/* artifacts dist
