#![cfg(not(target_arch = "wasm32"))]
//! Full Squid Game matches per second (criterion; `Throughput::Elements(1)` = one match), 3–6 players, with random
//! legal play and with the heuristic players of the simulation.

use boardside::squid::rules::bots::{heuristic_move, play_out, random_move};
use boardside::squid::rules::{Config, Game};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use rand::SeedableRng;
use rand_pcg::Pcg32;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("squid_matches");
    group.throughput(Throughput::Elements(1));
    for (name, policy) in [("random", random_move as _), ("heuristic", heuristic_move as _)] {
        for players in [3usize, 6] {
            let mut seed = 0u64;
            group.bench_function(format!("{name}_{players}p"), |b| {
                b.iter_batched(
                    || {
                        seed += 1;
                        seed
                    },
                    |seed| {
                        let mut game = Game::new(Config::new(players), seed).expect("setup");
                        let mut rng = Pcg32::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
                        black_box(play_out(&mut game, &mut rng, 100_000, policy).expect("the match ends"))
                    },
                    BatchSize::SmallInput,
                )
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
