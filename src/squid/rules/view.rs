//! What one viewer may see. Screens receive a [`View`], never the [`Game`]: a secret that is not in the view cannot
//! leak into the markup. The public view holds public information only; a player's view adds that player's own
//! pick while it is still secret. Nobody's view holds another player's pick before the reveal, the order of a
//! shuffled deck, or a glass pane nobody has stepped on.

use super::dalgona::ShapeToken;
use super::game::{Game, GameRecord, Stage, TokenStatus};
use super::glass_bridge::BridgeToken;
use super::marbles::Group;
use super::phase::{Outcome, Phase};
use super::red_light::TrackToken;
use super::squid_game::CourtToken;
use super::types::{Contestant, DalgonaCard, DollCard, FinalCard, MiniGame, Parity, Seat, Shape, Side, Timer};
use super::values::{DALGONA_SHAPES, RED_LIGHT_LENGTH};
use crate::engine::Engine;
use serde::{Deserialize, Serialize};

/// Who is looking at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// Everyone at the table (the device lies in the middle).
    Public,
    /// One player, alone behind the pass screen.
    Player(Seat),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub game: MiniGame,
    pub phase: Phase,
    /// G-K2
    pub timer: Option<Timer>,
    /// G-S2: the prize pot in won.
    pub pot: u64,
    pub players: Vec<PlayerView>,
    pub board: Board,
    /// The viewer's own pick while it is secret (player views only).
    pub own_pick: Option<OwnPick>,
    /// How the games so far went.
    pub records: Vec<GameRecord>,
    pub outcome: Option<Outcome>,
}

/// One player's box (public: numbers are printed on the tokens).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// As entered; empty means "use the colour's default name".
    pub name: String,
    /// Tokens in play.
    pub team: Vec<Contestant>,
    /// G-S3: tokens still to recruit.
    pub reserve: usize,
    /// G-S2: tokens in the piggy bank.
    pub eliminated: Vec<Contestant>,
}

/// The viewer's own secret pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OwnPick {
    /// G-RL3, G-GB3, G-GB4
    Card(u8),
    /// G-TW3: the cards put behind the viewer's tokens so far.
    TugCards(Vec<(Contestant, u8)>),
    /// G-MA4: the marbles hidden.
    HiddenMarbles(u8),
    /// G-MA4: the guess.
    Guess(Parity),
    /// G-SQ4
    FinalCard(FinalCard),
}

/// G-GB6: a glass tile as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileView {
    /// 1 is the first tile.
    pub tile: u8,
    /// The intact pane, once someone has stepped on the tile; `None` while it is unknown.
    pub intact: Option<Side>,
}

/// The current game's board, public information only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    RedLight {
        /// G-RL1
        length: u8,
        turn: u32,
        track: Vec<TrackToken>,
        /// Tokens each player has still to put behind the start line, next first.
        to_enter: Vec<Vec<Contestant>>,
        doll_cards_left: usize,
        doll_discard: Vec<DollCard>,
        last_doll: Option<DollCard>,
        /// The cards of the last reveal.
        last_cards: Vec<(Seat, u8)>,
    },
    Dalgona {
        turn_order: Vec<Seat>,
        /// G-DA1
        shapes: Vec<(Shape, u8)>,
        tokens: Vec<ShapeToken>,
        unplaced: Vec<Vec<Contestant>>,
        round: u8,
        /// The cards turned face up this turn.
        turned: Vec<DalgonaCard>,
    },
    TugOfWar {
        turn_order: Vec<Seat>,
        /// `ropes[rope][side]`: tokens with their owners.
        ropes: Vec<[Vec<(Contestant, Seat)>; 2]>,
        unplaced: Vec<Vec<Contestant>>,
        /// G-TW3: cards each player must put down.
        cards_needed: Vec<usize>,
    },
    Marbles {
        turn_order: Vec<Seat>,
        /// Indexes are the `pair` numbers of actions and phases.
        groups: Vec<Group>,
        unplaced: Vec<Vec<Contestant>>,
    },
    GlassBridge {
        turn_order: Vec<Seat>,
        /// G-GB1: the figure line during set-up, left to right.
        figures: Vec<Option<(Contestant, Seat)>>,
        unplaced: Vec<Vec<Contestant>>,
        /// G-GB3
        end: Option<Side>,
        tiles: Vec<TileView>,
        tokens: Vec<BridgeToken>,
        /// G-GB9: cards still in each hand.
        hands: Vec<Vec<u8>>,
        last_cards: Vec<(Seat, u8)>,
    },
    SquidGame {
        /// G-SQ2
        speed_marker: Seat,
        tokens: Vec<CourtToken>,
        last_cards: Vec<(Seat, FinalCard)>,
    },
    Over,
}

pub(super) fn build(game: &Game, viewer: Viewer) -> View {
    let core = &game.core;
    let players = (0..core.players())
        .map(|seat| PlayerView {
            seat,
            name: game.config.players.get(seat).cloned().unwrap_or_default(),
            team: core.team(seat),
            reserve: core.tokens[seat]
                .iter()
                .filter(|r| r.status == TokenStatus::Reserve)
                .count(),
            eliminated: core.tokens[seat]
                .iter()
                .filter(|r| matches!(r.status, TokenStatus::Eliminated(_)))
                .map(|r| r.number)
                .collect(),
        })
        .collect();
    let me = match viewer {
        Viewer::Player(seat) => Some(seat),
        Viewer::Public => None,
    };
    let (board, own_pick) = match &game.stage {
        Stage::RedLight(g) => (
            Board::RedLight {
                length: RED_LIGHT_LENGTH,
                turn: g.turn,
                track: g.track.clone(),
                to_enter: g.to_enter.clone(),
                doll_cards_left: g.deck_len(),
                doll_discard: g.discard.clone(),
                last_doll: g.last_doll,
                last_cards: g.last_cards.clone(),
            },
            me.and_then(|s| g.picks.get(s).copied().flatten()).map(OwnPick::Card),
        ),
        Stage::Dalgona(g) => (
            Board::Dalgona {
                turn_order: g.order.clone(),
                shapes: DALGONA_SHAPES.to_vec(),
                tokens: g.tokens.clone(),
                unplaced: g.unplaced.clone(),
                round: g.round,
                turned: g.turned.clone(),
            },
            None,
        ),
        Stage::TugOfWar(g) => (
            Board::TugOfWar {
                turn_order: g.order.clone(),
                ropes: g.ropes.clone(),
                unplaced: g.unplaced.clone(),
                cards_needed: (0..core.players()).map(|s| g.cards_needed(s)).collect(),
            },
            me.filter(|&s| g.playing.get(s).copied().unwrap_or(false))
                .map(|s| OwnPick::TugCards(g.cards[s].clone())),
        ),
        Stage::Marbles(g) => (
            Board::Marbles {
                turn_order: g.order.clone(),
                groups: g.groups.clone(),
                unplaced: g.unplaced.clone(),
            },
            me.and_then(|s| match g.own_secret(s) {
                (Some(hidden), _) => Some(OwnPick::HiddenMarbles(hidden)),
                (None, Some(guess)) => Some(OwnPick::Guess(guess)),
                (None, None) => None,
            }),
        ),
        Stage::GlassBridge(g) => (
            Board::GlassBridge {
                turn_order: g.order.clone(),
                figures: g.figures.clone(),
                unplaced: g.unplaced.clone(),
                end: g.end,
                tiles: g
                    .tiles
                    .iter()
                    .enumerate()
                    .map(|(i, t)| TileView {
                        tile: i as u8 + 1,
                        intact: t.revealed.then(|| t.broken.other()),
                    })
                    .collect(),
                tokens: g.tokens.clone(),
                hands: g.hands.clone(),
                last_cards: g.last_cards.clone(),
            },
            me.and_then(|s| g.picks.get(s).copied().flatten()).map(OwnPick::Card),
        ),
        Stage::SquidGame(g) => (
            Board::SquidGame {
                speed_marker: g.holder,
                tokens: g.tokens.clone(),
                last_cards: g.last_cards.clone(),
            },
            me.and_then(|s| g.picks.get(s).copied().flatten())
                .map(OwnPick::FinalCard),
        ),
        Stage::Over(_) => (Board::Over, None),
    };
    View {
        viewer,
        game: core.game,
        phase: game.phase(),
        timer: core.timer,
        pot: game.pot(),
        players,
        board,
        own_pick,
        records: core.records.clone(),
        outcome: game.outcome(),
    }
}
