#![cfg(not(target_arch = "wasm32"))]
//! Property tests: random legal Infiltraitors games of every mission (T1–T3, 1–20) and table size, played to the
//! end, checking the invariants in every state: cards conserved, bullets only fall, every game ends, a refused
//! action changes nothing, no view holds a secret it may not, and the true suspect is always a solver candidate.

use boardside::engine::{replay, Engine};
use boardside::infiltraitors::rules::*;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use std::collections::HashSet;

mod infiltraitors_common;
use infiltraitors_common::*;

/// What the checks carry from one state to the next.
struct Tracker {
    /// Every card that has lain at a public place in any state so far.
    ever_public: HashSet<Card>,
    bullets: u8,
    steps: usize,
    /// Run the (slower) swap and garbage checks every this many states.
    every: usize,
}

impl Tracker {
    fn new(g: &Game, every: usize) -> Tracker {
        Tracker {
            ever_public: HashSet::new(),
            bullets: g.bullets(),
            steps: 0,
            every,
        }
    }
}

/// Cards conserved: every card of the mission is in exactly one place (hands, HQ, pile, stands, kept cards, hints,
/// discards, middle, reward pile, set-aside suspects), and nothing else is anywhere.
fn check_conservation(g: &Game) {
    let mut seen = HashSet::new();
    for (card, place) in g.card_places() {
        assert!(seen.insert(card), "{card} is in two places (one is {place:?})");
    }
    let expected: HashSet<Card> = mission_cards(g.mission()).into_iter().collect();
    assert_eq!(seen, expected, "cards were lost or made up in {}", g.mission_id());
}

/// The true identity of every suspect on the table is a candidate on every viewer's board.
fn check_solver(g: &Game) {
    for suspect in g.suspects() {
        let truth = g
            .suspect_identity(suspect)
            .expect("a suspect on the table has an identity");
        for viewer in viewers(g) {
            let board = g.hint_board(suspect, viewer).expect("a board for every suspect");
            assert!(
                board.is_candidate(truth),
                "{viewer:?}'s board rules out the true suspect {truth} of {suspect:?} in {}: {:?}",
                g.mission_id(),
                board.cells.iter().find(|c| c.card == truth)
            );
        }
    }
}

/// No view holds a card its viewer may not see (until the game is over and every suspect is shown).
fn check_views(g: &Game, tracker: &Tracker) {
    if g.outcome().is_some() {
        return;
    }
    for viewer in viewers(g) {
        let allowed = may_see(g, viewer, &tracker.ever_public);
        for card in cards_in_view(g, viewer) {
            assert!(
                allowed.contains(&card),
                "{viewer:?} sees {card}, which lies at {:?} in {} ({:?})",
                g.card_places().iter().find(|(c, _)| *c == card),
                g.mission_id(),
                g.phase()
            );
        }
    }
}

/// Swapping two cards a viewer may not see changes nothing in that viewer's view, boards included.
fn check_swaps(g: &Game, tracker: &Tracker, rng: &mut Pcg32) {
    if g.outcome().is_some() {
        return;
    }
    for viewer in viewers(g) {
        let allowed = may_see(g, viewer, &tracker.ever_public);
        let hidden: Vec<Card> = g
            .card_places()
            .into_iter()
            .filter(|(c, p)| !public_place(*p) && !allowed.contains(c) && !g.was_shown(*c))
            .map(|(c, _)| c)
            .collect();
        if hidden.len() < 2 {
            continue;
        }
        for _ in 0..2 {
            let a = hidden[rng.random_range(0..hidden.len())];
            let b = hidden[rng.random_range(0..hidden.len())];
            let mut other = g.clone();
            if !other.swap_hidden_cards_for_test(a, b) {
                continue;
            }
            assert_eq!(
                view_json(g, viewer),
                view_json(&other, viewer),
                "{viewer:?}'s view depends on where {a} and {b} are ({})",
                g.mission_id()
            );
        }
    }
}

/// A random action that may well be illegal. Cards come mostly from the table so that some are legal.
fn garbage(g: &Game, rng: &mut Pcg32) -> (usize, Action) {
    let n = g.agent_count();
    let actor = rng.random_range(0..=n);
    let places = g.card_places();
    let card = if rng.random_bool(0.8) {
        places[rng.random_range(0..places.len())].0
    } else {
        Card {
            suit: Suit::ALL[rng.random_range(0..5)],
            number: if rng.random_bool(0.2) {
                None
            } else {
                Some(rng.random_range(0..18))
            },
        }
    };
    let guess = Guess {
        suit: Suit::ALL[rng.random_range(0..5)],
        number: rng.random_range(0..17),
    };
    let target = rng.random_range(0..=n);
    let index = rng.random_range(0..12);
    let action = match rng.random_range(0..15) {
        0 => Action::DrawSuspect,
        1 => Action::GiveHint { card },
        2 => Action::ExchangeIntel {
            target,
            card,
            draw: rng.random_bool(0.5),
        },
        3 => Action::Wait,
        4 => Action::DrawFromHq {
            count: rng.random_range(0..5),
        },
        5 => Action::Shoot { target, guess },
        6 => Action::TakeReward { discard: index },
        7 => Action::DeclineReward,
        8 => Action::DiscardFromHand { slot: index },
        9 => Action::LookAtExtraSuspect,
        10 => Action::SkipExtraSuspect,
        11 => Action::HintExtraFromHand { card },
        12 => Action::HintExtraFromDiscard { discard: index },
        13 => Action::ShootExtraSuspect { guess },
        _ => Action::TimeUp,
    };
    (actor, action)
}

/// `legal_actions(a).contains(x)` exactly when `apply(a, x)` succeeds, and a refusal changes nothing.
fn check_garbage(g: &Game, rng: &mut Pcg32) -> usize {
    let mut refused = 0;
    let before = serde_json::to_string(g).expect("serializable game");
    for _ in 0..6 {
        let (actor, action) = garbage(g, rng);
        let offered = g.legal_actions(&actor).contains(&action);
        let mut copy = g.clone();
        match copy.apply(&actor, action.clone()) {
            Ok(_) => assert!(
                offered,
                "{actor} {action:?} accepted but not offered in {:?}",
                g.phase()
            ),
            Err(e) => {
                refused += 1;
                assert!(!offered, "{actor} {action:?} offered but refused: {e:?}");
                assert_eq!(
                    before,
                    serde_json::to_string(&copy).unwrap(),
                    "{actor} {action:?} ({e:?})"
                );
            }
        }
    }
    refused
}

/// Every legal action is accepted, and one that `reveals_hidden_information` calls harmless shows no viewer a
/// card it did not see before.
fn check_legal_and_reveals(g: &Game, tracker: &Tracker, rng: &mut Pcg32) {
    let Some(agent) = g.phase().agent() else {
        return;
    };
    let actions = g.legal_actions(&agent);
    for _ in 0..3 {
        let Some(action) = actions.get(rng.random_range(0..actions.len().max(1))) else {
            return;
        };
        let mut copy = g.clone();
        copy.apply(&agent, action.clone())
            .unwrap_or_else(|e| panic!("offered {action:?} refused: {e:?}"));
        if !g.reveals_hidden_information(action) {
            for viewer in viewers(g) {
                let before: HashSet<Card> = cards_in_view(g, viewer)
                    .into_iter()
                    .chain(may_see(g, Viewer::Public, &tracker.ever_public))
                    .collect();
                for card in cards_in_view(&copy, viewer) {
                    assert!(
                        before.contains(&card),
                        "{action:?} said to reveal nothing, but {viewer:?} now sees {card}"
                    );
                }
            }
        }
    }
}

/// Everything checked in one state.
fn check_all(g: &Game, tracker: &mut Tracker, rng: &mut Pcg32) {
    check_conservation(g);
    // Bullets never go up and never below zero; while the game runs there are enough for the suspects (I-E2).
    assert!(g.bullets() <= tracker.bullets && g.bullets() <= g.bullets_at_start());
    tracker.bullets = g.bullets();
    if g.outcome().is_none() {
        assert!(g.bullets() >= g.unresolved(), "I-E2 should have ended the game");
        let agent = g.phase().agent().expect("a running game has an agent to act");
        assert!(!g.has_left(agent), "a departed agent acts");
        assert!(
            !g.legal_actions(&agent).is_empty(),
            "I-E3: the agent to act has nothing to do"
        );
    }
    check_solver(g);
    check_views(g, tracker);
    if tracker.steps.is_multiple_of(tracker.every) {
        check_swaps(g, tracker, rng);
        check_garbage(g, rng);
        check_legal_and_reveals(g, tracker, rng);
    }
    for (card, place) in g.card_places() {
        if public_place(place) {
            tracker.ever_public.insert(card);
        }
    }
    tracker.steps += 1;
}

/// How the game ended agrees with the final state.
fn check_outcome(g: &Game) {
    let outcome = g.outcome().expect("the game ended");
    match outcome {
        Outcome::Won(WinReason::AllSuspectsEliminated) => assert_eq!(g.unresolved(), 0),
        Outcome::Won(WinReason::ExtraSuspectEliminated) => {
            assert!(g.mission().has_extra_suspect());
            assert_eq!(
                g.shots().last().map(|s| (s.target, s.hit)),
                Some((SuspectRef::Extra, true))
            );
        }
        Outcome::Lost(LossReason::TooFewBullets { bullets, unresolved }) => {
            assert!(bullets < unresolved);
            assert_eq!((g.bullets(), g.unresolved()), (bullets, unresolved));
        }
        Outcome::Lost(LossReason::OutOfCards) => {
            assert_eq!(g.hq_len(), 0);
            assert!((0..g.agent_count()).all(|a| g.hand(a).is_empty()));
        }
        Outcome::Lost(LossReason::TimeUp) => assert!(g.mission().time_limit_minutes().is_some()),
        Outcome::Lost(LossReason::ExtraSuspectMissed) => {
            assert_eq!(
                g.shots().last().map(|s| (s.target, s.hit)),
                Some((SuspectRef::Extra, false))
            );
        }
        Outcome::Lost(LossReason::ExtraSuspectOutOfReach) => {
            assert!(g.mission().has_extra_suspect());
            assert_eq!(g.pile_len(), 0);
        }
        Outcome::Lost(LossReason::NoActionPossible) => {
            for a in 0..g.agent_count() {
                let mut copy = g.clone();
                copy.force_turn_for_test(a);
                assert!(
                    copy.legal_actions(&a).iter().all(|x| x.kind() == ActionKind::TimeUp),
                    "agent {a} could still act"
                );
            }
        }
    }
}

/// Plays one random game with every check (shots right with probability `hit_chance`); returns the outcome.
fn checked_game(mission: MissionId, agents: usize, seed: u64, policy: u64, hit_chance: f64, every: usize) -> Outcome {
    let mut g = Game::new(Config::new(mission, agents), seed).expect("setup");
    let mut tracker = Tracker::new(&g, every);
    play_with_hits(&mut g, policy, hit_chance, |g, _, rng| check_all(g, &mut tracker, rng));
    assert!(
        g.outcome().is_some(),
        "{mission} with {agents} agents did not end in {MAX_ACTIONS} actions"
    );
    check_outcome(&g);
    g.outcome().expect("ended")
}

/// Every mission at every table size, played to the end with all checks: once with ordinary shooting and once
/// with sharp shooting, so the late phases (the I-M18 last stand, I-M20 departures and final shot) are checked too.
#[test]
fn every_mission_and_table_size_plays_to_the_end_keeping_the_invariants() {
    let mut ends = std::collections::HashMap::new();
    for mission in MissionId::ALL {
        for agents in 2..=5 {
            for hit_chance in [HIT_CHANCE, 0.97] {
                let seed = 1_000 + mission.index() as u64 * 10 + agents as u64;
                let outcome = checked_game(mission, agents, seed, seed ^ 0xabcd, hit_chance, 3);
                *ends.entry(format!("{outcome:?}")).or_insert(0) += 1;
            }
        }
    }
    // Random play reaches wins of both kinds as well as losses.
    for end in [
        "Won(AllSuspectsEliminated)",
        "Won(ExtraSuspectEliminated)",
        "Lost(TooFewBullets",
    ] {
        assert!(
            ends.keys().any(|k| k.starts_with(end)),
            "never ended with {end}: {ends:?}"
        );
    }
}

/// The late phases of the special missions are reached by random play: the I-M18 last stand, I-M20 departures and
/// final shot, rewards, hand-limit discards, skipped turns.
#[test]
fn random_play_reaches_the_special_phases() {
    let mut reached: HashSet<&'static str> = HashSet::new();
    for seed in 0..120u64 {
        let mission = [MissionId::M18, MissionId::M20, MissionId::M9, MissionId::M6][seed as usize % 4];
        let mut g = Game::new(Config::new(mission, 2 + seed as usize % 4), seed).unwrap();
        // Sharp shooters: the I-M18 last stand needs 8 eliminations with 9 bullets.
        play_with_hits(&mut g, seed, 0.97, |g, _, _| {
            match g.phase() {
                Phase::Reward { .. } => reached.insert("reward"),
                Phase::HandLimit { .. } => reached.insert("hand limit"),
                Phase::WaitDraw { .. } => reached.insert("wait draw"),
                Phase::ExtraSuspectLook { .. } => reached.insert("extra look"),
                Phase::ExtraSuspectHint { .. } => reached.insert("extra hint"),
                Phase::FinalShot { .. } => reached.insert("final shot"),
                _ => false,
            };
            if g.in_last_stand() {
                reached.insert("last stand");
            }
            if g.view_for(&Viewer::Public).middle.len() < 4 && g.mission_id() == MissionId::M6 {
                reached.insert("middle card used");
            }
        });
    }
    for phase in [
        "reward",
        "hand limit",
        "wait draw",
        "extra look",
        "extra hint",
        "final shot",
        "last stand",
        "middle card used",
    ] {
        assert!(reached.contains(phase), "never reached {phase}: {reached:?}");
    }
}

fn missions() -> impl Strategy<Value = MissionId> {
    (0..MissionId::ALL.len()).prop_map(|i| MissionId::ALL[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random games of random missions and table sizes keep every invariant to the end.
    #[test]
    fn random_games_keep_the_invariants(
        mission in missions(), agents in 2usize..=5, seed in any::<u64>(), policy in any::<u64>(),
    ) {
        checked_game(mission, agents, seed, policy, HIT_CHANCE, 4);
    }

    /// `replay(config, seed, log)` rebuilds exactly the same game, also through a JSON save; undo is replaying all
    /// but the tail.
    #[test]
    fn replay_reproduces_the_game(
        mission in missions(), agents in 2usize..=5, seed in any::<u64>(), policy in any::<u64>(),
        cut in 0usize..400,
    ) {
        let config = Config::new(mission, agents);
        let mut g = Game::new(config.clone(), seed).unwrap();
        let log = play(&mut g, policy, |_, _, _| {});
        let save = serde_json::to_string(&(&config, seed, &log)).unwrap();
        let (config2, seed2, log2): (Config, u64, Vec<(usize, Action)>) = serde_json::from_str(&save).unwrap();
        let replayed: Game = replay(config2, seed2, &log2).unwrap();
        prop_assert_eq!(serde_json::to_string(&replayed).unwrap(), serde_json::to_string(&g).unwrap());
        prop_assert_eq!(&replayed, &g);
        let cut = cut.min(log.len());
        let partial: Game = replay(config.clone(), seed, &log[..cut]).unwrap();
        let mut again = Game::new(config, seed).unwrap();
        for (agent, action) in &log[..cut] {
            again.apply(agent, action.clone()).unwrap();
        }
        prop_assert_eq!(partial, again);
    }

    /// Refused actions change nothing, and what is offered is exactly what is accepted, in every state of a game.
    #[test]
    fn illegal_actions_leave_the_game_unchanged(
        mission in missions(), agents in 2usize..=5, seed in any::<u64>(), policy in any::<u64>(),
    ) {
        let mut g = Game::new(Config::new(mission, agents), seed).unwrap();
        let mut refused = 0;
        play(&mut g, policy, |g, _, rng| refused += check_garbage(g, rng));
        prop_assert!(refused > 0);
        let (actor, action) = garbage(&g, &mut Pcg32::seed_from_u64(seed));
        prop_assert_eq!(g.clone().apply(&actor, action), Err(ActionError::GameIsOver));
    }
}
