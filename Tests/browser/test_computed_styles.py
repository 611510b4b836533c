"""3. Computed styles equal the extracted spec.

For every component's default state in every system's gallery (every one, not a sample: it
takes seconds), the preview's computed background colour, border width, corner radius and
height equal the values the page says it was drawn from (`data-spec-*`, written by the gallery
from the resolved spec), and the font Chromium actually rendered the text in
(DevTools `CSS.getPlatformFontsForNode`) is the family the page names, or its stated stand-in
for a platform font that cannot be shipped. A fill written as a token must be that token's
value in the build's own tokens.json, in the stage's mode.
"""

from __future__ import annotations

import json
import re

import pytest

from conftest import SITE, open_page, system_slugs, write_report

CELLS_JS = """
return [...document.querySelectorAll('figure[data-spec-state="default"]')].map((cell, index) => {
  cell.setAttribute('data-check-index', index);
  const element = cell.querySelector('.cmp');
  // The element whose own text the font check reads: the audited label, else the first
  // element inside the preview that holds text itself.
  const holdsText = node => [...node.childNodes].some(child => child.nodeType === 3 && child.textContent.trim());
  const text = cell.querySelector('[data-audit-pair]')
    || [element, ...element.querySelectorAll('*')].find(holdsText);
  if (text) text.setAttribute('data-check-text', '');
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return {
    index, spec: {...cell.dataset},
    computed: {
      background: style.backgroundColor,
      // A border stated on one edge is measured on that edge; the others must have none.
      borderWidth: cell.dataset.specBorderSide === 'bottom' ? style.borderBottomWidth : style.borderTopWidth,
      borderStyle: cell.dataset.specBorderSide === 'bottom' ? style.borderBottomStyle : style.borderTopStyle,
      otherEdgeStyle: cell.dataset.specBorderSide === 'bottom' ? style.borderTopStyle
        : cell.dataset.specBorderSide === 'top' ? style.borderBottomStyle : style.borderTopStyle,
      radius: style.borderTopLeftRadius, height: box.height, width: box.width,
      text: !!(text && text.textContent.trim()),
    },
  };
});
"""


def parse_rgba(value: str) -> tuple[int, int, int, float]:
    numbers = [float(n) for n in re.findall(r"[\d.]+", value)]
    return (round(numbers[0]), round(numbers[1]), round(numbers[2]), numbers[3] if len(numbers) > 3 else 1.0)


def parse_hex(value: str) -> tuple[int, int, int, float]:
    value = value.lstrip("#")
    alpha = int(value[6:8], 16) / 255 if len(value) == 8 else 1.0
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16), alpha)


def same(a, b) -> bool:
    return all(abs(x - y) <= 1 for x, y in zip(a[:3], b[:3])) and abs(a[3] - b[3]) < 0.01


def token_index(slug: str) -> dict[str, dict]:
    """tokens.json by the document's own token names and by DTCG path."""
    tree = json.loads((SITE / slug / "tokens.json").read_text())
    index = {}

    def walk(node, path):
        if isinstance(node, dict) and "$value" in node:
            index[".".join(path)] = node
            name = node.get("$extensions", {}).get("dev.specimen", {}).get("name")
            if name:
                index[name] = node
            return
        if isinstance(node, dict):
            for key, child in node.items():
                if not key.startswith("$"):
                    walk(child, path + [key])

    walk(tree, [])
    return index


def token_hex(index: dict, name: str, mode: str, depth: int = 0) -> str | None:
    node = index.get(name)
    if node is None or depth > 10:
        return None
    modes = node.get("$extensions", {}).get("dev.specimen", {}).get("modes", {})
    value = modes.get(mode, node["$value"]) if isinstance(modes, dict) else node["$value"]
    if isinstance(value, str) and value.startswith("{"):
        return token_hex(index, value.strip("{}"), mode, depth + 1)
    return value.get("hex") if isinstance(value, dict) else None


def rendered_family(driver, index: int) -> str | None:
    """The family of the font that drew most glyphs of the cell's text."""
    root = driver.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {
        "nodeId": root, "selector": f'figure[data-check-index="{index}"] [data-check-text]',
    })["nodeId"]
    if not node:
        return None
    fonts = driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    return max(fonts, key=lambda font: font["glyphCount"])["familyName"] if fonts else None


@pytest.fixture(scope="module")
def style_report():
    rows = []
    yield rows
    write_report("computed-styles.json", rows)


@pytest.mark.parametrize("slug", system_slugs())
def test_previews_are_drawn_as_specified(driver, server, style_report, slug):
    open_page(driver, server + f"{slug}/components/index.html")
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    tokens = token_index(slug)
    cells = driver.execute_script(CELLS_JS)
    assert cells, f"{slug} has no default-state previews"
    problems, checked = [], {"fill": 0, "fill-token": 0, "border-width": 0, "radius": 0, "height": 0, "min-height": 0, "font": 0}
    for cell in cells:
        spec, computed = cell["spec"], cell["computed"]
        where = f"{spec['specComponent']} / {spec['specVariant']} ({spec['specMode']})"
        row = {"system": slug, "component": spec["specComponent"], "variant": spec["specVariant"], "mode": spec["specMode"], "checks": {}}
        if "specFill" in spec:
            checked["fill"] += 1
            row["checks"]["fill"] = [spec["specFill"], computed["background"]]
            if not same(parse_hex(spec["specFill"]), parse_rgba(computed["background"])):
                problems.append(f"{where}: background {computed['background']}, spec {spec['specFill']}")
            if "specFillToken" in spec:
                checked["fill-token"] += 1
                expected = token_hex(tokens, spec["specFillToken"], spec["specMode"])
                row["checks"]["fill-token"] = [spec["specFillToken"], expected]
                if expected is None or not same(parse_hex(expected), parse_rgba(computed["background"])):
                    problems.append(f"{where}: background {computed['background']}, tokens.json {spec['specFillToken']} = {expected}")
        if "specBorderWidth" in spec:
            checked["border-width"] += 1
            row["checks"]["border-width"] = [spec["specBorderWidth"], computed["borderWidth"]]
            # Chromium snaps a border of 1px or more down to whole CSS pixels, computed value
            # included, at any device pixel ratio: Joho's 1.5pt frames are drawn 1px wide.
            stated = float(spec["specBorderWidth"])
            snapped = float(int(stated)) if stated >= 1 else stated
            if computed["borderStyle"] == "none" or abs(float(computed["borderWidth"].rstrip("px")) - snapped) > 0.01:
                problems.append(f"{where}: border {computed['borderWidth']} {computed['borderStyle']}, spec {spec['specBorderWidth']}px")
            if "specBorderSide" in spec and computed["otherEdgeStyle"] != "none":
                problems.append(f"{where}: a border stated on the {spec['specBorderSide']} edge is drawn on the opposite edge too")
        if "specRadius" in spec:
            checked["radius"] += 1
            row["checks"]["radius"] = [spec["specRadius"], computed["radius"]]
            # CSS clamps a corner to half the shorter side, so 999px, 50% and 28px on a 56px
            # pill are the same corner; compare what is drawn.
            half = min(computed["width"], computed["height"]) / 2
            drawn = computed["radius"].split()[0]
            drawn = float(drawn[:-1]) * computed["width"] / 100 if drawn.endswith("%") else float(drawn.rstrip("px"))
            if abs(min(drawn, half) - min(float(spec["specRadius"]), half)) > 0.01:
                problems.append(f"{where}: radius {computed['radius']}, spec {spec['specRadius']}px")
        if "specHeight" in spec:
            checked["height"] += 1
            row["checks"]["height"] = [spec["specHeight"], computed["height"]]
            if abs(computed["height"] - float(spec["specHeight"])) > 0.5:
                problems.append(f"{where}: height {computed['height']}px, spec {spec['specHeight']}px")
        if "specMinHeight" in spec:
            checked["min-height"] += 1
            row["checks"]["min-height"] = [spec["specMinHeight"], computed["height"]]
            if computed["height"] < float(spec["specMinHeight"]) - 0.5:
                problems.append(f"{where}: height {computed['height']}px, under the stated minimum {spec['specMinHeight']}px")
        if "specFontShown" in spec and computed["text"]:
            checked["font"] += 1
            family = rendered_family(driver, cell["index"])
            row["checks"]["font"] = [spec.get("specFontFamily"), spec["specFontShown"], family]
            # A shipped web font reports its file's own family name ("EB Garamond 12" for the
            # family fonts.css declares as "EB Garamond").
            matches = family is not None and family.lower().startswith(spec["specFontShown"].lower())
            if not matches:
                problems.append(f"{where}: rendered in {family}, the page names {spec['specFontShown']} (spec: {spec.get('specFontFamily')})")
        style_report.append(row)
    assert checked["fill"], f"{slug}: nothing was checked: {checked}"
    assert problems == [], f"{slug} ({checked}):\n" + "\n".join(problems)


LAYERS_JS = """
const cells = [...document.querySelectorAll('figure[data-spec-state]')];
const resting = new Map(cells.filter(cell => cell.dataset.specState === 'default')
  .map(cell => [[cell.dataset.specComponent, cell.dataset.specVariant, cell.dataset.specMode].join('|'), cell.dataset.specFill]));
return cells.filter(cell => cell.dataset.specState !== 'default' && cell.dataset.specFill).map(cell => {
  const style = getComputedStyle(cell.querySelector('.cmp'));
  return {
    where: [cell.dataset.specComponent, cell.dataset.specVariant, cell.dataset.specState, cell.dataset.specMode].join(' / '),
    fill: cell.dataset.specFill,
    resting: resting.get([cell.dataset.specComponent, cell.dataset.specVariant, cell.dataset.specMode].join('|')) || null,
    color: style.backgroundColor, image: style.backgroundImage,
  };
});
"""


@pytest.mark.parametrize("slug", system_slugs())
def test_a_translucent_state_fill_is_laid_on_the_resting_fill(driver, server, slug):
    """A state copy whose stated fill is a translucent grey wash, over a resting fill of another
    colour, is drawn as that layer over the resting fill (as the audit measures it), never over
    the page. A translucent tint of a hue is the state's own background, as CSS draws it: never
    laid on the resting fill."""
    open_page(driver, server + f"{slug}/components/index.html")
    problems = []
    for cell in driver.execute_script(LAYERS_JS):
        fill, resting = parse_hex(cell["fill"]), cell["resting"] and parse_hex(cell["resting"])
        if not (0 < fill[3] < 1) or not resting or resting[3] == 0 or same(fill, resting):
            continue
        layer = re.findall(r"rgba?\([^)]*\)", cell["image"])
        if max(fill[:3]) - min(fill[:3]) < 0.02 * 255:
            if not same(parse_rgba(cell["color"]), resting) or not layer or not same(parse_rgba(layer[0]), fill):
                problems.append(f"{cell['where']}: background {cell['color']} {cell['image']}, spec {cell['fill']} over {cell['resting']}")
        elif layer or not same(parse_rgba(cell["color"]), fill):
            problems.append(f"{cell['where']}: tint drawn as {cell['color']} {cell['image']}, spec {cell['fill']} alone")
    assert problems == [], f"{slug}:\n" + "\n".join(problems)
