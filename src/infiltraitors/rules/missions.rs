//! The mission table: the training missions T1–T3 and story missions 1–20, as plain data (rulebook "機密檔案",
//! digest tables). The rules read every number from here; nothing about a mission is written anywhere else.

use super::card::{Card, Guess, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which mission is played. Every value is a real mission, so a config can never name one that does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MissionId {
    T1,
    T2,
    T3,
    M1,
    M2,
    M3,
    M4,
    M5,
    M6,
    M7,
    M8,
    M9,
    M10,
    M11,
    M12,
    M13,
    M14,
    M15,
    M16,
    M17,
    M18,
    M19,
    M20,
}

impl MissionId {
    /// Every mission in campaign order (I-C1): the training missions first, then the story.
    pub const ALL: [MissionId; 23] = [
        MissionId::T1,
        MissionId::T2,
        MissionId::T3,
        MissionId::M1,
        MissionId::M2,
        MissionId::M3,
        MissionId::M4,
        MissionId::M5,
        MissionId::M6,
        MissionId::M7,
        MissionId::M8,
        MissionId::M9,
        MissionId::M10,
        MissionId::M11,
        MissionId::M12,
        MissionId::M13,
        MissionId::M14,
        MissionId::M15,
        MissionId::M16,
        MissionId::M17,
        MissionId::M18,
        MissionId::M19,
        MissionId::M20,
    ];

    /// Position in [`MissionId::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Story mission `number` (1–20).
    pub fn story(number: u8) -> Option<MissionId> {
        (1..=20)
            .contains(&number)
            .then(|| MissionId::ALL[usize::from(number) + 2])
    }

    /// Training mission `number` (1–3).
    pub fn training(number: u8) -> Option<MissionId> {
        (1..=3)
            .contains(&number)
            .then(|| MissionId::ALL[usize::from(number) - 1])
    }

    /// True for T1–T3.
    pub fn is_training(self) -> bool {
        self.index() < 3
    }

    /// The number shown on the mission (1–3 for training, 1–20 for the story).
    pub fn number(self) -> u8 {
        if self.is_training() {
            self.index() as u8 + 1
        } else {
            self.index() as u8 - 2
        }
    }

    /// The mission after this one in campaign order (I-C1), `None` after mission 20.
    pub fn next(self) -> Option<MissionId> {
        MissionId::ALL.get(self.index() + 1).copied()
    }

    /// This mission's row of the table.
    pub fn mission(self) -> &'static Mission {
        &MISSIONS[self.index()]
    }
}

impl fmt::Display for MissionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_training() {
            write!(f, "T{}", self.number())
        } else {
            write!(f, "{}", self.number())
        }
    }
}

/// I-C1: the mission to suggest next, given the missions this device's group has completed: the first one in
/// campaign order not yet completed (any mission can still be chosen). `None` once every mission is done.
pub fn suggested_mission(completed: &[MissionId]) -> Option<MissionId> {
    MissionId::ALL.into_iter().find(|m| !completed.contains(m))
}

/// A count that is either fixed or follows the number of agents (training missions 2 and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Count {
    Fixed(u8),
    /// The number of agents plus `plus`.
    Agents {
        plus: u8,
    },
}

impl Count {
    /// The count for a table of `agents`.
    pub fn for_agents(self, agents: usize) -> u8 {
        match self {
            Count::Fixed(n) => n,
            Count::Agents { plus } => (agents as u8).saturating_add(plus),
        }
    }
}

/// A mission's special rule (I-M#). Plain data; the rules ask a mission whether it [`Mission::has`] one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpecialRule {
    /// T3: finish within this many minutes. The UI runs the clock and sends `Action::TimeUp`.
    TimeLimit { minutes: u8 },
    /// I-M2 (and 14): every discard goes face down, even a card that was face up.
    FaceDownDiscards,
    /// I-M3 (and 14): number tiles go with suspects in draw order; suspects are eliminated in tile order.
    OrderedSuspects,
    /// I-M4 (and 10, 11): no communication at all. Shown as a banner; on the players' honour.
    NoCommunication,
    /// I-M6: the special cards of the suits in play lie in the middle, usable as the card of an exchange.
    SpecialCardsInMiddle,
    /// I-M7 (and 13): a suspect may be shot only with at least `min_hints` hints, as many vertical as horizontal.
    BalancedHintsToShoot { min_hints: u8 },
    /// I-M8: exchange intel only with the agent on your left.
    ExchangeWithLeftOnly,
    /// I-M11: shoot only the suspect of the agent on your right.
    ShootRightOnly,
    /// I-M12: one agent chosen at random is the only shooter and may not draw suspects.
    SingleShooter,
    /// I-M15: the 5 special cards are shuffled into the deck; a special suspect counts as number 1.
    SpecialCardsInDeck,
    /// I-M16: disguise: the card kept face down gives the suspect its suit.
    Disguise,
    /// I-M17: hands face out.
    HandsFaceOut,
    /// I-M18: the last stand.
    LastStand,
    /// I-M20: the extra suspect. An agent who looks gives `hints` hints on it before leaving, `hints_two_agents` at a
    /// table of two.
    ExtraSuspect { hints: u8, hints_two_agents: u8 },
}

/// One row of the mission table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Mission {
    pub id: MissionId,
    /// Suspects in the mission, set-aside ones included (I-M18's 9th, I-M20's extra).
    pub suspects: Count,
    pub bullets: Count,
    /// How many suits are in play: the first ones of [`Suit::ALL`].
    pub suits: u8,
    /// Lowest and highest card number in the deck (I-S2).
    pub lowest: u8,
    pub highest: u8,
    /// I-S3: cards each agent draws at the start.
    pub starting_hand: u8,
    /// I-S3 / I-A6.
    pub hand_limit: u8,
    pub special: &'static [SpecialRule],
}

impl Mission {
    /// Whether this mission plays with `rule`.
    pub fn has(&self, rule: SpecialRule) -> bool {
        self.special.contains(&rule)
    }

    /// The suits in play: the first [`Mission::suits`] of [`Suit::ALL`].
    pub fn suits_in_play(&self) -> &'static [Suit] {
        Suit::first(self.suits)
    }

    /// I-S2: every card the deck is built from (the special cards too in mission 15), in index order.
    pub fn deck(&self) -> Vec<Card> {
        let mut cards = Vec::with_capacity(75);
        for &suit in self.suits_in_play() {
            if self.has(SpecialRule::SpecialCardsInDeck) {
                cards.push(Card::special(suit));
            }
            cards.extend((self.lowest..=self.highest).map(|n| Card::numbered(suit, n)));
        }
        cards
    }

    /// I-M6: the special cards laid in the middle (none in other missions).
    pub fn middle_cards(&self) -> Vec<Card> {
        if self.has(SpecialRule::SpecialCardsInMiddle) {
            self.suits_in_play().iter().map(|&s| Card::special(s)).collect()
        } else {
            Vec::new()
        }
    }

    /// Every identity a suspect can have: the cells of a hint board and the cards a shot may name. Special cards
    /// only where they can be suspects (mission 15).
    pub fn identities(&self) -> Vec<Card> {
        self.deck()
    }

    /// Calls `f` with every guess that names an identity ([`Mission::identities`] in order), without allocating:
    /// listing every possible shot is the hot path of `legal_actions`.
    pub fn for_each_guess(&self, mut f: impl FnMut(Guess)) {
        let specials = self.has(SpecialRule::SpecialCardsInDeck);
        for &suit in self.suits_in_play() {
            if specials {
                f(Guess { suit, number: 1 });
            }
            for number in self.lowest..=self.highest {
                f(Guess { suit, number });
            }
        }
    }

    /// T3's time limit in minutes.
    pub fn time_limit_minutes(&self) -> Option<u8> {
        self.special.iter().find_map(|r| match r {
            SpecialRule::TimeLimit { minutes } => Some(*minutes),
            _ => None,
        })
    }

    /// I-M4 / I-M10 / I-M11: the app shows a "no communication" banner (on top of the I-A7 reminder it always
    /// shows: discuss public information only).
    pub fn no_communication(&self) -> bool {
        self.has(SpecialRule::NoCommunication)
    }

    /// I-M7 / I-M13: the hints a suspect needs (balanced) before it may be shot.
    pub fn min_hints_to_shoot(&self) -> Option<u8> {
        self.special.iter().find_map(|r| match r {
            SpecialRule::BalancedHintsToShoot { min_hints } => Some(*min_hints),
            _ => None,
        })
    }

    /// I-M20: how many hints an agent who looked at the extra suspect gives, at a table of `agents`.
    pub fn extra_suspect_hints(&self, agents: usize) -> Option<u8> {
        self.special.iter().find_map(|r| match r {
            SpecialRule::ExtraSuspect {
                hints,
                hints_two_agents,
            } => Some(if agents == 2 { *hints_two_agents } else { *hints }),
            _ => None,
        })
    }

    /// I-M20: whether this mission has the extra suspect.
    pub fn has_extra_suspect(&self) -> bool {
        self.extra_suspect_hints(3).is_some()
    }

    /// Suspects kept out of the pile at setup: I-M18's 9th and I-M20's extra suspect.
    pub fn suspects_set_aside(&self) -> u8 {
        u8::from(self.has(SpecialRule::LastStand) || self.has_extra_suspect())
    }
}

use SpecialRule as R;

const fn row(id: MissionId, suspects: Count, bullets: Count, suits: u8, special: &'static [SpecialRule]) -> Mission {
    Mission {
        id,
        suspects,
        bullets,
        suits,
        lowest: 2,
        highest: 15,
        starting_hand: 5,
        hand_limit: 7,
        special,
    }
}

const fn fixed(n: u8) -> Count {
    Count::Fixed(n)
}

/// The table, indexed by [`MissionId::index`]. Kept as one aligned block so it reads like the rulebook's.
#[rustfmt::skip]
pub static MISSIONS: [Mission; 23] = [
    // T1: red, black, yellow 2–13.
    Mission { highest: 13, ..row(MissionId::T1, fixed(2), fixed(5), 3, &[]) },
    row(MissionId::T2,  Count::Agents { plus: 0 }, Count::Agents { plus: 3 }, 3, &[]),
    row(MissionId::T3,  Count::Agents { plus: 0 }, Count::Agents { plus: 3 }, 4, &[R::TimeLimit { minutes: 15 }]),
    // I-M1: no special rule.
    row(MissionId::M1,  fixed(7),  fixed(10), 4, &[]),
    row(MissionId::M2,  fixed(8),  fixed(11), 4, &[R::FaceDownDiscards]),                     // I-M2
    row(MissionId::M3,  fixed(8),  fixed(11), 4, &[R::OrderedSuspects]),                      // I-M3: tiles 1–8
    row(MissionId::M4,  fixed(8),  fixed(9),  4, &[R::NoCommunication]),                      // I-M4
    // I-M5: no special rule.
    row(MissionId::M5,  fixed(9),  fixed(12), 5, &[]),
    row(MissionId::M6,  fixed(9),  fixed(9),  4, &[R::SpecialCardsInMiddle]),                 // I-M6
    row(MissionId::M7,  fixed(6),  fixed(7),  4, &[R::BalancedHintsToShoot { min_hints: 4 }]), // I-M7
    row(MissionId::M8,  fixed(8),  fixed(8),  4, &[R::ExchangeWithLeftOnly]),                 // I-M8
    // I-M9: starting hand 3 and hand limit 3.
    Mission { starting_hand: 3, hand_limit: 3, ..row(MissionId::M9, fixed(9), fixed(12), 5, &[]) },
    row(MissionId::M10, fixed(9),  fixed(10), 5, &[R::NoCommunication]),                      // I-M10
    row(MissionId::M11, fixed(9),  fixed(12), 4, &[R::ShootRightOnly, R::NoCommunication]),   // I-M11
    row(MissionId::M12, fixed(6),  fixed(6),  5, &[R::SingleShooter]),                        // I-M12
    row(MissionId::M13, fixed(8),  fixed(10), 5, &[R::BalancedHintsToShoot { min_hints: 4 }]), // I-M13: as 7
    // I-M14: tiles 1–9 as mission 3, discards as mission 2.
    row(MissionId::M14, fixed(9),  fixed(11), 5, &[R::OrderedSuspects, R::FaceDownDiscards]),
    row(MissionId::M15, fixed(9),  fixed(10), 5, &[R::SpecialCardsInDeck]),                   // I-M15
    row(MissionId::M16, fixed(9),  fixed(10), 5, &[R::Disguise]),                             // I-M16
    row(MissionId::M17, fixed(9),  fixed(9),  5, &[R::HandsFaceOut]),                         // I-M17
    // I-M18: 8 suspects in the pile, the 9th set aside.
    row(MissionId::M18, fixed(9),  fixed(9),  5, &[R::LastStand]),
    // I-M19: no special rule.
    row(MissionId::M19, fixed(9),  fixed(9),  5, &[]),
    // I-M20: 10 suspects in the pile, the 11th set aside as the extra suspect.
    row(MissionId::M20, fixed(11), fixed(12), 5, &[R::ExtraSuspect { hints: 1, hints_two_agents: 2 }]),
];
