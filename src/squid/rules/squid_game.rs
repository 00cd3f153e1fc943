//! Game 6, the Squid Game (G-SQ1..G-SQ10). No timer: every turn each player with a token on the court plays a
//! final-game card in secret; the cards resolve by kind (blocks, stabs, pushes, moves), each kind from the
//! speed-marker holder clockwise.

use super::action::{Action, ActionKind};
use super::error::ActionError;
use super::event::{Cause, Event};
use super::game::{check_picker, check_seat, choosing, not_now, pick_statuses, Core, Flow};
use super::phase::{Outcome, Phase, WinReason};
use super::setup::FinalCourt;
use super::types::{Actor, Area, Contestant, FinalCard, Placement, Seat, SquidSpot};
use super::values::TRIANGLE_CELLS;
use serde::{Deserialize, Serialize};

/// A token on the court.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourtToken {
    pub token: Contestant,
    pub seat: Seat,
    pub spot: SquidSpot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Pending {
    Stab(Seat),
    LoseStabber(Seat),
    Push(Seat),
    Move(Seat),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    /// G-SQ3: `queue[next]` picks the token that starts in the square.
    Square { queue: Vec<Seat>, next: usize },
    /// G-SQ4: secret cards.
    Pick,
    /// G-SQ4: `queue[next - 1]` resolves its card and `pending` is awaited.
    Resolve {
        queue: Vec<(Seat, FinalCard)>,
        next: usize,
        pending: Pending,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct SquidGame {
    /// G-SQ2: the speed marker.
    pub(super) holder: Seat,
    pub(super) tokens: Vec<CourtToken>,
    pub(super) picks: Vec<Option<FinalCard>>,
    pub(super) playing: Vec<bool>,
    pub(super) turn: u32,
    pub(super) last_cards: Vec<(Seat, FinalCard)>,
    step: Step,
}

impl SquidGame {
    pub(super) fn start(core: &mut Core, court: Option<&FinalCourt>, events: &mut Vec<Event>) -> SquidGame {
        let n = core.players();
        let mut game = SquidGame {
            holder: 0,
            tokens: Vec::new(),
            picks: vec![None; n],
            playing: vec![false; n],
            turn: 0,
            last_cards: Vec::new(),
            step: Step::Pick,
        };
        match court {
            Some(court) => {
                game.holder = court.speed_marker;
                for &(number, spot) in &court.spots {
                    let token = Contestant(number);
                    let seat = core.owner(token).unwrap_or(0);
                    game.tokens.push(CourtToken { token, seat, spot });
                }
                events.push(Event::SpeedMarker { seat: game.holder });
                game.start_turn(core, events);
            }
            None => {
                // G-SQ2: fewest tokens; ties to the player holding the highest token number.
                game.holder = (0..n)
                    .min_by_key(|&s| {
                        let team = core.team(s);
                        (team.len(), std::cmp::Reverse(team.iter().copied().max()))
                    })
                    .unwrap_or(0);
                events.push(Event::SpeedMarker { seat: game.holder });
                for seat in 0..n {
                    for token in core.team(seat) {
                        game.tokens.push(CourtToken {
                            token,
                            seat,
                            spot: SquidSpot::SafeZone,
                        });
                    }
                }
                let queue = game.seat_order(n);
                game.step = Step::Square { queue, next: 0 };
                game.next_square(core, events);
            }
        }
        game
    }

    /// Seats from the speed-marker holder, clockwise.
    fn seat_order(&self, n: usize) -> Vec<Seat> {
        (0..n).map(|k| (self.holder + k) % n).collect()
    }

    fn has_tokens(&self, seat: Seat) -> bool {
        self.tokens.iter().any(|t| t.seat == seat)
    }

    /// G-SQ3: players with one token put it in the square at once; the first with a choice is asked.
    fn next_square(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        loop {
            let Step::Square { queue, next } = &mut self.step else {
                return;
            };
            let Some(&seat) = queue.get(*next) else {
                self.start_turn(core, events);
                return;
            };
            let mine: Vec<Contestant> = self.tokens.iter().filter(|t| t.seat == seat).map(|t| t.token).collect();
            match mine.as_slice() {
                [] => *next += 1,
                [only] => {
                    *next += 1;
                    let only = *only;
                    self.put_in_square(seat, only, events);
                }
                _ => return,
            }
        }
    }

    fn put_in_square(&mut self, seat: Seat, token: Contestant, events: &mut Vec<Event>) {
        if let Some(t) = self.tokens.iter_mut().find(|t| t.token == token) {
            t.spot = SquidSpot::Square;
        }
        events.push(Event::Placed {
            seat,
            token,
            at: Placement::Square,
        });
    }

    fn start_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        self.turn += 1;
        events.push(Event::TurnStarted { turn: self.turn });
        for seat in 0..core.players() {
            self.playing[seat] = self.has_tokens(seat);
            self.picks[seat] = None;
        }
        self.step = Step::Pick;
    }

    fn played(&self, seat: Seat, card: FinalCard) -> bool {
        self.picks.get(seat).copied().flatten() == Some(card)
    }

    fn areas_of(&self, seat: Seat) -> [bool; 2] {
        let mut areas = [false; 2];
        for t in self.tokens.iter().filter(|t| t.seat == seat) {
            match t.spot.area() {
                Some(Area::Square) => areas[0] = true,
                Some(Area::Triangle) => areas[1] = true,
                None => {}
            }
        }
        areas
    }

    fn in_areas(spot: SquidSpot, areas: [bool; 2]) -> bool {
        match spot.area() {
            Some(Area::Square) => areas[0],
            Some(Area::Triangle) => areas[1],
            None => false,
        }
    }

    /// One token per (owner, spot): tokens of one player on one spot are interchangeable in the final, so the UI
    /// offers the stack once (its highest number).
    fn distinct(mut tokens: Vec<CourtToken>) -> Vec<Contestant> {
        tokens.sort_by(|a, b| (a.seat, a.spot, b.token).cmp(&(b.seat, b.spot, a.token)));
        tokens.dedup_by(|a, b| a.seat == b.seat && a.spot == b.spot);
        let mut out: Vec<Contestant> = tokens.into_iter().map(|t| t.token).collect();
        out.sort_unstable();
        out
    }

    /// G-SQ6: other players' tokens in an area with one of `seat`'s, except those of players who stab too.
    fn stab_reach(&self, seat: Seat) -> Vec<CourtToken> {
        let areas = self.areas_of(seat);
        self.tokens
            .iter()
            .filter(|t| t.seat != seat && !self.played(t.seat, FinalCard::Stab) && Self::in_areas(t.spot, areas))
            .copied()
            .collect()
    }

    /// G-SQ5 / G-SQ6: the reachable tokens whose owner did not block.
    pub(super) fn stab_targets(&self, seat: Seat) -> Vec<Contestant> {
        Self::distinct(
            self.stab_reach(seat)
                .into_iter()
                .filter(|t| !self.played(t.seat, FinalCard::Block))
                .collect(),
        )
    }

    /// G-SQ6: when every reachable token is blocked, the stabbing token (one of `seat`'s tokens in an area with a
    /// blocked target) is lost.
    pub(super) fn stabber_candidates(&self, seat: Seat) -> Vec<Contestant> {
        let reach = self.stab_reach(seat);
        if reach.iter().any(|t| !self.played(t.seat, FinalCard::Block)) {
            return Vec::new();
        }
        let mut areas = [false; 2];
        for t in &reach {
            match t.spot.area() {
                Some(Area::Square) => areas[0] = true,
                Some(Area::Triangle) => areas[1] = true,
                None => {}
            }
        }
        Self::distinct(
            self.tokens
                .iter()
                .filter(|t| t.seat == seat && Self::in_areas(t.spot, areas))
                .copied()
                .collect(),
        )
    }

    /// G-SQ7: tokens of blocking players in an area with one of `seat`'s.
    pub(super) fn push_targets(&self, seat: Seat) -> Vec<Contestant> {
        let areas = self.areas_of(seat);
        Self::distinct(
            self.tokens
                .iter()
                .filter(|t| t.seat != seat && self.played(t.seat, FinalCard::Block) && Self::in_areas(t.spot, areas))
                .copied()
                .collect(),
        )
    }

    /// G-SQ8: one token per spot of `seat`'s.
    pub(super) fn move_candidates(&self, seat: Seat) -> Vec<Contestant> {
        Self::distinct(self.tokens.iter().filter(|t| t.seat == seat).copied().collect())
    }

    fn pending(&self) -> Option<Pending> {
        match &self.step {
            Step::Resolve { pending, .. } => Some(*pending),
            _ => None,
        }
    }

    fn square_chooser(&self) -> Option<Seat> {
        match &self.step {
            Step::Square { queue, next } => queue.get(*next).copied(),
            _ => None,
        }
    }

    fn choices(&self, pending: Pending) -> (Seat, Vec<Contestant>) {
        match pending {
            Pending::Stab(seat) => (seat, self.stab_targets(seat)),
            Pending::LoseStabber(seat) => (seat, self.stabber_candidates(seat)),
            Pending::Push(seat) => (seat, self.push_targets(seat)),
            Pending::Move(seat) => (seat, self.move_candidates(seat)),
        }
    }

    pub(super) fn waiting_for(&self) -> Vec<Actor> {
        match &self.step {
            Step::Square { .. } => self.square_chooser().map(Actor::Player).into_iter().collect(),
            Step::Pick => choosing(&self.playing, &self.picks),
            Step::Resolve { pending, .. } => {
                let seat = match pending {
                    Pending::Stab(s) | Pending::LoseStabber(s) | Pending::Push(s) | Pending::Move(s) => *s,
                };
                vec![Actor::Player(seat)]
            }
        }
    }

    pub(super) fn legal_actions(&self, _core: &Core, actor: Actor) -> Vec<Action> {
        let Actor::Player(seat) = actor else {
            return Vec::new();
        };
        match &self.step {
            Step::Square { .. } => {
                if self.square_chooser() != Some(seat) {
                    return Vec::new();
                }
                self.tokens
                    .iter()
                    .filter(|t| t.seat == seat)
                    .map(|t| Action::Place {
                        token: t.token,
                        at: Placement::Square,
                    })
                    .collect()
            }
            Step::Pick => {
                if !self.playing[seat] || self.picks[seat].is_some() {
                    return Vec::new();
                }
                FinalCard::ALL.map(|card| Action::PlayFinalCard { card }).to_vec()
            }
            Step::Resolve { pending, .. } => {
                let (decider, options) = self.choices(*pending);
                if decider != seat {
                    return Vec::new();
                }
                options
                    .into_iter()
                    .map(|token| match pending {
                        Pending::Stab(_) => Action::Stab { token },
                        Pending::LoseStabber(_) => Action::LoseStabber { token },
                        Pending::Push(_) => Action::Push { token },
                        Pending::Move(_) => Action::Advance { token },
                    })
                    .collect()
            }
        }
    }

    pub(super) fn validate(&self, _core: &Core, actor: Actor, action: &Action) -> Result<(), ActionError> {
        match (&self.step, action) {
            (Step::Square { .. }, Action::Place { token, at }) => {
                let seat = check_seat(actor, ActionKind::Place, self.square_chooser().unwrap_or(0))?;
                if *at != Placement::Square {
                    return Err(ActionError::WrongPlacement { at: *at });
                }
                if !self.tokens.iter().any(|t| t.seat == seat && t.token == *token) {
                    return Err(ActionError::NotYourToken { token: *token, seat });
                }
                Ok(())
            }
            (Step::Pick, Action::PlayFinalCard { .. }) => {
                check_picker(actor, ActionKind::PlayFinalCard, &self.playing, &self.picks).map(|_| ())
            }
            (Step::Resolve { pending, .. }, _) => {
                let matching = matches!(
                    (pending, action),
                    (Pending::Stab(_), Action::Stab { .. })
                        | (Pending::LoseStabber(_), Action::LoseStabber { .. })
                        | (Pending::Push(_), Action::Push { .. })
                        | (Pending::Move(_), Action::Advance { .. })
                );
                if !matching {
                    return Err(not_now(action));
                }
                let (decider, options) = self.choices(*pending);
                check_seat(actor, action.kind(), decider)?;
                let token = match *action {
                    Action::Stab { token }
                    | Action::LoseStabber { token }
                    | Action::Push { token }
                    | Action::Advance { token } => token,
                    _ => return Err(not_now(action)),
                };
                if !options.contains(&token) {
                    return Err(ActionError::NotACandidate { token });
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
            Action::Place { token, .. } => {
                if let Step::Square { next, .. } = &mut self.step {
                    *next += 1;
                }
                self.put_in_square(seat, token, events);
                self.next_square(core, events);
                Flow::Continue
            }
            Action::PlayFinalCard { card } => {
                self.picks[seat] = Some(card);
                events.push(Event::PickLocked { seat });
                if (0..core.players()).any(|s| self.playing[s] && self.picks[s].is_none()) {
                    return Flow::Continue;
                }
                self.reveal(core, events)
            }
            Action::Stab { token } => {
                self.remove(core, token, Cause::Stabbed { by: seat }, events);
                self.after_resolution(core, events)
            }
            Action::LoseStabber { token } => {
                self.remove(core, token, Cause::StabBlocked, events);
                self.after_resolution(core, events)
            }
            Action::Push { token } => {
                self.remove(core, token, Cause::ShovedOffTheCourt { by: seat }, events);
                self.after_resolution(core, events)
            }
            Action::Advance { token } => match self.move_token(core, seat, token, events) {
                Some(outcome) => Flow::Won(outcome),
                None => self.run_queue(core, events),
            },
            _ => Flow::Continue,
        }
    }

    /// G-SQ4: reveal; blocks, then stabs, pushes and moves, each kind from the speed marker clockwise.
    fn reveal(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        core.count_turn();
        let n = core.players();
        let cards: Vec<(Seat, FinalCard)> = super::types::locked_picks(&self.picks, &self.playing);
        events.push(Event::FinalCardsRevealed { cards: cards.clone() });
        self.last_cards = cards;
        let order = self.seat_order(n);
        let mut queue: Vec<(Seat, FinalCard)> = Vec::new();
        for kind in FinalCard::ALL {
            for &s in &order {
                if self.playing[s] && self.picks[s] == Some(kind) {
                    queue.push((s, kind));
                }
            }
        }
        self.step = Step::Resolve {
            queue,
            next: 0,
            pending: Pending::Move(self.holder),
        };
        self.run_queue(core, events)
    }

    fn remove(&mut self, core: &mut Core, token: Contestant, cause: Cause, events: &mut Vec<Event>) {
        self.tokens.retain(|t| t.token != token);
        core.eliminate(token, cause, events);
    }

    /// G-SQ10: the last player with tokens on the court (safe zone included) wins at once.
    fn last_standing(&self, core: &Core) -> Option<Outcome> {
        let mut left = (0..core.players()).filter(|&s| self.has_tokens(s));
        let first = left.next()?;
        if left.next().is_some() {
            return None;
        }
        Some(Outcome {
            winner: first,
            token: None,
            reason: WinReason::LastTeamStanding,
        })
    }

    fn after_resolution(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        match self.last_standing(core) {
            Some(outcome) => Flow::Won(outcome),
            None => self.run_queue(core, events),
        }
    }

    /// Resolves cards in queue order until one needs a choice.
    fn run_queue(&mut self, core: &mut Core, events: &mut Vec<Event>) -> Flow {
        loop {
            let Step::Resolve { queue, next, .. } = &mut self.step else {
                return Flow::Continue;
            };
            let Some(&(seat, card)) = queue.get(*next) else {
                self.end_turn(core, events);
                return Flow::Continue;
            };
            *next += 1;
            if !self.has_tokens(seat) {
                continue;
            }
            let (pending, options) = match card {
                FinalCard::Block => {
                    // G-SQ5: it works by being looked up during stabs and pushes.
                    events.push(Event::Blocking { seat });
                    continue;
                }
                FinalCard::Stab => {
                    let targets = self.stab_targets(seat);
                    if targets.is_empty() {
                        (Pending::LoseStabber(seat), self.stabber_candidates(seat))
                    } else {
                        (Pending::Stab(seat), targets)
                    }
                }
                FinalCard::Push => (Pending::Push(seat), self.push_targets(seat)),
                FinalCard::Move => (Pending::Move(seat), self.move_candidates(seat)),
            };
            match options.as_slice() {
                [] => {
                    // G-SQ6: no candidate at all, nothing happens.
                    events.push(Event::NoTarget { seat, card });
                }
                [only] => {
                    let only = *only;
                    let ended = match pending {
                        Pending::Stab(_) => {
                            self.remove(core, only, Cause::Stabbed { by: seat }, events);
                            self.last_standing(core)
                        }
                        Pending::LoseStabber(_) => {
                            self.remove(core, only, Cause::StabBlocked, events);
                            self.last_standing(core)
                        }
                        Pending::Push(_) => {
                            self.remove(core, only, Cause::ShovedOffTheCourt { by: seat }, events);
                            self.last_standing(core)
                        }
                        Pending::Move(_) => self.move_token(core, seat, only, events),
                    };
                    if let Some(outcome) = ended {
                        return Flow::Won(outcome);
                    }
                }
                _ => {
                    if let Step::Resolve { pending: slot, .. } = &mut self.step {
                        *slot = pending;
                    }
                    return Flow::Continue;
                }
            }
        }
    }

    /// G-SQ8 / G-SQ10: one area on; from cell 8 into the head, which wins the match.
    fn move_token(
        &mut self,
        core: &mut Core,
        seat: Seat,
        token: Contestant,
        events: &mut Vec<Event>,
    ) -> Option<Outcome> {
        let index = self.tokens.iter().position(|t| t.token == token)?;
        let from = self.tokens[index].spot;
        let to = match from {
            SquidSpot::SafeZone => Some(SquidSpot::Square),
            SquidSpot::Square => Some(SquidSpot::Triangle(1)),
            SquidSpot::Triangle(cell) if cell < TRIANGLE_CELLS => Some(SquidSpot::Triangle(cell + 1)),
            SquidSpot::Triangle(_) => None,
        };
        events.push(Event::SquidMoved { seat, token, from, to });
        match to {
            Some(spot) => {
                self.tokens[index].spot = spot;
                None
            }
            None => {
                // G-SQ10: the head. Every other token on the court is eliminated.
                self.tokens.remove(index);
                for t in std::mem::take(&mut self.tokens) {
                    core.eliminate(t.token, Cause::FinalLost, events);
                }
                Some(Outcome {
                    winner: seat,
                    token: Some(token),
                    reason: WinReason::ReachedTheHead,
                })
            }
        }
    }

    /// G-SQ9: the triangle advances, the speed marker passes clockwise (to the next player still on the court).
    fn end_turn(&mut self, core: &mut Core, events: &mut Vec<Event>) {
        let mut moves = Vec::new();
        for t in self.tokens.iter_mut() {
            if let SquidSpot::Triangle(cell) = t.spot {
                if cell < TRIANGLE_CELLS {
                    t.spot = SquidSpot::Triangle(cell + 1);
                    moves.push((t.token, cell, cell + 1));
                }
            }
        }
        if !moves.is_empty() {
            // Front first, as the table moves them.
            moves.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
            events.push(Event::TriangleAdvanced { moves });
        }
        let n = core.players();
        if let Some(next) = (1..=n).map(|k| (self.holder + k) % n).find(|&s| self.has_tokens(s)) {
            self.holder = next;
        }
        events.push(Event::SpeedMarker { seat: self.holder });
        self.start_turn(core, events);
    }

    pub(super) fn phase(&self, _core: &Core) -> Phase {
        match &self.step {
            Step::Square { .. } => Phase::SquidSquare {
                player: self.square_chooser().unwrap_or(0),
            },
            Step::Pick => Phase::SquidPick {
                turn: self.turn,
                picks: pick_statuses(&self.playing, &self.picks),
            },
            Step::Resolve { .. } => {
                let pending = self.pending().unwrap_or(Pending::Move(self.holder));
                let (player, options) = self.choices(pending);
                match pending {
                    Pending::Stab(_) => Phase::SquidStab {
                        player,
                        targets: options,
                    },
                    Pending::LoseStabber(_) => Phase::SquidLoseStabber {
                        player,
                        candidates: options,
                    },
                    Pending::Push(_) => Phase::SquidPush {
                        player,
                        targets: options,
                    },
                    Pending::Move(_) => Phase::SquidMove {
                        player,
                        candidates: options,
                    },
                }
            }
        }
    }
}
