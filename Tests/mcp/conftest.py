"""Shared fixtures of the MCP checks: `specimen mcp` started by the official Python SDK.

SPECIMEN names the binary (scripts/mcp-test sets it). Each module shares one server over the
shipped Content/; tests that change files start their own server on a copy.
"""

import contextlib
import os
import pathlib
import shutil
import sys
import time

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONTENT = ROOT / "Content"
SHIPPED = ["joho", "lumen-labs", "mabel", "paper-ide", "ticker", "zottie"]

# The first request waits for every system to be read; a debug build on a busy two-core
# machine takes some seconds. Every later request must answer within a second.
FIRST_READ_TIMEOUT = 120
REQUEST_LIMIT = 1.0


def specimen_binary() -> str:
    binary = os.environ.get("SPECIMEN")
    if not binary:
        pytest.exit("set SPECIMEN to the specimen binary (scripts/mcp-test does)", returncode=2)
    path = pathlib.Path(binary)
    if not path.is_absolute():
        path = ROOT / path
    if not path.exists():
        pytest.exit(f"SPECIMEN={binary} does not exist", returncode=2)
    return str(path)


@contextlib.asynccontextmanager
async def connect(content: pathlib.Path):
    """A session with `specimen mcp --content CONTENT`, initialized. The server prints nothing
    on stderr while it works; a crash's trace reaches the terminal."""
    params = StdioServerParameters(command=specimen_binary(), args=["mcp", "--content", str(content)], cwd=str(ROOT))
    async with stdio_client(params, errlog=sys.__stderr__) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            yield session


async def timed(call):
    """The result of an awaitable, and how many seconds it took."""
    start = time.monotonic()
    result = await call
    return result, time.monotonic() - start


def structured(result):
    assert not result.is_error, text(result)
    assert result.structured_content is not None
    return result.structured_content


def text(result) -> str:
    return "\n".join(block.text for block in result.content if getattr(block, "type", None) == "text")


@pytest.fixture(scope="module")
def anyio_backend():
    return "asyncio"


@pytest.fixture(scope="module")
async def session(anyio_backend):
    """One server over the shipped Content/, every system read before the first test."""
    async with connect(CONTENT) as session:
        await session.call_tool("list_systems", read_timeout_seconds=FIRST_READ_TIMEOUT)
        yield session


@pytest.fixture
def content_copy(tmp_path):
    """A copy of the shipped Content/ a test may change."""
    copy = tmp_path / "Content"
    shutil.copytree(CONTENT, copy, symlinks=True)
    return copy
