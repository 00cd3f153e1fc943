//! Squid Game's rules, platform-free (see shared/rules/squid-game.md for the rule IDs).
//!
//! [`Game`] implements [`crate::engine::Engine`]: `Game::new(config, seed)`, `legal_actions`, `apply`, `phase`,
//! `outcome`, `view_for`, `reveals_hidden_information`. Screens get a [`View`] for a [`Viewer`], never the game
//! itself. The [A] values live in [`values`]; simple heuristic players for simulations and benchmarks in [`bots`].

pub mod action;
pub mod bots;
pub mod dalgona;
pub mod error;
pub mod event;
pub mod game;
pub mod glass_bridge;
pub mod marbles;
pub mod phase;
pub mod red_light;
pub mod setup;
pub mod squid_game;
pub mod tug_of_war;
pub mod types;
pub mod values;
pub mod view;

pub use action::{Action, ActionKind};
pub use dalgona::ShapeToken;
pub use error::ActionError;
pub use event::{Cause, Event, RopeSideReveal, Survival, TokenMove, TugResult};
pub use game::{Game, GameRecord, TokenRecord, TokenStatus};
pub use glass_bridge::BridgeToken;
pub use marbles::{Group, MAX_HIDDEN_MARBLES};
pub use phase::{Outcome, Phase, PhaseKind, PickStatus, WinReason};
pub use red_light::TrackToken;
pub use setup::{Config, FinalCourt, Scenario, ScenarioTeam, SetupError};
pub use squid_game::CourtToken;
pub use types::{
    Actor, Area, Contestant, DalgonaCard, DollCard, FinalCard, MarblesGame, MiniGame, Parity, Placement, Seat, Shape,
    Side, SquidSpot, Timer,
};
pub use view::{Board, OwnPick, PlayerView, TileView, View, Viewer};
