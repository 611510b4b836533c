"""8. No clipped text: on every gallery page, no element inside a preview (the preview itself or
anything in it) is wider inside than it is drawn, that is no `scrollWidth` above its
`clientWidth`. Such an element either cuts its text off (`overflow: hidden`, an ellipsis) or
spills it over its own edge, and neither is what the document describes: a round or icon-only
button whose sample does not fit shows an icon instead. Report: artifacts/reports/clipped-text.json.
"""

from __future__ import annotations

import pytest

from conftest import gallery_pages, open_page, write_report

CLIPPED_JS = """
const previews = document.querySelectorAll('.state-cell > :not(figcaption), .stage__live > :not(.stage__label)');
const out = [];
for (const preview of previews) {
  for (const element of [preview, ...preview.querySelectorAll('*')]) {
    if (element.scrollWidth <= element.clientWidth) continue;
    const cell = element.closest('figure');
    const article = element.closest('article');
    const stage = element.closest('.stage');
    out.push({
      component: article ? article.id : '?',
      mode: stage && stage.querySelector('.stage__mode') ? stage.querySelector('.stage__mode').textContent : '',
      state: cell ? (cell.dataset.specState || cell.querySelector('figcaption').textContent) : 'live',
      scrollWidth: element.scrollWidth, clientWidth: element.clientWidth,
      text: element.textContent.trim().slice(0, 80), html: element.outerHTML.slice(0, 200),
    });
  }
}
return out;
"""


@pytest.fixture(scope="module")
def clipped_report():
    found = []
    yield found
    write_report("clipped-text.json", found)


@pytest.mark.parametrize("page", gallery_pages())
def test_no_preview_clips_its_text(driver, server, clipped_report, page):
    open_page(driver, server + page)
    clipped = driver.execute_script(CLIPPED_JS)
    clipped_report.extend({"page": page, **entry} for entry in clipped)
    assert clipped == [], f"{page}: text wider than its element:\n" + "\n".join(
        f"{entry['component']} {entry['mode']} {entry['state']}: {entry['scrollWidth']}px in {entry['clientWidth']}px: "
        f"{entry['text']!r} ({entry['html']})"
        for entry in clipped
    )
