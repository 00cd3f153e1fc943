//! Why an action was refused. Each reason is its own variant carrying its data, so the UI can say it in the
//! player's language; the English `Display` text is only a fallback.

use super::action::ActionKind;
use super::card::{Card, Guess};
use super::phase::PhaseKind;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why `Game::apply` refused an action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ActionError {
    #[error("the mission is over")]
    GameIsOver,
    #[error("there is no agent {} (the table has {agents})", .agent + 1)]
    NoSuchAgent { agent: usize, agents: usize },
    #[error("{action:?} is not possible now ({phase:?})")]
    WrongPhase { action: ActionKind, phase: PhaseKind },
    #[error("it is agent {}'s turn, not agent {}'s", .current + 1, .agent + 1)]
    NotYourTurn { agent: usize, current: usize },
    /// I-M20: a departed agent takes no more turns.
    #[error("agent {} has left the mission", .agent + 1)]
    AgentHasLeft { agent: usize },

    // I-A1
    /// I-A1: a stand never holds more than one suspect.
    #[error("your stand already holds a suspect")]
    StandOccupied,
    #[error("the suspect pile is empty")]
    SuspectPileEmpty,
    /// I-M12: the single shooter may not draw suspects.
    #[error("the single shooter may not draw suspects")]
    ShooterMayNotDrawSuspects,

    // I-A2 / I-A3
    /// I-A2: a hint goes beside your own suspect.
    #[error("you have no suspect to give a hint about")]
    NoSuspectOnYourStand,
    #[error("{card} is not in your hand")]
    CardNotInYourHand { card: Card },
    /// I-M17: you cannot see your own hand; hints and exchanges use a card from another agent's hand.
    #[error("{card} is not in another agent's hand")]
    CardNotInAnotherHand { card: Card },
    /// I-M6: the special cards in the middle serve exchanges only.
    #[error("{card} lies in the middle and may only be used to exchange intel")]
    MiddleCardOnlyForExchange { card: Card },
    #[error("exchange intel with another agent, not yourself")]
    CannotExchangeWithYourself,
    #[error("agent {} has no suspect", .target + 1)]
    TargetHasNoSuspect { target: usize },
    /// I-M8.
    #[error("you may only exchange intel with the agent on your left (agent {})", .left + 1)]
    ExchangeOnlyWithLeftNeighbour { left: usize },
    #[error("HQ is empty")]
    HqEmpty,
    /// I-M17: after exchanging intel the acting agent must draw.
    #[error("you must draw from HQ after exchanging intel in this mission")]
    DrawRequired,
    /// I-M18: in the last stand exchanging intel draws no card.
    #[error("exchanging intel draws no card in the last stand")]
    NoDrawInLastStand,
    /// I-M18: only the 8 reward cards may be used in the last stand, so HQ is closed.
    #[error("HQ may not be used in the last stand")]
    HqClosedInLastStand,

    // I-A4
    #[error("draw between 1 and {max} cards, not {count}")]
    DrawCountOutOfRange { count: u8, max: u8 },

    // I-A5
    #[error("no bullets are left")]
    NoBulletsLeft,
    /// I-A5 interpretation: you can see your own suspect.
    #[error("you cannot shoot your own suspect")]
    CannotShootYourOwnSuspect,
    /// I-M11.
    #[error("you may only shoot the suspect of the agent on your right (agent {})", .right + 1)]
    ShootOnlyRightNeighbour { right: usize },
    /// I-M12.
    #[error("only agent {} may shoot in this mission", .shooter + 1)]
    OnlyTheShooterShoots { shooter: usize },
    /// I-M7 / I-M13.
    #[error("a suspect needs at least {needed} hints to be shot, this one has {hints}")]
    TooFewHintsToShoot { hints: usize, needed: usize },
    /// I-M7 / I-M13.
    #[error("a suspect can be shot only with as many vertical as horizontal hints ({vertical} against {horizontal})")]
    HintsNotBalanced { vertical: usize, horizontal: usize },
    /// I-M3 / I-M14.
    #[error("suspects are eliminated in tile order: tile {next} is next, this suspect has tile {tile}")]
    OutOfTileOrder { tile: u8, next: u8 },
    #[error("{guess} is not a card of this mission")]
    GuessNotInMission { guess: Guess },

    // I-A5 reward / I-A6 / I-M20
    #[error("there is no discard number {} (the pile holds {len})", .index + 1)]
    NoSuchDiscard { index: usize, len: usize },
    #[error("there is no card number {} in the hand (it holds {len})", .slot + 1)]
    NoSuchHandSlot { slot: usize, len: usize },

    // T3
    /// Only T3 has a time limit.
    #[error("this mission has no time limit")]
    NoTimeLimit,
}
