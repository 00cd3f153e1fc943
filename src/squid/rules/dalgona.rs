//! Game 2, Dalgona (G-DA1..G-DA7). In turns: each player places all their tokens on the shapes, then players turn
//! dalgona cards in G-S4 order until they stop or crack.

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event, Survival};
use super::game::{check_seat, not_now, Core, Flow};
use super::phase::Phase;
use super::types::{Actor, Contestant, DalgonaCard, Placement, Seat, Shape, Timer};
use super::values::shape_length;
use serde::{Deserialize, Serialize};

/// A token on a shape. `cell` 0 is the shape's starting cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShapeToken {
    pub token: Contestant,
    pub seat: Seat,
    pub shape: Shape,
    pub cell: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-DA3: `order[index]` places.
    Place { index: usize },
    /// G-DA4: the player turns cards.
    Turn { seat: Seat },
    /// G-DA5: which token advances.
    Advance {
        seat: Seat,
        shape: Shape,
        candidates: Vec<Contestant>,
    },
    /// G-DA6: which token cracks.
    Crack {
        seat: Seat,
        first_card: bool,
        candidates: Vec<Contestant>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Dalgona {
    pub(super) order: Vec<Seat>,
    pub(super) tokens: Vec<ShapeToken>,
    pub(super) unplaced: Vec<Vec<Contestant>>,
    pub(super) round: u8,
    /// Index into `order` of the player whose turn it is.
    turn_index: usize,
    /// The shuffled deck of this turn, top card last. Hidden.
    deck: Vec<DalgonaCard>,
    /// Cards turned this turn, in order.
    pub(super) turned: Vec<DalgonaCard>,
    step: Step,
}

impl Dalgona {
    pub(super) fn start(core: &mut Core, order: Vec<Seat>) -> Dalgona {
        let n = core.players();
        Dalgona {
            unplaced: (0..n).map(|s| core.team(s)).collect(),
            order,
            tokens: Vec::new(),
            round: 1,
            turn_index: 0,
            deck: Vec::new(),
            turned: Vec::new(),
            step: Step::Place { index: 0 },
        }
    }

    fn placer(&self) -> Option<Seat> {
        match self.step {
            Step::Place { index } => self.order.get(index).copied(),
            _ => None,
        }
    }

    fn on_board(&self, seat: Seat) -> bool {
        self.tokens.iter().any(|t| t.seat == seat)
    }

    /// The seat that must act now.
    fn acting(&self) -> Option<Seat> {
        match &self.step {
            Step::Place { .. } => self.placer(),
            Step::Turn { seat } | Step::Advance { seat, .. } | Step::Crack { seat, .. } => Some(*seat),
        }
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        self.acting().map(Actor::Player).into_iter().collect()
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        let Actor::Player(seat) = actor else {
            return Vec::new();
        };
        if self.acting() != Some(seat) {
            return Vec::new();
        }
        match &self.step {
            Step::Place { .. } => self.unplaced[seat]
                .iter()
                .flat_map(|&token| {
                    Shape::ALL.iter().map(move |&shape| Action::Place {
                        token,
                        at: Placement::Shape(shape),
                    })
                })
                .collect(),
            Step::Turn { .. } => {
                let mut actions = vec![Action::TurnCard];
                if !self.turned.is_empty() {
                    actions.push(Action::StopTurning);
                }
                actions
            }
            Step::Advance { candidates, .. } => candidates.iter().map(|&token| Action::Advance { token }).collect(),
            Step::Crack { candidates, .. } => candidates.iter().map(|&token| Action::Crack { token }).collect(),
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        let expected = self.acting().unwrap_or(0);
        match (&self.step, action) {
            (Step::Place { .. }, Action::Place { token, at }) => {
                let seat = check_seat(actor, ActionKind::Place, expected)?;
                if !matches!(at, Placement::Shape(_)) {
                    return Err(ActionError::WrongPlacement { at: *at });
                }
                if !self.unplaced[seat].contains(token) {
                    return Err(ActionError::NotToBePlaced { token: *token });
                }
                Ok(())
            }
            (Step::Turn { .. }, Action::TurnCard) => check_seat(actor, ActionKind::TurnCard, expected).map(|_| ()),
            (Step::Turn { .. }, Action::StopTurning) => {
                check_seat(actor, ActionKind::StopTurning, expected)?;
                // G-DA4: at least one card.
                if self.turned.is_empty() {
                    return Err(ActionError::MustTurnACard);
                }
                Ok(())
            }
            (Step::Advance { candidates, .. }, Action::Advance { token })
            | (Step::Crack { candidates, .. }, Action::Crack { token }) => {
                check_seat(actor, action.kind(), expected)?;
                if !candidates.contains(token) {
                    return Err(ActionError::NotACandidate { token: *token });
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
                at: Placement::Shape(shape),
            } => self.place(core, seat, token, shape, events),
            Action::TurnCard => self.turn_card(core, seat, events),
            Action::StopTurning => self.end_turn(core, seat, events),
            Action::Advance { token } => {
                self.advance(seat, token, events);
                self.after_card(core, seat, events)
            }
            Action::Crack { token } => self.crack(core, seat, token, events),
            _ => Flow::Continue,
        }
    }

    /// G-DA3: every token goes on a shape's starting cell; the next player places when one has placed all.
    fn place(&mut self, core: &mut Core, seat: Seat, token: Contestant, shape: Shape, events: &mut Vec<Event>) -> Flow {
        self.unplaced[seat].retain(|&t| t != token);
        self.tokens.push(ShapeToken {
            token,
            seat,
            shape,
            cell: 0,
        });
        events.push(Event::Placed {
            seat,
            token,
            at: Placement::Shape(shape),
        });
        let Step::Place { mut index } = self.step else {
            return Flow::Continue;
        };
        while self.order.get(index).is_some_and(|&s| self.unplaced[s].is_empty()) {
            index += 1;
        }
        if index < self.order.len() {
            self.step = Step::Place { index };
            return Flow::Continue;
        }
        self.turn_index = 0;
        self.start_turn(core, events)
    }

    /// G-DA4: the player on the right shuffles all 11 cards; a player without a token on the board is skipped.
    /// G-DA7: once everyone has had a turn, count down.
    fn start_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        loop {
            if self.tokens.is_empty() {
                return Flow::Done;
            }
            if self.turn_index >= self.order.len() {
                events.push(Event::RoundEnded { round: self.round });
                if core.count_down(events) == Timer::Zero {
                    for token in std::mem::take(&mut self.tokens) {
                        core.eliminate(token.token, Cause::TimeRanOut, events);
                    }
                    core.mark_timer_ran_out();
                    return Flow::Done;
                }
                self.round += 1;
                self.turn_index = 0;
            }
            let seat = self.order[self.turn_index];
            if self.on_board(seat) {
                events.push(Event::PlayerTurn { seat });
                core.count_turn();
                self.deck = core.dalgona_deck();
                self.turned.clear();
                self.step = Step::Turn { seat };
                return Flow::Continue;
            }
            events.push(Event::TurnSkipped { seat });
            self.turn_index += 1;
        }
    }

    fn turn_card(&mut self, core: &mut Core, seat: Seat, events: &mut Vec<Event>) -> Flow {
        let Some(card) = self.deck.pop() else {
            // Three Crack! cards make an exhausted deck impossible; end the turn should it ever happen.
            return self.end_turn(core, seat, events);
        };
        self.turned.push(card);
        events.push(Event::DalgonaCardTurned { seat, card });
        match card {
            DalgonaCard::Shape(shape) => {
                // G-DA5: one's own token on the shape, else any other player's.
                let own: Vec<Contestant> = self
                    .tokens
                    .iter()
                    .filter(|t| t.shape == shape && t.seat == seat)
                    .map(|t| t.token)
                    .collect();
                let candidates = if own.is_empty() {
                    self.tokens
                        .iter()
                        .filter(|t| t.shape == shape)
                        .map(|t| t.token)
                        .collect()
                } else {
                    own
                };
                match candidates.as_slice() {
                    [] => {
                        events.push(Event::NothingOnShape { shape });
                        self.after_card(core, seat, events)
                    }
                    [only] => {
                        self.advance(seat, *only, events);
                        self.after_card(core, seat, events)
                    }
                    _ => {
                        self.step = Step::Advance {
                            seat,
                            shape,
                            candidates,
                        };
                        Flow::Continue
                    }
                }
            }
            DalgonaCard::Crack => {
                // G-DA6: one's own token, or a rival's when Crack! is the first card.
                let first_card = self.turned.len() == 1;
                let candidates: Vec<Contestant> = self
                    .tokens
                    .iter()
                    .filter(|t| (t.seat == seat) != first_card)
                    .map(|t| t.token)
                    .collect();
                match candidates.as_slice() {
                    [] => {
                        events.push(Event::NoCrackVictim { seat });
                        self.end_turn(core, seat, events)
                    }
                    [only] => self.crack(core, seat, *only, events),
                    _ => {
                        self.step = Step::Crack {
                            seat,
                            first_card,
                            candidates,
                        };
                        Flow::Continue
                    }
                }
            }
        }
    }

    /// G-DA5 / G-DA1: one cell on; out of the last cell is carved.
    fn advance(&mut self, by: Seat, token: Contestant, events: &mut Vec<Event>) {
        let Some(index) = self.tokens.iter().position(|t| t.token == token) else {
            return;
        };
        let t = &mut self.tokens[index];
        t.cell += 1;
        let (shape, cell, seat) = (t.shape, t.cell, t.seat);
        events.push(Event::Advanced { by, token, shape, cell });
        if cell >= shape_length(shape) {
            self.tokens.remove(index);
            events.push(Event::Survived {
                token,
                seat,
                how: Survival::Carved(shape),
            });
        }
    }

    fn crack(&mut self, core: &mut Core, seat: Seat, token: Contestant, events: &mut Vec<Event>) -> Flow {
        let owner = self.tokens.iter().find(|t| t.token == token).map(|t| t.seat);
        self.tokens.retain(|t| t.token != token);
        let cause = if owner == Some(seat) {
            Cause::Crack
        } else {
            Cause::CrackedByRival { by: seat }
        };
        core.eliminate(token, cause, events);
        self.end_turn(core, seat, events)
    }

    /// After a shape card: the player goes on deciding, unless they have no token left on the board.
    fn after_card(&mut self, core: &mut Core, seat: Seat, events: &mut Vec<Event>) -> Flow {
        if self.tokens.is_empty() {
            events.push(Event::TurnEnded { seat });
            return Flow::Done;
        }
        if !self.on_board(seat) {
            return self.end_turn(core, seat, events);
        }
        self.step = Step::Turn { seat };
        Flow::Continue
    }

    fn end_turn(&mut self, core: &mut Core, seat: Seat, events: &mut Vec<Event>) -> Flow {
        events.push(Event::TurnEnded { seat });
        self.turn_index += 1;
        self.start_turn(core, events)
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match &self.step {
            Step::Place { .. } => {
                let placer = self.placer().unwrap_or(0);
                Phase::DalgonaPlace {
                    placer,
                    left: self.unplaced[placer].len(),
                }
            }
            Step::Turn { seat } => Phase::DalgonaTurn {
                round: self.round,
                player: *seat,
                turned: self.turned.len(),
            },
            Step::Advance {
                seat,
                shape,
                candidates,
            } => Phase::DalgonaAdvance {
                player: *seat,
                shape: *shape,
                candidates: candidates.clone(),
            },
            Step::Crack {
                seat,
                first_card,
                candidates,
            } => Phase::DalgonaCrack {
                player: *seat,
                first_card: *first_card,
                candidates: candidates.clone(),
            },
        }
    }

    pub(super) fn scramble_hidden(&mut self) {
        self.deck.reverse();
    }
}
