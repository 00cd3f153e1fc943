//! The shell's registry of games: what it needs to list a game and open it, and nothing of the game itself. A game's
//! screens and engine live in its own module (`src/bin/<game>.rs`), which the shell fetches when the game opens.

use crate::save::GameKind;

/// Whether a game can be played in this build. The others are shown as "in development".
pub fn available(kind: GameKind) -> bool {
    match kind {
        GameKind::Decrypto | GameKind::Infiltraitors | GameKind::SquidGame => true,
    }
}

/// The name of the game's module: its Cargo binary, and the stem of its built files.
pub fn module_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Decrypto => "decrypto",
        GameKind::Infiltraitors => "infiltraitors",
        GameKind::SquidGame => "squid",
    }
}

/// Players supported by each game, for the home screen.
pub fn player_range(kind: GameKind) -> (u8, u8) {
    match kind {
        GameKind::Decrypto => (3, 8),
        GameKind::Infiltraitors => (2, 5),
        GameKind::SquidGame => (3, 6),
    }
}
