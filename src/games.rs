//! Which games this build can play, and how each checks a save.

use crate::save::{GameKind, SaveError, SaveFile};

/// Whether a game can be played in this build. The others are shown as "in development".
pub fn available(kind: GameKind) -> bool {
    match kind {
        GameKind::Decrypto => true,
        GameKind::Infiltraitors | GameKind::SquidGame => false,
    }
}

/// Fully rebuilds a saved game to make sure it can be continued. `Ok(true)`: still in progress.
pub fn check_save(kind: GameKind, file: &SaveFile) -> Result<bool, SaveError> {
    if file.kind != kind {
        return Err(SaveError::WrongGame);
    }
    match kind {
        GameKind::Decrypto => {
            use crate::engine::Engine;
            file.restore::<crate::decrypto::rules::Game>(kind)
                .map(|s| s.game.outcome().is_none())
        }
        GameKind::Infiltraitors | GameKind::SquidGame => Err(SaveError::Unavailable),
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
