//! Why an action was refused. Each reason is its own variant carrying its data, so the UI can say it in the player's
//! language; the English `Display` text is only a fallback. A refused action leaves the match unchanged.

use super::action::ActionKind;
use super::phase::PhaseKind;
use super::types::{Contestant, Placement, Seat, Side};
use serde::{Deserialize, Serialize};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ActionError {
    #[error("the match is over")]
    MatchIsOver,
    #[error("{action:?} is not possible now ({phase:?})")]
    WrongPhase { action: ActionKind, phase: PhaseKind },
    #[error("there is no seat {}", .seat + 1)]
    NoSuchSeat { seat: Seat },
    #[error("only a player does this, not the table")]
    NotForTheTable { action: ActionKind },
    #[error("the table enters this, not a player")]
    OnlyTheTable { action: ActionKind },
    #[error("it is player {}'s turn", .expected + 1)]
    NotYourTurn { seat: Seat, expected: Seat },
    /// The player has no live token in this game, so they are skipped.
    #[error("player {} has no token in this game", .seat + 1)]
    NotPlaying { seat: Seat },
    #[error("player {} has already locked their choice", .seat + 1)]
    AlreadyLocked { seat: Seat },
    /// G-K1: participant cards are 0–5.
    #[error("there is no participant card {card}")]
    NoSuchCard { card: u8 },
    /// G-GB9: played bridge cards stay out until the hand is taken back.
    #[error("card {card} was already played")]
    CardNotInHand { card: u8 },
    #[error("token {token} is not player {}'s", .seat + 1)]
    NotYourToken { token: Contestant, seat: Seat },
    #[error("token {token} is not waiting to be put down")]
    NotToBePlaced { token: Contestant },
    #[error("{at:?} is not a place in this game")]
    WrongPlacement { at: Placement },
    /// G-TW1
    #[error("there is no rope {}", .rope + 1)]
    NoSuchRope { rope: u8 },
    /// G-TW1: 4 slots per side.
    #[error("that side of rope {} is full", .rope + 1)]
    SideFull { rope: u8, side: Side },
    /// G-TW2
    #[error("a token there would give one side of rope {} two more tokens than the other", .rope + 1)]
    Unbalanced { rope: u8, side: Side },
    /// G-MA1
    #[error("token {token} is not alone on the table")]
    NotALoneToken { token: Contestant },
    /// G-GB1
    #[error("there is no figure {} (there are {figures})", .place + 1)]
    NoSuchFigure { place: u8, figures: usize },
    /// G-GB3
    #[error("figure {} is taken", .place + 1)]
    FigureTaken { place: u8 },
    #[error("token {token} is not one of the choices")]
    NotACandidate { token: Contestant },
    /// G-DA4
    #[error("turn at least one card before stopping")]
    MustTurnACard,
    /// G-TW3
    #[error("card {card} is already behind token {token}")]
    CardInUse { card: u8, token: Contestant },
    /// G-TW3
    #[error("token {token} has no card behind it")]
    NoCardBehind { token: Contestant },
    /// G-TW3
    #[error("{placed} cards put down, {needed} needed")]
    CardsMissing { placed: usize, needed: usize },
    #[error("there is no pair {}", .pair + 1)]
    NoSuchPair { pair: usize },
    #[error("pair {} has already played", .pair + 1)]
    PairAlreadyPlayed { pair: usize },
    /// G-MA2
    #[error("pair {} holds no token of player {}", .pair + 1, .seat + 1)]
    NotYourPair { pair: usize, seat: Seat },
    /// G-MA3
    #[error("pair {} is all yours: keep one token, no game is played", .pair + 1)]
    OwnPairPlaysNoGame { pair: usize },
    /// G-MA2
    #[error("pair {} holds another player's token: choose a game", .pair + 1)]
    PairNeedsAGame { pair: usize },
    #[error("token {token} is not in pair {}", .pair + 1)]
    NotInPair { token: Contestant, pair: usize },
    /// G-MA4
    #[error("hide at most {max} marbles")]
    TooManyMarbles { count: u8, max: u8 },
    /// G-MA4
    #[error("the chooser, player {}, hides the marbles", .chooser + 1)]
    NotTheChooser { seat: Seat, chooser: Seat },
    /// G-MA4
    #[error("the partner, player {}, guesses", .partner + 1)]
    NotThePartner { seat: Seat, partner: Seat },
}
