//! Components shared by every game.

mod hourglass;
mod pass_screen;

pub use hourglass::Hourglass;
pub use pass_screen::{PassScreen, RevealMode};
