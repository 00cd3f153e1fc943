//! Where the match stands, as a public summary (no secret in it), and how it ended.

use super::types::{Contestant, Seat, Shape};
use serde::{Deserialize, Serialize};

/// One player's progress in a secret simultaneous pick. Never says *what* was picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickStatus {
    /// No live token in this game: skipped.
    NotPlaying,
    /// Still to pick.
    Choosing,
    /// Picked and locked; revealed when everyone has locked.
    Locked,
}

/// The current step and who must act. Returned by `Game::phase` and carried in every view.
///
/// `*Pick`/`*Cards` steps are secret simultaneous picks: every player marked [`PickStatus::Choosing`] acts, in any
/// order, behind the pass screen. Every other step has exactly one acting seat, named in the variant (the table for
/// [`Phase::MarblesRoll`]), and its `candidates`/`targets` are the only legal choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// G-RL3: everyone with a live token plays a participant card.
    RedLightPick { turn: u32, picks: Vec<PickStatus> },
    /// G-RL6: `pusher` may push one of `targets` (or not).
    RedLightPush {
        turn: u32,
        pusher: Seat,
        targets: Vec<Contestant>,
    },
    /// G-DA3: `placer` puts their tokens on the shapes, `left` still to place.
    DalgonaPlace { placer: Seat, left: usize },
    /// G-DA4: `player` turns cards; `turned` so far this turn (stopping needs at least one).
    DalgonaTurn { round: u8, player: Seat, turned: usize },
    /// G-DA5: a `shape` card: `player` picks which token on it advances.
    DalgonaAdvance {
        player: Seat,
        shape: Shape,
        candidates: Vec<Contestant>,
    },
    /// G-DA6: Crack! `player` picks the token it eliminates (a rival's when it was the first card).
    DalgonaCrack {
        player: Seat,
        first_card: bool,
        candidates: Vec<Contestant>,
    },
    /// G-TW2: `placer` puts one token on a rope, `left` still to place.
    TugPlace { placer: Seat, left: usize },
    /// G-TW3: everyone with a token on a rope puts cards behind their tokens, secretly.
    TugCards { picks: Vec<PickStatus> },
    /// G-MA1: `placer` puts one token down, alone or beside a lone token.
    MarblesPlace { placer: Seat, left: usize },
    /// G-MA2: `chooser` picks one of `pairs` (indexes into the board's pairs).
    MarblesChoose { chooser: Seat, pairs: Vec<usize> },
    /// G-MA4: the chooser hides marbles and the partner guesses, both secretly.
    MarblesOddEven {
        pair: usize,
        chooser: Seat,
        partner: Seat,
        hidden: bool,
        guessed: bool,
    },
    /// G-MA5: the marbles are rolled at the table (or on screen); the table enters the winner.
    MarblesRoll { pair: usize, chooser: Seat, partner: Seat },
    /// G-GB3: `placer` puts one token under a free figure.
    BridgePlace { placer: Seat, left: usize },
    /// G-GB3: everyone plays a card; the sum's parity puts the bridge at one end.
    BridgeSideCards { picks: Vec<PickStatus> },
    /// G-GB4: everyone with a token still to cross plays a card from their hand.
    BridgePick { turn: u32, picks: Vec<PickStatus> },
    /// G-GB5: `player` moves one of `candidates` forward by `card`.
    BridgeMove {
        player: Seat,
        card: u8,
        candidates: Vec<Contestant>,
    },
    /// G-GB6 / G-GB8: `chooser` names the pane `token` steps on, on glass tile `tile` (1 is the first tile).
    BridgeJump { chooser: Seat, token: Contestant, tile: u8 },
    /// G-GB7: `chooser` pushes one of `candidates` forward out of crowded `position`.
    BridgeCrowd {
        chooser: Seat,
        position: i16,
        candidates: Vec<Contestant>,
    },
    /// G-GB8: `player` may push one of `targets` one position forward (or not).
    BridgePush { player: Seat, targets: Vec<Contestant> },
    /// G-SQ3: `player` picks the token that starts in the square.
    SquidSquare { player: Seat },
    /// G-SQ4: everyone with a token on the court plays a final-game card.
    SquidPick { turn: u32, picks: Vec<PickStatus> },
    /// G-SQ6: `player` stabs one of `targets`.
    SquidStab { player: Seat, targets: Vec<Contestant> },
    /// G-SQ6: every reachable token was blocked; `player` loses one of `candidates` (their stabbing token).
    SquidLoseStabber { player: Seat, candidates: Vec<Contestant> },
    /// G-SQ7: `player` pushes one of `targets` off the court.
    SquidPush { player: Seat, targets: Vec<Contestant> },
    /// G-SQ8: `player` moves one of `candidates`.
    SquidMove { player: Seat, candidates: Vec<Contestant> },
    /// G-S6 / G-SQ10.
    Over(Outcome),
}

/// The kind of a [`Phase`], without its data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseKind {
    RedLightPick,
    RedLightPush,
    DalgonaPlace,
    DalgonaTurn,
    DalgonaAdvance,
    DalgonaCrack,
    TugPlace,
    TugCards,
    MarblesPlace,
    MarblesChoose,
    MarblesOddEven,
    MarblesRoll,
    BridgePlace,
    BridgeSideCards,
    BridgePick,
    BridgeMove,
    BridgeJump,
    BridgeCrowd,
    BridgePush,
    SquidSquare,
    SquidPick,
    SquidStab,
    SquidLoseStabber,
    SquidPush,
    SquidMove,
    Over,
}

impl Phase {
    /// The kind of this phase.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::RedLightPick { .. } => PhaseKind::RedLightPick,
            Phase::RedLightPush { .. } => PhaseKind::RedLightPush,
            Phase::DalgonaPlace { .. } => PhaseKind::DalgonaPlace,
            Phase::DalgonaTurn { .. } => PhaseKind::DalgonaTurn,
            Phase::DalgonaAdvance { .. } => PhaseKind::DalgonaAdvance,
            Phase::DalgonaCrack { .. } => PhaseKind::DalgonaCrack,
            Phase::TugPlace { .. } => PhaseKind::TugPlace,
            Phase::TugCards { .. } => PhaseKind::TugCards,
            Phase::MarblesPlace { .. } => PhaseKind::MarblesPlace,
            Phase::MarblesChoose { .. } => PhaseKind::MarblesChoose,
            Phase::MarblesOddEven { .. } => PhaseKind::MarblesOddEven,
            Phase::MarblesRoll { .. } => PhaseKind::MarblesRoll,
            Phase::BridgePlace { .. } => PhaseKind::BridgePlace,
            Phase::BridgeSideCards { .. } => PhaseKind::BridgeSideCards,
            Phase::BridgePick { .. } => PhaseKind::BridgePick,
            Phase::BridgeMove { .. } => PhaseKind::BridgeMove,
            Phase::BridgeJump { .. } => PhaseKind::BridgeJump,
            Phase::BridgeCrowd { .. } => PhaseKind::BridgeCrowd,
            Phase::BridgePush { .. } => PhaseKind::BridgePush,
            Phase::SquidSquare { .. } => PhaseKind::SquidSquare,
            Phase::SquidPick { .. } => PhaseKind::SquidPick,
            Phase::SquidStab { .. } => PhaseKind::SquidStab,
            Phase::SquidLoseStabber { .. } => PhaseKind::SquidLoseStabber,
            Phase::SquidPush { .. } => PhaseKind::SquidPush,
            Phase::SquidMove { .. } => PhaseKind::SquidMove,
            Phase::Over(_) => PhaseKind::Over,
        }
    }
}

/// How the match ended (G-S6, G-SQ10). There is always exactly one winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Seat,
    /// The token that entered the head; `None` when the winner was the last team on the court.
    pub token: Option<Contestant>,
    pub reason: WinReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinReason {
    /// G-SQ10: a token entered the squid's head.
    ReachedTheHead,
    /// G-SQ10: only this player still had tokens on the court.
    LastTeamStanding,
}
