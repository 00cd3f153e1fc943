//! The two sides of the table (D-K1) and their tokens (D-K4).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A team. White always acts first within a round (D-K1). In the 3-player variant White is the team of two and
/// Black is the lone interceptor (D-3P1). In pass-and-play the actor of every action is a team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Team {
    White,
    Black,
}

impl Team {
    /// Both teams in playing order (D-K1).
    pub const BOTH: [Team; 2] = [Team::White, Team::Black];

    pub fn other(self) -> Team {
        match self {
            Team::White => Team::Black,
            Team::Black => Team::White,
        }
    }

    /// 0 for White, 1 for Black: the index into every `[_; 2]` of this module.
    pub fn index(self) -> usize {
        match self {
            Team::White => 0,
            Team::Black => 1,
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Team::White => "White",
            Team::Black => "Black",
        })
    }
}

/// The tokens a team holds (D-K4).
///
/// In the 3-player variant the interceptor (Black) takes an interception token both for a correct interception and
/// for each miscommunication of the team (D-3P4, as the rulebook says), so there only Black's `interceptions` moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tokens {
    pub interceptions: u8,
    pub miscommunications: u8,
}

impl Tokens {
    /// D-E4: interceptions count +1, miscommunications −1.
    pub fn score(self) -> i8 {
        self.interceptions as i8 - self.miscommunications as i8
    }
}
