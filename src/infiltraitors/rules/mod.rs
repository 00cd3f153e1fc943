//! Infiltraitors' rules, platform-free (see shared/rules/infiltrators.md for the rule IDs).
//!
//! [`Game`] implements [`crate::engine::Engine`]: `Game::new(config, seed)`, `legal_actions`, `apply`, `phase`,
//! `outcome`, `view_for`, `reveals_hidden_information`. Screens get a [`View`] for a [`Viewer`], never the game.
//! The mission table is data in [`missions`]; the I-H1 hint-board solver is in [`solver`].

pub mod action;
pub mod card;
pub mod error;
pub mod event;
pub mod game;
pub mod missions;
pub mod phase;
pub mod setup;
pub mod solver;
pub mod view;

pub use action::{Action, ActionKind, SuspectRef};
pub use card::{numbers_related, related, Card, CardSet, Guess, Hint, Suit, CARD_COUNT, NUMBERS};
pub use error::ActionError;
pub use event::Event;
pub use game::{Elimination, Game, Place, Shot, WAIT_DRAW_MAX};
pub use missions::{suggested_mission, Count, Mission, MissionId, SpecialRule, MISSIONS};
pub use phase::{LossReason, Outcome, Phase, PhaseKind, WinReason};
pub use setup::{Config, SetupError};
pub use solver::{hint_board, BoardCell, Exclusion, HintBoard, VisiblePlace};
pub use view::{AgentView, DiscardView, ExtraSuspectView, HandView, Slot, SuspectView, View, Viewer};
