"""1. Every page loads without console errors or failed requests, offline, and nothing the site
references lives on another host."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest

from conftest import SITE, drain_logs, open_page, site_pages

URL_ATTRIBUTES = {"href", "src", "srcset", "action", "formaction", "poster", "data", "cite", "xlink:href", "background", "ping"}
CSS_URL = re.compile(r"""url\(\s*(['"]?)(.*?)\1\s*\)|@import\s+(['"])(.*?)\3""", re.IGNORECASE)


def external(url: str) -> bool:
    """A URL that names a scheme or a host; relative paths and fragments stay on the site."""
    url = url.strip()
    return bool(url) and (url.startswith("//") or bool(urlsplit(url).scheme))


def css_urls(text: str) -> list[str]:
    return [match.group(2) or match.group(4) or "" for match in CSS_URL.finditer(text)]


class _References(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.urls: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag, attrs):
        self._in_style = tag == "style"
        for name, value in attrs:
            if value is None:
                continue
            if name == "srcset":
                self.urls += [candidate.split()[0] for candidate in value.split(",") if candidate.strip()]
            elif name in URL_ATTRIBUTES:
                self.urls.append(value)
            elif name == "style":
                self.urls += css_urls(value)
            elif name == "content" and ("url=" in value.lower()):
                self.urls.append(value.split("=", 1)[1])

    def handle_endtag(self, tag):
        if tag == "style":
            self._in_style = False

    def handle_data(self, data):
        if self._in_style:
            self.urls += css_urls(data)


def test_no_page_or_style_sheet_references_another_host():
    found = []
    for path in sorted(SITE.rglob("*")):
        if path.suffix == ".html":
            parser = _References()
            parser.feed(path.read_text())
            urls = parser.urls
        elif path.suffix == ".css":
            urls = css_urls(path.read_text())
        else:
            continue
        found += [f"{path.relative_to(SITE)}: {url}" for url in urls if external(url)]
    assert found == [], "external references:\n" + "\n".join(found)


def problems(console: list[dict], events: list[dict], allowed_prefix: str) -> list[str]:
    out = [f"console {entry['level']}: {entry['message']}" for entry in console if entry["level"] in ("SEVERE", "WARNING")]
    for event in events:
        method, params = event["method"], event.get("params", {})
        if method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if not url.startswith(allowed_prefix) and not url.startswith("data:"):
                out.append(f"request leaves the site: {url}")
        elif method == "Network.loadingFailed" and not params.get("canceled"):
            out.append(f"failed request: {params.get('errorText')} ({params.get('type')})")
        elif method == "Network.responseReceived" and params["response"]["status"] >= 400:
            out.append(f"HTTP {params['response']['status']}: {params['response']['url']}")
    return out


@pytest.mark.parametrize("page", site_pages())
def test_page_loads_cleanly_over_http_and_from_disk(driver, server, page):
    found = []
    for base in (server, SITE.as_uri() + "/"):
        drain_logs(driver)
        open_page(driver, base + page)
        console, events = drain_logs(driver)
        found += [f"{base}{page}: {problem}" for problem in problems(console, events, base)]
        assert driver.execute_script("return document.title"), f"{base}{page} has no title"
    assert found == [], "\n".join(found)
