//! Squid Game, the board game (3–6 players). Only the rules live here; screens come later in `ui/`.

pub mod rules;
