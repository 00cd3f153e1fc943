//! The small shared vocabulary of the game: seats, contestant numbers, the timer, the six games and the cards.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's seat, 0-based, in clockwise seating order (G-S4 "clockwise" is increasing seat, wrapping).
pub type Seat = usize;

/// What a simultaneous reveal shows: the locked pick of every seat still playing, in seat order.
pub(super) fn locked_picks<T: Copy>(picks: &[Option<T>], playing: &[bool]) -> Vec<(Seat, T)> {
    picks
        .iter()
        .zip(playing)
        .enumerate()
        .filter_map(|(seat, (pick, &on))| pick.filter(|_| on).map(|p| (seat, p)))
        .collect()
}

/// A contestant token's printed number, 001–456 (G-K1). Numbers are unique in a match, so the number is the token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Contestant(pub u16);

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:03}", self.0)
    }
}

/// Who acts. Players act from their seat; [`Actor::Table`] enters public results nobody owns (a rolled-marbles
/// winner, G-MA5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Actor {
    Player(Seat),
    Table,
}

impl Actor {
    /// The seat, for a player.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Actor::Player(seat) => Some(seat),
            Actor::Table => None,
        }
    }
}

/// The six games, in match order (G-S5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MiniGame {
    RedLightGreenLight,
    Dalgona,
    TugOfWar,
    Marbles,
    GlassBridge,
    SquidGame,
}

impl MiniGame {
    /// G-S5
    pub const ALL: [MiniGame; 6] = [
        MiniGame::RedLightGreenLight,
        MiniGame::Dalgona,
        MiniGame::TugOfWar,
        MiniGame::Marbles,
        MiniGame::GlassBridge,
        MiniGame::SquidGame,
    ];

    /// 1–6.
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// 0–5, for per-game tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The game after this one, `None` after the final.
    pub fn next(self) -> Option<MiniGame> {
        MiniGame::ALL.get(self.index() + 1).copied()
    }

    /// Where the timer starts (G-RL7 10:00, G-DA7 15:00, G-GB9 15:00); `None` for untimed games.
    pub fn timer_start(self) -> Option<Timer> {
        match self {
            MiniGame::RedLightGreenLight => Some(Timer::Ten),
            MiniGame::Dalgona | MiniGame::GlassBridge => Some(Timer::Fifteen),
            MiniGame::TugOfWar | MiniGame::Marbles | MiniGame::SquidGame => None,
        }
    }
}

/// G-K2: the timer track. Game time only: it moves when the rules say "count down", never with the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Timer {
    Zero,
    Five,
    Ten,
    Fifteen,
}

impl Timer {
    /// One step down the track; 00:00 stays 00:00.
    pub fn down(self) -> Timer {
        match self {
            Timer::Fifteen => Timer::Ten,
            Timer::Ten => Timer::Five,
            Timer::Five | Timer::Zero => Timer::Zero,
        }
    }

    /// The minutes printed on the track.
    pub fn minutes(self) -> u8 {
        match self {
            Timer::Fifteen => 15,
            Timer::Ten => 10,
            Timer::Five => 5,
            Timer::Zero => 0,
        }
    }
}

impl fmt::Display for Timer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:00", self.minutes())
    }
}

/// Left or right: a rope's two sides (G-TW1), a glass tile's two panes (G-GB2), the two ends of the figure line
/// (G-GB3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Left,
    Right,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Left, Side::Right];

    /// The opposite side.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }

    /// 0 for left, 1 for right.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// G-RL2: a doll card. A red light shows two participant-card numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DollCard {
    Green,
    Red(u8, u8),
}

impl DollCard {
    /// G-RL4: this card catches a player who played `card`. The doll never catches a 0 (G-RL6).
    pub fn catches(self, card: u8) -> bool {
        match self {
            DollCard::Green => false,
            DollCard::Red(a, b) => card != 0 && (card == a || card == b),
        }
    }
}

/// G-DA1: the four dalgona shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Shape {
    Circle,
    Triangle,
    Star,
    Umbrella,
}

impl Shape {
    pub const ALL: [Shape; 4] = [Shape::Circle, Shape::Triangle, Shape::Star, Shape::Umbrella];

    /// 0–3 in [`Shape::ALL`] order.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// G-DA2: a dalgona card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DalgonaCard {
    Shape(Shape),
    Crack,
}

/// G-MA4 guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parity {
    Odd,
    Even,
}

impl Parity {
    /// The parity of a number of marbles.
    pub fn of(count: u8) -> Parity {
        if count % 2 == 1 {
            Parity::Odd
        } else {
            Parity::Even
        }
    }
}

/// G-MA2: the two marble games a chooser can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MarblesGame {
    /// G-MA4
    OddOrEven,
    /// G-MA5
    RollTheMarbles,
}

/// G-K1: the four final-game cards, in G-SQ4 resolution order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum FinalCard {
    Block,
    Stab,
    Push,
    Move,
}

impl FinalCard {
    /// G-SQ4 resolution order.
    pub const ALL: [FinalCard; 4] = [FinalCard::Block, FinalCard::Stab, FinalCard::Push, FinalCard::Move];
}

/// G-SQ1: where a token stands on the final's court. The head is not a spot: entering it ends the match (G-SQ10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SquidSpot {
    /// The oval: nobody can be stabbed or pushed there (G-SQ3).
    SafeZone,
    Square,
    /// Cell 1–8; all cells are one area (G-SQ1).
    Triangle(u8),
}

/// G-SQ1: the areas where stabs and pushes reach (the safe zone is none of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    Square,
    Triangle,
}

impl SquidSpot {
    /// The area a stab or push reaches from here; `None` in the safe zone.
    pub fn area(self) -> Option<Area> {
        match self {
            SquidSpot::SafeZone => None,
            SquidSpot::Square => Some(Area::Square),
            SquidSpot::Triangle(_) => Some(Area::Triangle),
        }
    }
}

/// Where a token goes when it is put down in a game's set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Placement {
    /// G-DA3: on a shape's starting cell.
    Shape(Shape),
    /// G-TW2: on rope `rope` (0–2), on `side`.
    Rope { rope: u8, side: Side },
    /// G-MA1: alone on the table.
    Alone,
    /// G-MA1: next to this lone token, forming a pair.
    Beside(Contestant),
    /// G-GB3: under figure `place` (0 is the leftmost).
    Figure(u8),
    /// G-SQ3: the one token that starts in the square.
    Square,
}
