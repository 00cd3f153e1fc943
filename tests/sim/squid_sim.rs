//! Plays many Squid Game matches between the heuristic players of `boardside::squid::rules::bots` and prints, per
//! game, how the [A] values in `src/squid/rules/values.rs` play out. Not a test: run it after tuning.
//!
//! `cargo run --release --example squid_sim -- [matches per player count, default 2000] [first seed]`

use boardside::engine::Engine;
use boardside::squid::rules::bots::heuristic_move;
use boardside::squid::rules::values::adaptation_values;
use boardside::squid::rules::{Action, Config, Event, Game, MiniGame};
use rand::SeedableRng;
use rand_pcg::Pcg32;

/// Seconds at a real table, per action kind and per reveal. Stated in the output.
const SECONDS_SECRET_PICK: f64 = 10.0; // pass the device, pick, lock
const SECONDS_TUG_CARD: f64 = 4.0; // one card put behind one token (then the lock is a secret pick)
const SECONDS_PLACE: f64 = 4.0; // put one token down
const SECONDS_DALGONA_CARD: f64 = 4.0; // turn one card and apply it
const SECONDS_DECISION: f64 = 5.0; // a public choice (push, advance, crack, pane, stab, ...)
const SECONDS_ROLL: f64 = 30.0; // roll the marbles for real
const SECONDS_REVEAL: f64 = 15.0; // show the picks and follow the consequences
const SECONDS_GAME_SETUP: f64 = 90.0; // lay out a game's board and explain it

fn seconds(action: &Action) -> f64 {
    match action {
        Action::PlayCard { .. }
        | Action::PlayFinalCard { .. }
        | Action::LockCards
        | Action::HideMarbles { .. }
        | Action::GuessParity { .. } => SECONDS_SECRET_PICK,
        Action::AssignCard { .. } | Action::TakeBackCard { .. } => SECONDS_TUG_CARD,
        Action::Place { .. } => SECONDS_PLACE,
        Action::TurnCard | Action::StopTurning => SECONDS_DALGONA_CARD,
        Action::RollWinner { .. } => SECONDS_ROLL,
        _ => SECONDS_DECISION,
    }
}

#[derive(Default)]
struct PerGame {
    /// Per play: survivors / entering tokens.
    survival: Vec<f64>,
    entered: usize,
    survived: usize,
    turns: Vec<u32>,
    timer_wipes: usize,
    plays: usize,
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[rank]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let per_count: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let first_seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);

    println!("[A] values:");
    for v in adaptation_values() {
        println!("  {:6} {:22} {}", v.rule, v.key, v.value);
    }
    println!();

    let mut games: Vec<PerGame> = (0..6).map(|_| PerGame::default()).collect();
    let mut matches = 0usize;
    let mut two_in_final_any = 0usize;
    let mut two_in_final_survivors = 0usize;
    let mut capped = 0usize;
    let mut minutes: Vec<f64> = Vec::new();
    let mut minutes_by_count: Vec<Vec<f64>> = vec![Vec::new(); 7];
    let started = std::time::Instant::now();

    for players in 3..=6usize {
        for k in 0..per_count {
            let seed = first_seed
                .wrapping_add(k)
                .wrapping_mul(1_000_003)
                .wrapping_add(players as u64);
            let mut game = Game::new(Config::new(players), seed).expect("setup");
            let mut rng = Pcg32::seed_from_u64(seed ^ 0x5eed);
            let mut secs = SECONDS_GAME_SETUP; // game 1
            let mut finished = false;
            for _ in 0..20_000 {
                let Some((actor, action)) = heuristic_move(&game, &mut rng) else {
                    finished = true;
                    break;
                };
                secs += seconds(&action);
                let events = game.apply(&actor, action).expect("bots play legal actions");
                for e in &events {
                    match e {
                        Event::CardsRevealed { .. } | Event::FinalCardsRevealed { .. } | Event::RopeRevealed { .. } => {
                            secs += SECONDS_REVEAL
                        }
                        Event::GameStarted { game, .. } if *game != MiniGame::RedLightGreenLight => {
                            secs += SECONDS_GAME_SETUP
                        }
                        _ => {}
                    }
                }
            }
            if !finished || game.outcome().is_none() {
                capped += 1;
                continue;
            }
            matches += 1;
            minutes.push(secs / 60.0);
            minutes_by_count[players].push(secs / 60.0);
            let records = game.records();
            for record in records {
                let g = &mut games[record.game.index()];
                let entered: usize = record.entered.iter().sum();
                let survived: usize = record.survived.as_ref().map_or(0, |s| s.iter().sum());
                g.plays += 1;
                g.entered += entered;
                g.survived += survived;
                if entered > 0 {
                    g.survival.push(survived as f64 / entered as f64);
                }
                g.turns.push(record.turns);
                if record.timer_ran_out {
                    g.timer_wipes += 1;
                }
            }
            if let Some(final_record) = records.iter().find(|r| r.game == MiniGame::SquidGame) {
                if final_record.entered.iter().filter(|&&n| n > 0).count() >= 2 {
                    two_in_final_any += 1;
                }
            }
            if let Some(bridge) = records.iter().find(|r| r.game == MiniGame::GlassBridge) {
                let with_survivors = bridge
                    .survived
                    .as_ref()
                    .map_or(0, |s| s.iter().filter(|&&n| n > 0).count());
                if with_survivors >= 2 {
                    two_in_final_survivors += 1;
                }
            }
        }
    }

    println!(
        "{} matches (3-6 players, {} each), {} hit the action cap, {:.1} s",
        matches,
        per_count,
        capped,
        started.elapsed().as_secs_f64()
    );
    println!();
    println!("| Game | survival median | survival p10-p90 | pooled survival | turns median | turns p90 | timer reached 00:00 |");
    println!("|---|---|---|---|---|---|---|");
    for game in MiniGame::ALL {
        let g = &mut games[game.index()];
        g.survival
            .sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let mut turns: Vec<f64> = g.turns.iter().map(|&t| f64::from(t)).collect();
        turns.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        let timer = if game.timer_start().is_some() {
            format!("{:.1}%", 100.0 * g.timer_wipes as f64 / g.plays.max(1) as f64)
        } else {
            "(no timer)".to_string()
        };
        println!(
            "| {} {:?} | {:.0}% | {:.0}%-{:.0}% | {:.0}% | {} | {} | {} |",
            game.number(),
            game,
            100.0 * percentile(&g.survival, 0.5),
            100.0 * percentile(&g.survival, 0.1),
            100.0 * percentile(&g.survival, 0.9),
            100.0 * g.survived as f64 / g.entered.max(1) as f64,
            percentile(&turns, 0.5),
            percentile(&turns, 0.9),
            timer
        );
    }
    println!();
    println!(
        "Matches with >=2 players holding tokens in the final: {:.1}% (counting the G-S3 recruit), {:.1}% (counting only tokens that survived the Glass Bridge)",
        100.0 * two_in_final_any as f64 / matches.max(1) as f64,
        100.0 * two_in_final_survivors as f64 / matches.max(1) as f64
    );
    minutes.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    println!(
        "Estimated match length: median {:.0} min, p10 {:.0} min, p90 {:.0} min",
        percentile(&minutes, 0.5),
        percentile(&minutes, 0.1),
        percentile(&minutes, 0.9)
    );
    for (players, list) in minutes_by_count.iter_mut().enumerate().skip(3) {
        list.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        println!("  {players} players: median {:.0} min", percentile(list, 0.5));
    }
    println!(
        "Assumptions (seconds): secret pick incl. passing the device {SECONDS_SECRET_PICK}, tug card {SECONDS_TUG_CARD}, \
         placing a token {SECONDS_PLACE}, dalgona card {SECONDS_DALGONA_CARD}, public decision {SECONDS_DECISION}, \
         real marble roll {SECONDS_ROLL}, each reveal {SECONDS_REVEAL}, each game's set-up {SECONDS_GAME_SETUP}."
    );
}
