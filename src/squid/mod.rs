//! Squid Game, the board game (3–6 players): the rules engine in `rules/`, the screens in `ui/`.

pub mod rules;
pub mod ui;
