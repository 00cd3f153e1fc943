#![cfg(not(target_arch = "wasm32"))]
//! Random full Infiltraitors games per second (missions T1, 5 and 20; `Throughput::Elements(1)` = one game), and
//! the I-H1 hint-board solver's worst case per call (a suspect with every card of HQ played beside it).

use boardside::engine::Engine;
use boardside::infiltraitors::rules::{Action, Config, Game, MissionId, SuspectRef, Viewer};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use rand::SeedableRng;
use rand_pcg::Pcg32;
use std::hint::black_box;

#[path = "../infiltraitors_common/mod.rs"]
mod infiltraitors_common;
use infiltraitors_common::{random_move, HIT_CHANCE, MAX_ACTIONS};

/// Plays one game with the tests' random policy; returns the number of actions.
fn random_game(config: &Config, seed: u64) -> usize {
    let mut game = Game::new(config.clone(), seed).expect("setup");
    let mut rng = Pcg32::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut moves = 0;
    while moves < MAX_ACTIONS {
        let Some((agent, action)) = random_move(&game, &mut rng, HIT_CHANCE) else {
            break;
        };
        game.apply(&agent, action).expect("legal action");
        moves += 1;
    }
    moves
}

/// A worst case for the solver: agent 1 plays every card it holds or can draw beside agent 0's suspect (about 60
/// hints, every cell tested against each), in a 2-agent game of `mission`.
fn buried_suspect(mission: MissionId) -> (Game, SuspectRef) {
    let mut game = Game::new(Config::new(mission, 2), 7).expect("setup");
    game.force_turn_for_test(0);
    game.apply(&0, Action::DrawSuspect).expect("draw");
    while game.outcome().is_none() {
        let Some(&card) = game.hand(1).first() else {
            break;
        };
        game.force_turn_for_test(1);
        let draw = game.hq_len() > 0;
        game.apply(&1, Action::ExchangeIntel { target: 0, card, draw })
            .expect("exchange");
    }
    let suspect = SuspectRef::Stand(0);
    eprintln!("{mission}: {} hints beside the suspect", game.hints(suspect).len());
    (game, suspect)
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("infiltraitors_random_games");
    group.throughput(Throughput::Elements(1));
    for (name, mission) in [("T1", MissionId::T1), ("M5", MissionId::M5), ("M20", MissionId::M20)] {
        let config = Config::new(mission, 4);
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

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("infiltraitors_hint_board");
    for (name, mission) in [
        ("M16_disguised", MissionId::M16),
        ("M15_specials", MissionId::M15),
        ("M5", MissionId::M5),
    ] {
        let (game, suspect) = buried_suspect(mission);
        for (who, viewer) in [("public", Viewer::Public), ("agent", Viewer::Agent(0))] {
            group.bench_function(format!("{name}_{who}"), |b| {
                b.iter(|| black_box(game.hint_board(black_box(suspect), viewer)))
            });
        }
        group.bench_function(format!("{name}_view_for_agent"), |b| {
            b.iter(|| black_box(game.view_for(&Viewer::Agent(0))))
        });
    }
    group.finish();
}

criterion_group!(benches, games, solver);
criterion_main!(benches);
