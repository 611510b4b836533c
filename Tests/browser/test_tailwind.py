"""8. Each system's tailwind.theme.css is CSS Chromium reads, and holds what it says.

The file is put into one of the site's own pages (the system's token page) as a <style>:

- Chromium's CSSOM holds the dark rules (`@media (prefers-color-scheme: dark)`, `.dark`,
  `.light`) as real rules with exactly the file's --color-* declarations, so they are valid CSS.
- `@theme` is Tailwind's own at-rule, which only Tailwind's compiler understands. Chromium's
  parser drops an at-rule it does not know, block and all, so @theme never reaches the CSSOM;
  the test checks that it is gone (if that ever fails, Chromium has learnt @theme and its rule
  can be read directly). To read the variables anyway, the test loads the file a second time
  with `@theme` rewritten to `:root`, where Tailwind itself emits the variables, and asserts that
  every custom property of the block is present with its value (getComputedStyle +
  getPropertyValue), `var()` references resolved; then that the dark rules switch the varying
  colours with `prefers-color-scheme`, `class="light"` and `class="dark"`.
"""

from __future__ import annotations

import re

import pytest

from conftest import SITE, open_page, set_color_scheme, system_slugs

DECLARATION = re.compile(r"^\s*(--[^:\s]+):\s*(.*);\s*$")
REFERENCE = re.compile(r"var\((--[^)\s]+)\)")

CSSOM_JS = """
const style = document.createElement('style');
style.id = 'tailwind-check';
style.textContent = arguments[0];
document.head.append(style);
const describe = rule => {
  const item = {type: rule.constructor.name};
  if (rule.selectorText !== undefined) item.selector = rule.selectorText;
  if (rule.conditionText !== undefined) item.condition = rule.conditionText;
  if (rule.style) {
    item.declarations = [...Array(rule.style.length).keys()].map(i => rule.style[i])
      .map(name => [name, rule.style.getPropertyValue(name).trim()]);
  }
  // A style rule has cssRules too (CSS nesting); only list rules that hold some.
  if (rule.cssRules?.length) item.rules = [...rule.cssRules].map(describe);
  return item;
};
const rules = [...style.sheet.cssRules].map(describe);
style.remove();
return rules;
"""

READ_JS = """
const [css, names, className, onChild] = arguments;
document.getElementById('tailwind-check')?.remove();
document.getElementById('tailwind-child')?.remove();
const style = document.createElement('style');
style.id = 'tailwind-check';
style.textContent = css;
document.head.append(style);
document.documentElement.classList.remove('light', 'dark');
let target = document.documentElement;
if (onChild) {
  target = document.createElement('div');
  target.id = 'tailwind-child';
  document.body.append(target);
}
if (className) target.classList.add(className);
const computed = getComputedStyle(target);
const values = Object.fromEntries(names.map(name => [name, computed.getPropertyValue(name).trim()]));
document.documentElement.classList.remove('light', 'dark');
document.getElementById('tailwind-child')?.remove();
return values;
"""


def block(text: str, opener: str) -> dict[str, str]:
    """The declarations of the block opened by `opener` (a line of its own), in order."""
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if line.strip() == opener), None)
    if start is None:
        return {}
    declarations = {}
    for line in lines[start + 1 :]:
        if line.strip() == "}":
            break
        if not line.strip():
            continue  # a blank line between namespaces
        match = DECLARATION.match(line)
        assert match, f"not a declaration: {line!r}"
        declarations[match.group(1)] = match.group(2)
    return declarations


def resolve(value: str, *scopes: dict[str, str]) -> str:
    """A value with its var() references replaced as the cascade would, first scope first."""
    for _ in range(20):
        match = REFERENCE.search(value)
        if not match:
            return normalise(value)
        name = match.group(1)
        replacement = next(scope[name] for scope in scopes if name in scope)
        value = value[: match.start()] + replacement + value[match.end() :]
    raise AssertionError(f"reference loop in {value}")


def normalise(value: str) -> str:
    return " ".join(value.split())


def pairs(declarations: dict[str, str]) -> list[list[str]]:
    return [[name, value] for name, value in declarations.items()]


def tidy(rule: dict) -> dict:
    """A CSSOM rule description with its values' whitespace normalised, nested rules too."""
    rule = dict(rule)
    if "declarations" in rule:
        rule["declarations"] = [[name, normalise(value)] for name, value in rule["declarations"]]
    if "rules" in rule:
        rule["rules"] = [tidy(inner) for inner in rule["rules"]]
    return rule


def files() -> list[str]:
    return [slug for slug in system_slugs() if (SITE / slug / "tailwind.theme.css").is_file()]


def test_every_system_publishes_one():
    assert files() == system_slugs()


@pytest.mark.parametrize("slug", files())
def test_chromium_reads_tailwind_css(driver, server, slug):
    text = (SITE / slug / "tailwind.theme.css").read_text()
    theme = block(text, "@theme {")
    dark = block(text, ":root:not(.light) {")
    assert theme, "an empty @theme block"
    assert block(text, ".dark {") == dark
    light = block(text, ".light {")
    assert set(light) == set(dark)
    assert all(name.startswith("--color-") for name in dark)

    open_page(driver, f"{server}{slug}/tokens/index.html")
    set_color_scheme(driver, "light")
    try:
        rules = driver.execute_script(CSSOM_JS, text)
        # @theme is dropped by the parser (see the module's docstring); the rest is real CSS.
        expected = []
        if dark:
            expected = [
                {"type": "CSSMediaRule", "condition": "(prefers-color-scheme: dark)", "rules": [
                    {"type": "CSSStyleRule", "selector": ":root:not(.light)", "declarations": pairs(dark)},
                ]},
                {"type": "CSSStyleRule", "selector": ".dark", "declarations": pairs(dark)},
                {"type": "CSSStyleRule", "selector": ".light", "declarations": pairs(light)},
            ]
        assert [tidy(rule) for rule in rules] == [tidy(rule) for rule in expected]

        rewritten = re.sub(r"^@theme \{$", ":root {", text, count=1, flags=re.MULTILINE)
        assert rewritten != text
        names = list(theme)
        read = lambda class_name=None, on_child=False: driver.execute_script(READ_JS, rewritten, names, class_name, on_child)

        values = read()
        wanted = {name: resolve(value, theme) for name, value in theme.items()}
        assert {name: normalise(value) for name, value in values.items()} == wanted

        if dark:
            dark_wanted = {name: resolve(value, dark, theme) for name, value in dark.items()}
            light_wanted = {name: wanted[name] for name in dark}
            assert dark_wanted != light_wanted, "the dark rules change nothing"

            def varying(result):
                return {name: normalise(result[name]) for name in dark}

            assert varying(read(on_child=True, class_name="dark")) == dark_wanted
            set_color_scheme(driver, "dark")
            assert varying(read()) == dark_wanted
            assert varying(read(class_name="light")) == light_wanted
    finally:
        set_color_scheme(driver, "light")
