#![cfg(not(target_arch = "wasm32"))]
//! Property tests: random legal Decrypto games (both modes) played to the end, checking the invariants.

use boardside::decrypto::rules::bank::keyword;
use boardside::decrypto::rules::*;
use boardside::engine::{replay, Engine};

mod common;
use common::{json_strings, keyword_forms};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

const W: Team = Team::White;
const B: Team = Team::Black;
const ALL_VIEWERS: [Viewer; 5] = [
    Viewer::Public,
    Viewer::Team(W),
    Viewer::Team(B),
    Viewer::Encryptor(W),
    Viewer::Encryptor(B),
];

/// A config from the generated knobs. Two-team sizes are kept as even as D-S1 requires.
fn config(three_player: bool, sizes: (usize, usize), hourglass: bool, allow_redraw: bool) -> Config {
    let base = if three_player {
        Config::three_player()
    } else {
        Config::two_teams(sizes.0, sizes.1)
    };
    Config {
        hourglass,
        allow_redraw,
        ..base
    }
}

fn sizes() -> impl Strategy<Value = (usize, usize)> {
    prop_oneof![
        Just((2, 2)),
        Just((3, 2)),
        Just((2, 3)),
        Just((3, 3)),
        Just((4, 3)),
        Just((3, 4)),
        Just((4, 4))
    ]
}

/// Clue text that is unique per (round, team, index) and never trips D-C8.
fn clue(round: u8, team: Team, i: usize) -> String {
    format!("qz{round}x{}x{i}", team.index())
}

/// Turns a legal action (possibly a placeholder) into a concrete one.
fn fill(g: &Game, team: Team, action: Action, rng: &mut Pcg32) -> Action {
    let round = g.round();
    match action {
        Action::SubmitClues { .. } => Action::SubmitClues {
            clues: std::array::from_fn(|i| clue(round, team, i)),
        },
        Action::HourglassExpired { .. } => Action::HourglassExpired {
            clues: std::array::from_fn(|i| match rng.random_range(0..4) {
                0 => String::new(),
                // Already used by this team in round 1 (blanked from round 2 on).
                1 => clue(1, team, i),
                2 => "1 2 3".to_string(),
                _ => clue(round, team, i),
            }),
        },
        Action::SubmitKeywordGuesses { .. } => Action::SubmitKeywordGuesses {
            guesses: std::array::from_fn(|i| {
                if rng.random_bool(0.3) {
                    String::new()
                } else {
                    format!("gq{}x{i}", team.index())
                }
            }),
        },
        Action::ConfirmKeywordMatches { .. } => {
            let judging = g.view_for(&Viewer::Team(team)).tiebreak.and_then(|t| t.judging);
            let guesses = judging.map(|j| j.opponent_guesses).unwrap_or_default();
            Action::ConfirmKeywordMatches {
                matches: std::array::from_fn(|i| !guesses[i].is_empty() && rng.random_bool(0.5)),
            }
        }
        Action::SubmitGuess { target, guess } => {
            // Teams mostly decode their own code and sometimes intercept, so games run long as well as short.
            let right = if team == target { 0.85 } else { 0.15 };
            let code = g.view_for(&Viewer::Encryptor(target)).code;
            match code {
                Some(code) if rng.random_bool(right) => Action::SubmitGuess { target, guess: code },
                _ => Action::SubmitGuess { target, guess },
            }
        }
        other => other,
    }
}

/// One random legal (actor, action), or `None` when nobody can act.
fn random_move(g: &Game, rng: &mut Pcg32) -> Option<(Team, Action)> {
    let options: Vec<(Team, Action)> = Team::BOTH
        .into_iter()
        .flat_map(|t| g.legal_actions(&t).into_iter().map(move |a| (t, a)))
        .collect();
    if options.is_empty() {
        return None;
    }
    let (team, action) = options[rng.random_range(0..options.len())].clone();
    Some((team, fill(g, team, action, rng)))
}

/// A random action that may well be illegal.
fn garbage(g: &Game, rng: &mut Pcg32) -> (Team, Action) {
    let team = if rng.random_bool(0.5) { W } else { B };
    let code = Code::ALL[rng.random_range(0..24)];
    let target = if rng.random_bool(0.5) { W } else { B };
    let text = |rng: &mut Pcg32| -> String {
        match rng.random_range(0..6) {
            0 => String::new(),
            1 => "4".into(),
            2 => clue(1, team, 0),
            3 => "x".repeat(61),
            4 => g
                .keyword_id(team, rng.random_range(0..4))
                .and_then(keyword)
                .map_or("qq".into(), |k| k.word(boardside::lang::Lang::Sv).to_string()),
            _ => clue(g.round(), team, rng.random_range(0..3)),
        }
    };
    let action = match rng.random_range(0..9) {
        0 => Action::RedrawKeyword {
            slot: rng.random_range(0..6),
        },
        1 => Action::ConfirmKeywords,
        2 => Action::BeginEncrypting {
            encryptor: rng.random_range(0..6),
        },
        3 => Action::SubmitClues {
            clues: std::array::from_fn(|_| text(rng)),
        },
        4 => Action::HourglassExpired {
            clues: std::array::from_fn(|_| text(rng)),
        },
        5 => Action::SubmitGuess { target, guess: code },
        6 => Action::RevealCode,
        7 => Action::SubmitKeywordGuesses {
            guesses: std::array::from_fn(|_| text(rng)),
        },
        _ => Action::ConfirmKeywordMatches {
            matches: std::array::from_fn(|_| rng.random_bool(0.5)),
        },
    };
    (team, action)
}

/// Plays a random game to the end; calls `check` before every move. Returns the action log.
fn play(
    g: &mut Game,
    policy_seed: u64,
    mut check: impl FnMut(&Game, &[(Team, Action)], &mut Pcg32),
) -> Vec<(Team, Action)> {
    let mut rng = Pcg32::seed_from_u64(policy_seed);
    let mut log = Vec::new();
    for _ in 0..2_000 {
        check(g, &log, &mut rng);
        let Some((team, action)) = random_move(g, &mut rng) else {
            break;
        };
        if let Err(e) = g.apply(&team, action.clone()) {
            panic!("legal action {team:?} {action:?} refused: {e:?} in {:?}", g.phase());
        }
        log.push((team, action));
    }
    log
}

fn view_json(g: &Game, viewer: Viewer) -> String {
    serde_json::to_string(&g.view_for(&viewer)).expect("serializable view")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Games end by round 8 (5 in the 3-player variant), every code is a valid one, and the tokens are exactly
    /// what the reveals on the sheet imply (D-R8, D-3P4).
    #[test]
    fn games_terminate_and_tokens_match_the_reveals(
        seed in any::<u64>(), policy in any::<u64>(), three in any::<bool>(), sizes in sizes(),
        hourglass in any::<bool>(), redraw in any::<bool>(),
    ) {
        let cfg = config(three, sizes, hourglass, redraw);
        let mut g = Game::new(cfg.clone(), seed).unwrap();
        play(&mut g, policy, |g, _, _| {
            assert!(g.round() <= cfg.max_rounds());
            for t in Team::BOTH {
                if let Some(c) = g.view_for(&Viewer::Encryptor(t)).code {
                    assert!(Code::ALL.contains(&c));
                }
            }
        });
        let outcome = g.outcome().expect("the game ended");
        prop_assert!(outcome.round <= cfg.max_rounds());
        let view = g.view_for(&Viewer::Public);
        let mut recount = [Tokens::default(); 2];
        for side in view.scoresheet.sides.iter().filter(|s| s.in_use) {
            for block in &side.rounds {
                let Some(code) = block.code else { continue };
                prop_assert!(Code::ALL.contains(&code));
                let intercepted = block.interception == Some(code);
                let miscommunicated = block.own_guess != Some(code);
                prop_assert_eq!(block.intercepted, Some(intercepted));
                prop_assert_eq!(block.miscommunicated, Some(miscommunicated));
                if three {
                    recount[1].interceptions += u8::from(intercepted) + u8::from(miscommunicated);
                } else {
                    recount[side.team.other().index()].interceptions += u8::from(intercepted);
                    recount[side.team.index()].miscommunications += u8::from(miscommunicated);
                }
            }
        }
        prop_assert_eq!(recount, [g.tokens(W), g.tokens(B)]);
        if three {
            prop_assert_eq!(g.tokens(W), Tokens::default());
            let interceptor_won = outcome.result == GameResult::Winner(B);
            prop_assert_eq!(interceptor_won, g.tokens(B).interceptions >= 2);
        }
    }

    /// A refused action leaves the game byte-for-byte unchanged, and an action kind `legal_actions` does not offer
    /// is always refused.
    #[test]
    fn illegal_actions_leave_the_game_unchanged(
        seed in any::<u64>(), policy in any::<u64>(), three in any::<bool>(), sizes in sizes(),
        hourglass in any::<bool>(), redraw in any::<bool>(),
    ) {
        let mut g = Game::new(config(three, sizes, hourglass, redraw), seed).unwrap();
        let mut refused = 0;
        play(&mut g, policy, |g, _, rng| {
            for _ in 0..3 {
                let before = serde_json::to_string(g).unwrap();
                let (team, action) = garbage(g, rng);
                let offered = g.can(team, action.kind());
                let mut copy = g.clone();
                match copy.apply(&team, action.clone()) {
                    Ok(_) => assert!(offered, "{team:?} {action:?} accepted but not offered in {:?}", g.phase()),
                    Err(_) => {
                        refused += 1;
                        assert_eq!(before, serde_json::to_string(&copy).unwrap(), "{team:?} {action:?}");
                    }
                }
            }
        });
        prop_assert!(refused > 0);
    }

    /// Secrecy: no view of team t, its encryptor or the public shows the other team's keywords (in any language)
    /// before the game ends; codes and unannounced guesses do not influence any view that may not see them.
    #[test]
    fn views_keep_the_secrets(
        seed in any::<u64>(), policy in any::<u64>(), three in any::<bool>(), sizes in sizes(),
        hourglass in any::<bool>(), redraw in any::<bool>(),
    ) {
        let cfg = config(three, sizes, hourglass, redraw);
        let mut g = Game::new(cfg.clone(), seed).unwrap();
        play(&mut g, policy, |g, log, _| {
            if g.outcome().is_some() {
                return;
            }
            for t in Team::BOTH {
                let secret = keyword_forms(g, t.other());
                for viewer in [Viewer::Public, Viewer::Team(t), Viewer::Encryptor(t)] {
                    let value = serde_json::to_value(g.view_for(&viewer)).unwrap();
                    let mut strings = Vec::new();
                    json_strings(&value, &mut strings);
                    for form in &secret {
                        assert!(!strings.contains(form), "{viewer:?} sees {:?}'s keyword {form}", t.other());
                    }
                }
            }
            // A different code behind the screen changes only its encryptor's view.
            for t in Team::BOTH {
                let Some(real) = g.view_for(&Viewer::Encryptor(t)).code else {
                    // Drawn but not yet shown to anyone (or already public): no view depends on it.
                    let (mut first, mut second) = (g.clone(), g.clone());
                    if first.force_code_for_test(t, Code::ALL[0]) && second.force_code_for_test(t, Code::ALL[1]) {
                        for viewer in ALL_VIEWERS {
                            assert_eq!(view_json(&first, viewer), view_json(&second, viewer), "{viewer:?}");
                        }
                    }
                    continue;
                };
                let mut other = g.clone();
                let changed = *Code::ALL.iter().find(|&&c| c != real).unwrap();
                assert!(other.force_code_for_test(t, changed));
                for viewer in [Viewer::Public, Viewer::Team(W), Viewer::Team(B), Viewer::Encryptor(t.other())] {
                    assert_eq!(view_json(g, viewer), view_json(&other, viewer), "{viewer:?} depends on {t:?}'s code");
                }
                assert_ne!(view_json(g, Viewer::Encryptor(t)), view_json(&other, Viewer::Encryptor(t)));
            }
            // A different unannounced guess changes only the guessing team's view.
            if let Some((by, Action::SubmitGuess { target, guess })) = log.last() {
                let mut alt_log = log.to_vec();
                let changed = *Code::ALL.iter().find(|&&c| c != *guess).unwrap();
                alt_log.last_mut().unwrap().1 = Action::SubmitGuess { target: *target, guess: changed };
                let alt: Game = replay(g.config().clone(), g.seed(), &alt_log).unwrap();
                for viewer in [Viewer::Public, Viewer::Team(by.other()), Viewer::Encryptor(by.other()), Viewer::Encryptor(*by)] {
                    assert_eq!(view_json(g, viewer), view_json(&alt, viewer), "{viewer:?} sees {by:?}'s guess");
                }
                assert_ne!(view_json(g, Viewer::Team(*by)), view_json(&alt, Viewer::Team(*by)));
            }
        });
    }

    /// `replay(config, seed, log)` rebuilds exactly the same game, also through a JSON save file.
    #[test]
    fn replay_reproduces_the_game(
        seed in any::<u64>(), policy in any::<u64>(), three in any::<bool>(), sizes in sizes(),
        hourglass in any::<bool>(), redraw in any::<bool>(), stop in 0usize..200,
    ) {
        let cfg = config(three, sizes, hourglass, redraw);
        let mut g = Game::new(cfg.clone(), seed).unwrap();
        let log = play(&mut g, policy, |_, _, _| {});
        let save = serde_json::to_string(&(&cfg, seed, &log)).unwrap();
        let (cfg2, seed2, log2): (Config, u64, Vec<(Team, Action)>) = serde_json::from_str(&save).unwrap();
        let replayed: Game = replay(cfg2, seed2, &log2).unwrap();
        prop_assert_eq!(serde_json::to_string(&replayed).unwrap(), serde_json::to_string(&g).unwrap());
        prop_assert_eq!(&replayed, &g);
        // Undo = replay all but the tail.
        let cut = stop.min(log.len());
        let partial: Game = replay(cfg.clone(), seed, &log[..cut]).unwrap();
        let mut again = Game::new(cfg, seed).unwrap();
        for (t, a) in &log[..cut] {
            again.apply(t, a.clone()).unwrap();
        }
        prop_assert_eq!(partial, again);
    }
}
