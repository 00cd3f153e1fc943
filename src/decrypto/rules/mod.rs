//! Decrypto's rules, platform-free (see ../shared/rules/decrypto.md for the rule IDs).
//!
//! [`Game`] implements [`crate::engine::Engine`]: `Game::new(config, seed)`, `legal_actions`, `apply`, `phase`,
//! `outcome`, `view_for`. Screens get a [`View`] for a [`Viewer`], never the game itself.

pub mod action;
pub mod bank;
pub mod clue;
pub mod code;
pub mod error;
pub mod event;
pub mod game;
pub mod phase;
pub mod setup;
pub mod team;
pub mod view;

pub use action::{Action, ActionKind};
pub use code::{Code, CodeError};
pub use error::{ActionError, ClueProblem};
pub use event::{Event, Token, TokenCause};
pub use game::{ClueCheck, Game, MAX_CLUE_CHARS, MAX_KEYWORD_GUESS_CHARS};
pub use phase::{EncryptStatus, GameResult, InterceptionStatus, Outcome, Phase, PhaseKind, TieCause, WinReason};
pub use setup::{keywords_to_avoid, Config, Mode, SetupError, TeamConfig};
pub use team::{Team, Tokens};
pub use view::{
    CluesInPlay, ColumnClue, KeywordJudging, PendingGuess, Reveal, RoundBlock, Scoresheet, SheetRow, SheetSide,
    TiebreakView, View, Viewer, SHEET_ROUNDS,
};
