//! Game 4, Marbles (G-MA1..G-MA5). Tokens are paired in G-S4 order, then each player in turn picks a pair of
//! theirs and a game: odd or even (secret hide and guess) or rolling the marbles (played at the table or on screen;
//! the table enters the winner).

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event, Survival};
use super::game::{check_seat, not_now, Core, Flow};
use super::phase::Phase;
use super::types::{Actor, Contestant, MarblesGame, Parity, Placement, Seat};
use serde::{Deserialize, Serialize};

/// Marbles one can hide (G-MA4).
pub const MAX_HIDDEN_MARBLES: u8 = 2;

/// A group on the table: a lone token or a pair (G-MA1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// One or two tokens with their owners, in the order they were put down.
    pub tokens: Vec<(Contestant, Seat)>,
    /// The pair has played (or the lone token sat the game out).
    pub played: bool,
}

impl Group {
    fn has(&self, seat: Seat) -> bool {
        self.tokens.iter().any(|&(_, s)| s == seat)
    }

    /// A pair of two different players' tokens.
    fn mixed(&self) -> bool {
        self.tokens.len() == 2 && self.tokens[0].1 != self.tokens[1].1
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-MA1: `order[cursor]` puts a token down.
    Place { cursor: usize },
    /// G-MA2: `order[cursor]` picks a pair.
    Choose { cursor: usize },
    /// G-MA4: both choices are secret until both are in.
    OddEven {
        cursor: usize,
        pair: usize,
        chooser: Seat,
        partner: Seat,
        hidden: Option<u8>,
        guess: Option<Parity>,
    },
    /// G-MA5
    Roll {
        cursor: usize,
        pair: usize,
        chooser: Seat,
        partner: Seat,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Marbles {
    pub(super) order: Vec<Seat>,
    pub(super) groups: Vec<Group>,
    pub(super) unplaced: Vec<Vec<Contestant>>,
    step: Step,
}

impl Marbles {
    pub(super) fn start(core: &mut Core, order: Vec<Seat>) -> Marbles {
        let n = core.players();
        let mut game = Marbles {
            unplaced: (0..n).map(|s| core.team(s)).collect(),
            order,
            groups: Vec::new(),
            step: Step::Place { cursor: 0 },
        };
        game.step = Step::Place {
            cursor: game.next_with(0, |g, s| !g.unplaced[s].is_empty()).unwrap_or(0),
        };
        game
    }

    /// The first cursor from `cursor` on (clockwise, wrapping) whose player passes `test`.
    fn next_with(&self, cursor: usize, test: impl Fn(&Marbles, Seat) -> bool) -> Option<usize> {
        let n = self.order.len();
        (0..n).map(|k| (cursor + k) % n).find(|&c| test(self, self.order[c]))
    }

    fn has_unplayed(&self, seat: Seat) -> bool {
        self.groups.iter().any(|g| !g.played && g.has(seat))
    }

    /// Pairs `seat` may pick now (G-MA2).
    fn pairs_of(&self, seat: Seat) -> Vec<usize> {
        (0..self.groups.len())
            .filter(|&i| !self.groups[i].played && self.groups[i].has(seat))
            .collect()
    }

    fn lone_tokens(&self) -> impl Iterator<Item = Contestant> + '_ {
        self.groups
            .iter()
            .filter(|g| g.tokens.len() == 1 && !g.played)
            .map(|g| g.tokens[0].0)
    }

    /// The seat that must act now; `None` when the table enters a roll.
    fn acting(&self) -> Option<Seat> {
        match &self.step {
            Step::Place { cursor } | Step::Choose { cursor } => self.order.get(*cursor).copied(),
            Step::OddEven { .. } | Step::Roll { .. } => None,
        }
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        match &self.step {
            Step::Place { .. } | Step::Choose { .. } => self.acting().map(Actor::Player).into_iter().collect(),
            Step::OddEven {
                chooser,
                partner,
                hidden,
                guess,
                ..
            } => {
                let mut actors = Vec::with_capacity(2);
                if hidden.is_none() {
                    actors.push(Actor::Player(*chooser));
                }
                if guess.is_none() {
                    actors.push(Actor::Player(*partner));
                }
                actors
            }
            Step::Roll { .. } => vec![Actor::Table],
        }
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        match (&self.step, actor) {
            (Step::Roll { pair, .. }, Actor::Table) => self.groups[*pair]
                .tokens
                .iter()
                .map(|&(token, _)| Action::RollWinner { token })
                .collect(),
            (
                Step::OddEven {
                    chooser,
                    partner,
                    hidden,
                    guess,
                    ..
                },
                Actor::Player(seat),
            ) => {
                let mut actions = Vec::new();
                if seat == *chooser && hidden.is_none() {
                    actions.extend((0..=MAX_HIDDEN_MARBLES).map(|count| Action::HideMarbles { count }));
                }
                if seat == *partner && guess.is_none() {
                    actions.extend([Parity::Odd, Parity::Even].map(|parity| Action::GuessParity { parity }));
                }
                actions
            }
            (Step::Place { .. }, Actor::Player(seat)) if self.acting() == Some(seat) => {
                let lone: Vec<Contestant> = self.lone_tokens().collect();
                self.unplaced[seat]
                    .iter()
                    .flat_map(|&token| {
                        std::iter::once(Placement::Alone)
                            .chain(lone.iter().map(|&t| Placement::Beside(t)))
                            .map(move |at| Action::Place { token, at })
                    })
                    .collect()
            }
            (Step::Choose { .. }, Actor::Player(seat)) if self.acting() == Some(seat) => self
                .pairs_of(seat)
                .into_iter()
                .flat_map(|pair| {
                    let group = &self.groups[pair];
                    if group.mixed() {
                        [MarblesGame::OddOrEven, MarblesGame::RollTheMarbles]
                            .map(|game| Action::ChooseGame { pair, game })
                            .to_vec()
                    } else {
                        group
                            .tokens
                            .iter()
                            .map(|&(keep, _)| Action::KeepOne { pair, keep })
                            .collect()
                    }
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        let expected = self.acting().unwrap_or(0);
        match (&self.step, action) {
            (Step::Place { .. }, Action::Place { token, at }) => {
                let seat = check_seat(actor, ActionKind::Place, expected)?;
                if !self.unplaced[seat].contains(token) {
                    return Err(ActionError::NotToBePlaced { token: *token });
                }
                match at {
                    Placement::Alone => Ok(()),
                    Placement::Beside(other) if self.lone_tokens().any(|t| t == *other) => Ok(()),
                    Placement::Beside(other) => Err(ActionError::NotALoneToken { token: *other }),
                    _ => Err(ActionError::WrongPlacement { at: *at }),
                }
            }
            (Step::Choose { .. }, Action::ChooseGame { pair, .. })
            | (Step::Choose { .. }, Action::KeepOne { pair, .. }) => {
                let seat = check_seat(actor, action.kind(), expected)?;
                let group = self.groups.get(*pair).ok_or(ActionError::NoSuchPair { pair: *pair })?;
                if group.played || group.tokens.len() < 2 {
                    return Err(ActionError::PairAlreadyPlayed { pair: *pair });
                }
                if !group.has(seat) {
                    return Err(ActionError::NotYourPair { pair: *pair, seat });
                }
                match action {
                    Action::ChooseGame { .. } if !group.mixed() => Err(ActionError::OwnPairPlaysNoGame { pair: *pair }),
                    Action::KeepOne { .. } if group.mixed() => Err(ActionError::PairNeedsAGame { pair: *pair }),
                    Action::KeepOne { keep, .. } if !group.tokens.iter().any(|&(t, _)| t == *keep) => {
                        Err(ActionError::NotInPair {
                            token: *keep,
                            pair: *pair,
                        })
                    }
                    _ => Ok(()),
                }
            }
            (Step::OddEven { chooser, hidden, .. }, Action::HideMarbles { count }) => {
                let Actor::Player(seat) = actor else {
                    return Err(ActionError::NotForTheTable {
                        action: ActionKind::HideMarbles,
                    });
                };
                if seat != *chooser {
                    return Err(ActionError::NotTheChooser {
                        seat,
                        chooser: *chooser,
                    });
                }
                if hidden.is_some() {
                    return Err(ActionError::AlreadyLocked { seat });
                }
                if *count > MAX_HIDDEN_MARBLES {
                    return Err(ActionError::TooManyMarbles {
                        count: *count,
                        max: MAX_HIDDEN_MARBLES,
                    });
                }
                Ok(())
            }
            (Step::OddEven { partner, guess, .. }, Action::GuessParity { .. }) => {
                let Actor::Player(seat) = actor else {
                    return Err(ActionError::NotForTheTable {
                        action: ActionKind::GuessParity,
                    });
                };
                if seat != *partner {
                    return Err(ActionError::NotThePartner {
                        seat,
                        partner: *partner,
                    });
                }
                if guess.is_some() {
                    return Err(ActionError::AlreadyLocked { seat });
                }
                Ok(())
            }
            (Step::Roll { pair, .. }, Action::RollWinner { token }) => {
                if actor != Actor::Table {
                    return Err(ActionError::OnlyTheTable {
                        action: ActionKind::RollWinner,
                    });
                }
                if !self.groups[*pair].tokens.iter().any(|&(t, _)| t == *token) {
                    return Err(ActionError::NotInPair {
                        token: *token,
                        pair: *pair,
                    });
                }
                Ok(())
            }
            _ => Err(not_now(action)),
        }
    }

    pub(super) fn apply(&mut self, core: &mut Core, actor: Actor, action: Action, events: &mut Vec<Event>) -> Flow {
        match (action, actor) {
            (Action::Place { token, at }, Actor::Player(seat)) => self.place(seat, token, at, events),
            (Action::ChooseGame { pair, game }, Actor::Player(seat)) => {
                let Step::Choose { cursor } = self.step else {
                    return Flow::Continue;
                };
                let partner = self.groups[pair]
                    .tokens
                    .iter()
                    .map(|&(_, s)| s)
                    .find(|&s| s != seat)
                    .unwrap_or(seat);
                events.push(Event::GameChosen {
                    pair,
                    chooser: seat,
                    game,
                });
                self.step = match game {
                    MarblesGame::OddOrEven => Step::OddEven {
                        cursor,
                        pair,
                        chooser: seat,
                        partner,
                        hidden: None,
                        guess: None,
                    },
                    MarblesGame::RollTheMarbles => Step::Roll {
                        cursor,
                        pair,
                        chooser: seat,
                        partner,
                    },
                };
                Flow::Continue
            }
            (Action::KeepOne { pair, keep }, Actor::Player(_)) => {
                // G-MA3: no game; one survives, the other is eliminated.
                let Step::Choose { cursor } = self.step else {
                    return Flow::Continue;
                };
                self.settle(core, pair, keep, Survival::KeptFromOwnPair, Cause::OwnPair, events);
                self.next_chooser(cursor + 1)
            }
            (Action::HideMarbles { count }, Actor::Player(seat)) => {
                if let Step::OddEven { hidden, .. } = &mut self.step {
                    *hidden = Some(count);
                }
                events.push(Event::PickLocked { seat });
                self.maybe_reveal(core, events)
            }
            (Action::GuessParity { parity }, Actor::Player(seat)) => {
                if let Step::OddEven { guess, .. } = &mut self.step {
                    *guess = Some(parity);
                }
                events.push(Event::PickLocked { seat });
                self.maybe_reveal(core, events)
            }
            (Action::RollWinner { token }, Actor::Table) => {
                let Step::Roll { cursor, pair, .. } = self.step else {
                    return Flow::Continue;
                };
                events.push(Event::RollWon { pair, winner: token });
                self.settle(core, pair, token, Survival::WonAtMarbles, Cause::LostAtMarbles, events);
                self.next_chooser(cursor + 1)
            }
            _ => Flow::Continue,
        }
    }

    /// G-MA1: alone, or beside a lone token. Once everything is down, lone tokens pair up in the order they were
    /// put down, and a last one left alone survives without playing.
    fn place(&mut self, seat: Seat, token: Contestant, at: Placement, events: &mut Vec<Event>) -> Flow {
        self.unplaced[seat].retain(|&t| t != token);
        match at {
            Placement::Beside(other) => {
                if let Some(group) = self
                    .groups
                    .iter_mut()
                    .find(|g| g.tokens.len() == 1 && g.tokens[0].0 == other)
                {
                    group.tokens.push((token, seat));
                }
            }
            _ => self.groups.push(Group {
                tokens: vec![(token, seat)],
                played: false,
            }),
        }
        events.push(Event::Placed { seat, token, at });
        let Step::Place { cursor } = self.step else {
            return Flow::Continue;
        };
        if let Some(next) = self.next_with(cursor + 1, |g, s| !g.unplaced[s].is_empty()) {
            self.step = Step::Place { cursor: next };
            return Flow::Continue;
        }
        // Lone tokens pair with each other.
        let lone: Vec<usize> = (0..self.groups.len())
            .filter(|&i| self.groups[i].tokens.len() == 1)
            .collect();
        let mut formed = Vec::new();
        for chunk in lone.chunks(2) {
            if let [a, b] = *chunk {
                let moved = self.groups[b].tokens[0];
                self.groups[a].tokens.push(moved);
                self.groups[b].tokens.clear();
                formed.push(self.groups[a].tokens[0].0);
            }
        }
        self.groups.retain(|g| !g.tokens.is_empty());
        for first in formed {
            if let Some(pair) = self.groups.iter().position(|g| g.tokens[0].0 == first) {
                let tokens = [self.groups[pair].tokens[0].0, self.groups[pair].tokens[1].0];
                events.push(Event::LoneTokensPaired { pair, tokens });
            }
        }
        for group in self.groups.iter_mut().filter(|g| g.tokens.len() == 1) {
            group.played = true;
            let (token, seat) = group.tokens[0];
            events.push(Event::Survived {
                token,
                seat,
                how: Survival::SatOutMarbles,
            });
        }
        self.next_chooser(0)
    }

    /// G-MA2: the next player clockwise (from `order[cursor]`) with an unplayed pair; done when none is left.
    fn next_chooser(&mut self, cursor: usize) -> Flow {
        match self.next_with(cursor % self.order.len().max(1), |g, s| g.has_unplayed(s)) {
            Some(cursor) => {
                self.step = Step::Choose { cursor };
                Flow::Continue
            }
            None => Flow::Done,
        }
    }

    fn maybe_reveal(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        let Step::OddEven {
            cursor,
            pair,
            chooser,
            partner,
            hidden: Some(hidden),
            guess: Some(guess),
        } = self.step
        else {
            return Flow::Continue;
        };
        // G-MA4: right guess, the partner survives; wrong, the chooser. Hiding nothing loses.
        let guessed_right = guess == Parity::of(hidden);
        events.push(Event::MarblesRevealed {
            pair,
            hidden,
            guess,
            guessed_right,
        });
        let winner_seat = if hidden == 0 || guessed_right { partner } else { chooser };
        let winner = self.groups[pair]
            .tokens
            .iter()
            .find(|&&(_, s)| s == winner_seat)
            .map(|&(t, _)| t);
        if let Some(winner) = winner {
            self.settle(core, pair, winner, Survival::WonAtMarbles, Cause::LostAtMarbles, events);
        }
        self.next_chooser(cursor + 1)
    }

    /// Ends a pair: `keep` survives, the other token is eliminated.
    fn settle(
        &mut self,
        core: &mut Core,
        pair: usize,
        keep: Contestant,
        survival: Survival,
        cause: Cause,
        events: &mut Vec<Event>,
    ) {
        core.count_turn();
        let group = &mut self.groups[pair];
        group.played = true;
        for &(token, seat) in &group.tokens.clone() {
            if token == keep {
                events.push(Event::Survived {
                    token,
                    seat,
                    how: survival,
                });
            } else {
                core.eliminate(token, cause, events);
            }
        }
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match &self.step {
            Step::Place { cursor } => {
                let placer = self.order[*cursor];
                Phase::MarblesPlace {
                    placer,
                    left: self.unplaced[placer].len(),
                }
            }
            Step::Choose { cursor } => {
                let chooser = self.order[*cursor];
                Phase::MarblesChoose {
                    chooser,
                    pairs: self.pairs_of(chooser),
                }
            }
            Step::OddEven {
                pair,
                chooser,
                partner,
                hidden,
                guess,
                ..
            } => Phase::MarblesOddEven {
                pair: *pair,
                chooser: *chooser,
                partner: *partner,
                hidden: hidden.is_some(),
                guessed: guess.is_some(),
            },
            Step::Roll {
                pair, chooser, partner, ..
            } => Phase::MarblesRoll {
                pair: *pair,
                chooser: *chooser,
                partner: *partner,
            },
        }
    }

    /// The viewer's own secret in an odd-or-even game: what they hid (chooser) or guessed (partner).
    pub(super) fn own_secret(&self, seat: Seat) -> (Option<u8>, Option<Parity>) {
        match &self.step {
            Step::OddEven {
                chooser,
                partner,
                hidden,
                guess,
                ..
            } => (hidden.filter(|_| *chooser == seat), guess.filter(|_| *partner == seat)),
            _ => (None, None),
        }
    }
}
