//! The match: the six games in order, the teams, the timer and the pot. Implements [`crate::engine::Engine`].
//!
//! The state is plain data (serde), the RNG included, so a match is rebuilt exactly by replaying its config, seed
//! and action log ([`crate::engine::replay`]). Each game's own rules live in its module; this file moves from one
//! game to the next (G-S3, G-S5) and holds what the games share ([`Core`]).

use super::action::{Action, ActionKind};
use super::dalgona::Dalgona;
use super::error::ActionError;
use super::event::{Cause, Event};
use super::glass_bridge::GlassBridge;
use super::marbles::Marbles;
use super::phase::{Outcome, Phase, PhaseKind, PickStatus};
use super::red_light::RedLight;
use super::setup::{Config, SetupError};
use super::squid_game::SquidGame;
use super::tug_of_war::TugOfWar;
use super::types::{Actor, Contestant, DalgonaCard, DollCard, MiniGame, Seat, Side, Timer};
use super::values::{HIGHEST_NUMBER, STARTING_TEAM, TOKENS_PER_PLAYER, WON_PER_ELIMINATION};
use super::view::{self, View, Viewer};
use crate::engine::Engine;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// Where one of a player's 12 tokens is (G-S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TokenStatus {
    /// On the team: playing the current game, or going on to the next.
    InPlay,
    /// Not recruited yet (G-S3).
    Reserve,
    /// In the piggy bank (G-S2), eliminated in this game.
    Eliminated(MiniGame),
}

/// One token of a player's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenRecord {
    pub number: Contestant,
    pub status: TokenStatus,
}

/// How one game went: for the results screen and for the simulation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub game: MiniGame,
    /// Tokens each player entered the game with.
    pub entered: Vec<usize>,
    /// Tokens each player still had after it (`None` until the game is over).
    pub survived: Option<Vec<usize>>,
    /// Turns played: doll cards turned (Red Light), player turns (Dalgona), card rounds (Tug of War, Glass
    /// Bridge, the final), pairs played (Marbles).
    pub turns: u32,
    /// G-K2: the timer reached 00:00 and eliminated the tokens still in the game.
    pub timer_ran_out: bool,
}

/// What the games share: the teams, the RNG, the timer and the pot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct Core {
    pub(super) rng: Pcg32,
    /// `tokens[seat]`: the player's 12 tokens.
    pub(super) tokens: Vec<Vec<TokenRecord>>,
    pub(super) game: MiniGame,
    pub(super) timer: Option<Timer>,
    /// G-S2: tokens in the piggy bank.
    pub(super) eliminated: u32,
    pub(super) records: Vec<GameRecord>,
    /// Stacked decks and glass from a scenario, used before any shuffle.
    pub(super) doll_decks: Vec<Vec<DollCard>>,
    pub(super) dalgona_decks: Vec<Vec<DalgonaCard>>,
    pub(super) broken_panes: Vec<Side>,
}

impl Core {
    pub(super) fn players(&self) -> usize {
        self.tokens.len()
    }

    pub(super) fn owner(&self, token: Contestant) -> Option<Seat> {
        self.tokens
            .iter()
            .position(|box_| box_.iter().any(|r| r.number == token))
    }

    /// The player's team: tokens in play, in box order.
    pub(super) fn team(&self, seat: Seat) -> Vec<Contestant> {
        self.tokens
            .get(seat)
            .map(|box_| {
                box_.iter()
                    .filter(|r| r.status == TokenStatus::InPlay)
                    .map(|r| r.number)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub(super) fn team_size(&self, seat: Seat) -> usize {
        self.tokens.get(seat).map_or(0, |box_| {
            box_.iter().filter(|r| r.status == TokenStatus::InPlay).count()
        })
    }

    /// G-S2: a token goes to the piggy bank; the event carries the new pot.
    pub(super) fn eliminate(&mut self, token: Contestant, cause: Cause, events: &mut Vec<Event>) {
        let game = self.game;
        for (seat, box_) in self.tokens.iter_mut().enumerate() {
            if let Some(record) = box_.iter_mut().find(|r| r.number == token) {
                if record.status == TokenStatus::InPlay {
                    record.status = TokenStatus::Eliminated(game);
                    self.eliminated += 1;
                    events.push(Event::Eliminated {
                        token,
                        seat,
                        cause,
                        pot: u64::from(self.eliminated) * WON_PER_ELIMINATION,
                    });
                }
                return;
            }
        }
    }

    /// G-S4: the player with the most tokens starts, ties to the highest token number; then clockwise.
    pub(super) fn turn_order(&self) -> Vec<Seat> {
        let n = self.players();
        let key = |seat: Seat| {
            let team = self.team(seat);
            (team.len(), team.iter().copied().max())
        };
        let first = (0..n).max_by_key(|&s| key(s)).unwrap_or(0);
        (0..n).map(|k| (first + k) % n).collect()
    }

    /// G-K2: one step down the track. Returns the new time.
    pub(super) fn count_down(&mut self, events: &mut Vec<Event>) -> Timer {
        let to = self.timer.unwrap_or(Timer::Zero).down();
        self.timer = Some(to);
        events.push(Event::TimerCountedDown { to });
        to
    }

    /// G-K2: the timer eliminated what was left in the game.
    pub(super) fn mark_timer_ran_out(&mut self) {
        if let Some(record) = self.records.last_mut() {
            record.timer_ran_out = true;
        }
    }

    pub(super) fn count_turn(&mut self) {
        if let Some(record) = self.records.last_mut() {
            record.turns += 1;
        }
    }

    /// G-RL2 / G-RL7: a shuffled doll deck (a stacked one first, in a scenario). The top card is the last.
    pub(super) fn doll_deck(&mut self) -> Vec<DollCard> {
        if !self.doll_decks.is_empty() {
            let mut deck = self.doll_decks.remove(0);
            deck.reverse();
            return deck;
        }
        let mut deck = super::values::DOLL_DECK.to_vec();
        deck.shuffle(&mut self.rng);
        deck
    }

    /// G-DA4: all 11 dalgona cards shuffled (a stacked deck first, in a scenario). The top card is the last.
    pub(super) fn dalgona_deck(&mut self) -> Vec<DalgonaCard> {
        if !self.dalgona_decks.is_empty() {
            let mut deck = self.dalgona_decks.remove(0);
            deck.reverse();
            return deck;
        }
        let mut deck = super::values::DALGONA_DECK.to_vec();
        deck.shuffle(&mut self.rng);
        deck
    }

    /// G-GB2: the broken pane of each tile, random and hidden (stacked first, in a scenario).
    pub(super) fn glass(&mut self, tiles: usize) -> Vec<Side> {
        use rand::Rng;
        (0..tiles)
            .map(|i| match self.broken_panes.get(i) {
                Some(&side) => side,
                None => {
                    if self.rng.random_bool(0.5) {
                        Side::Left
                    } else {
                        Side::Right
                    }
                }
            })
            .collect()
    }
}

/// What a game's step led to.
pub(super) enum Flow {
    /// The game goes on; someone must act.
    Continue,
    /// The game is over (G-S5: the next one starts).
    Done,
    /// G-S6 / G-SQ10: the match is won.
    Won(Outcome),
}

/// The current game, with the data that only lives during it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Stage {
    RedLight(RedLight),
    Dalgona(Dalgona),
    TugOfWar(TugOfWar),
    Marbles(Marbles),
    GlassBridge(GlassBridge),
    SquidGame(SquidGame),
    Over(Outcome),
}

/// A match of Squid Game for 3–6 players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub(super) config: Config,
    pub(super) seed: u64,
    pub(super) core: Core,
    pub(super) stage: Stage,
}

impl Game {
    /// Deals the contestant numbers (G-K1, G-S1) and starts Red Light, Green Light, or the scenario's game.
    pub fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        config.validate()?;
        let mut rng = Pcg32::seed_from_u64(seed);
        let n = config.player_count();
        let mut core = Core {
            rng: rng.clone(),
            tokens: Vec::with_capacity(n),
            game: MiniGame::RedLightGreenLight,
            timer: None,
            eliminated: 0,
            records: Vec::new(),
            doll_decks: Vec::new(),
            dalgona_decks: Vec::new(),
            broken_panes: Vec::new(),
        };
        let mut events = Vec::new();
        let stage = match &config.scenario {
            None => {
                // G-K1 App: numbers dealt at random without repeats.
                let mut numbers: Vec<u16> = (1..=HIGHEST_NUMBER).collect();
                numbers.shuffle(&mut rng);
                for seat in 0..n {
                    let deal = &numbers[seat * TOKENS_PER_PLAYER..(seat + 1) * TOKENS_PER_PLAYER];
                    core.tokens.push(
                        deal.iter()
                            .enumerate()
                            .map(|(i, &number)| TokenRecord {
                                number: Contestant(number),
                                // G-S1
                                status: if i < STARTING_TEAM {
                                    TokenStatus::InPlay
                                } else {
                                    TokenStatus::Reserve
                                },
                            })
                            .collect(),
                    );
                }
                core.rng = rng;
                start_game(&mut core, MiniGame::RedLightGreenLight, None, &mut events)
            }
            Some(scenario) => {
                for team in &scenario.teams {
                    let record = |number: u16, status| TokenRecord {
                        number: Contestant(number),
                        status,
                    };
                    let mut box_: Vec<TokenRecord> =
                        team.in_play.iter().map(|&n| record(n, TokenStatus::InPlay)).collect();
                    box_.extend(team.reserve.iter().map(|&n| record(n, TokenStatus::Reserve)));
                    box_.extend(
                        team.eliminated
                            .iter()
                            .map(|&n| record(n, TokenStatus::Eliminated(scenario.start))),
                    );
                    core.tokens.push(box_);
                }
                core.eliminated = scenario.teams.iter().map(|t| t.eliminated.len() as u32).sum();
                core.doll_decks = scenario.doll_decks.clone();
                core.dalgona_decks = scenario.dalgona_decks.clone();
                core.broken_panes = scenario.broken_panes.clone();
                start_game(&mut core, scenario.start, scenario.final_court.as_ref(), &mut events)
            }
        };
        Ok(Game {
            config,
            seed,
            core,
            stage,
        })
    }

    /// The config the match was set up with (saved with the seed and the action log).
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The seed the match was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Number of players (seats 0..players, clockwise).
    pub fn players(&self) -> usize {
        self.core.players()
    }

    /// The game being played (the final once the match is over).
    pub fn current_game(&self) -> MiniGame {
        self.core.game
    }

    /// G-K2: the timer, for timed games.
    pub fn timer(&self) -> Option<Timer> {
        self.core.timer
    }

    /// G-S2: the prize pot in won.
    pub fn pot(&self) -> u64 {
        u64::from(self.core.eliminated) * WON_PER_ELIMINATION
    }

    /// A player's 12 tokens with their status (public: numbers are printed on the tokens).
    pub fn tokens(&self, seat: Seat) -> &[TokenRecord] {
        self.core.tokens.get(seat).map_or(&[], |b| b.as_slice())
    }

    /// The player's team (tokens in play).
    pub fn team(&self, seat: Seat) -> Vec<Contestant> {
        self.core.team(seat)
    }

    /// One record per game started so far.
    pub fn records(&self) -> &[GameRecord] {
        &self.core.records
    }

    /// G-S4 for the current teams.
    pub fn turn_order(&self) -> Vec<Seat> {
        self.core.turn_order()
    }

    /// Whether `actor` may now do an action of this kind (for enabling buttons).
    pub fn can(&self, actor: Actor, kind: ActionKind) -> bool {
        self.legal_actions(&actor).iter().any(|a| a.kind() == kind)
    }

    /// Who must act now: every player still to lock in a secret pick, or the one seat (or the table) a decision
    /// waits for. Empty once the match is over.
    pub fn waiting_for(&self) -> Vec<Actor> {
        match &self.stage {
            Stage::Over(_) => Vec::new(),
            Stage::RedLight(g) => g.waiting_for(),
            Stage::Dalgona(g) => g.waiting_for(),
            Stage::TugOfWar(g) => g.waiting_for(),
            Stage::Marbles(g) => g.waiting_for(),
            Stage::GlassBridge(g) => g.waiting_for(),
            Stage::SquidGame(g) => g.waiting_for(),
        }
    }

    /// Every seat, plus the table: everyone who might act.
    pub fn actors(&self) -> Vec<Actor> {
        let mut actors: Vec<Actor> = (0..self.players()).map(Actor::Player).collect();
        actors.push(Actor::Table);
        actors
    }

    /// Test support: turns every glass tile nobody has stepped on yet the other way round, and reverses the hidden
    /// order of the doll and dalgona draw piles. Views must not change (secrecy tests). Not part of play.
    #[doc(hidden)]
    pub fn scramble_hidden_for_test(&mut self) {
        match &mut self.stage {
            Stage::RedLight(rl) => rl.scramble_hidden(),
            Stage::Dalgona(dg) => dg.scramble_hidden(),
            Stage::GlassBridge(gb) => gb.scramble_hidden(),
            _ => {}
        }
    }

    /// Test support: tells whether the hidden state differs from `other` (used to check that
    /// [`Game::scramble_hidden_for_test`] changed something). Not part of play.
    #[doc(hidden)]
    pub fn hidden_differs_for_test(&self, other: &Game) -> bool {
        serde_json::to_string(&self.stage).ok() != serde_json::to_string(&other.stage).ok()
    }

    fn phase_kind(&self) -> PhaseKind {
        self.phase().kind()
    }

    fn wrong_phase(&self, action: ActionKind) -> ActionError {
        ActionError::WrongPhase {
            action,
            phase: self.phase_kind(),
        }
    }

    /// G-S3 / G-S5: after a game, recruit and start the next.
    fn next_game(&mut self, events: &mut Vec<Event>) {
        let finished = self.core.game;
        let survivors: Vec<usize> = (0..self.players()).map(|s| self.core.team_size(s)).collect();
        let timer_ran_out = self.core.records.last().is_some_and(|r| r.timer_ran_out);
        if let Some(record) = self.core.records.last_mut() {
            record.survived = Some(survivors.clone());
        }
        events.push(Event::GameEnded {
            game: finished,
            survivors,
            timer_ran_out,
        });
        match finished.next() {
            Some(next) => {
                // G-S3: one reserve token joins each team before games 2–6.
                for seat in 0..self.players() {
                    if let Some(record) = self.core.tokens[seat]
                        .iter_mut()
                        .find(|r| r.status == TokenStatus::Reserve)
                    {
                        record.status = TokenStatus::InPlay;
                        events.push(Event::Recruited {
                            seat,
                            token: record.number,
                        });
                    }
                }
                self.stage = start_game(&mut self.core, next, None, events);
            }
            None => {
                // Unreachable in play: the final always ends with a winner (G-SQ10). Kept total for safety.
                let winner = (0..self.players()).max_by_key(|&s| self.core.team_size(s)).unwrap_or(0);
                let outcome = Outcome {
                    winner,
                    token: None,
                    reason: super::phase::WinReason::LastTeamStanding,
                };
                self.stage = Stage::Over(outcome);
                events.push(Event::MatchWon(outcome));
            }
        }
    }

    fn validate(&self, actor: Actor, action: &Action) -> Result<(), ActionError> {
        if let Actor::Player(seat) = actor {
            if seat >= self.players() {
                return Err(ActionError::NoSuchSeat { seat });
            }
        }
        let core = &self.core;
        match &self.stage {
            Stage::Over(_) => Err(ActionError::MatchIsOver),
            Stage::RedLight(g) => g.validate(core, actor, action),
            Stage::Dalgona(g) => g.validate(core, actor, action),
            Stage::TugOfWar(g) => g.validate(core, actor, action),
            Stage::Marbles(g) => g.validate(core, actor, action),
            Stage::GlassBridge(g) => g.validate(core, actor, action),
            Stage::SquidGame(g) => g.validate(core, actor, action),
        }
        .map_err(|e| match e {
            // The games answer "not now" without knowing the phase; fill it in.
            ActionError::WrongPhase { action, .. } => self.wrong_phase(action),
            other => other,
        })
    }
}

/// Starts `game` (G-S5) with the current teams: its timer (G-K2) and turn order (G-S4).
fn start_game(
    core: &mut Core,
    game: MiniGame,
    court: Option<&super::setup::FinalCourt>,
    events: &mut Vec<Event>,
) -> Stage {
    core.game = game;
    core.timer = game.timer_start();
    let entered: Vec<usize> = (0..core.players()).map(|s| core.team_size(s)).collect();
    core.records.push(GameRecord {
        game,
        entered,
        survived: None,
        turns: 0,
        timer_ran_out: false,
    });
    let order = core.turn_order();
    let turn_based = matches!(
        game,
        MiniGame::Dalgona | MiniGame::TugOfWar | MiniGame::Marbles | MiniGame::GlassBridge
    );
    events.push(Event::GameStarted {
        game,
        timer: core.timer,
        turn_order: if turn_based { order.clone() } else { Vec::new() },
    });
    match game {
        MiniGame::RedLightGreenLight => Stage::RedLight(RedLight::start(core, events)),
        MiniGame::Dalgona => Stage::Dalgona(Dalgona::start(core, order)),
        MiniGame::TugOfWar => Stage::TugOfWar(TugOfWar::start(core, order, events)),
        MiniGame::Marbles => Stage::Marbles(Marbles::start(core, order)),
        MiniGame::GlassBridge => Stage::GlassBridge(GlassBridge::start(core, order)),
        MiniGame::SquidGame => Stage::SquidGame(SquidGame::start(core, court, events)),
    }
}

/// Pick statuses for a secret simultaneous pick.
pub(super) fn pick_statuses<T>(playing: &[bool], picks: &[Option<T>]) -> Vec<PickStatus> {
    playing
        .iter()
        .zip(picks)
        .map(|(&p, pick)| match (p, pick) {
            (false, _) => PickStatus::NotPlaying,
            (true, None) => PickStatus::Choosing,
            (true, Some(_)) => PickStatus::Locked,
        })
        .collect()
}

/// Who still has to lock a secret pick.
pub(super) fn choosing<T>(playing: &[bool], picks: &[Option<T>]) -> Vec<Actor> {
    let mut actors = Vec::with_capacity(playing.len());
    for (seat, (&p, pick)) in playing.iter().zip(picks).enumerate() {
        if p && pick.is_none() {
            actors.push(Actor::Player(seat));
        }
    }
    actors
}

/// The common checks of a secret pick: a player, playing, not locked yet.
pub(super) fn check_picker<T>(
    actor: Actor,
    action: ActionKind,
    playing: &[bool],
    picks: &[Option<T>],
) -> Result<Seat, ActionError> {
    let Actor::Player(seat) = actor else {
        return Err(ActionError::NotForTheTable { action });
    };
    if !playing.get(seat).copied().unwrap_or(false) {
        return Err(ActionError::NotPlaying { seat });
    }
    if picks.get(seat).is_some_and(Option::is_some) {
        return Err(ActionError::AlreadyLocked { seat });
    }
    Ok(seat)
}

/// The common check of a one-seat decision: the actor is that seat.
pub(super) fn check_seat(actor: Actor, action: ActionKind, expected: Seat) -> Result<Seat, ActionError> {
    match actor {
        Actor::Table => Err(ActionError::NotForTheTable { action }),
        Actor::Player(seat) if seat == expected => Ok(seat),
        Actor::Player(seat) => Err(ActionError::NotYourTurn { seat, expected }),
    }
}

/// "Not possible now", the phase filled in by [`Game::validate`].
pub(super) fn not_now(action: &Action) -> ActionError {
    ActionError::WrongPhase {
        action: action.kind(),
        phase: PhaseKind::Over,
    }
}

impl Engine for Game {
    type Config = Config;
    type Actor = Actor;
    type Action = Action;
    type Event = Event;
    type SetupError = SetupError;
    type ActionError = ActionError;
    type Phase = Phase;
    type Outcome = Outcome;
    type Viewer = Viewer;
    type View = View;

    fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        Game::new(config, seed)
    }

    /// Exactly the actions `apply` accepts from `actor` now (every one of them is listed).
    fn legal_actions(&self, actor: &Actor) -> Vec<Action> {
        let actor = *actor;
        if let Actor::Player(seat) = actor {
            if seat >= self.players() {
                return Vec::new();
            }
        }
        let core = &self.core;
        match &self.stage {
            Stage::Over(_) => Vec::new(),
            Stage::RedLight(g) => g.legal_actions(core, actor),
            Stage::Dalgona(g) => g.legal_actions(core, actor),
            Stage::TugOfWar(g) => g.legal_actions(core, actor),
            Stage::Marbles(g) => g.legal_actions(core, actor),
            Stage::GlassBridge(g) => g.legal_actions(core, actor),
            Stage::SquidGame(g) => g.legal_actions(core, actor),
        }
    }

    /// Validates everything first; an `Err` leaves the match exactly as it was. The events tell, in order, what
    /// happened, down to every step of a reveal's consequences.
    fn apply(&mut self, actor: &Actor, action: Action) -> Result<Vec<Event>, ActionError> {
        let actor = *actor;
        self.validate(actor, &action)?;
        let mut events = Vec::with_capacity(8);
        let core = &mut self.core;
        let flow = match &mut self.stage {
            Stage::Over(_) => return Err(ActionError::MatchIsOver),
            Stage::RedLight(g) => g.apply(core, actor, action, &mut events),
            Stage::Dalgona(g) => g.apply(core, actor, action, &mut events),
            Stage::TugOfWar(g) => g.apply(core, actor, action, &mut events),
            Stage::Marbles(g) => g.apply(core, actor, action, &mut events),
            Stage::GlassBridge(g) => g.apply(core, actor, action, &mut events),
            Stage::SquidGame(g) => g.apply(core, actor, action, &mut events),
        };
        match flow {
            Flow::Continue => {}
            Flow::Done => self.next_game(&mut events),
            Flow::Won(outcome) => {
                let survivors: Vec<usize> = (0..self.core.players()).map(|s| self.core.team_size(s)).collect();
                if let Some(record) = self.core.records.last_mut() {
                    record.survived = Some(survivors);
                }
                self.stage = Stage::Over(outcome);
                events.push(Event::MatchWon(outcome));
            }
        }
        Ok(events)
    }

    fn phase(&self) -> Phase {
        let core = &self.core;
        match &self.stage {
            Stage::Over(outcome) => Phase::Over(*outcome),
            Stage::RedLight(g) => g.phase(core),
            Stage::Dalgona(g) => g.phase(core),
            Stage::TugOfWar(g) => g.phase(core),
            Stage::Marbles(g) => g.phase(core),
            Stage::GlassBridge(g) => g.phase(core),
            Stage::SquidGame(g) => g.phase(core),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.stage {
            Stage::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    fn view_for(&self, viewer: &Viewer) -> View {
        view::build(self, *viewer)
    }

    /// Judged before the action is applied: true when it would show something hidden (the reveal that follows
    /// the last lock of a pick, a card from a shuffled deck, a glass pane). Undo is refused after such an action.
    fn reveals_hidden_information(&self, action: &Action) -> bool {
        self.actors().into_iter().any(|actor| {
            let mut copy = self.clone();
            copy.apply(&actor, *action)
                .is_ok_and(|events| events.iter().any(Event::reveals))
        })
    }
}
