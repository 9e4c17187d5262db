"""INTERACTION_CREATE payloads built the way Discord builds them, from what the bot synced and sent.

- Slash commands (type 2) and autocomplete (type 4): the command is looked up by name among the commands the
  bot synced (its guild's commands first, then global ones), so the payload carries the real command id and, for a
  guild command, `data.guild_id` (discord.py needs it to find guild commands). "game new" walks the subcommand
  group / subcommand options; option values are converted to the declared option type, and user, member, role
  and channel options get their `resolved` entries.
  An option declared with choices only takes one of them, and a number one within its min_value..max_value (a
  LookupError otherwise); a command the member may not see (its default_member_permissions) or a guild-only
  command in a DM raises PermissionError, as Discord's UI would not offer them.
- Component clicks (type 3): the custom_id must exist in the message's components (a LookupError names the ones
  that do); string selects carry `values` (which must be options of the select), user/role/mentionable/channel
  selects carry ids plus `resolved`.
- Modal submits (type 5): the answer mirrors the modal the bot sent (action rows or labels) with the given values.

In a guild the payload has `member` with `permissions` (the user's permissions in the channel) and
`app_permissions` (the bot's); in a DM it has `user` and context 1.
"""

from __future__ import annotations

from typing import Any

from .state import ADMINISTRATOR, Channel, Guild, Interaction, InteractionState, User, World, walk_components

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


def new_interaction(
    world: World,
    kind: int,
    user: User,
    channel: Channel,
    data: dict[str, Any],
    *,
    message_id: int | None = None,
) -> Interaction:
    """Register an interaction in the world and build its INTERACTION_CREATE payload."""
    interaction_id = world.snowflakes.next()
    token = f"interaction-token-{interaction_id}"
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(world.application_id),
        "type": kind,
        "data": data,
        "channel_id": str(channel.id),
        "channel": channel.payload(world),
        "token": token,
        "version": 1,
        "locale": user.locale,
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": str(world.permissions_in(channel, world.bot.id)),
    }
    if channel.guild_id is not None:
        guild = world.guilds[channel.guild_id]
        member = world.member(guild, user.id)
        payload.update(
            guild_id=str(guild.id),
            guild={"id": str(guild.id), "locale": guild.locale, "features": []},
            guild_locale=guild.locale,
            member={**member.payload(), "permissions": str(world.permissions_in(channel, user.id))},
            context=0,
            authorizing_integration_owners={"0": str(guild.id)},
        )
    else:
        payload.update(user=user.payload(), context=1)
    if message_id is not None:
        payload["message"] = world.messages[message_id].payload(world)
    interaction = Interaction(
        id=interaction_id,
        token=token,
        type=kind,
        user_id=user.id,
        guild_id=channel.guild_id,
        channel_id=channel.id,
        data=data,
        payload=payload,
        message_id=message_id,
    )
    state = InteractionState(interaction)
    world.interactions[interaction_id] = state
    world.interactions_by_token[token] = state
    return interaction


def command_data(
    world: World,
    guild: Guild | None,
    command_path: str,
    options: dict[str, Any],
    *,
    user: User,
    focused: str | None = None,
) -> dict[str, Any]:
    """The `data` of a chat-input or autocomplete interaction for "/<command_path>" with `options`."""
    names = command_path.strip().lstrip("/").split()
    scope, command = world.find_command(guild.id if guild else None, names[0])
    where = f"/{' '.join(names)}"
    check_visible(world, guild, user, command, where)
    schema: list[dict[str, Any]] = command.get("options") or []
    chain: list[dict[str, Any]] = []
    for name in names[1:]:
        subs = [o for o in schema if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        sub = next((o for o in subs if o.get("name") == name), None)
        if sub is None:
            raise LookupError(f"{where}: no subcommand {name!r} (known: {[o.get('name') for o in subs]})")
        chain.append(sub)
        schema = sub.get("options") or []
    if any(o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in schema):
        raise LookupError(f"{where} has subcommands: name one of {[o.get('name') for o in schema]}")
    resolved: dict[str, dict[str, Any]] = {}
    top = build_options(world, guild, schema, options, resolved, focused, where)
    for sub in reversed(chain):
        top = [{"name": sub["name"], "type": sub["type"], "options": top}]
    data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": 1, "options": top}
    if resolved:
        data["resolved"] = resolved
    if scope is not None:
        data["guild_id"] = str(scope)
    return data


def check_visible(world: World, guild: Guild | None, user: User, command: dict[str, Any], where: str) -> None:
    """Discord does not offer a command to a member lacking its default_member_permissions ("0": admins only),
    nor a guild-only command in a DM; the test API refuses such an invocation with PermissionError."""
    if guild is None:
        contexts = command.get("contexts")
        if command.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
            raise PermissionError(f"{where} cannot be used in DMs")
        return
    required = command.get("default_member_permissions")
    if required is None:
        return
    have = world.base_permissions(guild, user.id)
    if have & ADMINISTRATOR:
        return
    if int(required) == 0 or int(required) & ~have:
        raise PermissionError(f"{user.name} cannot see {where}: it needs permissions {required}, they have {have}")


def build_options(
    world: World,
    guild: Guild | None,
    schema: list[dict[str, Any]],
    given: dict[str, Any],
    resolved: dict[str, dict[str, Any]],
    focused: str | None,
    where: str,
) -> list[dict[str, Any]]:
    by_name = {o["name"]: o for o in schema if o.get("type") not in (SUB_COMMAND, SUB_COMMAND_GROUP)}
    if not by_name and not given:
        return []
    unknown_names = [n for n in given if n not in by_name]
    if unknown_names:
        raise LookupError(f"{where}: unknown option(s) {unknown_names} (declared: {list(by_name)})")
    built = []
    for name, value in given.items():
        declared = by_name[name]
        kind = int(declared["type"])
        option: dict[str, Any] = {"name": name, "type": kind}
        if name == focused:
            option.update(value=str(value), focused=True)
        else:
            option["value"] = convert(world, guild, kind, value, resolved)
            choices = [c["value"] for c in declared.get("choices") or []]
            if choices and option["value"] not in choices:
                raise LookupError(f"{where}: option {name!r} must be one of {choices}, not {value!r}")
            low, high = declared.get("min_value"), declared.get("max_value")
            number = option["value"]
            if kind in (INTEGER, NUMBER) and (
                (low is not None and number < low) or (high is not None and number > high)
            ):
                raise LookupError(f"{where}: option {name!r} must lie within {low}..{high}, not {value!r}")
        built.append(option)
    if focused is None:
        missing = [n for n, o in by_name.items() if o.get("required") and n not in given]
        if missing:
            raise LookupError(f"{where}: required option(s) {missing} missing")
    elif focused not in given:
        raise LookupError(f"{where}: the focused option {focused!r} needs a (partial) value in options")
    return built


def convert(world: World, guild: Guild | None, kind: int, value: Any, resolved: dict[str, dict[str, Any]]) -> Any:
    if kind == INTEGER:
        return int(value)
    if kind == NUMBER:
        return float(value)
    if kind == BOOLEAN:
        return bool(value)
    if kind == STRING:
        return str(value)
    if kind not in (USER, CHANNEL, ROLE, MENTIONABLE):
        raise NotImplementedError(f"the fake cannot build options of type {kind} (attachments) yet")
    snowflake = str(value if isinstance(value, int | str) else value.id)
    if kind in (USER, MENTIONABLE) and int(snowflake) in world.users:
        resolved.setdefault("users", {})[snowflake] = world.users[int(snowflake)].payload()
        if guild is not None and int(snowflake) in guild.members:
            member = guild.members[int(snowflake)].payload()
            del member["user"]
            resolved.setdefault("members", {})[snowflake] = member
    elif kind in (ROLE, MENTIONABLE) and guild is not None and int(snowflake) in guild.roles:
        resolved.setdefault("roles", {})[snowflake] = guild.roles[int(snowflake)].payload()
    elif kind == CHANNEL:
        channel = world.channel(int(snowflake))
        entry = {
            "id": snowflake,
            "name": channel.name,
            "type": channel.type,
            "permissions": str(world.permissions_in(channel, world.bot.id)),
        }
        if channel.parent_id is not None:
            entry["parent_id"] = str(channel.parent_id)
        resolved.setdefault("channels", {})[snowflake] = entry
    return snowflake


SELECT_OPTION_TYPES = {5: USER, 6: ROLE, 7: MENTIONABLE, 8: CHANNEL}  # user/role/mentionable/channel selects


def component_data(
    world: World, guild: Guild | None, component: dict[str, Any], values: list[Any] | None
) -> dict[str, Any]:
    """A click on a button, or a choice of `values` in a select (ids, or records, for entity selects)."""
    kind = component["type"]
    data: dict[str, Any] = {"custom_id": component["custom_id"], "component_type": kind}
    if kind == 2:
        if values is not None:
            raise ValueError("a button click carries no values")
        return data
    if kind == 3:
        allowed = [o["value"] for o in component.get("options", [])]
        wrong = [v for v in values or [] if v not in allowed]
        if wrong:
            raise LookupError(f"select {component['custom_id']!r} has no option(s) {wrong}; it has {allowed}")
        data["values"] = list(values or [])
        return data
    resolved: dict[str, dict[str, Any]] = {}
    data["values"] = [convert(world, guild, SELECT_OPTION_TYPES[kind], v, resolved) for v in values or []]
    data["resolved"] = resolved
    return data


def modal_data(modal: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """The submitted form for `modal` (as the bot sent it) with the text/select `values` by custom_id."""
    known = [c["custom_id"] for c in walk_components(modal.get("components", [])) if "custom_id" in c]
    missing = [k for k in values if k not in known]
    if missing:
        raise LookupError(f"modal {modal.get('custom_id')!r} has no field(s) {missing}; it has {known}")

    def answer(component: dict[str, Any]) -> dict[str, Any]:
        custom_id = component["custom_id"]
        if component["type"] == 4:
            return {"type": 4, "id": component.get("id", 0), "custom_id": custom_id, "value": values.get(custom_id, "")}
        return {"type": component["type"], "custom_id": custom_id, "values": list(values.get(custom_id, []))}

    rows = []
    for top in modal.get("components", []):
        if top.get("type") == 1:
            rows.append({"type": 1, "components": [answer(c) for c in top.get("components", []) if "custom_id" in c]})
        elif top.get("type") == 18 and "custom_id" in top.get("component", {}):
            rows.append({"type": 18, "id": top.get("id", 0), "component": answer(top["component"])})
    return {"custom_id": modal["custom_id"], "components": rows}
