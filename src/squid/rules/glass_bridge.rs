//! Game 5, Glass Bridge (G-GB1..G-GB10). Tokens queue under the figures, the bridge goes at one end, then every
//! turn each player plays a card from their hand in secret and moves a token across, one position at a time.
//!
//! Positions: the waiting line is 0 (next to the bridge), −1, −2, …; glass tile `k` is position `k` (1-based);
//! stepping past the last tile is crossing.

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event, Survival, TokenMove};
use super::game::{check_picker, check_seat, choosing, not_now, pick_statuses, Core, Flow};
use super::phase::Phase;
use super::types::{Actor, Contestant, Placement, Seat, Side, Timer};
use super::values::{figure_boards, glass_tiles, FIGURES_PER_BOARD, PARTICIPANT_CARDS, POSITION_CAPACITY};
use serde::{Deserialize, Serialize};

/// A token in the waiting line or on the bridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BridgeToken {
    pub token: Contestant,
    pub seat: Seat,
    pub position: i16,
}

/// G-GB2: a glass tile. `broken` is secret until someone steps on the tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Tile {
    pub(super) broken: Side,
    pub(super) revealed: bool,
}

/// A token being moved: `steps_left` more steps; `namer` names the panes it steps on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Motion {
    token: Contestant,
    steps_left: u8,
    namer: Seat,
}

/// The decision the bridge waits for while players act (G-GB4..G-GB8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Pending {
    /// G-GB5: which token moves `card` positions.
    ChooseToken { seat: Seat, card: u8 },
    /// G-GB8: push someone (or not).
    PushCard { seat: Seat },
    /// G-GB6 / G-GB8: the side of the next tile.
    Jump { motion: Motion },
    /// G-GB7: which of `candidates` is pushed on.
    Crowd { position: i16, candidates: Vec<Contestant> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-GB3: `order[cursor]` places a token.
    Place { cursor: usize },
    /// G-GB3: the cards deciding the bridge's end.
    SideCards,
    /// G-GB4: secret cards from the hands.
    Pick,
    /// G-GB4: `queue[next - 1]` (the `mover`) is acting and `pending` is awaited.
    Act {
        queue: Vec<(Seat, u8)>,
        next: usize,
        mover: Seat,
        pending: Pending,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct GlassBridge {
    pub(super) order: Vec<Seat>,
    /// G-GB1: the figure line during set-up, left to right.
    pub(super) figures: Vec<Option<(Contestant, Seat)>>,
    pub(super) unplaced: Vec<Vec<Contestant>>,
    pub(super) tiles: Vec<Tile>,
    /// Tokens that have neither crossed nor fallen.
    pub(super) tokens: Vec<BridgeToken>,
    /// G-GB3: the end of the line where the bridge stands.
    pub(super) end: Option<Side>,
    /// G-GB9: the cards each player still holds (public: played cards are discarded face up).
    pub(super) hands: Vec<Vec<u8>>,
    pub(super) picks: Vec<Option<u8>>,
    pub(super) playing: Vec<bool>,
    pub(super) turn: u32,
    /// G-GB10: the VIPs acted this turn.
    vips_struck: bool,
    pub(super) last_cards: Vec<(Seat, u8)>,
    step: Step,
}

impl GlassBridge {
    pub(super) fn start(core: &mut Core, order: Vec<Seat>) -> GlassBridge {
        let n = core.players();
        let unplaced: Vec<Vec<Contestant>> = (0..n).map(|s| core.team(s)).collect();
        let total: usize = unplaced.iter().map(Vec::len).sum();
        let tiles = core
            .glass(glass_tiles(total))
            .into_iter()
            .map(|broken| Tile {
                broken,
                revealed: false,
            })
            .collect();
        let mut game = GlassBridge {
            order,
            figures: vec![None; figure_boards(total) * FIGURES_PER_BOARD],
            unplaced,
            tiles,
            tokens: Vec::new(),
            end: None,
            hands: vec![PARTICIPANT_CARDS.to_vec(); n],
            picks: vec![None; n],
            playing: vec![false; n],
            turn: 0,
            vips_struck: false,
            last_cards: Vec::new(),
            step: Step::Place { cursor: 0 },
        };
        game.step = Step::Place {
            cursor: game.next_placer(0).unwrap_or(0),
        };
        game
    }

    fn next_placer(&self, cursor: usize) -> Option<usize> {
        let n = self.order.len();
        (0..n)
            .map(|k| (cursor + k) % n)
            .find(|&c| !self.unplaced[self.order[c]].is_empty())
    }

    fn last_tile(&self) -> i16 {
        self.tiles.len() as i16
    }

    fn count_at(&self, position: i16) -> usize {
        self.tokens.iter().filter(|t| t.position == position).count()
    }

    fn position_of(&self, token: Contestant) -> Option<i16> {
        self.tokens.iter().find(|t| t.token == token).map(|t| t.position)
    }

    fn tokens_of(&self, seat: Seat) -> Vec<Contestant> {
        let mut mine: Vec<&BridgeToken> = self.tokens.iter().filter(|t| t.seat == seat).collect();
        mine.sort_by_key(|t| (std::cmp::Reverse(t.position), std::cmp::Reverse(t.token)));
        mine.into_iter().map(|t| t.token).collect()
    }

    /// G-GB8: other players' tokens sharing a position with one of `seat`'s.
    pub(super) fn push_targets(&self, seat: Seat) -> Vec<Contestant> {
        let mut targets: Vec<Contestant> = self
            .tokens
            .iter()
            .filter(|t| t.seat != seat)
            .filter(|t| self.tokens.iter().any(|m| m.seat == seat && m.position == t.position))
            .map(|t| t.token)
            .collect();
        targets.sort_unstable();
        targets
    }

    fn placer(&self) -> Option<Seat> {
        match self.step {
            Step::Place { cursor } => self.order.get(cursor).copied(),
            _ => None,
        }
    }

    /// Who decides the pending step.
    fn decider(&self) -> Option<Seat> {
        match &self.step {
            Step::Place { .. } => self.placer(),
            Step::Act { mover, pending, .. } => Some(match pending {
                Pending::ChooseToken { seat, .. } | Pending::PushCard { seat } => *seat,
                Pending::Jump { motion } => motion.namer,
                Pending::Crowd { .. } => *mover,
            }),
            Step::SideCards | Step::Pick => None,
        }
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        match &self.step {
            Step::SideCards | Step::Pick => choosing(&self.playing, &self.picks),
            _ => self.decider().map(Actor::Player).into_iter().collect(),
        }
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        let Actor::Player(seat) = actor else {
            return Vec::new();
        };
        match &self.step {
            Step::SideCards | Step::Pick => {
                if !self.playing[seat] || self.picks[seat].is_some() {
                    return Vec::new();
                }
                let cards: &[u8] = if matches!(self.step, Step::Pick) {
                    &self.hands[seat]
                } else {
                    &PARTICIPANT_CARDS
                };
                cards.iter().map(|&card| Action::PlayCard { card }).collect()
            }
            _ if self.decider() != Some(seat) => Vec::new(),
            Step::Place { .. } => {
                let free: Vec<u8> = (0..self.figures.len())
                    .filter(|&i| self.figures[i].is_none())
                    .map(|i| i as u8)
                    .collect();
                self.unplaced[seat]
                    .iter()
                    .flat_map(|&token| {
                        free.iter().map(move |&place| Action::Place {
                            token,
                            at: Placement::Figure(place),
                        })
                    })
                    .collect()
            }
            Step::Act { pending, .. } => match pending {
                Pending::ChooseToken { .. } => self
                    .tokens_of(seat)
                    .into_iter()
                    .map(|token| Action::Advance { token })
                    .collect(),
                Pending::PushCard { .. } => {
                    let mut actions: Vec<Action> = self
                        .push_targets(seat)
                        .into_iter()
                        .map(|token| Action::Push { token })
                        .collect();
                    actions.push(Action::NoPush);
                    actions
                }
                Pending::Jump { .. } => Side::BOTH.map(|side| Action::JumpSide { side }).to_vec(),
                Pending::Crowd { candidates, .. } => {
                    candidates.iter().map(|&token| Action::CrowdPush { token }).collect()
                }
            },
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        let expected = self.decider().unwrap_or(0);
        match (&self.step, action) {
            (Step::Place { .. }, Action::Place { token, at }) => {
                let seat = check_seat(actor, ActionKind::Place, expected)?;
                if !self.unplaced[seat].contains(token) {
                    return Err(ActionError::NotToBePlaced { token: *token });
                }
                let Placement::Figure(place) = *at else {
                    return Err(ActionError::WrongPlacement { at: *at });
                };
                match self.figures.get(place as usize) {
                    None => Err(ActionError::NoSuchFigure {
                        place,
                        figures: self.figures.len(),
                    }),
                    Some(Some(_)) => Err(ActionError::FigureTaken { place }),
                    Some(None) => Ok(()),
                }
            }
            (Step::SideCards, Action::PlayCard { card }) | (Step::Pick, Action::PlayCard { card }) => {
                let seat = check_picker(actor, ActionKind::PlayCard, &self.playing, &self.picks)?;
                if !PARTICIPANT_CARDS.contains(card) {
                    return Err(ActionError::NoSuchCard { card: *card });
                }
                if matches!(self.step, Step::Pick) && !self.hands[seat].contains(card) {
                    return Err(ActionError::CardNotInHand { card: *card });
                }
                Ok(())
            }
            (Step::Act { pending, .. }, _) => {
                let seat = check_seat(actor, action.kind(), expected)?;
                match (pending, action) {
                    (Pending::ChooseToken { .. }, Action::Advance { token }) => {
                        if self.tokens_of(seat).contains(token) {
                            Ok(())
                        } else {
                            Err(ActionError::NotACandidate { token: *token })
                        }
                    }
                    (Pending::PushCard { .. }, Action::Push { token }) => {
                        if self.push_targets(seat).contains(token) {
                            Ok(())
                        } else {
                            Err(ActionError::NotACandidate { token: *token })
                        }
                    }
                    (Pending::PushCard { .. }, Action::NoPush) | (Pending::Jump { .. }, Action::JumpSide { .. }) => {
                        Ok(())
                    }
                    (Pending::Crowd { candidates, .. }, Action::CrowdPush { token }) => {
                        if candidates.contains(token) {
                            Ok(())
                        } else {
                            Err(ActionError::NotACandidate { token: *token })
                        }
                    }
                    _ => Err(not_now(action)),
                }
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
                at: Placement::Figure(place),
            } => {
                self.unplaced[seat].retain(|&t| t != token);
                self.figures[place as usize] = Some((token, seat));
                events.push(Event::Placed {
                    seat,
                    token,
                    at: Placement::Figure(place),
                });
                let cursor = match self.step {
                    Step::Place { cursor } => cursor + 1,
                    _ => 0,
                };
                match self.next_placer(cursor) {
                    Some(cursor) => self.step = Step::Place { cursor },
                    None => {
                        for s in 0..core.players() {
                            self.playing[s] = self.figures.iter().flatten().any(|&(_, o)| o == s);
                            self.picks[s] = None;
                        }
                        self.step = Step::SideCards;
                    }
                }
                Flow::Continue
            }
            Action::PlayCard { card } => {
                self.picks[seat] = Some(card);
                events.push(Event::PickLocked { seat });
                if (0..core.players()).any(|s| self.playing[s] && self.picks[s].is_none()) {
                    return Flow::Continue;
                }
                if matches!(self.step, Step::SideCards) {
                    self.choose_end(core, events)
                } else {
                    self.reveal(core, events)
                }
            }
            Action::Advance { token } => {
                let Step::Act {
                    pending: Pending::ChooseToken { card, .. },
                    ..
                } = self.step
                else {
                    return Flow::Continue;
                };
                let motion = Motion {
                    token,
                    steps_left: card,
                    namer: seat,
                };
                let pending = self.run_motion(motion, events);
                self.resume(core, pending, events)
            }
            Action::Push { token } => {
                // G-GB8: the pusher names the side.
                events.push(Event::PushedForward { by: seat, token });
                let motion = Motion {
                    token,
                    steps_left: 1,
                    namer: seat,
                };
                let pending = self.run_motion(motion, events);
                self.resume(core, pending, events)
            }
            Action::NoPush => {
                events.push(Event::PushDeclined { seat });
                self.run_queue(core, events)
            }
            Action::JumpSide { side } => {
                let Step::Act {
                    pending: Pending::Jump { motion },
                    ..
                } = self.step
                else {
                    return Flow::Continue;
                };
                let pending = self.jump(core, motion, side, events);
                self.resume(core, pending, events)
            }
            Action::CrowdPush { token } => {
                // G-GB7: the pushed token's owner names its side.
                events.push(Event::PushedForward { by: seat, token });
                let namer = self.tokens.iter().find(|t| t.token == token).map_or(seat, |t| t.seat);
                let motion = Motion {
                    token,
                    steps_left: 1,
                    namer,
                };
                let pending = self.run_motion(motion, events);
                self.resume(core, pending, events)
            }
            _ => Flow::Continue,
        }
    }

    /// G-GB3: odd sum, the bridge goes at the left end of the line; even, at the right.
    fn choose_end(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        let cards: Vec<(Seat, u8)> = super::types::locked_picks(&self.picks, &self.playing);
        events.push(Event::CardsRevealed { cards: cards.clone() });
        self.last_cards = cards.clone();
        let sum: u32 = cards.iter().map(|&(_, c)| u32::from(c)).sum();
        let end = if sum % 2 == 1 { Side::Left } else { Side::Right };
        self.end = Some(end);
        events.push(Event::BridgeEnd { sum, end });
        let places = self.figures.len();
        for (i, figure) in self.figures.iter().enumerate() {
            if let Some((token, seat)) = *figure {
                let distance = if end == Side::Left { i } else { places - 1 - i };
                self.tokens.push(BridgeToken {
                    token,
                    seat,
                    position: -(distance as i16),
                });
            }
        }
        self.figures.iter_mut().for_each(|f| *f = None);
        self.start_turn(core, events);
        Flow::Continue
    }

    /// G-GB4: the waiting tokens close up toward the bridge, then everyone with a token plays a card.
    fn start_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        self.turn += 1;
        events.push(Event::TurnStarted { turn: self.turn });
        let mut waiting: Vec<i16> = self.tokens.iter().map(|t| t.position).filter(|&p| p <= 0).collect();
        waiting.sort_unstable_by(|a, b| b.cmp(a));
        waiting.dedup();
        let mut moves = Vec::new();
        for t in self.tokens.iter_mut().filter(|t| t.position <= 0) {
            let rank = waiting.iter().position(|&p| p == t.position).unwrap_or(0);
            let to = -(rank as i16);
            if to != t.position {
                moves.push(TokenMove {
                    token: t.token,
                    from: t.position,
                    to,
                });
                t.position = to;
            }
        }
        if !moves.is_empty() {
            events.push(Event::LineClosedUp { moves });
        }
        for s in 0..core.players() {
            self.playing[s] = self.tokens.iter().any(|t| t.seat == s);
            self.picks[s] = None;
        }
        self.step = Step::Pick;
    }

    /// G-GB4: reveal, discard the cards, and act from the highest card down.
    fn reveal(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        core.count_turn();
        let cards: Vec<(Seat, u8)> = super::types::locked_picks(&self.picks, &self.playing);
        events.push(Event::CardsRevealed { cards: cards.clone() });
        self.last_cards = cards.clone();
        for &(seat, card) in &cards {
            // G-GB9: played cards are discarded.
            self.hands[seat].retain(|&c| c != card);
        }
        // Equal cards: the token nearest the far end first, then the higher number.
        let key = |seat: Seat| {
            let front = self.tokens.iter().filter(|t| t.seat == seat).map(|t| t.position).max();
            let top = self
                .tokens
                .iter()
                .filter(|t| t.seat == seat && Some(t.position) == front)
                .map(|t| t.token)
                .max();
            (front, top)
        };
        let mut queue = cards;
        queue.sort_by(|&(a, ca), &(b, cb)| cb.cmp(&ca).then_with(|| key(b).cmp(&key(a))));
        events.push(Event::ActingOrder { order: queue.clone() });
        self.step = Step::Act {
            queue,
            next: 0,
            mover: 0,
            pending: Pending::PushCard { seat: 0 },
        };
        self.run_queue(core, events)
    }

    /// After a decision: wait for the next one, or go on with the acting order.
    fn resume(&mut self, core: &mut Core, pending: Option<Pending>, events: &mut Vec<Event>) -> Flow {
        match pending {
            Some(pending) => {
                if let Step::Act { pending: slot, .. } = &mut self.step {
                    *slot = pending;
                }
                Flow::Continue
            }
            None => self.run_queue(core, events),
        }
    }

    /// The next player in the acting order who has something to decide.
    fn run_queue(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        loop {
            let Step::Act { queue, next, .. } = &mut self.step else {
                return Flow::Continue;
            };
            let Some(&(seat, card)) = queue.get(*next) else {
                return self.end_turn(core, events);
            };
            *next += 1;
            let mine = self.tokens_of(seat);
            if mine.is_empty() {
                continue;
            }
            let pending = if card == 0 {
                if self.push_targets(seat).is_empty() {
                    events.push(Event::NoPushTarget { seat });
                    continue;
                }
                Some(Pending::PushCard { seat })
            } else if mine.len() == 1 {
                // One token: no choice to make.
                let motion = Motion {
                    token: mine[0],
                    steps_left: card,
                    namer: seat,
                };
                self.set_mover(seat);
                self.run_motion(motion, events)
            } else {
                Some(Pending::ChooseToken { seat, card })
            };
            if let Some(pending) = pending {
                if let Step::Act {
                    mover, pending: slot, ..
                } = &mut self.step
                {
                    *mover = seat;
                    *slot = pending;
                }
                return Flow::Continue;
            }
        }
    }

    fn set_mover(&mut self, seat: Seat) {
        if let Step::Act { mover, .. } = &mut self.step {
            *mover = seat;
        }
    }

    /// G-GB5..G-GB7: steps `motion` one position at a time until it is done, or a decision is needed.
    fn run_motion(&mut self, mut motion: Motion, events: &mut Vec<Event>) -> Option<Pending> {
        loop {
            if motion.steps_left == 0 {
                return None;
            }
            let index = self.tokens.iter().position(|t| t.token == motion.token)?;
            let from = self.tokens[index].position;
            let to = from + 1;
            if to > self.last_tile() {
                // G-GB5: off the last tile.
                let t = self.tokens.remove(index);
                events.push(Event::Stepped {
                    token: t.token,
                    from,
                    to,
                });
                events.push(Event::Survived {
                    token: t.token,
                    seat: t.seat,
                    how: Survival::CrossedTheBridge,
                });
                return None;
            }
            if to >= 1 && !self.tiles[(to - 1) as usize].revealed {
                // G-GB6: someone must name the pane first.
                return Some(Pending::Jump { motion });
            }
            // A waiting place, or a known tile's intact pane.
            if let Some(pending) = self.land(motion.token, from, to, events) {
                return Some(pending);
            }
            motion.steps_left -= 1;
        }
    }

    /// G-GB7: the token lands on `to`; a third token there stops and pushes one of the other two on.
    fn land(&mut self, token: Contestant, from: i16, to: i16, events: &mut Vec<Event>) -> Option<Pending> {
        let crowded = self.count_at(to) >= POSITION_CAPACITY;
        if let Some(t) = self.tokens.iter_mut().find(|t| t.token == token) {
            t.position = to;
        }
        events.push(Event::Stepped { token, from, to });
        if !crowded {
            return None;
        }
        events.push(Event::Crowded { token, position: to });
        let mut candidates: Vec<Contestant> = self
            .tokens
            .iter()
            .filter(|t| t.position == to && t.token != token)
            .map(|t| t.token)
            .collect();
        candidates.sort_unstable();
        Some(Pending::Crowd {
            position: to,
            candidates,
        })
    }

    /// G-GB6: the named pane is revealed; broken, the token falls.
    fn jump(&mut self, core: &mut Core, mut motion: Motion, side: Side, events: &mut Vec<Event>) -> Option<Pending> {
        let from = self.position_of(motion.token)?;
        let to = from + 1;
        let tile = self.tiles.get_mut((to - 1) as usize)?;
        tile.revealed = true;
        let broken = tile.broken == side;
        if broken {
            events.push(Event::PaneRevealed {
                tile: to as u8,
                side,
                broken,
            });
            events.push(Event::Stepped {
                token: motion.token,
                from,
                to,
            });
            self.vips(core, to, events);
            self.tokens.retain(|t| t.token != motion.token);
            core.eliminate(motion.token, Cause::FellThroughTheGlass, events);
            return None;
        }
        events.push(Event::PaneRevealed {
            tile: to as u8,
            side,
            broken,
        });
        self.vips(core, to, events);
        if let Some(pending) = self.land(motion.token, from, to, events) {
            return Some(pending);
        }
        motion.steps_left -= 1;
        self.run_motion(motion, events)
    }

    /// G-GB10: the last tile revealed at 15:00 or 10:00 sets the timer to 05:00.
    fn vips(&mut self, core: &mut Core, tile: i16, events: &mut Vec<Event>) {
        if tile == self.last_tile() && matches!(core.timer, Some(Timer::Fifteen | Timer::Ten)) {
            core.timer = Some(Timer::Five);
            self.vips_struck = true;
            events.push(Event::VipsSetTheTimer { to: Timer::Five });
        }
    }

    /// G-GB9 / G-GB10: hands come back after six cards, with a countdown, or after the VIPs acted; a turn that does both
    /// still counts down.
    fn end_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        if self.tokens.is_empty() {
            return Flow::Done;
        }
        let played: Vec<Seat> = self.last_cards.iter().map(|&(s, _)| s).collect();
        // G-GB9: the sixth card makes a countdown due. G-GB10: the VIPs hand the cards back at the end of their turn;
        // that does not cancel a countdown that is due in the same turn.
        let sixth_card = played.iter().any(|&s| self.hands[s].is_empty());
        if self.vips_struck || sixth_card {
            self.vips_struck = false;
            self.refill(events);
        }
        if sixth_card {
            if core.count_down(events) == Timer::Zero {
                for t in std::mem::take(&mut self.tokens) {
                    core.eliminate(t.token, Cause::TimeRanOut, events);
                }
                core.mark_timer_ran_out();
                return Flow::Done;
            }
        }
        self.start_turn(core, events);
        Flow::Continue
    }

    fn refill(&mut self, events: &mut Vec<Event>) {
        self.hands.iter_mut().for_each(|h| *h = PARTICIPANT_CARDS.to_vec());
        events.push(Event::HandsRefilled);
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match &self.step {
            Step::Place { .. } => {
                let placer = self.placer().unwrap_or(0);
                Phase::BridgePlace {
                    placer,
                    left: self.unplaced[placer].len(),
                }
            }
            Step::SideCards => Phase::BridgeSideCards {
                picks: pick_statuses(&self.playing, &self.picks),
            },
            Step::Pick => Phase::BridgePick {
                turn: self.turn,
                picks: pick_statuses(&self.playing, &self.picks),
            },
            Step::Act { mover, pending, .. } => match pending {
                Pending::ChooseToken { seat, card } => Phase::BridgeMove {
                    player: *seat,
                    card: *card,
                    candidates: self.tokens_of(*seat),
                },
                Pending::PushCard { seat } => Phase::BridgePush {
                    player: *seat,
                    targets: self.push_targets(*seat),
                },
                Pending::Jump { motion } => Phase::BridgeJump {
                    chooser: motion.namer,
                    token: motion.token,
                    tile: self.position_of(motion.token).map_or(0, |p| (p + 1) as u8),
                },
                Pending::Crowd { position, candidates } => Phase::BridgeCrowd {
                    chooser: *mover,
                    position: *position,
                    candidates: candidates.clone(),
                },
            },
        }
    }

    pub(super) fn scramble_hidden(&mut self) {
        for tile in self.tiles.iter_mut().filter(|t| !t.revealed) {
            tile.broken = tile.broken.other();
        }
    }
}
