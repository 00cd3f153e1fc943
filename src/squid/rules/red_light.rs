//! Game 1, Red Light, Green Light (G-RL1..G-RL7). Simultaneous: every turn each player with a live token plays a
//! participant card in secret, then the doll card is turned.

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event, Survival, TokenMove};
use super::game::{check_picker, check_seat, choosing, not_now, pick_statuses, Core, Flow};
use super::phase::Phase;
use super::types::{Actor, Contestant, DollCard, Seat, Timer};
use super::values::{PARTICIPANT_CARDS, RED_LIGHT_LENGTH};
use serde::{Deserialize, Serialize};

/// A token on the track. Space 0 is behind the start line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackToken {
    pub token: Contestant,
    pub seat: Seat,
    pub space: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-RL3: secret cards.
    Pick,
    /// G-RL6: the push cards resolve in `order`; `next` is the one deciding now.
    Push { order: Vec<Seat>, next: usize },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct RedLight {
    pub(super) turn: u32,
    pub(super) track: Vec<TrackToken>,
    /// Tokens each player has still to put behind the start line.
    pub(super) to_enter: Vec<Vec<Contestant>>,
    /// Draw pile, top card last. Hidden.
    deck: Vec<DollCard>,
    pub(super) discard: Vec<DollCard>,
    pub(super) last_doll: Option<DollCard>,
    /// The cards of the last reveal.
    pub(super) last_cards: Vec<(Seat, u8)>,
    /// Secret until everyone has locked.
    pub(super) picks: Vec<Option<u8>>,
    pub(super) playing: Vec<bool>,
    step: Step,
}

impl RedLight {
    pub(super) fn start(core: &mut Core, events: &mut Vec<Event>) -> RedLight {
        let n = core.players();
        let mut game = RedLight {
            turn: 0,
            track: Vec::new(),
            to_enter: (0..n).map(|s| core.team(s)).collect(),
            deck: core.doll_deck(),
            discard: Vec::new(),
            last_doll: None,
            last_cards: Vec::new(),
            picks: vec![None; n],
            playing: vec![false; n],
            step: Step::Pick,
        };
        game.start_turn(core, events);
        game
    }

    /// G-RL3: a token behind the line for everyone who has none there, then secret cards.
    fn start_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        self.turn += 1;
        events.push(Event::TurnStarted { turn: self.turn });
        for seat in 0..core.players() {
            let behind_line = self.track.iter().any(|t| t.seat == seat && t.space == 0);
            if !behind_line && !self.to_enter[seat].is_empty() {
                let token = self.to_enter[seat].remove(0);
                self.track.push(TrackToken { token, seat, space: 0 });
                events.push(Event::TokenEntered { seat, token });
            }
            self.playing[seat] = self.track.iter().any(|t| t.seat == seat);
            self.picks[seat] = None;
        }
        self.step = Step::Pick;
    }

    fn tokens_left(&self) -> bool {
        !self.track.is_empty() || self.to_enter.iter().any(|v| !v.is_empty())
    }

    /// G-RL6: opponent tokens on the same space as one of `seat`'s tokens, or on the space just ahead.
    pub(super) fn push_targets(&self, seat: Seat) -> Vec<Contestant> {
        let mut targets: Vec<Contestant> = self
            .track
            .iter()
            .filter(|t| t.seat != seat)
            .filter(|t| {
                self.track
                    .iter()
                    .any(|mine| mine.seat == seat && (t.space == mine.space || t.space == mine.space + 1))
            })
            .map(|t| t.token)
            .collect();
        targets.sort_unstable();
        targets
    }

    fn current_pusher(&self) -> Option<Seat> {
        match &self.step {
            Step::Push { order, next } => order.get(*next).copied(),
            Step::Pick => None,
        }
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        match &self.step {
            Step::Pick => choosing(&self.playing, &self.picks),
            Step::Push { .. } => self.current_pusher().map(Actor::Player).into_iter().collect(),
        }
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        let Actor::Player(seat) = actor else {
            return Vec::new();
        };
        match &self.step {
            Step::Pick => {
                if self.playing[seat] && self.picks[seat].is_none() {
                    PARTICIPANT_CARDS
                        .iter()
                        .map(|&card| Action::PlayCard { card })
                        .collect()
                } else {
                    Vec::new()
                }
            }
            Step::Push { .. } => {
                if self.current_pusher() != Some(seat) {
                    return Vec::new();
                }
                let mut actions: Vec<Action> = self
                    .push_targets(seat)
                    .into_iter()
                    .map(|token| Action::Push { token })
                    .collect();
                actions.push(Action::NoPush);
                actions
            }
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        match (&self.step, action) {
            (Step::Pick, Action::PlayCard { card }) => {
                check_picker(actor, ActionKind::PlayCard, &self.playing, &self.picks)?;
                if !PARTICIPANT_CARDS.contains(card) {
                    return Err(ActionError::NoSuchCard { card: *card });
                }
                Ok(())
            }
            (Step::Push { .. }, Action::Push { token }) => {
                let pusher = self.current_pusher().unwrap_or(0);
                let seat = check_seat(actor, ActionKind::Push, pusher)?;
                if !self.push_targets(seat).contains(token) {
                    return Err(ActionError::NotACandidate { token: *token });
                }
                Ok(())
            }
            (Step::Push { .. }, Action::NoPush) => {
                let pusher = self.current_pusher().unwrap_or(0);
                check_seat(actor, ActionKind::NoPush, pusher).map(|_| ())
            }
            _ => Err(not_now(action)),
        }
    }

    pub(super) fn apply(&mut self, core: &mut Core, actor: Actor, action: Action, events: &mut Vec<Event>) -> Flow {
        let Some(seat) = actor.seat() else {
            return Flow::Continue;
        };
        match action {
            Action::PlayCard { card } => {
                self.picks[seat] = Some(card);
                events.push(Event::PickLocked { seat });
                let all_locked = (0..core.players()).all(|s| !self.playing[s] || self.picks[s].is_some());
                if all_locked {
                    return self.reveal(core, events);
                }
                Flow::Continue
            }
            Action::Push { token } => {
                events.push(Event::Pushed { by: seat, token });
                self.track.retain(|t| t.token != token);
                core.eliminate(token, Cause::PushedOffTheTrack { by: seat }, events);
                self.next_push(core, events)
            }
            Action::NoPush => {
                events.push(Event::PushDeclined { seat });
                self.next_push(core, events)
            }
            _ => Flow::Continue,
        }
    }

    /// G-RL3..G-RL5: the cards are shown, the doll card turned, then catches and moves.
    fn reveal(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        let cards: Vec<(Seat, u8)> = super::types::locked_picks(&self.picks, &self.playing);
        events.push(Event::CardsRevealed { cards: cards.clone() });
        self.last_cards = cards.clone();
        core.count_turn();
        let doll = match self.deck.pop() {
            Some(card) => card,
            None => {
                // The deck is reshuffled as soon as it runs out (G-RL7), so this only guards the invariant.
                self.deck = core.doll_deck();
                self.deck.pop().unwrap_or(DollCard::Green)
            }
        };
        self.last_doll = Some(doll);
        events.push(Event::DollCardTurned { card: doll });
        for &(seat, card) in &cards {
            if card == 0 {
                continue;
            }
            if doll.catches(card) {
                // G-RL4: the token closest to the doll (the one behind the line when it is the only one).
                events.push(Event::Caught { seat, card });
                let front = self
                    .track
                    .iter()
                    .filter(|t| t.seat == seat)
                    .max_by_key(|t| (t.space, t.token))
                    .map(|t| t.token);
                if let Some(token) = front {
                    self.track.retain(|t| t.token != token);
                    core.eliminate(token, Cause::CaughtByTheDoll, events);
                }
            } else {
                // G-RL5: every token on the board moves, the one behind the line included.
                let mut moves = Vec::new();
                for t in self.track.iter_mut().filter(|t| t.seat == seat) {
                    let from = t.space;
                    t.space = t.space.saturating_add(card);
                    moves.push(TokenMove {
                        token: t.token,
                        from: i16::from(from),
                        to: i16::from(t.space),
                    });
                }
                events.push(Event::Moved { seat, card, moves });
                // G-RL1: reaching the doll's space is surviving.
                let arrived: Vec<Contestant> = self
                    .track
                    .iter()
                    .filter(|t| t.seat == seat && t.space >= RED_LIGHT_LENGTH)
                    .map(|t| t.token)
                    .collect();
                for token in arrived {
                    self.track.retain(|t| t.token != token);
                    events.push(Event::Survived {
                        token,
                        seat,
                        how: Survival::ReachedTheDoll,
                    });
                }
            }
        }
        // G-RL6: push cards resolve after every move, the highest pushing token number first. A pushing token is
        // one with a rival in reach; a player with none pushes nobody and goes last (to be passed over).
        let mut pushers: Vec<(bool, Contestant, Seat)> = cards
            .iter()
            .filter(|&&(_, card)| card == 0)
            .filter_map(|&(seat, _)| {
                let mine = || self.track.iter().filter(move |t| t.seat == seat);
                let in_reach = |space: u8| {
                    self.track
                        .iter()
                        .any(|t| t.seat != seat && (t.space == space || t.space == space + 1))
                };
                match mine().filter(|t| in_reach(t.space)).map(|t| t.token).max() {
                    Some(pushing) => Some((true, pushing, seat)),
                    None => Some((false, mine().map(|t| t.token).max()?, seat)),
                }
            })
            .collect();
        if pushers.is_empty() {
            return self.end_turn(core, events);
        }
        pushers.sort_unstable_by(|a, b| b.cmp(a));
        let order: Vec<Seat> = pushers.into_iter().map(|(_, _, seat)| seat).collect();
        events.push(Event::PushOrder { order: order.clone() });
        self.step = Step::Push { order, next: 0 };
        self.find_pusher(core, events)
    }

    fn next_push(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        if let Step::Push { next, .. } = &mut self.step {
            *next += 1;
        }
        self.find_pusher(core, events)
    }

    /// Skips pushers with nothing in reach; stops at the first one who has a choice.
    fn find_pusher(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        loop {
            let Some(seat) = self.current_pusher() else {
                return self.end_turn(core, events);
            };
            if !self.push_targets(seat).is_empty() {
                return Flow::Continue;
            }
            events.push(Event::NoPushTarget { seat });
            if let Step::Push { next, .. } = &mut self.step {
                *next += 1;
            }
        }
    }

    /// G-RL7: the doll card is discarded; after the last one, count down and reshuffle. At 00:00 everything left
    /// is eliminated.
    fn end_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        if let Some(card) = self.last_doll {
            self.discard.push(card);
        }
        if !self.tokens_left() {
            return Flow::Done;
        }
        if self.deck.is_empty() {
            if core.count_down(events) == Timer::Zero {
                let left: Vec<Contestant> = self
                    .track
                    .iter()
                    .map(|t| t.token)
                    .chain(self.to_enter.iter().flatten().copied())
                    .collect();
                self.track.clear();
                self.to_enter.iter_mut().for_each(Vec::clear);
                for token in left {
                    core.eliminate(token, Cause::TimeRanOut, events);
                }
                core.mark_timer_ran_out();
                return Flow::Done;
            }
            self.deck = core.doll_deck();
            self.discard.clear();
            events.push(Event::DollDeckReshuffled);
        }
        self.start_turn(core, events);
        Flow::Continue
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match &self.step {
            Step::Pick => Phase::RedLightPick {
                turn: self.turn,
                picks: pick_statuses(&self.playing, &self.picks),
            },
            Step::Push { .. } => {
                let pusher = self.current_pusher().unwrap_or(0);
                Phase::RedLightPush {
                    turn: self.turn,
                    pusher,
                    targets: self.push_targets(pusher),
                }
            }
        }
    }

    /// The doll cards still to come (their order is hidden).
    pub(super) fn deck_len(&self) -> usize {
        self.deck.len()
    }

    pub(super) fn scramble_hidden(&mut self) {
        self.deck.reverse();
    }
}
