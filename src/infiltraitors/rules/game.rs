//! The Infiltraitors game: state, validation and state changes. Implements [`crate::engine::Engine`].
//!
//! The state is plain data (serde), the RNG included, so a game is rebuilt exactly by replaying its config, seed and
//! action log ([`crate::engine::replay`]). Every handler validates completely before it changes anything, and the
//! RNG is only touched after validation, so a refused action leaves the game byte-for-byte as it was.

use super::action::{Action, ActionKind, SuspectRef};
use super::card::{related, Card, CardSet, Guess, Hint};
use super::error::ActionError;
use super::event::Event;
use super::missions::{Mission, MissionId, SpecialRule};
use super::phase::{LossReason, Outcome, Phase, PhaseKind, WinReason};
use super::setup::{Config, SetupError};
use super::solver::{self, HintBoard};
use super::view::{self, View, Viewer};
use crate::engine::Engine;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// I-A4: the most cards a wait draws.
pub const WAIT_DRAW_MAX: u8 = 3;

/// A suspect on a stand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Suspect {
    pub(super) card: Card,
    /// I-M16: the HQ card kept face down beside it (`None` when HQ was empty at the draw, or in other missions).
    pub(super) kept: Option<Card>,
    /// I-M3 / I-M14.
    pub(super) tile: Option<u8>,
    pub(super) hints: Vec<Hint>,
}

impl Suspect {
    /// What the suspect counts as: its own card, or with I-M16 the kept card's suit and its own number.
    pub(super) fn identity(&self) -> Card {
        match self.kept {
            Some(kept) => Card {
                suit: kept.suit,
                number: self.card.number,
            },
            None => self.card,
        }
    }

    fn counts(&self) -> (usize, usize) {
        let vertical = self.hints.iter().filter(|h| h.vertical).count();
        (vertical, self.hints.len() - vertical)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct AgentState {
    /// Oldest first; new cards are appended.
    pub(super) hand: Vec<Card>,
    pub(super) stand: Option<Suspect>,
    /// I-M20.
    pub(super) departed: bool,
    /// I-M20: this agent looked at the extra suspect.
    pub(super) saw_extra: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Discard {
    pub(super) card: Card,
    pub(super) face_up: bool,
}

/// I-M20.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct ExtraSuspect {
    pub(super) card: Card,
    pub(super) hints: Vec<Hint>,
}

/// A suspect eliminated by a right shot (public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Elimination {
    pub by: usize,
    pub suspect: SuspectRef,
    /// What was named. Outside I-M16 this is the suspect card itself, now shuffled into HQ.
    pub identity: Card,
    /// I-M16: the named identity mixes two cards, so neither card was shown.
    pub card_shown: bool,
    pub tile: Option<u8>,
}

/// A shot, right or wrong (public: the pistol was raised and the owner answered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub by: usize,
    pub target: SuspectRef,
    pub guess: Guess,
    pub hit: bool,
}

/// Where a card is. Secret as a whole: for tests, debugging and the conservation checks, never for screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Hand(usize),
    Hq,
    SuspectPile,
    /// The suspect card on this agent's stand.
    Stand(usize),
    /// I-M16: the card kept face down beside this agent's suspect.
    Kept(usize),
    Hint(SuspectRef),
    Discard {
        face_up: bool,
    },
    /// I-M6.
    Middle,
    /// I-M18: rewards set aside face up.
    RewardPile,
    /// I-M18: the 9th suspect, set aside face down.
    AsideSuspect,
    /// I-M20.
    ExtraSuspect,
}

/// Where a card played as a hint comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Hand { owner: usize, slot: usize },
    Middle { slot: usize },
}

/// A game of Infiltraitors.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub(super) config: Config,
    pub(super) seed: u64,
    pub(super) rng: Pcg32,
    pub(super) bullets: u8,
    pub(super) bullets_at_start: u8,
    pub(super) agents: Vec<AgentState>,
    /// I-S4: top = last.
    pub(super) pile: Vec<Card>,
    /// I-S5: top = last.
    pub(super) hq: Vec<Card>,
    /// Oldest first.
    pub(super) discards: Vec<Discard>,
    /// I-M6.
    pub(super) middle: Vec<Card>,
    /// I-M18: rewards set aside face up.
    pub(super) reward_pile: Vec<Card>,
    /// I-M18: the 9th suspect until the last stand.
    pub(super) aside_suspect: Option<Card>,
    /// I-M20.
    pub(super) extra: Option<ExtraSuspect>,
    /// I-M12.
    pub(super) single_shooter: Option<usize>,
    /// I-M3 / I-M14: tiles handed out so far.
    pub(super) tiles_dealt: u8,
    /// I-S6.
    pub(super) first_agent: usize,
    /// I-M18: the last stand has begun.
    pub(super) last_stand: bool,
    /// I-K4: every card that has lain face up where the whole table saw it. A suspect has been hidden since setup,
    /// so none of these can be an unresolved suspect, wherever the card is now.
    pub(super) shown: CardSet,
    pub(super) eliminations: Vec<Elimination>,
    pub(super) shots: Vec<Shot>,
    pub(super) phase: Phase,
}

impl Game {
    /// Validates the config and sets the mission up (I-S1..I-S6): deck shuffled, hands dealt, suspects dealt,
    /// bullets counted, first agent drawn from the seed.
    pub fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        config.validate()?;
        let mission = config.mission.mission();
        let n = config.agents;
        let mut rng = Pcg32::seed_from_u64(seed);
        // I-S2
        let mut deck = mission.deck();
        deck.shuffle(&mut rng);
        // I-S3: one card at a time around the table.
        let mut agents = vec![AgentState::default(); n];
        for _ in 0..mission.starting_hand {
            for agent in agents.iter_mut() {
                if let Some(card) = deck.pop() {
                    agent.hand.push(card);
                }
            }
        }
        // I-S4, I-M18, I-M20
        let total = usize::from(mission.suspects.for_agents(n));
        let set_aside = usize::from(mission.suspects_set_aside());
        let pile: Vec<Card> = deck.split_off(deck.len().saturating_sub(total - set_aside));
        let aside = if set_aside > 0 { deck.pop() } else { None };
        let (aside_suspect, extra) = if mission.has_extra_suspect() {
            (
                None,
                aside.map(|card| ExtraSuspect {
                    card,
                    hints: Vec::new(),
                }),
            )
        } else {
            (aside, None)
        };
        // I-S6
        let first_agent = rng.random_range(0..n);
        // I-M12
        let single_shooter = mission.has(SpecialRule::SingleShooter).then(|| rng.random_range(0..n));
        let middle = mission.middle_cards();
        let bullets = mission.bullets.for_agents(n);
        let mut game = Game {
            config,
            seed,
            rng,
            bullets,
            bullets_at_start: bullets,
            agents,
            pile,
            hq: deck,
            discards: Vec::new(),
            shown: middle.iter().copied().collect(),
            middle,
            reward_pile: Vec::new(),
            aside_suspect,
            extra,
            single_shooter,
            tiles_dealt: 0,
            first_agent,
            last_stand: false,
            eliminations: Vec::new(),
            shots: Vec::new(),
            phase: Phase::Turn { agent: first_agent },
        };
        let mut events = Vec::new();
        game.begin_turn_at(first_agent, &mut events);
        Ok(game)
    }

    /// The config the game was set up with (saved with the seed and the action log).
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The seed the game was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// This game's row of the mission table.
    pub fn mission(&self) -> &'static Mission {
        self.config.mission.mission()
    }

    /// Which mission is played.
    pub fn mission_id(&self) -> MissionId {
        self.config.mission
    }

    /// How many agents play (2–5).
    pub fn agent_count(&self) -> usize {
        self.agents.len()
    }

    /// I-S5: bullets left beside HQ.
    pub fn bullets(&self) -> u8 {
        self.bullets
    }

    /// I-S5: bullets the mission started with.
    pub fn bullets_at_start(&self) -> u8 {
        self.bullets_at_start
    }

    /// I-S6: the agent chosen to start.
    pub fn first_agent(&self) -> usize {
        self.first_agent
    }

    /// I-M12: the only agent who may shoot.
    pub fn single_shooter(&self) -> Option<usize> {
        self.single_shooter
    }

    /// I-S5: cards left in HQ.
    pub fn hq_len(&self) -> usize {
        self.hq.len()
    }

    /// I-S4: suspects left in the pile.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// I-M18: the last stand has begun.
    pub fn in_last_stand(&self) -> bool {
        self.last_stand
    }

    /// I-M20: this agent has left the mission.
    pub fn has_left(&self, agent: usize) -> bool {
        self.agents.get(agent).is_some_and(|a| a.departed)
    }

    /// The public list of eliminations, oldest first.
    pub fn eliminations(&self) -> &[Elimination] {
        &self.eliminations
    }

    /// The public list of shots, oldest first.
    pub fn shots(&self) -> &[Shot] {
        &self.shots
    }

    /// I-E2: suspects not yet eliminated: the pile, the stands and the set-aside ones (I-M18, I-M20).
    pub fn unresolved(&self) -> u8 {
        let on_stands = self.agents.iter().filter(|a| a.stand.is_some()).count();
        let aside = usize::from(self.aside_suspect.is_some()) + usize::from(self.extra.is_some());
        (self.pile.len() + on_stands + aside) as u8
    }

    /// Suspects currently on the table that hints and shots can point at: every occupied stand, then the I-M20
    /// extra suspect.
    pub fn suspects(&self) -> Vec<SuspectRef> {
        let mut out: Vec<SuspectRef> = (0..self.agents.len())
            .filter(|&i| self.agents[i].stand.is_some())
            .map(SuspectRef::Stand)
            .collect();
        if self.extra.is_some() {
            out.push(SuspectRef::Extra);
        }
        out
    }

    /// The hints beside a suspect (public).
    pub fn hints(&self, suspect: SuspectRef) -> &[Hint] {
        match suspect {
            SuspectRef::Stand(i) => self
                .agents
                .get(i)
                .and_then(|a| a.stand.as_ref())
                .map_or(&[], |s| s.hints.as_slice()),
            SuspectRef::Extra => self.extra.as_ref().map_or(&[], |e| e.hints.as_slice()),
        }
    }

    /// I-H1 automatic mode: what `suspect` can still be, for `viewer` (public information only for
    /// [`Viewer::Public`]; an agent's own knowledge added for [`Viewer::Agent`]).
    pub fn hint_board(&self, suspect: SuspectRef, viewer: Viewer) -> Option<HintBoard> {
        solver::hint_board(self, suspect, viewer)
    }

    /// Whether `actor` may now do an action of this kind (for enabling buttons).
    pub fn can(&self, actor: usize, kind: ActionKind) -> bool {
        self.legal_actions(&actor).iter().any(|a| a.kind() == kind)
    }

    // ----- secrets: for tests and debugging, never for screens (they use `view_for`) -----

    /// What a suspect counts as (I-M16 disguise applied). Secret.
    pub fn suspect_identity(&self, suspect: SuspectRef) -> Option<Card> {
        match suspect {
            SuspectRef::Stand(i) => self.agents.get(i)?.stand.as_ref().map(Suspect::identity),
            SuspectRef::Extra => self.extra.as_ref().map(|e| e.card),
        }
    }

    /// An agent's hand, oldest first. Secret.
    pub fn hand(&self, agent: usize) -> &[Card] {
        self.agents.get(agent).map_or(&[], |a| a.hand.as_slice())
    }

    /// Every card of the mission and where it is. Secret.
    pub fn card_places(&self) -> Vec<(Card, Place)> {
        let mut out = Vec::with_capacity(80);
        for (i, agent) in self.agents.iter().enumerate() {
            out.extend(agent.hand.iter().map(|&c| (c, Place::Hand(i))));
            if let Some(s) = &agent.stand {
                out.push((s.card, Place::Stand(i)));
                out.extend(s.kept.map(|c| (c, Place::Kept(i))));
                out.extend(s.hints.iter().map(|h| (h.card, Place::Hint(SuspectRef::Stand(i)))));
            }
        }
        out.extend(self.hq.iter().map(|&c| (c, Place::Hq)));
        out.extend(self.pile.iter().map(|&c| (c, Place::SuspectPile)));
        out.extend(
            self.discards
                .iter()
                .map(|d| (d.card, Place::Discard { face_up: d.face_up })),
        );
        out.extend(self.middle.iter().map(|&c| (c, Place::Middle)));
        out.extend(self.reward_pile.iter().map(|&c| (c, Place::RewardPile)));
        out.extend(self.aside_suspect.map(|c| (c, Place::AsideSuspect)));
        if let Some(extra) = &self.extra {
            out.push((extra.card, Place::ExtraSuspect));
            out.extend(extra.hints.iter().map(|h| (h.card, Place::Hint(SuspectRef::Extra))));
        }
        out
    }

    /// I-K4 bookkeeping: whether `card` has lain face up before the whole table.
    pub fn was_shown(&self, card: Card) -> bool {
        self.shown.contains(card)
    }

    /// Test support: swaps two cards that both lie hidden from the table (hands, HQ, the pile, suspects, kept cards,
    /// face-down discards, set-aside suspects) and were never shown. Returns whether it did. Used to check that a
    /// view does not depend on what it must not know. Not part of play.
    #[doc(hidden)]
    pub fn swap_hidden_cards_for_test(&mut self, a: Card, b: Card) -> bool {
        if a == b || self.shown.contains(a) || self.shown.contains(b) {
            return false;
        }
        let hidden = |p: Place| {
            !matches!(
                p,
                Place::Hint(_) | Place::Discard { face_up: true } | Place::Middle | Place::RewardPile
            )
        };
        let places = self.card_places();
        let find = |c: Card| places.iter().find(|(card, _)| *card == c).map(|(_, p)| *p);
        match (find(a), find(b)) {
            (Some(pa), Some(pb)) if hidden(pa) && hidden(pb) => {}
            _ => return false,
        }
        let swap = |c: &mut Card| {
            if *c == a {
                *c = b;
            } else if *c == b {
                *c = a;
            }
        };
        for agent in &mut self.agents {
            agent.hand.iter_mut().for_each(swap);
            if let Some(s) = agent.stand.as_mut() {
                swap(&mut s.card);
                if let Some(k) = s.kept.as_mut() {
                    swap(k);
                }
            }
        }
        self.hq.iter_mut().for_each(swap);
        self.pile.iter_mut().for_each(swap);
        self.discards
            .iter_mut()
            .filter(|d| !d.face_up)
            .for_each(|d| swap(&mut d.card));
        if let Some(c) = self.aside_suspect.as_mut() {
            swap(c);
        }
        if let Some(e) = self.extra.as_mut() {
            swap(&mut e.card);
        }
        true
    }

    /// Test support: makes it `agent`'s turn, whatever the phase (also after the game), so a test can list what
    /// that agent could do. Returns false for a seat that does not exist. Not part of play.
    #[doc(hidden)]
    pub fn force_turn_for_test(&mut self, agent: usize) -> bool {
        if agent >= self.agents.len() {
            return false;
        }
        self.phase = Phase::Turn { agent };
        true
    }

    // ----- seating (I-S6: seats are entered clockwise, and play passes clockwise, i.e. to the left) -----

    /// The agent on `agent`'s left: the next one in turn order (I-M8).
    pub fn left_of(&self, agent: usize) -> usize {
        (agent + 1) % self.agents.len()
    }

    /// The agent on `agent`'s right: the previous one in turn order (I-M11).
    pub fn right_of(&self, agent: usize) -> usize {
        (agent + self.agents.len() - 1) % self.agents.len()
    }

    // ----- validation -----

    fn has(&self, rule: SpecialRule) -> bool {
        self.mission().has(rule)
    }

    fn wrong_phase(&self, action: ActionKind) -> ActionError {
        ActionError::WrongPhase {
            action,
            phase: self.phase.kind(),
        }
    }

    /// The phase an action kind belongs to (`None`: any phase, T3's `TimeUp`).
    fn phase_of(kind: ActionKind) -> Option<PhaseKind> {
        Some(match kind {
            ActionKind::DrawSuspect
            | ActionKind::GiveHint
            | ActionKind::ExchangeIntel
            | ActionKind::Wait
            | ActionKind::Shoot => PhaseKind::Turn,
            ActionKind::DrawFromHq => PhaseKind::WaitDraw,
            ActionKind::TakeReward | ActionKind::DeclineReward => PhaseKind::Reward,
            ActionKind::DiscardFromHand => PhaseKind::HandLimit,
            ActionKind::LookAtExtraSuspect | ActionKind::SkipExtraSuspect => PhaseKind::ExtraSuspectLook,
            ActionKind::HintExtraFromHand | ActionKind::HintExtraFromDiscard => PhaseKind::ExtraSuspectHint,
            ActionKind::ShootExtraSuspect => PhaseKind::FinalShot,
            ActionKind::TimeUp => return None,
        })
    }

    /// The action is of the current phase and it is `actor`'s to take.
    fn check_acting(&self, actor: usize, kind: ActionKind) -> Result<(), ActionError> {
        if let Some(expected) = Game::phase_of(kind) {
            if self.phase.kind() != expected {
                return Err(self.wrong_phase(kind));
            }
        }
        match self.phase.agent() {
            Some(current) if current != actor => Err(ActionError::NotYourTurn { agent: actor, current }),
            _ => Ok(()),
        }
    }

    fn check_agent(&self, agent: usize) -> Result<(), ActionError> {
        if agent < self.agents.len() {
            Ok(())
        } else {
            Err(ActionError::NoSuchAgent {
                agent,
                agents: self.agents.len(),
            })
        }
    }

    fn stand(&self, agent: usize) -> Option<&Suspect> {
        self.agents.get(agent)?.stand.as_ref()
    }

    /// I-A1 (and I-M12).
    fn check_draw_suspect(&self, a: usize) -> Result<(), ActionError> {
        if self.single_shooter == Some(a) {
            return Err(ActionError::ShooterMayNotDrawSuspects);
        }
        if self.agents[a].stand.is_some() {
            return Err(ActionError::StandOccupied);
        }
        if self.pile.is_empty() {
            return Err(ActionError::SuspectPileEmpty);
        }
        Ok(())
    }

    /// Where the card `a` wants to play comes from: the own hand, or with I-M17 another agent's hand; with
    /// `middle_allowed` (I-M6 exchange) also the middle.
    fn source(&self, a: usize, card: Card, middle_allowed: bool) -> Result<Source, ActionError> {
        let faced_out = self.has(SpecialRule::HandsFaceOut);
        let in_hand = |owner: usize| self.agents[owner].hand.iter().position(|&c| c == card);
        if faced_out {
            // I-M17: you pick from another agent's hand.
            for owner in (0..self.agents.len()).filter(|&o| o != a) {
                if let Some(slot) = in_hand(owner) {
                    return Ok(Source::Hand { owner, slot });
                }
            }
        } else if let Some(slot) = in_hand(a) {
            return Ok(Source::Hand { owner: a, slot });
        }
        if let Some(slot) = self.middle.iter().position(|&c| c == card) {
            return if middle_allowed {
                Ok(Source::Middle { slot })
            } else {
                Err(ActionError::MiddleCardOnlyForExchange { card })
            };
        }
        Err(if faced_out {
            ActionError::CardNotInAnotherHand { card }
        } else {
            ActionError::CardNotInYourHand { card }
        })
    }

    /// The cards `a` may play from hands: the own hand, or (I-M17) every other agent's hand.
    fn hand_cards(&self, a: usize) -> impl Iterator<Item = Card> + '_ {
        let faced_out = self.has(SpecialRule::HandsFaceOut);
        self.agents
            .iter()
            .enumerate()
            .filter(move |&(owner, _)| if faced_out { owner != a } else { owner == a })
            .flat_map(|(_, agent)| agent.hand.iter().copied())
    }

    fn has_hand_card(&self, a: usize) -> bool {
        self.hand_cards(a).next().is_some()
    }

    /// I-A2.
    fn check_give_hint(&self, a: usize, card: Card) -> Result<Source, ActionError> {
        if self.agents[a].stand.is_none() {
            return Err(ActionError::NoSuspectOnYourStand);
        }
        self.source(a, card, false)
    }

    /// I-A3, the target (I-M8).
    fn check_exchange_target(&self, a: usize, target: usize) -> Result<(), ActionError> {
        self.check_agent(target)?;
        if target == a {
            return Err(ActionError::CannotExchangeWithYourself);
        }
        if self.has(SpecialRule::ExchangeWithLeftOnly) && target != self.left_of(a) {
            return Err(ActionError::ExchangeOnlyWithLeftNeighbour { left: self.left_of(a) });
        }
        if self.stand(target).is_none() {
            return Err(ActionError::TargetHasNoSuspect { target });
        }
        Ok(())
    }

    /// I-A3 "may draw"; I-M17 must draw; I-M18 last stand draws nothing.
    fn check_exchange_draw(&self, draw: bool) -> Result<(), ActionError> {
        if draw {
            if self.last_stand {
                return Err(ActionError::NoDrawInLastStand);
            }
            if self.hq.is_empty() {
                return Err(ActionError::HqEmpty);
            }
        } else if self.has(SpecialRule::HandsFaceOut) && !self.hq.is_empty() && !self.last_stand {
            return Err(ActionError::DrawRequired);
        }
        Ok(())
    }

    /// I-A3 as a whole.
    fn check_exchange(&self, a: usize, target: usize, card: Card, draw: bool) -> Result<Source, ActionError> {
        self.check_exchange_target(a, target)?;
        let source = self.source(a, card, self.has(SpecialRule::SpecialCardsInMiddle))?;
        self.check_exchange_draw(draw)?;
        Ok(source)
    }

    /// I-A4 (and I-M18: HQ is closed in the last stand).
    fn check_wait(&self) -> Result<(), ActionError> {
        if self.last_stand {
            return Err(ActionError::HqClosedInLastStand);
        }
        if self.hq.is_empty() {
            return Err(ActionError::HqEmpty);
        }
        Ok(())
    }

    /// I-A5 up to the named card: bullets, who may shoot whom (I-M11, I-M12), and whether this suspect may be shot
    /// now (I-M7/13, I-M3/14).
    fn check_shot_target(&self, a: usize, target: usize) -> Result<(), ActionError> {
        if self.bullets == 0 {
            return Err(ActionError::NoBulletsLeft);
        }
        if let Some(shooter) = self.single_shooter.filter(|&s| s != a) {
            return Err(ActionError::OnlyTheShooterShoots { shooter });
        }
        self.check_agent(target)?;
        if target == a {
            return Err(ActionError::CannotShootYourOwnSuspect);
        }
        if self.has(SpecialRule::ShootRightOnly) && target != self.right_of(a) {
            return Err(ActionError::ShootOnlyRightNeighbour {
                right: self.right_of(a),
            });
        }
        let Some(suspect) = self.stand(target) else {
            return Err(ActionError::TargetHasNoSuspect { target });
        };
        if let Some(needed) = self.mission().min_hints_to_shoot() {
            let (vertical, horizontal) = suspect.counts();
            let needed = usize::from(needed);
            if suspect.hints.len() < needed {
                return Err(ActionError::TooFewHintsToShoot {
                    hints: suspect.hints.len(),
                    needed,
                });
            }
            if vertical != horizontal {
                return Err(ActionError::HintsNotBalanced { vertical, horizontal });
            }
        }
        if let (true, Some(tile)) = (self.has(SpecialRule::OrderedSuspects), suspect.tile) {
            let next = self.next_tile();
            if tile != next {
                return Err(ActionError::OutOfTileOrder { tile, next });
            }
        }
        Ok(())
    }

    /// I-M3 / I-M14: the tile of the suspect to eliminate next.
    pub fn next_tile(&self) -> u8 {
        self.eliminations.iter().filter(|e| e.tile.is_some()).count() as u8 + 1
    }

    /// Whether a card can be a suspect (and so be named) in this mission.
    pub fn in_mission(&self, card: Card) -> bool {
        let mission = self.mission();
        card.suit.index() < usize::from(mission.suits)
            && match card.number {
                None => mission.has(SpecialRule::SpecialCardsInDeck),
                Some(n) => (mission.lowest..=mission.highest).contains(&n),
            }
    }

    fn check_guess(&self, guess: Guess) -> Result<Card, ActionError> {
        guess
            .identity()
            .filter(|&c| self.in_mission(c))
            .ok_or(ActionError::GuessNotInMission { guess })
    }

    fn check_discard_index(&self, index: usize) -> Result<(), ActionError> {
        if index < self.discards.len() {
            Ok(())
        } else {
            Err(ActionError::NoSuchDiscard {
                index,
                len: self.discards.len(),
            })
        }
    }

    /// Whether `a` has any of the five turn actions (I-E3). Mirrors the checks above without listing every card.
    fn has_turn_action(&self, a: usize) -> bool {
        if self.agents[a].departed {
            return false;
        }
        if self.check_draw_suspect(a).is_ok() || self.check_wait().is_ok() {
            return true;
        }
        let has_card = self.has_hand_card(a);
        if has_card && self.agents[a].stand.is_some() {
            return true;
        }
        let exchange_card = has_card || (self.has(SpecialRule::SpecialCardsInMiddle) && !self.middle.is_empty());
        (0..self.agents.len()).any(|t| {
            (exchange_card && self.check_exchange_target(a, t).is_ok()) || self.check_shot_target(a, t).is_ok()
        })
    }

    fn turn_actions(&self, a: usize, out: &mut Vec<Action>) {
        // One allocation: up to 4 targets × 75 named cards, plus hints and exchanges.
        out.reserve(384);
        if self.check_draw_suspect(a).is_ok() {
            out.push(Action::DrawSuspect);
        }
        if self.agents[a].stand.is_some() {
            out.extend(self.hand_cards(a).map(|card| Action::GiveHint { card }));
        }
        let draws = [false, true].map(|d| self.check_exchange_draw(d).is_ok());
        let middle: &[Card] = if self.has(SpecialRule::SpecialCardsInMiddle) {
            &self.middle
        } else {
            &[]
        };
        for target in (0..self.agents.len()).filter(|&t| self.check_exchange_target(a, t).is_ok()) {
            for card in self.hand_cards(a).chain(middle.iter().copied()) {
                for (draw, _) in [false, true].into_iter().zip(draws).filter(|&(_, ok)| ok) {
                    out.push(Action::ExchangeIntel { target, card, draw });
                }
            }
        }
        if self.check_wait().is_ok() {
            out.push(Action::Wait);
        }
        let mission = self.mission();
        for target in (0..self.agents.len()).filter(|&t| self.check_shot_target(a, t).is_ok()) {
            mission.for_each_guess(|guess| out.push(Action::Shoot { target, guess }));
        }
    }

    // ----- state changes -----

    fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.phase = Phase::GameOver(outcome);
        events.push(Event::GameOver(outcome));
    }

    /// I-E1 / I-E2, checked after every action. Returns true when the game is over.
    fn check_end(&mut self, events: &mut Vec<Event>) -> bool {
        if matches!(self.phase, Phase::GameOver(_)) {
            return true;
        }
        let unresolved = self.unresolved();
        let outcome = if unresolved == 0 {
            // I-E1
            Outcome::Won(WinReason::AllSuspectsEliminated)
        } else if self.bullets < unresolved {
            // I-E2
            Outcome::Lost(LossReason::TooFewBullets {
                bullets: self.bullets,
                unresolved,
            })
        } else if self.hq.is_empty() && self.agents.iter().all(|a| a.hand.is_empty()) {
            // I-E2
            Outcome::Lost(LossReason::OutOfCards)
        } else {
            return false;
        };
        self.finish(outcome, events);
        true
    }

    /// Gives the turn to the first agent from `start` on (clockwise, I-S6) who can act; agents who cannot are passed
    /// over. Nobody able to act loses the game (I-E3).
    fn begin_turn_at(&mut self, start: usize, events: &mut Vec<Event>) {
        if self.check_end(events) {
            return;
        }
        let n = self.agents.len();
        // I-M20 (App, under I-E3): with only the extra suspect left nobody can ever leave again.
        let others_gone = self.pile.is_empty() && self.agents.iter().all(|a| a.stand.is_none());
        if self.extra.is_some() && others_gone && self.active_agents() > 1 {
            self.finish(Outcome::Lost(LossReason::ExtraSuspectOutOfReach), events);
            return;
        }
        for k in 0..n {
            let seat = (start + k) % n;
            if self.agents[seat].departed {
                continue;
            }
            if self.has_turn_action(seat) {
                self.phase = Phase::Turn { agent: seat };
                events.push(Event::TurnStarted { agent: seat });
                return;
            }
            events.push(Event::TurnSkipped { agent: seat });
        }
        // I-E3
        self.finish(Outcome::Lost(LossReason::NoActionPossible), events);
    }

    fn active_agents(&self) -> usize {
        self.agents.iter().filter(|a| !a.departed).count()
    }

    /// End of `a`'s turn: I-A6 hand limit, then the next agent.
    fn end_turn(&mut self, a: usize, events: &mut Vec<Event>) {
        if self.check_end(events) {
            return;
        }
        let limit = self.mission().hand_limit;
        if !self.agents[a].departed && self.agents[a].hand.len() > usize::from(limit) {
            self.phase = Phase::HandLimit { agent: a, limit };
            return;
        }
        self.begin_turn_at((a + 1) % self.agents.len(), events);
    }

    /// I-A2 / I-A4 / I-A5: a card leaves the game's play area for the discard pile; face down in I-M2/14.
    fn discard(&mut self, card: Card, face_up: bool) -> bool {
        let face_up = face_up && !self.has(SpecialRule::FaceDownDiscards);
        if face_up {
            self.shown.insert(card);
        }
        self.discards.push(Discard { card, face_up });
        face_up
    }

    fn take_from(&mut self, source: Source) -> Card {
        match source {
            Source::Hand { owner, slot } => self.agents[owner].hand.remove(slot),
            Source::Middle { slot } => self.middle.remove(slot),
        }
    }

    fn draw_from_hq(&mut self, a: usize, count: u8) -> u8 {
        let mut drawn = 0;
        for _ in 0..count {
            match self.hq.pop() {
                Some(card) => {
                    self.agents[a].hand.push(card);
                    drawn += 1;
                }
                None => break,
            }
        }
        drawn
    }

    /// I-A1.
    fn draw_suspect(&mut self, a: usize) -> Result<Vec<Event>, ActionError> {
        self.check_draw_suspect(a)?;
        let Some(card) = self.pile.pop() else {
            return Err(ActionError::SuspectPileEmpty);
        };
        let mut events = Vec::new();
        // I-M3 / I-M14
        let tile = self.has(SpecialRule::OrderedSuspects).then(|| {
            self.tiles_dealt += 1;
            self.tiles_dealt
        });
        events.push(Event::SuspectDrawn { agent: a, tile });
        let kept = if self.has(SpecialRule::Disguise) {
            // I-M16: kept face down instead of discarded.
            let kept = self.hq.pop();
            if kept.is_some() {
                events.push(Event::DisguiseKept { agent: a });
            }
            kept
        } else {
            if let Some(top) = self.hq.pop() {
                self.discards.push(Discard {
                    card: top,
                    face_up: false,
                });
                events.push(Event::HqTopDiscarded);
            }
            None
        };
        self.agents[a].stand = Some(Suspect {
            card,
            kept,
            tile,
            hints: Vec::new(),
        });
        self.end_turn(a, &mut events);
        Ok(events)
    }

    /// I-R3: the app orients every hint itself.
    fn place_hint(&mut self, a: usize, target: SuspectRef, card: Card, from_middle: bool) -> Event {
        let identity = self.suspect_identity(target).unwrap_or(card);
        let hint = Hint {
            card,
            vertical: related(card, identity),
            by: a,
            from_middle,
        };
        self.shown.insert(card);
        match target {
            SuspectRef::Stand(i) => {
                if let Some(s) = self.agents[i].stand.as_mut() {
                    s.hints.push(hint);
                }
            }
            SuspectRef::Extra => {
                if let Some(e) = self.extra.as_mut() {
                    e.hints.push(hint);
                }
            }
        }
        Event::HintPlaced { suspect: target, hint }
    }

    /// I-A2.
    fn give_hint(&mut self, a: usize, card: Card) -> Result<Vec<Event>, ActionError> {
        let source = self.check_give_hint(a, card)?;
        let card = self.take_from(source);
        let mut events = vec![self.place_hint(a, SuspectRef::Stand(a), card, false)];
        self.end_turn(a, &mut events);
        Ok(events)
    }

    /// I-A3.
    fn exchange(&mut self, a: usize, target: usize, card: Card, draw: bool) -> Result<Vec<Event>, ActionError> {
        let source = self.check_exchange(a, target, card, draw)?;
        let card = self.take_from(source);
        let from_middle = matches!(source, Source::Middle { .. });
        let mut events = vec![self.place_hint(a, SuspectRef::Stand(target), card, from_middle)];
        if draw {
            let count = self.draw_from_hq(a, 1);
            events.push(Event::CardsDrawn { agent: a, count });
        }
        self.end_turn(a, &mut events);
        Ok(events)
    }

    /// I-A4, first step.
    fn wait(&mut self, a: usize) -> Result<Vec<Event>, ActionError> {
        self.check_wait()?;
        let mut events = Vec::new();
        if let Some(top) = self.hq.pop() {
            self.discards.push(Discard {
                card: top,
                face_up: false,
            });
            events.push(Event::HqTopDiscarded);
        }
        if self.check_end(&mut events) {
            return Ok(events);
        }
        let max = self.hq.len().min(usize::from(WAIT_DRAW_MAX)) as u8;
        if max == 0 {
            self.end_turn(a, &mut events);
        } else {
            self.phase = Phase::WaitDraw { agent: a, max };
        }
        Ok(events)
    }

    /// I-A4, second step.
    fn draw_cards(&mut self, a: usize, count: u8) -> Result<Vec<Event>, ActionError> {
        let Phase::WaitDraw { max, .. } = self.phase else {
            return Err(self.wrong_phase(ActionKind::DrawFromHq));
        };
        if count == 0 || count > max {
            return Err(ActionError::DrawCountOutOfRange { count, max });
        }
        let count = self.draw_from_hq(a, count);
        let mut events = vec![Event::CardsDrawn { agent: a, count }];
        self.end_turn(a, &mut events);
        Ok(events)
    }

    /// I-A5.
    fn shoot(&mut self, a: usize, target: usize, guess: Guess) -> Result<Vec<Event>, ActionError> {
        self.check_shot_target(a, target)?;
        let named = self.check_guess(guess)?;
        let Some(suspect) = self.agents[target].stand.as_ref() else {
            return Err(ActionError::TargetHasNoSuspect { target });
        };
        let hit = suspect.identity() == named;
        self.bullets -= 1;
        let target_ref = SuspectRef::Stand(target);
        self.shots.push(Shot {
            by: a,
            target: target_ref,
            guess,
            hit,
        });
        let mut events = vec![Event::ShotFired {
            by: a,
            target: target_ref,
            guess,
            hit,
        }];
        if !hit {
            // I-A5 wrong: the suspect stays, still secret.
            self.end_turn(a, &mut events);
            return Ok(events);
        }
        self.eliminate(a, target, &mut events);
        self.after_elimination(a, &mut events);
        Ok(events)
    }

    /// I-A5 right: the suspect (with I-M16's kept card) is shuffled into HQ and its hints discarded face up
    /// (I-M2/14 face down; I-M6 special cards back to the middle).
    fn eliminate(&mut self, a: usize, owner: usize, events: &mut Vec<Event>) {
        let Some(suspect) = self.agents[owner].stand.take() else {
            return;
        };
        let identity = suspect.identity();
        let mut discarded = 0;
        let mut back_to_middle = 0;
        for hint in &suspect.hints {
            if hint.from_middle {
                // I-M6 interpretation: a special card from the middle goes back there.
                self.middle.push(hint.card);
                back_to_middle += 1;
            } else {
                self.discard(hint.card, true);
                discarded += 1;
            }
        }
        self.hq.push(suspect.card);
        self.hq.extend(suspect.kept);
        self.hq.shuffle(&mut self.rng);
        self.eliminations.push(Elimination {
            by: a,
            suspect: SuspectRef::Stand(owner),
            identity,
            card_shown: suspect.kept.is_none(),
            tile: suspect.tile,
        });
        events.push(Event::SuspectEliminated {
            suspect: SuspectRef::Stand(owner),
            identity,
        });
        events.push(Event::HintsCleared {
            discarded,
            face_up: !self.has(SpecialRule::FaceDownDiscards),
            back_to_middle,
        });
    }

    fn after_elimination(&mut self, a: usize, events: &mut Vec<Event>) {
        if self.check_end(events) {
            return;
        }
        if !self.discards.is_empty() {
            let set_aside = self.has(SpecialRule::LastStand) && !self.last_stand;
            self.phase = Phase::Reward { agent: a, set_aside };
            return;
        }
        self.after_reward(a, events);
    }

    /// I-A5 reward.
    fn take_reward(&mut self, a: usize, index: usize) -> Result<Vec<Event>, ActionError> {
        self.check_discard_index(index)?;
        let Phase::Reward { set_aside, .. } = self.phase else {
            return Err(self.wrong_phase(ActionKind::TakeReward));
        };
        let Discard { card, face_up } = self.discards.remove(index);
        let mut events = Vec::new();
        if set_aside {
            // I-M18: set aside face up, for the last stand.
            self.shown.insert(card);
            self.reward_pile.push(card);
            events.push(Event::RewardSetAside { agent: a, card });
        } else {
            self.agents[a].hand.push(card);
            events.push(Event::RewardTaken {
                agent: a,
                card: face_up.then_some(card),
            });
        }
        self.after_reward(a, &mut events);
        Ok(events)
    }

    fn decline_reward(&mut self, a: usize) -> Vec<Event> {
        let mut events = vec![Event::RewardDeclined { agent: a }];
        self.after_reward(a, &mut events);
        events
    }

    fn after_reward(&mut self, a: usize, events: &mut Vec<Event>) {
        if self.check_end(events) {
            return;
        }
        if self.extra.is_some() && !self.agents[a].departed {
            // I-M20
            self.phase = Phase::ExtraSuspectLook { agent: a };
            return;
        }
        let eight_solved = self.pile.is_empty() && self.agents.iter().all(|ag| ag.stand.is_none());
        if self.has(SpecialRule::LastStand) && !self.last_stand && eight_solved && self.aside_suspect.is_some() {
            self.begin_last_stand(a, events);
        }
        self.end_turn(a, events);
    }

    /// I-M18: hands discarded face up, the reward cards shuffled and dealt from `a` on, the 9th suspect to `a`.
    fn begin_last_stand(&mut self, a: usize, events: &mut Vec<Event>) {
        let n = self.agents.len();
        for i in 0..n {
            let hand = std::mem::take(&mut self.agents[i].hand);
            for card in hand {
                let face_up = self.discard(card, true);
                events.push(Event::CardDiscarded {
                    agent: i,
                    card: face_up.then_some(card),
                });
            }
        }
        let mut rewards = std::mem::take(&mut self.reward_pile);
        rewards.shuffle(&mut self.rng);
        let mut dealt = vec![0; n];
        for (k, card) in rewards.into_iter().enumerate() {
            let seat = (a + k) % n;
            self.agents[seat].hand.push(card);
            dealt[seat] += 1;
        }
        if let Some(card) = self.aside_suspect.take() {
            self.agents[a].stand = Some(Suspect {
                card,
                kept: None,
                tile: None,
                hints: Vec::new(),
            });
        }
        self.last_stand = true;
        events.push(Event::LastStandBegan { holder: a, dealt });
    }

    /// I-A6: one card at a time, face up (I-M2/14 face down).
    fn discard_from_hand(&mut self, a: usize, slot: usize) -> Result<Vec<Event>, ActionError> {
        let len = self.agents[a].hand.len();
        if slot >= len {
            return Err(ActionError::NoSuchHandSlot { slot, len });
        }
        let card = self.agents[a].hand.remove(slot);
        let face_up = self.discard(card, true);
        let mut events = vec![Event::CardDiscarded {
            agent: a,
            card: face_up.then_some(card),
        }];
        self.end_turn(a, &mut events);
        Ok(events)
    }

    /// I-M20: look, then hint.
    fn look_at_extra(&mut self, a: usize) -> Vec<Event> {
        self.agents[a].saw_extra = true;
        let mut events = vec![Event::ExtraSuspectSeen { agent: a }];
        let hints = self.mission().extra_suspect_hints(self.agents.len()).unwrap_or(1);
        self.extra_hints_due(a, hints, &mut events);
        events
    }

    fn extra_hints_due(&mut self, a: usize, remaining: u8, events: &mut Vec<Event>) {
        let no_card = self.agents[a].hand.is_empty() && self.discards.is_empty();
        if remaining == 0 || no_card {
            self.depart(a, events);
        } else {
            self.phase = Phase::ExtraSuspectHint { agent: a, remaining };
        }
    }

    fn hint_extra(&mut self, a: usize, source: ExtraSource) -> Result<Vec<Event>, ActionError> {
        let Phase::ExtraSuspectHint { remaining, .. } = self.phase else {
            return Err(self.wrong_phase(match source {
                ExtraSource::Hand(_) => ActionKind::HintExtraFromHand,
                ExtraSource::Discard(_) => ActionKind::HintExtraFromDiscard,
            }));
        };
        let card = match source {
            ExtraSource::Hand(card) => {
                let Some(slot) = self.agents[a].hand.iter().position(|&c| c == card) else {
                    return Err(ActionError::CardNotInYourHand { card });
                };
                self.agents[a].hand.remove(slot)
            }
            ExtraSource::Discard(index) => {
                self.check_discard_index(index)?;
                self.discards.remove(index).card
            }
        };
        let mut events = vec![self.place_hint(a, SuspectRef::Extra, card, false)];
        self.extra_hints_due(a, remaining - 1, &mut events);
        Ok(events)
    }

    /// I-M20: the agent leaves and discards the hand face up; a lone agent left must shoot the extra suspect.
    fn depart(&mut self, a: usize, events: &mut Vec<Event>) {
        let hand = std::mem::take(&mut self.agents[a].hand);
        for card in hand {
            let face_up = self.discard(card, true);
            events.push(Event::CardDiscarded {
                agent: a,
                card: face_up.then_some(card),
            });
        }
        self.agents[a].departed = true;
        events.push(Event::AgentLeft { agent: a });
        if self.check_end(events) {
            return;
        }
        let remaining: Vec<usize> = (0..self.agents.len()).filter(|&i| !self.agents[i].departed).collect();
        if let [last] = remaining.as_slice() {
            self.phase = Phase::FinalShot { agent: *last };
            events.push(Event::FinalShotDue { agent: *last });
            return;
        }
        self.begin_turn_at((a + 1) % self.agents.len(), events);
    }

    /// I-M20: the last shot decides the mission.
    fn shoot_extra(&mut self, a: usize, guess: Guess) -> Result<Vec<Event>, ActionError> {
        if self.bullets == 0 {
            return Err(ActionError::NoBulletsLeft);
        }
        let named = self.check_guess(guess)?;
        let Some(extra) = self.extra.as_ref() else {
            return Err(self.wrong_phase(ActionKind::ShootExtraSuspect));
        };
        let hit = extra.card == named;
        self.bullets -= 1;
        self.shots.push(Shot {
            by: a,
            target: SuspectRef::Extra,
            guess,
            hit,
        });
        let mut events = vec![Event::ShotFired {
            by: a,
            target: SuspectRef::Extra,
            guess,
            hit,
        }];
        if hit {
            if let Some(extra) = self.extra.take() {
                for hint in &extra.hints {
                    self.discard(hint.card, true);
                }
                self.hq.push(extra.card);
                self.eliminations.push(Elimination {
                    by: a,
                    suspect: SuspectRef::Extra,
                    identity: extra.card,
                    card_shown: true,
                    tile: None,
                });
                events.push(Event::SuspectEliminated {
                    suspect: SuspectRef::Extra,
                    identity: extra.card,
                });
            }
            self.finish(Outcome::Won(WinReason::ExtraSuspectEliminated), &mut events);
        } else {
            self.finish(Outcome::Lost(LossReason::ExtraSuspectMissed), &mut events);
        }
        Ok(events)
    }

    /// T3.
    fn time_up(&mut self) -> Result<Vec<Event>, ActionError> {
        if self.mission().time_limit_minutes().is_none() {
            return Err(ActionError::NoTimeLimit);
        }
        let mut events = vec![Event::TimeRanOut];
        self.finish(Outcome::Lost(LossReason::TimeUp), &mut events);
        Ok(events)
    }
}

/// Where an I-M20 hint on the extra suspect comes from.
#[derive(Clone, Copy)]
enum ExtraSource {
    Hand(Card),
    Discard(usize),
}

impl Engine for Game {
    type Config = Config;
    type Actor = usize;
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

    /// Every action `actor` may take now, fully spelled out (every card, target, count and named card), so
    /// `legal_actions(a).contains(x)` is exactly "`apply(a, x)` would succeed". Cards chosen blind or from secret
    /// piles are named by position (see [`Action`]), so the list shows the actor nothing new.
    fn legal_actions(&self, actor: &usize) -> Vec<Action> {
        let a = *actor;
        let mut out = Vec::with_capacity(32);
        if matches!(self.phase, Phase::GameOver(_)) || a >= self.agents.len() {
            return out;
        }
        if self.phase.agent() == Some(a) && !self.agents[a].departed {
            match self.phase {
                Phase::Turn { .. } => self.turn_actions(a, &mut out),
                Phase::WaitDraw { max, .. } => out.extend((1..=max).map(|count| Action::DrawFromHq { count })),
                Phase::Reward { .. } => {
                    out.extend((0..self.discards.len()).map(|discard| Action::TakeReward { discard }));
                    out.push(Action::DeclineReward);
                }
                Phase::ExtraSuspectLook { .. } => {
                    out.push(Action::LookAtExtraSuspect);
                    out.push(Action::SkipExtraSuspect);
                }
                Phase::ExtraSuspectHint { .. } => {
                    out.extend(
                        self.agents[a]
                            .hand
                            .iter()
                            .map(|&card| Action::HintExtraFromHand { card }),
                    );
                    out.extend((0..self.discards.len()).map(|discard| Action::HintExtraFromDiscard { discard }));
                }
                Phase::FinalShot { .. } => {
                    if self.bullets > 0 {
                        self.mission()
                            .for_each_guess(|guess| out.push(Action::ShootExtraSuspect { guess }));
                    }
                }
                Phase::HandLimit { .. } => {
                    out.extend((0..self.agents[a].hand.len()).map(|slot| Action::DiscardFromHand { slot }))
                }
                Phase::GameOver(_) => {}
            }
        }
        if self.mission().time_limit_minutes().is_some() {
            out.push(Action::TimeUp);
        }
        out
    }

    /// Validates everything first; an `Err` leaves the game exactly as it was.
    fn apply(&mut self, actor: &usize, action: Action) -> Result<Vec<Event>, ActionError> {
        let a = *actor;
        if matches!(self.phase, Phase::GameOver(_)) {
            return Err(ActionError::GameIsOver);
        }
        self.check_agent(a)?;
        if action == Action::TimeUp {
            return self.time_up();
        }
        if self.agents[a].departed {
            return Err(ActionError::AgentHasLeft { agent: a });
        }
        self.check_acting(a, action.kind())?;
        match action {
            Action::DrawSuspect => self.draw_suspect(a),
            Action::GiveHint { card } => self.give_hint(a, card),
            Action::ExchangeIntel { target, card, draw } => self.exchange(a, target, card, draw),
            Action::Wait => self.wait(a),
            Action::DrawFromHq { count } => self.draw_cards(a, count),
            Action::Shoot { target, guess } => self.shoot(a, target, guess),
            Action::TakeReward { discard } => self.take_reward(a, discard),
            Action::DeclineReward => Ok(self.decline_reward(a)),
            Action::DiscardFromHand { slot } => self.discard_from_hand(a, slot),
            Action::LookAtExtraSuspect => Ok(self.look_at_extra(a)),
            Action::SkipExtraSuspect => {
                let mut events = Vec::new();
                self.end_turn(a, &mut events);
                Ok(events)
            }
            Action::HintExtraFromHand { card } => self.hint_extra(a, ExtraSource::Hand(card)),
            Action::HintExtraFromDiscard { discard } => self.hint_extra(a, ExtraSource::Discard(discard)),
            Action::ShootExtraSuspect { guess } => self.shoot_extra(a, guess),
            Action::TimeUp => self.time_up(),
        }
    }

    fn phase(&self) -> Phase {
        self.phase
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::GameOver(outcome) => Some(outcome),
            _ => None,
        }
    }

    fn view_for(&self, viewer: &Viewer) -> View {
        view::build(self, *viewer)
    }

    /// Judged on the state *before* the action. True when it shows somebody something that was hidden from them:
    /// a suspect (drawing one, I-M20 looking), the answer to a shot, a card leaving a hand face up or oriented
    /// beside a suspect (hints, exchanges, face-up hand discards), cards drawn from HQ, an I-M18 reward turned face
    /// up, a face-down reward going into an I-M17 hand that faces the others, or the end of the game (every suspect
    /// is then shown). Waiting (the discard goes face down unseen), declining a reward or a look, a face-up reward
    /// and a face-down hand discard show nothing new, unless they end the game, start the I-M18 last stand or make
    /// an I-M20 agent leave (hands go face up).
    fn reveals_hidden_information(&self, action: &Action) -> bool {
        let mut copy = self.clone();
        let Ok(events) = copy.apply(&self.phase.agent().unwrap_or(0), action.clone()) else {
            return false;
        };
        let big_reveal = events.iter().any(|e| {
            matches!(
                e,
                Event::GameOver(_) | Event::LastStandBegan { .. } | Event::AgentLeft { .. }
            )
        });
        big_reveal
            || match action {
                Action::DrawSuspect
                | Action::GiveHint { .. }
                | Action::ExchangeIntel { .. }
                | Action::DrawFromHq { .. }
                | Action::Shoot { .. }
                | Action::LookAtExtraSuspect
                | Action::HintExtraFromHand { .. }
                | Action::HintExtraFromDiscard { .. }
                | Action::ShootExtraSuspect { .. }
                | Action::TimeUp => true,
                // A face-down card turns face up (I-M18) or faces the others from the hand (I-M17).
                Action::TakeReward { discard } => {
                    let set_aside = matches!(self.phase, Phase::Reward { set_aside: true, .. });
                    (set_aside || self.has(SpecialRule::HandsFaceOut))
                        && self.discards.get(*discard).is_some_and(|d| !d.face_up)
                }
                Action::DiscardFromHand { .. } => !self.has(SpecialRule::FaceDownDiscards),
                Action::Wait | Action::DeclineReward | Action::SkipExtraSuspect => false,
            }
    }
}
