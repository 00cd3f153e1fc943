//! Decrypto's rules, platform-free (see ../shared/rules/decrypto.md for the rule IDs).

pub mod bank;
pub mod clue;
