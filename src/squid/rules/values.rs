//! The game's numbers in one place. The rulebook does not print some component values; the app's choices for them
//! are marked **[A]** (see shared/rules/squid-game.md) and tuned by `tests/sim/squid_sim.rs`. The rules read these
//! constants only from here, and the rules page shows [`adaptation_values`].

use super::types::{DalgonaCard, DollCard, Shape};
use std::ops::RangeInclusive;

/// G-K1 / setup: 3–6 players.
pub const PLAYERS: RangeInclusive<usize> = 3..=6;
/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;
/// G-K1: tokens per player.
pub const TOKENS_PER_PLAYER: usize = 12;
/// G-K1: contestant numbers run 001..=456.
pub const HIGHEST_NUMBER: u16 = 456;
/// G-S1: tokens in play at the start; the rest are the reserve.
pub const STARTING_TEAM: usize = 7;
/// G-S2: the pot grows by this much (₩) per eliminated token. Cosmetic.
pub const WON_PER_ELIMINATION: u64 = 100_000_000;
/// G-K1: participant cards 0–5 (0 is the push card).
pub const PARTICIPANT_CARDS: [u8; 6] = [0, 1, 2, 3, 4, 5];

/// G-RL1 **[A]**: spaces from the start line to the doll. A token that reaches this space (or beyond) survives.
pub const RED_LIGHT_LENGTH: u8 = 7;
/// G-RL2 **[A]**: the doll deck.
pub const DOLL_DECK: [DollCard; 7] = [
    DollCard::Green,
    DollCard::Green,
    DollCard::Green,
    DollCard::Red(5, 4),
    DollCard::Red(5, 3),
    DollCard::Red(4, 2),
    DollCard::Red(3, 1),
];

/// G-DA1 **[A]**: cells per shape. A token on a shape starts on its first cell and carves the shape when it is
/// advanced out of the last one, so a shape of length `n` needs `n` advances.
pub const DALGONA_SHAPES: [(Shape, u8); 4] = [
    (Shape::Circle, 1),
    (Shape::Triangle, 1),
    (Shape::Star, 1),
    (Shape::Umbrella, 1),
];
/// G-DA2: the dalgona deck has 11 cards; **[A]** its mix. Tuning may change the mix, never the count (the rulebook
/// prints 11).
pub const DALGONA_DECK: [DalgonaCard; 11] = [
    DalgonaCard::Shape(Shape::Circle),
    DalgonaCard::Shape(Shape::Circle),
    DalgonaCard::Shape(Shape::Triangle),
    DalgonaCard::Shape(Shape::Triangle),
    DalgonaCard::Shape(Shape::Star),
    DalgonaCard::Shape(Shape::Star),
    DalgonaCard::Shape(Shape::Umbrella),
    DalgonaCard::Shape(Shape::Umbrella),
    DalgonaCard::Shape(Shape::Circle),
    DalgonaCard::Crack,
    DalgonaCard::Crack,
];

/// G-TW1: three matches (ropes).
pub const ROPES: usize = 3;
/// G-TW1: slots on each side of a rope.
pub const SLOTS_PER_SIDE: usize = 4;

/// G-GB1: places per figure board.
pub const FIGURES_PER_BOARD: usize = 6;
/// G-GB2: glass tiles when at least this many tokens survive.
pub const MAX_GLASS_TILES: usize = 8;
/// G-GB7: a position bears at most two tokens.
pub const POSITION_CAPACITY: usize = 2;

/// G-SQ1: cells of the triangle.
pub const TRIANGLE_CELLS: u8 = 8;

/// The length of a dalgona shape (G-DA1).
pub fn shape_length(shape: Shape) -> u8 {
    DALGONA_SHAPES
        .iter()
        .find(|(s, _)| *s == shape)
        .map_or(1, |&(_, len)| len)
}

/// G-GB1: figure boards for this many surviving tokens. Beyond 24 tokens (not covered by the rulebook) the
/// pattern goes on: one more board per 6 tokens.
pub fn figure_boards(tokens: usize) -> usize {
    tokens.div_ceil(FIGURES_PER_BOARD).max(1)
}

/// G-GB2: glass tiles for this many surviving tokens.
pub fn glass_tiles(tokens: usize) -> usize {
    tokens.min(MAX_GLASS_TILES)
}

/// One [A] value, for the rules page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdaptationValue {
    /// The rule ID it belongs to.
    pub rule: &'static str,
    /// A stable key for the i18n layer.
    pub key: &'static str,
    /// The value as plain text (numbers and card names; the UI may format it richer).
    pub value: String,
}

/// Every [A] value of this file, in rule order, for the in-app rules.
pub fn adaptation_values() -> Vec<AdaptationValue> {
    let doll = DOLL_DECK
        .iter()
        .map(|c| match c {
            DollCard::Green => "green".to_string(),
            DollCard::Red(a, b) => format!("red {a}/{b}"),
        })
        .collect::<Vec<_>>()
        .join(", ");
    let shapes = DALGONA_SHAPES
        .iter()
        .map(|(s, n)| format!("{s:?} {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let cracks = DALGONA_DECK.iter().filter(|c| **c == DalgonaCard::Crack).count();
    let per_shape = Shape::ALL
        .iter()
        .map(|s| {
            let n = DALGONA_DECK.iter().filter(|c| **c == DalgonaCard::Shape(*s)).count();
            format!("{s:?} {n}")
        })
        .collect::<Vec<_>>()
        .join(", ");
    vec![
        AdaptationValue {
            rule: "G-RL1",
            key: "red_light_length",
            value: RED_LIGHT_LENGTH.to_string(),
        },
        AdaptationValue {
            rule: "G-RL2",
            key: "doll_deck",
            value: doll,
        },
        AdaptationValue {
            rule: "G-DA1",
            key: "dalgona_shape_lengths",
            value: shapes,
        },
        AdaptationValue {
            rule: "G-DA2",
            key: "dalgona_deck",
            value: format!("{per_shape}, Crack {cracks}"),
        },
    ]
}
