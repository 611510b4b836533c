"""7. Keyboard: on every gallery page, Tab reaches every interactive element (links, live
previews, disclosure summaries, scroll regions), in document order, and each one shows a
visible focus ring: while focused its computed outline (or box shadow) differs from its unfocused
style, is at least 2px wide, and is not transparent. Reports: artifacts/reports/keyboard.json."""

from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import gallery_pages, open_page, write_report

SETUP_JS = """
const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), textarea:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
const ring = element => {
  const style = getComputedStyle(element);
  return {outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor, boxShadow: style.boxShadow};
};
const shown = element => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  && !element.closest('details:not([open]) > :not(summary)');
const targets = [...document.querySelectorAll(selector)].filter(shown);
targets.forEach((element, index) => element.setAttribute('data-kb', index));
window.__kbRest = targets.map(ring);
window.__kbSeen = [];
document.addEventListener('focusin', event => {
  const element = event.target;
  window.__kbSeen.push({index: element.dataset ? element.dataset.kb ?? null : null, tag: element.tagName, html: element.outerHTML.slice(0, 160), ring: ring(element), visible: element.matches(':focus-visible')});
});
document.activeElement && document.activeElement.blur();
window.scrollTo(0, 0);
return targets.map(element => element.outerHTML.slice(0, 160));
"""


def alpha(colour: str) -> float:
    numbers = re.findall(r"[\d.]+", colour)
    return float(numbers[3]) if len(numbers) > 3 else 1.0


@pytest.fixture(scope="module")
def keyboard_report():
    rows = {}
    yield rows
    write_report("keyboard.json", rows)


@pytest.mark.parametrize("page", gallery_pages())
def test_every_control_is_reachable_with_tab_and_shows_focus(driver, server, keyboard_report, page):
    open_page(driver, server + page)
    targets = driver.execute_script(SETUP_JS)
    rest = driver.execute_script("return window.__kbRest")
    # One round trip: every Tab press in one action sequence, focus recorded by the page.
    ActionChains(driver).send_keys(Keys.TAB * (len(targets) + 1)).perform()
    seen = driver.execute_script("return window.__kbSeen")
    keyboard_report[page] = {"targets": len(targets), "focused": len(seen)}

    order = [int(entry["index"]) for entry in seen if entry["index"] is not None]
    missing = sorted(set(range(len(targets))) - set(order))
    assert not missing, f"{page}: Tab never reaches:\n" + "\n".join(targets[i] for i in missing[:20])
    assert order[: len(targets)] == list(range(len(targets))), f"{page}: Tab order is not document order: {order[:40]}"
    stray = [entry["html"] for entry in seen if entry["index"] is None]
    assert not stray, f"{page}: Tab stops on elements that are not interactive: {stray[:5]}"

    no_ring = []
    for entry in seen[: len(targets)]:
        focused, unfocused = entry["ring"], rest[int(entry["index"])]
        outline = focused["outlineStyle"] != "none" and focused["outlineWidth"] >= 2 and alpha(focused["outlineColor"]) > 0
        shadow = focused["boxShadow"] != "none" and focused["boxShadow"] != unfocused["boxShadow"]
        changed = focused != unfocused
        if not (entry["visible"] and changed and (outline or shadow)):
            no_ring.append(f"{entry['html']} focused {focused} unfocused {unfocused}")
    assert not no_ring, f"{page}: no visible focus ring:\n" + "\n".join(no_ring[:20])
