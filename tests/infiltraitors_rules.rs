#![cfg(not(target_arch = "wasm32"))]
//! Infiltraitors rules: at least one test per rule ID of shared/rules/infiltrators.md, the rulebook's worked
//! examples, a row test per mission of the table and a scenario test per special mission rule.
//!
//! Scenarios are built with two test hooks: `force_turn_for_test` (whose turn it is) and
//! `swap_hidden_cards_for_test` (which hidden card lies where), so a test can say "agent 0's suspect is red 6".

use boardside::engine::{replay, Engine};
use boardside::infiltraitors::rules::*;
use std::collections::HashSet;

mod infiltraitors_common;
use infiltraitors_common::{cards_in_view, may_see, mission_cards, play, public_place};

use Suit::{Black, Blue, Green, Red, Yellow};

fn c(suit: Suit, n: u8) -> Card {
    Card::numbered(suit, n)
}

fn guess(card: Card) -> Guess {
    Guess::naming(card)
}

fn game(mission: MissionId, agents: usize, seed: u64) -> Game {
    Game::new(Config::new(mission, agents), seed).expect("setup")
}

fn ok(g: &mut Game, actor: usize, action: Action) -> Vec<Event> {
    let shown = format!("{action:?}");
    g.apply(&actor, action)
        .unwrap_or_else(|e| panic!("agent {actor} {shown} was refused: {e:?} in {:?}", g.phase()))
}

/// Applies an action that must be refused, and checks the refusal left the game byte-for-byte unchanged.
fn refused(g: &mut Game, actor: usize, action: Action) -> ActionError {
    let before = serde_json::to_string(g).expect("serializable");
    let shown = format!("{action:?}");
    let error = match g.apply(&actor, action) {
        Ok(events) => panic!("agent {actor} {shown} was accepted: {events:?}"),
        Err(e) => e,
    };
    assert_eq!(
        before,
        serde_json::to_string(g).unwrap(),
        "a refused action changed the game"
    );
    error
}

fn turn(g: &Game) -> usize {
    match g.phase() {
        Phase::Turn { agent } => agent,
        other => panic!("not a turn: {other:?}"),
    }
}

fn where_is(g: &Game, card: Card) -> Place {
    g.card_places()
        .into_iter()
        .find(|(c, _)| *c == card)
        .map(|(_, p)| p)
        .unwrap_or_else(|| panic!("{card} is nowhere"))
}

/// The top card of a pile (the last one listed).
fn top_of(g: &Game, pile: Place) -> Option<Card> {
    g.card_places()
        .into_iter()
        .rev()
        .find(|(_, p)| *p == pile)
        .map(|(c, _)| c)
}

fn swap(g: &mut Game, a: Card, b: Card) {
    if a != b {
        assert!(g.swap_hidden_cards_for_test(a, b), "cannot swap {a} and {b}");
    }
}

/// Makes the first cards of `agent`'s hand exactly `cards`.
fn set_hand(g: &mut Game, agent: usize, cards: &[Card]) {
    for (i, &card) in cards.iter().enumerate() {
        let current = g.hand(agent)[i];
        swap(g, current, card);
    }
    assert_eq!(&g.hand(agent)[..cards.len()], cards);
}

fn set_hq_top(g: &mut Game, card: Card) {
    let top = top_of(g, Place::Hq).expect("HQ is not empty");
    swap(g, top, card);
}

/// `agent` draws `suspect` from the pile (it becomes their turn first).
fn draw_as(g: &mut Game, agent: usize, suspect: Card) -> Vec<Event> {
    assert!(g.force_turn_for_test(agent));
    let top = top_of(g, Place::SuspectPile).expect("the pile is not empty");
    swap(g, top, suspect);
    ok(g, agent, Action::DrawSuspect)
}

fn act_as(g: &mut Game, agent: usize, action: Action) -> Vec<Event> {
    assert!(g.force_turn_for_test(agent));
    ok(g, agent, action)
}

fn public(g: &Game) -> View {
    g.view_for(&Viewer::Public)
}

fn board(g: &Game, suspect: SuspectRef, viewer: Viewer) -> HintBoard {
    g.hint_board(suspect, viewer).expect("a board")
}

fn reasons(b: &HintBoard, card: Card) -> Vec<Exclusion> {
    b.cells
        .iter()
        .find(|c| c.card == card)
        .unwrap_or_else(|| panic!("{card} is not on the board"))
        .excluded_by
        .clone()
}

/// Plays the current agent's reward/limit/wait steps the simplest way until it is somebody's turn again.
fn settle(g: &mut Game) {
    loop {
        match g.phase() {
            Phase::Reward { agent, .. } => ok(g, agent, Action::DeclineReward),
            Phase::HandLimit { agent, .. } => ok(g, agent, Action::DiscardFromHand { slot: 0 }),
            Phase::WaitDraw { agent, max } => ok(g, agent, Action::DrawFromHq { count: max }),
            Phase::ExtraSuspectLook { agent } => ok(g, agent, Action::SkipExtraSuspect),
            _ => return,
        };
    }
}

/// Wait until HQ is empty (drawing as much as possible, discarding down to the limit).
fn drain_hq(g: &mut Game) {
    while g.hq_len() > 0 && g.outcome().is_none() {
        let a = turn(g);
        ok(g, a, Action::Wait);
        settle(g);
    }
}

/// One step of sharp play: shots are always right. `look`: I-M20 agents look at the extra suspect.
fn sharp_step(g: &mut Game, look: bool) -> Vec<Event> {
    let agent = g.phase().agent().expect("the game runs");
    let legal = g.legal_actions(&agent);
    let action = match g.phase() {
        Phase::Turn { .. } => {
            let shot = legal.iter().find_map(|a| match a {
                Action::Shoot { target, .. } => Some(Action::Shoot {
                    target: *target,
                    guess: guess(g.suspect_identity(SuspectRef::Stand(*target)).unwrap()),
                }),
                _ => None,
            });
            shot.or_else(|| legal.iter().find(|a| **a == Action::DrawSuspect).cloned())
                .or_else(|| legal.iter().find(|a| a.kind() == ActionKind::GiveHint).cloned())
                .or_else(|| legal.iter().find(|a| a.kind() == ActionKind::ExchangeIntel).cloned())
                .unwrap_or_else(|| legal[0].clone())
        }
        Phase::Reward { .. } => Action::TakeReward { discard: 0 },
        Phase::WaitDraw { .. } => Action::DrawFromHq { count: 1 },
        Phase::HandLimit { .. } => Action::DiscardFromHand { slot: 0 },
        Phase::ExtraSuspectLook { .. } if look => Action::LookAtExtraSuspect,
        Phase::ExtraSuspectLook { .. } => Action::SkipExtraSuspect,
        Phase::ExtraSuspectHint { .. } => legal[0].clone(),
        Phase::FinalShot { .. } => Action::ShootExtraSuspect {
            guess: guess(g.suspect_identity(SuspectRef::Extra).unwrap()),
        },
        Phase::GameOver(_) => unreachable!(),
    };
    ok(g, agent, action)
}

// ----- Components -----

#[test]
fn i_k1_seventy_cards_in_five_suits_numbered_2_to_15() {
    assert_eq!(Suit::ALL, [Red, Black, Yellow, Blue, Green]);
    let names: HashSet<String> = Suit::ALL.iter().map(|s| s.to_string()).collect();
    assert_eq!(names.len(), 5, "every suit has its own name");
    let deck = MissionId::M5.mission().deck();
    assert_eq!(deck.len(), 70);
    assert_eq!(deck.iter().collect::<HashSet<_>>().len(), 70, "every card is unique");
    for suit in Suit::ALL {
        let numbers: Vec<u8> = deck
            .iter()
            .filter(|c| c.suit == suit)
            .filter_map(|c| c.number)
            .collect();
        assert_eq!(numbers, (2..=15).collect::<Vec<u8>>());
    }
    // Every card has its own index, and made-up numbers have none.
    let indices: HashSet<usize> = deck.iter().filter_map(|c| c.index()).collect();
    assert_eq!(indices.len(), 70);
    assert_eq!(c(Red, 16).index(), None);
    assert_eq!(c(Red, 1).index(), None);
    assert!(!c(Red, 0).is_valid() && c(Red, 2).is_valid() && Card::special(Red).is_valid());
    for i in 0..CARD_COUNT {
        assert_eq!(Card::from_index(i).and_then(Card::index), Some(i));
    }
}

#[test]
fn i_k2_five_special_cards_with_a_suit_and_no_number() {
    let specials: Vec<Card> = Suit::ALL.iter().map(|&s| Card::special(s)).collect();
    assert!(specials.iter().all(|s| s.is_special() && s.number.is_none()));
    assert_eq!(specials.iter().map(|s| s.suit).collect::<HashSet<_>>().len(), 5);
    assert_eq!(Card::special(Blue).face_number(), 1);
    // Only missions 6 and 15 use them.
    for id in MissionId::ALL {
        let m = id.mission();
        let in_deck = m.deck().iter().filter(|c| c.is_special()).count();
        let in_middle = m.middle_cards().len();
        match id {
            MissionId::M15 => assert_eq!((in_deck, in_middle), (5, 0)),
            MissionId::M6 => assert_eq!((in_deck, in_middle), (0, 4)),
            _ => assert_eq!((in_deck, in_middle), (0, 0), "{id}"),
        }
    }
}

/// I-K3 is the box's contents; the app only has to stay within them: 5 stands (agents), number tiles 1–9 (the
/// most suspects of an ordered mission), 12 bullet tiles, and the pointer tiles' neighbours (I-M8, I-M11).
#[test]
fn i_k3_the_components_bound_every_mission() {
    assert_eq!(
        Config::new(MissionId::M1, 6).validate(),
        Err(SetupError::TooManyAgents { count: 6, max: 5 })
    );
    assert_eq!(
        Config::new(MissionId::M1, 1).validate(),
        Err(SetupError::TooFewAgents { count: 1, min: 2 })
    );
    for id in MissionId::ALL {
        let m = id.mission();
        for agents in Config::AGENTS {
            assert!(
                m.bullets.for_agents(agents) <= 12,
                "{id} needs more than 12 bullet tiles"
            );
            if m.has(SpecialRule::OrderedSuspects) {
                assert!(
                    m.suspects.for_agents(agents) <= 9,
                    "{id} needs more than 9 number tiles"
                );
            }
        }
    }
    let g = game(MissionId::M8, 4, 1);
    assert_eq!((g.left_of(3), g.right_of(3)), (0, 2));
    assert_eq!((g.left_of(0), g.right_of(0)), (1, 3));
}

#[test]
fn i_k4_a_card_seen_anywhere_cannot_be_a_suspect() {
    let mut g = game(MissionId::M1, 3, 4);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Blue, 9));
    set_hand(&mut g, 2, &[c(Black, 5)]);
    act_as(
        &mut g,
        2,
        Action::ExchangeIntel {
            target: 1,
            card: c(Black, 5),
            draw: false,
        },
    );
    // Black 5 lies beside agent 1's suspect, so it cannot be agent 0's.
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert_eq!(
        reasons(&b, c(Black, 5)),
        vec![Exclusion::Visible(VisiblePlace::HintBeside(SuspectRef::Stand(1)))]
    );
    assert!(b.is_candidate(c(Red, 6)));
}

// ----- The relation rule -----

#[test]
fn i_r1_same_suit_is_related() {
    assert!(related(c(Red, 13), c(Red, 6)));
    assert!(related(c(Blue, 7), c(Blue, 11)));
}

#[test]
fn i_r1_same_number_is_related() {
    assert!(related(c(Black, 7), c(Red, 7)));
    assert!(related(c(Green, 13), c(Yellow, 13)));
}

#[test]
fn i_r1_factor_or_multiple_is_related() {
    assert!(related(c(Black, 3), c(Red, 6)), "factor");
    assert!(related(c(Yellow, 12), c(Red, 6)), "multiple");
    assert!(related(c(Green, 2), c(Blue, 14)));
    assert!(!related(c(Black, 4), c(Red, 6)));
    assert!(!related(c(Black, 9), c(Red, 6)));
    assert!(!related(c(Black, 13), c(Red, 7)));
    for a in 2..=15u8 {
        for b in 2..=15u8 {
            let expected = a % b == 0 || b % a == 0;
            assert_eq!(numbers_related(a, b), expected, "{a} {b}");
            assert_eq!(related(c(Red, a), c(Black, b)), expected, "{a} {b}");
            assert_eq!(
                related(c(Red, a), c(Black, b)),
                related(c(Black, b), c(Red, a)),
                "symmetric"
            );
        }
    }
}

/// The rulebook's example: suspect red 6.
#[test]
fn i_r1_rulebook_example_suspect_red_6() {
    let suspect = c(Red, 6);
    assert!((2..=15).all(|n| related(c(Red, n), suspect)), "any red card");
    let black: Vec<u8> = (2..=15).filter(|&n| related(c(Black, n), suspect)).collect();
    assert_eq!(black, vec![2, 3, 6, 12], "factors, the same number and multiples");
    assert!(!related(c(Black, 4), suspect), "black 4 is unrelated");
}

#[test]
fn i_r2_a_special_card_relates_by_suit_only() {
    assert!(related(Card::special(Red), c(Red, 6)));
    assert!(!related(Card::special(Black), c(Red, 6)));
    assert!(!related(Card::special(Black), c(Red, 15)));
    // Played as a hint, oriented by suit alone (mission 6 lets anyone play one).
    let mut g = game(MissionId::M6, 2, 3);
    draw_as(&mut g, 0, c(Red, 6));
    let events = act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: Card::special(Black),
            draw: false,
        },
    );
    assert!(matches!(
        events[0],
        Event::HintPlaced {
            hint: Hint { vertical: false, .. },
            ..
        }
    ));
}

#[test]
fn i_r3_the_app_orients_every_hint() {
    let mut g = game(MissionId::M1, 3, 5);
    draw_as(&mut g, 0, c(Red, 6));
    set_hand(&mut g, 0, &[c(Black, 3), c(Black, 4)]);
    set_hand(&mut g, 1, &[c(Yellow, 12)]);
    act_as(&mut g, 0, Action::GiveHint { card: c(Black, 3) });
    act_as(&mut g, 0, Action::GiveHint { card: c(Black, 4) });
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Yellow, 12),
            draw: true,
        },
    );
    let hints: Vec<(Card, bool, usize)> = g
        .hints(SuspectRef::Stand(0))
        .iter()
        .map(|h| (h.card, h.vertical, h.by))
        .collect();
    assert_eq!(
        hints,
        vec![
            (c(Black, 3), true, 0),
            (c(Black, 4), false, 0),
            (c(Yellow, 12), true, 1)
        ]
    );
    let stand = public(&g).agents[0].stand.clone().unwrap();
    assert_eq!((stand.vertical, stand.horizontal), (2, 1));
    assert_eq!(stand.card, Slot::FaceDown);
}

// ----- Setup -----

#[test]
fn i_s1_each_agent_has_a_stand() {
    for agents in 2..=5 {
        let g = game(MissionId::M1, agents, 1);
        let v = public(&g);
        assert_eq!(v.agents.len(), agents);
        assert!(v.agents.iter().all(|a| a.stand.is_none()), "stands start empty");
        assert_eq!(v.boards.len(), 0, "no suspect, no hint board yet");
    }
}

#[test]
fn i_s2_the_deck_is_built_from_the_mission_and_shuffled() {
    let g = game(MissionId::T1, 3, 1);
    let cards: HashSet<Card> = g.card_places().into_iter().map(|(c, _)| c).collect();
    assert_eq!(cards.len(), 36);
    assert!(cards.iter().all(|c| [Red, Black, Yellow].contains(&c.suit)));
    assert!(cards.iter().all(|c| (2..=13).contains(&c.number.unwrap())));
    // The same seed deals the same game; different seeds deal differently.
    assert_eq!(game(MissionId::M5, 4, 9), game(MissionId::M5, 4, 9));
    let hands: HashSet<Vec<Card>> = (0..6).map(|s| game(MissionId::M5, 4, s).hand(0).to_vec()).collect();
    assert!(hands.len() > 1);
}

#[test]
fn i_s3_five_cards_each_and_a_hand_limit_of_seven() {
    for agents in 2..=5 {
        let g = game(MissionId::M1, agents, 2);
        assert!((0..agents).all(|a| g.hand(a).len() == 5));
        let me = g.view_for(&Viewer::Agent(1));
        assert_eq!(me.agents[1].hand, HandView::Shown(g.hand(1).to_vec()));
        assert_eq!(me.agents[0].hand, HandView::Hidden { count: 5 });
    }
    assert!(MissionId::ALL
        .iter()
        .filter(|&&m| m != MissionId::M9)
        .all(|m| m.mission().hand_limit == 7 && m.mission().starting_hand == 5));
}

#[test]
fn i_s4_suspects_lie_face_down_in_the_pile() {
    let g = game(MissionId::M1, 4, 3);
    let pile: Vec<Card> = g
        .card_places()
        .into_iter()
        .filter(|(_, p)| *p == Place::SuspectPile)
        .map(|(c, _)| c)
        .collect();
    assert_eq!(pile.len(), 7);
    assert_eq!(public(&g).suspect_pile, 7);
    for viewer in [Viewer::Public, Viewer::Agent(0)] {
        let seen = cards_in_view(&g, viewer);
        assert!(pile.iter().all(|s| !seen.contains(s)), "{viewer:?} sees a suspect");
    }
}

#[test]
fn i_s5_the_rest_is_hq_with_the_bullets_beside_it() {
    let g = game(MissionId::M1, 4, 3);
    assert_eq!(g.hq_len(), 56 - 4 * 5 - 7);
    let v = public(&g);
    assert_eq!((v.hq, v.bullets, v.bullets_at_start, v.unresolved), (29, 10, 10, 7));
    assert!(v.discards.is_empty());
}

#[test]
fn i_s6_the_first_agent_is_drawn_from_the_seed_and_play_goes_clockwise() {
    let firsts: HashSet<usize> = (0..40).map(|s| game(MissionId::M1, 4, s).first_agent()).collect();
    assert_eq!(firsts, (0..4).collect(), "every seat can start");
    let mut g = game(MissionId::M1, 4, 11);
    let first = g.first_agent();
    assert_eq!(g.phase(), Phase::Turn { agent: first });
    assert_eq!(public(&g).first_agent, first);
    for k in 1..=5 {
        let a = turn(&g);
        ok(&mut g, a, Action::Wait);
        settle(&mut g);
        assert_eq!(turn(&g), (first + k) % 4);
    }
    // Names are optional and in seating order.
    let named = Config {
        names: vec!["Ada".into(), "".into(), "Cy".into()],
        ..Config::new(MissionId::M1, 3)
    };
    let v = Game::new(named, 1).unwrap().view_for(&Viewer::Public);
    assert_eq!(
        v.agents.iter().map(|a| a.name.as_str()).collect::<Vec<_>>(),
        ["Ada", "", "Cy"]
    );
    assert_eq!(
        Game::new(
            Config {
                names: vec!["Ada".into()],
                ..Config::new(MissionId::M1, 3)
            },
            1
        )
        .err(),
        Some(SetupError::NamesDoNotMatchAgents { names: 1, agents: 3 })
    );
    assert_eq!(
        Game::new(
            Config {
                names: vec!["x".repeat(25), "".into()],
                ..Config::new(MissionId::M1, 2)
            },
            1
        )
        .err(),
        Some(SetupError::NameTooLong { agent: 0, max: 24 })
    );
}

// ----- A turn -----

#[test]
fn i_a1_draw_a_suspect_onto_an_empty_stand_and_discard_hq_top_unseen() {
    let mut g = game(MissionId::M1, 3, 7);
    let a = turn(&g);
    let (hq, pile) = (g.hq_len(), g.pile_len());
    let top = top_of(&g, Place::Hq).unwrap();
    let events = ok(&mut g, a, Action::DrawSuspect);
    assert!(events.contains(&Event::SuspectDrawn { agent: a, tile: None }));
    assert!(events.contains(&Event::HqTopDiscarded));
    assert_eq!((g.hq_len(), g.pile_len()), (hq - 1, pile - 1));
    assert_eq!(where_is(&g, top), Place::Discard { face_up: false });
    assert_eq!(public(&g).discards, vec![DiscardView::FaceDown]);
    assert_eq!(
        g.view_for(&Viewer::Agent(a)).discards,
        vec![DiscardView::FaceDown],
        "unseen by the drawer too"
    );
    // Only the drawer sees the suspect.
    let suspect = g.suspect_identity(SuspectRef::Stand(a)).unwrap();
    let own = g.view_for(&Viewer::Agent(a)).agents[a].stand.clone().unwrap();
    assert_eq!((own.card, own.identity), (Slot::Shown(suspect), Some(suspect)));
    for viewer in [Viewer::Public, Viewer::Agent((a + 1) % 3)] {
        let stand = g.view_for(&viewer).agents[a].stand.clone().unwrap();
        assert_eq!((stand.card, stand.identity), (Slot::FaceDown, None));
    }
    assert_eq!(g.phase(), Phase::Turn { agent: (a + 1) % 3 });
    // A stand never holds more than one suspect.
    g.force_turn_for_test(a);
    assert_eq!(refused(&mut g, a, Action::DrawSuspect), ActionError::StandOccupied);
    assert!(!g.legal_actions(&a).contains(&Action::DrawSuspect));
}

#[test]
fn i_a1_an_empty_pile_refuses_and_an_empty_hq_skips_the_discard() {
    let mut g = game(MissionId::T1, 5, 2);
    drain_hq(&mut g);
    assert_eq!(g.hq_len(), 0);
    let a = turn(&g);
    let discards = public(&g).discards.len();
    let events = ok(&mut g, a, Action::DrawSuspect);
    assert!(!events.contains(&Event::HqTopDiscarded));
    assert_eq!(public(&g).discards.len(), discards);
    let b = turn(&g);
    ok(&mut g, b, Action::DrawSuspect);
    let c3 = turn(&g);
    assert_eq!(g.pile_len(), 0);
    assert_eq!(refused(&mut g, c3, Action::DrawSuspect), ActionError::SuspectPileEmpty);
}

#[test]
fn i_a2_give_a_hint_beside_your_own_suspect() {
    let mut g = game(MissionId::M1, 3, 8);
    set_hand(&mut g, 0, &[c(Blue, 5)]);
    g.force_turn_for_test(0);
    assert_eq!(
        refused(&mut g, 0, Action::GiveHint { card: c(Blue, 5) }),
        ActionError::NoSuspectOnYourStand
    );
    draw_as(&mut g, 0, c(Red, 10));
    g.force_turn_for_test(0);
    let not_mine = g.hand(1)[0];
    assert_eq!(
        refused(&mut g, 0, Action::GiveHint { card: not_mine }),
        ActionError::CardNotInYourHand { card: not_mine }
    );
    let before = g.hand(0).len();
    let events = ok(&mut g, 0, Action::GiveHint { card: c(Blue, 5) });
    assert_eq!(
        events[0],
        Event::HintPlaced {
            suspect: SuspectRef::Stand(0),
            hint: Hint {
                card: c(Blue, 5),
                vertical: true,
                by: 0,
                from_middle: false
            }
        }
    );
    assert_eq!(g.hand(0).len(), before - 1);
    assert_eq!(where_is(&g, c(Blue, 5)), Place::Hint(SuspectRef::Stand(0)));
    assert_eq!(public(&g).agents[0].stand.as_ref().unwrap().hints.len(), 1);
}

#[test]
fn i_a3_exchange_intel_then_you_may_draw() {
    let mut g = game(MissionId::M1, 3, 9);
    draw_as(&mut g, 1, c(Yellow, 8));
    set_hand(&mut g, 0, &[c(Red, 4), c(Red, 9)]);
    g.force_turn_for_test(0);
    let legal = g.legal_actions(&0);
    for draw in [false, true] {
        assert!(legal.contains(&Action::ExchangeIntel {
            target: 1,
            card: c(Red, 4),
            draw
        }));
    }
    assert!(legal
        .iter()
        .all(|a| !matches!(a, Action::ExchangeIntel { target: 2, .. })));
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::ExchangeIntel {
                target: 0,
                card: c(Red, 4),
                draw: false
            }
        ),
        ActionError::CannotExchangeWithYourself
    );
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::ExchangeIntel {
                target: 2,
                card: c(Red, 4),
                draw: false
            }
        ),
        ActionError::TargetHasNoSuspect { target: 2 }
    );
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::ExchangeIntel {
                target: 7,
                card: c(Red, 4),
                draw: false
            }
        ),
        ActionError::NoSuchAgent { agent: 7, agents: 3 }
    );
    // Drawing is optional.
    let (hand, hq) = (g.hand(0).len(), g.hq_len());
    let top = top_of(&g, Place::Hq).unwrap();
    let events = ok(
        &mut g,
        0,
        Action::ExchangeIntel {
            target: 1,
            card: c(Red, 4),
            draw: true,
        },
    );
    assert!(events.contains(&Event::CardsDrawn { agent: 0, count: 1 }));
    assert_eq!((g.hand(0).len(), g.hq_len()), (hand, hq - 1));
    assert_eq!(where_is(&g, top), Place::Hand(0));
    assert!(g.hints(SuspectRef::Stand(1))[0].vertical, "4 is a factor of 8");
    act_as(
        &mut g,
        0,
        Action::ExchangeIntel {
            target: 1,
            card: c(Red, 9),
            draw: false,
        },
    );
    assert_eq!(g.hand(0).len(), hand - 1);
    assert!(!g.hints(SuspectRef::Stand(1))[1].vertical);
}

#[test]
fn i_a3_no_draw_from_an_empty_hq() {
    let mut g = game(MissionId::T1, 5, 3);
    draw_as(&mut g, 1, c(Red, 5));
    g.force_turn_for_test(0);
    drain_hq(&mut g);
    let a = (0..5).find(|&a| a != 1 && !g.hand(a).is_empty()).unwrap();
    let card = g.hand(a)[0];
    g.force_turn_for_test(a);
    assert_eq!(
        refused(
            &mut g,
            a,
            Action::ExchangeIntel {
                target: 1,
                card,
                draw: true
            }
        ),
        ActionError::HqEmpty
    );
    ok(
        &mut g,
        a,
        Action::ExchangeIntel {
            target: 1,
            card,
            draw: false,
        },
    );
}

#[test]
fn i_a4_wait_discards_the_top_card_unseen_then_draws_one_to_three() {
    let mut g = game(MissionId::T1, 5, 4);
    // T1 with 5 agents: 36 − 25 − 2 = 9 cards in HQ.
    assert_eq!(g.hq_len(), 9);
    let a = turn(&g);
    let top = top_of(&g, Place::Hq).unwrap();
    let events = ok(&mut g, a, Action::Wait);
    assert_eq!(events, vec![Event::HqTopDiscarded]);
    assert_eq!(where_is(&g, top), Place::Discard { face_up: false });
    assert_eq!(g.phase(), Phase::WaitDraw { agent: a, max: 3 });
    assert_eq!(
        g.legal_actions(&a),
        (1..=3).map(|count| Action::DrawFromHq { count }).collect::<Vec<_>>()
    );
    assert_eq!(
        refused(&mut g, a, Action::DrawFromHq { count: 0 }),
        ActionError::DrawCountOutOfRange { count: 0, max: 3 }
    );
    assert_eq!(
        refused(&mut g, a, Action::DrawFromHq { count: 4 }),
        ActionError::DrawCountOutOfRange { count: 4, max: 3 }
    );
    assert_eq!(
        refused(&mut g, a, Action::Wait),
        ActionError::WrongPhase {
            action: ActionKind::Wait,
            phase: PhaseKind::WaitDraw
        }
    );
    let other = (a + 1) % 5;
    assert_eq!(
        refused(&mut g, other, Action::DrawFromHq { count: 1 }),
        ActionError::NotYourTurn {
            agent: other,
            current: a
        }
    );
    let events = ok(&mut g, a, Action::DrawFromHq { count: 2 });
    assert_eq!(events[0], Event::CardsDrawn { agent: a, count: 2 });
    assert_eq!((g.hand(a).len(), g.hq_len()), (7, 6));
    // Limited by what HQ holds: 6 → discard → draw 3 → 2 left; then discard → 1 to draw at most.
    let b = turn(&g);
    ok(&mut g, b, Action::Wait);
    ok(&mut g, b, Action::DrawFromHq { count: 3 });
    settle(&mut g);
    let c3 = turn(&g);
    ok(&mut g, c3, Action::Wait);
    assert_eq!(g.phase(), Phase::WaitDraw { agent: c3, max: 1 });
    ok(&mut g, c3, Action::DrawFromHq { count: 1 });
    assert_eq!(g.hq_len(), 0);
    let d = turn(&g);
    assert_eq!(refused(&mut g, d, Action::Wait), ActionError::HqEmpty);
}

#[test]
fn i_a5_a_wrong_shot_spends_the_bullet_and_the_suspect_stays_secret() {
    let mut g = game(MissionId::M1, 3, 5);
    draw_as(&mut g, 0, c(Red, 6));
    g.force_turn_for_test(1);
    let events = ok(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 12)),
        },
    );
    assert_eq!(
        events[0],
        Event::ShotFired {
            by: 1,
            target: SuspectRef::Stand(0),
            guess: guess(c(Red, 12)),
            hit: false
        }
    );
    assert_eq!(g.bullets(), 9);
    assert_eq!(where_is(&g, c(Red, 6)), Place::Stand(0));
    assert_eq!(public(&g).agents[0].stand.clone().unwrap().card, Slot::FaceDown);
    assert_eq!(public(&g).shots.len(), 1);
    assert_eq!(g.phase(), Phase::Turn { agent: 2 });
}

#[test]
fn i_a5_a_right_shot_eliminates_and_the_reward_may_be_a_face_down_card() {
    let mut g = game(MissionId::M1, 3, 6);
    draw_as(&mut g, 0, c(Red, 6));
    set_hand(&mut g, 0, &[c(Black, 3)]);
    act_as(&mut g, 0, Action::GiveHint { card: c(Black, 3) });
    let face_down = g
        .card_places()
        .into_iter()
        .find(|(_, p)| *p == Place::Discard { face_up: false })
        .unwrap()
        .0;
    g.force_turn_for_test(2);
    let events = ok(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert!(events.contains(&Event::SuspectEliminated {
        suspect: SuspectRef::Stand(0),
        identity: c(Red, 6)
    }));
    assert!(events.contains(&Event::HintsCleared {
        discarded: 1,
        face_up: true,
        back_to_middle: 0
    }));
    assert_eq!(where_is(&g, c(Red, 6)), Place::Hq, "shuffled back into HQ");
    assert_eq!(where_is(&g, c(Black, 3)), Place::Discard { face_up: true });
    assert_eq!((g.bullets(), g.unresolved()), (9, 6));
    assert_eq!(
        g.phase(),
        Phase::Reward {
            agent: 2,
            set_aside: false
        }
    );
    // The shooter looks through the face-down discards; nobody else does.
    let i = public(&g)
        .discards
        .iter()
        .position(|d| *d == DiscardView::FaceDown)
        .unwrap();
    assert_eq!(
        g.view_for(&Viewer::Agent(2)).discards[i],
        DiscardView::FaceDownSeen(face_down)
    );
    assert_eq!(g.view_for(&Viewer::Agent(1)).discards[i], DiscardView::FaceDown);
    assert_eq!(
        refused(&mut g, 2, Action::TakeReward { discard: 9 }),
        ActionError::NoSuchDiscard { index: 9, len: 2 }
    );
    let events = ok(&mut g, 2, Action::TakeReward { discard: i });
    assert_eq!(events[0], Event::RewardTaken { agent: 2, card: None });
    assert_eq!(where_is(&g, face_down), Place::Hand(2));
    assert!(!cards_in_view(&g, Viewer::Public).contains(&face_down));
    assert_eq!(
        g.view_for(&Viewer::Agent(2)).discards,
        vec![DiscardView::FaceUp(c(Black, 3))]
    );
    assert_eq!(g.phase(), Phase::Turn { agent: 0 });
}

#[test]
fn i_a5_the_reward_is_optional_and_face_up_rewards_are_public() {
    let mut g = game(MissionId::M1, 3, 6);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Blue, 7));
    set_hand(&mut g, 0, &[c(Black, 3)]);
    act_as(&mut g, 0, Action::GiveHint { card: c(Black, 3) });
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    let hand = g.hand(1).len();
    let events = ok(&mut g, 1, Action::DeclineReward);
    assert_eq!(events[0], Event::RewardDeclined { agent: 1 });
    assert_eq!(g.hand(1).len(), hand);
    draw_as(&mut g, 0, c(Red, 8));
    let i = public(&g)
        .discards
        .iter()
        .position(|d| *d == DiscardView::FaceUp(c(Black, 3)))
        .unwrap();
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 1,
            guess: guess(c(Blue, 7)),
        },
    );
    let events = ok(&mut g, 2, Action::TakeReward { discard: i });
    assert_eq!(
        events[0],
        Event::RewardTaken {
            agent: 2,
            card: Some(c(Black, 3))
        }
    );
    assert!(g.was_shown(c(Black, 3)));
}

#[test]
fn i_a5_interpretation_you_cannot_shoot_your_own_suspect_and_only_name_mission_cards() {
    let mut g = game(MissionId::T1, 3, 6);
    draw_as(&mut g, 0, c(Red, 6));
    g.force_turn_for_test(0);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Shoot {
                target: 0,
                guess: guess(c(Red, 6))
            }
        ),
        ActionError::CannotShootYourOwnSuspect
    );
    assert!(g.legal_actions(&0).iter().all(|a| a.kind() != ActionKind::Shoot));
    g.force_turn_for_test(1);
    assert_eq!(
        refused(
            &mut g,
            1,
            Action::Shoot {
                target: 2,
                guess: guess(c(Red, 6))
            }
        ),
        ActionError::TargetHasNoSuspect { target: 2 }
    );
    // T1 has red, black and yellow 2–13.
    for bad in [
        Guess { suit: Red, number: 14 },
        Guess { suit: Blue, number: 6 },
        Guess { suit: Red, number: 1 },
        Guess { suit: Red, number: 0 },
    ] {
        assert_eq!(
            refused(&mut g, 1, Action::Shoot { target: 0, guess: bad }),
            ActionError::GuessNotInMission { guess: bad }
        );
    }
    let shots = g
        .legal_actions(&1)
        .iter()
        .filter(|a| a.kind() == ActionKind::Shoot)
        .count();
    assert_eq!(shots, 36, "every card of the mission, for the one suspect");
}

#[test]
fn i_a6_over_the_hand_limit_discard_down_to_seven_face_up() {
    let mut g = game(MissionId::M1, 3, 12);
    let a = turn(&g);
    ok(&mut g, a, Action::Wait);
    ok(&mut g, a, Action::DrawFromHq { count: 3 });
    assert_eq!(g.hand(a).len(), 8, "5 + 3");
    assert_eq!(g.phase(), Phase::HandLimit { agent: a, limit: 7 });
    assert_eq!(
        refused(&mut g, a, Action::Wait),
        ActionError::WrongPhase {
            action: ActionKind::Wait,
            phase: PhaseKind::HandLimit
        }
    );
    assert_eq!(
        refused(&mut g, a, Action::DiscardFromHand { slot: 8 }),
        ActionError::NoSuchHandSlot { slot: 8, len: 8 }
    );
    let chosen = g.hand(a)[3];
    let events = ok(&mut g, a, Action::DiscardFromHand { slot: 3 });
    assert_eq!(
        events[0],
        Event::CardDiscarded {
            agent: a,
            card: Some(chosen)
        }
    );
    assert_eq!(where_is(&g, chosen), Place::Discard { face_up: true });
    assert!(public(&g).discards.contains(&DiscardView::FaceUp(chosen)));
    assert_eq!(g.phase(), Phase::Turn { agent: (a + 1) % 3 });
}

#[test]
fn i_a6_discard_one_at_a_time_until_seven() {
    let mut g = game(MissionId::M1, 3, 12);
    let a = turn(&g);
    ok(&mut g, a, Action::Wait);
    ok(&mut g, a, Action::DrawFromHq { count: 2 });
    g.force_turn_for_test(a);
    ok(&mut g, a, Action::Wait);
    ok(&mut g, a, Action::DrawFromHq { count: 3 });
    assert_eq!(g.hand(a).len(), 10);
    for left in [9, 8, 7] {
        assert_eq!(g.phase(), Phase::HandLimit { agent: a, limit: 7 });
        assert_eq!(g.legal_actions(&a).len(), left + 1);
        ok(&mut g, a, Action::DiscardFromHand { slot: 0 });
    }
    assert_eq!(g.hand(a).len(), 7);
    assert!(matches!(g.phase(), Phase::Turn { .. }));
}

/// I-A7 is table etiquette: the app shows the reminder and cannot enforce it. What it can do is offer no action
/// that tells the table about a hand or a suspect, and keep both out of the shared screen.
#[test]
fn i_a7_no_action_publishes_a_hand_or_suspect() {
    let kinds = ActionKind::ALL;
    assert_eq!(kinds.len(), 15);
    let mut g = game(MissionId::M4, 3, 2);
    assert!(public(&g).no_communication);
    play(&mut g, 5, |g, _, _| {
        if g.outcome().is_some() {
            return;
        }
        let secret: HashSet<Card> = g
            .card_places()
            .into_iter()
            .filter(|(c, p)| matches!(p, Place::Hand(_) | Place::Stand(_)) && !g.was_shown(*c))
            .map(|(c, _)| c)
            .collect();
        assert!(cards_in_view(g, Viewer::Public).iter().all(|c| !secret.contains(c)));
    });
}

#[test]
fn i_a8_face_up_discards_are_open_face_down_ones_never() {
    let mut g = game(MissionId::M1, 2, 12);
    let a = turn(&g);
    ok(&mut g, a, Action::Wait);
    ok(&mut g, a, Action::DrawFromHq { count: 3 });
    ok(&mut g, a, Action::DiscardFromHand { slot: 0 });
    let face_down = top_of(&g, Place::Discard { face_up: false }).unwrap();
    let face_up = top_of(&g, Place::Discard { face_up: true }).unwrap();
    for viewer in [Viewer::Public, Viewer::Agent(0), Viewer::Agent(1)] {
        let v = g.view_for(&viewer);
        assert_eq!(
            v.discards,
            vec![DiscardView::FaceDown, DiscardView::FaceUp(face_up)],
            "{viewer:?}"
        );
        assert!(!cards_in_view(&g, viewer).contains(&face_down));
    }
}

// ----- Game end -----

#[test]
fn i_e1_the_agents_win_when_every_suspect_is_eliminated() {
    let mut g = game(MissionId::T1, 2, 3);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Black, 9));
    assert_eq!(g.pile_len(), 0);
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert!(matches!(g.phase(), Phase::Reward { agent: 1, .. }));
    ok(&mut g, 1, Action::DeclineReward);
    assert_eq!(g.outcome(), None, "one suspect left");
    let events = act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Black, 9)),
        },
    );
    let won = Outcome::Won(WinReason::AllSuspectsEliminated);
    assert_eq!(events.last(), Some(&Event::GameOver(won)));
    assert_eq!(g.outcome(), Some(won));
    assert_eq!(
        g.phase(),
        Phase::GameOver(won),
        "checked at once: no reward after the last suspect"
    );
    assert_eq!(refused(&mut g, 0, Action::Wait), ActionError::GameIsOver);
    assert!(g.legal_actions(&0).is_empty());
}

#[test]
fn i_e2_out_of_cards_is_a_loss() {
    let mut g = game(MissionId::T1, 2, 4);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Black, 9));
    drain_hq(&mut g);
    let mut last = Vec::new();
    while g.outcome().is_none() {
        let a = turn(&g);
        let card = g.hand(a)[0];
        last = ok(&mut g, a, Action::GiveHint { card });
    }
    assert_eq!(
        last.last(),
        Some(&Event::GameOver(Outcome::Lost(LossReason::OutOfCards)))
    );
    assert_eq!(g.hq_len(), 0);
    assert!(g.hand(0).is_empty() && g.hand(1).is_empty());
}

/// The rulebook's example: 4 unresolved suspects and only 3 bullets.
#[test]
fn i_e2_fewer_bullets_than_unresolved_suspects_is_a_loss() {
    let mut g = game(MissionId::T2, 4, 5);
    assert_eq!((g.bullets(), g.unresolved()), (7, 4));
    for a in 0..4 {
        draw_as(&mut g, a, c(Red, 2 + a as u8));
    }
    for shot in 0..4 {
        assert_eq!(g.outcome(), None);
        act_as(
            &mut g,
            0,
            Action::Shoot {
                target: 1,
                guess: Guess { suit: Red, number: 15 },
            },
        );
        assert_eq!(g.bullets(), 6 - shot);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Lost(LossReason::TooFewBullets {
            bullets: 3,
            unresolved: 4
        }))
    );
}

#[test]
fn i_e3_an_agent_who_cannot_act_is_passed_over() {
    // T1, 2 agents: agent 0 keeps the last suspect and runs out of cards while agent 1, without a suspect, still
    // has some. Agent 0 then has nothing to do: it cannot draw, hint, exchange, wait or shoot its own suspect.
    let mut g = game(MissionId::T1, 2, 6);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Black, 9));
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Black, 9)),
        },
    );
    ok(&mut g, 0, Action::DeclineReward);
    drain_hq(&mut g);
    // Agent 0 plays its hand as hints; agent 1 keeps cards by shooting wrong (bullets 4, 1 suspect left).
    let mut skipped = false;
    while g.outcome().is_none() {
        let a = turn(&g);
        let events = if a == 0 {
            let card = g.hand(0)[0];
            ok(&mut g, 0, Action::GiveHint { card })
        } else if g.bullets() > 1 {
            ok(
                &mut g,
                1,
                Action::Shoot {
                    target: 0,
                    guess: guess(c(Red, 7)),
                },
            )
        } else {
            let card = g.hand(1)[0];
            ok(
                &mut g,
                1,
                Action::ExchangeIntel {
                    target: 0,
                    card,
                    draw: false,
                },
            )
        };
        if events.contains(&Event::TurnSkipped { agent: 0 }) {
            skipped = true;
            assert!(g.hand(0).is_empty());
            assert_eq!(g.phase(), Phase::Turn { agent: 1 });
        }
    }
    assert!(skipped, "agent 0 had nothing to do and was passed over");
    assert_eq!(g.outcome(), Some(Outcome::Lost(LossReason::OutOfCards)));
}

/// No legal position leaves every agent without an action (a suspect on a stand can always be shot or hinted
/// at, a suspect in the pile drawn), so the I-E3 loss is a safety net; it is shown on a saved state edited by
/// hand: an I-M18 last stand whose 9th suspect never reached a stand.
#[test]
fn i_e3_a_table_where_nobody_can_act_is_lost() {
    let g = game(MissionId::M18, 2, 1);
    let mut v = serde_json::to_value(&g).unwrap();
    let mut hq: Vec<serde_json::Value> = v["hq"].as_array().unwrap().clone();
    let mut pile: Vec<serde_json::Value> = v["pile"].as_array().unwrap().clone();
    let mut hand: Vec<serde_json::Value> = v["agents"][0]["hand"].as_array().unwrap().clone();
    hand.extend(hq.drain(..3));
    hq.append(&mut pile);
    hq.extend(v["agents"][1]["hand"].as_array().unwrap().clone());
    v["agents"][0]["hand"] = hand.into();
    v["agents"][1]["hand"] = serde_json::json!([]);
    v["hq"] = hq.into();
    v["pile"] = serde_json::json!([]);
    v["last_stand"] = serde_json::json!(true);
    v["phase"] = serde_json::json!({"HandLimit": {"agent": 0, "limit": 7}});
    let mut g: Game = serde_json::from_value(v).unwrap();
    let events = ok(&mut g, 0, Action::DiscardFromHand { slot: 0 });
    assert!(events.contains(&Event::TurnSkipped { agent: 1 }));
    assert!(events.contains(&Event::TurnSkipped { agent: 0 }));
    assert_eq!(g.outcome(), Some(Outcome::Lost(LossReason::NoActionPossible)));
}

// ----- Hint boards -----

#[test]
fn i_h1_the_board_crosses_off_what_the_hints_rule_out_and_says_why() {
    let mut g = game(MissionId::M1, 3, 13);
    draw_as(&mut g, 0, c(Red, 6));
    set_hand(&mut g, 0, &[c(Black, 3), c(Yellow, 4)]);
    act_as(&mut g, 0, Action::GiveHint { card: c(Black, 3) });
    act_as(&mut g, 0, Action::GiveHint { card: c(Yellow, 4) });
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert!(!b.disguised);
    assert_eq!(b.cells.len(), 56, "every card of the mission");
    // Independently: related to black 3, unrelated to yellow 4, and not one of the two hint cards.
    let expected: Vec<Card> = MissionId::M1
        .mission()
        .deck()
        .into_iter()
        .filter(|&x| {
            let n = x.number.unwrap();
            (x.suit == Black || n % 3 == 0 || 3 % n == 0)
                && !(x.suit == Yellow || n % 4 == 0 || 4 % n == 0)
                && x != c(Black, 3)
        })
        .collect();
    assert_eq!(b.candidates(), expected);
    assert!(b.is_candidate(c(Red, 6)));
    assert_eq!(
        reasons(&b, c(Yellow, 6)),
        vec![Exclusion::Hint {
            index: 1,
            card: c(Yellow, 4),
            vertical: false
        }]
    );
    assert_eq!(
        reasons(&b, c(Red, 5)),
        vec![Exclusion::Hint {
            index: 0,
            card: c(Black, 3),
            vertical: true
        }]
    );
    assert_eq!(reasons(&b, c(Yellow, 5)).len(), 2, "both hints rule it out");
    assert_eq!(
        reasons(&b, c(Black, 3)),
        vec![Exclusion::Visible(VisiblePlace::HintBeside(SuspectRef::Stand(0)))]
    );
    // The paper board's suits and numbers.
    assert!(!b.suit_open(Yellow) && b.suit_open(Black));
    assert!(!b.number_open(4) && !b.number_open(2) && b.number_open(9) && b.number_open(5));
    assert_eq!(public(&g).boards, vec![b]);
}

#[test]
fn i_h1_the_public_board_never_uses_hidden_cards_but_an_agent_board_uses_the_own_hand() {
    let mut g = game(MissionId::M1, 3, 14);
    draw_as(&mut g, 0, c(Red, 6));
    set_hand(&mut g, 1, &[c(Blue, 2), c(Blue, 3)]);
    let hq_top = top_of(&g, Place::Hq).unwrap();
    let face_down = top_of(&g, Place::Discard { face_up: false }).unwrap();
    let p = board(&g, SuspectRef::Stand(0), Viewer::Public);
    for hidden in [c(Blue, 2), c(Blue, 3), hq_top, face_down] {
        assert!(p.is_candidate(hidden), "{hidden} is hidden from the table");
    }
    let mine = board(&g, SuspectRef::Stand(0), Viewer::Agent(1));
    assert_eq!(reasons(&mine, c(Blue, 2)), vec![Exclusion::InYourHand]);
    assert!(mine.is_candidate(c(Red, 6)));
    assert_eq!(g.view_for(&Viewer::Agent(1)).boards, vec![mine]);
    // The owner's own board of its own suspect is computed too, without excluding the suspect itself.
    assert!(board(&g, SuspectRef::Stand(0), Viewer::Agent(0)).is_candidate(c(Red, 6)));
    // Another agent's suspect is crossed off on your boards of the others.
    draw_as(&mut g, 1, c(Yellow, 7));
    let theirs = board(&g, SuspectRef::Stand(0), Viewer::Agent(1));
    assert_eq!(reasons(&theirs, c(Yellow, 7)), vec![Exclusion::YourSuspect]);
    assert!(board(&g, SuspectRef::Stand(0), Viewer::Public).is_candidate(c(Yellow, 7)));
}

#[test]
fn i_h1_face_up_cards_elsewhere_and_cards_shown_earlier_are_crossed_off() {
    let mut g = game(MissionId::M1, 3, 15);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Blue, 9));
    set_hand(&mut g, 2, &[c(Yellow, 2), c(Yellow, 3)]);
    act_as(
        &mut g,
        2,
        Action::ExchangeIntel {
            target: 1,
            card: c(Yellow, 2),
            draw: false,
        },
    );
    // A face-up hand-limit discard: 4 cards, two waits of 3.
    for _ in 0..2 {
        g.force_turn_for_test(2);
        ok(&mut g, 2, Action::Wait);
        ok(&mut g, 2, Action::DrawFromHq { count: 3 });
    }
    let slot = g.hand(2).iter().position(|&x| x == c(Yellow, 3)).unwrap();
    ok(&mut g, 2, Action::DiscardFromHand { slot });
    settle(&mut g);
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert_eq!(
        reasons(&b, c(Yellow, 2)),
        vec![Exclusion::Visible(VisiblePlace::HintBeside(SuspectRef::Stand(1)))]
    );
    assert_eq!(
        reasons(&b, c(Yellow, 3)),
        vec![Exclusion::Visible(VisiblePlace::FaceUpDiscard)]
    );
    // Taken back into a hand, a card stays crossed off: the table saw it, and suspects never left the pile.
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Blue, 9)),
        },
    );
    let i = public(&g)
        .discards
        .iter()
        .position(|d| *d == DiscardView::FaceUp(c(Yellow, 3)))
        .unwrap();
    ok(&mut g, 0, Action::TakeReward { discard: i });
    assert_eq!(where_is(&g, c(Yellow, 3)), Place::Hand(0));
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert_eq!(reasons(&b, c(Yellow, 3)), vec![Exclusion::ShownEarlier]);
}

/// A deliberate choice (see NOTES.md): an eliminated suspect is back in HQ, so it lies nowhere known, but it was a
/// suspect already and the pile is never refilled, so it cannot be another one. It is crossed off as
/// `Eliminated`, not as a card seen somewhere.
#[test]
fn i_h1_an_eliminated_suspect_is_crossed_off_as_eliminated() {
    let mut g = game(MissionId::M1, 3, 16);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Blue, 9));
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 1,
            guess: guess(c(Blue, 9)),
        },
    );
    ok(&mut g, 2, Action::DeclineReward);
    assert_eq!(where_is(&g, c(Blue, 9)), Place::Hq);
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert_eq!(reasons(&b, c(Blue, 9)), vec![Exclusion::Eliminated]);
    assert_eq!(public(&g).eliminations[0].identity, c(Blue, 9));
}

// ----- The mission table: one test per row -----

/// One row as printed in the rulebook: suspects and bullets for a table of `n`, suits, highest number, starting
/// hand, hand limit.
fn check_row(
    id: MissionId,
    suspects: fn(u8) -> u8,
    bullets: fn(u8) -> u8,
    suits: u8,
    highest: u8,
    hand: u8,
    limit: u8,
) {
    let m = id.mission();
    assert_eq!(m.id, id);
    assert_eq!(
        (m.suits, m.lowest, m.highest, m.starting_hand, m.hand_limit),
        (suits, 2, highest, hand, limit)
    );
    for n in 2..=5u8 {
        let g = game(id, usize::from(n), 100 + u64::from(n));
        assert_eq!(g.unresolved(), suspects(n), "{id} suspects with {n} agents");
        assert_eq!(g.bullets(), bullets(n), "{id} bullets with {n} agents");
        let set_aside = u8::from(m.has(SpecialRule::LastStand) || m.has_extra_suspect());
        assert_eq!(g.pile_len() as u8, suspects(n) - set_aside);
        assert!((0..usize::from(n)).all(|a| g.hand(a).len() == usize::from(hand)));
        let cards: HashSet<Card> = g.card_places().into_iter().map(|(c, _)| c).collect();
        let in_play: HashSet<Suit> = cards.iter().map(|c| c.suit).collect();
        assert_eq!(in_play, Suit::first(suits).iter().copied().collect());
        let expected: HashSet<Card> = mission_cards(m).into_iter().collect();
        assert_eq!(cards, expected);
        assert_eq!(
            cards.iter().filter_map(|c| c.number).max(),
            Some(highest),
            "{id} numbers run 2–{highest}"
        );
    }
}

macro_rules! rows {
    ($($name:ident: $id:ident, $sus:expr, $bul:expr, $suits:expr, $hi:expr, $hand:expr, $limit:expr;)*) => {$(
        #[test]
        fn $name() {
            check_row(MissionId::$id, $sus, $bul, $suits, $hi, $hand, $limit);
        }
    )*};
}

rows! {
    t1_table_row: T1, |_| 2, |_| 5, 3, 13, 5, 7;
    t2_table_row: T2, |n| n, |n| n + 3, 3, 15, 5, 7;
    t3_table_row: T3, |n| n, |n| n + 3, 4, 15, 5, 7;
    i_m1_table_row: M1, |_| 7, |_| 10, 4, 15, 5, 7;
    i_m2_table_row: M2, |_| 8, |_| 11, 4, 15, 5, 7;
    i_m3_table_row: M3, |_| 8, |_| 11, 4, 15, 5, 7;
    i_m4_table_row: M4, |_| 8, |_| 9, 4, 15, 5, 7;
    i_m5_table_row: M5, |_| 9, |_| 12, 5, 15, 5, 7;
    i_m6_table_row: M6, |_| 9, |_| 9, 4, 15, 5, 7;
    i_m7_table_row: M7, |_| 6, |_| 7, 4, 15, 5, 7;
    i_m8_table_row: M8, |_| 8, |_| 8, 4, 15, 5, 7;
    i_m9_table_row: M9, |_| 9, |_| 12, 5, 15, 3, 3;
    i_m10_table_row: M10, |_| 9, |_| 10, 5, 15, 5, 7;
    i_m11_table_row: M11, |_| 9, |_| 12, 4, 15, 5, 7;
    i_m12_table_row: M12, |_| 6, |_| 6, 5, 15, 5, 7;
    i_m13_table_row: M13, |_| 8, |_| 10, 5, 15, 5, 7;
    i_m14_table_row: M14, |_| 9, |_| 11, 5, 15, 5, 7;
    i_m15_table_row: M15, |_| 9, |_| 10, 5, 15, 5, 7;
    i_m16_table_row: M16, |_| 9, |_| 10, 5, 15, 5, 7;
    i_m17_table_row: M17, |_| 9, |_| 9, 5, 15, 5, 7;
    i_m18_table_row: M18, |_| 9, |_| 9, 5, 15, 5, 7;
    i_m19_table_row: M19, |_| 9, |_| 9, 5, 15, 5, 7;
    i_m20_table_row: M20, |_| 11, |_| 12, 5, 15, 5, 7;
}

#[test]
fn the_special_rules_are_where_the_table_says() {
    use SpecialRule as R;
    let expected: Vec<(MissionId, Vec<SpecialRule>)> = vec![
        (MissionId::T3, vec![R::TimeLimit { minutes: 15 }]),
        (MissionId::M2, vec![R::FaceDownDiscards]),
        (MissionId::M3, vec![R::OrderedSuspects]),
        (MissionId::M4, vec![R::NoCommunication]),
        (MissionId::M6, vec![R::SpecialCardsInMiddle]),
        (MissionId::M7, vec![R::BalancedHintsToShoot { min_hints: 4 }]),
        (MissionId::M8, vec![R::ExchangeWithLeftOnly]),
        (MissionId::M10, vec![R::NoCommunication]),
        (MissionId::M11, vec![R::ShootRightOnly, R::NoCommunication]),
        (MissionId::M12, vec![R::SingleShooter]),
        (MissionId::M13, vec![R::BalancedHintsToShoot { min_hints: 4 }]),
        (MissionId::M14, vec![R::OrderedSuspects, R::FaceDownDiscards]),
        (MissionId::M15, vec![R::SpecialCardsInDeck]),
        (MissionId::M16, vec![R::Disguise]),
        (MissionId::M17, vec![R::HandsFaceOut]),
        (MissionId::M18, vec![R::LastStand]),
        (
            MissionId::M20,
            vec![R::ExtraSuspect {
                hints: 1,
                hints_two_agents: 2,
            }],
        ),
    ];
    for id in MissionId::ALL {
        let want = expected
            .iter()
            .find(|(m, _)| *m == id)
            .map_or(Vec::new(), |(_, r)| r.clone());
        assert_eq!(id.mission().special.to_vec(), want, "{id}");
    }
}

// ----- Special rules -----

#[test]
fn t3_time_up_is_a_loss_sent_as_an_action() {
    let mut g = game(MissionId::T3, 3, 1);
    assert_eq!(public(&g).time_limit_minutes, Some(15));
    for a in 0..3 {
        assert!(
            g.legal_actions(&a).contains(&Action::TimeUp),
            "any seat's device may send it"
        );
    }
    assert!(g.reveals_hidden_information(&Action::TimeUp));
    let a = turn(&g);
    ok(&mut g, a, Action::DrawSuspect);
    let events = ok(&mut g, 2, Action::TimeUp);
    assert_eq!(
        events,
        vec![Event::TimeRanOut, Event::GameOver(Outcome::Lost(LossReason::TimeUp))]
    );
    // It replays like any other action.
    let log = vec![(a, Action::DrawSuspect), (2, Action::TimeUp)];
    let again: Game = replay(Config::new(MissionId::T3, 3), 1, &log).unwrap();
    assert_eq!(again, g);
    // Only T3 has a clock.
    let mut other = game(MissionId::T2, 3, 1);
    assert_eq!(refused(&mut other, 0, Action::TimeUp), ActionError::NoTimeLimit);
    assert!(other.legal_actions(&0).iter().all(|x| *x != Action::TimeUp));
    assert_eq!(public(&other).time_limit_minutes, None);
}

#[test]
fn i_m2_every_discard_goes_face_down() {
    let mut g = game(MissionId::M2, 3, 2);
    draw_as(&mut g, 0, c(Red, 6));
    set_hand(&mut g, 1, &[c(Black, 3)]);
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Black, 3),
            draw: false,
        },
    );
    let events = act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert!(events.contains(&Event::HintsCleared {
        discarded: 1,
        face_up: false,
        back_to_middle: 0
    }));
    assert_eq!(where_is(&g, c(Black, 3)), Place::Discard { face_up: false });
    assert!(public(&g).discards.iter().all(|d| *d == DiscardView::FaceDown));
    ok(&mut g, 2, Action::DeclineReward);
    // Hand-limit discards too.
    for _ in 0..2 {
        g.force_turn_for_test(1);
        ok(&mut g, 1, Action::Wait);
        ok(&mut g, 1, Action::DrawFromHq { count: 3 });
    }
    assert_eq!(g.phase(), Phase::HandLimit { agent: 1, limit: 7 });
    assert!(
        !g.reveals_hidden_information(&Action::DiscardFromHand { slot: 0 }),
        "nobody sees it"
    );
    let events = ok(&mut g, 1, Action::DiscardFromHand { slot: 0 });
    assert_eq!(events[0], Event::CardDiscarded { agent: 1, card: None });
    settle(&mut g);
    assert!(public(&g).discards.iter().all(|d| *d == DiscardView::FaceDown));
    // The hint card was seen before it went face down: still off every board.
    draw_as(&mut g, 0, c(Red, 7));
    assert_eq!(
        reasons(&board(&g, SuspectRef::Stand(0), Viewer::Public), c(Black, 3)),
        vec![Exclusion::ShownEarlier]
    );
}

#[test]
fn i_m3_suspects_take_number_tiles_and_fall_in_tile_order() {
    let mut g = game(MissionId::M3, 3, 3);
    let events = draw_as(&mut g, 0, c(Red, 6));
    assert!(events.contains(&Event::SuspectDrawn {
        agent: 0,
        tile: Some(1)
    }));
    draw_as(&mut g, 1, c(Blue, 9));
    draw_as(&mut g, 2, c(Black, 4));
    let tiles: Vec<Option<u8>> = public(&g)
        .agents
        .iter()
        .map(|a| a.stand.as_ref().unwrap().tile)
        .collect();
    assert_eq!(tiles, vec![Some(1), Some(2), Some(3)]);
    assert_eq!(public(&g).next_tile, Some(1));
    g.force_turn_for_test(0);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Shoot {
                target: 1,
                guess: guess(c(Blue, 9))
            }
        ),
        ActionError::OutOfTileOrder { tile: 2, next: 1 }
    );
    assert!(g
        .legal_actions(&0)
        .iter()
        .all(|a| !matches!(a, Action::Shoot { target: 1 | 2, .. })));
    // A wrong shot does not move the order on.
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 7)),
        },
    );
    assert_eq!(g.next_tile(), 1);
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    ok(&mut g, 1, Action::DeclineReward);
    assert_eq!(public(&g).next_tile, Some(2));
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Blue, 9)),
        },
    );
    ok(&mut g, 0, Action::DeclineReward);
    // The next suspect drawn takes tile 4.
    let events = draw_as(&mut g, 0, c(Yellow, 2));
    assert!(events.contains(&Event::SuspectDrawn {
        agent: 0,
        tile: Some(4)
    }));
}

#[test]
fn i_m4_no_communication_is_shown_as_a_banner() {
    assert!(public(&game(MissionId::M4, 3, 1)).no_communication);
    for id in MissionId::ALL {
        let expected = matches!(id, MissionId::M4 | MissionId::M10 | MissionId::M11);
        assert_eq!(id.mission().no_communication(), expected, "{id}");
    }
}

#[test]
fn i_m6_the_special_cards_in_the_middle_serve_any_exchange() {
    let mut g = game(MissionId::M6, 3, 4);
    let v = public(&g);
    assert_eq!(
        v.middle,
        vec![
            Card::special(Red),
            Card::special(Black),
            Card::special(Yellow),
            Card::special(Blue)
        ]
    );
    draw_as(&mut g, 0, c(Red, 6));
    // Not as your own hint.
    g.force_turn_for_test(0);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::GiveHint {
                card: Card::special(Red)
            }
        ),
        ActionError::MiddleCardOnlyForExchange {
            card: Card::special(Red)
        }
    );
    // As an exchange, by suit, and the agent still draws as usual.
    let hand = g.hand(1).len();
    g.force_turn_for_test(1);
    assert!(g.legal_actions(&1).contains(&Action::ExchangeIntel {
        target: 0,
        card: Card::special(Red),
        draw: true
    }));
    let events = ok(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: Card::special(Red),
            draw: true,
        },
    );
    assert!(matches!(
        events[0],
        Event::HintPlaced {
            hint: Hint {
                vertical: true,
                from_middle: true,
                ..
            },
            ..
        }
    ));
    assert_eq!(g.hand(1).len(), hand + 1);
    act_as(
        &mut g,
        2,
        Action::ExchangeIntel {
            target: 0,
            card: Card::special(Black),
            draw: false,
        },
    );
    assert!(
        !g.hints(SuspectRef::Stand(0))[1].vertical,
        "suit only: black special, red 6"
    );
    assert_eq!(public(&g).middle.len(), 2);
    // The board reads them by suit.
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert!(b.candidates().iter().all(|x| x.suit == Red));
    assert!(b.is_candidate(c(Red, 6)));
    // Back to the middle when the suspect falls.
    set_hand(&mut g, 2, &[c(Blue, 3)]);
    act_as(
        &mut g,
        2,
        Action::ExchangeIntel {
            target: 0,
            card: c(Blue, 3),
            draw: false,
        },
    );
    let events = act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert!(events.contains(&Event::HintsCleared {
        discarded: 1,
        face_up: true,
        back_to_middle: 2
    }));
    assert_eq!(public(&g).middle.len(), 4);
    assert_eq!(where_is(&g, c(Blue, 3)), Place::Discard { face_up: true });
}

fn give_hints(g: &mut Game, owner: usize, cards: &[Card]) {
    set_hand(g, owner, cards);
    for &card in cards {
        act_as(g, owner, Action::GiveHint { card });
    }
}

fn balanced_rule(mission: MissionId) {
    let mut g = game(mission, 3, 5);
    draw_as(&mut g, 0, c(Red, 6));
    // Red 6: red 2 and black 3 are related, yellow 5 and blue 7 are not.
    give_hints(&mut g, 0, &[c(Red, 2), c(Black, 3), c(Yellow, 5)]);
    g.force_turn_for_test(1);
    let shot = Action::Shoot {
        target: 0,
        guess: guess(c(Red, 6)),
    };
    assert_eq!(
        refused(&mut g, 1, shot.clone()),
        ActionError::TooFewHintsToShoot { hints: 3, needed: 4 }
    );
    let mut unbalanced = g.clone();
    give_hints(&mut unbalanced, 0, &[c(Yellow, 12)]);
    unbalanced.force_turn_for_test(1);
    assert_eq!(
        refused(&mut unbalanced, 1, shot.clone()),
        ActionError::HintsNotBalanced {
            vertical: 3,
            horizontal: 1
        }
    );
    give_hints(&mut g, 0, &[c(Blue, 7)]);
    g.force_turn_for_test(1);
    assert!(g.legal_actions(&1).contains(&shot));
    ok(&mut g, 1, shot);
    assert_eq!(g.unresolved(), mission.mission().suspects.for_agents(3) - 1);
}

#[test]
fn i_m7_a_suspect_needs_four_balanced_hints_to_be_shot() {
    balanced_rule(MissionId::M7);
}

#[test]
fn i_m8_exchange_intel_only_with_the_agent_on_your_left() {
    let mut g = game(MissionId::M8, 3, 6);
    draw_as(&mut g, 1, c(Red, 6));
    draw_as(&mut g, 2, c(Blue, 6));
    let card = g.hand(0)[0];
    g.force_turn_for_test(0);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::ExchangeIntel {
                target: 2,
                card,
                draw: false
            }
        ),
        ActionError::ExchangeOnlyWithLeftNeighbour { left: 1 }
    );
    let targets: HashSet<usize> = g
        .legal_actions(&0)
        .iter()
        .filter_map(|a| match a {
            Action::ExchangeIntel { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, HashSet::from([1]));
    ok(
        &mut g,
        0,
        Action::ExchangeIntel {
            target: 1,
            card,
            draw: false,
        },
    );
    // Shooting is not limited.
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 2,
            guess: guess(c(Blue, 7)),
        },
    );
}

#[test]
fn i_m9_starting_hand_three_and_hand_limit_three() {
    let mut g = game(MissionId::M9, 4, 7);
    assert!((0..4).all(|a| g.hand(a).len() == 3));
    let a = turn(&g);
    ok(&mut g, a, Action::Wait);
    ok(&mut g, a, Action::DrawFromHq { count: 1 });
    assert_eq!(g.phase(), Phase::HandLimit { agent: a, limit: 3 });
    ok(&mut g, a, Action::DiscardFromHand { slot: 3 });
    assert_eq!(g.hand(a).len(), 3);
}

#[test]
fn i_m10_no_communication_is_shown_as_a_banner() {
    assert!(public(&game(MissionId::M10, 2, 1)).no_communication);
    assert!(!public(&game(MissionId::M9, 2, 1)).no_communication);
}

#[test]
fn i_m11_shoot_only_the_suspect_of_the_agent_on_your_right() {
    let mut g = game(MissionId::M11, 3, 8);
    assert!(public(&g).no_communication);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 2, c(Blue, 9));
    g.force_turn_for_test(1);
    assert_eq!(g.right_of(1), 0);
    assert_eq!(
        refused(
            &mut g,
            1,
            Action::Shoot {
                target: 2,
                guess: guess(c(Blue, 9))
            }
        ),
        ActionError::ShootOnlyRightNeighbour { right: 0 }
    );
    assert!(g
        .legal_actions(&1)
        .iter()
        .all(|a| !matches!(a, Action::Shoot { target: 2, .. })));
    ok(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    // Agent 0 may shoot agent 2's suspect (0's right neighbour).
    settle(&mut g);
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 2,
            guess: guess(c(Blue, 9)),
        },
    );
}

#[test]
fn i_m12_one_random_agent_is_the_only_shooter_and_draws_no_suspect() {
    let shooters: HashSet<usize> = (0..30)
        .filter_map(|s| game(MissionId::M12, 3, s).single_shooter())
        .collect();
    assert_eq!(shooters, HashSet::from([0, 1, 2]), "chosen from the seed");
    assert_eq!(game(MissionId::M5, 3, 1).single_shooter(), None);
    let mut g = game(MissionId::M12, 3, 9);
    let s = g.single_shooter().unwrap();
    assert_eq!(public(&g).single_shooter, Some(s));
    let (x, y) = ((s + 1) % 3, (s + 2) % 3);
    g.force_turn_for_test(s);
    assert_eq!(
        refused(&mut g, s, Action::DrawSuspect),
        ActionError::ShooterMayNotDrawSuspects
    );
    assert!(!g.legal_actions(&s).contains(&Action::DrawSuspect));
    draw_as(&mut g, x, c(Red, 6));
    g.force_turn_for_test(y);
    assert_eq!(
        refused(
            &mut g,
            y,
            Action::Shoot {
                target: x,
                guess: guess(c(Red, 6))
            }
        ),
        ActionError::OnlyTheShooterShoots { shooter: s }
    );
    act_as(
        &mut g,
        s,
        Action::Shoot {
            target: x,
            guess: guess(c(Red, 6)),
        },
    );
    assert_eq!(g.unresolved(), 5);
}

#[test]
fn i_m13_a_suspect_needs_four_balanced_hints_to_be_shot() {
    balanced_rule(MissionId::M13);
}

#[test]
fn i_m14_tiles_one_to_nine_and_every_discard_face_down() {
    let mut g = game(MissionId::M14, 2, 10);
    // Each round the other agent eliminates the suspect `a` holds (always the lowest tile), then `a` draws the next
    // suspect, which takes the next tile.
    for k in 0..9u8 {
        let a = usize::from(k % 2);
        if let Some(truth) = g.suspect_identity(SuspectRef::Stand(a)) {
            if k == 2 {
                // A hint beside the suspect: discarded face down when it falls.
                let card = g.hand(a)[0];
                act_as(&mut g, a, Action::GiveHint { card });
            }
            act_as(
                &mut g,
                1 - a,
                Action::Shoot {
                    target: a,
                    guess: guess(truth),
                },
            );
            settle(&mut g);
        }
        let top = top_of(&g, Place::SuspectPile).unwrap();
        let events = draw_as(&mut g, a, top);
        assert!(events.contains(&Event::SuspectDrawn {
            agent: a,
            tile: Some(k + 1)
        }));
    }
    assert_eq!(g.pile_len(), 0);
    assert_eq!(
        g.eliminations().iter().map(|e| e.tile.unwrap()).collect::<Vec<u8>>(),
        (1..=7).collect::<Vec<u8>>()
    );
    assert!(public(&g).discards.iter().all(|d| *d == DiscardView::FaceDown));
    assert!(public(&g).discards.len() >= 10, "9 HQ tops and the hint");
}

#[test]
fn i_m15_a_special_suspect_counts_as_1_and_relates_by_suit_only() {
    let mut g = game(MissionId::M15, 3, 11);
    assert_eq!(g.card_places().iter().filter(|(c, _)| c.is_special()).count(), 5);
    draw_as(&mut g, 0, Card::special(Red));
    set_hand(&mut g, 1, &[c(Red, 12), c(Black, 6)]);
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Red, 12),
            draw: false,
        },
    );
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Black, 6),
            draw: false,
        },
    );
    let hints = g.hints(SuspectRef::Stand(0));
    assert_eq!(
        (hints[0].vertical, hints[1].vertical),
        (true, false),
        "suit only, though 1 divides 6"
    );
    // The board has a cell numbered 1 per suit; black 6 horizontal rules out black only.
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert_eq!(b.cells.len(), 75);
    assert!(b.is_candidate(Card::special(Red)));
    assert!(b.number_open(1));
    assert_eq!(
        reasons(&b, Card::special(Black)),
        vec![
            Exclusion::Hint {
                index: 0,
                card: c(Red, 12),
                vertical: true
            },
            Exclusion::Hint {
                index: 1,
                card: c(Black, 6),
                vertical: false
            }
        ],
        "suit only both ways: not red, and black"
    );
    assert_eq!(
        reasons(&b, Card::special(Yellow)),
        vec![Exclusion::Hint {
            index: 0,
            card: c(Red, 12),
            vertical: true
        }],
        "a special suspect relates to red 12 by suit only"
    );
    assert!(b.is_candidate(c(Yellow, 4)), "4 divides 12 and not 6");
    // Named with its suit and "1".
    let named = guess(Card::special(Red));
    assert_eq!(named, Guess { suit: Red, number: 1 });
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: Guess { suit: Red, number: 12 },
        },
    );
    assert_eq!(g.unresolved(), 9);
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: named,
        },
    );
    assert_eq!(g.unresolved(), 8);
    assert_eq!(g.eliminations()[0].identity, Card::special(Red));
}

#[test]
fn i_m16_disguise_the_kept_card_gives_the_suspect_its_suit() {
    let mut g = game(MissionId::M16, 3, 12);
    let discards = public(&g).discards.len();
    g.force_turn_for_test(0);
    set_hq_top(&mut g, c(Blue, 11));
    let events = draw_as(&mut g, 0, c(Red, 6));
    assert!(events.contains(&Event::DisguiseKept { agent: 0 }));
    assert!(!events.contains(&Event::HqTopDiscarded));
    assert_eq!(public(&g).discards.len(), discards, "kept, not discarded");
    assert_eq!(where_is(&g, c(Blue, 11)), Place::Kept(0));
    // The owner sees both cards and the identity; nobody else sees either.
    let own = g.view_for(&Viewer::Agent(0)).agents[0].stand.clone().unwrap();
    assert_eq!(own.kept, Some(Slot::Shown(c(Blue, 11))));
    assert_eq!(own.identity, Some(c(Blue, 6)));
    let theirs = public(&g).agents[0].stand.clone().unwrap();
    assert_eq!(
        (theirs.card, theirs.kept, theirs.identity),
        (Slot::FaceDown, Some(Slot::FaceDown), None)
    );
    assert_eq!(g.suspect_identity(SuspectRef::Stand(0)), Some(c(Blue, 6)));
    // Hints read the blue 6.
    set_hand(&mut g, 1, &[c(Blue, 13), c(Red, 13)]);
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Blue, 13),
            draw: false,
        },
    );
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Red, 13),
            draw: false,
        },
    );
    let hints = g.hints(SuspectRef::Stand(0));
    assert_eq!((hints[0].vertical, hints[1].vertical), (true, false));
    // The board is about identities: blue 6 stays possible though no card is known to be elsewhere.
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert!(b.disguised);
    assert!(b.is_candidate(c(Blue, 6)));
    assert!(!b.is_candidate(c(Red, 6)));
    // Naming the suspect card's own suit misses; the disguise's suit hits.
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert_eq!(g.unresolved(), 9);
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: guess(c(Blue, 6)),
        },
    );
    assert_eq!(g.unresolved(), 8);
    assert_eq!(
        (where_is(&g, c(Red, 6)), where_is(&g, c(Blue, 11))),
        (Place::Hq, Place::Hq)
    );
    let e = g.eliminations()[0];
    assert_eq!((e.identity, e.card_shown), (c(Blue, 6), false));
    // Neither card was shown, so neither is crossed off anywhere (in another mission red 6 would be).
    settle(&mut g);
    set_hq_top(&mut g, c(Yellow, 3));
    draw_as(&mut g, 1, c(Green, 9));
    let b = board(&g, SuspectRef::Stand(1), Viewer::Public);
    assert!(b.is_candidate(c(Red, 6)) && b.is_candidate(c(Blue, 11)) && b.is_candidate(c(Yellow, 9)));
}

/// Agent 1 plays cards beside agent 0's disguised suspect (yellow 15, kept blue 2: it counts as blue 15) until
/// every 14, every green card, every 13 and red card but red 13, and every 12 but black 12 have been seen.
#[test]
fn i_m16_the_board_needs_an_unknown_card_for_the_number_and_another_for_the_suit() {
    let mut g = game(MissionId::M16, 2, 13);
    g.force_turn_for_test(0);
    set_hq_top(&mut g, c(Blue, 2));
    draw_as(&mut g, 0, c(Yellow, 15));
    assert_eq!(g.suspect_identity(SuspectRef::Stand(0)), Some(c(Blue, 15)));
    let mut shown: Vec<Card> = Suit::ALL.iter().map(|&s| c(s, 14)).collect();
    shown.extend((2..=15).map(|n| c(Green, n)).filter(|x| x.number != Some(14)));
    shown.extend((2..=12).map(|n| c(Red, n)));
    shown.extend([
        c(Red, 15),
        c(Black, 13),
        c(Yellow, 13),
        c(Blue, 13),
        c(Yellow, 12),
        c(Blue, 12),
    ]);
    for card in shown {
        set_hand(&mut g, 1, &[card]);
        act_as(
            &mut g,
            1,
            Action::ExchangeIntel {
                target: 0,
                card,
                draw: true,
            },
        );
        settle(&mut g);
    }
    let b = board(&g, SuspectRef::Stand(0), Viewer::Public);
    assert!(b.disguised);
    assert!(reasons(&b, c(Red, 14)).contains(&Exclusion::NoCardWithNumberLeft));
    assert!(!reasons(&b, c(Red, 14)).contains(&Exclusion::NoCardOfSuitLeft));
    assert!(reasons(&b, c(Green, 9)).contains(&Exclusion::NoCardOfSuitLeft));
    assert!(reasons(&b, c(Green, 14)).contains(&Exclusion::NoCardWithNumberLeft));
    assert!(reasons(&b, c(Red, 13)).contains(&Exclusion::OneCardCannotBeBoth));
    // One unknown 12 (black 12) and one unknown red card (red 13), but two different cards: "red 12" is
    // possible as far as the cards go (only hints may rule it out).
    let structural = |r: &Exclusion| {
        matches!(
            r,
            Exclusion::NoCardWithNumberLeft | Exclusion::NoCardOfSuitLeft | Exclusion::OneCardCannotBeBoth
        )
    };
    assert!(
        !reasons(&b, c(Red, 12)).iter().any(structural),
        "{:?}",
        reasons(&b, c(Red, 12))
    );
    // Blue 15: yellow 15 can carry the number and blue 2 the suit. The truth is always a candidate.
    assert!(b.is_candidate(c(Blue, 15)));
    // A seen card does not cross off its own identity here: red 15 lies beside the suspect, but "red 15" only
    // needs some unknown 15 (yellow, black, blue) and a different unknown red card (red 13).
    assert!(!reasons(&b, c(Red, 15))
        .iter()
        .any(|r| matches!(r, Exclusion::Visible(_))));
}

/// A suspect eliminated without a disguise is shuffled back into HQ, and may come back as somebody's kept card:
/// the board must still allow the identity it gives, even when every other card of its suit is in plain sight.
#[test]
fn i_m16_a_card_seen_before_can_come_back_as_a_kept_card() {
    let mut g = game(MissionId::M16, 3, 21);
    drain_hq(&mut g);
    let red_6 = c(Red, 6);
    draw_as(&mut g, 0, red_6);
    assert_eq!(
        g.suspect_identity(SuspectRef::Stand(0)),
        Some(red_6),
        "no HQ card to keep"
    );
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 0,
            guess: guess(red_6),
        },
    );
    settle(&mut g);
    assert_eq!(where_is(&g, red_6), Place::Hq, "shuffled back into HQ");
    draw_as(&mut g, 2, c(Black, 9));
    assert_eq!(
        g.suspect_identity(SuspectRef::Stand(2)),
        Some(c(Red, 9)),
        "kept the red 6"
    );
    // Every other red card goes on the table beside that suspect.
    let mut giver = 0;
    for n in (2..=15).filter(|&n| n != 6) {
        let card = c(Red, n);
        if public_place(where_is(&g, card)) {
            continue;
        }
        if g.hand(giver).is_empty() {
            giver = 1 - giver;
        }
        set_hand(&mut g, giver, &[card]);
        act_as(
            &mut g,
            giver,
            Action::ExchangeIntel {
                target: 2,
                card,
                draw: false,
            },
        );
        settle(&mut g);
    }
    for viewer in [Viewer::Public, Viewer::Agent(0), Viewer::Agent(1), Viewer::Agent(2)] {
        let b = board(&g, SuspectRef::Stand(2), viewer);
        assert!(b.disguised);
        assert!(b.is_candidate(c(Red, 9)), "{viewer:?}: {:?}", reasons(&b, c(Red, 9)));
    }
}

#[test]
fn i_m16_no_kept_card_when_hq_is_empty() {
    let mut g = game(MissionId::M16, 5, 14);
    drain_hq(&mut g);
    let a = turn(&g);
    let events = ok(&mut g, a, Action::DrawSuspect);
    assert!(!events.iter().any(|e| matches!(e, Event::DisguiseKept { .. })));
    let stand = g.view_for(&Viewer::Agent(a)).agents[a].stand.clone().unwrap();
    assert_eq!(stand.kept, None);
    let Slot::Shown(card) = stand.card else {
        panic!("own suspect")
    };
    assert_eq!(stand.identity, Some(card));
    assert!(!board(&g, SuspectRef::Stand(a), Viewer::Public).disguised);
}

#[test]
fn i_m17_hands_face_out_you_see_every_hand_but_your_own() {
    let mut g = game(MissionId::M17, 3, 15);
    let v = g.view_for(&Viewer::Agent(0));
    assert_eq!(v.agents[0].hand, HandView::Hidden { count: 5 });
    assert_eq!(v.agents[1].hand, HandView::Shown(g.hand(1).to_vec()));
    assert_eq!(v.agents[2].hand, HandView::Shown(g.hand(2).to_vec()));
    assert!(public(&g)
        .agents
        .iter()
        .all(|a| matches!(a.hand, HandView::Hidden { count: 5 })));
    draw_as(&mut g, 0, c(Red, 6));
    // Hints come from another agent's hand, never the own.
    let own = g.hand(0)[0];
    let other = g.hand(2)[1];
    g.force_turn_for_test(0);
    assert_eq!(
        refused(&mut g, 0, Action::GiveHint { card: own }),
        ActionError::CardNotInAnotherHand { card: own }
    );
    assert!(g.legal_actions(&0).iter().all(|a| *a != Action::GiveHint { card: own }));
    ok(&mut g, 0, Action::GiveHint { card: other });
    assert_eq!((g.hand(0).len(), g.hand(2).len()), (5, 4));
    assert_eq!(where_is(&g, other), Place::Hint(SuspectRef::Stand(0)));
    // Exchanges too, and the actor must draw into the own hand.
    let card = g.hand(0)[0];
    g.force_turn_for_test(1);
    assert_eq!(
        refused(
            &mut g,
            1,
            Action::ExchangeIntel {
                target: 0,
                card,
                draw: false
            }
        ),
        ActionError::DrawRequired
    );
    ok(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card,
            draw: true,
        },
    );
    assert_eq!((g.hand(0).len(), g.hand(1).len()), (4, 6));
    // The private board uses what the agent sees: the other hands.
    let b = board(&g, SuspectRef::Stand(0), Viewer::Agent(1));
    let in_2 = g.hand(2)[0];
    assert!(reasons(&b, in_2).contains(&Exclusion::InHandOf { agent: 2 }));
    let in_1 = g.hand(1)[0];
    assert!(
        !reasons(&b, in_1)
            .iter()
            .any(|r| matches!(r, Exclusion::InHandOf { .. } | Exclusion::InYourHand)),
        "agent 1 cannot see its own hand"
    );
    assert!(
        !reasons(&board(&g, SuspectRef::Stand(0), Viewer::Public), in_2).contains(&Exclusion::InHandOf { agent: 2 })
    );
}

#[test]
fn i_m18_the_last_stand() {
    let mut g = game(MissionId::M18, 3, 16);
    assert_eq!((g.pile_len(), g.unresolved()), (8, 9));
    assert_eq!(public(&g).aside_suspect, Some(Slot::FaceDown));
    let aside = g
        .card_places()
        .into_iter()
        .find(|(_, p)| *p == Place::AsideSuspect)
        .unwrap()
        .0;
    let mut began = None;
    let mut set_aside = 0;
    while began.is_none() {
        if let Phase::Reward { set_aside: flag, .. } = g.phase() {
            assert!(flag, "rewards are set aside before the last stand");
            set_aside += 1;
        }
        let events = sharp_step(&mut g, false);
        let dealt_now = events.iter().any(|e| matches!(e, Event::LastStandBegan { .. }));
        if !dealt_now && events.iter().any(|e| matches!(e, Event::RewardSetAside { .. })) {
            assert_eq!(public(&g).reward_pile.len(), set_aside, "set aside face up");
        }
        began = events.into_iter().find_map(|e| match e {
            Event::LastStandBegan { holder, dealt } => Some((holder, dealt)),
            _ => None,
        });
    }
    let (holder, dealt) = began.unwrap();
    assert!(g.in_last_stand());
    assert_eq!(dealt.iter().sum::<usize>(), set_aside, "every reward card is dealt");
    assert_eq!(g.eliminations().len(), 8);
    assert_eq!(
        g.eliminations().last().unwrap().by,
        holder,
        "the 8th shooter holds the last suspect"
    );
    assert_eq!(g.suspect_identity(SuspectRef::Stand(holder)), Some(aside));
    assert!(
        dealt.iter().max().unwrap() - dealt.iter().min().unwrap() <= 1,
        "as evenly as possible"
    );
    assert_eq!(
        dealt[holder],
        *dealt.iter().max().unwrap(),
        "dealing starts with the holder"
    );
    assert!(public(&g).reward_pile.is_empty());
    for (a, &count) in dealt.iter().enumerate() {
        assert_eq!(g.hand(a).len(), count, "the old hands were discarded");
        assert!(
            g.hand(a).iter().all(|&x| g.was_shown(x)),
            "only the reward cards are in hands"
        );
    }
    // HQ is closed, exchanges draw nothing.
    let other = (holder + 1) % 3;
    g.force_turn_for_test(other);
    assert_eq!(refused(&mut g, other, Action::Wait), ActionError::HqClosedInLastStand);
    if let Some(&card) = g.hand(other).first() {
        assert_eq!(
            refused(
                &mut g,
                other,
                Action::ExchangeIntel {
                    target: holder,
                    card,
                    draw: true
                }
            ),
            ActionError::NoDrawInLastStand
        );
        ok(
            &mut g,
            other,
            Action::ExchangeIntel {
                target: holder,
                card,
                draw: false,
            },
        );
    }
    // Eliminating the 9th wins.
    act_as(
        &mut g,
        other,
        Action::Shoot {
            target: holder,
            guess: guess(aside),
        },
    );
    assert_eq!(g.outcome(), Some(Outcome::Won(WinReason::AllSuspectsEliminated)));
}

#[test]
fn i_m19_plays_by_the_standard_rules() {
    let m = MissionId::M19.mission();
    assert!(m.special.is_empty());
    let mut g = game(MissionId::M19, 4, 17);
    let mut steps = 0;
    while g.outcome().is_none() && steps < 500 {
        sharp_step(&mut g, false);
        steps += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::Won(WinReason::AllSuspectsEliminated)));
    assert_eq!(g.bullets(), 0, "9 suspects, 9 bullets, every shot right");
}

#[test]
fn i_m20_the_extra_suspect() {
    let mut g = game(MissionId::M20, 3, 18);
    let v = public(&g);
    assert_eq!((g.pile_len(), g.unresolved(), g.bullets()), (10, 11, 12));
    assert_eq!(v.extra_suspect.as_ref().unwrap().card, Slot::FaceDown);
    assert_eq!(v.boards.len(), 1, "the extra suspect has a hint board from the start");
    draw_as(&mut g, 1, c(Red, 6));
    let extra = g.suspect_identity(SuspectRef::Extra).unwrap();
    // Agent 0 eliminates agent 1's suspect, takes the reward, then may look.
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Red, 6)),
        },
    );
    ok(&mut g, 0, Action::DeclineReward);
    assert_eq!(g.phase(), Phase::ExtraSuspectLook { agent: 0 });
    // Not looking: the agent stays.
    let mut stay = g.clone();
    ok(&mut stay, 0, Action::SkipExtraSuspect);
    assert!(!stay.has_left(0));
    // Looking: see it, hint it once (3 agents), leave, hand face up.
    assert!(g.reveals_hidden_information(&Action::LookAtExtraSuspect));
    ok(&mut g, 0, Action::LookAtExtraSuspect);
    assert_eq!(g.phase(), Phase::ExtraSuspectHint { agent: 0, remaining: 1 });
    assert_eq!(
        g.view_for(&Viewer::Agent(0)).extra_suspect.unwrap().card,
        Slot::Shown(extra)
    );
    assert_eq!(
        g.view_for(&Viewer::Agent(1)).extra_suspect.unwrap().card,
        Slot::FaceDown
    );
    let card = g.hand(0)[0];
    let hand: Vec<Card> = g.hand(0)[1..].to_vec();
    let events = ok(&mut g, 0, Action::HintExtraFromHand { card });
    assert!(events.contains(&Event::HintPlaced {
        suspect: SuspectRef::Extra,
        hint: Hint {
            card,
            vertical: related(card, extra),
            by: 0,
            from_middle: false
        }
    }));
    assert!(events.contains(&Event::AgentLeft { agent: 0 }));
    assert!(g.has_left(0) && g.hand(0).is_empty());
    assert!(hand
        .iter()
        .all(|&x| where_is(&g, x) == Place::Discard { face_up: true }));
    assert!(public(&g).agents[0].left_mission);
    assert_eq!(g.phase(), Phase::Turn { agent: 1 });
    assert_eq!(refused(&mut g, 0, Action::Wait), ActionError::AgentHasLeft { agent: 0 });
    // Agent 1 eliminates something and looks too: only agent 2 is left and must shoot the extra suspect.
    draw_as(&mut g, 2, c(Blue, 9));
    act_as(
        &mut g,
        1,
        Action::Shoot {
            target: 2,
            guess: guess(c(Blue, 9)),
        },
    );
    ok(&mut g, 1, Action::DeclineReward);
    ok(&mut g, 1, Action::LookAtExtraSuspect);
    let events = ok(&mut g, 1, Action::HintExtraFromDiscard { discard: 0 });
    assert!(events.contains(&Event::FinalShotDue { agent: 2 }));
    assert_eq!(g.phase(), Phase::FinalShot { agent: 2 });
    assert_eq!(g.view_for(&Viewer::Public).extra_suspect.unwrap().hints.len(), 2);
    let legal = g.legal_actions(&2);
    assert!(legal.iter().all(|a| a.kind() == ActionKind::ShootExtraSuspect));
    assert_eq!(legal.len(), 70);
    let mut miss = g.clone();
    let wrong = Guess {
        suit: extra.suit,
        number: if extra.number == Some(2) { 3 } else { 2 },
    };
    ok(&mut miss, 2, Action::ShootExtraSuspect { guess: wrong });
    assert_eq!(miss.outcome(), Some(Outcome::Lost(LossReason::ExtraSuspectMissed)));
    ok(&mut g, 2, Action::ShootExtraSuspect { guess: guess(extra) });
    assert_eq!(g.outcome(), Some(Outcome::Won(WinReason::ExtraSuspectEliminated)));
}

#[test]
fn i_m20_a_departed_agent_still_orients_hints_on_its_suspect() {
    let mut g = game(MissionId::M20, 3, 19);
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 2, c(Blue, 9));
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 2,
            guess: guess(c(Blue, 9)),
        },
    );
    ok(&mut g, 0, Action::DeclineReward);
    ok(&mut g, 0, Action::LookAtExtraSuspect);
    let card = g.hand(0)[0];
    ok(&mut g, 0, Action::HintExtraFromHand { card });
    assert!(g.has_left(0));
    set_hand(&mut g, 1, &[c(Black, 3)]);
    act_as(
        &mut g,
        1,
        Action::ExchangeIntel {
            target: 0,
            card: c(Black, 3),
            draw: false,
        },
    );
    assert!(g.hints(SuspectRef::Stand(0)).last().unwrap().vertical, "3 divides 6");
    // Turns skip the departed agent.
    assert_eq!(g.phase(), Phase::Turn { agent: 2 });
    let a = 2;
    ok(&mut g, a, Action::Wait);
    settle(&mut g);
    assert_eq!(g.phase(), Phase::Turn { agent: 1 });
}

#[test]
fn i_m20_two_agents_give_two_hints_before_leaving() {
    let mut g = game(MissionId::M20, 2, 20);
    draw_as(&mut g, 1, c(Red, 6));
    act_as(
        &mut g,
        0,
        Action::Shoot {
            target: 1,
            guess: guess(c(Red, 6)),
        },
    );
    ok(&mut g, 0, Action::DeclineReward);
    ok(&mut g, 0, Action::LookAtExtraSuspect);
    assert_eq!(g.phase(), Phase::ExtraSuspectHint { agent: 0, remaining: 2 });
    let card = g.hand(0)[0];
    ok(&mut g, 0, Action::HintExtraFromHand { card });
    assert_eq!(g.phase(), Phase::ExtraSuspectHint { agent: 0, remaining: 1 });
    // Face-down discards are open to the hinting agent alone.
    assert!(g
        .view_for(&Viewer::Agent(0))
        .discards
        .iter()
        .all(|d| matches!(d, DiscardView::FaceUp(_) | DiscardView::FaceDownSeen(_))));
    assert!(public(&g).discards.contains(&DiscardView::FaceDown));
    ok(&mut g, 0, Action::HintExtraFromDiscard { discard: 0 });
    assert_eq!(g.phase(), Phase::FinalShot { agent: 1 });
}

#[test]
fn i_m20_the_extra_suspect_out_of_reach_is_a_loss() {
    let mut g = game(MissionId::M20, 3, 21);
    let mut steps = 0;
    while g.outcome().is_none() && steps < 800 {
        sharp_step(&mut g, false);
        steps += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::Lost(LossReason::ExtraSuspectOutOfReach)));
    assert_eq!(g.eliminations().len(), 10, "every other suspect fell, nobody left");
    assert_eq!(g.unresolved(), 1);
}

// ----- Campaign -----

#[test]
fn i_c1_missions_in_campaign_order_and_the_next_one_suggested() {
    assert_eq!(suggested_mission(&[]), Some(MissionId::T1));
    assert_eq!(
        suggested_mission(&[MissionId::T1, MissionId::T2, MissionId::T3, MissionId::M2]),
        Some(MissionId::M1)
    );
    assert_eq!(suggested_mission(&MissionId::ALL), None);
    assert_eq!(MissionId::T3.next(), Some(MissionId::M1));
    assert_eq!(MissionId::M20.next(), None);
    assert_eq!(MissionId::story(5), Some(MissionId::M5));
    assert_eq!(MissionId::story(21), None);
    assert_eq!(MissionId::training(3), Some(MissionId::T3));
    assert_eq!(MissionId::training(0), None);
    assert_eq!(
        (MissionId::T2.to_string(), MissionId::M17.to_string()),
        ("T2".to_string(), "17".to_string())
    );
    for (i, id) in MissionId::ALL.into_iter().enumerate() {
        assert_eq!(id.index(), i);
        assert_eq!(id.mission().id, id);
    }
}

// ----- Engine contract -----

#[test]
fn undo_is_refused_after_an_action_that_showed_a_secret() {
    let mut g = game(MissionId::M1, 3, 22);
    let a = turn(&g);
    assert!(
        g.reveals_hidden_information(&Action::DrawSuspect),
        "the drawer sees the suspect"
    );
    assert!(
        !g.reveals_hidden_information(&Action::Wait),
        "the discard goes face down unseen"
    );
    assert!(
        !g.reveals_hidden_information(&Action::Shoot {
            target: a,
            guess: guess(c(Red, 2))
        }),
        "refused"
    );
    ok(&mut g, a, Action::Wait);
    assert!(g.reveals_hidden_information(&Action::DrawFromHq { count: 1 }));
    ok(&mut g, a, Action::DrawFromHq { count: 3 });
    assert!(
        g.reveals_hidden_information(&Action::DiscardFromHand { slot: 0 }),
        "face up"
    );
    draw_as(&mut g, 0, c(Red, 6));
    draw_as(&mut g, 1, c(Blue, 9));
    g.force_turn_for_test(2);
    assert!(g.reveals_hidden_information(&Action::Shoot {
        target: 0,
        guess: guess(c(Red, 7))
    }));
    let card = g.hand(1)[0];
    g.force_turn_for_test(1);
    assert!(g.reveals_hidden_information(&Action::ExchangeIntel {
        target: 0,
        card,
        draw: false
    }));
    act_as(
        &mut g,
        2,
        Action::Shoot {
            target: 0,
            guess: guess(c(Red, 6)),
        },
    );
    assert!(!g.reveals_hidden_information(&Action::DeclineReward));
}

#[test]
fn configs_actions_and_views_are_plain_json() {
    let config = Config {
        names: vec!["Ada".into(), "Bo".into()],
        ..Config::new(MissionId::M16, 2)
    };
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    let actions = vec![
        (0usize, Action::DrawSuspect),
        (
            1,
            Action::Shoot {
                target: 0,
                guess: Guess { suit: Blue, number: 7 },
            },
        ),
        (
            1,
            Action::ExchangeIntel {
                target: 0,
                card: c(Red, 3),
                draw: true,
            },
        ),
    ];
    let json = serde_json::to_string(&actions).unwrap();
    assert_eq!(serde_json::from_str::<Vec<(usize, Action)>>(&json).unwrap(), actions);
    let g = Game::new(config, 3).unwrap();
    for viewer in [Viewer::Public, Viewer::Agent(1)] {
        let view = g.view_for(&viewer);
        let back: View = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
        assert_eq!(back, view);
    }
    let game_json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&game_json).unwrap(), g);
}

#[test]
fn an_agent_view_adds_only_that_agents_secrets() {
    let mut g = game(MissionId::M5, 4, 23);
    for a in 0..4 {
        draw_as(&mut g, a, c(Suit::ALL[a], 10 + a as u8));
    }
    let ever = HashSet::new();
    for viewer in [Viewer::Public, Viewer::Agent(0), Viewer::Agent(3)] {
        let allowed = may_see(&g, viewer, &ever);
        for card in cards_in_view(&g, viewer) {
            assert!(allowed.contains(&card), "{viewer:?} sees {card}");
        }
    }
    let mine: HashSet<Card> = cards_in_view(&g, Viewer::Agent(3)).into_iter().collect();
    assert!(mine.contains(&c(Blue, 13)) && g.hand(3).iter().all(|x| mine.contains(x)));
    assert!(!mine.contains(&c(Red, 10)));
}
