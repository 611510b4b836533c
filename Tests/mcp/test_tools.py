"""Every tool of `specimen mcp` on the shipped Content/, through the official Python SDK.

The SDK validates each answer's structured content against the output schema the server
declares, so a malformed answer fails here even where no assertion looks at it.
"""

import math
import re
import subprocess

import pytest

from conftest import CONTENT, REQUEST_LIMIT, SHIPPED, specimen_binary, structured, text, timed

pytestmark = pytest.mark.anyio

TOOLS = ["list_systems", "get_tokens", "get_component", "check_contrast", "find_token", "audit", "lint", "diff"]


async def test_initialize(session):
    result = session.initialize_result
    assert result.server_info.name == "specimen"
    assert result.protocol_version == "2025-11-25"
    assert result.capabilities.tools is not None
    assert result.capabilities.resources is not None
    assert "list_systems" in result.instructions


async def test_every_tool_is_listed_with_its_schemas(session):
    tools = (await session.list_tools()).tools
    assert [tool.name for tool in tools] == TOOLS
    for tool in tools:
        assert tool.input_schema["type"] == "object"
        assert tool.output_schema and tool.output_schema["type"] == "object"
        assert tool.annotations.read_only_hint is True
        assert tool.description
    contrast = next(tool for tool in tools if tool.name == "check_contrast")
    assert contrast.input_schema["required"] == ["foreground", "background"]
    assert contrast.input_schema["additionalProperties"] is False


async def test_list_systems(session):
    answer = structured(await session.call_tool("list_systems"))
    assert [system["system"] for system in answer["systems"]] == SHIPPED
    for system in answer["systems"]:
        assert "error" not in system
        assert system["tokens"] > 0
        assert (CONTENT / system["document"]).is_file()
        assert len(system["resources"]) == 3
    assert "6 design systems" in text(await session.call_tool("list_systems"))


async def test_paper_ide_tokens_include_its_ink(session):
    answer = structured(await session.call_tool("get_tokens", {"system": "paper-ide"}))
    ink = [token for token in answer["tokens"] if token.get("light", {}).get("hex") == "#222222"]
    assert ink, "no #222222 among The Paper IDE's tokens"
    assert any("ink" in token["name"].lower() for token in ink)
    source = ink[0]["light"]["source"]
    line = (CONTENT / source["file"]).read_text().split("\n")[source["line"] - 1]
    assert "222222" in line.upper(), line


@pytest.mark.parametrize("system", SHIPPED)
async def test_get_tokens_cites_real_lines(session, system):
    answer = structured(await session.call_tool("get_tokens", {"system": system}))
    assert answer["count"] == len(answer["tokens"]) > 0
    for token in answer["tokens"]:
        assert re.fullmatch(r"\{[a-z-]+\.[^{}]+\}", token["reference"])
        for appearance in ("light", "dark"):
            if appearance in token:
                source = token[appearance]["source"]
                lines = (CONTENT / source["file"]).read_text().split("\n")
                assert 1 <= source["line"] <= len(lines)


async def test_get_tokens_filters(session):
    dark = structured(await session.call_tool("get_tokens", {"system": "lumen-labs", "group": "color", "appearance": "dark"}))
    assert dark["tokens"] and all(token["group"] == "color" and "light" not in token for token in dark["tokens"])


@pytest.mark.parametrize("system", SHIPPED)
async def test_get_component_for_every_component(session, system):
    listed = structured(await session.call_tool("list_systems"))
    names = next(entry["components"] for entry in listed["systems"] if entry["system"] == system)
    for name in names:
        answer = structured(await session.call_tool("get_component", {"system": system, "name": name}))
        assert answer["name"] == name
        assert answer["css"].startswith(".")
        assert answer["variants"] and all(variant["states"] for variant in answer["variants"])
        for variant in answer["variants"]:
            for state in variant["states"]:
                assert "light" in state
                assert state["light"]["css"].endswith("}")


async def test_check_contrast_grey_on_white(session):
    result = await session.call_tool("check_contrast", {"foreground": "#777777", "background": "#FFFFFF"})
    answer = structured(result)
    assert math.isclose(answer["ratio"], 4.478, abs_tol=0.0005)
    assert answer["ratioText"] == "4.47"
    assert answer["category"] == "normal-text"
    assert answer["verdicts"]["AA"] == {"minimum": 4.5, "criterion": "1.4.3", "passes": False}
    assert answer["verdicts"]["AAA"]["passes"] is False
    assert [suggestion["level"] for suggestion in answer["suggestions"]] == ["AA", "AAA"]
    assert "4.47:1" in text(result)


async def test_check_contrast_suggests_the_systems_palette_first(session):
    answer = structured(await session.call_tool(
        "check_contrast", {"foreground": "#BBBBBB", "background": "#FFFFFF", "system": "paper-ide"}))
    options = answer["suggestions"][0]["options"]
    assert options[0]["from"] == "palette" and options[0]["token"]
    assert any(option["from"] == "same-hue" for option in options)
    assert all(option["ratio"] >= 4.5 for option in options)


async def test_find_token(session):
    exact = structured(await session.call_tool("find_token", {"system": "paper-ide", "value": "#222222"}))
    assert exact["matches"][0]["exact"] is True
    assert exact["matches"][0]["hex"] == "#222222"
    near = structured(await session.call_tool("find_token", {"system": "paper-ide", "value": "#252525"}))
    assert near["matches"][0]["exact"] is False
    assert near["matches"][0]["distance"] > 0
    length = structured(await session.call_tool("find_token", {"system": "lumen-labs", "value": "16px"}))
    assert length["query"] == {"input": "16px", "kind": "length", "px": 16}
    assert length["matches"]


@pytest.mark.parametrize("system", SHIPPED)
async def test_audit(session, system):
    answer = structured(await session.call_tool("audit", {"system": system}))
    assert answer["level"] == "AA"
    assert answer["summary"]["failing"] == len(answer["failures"])
    assert answer["passed"] == (not answer["failures"] and not answer["contradictedClaims"])
    for failure in answer["failures"]:
        assert failure["verdicts"]["AA"]["passes"] is False
        assert failure["source"]["line"] >= 1
    strict = structured(await session.call_tool("audit", {"system": system, "level": "AAA"}))
    assert len(strict["failures"]) >= len(answer["failures"])


async def test_ticker_fails_its_audit(session):
    answer = structured(await session.call_tool("audit", {"system": "ticker"}))
    assert answer["passed"] is False and answer["failures"]


async def test_lint_path_and_text(session):
    path = structured(await session.call_tool("lint", {"path": "lumen-labs/DESIGN.md"}))
    assert path["document"] == "lumen-labs/DESIGN.md"
    everything = structured(await session.call_tool("lint", {"path": "."}))
    assert len(everything["findings"]) >= len(path["findings"])
    document = "---\nname: Probe\ncolors:\n  primary: \"#1A73E8\"\ncomponents:\n  button:\n    backgroundColor: \"{colors.missing}\"\n---\n# Probe\n"
    answer = structured(await session.call_tool("lint", {"text": document}))
    broken = [finding for finding in answer["findings"] if finding["rule"] == "broken-ref"]
    assert broken and broken[0]["line"] == 7 and broken[0]["severity"] == "error"


async def test_diff(session):
    original = (CONTENT / "paper-ide" / "DESIGN.md").read_text()
    assert original.count("#222222") >= 1
    edited = original.replace("#222222", "#D0D0D0")
    answer = structured(await session.call_tool("diff", {"before": "paper-ide/DESIGN.md", "after_text": edited}))
    assert answer["changed"] is True
    assert answer["before"] == {"label": "paper-ide/DESIGN.md", "kind": "document"}
    changes = answer["systems"][0]["tokens"]
    assert any(change["change"] == "modified" and change["after"]["value"] == "#D0D0D0" for change in changes)
    unchanged = structured(await session.call_tool("diff", {"before": "paper-ide", "after": "paper-ide/DESIGN.md"}))
    assert unchanged["changed"] is False and unchanged["regressed"] is False


async def test_resources(session):
    resources = (await session.list_resources()).resources
    assert len(resources) == 3 * len(SHIPPED)
    uris = {str(resource.uri) for resource in resources}
    for system in SHIPPED:
        assert f"specimen://{system}/DESIGN.md" in uris
    document = (await session.read_resource("specimen://paper-ide/DESIGN.md")).contents[0]
    assert document.text == (CONTENT / "paper-ide" / "DESIGN.md").read_text()
    tokens = (await session.read_resource("specimen://paper-ide/tokens.json")).contents[0]
    assert tokens.mime_type == "application/json" and "#222222" in tokens.text.upper()
    extracted = (await session.read_resource("specimen://lumen-labs/extracted.md")).contents[0]
    assert extracted.text.startswith("---\n# Extracted by `specimen extract`")


async def test_every_tool_answers_within_a_second(session):
    calls = [
        ("list_systems", {}),
        ("get_tokens", {"system": "joho"}),
        ("get_component", {"system": "joho", "name": structured(await session.call_tool("list_systems"))["systems"][0]["components"][0]}),
        ("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "system": "joho"}),
        ("find_token", {"system": "joho", "value": "#3366FF"}),
        ("audit", {"system": "joho", "level": "AAA"}),
        ("lint", {"path": "joho"}),
        ("diff", {"before": ".", "after": "."}),
    ]
    assert sorted(name for name, _ in calls) == sorted(TOOLS)
    for name, arguments in calls:
        result, seconds = await timed(session.call_tool(name, arguments))
        assert not result.is_error, text(result)
        assert seconds < REQUEST_LIMIT, f"{name} took {seconds:.2f} s"


def test_help_teaches_registration():
    """`specimen mcp --help` names every tool and resource, and shows how to register the server."""
    help_text = subprocess.run([specimen_binary(), "mcp", "--help"], capture_output=True, text=True, check=True).stdout
    flat = " ".join(help_text.split())
    for tool in TOOLS:
        assert tool in flat
    for resource in ("DESIGN.md", "tokens.json", "extracted.md"):
        assert f"specimen://<system>/{resource}" in flat
    assert '"command": "specimen"' in flat and "docs/MCP.md" in flat
