"""A loopback fake Discord for end-to-end tests of the real discord.py 2.7 client.

An aiohttp server on 127.0.0.1 (random port) serves the REST routes (rest.py) and the gateway websocket
(gateway.py) over one mutable world (state.py); every REST request is recorded (recorder.py) and tests wait on
the recorder, never on the clock. `FakeDiscord` (server.py) ties them together and is the API tests use; the
`fake_discord` fixture in tests/e2e/conftest.py gives a started one with discord.py patched to use it.

Modules: state (world + payloads), recorder (request log + waiting), multipart (upload parsing), gateway
(websocket), rest (routes), interactions (INTERACTION_CREATE payloads), server (FakeDiscord).
"""

from .recorder import RecordedRequest, UploadedFile
from .server import FakeDiscord
from .state import Attachment, Channel, Guild, Interaction, Member, Message, Overwrite, Role, User

__all__ = [
    "Attachment",
    "Channel",
    "FakeDiscord",
    "Guild",
    "Interaction",
    "Member",
    "Message",
    "Overwrite",
    "RecordedRequest",
    "Role",
    "UploadedFile",
    "User",
]
