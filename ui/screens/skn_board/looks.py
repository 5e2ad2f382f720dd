"""How Sparkle*Kitty Nights' hidden things look when they may be seen: each team and role as a
word, a glyph (DejaVuSans has them all) and a fill, never the fill alone; and the words for why a
game ended.

No Kivy here: plain values for the screens (and for tests without a window).
"""

from __future__ import annotations

from ui.widgets.private_reveal_secret import Secret  # no Kivy: the phones' pages use these words too

# role or team -> (word, glyph, fill, what it means at the table)
LOOKS = {
    "nice": ("NICE", "☀", (0.95, 0.80, 0.30, 1), "a Nice Knight: free every Nice Knight"),
    "naughty": ("NAUGHTY", "☠", (0.55, 0.12, 0.18, 1), "a Naughty Knight: free every Naughty Knight"),
    "dragon": ("DRAGON", "♨", (0.18, 0.52, 0.30, 1), "free yourself, then take a Knight's last tower card"),
    "werewolf": ("WEREWOLF", "☽", (0.42, 0.32, 0.22, 1), "break out of your tower; nobody must guess you"),
    "vampire": ("VAMPIRE", "♆", (0.36, 0.08, 0.38, 1), "the main Vampire: six tower cards, or more vampires than Knights trapped"),
    "sparkle_vampire": ("SPARKLE*VAMPIRE", "✧", (0.66, 0.30, 0.66, 1), "you saw the Vampire: help her win"),
    "knight": ("KNIGHT", "♞", (0.22, 0.40, 0.70, 1), "drag the main Vampire out into the sun"),
}
UNKNOWN = ("?", "", (0.45, 0.46, 0.50, 1), "")

MODES = {"nights": "Nights", "werewolf": "Werewolf", "vampire": "Vampire"}
MODE_GLYPHS = {"nights": "☾", "werewolf": "☽", "vampire": "♆"}


def look(role: str | None) -> tuple[str, str, tuple, str]:
    return LOOKS.get((role or "").casefold(), UNKNOWN if not role else (role.upper(), "", UNKNOWN[2], ""))


def word(role: str | None) -> str:
    return look(role)[0]


SHORT = {"werewolf": "WOLF", "sparkle_vampire": "SPARKLE"}  # on a compact tile (89 px at 18 px bold)


def short_word(role: str | None) -> str:
    """The character's word where little room is (seven or eight tiles): "WOLF" for WEREWOLF."""
    return SHORT.get((role or "").casefold(), word(role))


def marked(role: str | None) -> str:
    """"☠ NAUGHTY" as markup (the glyph in the font that has it)."""
    name, glyph, _, _ = look(role)
    return f"[font=DejaVuSans]{glyph}[/font] {name}" if glyph else name


def secret_of(role: str | None, whose: str = "", detail: str = "") -> Secret:
    """What a held tile shows for this role (the private reveal)."""
    name, _glyph, _fill, says = look(role)  # the cover shows no glyph and no colour of the role
    return Secret(name, detail or (f"{whose}: {says}" if whose and says else says))


def enchantment_words(top) -> str:
    """A player's top enchantment (what binds their spell): "✦ WOBBLY" or "◑ MIRROR"."""
    if top is None:
        return ""
    if top.kind == "mirror":
        return "[font=DejaVuSans]◑[/font] MIRROR"
    return f"[font=DejaVuSans]✦[/font] {top.word}"


def page_colours(page, fallback) -> str:
    """A Keyhole side's colours in words (all colours for Spread, Shaft, Snatch and TEAM)."""
    if page.kind in ("spread", "shaft", "snatch", "team"):
        return "all colours"
    return fallback(page)


def exposed_counts(state) -> list[tuple[str, int, int]]:
    """(role, exposed, in play) for each character in the mix, in the mix's order."""
    mix = list(getattr(state.setup, "composition", ()) or ())
    out, seen = [], []
    for role in mix:
        if role not in seen:
            seen.append(role)
    for role in [r for r in state.teams if r and r not in seen]:
        seen.append(role)  # a Sparkle*Vampire, say: not in the dealt mix
    for role in seen:
        out.append((role, sum(1 for r in state.teams if r == role), mix.count(role)))
    return out


def teams_summary(state) -> str:
    """The team view's button: how many characters are exposed (details on its sheet)."""
    shown = sum(1 for r in state.teams if r)
    if not shown:
        return "TEAMS\n[size=18sp]none exposed yet[/size]"
    return f"TEAMS\n[size=18sp]{shown} of {state.setup.count} exposed[/size]"


# Which condition decided, in the table's words (the engine's win_condition values).
CONDITIONS = {
    "team_escaped": "every Knight of the team escaped their tower",
    "dragon_swallowed": "the freed Dragon took the last card of a Knight's tower",
    "most_knights_out": "the draw pile ran out: the most Knights out of their towers",
    "fewest_tower_cards": "draw pile out, Knights out level: the fewest tower cards",
    "fewest_enchantments": "draw pile out, level on towers too: the fewest enchantments in play",
    "werewolf_guessed": "a freed Knight named the Werewolf: the team howls in triumph",
    "werewolf_freed": "the Werewolf broke out of her tower",
    "team_out_unguessed": "a whole team got out without naming the Werewolf",
    "torn_apart": "the Werewolf freed a team's last Knight herself: torn apart before the guess",
    "into_the_sun": "the Knights took the last card off the main Vampire's tower: into the sun!",
    "outnumbered": "more vampires than Knights still trapped in towers",
    "six_tower_cards": "the main Vampire has six tower cards",
    "vampire_survived": "the draw pile ran out with the main Vampire still in her tower",
}
SIDES = {"vampires": "vampire", "knights": "knight"}  # a side's look: its leading role's


def side_words(side: str | None) -> str:
    """The winning side as a headline: "☠ TEAM NAUGHTY wins!", "♨ DRAGON wins!", "♆ TEAM VAMPIRE wins!"."""
    if not side:
        return "TIE"
    role = SIDES.get(side, side)
    name, glyph, _, _ = look(role)
    name = {"vampires": "TEAM VAMPIRE", "knights": "THE KNIGHTS", "nice": "TEAM NICE", "naughty": "TEAM NAUGHTY"}.get(side, name)
    verb = "win" if side == "knights" else "wins"
    return (f"[font=DejaVuSans]{glyph}[/font] " if glyph else "") + f"{name} {verb}!"


def side_fill(side: str | None) -> tuple:
    return look(SIDES.get(side or "", side))[2]


def condition_words(state) -> str:
    if state.tie and not state.win_condition:
        return "draw pile out: the teams are level on Knights out, tower cards and enchantments"
    words = CONDITIONS.get(state.win_condition or "", state.win_condition or "")
    if state.win_condition == "dragon_swallowed" and state.swallowed is not None:
        words += f": {state.names[state.swallowed]} swallowed"
    return words


def roles_shown(texts) -> set[str]:
    """Which roles these texts show the way the screens show one (its word alone as a headline,
    its glyph-and-word mark, its meaning): for checking that nothing hidden is on the screen."""
    texts = list(texts)
    found = set()
    for role in LOOKS:
        name, _glyph, _fill, says = LOOKS[role]
        if any(t == name or marked(role) in t or (says and says in t) for t in texts):
            found.add(role)
    return found


DECK_OUT = ("most_knights_out", "fewest_tower_cards", "fewest_enchantments")


def team_standings(state) -> str:
    """When the draw pile decided: each team's Knights out, tower cards and enchantments (the
    numbers the tie-breakers compared, in that order); "" otherwise."""
    if state.win_condition not in DECK_OUT and not state.tie:
        return ""
    parts = []
    for team in ("nice", "naughty"):
        seats = [s for s in range(state.setup.count) if state.teams[s] == team]
        if not seats:
            continue
        out = sum(1 for s in seats if state.escaped[s])
        tower = sum(state.towers[s] for s in seats)
        enchanted = sum(len(state.enchantments[s]) for s in seats)
        parts.append(f"{marked(team)}  {out} out · {tower} in towers · {enchanted} enchant.")
    return "      ".join(parts)
