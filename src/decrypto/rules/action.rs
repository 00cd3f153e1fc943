//! What a team can do. Plain data: saved games are a list of `(Team, Action)`.

use super::code::Code;
use super::team::Team;
use serde::{Deserialize, Serialize};

/// An action, sent by the team whose device turn it is (pass-and-play: the actor is a [`Team`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// D-S4 house rule (`Config::allow_redraw`): swap the keyword in `slot` (0–3) for one nobody has seen, once per
    /// slot, before confirming.
    RedrawKeyword { slot: usize },
    /// D-S3: the team has looked at its keywords. Round 1 starts when every team with keywords has confirmed.
    ConfirmKeywords,
    /// D-R1 / D-R2: `encryptor` (index into the team's players) takes the screen and sees the team's code.
    BeginEncrypting { encryptor: usize },
    /// D-R3: the encryptor's three clues, clue i for digit i of the code. Locked once accepted (D-C6).
    SubmitClues { clues: [String; 3] },
    /// D-R4: the hourglass ran out for this team. Its entry locks with what it holds: blank clues stay blank, and a
    /// clue that breaks D-C1/D-C7/D-C8 is blanked instead of refused.
    HourglassExpired { clues: [String; 3] },
    /// D-R6 / D-R7: a guess of `target`'s code. From `target` itself it is its own guess; from the other team it is
    /// an interception attempt (not in round 1, D-R11). Private until the reveal.
    SubmitGuess { target: Team, guess: Code },
    /// D-R8: the target team's encryptor shows the code, once every guess due is in.
    RevealCode,
    /// D-E4 tiebreak: the team's guesses of the opponents' keywords 1–4 (blanks allowed). Private until both teams
    /// have guessed.
    SubmitKeywordGuesses { guesses: [String; 4] },
    /// D-E4 tiebreak: the team judges which of the opponents' guesses name its own keywords 1–4.
    ConfirmKeywordMatches { matches: [bool; 4] },
}

/// The kind of an [`Action`], without its data: for enabling buttons and for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    RedrawKeyword,
    ConfirmKeywords,
    BeginEncrypting,
    SubmitClues,
    HourglassExpired,
    SubmitGuess,
    RevealCode,
    SubmitKeywordGuesses,
    ConfirmKeywordMatches,
}

impl Action {
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::RedrawKeyword { .. } => ActionKind::RedrawKeyword,
            Action::ConfirmKeywords => ActionKind::ConfirmKeywords,
            Action::BeginEncrypting { .. } => ActionKind::BeginEncrypting,
            Action::SubmitClues { .. } => ActionKind::SubmitClues,
            Action::HourglassExpired { .. } => ActionKind::HourglassExpired,
            Action::SubmitGuess { .. } => ActionKind::SubmitGuess,
            Action::RevealCode => ActionKind::RevealCode,
            Action::SubmitKeywordGuesses { .. } => ActionKind::SubmitKeywordGuesses,
            Action::ConfirmKeywordMatches { .. } => ActionKind::ConfirmKeywordMatches,
        }
    }
}
