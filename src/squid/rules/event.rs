//! What happened when an action was applied, in order, for the table to follow step by step (animations, sounds,
//! the commentary line). Events carry nothing secret: a pick shows up as [`Event::PickLocked`] until the reveal
//! event shows every pick at once, and a glass pane only once it is stepped on.

use super::phase::Outcome;
use super::types::{
    Contestant, DalgonaCard, DollCard, FinalCard, MiniGame, Parity, Placement, Seat, Shape, Side, SquidSpot, Timer,
};
use serde::{Deserialize, Serialize};

/// Why a token was eliminated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    /// G-RL4
    CaughtByTheDoll,
    /// G-RL6
    PushedOffTheTrack { by: Seat },
    /// G-K2: the timer reached 00:00 with the token still in the game.
    TimeRanOut,
    /// G-DA6: the owner's own Crack!.
    Crack,
    /// G-DA6: a rival's first-card Crack!.
    CrackedByRival { by: Seat },
    /// G-TW2: no slot left that keeps the balance.
    NoRoomOnTheRopes,
    /// G-TW4 / G-TW5
    LostTheTug,
    /// G-TW6: equal sums and equal sides.
    BoredVips,
    /// G-MA4 / G-MA5
    LostAtMarbles,
    /// G-MA3: two tokens of one player in a pair.
    OwnPair,
    /// G-GB6
    FellThroughTheGlass,
    /// G-SQ6
    Stabbed { by: Seat },
    /// G-SQ6: every token it could reach was blocked.
    StabBlocked,
    /// G-SQ7
    ShovedOffTheCourt { by: Seat },
    /// G-SQ10: another token entered the head.
    FinalLost,
}

/// How a token got through a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Survival {
    /// G-RL1
    ReachedTheDoll,
    /// G-DA1
    Carved(Shape),
    /// G-TW4: its side won (or had no opponent).
    WonTheTug,
    /// G-MA1: still alone after pairing.
    SatOutMarbles,
    /// G-MA4 / G-MA5
    WonAtMarbles,
    /// G-MA3
    KeptFromOwnPair,
    /// G-GB5
    CrossedTheBridge,
}

/// One token's move on a track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenMove {
    pub token: Contestant,
    pub from: i16,
    pub to: i16,
}

/// One side of a revealed rope (G-TW4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RopeSideReveal {
    pub tokens: Vec<Contestant>,
    /// The card behind each token; `None` for a token its owner could not cover (G-TW3).
    pub cards: Vec<Option<u8>>,
    pub sum: u32,
}

/// Why a rope's winner won (G-TW4..G-TW6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TugResult {
    /// Nobody on this rope.
    Empty,
    /// G-TW4: one side had no opponent.
    Unopposed(Side),
    /// G-TW4 / G-TW5 (even number of zeros).
    GreaterSum(Side),
    /// G-TW5: an odd number of zeros.
    SmallerSum(Side),
    /// G-TW6: equal sums, more tokens.
    MoreTokens(Side),
    /// G-TW6: equal sums and sides: both eliminated.
    BothEliminated,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// G-S5: a game starts, with its timer (G-K2) and its turn order (G-S4) when it is played in turns.
    GameStarted {
        game: MiniGame,
        timer: Option<Timer>,
        turn_order: Vec<Seat>,
    },
    /// G-S3
    Recruited {
        seat: Seat,
        token: Contestant,
    },
    /// G-K2
    TimerCountedDown {
        to: Timer,
    },
    /// G-GB10
    VipsSetTheTimer {
        to: Timer,
    },
    /// G-S2: `pot` is the prize pot after this elimination, in won.
    Eliminated {
        token: Contestant,
        seat: Seat,
        cause: Cause,
        pot: u64,
    },
    Survived {
        token: Contestant,
        seat: Seat,
        how: Survival,
    },
    /// The game is over; `survivors[seat]` tokens of each player go on.
    GameEnded {
        game: MiniGame,
        survivors: Vec<usize>,
        timer_ran_out: bool,
    },
    /// G-S6 / G-SQ10
    MatchWon(Outcome),

    /// A secret pick was locked (what was picked stays hidden).
    PickLocked {
        seat: Seat,
    },
    /// A secret pick in progress changed (G-TW3); what changed stays hidden.
    PickChanged {
        seat: Seat,
    },
    /// Everyone locked: the participant cards, shown together (G-RL3, G-GB3, G-GB4).
    CardsRevealed {
        cards: Vec<(Seat, u8)>,
    },
    /// A new turn of a simultaneous game (Red Light, Glass Bridge, the final).
    TurnStarted {
        turn: u32,
    },

    /// G-RL3
    TokenEntered {
        seat: Seat,
        token: Contestant,
    },
    /// G-RL3
    DollCardTurned {
        card: DollCard,
    },
    /// G-RL4: followed by the elimination.
    Caught {
        seat: Seat,
        card: u8,
    },
    /// G-RL5
    Moved {
        seat: Seat,
        card: u8,
        moves: Vec<TokenMove>,
    },
    /// G-RL6: the push cards resolve in this order.
    PushOrder {
        order: Vec<Seat>,
    },
    /// G-RL6 / G-GB8: nothing in reach.
    NoPushTarget {
        seat: Seat,
    },
    /// G-RL6 / G-GB8
    PushDeclined {
        seat: Seat,
    },
    /// G-RL6
    Pushed {
        by: Seat,
        token: Contestant,
    },
    /// G-RL7
    DollDeckReshuffled,

    /// A token put down in a set-up.
    Placed {
        seat: Seat,
        token: Contestant,
        at: Placement,
    },

    /// G-DA4: a player's turn starts; the deck is shuffled.
    PlayerTurn {
        seat: Seat,
    },
    /// G-DA4: no token on the board.
    TurnSkipped {
        seat: Seat,
    },
    /// G-DA4
    DalgonaCardTurned {
        seat: Seat,
        card: DalgonaCard,
    },
    /// G-DA5: `by` advanced `token` to `cell` (a carved token then gets [`Event::Survived`]).
    Advanced {
        by: Seat,
        token: Contestant,
        shape: Shape,
        cell: u8,
    },
    /// G-DA5: nobody's token is on that shape.
    NothingOnShape {
        shape: Shape,
    },
    /// G-DA6: a first-card Crack! with no rival token on the board.
    NoCrackVictim {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// G-DA7
    RoundEnded {
        round: u8,
    },

    /// G-TW4..G-TW6: one rope, in order.
    RopeRevealed {
        rope: u8,
        sides: [RopeSideReveal; 2],
        zeros: u32,
        result: TugResult,
    },

    /// G-MA1: two lone tokens paired after everything was put down.
    LoneTokensPaired {
        pair: usize,
        tokens: [Contestant; 2],
    },
    /// G-MA2
    GameChosen {
        pair: usize,
        chooser: Seat,
        game: super::types::MarblesGame,
    },
    /// G-MA4
    MarblesRevealed {
        pair: usize,
        hidden: u8,
        guess: Parity,
        guessed_right: bool,
    },
    /// G-MA5
    RollWon {
        pair: usize,
        winner: Contestant,
    },

    /// G-GB3
    BridgeEnd {
        sum: u32,
        end: Side,
    },
    /// G-GB4: the waiting tokens close up toward the bridge.
    LineClosedUp {
        moves: Vec<TokenMove>,
    },
    /// G-GB4: who acts, in order, with their card.
    ActingOrder {
        order: Vec<(Seat, u8)>,
    },
    /// G-GB5 / G-GB7: one step. Position 0 is the last waiting place, 1.. the tiles; `to` past the last tile is
    /// off the bridge.
    Stepped {
        token: Contestant,
        from: i16,
        to: i16,
    },
    /// G-GB6: `side` was stepped on; `broken` tells whether it held.
    PaneRevealed {
        tile: u8,
        side: Side,
        broken: bool,
    },
    /// G-GB7: the token stopped in a crowded position.
    Crowded {
        token: Contestant,
        position: i16,
    },
    /// G-GB7 / G-GB8: `by` pushes `token` one position forward (the step follows).
    PushedForward {
        by: Seat,
        token: Contestant,
    },
    /// G-GB9 / G-GB10
    HandsRefilled,

    /// G-SQ2 / G-SQ9
    SpeedMarker {
        seat: Seat,
    },
    /// G-SQ4
    FinalCardsRevealed {
        cards: Vec<(Seat, FinalCard)>,
    },
    /// G-SQ5
    Blocking {
        seat: Seat,
    },
    /// G-SQ6 / G-SQ7: the card found no target.
    NoTarget {
        seat: Seat,
        card: FinalCard,
    },
    /// G-SQ8: `to` is `None` for the head.
    SquidMoved {
        seat: Seat,
        token: Contestant,
        from: SquidSpot,
        to: Option<SquidSpot>,
    },
    /// G-SQ9: the end-of-turn advance in the triangle (cell from, cell to).
    TriangleAdvanced {
        moves: Vec<(Contestant, u8, u8)>,
    },
}

impl Event {
    /// True for events that show something that was hidden: a pick, a card from a shuffled deck, a glass pane.
    pub fn reveals(&self) -> bool {
        matches!(
            self,
            Event::CardsRevealed { .. }
                | Event::DollCardTurned { .. }
                | Event::DalgonaCardTurned { .. }
                | Event::RopeRevealed { .. }
                | Event::MarblesRevealed { .. }
                | Event::PaneRevealed { .. }
                | Event::FinalCardsRevealed { .. }
        )
    }
}
