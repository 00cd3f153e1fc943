#![cfg(not(target_arch = "wasm32"))]
//! Squid Game rules, one test (at least) per rule ID of shared/rules/squid-game.md, plus the rulebook's worked
//! examples (the final's turn and the G-S4 turn order).

mod squid_common;

use boardside::engine::{replay, Engine};
use boardside::squid::rules::values::{
    adaptation_values, figure_boards, glass_tiles, shape_length, DALGONA_DECK, DALGONA_SHAPES, DOLL_DECK,
    RED_LIGHT_LENGTH, WON_PER_ELIMINATION,
};
use boardside::squid::rules::*;
use squid_common::*;
use std::collections::HashSet;

// ----- helpers -----

/// Locks the given participant cards (seat, card) in order.
fn lock_cards(g: &mut Game, cards: &[(Seat, u8)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, card) in cards {
        events.extend(ok(g, p(seat), Action::PlayCard { card }));
    }
    events
}

/// Declines every Red Light push decision until the next pick.
fn decline_pushes(g: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while let Phase::RedLightPush { pusher, .. } = g.phase() {
        events.extend(ok(g, p(pusher), Action::NoPush));
    }
    events
}

fn rl_turn(g: &mut Game, cards: &[(Seat, u8)]) -> Vec<Event> {
    let mut events = lock_cards(g, cards);
    events.extend(decline_pushes(g));
    events
}

fn rl_game(in_play: &[&[u16]], doll: Vec<DollCard>) -> Game {
    let mut s = scenario(MiniGame::RedLightGreenLight, in_play);
    s.doll_decks = vec![doll];
    start(s)
}

fn track(g: &Game) -> Vec<(u16, u8)> {
    match board(g) {
        Board::RedLight { track, .. } => {
            let mut t: Vec<(u16, u8)> = track.iter().map(|t| (t.token.0, t.space)).collect();
            t.sort_unstable();
            t
        }
        other => panic!("not Red Light: {other:?}"),
    }
}

fn space_of(g: &Game, token: u16) -> Option<u8> {
    track(g).into_iter().find(|&(t, _)| t == token).map(|(_, s)| s)
}

// ----- components and general rules -----

#[test]
fn g_k1_twelve_uniquely_numbered_tokens_and_six_participant_cards() {
    for players in 3..=6 {
        let g = Game::new(Config::new(players), players as u64).unwrap();
        let mut seen = HashSet::new();
        for seat in 0..players {
            assert_eq!(g.tokens(seat).len(), 12);
            for record in g.tokens(seat) {
                assert!((1..=456).contains(&record.number.0));
                assert!(seen.insert(record.number), "number {} dealt twice", record.number);
            }
        }
    }
    // App: numbers are dealt at random.
    let a = Game::new(Config::new(3), 1).unwrap();
    let b = Game::new(Config::new(3), 2).unwrap();
    assert_ne!(a.tokens(0), b.tokens(0));
    // Participant cards 0–5, the 0 being the push card.
    let cards: Vec<Action> = (0..=5).map(|card| Action::PlayCard { card }).collect();
    assert_eq!(a.legal_actions(&p(0)), cards);
    assert_eq!(format!("{}", c(7)), "007");
}

#[test]
fn g_k2_each_game_sets_its_timer_and_counting_down_is_one_step() {
    assert_eq!(Timer::Fifteen.down(), Timer::Ten);
    assert_eq!(Timer::Ten.down(), Timer::Five);
    assert_eq!(Timer::Five.down(), Timer::Zero);
    assert_eq!(Timer::Zero.down(), Timer::Zero);
    assert_eq!(Timer::Ten.to_string(), "10:00");
    let (_, events, _) = bot_match(4, 11);
    // Game 1 starts in `Game::new`.
    let mut starts = vec![(MiniGame::RedLightGreenLight, MiniGame::RedLightGreenLight.timer_start())];
    let mut current = MiniGame::RedLightGreenLight.timer_start();
    for e in &events {
        match e {
            Event::GameStarted { game, timer, .. } => {
                starts.push((*game, *timer));
                current = *timer;
            }
            Event::TimerCountedDown { to } => {
                let before = current.expect("a timed game");
                assert_eq!(before.down(), *to, "one step at a time");
                current = Some(*to);
            }
            Event::VipsSetTheTimer { to } => current = Some(*to),
            _ => {}
        }
    }
    assert_eq!(
        starts,
        vec![
            (MiniGame::RedLightGreenLight, Some(Timer::Ten)),
            (MiniGame::Dalgona, Some(Timer::Fifteen)),
            (MiniGame::TugOfWar, None),
            (MiniGame::Marbles, None),
            (MiniGame::GlassBridge, Some(Timer::Fifteen)),
            (MiniGame::SquidGame, None),
        ]
    );
}

#[test]
fn g_s1_seven_tokens_in_play_five_in_reserve() {
    let g = Game::new(Config::new(5), 3).unwrap();
    for seat in 0..5 {
        let in_play = g
            .tokens(seat)
            .iter()
            .filter(|r| r.status == TokenStatus::InPlay)
            .count();
        let reserve = g
            .tokens(seat)
            .iter()
            .filter(|r| r.status == TokenStatus::Reserve)
            .count();
        assert_eq!((in_play, reserve), (7, 5));
        assert_eq!(g.view_for(&Viewer::Public).players[seat].reserve, 5);
    }
}

#[test]
fn g_s2_every_elimination_adds_to_the_pot() {
    let (g, events, _) = bot_match(3, 5);
    let mut count = 0u64;
    for e in &events {
        if let Event::Eliminated { pot, .. } = e {
            count += 1;
            assert_eq!(*pot, count * WON_PER_ELIMINATION);
        }
    }
    let in_bank: usize = (0..3)
        .map(|s| {
            g.tokens(s)
                .iter()
                .filter(|r| matches!(r.status, TokenStatus::Eliminated(_)))
                .count()
        })
        .sum();
    assert_eq!(in_bank as u64, count);
    assert_eq!(g.pot(), count * 100_000_000);
}

#[test]
fn g_s3_one_recruit_joins_each_team_before_games_two_to_six() {
    let (g, events, _) = bot_match(4, 8);
    let records = g.records();
    assert_eq!(records.len(), 6);
    for pair in records.windows(2) {
        let before = pair[0].survived.as_ref().unwrap();
        for seat in 0..4 {
            // Even a team wiped out has a token for the next game.
            assert_eq!(pair[1].entered[seat], before[seat] + 1);
            assert!(pair[1].entered[seat] >= 1);
        }
    }
    let recruits = events.iter().filter(|e| matches!(e, Event::Recruited { .. })).count();
    assert_eq!(recruits, 4 * 5);
    for seat in 0..4 {
        assert!(g.tokens(seat).iter().all(|r| r.status != TokenStatus::Reserve));
    }
}

#[test]
fn g_s4_turn_order_rulebook_example_b_starts() {
    // A holds 366 and 205, B holds 403 and 111 (a third player with one token makes the table legal).
    let g = start(scenario(MiniGame::Dalgona, &[&[366, 205], &[403, 111], &[17]]));
    assert_eq!(g.turn_order(), vec![1, 2, 0]);
    assert_eq!(g.phase(), Phase::DalgonaPlace { placer: 1, left: 2 });
}

#[test]
fn g_s4_most_tokens_start_then_clockwise() {
    let g = start(scenario(MiniGame::Marbles, &[&[1], &[2, 3], &[4], &[5, 6, 7], &[456]]));
    assert_eq!(g.turn_order(), vec![3, 4, 0, 1, 2]);
    assert_eq!(g.phase(), Phase::MarblesPlace { placer: 3, left: 3 });
}

#[test]
fn g_s5_the_six_games_in_order() {
    let (_, events, _) = bot_match(6, 21);
    let games: Vec<MiniGame> = events
        .iter()
        .filter_map(|e| match e {
            Event::GameStarted { game, .. } => Some(*game),
            _ => None,
        })
        .collect();
    // Game 1 starts in `Game::new`.
    assert_eq!(games, MiniGame::ALL[1..].to_vec());
    let ended: Vec<MiniGame> = events
        .iter()
        .filter_map(|e| match e {
            Event::GameEnded { game, .. } => Some(*game),
            _ => None,
        })
        .collect();
    assert_eq!(ended, MiniGame::ALL[..5].to_vec());
}

#[test]
fn g_s6_the_finals_winner_wins_the_match() {
    for seed in 1..6 {
        let (g, events, _) = bot_match(3, seed);
        let outcome = g.outcome().unwrap();
        assert_eq!(events.last(), Some(&Event::MatchWon(outcome)));
        assert_eq!(g.phase(), Phase::Over(outcome));
        if let Some(token) = outcome.token {
            assert_eq!(owner(&g, token), outcome.winner);
            assert_eq!(outcome.reason, WinReason::ReachedTheHead);
        } else {
            assert_eq!(outcome.reason, WinReason::LastTeamStanding);
        }
        for actor in g.actors() {
            assert!(g.legal_actions(&actor).is_empty());
        }
        let mut over = g.clone();
        assert_eq!(
            refused(&mut over, p(0), Action::PlayCard { card: 1 }),
            ActionError::MatchIsOver
        );
    }
}

#[test]
fn app_the_a_values_are_listed_for_the_rules_page() {
    let rules: Vec<&str> = adaptation_values().iter().map(|v| v.rule).collect();
    assert_eq!(rules, vec!["G-RL1", "G-RL2", "G-DA1", "G-DA2"]);
    assert_eq!(adaptation_values()[0].value, RED_LIGHT_LENGTH.to_string());
}

// ----- 1. Red Light, Green Light -----

#[test]
fn g_rl1_reaching_the_doll_survives_and_leaves_the_board() {
    let deck = greens_first();
    let mut g = rl_game(&[&[101], &[102], &[103]], deck.clone());
    for doll in deck {
        // The safest fast card for this (stacked, known to the test) doll card; the others push and stay.
        let card = (1..=5).rev().find(|&c| !doll.catches(c)).unwrap();
        let before = space_of(&g, 101).unwrap();
        let events = rl_turn(&mut g, &[(0, card), (1, 0), (2, 0)]);
        if before + card >= RED_LIGHT_LENGTH {
            assert_eq!(survived(&events), vec![(c(101), Survival::ReachedTheDoll)]);
            assert_eq!(space_of(&g, 101), None);
            assert!(g.team(0).contains(&c(101)));
            // A player with nothing left in this game is skipped.
            let Phase::RedLightPick { picks, .. } = g.phase() else {
                panic!()
            };
            assert_eq!(picks[0], PickStatus::NotPlaying);
            return;
        }
        assert_eq!(space_of(&g, 101), Some(before + card));
    }
    panic!("never reached the doll");
}

#[test]
fn g_rl2_the_doll_deck_is_the_data_table() {
    let mut s = scenario(MiniGame::RedLightGreenLight, &[&[1], &[2], &[3]]);
    s.doll_decks = vec![vec![DollCard::Green; 7]];
    let config = Config {
        players: vec![String::new(); 3],
        scenario: Some(s),
    };
    assert_eq!(Game::new(config, 1).unwrap_err(), SetupError::NotTheDollDeck);
    // A shuffled deck shows exactly the table's cards before it is reshuffled.
    let mut g = Game::new(Config::new(3), 9).unwrap();
    let mut turned = Vec::new();
    for _ in 0..DOLL_DECK.len() {
        for e in rl_turn(&mut g, &[(0, 0), (1, 0), (2, 0)]) {
            if let Event::DollCardTurned { card } = e {
                turned.push(format!("{card:?}"));
            }
        }
    }
    let mut table: Vec<String> = DOLL_DECK.iter().map(|c| format!("{c:?}")).collect();
    turned.sort();
    table.sort();
    assert_eq!(turned, table);
}

#[test]
fn g_rl3_a_token_behind_the_line_and_a_secret_card_from_everyone() {
    let mut g = rl_game(&[&[101, 111], &[102], &[103, 113]], greens_first());
    assert_eq!(track(&g), vec![(101, 0), (102, 0), (103, 0)]);
    let Board::RedLight { to_enter, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(to_enter, vec![vec![c(111)], vec![], vec![c(113)]]);
    assert_eq!(
        g.phase(),
        Phase::RedLightPick {
            turn: 1,
            picks: vec![PickStatus::Choosing; 3]
        }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::PlayCard { card: 6 }),
        ActionError::NoSuchCard { card: 6 }
    );
    assert_eq!(
        refused(&mut g, Actor::Table, Action::PlayCard { card: 1 }),
        ActionError::NotForTheTable {
            action: ActionKind::PlayCard
        }
    );
    ok(&mut g, p(0), Action::PlayCard { card: 2 });
    assert_eq!(
        refused(&mut g, p(0), Action::PlayCard { card: 3 }),
        ActionError::AlreadyLocked { seat: 0 }
    );
    let Phase::RedLightPick { picks, .. } = g.phase() else {
        panic!()
    };
    assert_eq!(
        picks,
        vec![PickStatus::Locked, PickStatus::Choosing, PickStatus::Choosing]
    );
    let mut events = lock_cards(&mut g, &[(1, 0), (2, 1)]);
    events.extend(decline_pushes(&mut g));
    // A and C moved, so their next token comes behind the line; B's token is still there.
    let entered: Vec<Contestant> = events
        .iter()
        .filter_map(|e| match e {
            Event::TokenEntered { token, .. } => Some(*token),
            _ => None,
        })
        .collect();
    assert_eq!(entered, vec![c(111), c(113)]);
    assert_eq!(track(&g), vec![(101, 2), (102, 0), (103, 1), (111, 0), (113, 0)]);
}

#[test]
fn g_rl4_caught_on_red_light_loses_front_token() {
    let red = first_red();
    let DollCard::Red(a, b) = red else { panic!() };
    let mut g = rl_game(&[&[101, 111], &[102], &[103]], doll_deck_with(&[DollCard::Green, red]));
    rl_turn(&mut g, &[(0, 3), (1, 0), (2, 0)]);
    assert_eq!(track(&g), vec![(101, 3), (102, 0), (103, 0), (111, 0)]);
    // A is caught with two tokens on the board: the one closest to the doll goes, nothing moves. B's only token
    // is behind the line: it goes.
    let events = rl_turn(&mut g, &[(0, a), (1, b), (2, 0)]);
    assert!(events.contains(&Event::DollCardTurned { card: red }));
    assert!(events.contains(&Event::Caught { seat: 0, card: a }));
    assert!(events.contains(&Event::Caught { seat: 1, card: b }));
    assert_eq!(
        eliminated(&events),
        vec![(c(101), Cause::CaughtByTheDoll), (c(102), Cause::CaughtByTheDoll)]
    );
    assert_eq!(track(&g), vec![(103, 0), (111, 0)]);
}

#[test]
fn g_rl5_green_light_or_a_red_light_without_your_number_moves_every_token() {
    let red = first_red();
    let DollCard::Red(a, b) = red else { panic!() };
    let safe = (1..=5).rev().find(|&x| x != a && x != b).unwrap();
    let mut g = rl_game(&[&[101, 111], &[102], &[103]], doll_deck_with(&[DollCard::Green, red]));
    let events = rl_turn(&mut g, &[(0, 2), (1, 1), (2, 0)]);
    assert!(events.contains(&Event::Moved {
        seat: 0,
        card: 2,
        moves: vec![TokenMove {
            token: c(101),
            from: 0,
            to: 2
        }]
    }));
    let events = rl_turn(&mut g, &[(0, safe), (1, 0), (2, 0)]);
    let moved = events
        .iter()
        .find_map(|e| match e {
            Event::Moved { seat: 0, moves, .. } => Some(moves.clone()),
            _ => None,
        })
        .expect("A moved");
    assert_eq!(moved.len(), 2, "the token behind the line moves too");
    assert_eq!(space_of(&g, 111), Some(safe));
    if 2 + safe < RED_LIGHT_LENGTH {
        assert_eq!(space_of(&g, 101), Some(2 + safe));
    } else {
        assert!(survived(&events).contains(&(c(101), Survival::ReachedTheDoll)));
    }
}

#[test]
fn g_rl6_push_card_eliminates_a_rival_in_reach_highest_number_first() {
    let mut g = rl_game(&[&[300], &[200], &[100]], greens_first());
    rl_turn(&mut g, &[(0, 2), (1, 2), (2, 1)]);
    assert_eq!(track(&g), vec![(100, 1), (200, 2), (300, 2)]);
    let events = lock_cards(&mut g, &[(0, 0), (1, 0), (2, 5)]);
    // After every move: A (300) pushes before B (200).
    assert!(events.contains(&Event::PushOrder { order: vec![0, 1] }));
    assert_eq!(
        g.phase(),
        Phase::RedLightPush {
            turn: 2,
            pusher: 0,
            targets: vec![c(200)]
        }
    );
    assert_eq!(
        g.legal_actions(&p(0)),
        vec![Action::Push { token: c(200) }, Action::NoPush]
    );
    assert_eq!(
        refused(&mut g, p(1), Action::NoPush),
        ActionError::NotYourTurn { seat: 1, expected: 0 }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::Push { token: c(100) }),
        ActionError::NotACandidate { token: c(100) }
    );
    let events = ok(&mut g, p(0), Action::Push { token: c(200) });
    assert_eq!(eliminated(&events), vec![(c(200), Cause::PushedOffTheTrack { by: 0 })]);
    // B's pushing token is gone: nothing in reach.
    assert!(events.contains(&Event::NoPushTarget { seat: 1 }));
    assert!(matches!(g.phase(), Phase::RedLightPick { turn: 3, .. }));
}

/// The order follows the tokens that push, not a player's best token elsewhere on the track.
#[test]
fn g_rl6_the_pushing_token_sets_the_order_not_the_highest_token() {
    let mut g = rl_game(&[&[400, 150], &[300], &[100]], greens_first());
    rl_turn(&mut g, &[(0, 3), (1, 1), (2, 1)]);
    // A's 150 entered behind the line at the end of the turn.
    assert_eq!(track(&g), vec![(100, 1), (150, 0), (300, 1), (400, 3)]);
    // A and B play push cards; C moves on to space 2.
    let events = lock_cards(&mut g, &[(0, 0), (1, 0), (2, 1)]);
    assert_eq!(track(&g), vec![(100, 2), (150, 0), (300, 1), (400, 3)]);
    // A's 400 has nobody in reach; A pushes with the 150 (B's 300 is just ahead), B with the 300 (C's 100).
    assert!(events.contains(&Event::PushOrder { order: vec![1, 0] }), "{events:?}");
}

#[test]
fn g_rl6_the_doll_never_catches_a_zero() {
    let red = first_red();
    let mut g = rl_game(&[&[101], &[102], &[103]], doll_deck_with(&[red]));
    let events = rl_turn(&mut g, &[(0, 0), (1, 0), (2, 0)]);
    assert!(events.contains(&Event::DollCardTurned { card: red }));
    assert!(!events.iter().any(|e| matches!(e, Event::Caught { .. })));
    assert!(eliminated(&events).is_empty());
    assert!(DOLL_DECK.iter().all(|d| !d.catches(0)));
}

#[test]
fn g_rl7_the_last_doll_card_counts_down_and_reshuffles_and_00_00_eliminates_everything() {
    let mut g = Game::new(Config::new(3), 4).unwrap();
    assert_eq!(g.timer(), Some(Timer::Ten));
    let mut all = Vec::new();
    for turn in 1..=2 * DOLL_DECK.len() {
        let events = rl_turn(&mut g, &[(0, 0), (1, 0), (2, 0)]);
        if turn == DOLL_DECK.len() {
            assert!(events.contains(&Event::TimerCountedDown { to: Timer::Five }));
            assert!(events.contains(&Event::DollDeckReshuffled));
            let Board::RedLight {
                doll_cards_left,
                doll_discard,
                ..
            } = board(&g)
            else {
                panic!()
            };
            assert_eq!((doll_cards_left, doll_discard.len()), (DOLL_DECK.len(), 0));
        }
        all.extend(events);
    }
    assert!(all.contains(&Event::TimerCountedDown { to: Timer::Zero }));
    let timed_out = eliminated(&all)
        .iter()
        .filter(|(_, cause)| *cause == Cause::TimeRanOut)
        .count();
    assert_eq!(timed_out, 21, "the tokens on the board and those waiting to enter");
    assert!(all.contains(&Event::GameEnded {
        game: MiniGame::RedLightGreenLight,
        survivors: vec![0, 0, 0],
        timer_ran_out: true
    }));
    assert!(g.records()[0].timer_ran_out);
    assert_eq!(g.current_game(), MiniGame::Dalgona);
    // G-S3: the recruits carry the wiped-out teams on.
    for seat in 0..3 {
        assert_eq!(g.team(seat).len(), 1);
    }
}

// ----- 2. Dalgona -----

fn dalgona(in_play: &[&[u16]], decks: Vec<Vec<DalgonaCard>>) -> Game {
    let mut s = scenario(MiniGame::Dalgona, in_play);
    s.dalgona_decks = decks;
    start(s)
}

fn shape_tokens(g: &Game) -> Vec<(u16, Shape, u8)> {
    let Board::Dalgona { tokens, .. } = board(g) else {
        panic!("not Dalgona")
    };
    let mut t: Vec<(u16, Shape, u8)> = tokens.iter().map(|t| (t.token.0, t.shape, t.cell)).collect();
    t.sort_unstable();
    t
}

const CIRCLE: DalgonaCard = DalgonaCard::Shape(Shape::Circle);
const TRIANGLE: DalgonaCard = DalgonaCard::Shape(Shape::Triangle);
const STAR: DalgonaCard = DalgonaCard::Shape(Shape::Star);

#[test]
fn g_da1_a_token_carves_its_shape_after_as_many_advances_as_the_shape_has_cells() {
    let circles = DALGONA_DECK.iter().filter(|c| **c == CIRCLE).count();
    let a_deck = dalgona_deck_with(&vec![CIRCLE; circles]);
    // B's card shows a shape nobody is on, so only A's circle token moves.
    let b_deck = dalgona_deck_with(&[TRIANGLE]);
    let decks: Vec<Vec<DalgonaCard>> = (0..6).flat_map(|_| [a_deck.clone(), b_deck.clone()]).collect();
    let mut g = dalgona(&[&[101, 102], &[201], &[]], decks);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Circle)),
            (102, Placement::Shape(Shape::Umbrella)),
            (201, Placement::Shape(Shape::Star)),
        ],
    );
    let length = shape_length(Shape::Circle);
    let mut advances = 0u8;
    let mut carved = false;
    while !carved {
        // A's turn.
        assert!(matches!(g.phase(), Phase::DalgonaTurn { player: 0, .. }));
        for _ in 0..circles {
            let events = ok(&mut g, p(0), Action::TurnCard);
            advances += 1;
            assert!(events.contains(&Event::Advanced {
                by: 0,
                token: c(101),
                shape: Shape::Circle,
                cell: advances
            }));
            if survived(&events) == vec![(c(101), Survival::Carved(Shape::Circle))] {
                carved = true;
                break;
            }
            assert!(advances < length);
        }
        ok(&mut g, p(0), Action::StopTurning);
        // B's turn (C has no token and is skipped).
        let events = ok(&mut g, p(1), Action::TurnCard);
        assert!(events.contains(&Event::NothingOnShape { shape: Shape::Triangle }));
        let events = ok(&mut g, p(1), Action::StopTurning);
        assert!(events.contains(&Event::TurnSkipped { seat: 2 }));
    }
    assert_eq!(advances, length);
    assert_eq!(shape_tokens(&g), vec![(102, Shape::Umbrella, 0), (201, Shape::Star, 0)]);
    let Board::Dalgona { shapes, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(shapes, DALGONA_SHAPES.to_vec());
}

#[test]
fn g_da2_the_dalgona_deck_is_the_data_table() {
    // The rulebook prints 11 cards; only their mix is an [A] value.
    assert_eq!(DALGONA_DECK.len(), 11);
    let mut s = scenario(MiniGame::Dalgona, &[&[1], &[2], &[3]]);
    s.dalgona_decks = vec![vec![DalgonaCard::Crack; 11]];
    let config = Config {
        players: vec![String::new(); 3],
        scenario: Some(s),
    };
    assert_eq!(Game::new(config, 1).unwrap_err(), SetupError::NotTheDalgonaDeck);
    // In real play, each turn shows cards of the table's deck, and a Crack! ends it.
    let (_, events, _) = bot_match(5, 17);
    let mut this_turn: Vec<DalgonaCard> = Vec::new();
    let mut turns = 0;
    for e in &events {
        match e {
            Event::PlayerTurn { .. } => {
                this_turn.clear();
                turns += 1;
            }
            Event::DalgonaCardTurned { card, .. } => {
                assert!(!this_turn.contains(&DalgonaCard::Crack), "a card after a Crack!");
                this_turn.push(*card);
                let shown = this_turn.iter().filter(|c| *c == card).count();
                assert!(shown <= DALGONA_DECK.iter().filter(|c| *c == card).count());
            }
            _ => {}
        }
    }
    assert!(turns > 0);
}

#[test]
fn g_da3_in_turn_order_each_player_places_all_their_tokens() {
    let mut g = dalgona(&[&[101, 102, 103], &[201, 202], &[301]], Vec::new());
    assert_eq!(g.phase(), Phase::DalgonaPlace { placer: 0, left: 3 });
    assert_eq!(g.legal_actions(&p(0)).len(), 3 * 4);
    assert_eq!(
        refused(
            &mut g,
            p(1),
            Action::Place {
                token: c(201),
                at: Placement::Shape(Shape::Star)
            }
        ),
        ActionError::NotYourTurn { seat: 1, expected: 0 }
    );
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(101),
                at: Placement::Alone
            }
        ),
        ActionError::WrongPlacement { at: Placement::Alone }
    );
    for (i, token) in [101, 102].into_iter().enumerate() {
        ok(
            &mut g,
            p(0),
            Action::Place {
                token: c(token),
                at: Placement::Shape(Shape::Star),
            },
        );
        assert_eq!(g.phase(), Phase::DalgonaPlace { placer: 0, left: 2 - i });
    }
    ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(103),
            at: Placement::Shape(Shape::Circle),
        },
    );
    assert_eq!(g.phase(), Phase::DalgonaPlace { placer: 1, left: 2 });
    place_by_plan(
        &mut g,
        &[
            (201, Placement::Shape(Shape::Umbrella)),
            (202, Placement::Shape(Shape::Umbrella)),
            (301, Placement::Shape(Shape::Triangle)),
        ],
    );
    assert!(matches!(
        g.phase(),
        Phase::DalgonaTurn {
            player: 0,
            round: 1,
            turned: 0
        }
    ));
    assert_eq!(
        shape_tokens(&g).iter().filter(|t| t.2 == 0).count(),
        6,
        "all on the starting cells"
    );
}

#[test]
fn g_da4_turn_at_least_one_card_and_a_player_without_tokens_is_skipped() {
    let decks = vec![dalgona_deck_with(&[TRIANGLE]), dalgona_deck_with(&[TRIANGLE])];
    let mut g = dalgona(&[&[101], &[201], &[]], decks);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Star)),
            (201, Placement::Shape(Shape::Star)),
        ],
    );
    // One token each: the highest number starts.
    assert!(matches!(g.phase(), Phase::DalgonaTurn { player: 1, .. }));
    assert_eq!(g.legal_actions(&p(1)), vec![Action::TurnCard]);
    assert_eq!(refused(&mut g, p(1), Action::StopTurning), ActionError::MustTurnACard);
    ok(&mut g, p(1), Action::TurnCard);
    assert_eq!(g.legal_actions(&p(1)), vec![Action::TurnCard, Action::StopTurning]);
    let events = ok(&mut g, p(1), Action::StopTurning);
    // C has no token on the board.
    assert!(events.contains(&Event::TurnSkipped { seat: 2 }));
    assert!(matches!(g.phase(), Phase::DalgonaTurn { player: 0, .. }));
    assert!(g.reveals_hidden_information(&Action::TurnCard));
    assert!(!g.reveals_hidden_information(&Action::StopTurning));
}

#[test]
fn g_da5_a_shape_card_advances_your_token_there_or_else_a_rivals() {
    let mut g = dalgona(&[&[101, 102], &[201], &[301]], vec![dalgona_deck_with(&[CIRCLE, STAR])]);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Circle)),
            (102, Placement::Shape(Shape::Circle)),
            (201, Placement::Shape(Shape::Star)),
            (301, Placement::Shape(Shape::Umbrella)),
        ],
    );
    ok(&mut g, p(0), Action::TurnCard);
    assert_eq!(
        g.phase(),
        Phase::DalgonaAdvance {
            player: 0,
            shape: Shape::Circle,
            candidates: vec![c(101), c(102)]
        }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::Advance { token: c(201) }),
        ActionError::NotACandidate { token: c(201) }
    );
    let events = ok(&mut g, p(0), Action::Advance { token: c(102) });
    assert!(events.contains(&Event::Advanced {
        by: 0,
        token: c(102),
        shape: Shape::Circle,
        cell: 1
    }));
    // A star: A has none there, so A must advance B's.
    let events = ok(&mut g, p(0), Action::TurnCard);
    assert!(events.contains(&Event::Advanced {
        by: 0,
        token: c(201),
        shape: Shape::Star,
        cell: 1
    }));
}

#[test]
fn g_da6_crack_eliminates_your_token_and_ends_the_turn() {
    let decks = vec![dalgona_deck_with(&[TRIANGLE, DalgonaCard::Crack])];
    let mut g = dalgona(&[&[101, 102], &[201], &[301]], decks);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Circle)),
            (102, Placement::Shape(Shape::Umbrella)),
            (201, Placement::Shape(Shape::Star)),
            (301, Placement::Shape(Shape::Star)),
        ],
    );
    ok(&mut g, p(0), Action::TurnCard);
    ok(&mut g, p(0), Action::TurnCard);
    assert_eq!(
        g.phase(),
        Phase::DalgonaCrack {
            player: 0,
            first_card: false,
            candidates: vec![c(101), c(102)]
        }
    );
    let events = ok(&mut g, p(0), Action::Crack { token: c(102) });
    assert_eq!(eliminated(&events), vec![(c(102), Cause::Crack)]);
    assert!(events.contains(&Event::TurnEnded { seat: 0 }));
    assert!(matches!(
        g.phase(),
        Phase::DalgonaTurn {
            player: 1,
            turned: 0,
            ..
        }
    ));
}

#[test]
fn g_da6_a_crack_as_first_card_eliminates_a_rivals_token() {
    let mut g = dalgona(
        &[&[101, 102], &[201], &[301]],
        vec![dalgona_deck_with(&[DalgonaCard::Crack])],
    );
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Circle)),
            (102, Placement::Shape(Shape::Umbrella)),
            (201, Placement::Shape(Shape::Star)),
            (301, Placement::Shape(Shape::Star)),
        ],
    );
    ok(&mut g, p(0), Action::TurnCard);
    assert_eq!(
        g.phase(),
        Phase::DalgonaCrack {
            player: 0,
            first_card: true,
            candidates: vec![c(201), c(301)]
        }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::Crack { token: c(101) }),
        ActionError::NotACandidate { token: c(101) }
    );
    let events = ok(&mut g, p(0), Action::Crack { token: c(301) });
    assert_eq!(eliminated(&events), vec![(c(301), Cause::CrackedByRival { by: 0 })]);
    assert!(matches!(g.phase(), Phase::DalgonaTurn { player: 1, .. }));
}

#[test]
fn g_da7_count_down_after_every_round_and_00_00_eliminates_the_board() {
    let decks = vec![dalgona_deck_with(&[TRIANGLE]); 9];
    let mut g = dalgona(&[&[101], &[201], &[301]], decks);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Shape(Shape::Umbrella)),
            (201, Placement::Shape(Shape::Umbrella)),
            (301, Placement::Shape(Shape::Umbrella)),
        ],
    );
    assert_eq!(g.timer(), Some(Timer::Fifteen));
    let mut all = Vec::new();
    for round in 1..=3u8 {
        for _ in 0..3 {
            let Phase::DalgonaTurn { player, round: r, .. } = g.phase() else {
                panic!("{:?}", g.phase())
            };
            assert_eq!(r, round);
            ok(&mut g, p(player), Action::TurnCard);
            all.extend(ok(&mut g, p(player), Action::StopTurning));
        }
        assert!(all.contains(&Event::RoundEnded { round }));
    }
    let downs: Vec<Timer> = all
        .iter()
        .filter_map(|e| match e {
            Event::TimerCountedDown { to } => Some(*to),
            _ => None,
        })
        .collect();
    assert_eq!(downs, vec![Timer::Ten, Timer::Five, Timer::Zero]);
    assert_eq!(eliminated(&all).len(), 3);
    assert!(eliminated(&all).iter().all(|(_, cause)| *cause == Cause::TimeRanOut));
    assert_eq!(g.current_game(), MiniGame::TugOfWar);
}

// ----- 3. Tug of War -----

fn rope(rope: u8, side: Side) -> Placement {
    Placement::Rope { rope, side }
}

fn ropes(g: &Game) -> Vec<[Vec<u16>; 2]> {
    let Board::TugOfWar { ropes, .. } = board(g) else {
        panic!("not Tug of War")
    };
    ropes
        .iter()
        .map(|r| [0, 1].map(|s| r[s].iter().map(|(t, _)| t.0).collect()))
        .collect()
}

/// Puts cards behind tokens (token, card) and locks every player who must.
fn tug_cards(g: &mut Game, cards: &[(u16, u8)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(token, card) in cards {
        let seat = owner(g, c(token));
        events.extend(ok(g, p(seat), Action::AssignCard { token: c(token), card }));
    }
    while let Some(Actor::Player(seat)) = g.waiting_for().first().copied() {
        if !matches!(g.phase(), Phase::TugCards { .. }) {
            break;
        }
        events.extend(ok(g, p(seat), Action::LockCards));
    }
    events
}

fn rope_result(events: &[Event], which: u8) -> TugResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::RopeRevealed { rope, result, .. } if *rope == which => Some(*result),
            _ => None,
        })
        .expect("rope revealed")
}

#[test]
fn g_tw1_three_ropes_of_two_sides_with_four_slots() {
    let mut g = start(scenario(
        MiniGame::TugOfWar,
        &[&[101, 102, 103, 104, 105], &[201, 202, 203, 204], &[]],
    ));
    assert_eq!(g.legal_actions(&p(0)).len(), 5 * 6);
    let mut plan = Vec::new();
    for i in 0..4 {
        plan.push((101 + i, rope(0, Side::Left)));
        plan.push((201 + i, rope(0, Side::Right)));
    }
    place_by_plan(&mut g, &plan);
    assert_eq!(ropes(&g)[0], [vec![101, 102, 103, 104], vec![201, 202, 203, 204]]);
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(105),
                at: rope(0, Side::Left)
            }
        ),
        ActionError::SideFull {
            rope: 0,
            side: Side::Left
        }
    );
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(105),
                at: rope(3, Side::Left)
            }
        ),
        ActionError::NoSuchRope { rope: 3 }
    );
}

#[test]
fn g_tw2_placement_keeps_the_balance_and_a_token_without_room_is_eliminated() {
    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101, 102], &[201], &[301]]));
    ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(101),
            at: rope(0, Side::Left),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            p(1),
            Action::Place {
                token: c(201),
                at: rope(0, Side::Left)
            }
        ),
        ActionError::Unbalanced {
            rope: 0,
            side: Side::Left
        }
    );
    ok(
        &mut g,
        p(1),
        Action::Place {
            token: c(201),
            at: rope(0, Side::Right),
        },
    );
    ok(
        &mut g,
        p(2),
        Action::Place {
            token: c(301),
            at: rope(1, Side::Left),
        },
    );
    // A player may pull on both sides of a match.
    ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(102),
            at: rope(0, Side::Right),
        },
    );
    assert_eq!(ropes(&g)[0], [vec![101], vec![201, 102]]);

    // 30 tokens for 24 slots: six are eliminated.
    let teams: Vec<Vec<u16>> = (0..6u16).map(|s| (1..=5).map(|i| s * 10 + i).collect()).collect();
    let refs: Vec<&[u16]> = teams.iter().map(|t| t.as_slice()).collect();
    let mut g = start(scenario(MiniGame::TugOfWar, &refs));
    let mut events = Vec::new();
    while let Phase::TugPlace { placer, .. } = g.phase() {
        let action = g.legal_actions(&p(placer))[0];
        events.extend(ok(&mut g, p(placer), action));
    }
    let no_room = eliminated(&events)
        .iter()
        .filter(|(_, cause)| *cause == Cause::NoRoomOnTheRopes)
        .count();
    assert_eq!(no_room, 6);
    assert_eq!(ropes(&g).iter().map(|r| r[0].len() + r[1].len()).sum::<usize>(), 24);
}

#[test]
fn g_tw3_a_secret_card_per_token_and_at_most_six() {
    let seven = [101, 102, 103, 104, 105, 106, 107];
    let mut g = start(scenario(MiniGame::TugOfWar, &[&seven, &[201], &[301]]));
    while let Phase::TugPlace { placer, .. } = g.phase() {
        let action = g.legal_actions(&p(placer))[0];
        ok(&mut g, p(placer), action);
    }
    assert_eq!(
        g.phase(),
        Phase::TugCards {
            picks: vec![PickStatus::Choosing; 3]
        }
    );
    let Board::TugOfWar { cards_needed, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(cards_needed, vec![6, 1, 1]);
    assert_eq!(
        refused(&mut g, p(0), Action::LockCards),
        ActionError::CardsMissing { placed: 0, needed: 6 }
    );
    let public_before = view_json(&g, Viewer::Public);
    let b_before = view_json(&g, Viewer::Player(1));
    for (i, token) in seven.iter().take(6).enumerate() {
        ok(
            &mut g,
            p(0),
            Action::AssignCard {
                token: c(*token),
                card: i as u8,
            },
        );
    }
    // Nobody else sees which tokens got which cards.
    assert_eq!(view_json(&g, Viewer::Public), public_before);
    assert_eq!(view_json(&g, Viewer::Player(1)), b_before);
    assert_eq!(
        g.view_for(&Viewer::Player(0)).own_pick,
        Some(OwnPick::TugCards((0..6).map(|i| (c(seven[i]), i as u8)).collect()))
    );
    assert_eq!(
        refused(&mut g, p(0), Action::AssignCard { token: c(107), card: 3 }),
        ActionError::CardInUse { card: 3, token: c(104) }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::AssignCard { token: c(201), card: 3 }),
        ActionError::NotYourToken { token: c(201), seat: 0 }
    );
    ok(&mut g, p(0), Action::TakeBackCard { token: c(104) });
    assert_eq!(
        refused(&mut g, p(0), Action::TakeBackCard { token: c(104) }),
        ActionError::NoCardBehind { token: c(104) }
    );
    ok(&mut g, p(0), Action::AssignCard { token: c(107), card: 3 });
    assert!(!g.reveals_hidden_information(&Action::LockCards));
    ok(&mut g, p(0), Action::LockCards);
    let Phase::TugCards { picks } = g.phase() else { panic!() };
    assert_eq!(
        picks,
        vec![PickStatus::Locked, PickStatus::Choosing, PickStatus::Choosing]
    );
    assert_eq!(
        refused(&mut g, p(0), Action::TakeBackCard { token: c(101) }),
        ActionError::AlreadyLocked { seat: 0 }
    );
}

#[test]
fn g_tw4_the_greater_sum_wins_and_a_side_without_opponent_wins() {
    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101, 102], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, rope(0, Side::Left)),
            (201, rope(0, Side::Right)),
            (301, rope(1, Side::Left)),
            (102, rope(2, Side::Right)),
        ],
    );
    let events = tug_cards(&mut g, &[(101, 5), (102, 1), (201, 3), (301, 2)]);
    assert_eq!(rope_result(&events, 0), TugResult::GreaterSum(Side::Left));
    assert_eq!(rope_result(&events, 1), TugResult::Unopposed(Side::Left));
    assert_eq!(rope_result(&events, 2), TugResult::Unopposed(Side::Right));
    assert_eq!(eliminated(&events), vec![(c(201), Cause::LostTheTug)]);
    let Some(Event::RopeRevealed { sides, zeros, .. }) =
        events.iter().find(|e| matches!(e, Event::RopeRevealed { rope: 0, .. }))
    else {
        panic!()
    };
    assert_eq!((sides[0].sum, sides[1].sum, *zeros), (5, 3, 0));
    // Ropes are revealed one at a time, in order.
    let order: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::RopeRevealed { rope, .. } => Some(*rope),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![0, 1, 2]);
    assert_eq!(g.current_game(), MiniGame::Marbles);
}

#[test]
fn g_tw5_an_odd_number_of_zeros_lets_the_smaller_sum_win() {
    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, rope(0, Side::Left)),
            (201, rope(0, Side::Right)),
            (301, rope(1, Side::Left)),
        ],
    );
    let events = tug_cards(&mut g, &[(101, 5), (201, 0), (301, 4)]);
    assert_eq!(rope_result(&events, 0), TugResult::SmallerSum(Side::Right));
    assert_eq!(eliminated(&events), vec![(c(101), Cause::LostTheTug)]);

    // Two zeros cancel, even on different sides: the greater sum wins again.
    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101, 102], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, rope(0, Side::Left)),
            (201, rope(0, Side::Right)),
            (102, rope(0, Side::Left)),
            (301, rope(0, Side::Right)),
        ],
    );
    let events = tug_cards(&mut g, &[(101, 0), (102, 5), (201, 0), (301, 1)]);
    let Some(Event::RopeRevealed { zeros, .. }) =
        events.iter().find(|e| matches!(e, Event::RopeRevealed { rope: 0, .. }))
    else {
        panic!()
    };
    assert_eq!(*zeros, 2);
    assert_eq!(rope_result(&events, 0), TugResult::GreaterSum(Side::Left));
    let mut lost: Vec<Contestant> = eliminated(&events).into_iter().map(|(t, _)| t).collect();
    lost.sort();
    assert_eq!(lost, vec![c(201), c(301)]);
}

#[test]
fn g_tw6_equal_sums_more_tokens_win_still_equal_both_sides_lose() {
    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101, 102], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, rope(0, Side::Left)),
            (201, rope(0, Side::Right)),
            (102, rope(0, Side::Left)),
            (301, rope(1, Side::Right)),
        ],
    );
    let events = tug_cards(&mut g, &[(101, 1), (102, 2), (201, 3), (301, 5)]);
    assert_eq!(rope_result(&events, 0), TugResult::MoreTokens(Side::Left));
    assert_eq!(eliminated(&events), vec![(c(201), Cause::LostTheTug)]);

    let mut g = start(scenario(MiniGame::TugOfWar, &[&[101], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, rope(0, Side::Left)),
            (201, rope(0, Side::Right)),
            (301, rope(2, Side::Left)),
        ],
    );
    let events = tug_cards(&mut g, &[(101, 3), (201, 3), (301, 0)]);
    assert_eq!(rope_result(&events, 0), TugResult::BothEliminated);
    assert_eq!(
        eliminated(&events),
        vec![(c(101), Cause::BoredVips), (c(201), Cause::BoredVips)]
    );
    assert_eq!(rope_result(&events, 1), TugResult::Empty);
}

// ----- 4. Marbles -----

fn groups(g: &Game) -> Vec<(Vec<u16>, bool)> {
    let Board::Marbles { groups, .. } = board(g) else {
        panic!("not Marbles")
    };
    groups
        .iter()
        .map(|gr| (gr.tokens.iter().map(|(t, _)| t.0).collect(), gr.played))
        .collect()
}

#[test]
fn g_ma1_tokens_pair_as_they_are_put_down_then_lone_tokens_pair_and_one_left_sits_out() {
    let mut g = start(scenario(MiniGame::Marbles, &[&[101, 102], &[201], &[301, 302]]));
    // Two tokens each for A and C: C holds the highest number.
    assert_eq!(g.turn_order(), vec![2, 0, 1]);
    ok(
        &mut g,
        p(2),
        Action::Place {
            token: c(301),
            at: Placement::Alone,
        },
    );
    ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(101),
            at: Placement::Beside(c(301)),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            p(1),
            Action::Place {
                token: c(201),
                at: Placement::Beside(c(301))
            }
        ),
        ActionError::NotALoneToken { token: c(301) }
    );
    ok(
        &mut g,
        p(1),
        Action::Place {
            token: c(201),
            at: Placement::Alone,
        },
    );
    ok(
        &mut g,
        p(2),
        Action::Place {
            token: c(302),
            at: Placement::Alone,
        },
    );
    let events = ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(102),
            at: Placement::Alone,
        },
    );
    assert!(events.contains(&Event::LoneTokensPaired {
        pair: 1,
        tokens: [c(201), c(302)]
    }));
    assert_eq!(survived(&events), vec![(c(102), Survival::SatOutMarbles)]);
    assert_eq!(
        groups(&g),
        vec![(vec![301, 101], false), (vec![201, 302], false), (vec![102], true)]
    );
    assert_eq!(
        g.phase(),
        Phase::MarblesChoose {
            chooser: 2,
            pairs: vec![0, 1]
        }
    );
}

#[test]
fn g_ma2_in_turn_order_players_pick_a_pair_and_a_game_until_every_pair_has_played() {
    let mut g = start(scenario(MiniGame::Marbles, &[&[101, 102], &[201], &[301, 302]]));
    place_by_plan(
        &mut g,
        &[
            (301, Placement::Alone),
            (101, Placement::Beside(c(301))),
            (201, Placement::Alone),
            (302, Placement::Alone),
            (102, Placement::Alone),
        ],
    );
    assert_eq!(
        refused(&mut g, p(2), Action::KeepOne { pair: 0, keep: c(301) }),
        ActionError::PairNeedsAGame { pair: 0 }
    );
    assert_eq!(
        refused(
            &mut g,
            p(2),
            Action::ChooseGame {
                pair: 2,
                game: MarblesGame::OddOrEven
            }
        ),
        ActionError::PairAlreadyPlayed { pair: 2 }
    );
    let events = ok(
        &mut g,
        p(2),
        Action::ChooseGame {
            pair: 0,
            game: MarblesGame::RollTheMarbles,
        },
    );
    assert!(events.contains(&Event::GameChosen {
        pair: 0,
        chooser: 2,
        game: MarblesGame::RollTheMarbles
    }));
    let events = ok(&mut g, Actor::Table, Action::RollWinner { token: c(301) });
    assert_eq!(eliminated(&events), vec![(c(101), Cause::LostAtMarbles)]);
    assert_eq!(survived(&events), vec![(c(301), Survival::WonAtMarbles)]);
    // Next clockwise from C is A, who has no pair left to play: B chooses.
    assert_eq!(
        g.phase(),
        Phase::MarblesChoose {
            chooser: 1,
            pairs: vec![1]
        }
    );
    ok(
        &mut g,
        p(1),
        Action::ChooseGame {
            pair: 1,
            game: MarblesGame::RollTheMarbles,
        },
    );
    let events = ok(&mut g, Actor::Table, Action::RollWinner { token: c(201) });
    assert!(events.contains(&Event::GameEnded {
        game: MiniGame::Marbles,
        survivors: vec![1, 1, 1],
        timer_ran_out: false
    }));
    assert_eq!(g.current_game(), MiniGame::GlassBridge);
}

#[test]
fn g_ma3_a_pair_of_one_players_tokens_keeps_one_without_a_game() {
    let mut g = start(scenario(MiniGame::Marbles, &[&[101, 102], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Alone),
            (201, Placement::Alone),
            (301, Placement::Beside(c(201))),
            (102, Placement::Beside(c(101))),
        ],
    );
    assert_eq!(
        g.phase(),
        Phase::MarblesChoose {
            chooser: 0,
            pairs: vec![0]
        }
    );
    assert_eq!(
        g.legal_actions(&p(0)),
        vec![
            Action::KeepOne { pair: 0, keep: c(101) },
            Action::KeepOne { pair: 0, keep: c(102) }
        ]
    );
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::ChooseGame {
                pair: 0,
                game: MarblesGame::OddOrEven
            }
        ),
        ActionError::OwnPairPlaysNoGame { pair: 0 }
    );
    let events = ok(&mut g, p(0), Action::KeepOne { pair: 0, keep: c(102) });
    assert_eq!(eliminated(&events), vec![(c(101), Cause::OwnPair)]);
    assert_eq!(survived(&events), vec![(c(102), Survival::KeptFromOwnPair)]);
}

/// A (101) and B (201) paired, chosen by A for odd or even; C (301) sits out.
fn odd_even() -> Game {
    let mut g = start(scenario(MiniGame::Marbles, &[&[101], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (301, Placement::Alone),
            (101, Placement::Alone),
            (201, Placement::Beside(c(101))),
        ],
    );
    assert_eq!(
        g.phase(),
        Phase::MarblesChoose {
            chooser: 0,
            pairs: vec![1]
        }
    );
    ok(
        &mut g,
        p(0),
        Action::ChooseGame {
            pair: 1,
            game: MarblesGame::OddOrEven,
        },
    );
    g
}

#[test]
fn g_ma4_odd_or_even_the_right_guess_wins_for_the_partner() {
    let mut g = odd_even();
    assert_eq!(
        g.phase(),
        Phase::MarblesOddEven {
            pair: 1,
            chooser: 0,
            partner: 1,
            hidden: false,
            guessed: false
        }
    );
    assert_eq!(
        refused(&mut g, p(1), Action::HideMarbles { count: 1 }),
        ActionError::NotTheChooser { seat: 1, chooser: 0 }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::GuessParity { parity: Parity::Odd }),
        ActionError::NotThePartner { seat: 0, partner: 1 }
    );
    assert_eq!(
        refused(&mut g, p(0), Action::HideMarbles { count: 3 }),
        ActionError::TooManyMarbles { count: 3, max: 2 }
    );
    ok(&mut g, p(0), Action::HideMarbles { count: 1 });
    // The hidden count is the chooser's secret until the guess is in.
    let mut other = odd_even();
    ok(&mut other, p(0), Action::HideMarbles { count: 2 });
    for viewer in [Viewer::Public, Viewer::Player(1), Viewer::Player(2)] {
        assert_eq!(view_json(&g, viewer), view_json(&other, viewer));
    }
    assert_eq!(g.view_for(&Viewer::Player(0)).own_pick, Some(OwnPick::HiddenMarbles(1)));
    assert!(g.reveals_hidden_information(&Action::GuessParity { parity: Parity::Odd }));
    let events = ok(&mut g, p(1), Action::GuessParity { parity: Parity::Odd });
    assert!(events.contains(&Event::MarblesRevealed {
        pair: 1,
        hidden: 1,
        guess: Parity::Odd,
        guessed_right: true
    }));
    assert_eq!(eliminated(&events), vec![(c(101), Cause::LostAtMarbles)]);
}

#[test]
fn g_ma4_a_wrong_guess_wins_for_the_chooser_and_hiding_nothing_loses() {
    let mut g = odd_even();
    ok(&mut g, p(1), Action::GuessParity { parity: Parity::Odd });
    let events = ok(&mut g, p(0), Action::HideMarbles { count: 2 });
    assert_eq!(eliminated(&events), vec![(c(201), Cause::LostAtMarbles)]);

    let mut g = odd_even();
    ok(&mut g, p(0), Action::HideMarbles { count: 0 });
    let events = ok(&mut g, p(1), Action::GuessParity { parity: Parity::Odd });
    assert!(events.contains(&Event::MarblesRevealed {
        pair: 1,
        hidden: 0,
        guess: Parity::Odd,
        guessed_right: false
    }));
    assert_eq!(eliminated(&events), vec![(c(101), Cause::LostAtMarbles)]);
}

#[test]
fn g_ma5_rolling_the_marbles_the_table_enters_the_winner() {
    let mut g = start(scenario(MiniGame::Marbles, &[&[101], &[201], &[301]]));
    place_by_plan(
        &mut g,
        &[
            (301, Placement::Alone),
            (101, Placement::Alone),
            (201, Placement::Beside(c(101))),
        ],
    );
    ok(
        &mut g,
        p(0),
        Action::ChooseGame {
            pair: 1,
            game: MarblesGame::RollTheMarbles,
        },
    );
    assert_eq!(
        g.phase(),
        Phase::MarblesRoll {
            pair: 1,
            chooser: 0,
            partner: 1
        }
    );
    assert_eq!(g.waiting_for(), vec![Actor::Table]);
    assert_eq!(
        refused(&mut g, p(1), Action::RollWinner { token: c(201) }),
        ActionError::OnlyTheTable {
            action: ActionKind::RollWinner
        }
    );
    assert_eq!(
        refused(&mut g, Actor::Table, Action::RollWinner { token: c(301) }),
        ActionError::NotInPair { token: c(301), pair: 1 }
    );
    assert!(!g.reveals_hidden_information(&Action::RollWinner { token: c(201) }));
    let events = ok(&mut g, Actor::Table, Action::RollWinner { token: c(201) });
    assert_eq!(
        events[0],
        Event::RollWon {
            pair: 1,
            winner: c(201)
        }
    );
    assert_eq!(eliminated(&events), vec![(c(101), Cause::LostAtMarbles)]);
}

// ----- 5. Glass Bridge -----

fn bridge(in_play: &[&[u16]], broken: Vec<Side>) -> Game {
    let mut s = scenario(MiniGame::GlassBridge, in_play);
    s.broken_panes = broken;
    start(s)
}

fn positions(g: &Game) -> Vec<(u16, i16)> {
    let Board::GlassBridge { tokens, .. } = board(g) else {
        panic!("not the bridge")
    };
    let mut t: Vec<(u16, i16)> = tokens.iter().map(|t| (t.token.0, t.position)).collect();
    t.sort_unstable();
    t
}

fn tiles(g: &Game) -> Vec<Option<Side>> {
    let Board::GlassBridge { tiles, .. } = board(g) else {
        panic!("not the bridge")
    };
    tiles.iter().map(|t| t.intact).collect()
}

/// Three players, one token each, figures 0, 1, 2 and the bridge at the left: 101 at 0, 201 at −1, 301 at −2.
fn bridge_abc(broken: Vec<Side>) -> Game {
    let mut g = bridge(&[&[101], &[201], &[301]], broken);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Figure(0)),
            (201, Placement::Figure(1)),
            (301, Placement::Figure(2)),
        ],
    );
    lock_cards(&mut g, &[(0, 1), (1, 0), (2, 0)]);
    assert_eq!(positions(&g), vec![(101, 0), (201, -1), (301, -2)]);
    g
}

#[test]
fn g_gb1_figure_boards_by_surviving_tokens() {
    assert_eq!(
        [1, 6, 7, 12, 13, 18, 19, 24].map(figure_boards),
        [1, 1, 2, 2, 3, 3, 4, 4]
    );
    let g = bridge(&[&[101, 102], &[201, 202], &[301, 302]], Vec::new());
    let Board::GlassBridge { figures, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(figures.len(), 6);
    let g = bridge(&[&[101, 102, 103], &[201, 202], &[301, 302]], Vec::new());
    let Board::GlassBridge { figures, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(figures.len(), 12);
}

#[test]
fn g_gb2_eight_glass_tiles_or_one_per_token_hidden_until_stepped_on() {
    assert_eq!([3, 7, 8, 20].map(glass_tiles), [3, 7, 8, 8]);
    let g = bridge(&[&[101], &[201], &[301]], Vec::new());
    assert_eq!(tiles(&g), vec![None; 3]);
    let ten: Vec<u16> = (1..=10).collect();
    let g = bridge(&[&ten, &[201], &[301]], Vec::new());
    assert_eq!(tiles(&g).len(), 8);
    // The broken panes are in no view: turning the glass round changes nothing anyone sees.
    let mut turned = g.clone();
    turned.scramble_hidden_for_test();
    assert!(turned.hidden_differs_for_test(&g));
    for viewer in [Viewer::Public, Viewer::Player(0), Viewer::Player(1), Viewer::Player(2)] {
        assert_eq!(view_json(&g, viewer), view_json(&turned, viewer));
    }
    assert!(!g.reveals_hidden_information(&g.legal_actions(&p(0))[0]));
}

#[test]
fn g_gb3_tokens_go_under_figures_one_at_a_time_and_the_card_sum_places_the_bridge() {
    let mut g = bridge(&[&[101], &[201], &[301]], Vec::new());
    // One token each: the highest number places first.
    assert_eq!(g.phase(), Phase::BridgePlace { placer: 2, left: 1 });
    ok(
        &mut g,
        p(2),
        Action::Place {
            token: c(301),
            at: Placement::Figure(5),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(101),
                at: Placement::Figure(5)
            }
        ),
        ActionError::FigureTaken { place: 5 }
    );
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(101),
                at: Placement::Figure(6)
            }
        ),
        ActionError::NoSuchFigure { place: 6, figures: 6 }
    );
    ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(101),
            at: Placement::Figure(0),
        },
    );
    ok(
        &mut g,
        p(1),
        Action::Place {
            token: c(201),
            at: Placement::Figure(2),
        },
    );
    assert!(matches!(g.phase(), Phase::BridgeSideCards { .. }));
    let mut even = g.clone();
    // Odd sum: the bridge goes at the left end; the line closes up toward it.
    let events = lock_cards(&mut g, &[(0, 1), (1, 0), (2, 0)]);
    assert!(events.contains(&Event::BridgeEnd {
        sum: 1,
        end: Side::Left
    }));
    assert_eq!(positions(&g), vec![(101, 0), (201, -1), (301, -2)]);
    // Even sum: at the right end. The cards are taken back: the hands are full.
    let events = lock_cards(&mut even, &[(0, 1), (1, 1), (2, 0)]);
    assert!(events.contains(&Event::BridgeEnd {
        sum: 2,
        end: Side::Right
    }));
    assert_eq!(positions(&even), vec![(101, -2), (201, -1), (301, 0)]);
    let Board::GlassBridge { hands, .. } = board(&even) else {
        panic!()
    };
    assert!(hands.iter().all(|h| h.len() == 6));
}

#[test]
fn g_gb4_the_line_closes_up_and_players_act_from_the_highest_card_down() {
    let mut g = bridge(&[&[101], &[201], &[301]], vec![Side::Left; 3]);
    place_by_plan(
        &mut g,
        &[
            (301, Placement::Figure(5)),
            (101, Placement::Figure(0)),
            (201, Placement::Figure(2)),
        ],
    );
    let events = lock_cards(&mut g, &[(0, 1), (1, 0), (2, 0)]);
    assert!(events.contains(&Event::LineClosedUp {
        moves: vec![
            TokenMove {
                token: c(201),
                from: -2,
                to: -1
            },
            TokenMove {
                token: c(301),
                from: -5,
                to: -2
            }
        ]
    }));
    // Equal cards: the token nearer the far end acts first.
    let events = lock_cards(&mut g, &[(0, 1), (1, 1), (2, 3)]);
    assert!(events.contains(&Event::ActingOrder {
        order: vec![(2, 3), (0, 1), (1, 1)]
    }));
}

#[test]
fn g_gb5_a_token_moves_by_the_card_and_crosses_off_the_last_tile() {
    let mut g = bridge_abc(vec![Side::Left; 3]);
    lock_cards(&mut g, &[(0, 5), (1, 0), (2, 0)]);
    let mut events = Vec::new();
    for tile in 1..=3u8 {
        assert_eq!(
            g.phase(),
            Phase::BridgeJump {
                chooser: 0,
                token: c(101),
                tile
            }
        );
        events.extend(ok(&mut g, p(0), Action::JumpSide { side: Side::Right }));
    }
    let steps: Vec<(i16, i16)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Stepped { token, from, to } if *token == c(101) => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(steps, vec![(0, 1), (1, 2), (2, 3), (3, 4)]);
    assert_eq!(survived(&events), vec![(c(101), Survival::CrossedTheBridge)]);
    assert!(g.team(0).contains(&c(101)));
}

#[test]
fn g_gb6_name_a_pane_broken_falls_intact_goes_on_and_known_tiles_are_safe() {
    let mut g = bridge_abc(vec![Side::Left, Side::Right, Side::Left]);
    lock_cards(&mut g, &[(0, 2), (1, 1), (2, 0)]);
    assert_eq!(
        g.phase(),
        Phase::BridgeJump {
            chooser: 0,
            token: c(101),
            tile: 1
        }
    );
    assert!(g.reveals_hidden_information(&Action::JumpSide { side: Side::Left }));
    let events = ok(&mut g, p(0), Action::JumpSide { side: Side::Left });
    assert!(events.contains(&Event::PaneRevealed {
        tile: 1,
        side: Side::Left,
        broken: true
    }));
    assert_eq!(eliminated(&events), vec![(c(101), Cause::FellThroughTheGlass)]);
    // B's card 1 took 201 from −1 to 0; C's push card found nobody.
    assert!(events.contains(&Event::NoPushTarget { seat: 2 }));
    assert_eq!(tiles(&g), vec![Some(Side::Right), None, None]);
    assert_eq!(positions(&g), vec![(201, 0), (301, -1)]);
    // Next turn: tile 1 is known, so 201 steps on its intact pane without a choice; tile 2 needs one.
    lock_cards(&mut g, &[(1, 3), (2, 1)]);
    assert_eq!(
        g.phase(),
        Phase::BridgeJump {
            chooser: 1,
            token: c(201),
            tile: 2
        }
    );
    let events = ok(&mut g, p(1), Action::JumpSide { side: Side::Left });
    assert!(events.contains(&Event::PaneRevealed {
        tile: 2,
        side: Side::Left,
        broken: false
    }));
    assert_eq!(
        g.phase(),
        Phase::BridgeJump {
            chooser: 1,
            token: c(201),
            tile: 3
        }
    );
}

#[test]
fn g_gb7_stepping_into_a_crowded_position_stops_and_pushes_one_on() {
    let mut g = bridge(&[&[101, 102], &[201], &[301]], vec![Side::Left; 4]);
    place_by_plan(
        &mut g,
        &[
            (101, Placement::Figure(0)),
            (201, Placement::Figure(1)),
            (301, Placement::Figure(2)),
            (102, Placement::Figure(3)),
        ],
    );
    lock_cards(&mut g, &[(0, 1), (1, 0), (2, 0)]);
    assert_eq!(positions(&g), vec![(101, 0), (102, -3), (201, -1), (301, -2)]);
    // C (2) acts first: 301 passes 201 at −1 and stops beside 101 at 0. B (1): 201 steps into 0, which holds two.
    let events = lock_cards(&mut g, &[(0, 0), (1, 1), (2, 2)]);
    assert!(events.contains(&Event::Crowded {
        token: c(201),
        position: 0
    }));
    assert_eq!(
        g.phase(),
        Phase::BridgeCrowd {
            chooser: 1,
            position: 0,
            candidates: vec![c(101), c(301)]
        }
    );
    let events = ok(&mut g, p(1), Action::CrowdPush { token: c(301) });
    assert!(events.contains(&Event::PushedForward { by: 1, token: c(301) }));
    // The pushed token's owner names its pane.
    assert_eq!(
        g.phase(),
        Phase::BridgeJump {
            chooser: 2,
            token: c(301),
            tile: 1
        }
    );
    ok(&mut g, p(2), Action::JumpSide { side: Side::Right });
    assert_eq!(positions(&g), vec![(101, 0), (102, -3), (201, 0), (301, 1)]);
}

#[test]
fn g_gb8_the_push_card_pushes_a_rival_sharing_your_position_and_you_name_the_pane() {
    let mut g = bridge_abc(vec![Side::Left; 3]);
    lock_cards(&mut g, &[(0, 0), (1, 1), (2, 0)]);
    // B moved 201 beside 101; A's push card reaches it, C's finds nobody.
    assert_eq!(
        g.phase(),
        Phase::BridgePush {
            player: 0,
            targets: vec![c(201)]
        }
    );
    let events = ok(&mut g, p(0), Action::Push { token: c(201) });
    assert!(events.contains(&Event::PushedForward { by: 0, token: c(201) }));
    assert_eq!(
        g.phase(),
        Phase::BridgeJump {
            chooser: 0,
            token: c(201),
            tile: 1
        }
    );
    assert_eq!(
        refused(&mut g, p(1), Action::JumpSide { side: Side::Right }),
        ActionError::NotYourTurn { seat: 1, expected: 0 }
    );
    let events = ok(&mut g, p(0), Action::JumpSide { side: Side::Left });
    assert_eq!(eliminated(&events), vec![(c(201), Cause::FellThroughTheGlass)]);
    assert!(events.contains(&Event::NoPushTarget { seat: 2 }));
    // The push is optional.
    let mut g = bridge_abc(vec![Side::Left; 3]);
    lock_cards(&mut g, &[(0, 0), (1, 1), (2, 0)]);
    let events = ok(&mut g, p(0), Action::NoPush);
    assert!(events.contains(&Event::PushDeclined { seat: 0 }));
}

#[test]
fn g_gb9_played_cards_are_discarded_six_cards_count_down_and_00_00_eliminates() {
    let team_a: Vec<u16> = (1..=5).collect();
    let team_b: Vec<u16> = (11..=15).collect();
    let team_c: Vec<u16> = (21..=25).collect();
    let mut g = bridge(&[&team_a, &team_b, &team_c], vec![Side::Left; 8]);
    while let Phase::BridgePlace { placer, .. } = g.phase() {
        let action = g.legal_actions(&p(placer))[0];
        ok(&mut g, p(placer), action);
    }
    lock_cards(&mut g, &[(0, 0), (1, 0), (2, 0)]);
    assert_eq!(g.timer(), Some(Timer::Fifteen));
    let mut all = Vec::new();
    let mut turns = 0;
    // Everyone plays 1, 2, 3, 4, 5, 0 and moves their rearmost token; panes are named on the intact side.
    while g.current_game() == MiniGame::GlassBridge {
        let Phase::BridgePick { picks, .. } = g.phase() else {
            panic!("{:?}", g.phase())
        };
        let card = [1, 2, 3, 4, 5, 0][turns % 6];
        for (seat, status) in picks.iter().enumerate() {
            if *status == PickStatus::Choosing {
                if turns % 6 > 0 {
                    let used = [1, 2, 3, 4, 5, 0][turns % 6 - 1];
                    assert_eq!(
                        refused(&mut g, p(seat), Action::PlayCard { card: used }),
                        ActionError::CardNotInHand { card: used }
                    );
                }
                all.extend(ok(&mut g, p(seat), Action::PlayCard { card }));
            }
        }
        turns += 1;
        loop {
            let events = match g.phase() {
                Phase::BridgeMove { player, candidates, .. } => {
                    let rear = *candidates.last().unwrap();
                    ok(&mut g, p(player), Action::Advance { token: rear })
                }
                Phase::BridgeJump { chooser, .. } => ok(&mut g, p(chooser), Action::JumpSide { side: Side::Right }),
                Phase::BridgeCrowd {
                    chooser, candidates, ..
                } => ok(&mut g, p(chooser), Action::CrowdPush { token: candidates[0] }),
                Phase::BridgePush { player, .. } => ok(&mut g, p(player), Action::NoPush),
                _ => break,
            };
            all.extend(events);
        }
        if turns == 6 {
            assert!(
                !all.iter().any(|e| matches!(e, Event::VipsSetTheTimer { .. })),
                "the test needs no VIPs yet"
            );
            assert!(all.contains(&Event::HandsRefilled));
            assert!(all.contains(&Event::TimerCountedDown { to: Timer::Ten }));
        }
        assert!(turns < 40);
    }
    let left_at_zero = eliminated(&all)
        .iter()
        .filter(|(_, cause)| *cause == Cause::TimeRanOut)
        .count();
    let record = &g.records()[0];
    assert_eq!(record.game, MiniGame::GlassBridge);
    assert_eq!(record.timer_ran_out, left_at_zero > 0);
    assert!(all.contains(&Event::TimerCountedDown { to: Timer::Zero }) == record.timer_ran_out);
    // Nothing falls when the intact pane is always named: every token crossed or timed out.
    let crossed = survived(&all).len();
    assert_eq!(crossed + left_at_zero, 15);
    assert!(left_at_zero > 0, "the test expects the timer to catch someone");
}

#[test]
fn g_gb10_the_last_tile_revealed_early_sets_the_timer_to_05_00_and_hands_come_back() {
    let mut g = bridge_abc(vec![Side::Left; 3]);
    lock_cards(&mut g, &[(0, 5), (1, 0), (2, 0)]);
    ok(&mut g, p(0), Action::JumpSide { side: Side::Right });
    ok(&mut g, p(0), Action::JumpSide { side: Side::Right });
    let events = ok(&mut g, p(0), Action::JumpSide { side: Side::Right });
    assert!(events.contains(&Event::VipsSetTheTimer { to: Timer::Five }));
    assert_eq!(g.timer(), Some(Timer::Five));
    // At the end of the turn everybody takes back their cards, without counting down.
    assert!(events.contains(&Event::HandsRefilled));
    assert!(!events.iter().any(|e| matches!(e, Event::TimerCountedDown { .. })));
    let Board::GlassBridge { hands, .. } = board(&g) else {
        panic!()
    };
    assert!(hands.iter().all(|h| h.len() == 6));

    // At 05:00 the VIPs do nothing. Eight tokens each crowd the line; everyone moves their rearmost token for
    // twelve turns (two countdowns), then their front token until the last tile is revealed.
    let teams: Vec<Vec<u16>> = (0..3u16).map(|s| (1..=8).map(|i| s * 10 + i).collect()).collect();
    let refs: Vec<&[u16]> = teams.iter().map(|t| t.as_slice()).collect();
    let mut g = bridge(&refs, vec![Side::Left; 8]);
    while let Phase::BridgePlace { placer, .. } = g.phase() {
        let action = g.legal_actions(&p(placer))[0];
        ok(&mut g, p(placer), action);
    }
    lock_cards(&mut g, &[(0, 0), (1, 0), (2, 0)]);
    let mut all = Vec::new();
    let mut turns = 0;
    let last_revealed = |g: &Game| tiles(g).last().copied().flatten().is_some();
    while !last_revealed(&g) {
        assert!(turns < 18, "the last tile was never reached");
        let Phase::BridgePick { picks, .. } = g.phase() else {
            panic!("{:?}", g.phase())
        };
        let card = [1, 2, 3, 4, 5, 0][turns % 6];
        for (seat, status) in picks.iter().enumerate() {
            if *status == PickStatus::Choosing {
                all.extend(ok(&mut g, p(seat), Action::PlayCard { card }));
            }
        }
        turns += 1;
        loop {
            let events = match g.phase() {
                Phase::BridgeMove { player, candidates, .. } => {
                    let token = if turns <= 12 {
                        *candidates.last().unwrap()
                    } else {
                        candidates[0]
                    };
                    ok(&mut g, p(player), Action::Advance { token })
                }
                Phase::BridgeJump { chooser, .. } => ok(&mut g, p(chooser), Action::JumpSide { side: Side::Right }),
                Phase::BridgeCrowd {
                    chooser, candidates, ..
                } => ok(&mut g, p(chooser), Action::CrowdPush { token: candidates[0] }),
                Phase::BridgePush { player, .. } => ok(&mut g, p(player), Action::NoPush),
                _ => break,
            };
            all.extend(events);
        }
        if turns == 12 {
            assert_eq!(g.timer(), Some(Timer::Five));
            assert!(!last_revealed(&g), "the test needs the last tile unknown at 05:00");
        }
    }
    assert!(turns > 12);
    assert_eq!(g.timer(), Some(Timer::Five));
    assert!(!all.iter().any(|e| matches!(e, Event::VipsSetTheTimer { .. })));
}

// ----- 6. Squid Game -----

fn court(in_play: &[&[u16]], holder: Seat, spots: &[(u16, SquidSpot)]) -> Game {
    let mut s = scenario(MiniGame::SquidGame, in_play);
    s.final_court = Some(FinalCourt {
        speed_marker: holder,
        spots: spots.to_vec(),
    });
    start(s)
}

fn spots(g: &Game) -> Vec<(u16, SquidSpot)> {
    let Board::SquidGame { tokens, .. } = board(g) else {
        panic!("not the final")
    };
    let mut t: Vec<(u16, SquidSpot)> = tokens.iter().map(|t| (t.token.0, t.spot)).collect();
    t.sort_unstable();
    t
}

fn final_cards(g: &mut Game, cards: &[(Seat, FinalCard)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, card) in cards {
        events.extend(ok(g, p(seat), Action::PlayFinalCard { card }));
    }
    events
}

const SAFE: SquidSpot = SquidSpot::SafeZone;
const SQUARE: SquidSpot = SquidSpot::Square;
fn cell(n: u8) -> SquidSpot {
    SquidSpot::Triangle(n)
}

#[test]
fn g_sq_rulebook_example_turn() {
    // Seats clockwise: White, Pink, Yellow, Green, Red, Blue. White holds the speed marker.
    let (white, pink, yellow, green, red, blue) = (0, 1, 2, 3, 4, 5);
    let mut g = court(
        &[&[325], &[21, 150], &[68], &[56, 107], &[349], &[67, 240]],
        white,
        &[
            (325, SQUARE),
            (21, cell(5)),
            (150, SAFE),
            (68, SQUARE),
            (56, SQUARE),
            (107, SAFE),
            (349, SQUARE),
            (67, SQUARE),
            (240, cell(3)),
        ],
    );
    let mut events = final_cards(
        &mut g,
        &[
            (blue, FinalCard::Block),
            (white, FinalCard::Stab),
            (pink, FinalCard::Stab),
            (yellow, FinalCard::Push),
            (green, FinalCard::Move),
        ],
    );
    assert!(g.reveals_hidden_information(&Action::PlayFinalCard { card: FinalCard::Move }));
    events.extend(ok(&mut g, p(red), Action::PlayFinalCard { card: FinalCard::Move }));
    // 1: Blue blocks. 2a: White stabs first and may choose among the unblocked tokens in the square.
    assert!(events.contains(&Event::Blocking { seat: blue }));
    assert_eq!(
        g.phase(),
        Phase::SquidStab {
            player: white,
            targets: vec![c(56), c(68), c(349)]
        }
    );
    events.extend(ok(&mut g, p(white), Action::Stab { token: c(56) }));
    let key: Vec<Event> = events
        .into_iter()
        .filter(|e| {
            !matches!(
                e,
                Event::PickLocked { .. }
                    | Event::FinalCardsRevealed { .. }
                    | Event::Blocking { .. }
                    | Event::TurnStarted { .. }
            )
        })
        .map(|e| match e {
            Event::Eliminated { token, seat, cause, .. } => Event::Eliminated {
                token,
                seat,
                cause,
                pot: 0,
            },
            other => other,
        })
        .collect();
    let gone = |token: u16, seat: Seat, cause: Cause| Event::Eliminated {
        token: c(token),
        seat,
        cause,
        pot: 0,
    };
    assert_eq!(
        key,
        vec![
            // 2a: White 325 stabs Green 056.
            gone(56, green, Cause::Stabbed { by: white }),
            // 2b: Pink can only reach Blue 240 (the safe zone is out of reach), and Blue blocked: Pink 021 goes.
            gone(21, pink, Cause::StabBlocked),
            // 3: Yellow 068 pushes the blocking Blue 067.
            gone(67, blue, Cause::ShovedOffTheCourt { by: yellow }),
            // 4: Green moves 107 into the square, Red moves 349 to cell 1.
            Event::SquidMoved {
                seat: green,
                token: c(107),
                from: SAFE,
                to: Some(SQUARE)
            },
            Event::SquidMoved {
                seat: red,
                token: c(349),
                from: SQUARE,
                to: Some(cell(1))
            },
            // End of turn: 240 from 3 to 4, 349 from 1 to 2; the speed marker passes clockwise.
            Event::TriangleAdvanced {
                moves: vec![(c(240), 3, 4), (c(349), 1, 2)]
            },
            Event::SpeedMarker { seat: pink },
        ]
    );
    assert_eq!(
        spots(&g),
        vec![
            (68, SQUARE),
            (107, SQUARE),
            (150, SAFE),
            (240, cell(4)),
            (325, SQUARE),
            (349, cell(2))
        ]
    );
    assert!(matches!(g.phase(), Phase::SquidPick { turn: 2, .. }));
}

#[test]
fn g_sq1_the_square_and_the_whole_triangle_are_areas_the_safe_zone_is_none() {
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        0,
        &[(101, cell(1)), (102, SAFE), (201, cell(8)), (301, SQUARE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Stab), (1, FinalCard::Move), (2, FinalCard::Stab)],
    );
    // A's cell-1 token reaches B's on cell 8 (one area); C in the square reaches nobody (A's 101 is in the
    // triangle, 102 in the safe zone).
    assert_eq!(eliminated(&events), vec![(c(201), Cause::Stabbed { by: 0 })]);
    assert!(events.contains(&Event::NoTarget {
        seat: 2,
        card: FinalCard::Stab
    }));
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        0,
        &[(101, cell(1)), (102, SAFE), (201, cell(8)), (301, SQUARE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Stab), (1, FinalCard::Block), (2, FinalCard::Stab)],
    );
    // B blocked: A's stab hits only blocked tokens and A loses its stabbing token; C finds no candidate at all.
    assert_eq!(eliminated(&events), vec![(c(101), Cause::StabBlocked)]);
    assert!(events.contains(&Event::NoTarget {
        seat: 2,
        card: FinalCard::Stab
    }));
}

#[test]
fn g_sq2_the_fewest_tokens_take_the_speed_marker_ties_to_the_highest_number() {
    let g = start(scenario(MiniGame::SquidGame, &[&[101, 102], &[201], &[301]]));
    let Board::SquidGame { speed_marker, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(speed_marker, 2);
    let g = start(scenario(MiniGame::SquidGame, &[&[101, 102], &[450], &[301]]));
    let Board::SquidGame { speed_marker, .. } = board(&g) else {
        panic!()
    };
    assert_eq!(speed_marker, 1);
}

#[test]
fn g_sq3_one_token_starts_in_the_square_the_rest_in_the_safe_zone() {
    let mut g = start(scenario(MiniGame::SquidGame, &[&[101, 102, 103], &[201], &[301]]));
    // From the speed marker (C) clockwise: C has one token, so it goes at once; A chooses.
    assert_eq!(g.phase(), Phase::SquidSquare { player: 0 });
    assert_eq!(g.legal_actions(&p(0)).len(), 3);
    assert_eq!(
        refused(
            &mut g,
            p(0),
            Action::Place {
                token: c(201),
                at: Placement::Square
            }
        ),
        ActionError::NotYourToken { token: c(201), seat: 0 }
    );
    let events = ok(
        &mut g,
        p(0),
        Action::Place {
            token: c(102),
            at: Placement::Square,
        },
    );
    assert!(events.contains(&Event::Placed {
        seat: 1,
        token: c(201),
        at: Placement::Square
    }));
    assert_eq!(
        spots(&g),
        vec![(101, SAFE), (102, SQUARE), (103, SAFE), (201, SQUARE), (301, SQUARE)]
    );
    // Safe-zone tokens cannot be stabbed or pushed.
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        0,
        &[(101, SQUARE), (102, SAFE), (201, SAFE), (301, SAFE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Stab), (1, FinalCard::Block), (2, FinalCard::Move)],
    );
    assert!(events.contains(&Event::NoTarget {
        seat: 0,
        card: FinalCard::Stab
    }));
    assert!(eliminated(&events).is_empty());
}

#[test]
fn g_sq4_secret_final_cards_resolve_by_kind_from_the_speed_marker_clockwise() {
    let mut g = court(
        &[&[101], &[201], &[301]],
        1,
        &[(101, cell(3)), (201, SQUARE), (301, SQUARE)],
    );
    assert_eq!(
        g.legal_actions(&p(0)),
        FinalCard::ALL
            .iter()
            .map(|&card| Action::PlayFinalCard { card })
            .collect::<Vec<_>>()
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Move), (1, FinalCard::Move), (2, FinalCard::Stab)],
    );
    // The stab (C on B) resolves before any move; the moves go B (marker) then A.
    let order: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Eliminated { token, .. } => Some(format!("out {token}")),
            Event::SquidMoved { token, .. } => Some(format!("move {token}")),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec!["out 201", "move 101"]);
    let mut g = court(
        &[&[101], &[201], &[301]],
        1,
        &[(101, cell(3)), (201, SQUARE), (301, SAFE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Move), (1, FinalCard::Move), (2, FinalCard::Move)],
    );
    let movers: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::SquidMoved { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(movers, vec![1, 2, 0]);
}

#[test]
fn g_sq5_a_block_stops_stabs_but_not_pushes() {
    let mut g = court(
        &[&[101], &[201], &[301]],
        0,
        &[(101, SQUARE), (201, SQUARE), (301, SQUARE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Block), (1, FinalCard::Push), (2, FinalCard::Block)],
    );
    assert_eq!(
        g.phase(),
        Phase::SquidPush {
            player: 1,
            targets: vec![c(101), c(301)]
        }
    );
    assert!(events.contains(&Event::Blocking { seat: 0 }));
    let events = ok(&mut g, p(1), Action::Push { token: c(301) });
    assert_eq!(eliminated(&events), vec![(c(301), Cause::ShovedOffTheCourt { by: 1 })]);
}

#[test]
fn g_sq6_stab_a_rival_in_your_area_not_a_fellow_stabber() {
    let mut g = court(
        &[&[101], &[201], &[301], &[401]],
        0,
        &[(101, SQUARE), (201, SQUARE), (301, SQUARE), (401, cell(2))],
    );
    let events = final_cards(
        &mut g,
        &[
            (0, FinalCard::Stab),
            (1, FinalCard::Stab),
            (2, FinalCard::Move),
            (3, FinalCard::Block),
        ],
    );
    // A and B stab: they cannot stab each other, so both go for C (A first, from the marker).
    assert_eq!(eliminated(&events), vec![(c(301), Cause::Stabbed { by: 0 })]);
    assert!(events.contains(&Event::NoTarget {
        seat: 1,
        card: FinalCard::Stab
    }));
    // Only C's token could be moved, and it is gone.
    assert!(!events.iter().any(|e| matches!(e, Event::SquidMoved { .. })));
}

#[test]
fn g_sq7_push_eliminates_a_blocking_token_in_your_area() {
    let mut g = court(
        &[&[101], &[201], &[301]],
        0,
        &[(101, SQUARE), (201, cell(4)), (301, SQUARE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Push), (1, FinalCard::Block), (2, FinalCard::Move)],
    );
    // B blocks in the triangle, out of A's reach; C did not block.
    assert!(events.contains(&Event::NoTarget {
        seat: 0,
        card: FinalCard::Push
    }));
    assert!(eliminated(&events).is_empty());
}

#[test]
fn g_sq8_a_move_goes_one_area_on_and_the_head_only_from_cell_8() {
    let mut g = court(
        &[&[101, 102, 103], &[201], &[301]],
        0,
        &[(101, SAFE), (102, SQUARE), (103, cell(5)), (201, SAFE), (301, SAFE)],
    );
    final_cards(
        &mut g,
        &[(0, FinalCard::Move), (1, FinalCard::Block), (2, FinalCard::Block)],
    );
    assert_eq!(
        g.phase(),
        Phase::SquidMove {
            player: 0,
            candidates: vec![c(101), c(102), c(103)]
        }
    );
    let events = ok(&mut g, p(0), Action::Advance { token: c(103) });
    assert!(events.contains(&Event::SquidMoved {
        seat: 0,
        token: c(103),
        from: cell(5),
        to: Some(cell(6))
    }));
    // Then the end-of-turn advance.
    assert_eq!(spots(&g)[2], (103, cell(7)));
    // A stack of one player's tokens on one spot is offered once.
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        0,
        &[(101, SAFE), (102, SAFE), (201, SAFE), (301, SAFE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Move), (1, FinalCard::Block), (2, FinalCard::Block)],
    );
    assert!(events.contains(&Event::SquidMoved {
        seat: 0,
        token: c(102),
        from: SAFE,
        to: Some(SQUARE)
    }));
}

#[test]
fn g_sq9_the_triangle_advances_at_the_end_of_the_turn_up_to_cell_8_and_the_marker_passes() {
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        2,
        &[(101, cell(7)), (102, SQUARE), (201, cell(8)), (301, SAFE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Block), (1, FinalCard::Block), (2, FinalCard::Block)],
    );
    assert!(events.contains(&Event::TriangleAdvanced {
        moves: vec![(c(101), 7, 8)]
    }));
    assert!(events.contains(&Event::SpeedMarker { seat: 0 }));
    assert_eq!(spots(&g)[0], (101, cell(8)));
    assert_eq!(spots(&g)[2], (201, cell(8)));
    // A token moved into the triangle advances too, the same turn.
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Block), (1, FinalCard::Block), (2, FinalCard::Block)],
    );
    assert!(events.contains(&Event::SpeedMarker { seat: 1 }));
    let mut g = court(&[&[101], &[201], &[301]], 0, &[(101, SQUARE), (201, SAFE), (301, SAFE)]);
    final_cards(
        &mut g,
        &[(0, FinalCard::Move), (1, FinalCard::Block), (2, FinalCard::Block)],
    );
    assert_eq!(spots(&g)[0], (101, cell(2)));
}

#[test]
fn g_sq10_entering_the_head_wins_and_the_last_team_standing_wins() {
    let mut g = court(
        &[&[101, 102], &[201], &[301]],
        0,
        &[(101, cell(8)), (102, SAFE), (201, cell(8)), (301, SQUARE)],
    );
    let events = final_cards(
        &mut g,
        &[(0, FinalCard::Block), (1, FinalCard::Move), (2, FinalCard::Move)],
    );
    assert!(events.contains(&Event::SquidMoved {
        seat: 1,
        token: c(201),
        from: cell(8),
        to: None
    }));
    let mut out: Vec<(Contestant, Cause)> = eliminated(&events);
    out.sort_by_key(|(t, _)| *t);
    assert_eq!(
        out,
        vec![
            (c(101), Cause::FinalLost),
            (c(102), Cause::FinalLost),
            (c(301), Cause::FinalLost)
        ]
    );
    let outcome = Outcome {
        winner: 1,
        token: Some(c(201)),
        reason: WinReason::ReachedTheHead,
    };
    assert_eq!(g.outcome(), Some(outcome));
    assert_eq!(events.last(), Some(&Event::MatchWon(outcome)));
    // C's move never resolves: the match is over.
    assert!(!events.iter().any(|e| matches!(e, Event::SquidMoved { seat: 2, .. })));

    let mut g = court(
        &[&[101], &[201], &[301]],
        0,
        &[(101, SQUARE), (201, SQUARE), (301, cell(1))],
    );
    ok(&mut g, p(0), Action::PlayFinalCard { card: FinalCard::Stab });
    ok(&mut g, p(1), Action::PlayFinalCard { card: FinalCard::Move });
    let events = ok(&mut g, p(2), Action::PlayFinalCard { card: FinalCard::Stab });
    // A stabs B (the only unblocked token in the square); C reaches nobody it may stab (A stabs too).
    assert_eq!(eliminated(&events), vec![(c(201), Cause::Stabbed { by: 0 })]);
    let mut g2 = court(&[&[101], &[201], &[]], 0, &[(101, SQUARE), (201, SQUARE)]);
    let events = final_cards(&mut g2, &[(0, FinalCard::Stab), (1, FinalCard::Move)]);
    let outcome = Outcome {
        winner: 0,
        token: None,
        reason: WinReason::LastTeamStanding,
    };
    assert_eq!(g2.outcome(), Some(outcome));
    assert_eq!(events.last(), Some(&Event::MatchWon(outcome)));
    assert!(g.outcome().is_none());
}

// ----- the engine API -----

#[test]
fn replaying_the_action_log_rebuilds_the_match_exactly() {
    let (g, _, log) = bot_match(5, 77);
    let save = serde_json::to_string(&(g.config(), g.seed(), &log)).unwrap();
    let (config, seed, log): (Config, u64, Vec<(Actor, Action)>) = serde_json::from_str(&save).unwrap();
    let again: Game = replay(config.clone(), seed, &log).unwrap();
    assert_eq!(
        serde_json::to_string(&again).unwrap(),
        serde_json::to_string(&g).unwrap()
    );
    // Undo is replaying all but the last action.
    let undone: Game = replay(config, seed, &log[..log.len() - 1]).unwrap();
    assert!(undone.outcome().is_none());
}

#[test]
fn setup_errors_name_what_is_wrong() {
    assert_eq!(
        Game::new(Config::new(2), 1).unwrap_err(),
        SetupError::PlayerCount {
            count: 2,
            min: 3,
            max: 6
        }
    );
    assert_eq!(
        Game::new(Config::new(7), 1).unwrap_err(),
        SetupError::PlayerCount {
            count: 7,
            min: 3,
            max: 6
        }
    );
    let mut config = Config::new(3);
    config.players[1] = "x".repeat(30);
    assert_eq!(
        Game::new(config, 1).unwrap_err(),
        SetupError::NameTooLong {
            seat: 1,
            len: 30,
            max: 24
        }
    );
    let mut s = scenario(MiniGame::Dalgona, &[&[1], &[2], &[3]]);
    s.teams[2].reserve[0] = 1;
    let config = Config {
        players: vec![String::new(); 3],
        scenario: Some(s),
    };
    assert_eq!(
        Game::new(config, 1).unwrap_err(),
        SetupError::DuplicateNumber { number: 1 }
    );
    let s = scenario(MiniGame::Dalgona, &[&[1], &[], &[]]);
    let config = Config {
        players: vec![String::new(); 3],
        scenario: Some(s),
    };
    assert_eq!(
        Game::new(config, 1).unwrap_err(),
        SetupError::TooFewTeams { teams_with_tokens: 1 }
    );
}

#[test]
fn picks_stay_secret_until_everyone_has_locked() {
    let mut g = Game::new(Config::new(3), 5).unwrap();
    let mut other = g.clone();
    ok(&mut g, p(0), Action::PlayCard { card: 4 });
    ok(&mut other, p(0), Action::PlayCard { card: 1 });
    for viewer in [Viewer::Public, Viewer::Player(1), Viewer::Player(2)] {
        assert_eq!(view_json(&g, viewer), view_json(&other, viewer));
    }
    assert_eq!(g.view_for(&Viewer::Player(0)).own_pick, Some(OwnPick::Card(4)));
    assert_eq!(g.view_for(&Viewer::Public).own_pick, None);
    // Only the lock that completes the round reveals.
    assert!(!g.reveals_hidden_information(&Action::PlayCard { card: 2 }));
    ok(&mut g, p(1), Action::PlayCard { card: 2 });
    assert!(g.reveals_hidden_information(&Action::PlayCard { card: 2 }));
    let events = ok(&mut g, p(2), Action::PlayCard { card: 2 });
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CardsRevealed { cards } if cards == &vec![(0, 4), (1, 2), (2, 2)])));
}

/// G-GB9 with G-GB10: a turn in which the sixth card was played counts down, also when the VIPs acted in it (they
/// hand the cards back at the end of the turn; that does not cancel the countdown the sixth card made due).
#[test]
fn g_gb9_the_sixth_card_counts_down_even_in_a_turn_the_vips_acted() {
    use boardside::squid::rules::bots::heuristic_move;
    use rand::SeedableRng;
    let mut refills = 0;
    let mut with_vips = 0;
    for seed in 0..400u64 {
        let players = 3 + (seed % 4) as usize;
        let mut g = Game::new(Config::new(players), seed).expect("setup");
        let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 0x9b9);
        let mut vips_this_turn = false;
        while let Some((actor, action)) = heuristic_move(&g, &mut rng) {
            let empty_hand = match board(&g) {
                Board::GlassBridge { hands, .. } => hands.iter().any(|h| h.is_empty()),
                _ => false,
            };
            let events = ok(&mut g, actor, action);
            vips_this_turn |= events.iter().any(|e| matches!(e, Event::VipsSetTheTimer { .. }));
            if events.contains(&Event::HandsRefilled) {
                if empty_hand {
                    refills += 1;
                    with_vips += usize::from(vips_this_turn);
                    assert!(
                        events.iter().any(|e| matches!(e, Event::TimerCountedDown { .. })),
                        "seed {seed}: six cards played but no countdown: {events:?}"
                    );
                }
                vips_this_turn = false;
            }
        }
    }
    assert!(
        refills > 0 && with_vips > 0,
        "the case was played ({refills} countdowns, {with_vips} with the VIPs)"
    );
}
