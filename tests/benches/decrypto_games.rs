#![cfg(not(target_arch = "wasm32"))]
//! Random full Decrypto games per second, both modes (criterion; `Throughput::Elements(1)` = one game).

use boardside::decrypto::rules::{Action, Code, Config, Game, Team, Viewer};
use boardside::engine::Engine;
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use std::hint::black_box;

/// Plays one game with a random strategy over the legal actions; returns the number of actions.
fn random_game(config: &Config, seed: u64) -> usize {
    let mut game = Game::new(config.clone(), seed).expect("setup");
    let mut rng = Pcg32::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut moves = 0;
    while game.outcome().is_none() {
        let options: Vec<(Team, Action)> = Team::BOTH
            .into_iter()
            .flat_map(|t| game.legal_actions(&t).into_iter().map(move |a| (t, a)))
            .collect();
        let Some((team, action)) = options.get(rng.random_range(0..options.len().max(1))).cloned() else {
            break;
        };
        let round = game.round();
        let action = match action {
            Action::SubmitClues { .. } => Action::SubmitClues {
                clues: std::array::from_fn(|i| format!("qz{round}x{}x{i}", team.index())),
            },
            Action::HourglassExpired { .. } => Action::HourglassExpired {
                clues: std::array::from_fn(|i| format!("qz{round}x{}x{i}", team.index())),
            },
            Action::SubmitKeywordGuesses { .. } => Action::SubmitKeywordGuesses {
                guesses: std::array::from_fn(|i| format!("gq{i}")),
            },
            Action::SubmitGuess { target, .. } => {
                let right = if team == target { 0.85 } else { 0.15 };
                match game.view_for(&Viewer::Encryptor(target)).code {
                    Some(code) if rng.random_bool(right) => Action::SubmitGuess { target, guess: code },
                    _ => Action::SubmitGuess {
                        target,
                        guess: Code::ALL[rng.random_range(0..24)],
                    },
                }
            }
            other => other,
        };
        game.apply(&team, action).expect("legal action");
        moves += 1;
    }
    moves
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("decrypto_random_games");
    group.throughput(Throughput::Elements(1));
    for (name, config) in [
        ("two_teams", Config::two_teams(3, 3)),
        ("three_player", Config::three_player()),
    ] {
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter_batched(
                || {
                    seed += 1;
                    seed
                },
                |seed| black_box(random_game(&config, seed)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
