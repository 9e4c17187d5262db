"""Request bodies as discord.py sends them: JSON, or multipart/form-data with `payload_json` plus `files[n]`.

In the multipart form, file `files[n]` is described by the entry `{"id": n, "filename": ..., "description": ...}`
of the payload's `attachments` list (top level for messages, under `data` for interaction callbacks, under
`message` for forum posts); the description is the attachment's alt text.
"""

from __future__ import annotations

import json
import re
from typing import Any

from aiohttp import BodyPartReader, web

from .recorder import UploadedFile

FILE_FIELD = re.compile(r"files\[(\d+)\]")


def attachment_entries(payload: Any) -> list[dict[str, Any]]:
    """The `attachments` list of a message-like payload wherever discord.py put it."""
    if not isinstance(payload, dict):
        return []
    for holder in (payload, payload.get("data"), payload.get("message")):
        if isinstance(holder, dict) and isinstance(holder.get("attachments"), list):
            entries: list[dict[str, Any]] = holder["attachments"]
            return entries
    return []


async def read_body(request: web.Request) -> tuple[Any, tuple[UploadedFile, ...]]:
    """The JSON payload and the uploaded files (with their descriptions) of a request."""
    if not request.can_read_body:
        return None, ()
    if not request.content_type.startswith("multipart/"):
        text = await request.text()
        return (json.loads(text) if text else None), ()

    payload: Any = None
    raw_files: list[tuple[str, str, bytes, str | None]] = []
    reader = await request.multipart()
    while True:
        part = await reader.next()
        if part is None:
            break
        assert isinstance(part, BodyPartReader)
        data = await part.read()
        if part.name == "payload_json":
            payload = json.loads(bytes(data).decode())
        else:
            raw_files.append((part.name or "", part.filename or "", bytes(data), part.headers.get("Content-Type")))

    described = {str(entry.get("id")): entry.get("description") for entry in attachment_entries(payload)}
    files = []
    for name, filename, data, content_type in raw_files:
        match = FILE_FIELD.fullmatch(name)
        index = match.group(1) if match else name
        files.append(UploadedFile(name, filename, data, described.get(index), content_type))
    return payload, tuple(files)


def file_index(upload: UploadedFile) -> int | None:
    match = FILE_FIELD.fullmatch(upload.field)
    return int(match.group(1)) if match else None
