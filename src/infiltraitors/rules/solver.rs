//! I-H1 automatic hint board: for one suspect, every identity it may still have and, for every other one, why not.
//!
//! Only what the viewer may know goes in. For [`Viewer::Public`] that is the hints beside the suspect (I-R1..I-R3)
//! and the cards known not to be any unresolved suspect (I-K4): cards lying face up (hints, face-up discards, the
//! I-M6 middle, the I-M18 reward pile), cards that lay face up earlier and went out of sight, and suspects named and
//! eliminated earlier. The last two are sound because every unresolved suspect has been hidden since setup (the
//! pile is dealt once and never refilled), so a card the table has seen can never be one. Cards in HQ, in hands
//! and face down are unknown. [`Viewer::Agent`] adds what that agent alone knows: the own hand (I-M17: the other
//! hands instead), the own suspect and kept card (for the other suspects), and an extra suspect looked at (I-M20).
//!
//! I-M15: a special suspect is a cell numbered 1 that relates by suit only. I-M16: with a kept card a suspect is an
//! identity (kept card's suit, own number), not a card; a cell is possible when some unknown card could carry the
//! number and a different unknown card the suit.

use super::action::SuspectRef;
use super::card::{related, Card, CardSet, Suit, CARD_COUNT};
use super::game::Game;
use super::missions::SpecialRule;
use super::view::Viewer;
use serde::{Deserialize, Serialize};

/// Where a card lies face up (I-K4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VisiblePlace {
    /// A hint beside this suspect (the board's own suspect included: a card is never its own hint).
    HintBeside(SuspectRef),
    FaceUpDiscard,
    /// I-M6.
    Middle,
    /// I-M18.
    RewardPile,
}

/// Why a cell of the board is crossed off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Exclusion {
    /// I-R1..I-R3: hint number `index` beside this suspect is vertical (`vertical`) but this identity is unrelated
    /// to `card`, or horizontal but related.
    Hint { index: usize, card: Card, vertical: bool },
    /// I-K4: the card lies face up here.
    Visible(VisiblePlace),
    /// I-K4: the card was named and eliminated earlier (then shuffled into HQ: out of sight, but never a suspect
    /// again).
    Eliminated,
    /// I-K4: the card lay face up before the table earlier and is out of sight now.
    ShownEarlier,
    /// Private: the viewing agent holds it.
    InYourHand,
    /// Private, I-M17: the viewing agent sees it in `agent`'s hand.
    InHandOf { agent: usize },
    /// Private: it is the viewing agent's own suspect.
    YourSuspect,
    /// Private, I-M16: it is the card kept beside the viewing agent's suspect.
    YourKeptCard,
    /// Private, I-M20: it is the extra suspect, which the viewing agent looked at.
    TheExtraSuspect,
    /// I-M16: every card with this number is known, so none can be the suspect card.
    NoCardWithNumberLeft,
    /// I-M16: every card of this suit is known, so none can be the kept card.
    NoCardOfSuitLeft,
    /// I-M16: one unknown card could be the suspect card and one the kept card, and it is the same card.
    OneCardCannotBeBoth,
}

/// One cell: an identity (suit and number; a special card in I-M15) and the reasons it is ruled out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardCell {
    pub card: Card,
    /// Empty for a candidate. Hint reasons come first, in hint order.
    pub excluded_by: Vec<Exclusion>,
}

impl BoardCell {
    /// True when nothing rules this identity out.
    pub fn is_candidate(&self) -> bool {
        self.excluded_by.is_empty()
    }
}

/// A suspect's hint board: one cell per identity of the mission (suit by suit, in number order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintBoard {
    pub suspect: SuspectRef,
    /// I-M16: the suspect has a kept card, so cells are identities and not single cards.
    pub disguised: bool,
    pub cells: Vec<BoardCell>,
}

impl HintBoard {
    /// The identities still possible.
    pub fn candidates(&self) -> Vec<Card> {
        self.cells.iter().filter(|c| c.is_candidate()).map(|c| c.card).collect()
    }

    /// True when `card` is a cell of this board and nothing rules it out.
    pub fn is_candidate(&self, card: Card) -> bool {
        self.cells.iter().any(|c| c.card == card && c.is_candidate())
    }

    /// For the paper-style board that crosses off whole suits: some candidate has this suit.
    pub fn suit_open(&self, suit: Suit) -> bool {
        self.cells.iter().any(|c| c.card.suit == suit && c.is_candidate())
    }

    /// For the paper-style board that crosses off numbers: some candidate has this number (1 = special, I-M15).
    pub fn number_open(&self, number: u8) -> bool {
        self.cells
            .iter()
            .any(|c| c.card.face_number() == number && c.is_candidate())
    }
}

/// What is known about where a card is, per card index.
type Known = [Option<Exclusion>; CARD_COUNT];

fn set(known: &mut Known, card: Card, why: Exclusion) {
    if let Some(i) = card.index() {
        known[i] = Some(why);
    }
}

/// The cards the whole table knows are not unresolved suspects, each with its most telling reason.
fn public_knowledge(game: &Game) -> Known {
    let mut known: Known = [None; CARD_COUNT];
    for card in game.shown.iter() {
        set(&mut known, card, Exclusion::ShownEarlier);
    }
    for e in game.eliminations.iter().filter(|e| e.card_shown) {
        set(&mut known, e.identity, Exclusion::Eliminated);
    }
    // Where a card lies now says most, so it comes last.
    for d in game.discards.iter().filter(|d| d.face_up) {
        set(&mut known, d.card, Exclusion::Visible(VisiblePlace::FaceUpDiscard));
    }
    for &c in &game.middle {
        set(&mut known, c, Exclusion::Visible(VisiblePlace::Middle));
    }
    for &c in &game.reward_pile {
        set(&mut known, c, Exclusion::Visible(VisiblePlace::RewardPile));
    }
    for (i, agent) in game.agents.iter().enumerate() {
        if let Some(s) = &agent.stand {
            for h in &s.hints {
                set(
                    &mut known,
                    h.card,
                    Exclusion::Visible(VisiblePlace::HintBeside(SuspectRef::Stand(i))),
                );
            }
        }
    }
    if let Some(extra) = &game.extra {
        for h in &extra.hints {
            set(
                &mut known,
                h.card,
                Exclusion::Visible(VisiblePlace::HintBeside(SuspectRef::Extra)),
            );
        }
    }
    known
}

/// Adds what agent `me` alone knows, for the board of `suspect`. Never the suspect's own card: everything added
/// here lies somewhere else.
fn add_private(game: &Game, me: usize, suspect: SuspectRef, known: &mut Known) {
    let mut add = |card: Card, why: Exclusion| {
        if let Some(i) = card.index() {
            known[i].get_or_insert(why);
        }
    };
    if game.mission().has(SpecialRule::HandsFaceOut) {
        for (agent, state) in game.agents.iter().enumerate().filter(|&(a, _)| a != me) {
            for &c in &state.hand {
                add(c, Exclusion::InHandOf { agent });
            }
        }
    } else {
        for &c in &game.agents[me].hand {
            add(c, Exclusion::InYourHand);
        }
    }
    if suspect != SuspectRef::Stand(me) {
        if let Some(s) = &game.agents[me].stand {
            add(s.card, Exclusion::YourSuspect);
            if let Some(k) = s.kept {
                add(k, Exclusion::YourKeptCard);
            }
        }
    }
    if suspect != SuspectRef::Extra && game.agents[me].saw_extra {
        if let Some(extra) = &game.extra {
            add(extra.card, Exclusion::TheExtraSuspect);
        }
    }
}

/// I-H1: the board of `suspect` for `viewer`, or `None` when there is no such suspect. An agent seat that does
/// not exist gets the public board.
pub fn hint_board(game: &Game, suspect: SuspectRef, viewer: Viewer) -> Option<HintBoard> {
    let (hints, disguised) = match suspect {
        SuspectRef::Stand(i) => {
            let s = game.agents.get(i)?.stand.as_ref()?;
            (s.hints.as_slice(), s.kept.is_some())
        }
        SuspectRef::Extra => (game.extra.as_ref()?.hints.as_slice(), false),
    };
    let mut known = public_knowledge(game);
    if let Viewer::Agent(me) = viewer {
        if me < game.agents.len() {
            add_private(game, me, suspect, &mut known);
        }
    }
    let identities = game.mission().identities();
    let mut cells = Vec::with_capacity(identities.len());
    if disguised {
        // I-M16: who could carry the number, who the suit. The number is the suspect card's own: dealt at setup and
        // hidden since, so any card the table ever saw is out. The suit is the kept card's, drawn from HQ, and a card
        // seen earlier may be back in HQ (an eliminated suspect is shuffled in): only a card's current place rules
        // it out as the kept card.
        let unknown = |why: fn(&Exclusion) -> bool| -> CardSet {
            identities
                .iter()
                .copied()
                .filter(|c| c.index().is_some_and(|i| known[i].as_ref().is_none_or(why)))
                .collect()
        };
        let number_carriers = unknown(|_| false);
        let suit_carriers = unknown(|why| matches!(why, Exclusion::ShownEarlier | Exclusion::Eliminated));
        let mut by_number = [0u8; 16];
        let mut by_suit = [0u8; 5];
        for c in number_carriers.iter() {
            by_number[usize::from(c.face_number())] += 1;
        }
        for c in suit_carriers.iter().filter(|c| !c.is_special()) {
            by_suit[c.suit.index()] += 1;
        }
        for &card in &identities {
            let mut excluded_by = hint_reasons(hints, card);
            let numbers = by_number[usize::from(card.face_number())];
            let suits = by_suit[card.suit.index()];
            if numbers == 0 {
                excluded_by.push(Exclusion::NoCardWithNumberLeft);
            }
            if suits == 0 {
                excluded_by.push(Exclusion::NoCardOfSuitLeft);
            }
            if numbers == 1 && suits == 1 && number_carriers.contains(card) && suit_carriers.contains(card) {
                excluded_by.push(Exclusion::OneCardCannotBeBoth);
            }
            cells.push(BoardCell { card, excluded_by });
        }
    } else {
        for &card in &identities {
            let mut excluded_by = hint_reasons(hints, card);
            if let Some(why) = card.index().and_then(|i| known[i]) {
                excluded_by.push(why);
            }
            cells.push(BoardCell { card, excluded_by });
        }
    }
    Some(HintBoard {
        suspect,
        disguised,
        cells,
    })
}

/// I-R1..I-R3: the hints that contradict `identity`.
fn hint_reasons(hints: &[super::card::Hint], identity: Card) -> Vec<Exclusion> {
    hints
        .iter()
        .enumerate()
        .filter(|(_, h)| related(h.card, identity) != h.vertical)
        .map(|(index, h)| Exclusion::Hint {
            index,
            card: h.card,
            vertical: h.vertical,
        })
        .collect()
}
