"""Shared fixtures of the browser checks: the built site, a loopback HTTP server that serves it
under /styleguide/, and one headless Chromium session for the whole run.

scripts/browser-test builds the site into artifacts/www/styleguide before pytest starts;
SPECIMEN_SITE points elsewhere if you built it yourself.
"""

from __future__ import annotations

import functools
import json
import os
import pathlib
import re
import shutil
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
SUBPATH = "styleguide"
SITE = pathlib.Path(os.environ.get("SPECIMEN_SITE", ARTIFACTS / "www" / SUBPATH)).resolve()
SCREENSHOTS = ARTIFACTS / "screenshots"
REPORTS = ARTIFACTS / "reports"

# Selenium must not try to fetch a driver: the machine has Debian's.
os.environ.setdefault("SE_OFFLINE", "true")


def site_pages() -> list[str]:
    """Every HTML page of the build, as a path relative to the site root."""
    return sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*.html"))


def gallery_pages() -> list[str]:
    """Each system's gallery and each cross-system page of one component kind."""
    return [
        page
        for page in site_pages()
        if re.fullmatch(r"[^/]+/components/index\.html", page)
        or (re.fullmatch(r"compare/[^/]+/index\.html", page) and page != "compare/audit/index.html")
    ]


def system_slugs() -> list[str]:
    return sorted(p.parent.name for p in SITE.glob("*/audit.json"))


def pytest_configure(config):
    if not (SITE / "index.html").is_file():
        raise pytest.UsageError(f"no site at {SITE}: run scripts/browser-test, or set SPECIMEN_SITE")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    REPORTS.mkdir(parents=True, exist_ok=True)


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def end_headers(self):
        # linkchecker waits 0.1-0.6 s between requests to a host unless the host answers with
        # this header; then it honours maxrequestspersecond from linkcheckerrc.
        self.send_header("LinkChecker", "unthrottled")
        super().end_headers()


@pytest.fixture(scope="session")
def server():
    """The folder above the site, served on a free loopback port, so the site lives at /styleguide/."""
    handler = functools.partial(_QuietHandler, directory=str(SITE.parent))
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/{SITE.name}/"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,900",
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
        "--lang=en-US",
        # Offline: every host name fails to resolve, so any request that leaves the machine fails
        # loudly (the loopback server is addressed by IP).
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(options=options, service=service)
    browser.set_script_timeout(180)
    browser.set_page_load_timeout(60)
    yield browser
    browser.quit()


def drain_logs(browser) -> tuple[list[dict], list[dict]]:
    """Console entries and DevTools network events since the last call."""
    console = browser.get_log("browser")
    events = [json.loads(entry["message"])["message"] for entry in browser.get_log("performance")]
    return console, events


def open_page(browser, url: str) -> None:
    """Loads a page and waits until its web fonts have loaded or failed."""
    browser.get(url)
    browser.execute_async_script("document.fonts.ready.then(() => arguments[arguments.length - 1](true))")


def set_color_scheme(browser, scheme: str) -> None:
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
    )


@pytest.fixture(scope="session")
def audit_pairs() -> dict[str, dict]:
    """Every contrast pair of every system's audit.json, by id."""
    pairs = {}
    for slug in system_slugs():
        report = json.loads((SITE / slug / "audit.json").read_text())
        for system in report["systems"]:
            for pair in system["pairs"]:
                pairs[pair["id"]] = pair
    return pairs


def write_report(name: str, data) -> pathlib.Path:
    path = REPORTS / name
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    return path
