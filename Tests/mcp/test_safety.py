"""What `specimen mcp` refuses, and how it keeps up with edits: paths outside the content
folder, malformed arguments and messages, and a document changed while the server runs."""

import json
import queue
import subprocess
import threading
import time

import anyio
import pytest
from mcp import MCPError

from conftest import CONTENT, REQUEST_LIMIT, ROOT, connect, specimen_binary, structured, text, timed

pytestmark = pytest.mark.anyio


async def refused(session, tool, arguments, argument, words):
    """Asserts a tool error that names the argument and says why."""
    result = await session.call_tool(tool, arguments)
    assert result.is_error, f"{tool}{arguments} was answered: {text(result)[:200]}"
    message = text(result)
    assert message.startswith(f"argument '{argument}': "), message
    assert words in message, message
    assert result.structured_content["error"]["argument"] == argument
    return message


@pytest.mark.parametrize("path, words", [
    ("../Package.swift", "'..' segment"),
    ("paper-ide/../../Package.swift", "'..' segment"),
    ("/etc/passwd", "outside the content folder"),
    ("/", "outside the content folder"),
])
async def test_a_path_outside_the_content_is_refused(session, path, words):
    await refused(session, "lint", {"path": path}, "path", words)
    await refused(session, "diff", {"before": path, "after": "paper-ide"}, "before", words)


async def test_a_symlink_out_of_the_content_is_refused(content_copy, tmp_path):
    secret = tmp_path / "secret.md"
    secret.write_text("---\nname: Secret\ncolors:\n  primary: \"#FF0000\"\n---\n# Secret\n")
    (content_copy / "leak.md").symlink_to(secret)
    (content_copy / "paper-ide" / "notes.md").symlink_to(secret)
    async with connect(content_copy) as session:
        listed = structured(await session.call_tool("list_systems", read_timeout_seconds=120))
        # The scanner refuses to follow the link: no system is made of it, and it says so.
        assert "leak" not in [system["system"] for system in listed["systems"]]
        assert any("leak.md" == problem.get("file") and "outside the content folder" in problem["message"] for problem in listed["problems"])
        await refused(session, "lint", {"path": "leak.md"}, "path", "leads through a symlink")
        await refused(session, "lint", {"path": "paper-ide/notes.md"}, "path", "leads through a symlink")
        await refused(session, "diff", {"before": "paper-ide", "after": "leak.md"}, "after", "leads through a symlink")


@pytest.mark.parametrize("tool, arguments, argument, words", [
    ("get_tokens", {}, "system", "is required"),
    ("get_tokens", {"system": 7}, "system", "must be a string, not a number"),
    ("get_tokens", {"system": "atlantis"}, "system", "no system 'atlantis'"),
    ("get_tokens", {"system": "paper-ide", "group": "colours"}, "group", "must be one of"),
    ("get_tokens", {"system": "paper-ide", "appearance": "dusk"}, "appearance", "must be one of"),
    ("get_tokens", {"system": "paper-ide", "colour": "red"}, "colour", "unknown argument"),
    ("get_component", {"system": "paper-ide", "name": "Warp Drive"}, "name", "no component 'Warp Drive'"),
    ("check_contrast", {"foreground": "#777777"}, "background", "is required"),
    ("check_contrast", {"foreground": "#77777G", "background": "#FFFFFF"}, "foreground", "invalid colour"),
    ("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "font_size": "huge"}, "font_size", "must be a number"),
    ("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "font_size": 1e9}, "font_size", "must be between"),
    ("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "font_weight": [700]}, "font_weight", "must be a number"),
    ("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "role": "banner"}, "role", "must be one of"),
    ("find_token", {"system": "paper-ide", "value": "a bit darker"}, "value", "neither a CSS colour nor a length"),
    ("audit", {"system": "paper-ide", "level": "A"}, "level", "must be one of AA, AAA"),
    ("lint", {}, "path", "give `path`"),
    ("lint", {"path": "paper-ide", "text": "# x"}, "text", "not both"),
    ("lint", {"text": "# x", "like_reference": "yes"}, "like_reference", "must be true or false"),
    ("lint", {"path": "does-not-exist.md"}, "path", "does not exist"),
    ("diff", {"before": "paper-ide"}, "after", "is required"),
    ("diff", {"before": ".", "after": "paper-ide"}, "after", "not alike"),
])
async def test_malformed_arguments_are_tool_errors(session, tool, arguments, argument, words):
    await refused(session, tool, arguments, argument, words)


async def test_an_unknown_tool_is_a_protocol_error(session):
    with pytest.raises(MCPError) as raised:
        await session.call_tool("format_disk", {})
    assert raised.value.code == -32602
    assert "unknown tool 'format_disk'" in raised.value.message


async def test_an_unknown_resource_is_a_protocol_error(session):
    for uri in ["specimen://atlantis/DESIGN.md", "specimen://paper-ide/../../etc/passwd", "file:///etc/passwd"]:
        with pytest.raises(MCPError) as raised:
            await session.read_resource(uri)
        assert raised.value.code == -32002, uri


async def test_malformed_messages_do_not_stop_the_server():
    """Raw lines on stdin: not JSON, arguments that are not an object, a call without a name, a
    resource read without a string URI.
    Each gets an error, and the server still answers afterwards."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        "this is not json",
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "check_contrast", "arguments": ["#777777", "#FFFFFF"]}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"arguments": {}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "check_contrast", "arguments": {"foreground": None, "background": "#FFF"}}},
        {"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "check_contrast", "arguments": {"foreground": "#777777", "background": "#FFFFFF"}}},
        {"jsonrpc": "2.0", "id": 6, "method": "resources/read", "params": {"uri": 3}},
    ]
    process = subprocess.Popen(
        [specimen_binary(), "mcp", "--content", str(CONTENT)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=str(ROOT))
    try:
        for message in messages:
            process.stdin.write(((message if isinstance(message, str) else json.dumps(message)) + "\n").encode())
        process.stdin.flush()
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in process.stdout] and None, daemon=True).start()
        replies = {}

        def parse_errors():
            return [reply for answers in replies.values() for reply in answers if reply.get("error", {}).get("code") == -32700]

        deadline = time.monotonic() + 120
        while not all(key in replies for key in (1, 2, 3, 4, 5, 6)) or not parse_errors():
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no reply to every request: {replies}"
            reply = json.loads(lines.get(timeout=remaining))  # stdout carries nothing but the protocol
            replies.setdefault(reply.get("id"), []).append(reply)
        process.stdin.close()
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
    assert replies[2][0]["error"]["code"] in (-32600, -32602)
    assert replies[3][0]["error"]["code"] in (-32600, -32602)
    assert "needs \"name\"" in replies[3][0]["error"]["message"]
    assert replies[6][0]["error"]["code"] == -32602
    assert "resources/read needs" in replies[6][0]["error"]["message"]
    assert replies[4][0]["result"]["isError"] is True
    assert "argument 'foreground': is required" in replies[4][0]["result"]["content"][0]["text"]
    assert replies[5][0]["result"]["structuredContent"]["ratioText"] == "4.47"
    # The line that is not JSON cannot be answered by its id; it gets a parse error all the same.
    assert parse_errors()


async def test_a_changed_document_is_read_again(content_copy):
    document = content_copy / "paper-ide" / "DESIGN.md"
    original = document.read_text()
    assert "#222222" in original
    async with connect(content_copy) as session:
        await session.call_tool("list_systems", read_timeout_seconds=120)
        before = structured(await session.call_tool("find_token", {"system": "paper-ide", "value": "#222222"}))
        assert before["matches"][0]["exact"] is True
        ink_line = before["matches"][0]["source"]["line"]

        document.write_text(original.replace("#222222", "#2B2B2B"))
        result, seconds = await timed(session.call_tool("get_tokens", {"system": "paper-ide", "group": "color"}))
        after = structured(result)
        hexes = [token["light"]["hex"] for token in after["tokens"] if "light" in token]
        assert "#2B2B2B" in hexes and "#222222" not in hexes
        assert seconds < REQUEST_LIMIT, f"reading the changed document took {seconds:.2f} s"
        moved = structured(await session.call_tool("find_token", {"system": "paper-ide", "value": "#2B2B2B"}))
        assert moved["matches"][0]["exact"] is True and moved["matches"][0]["source"]["line"] == ink_line

        # A new system is found, and its resources listed, without a restart.
        (content_copy / "probe.md").write_text("---\nname: Probe\ncolors:\n  primary: \"#1A73E8\"\n---\n# Probe\n")
        listed = structured(await session.call_tool("list_systems"))
        assert "probe" in [system["system"] for system in listed["systems"]]
        assert "specimen://probe/tokens.json" in {str(resource.uri) for resource in (await session.list_resources()).resources}


async def test_a_request_is_answered_while_a_long_document_is_read(content_copy):
    """A save to the longest shipped document makes the next request on it read the whole book
    again; a request about another system is answered meanwhile, within the second."""
    async with connect(content_copy) as session:
        await session.call_tool("list_systems", read_timeout_seconds=120)
        book = content_copy / "joho" / "DESIGN.md"
        book.write_text(book.read_text() + "\n\nA line added while the server runs.\n")
        async with anyio.create_task_group() as group:
            group.start_soon(session.call_tool, "audit", {"system": "joho"}, 120)
            await anyio.sleep(0.05)
            result, seconds = await timed(session.call_tool("check_contrast", {"foreground": "#777777", "background": "#FFFFFF", "system": "ticker"}))
            assert not result.is_error
            assert seconds < REQUEST_LIMIT, f"check_contrast waited {seconds:.2f} s behind the book"
