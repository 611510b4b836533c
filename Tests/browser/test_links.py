"""6. linkchecker finds no broken internal link or anchor (its AnchorCheck plugin), with the site
served over HTTP under a subpath (/styleguide/) and opened from disk (file://). External links
are not followed (the site has none; test_pages checks that). Output: artifacts/reports/."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys


from conftest import REPORTS, SITE, site_pages

LINKCHECKER = pathlib.Path(sys.executable).parent / "linkchecker"
CONFIG = pathlib.Path(__file__).with_name("linkcheckerrc")


def check(start: list[str], report: str) -> None:
    assert LINKCHECKER.exists(), f"{LINKCHECKER} is missing: run scripts/browser-test to set up the venv"
    run = subprocess.run(
        [str(LINKCHECKER), "--config", str(CONFIG), "--no-status", "--no-warnings", "-o", "text", *start],
        capture_output=True, text=True, timeout=900,
    )
    (REPORTS / report).write_text(run.stdout + run.stderr)
    summary = re.search(r"(\d+) links? in (\d+) URLs? checked\. (\d+) warnings? found\. (\d+) errors? found", run.stdout)
    assert summary, run.stdout[-3000:] + run.stderr[-3000:]
    # Every page must have been reached, so a page nothing links to is not silently skipped.
    assert int(summary.group(2)) >= len(site_pages()), summary.group(0)
    assert run.returncode == 0 and summary.group(4) == "0", run.stdout[-8000:]


def test_links_and_anchors_over_http_under_a_subpath(server):
    assert server.rstrip("/").endswith("/styleguide")
    check([server + "index.html", server + "404.html"], "linkchecker-http.txt")


def test_links_and_anchors_from_disk():
    root = SITE.as_uri() + "/"
    check([root + "index.html", root + "404.html"], "linkchecker-file.txt")
