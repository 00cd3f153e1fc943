//! Components shared by every game.

mod hourglass;
mod pass_screen;
mod save_recovery;
mod split_table;

pub use hourglass::Hourglass;
pub use pass_screen::{PassScreen, RevealMode};
pub use save_recovery::SaveRecovery;
pub use split_table::SplitTable;
