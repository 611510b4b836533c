# The two commands a newcomer needs:
#   make site   build the site from Content/ into Public/
#   make test   run every test
.PHONY: site test setup release clean

setup:
	scripts/setup

release: setup
	swift build -c release --product specimen

site: release
	.build/release/specimen build

test: setup
	swift build --build-tests
	swift test

clean:
	rm -rf .build Public/*
