"""What a Nights setup means, in words and fields (no Kivy): who is in the cast for a mode and a
player count, what the table does with the cards, and the `setup` input for the engine.

From the rulebook (../shared/rulebooks/sparkle-kitty-nights.txt): Nights is for 4-8 (equal Nice
and Naughty teams, a Dragon for an odd count, two Dragons allowed for an even count); Werewolf and
Vampire for 5-8 (Werewolf: the Werewolf for odd counts, Werewolf and Dragon for even; Vampire: one
main Vampire, the others Knights).
"""

from __future__ import annotations

from typing import Any, Callable

from ui.widgets.safe_words import setup_fields as safe_words_fields, step_words as safe_words_step

MAX_PLAYERS = 8  # the seat rows on the screen (the seed's modes say who may play what)


def dragon_choices(mode: str, n: int) -> list[int]:
    """How many Dragons the table may choose (the first is the default)."""
    if mode == "nights":
        return [1] if n % 2 else [0, 2]
    if mode == "werewolf":
        return [0] if n % 2 else [1]
    return [0]


def cast(mode: str, n: int, dragons: int) -> dict[str, int]:
    """How many of each character are dealt (the engine's composition, counted)."""
    from companion.sparkle_kitty.nights.roles import composition

    out: dict[str, int] = {}
    for role in composition(mode, n, dragons):
        out[role] = out.get(role, 0) + 1
    return out


def cast_words(mode: str, n: int, dragons: int) -> str:
    from ui.screens.skn_board.looks import marked

    parts = []
    for role, count in cast(mode, n, dragons).items():
        parts.append(f"{count} {marked(role)}")
    return "  ·  ".join(parts)


def table_steps(book: Any, mode: str, n: int, dragons: int, safe_words: bool, pineapple: str,
                deal: str, first_name: str, hi: Callable[[Any], str]) -> list[str]:
    """What the table does before the first play, numbered."""
    green = ("Leave the [b]green-backed[/b] spell cards in the box." if n <= book.green_out_up_to
             else "Use [b]all[/b] the spell cards, green backs too.")
    if safe_words:
        green += safe_words_step(pineapple, hi, team_wilds=True)
    if mode == "vampire":
        green += " Take out the Mirror cards first."
    roles = (f"The box deals the characters: each player looks at theirs on the next screen." if deal == "box"
             else "Deal the Knight cards face down; tell the box each one only when it is exposed.")
    steps = [f"Characters: {cast_words(mode, n, dragons)}",
             f"1. {green} Shuffle.",
             f"2. {roles}",
             f"3. Each player: a tower of {hi(book.modes[mode].tower)} face down under their Knight, a hand of {hi(book.hand)}."]
    if mode == "vampire":
        steps.append("4. Deal each player one Mirror card, face up at the base of their tower.")
    steps.append(f"{len(steps)}. {hi(first_name)} goes first: who went to bed the latest last night? "
                 "Tap their seat number.")  # the cast line has no number
    return steps


def setup_fields(players: list, first: int, mode: str, safe_words: bool, pineapple: str, deal: str,
                 dragons: int, seed: int | None) -> dict:
    """The engine's setup input (docs/games/nights.md)."""
    fields: dict[str, Any] = {"players": players, "first": first, "mode": mode,
                              "roles": "dealt" if deal == "box" else "cards"}
    fields.update(safe_words_fields(safe_words, pineapple))
    if mode == "nights" and len(players) % 2 == 0 and dragons == 2:
        fields["dragons"] = 2  # an even table's choice (an odd one always has its one Dragon)
    if seed is not None:
        fields["seed"] = seed
    return fields


def private_role(table: Any, seat: int) -> str | None:
    """The role the box dealt this seat: asked of the engine only at the moment a tile is held."""
    from companion.sparkle_kitty import nights

    return nights.private_role(table.current(), seat)
