//! Game 3, Tug of War (G-TW1..G-TW6). Tokens go on the ropes one at a time in G-S4 order, then everyone puts
//! cards behind their tokens in secret, and the three matches are revealed one by one.

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event, RopeSideReveal, Survival, TugResult};
use super::game::{check_picker, check_seat, choosing, not_now, pick_statuses, Core, Flow};
use super::phase::Phase;
use super::types::{Actor, Contestant, Placement, Seat, Side};
use super::values::{PARTICIPANT_CARDS, ROPES, SLOTS_PER_SIDE};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-TW2: `order[cursor]` places one token.
    Place { cursor: usize },
    /// G-TW3: secret cards.
    Cards,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct TugOfWar {
    pub(super) order: Vec<Seat>,
    /// `ropes[rope][side]`: tokens with their owners, in placement order.
    pub(super) ropes: Vec<[Vec<(Contestant, Seat)>; 2]>,
    pub(super) unplaced: Vec<Vec<Contestant>>,
    /// Secret: the card behind each token, per player.
    pub(super) cards: Vec<Vec<(Contestant, u8)>>,
    pub(super) locked: Vec<Option<()>>,
    pub(super) playing: Vec<bool>,
    step: Step,
}

impl TugOfWar {
    pub(super) fn start(core: &mut Core, order: Vec<Seat>, events: &mut Vec<Event>) -> TugOfWar {
        let n = core.players();
        let mut game = TugOfWar {
            unplaced: (0..n).map(|s| core.team(s)).collect(),
            order,
            ropes: (0..ROPES).map(|_| [Vec::new(), Vec::new()]).collect(),
            cards: vec![Vec::new(); n],
            locked: vec![None; n],
            playing: vec![false; n],
            step: Step::Place { cursor: 0 },
        };
        // Every player has a token at the start of a game (G-S3), so this only finds the first placer.
        game.find_placer(core, 0, events);
        game
    }

    /// G-TW2: a token may go on `side` of `rope` if that side has a free slot and would not then have two more
    /// tokens than the side it pulls against.
    pub(super) fn can_place(&self, rope: usize, side: Side) -> bool {
        let Some(r) = self.ropes.get(rope) else {
            return false;
        };
        let here = r[side.index()].len();
        let there = r[side.other().index()].len();
        here < SLOTS_PER_SIDE && here <= there
    }

    fn open_slots(&self) -> Vec<(u8, Side)> {
        (0..ROPES)
            .flat_map(|rope| Side::BOTH.map(|side| (rope, side)))
            .filter(|&(rope, side)| self.can_place(rope, side))
            .map(|(rope, side)| (rope as u8, side))
            .collect()
    }

    /// The next player (from `order[cursor]` on, clockwise) with a token to place. When no slot is left, every
    /// token still in hand is eliminated (G-TW2) and the cards are played.
    fn find_placer(&mut self, core: &mut Core, cursor: usize, events: &mut Vec<Event>) -> Flow {
        let n = self.order.len();
        if self.open_slots().is_empty() {
            for seat in self.order.clone() {
                for token in std::mem::take(&mut self.unplaced[seat]) {
                    core.eliminate(token, Cause::NoRoomOnTheRopes, events);
                }
            }
        }
        for k in 0..n {
            let c = (cursor + k) % n;
            if !self.unplaced[self.order[c]].is_empty() {
                self.step = Step::Place { cursor: c };
                return Flow::Continue;
            }
        }
        self.start_cards(core)
    }

    fn start_cards(&mut self, core: &mut Core) -> Flow {
        for seat in 0..core.players() {
            let on_a_rope = self.tokens_of(seat).next().is_some();
            self.playing[seat] = on_a_rope;
        }
        self.step = Step::Cards;
        Flow::Continue
    }

    fn tokens_of(&self, seat: Seat) -> impl Iterator<Item = Contestant> + '_ {
        self.ropes
            .iter()
            .flat_map(|r| r.iter())
            .flatten()
            .filter(move |(_, s)| *s == seat)
            .map(|(t, _)| *t)
    }

    fn placer(&self) -> Option<Seat> {
        match self.step {
            Step::Place { cursor } => self.order.get(cursor).copied(),
            Step::Cards => None,
        }
    }

    /// G-TW3: one card per token, or all six with more than six tokens.
    pub(super) fn cards_needed(&self, seat: Seat) -> usize {
        self.tokens_of(seat).count().min(PARTICIPANT_CARDS.len())
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        match self.step {
            Step::Place { .. } => self.placer().map(Actor::Player).into_iter().collect(),
            Step::Cards => choosing(&self.playing, &self.locked),
        }
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        let Actor::Player(seat) = actor else {
            return Vec::new();
        };
        match self.step {
            Step::Place { .. } => {
                if self.placer() != Some(seat) {
                    return Vec::new();
                }
                let slots = self.open_slots();
                self.unplaced[seat]
                    .iter()
                    .flat_map(|&token| {
                        slots.iter().map(move |&(rope, side)| Action::Place {
                            token,
                            at: Placement::Rope { rope, side },
                        })
                    })
                    .collect()
            }
            Step::Cards => {
                if !self.playing[seat] || self.locked[seat].is_some() {
                    return Vec::new();
                }
                let mine = &self.cards[seat];
                let free: Vec<u8> = PARTICIPANT_CARDS
                    .iter()
                    .copied()
                    .filter(|&card| !mine.iter().any(|&(_, c)| c == card))
                    .collect();
                let tokens: Vec<Contestant> = self.tokens_of(seat).collect();
                let mut actions = Vec::with_capacity(tokens.len() * free.len() + mine.len() + 1);
                for &token in &tokens {
                    actions.extend(free.iter().map(|&card| Action::AssignCard { token, card }));
                }
                actions.extend(mine.iter().map(|&(token, _)| Action::TakeBackCard { token }));
                if mine.len() == self.cards_needed(seat) {
                    actions.push(Action::LockCards);
                }
                actions
            }
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        match (self.step, action) {
            (Step::Place { .. }, Action::Place { token, at }) => {
                let seat = check_seat(actor, ActionKind::Place, self.placer().unwrap_or(0))?;
                let Placement::Rope { rope, side } = *at else {
                    return Err(ActionError::WrongPlacement { at: *at });
                };
                if !self.unplaced[seat].contains(token) {
                    return Err(ActionError::NotToBePlaced { token: *token });
                }
                let Some(r) = self.ropes.get(rope as usize) else {
                    return Err(ActionError::NoSuchRope { rope });
                };
                if r[side.index()].len() >= SLOTS_PER_SIDE {
                    return Err(ActionError::SideFull { rope, side });
                }
                if !self.can_place(rope as usize, side) {
                    return Err(ActionError::Unbalanced { rope, side });
                }
                Ok(())
            }
            (Step::Cards, Action::AssignCard { token, card }) => {
                let seat = check_picker(actor, ActionKind::AssignCard, &self.playing, &self.locked)?;
                if !self.tokens_of(seat).any(|t| t == *token) {
                    return Err(ActionError::NotYourToken { token: *token, seat });
                }
                if !PARTICIPANT_CARDS.contains(card) {
                    return Err(ActionError::NoSuchCard { card: *card });
                }
                if let Some(&(holder, _)) = self.cards[seat].iter().find(|&&(_, c)| c == *card) {
                    return Err(ActionError::CardInUse {
                        card: *card,
                        token: holder,
                    });
                }
                Ok(())
            }
            (Step::Cards, Action::TakeBackCard { token }) => {
                let seat = check_picker(actor, ActionKind::TakeBackCard, &self.playing, &self.locked)?;
                if !self.cards[seat].iter().any(|&(t, _)| t == *token) {
                    return Err(ActionError::NoCardBehind { token: *token });
                }
                Ok(())
            }
            (Step::Cards, Action::LockCards) => {
                let seat = check_picker(actor, ActionKind::LockCards, &self.playing, &self.locked)?;
                let (placed, needed) = (self.cards[seat].len(), self.cards_needed(seat));
                if placed != needed {
                    return Err(ActionError::CardsMissing { placed, needed });
                }
                Ok(())
            }
            _ => Err(not_now(action)),
        }
    }

    pub(super) fn apply(&mut self, core: &mut Core, actor: Actor, action: Action, events: &mut Vec<Event>) -> Flow {
        let Some(seat) = actor.seat() else {
            return Flow::Continue;
        };
        match action {
            Action::Place {
                token,
                at: Placement::Rope { rope, side },
            } => {
                self.unplaced[seat].retain(|&t| t != token);
                self.ropes[rope as usize][side.index()].push((token, seat));
                events.push(Event::Placed {
                    seat,
                    token,
                    at: Placement::Rope { rope, side },
                });
                let cursor = match self.step {
                    Step::Place { cursor } => cursor + 1,
                    Step::Cards => 0,
                };
                self.find_placer(core, cursor, events)
            }
            Action::AssignCard { token, card } => {
                let mine = &mut self.cards[seat];
                match mine.iter_mut().find(|(t, _)| *t == token) {
                    Some(entry) => entry.1 = card,
                    None => mine.push((token, card)),
                }
                events.push(Event::PickChanged { seat });
                Flow::Continue
            }
            Action::TakeBackCard { token } => {
                self.cards[seat].retain(|&(t, _)| t != token);
                events.push(Event::PickChanged { seat });
                Flow::Continue
            }
            Action::LockCards => {
                self.locked[seat] = Some(());
                events.push(Event::PickLocked { seat });
                if (0..core.players()).all(|s| !self.playing[s] || self.locked[s].is_some()) {
                    self.reveal(core, events);
                    return Flow::Done;
                }
                Flow::Continue
            }
            _ => Flow::Continue,
        }
    }

    /// G-TW4..G-TW6: one rope at a time.
    fn reveal(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        core.count_turn();
        for rope in 0..self.ropes.len() {
            let sides: [RopeSideReveal; 2] = Side::BOTH.map(|side| {
                let tokens: Vec<Contestant> = self.ropes[rope][side.index()].iter().map(|(t, _)| *t).collect();
                let cards: Vec<Option<u8>> = self.ropes[rope][side.index()]
                    .iter()
                    .map(|&(t, s)| self.cards[s].iter().find(|(x, _)| *x == t).map(|&(_, c)| c))
                    .collect();
                let sum = cards.iter().flatten().map(|&c| u32::from(c)).sum();
                RopeSideReveal { tokens, cards, sum }
            });
            let zeros = sides
                .iter()
                .flat_map(|s| s.cards.iter())
                .filter(|c| **c == Some(0))
                .count() as u32;
            let result = tug_result(&sides, zeros);
            let winners: Vec<Side> = match result {
                TugResult::Empty | TugResult::BothEliminated => Vec::new(),
                TugResult::Unopposed(s)
                | TugResult::GreaterSum(s)
                | TugResult::SmallerSum(s)
                | TugResult::MoreTokens(s) => {
                    vec![s]
                }
            };
            events.push(Event::RopeRevealed {
                rope: rope as u8,
                sides: sides.clone(),
                zeros,
                result,
            });
            for side in Side::BOTH {
                for &(token, seat) in &self.ropes[rope][side.index()] {
                    if winners.contains(&side) {
                        events.push(Event::Survived {
                            token,
                            seat,
                            how: Survival::WonTheTug,
                        });
                    } else {
                        let cause = if result == TugResult::BothEliminated {
                            Cause::BoredVips
                        } else {
                            Cause::LostTheTug
                        };
                        core.eliminate(token, cause, events);
                    }
                }
            }
        }
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match self.step {
            Step::Place { .. } => {
                let placer = self.placer().unwrap_or(0);
                Phase::TugPlace {
                    placer,
                    left: self.unplaced[placer].len(),
                }
            }
            Step::Cards => Phase::TugCards {
                picks: pick_statuses(&self.playing, &self.locked),
            },
        }
    }
}

/// G-TW4..G-TW6 for one rope.
fn tug_result(sides: &[RopeSideReveal; 2], zeros: u32) -> TugResult {
    let [left, right] = sides;
    match (left.tokens.is_empty(), right.tokens.is_empty()) {
        (true, true) => return TugResult::Empty,
        (false, true) => return TugResult::Unopposed(Side::Left),
        (true, false) => return TugResult::Unopposed(Side::Right),
        (false, false) => {}
    }
    use std::cmp::Ordering;
    match left.sum.cmp(&right.sum) {
        Ordering::Equal => match left.tokens.len().cmp(&right.tokens.len()) {
            Ordering::Greater => TugResult::MoreTokens(Side::Left),
            Ordering::Less => TugResult::MoreTokens(Side::Right),
            Ordering::Equal => TugResult::BothEliminated,
        },
        order => {
            let greater = if order == Ordering::Greater {
                Side::Left
            } else {
                Side::Right
            };
            // G-TW5: an odd number of zeros turns the match round.
            if zeros % 2 == 1 {
                TugResult::SmallerSum(greater.other())
            } else {
                TugResult::GreaterSum(greater)
            }
        }
    }
}
