#![cfg(not(target_arch = "wasm32"))]
//! Property tests: random legal Squid Game matches for 3–6 players played to the end, checking the invariants.

mod squid_common;

use boardside::engine::{replay, Engine};
use boardside::squid::rules::bots::{heuristic_move, random_move};
use boardside::squid::rules::values::WON_PER_ELIMINATION;
use boardside::squid::rules::*;
use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use squid_common::view_json;
use std::collections::HashSet;

/// Far above any real match (a few thousand actions at most with random play).
const MATCH_CAP: usize = 30_000;
/// Per game: generous, but a game that loops would hit it.
const GAME_CAP: usize = 10_000;

fn viewers(g: &Game) -> Vec<Viewer> {
    let mut v: Vec<Viewer> = (0..g.players()).map(Viewer::Player).collect();
    v.push(Viewer::Public);
    v
}

/// Every token the current board shows, waiting ones included.
fn board_tokens(board: &Board) -> Vec<Contestant> {
    match board {
        Board::RedLight { track, to_enter, .. } => track
            .iter()
            .map(|t| t.token)
            .chain(to_enter.iter().flatten().copied())
            .collect(),
        Board::Dalgona { tokens, unplaced, .. } => tokens
            .iter()
            .map(|t| t.token)
            .chain(unplaced.iter().flatten().copied())
            .collect(),
        Board::TugOfWar { ropes, unplaced, .. } => ropes
            .iter()
            .flat_map(|r| r.iter().flatten().map(|(t, _)| *t))
            .chain(unplaced.iter().flatten().copied())
            .collect(),
        Board::Marbles { groups, unplaced, .. } => groups
            .iter()
            .filter(|g| !g.played)
            .flat_map(|g| g.tokens.iter().map(|(t, _)| *t))
            .chain(unplaced.iter().flatten().copied())
            .collect(),
        Board::GlassBridge {
            figures,
            tokens,
            unplaced,
            ..
        } => figures
            .iter()
            .flatten()
            .map(|(t, _)| *t)
            .chain(tokens.iter().map(|t| t.token))
            .chain(unplaced.iter().flatten().copied())
            .collect(),
        Board::SquidGame { tokens, .. } => tokens.iter().map(|t| t.token).collect(),
        Board::Over => Vec::new(),
    }
}

/// G-S1 / G-S2 and the boards: 12 tokens per player in play, reserve or the bank; the pot matches the bank; every
/// token on the board is in play and on it once.
fn check_tokens(g: &Game) {
    let mut numbers = HashSet::new();
    let mut banked = 0u64;
    for seat in 0..g.players() {
        let tokens = g.tokens(seat);
        assert_eq!(tokens.len(), 12);
        for r in tokens {
            assert!(numbers.insert(r.number), "number {} twice", r.number);
            if matches!(r.status, TokenStatus::Eliminated(_)) {
                banked += 1;
            }
        }
    }
    assert_eq!(g.pot(), banked * WON_PER_ELIMINATION);
    let on_board = board_tokens(&g.view_for(&Viewer::Public).board);
    let mut seen = HashSet::new();
    for token in on_board {
        assert!(seen.insert(token), "{token} twice on the board");
        let seat = (0..g.players())
            .find(|&s| g.tokens(s).iter().any(|r| r.number == token))
            .unwrap();
        let status = g.tokens(seat).iter().find(|r| r.number == token).unwrap().status;
        assert_eq!(status, TokenStatus::InPlay, "{token} on the board but {status:?}");
    }
}

fn is_pick(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayCard { .. }
            | Action::PlayFinalCard { .. }
            | Action::AssignCard { .. }
            | Action::TakeBackCard { .. }
            | Action::LockCards
            | Action::HideMarbles { .. }
            | Action::GuessParity { .. }
    )
}

/// A random action that may well be illegal.
fn garbage(g: &Game, rng: &mut Pcg32) -> (Actor, Action) {
    let seat = rng.random_range(0..g.players() + 2);
    let actor = if seat == g.players() + 1 {
        Actor::Table
    } else {
        Actor::Player(seat)
    };
    let all: Vec<Contestant> = (0..g.players())
        .flat_map(|s| g.tokens(s).iter().map(|r| r.number))
        .collect();
    let token = if rng.random_bool(0.9) {
        *all.choose(rng).unwrap()
    } else {
        Contestant(rng.random_range(0..500))
    };
    let card = rng.random_range(0..8u8);
    let side = if rng.random_bool(0.5) { Side::Left } else { Side::Right };
    let at = match rng.random_range(0..6) {
        0 => Placement::Shape(Shape::ALL[rng.random_range(0..4)]),
        1 => Placement::Rope {
            rope: rng.random_range(0..4),
            side,
        },
        2 => Placement::Alone,
        3 => Placement::Beside(*all.choose(rng).unwrap()),
        4 => Placement::Figure(rng.random_range(0..30)),
        _ => Placement::Square,
    };
    let pair = rng.random_range(0..20);
    let action = match rng.random_range(0..21) {
        0 => Action::PlayCard { card },
        1 => Action::Place { token, at },
        2 => Action::Push { token },
        3 => Action::NoPush,
        4 => Action::TurnCard,
        5 => Action::StopTurning,
        6 => Action::Advance { token },
        7 => Action::Crack { token },
        8 => Action::AssignCard { token, card },
        9 => Action::TakeBackCard { token },
        10 => Action::LockCards,
        11 => Action::ChooseGame {
            pair,
            game: if rng.random_bool(0.5) {
                MarblesGame::OddOrEven
            } else {
                MarblesGame::RollTheMarbles
            },
        },
        12 => Action::KeepOne { pair, keep: token },
        13 => Action::HideMarbles { count: card % 4 },
        14 => Action::GuessParity {
            parity: if rng.random_bool(0.5) {
                Parity::Odd
            } else {
                Parity::Even
            },
        },
        15 => Action::RollWinner { token },
        16 => Action::JumpSide { side },
        17 => Action::CrowdPush { token },
        18 => Action::PlayFinalCard {
            card: FinalCard::ALL[rng.random_range(0..4)],
        },
        19 => Action::Stab { token },
        _ => Action::LoseStabber { token },
    };
    (actor, action)
}

/// Plays a match with `policy`; calls `check(before, actor, action, after)` around every move. Asserts that every
/// game and the match end within the caps. Returns the action log.
fn play(
    g: &mut Game,
    policy_seed: u64,
    heuristic: bool,
    mut check: impl FnMut(&Game, Actor, Action, &Game, &mut Pcg32),
) -> Vec<(Actor, Action)> {
    let mut rng = Pcg32::seed_from_u64(policy_seed);
    let mut log = Vec::new();
    let mut in_game = 0;
    let mut game = g.current_game();
    loop {
        let choice = if heuristic {
            heuristic_move(g, &mut rng)
        } else {
            random_move(g, &mut rng)
        };
        let Some((actor, action)) = choice else { break };
        let before = g.clone();
        if let Err(e) = g.apply(&actor, action) {
            panic!(
                "legal action {actor:?} {action:?} refused: {e:?} in {:?}",
                before.phase()
            );
        }
        log.push((actor, action));
        check(&before, actor, action, g, &mut rng);
        if g.current_game() != game {
            game = g.current_game();
            in_game = 0;
        }
        in_game += 1;
        assert!(in_game < GAME_CAP, "{game:?} did not end");
        assert!(log.len() < MATCH_CAP, "the match did not end");
    }
    assert!(
        g.outcome().is_some(),
        "nobody can act but the match is not over: {:?}",
        g.phase()
    );
    log
}

fn players() -> impl Strategy<Value = usize> {
    3usize..=6
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Tokens are conserved at every step, every game and the match end, and exactly one player wins, alone with
    /// tokens left (G-S6, G-SQ10).
    #[test]
    fn matches_end_with_one_winner_and_tokens_conserved(
        n in players(), seed in any::<u64>(), policy in any::<u64>(), heuristic in any::<bool>(),
    ) {
        let mut g = Game::new(Config::new(n), seed).unwrap();
        check_tokens(&g);
        play(&mut g, policy, heuristic, |_, _, _, after, _| check_tokens(after));
        let outcome = g.outcome().unwrap();
        prop_assert!(outcome.winner < n);
        let with_tokens: Vec<Seat> = (0..n).filter(|&s| !g.team(s).is_empty()).collect();
        prop_assert_eq!(with_tokens, vec![outcome.winner]);
        if let Some(token) = outcome.token {
            prop_assert_eq!(g.team(outcome.winner), vec![token]);
        }
        prop_assert_eq!(g.records().len(), 6);
        for record in g.records() {
            let entered: usize = record.entered.iter().sum();
            let survived: usize = record.survived.as_ref().unwrap().iter().sum();
            prop_assert!(survived <= entered);
        }
    }

    /// A refused action leaves the match byte-for-byte unchanged; an accepted one was offered by `legal_actions`;
    /// every offered action is accepted.
    #[test]
    fn illegal_actions_leave_the_match_unchanged(
        n in players(), seed in any::<u64>(), policy in any::<u64>(),
    ) {
        let mut g = Game::new(Config::new(n), seed).unwrap();
        let mut refused = 0;
        play(&mut g, policy, false, |_, _, _, after, rng| {
            let state = serde_json::to_string(after).unwrap();
            for _ in 0..3 {
                let (actor, action) = garbage(after, rng);
                let offered = after.legal_actions(&actor).contains(&action);
                let mut copy = after.clone();
                match copy.apply(&actor, action) {
                    Ok(_) => assert!(offered, "{actor:?} {action:?} accepted but not offered in {:?}", after.phase()),
                    Err(_) => {
                        refused += 1;
                        assert!(!offered, "{actor:?} {action:?} offered but refused");
                        assert_eq!(state, serde_json::to_string(&copy).unwrap(), "{actor:?} {action:?}");
                    }
                }
            }
            let waiting = after.waiting_for();
            for actor in after.actors() {
                let legal = after.legal_actions(&actor);
                assert_eq!(waiting.contains(&actor), !legal.is_empty(), "{actor:?} in {:?}", after.phase());
                if let Some(&action) = legal.choose(rng) {
                    let mut copy = after.clone();
                    assert!(copy.apply(&actor, action).is_ok(), "offered {actor:?} {action:?} refused");
                }
            }
        });
        prop_assert!(refused > 0);
    }

    /// Secrecy: before the reveal, a different pick changes no view but the picker's own; deck order and
    /// unstepped glass change no view at all. Only reveal events show picks.
    #[test]
    fn no_view_leaks_a_pick_or_hidden_component(
        n in players(), seed in any::<u64>(), policy in any::<u64>(), heuristic in any::<bool>(),
    ) {
        let mut g = Game::new(Config::new(n), seed).unwrap();
        let mut compared = 0;
        play(&mut g, policy, heuristic, |before, actor, action, after, _| {
            if is_pick(&action) && !before.reveals_hidden_information(&action) {
                for alt in before.legal_actions(&actor) {
                    if alt == action || alt.kind() != action.kind() {
                        continue;
                    }
                    let mut other = before.clone();
                    let events = other.apply(&actor, alt).unwrap();
                    assert!(!events.iter().any(Event::reveals));
                    for viewer in viewers(after) {
                        if viewer != Viewer::Player(actor.seat().unwrap()) {
                            assert_eq!(view_json(after, viewer), view_json(&other, viewer), "{viewer:?} sees {actor:?}'s pick");
                        }
                    }
                    compared += 1;
                    break;
                }
            }
            let mut scrambled = after.clone();
            scrambled.scramble_hidden_for_test();
            for viewer in viewers(after) {
                assert_eq!(view_json(after, viewer), view_json(&scrambled, viewer), "{viewer:?} sees hidden components");
            }
        });
        prop_assert!(compared > 0);
    }

    /// `replay(config, seed, log)` rebuilds exactly the same match, also through a JSON save.
    #[test]
    fn replay_reproduces_the_match(
        n in players(), seed in any::<u64>(), policy in any::<u64>(), heuristic in any::<bool>(), stop in 0usize..3000,
    ) {
        let config = Config::new(n);
        let mut g = Game::new(config.clone(), seed).unwrap();
        let log = play(&mut g, policy, heuristic, |_, _, _, _, _| {});
        let save = serde_json::to_string(&(&config, seed, &log)).unwrap();
        let (config2, seed2, log2): (Config, u64, Vec<(Actor, Action)>) = serde_json::from_str(&save).unwrap();
        let again: Game = replay(config2, seed2, &log2).unwrap();
        prop_assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&g).unwrap());
        let cut = stop.min(log.len());
        let partial: Game = replay(config, seed, &log[..cut]).unwrap();
        prop_assert_eq!(partial.outcome().is_some(), cut == log.len());
    }
}
