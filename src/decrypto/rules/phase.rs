//! Where the game stands, as public summaries (no secrets), and how it ended.

use super::team::Team;
use serde::{Deserialize, Serialize};

/// A public summary of the current phase: who has done what, never what they wrote or drew. Returned by
/// `Game::phase` and carried in every view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// D-S3: each team looks at its keywords and confirms. A team without keywords (3-player interceptor) counts
    /// as confirmed.
    KeywordSetup {
        confirmed: [bool; 2],
    },
    /// D-R1..D-R4: encryptors are chosen and write their clues.
    Encrypting {
        round: u8,
        teams: [EncryptStatus; 2],
        /// D-R4: the team the hourglass is running for (the UI runs the timer and sends `HourglassExpired`).
        hourglass_running_for: Option<Team>,
    },
    /// D-R5..D-R10: `target`'s clues are public and guessed; once every guess due is in, `target` reveals.
    Guessing {
        round: u8,
        target: Team,
        own_guess_in: bool,
        interception: InterceptionStatus,
    },
    /// D-E4: each team names the opponents' keywords.
    TiebreakGuessing {
        submitted: [bool; 2],
    },
    /// D-E4: each team judges the opponents' guesses of its own keywords.
    TiebreakConfirm {
        confirmed: [bool; 2],
    },
    GameOver(Outcome),
}

/// The kind of a [`Phase`], without its data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseKind {
    KeywordSetup,
    Encrypting,
    Guessing,
    TiebreakGuessing,
    TiebreakConfirm,
    GameOver,
}

impl Phase {
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::KeywordSetup { .. } => PhaseKind::KeywordSetup,
            Phase::Encrypting { .. } => PhaseKind::Encrypting,
            Phase::Guessing { .. } => PhaseKind::Guessing,
            Phase::TiebreakGuessing { .. } => PhaseKind::TiebreakGuessing,
            Phase::TiebreakConfirm { .. } => PhaseKind::TiebreakConfirm,
            Phase::GameOver(_) => PhaseKind::GameOver,
        }
    }
}

/// One team's progress while encrypting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EncryptStatus {
    /// The 3-player interceptor: no code, no clues (D-3P3).
    NotEncrypting,
    /// D-R1: no encryptor chosen yet.
    ChoosingEncryptor,
    /// D-R2 / D-R3: the encryptor has seen the code and is writing.
    Writing { encryptor: usize },
    /// D-C6: the clues are locked.
    Submitted { encryptor: usize },
}

/// Whether an interception of the current target's code is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InterceptionStatus {
    /// D-R11 / D-3P3: round 1.
    NotThisRound,
    Pending,
    Submitted,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: WinReason,
    /// The round in which the game ended (the last round played).
    pub round: u8,
    /// Set when the end of a round was a tie (D-E3) and the D-E4 tiebreak decided.
    pub tie: Option<TieCause>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    /// In the 3-player variant `Winner(Black)` is the interceptor and `Winner(White)` the team.
    Winner(Team),
    /// D-E4: still tied after the keyword guesses.
    Shared,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinReason {
    /// D-E1: the winner holds 2 interception tokens.
    Interceptions,
    /// D-E1: the loser holds 2 miscommunication tokens.
    Miscommunications,
    /// D-E4: higher interceptions − miscommunications.
    Score,
    /// D-E4: more of the opponents' keywords named.
    KeywordGuesses,
    /// D-E4: tied all the way; both teams win.
    Shared,
    /// D-3P5: the interceptor took its 2nd token by round 5.
    InterceptorReachedTwoTokens,
    /// D-3P5: round 5 ended with the interceptor below 2 tokens.
    TeamSurvivedFiveRounds,
}

/// The tie situation that sent the game to the tiebreak (D-E3). When several apply, the first in this order is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieCause {
    /// (a) this team has both 2 interceptions and 2 miscommunications.
    TeamHasBothConditions(Team),
    /// (b) both teams have 2 interceptions.
    BothTeamsTwoInterceptions,
    /// (c) both teams have 2 miscommunications.
    BothTeamsTwoMiscommunications,
    /// (d) round 8 ended without a winner.
    NoWinnerAfterLastRound,
}
