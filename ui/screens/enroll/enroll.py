"""Enrollment: scan each card of a deck and say which card it is, so its tag plays it from now on.

A scan (reader, keyboard wedge or the virtual scanner) arrives through `ui.scanning` as
`scanned(tag)`; the picker lists every card of the game's catalog with how many tags it has and
how many copies are still missing; confirm writes `Registry.enroll`. The deck can be exported to
and imported from one file in the data folder (beside the registry), to share it with another box.
"""

from __future__ import annotations

import secrets
import tempfile
from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.screenmanager import Screen
from kivy.metrics import dp, sp

from companion.cards.catalog import CATALOGS, coverage
from ui import theme
from ui.scan_sheets import FLAT
from ui.scan_words import card_title, card_words
from ui.widgets.buttons import BigButton
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses ReaderLine)

GAME_TITLES = {game: catalog.title for game, catalog in CATALOGS.items()}
COUNTS_SIZE = theme.TEXT_FLOOR  # 18 px: the counts on the picker and the summary line
SUMMARY_MISSING = 2  # the summary's one line names this many missing kinds, then counts the rest


def fresh_virtual_tag() -> str:
    """A new UID each time, like an NFC tag's (seven bytes, 04 first): each virtual card is its own."""
    return "04" + secrets.token_hex(6).upper()


def summary_text(rows: list[tuple[str, int, int]], game: str) -> str:
    """`12 of 65 cards enrolled · missing: red (2), storm (4) ...` from catalog coverage rows."""
    total = sum(copies for _card, copies, _n in rows)
    have = sum(min(n, copies) for _card, copies, n in rows)
    missing = [f"{card_title(card, game)} ({copies - n})" for card, copies, n in rows if n < copies]
    if len(rows) > FLAT:  # a big deck says what is missing by its groups (Sparkle*Kitty: words)
        gaps: dict[str, int] = {}
        for card, copies, n in rows:
            if n < copies:
                group = CATALOGS[game].group(card)
                gaps[group] = gaps.get(group, 0) + copies - n
        missing = [f"{group} ({n})" for group, n in gaps.items()]
    text = f"{have} of {total} cards enrolled"
    if not missing:
        return text + " · every card has a tag"
    more = len(missing) - SUMMARY_MISSING  # whole names or none: never a name cut in the middle
    shown = ", ".join(missing[:SUMMARY_MISSING]) + (f" and {more} more" if more > 0 else "")
    return text + " · missing: " + shown


class EnrollScreen(Screen):
    game = StringProperty(next(iter(CATALOGS)))  # the first game with cards (Kites)
    tag = StringProperty("")       # the tag waiting to be named
    card = StringProperty("")      # the card picked for it
    prompt = StringProperty("")
    confirm_text = StringProperty("Enroll")
    summary = StringProperty("")
    share = StringProperty("")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.back_to = "home"
        self.buttons: dict[str, BigButton] = {}  # card id -> its picker button (the cards on show)
        self.groups: dict[str, BigButton] = {}  # a big deck's groups (Sparkle*Kitty words) on show
        self.group: str | None = None  # the group open in a big deck's picker
        self.game_buttons: dict[str, BigButton] = {}
        self._registry = None
        self._camera_button: BigButton | None = None
        self.camera_sheet = None  # the camera's preview and words, while open
        top = self.ids.top
        crowded = len(CATALOGS) > 3  # four games' buttons leave the title two short lines
        if crowded:
            self.ids.title.text, self.ids.title.font_size = "Cards &\nscanner", theme.TEXT_FLOOR + sp(1)
        for game in CATALOGS:  # the games whose catalogs exist
            self.game_buttons[game] = BigButton(text=GAME_TITLES.get(game, game), size_hint_x=None,
                                                width=dp(122) if crowded else dp(130), font_size=theme.TEXT_FLOOR + sp(1),
                                                on_press=lambda _b, g=game: self.pick_game(g))
            top.add_widget(self.game_buttons[game])
        self._virtual = BigButton(text="Virtual\ntag" if crowded else "Virtual tag", size_hint_x=None,
                                  width=dp(100) if crowded else dp(140), fill=theme.WARN,
                                  font_size=theme.TEXT_FLOOR + sp(1) if crowded else theme.TEXT,
                                  on_press=lambda *_: self.app.scanning.send(fresh_virtual_tag()))
        top.add_widget(self._virtual)
        top.add_widget(BigButton(text="Back", size_hint_x=None, width=dp(84) if crowded else dp(100),
                                 on_press=lambda *_: self.app.goto(self.back_to or "home")))

    @property
    def app(self):
        return App.get_running_app()

    @property
    def registry(self):
        return self.app.scanning.registry

    def on_pre_enter(self, *args) -> None:
        self._offer_camera()
        table = self.app.table
        if table.fold is not None and table.game in CATALOGS and table.game != self.game:
            self.game, self.card, self.group = table.game, "", None  # the deck of the game in play
        self.load()

    def on_leave(self, *args) -> None:
        if self.camera_sheet is not None:
            self.camera_sheet.close()  # its preview is drawn only while this screen is shown

    def _offer_camera(self) -> None:
        """A camera set (camera.source): a Camera button at the start of the bottom row, for its
        preview and its words. Without one the screen is as it always was."""
        camera = getattr(self.app.scanning, "camera", None) is not None
        bottom = self.ids.bottom
        if camera and self._camera_button is None:
            self._camera_button = BigButton(text="Camera", size_hint_x=None, width=dp(120),
                                            on_press=lambda *_: self.show_camera())
            bottom.add_widget(self._camera_button, index=len(bottom.children))
        elif not camera and self._camera_button is not None:
            bottom.remove_widget(self._camera_button)
            self._camera_button = None

    def show_camera(self) -> None:
        from ui.screens.enroll.camera_sheet import CameraSheet

        if self.camera_sheet is None:
            self.camera_sheet = CameraSheet(self)
            self.ids.layer.add_widget(self.camera_sheet)

    def pick_game(self, game: str) -> None:
        self.game, self.card, self.group = game, "", None
        self.load()

    def open_group(self, group: str | None) -> None:
        self.group = group
        self.load()

    # -- showing --------------------------------------------------------------------------------
    def load(self) -> None:
        """Rebuild the picker and the counts from the registry."""
        rows = coverage(self.game, [code for _tag, code in self.registry.enrolled(self.game)])
        grid = self.ids.cards
        grid.clear_widgets()
        self.buttons, self.groups = {}, {}
        for game, button in self.game_buttons.items():  # the game picked: a fill and a mark in words
            button.fill = theme.ACCENT if game == self.game else theme.BUTTON
            button.color = theme.ink_on(button.fill)
            button.text = ("» " if game == self.game else "") + GAME_TITLES[game]
        catalog = CATALOGS[self.game]
        grouped = len(rows) > FLAT
        if grouped and self.group is None:  # a big deck: its groups first, each with its counts
            counts = {card: (copies, n) for card, copies, n in rows}
            for group, cards in catalog.groups():
                copies = sum(counts[c][0] for c in cards)
                have = sum(min(counts[c]) for c in cards)
                words = f"{have} of {copies} in"
                button = self._picker_button(f"{group}\n{words}", lambda g=group: self.open_group(g))
                grid.add_widget(button)
                self.groups[group] = button
        else:
            shown = set(dict(catalog.groups()).get(self.group, [])) if grouped else None
            for card, copies, n in rows:
                if shown is not None and card not in shown:
                    continue
                words = f"{n} of {copies} in"
                button = self._picker_button(f"{card_words(self.game, card, grouped)}\n{words}",
                                             lambda c=card: self.pick(c))
                grid.add_widget(button)
                self.buttons[card] = button
            if grouped:
                grid.add_widget(self._picker_button("« all words" if len(CATALOGS[self.game].groups()) > 1 else "« back",
                                                    lambda: self.open_group(None)))
        self.summary = summary_text(rows, self.game)
        self.share = f"file: {self.share_path()}"
        self._show_prompt()

    @staticmethod
    def _picker_button(text: str, on_press) -> BigButton:
        """A card's (or group's) name over its counts. The counts are the fact read from across the
        table: 18 px; a name in a narrow button a little smaller, never cut mid-word."""
        name, _sep, counts = text.partition("\n")
        size = theme.TEXT_FLOOR  # the floor of any text; a long name (`Rainbow-Ralphing Cat`) wraps
        if len(name) > 15:
            name = name.replace("-", "- ")  # ... after its hyphen, never inside a word
        words = f"[size={size:g}px]{name}[/size]\n{counts}" if counts else name  # (`« all words`: no counts)
        button = BigButton(text=words, font_size=COUNTS_SIZE, halign="center", on_press=lambda *_: on_press())
        button.text_size = (dp(124), None)
        button.line_height = 0.8  # a name on two lines and its counts fit the Kittens deck's four rows
        return button

    def _show_prompt(self) -> None:
        title = GAME_TITLES.get(self.game, self.game)
        if not self.tag:
            self.prompt = f"{title}: scan a card (its tag appears here), then tap which card it is"
        elif not self.card:
            self.prompt = f"Tag {self.tag}: which card is it? Tap it below"
        else:
            self.prompt = f"Tag {self.tag} is {card_title(self.card, self.game)}?"
        self.confirm_text = f"Enroll as {card_title(self.card, self.game)}" if self.tag and self.card else "Enroll"
        was = self.registry.lookup(self.tag) if self.tag and self.card else None
        if was is not None and (was.game, was.card) != (self.game, self.card):  # warn before a tag moves
            self.prompt = (f"Tag {self.tag} is already {card_title(was.card, was.game)}: "
                           f"move it to {card_title(self.card, self.game)}?")
            self.confirm_text = f"Move to {card_title(self.card, self.game)}"
        for card, button in self.buttons.items():  # the pick: a fill and the words "this one"
            picked = card == self.card
            button.fill = theme.ACCENT if picked else theme.BUTTON
            button.color = theme.ink_on(theme.ACCENT) if picked else theme.TEXT_COLOUR
            name, _sep, counts = button.text.partition("\n")
            name = name.removeprefix("» ")
            button.text = f"» {name}\n{counts}" if picked else f"{name}\n{counts}"

    # -- intents --------------------------------------------------------------------------------
    def scanned(self, tag: str) -> None:
        """A scan while this screen is up: this tag is the one to name (a known one says what it is)."""
        self.tag = tag
        known = self.registry.card_for(tag)
        if known is not None and known.game in CATALOGS and known.game != self.game:
            self.game, self.group = known.game, None  # a printed code or a known tag says its game
        self.card = known.card if known is not None and known.game == self.game else ""
        if self.card and len(CATALOGS[self.game].deck()) > FLAT:
            self.group = CATALOGS[self.game].group(self.card)  # open where the card is
        self.load()

    def pick(self, card: str) -> None:
        self.card = card
        self._show_prompt()

    def confirm(self) -> None:
        if not (self.tag and self.card):
            return
        self.registry.enroll(self.tag, f"{self.game}:{self.card}")
        self.tag, self.card = "", ""
        self.load()  # the group stays open: the next card is likely the same word

    def share_path(self) -> Path:
        path = getattr(self.registry, "path", ":memory:")
        folder = Path(tempfile.gettempdir()) if str(path) == ":memory:" else Path(path).parent
        return folder / "cards-export.jsonl"

    def export(self) -> None:
        lines = self.registry.export_lines()
        self.share_path().write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        self.share = f"exported {len(lines)} tag(s) to {self.share_path()}"

    def import_(self) -> None:
        path = self.share_path()
        try:
            n = self.registry.import_lines(path.read_text(encoding="utf-8").splitlines())
        except OSError as exc:
            self.share = f"nothing imported: {path} cannot be read ({exc.strerror})"
            return
        except ValueError as exc:
            self.share = f"nothing imported from {path}: {exc}"
            return
        self.load()
        self.share = f"imported {n} tag(s) from {path}"


Builder.load_file(str(Path(__file__).with_name("enroll.kv")))
