//! Helpers shared by the Squid Game test files: scenarios, applying actions, reading events and views.
#![allow(dead_code)]

use boardside::engine::Engine;
use boardside::squid::rules::bots::heuristic_move;
use boardside::squid::rules::values::{DALGONA_DECK, DOLL_DECK};
use boardside::squid::rules::*;
use rand::SeedableRng;
use rand_pcg::Pcg32;
use std::collections::HashSet;

pub fn p(seat: Seat) -> Actor {
    Actor::Player(seat)
}

pub fn c(number: u16) -> Contestant {
    Contestant(number)
}

pub fn ok(g: &mut Game, actor: Actor, action: Action) -> Vec<Event> {
    g.apply(&actor, action)
        .unwrap_or_else(|e| panic!("{actor:?} {action:?} was refused: {e:?} in {:?}", g.phase()))
}

/// Applies an action that must be refused, and checks the refusal left the game byte-for-byte unchanged.
pub fn refused(g: &mut Game, actor: Actor, action: Action) -> ActionError {
    let before = serde_json::to_string(g).expect("serializable");
    let error = match g.apply(&actor, action) {
        Ok(events) => panic!("{actor:?} {action:?} was accepted: {events:?}"),
        Err(e) => e,
    };
    assert_eq!(
        before,
        serde_json::to_string(g).expect("serializable"),
        "a refused action changed the game"
    );
    assert!(
        !g.legal_actions(&actor).contains(&action),
        "refused but listed as legal: {action:?}"
    );
    error
}

/// A scenario starting at `start` with these teams in play; each box is filled up to 12 with reserve tokens whose
/// numbers are not used elsewhere.
pub fn scenario(start: MiniGame, in_play: &[&[u16]]) -> Scenario {
    let used: HashSet<u16> = in_play.iter().flat_map(|t| t.iter().copied()).collect();
    let mut spare = (1..=456u16).filter(|n| !used.contains(n));
    let teams = in_play
        .iter()
        .map(|team| ScenarioTeam {
            in_play: team.to_vec(),
            reserve: spare.by_ref().take(12 - team.len()).collect(),
            eliminated: Vec::new(),
        })
        .collect();
    Scenario {
        start,
        teams,
        doll_decks: Vec::new(),
        dalgona_decks: Vec::new(),
        broken_panes: Vec::new(),
        final_court: None,
    }
}

pub fn start(scenario: Scenario) -> Game {
    let config = Config {
        players: vec![String::new(); scenario.teams.len()],
        scenario: Some(scenario),
    };
    Game::new(config, 42).expect("scenario set-up")
}

/// The doll deck of the data table with `first` on top (in that order), the rest in table order.
pub fn doll_deck_with(first: &[DollCard]) -> Vec<DollCard> {
    let mut rest = DOLL_DECK.to_vec();
    for card in first {
        let i = rest.iter().position(|c| c == card).expect("card in the doll deck");
        rest.remove(i);
    }
    let mut deck = first.to_vec();
    deck.extend(rest);
    deck
}

/// Greens first, then the red lights in table order.
pub fn greens_first() -> Vec<DollCard> {
    let greens: Vec<DollCard> = DOLL_DECK.iter().copied().filter(|c| *c == DollCard::Green).collect();
    doll_deck_with(&greens)
}

/// The first red light of the data table.
pub fn first_red() -> DollCard {
    *DOLL_DECK.iter().find(|c| **c != DollCard::Green).expect("a red light")
}

/// The dalgona deck of the data table with `first` on top (in that order).
pub fn dalgona_deck_with(first: &[DalgonaCard]) -> Vec<DalgonaCard> {
    let mut rest = DALGONA_DECK.to_vec();
    for card in first {
        let i = rest.iter().position(|c| c == card).expect("card in the dalgona deck");
        rest.remove(i);
    }
    let mut deck = first.to_vec();
    deck.extend(rest);
    deck
}

pub fn eliminated(events: &[Event]) -> Vec<(Contestant, Cause)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Eliminated { token, cause, .. } => Some((*token, *cause)),
            _ => None,
        })
        .collect()
}

pub fn survived(events: &[Event]) -> Vec<(Contestant, Survival)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Survived { token, how, .. } => Some((*token, *how)),
            _ => None,
        })
        .collect()
}

pub fn view_json(g: &Game, viewer: Viewer) -> String {
    serde_json::to_string(&g.view_for(&viewer)).expect("serializable view")
}

pub fn board(g: &Game) -> Board {
    g.view_for(&Viewer::Public).board
}

/// The owner of a token.
pub fn owner(g: &Game, token: Contestant) -> Seat {
    (0..g.players())
        .find(|&s| g.tokens(s).iter().any(|r| r.number == token))
        .expect("a dealt token")
}

/// A whole match between the heuristic players; returns the game and every event.
pub fn bot_match(players: usize, seed: u64) -> (Game, Vec<Event>, Vec<(Actor, Action)>) {
    let mut g = Game::new(Config::new(players), seed).expect("setup");
    let mut rng = Pcg32::seed_from_u64(seed ^ 0xb07);
    let mut events = Vec::new();
    let mut log = Vec::new();
    for _ in 0..50_000 {
        let Some((actor, action)) = heuristic_move(&g, &mut rng) else {
            break;
        };
        events.extend(ok(&mut g, actor, action));
        log.push((actor, action));
    }
    assert!(g.outcome().is_some(), "the match ended");
    (g, events, log)
}

/// Puts tokens down following `plan` (token, placement), always for whoever must place now; stops when the
/// placer has nothing planned.
pub fn place_by_plan(g: &mut Game, plan: &[(u16, Placement)]) -> Vec<Event> {
    let mut events = Vec::new();
    let mut done = vec![false; plan.len()];
    while let [Actor::Player(seat)] = g.waiting_for().as_slice() {
        let seat = *seat;
        let placing = matches!(
            g.phase(),
            Phase::DalgonaPlace { .. }
                | Phase::TugPlace { .. }
                | Phase::MarblesPlace { .. }
                | Phase::BridgePlace { .. }
        );
        if !placing {
            break;
        }
        let next = (0..plan.len()).find(|&i| !done[i] && owner(g, c(plan[i].0)) == seat);
        let Some(i) = next else {
            break;
        };
        done[i] = true;
        events.extend(ok(
            g,
            p(seat),
            Action::Place {
                token: c(plan[i].0),
                at: plan[i].1,
            },
        ));
    }
    events
}
