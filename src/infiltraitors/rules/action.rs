//! What an agent can do. Plain data: a saved game is a list of `(agent seat, Action)`.

use super::card::{Card, Guess};
use serde::{Deserialize, Serialize};

/// A suspect on the table that hints and shots can point at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SuspectRef {
    /// The suspect on this agent's stand (a stand holds at most one, I-A1).
    Stand(usize),
    /// I-M20: the extra suspect set aside at setup.
    Extra,
}

/// An action, sent by the agent whose seat acts (pass-and-play: the actor is a seat index 0..agents).
///
/// Cards an agent chooses openly are named by the card (every card is unique, I-K4). Cards chosen blind or from a
/// pile others may not see are named by position instead, so a list of legal actions never shows a secret:
/// `slot` indexes the actor's hand, `discard` the discard pile (both as in the view, oldest first).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// I-A1: take the top suspect onto your empty stand; the top card of HQ is discarded face down unseen
    /// (I-M16: kept face down instead; I-M3/14: the suspect gets the next number tile).
    DrawSuspect,
    /// I-A2: play `card` beside your own suspect. I-M17: the card comes from another agent's hand.
    GiveHint { card: Card },
    /// I-A3: play `card` beside `target`'s suspect, then draw the top card of HQ if `draw`.
    /// I-M6: `card` may be a special card from the middle. I-M8: `target` must be your left neighbour.
    /// I-M17: the card comes from another agent's hand and the draw is compulsory. I-M18 last stand: no draw.
    ExchangeIntel { target: usize, card: Card, draw: bool },
    /// I-A4: discard the top card of HQ face down; then choose how many to draw ([`Action::DrawFromHq`]).
    Wait,
    /// I-A4, second step: draw `count` cards (1–3, at most what HQ holds).
    DrawFromHq { count: u8 },
    /// I-A5: spend a bullet and name `guess` for `target`'s suspect.
    Shoot { target: usize, guess: Guess },
    /// I-A5 reward: take discard number `discard` (face down ones too). I-M18: it is set aside face up instead.
    TakeReward { discard: usize },
    /// I-A5: the reward is optional ("may take").
    DeclineReward,
    /// I-A6: discard hand slot `slot` while over the hand limit (I-M17: chosen blind, hence a slot).
    DiscardFromHand { slot: usize },
    /// I-M20: after an elimination, look at the extra suspect (and so leave the mission after hinting).
    LookAtExtraSuspect,
    /// I-M20: do not look; stay in the mission.
    SkipExtraSuspect,
    /// I-M20: give a hint on the extra suspect with a card from your hand.
    HintExtraFromHand { card: Card },
    /// I-M20: give a hint on the extra suspect with discard number `discard`.
    HintExtraFromDiscard { discard: usize },
    /// I-M20: the last agent left shoots the extra suspect; the mission stands or falls with this shot.
    ShootExtraSuspect { guess: Guess },
    /// T3: the UI's 15-minute clock ran out. Any agent's device may send it; the mission is lost.
    TimeUp,
}

/// The kind of an [`Action`], without its data: for enabling buttons and for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    DrawSuspect,
    GiveHint,
    ExchangeIntel,
    Wait,
    DrawFromHq,
    Shoot,
    TakeReward,
    DeclineReward,
    DiscardFromHand,
    LookAtExtraSuspect,
    SkipExtraSuspect,
    HintExtraFromHand,
    HintExtraFromDiscard,
    ShootExtraSuspect,
    TimeUp,
}

impl ActionKind {
    /// Every kind, in declaration order.
    pub const ALL: [ActionKind; 15] = [
        ActionKind::DrawSuspect,
        ActionKind::GiveHint,
        ActionKind::ExchangeIntel,
        ActionKind::Wait,
        ActionKind::DrawFromHq,
        ActionKind::Shoot,
        ActionKind::TakeReward,
        ActionKind::DeclineReward,
        ActionKind::DiscardFromHand,
        ActionKind::LookAtExtraSuspect,
        ActionKind::SkipExtraSuspect,
        ActionKind::HintExtraFromHand,
        ActionKind::HintExtraFromDiscard,
        ActionKind::ShootExtraSuspect,
        ActionKind::TimeUp,
    ];
}

impl Action {
    /// The kind of this action, for buttons and error messages.
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::DrawSuspect => ActionKind::DrawSuspect,
            Action::GiveHint { .. } => ActionKind::GiveHint,
            Action::ExchangeIntel { .. } => ActionKind::ExchangeIntel,
            Action::Wait => ActionKind::Wait,
            Action::DrawFromHq { .. } => ActionKind::DrawFromHq,
            Action::Shoot { .. } => ActionKind::Shoot,
            Action::TakeReward { .. } => ActionKind::TakeReward,
            Action::DeclineReward => ActionKind::DeclineReward,
            Action::DiscardFromHand { .. } => ActionKind::DiscardFromHand,
            Action::LookAtExtraSuspect => ActionKind::LookAtExtraSuspect,
            Action::SkipExtraSuspect => ActionKind::SkipExtraSuspect,
            Action::HintExtraFromHand { .. } => ActionKind::HintExtraFromHand,
            Action::HintExtraFromDiscard { .. } => ActionKind::HintExtraFromDiscard,
            Action::ShootExtraSuspect { .. } => ActionKind::ShootExtraSuspect,
            Action::TimeUp => ActionKind::TimeUp,
        }
    }
}
