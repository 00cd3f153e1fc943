//! Cards (I-K1, I-K2), the relation rule (I-R1, I-R2, I-M15) and the small value types built on them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The five suits (I-K1), in the order the rulebook lists them. Missions with fewer suits use the first ones of this
/// order, so "4 suits" are red, black, yellow and blue (the rulebook never says which four).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Red,
    Black,
    Yellow,
    Blue,
    Green,
}

impl Suit {
    /// Every suit, in I-K1 order.
    pub const ALL: [Suit; 5] = [Suit::Red, Suit::Black, Suit::Yellow, Suit::Blue, Suit::Green];

    /// 0 for red … 4 for green: the index into per-suit arrays and the base of [`Card::index`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The first `count` suits (at most 5): the suits a mission with `count` suits plays with.
    pub fn first(count: u8) -> &'static [Suit] {
        &Suit::ALL[..usize::from(count).min(Suit::ALL.len())]
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Suit::Red => "red",
            Suit::Black => "black",
            Suit::Yellow => "yellow",
            Suit::Blue => "blue",
            Suit::Green => "green",
        })
    }
}

/// Lowest and highest number on a numbered card (I-K1).
pub const NUMBERS: std::ops::RangeInclusive<u8> = 2..=15;

/// Slots per suit in a [`Card::index`]: the special card plus numbers 2–15.
const PER_SUIT: usize = 15;

/// The number of distinct cards that exist (70 numbered + 5 special), and the size of a [`CardSet`]'s universe.
pub const CARD_COUNT: usize = 75;

/// A card. Every card is unique (I-K4), so a card also names its own place in the game.
///
/// `number` is `None` for a special card (I-K2). In mission 15 a special card that becomes a suspect is called "1"
/// (I-M15); that is how it is *named* (see [`Guess`]), the card itself still has no number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    pub suit: Suit,
    pub number: Option<u8>,
}

impl Card {
    /// A numbered card (I-K1).
    pub const fn numbered(suit: Suit, number: u8) -> Card {
        Card {
            suit,
            number: Some(number),
        }
    }

    /// The special card of a suit (I-K2).
    pub const fn special(suit: Suit) -> Card {
        Card { suit, number: None }
    }

    /// True for one of the five special cards (I-K2).
    pub fn is_special(self) -> bool {
        self.number.is_none()
    }

    /// True for a card that exists in the box: a special card, or a number in 2–15.
    pub fn is_valid(self) -> bool {
        self.number.is_none_or(|n| NUMBERS.contains(&n))
    }

    /// The number printed on the card, with the special card read as 1 (I-M15: how a special suspect is named).
    pub fn face_number(self) -> u8 {
        self.number.unwrap_or(1)
    }

    /// A dense index 0..75, unique per card: the bit of this card in a [`CardSet`]. `None` for a card that does not
    /// exist (a number outside 2–15), so a made-up card can never alias a real one.
    pub fn index(self) -> Option<usize> {
        let slot = match self.number {
            None => 0,
            Some(n) if NUMBERS.contains(&n) => usize::from(n - 1),
            Some(_) => return None,
        };
        Some(self.suit.index() * PER_SUIT + slot)
    }

    /// The card with this [`Card::index`].
    pub fn from_index(index: usize) -> Option<Card> {
        let suit = *Suit::ALL.get(index / PER_SUIT)?;
        Some(match index % PER_SUIT {
            0 => Card::special(suit),
            slot => Card::numbered(suit, slot as u8 + 1),
        })
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number {
            Some(n) => write!(f, "{} {n}", self.suit),
            None => write!(f, "{} special", self.suit),
        }
    }
}

/// I-R1: one number is a multiple of the other (equal numbers included).
pub fn numbers_related(a: u8, b: u8) -> bool {
    a != 0 && b != 0 && (a.is_multiple_of(b) || b.is_multiple_of(a))
}

/// I-R1 / I-R2 / I-M15: whether `played` is related to a suspect whose identity is `suspect`.
///
/// A special card on either side relates by suit only: I-R2 for a played special card, I-M15 for a special-card
/// suspect (read as "1" it would otherwise be related to every card and the hint would say nothing).
pub fn related(played: Card, suspect: Card) -> bool {
    if played.suit == suspect.suit {
        return true;
    }
    match (played.number, suspect.number) {
        (Some(a), Some(b)) => numbers_related(a, b),
        _ => false,
    }
}

/// A named card with the pistol raised (I-A5): a suit and a number. In mission 15 number 1 names the special card
/// of the suit (I-M15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Guess {
    pub suit: Suit,
    pub number: u8,
}

impl Guess {
    /// The guess that names `card` (a special card is named with number 1).
    pub fn naming(card: Card) -> Guess {
        Guess {
            suit: card.suit,
            number: card.face_number(),
        }
    }

    /// The identity this guess names: number 1 is the special card (I-M15), 2–15 a numbered card; anything else
    /// names no card.
    pub fn identity(self) -> Option<Card> {
        match self.number {
            1 => Some(Card::special(self.suit)),
            n if NUMBERS.contains(&n) => Some(Card::numbered(self.suit, n)),
            _ => None,
        }
    }
}

impl fmt::Display for Guess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.suit, self.number)
    }
}

/// A set of cards as a 75-bit mask: the solver tests membership thousands of times per call, so it must be cheap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardSet(u128);

impl CardSet {
    /// The set with no card.
    pub const EMPTY: CardSet = CardSet(0);

    /// Adds `card`; a card that does not exist is ignored.
    pub fn insert(&mut self, card: Card) {
        if let Some(i) = card.index() {
            self.0 |= 1u128 << i;
        }
    }

    /// Takes `card` out of the set.
    pub fn remove(&mut self, card: Card) {
        if let Some(i) = card.index() {
            self.0 &= !(1u128 << i);
        }
    }

    /// Whether `card` is in the set (never true for a card that does not exist).
    pub fn contains(&self, card: Card) -> bool {
        card.index().is_some_and(|i| self.0 & (1u128 << i) != 0)
    }

    /// How many cards the set holds.
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when the set holds no card.
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The cards in either set.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in this set and not in `other`.
    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in index order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..CARD_COUNT)
            .filter(move |&i| self.0 & (1u128 << i) != 0)
            .filter_map(Card::from_index)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// A card placed beside a suspect (I-A2, I-A3). The app orients it (I-R3), so `vertical` is always right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hint {
    pub card: Card,
    /// I-R3: vertical = related, horizontal = unrelated.
    pub vertical: bool,
    /// The agent who played it.
    pub by: usize,
    /// I-M6: a special card taken from the middle (it goes back there when the suspect is eliminated).
    pub from_middle: bool,
}
