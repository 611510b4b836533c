"""4. axe-core on every page.

- The site's own chrome (navigation, headings, landmarks, link names, its own colours) has no
  violation, in light and in dark.
- Inside the previews, where the design systems' own colours are drawn, axe's color-contrast
  verdict agrees with Specimen's audit for every element that is one of the audit's pairs
  (`data-audit-pair`, written by the gallery, or `.pair__sample` on the audit pages). Where axe
  cannot decide ("incomplete": gradients, translucent layers), the audit must have decided: the
  pair exists in audit.json with a ratio. Reports go to artifacts/reports/axe-*.json.

Where axe and the audit can legitimately differ, the comparison follows axe's own rules, and
CONTRIBUTING.md "Browser checks" says so:

- axe passes a ratio only when it is strictly above the minimum; WCAG and the audit pass it at
  the minimum. A ratio of exactly 4.5 or 3 would differ; none of the shipped pairs is one.
- axe converts px to pt rounding up (`ceil(72 * px) / 96`) before its large-text test; the audit
  uses 24px and 18.67px bold. They agree for every size the documents use.
- axe judges the text as drawn; disabled copies are drawn as plain text, so axe judges them,
  while the audit marks those pairs exempt (WCAG 1.4.3 exempts inactive components). The
  comparison uses the audit's measured verdict, before the exemption.
"""

from __future__ import annotations

import json

import pytest
from axe_selenium_python import Axe

from conftest import SITE, open_page, set_color_scheme, site_pages, write_report

# Elements drawn in a design system's own colours: component previews (not their captions),
# the audit's pair specimens. The chrome run leaves them out; the preview run covers them.
PREVIEWS = [".state-cell > :not(figcaption)", ".stage__live > :not(.stage__label)", ".pair__sample"]

AXE_SCRIPT = None

RUN = """
const [context, options, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
axe.run(context, options).then(results => {
  const pick = node => {
    const element = document.querySelector(node.target[0]);
    const owner = element && element.closest('[data-audit-pair]');
    const sample = element && element.closest('.pair__sample');
    const data = (node.any[0] || node.all[0] || node.none[0] || {}).data || {};
    let printed = null;
    if (sample) {
      // The audit page prints each pair's measurement next to its specimen.
      const item = sample.closest('.pair');
      const text = selector => (item.querySelector(selector) || {}).textContent || '';
      printed = {ratio: parseFloat(text('.pair__ratio strong')), category: text('.pair__category').trim(),
                 badges: [...item.querySelectorAll('.pair__ratio .badge')].map(badge => badge.textContent.trim()),
                 colors: [...item.querySelectorAll('.pair__colors code')].map(code => code.textContent.trim())};
    }
    return {
      target: node.target.join(' '), html: node.html.slice(0, 200),
      pair: owner ? owner.dataset.auditPair : null, printed,
      summary: node.failureSummary || '', data,
    };
  };
  const out = {};
  for (const type of ['violations', 'passes', 'incomplete']) {
    out[type] = results[type].map(rule => ({id: rule.id, help: rule.help, nodes: rule.nodes.map(pick)}));
  }
  done(out);
}).catch(error => done({error: String(error)}));
"""


def run_axe(driver, context, options):
    global AXE_SCRIPT
    if AXE_SCRIPT is None:
        with open(Axe(driver).script_url, encoding="utf8") as handle:
            AXE_SCRIPT = handle.read()
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(AXE_SCRIPT)
    results = driver.execute_async_script(RUN, context, options)
    assert "error" not in results, results.get("error")
    return results


@pytest.fixture(scope="module")
def collected():
    found = {"chrome": [], "previews": [], "incomplete": [], "unmatched": []}
    yield found
    write_report("axe-chrome.json", found["chrome"])
    write_report("axe-previews.json", found["previews"])
    write_report("axe-incomplete.json", found["incomplete"])
    write_report("axe-unpaired.json", found["unmatched"])


def axe_category(data: dict) -> str:
    """axe's own split, from what it measured (see the module docstring)."""
    size_px = float(str(data.get("fontSize", "0pt (0px)")).split("(")[1].rstrip("px)"))
    points = -(-72 * size_px // 1) / 96
    bold = data.get("fontWeight") == "bold"
    return "large-text" if points >= 18 or (bold and points >= 14) else "normal-text"


# The screen, and so axe, sees translucent layers composited to 8-bit colours (76.5 becomes
# #4D4D4D); the audit composites unrounded. On the shipped pairs that moves a ratio by up to
# 0.8% (8.45 against 8.52 for Ticker's 70% black on white); axe also truncates to two decimals.
RATIO_TOLERANCE = 0.01

def drawn_hex(color: dict) -> str:
    """The opaque colour the audit measured: `composited` for a translucent colour, else `hex`."""
    return color.get("composited") or color["hex"]


def same_color(drawn: str | None, audited: str, tolerance: int = 2) -> bool:
    """Within a couple of 8-bit steps per channel (the same rounding as RATIO_TOLERANCE)."""
    if not drawn:
        return False
    a = [int(drawn.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4)]
    b = [int(audited.lstrip("#")[i:i + 2], 16) for i in (0, 2, 4)]
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


MINIMUM_AA = {"normal-text": 4.5, "large-text": 3.0, "non-text": 3.0}


def compare_with_printed(verdict: str, node: dict) -> list[str]:
    """An audit page's specimen against the ratio and category printed beside it."""
    printed, data = node["printed"], node["data"]
    if verdict == "incomplete":
        return [] if printed["ratio"] > 0 else [f"axe could not decide {node['target']} and the page prints no ratio"]
    passes = printed["ratio"] >= MINIMUM_AA[printed["category"].replace(" ", "-")]
    out = []
    if (verdict == "pass") != passes:
        out.append(f"axe says {verdict} ({data.get('contrastRatio')}:1) but the page prints {printed['ratio']}:1 "
                   f"{printed['category']} at {node['target']}")
    if isinstance(data.get("contrastRatio"), (int, float)) and abs(data["contrastRatio"] - printed["ratio"]) > RATIO_TOLERANCE * printed["ratio"] + 0.01:
        out.append(f"axe measures {data['contrastRatio']}:1 ({data.get('fgColor')} on {data.get('bgColor')}) where the page "
                   f"prints {printed['ratio']}:1 ({' on '.join(printed['colors'])}) at {node['target']}")
    return out


@pytest.mark.parametrize("page", site_pages())
def test_axe(driver, server, audit_pairs, collected, page):
    open_page(driver, server + page)
    has_previews = driver.execute_script("return !!document.querySelector(arguments[0])", ", ".join(PREVIEWS))
    failures = []
    try:
        for scheme in ("light", "dark"):
            set_color_scheme(driver, scheme)
            context = {"exclude": [[selector] for selector in PREVIEWS]} if has_previews else {"include": [["html"]]}
            results = run_axe(driver, context, {"resultTypes": ["violations"]})
            for rule in results["violations"]:
                for node in rule["nodes"]:
                    collected["chrome"].append({"page": page, "scheme": scheme, "rule": rule["id"], **node})
                    failures.append(f"{scheme}: {rule['id']} ({rule['help']}) at {node['target']}: {node['html']}\n    {node['summary']}")
    finally:
        set_color_scheme(driver, "light")

    # Previews keep their colours in both schemes (their backdrops are the systems' own), so
    # one run of color-contrast covers them.
    if has_previews:
        results = run_axe(
            driver, {"include": [[selector] for selector in PREVIEWS]},
            {"runOnly": {"type": "rule", "values": ["color-contrast"]}},
        )
        for verdict, bucket in (("violation", "violations"), ("pass", "passes"), ("incomplete", "incomplete")):
            for rule in results[bucket]:
                for node in rule["nodes"]:
                    record = {"page": page, "axe": verdict, **node}
                    if node["printed"]:
                        failures += compare_with_printed(verdict, node)
                        (collected["incomplete"] if verdict == "incomplete" else collected["previews"]).append(record)
                        continue
                    pair = audit_pairs.get(node["pair"]) if node["pair"] else None
                    if pair is None:
                        collected["unmatched"].append(record)
                        continue
                    record["audit"] = {
                        "ratio": pair["ratio"], "passesAA": pair["verdicts"]["AA"]["passes"], "category": pair["category"],
                        "foreground": drawn_hex(pair["foreground"]), "background": drawn_hex(pair["background"]),
                        "exemption": pair.get("exemption"), "gradient": pair.get("gradient") is not None,
                    }
                    if verdict == "incomplete":
                        collected["incomplete"].append(record)
                        if not isinstance(pair.get("ratio"), (int, float)):
                            failures.append(f"axe could not decide {node['target']} and the audit has no ratio for {node['pair']}")
                        continue
                    collected["previews"].append(record)
                    # Under element opacity too: axe, like the screen, blends the faded text on its
                    # own fill with the page, and so must the audit.
                    drawn = (node["data"].get("fgColor"), node["data"].get("bgColor"))
                    if not (same_color(drawn[0], drawn_hex(pair["foreground"])) and same_color(drawn[1], drawn_hex(pair["background"]))):
                        failures.append(
                            f"the preview draws {drawn[0]} on {drawn[1]} where the audit measured {drawn_hex(pair['foreground'])} "
                            f"on {drawn_hex(pair['background'])} for {node['pair']} at {node['target']}"
                        )
                    if (verdict == "pass") != pair["verdicts"]["AA"]["passes"]:
                        failures.append(
                            f"axe says {verdict} ({node['data'].get('contrastRatio')}:1, {node['data'].get('fgColor')} on "
                            f"{node['data'].get('bgColor')}, {axe_category(node['data'])}) but the audit says "
                            f"{'pass' if pair['verdicts']['AA']['passes'] else 'fail'} ({pair['ratioText']}:1, "
                            f"{drawn_hex(pair['foreground'])} on {drawn_hex(pair['background'])}, {pair['category']}) for {node['pair']} "
                            f"at {node['target']}"
                        )
    assert failures == [], f"{page}:\n" + "\n".join(failures)
