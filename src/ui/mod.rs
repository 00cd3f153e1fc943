//! Components shared by every game.

mod hourglass;
mod pass_screen;
mod split_table;

pub use hourglass::Hourglass;
pub use pass_screen::{PassScreen, RevealMode};
pub use split_table::SplitTable;
