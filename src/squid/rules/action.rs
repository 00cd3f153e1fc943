//! What a player (or the table) can do. Plain data: a saved match is its config, seed and a list of
//! `(Actor, Action)`.

use super::types::{Contestant, FinalCard, MarblesGame, Parity, Placement, Side};
use serde::{Deserialize, Serialize};

/// An action. Which ones are open is told by `Game::legal_actions`; the current [`super::Phase`] says who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A secret participant card (0–5), locked at once: Red Light (G-RL3), the bridge's side (G-GB3) and each bridge
    /// turn (G-GB4, from the player's hand).
    PlayCard { card: u8 },
    /// Put one token down in a set-up (G-DA3, G-TW2, G-MA1, G-GB3, G-SQ3).
    Place { token: Contestant, at: Placement },
    /// Push this token: Red Light's push card (G-RL6), the bridge's push card (G-GB8), the final's push card (G-SQ7).
    Push { token: Contestant },
    /// Decline an optional push (G-RL6, G-GB8).
    NoPush,
    /// G-DA4: turn the top dalgona card.
    TurnCard,
    /// G-DA4: stop turning (not before the first card).
    StopTurning,
    /// Move this token forward: the dalgona token a shape card advances (G-DA5), the bridge token a card moves
    /// (G-GB5), the final's move (G-SQ8).
    Advance { token: Contestant },
    /// G-DA6: the token a Crack! eliminates (one's own, or a rival's when Crack! came first).
    Crack { token: Contestant },
    /// G-TW3, secret: put participant card `card` behind `token`'s side (replacing the card it had).
    AssignCard { token: Contestant, card: u8 },
    /// G-TW3, secret: take back the card put behind `token`.
    TakeBackCard { token: Contestant },
    /// G-TW3: lock the cards put down. Needs one card per token, or all six cards with more than six tokens.
    LockCards,
    /// G-MA2: with a pair holding one of your tokens and another player's, choose the game.
    ChooseGame { pair: usize, game: MarblesGame },
    /// G-MA3: with a pair of two of your own tokens, keep `keep`; the other is eliminated.
    KeepOne { pair: usize, keep: Contestant },
    /// G-MA4, secret: the chooser hides 0–2 marbles (0 loses).
    HideMarbles { count: u8 },
    /// G-MA4, secret: the partner guesses.
    GuessParity { parity: Parity },
    /// G-MA5, by [`super::Actor::Table`]: the token whose marble came closest to the line.
    RollWinner { token: Contestant },
    /// G-GB6 / G-GB8: name the pane the token steps on.
    JumpSide { side: Side },
    /// G-GB7: push this token out of a crowded position.
    CrowdPush { token: Contestant },
    /// G-SQ4, secret: a final-game card.
    PlayFinalCard { card: FinalCard },
    /// G-SQ6: stab this token.
    Stab { token: Contestant },
    /// G-SQ6: every reachable token was blocked; this own token (one that could reach them) is eliminated.
    LoseStabber { token: Contestant },
}

/// The kind of an [`Action`], without its data: for enabling buttons and for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    PlayCard,
    Place,
    Push,
    NoPush,
    TurnCard,
    StopTurning,
    Advance,
    Crack,
    AssignCard,
    TakeBackCard,
    LockCards,
    ChooseGame,
    KeepOne,
    HideMarbles,
    GuessParity,
    RollWinner,
    JumpSide,
    CrowdPush,
    PlayFinalCard,
    Stab,
    LoseStabber,
}

impl Action {
    /// The kind of this action.
    pub fn kind(&self) -> ActionKind {
        match self {
            Action::PlayCard { .. } => ActionKind::PlayCard,
            Action::Place { .. } => ActionKind::Place,
            Action::Push { .. } => ActionKind::Push,
            Action::NoPush => ActionKind::NoPush,
            Action::TurnCard => ActionKind::TurnCard,
            Action::StopTurning => ActionKind::StopTurning,
            Action::Advance { .. } => ActionKind::Advance,
            Action::Crack { .. } => ActionKind::Crack,
            Action::AssignCard { .. } => ActionKind::AssignCard,
            Action::TakeBackCard { .. } => ActionKind::TakeBackCard,
            Action::LockCards => ActionKind::LockCards,
            Action::ChooseGame { .. } => ActionKind::ChooseGame,
            Action::KeepOne { .. } => ActionKind::KeepOne,
            Action::HideMarbles { .. } => ActionKind::HideMarbles,
            Action::GuessParity { .. } => ActionKind::GuessParity,
            Action::RollWinner { .. } => ActionKind::RollWinner,
            Action::JumpSide { .. } => ActionKind::JumpSide,
            Action::CrowdPush { .. } => ActionKind::CrowdPush,
            Action::PlayFinalCard { .. } => ActionKind::PlayFinalCard,
            Action::Stab { .. } => ActionKind::Stab,
            Action::LoseStabber { .. } => ActionKind::LoseStabber,
        }
    }
}
