//! Boardside: an unofficial pass-and-play companion for three tabletop games.

pub mod decrypto;
pub mod engine;
pub mod lang;
