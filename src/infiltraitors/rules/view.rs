//! What one viewer may see. Screens receive a [`View`], never the [`Game`]: a secret that is not in the view cannot
//! leak into the markup. A face-down card is a variant that carries no card at all.
//!
//! [`Viewer::Public`] (the tablet in the middle of the table) gets public information only: no unrevealed suspect,
//! no hand card, no face-down card. [`Viewer::Agent`] (behind the pass screen) adds what that agent may see: the own
//! hand and suspect (I-A1), the I-M16 kept card, the face-down discards while choosing a reward from them (I-A5),
//! the I-M20 extra suspect once looked at. I-M17 turns hands round: an agent sees every hand but the own.
//! After the game every suspect is shown.

use super::action::SuspectRef;
use super::card::{Card, Hint};
use super::game::{Elimination, Game, Shot, Suspect};
use super::missions::{MissionId, SpecialRule};
use super::phase::{Outcome, Phase};
use super::solver::{self, HintBoard};
use crate::engine::Engine;
use serde::{Deserialize, Serialize};

/// Who is looking at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// Everyone at the table.
    Public,
    /// One agent alone, behind the pass screen.
    Agent(usize),
}

/// A card that may be face down to this viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    FaceDown,
    Shown(Card),
}

/// A hand as this viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandView {
    /// Only the number of cards (somebody else's hand; I-M17: the own hand).
    Hidden { count: usize },
    /// Oldest first; the index is the `slot` of `Action::DiscardFromHand`.
    Shown(Vec<Card>),
}

impl HandView {
    /// How many cards the hand holds, whether or not this viewer sees them.
    pub fn count(&self) -> usize {
        match self {
            HandView::Hidden { count } => *count,
            HandView::Shown(cards) => cards.len(),
        }
    }
}

/// One card of the discard pile; the index in [`View::discards`] is the `discard` of the reward and I-M20 actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiscardView {
    /// I-A8: face-up discards may be looked at any time.
    FaceUp(Card),
    /// I-A8: face-down discards never.
    FaceDown,
    /// I-A5: face down, shown to this agent alone while choosing a reward (or an I-M20 hint) from the pile.
    FaceDownSeen(Card),
}

/// A suspect on a stand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuspectView {
    /// The suspect card: to its owner, and to everyone after the game.
    pub card: Slot,
    /// I-M16: the kept card (face down to all but the owner). `None`: no kept card.
    pub kept: Option<Slot>,
    /// What the suspect counts as (I-M16: kept card's suit, own number), when the card is shown.
    pub identity: Option<Card>,
    /// I-M3 / I-M14.
    pub tile: Option<u8>,
    /// I-R3: in the order played.
    pub hints: Vec<Hint>,
    pub vertical: usize,
    pub horizontal: usize,
}

/// One agent's seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgentView {
    pub seat: usize,
    /// As entered; empty means "use the UI's default name".
    pub name: String,
    pub hand: HandView,
    pub stand: Option<SuspectView>,
    /// I-M20: left the mission.
    pub left_mission: bool,
    /// I-M20: looked at the extra suspect.
    pub saw_extra_suspect: bool,
}

/// I-M20.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExtraSuspectView {
    /// Shown to the agents who looked, and to everyone after the game.
    pub card: Slot,
    pub hints: Vec<Hint>,
}

/// Everything one viewer may see of the game, built by `Game::view_for`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub mission: MissionId,
    pub phase: Phase,
    /// I-S6.
    pub first_agent: usize,
    pub agents: Vec<AgentView>,
    pub bullets: u8,
    pub bullets_at_start: u8,
    /// I-E2: suspects not yet eliminated.
    pub unresolved: u8,
    /// I-S4: suspects left in the pile.
    pub suspect_pile: usize,
    /// I-S5: cards left in HQ.
    pub hq: usize,
    /// Oldest first.
    pub discards: Vec<DiscardView>,
    /// I-M6: the special cards lying in the middle.
    pub middle: Vec<Card>,
    /// I-M18: rewards set aside face up.
    pub reward_pile: Vec<Card>,
    /// I-M18: the 9th suspect, until the last stand.
    pub aside_suspect: Option<Slot>,
    /// I-M18.
    pub last_stand: bool,
    /// I-M20.
    pub extra_suspect: Option<ExtraSuspectView>,
    /// I-M12.
    pub single_shooter: Option<usize>,
    /// I-M3 / I-M14: the tile to eliminate next.
    pub next_tile: Option<u8>,
    /// I-M4 / I-M10 / I-M11: show the "no communication" banner. (I-A7's reminder, discuss public information
    /// only, is shown in every mission; the app cannot enforce either.)
    pub no_communication: bool,
    /// T3: the UI runs this clock and sends `TimeUp`.
    pub time_limit_minutes: Option<u8>,
    pub eliminations: Vec<Elimination>,
    pub shots: Vec<Shot>,
    /// I-H1 automatic mode, one per suspect on the table (stands in seat order, then the I-M20 extra suspect).
    /// The public view's boards use public information only; an agent's boards add that agent's knowledge.
    pub boards: Vec<HintBoard>,
    pub outcome: Option<Outcome>,
}

fn slot(card: Card, shown: bool) -> Slot {
    if shown {
        Slot::Shown(card)
    } else {
        Slot::FaceDown
    }
}

fn suspect_view(s: &Suspect, shown: bool) -> SuspectView {
    let vertical = s.hints.iter().filter(|h| h.vertical).count();
    SuspectView {
        card: slot(s.card, shown),
        kept: s.kept.map(|k| slot(k, shown)),
        identity: shown.then(|| s.identity()),
        tile: s.tile,
        hints: s.hints.clone(),
        vertical,
        horizontal: s.hints.len() - vertical,
    }
}

pub(super) fn build(game: &Game, viewer: Viewer) -> View {
    let over = matches!(game.phase, Phase::GameOver(_));
    let me = match viewer {
        Viewer::Agent(i) if i < game.agents.len() => Some(i),
        _ => None,
    };
    let faced_out = game.mission().has(SpecialRule::HandsFaceOut);
    let agents = game
        .agents
        .iter()
        .enumerate()
        .map(|(seat, a)| {
            // I-M17: an agent sees every hand but the own.
            let sees_hand = match me {
                Some(me) => (seat == me) != faced_out,
                None => false,
            };
            AgentView {
                seat,
                name: game.config.name(seat).to_string(),
                hand: if sees_hand {
                    HandView::Shown(a.hand.clone())
                } else {
                    HandView::Hidden { count: a.hand.len() }
                },
                stand: a.stand.as_ref().map(|s| suspect_view(s, over || me == Some(seat))),
                left_mission: a.departed,
                saw_extra_suspect: a.saw_extra,
            }
        })
        .collect();
    // I-A5: the agent choosing a reward (or an I-M20 hint card) looks through the face-down discards.
    let sees_face_down = match (game.phase, me) {
        (Phase::Reward { agent, .. }, Some(me)) | (Phase::ExtraSuspectHint { agent, .. }, Some(me)) => agent == me,
        _ => false,
    };
    let discards = game
        .discards
        .iter()
        .map(|d| match (d.face_up, sees_face_down) {
            (true, _) => DiscardView::FaceUp(d.card),
            (false, true) => DiscardView::FaceDownSeen(d.card),
            (false, false) => DiscardView::FaceDown,
        })
        .collect();
    let extra_suspect = game.extra.as_ref().map(|e| ExtraSuspectView {
        card: slot(e.card, over || me.is_some_and(|m| game.agents[m].saw_extra)),
        hints: e.hints.clone(),
    });
    let boards = game
        .suspects()
        .into_iter()
        .filter_map(|s: SuspectRef| solver::hint_board(game, s, viewer))
        .collect();
    View {
        viewer,
        mission: game.config.mission,
        phase: game.phase,
        first_agent: game.first_agent,
        agents,
        bullets: game.bullets,
        bullets_at_start: game.bullets_at_start,
        unresolved: game.unresolved(),
        suspect_pile: game.pile.len(),
        hq: game.hq.len(),
        discards,
        middle: game.middle.clone(),
        reward_pile: game.reward_pile.clone(),
        aside_suspect: game.aside_suspect.map(|c| slot(c, over)),
        last_stand: game.last_stand,
        extra_suspect,
        single_shooter: game.single_shooter,
        next_tile: game
            .mission()
            .has(SpecialRule::OrderedSuspects)
            .then(|| game.next_tile()),
        no_communication: game.mission().no_communication(),
        time_limit_minutes: game.mission().time_limit_minutes(),
        eliminations: game.eliminations.clone(),
        shots: game.shots.clone(),
        boards,
        outcome: game.outcome(),
    }
}
