#![cfg(not(target_arch = "wasm32"))]
//! Decrypto rules, one test (at least) per rule ID of shared/rules/decrypto.md, plus the rulebook's worked example.

use boardside::decrypto::rules::bank::{bank, keyword};
use boardside::decrypto::rules::*;
use boardside::engine::{replay, Engine};

mod common;
use boardside::lang::Lang;
use common::{keyword_forms, view_strings};

const W: Team = Team::White;
const B: Team = Team::Black;
const WHITE_CODE: &str = "1.2.3";
const BLACK_CODE: &str = "4.3.2";
/// Differs from both codes above.
const WRONG: &str = "2.1.4";

fn code(s: &str) -> Code {
    s.parse().expect("a valid code")
}

fn strings<const N: usize>(xs: [&str; N]) -> [String; N] {
    xs.map(String::from)
}

fn no_hourglass() -> Config {
    Config {
        hourglass: false,
        ..Config::default()
    }
}

fn ok(g: &mut Game, actor: Team, action: Action) -> Vec<Event> {
    let shown = format!("{action:?}");
    g.apply(&actor, action)
        .unwrap_or_else(|e| panic!("{actor:?} {shown} was refused: {e:?}"))
}

/// Applies an action that must be refused, and checks the refusal left the game byte-for-byte unchanged.
fn refused(g: &mut Game, actor: Team, action: Action) -> ActionError {
    let before = serde_json::to_string(g).expect("serializable");
    let shown = format!("{action:?}");
    let error = match g.apply(&actor, action) {
        Ok(events) => panic!("{actor:?} {shown} was accepted: {events:?}"),
        Err(e) => e,
    };
    assert_eq!(
        before,
        serde_json::to_string(g).expect("serializable"),
        "a refused action changed the game"
    );
    error
}

/// A new game with every keyword confirmed: round 1, encrypting.
fn start(config: Config, seed: u64) -> Game {
    let mut g = Game::new(config, seed).expect("setup");
    for t in Team::BOTH {
        if g.config().has_keywords(t) {
            ok(&mut g, t, Action::ConfirmKeywords);
        }
    }
    g
}

fn team_code(team: Team) -> Code {
    code(if team == W { WHITE_CODE } else { BLACK_CODE })
}

fn unique_clues(round: u8, team: Team) -> [String; 3] {
    let t = if team == W { "wq" } else { "bq" };
    std::array::from_fn(|i| format!("{t}x{round}y{i}"))
}

fn deck_teams(g: &Game) -> Vec<Team> {
    Team::BOTH.into_iter().filter(|&t| g.config().has_keywords(t)).collect()
}

/// Forces the test codes, lets the proposed encryptors begin and submits unique clues.
fn encrypt(g: &mut Game) {
    let round = g.round();
    for t in deck_teams(g) {
        assert!(g.force_code_for_test(t, team_code(t)));
        let encryptor = g.proposed_encryptor(t).expect("a proposal");
        ok(g, t, Action::BeginEncrypting { encryptor });
    }
    for t in deck_teams(g) {
        ok(
            g,
            t,
            Action::SubmitClues {
                clues: unique_clues(round, t),
            },
        );
    }
}

/// Guesses of `target`'s code (interception from round 2) and the reveal.
fn decode(g: &mut Game, target: Team, own_ok: bool, intercept_ok: bool) -> Vec<Event> {
    let right = team_code(target);
    let wrong = code(WRONG);
    if g.round() >= 2 {
        let guess = if intercept_ok { right } else { wrong };
        ok(g, target.other(), Action::SubmitGuess { target, guess });
    }
    let guess = if own_ok { right } else { wrong };
    ok(g, target, Action::SubmitGuess { target, guess });
    ok(g, target, Action::RevealCode)
}

/// One round. `own_ok[t]`: team t decodes its own code; `intercepts[t]`: team t intercepts the other's code.
fn play_round(g: &mut Game, own_ok: [bool; 2], intercepts: [bool; 2]) -> Vec<Event> {
    encrypt(g);
    let mut events = decode(g, W, own_ok[0], intercepts[1]);
    if g.config().mode == Mode::TwoTeams {
        events.extend(decode(g, B, own_ok[1], intercepts[0]));
    }
    events
}

const CLEAN: [bool; 2] = [true, true];
const NONE: [bool; 2] = [false, false];

fn tokens(g: &Game, team: Team) -> (u8, u8) {
    let t = g.tokens(team);
    (t.interceptions, t.miscommunications)
}

/// Round 1 played with known clues (White: "Qafé", "mooq", "rivq"; Black: "suq", "treq", "stoq"), both codes read.
fn round_one_with_known_clues(seed: u64) -> Game {
    let mut g = start(no_hourglass(), seed);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 0 });
    }
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: strings(["Qafé", "mooq", "rivq"]),
        },
    );
    ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: strings(["suq", "treq", "stoq"]),
        },
    );
    decode(&mut g, W, true, false);
    decode(&mut g, B, true, false);
    g
}

// ----- Components -----

#[test]
fn d_k1_two_teams_and_white_acts_first() {
    assert_eq!(Team::BOTH, [W, B]);
    assert_eq!(W.other(), B);
    let mut g = start(no_hourglass(), 1);
    encrypt(&mut g);
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            target: Team::White,
            ..
        }
    ));
    let e = refused(
        &mut g,
        B,
        Action::SubmitGuess {
            target: B,
            guess: team_code(B),
        },
    );
    assert_eq!(e, ActionError::NotCurrentTarget { target: B, current: W });
}

#[test]
fn d_k2_four_keywords_per_team_never_change() {
    let mut g = start(Config::default(), 2);
    let white = g.view_for(&Viewer::Team(W)).own_keywords.expect("white keywords");
    let black = g.view_for(&Viewer::Team(B)).own_keywords.expect("black keywords");
    assert_eq!(white.len(), 4);
    assert!(white.iter().chain(&black).all(|k| !k.is_empty()));
    for _ in 0..3 {
        play_round(&mut g, CLEAN, NONE);
    }
    assert_eq!(g.view_for(&Viewer::Team(W)).own_keywords, Some(white));
    assert_eq!(g.view_for(&Viewer::Encryptor(B)).own_keywords, Some(black));
}

#[test]
fn d_k3_the_24_codes() {
    assert_eq!(Code::ALL.len(), 24);
    let mut seen = std::collections::HashSet::new();
    for c in Code::ALL {
        let [a, b, d] = c.digits();
        assert!([a, b, d].iter().all(|x| (1..=4).contains(x)));
        assert!(a != b && b != d && a != d);
        assert!(seen.insert(c));
        assert_eq!(Code::new(c.digits()), Ok(c));
    }
    assert_eq!(Code::new([1, 1, 2]), Err(CodeError::RepeatedDigit { digit: 1 }));
    assert_eq!(Code::new([0, 1, 2]), Err(CodeError::DigitOutOfRange { digit: 0 }));
    assert_eq!(Code::new([1, 2, 5]), Err(CodeError::DigitOutOfRange { digit: 5 }));
    assert_eq!(Code::try_from([3, 4, 2]), Ok(code("3.4.2")));
    assert_eq!("342".parse::<Code>(), Ok(code("3.4.2")));
    assert_eq!("3.4".parse::<Code>(), Err(CodeError::WrongLength { count: 2 }));
    assert_eq!("3.x.2".parse::<Code>(), Err(CodeError::NotADigit { character: 'x' }));
    assert_eq!(code("3.4.2").to_string(), "3.4.2");
    assert_eq!(serde_json::to_string(&code("3.4.2")).unwrap(), "\"3.4.2\"");
    assert!(
        serde_json::from_str::<Code>("\"3.3.2\"").is_err(),
        "an invalid code cannot be deserialized"
    );
    // Each team has its own deck: both teams get a code every round.
    let g = start(Config::default(), 3);
    assert_eq!(
        g.view_for(&Viewer::Public).phase,
        Phase::Encrypting {
            round: 1,
            teams: [EncryptStatus::ChoosingEncryptor; 2],
            hourglass_running_for: None
        }
    );
}

#[test]
fn d_k4_interception_and_miscommunication_tokens() {
    let mut g = start(Config::default(), 4);
    assert_eq!(g.tokens(W), Tokens::default());
    assert_eq!(g.tokens(B), Tokens::default());
    play_round(&mut g, [false, true], NONE);
    play_round(&mut g, CLEAN, [false, true]);
    assert_eq!(tokens(&g, W), (0, 1));
    assert_eq!(tokens(&g, B), (1, 0));
    assert_eq!(
        g.view_for(&Viewer::Public).teams[1].tokens,
        Tokens {
            interceptions: 1,
            miscommunications: 0
        }
    );
}

#[test]
fn d_k5_hourglass_is_30_seconds_by_default() {
    let config = Config::default();
    assert!(config.hourglass);
    assert_eq!(config.hourglass_secs, 30);
    let g = start(config, 5);
    assert_eq!(g.view_for(&Viewer::Public).hourglass_secs, Some(30));
    let g = start(no_hourglass(), 5);
    assert_eq!(g.view_for(&Viewer::Public).hourglass_secs, None);
    let bad = Config {
        hourglass_secs: 4,
        ..Config::default()
    };
    assert_eq!(
        Game::new(bad, 1).err(),
        Some(SetupError::HourglassSecsOutOfRange {
            secs: 4,
            min: 5,
            max: 300
        })
    );
    let bad = Config {
        hourglass_secs: 301,
        ..Config::default()
    };
    assert!(matches!(
        Game::new(bad, 1),
        Err(SetupError::HourglassSecsOutOfRange { .. })
    ));
}

#[test]
fn d_k6_scoresheet_has_a_white_side_and_a_black_side() {
    let g = start(Config::default(), 6);
    let sheet = g.view_for(&Viewer::Public).scoresheet;
    assert_eq!(sheet.sides[0].team, W);
    assert_eq!(sheet.sides[1].team, B);
    assert!(sheet.sides.iter().all(|s| s.in_use));
}

// ----- Setup -----

#[test]
fn d_s1_two_to_four_players_per_team_split_evenly() {
    for (w, b) in [(2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (3, 4), (4, 4)] {
        assert!(Game::new(Config::two_teams(w, b), 1).is_ok(), "{w} against {b}");
    }
    assert_eq!(
        Game::new(Config::two_teams(1, 2), 1).err(),
        Some(SetupError::TooFewPlayers {
            team: W,
            count: 1,
            min: 2
        })
    );
    assert_eq!(
        Game::new(Config::two_teams(4, 5), 1).err(),
        Some(SetupError::TooManyPlayers {
            team: B,
            count: 5,
            max: 4
        })
    );
    assert_eq!(
        Game::new(Config::two_teams(2, 4), 1).err(),
        Some(SetupError::UnevenTeams { white: 2, black: 4 })
    );
    // Names are optional: a count is enough.
    let mut config = Config::two_teams(3, 3);
    config.teams[0].players = vec!["Alice".into(), String::new(), "Bob".into()];
    let g = Game::new(config, 1).expect("count-only entries are fine");
    assert_eq!(g.view_for(&Viewer::Public).teams[0].players, vec!["Alice", "", "Bob"]);
    let mut config = Config::two_teams(2, 2);
    config.teams[1].players[1] = "x".repeat(25);
    assert_eq!(
        Game::new(config, 1).err(),
        Some(SetupError::PlayerNameTooLong {
            team: B,
            player: 1,
            max: 24
        })
    );
}

#[test]
fn d_s2_opponents_see_their_own_screen_only() {
    let g = start(Config::default(), 7);
    let white = g.view_for(&Viewer::Team(W));
    let black = g.view_for(&Viewer::Team(B));
    assert_ne!(white.own_keywords, black.own_keywords);
    assert_eq!(white.viewer.team(), Some(W));
    assert_eq!(black.viewer.team(), Some(B));
}

#[test]
fn d_s3_each_team_sees_only_its_own_keywords() {
    let g = Game::new(Config::default(), 8).unwrap();
    assert!(matches!(
        g.phase(),
        Phase::KeywordSetup {
            confirmed: [false, false]
        }
    ));
    assert_eq!(g.view_for(&Viewer::Public).own_keywords, None);
    for t in Team::BOTH {
        let view = g.view_for(&Viewer::Team(t));
        let own = view.own_keywords.clone().expect("own keywords");
        let expected: Vec<String> = (0..4)
            .map(|s| keyword(g.keyword_id(t, s).unwrap()).unwrap().word(Lang::En).to_string())
            .collect();
        assert_eq!(own.to_vec(), expected);
        let strings = view_strings(&g, Viewer::Team(t));
        for form in keyword_forms(&g, t.other()) {
            assert!(!strings.contains(&form), "{t:?} sees the opponents' keyword {form}");
        }
    }
    let public = view_strings(&g, Viewer::Public);
    for form in keyword_forms(&g, W).into_iter().chain(keyword_forms(&g, B)) {
        assert!(!public.contains(&form));
    }
}

#[test]
fn d_s3_keywords_shown_in_the_chosen_language() {
    let config = Config {
        keyword_language: Lang::Sv,
        ..Config::default()
    };
    let g = Game::new(config, 9).unwrap();
    let own = g.view_for(&Viewer::Team(W)).own_keywords.unwrap();
    assert_eq!(own[2], keyword(g.keyword_id(W, 2).unwrap()).unwrap().word(Lang::Sv));
}

#[test]
fn d_s4_a_new_pass_through_the_bank_starts_when_it_is_nearly_dealt() {
    let size = bank().len() as u16;
    let some: Vec<u16> = (0..100).collect();
    assert_eq!(
        keywords_to_avoid(some.clone()),
        some,
        "plenty unseen: keep avoiding what was dealt"
    );
    let all_but_eight: Vec<u16> = (0..size - 8).collect();
    assert_eq!(
        keywords_to_avoid(all_but_eight.clone()),
        all_but_eight,
        "exactly a game's worth left"
    );
    let all_but_seven: Vec<u16> = (0..size - 7).collect();
    assert!(
        keywords_to_avoid(all_but_seven).is_empty(),
        "fewer than 8 unseen: start over"
    );
    // Duplicates and ids outside the bank do not count as seen.
    let noisy: Vec<u16> = (0..size - 8).chain(0..50).chain([size, size + 1]).collect();
    assert_eq!(keywords_to_avoid(noisy.clone()), noisy);
}

#[test]
fn d_s4_dealing_prefers_unused_keywords_and_never_repeats_in_a_game() {
    let size = bank().len();
    assert!(size >= 16, "the bank is not filled in yet");
    for seed in 0..20 {
        let g = Game::new(Config::default(), seed).unwrap();
        let dealt = g.dealt_keywords();
        assert_eq!(dealt.len(), 8);
        let mut unique = dealt.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 8, "a keyword was dealt twice");
    }
    // Everything but 10 ids used: the 8 dealt come from those 10.
    let free: Vec<u16> = vec![3, 17, 21, 40, 41, 42, 99, 100, 101, 102];
    let used: Vec<u16> = (0..size as u16).filter(|id| !free.contains(id)).collect();
    for seed in 0..20 {
        let g = Game::new(
            Config {
                used_keywords: used.clone(),
                ..Config::default()
            },
            seed,
        )
        .unwrap();
        assert!(
            g.dealt_keywords().iter().all(|id| free.contains(id)),
            "seed {seed}: {:?}",
            g.dealt_keywords()
        );
    }
    // Only 5 unused: all 5 are dealt, the other 3 come from the used ones.
    let free = [5u16, 6, 7, 8, 9];
    let used: Vec<u16> = (0..size as u16).filter(|id| !free.contains(id)).collect();
    let g = Game::new(
        Config {
            used_keywords: used,
            ..Config::default()
        },
        11,
    )
    .unwrap();
    let dealt = g.dealt_keywords();
    assert!(free.iter().all(|id| dealt.contains(id)));
    assert_eq!(dealt.iter().filter(|id| !free.contains(id)).count(), 3);
    // The same seed and used set deal the same keywords.
    assert_eq!(
        Game::new(Config::default(), 5).unwrap(),
        Game::new(Config::default(), 5).unwrap()
    );
}

#[test]
fn d_s4_redraw_house_rule_is_off_by_default() {
    assert!(!Config::default().allow_redraw);
    let mut g = Game::new(Config::default(), 12).unwrap();
    assert!(!g.can(W, ActionKind::RedrawKeyword));
    assert_eq!(
        refused(&mut g, W, Action::RedrawKeyword { slot: 0 }),
        ActionError::RedrawNotAllowed
    );
}

#[test]
fn d_s4_redraw_swaps_in_an_unseen_keyword_once_per_slot() {
    let mut g = Game::new(
        Config {
            allow_redraw: true,
            ..Config::default()
        },
        13,
    )
    .unwrap();
    let before = g.dealt_keywords();
    let old = g.keyword_id(W, 1).unwrap();
    assert!(g.can(W, ActionKind::RedrawKeyword));
    assert!(g.reveals_hidden_information(&Action::RedrawKeyword { slot: 1 }));
    ok(&mut g, W, Action::RedrawKeyword { slot: 1 });
    let new = g.keyword_id(W, 1).unwrap();
    assert!(!before.contains(&new), "the new keyword was already seen in this game");
    assert_eq!(g.dealt_keywords().len(), 9, "the replaced keyword still counts as used");
    assert!(g.dealt_keywords().contains(&old));
    assert_eq!(
        refused(&mut g, W, Action::RedrawKeyword { slot: 1 }),
        ActionError::KeywordAlreadyRedrawn { slot: 1 }
    );
    assert_eq!(
        refused(&mut g, W, Action::RedrawKeyword { slot: 4 }),
        ActionError::NoSuchKeywordSlot { slot: 4 }
    );
    assert_eq!(
        g.view_for(&Viewer::Team(W)).teams[0].redrawn,
        [false, true, false, false]
    );
    ok(&mut g, W, Action::ConfirmKeywords);
    assert_eq!(
        refused(&mut g, W, Action::RedrawKeyword { slot: 0 }),
        ActionError::KeywordsAlreadyConfirmed { team: W }
    );
    ok(&mut g, B, Action::ConfirmKeywords);
    assert!(matches!(
        refused(&mut g, B, Action::RedrawKeyword { slot: 0 }),
        ActionError::WrongPhase {
            action: ActionKind::RedrawKeyword,
            phase: PhaseKind::Encrypting
        }
    ));
}

#[test]
fn d_s5_team_names_are_on_the_sheet() {
    let mut config = Config::default();
    config.teams[0].name = "Owls".into();
    let g = Game::new(config, 14).unwrap();
    let view = g.view_for(&Viewer::Public);
    assert_eq!(view.teams[0].name, "Owls");
    assert_eq!(view.scoresheet.sides[0].team_name, "Owls");
    assert_eq!(
        view.scoresheet.sides[1].team_name, "",
        "an empty name is allowed: the UI names the colour"
    );
    let mut config = Config::default();
    config.teams[0].name = "n".repeat(25);
    assert_eq!(
        Game::new(config, 1).err(),
        Some(SetupError::TeamNameTooLong { team: W, max: 24 })
    );
}

// ----- A round -----

#[test]
fn d_r1_proposed_encryptor_rotates_evenly() {
    let mut g = start(
        Config {
            hourglass: false,
            ..Config::two_teams(3, 3)
        },
        15,
    );
    let mut order = Vec::new();
    for _ in 0..6 {
        order.push(g.proposed_encryptor(W).unwrap());
        play_round(&mut g, CLEAN, NONE);
    }
    assert_eq!(order, [0, 1, 2, 0, 1, 2]);
    assert_eq!(g.view_for(&Viewer::Public).teams[0].times_encrypted, vec![2, 2, 2]);
}

#[test]
fn d_r1_team_may_pick_another_encryptor() {
    let mut g = start(
        Config {
            hourglass: false,
            ..Config::two_teams(3, 3)
        },
        16,
    );
    assert!(g.legal_actions(&W).contains(&Action::BeginEncrypting { encryptor: 2 }));
    assert_eq!(
        refused(&mut g, W, Action::BeginEncrypting { encryptor: 3 }),
        ActionError::NoSuchPlayer {
            team: W,
            index: 3,
            count: 3
        }
    );
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 2 });
    assert_eq!(
        refused(&mut g, W, Action::BeginEncrypting { encryptor: 0 }),
        ActionError::EncryptorAlreadyChosen { team: W }
    );
    // Fewest so far, then first after the last one (wrapping): player 0.
    assert_eq!(g.proposed_encryptor(W), Some(0));
    assert_eq!(g.view_for(&Viewer::Public).teams[0].encryptor, Some(2));
}

#[test]
fn d_r2_only_the_encryptor_sees_the_code() {
    let mut g = start(no_hourglass(), 17);
    assert!(g.force_code_for_test(W, code("3.1.4")));
    assert_eq!(
        g.view_for(&Viewer::Encryptor(W)).code,
        None,
        "not before the encryptor takes the screen"
    );
    assert!(g.reveals_hidden_information(&Action::BeginEncrypting { encryptor: 0 }));
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 0 });
    assert_eq!(g.view_for(&Viewer::Encryptor(W)).code, Some(code("3.1.4")));
    for viewer in [Viewer::Public, Viewer::Team(W), Viewer::Team(B), Viewer::Encryptor(B)] {
        assert_eq!(g.view_for(&viewer).code, None);
        assert!(
            !view_strings(&g, viewer).contains(&"3.1.4".to_string()),
            "{viewer:?} sees the code"
        );
    }
}

#[test]
fn d_r3_three_clues_one_per_digit() {
    let mut g = start(no_hourglass(), 18);
    assert_eq!(
        refused(
            &mut g,
            W,
            Action::SubmitClues {
                clues: strings(["a", "b", "c"])
            }
        ),
        ActionError::EncryptorNotChosen { team: W }
    );
    encrypt(&mut g);
    decode(&mut g, W, true, false);
    let side = &g.view_for(&Viewer::Public).scoresheet.sides[0];
    let block = &side.rounds[0];
    for (i, row) in block.rows.iter().enumerate() {
        assert_eq!(row.clue.as_deref(), Some(unique_clues(1, W)[i].as_str()));
        assert_eq!(row.correct, Some(code(WHITE_CODE).digits()[i]));
    }
}

#[test]
fn d_r4_first_submission_starts_the_hourglass_for_the_other_team() {
    let mut g = start(Config::default(), 19);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 0 });
    }
    assert!(!g.can(B, ActionKind::HourglassExpired));
    let events = ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: unique_clues(1, B),
        },
    );
    assert!(events.contains(&Event::HourglassStarted { team: W, secs: 30 }));
    assert!(matches!(
        g.phase(),
        Phase::Encrypting {
            hourglass_running_for: Some(Team::White),
            ..
        }
    ));
    assert!(g.can(W, ActionKind::HourglassExpired));
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::HourglassExpired {
                clues: Default::default()
            }
        ),
        ActionError::HourglassNotRunning { team: B }
    );
    // The second team may still submit normally before time runs out.
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            target: Team::White,
            ..
        }
    ));
}

#[test]
fn d_r4_expired_hourglass_locks_the_entry_with_what_it_holds() {
    let mut g = start(Config::default(), 20);
    play_round(&mut g, CLEAN, NONE);
    for t in Team::BOTH {
        let encryptor = g.proposed_encryptor(t).unwrap();
        ok(&mut g, t, Action::BeginEncrypting { encryptor });
    }
    assert!(g.force_code_for_test(B, code("2.4.1")));
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(2, W),
        },
    );
    let used = unique_clues(1, B)[0].clone();
    let events = ok(
        &mut g,
        B,
        Action::HourglassExpired {
            clues: ["  ".into(), "1 2".into(), used],
        },
    );
    assert!(events.contains(&Event::ClueBlanked {
        team: B,
        index: 1,
        problem: ClueProblem::CodeLike
    }));
    assert!(events.contains(&Event::ClueBlanked {
        team: B,
        index: 2,
        problem: ClueProblem::UsedEarlier { round: 1 }
    }));
    assert!(events.contains(&Event::CluesLockedByHourglass { team: B }));
    decode(&mut g, W, true, false);
    assert_eq!(
        g.view_for(&Viewer::Public).clues_in_play.unwrap().clues,
        strings(["", "", ""])
    );
    decode(&mut g, B, false, false);
    // D-R9: blank clues are filed as nothing.
    let side = &g.view_for(&Viewer::Public).scoresheet.sides[1];
    assert_eq!(side.rounds[1].rows[0].clue.as_deref(), Some(""));
    assert_eq!(
        side.keyword_columns.iter().map(Vec::len).sum::<usize>(),
        3,
        "only round 1's clues are filed"
    );
}

#[test]
fn d_r4_expiry_without_an_encryptor_uses_the_proposed_one() {
    let mut g = start(Config::default(), 21);
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 1 });
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    let events = ok(
        &mut g,
        B,
        Action::HourglassExpired {
            clues: strings(["earlq", "", "latq"]),
        },
    );
    assert!(events.contains(&Event::EncryptorChosen { team: B, encryptor: 0 }));
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            target: Team::White,
            ..
        }
    ));
}

#[test]
fn d_r4_hourglass_can_be_switched_off() {
    let mut g = start(no_hourglass(), 22);
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 0 });
    let events = ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::HourglassStarted { .. })));
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::HourglassExpired {
                clues: Default::default()
            }
        ),
        ActionError::HourglassNotRunning { team: B }
    );
}

#[test]
fn d_r5_white_clues_are_read_aloud_first() {
    let mut g = start(no_hourglass(), 23);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 0 });
    }
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    // Before both have written, White's clues are the encryptor's alone.
    assert_eq!(g.view_for(&Viewer::Encryptor(W)).own_clues, Some(unique_clues(1, W)));
    assert!(!view_strings(&g, Viewer::Team(W)).contains(&unique_clues(1, W)[0]));
    assert!(!view_strings(&g, Viewer::Public).contains(&unique_clues(1, W)[0]));
    let events = ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: unique_clues(1, B),
        },
    );
    assert!(events.contains(&Event::CluesRead {
        team: W,
        clues: unique_clues(1, W)
    }));
    let view = g.view_for(&Viewer::Public);
    assert_eq!(
        view.clues_in_play,
        Some(CluesInPlay {
            target: W,
            clues: unique_clues(1, W)
        })
    );
    assert_eq!(
        view.scoresheet.sides[0].rounds[0].rows[0].clue,
        Some(unique_clues(1, W)[0].clone())
    );
    assert_eq!(
        view.scoresheet.sides[1].rounds[0].rows[0].clue, None,
        "Black's clues are not read yet"
    );
    assert!(!view_strings(&g, Viewer::Team(W)).contains(&unique_clues(1, B)[0]));
}

#[test]
fn d_r6_guesses_stay_private_until_the_reveal() {
    let mut g = start(no_hourglass(), 24);
    play_round(&mut g, CLEAN, NONE);
    encrypt(&mut g);
    ok(
        &mut g,
        B,
        Action::SubmitGuess {
            target: W,
            guess: code("3.2.1"),
        },
    );
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code("4.1.2"),
        },
    );
    let public = g.view_for(&Viewer::Public);
    assert!(matches!(
        public.phase,
        Phase::Guessing {
            own_guess_in: true,
            interception: InterceptionStatus::Submitted,
            ..
        }
    ));
    for (viewer, hidden) in [
        (Viewer::Public, ["3.2.1", "4.1.2"]),
        (Viewer::Team(W), ["3.2.1", "3.2.1"]),
        (Viewer::Team(B), ["4.1.2", "4.1.2"]),
        (Viewer::Encryptor(W), ["3.2.1", "4.1.2"]),
    ] {
        let strings = view_strings(&g, viewer);
        for h in hidden {
            assert!(!strings.contains(&h.to_string()), "{viewer:?} sees guess {h}");
        }
    }
    assert_eq!(
        g.view_for(&Viewer::Team(W)).own_pending_guesses,
        vec![PendingGuess {
            target: W,
            guess: code("4.1.2")
        }]
    );
    assert!(!g.reveals_hidden_information(&Action::SubmitGuess {
        target: W,
        guess: code("4.1.2")
    }));
}

#[test]
fn d_r7_guesses_are_announced_with_the_reveal() {
    let mut g = start(no_hourglass(), 25);
    play_round(&mut g, CLEAN, NONE);
    encrypt(&mut g);
    assert_eq!(
        refused(&mut g, W, Action::RevealCode),
        ActionError::GuessesMissing {
            target: W,
            own_guess: true,
            interception: true
        }
    );
    ok(
        &mut g,
        B,
        Action::SubmitGuess {
            target: W,
            guess: code("3.2.1"),
        },
    );
    assert_eq!(
        refused(&mut g, B, Action::RevealCode),
        ActionError::OnlyTargetTeamReveals { target: W }
    );
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code(WHITE_CODE),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            W,
            Action::SubmitGuess {
                target: W,
                guess: code("1.2.4")
            }
        ),
        ActionError::GuessAlreadySubmitted { by: W, target: W }
    );
    let events = ok(&mut g, W, Action::RevealCode);
    assert!(events.contains(&Event::CodeRevealed {
        round: 2,
        target: W,
        code: code(WHITE_CODE),
        own_guess: code(WHITE_CODE),
        interception: Some(code("3.2.1")),
    }));
    let block = &g.view_for(&Viewer::Public).scoresheet.sides[0].rounds[1];
    assert_eq!(block.interception, Some(code("3.2.1")));
    assert_eq!(block.own_guess, Some(code(WHITE_CODE)));
    assert_eq!(block.rows[0].interception, Some(3));
    assert_eq!(block.rows[2].own_guess, Some(3));
}

#[test]
fn d_r8_exact_interception_earns_a_token_and_wrong_own_guess_a_miscommunication() {
    let mut g = start(no_hourglass(), 26);
    play_round(&mut g, CLEAN, NONE);
    encrypt(&mut g);
    // A wrong interception costs nothing, a right own guess earns nothing.
    ok(
        &mut g,
        B,
        Action::SubmitGuess {
            target: W,
            guess: code("1.3.2"),
        },
    );
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code(WHITE_CODE),
        },
    );
    let events = ok(&mut g, W, Action::RevealCode);
    assert!(!events.iter().any(|e| matches!(e, Event::TokenTaken { .. })));
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((0, 0), (0, 0)));
    // Both at once: White intercepts while Black miscommunicates.
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: B,
            guess: code(BLACK_CODE),
        },
    );
    ok(
        &mut g,
        B,
        Action::SubmitGuess {
            target: B,
            guess: code("4.3.1"),
        },
    );
    let events = ok(&mut g, B, Action::RevealCode);
    assert!(events.contains(&Event::TokenTaken {
        team: W,
        token: Token::Interception,
        cause: TokenCause::CorrectInterception
    }));
    assert!(events.contains(&Event::TokenTaken {
        team: B,
        token: Token::Miscommunication,
        cause: TokenCause::WrongOwnGuess
    }));
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((1, 0), (0, 1)));
    let reveal = g.view_for(&Viewer::Public).last_reveal.unwrap();
    assert_eq!(
        (reveal.target, reveal.intercepted, reveal.miscommunicated),
        (B, true, true)
    );
}

#[test]
fn d_r9_each_clue_is_filed_under_its_keyword_number() {
    let mut g = start(no_hourglass(), 27);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 0 });
    }
    g.force_code_for_test(W, code("4.2.1"));
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: strings(["fyrq", "twq", "onq"]),
        },
    );
    ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: unique_clues(1, B),
        },
    );
    // Nothing is filed before the reveal.
    let side = &g.view_for(&Viewer::Public).scoresheet.sides[0];
    assert!(side.keyword_columns.iter().all(Vec::is_empty));
    assert_eq!(side.rounds[0].code, None);
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code("4.2.1"),
        },
    );
    ok(&mut g, W, Action::RevealCode);
    let side = &g.view_for(&Viewer::Public).scoresheet.sides[0];
    assert_eq!(side.rounds[0].code, Some(code("4.2.1")));
    let column = |k: usize| {
        side.keyword_columns[k]
            .iter()
            .map(|c| c.clue.as_str())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        [column(0), column(1), column(2), column(3)],
        [vec!["onq"], vec!["twq"], vec![], vec!["fyrq"]]
    );
    assert_eq!(side.keyword_columns[3][0].round, 1);
}

#[test]
fn d_r10_black_clues_follow_white_reveal() {
    let mut g = start(no_hourglass(), 28);
    encrypt(&mut g);
    decode(&mut g, W, true, false);
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            round: 1,
            target: Team::Black,
            ..
        }
    ));
    let view = g.view_for(&Viewer::Public);
    assert_eq!(
        view.clues_in_play,
        Some(CluesInPlay {
            target: B,
            clues: unique_clues(1, B)
        })
    );
    assert_eq!(
        view.scoresheet.sides[1].rounds[0].rows[1].clue,
        Some(unique_clues(1, B)[1].clone())
    );
    assert_eq!(
        refused(
            &mut g,
            W,
            Action::SubmitGuess {
                target: W,
                guess: code("1.2.3")
            }
        ),
        ActionError::NotCurrentTarget { target: W, current: B }
    );
    decode(&mut g, B, true, false);
    assert!(matches!(g.phase(), Phase::Encrypting { round: 2, .. }));
}

#[test]
fn d_r11_no_interception_in_round_one() {
    let mut g = start(no_hourglass(), 29);
    encrypt(&mut g);
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            interception: InterceptionStatus::NotThisRound,
            ..
        }
    ));
    assert!(g.legal_actions(&B).is_empty());
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::SubmitGuess {
                target: W,
                guess: code(WHITE_CODE)
            }
        ),
        ActionError::NoInterceptionInRoundOne
    );
    ok(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code(WHITE_CODE),
        },
    );
    assert!(g.legal_actions(&W).contains(&Action::RevealCode));
    ok(&mut g, W, Action::RevealCode);
    decode(&mut g, B, true, false);
    encrypt(&mut g);
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            round: 2,
            interception: InterceptionStatus::Pending,
            ..
        }
    ));
    assert_eq!(
        g.legal_actions(&B).len(),
        24,
        "round 2: Black may intercept with any of the 24 codes"
    );
}

#[test]
fn d_r12_codes_are_drawn_anew_each_round_and_can_repeat() {
    let mut repeats = 0;
    for seed in 0..40 {
        let mut g = start(no_hourglass(), seed);
        let mut previous: Option<[Code; 2]> = None;
        for _ in 0..8 {
            let drawn = Team::BOTH.map(|t| {
                let encryptor = g.proposed_encryptor(t).unwrap();
                ok(&mut g, t, Action::BeginEncrypting { encryptor });
                g.view_for(&Viewer::Encryptor(t)).code.expect("a code every round")
            });
            if let Some(p) = previous {
                repeats += (0..2).filter(|&i| p[i] == drawn[i]).count();
            }
            previous = Some(drawn);
            let round = g.round();
            for t in Team::BOTH {
                ok(
                    &mut g,
                    t,
                    Action::SubmitClues {
                        clues: unique_clues(round, t),
                    },
                );
            }
            for t in Team::BOTH {
                if round >= 2 {
                    let wrong = *Code::ALL.iter().find(|&&c| c != drawn[t.index()]).unwrap();
                    ok(
                        &mut g,
                        t.other(),
                        Action::SubmitGuess {
                            target: t,
                            guess: wrong,
                        },
                    );
                }
                ok(
                    &mut g,
                    t,
                    Action::SubmitGuess {
                        target: t,
                        guess: drawn[t.index()],
                    },
                );
                ok(&mut g, t, Action::RevealCode);
            }
        }
        assert!(g.outcome().is_some() || matches!(g.phase(), Phase::TiebreakGuessing { .. }));
    }
    assert!(
        repeats > 0,
        "the same code never came up twice in a row across 40 games"
    );
}

// ----- End of a round -----

#[test]
fn d_e1_two_interceptions_win() {
    let mut g = start(no_hourglass(), 30);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, CLEAN, [true, false]);
    assert!(g.outcome().is_none());
    play_round(&mut g, CLEAN, [true, false]);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Winner(W),
            reason: WinReason::Interceptions,
            round: 3,
            tie: None
        })
    );
    assert_eq!(refused(&mut g, W, Action::ConfirmKeywords), ActionError::GameIsOver);
    assert!(g.legal_actions(&W).is_empty() && g.legal_actions(&B).is_empty());
}

#[test]
fn d_e1_two_miscommunications_lose() {
    let mut g = start(no_hourglass(), 31);
    play_round(&mut g, [true, false], NONE);
    play_round(&mut g, [true, false], NONE);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Winner(W),
            reason: WinReason::Miscommunications,
            round: 2,
            tie: None
        })
    );
}

#[test]
fn d_e2_the_game_ends_at_the_end_of_the_round() {
    let mut g = start(no_hourglass(), 32);
    play_round(&mut g, [false, true], NONE);
    encrypt(&mut g);
    decode(&mut g, W, false, false);
    assert_eq!(tokens(&g, W), (0, 2));
    assert!(g.outcome().is_none(), "Black's clues are still played");
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            target: Team::Black,
            ..
        }
    ));
    decode(&mut g, B, true, false);
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Winner(B), WinReason::Miscommunications))
    );
}

#[test]
fn d_e3_interpretation_winning_two_ways_is_still_one_winner() {
    // White: 2 interceptions; Black: 2 miscommunications. White wins and does not lose.
    let mut g = start(no_hourglass(), 33);
    play_round(&mut g, [true, false], NONE);
    play_round(&mut g, [true, false], [true, false]);
    assert!(g.outcome().is_none() || tokens(&g, B).1 == 2);
    // Black reached 2 miscommunications at the end of round 2 while White had 1 interception: White won already.
    assert_eq!(g.outcome().map(|o| o.result), Some(GameResult::Winner(W)));
    let mut g = start(no_hourglass(), 33);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, [true, false], [true, false]);
    play_round(&mut g, [true, false], [true, false]);
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((2, 0), (0, 2)));
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason, o.tie)),
        Some((GameResult::Winner(W), WinReason::Interceptions, None))
    );
}

#[test]
fn d_e3a_one_team_with_two_interceptions_and_two_miscommunications_goes_to_tiebreak() {
    let mut g = start(no_hourglass(), 34);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, [false, true], [true, false]);
    play_round(&mut g, [false, true], [true, false]);
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((2, 2), (0, 0)));
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.phase(),
        Phase::TiebreakGuessing {
            submitted: [false, false]
        }
    );
    let tiebreak = g.view_for(&Viewer::Public).tiebreak.unwrap();
    assert_eq!(tiebreak.cause, TieCause::TeamHasBothConditions(W));
    assert_eq!(tiebreak.scores, [0, 0]);
}

#[test]
fn d_e3b_both_teams_two_interceptions_goes_to_tiebreak() {
    let mut g = start(no_hourglass(), 35);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, CLEAN, [true, true]);
    let events = play_round(&mut g, CLEAN, [true, true]);
    assert!(events.contains(&Event::TiebreakStarted {
        cause: TieCause::BothTeamsTwoInterceptions,
        scores: [2, 2]
    }));
    assert!(matches!(g.phase(), Phase::TiebreakGuessing { .. }));
}

#[test]
fn d_e3c_both_teams_two_miscommunications_goes_to_tiebreak() {
    let mut g = start(no_hourglass(), 36);
    play_round(&mut g, NONE, NONE);
    let events = play_round(&mut g, NONE, NONE);
    assert!(events.contains(&Event::TiebreakStarted {
        cause: TieCause::BothTeamsTwoMiscommunications,
        scores: [-2, -2]
    }));
    assert!(matches!(g.phase(), Phase::TiebreakGuessing { .. }));
}

#[test]
fn d_e3d_round_eight_without_a_winner_goes_to_tiebreak() {
    let mut g = start(no_hourglass(), 37);
    for round in 1..=8 {
        assert_eq!(g.round(), round);
        play_round(&mut g, CLEAN, NONE);
    }
    assert_eq!(g.round(), 8, "there is no round 9");
    assert_eq!(
        g.view_for(&Viewer::Public).tiebreak.map(|t| t.cause),
        Some(TieCause::NoWinnerAfterLastRound)
    );
    assert!(matches!(g.phase(), Phase::TiebreakGuessing { .. }));
}

#[test]
fn d_e4_the_score_breaks_a_tie() {
    let mut g = start(no_hourglass(), 38);
    play_round(&mut g, [false, true], NONE);
    play_round(&mut g, CLEAN, [true, true]);
    play_round(&mut g, CLEAN, [true, true]);
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((2, 1), (2, 0)));
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Winner(B),
            reason: WinReason::Score,
            round: 3,
            tie: Some(TieCause::BothTeamsTwoInterceptions)
        })
    );
}

#[test]
fn d_e3d_and_d_e4_round_eight_decided_by_score() {
    let mut g = start(no_hourglass(), 39);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, CLEAN, [true, false]);
    for _ in 3..=8 {
        play_round(&mut g, CLEAN, NONE);
    }
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason, o.tie)),
        Some((
            GameResult::Winner(W),
            WinReason::Score,
            Some(TieCause::NoWinnerAfterLastRound)
        ))
    );
}

/// Goes to the keyword tiebreak: both teams 2 interceptions and 1 miscommunication (D-E3 b, scores 1–1).
fn keyword_tiebreak(seed: u64) -> Game {
    let mut g = start(no_hourglass(), seed);
    play_round(&mut g, NONE, NONE);
    play_round(&mut g, CLEAN, [true, true]);
    play_round(&mut g, CLEAN, [true, true]);
    assert!(matches!(g.phase(), Phase::TiebreakGuessing { .. }), "{:?}", g.phase());
    g
}

#[test]
fn d_e4_keyword_guesses_break_a_score_tie() {
    let mut g = keyword_tiebreak(40);
    let white_kw = g.view_for(&Viewer::Team(W)).own_keywords.unwrap();
    let black_kw = g.view_for(&Viewer::Team(B)).own_keywords.unwrap();
    // White names two of Black's keywords, one of them in Swedish; Black names one of White's.
    let black_sv = keyword(g.keyword_id(B, 1).unwrap())
        .unwrap()
        .word(Lang::Sv)
        .to_uppercase();
    let white_guesses = [black_kw[0].clone(), black_sv, "nothing".into(), String::new()];
    let black_guesses = [white_kw[0].clone(), "zzz".into(), String::new(), String::new()];
    assert!(!g.reveals_hidden_information(&Action::SubmitKeywordGuesses {
        guesses: Default::default()
    }));
    ok(
        &mut g,
        W,
        Action::SubmitKeywordGuesses {
            guesses: white_guesses.clone(),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            W,
            Action::SubmitKeywordGuesses {
                guesses: Default::default()
            }
        ),
        ActionError::KeywordGuessesAlreadySubmitted { team: W }
    );
    // Private until both have guessed.
    assert!(!view_strings(&g, Viewer::Team(B)).contains(&"nothing".to_string()));
    assert!(!view_strings(&g, Viewer::Public).contains(&"nothing".to_string()));
    assert_eq!(
        g.view_for(&Viewer::Team(W)).tiebreak.unwrap().own_guesses,
        Some(white_guesses.clone())
    );
    assert_eq!(g.view_for(&Viewer::Public).tiebreak.unwrap().guesses, None);
    assert!(g.reveals_hidden_information(&Action::SubmitKeywordGuesses {
        guesses: Default::default()
    }));
    let events = ok(
        &mut g,
        B,
        Action::SubmitKeywordGuesses {
            guesses: black_guesses.clone(),
        },
    );
    assert!(events.contains(&Event::KeywordGuessesRevealed {
        guesses: [white_guesses.clone(), black_guesses.clone()]
    }));
    assert_eq!(
        g.phase(),
        Phase::TiebreakConfirm {
            confirmed: [false, false]
        }
    );
    // The owners see the guesses beside their keywords, exact matches pre-ticked (any language, any case).
    let judging = g.view_for(&Viewer::Team(B)).tiebreak.unwrap().judging.unwrap();
    assert_eq!(judging.keywords, black_kw);
    assert_eq!(judging.opponent_guesses, white_guesses);
    assert_eq!(judging.exact, [true, true, false, false]);
    assert_eq!(g.view_for(&Viewer::Public).tiebreak.unwrap().judging, None);
    assert!(
        !view_strings(&g, Viewer::Team(W)).contains(&black_kw[2]),
        "the owner's keywords stay secret"
    );
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::ConfirmKeywordMatches {
                matches: [true, true, false, true]
            }
        ),
        ActionError::MatchOnBlankGuess { slot: 3 }
    );
    ok(
        &mut g,
        B,
        Action::ConfirmKeywordMatches {
            matches: [true, true, false, false],
        },
    );
    ok(
        &mut g,
        W,
        Action::ConfirmKeywordMatches {
            matches: [true, false, false, false],
        },
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::Winner(W), WinReason::KeywordGuesses)
    );
    let view = g.view_for(&Viewer::Public);
    assert_eq!(view.tiebreak.unwrap().correct, Some([2, 1]));
    assert_eq!(
        view.all_keywords.unwrap()[1],
        Some(black_kw),
        "after the game every keyword is shown"
    );
}

#[test]
fn d_e4_still_tied_is_a_shared_victory() {
    let mut g = keyword_tiebreak(41);
    for t in Team::BOTH {
        ok(
            &mut g,
            t,
            Action::SubmitKeywordGuesses {
                guesses: strings(["a", "b", "", ""]),
            },
        );
    }
    ok(
        &mut g,
        W,
        Action::ConfirmKeywordMatches {
            matches: [false, true, false, false],
        },
    );
    assert!(g.reveals_hidden_information(&Action::ConfirmKeywordMatches { matches: [false; 4] }));
    ok(
        &mut g,
        B,
        Action::ConfirmKeywordMatches {
            matches: [true, false, false, false],
        },
    );
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::Shared, WinReason::Shared))
    );
}

// ----- Clues -----

/// Round 1 with both encryptors at work.
fn writing(seed: u64) -> Game {
    let mut g = start(no_hourglass(), seed);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 0 });
    }
    g
}

fn clue_error(g: &mut Game, team: Team, clues: [&str; 3]) -> ActionError {
    refused(g, team, Action::SubmitClues { clues: strings(clues) })
}

#[test]
fn d_c1_a_clue_is_1_to_60_characters() {
    let mut g = writing(50);
    assert_eq!(
        clue_error(&mut g, W, ["a", "", "c"]),
        ActionError::InvalidClue {
            index: 1,
            problem: ClueProblem::Empty
        }
    );
    assert_eq!(
        clue_error(&mut g, W, ["a", "b", "   "]),
        ActionError::InvalidClue {
            index: 2,
            problem: ClueProblem::Empty
        }
    );
    let long = "é".repeat(61);
    assert_eq!(
        clue_error(&mut g, W, [&long, "b", "c"]),
        ActionError::InvalidClue {
            index: 0,
            problem: ClueProblem::TooLong { len: 61, max: 60 }
        }
    );
    let sixty = format!("  {}  ", "é".repeat(60));
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: [sixty, "a whole phrase works".into(), "x".into()],
        },
    );
}

#[test]
fn d_c2_the_three_clues_stay_separate_and_in_order() {
    let mut g = writing(57);
    g.force_code_for_test(W, code("2.4.3"));
    let clues = strings(["salt, pepper", "a / b", "end."]);
    ok(&mut g, W, Action::SubmitClues { clues: clues.clone() });
    ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: unique_clues(1, B),
        },
    );
    assert_eq!(g.view_for(&Viewer::Public).clues_in_play.unwrap().clues, clues);
}

#[test]
fn d_c6_clues_are_locked_once_given() {
    let mut g = writing(51);
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    assert_eq!(
        refused(
            &mut g,
            W,
            Action::SubmitClues {
                clues: unique_clues(2, W)
            }
        ),
        ActionError::CluesAlreadySubmitted { team: W }
    );
    assert!(!g.can(W, ActionKind::SubmitClues));
    assert!(!g.reveals_hidden_information(&Action::SubmitClues {
        clues: unique_clues(2, B)
    }));
}

#[test]
fn d_c7_a_team_never_repeats_a_clue() {
    let mut g = round_one_with_known_clues(52);
    for t in Team::BOTH {
        ok(&mut g, t, Action::BeginEncrypting { encryptor: 1 });
    }
    assert_eq!(
        clue_error(&mut g, W, ["a", "  QAFE ", "b"]),
        ActionError::InvalidClue {
            index: 1,
            problem: ClueProblem::UsedEarlier { round: 1 }
        }
    );
    assert_eq!(
        clue_error(&mut g, W, ["a", "b", "A"]),
        ActionError::InvalidClue {
            index: 2,
            problem: ClueProblem::RepeatedInSubmission { same_as: 0 }
        }
    );
}

#[test]
fn d_c7_the_other_teams_clue_only_warns() {
    let mut g = round_one_with_known_clues(53);
    ok(&mut g, B, Action::BeginEncrypting { encryptor: 1 });
    let events = ok(
        &mut g,
        B,
        Action::SubmitClues {
            clues: strings(["lamq", "MOOQ", "birq"]),
        },
    );
    assert!(events.contains(&Event::ClueUsedByOtherTeam {
        team: B,
        index: 1,
        round: 1
    }));
}

#[test]
fn d_c7_and_d_c8_live_feedback_before_submitting() {
    let g = round_one_with_known_clues(58);
    let own = keyword(g.keyword_id(W, 0).unwrap()).unwrap().word(Lang::Ko).to_string();
    let checks = g.check_clues(W, &[" MOOQ ".into(), "SUQ".into(), own]);
    assert_eq!(
        checks[0],
        ClueCheck {
            problem: Some(ClueProblem::UsedEarlier { round: 1 }),
            used_by_other_team_in: None
        }
    );
    assert_eq!(
        checks[1],
        ClueCheck {
            problem: None,
            used_by_other_team_in: Some(1)
        }
    );
    assert!(matches!(
        checks[2].problem,
        Some(ClueProblem::ContainsOwnKeyword { slot: 0, .. })
    ));
    let before = serde_json::to_string(&g).unwrap();
    assert_eq!(
        g.check_clues(W, &Default::default())[0].problem,
        Some(ClueProblem::Empty)
    );
    assert_eq!(before, serde_json::to_string(&g).unwrap());
}

#[test]
fn d_c8_reading_out_the_code_is_refused() {
    let mut g = writing(54);
    assert_eq!(
        clue_error(&mut g, W, ["3", "b", "c"]),
        ActionError::InvalidClue {
            index: 0,
            problem: ClueProblem::CodeLike
        }
    );
    assert_eq!(
        clue_error(&mut g, W, ["a", "1 2 4", "c"]),
        ActionError::InvalidClue {
            index: 1,
            problem: ClueProblem::CodeLike
        }
    );
}

#[test]
fn d_c8_own_keyword_in_any_language_is_refused() {
    let mut g = writing(55);
    let id = g.keyword_id(W, 2).unwrap();
    let k = keyword(id).unwrap();
    for lang in Lang::ALL {
        let clue = k.word(lang).to_string();
        let error = clue_error(&mut g, W, ["fine", &clue, "also fine"]);
        assert!(
            matches!(
                error,
                ActionError::InvalidClue {
                    index: 1,
                    problem: ClueProblem::ContainsOwnKeyword { slot: 2, lang: Some(_) }
                }
            ),
            "{lang:?} {clue}: {error:?}"
        );
    }
    // The keyword inside a phrase, as a whole word.
    let phrase = format!("a {} here", k.word(Lang::En));
    assert!(matches!(
        clue_error(&mut g, W, [&phrase, "b", "c"]),
        ActionError::InvalidClue {
            index: 0,
            problem: ClueProblem::ContainsOwnKeyword { slot: 2, .. }
        }
    ));
}

#[test]
fn d_c8_the_other_teams_keyword_is_allowed() {
    let mut g = writing(56);
    let theirs = keyword(g.keyword_id(B, 0).unwrap()).unwrap().word(Lang::En).to_string();
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: [theirs, "b".into(), "c".into()],
        },
    );
}

// ----- Note sheet -----

#[test]
fn d_n1_a_sheet_side_has_the_name_eight_round_blocks_and_four_columns() {
    let mut config = no_hourglass();
    config.teams[1].name = "Foxes".into();
    let mut g = start(config, 60);
    play_round(&mut g, CLEAN, NONE);
    let side = g.view_for(&Viewer::Team(W)).scoresheet.sides[1].clone();
    assert_eq!(side.team_name, "Foxes");
    assert_eq!(side.rounds.len(), 8);
    assert_eq!(
        side.rounds.iter().map(|b| b.round).collect::<Vec<_>>(),
        (1..=8).collect::<Vec<u8>>()
    );
    assert_eq!(side.keyword_columns.len(), 4);
    let row = &side.rounds[0].rows[0];
    assert_eq!(row.clue, Some(unique_clues(1, B)[0].clone()));
    assert_eq!(row.own_guess, Some(4));
    assert_eq!(row.interception, None, "no interception in round 1");
    assert_eq!(row.correct, Some(4));
    assert_eq!(
        side.rounds[1],
        g.view_for(&Viewer::Public).scoresheet.sides[1].rounds[1]
    );
    assert!(side.rounds[1].rows.iter().all(|r| r == &SheetRow::default()));
}

#[test]
fn d_n2_white_clues_on_the_white_side_black_clues_on_the_black_side() {
    let mut g = start(no_hourglass(), 61);
    play_round(&mut g, CLEAN, NONE);
    let sheet = g.view_for(&Viewer::Public).scoresheet;
    assert_eq!(
        sheet.sides[0].rounds[0].rows[0].clue,
        Some(unique_clues(1, W)[0].clone())
    );
    assert_eq!(
        sheet.sides[1].rounds[0].rows[0].clue,
        Some(unique_clues(1, B)[0].clone())
    );
    assert_eq!(sheet.sides[0].rounds[0].code, Some(code(WHITE_CODE)));
    assert_eq!(sheet.sides[1].rounds[0].code, Some(code(BLACK_CODE)));
    // Both teams' sheets are identical: public information only.
    assert_eq!(
        g.view_for(&Viewer::Team(W)).scoresheet,
        g.view_for(&Viewer::Team(B)).scoresheet
    );
}

// ----- 3-player variant -----

fn three(seed: u64) -> Game {
    start(Config::three_player(), seed)
}

#[test]
fn d_3p1_a_lone_interceptor_against_a_team_of_two() {
    let config = Config::three_player();
    assert_eq!(config.teams[0].players.len(), 2);
    assert_eq!(config.teams[1].players.len(), 1);
    let mut bad = Config::three_player();
    bad.teams[1].players.push(String::new());
    assert_eq!(
        Game::new(bad, 1).err(),
        Some(SetupError::TooManyPlayers {
            team: B,
            count: 2,
            max: 1
        })
    );
    let mut bad = Config::three_player();
    bad.teams[0].players.push(String::new());
    assert_eq!(
        Game::new(bad, 1).err(),
        Some(SetupError::TooManyPlayers {
            team: W,
            count: 3,
            max: 2
        })
    );

    let mut g = Game::new(Config::three_player(), 70).unwrap();
    assert_eq!(g.dealt_keywords().len(), 4);
    assert_eq!(g.view_for(&Viewer::Team(B)).own_keywords, None);
    assert!(!g.view_for(&Viewer::Public).teams[1].has_keywords);
    assert_eq!(
        g.phase(),
        Phase::KeywordSetup {
            confirmed: [false, true]
        }
    );
    assert_eq!(
        refused(&mut g, B, Action::ConfirmKeywords),
        ActionError::TeamHasNoKeywords { team: B }
    );
    ok(&mut g, W, Action::ConfirmKeywords);
    assert!(matches!(
        g.phase(),
        Phase::Encrypting {
            round: 1,
            teams: [EncryptStatus::ChoosingEncryptor, EncryptStatus::NotEncrypting],
            ..
        }
    ));
    assert_eq!(
        refused(&mut g, B, Action::BeginEncrypting { encryptor: 0 }),
        ActionError::TeamDoesNotEncrypt { team: B }
    );
    // No hourglass in this variant.
    assert_eq!(g.view_for(&Viewer::Public).hourglass_secs, None);
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 0 });
    let events = ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::HourglassStarted { .. })));
    assert!(matches!(
        g.phase(),
        Phase::Guessing {
            target: Team::White,
            ..
        }
    ));
    assert!(!g.view_for(&Viewer::Public).scoresheet.sides[1].in_use);
}

#[test]
fn d_3p2_the_two_players_alternate_as_encryptor() {
    let mut g = three(71);
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 1 });
    ok(
        &mut g,
        W,
        Action::SubmitClues {
            clues: unique_clues(1, W),
        },
    );
    let guess = g.view_for(&Viewer::Encryptor(W)).code.unwrap();
    ok(&mut g, W, Action::SubmitGuess { target: W, guess });
    ok(&mut g, W, Action::RevealCode);
    assert_eq!(g.round(), 2);
    assert_eq!(g.proposed_encryptor(W), Some(0));
    assert_eq!(g.legal_actions(&W), vec![Action::BeginEncrypting { encryptor: 0 }]);
    assert_eq!(
        refused(&mut g, W, Action::BeginEncrypting { encryptor: 1 }),
        ActionError::MustAlternateEncryptor { team: W, expected: 0 }
    );
    ok(&mut g, W, Action::BeginEncrypting { encryptor: 0 });
}

#[test]
fn d_3p3_no_interception_in_round_one_and_no_code_for_the_interceptor() {
    let mut g = three(72);
    encrypt(&mut g);
    assert_eq!(g.view_for(&Viewer::Encryptor(B)).code, None);
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::SubmitGuess {
                target: W,
                guess: code(WHITE_CODE)
            }
        ),
        ActionError::NoInterceptionInRoundOne
    );
    assert_eq!(
        refused(
            &mut g,
            B,
            Action::SubmitGuess {
                target: B,
                guess: code(WHITE_CODE)
            }
        ),
        ActionError::NotCurrentTarget { target: B, current: W }
    );
    decode(&mut g, W, true, false);
    assert!(
        matches!(g.phase(), Phase::Encrypting { round: 2, .. }),
        "the round ends after the team's reveal"
    );
    encrypt(&mut g);
    assert!(g.can(B, ActionKind::SubmitGuess));
}

#[test]
fn d_3p4_the_interceptor_takes_every_token() {
    let mut g = three(73);
    let events = play_round(&mut g, [false, true], NONE);
    assert!(events.contains(&Event::TokenTaken {
        team: B,
        token: Token::Interception,
        cause: TokenCause::WrongOwnGuess
    }));
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((0, 0), (1, 0)));
    assert!(g.outcome().is_none());
    let mut g = three(73);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, CLEAN, [false, true]);
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((0, 0), (1, 0)));
}

#[test]
fn d_3p5_the_interceptor_wins_on_its_second_token() {
    let mut g = three(74);
    play_round(&mut g, CLEAN, NONE);
    play_round(&mut g, [false, true], NONE);
    play_round(&mut g, CLEAN, [false, true]);
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Winner(B),
            reason: WinReason::InterceptorReachedTwoTokens,
            round: 3,
            tie: None
        })
    );
    // Both tokens in one reveal (round 5 at the latest) still win.
    let mut g = three(75);
    for _ in 0..4 {
        play_round(&mut g, CLEAN, NONE);
    }
    play_round(&mut g, [false, true], [false, true]);
    assert_eq!(
        g.outcome().map(|o| (o.result, o.round)),
        Some((GameResult::Winner(B), 5))
    );
}

#[test]
fn d_3p5_the_team_wins_after_round_five() {
    let mut g = three(76);
    play_round(&mut g, [false, true], NONE);
    for _ in 2..=5 {
        play_round(&mut g, CLEAN, NONE);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome {
            result: GameResult::Winner(W),
            reason: WinReason::TeamSurvivedFiveRounds,
            round: 5,
            tie: None
        })
    );
    assert_eq!(
        g.view_for(&Viewer::Public).tiebreak,
        None,
        "no tiebreak in this variant"
    );
}

// ----- The rulebook's worked example -----

#[test]
fn worked_example_from_the_rulebook() {
    let mut g = Game::new(Config::default(), 2024).unwrap();
    assert!(g.set_custom_keywords_for_test(W, ["black", "dragonfly", "cocktail", "sombrero"]));
    assert!(g.set_custom_keywords_for_test(B, ["antique", "bone", "morning", "nightmare"]));
    ok(&mut g, W, Action::ConfirmKeywords);
    ok(&mut g, B, Action::ConfirmKeywords);
    let round = |g: &mut Game, white: (&str, [&str; 3], &str, &str), black: (&str, [&str; 3], &str, &str)| {
        let r = g.round();
        for (t, (c, clues, _, _)) in [(W, white), (B, black)] {
            assert!(g.force_code_for_test(t, code(c)));
            ok(
                g,
                t,
                Action::BeginEncrypting {
                    encryptor: usize::from(r - 1) % 2,
                },
            );
            ok(g, t, Action::SubmitClues { clues: strings(clues) });
        }
        for (t, (_, _, own, intercept)) in [(W, white), (B, black)] {
            if !intercept.is_empty() {
                ok(
                    g,
                    t.other(),
                    Action::SubmitGuess {
                        target: t,
                        guess: code(intercept),
                    },
                );
            }
            ok(
                g,
                t,
                Action::SubmitGuess {
                    target: t,
                    guess: code(own),
                },
            );
            ok(g, t, Action::RevealCode);
        }
    };
    // Round 1: no interceptions.
    round(
        &mut g,
        ("4.2.1", ["Mexico", "insect", "horror"], "4.2.1", ""),
        ("4.3.2", ["night", "dawn", "dog"], "4.3.2", ""),
    );
    assert_eq!((tokens(&g, W), tokens(&g, B)), ((0, 0), (0, 0)));
    // Round 2: Black misses its interception, White miscommunicates; White intercepts Black's code.
    round(
        &mut g,
        (
            "3.4.2",
            ["evening with friends", "parasol", "Odonata"],
            "3.4.1",
            "1.4.3",
        ),
        ("2.3.4", ["skeleton", "rising", "Freddy"], "2.3.4", "2.3.4"),
    );
    assert_eq!(tokens(&g, W), (1, 1));
    assert_eq!(tokens(&g, B), (0, 0));
    assert!(g.outcome().is_none());
    assert!(matches!(g.phase(), Phase::Encrypting { round: 3, .. }));
    let sheet = g.view_for(&Viewer::Public).scoresheet;
    let columns = |side: &SheetSide| {
        side.keyword_columns
            .clone()
            .map(|col| col.into_iter().map(|c| c.clue).collect::<Vec<_>>())
    };
    assert_eq!(
        columns(&sheet.sides[0]),
        [
            vec!["horror"],
            vec!["insect", "Odonata"],
            vec!["evening with friends"],
            vec!["Mexico", "parasol"]
        ]
    );
    assert_eq!(
        columns(&sheet.sides[1]),
        [
            vec![],
            vec!["dog", "skeleton"],
            vec!["dawn", "rising"],
            vec!["night", "Freddy"]
        ]
    );
    let r2 = &sheet.sides[0].rounds[1];
    assert_eq!(
        (r2.own_guess, r2.interception, r2.code),
        (Some(code("3.4.1")), Some(code("1.4.3")), Some(code("3.4.2")))
    );
    assert_eq!((r2.intercepted, r2.miscommunicated), (Some(false), Some(true)));
    assert_eq!(
        g.view_for(&Viewer::Team(W)).own_keywords,
        Some(strings(["black", "dragonfly", "cocktail", "sombrero"]))
    );
}

// ----- Engine contract -----

#[test]
fn a_saved_game_replays_to_the_same_state() {
    let config = Config {
        allow_redraw: true,
        ..Config::two_teams(3, 2)
    };
    let mut g = Game::new(config.clone(), 99).unwrap();
    let mut log: Vec<(Team, Action)> = Vec::new();
    let mut apply = |g: &mut Game, t: Team, a: Action| {
        ok(g, t, a.clone());
        log.push((t, a));
    };
    apply(&mut g, W, Action::RedrawKeyword { slot: 3 });
    apply(&mut g, W, Action::ConfirmKeywords);
    apply(&mut g, B, Action::ConfirmKeywords);
    apply(&mut g, B, Action::BeginEncrypting { encryptor: 1 });
    apply(&mut g, W, Action::BeginEncrypting { encryptor: 2 });
    apply(
        &mut g,
        B,
        Action::SubmitClues {
            clues: unique_clues(1, B),
        },
    );
    apply(
        &mut g,
        W,
        Action::HourglassExpired {
            clues: strings(["a", "", "b"]),
        },
    );
    apply(
        &mut g,
        W,
        Action::SubmitGuess {
            target: W,
            guess: code("2.3.1"),
        },
    );
    let save = serde_json::to_string(&(&config, 99u64, &log)).unwrap();
    let (config, seed, log): (Config, u64, Vec<(Team, Action)>) = serde_json::from_str(&save).unwrap();
    let replayed: Game = replay(config, seed, &log).unwrap();
    assert_eq!(replayed, g);
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(&g).unwrap()
    );
    let restored: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(restored, g);
}

#[test]
fn legal_actions_match_what_apply_accepts() {
    let mut g = Game::new(Config::default(), 100).unwrap();
    assert_eq!(g.legal_actions(&W), vec![Action::ConfirmKeywords]);
    ok(&mut g, W, Action::ConfirmKeywords);
    assert!(g.legal_actions(&W).is_empty());
    ok(&mut g, B, Action::ConfirmKeywords);
    assert_eq!(
        g.legal_actions(&W),
        vec![
            Action::BeginEncrypting { encryptor: 0 },
            Action::BeginEncrypting { encryptor: 1 }
        ]
    );
    assert!(g.can(B, ActionKind::BeginEncrypting));
    assert!(!g.can(B, ActionKind::SubmitClues));
    assert!(matches!(
        refused(
            &mut g,
            W,
            Action::SubmitGuess {
                target: W,
                guess: code("1.2.3")
            }
        ),
        ActionError::WrongPhase {
            action: ActionKind::SubmitGuess,
            phase: PhaseKind::Encrypting
        }
    ));
}
