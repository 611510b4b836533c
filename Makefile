# The two commands a newcomer needs:
#   make site   build the site from Content/ into Public/
#   make test   run every test: the Swift suite, then the browser checks
# And one for the browser checks alone (CONTRIBUTING.md "Browser checks"):
#   make browser-test
.PHONY: site test setup release clean browser-test

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
	SPECIMEN="$$(swift build --show-bin-path)/specimen" scripts/browser-test

# Chromium, axe-core, vnu and linkchecker against a fresh build of Content/ in artifacts/.
browser-test: release
	SPECIMEN=.build/release/specimen scripts/browser-test

clean:
	rm -rf .build Public/* artifacts
