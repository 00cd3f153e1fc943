//! Decrypto: two teams, secret keywords, 3-digit codes.

pub mod rules;
pub mod ui;
