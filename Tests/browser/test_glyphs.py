"""5. Glyphs. The shipped fonts are cut down to the characters the site draws (HarfBuzz's
hb-subset), so a subset that lost a glyph would show as text drawn in a fallback font, or as
boxes. On the Japanese pages (any system whose pages hold kana or kanji), every element's
Japanese characters must be drawn by a font that has Japanese glyphs (one fontconfig lists for
:lang=ja), never by the primary font's empty box; on every token page, the type specimens set in
a shipped family must draw their letters with that web font. Screenshots of the Japanese pages
are kept in artifacts/screenshots/glyphs-*.png."""

from __future__ import annotations

import base64
import re
import subprocess

import pytest

from conftest import SCREENSHOTS, SITE, open_page, site_pages, system_slugs, write_report

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")

MARK_JS = """
const [pattern, limit] = arguments;
const re = new RegExp(pattern, 'gu');
const seen = new Set();
const found = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode() && found.length < limit) {
  const element = walker.currentNode.parentElement;
  if (!element || seen.has(element) || element.closest('script, style')) continue;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0) continue;
  seen.add(element);
  const own = [...element.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('');
  const count = (own.match(re) || []).length;
  if (count === 0) continue;
  element.setAttribute('data-glyph-check', String(found.length));
  found.push({count, text: own.trim().slice(0, 40), family: style.fontFamily});
}
return found;
"""


def japanese_families() -> set[str]:
    output = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True).stdout
    return {name.strip() for line in output.splitlines() for name in line.split(",") if name.strip()}


def shipped_families() -> set[str]:
    css = (SITE / "assets" / "fonts.css").read_text()
    return set(re.findall(r'font-family:\s*"([^"]+)"', css))


def japanese_pages() -> list[str]:
    pages = []
    for page in site_pages():
        slug = page.split("/")[0]
        if slug in system_slugs() and JAPANESE.search((SITE / page).read_text()):
            pages.append(page)
    return pages


def platform_fonts(driver, count: int) -> list[list[dict]]:
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    fonts = []
    for index in range(count):
        node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": f'[data-glyph-check="{index}"]'})["nodeId"]
        fonts.append(driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"] if node else [])
    return fonts


@pytest.fixture(scope="module")
def glyph_report():
    rows = []
    yield rows
    write_report("glyphs.json", rows)


@pytest.mark.parametrize("page", japanese_pages() or [pytest.param(None, marks=pytest.mark.skip(reason="no Japanese pages"))])
def test_japanese_text_is_drawn_with_japanese_glyphs(driver, server, glyph_report, page):
    families = japanese_families()
    assert families, "fontconfig lists no font for Japanese (scripts/setup installs fonts-ipafont-gothic)"
    open_page(driver, server + page)
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    elements = driver.execute_script(MARK_JS, JAPANESE.pattern, 150)
    assert elements, f"{page} holds Japanese text, but none is drawn"
    problems = []
    for element, fonts in zip(elements, platform_fonts(driver, len(elements))):
        drawn = sum(font["glyphCount"] for font in fonts if font["familyName"] in families)
        glyph_report.append({"page": page, "text": element["text"], "fonts": fonts})
        if drawn < element["count"]:
            problems.append(f"{element['text']!r}: {element['count']} Japanese characters, {drawn} drawn by a Japanese font ({fonts})")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
    (SCREENSHOTS / ("glyphs-" + page.removesuffix("/index.html").replace("/", "-") + ".png")).write_bytes(base64.b64decode(shot["data"]))
    assert problems == [], f"{page}:\n" + "\n".join(problems[:20])


SPECIMEN_JS = """
const shipped = new Set(arguments[0]);
const found = [];
for (const element of document.querySelectorAll('main *')) {
  if (found.length >= 60) break;
  const own = [...element.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('');
  const letters = (own.match(/[A-Za-z0-9]/g) || []).length;
  if (letters === 0 || element.getClientRects().length === 0) continue;
  const first = getComputedStyle(element).fontFamily.split(',')[0].trim().replace(/^["']|["']$/g, '');
  if (!shipped.has(first)) continue;
  element.setAttribute('data-glyph-check', String(found.length));
  found.push({letters, family: first, text: own.trim().slice(0, 40)});
}
return found;
"""


@pytest.mark.parametrize("slug", system_slugs())
def test_shipped_fonts_draw_their_specimens(driver, server, slug):
    shipped = sorted(shipped_families())
    if not shipped:
        pytest.skip("no fonts shipped (none of the named families is installed)")
    open_page(driver, server + f"{slug}/tokens/index.html")
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    elements = driver.execute_script(SPECIMEN_JS, shipped)
    problems = []
    for element, fonts in zip(elements, platform_fonts(driver, len(elements))):
        web = sum(font["glyphCount"] for font in fonts if font.get("isCustomFont"))
        if web < element["letters"]:
            problems.append(f"{element['text']!r} in {element['family']}: {element['letters']} letters, {web} drawn by the web font ({fonts})")
    assert problems == [], f"{slug}/tokens:\n" + "\n".join(problems[:20])
