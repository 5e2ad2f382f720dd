"""Home: pick a game, or go back to one still in progress (in_progress.py: every unfinished game
in the log, in a strip of its own above the tiles, so the tiles never move).

Every registered game has a tile (companion/registry.py, in home order): its title, its blurb
and seats, laid out as its spec's `tile` says (the big tile, the one under it, or a row on the
right). A game not built would show as a greyed tile saying so (`HomeSoonTile`), doing nothing
when touched, so nobody is led to think it works.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, ListProperty, NumericProperty, ObjectProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.metrics import dp, sp

from companion import registry
from companion.spine import GameSpec, load
from ui import theme
from ui.games import board_of, setup_of
from ui.screens.home import in_progress, layout
from ui.screens.home.in_progress import Offer, clock_text  # noqa: F401  (clock_text: home's, as before)

COMING_SOON: tuple[str, ...] = ()  # every game on Home is built now


SEATING = ("players", "names", "people")  # how many and who sat where, as a seat game's setup says it


def last_seating(table, game: str) -> dict:
    """A game started straight from its tile (no setup screen: the quiz) sits the people of its
    last game in the log, as every setup screen opens with its last table (issue 23: the second
    evening's quiz came back as Player 1-4, the family's names gone)."""
    log = getattr(table, "log", None)
    found = log.last_setup(game) if log is not None else None
    data = dict(found[1].data) if found is not None else {}
    return {key: data[key] for key in SEATING if key in data}


def title_of(game: str) -> str:
    return registry.spec_for(game).title if registry.known(game) else game.title()


def seats_line(spec: GameSpec) -> str:
    """"3-8 players  ·  set up": the seats (as the tile says them) and what a tap does."""
    lo, hi = spec.seats
    players = spec.tile.get("players") or f"{lo}-{hi} players"
    return f"{players}  ·  {spec.tile.get('verb', 'set up')}"


def _table_key(app) -> tuple:
    """What the offers depend on: which table, which game, whether it is over or held."""
    table = getattr(app, "table", None)
    fold = getattr(table, "fold", None)
    return (id(table), getattr(table, "game_id", None), fold is not None and getattr(fold.state, "over", False),
            getattr(table, "held", False))


class HomeButton(ButtonBehavior, Label):
    """A flat, rounded, finger-sized button."""

    fill = ColorProperty(theme.BUTTON)


class HomeTile(ButtonBehavior, BoxLayout):
    """A game you can pick."""

    game = StringProperty("")
    title = StringProperty("")
    title_size = NumericProperty(theme.TITLE - sp(4))
    title_width = NumericProperty(1)
    blurb = StringProperty("")
    blurb_width = NumericProperty(1.2)
    banner = StringProperty("")  # markup over the big tile's title


class FeatureTile(HomeTile):
    """The big tile (Kites): its banner, the title in huge type, the blurb, the seats."""

    seats = StringProperty("")


class RowTile(HomeTile):
    """A tile of one row: the title on the left, the blurb and the seats beside it."""


class ShortTile(RowTile):
    """A row under the big tile, in the left column."""


class GridTile(HomeTile):
    """A game's tile in the grid Home lays out when the designed places cannot hold every game:
    the title on one line (smaller for a long one), the blurb and the seats under it."""


class MoreGamesTile(HomeButton):
    """The grid's last place with several pages: the next page of games (the last: the first)."""


LOOKS = {"feature": FeatureTile, "short": ShortTile}


def tile_for(spec: GameSpec, grid: bool = False) -> HomeTile:
    look = spec.tile
    kind = GridTile if grid else LOOKS.get(look.get("look", "row"), RowTile)
    tile = kind(game=spec.id, title=spec.title)
    if isinstance(tile, FeatureTile):
        tile.blurb, tile.seats = spec.blurb, seats_line(spec)
        tile.banner = load(look["banner"])() if look.get("banner") else ""
    else:
        tile.blurb = f"{spec.blurb}\n{seats_line(spec)}"
    tile.title_size = theme.TITLE + sp(look.get("title_size", -4))
    tile.title_width = look.get("title_width", 1)
    tile.blurb_width = look.get("blurb_width", 1.2)
    return tile


class InProgressSlot(BoxLayout):
    """One place in the strip: the big button back to a game (or the UNDO of one set aside) and,
    beside it, the button that sets the game aside; empty, it says there is nothing to go back to."""

    offer = ObjectProperty(None, allownone=True)
    text = StringProperty("")
    undo = BooleanProperty(False)
    can_set_aside = BooleanProperty(False)
    empty_text = StringProperty("")
    on_back = ObjectProperty(None, allownone=True)
    on_aside = ObjectProperty(None, allownone=True)

    def back(self) -> None:
        if self.offer is not None and self.on_back is not None:
            self.on_back(self.offer)

    def aside(self) -> None:
        if self.offer is not None and self.can_set_aside and self.on_aside is not None:
            self.on_aside(self.offer)


class HomeSoonTile(BoxLayout):
    """A game not built yet: no button behaviour on purpose."""

    title = StringProperty("")


class HomeScreen(Screen):
    coming_soon = ListProperty(COMING_SOON)
    more_text = StringProperty("")  # the strip's "more" button ("" while every offer shows)

    def __init__(self, **kwargs):
        self._seen: tuple | None = None
        self._games: tuple[GameSpec, ...] = ()
        self.tiles: dict[str, HomeTile] = {}
        self.offers: list[Offer] = []  # everything the strip offers (in_progress.py)
        self.page = 0
        self.games_page = 0  # the grid's page of games (with more games than one page holds)
        self.set_aside: tuple[int, str] | None = None  # the game just set aside (id, title): its UNDO shows
        super().__init__(**kwargs)
        self.build_tiles()

    @property
    def resume_id(self) -> int:
        """The newest game to go back to (0: none)."""
        games = [o for o in self.offers if not o.undo]
        return games[0].game_id if games else 0

    @property
    def resume_text(self) -> str:
        games = [o for o in self.offers if not o.undo]
        return games[0].text if games else ""

    def build_tiles(self) -> None:
        """A tile per registered game, in home order (again when the registry changed): in the
        specs' designed places while they hold every game, else a grid, paged (layout.py)."""
        games = tuple(registry.specs())
        if games == self._games:
            return
        self._games, self.games_page = games, 0
        if not hasattr(self, "_columns"):  # held here: off the screen, the ids' weak references would die
            self._columns = (self.ids.left.__self__, self.ids.right.__self__)
        (left, right), columns = self._columns, self.ids.columns
        for game in [*self.tiles, "more_games"]:  # a new grid gets its own "More games" tile too
            self.ids.pop(game, None)
        left.clear_widgets()
        right.clear_widgets()
        columns.clear_widgets()
        self.tiles = {}
        grid = not layout.designed([spec.tile for spec in games])
        for spec in games:
            tile = tile_for(spec, grid)
            tile.bind(on_release=lambda t: self.open_game(t.game))
            if not grid:
                (left if layout.on_left(spec.tile) else right).add_widget(tile)
            self.tiles[spec.id] = self.ids[spec.id] = tile  # `ids.kites`, as a tile written in .kv would be
        if grid:
            self.ids["grid"] = GridLayout(cols=layout.COLUMNS, rows=layout.ROWS, spacing=dp(10))
            columns.add_widget(self.ids["grid"])
            self._show_games()
        else:
            if left.children:  # no big tile: the rows take the width
                columns.add_widget(left)
            columns.add_widget(right)

    def _show_games(self) -> None:
        """The grid's page of games, and the "More games" tile last where there are several."""
        grid = self.ids["grid"]
        grid.clear_widgets()
        pages = layout.pages(self._games)
        self.games_page %= len(pages)
        for spec in pages[self.games_page]:
            grid.add_widget(self.tiles[spec.id])
        if len(pages) > 1:
            more = self.ids.get("more_games") or MoreGamesTile(on_release=lambda *_: self.next_games())
            self.ids["more_games"] = more
            more.text = layout.more_words(self.games_page, len(pages))
            for _ in range(layout.PER_PAGE - len(pages[self.games_page])):
                grid.add_widget(Label())  # the More tile keeps its place on a short last page
            grid.add_widget(more)

    def next_games(self) -> None:
        self.games_page += 1
        self._show_games()

    def on_pre_enter(self, *args) -> None:
        self.build_tiles()
        self.load()

    def on_leave(self, *args) -> None:
        self.set_aside = None  # the UNDO of a set-aside lasts while Home shows

    def refresh(self) -> None:
        """Called every frame by the app: read the log again only if the table changed (and
        build the tiles again only if the registry did)."""
        self.build_tiles()
        if self._seen != _table_key(App.get_running_app()):
            self.load()
        self.offer_phones()

    def offer_phones(self) -> None:
        """With phones on, a PHONES button beside History: the host's sheet of joined phones
        (ui/widgets/phones_sheet.py). Without, the top row stays as it is."""
        app = App.get_running_app()
        phones, bar = getattr(app, "phones", None), self.ids.history.parent
        if (phones is not None) == ("phones" in self.ids):
            return
        if phones is None:  # the phones' server went (a test's, a restart's)
            bar.remove_widget(self.ids.pop("phones"))
            return
        from ui.widgets.phones_sheet import PhonesSheet

        button = HomeButton(text="Phones", size_hint_x=None, width=dp(120), font_size=self.ids.history.font_size)
        button.bind(on_release=lambda *_: PhonesSheet.open(app.phones, app.table))
        bar.add_widget(button, index=bar.children.index(self.ids.history))
        self.ids["phones"] = button

    def load(self) -> None:
        app = App.get_running_app()
        self._seen = _table_key(app)
        self.offers = in_progress.offers(getattr(app, "table", None), self.set_aside)
        self._show_page()

    def _show_page(self) -> None:
        shown = in_progress.page_of(self.offers, self.page)
        slots = (self.ids.slot0, self.ids.slot1)
        for n, slot in enumerate(slots):
            in_progress.show_slot(slot, shown[n] if n < len(shown) else None, self.go_back, self.put_aside)
        slots[0].empty_text = "" if self.offers else "No game in progress"
        self.more_text = in_progress.more_words(self.offers, self.page)
        back = slots[0].ids.back
        self.ids["resume"] = back  # the newest offer's button (`ids.resume`, as before the strip)

    # -- intents -----------------------------------------------------------------------------
    def open_game(self, game: str) -> None:
        """A game on the table goes on (its board); else its setup; a game with no setup screen
        starts at once with its spec's setup (the quiz: four players, the host arms)."""
        app = App.get_running_app()
        table, spec = app.table, registry.spec_for(game)
        live = table.fold is not None and table.game == game and not table.state.over
        board, setup = board_of(game), setup_of(game)
        if live and board is not None and not spec.tile.get("always_setup"):
            app.goto(board)
        elif setup is not None:
            app.goto(setup)
        else:  # the last table of this game, as a setup screen opens with it (PickerHost.open_with_last)
            start = spec.tile.get("start", {})
            last = last_seating(table, game)
            if not app.start(game, **{**start, **last}) and last:
                app.start(game, **start)  # a last table the rules no longer take: the defaults

    def resume(self) -> None:
        """The newest game to go back to."""
        if self.resume_id:
            App.get_running_app().resume_game(self.resume_id)

    def go_back(self, offer: Offer) -> None:
        app = App.get_running_app()
        if offer.undo:
            self._undo_set_aside(offer)
        else:
            app.resume_game(offer.game_id)  # another game in progress is asked about first

    def put_aside(self, offer: Offer) -> None:
        """Set a game aside: it ends as abandoned (History keeps it) and an UNDO takes its place."""
        log = App.get_running_app().table.log
        row = log.game(offer.game_id)
        log.set_aside(offer.game_id)
        self.set_aside = (offer.game_id, title_of(row.game))
        self.page = 0
        self.load()

    def _undo_set_aside(self, offer: Offer) -> None:
        App.get_running_app().table.log.mark_open(offer.game_id)
        self.set_aside = None
        self.load()

    def next_page(self) -> None:
        self.page += 1
        self._show_page()


Builder.load_file(str(Path(__file__).with_name("home.kv")))
