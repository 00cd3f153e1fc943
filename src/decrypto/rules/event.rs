//! What happened when an action was applied: for sounds, animations and notices. Events carry nothing secret except
//! to the extent the action itself made it public (a reveal carries the revealed code).

use super::code::Code;
use super::error::ClueProblem;
use super::phase::{Outcome, TieCause};
use super::team::Team;
use serde::{Deserialize, Serialize};

/// The two kinds of token (D-K4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Token {
    Interception,
    Miscommunication,
}

/// Why a token was taken (D-R8, D-3P4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TokenCause {
    /// The interception guess equalled the code.
    CorrectInterception,
    /// The target team's own guess differed from the code.
    WrongOwnGuess,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    KeywordRedrawn {
        team: Team,
        slot: usize,
    },
    KeywordsConfirmed {
        team: Team,
    },
    /// Codes are drawn (D-R2, D-R12) and encryptors are due (D-R1).
    RoundStarted {
        round: u8,
    },
    EncryptorChosen {
        team: Team,
        encryptor: usize,
    },
    CluesSubmitted {
        team: Team,
    },
    /// D-R4: the hourglass now runs for `team`, which must finish within `secs`.
    HourglassStarted {
        team: Team,
        secs: u32,
    },
    /// D-R4: the team's entry was locked by the hourglass.
    CluesLockedByHourglass {
        team: Team,
    },
    /// D-R4: clue `index` broke a clue rule when the hourglass ran out, so it was left blank.
    ClueBlanked {
        team: Team,
        index: usize,
        problem: ClueProblem,
    },
    /// D-C7: a warning only: the other team gave the same clue in round `round`.
    ClueUsedByOtherTeam {
        team: Team,
        index: usize,
        round: u8,
    },
    /// D-R5 / D-R10: the encryptor reads `team`'s clues aloud; guessing of its code starts.
    CluesRead {
        team: Team,
        clues: [String; 3],
    },
    GuessSubmitted {
        by: Team,
        target: Team,
    },
    /// Every guess due for `target`'s code is in: its encryptor may reveal.
    ReadyToReveal {
        target: Team,
    },
    /// D-R7 / D-R8: the guesses are announced and the code shown.
    CodeRevealed {
        round: u8,
        target: Team,
        code: Code,
        own_guess: Code,
        interception: Option<Code>,
    },
    /// D-R8 / D-3P4.
    TokenTaken {
        team: Team,
        token: Token,
        cause: TokenCause,
    },
    RoundEnded {
        round: u8,
    },
    /// D-E3: the game goes to the D-E4 tiebreak with these scores.
    TiebreakStarted {
        cause: TieCause,
        scores: [i8; 2],
    },
    /// D-E4: scores are tied; each team now names the opponents' keywords.
    KeywordGuessingStarted,
    KeywordGuessesSubmitted {
        team: Team,
    },
    /// D-E4: both teams have guessed; the guesses are now public and each team judges the ones about its keywords.
    KeywordGuessesRevealed {
        guesses: [[String; 4]; 2],
    },
    KeywordMatchesConfirmed {
        team: Team,
    },
    GameOver(Outcome),
}
