//! Where the game stands and how it ended. Every phase carries its own data, and all of it is public: a phase
//! names who acts, never what anyone holds.

use serde::{Deserialize, Serialize};

/// The current step. Each multi-step choice of the rules is its own phase with its own legal actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A turn: `agent` takes exactly one of the five actions (I-A1..I-A5).
    Turn {
        agent: usize,
    },
    /// I-A4: `agent` has discarded HQ's top card and now draws 1..=`max` cards.
    WaitDraw {
        agent: usize,
        max: u8,
    },
    /// I-A5: `agent` shot right and may take one discard as a reward (face down ones too; the agent sees them).
    /// `set_aside`: I-M18, the reward is set aside face up instead of going to the hand.
    Reward {
        agent: usize,
        set_aside: bool,
    },
    /// I-M20: after the elimination `agent` may look at the extra suspect (and leave) or not.
    ExtraSuspectLook {
        agent: usize,
    },
    /// I-M20: `agent` looked and now gives `remaining` more hints on the extra suspect before leaving.
    ExtraSuspectHint {
        agent: usize,
        remaining: u8,
    },
    /// I-M20: `agent` is the last one left and must shoot the extra suspect now.
    FinalShot {
        agent: usize,
    },
    /// I-A6: at the end of the turn `agent` holds more than `limit` cards and discards one at a time.
    HandLimit {
        agent: usize,
        limit: u8,
    },
    GameOver(Outcome),
}

/// The kind of a [`Phase`], without its data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseKind {
    Turn,
    WaitDraw,
    Reward,
    ExtraSuspectLook,
    ExtraSuspectHint,
    FinalShot,
    HandLimit,
    GameOver,
}

impl Phase {
    /// The kind of this phase, without its data.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::Turn { .. } => PhaseKind::Turn,
            Phase::WaitDraw { .. } => PhaseKind::WaitDraw,
            Phase::Reward { .. } => PhaseKind::Reward,
            Phase::ExtraSuspectLook { .. } => PhaseKind::ExtraSuspectLook,
            Phase::ExtraSuspectHint { .. } => PhaseKind::ExtraSuspectHint,
            Phase::FinalShot { .. } => PhaseKind::FinalShot,
            Phase::HandLimit { .. } => PhaseKind::HandLimit,
            Phase::GameOver(_) => PhaseKind::GameOver,
        }
    }

    /// The agent who acts now (`None` once the game is over). T3's `TimeUp` may come from any seat.
    pub fn agent(&self) -> Option<usize> {
        match *self {
            Phase::Turn { agent }
            | Phase::WaitDraw { agent, .. }
            | Phase::Reward { agent, .. }
            | Phase::ExtraSuspectLook { agent }
            | Phase::ExtraSuspectHint { agent, .. }
            | Phase::FinalShot { agent }
            | Phase::HandLimit { agent, .. } => Some(agent),
            Phase::GameOver(_) => None,
        }
    }
}

/// How a mission ended. The game is cooperative: everybody wins or everybody loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won(WinReason),
    Lost(LossReason),
}

impl Outcome {
    /// True when the agents won.
    pub fn is_win(self) -> bool {
        matches!(self, Outcome::Won(_))
    }
}

/// Why the agents won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinReason {
    /// I-E1: the suspect pile is empty and every suspect has been eliminated.
    AllSuspectsEliminated,
    /// I-M20: the last agent's shot at the extra suspect was right.
    ExtraSuspectEliminated,
}

/// Why the agents lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LossReason {
    /// I-E2: HQ is empty and every hand is empty.
    OutOfCards,
    /// I-E2: fewer bullets than unresolved suspects.
    TooFewBullets { bullets: u8, unresolved: u8 },
    /// I-E3: nobody can take any action.
    NoActionPossible,
    /// T3: the 15 minutes ran out.
    TimeUp,
    /// I-M20: the last agent's shot at the extra suspect was wrong.
    ExtraSuspectMissed,
    /// I-M20 (App, under I-E3): every other suspect is gone while two or more agents remain, so nobody can leave
    /// any more and the extra suspect can never be shot.
    ExtraSuspectOutOfReach,
}
