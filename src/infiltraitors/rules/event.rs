//! What happened when an action was applied: for sounds, animations and notices shown to the whole table. Events
//! carry nothing secret: a card appears in an event only when everyone saw it.

use super::action::SuspectRef;
use super::card::{Card, Guess, Hint};
use super::phase::Outcome;
use serde::{Deserialize, Serialize};

/// Something that happened, in the order it happened. `apply` returns the events of one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// I-S6: `agent` is to act.
    TurnStarted {
        agent: usize,
    },
    /// `agent` could take no action and was passed over (I-E3 ends the game only when nobody can act).
    TurnSkipped {
        agent: usize,
    },
    /// I-A1. `tile`: I-M3 / I-M14.
    SuspectDrawn {
        agent: usize,
        tile: Option<u8>,
    },
    /// I-A1 / I-A4: the top card of HQ went face down onto the discard pile, unseen.
    HqTopDiscarded,
    /// I-M16: the top card of HQ is kept face down beside `agent`'s suspect and gives it its suit.
    DisguiseKept {
        agent: usize,
    },
    /// I-A2 / I-A3 / I-M20: a card was placed (and oriented by the app, I-R3) beside a suspect.
    HintPlaced {
        suspect: SuspectRef,
        hint: Hint,
    },
    /// I-A3 / I-A4: `agent` drew `count` cards from HQ.
    CardsDrawn {
        agent: usize,
        count: u8,
    },
    /// I-A5.
    ShotFired {
        by: usize,
        target: SuspectRef,
        guess: Guess,
        hit: bool,
    },
    /// I-A5: the suspect is shuffled into HQ. `identity` is what was named.
    SuspectEliminated {
        suspect: SuspectRef,
        identity: Card,
    },
    /// I-A5: the suspect's hints went to the discard pile (face down in I-M2/14); I-M6 special cards went back to
    /// the middle.
    HintsCleared {
        discarded: usize,
        face_up: bool,
        back_to_middle: usize,
    },
    /// I-A5 reward. `card` is given when it was face up (everyone saw it go); a face-down card stays secret.
    RewardTaken {
        agent: usize,
        card: Option<Card>,
    },
    /// I-M18: the reward was set aside face up.
    RewardSetAside {
        agent: usize,
        card: Card,
    },
    RewardDeclined {
        agent: usize,
    },
    /// I-A6 (and I-M18 / I-M20 hand discards): `card` is given when it went face up.
    CardDiscarded {
        agent: usize,
        card: Option<Card>,
    },
    /// I-M18: hands discarded, `dealt[i]` reward cards dealt to agent i, the 9th suspect to `holder`.
    LastStandBegan {
        holder: usize,
        dealt: Vec<usize>,
    },
    /// I-M20.
    ExtraSuspectSeen {
        agent: usize,
    },
    /// I-M20: `agent` left the mission.
    AgentLeft {
        agent: usize,
    },
    /// I-M20: `agent` is the only one left and must shoot the extra suspect.
    FinalShotDue {
        agent: usize,
    },
    /// T3.
    TimeRanOut,
    GameOver(Outcome),
}
