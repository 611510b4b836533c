"""2. A full-page screenshot of every gallery page (each system's components/ and each
compare/<kind>/), kept in artifacts/screenshots/. Neither the page nor any one preview on it
may be blank: a page needs many colours and real variance; a preview (one component in one
state, cropped from the screenshot) needs more than one colour, or it draws nothing that can be
seen on its backdrop."""

from __future__ import annotations

import base64
import io

import pytest
from PIL import Image, ImageStat

from conftest import SCREENSHOTS, gallery_pages, open_page, write_report

PREVIEWS_JS = """
return [...document.querySelectorAll('.state-cell > :not(figcaption), .stage__live > :not(.stage__label)')].map(element => {
  const box = element.getBoundingClientRect();
  const cell = element.closest('figure');
  const article = element.closest('article');
  const stage = element.closest('.stage');
  return {
    x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height,
    component: article ? article.id : '?',
    state: cell ? (cell.dataset.specState || cell.querySelector('figcaption').textContent) : 'live',
    mode: stage && stage.querySelector('.stage__mode') ? stage.querySelector('.stage__mode').textContent : '',
  };
});
"""

@pytest.fixture(scope="module")
def blank_report():
    found = []
    yield found
    write_report("blank-previews.json", found)


def screenshot(driver) -> Image.Image:
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1},
    })
    return Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGB")


@pytest.mark.parametrize("page", gallery_pages())
def test_gallery_screenshot_is_not_blank(driver, server, blank_report, page):
    open_page(driver, server + page)
    image = screenshot(driver)
    name = page.removesuffix("/index.html").replace("/", "-") + ".png"
    image.save(SCREENSHOTS / name)

    colours = image.getcolors(maxcolors=1 << 24)
    assert len(colours) > 64, f"{name} has only {len(colours)} colours"
    assert max(ImageStat.Stat(image).stddev) > 10, f"{name} is nearly uniform"

    previews = driver.execute_script(PREVIEWS_JS)
    assert previews, f"{page} has no previews"
    blank = []
    for preview in previews:
        if preview["width"] < 1 or preview["height"] < 1:
            blank.append((page, preview["component"], preview["mode"], preview["state"], "zero size"))
            continue
        box = (round(preview["x"]), round(preview["y"]), round(preview["x"] + preview["width"]), round(preview["y"] + preview["height"]))
        crop = image.crop(box)
        if len(crop.getcolors(maxcolors=1 << 16) or [None] * 2) < 2:
            blank.append((page, preview["component"], preview["mode"], preview["state"], "one colour"))
    blank_report.extend(blank)
    assert blank == [], "blank previews:\n" + "\n".join(map(str, blank))
