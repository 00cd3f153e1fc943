//! Why an action was refused. Each reason is its own variant carrying its data, so the UI can say it in the player's
//! language; the English `Display` text is only a fallback.

use super::action::ActionKind;
use super::phase::PhaseKind;
use super::team::Team;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What is wrong with one clue (D-C1, D-C7, D-C8). Refuses a submission, or blanks the clue when the hourglass ran
/// out (D-R4).
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ClueProblem {
    /// D-C1: nothing but spaces.
    #[error("it is empty")]
    Empty,
    /// D-C1: longer than `max` characters after trimming.
    #[error("it is {len} characters long, the limit is {max}")]
    TooLong { len: usize, max: usize },
    /// D-C8: only digits or number words, i.e. reading out the code.
    #[error("it reads out the code")]
    CodeLike,
    /// D-C8: contains the team's own keyword number `slot + 1` (in `lang` when it is a bank keyword).
    #[error("it contains keyword {}", .slot + 1)]
    ContainsOwnKeyword { slot: usize, lang: Option<Lang> },
    /// D-C7: the team already gave this clue in round `round`.
    #[error("your team already gave it in round {round}")]
    UsedEarlier { round: u8 },
    /// D-C7: the same as clue `same_as + 1` of this submission.
    #[error("it is the same as clue {}", .same_as + 1)]
    RepeatedInSubmission { same_as: usize },
}

/// Why `Game::apply` refused an action. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ActionError {
    #[error("the game is over")]
    GameIsOver,
    #[error("{action:?} is not possible now ({phase:?})")]
    WrongPhase { action: ActionKind, phase: PhaseKind },
    /// The 3-player interceptor has no keywords (D-3P1).
    #[error("the {team} team has no keywords")]
    TeamHasNoKeywords { team: Team },
    /// D-S4: the redraw house rule is off.
    #[error("redrawing keywords is switched off")]
    RedrawNotAllowed,
    #[error("the {team} team has already confirmed its keywords")]
    KeywordsAlreadyConfirmed { team: Team },
    #[error("there is no keyword {}", .slot + 1)]
    NoSuchKeywordSlot { slot: usize },
    #[error("keyword {} has already been redrawn", .slot + 1)]
    KeywordAlreadyRedrawn { slot: usize },
    #[error("every keyword of the bank has been seen in this game")]
    NoKeywordLeftToRedraw,
    /// The 3-player interceptor draws no code (D-3P3).
    #[error("the {team} team does not encrypt")]
    TeamDoesNotEncrypt { team: Team },
    #[error("the {team} team's encryptor for this round is already chosen")]
    EncryptorAlreadyChosen { team: Team },
    #[error("the {team} team has no player {} (it has {count})", .index + 1)]
    NoSuchPlayer { team: Team, index: usize, count: usize },
    /// D-3P2: the team's two players alternate.
    #[error("it is player {}'s turn to encrypt", .expected + 1)]
    MustAlternateEncryptor { team: Team, expected: usize },
    #[error("the {team} team has not chosen its encryptor yet")]
    EncryptorNotChosen { team: Team },
    /// D-C6: clues are locked once given.
    #[error("the {team} team's clues are already locked")]
    CluesAlreadySubmitted { team: Team },
    #[error("clue {} is not allowed: {problem}", .index + 1)]
    InvalidClue { index: usize, problem: ClueProblem },
    /// D-R4: the hourglass is not running for this team (it is off, the team wrote first, or 3 players).
    #[error("the hourglass is not running for the {team} team")]
    HourglassNotRunning { team: Team },
    /// D-R5 / D-R10: White's clues are decoded first, then Black's.
    #[error("the {current} team's clues are being decoded now, not the {target} team's")]
    NotCurrentTarget { target: Team, current: Team },
    /// D-R11 / D-3P3.
    #[error("nobody intercepts in round 1")]
    NoInterceptionInRoundOne,
    #[error("the {by} team has already guessed the {target} team's code")]
    GuessAlreadySubmitted { by: Team, target: Team },
    /// D-R8: the code is revealed by its own team's encryptor.
    #[error("only the {target} team can reveal its code")]
    OnlyTargetTeamReveals { target: Team },
    #[error("not every guess of the {target} team's code is in yet")]
    GuessesMissing {
        target: Team,
        own_guess: bool,
        interception: bool,
    },
    #[error("the {team} team has already named its guesses")]
    KeywordGuessesAlreadySubmitted { team: Team },
    #[error("guess {} is {len} characters long, the limit is {max}", .slot + 1)]
    KeywordGuessTooLong { slot: usize, len: usize, max: usize },
    #[error("the {team} team has already judged the guesses")]
    KeywordMatchesAlreadyConfirmed { team: Team },
    #[error("guess {} is blank, so it cannot be right", .slot + 1)]
    MatchOnBlankGuess { slot: usize },
}
