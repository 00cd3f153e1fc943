//! Squid Game's screen text in the four languages. A typed table as in `crate::i18n`: a language that misses a key
//! does not compile. The rules summaries are our own words.

mod en;
mod ko;
mod sv;
mod zh_hant;

use super::board::{dalgona_card, side_name, won};
use crate::lang::Lang;
use crate::squid::rules::values::{DALGONA_DECK, DALGONA_SHAPES, DOLL_DECK, RED_LIGHT_LENGTH};
use crate::squid::rules::{
    Action, ActionError, Cause, DalgonaCard, DollCard, Event, FinalCard, MarblesGame, MiniGame, Parity, Placement,
    SetupError, Shape, SquidSpot, Survival, TugResult,
};

type F1 = fn(&str) -> String;
type F2 = fn(&str, &str) -> String;
type Fn1 = fn(usize) -> String;

pub struct SqText {
    // Teams, games, board words
    pub team_names: [&'static str; 6],
    pub game_names: [&'static str; 6],
    pub shape_names: [&'static str; 4],
    pub final_cards: [&'static str; 4],
    pub game_n_of_6: fn(u8) -> String,
    pub timer_label: &'static str,
    pub no_timer: &'static str,
    pub pot: &'static str,
    pub live: &'static str,
    pub reserve: &'static str,
    pub eliminated: &'static str,
    pub live_short: &'static str,
    pub reserve_short: &'static str,
    pub eliminated_short: &'static str,
    pub undo: &'static str,
    pub rules: &'static str,
    pub nothing_to_undo: &'static str,
    pub undo_refused: &'static str,
    pub doll_waiting: &'static str,
    pub green_light: &'static str,
    pub red_light: fn(u8, u8) -> String,
    pub doll_deck_left: fn(usize, usize) -> String,
    pub turn_n: fn(u32) -> String,
    pub round_n: fn(u8) -> String,
    pub doll_space: &'static str,
    pub start_line: &'static str,
    pub to_enter: &'static str,
    pub to_place: &'static str,
    pub turned_cards: &'static str,
    pub carved: &'static str,
    pub crack: &'static str,
    pub rope_n: Fn1,
    pub cards_needed: &'static str,
    pub pair_n: Fn1,
    pub played: &'static str,
    pub bridge_end: F1,
    pub bridge_end_unknown: &'static str,
    pub waiting_line: &'static str,
    pub far_side: &'static str,
    pub hand_line: fn(&[u8]) -> String,
    pub last_cards: &'static str,
    pub left: &'static str,
    pub right: &'static str,
    pub speed_marker: &'static str,
    pub head: &'static str,
    pub square: &'static str,
    pub safe_zone: &'static str,
    pub triangle_cell: fn(u8) -> String,
    // Steps
    pub prompt_red_light: F1,
    pub prompt_push: F1,
    pub prompt_place: F1,
    pub prompt_dalgona_first: F1,
    pub prompt_dalgona_more: F1,
    pub prompt_dalgona_advance: F2,
    pub prompt_crack_rival: F1,
    pub prompt_crack_own: F1,
    pub prompt_tug_cards: F1,
    pub prompt_marbles_choose: F1,
    pub prompt_hide: F1,
    pub prompt_guess: F1,
    pub prompt_bridge_side: F1,
    pub prompt_bridge_pick: F1,
    pub prompt_bridge_move: fn(&str, u8) -> String,
    pub prompt_jump: fn(&str, u8) -> String,
    pub prompt_crowd: F1,
    pub prompt_bridge_push: F1,
    pub prompt_square: F1,
    pub prompt_final_pick: F1,
    pub prompt_stab: F1,
    pub prompt_lose_stabber: F1,
    pub prompt_squid_push: F1,
    pub prompt_squid_move: F1,
    pub prompt_roll: F2,
    pub locked: &'static str,
    pub choosing: &'static str,
    pub your_pick: &'static str,
    pub your_tokens: &'static str,
    pub lock: &'static str,
    pub card_zero_note: &'static str,
    pub marbles_word: &'static str,
    pub odd: &'static str,
    pub even: &'static str,
    pub tug_cards_hint: &'static str,
    pub take_back: &'static str,
    pub choose_token: &'static str,
    pub choose_place: &'static str,
    pub roll_real_hint: &'static str,
    pub roll_won_by: F1,
    pub roll_on_screen: &'static str,
    pub aim_hint: &'static str,
    pub roll_for: F2,
    pub distance: fn(u32) -> String,
    pub aim_tie: &'static str,
    pub roll_again: &'static str,
    pub aim_winner: F1,
    // Action labels
    pub act_push: F1,
    pub act_no_push: &'static str,
    pub act_turn_card: &'static str,
    pub act_stop: &'static str,
    pub act_advance: F1,
    pub act_crack: F2,
    pub act_keep: fn(usize, &str) -> String,
    pub act_choose_odd_even: Fn1,
    pub act_choose_roll: Fn1,
    pub odd_even_game: &'static str,
    pub roll_game: &'static str,
    pub act_jump: F1,
    pub act_crowd: F1,
    pub act_stab: F2,
    pub act_lose: F1,
    pub place_alone: &'static str,
    pub place_beside: F1,
    pub place_figure: Fn1,
    pub place_rope: F2,
    // Story
    pub what_happened: &'static str,
    pub next_game_title: fn(u8, &str) -> String,
    pub step_of: fn(usize, usize) -> String,
    pub next: &'static str,
    pub show_all: &'static str,
    pub continue_: &'static str,
    pub log: &'static str,
    pub ev_game_started: fn(&str, Option<&str>) -> String,
    pub ev_recruited: F1,
    pub ev_timer_down: F1,
    pub ev_vips_timer: F1,
    pub ev_eliminated: F2,
    pub ev_survived: F2,
    pub ev_game_ended: fn(&str, bool) -> String,
    pub ev_match_won: F1,
    pub ev_cards_revealed: F1,
    pub ev_turn_started: fn(u32) -> String,
    pub ev_token_entered: F2,
    pub ev_doll_turned: F1,
    pub ev_caught: fn(&str, u8) -> String,
    pub ev_moved: fn(&str, u8) -> String,
    pub ev_push_order: F1,
    pub ev_no_push_target: F1,
    pub ev_push_declined: F1,
    pub ev_pushed: F2,
    pub ev_doll_reshuffled: &'static str,
    pub ev_placed: fn(&str, &str, &str) -> String,
    pub ev_player_turn: F1,
    pub ev_turn_skipped: F1,
    pub ev_dalgona_card: F2,
    pub ev_advanced: fn(&str, &str, &str) -> String,
    pub ev_nothing_on_shape: F1,
    pub ev_no_crack_victim: F1,
    pub ev_turn_ended: F1,
    pub ev_round_ended: fn(u8) -> String,
    pub ev_rope: fn(usize, &str, u32, &str, u32, u32, &str) -> String,
    pub tug_empty: &'static str,
    pub tug_unopposed: F1,
    pub tug_greater: F1,
    pub tug_smaller: F1,
    pub tug_more_tokens: F1,
    pub tug_both: &'static str,
    pub ev_lone_paired: fn(usize, &str, &str) -> String,
    pub ev_game_chosen: fn(usize, &str, &str) -> String,
    pub ev_marbles_revealed: fn(usize, u8, &str, bool) -> String,
    pub ev_roll_won: fn(usize, &str) -> String,
    pub ev_bridge_end: fn(u32, &str) -> String,
    pub ev_line_closed: &'static str,
    pub ev_acting_order: F1,
    pub ev_stepped: F2,
    pub ev_crossed: F1,
    pub ev_pane: fn(u8, &str, bool) -> String,
    pub ev_crowded: F2,
    pub ev_pushed_forward: F2,
    pub ev_hands_refilled: &'static str,
    pub ev_speed_marker: F1,
    pub ev_blocking: F1,
    pub ev_no_target: F2,
    pub ev_squid_moved: fn(&str, &str, &str) -> String,
    pub ev_triangle_advanced: &'static str,
    pub cause: fn(Cause) -> &'static str,
    pub survival: fn(Survival) -> &'static str,
    // Over and rules
    pub wins: &'static str,
    pub won_head: F1,
    pub won_last_team: &'static str,
    pub prize: F1,
    pub summary: &'static str,
    pub game: &'static str,
    pub turns: &'static str,
    pub summary_hint: &'static str,
    pub new_match: &'static str,
    pub rules_title: &'static str,
    pub rules_basics: &'static [&'static str],
    pub game_rules: [&'static [&'static str]; 6],
    pub values_title: &'static str,
    pub values_hint: &'static str,
    pub value_rows: [&'static str; 4],
    pub close: &'static str,
    // Setup and errors
    pub setup_title: &'static str,
    pub setup_intro: &'static str,
    pub players_label: &'static str,
    pub name_of: F1,
    pub seating_hint: &'static str,
    pub start_match: &'static str,
    pub duplicate_names: F1,
    pub name_too_long: Fn1,
    pub player_count: fn(usize, usize) -> String,
    pub setup_failed: &'static str,
    pub err_not_now: &'static str,
    pub err_not_your_turn: &'static str,
    pub err_unbalanced: &'static str,
    pub err_cards_missing: fn(usize, usize) -> String,
    pub err_must_turn: &'static str,
    pub err_over: &'static str,
}

pub fn text(lang: Lang) -> &'static SqText {
    match lang {
        Lang::En => &en::EN,
        Lang::ZhHant => &zh_hant::ZH_HANT,
        Lang::Sv => &sv::SV,
        Lang::Ko => &ko::KO,
    }
}

pub fn final_card_name(t: &SqText, card: FinalCard) -> &'static str {
    t.final_cards[card as usize]
}

pub fn doll_card_text(t: &SqText, card: DollCard) -> String {
    match card {
        DollCard::Green => t.green_light.to_string(),
        DollCard::Red(a, b) => (t.red_light)(a, b),
    }
}

fn spot_name(t: &SqText, spot: Option<SquidSpot>) -> String {
    match spot {
        None => t.head.to_string(),
        Some(SquidSpot::SafeZone) => t.safe_zone.to_string(),
        Some(SquidSpot::Square) => t.square.to_string(),
        Some(SquidSpot::Triangle(n)) => (t.triangle_cell)(n),
    }
}

pub fn placement_label(t: &SqText, at: Placement) -> String {
    match at {
        Placement::Shape(s) => t.shape_names[s.index()].to_string(),
        Placement::Rope { rope, side } => (t.place_rope)(&(rope as usize + 1).to_string(), side_name(t, side)),
        Placement::Alone => t.place_alone.to_string(),
        Placement::Beside(c) => (t.place_beside)(&c.to_string()),
        Placement::Figure(i) => (t.place_figure)(i as usize + 1),
        Placement::Square => t.square.to_string(),
    }
}

/// A decision's button label. `name` gives a token's owner.
pub fn action_label(t: &SqText, a: &Action, name: &dyn Fn(crate::squid::rules::Contestant) -> String) -> String {
    match a {
        Action::Push { token } => (t.act_push)(&name(*token)),
        Action::NoPush => t.act_no_push.to_string(),
        Action::TurnCard => t.act_turn_card.to_string(),
        Action::StopTurning => t.act_stop.to_string(),
        Action::Advance { token } => (t.act_advance)(&name(*token)),
        Action::Crack { token } => (t.act_crack)(&token.to_string(), &name(*token)),
        Action::KeepOne { pair, keep } => (t.act_keep)(pair + 1, &keep.to_string()),
        Action::ChooseGame { pair, game } => match game {
            MarblesGame::OddOrEven => (t.act_choose_odd_even)(pair + 1),
            MarblesGame::RollTheMarbles => (t.act_choose_roll)(pair + 1),
        },
        Action::JumpSide { side } => (t.act_jump)(side_name(t, *side)),
        Action::CrowdPush { token } => (t.act_crowd)(&name(*token)),
        Action::Stab { token } => (t.act_stab)(&token.to_string(), &name(*token)),
        Action::LoseStabber { token } => (t.act_lose)(&token.to_string()),
        Action::Place { at, .. } => placement_label(t, *at),
        Action::PlayCard { card } => card.to_string(),
        Action::PlayFinalCard { card } => final_card_name(t, *card).to_string(),
        Action::HideMarbles { count } => count.to_string(),
        Action::GuessParity { parity } => (if *parity == Parity::Odd { t.odd } else { t.even }).to_string(),
        Action::RollWinner { token } => (t.aim_winner)(&token.to_string()),
        Action::AssignCard { card, .. } => card.to_string(),
        Action::TakeBackCard { .. } => t.take_back.to_string(),
        Action::LockCards => t.lock.to_string(),
    }
}

/// The events a table reads: locks and changes of a hidden pick are left out.
/// A step off the last tile is told by the "crossed the bridge" line that follows it.
pub fn story_events(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .enumerate()
        .filter(|(i, e)| match e {
            Event::PickLocked { .. } | Event::PickChanged { .. } => false,
            Event::Stepped { token, .. } => !matches!(
                events.get(i + 1),
                Some(Event::Survived { token: t, how: Survival::CrossedTheBridge, .. }) if t == token
            ),
            _ => true,
        })
        .map(|(_, e)| e.clone())
        .collect()
}

fn tug_result(t: &SqText, r: TugResult) -> String {
    match r {
        TugResult::Empty => t.tug_empty.to_string(),
        TugResult::Unopposed(s) => (t.tug_unopposed)(side_name(t, s)),
        TugResult::GreaterSum(s) => (t.tug_greater)(side_name(t, s)),
        TugResult::SmallerSum(s) => (t.tug_smaller)(side_name(t, s)),
        TugResult::MoreTokens(s) => (t.tug_more_tokens)(side_name(t, s)),
        TugResult::BothEliminated => t.tug_both.to_string(),
    }
}

/// One line of the story in the table's language. `name` gives a seat's display name.
pub fn event_text(t: &SqText, e: &Event, name: &dyn Fn(usize) -> String) -> String {
    let tok = |c: &crate::squid::rules::Contestant| c.to_string();
    let seat_cards = |cards: &[(usize, u8)]| {
        cards
            .iter()
            .map(|(s, c)| format!("{} {c}", name(*s)))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    match e {
        Event::GameStarted { game, timer, .. } => {
            (t.ev_game_started)(t.game_names[game.index()], timer.map(|x| x.to_string()).as_deref())
        }
        Event::Recruited { seat, .. } => (t.ev_recruited)(&name(*seat)),
        Event::TimerCountedDown { to } => (t.ev_timer_down)(&to.to_string()),
        Event::VipsSetTheTimer { to } => (t.ev_vips_timer)(&to.to_string()),
        Event::Eliminated { token, cause, pot, .. } => {
            format!(
                "{} {}",
                (t.ev_eliminated)(&tok(token), (t.cause)(*cause)),
                (t.prize)(&won(*pot))
            )
        }
        Event::Survived { token, how, .. } => (t.ev_survived)(&tok(token), (t.survival)(*how)),
        Event::GameEnded {
            game, timer_ran_out, ..
        } => (t.ev_game_ended)(t.game_names[game.index()], *timer_ran_out),
        Event::MatchWon(o) => (t.ev_match_won)(&name(o.winner)),
        Event::PickLocked { .. } | Event::PickChanged { .. } => String::new(),
        Event::CardsRevealed { cards } => (t.ev_cards_revealed)(&seat_cards(cards)),
        Event::TurnStarted { turn } => (t.ev_turn_started)(*turn),
        Event::TokenEntered { seat, token } => (t.ev_token_entered)(&name(*seat), &tok(token)),
        Event::DollCardTurned { card } => (t.ev_doll_turned)(&doll_card_text(t, *card)),
        Event::Caught { seat, card } => (t.ev_caught)(&name(*seat), *card),
        Event::Moved { seat, card, .. } => (t.ev_moved)(&name(*seat), *card),
        Event::PushOrder { order } => {
            (t.ev_push_order)(&order.iter().map(|s| name(*s)).collect::<Vec<_>>().join(" → "))
        }
        Event::NoPushTarget { seat } => (t.ev_no_push_target)(&name(*seat)),
        Event::PushDeclined { seat } => (t.ev_push_declined)(&name(*seat)),
        Event::Pushed { by, token } => (t.ev_pushed)(&name(*by), &tok(token)),
        Event::DollDeckReshuffled => t.ev_doll_reshuffled.to_string(),
        Event::Placed { seat, token, at } => (t.ev_placed)(&name(*seat), &tok(token), &placement_label(t, *at)),
        Event::PlayerTurn { seat } => (t.ev_player_turn)(&name(*seat)),
        Event::TurnSkipped { seat } => (t.ev_turn_skipped)(&name(*seat)),
        Event::DalgonaCardTurned { seat, card } => (t.ev_dalgona_card)(&name(*seat), &dalgona_card(t, *card)),
        Event::Advanced { by, token, shape, .. } => {
            (t.ev_advanced)(&name(*by), &tok(token), t.shape_names[shape.index()])
        }
        Event::NothingOnShape { shape } => (t.ev_nothing_on_shape)(t.shape_names[shape.index()]),
        Event::NoCrackVictim { seat } => (t.ev_no_crack_victim)(&name(*seat)),
        Event::TurnEnded { seat } => (t.ev_turn_ended)(&name(*seat)),
        Event::RoundEnded { round } => (t.ev_round_ended)(*round),
        Event::RopeRevealed {
            rope,
            sides,
            zeros,
            result,
        } => {
            let side = |i: usize| {
                sides[i]
                    .cards
                    .iter()
                    .map(|c| c.map_or("–".to_string(), |c| c.to_string()))
                    .collect::<Vec<_>>()
                    .join("+")
            };
            (t.ev_rope)(
                *rope as usize + 1,
                &side(0),
                sides[0].sum,
                &side(1),
                sides[1].sum,
                *zeros,
                &tug_result(t, *result),
            )
        }
        Event::LoneTokensPaired { pair, tokens } => (t.ev_lone_paired)(pair + 1, &tok(&tokens[0]), &tok(&tokens[1])),
        Event::GameChosen { pair, chooser, game } => (t.ev_game_chosen)(
            pair + 1,
            &name(*chooser),
            match game {
                MarblesGame::OddOrEven => t.odd_even_game,
                MarblesGame::RollTheMarbles => t.roll_game,
            },
        ),
        Event::MarblesRevealed {
            pair,
            hidden,
            guess,
            guessed_right,
        } => (t.ev_marbles_revealed)(
            pair + 1,
            *hidden,
            if *guess == Parity::Odd { t.odd } else { t.even },
            *guessed_right,
        ),
        Event::RollWon { pair, winner } => (t.ev_roll_won)(pair + 1, &tok(winner)),
        Event::BridgeEnd { sum, end } => (t.ev_bridge_end)(*sum, side_name(t, *end)),
        Event::LineClosedUp { .. } => t.ev_line_closed.to_string(),
        Event::ActingOrder { order } => (t.ev_acting_order)(&seat_cards(order)),
        Event::Stepped { token, to, .. } => {
            if *to > 0 {
                (t.ev_stepped)(&tok(token), &to.to_string())
            } else {
                (t.ev_crossed)(&tok(token))
            }
        }
        Event::PaneRevealed { tile, side, broken } => (t.ev_pane)(*tile, side_name(t, *side), *broken),
        Event::Crowded { token, position } => (t.ev_crowded)(&tok(token), &position.to_string()),
        Event::PushedForward { by, token } => (t.ev_pushed_forward)(&name(*by), &tok(token)),
        Event::HandsRefilled => t.ev_hands_refilled.to_string(),
        Event::SpeedMarker { seat } => (t.ev_speed_marker)(&name(*seat)),
        Event::FinalCardsRevealed { cards } => (t.ev_cards_revealed)(
            &cards
                .iter()
                .map(|(s, c)| format!("{} {}", name(*s), final_card_name(t, *c)))
                .collect::<Vec<_>>()
                .join(" · "),
        ),
        Event::Blocking { seat } => (t.ev_blocking)(&name(*seat)),
        Event::NoTarget { seat, card } => (t.ev_no_target)(&name(*seat), final_card_name(t, *card)),
        Event::SquidMoved { token, from, to, .. } => {
            (t.ev_squid_moved)(&tok(token), &spot_name(t, Some(*from)), &spot_name(t, *to))
        }
        Event::TriangleAdvanced { .. } => t.ev_triangle_advanced.to_string(),
    }
}

pub fn game_rules(t: &SqText, game: MiniGame) -> &'static [&'static str] {
    t.game_rules[game.index()]
}

/// The [A] values from the data table (`values.rs`), in the table's language.
pub fn adaptation_rows(t: &SqText) -> Vec<(&'static str, &'static str, String)> {
    let doll = DOLL_DECK
        .iter()
        .map(|c| doll_card_text(t, *c))
        .collect::<Vec<_>>()
        .join(", ");
    let shapes = DALGONA_SHAPES
        .iter()
        .map(|(s, n)| format!("{} {n}", t.shape_names[s.index()]))
        .collect::<Vec<_>>()
        .join(", ");
    let count = |card: DalgonaCard| DALGONA_DECK.iter().filter(|c| **c == card).count();
    let deck = Shape::ALL
        .iter()
        .map(|s| format!("{} {}", t.shape_names[s.index()], count(DalgonaCard::Shape(*s))))
        .chain(std::iter::once(format!("{} {}", t.crack, count(DalgonaCard::Crack))))
        .collect::<Vec<_>>()
        .join(", ");
    vec![
        ("G-RL1", t.value_rows[0], RED_LIGHT_LENGTH.to_string()),
        ("G-RL2", t.value_rows[1], doll),
        ("G-DA1", t.value_rows[2], shapes),
        ("G-DA2", t.value_rows[3], deck),
    ]
}

pub fn setup_error_text(t: &SqText, e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount { min, max, .. } => (t.player_count)(*min, *max),
        SetupError::NameTooLong { max, .. } => (t.name_too_long)(*max),
        _ => t.setup_failed.to_string(),
    }
}

/// A refusal in the player's language. The screens offer only legal options, so these are rare.
pub fn action_error_text(t: &SqText, e: &ActionError) -> String {
    match e {
        ActionError::MatchIsOver => t.err_over.to_string(),
        ActionError::NotYourTurn { .. } | ActionError::NotThePartner { .. } | ActionError::NotTheChooser { .. } => {
            t.err_not_your_turn.to_string()
        }
        ActionError::Unbalanced { .. } | ActionError::SideFull { .. } => t.err_unbalanced.to_string(),
        ActionError::CardsMissing { placed, needed } => (t.err_cards_missing)(*placed, *needed),
        ActionError::MustTurnACard => t.err_must_turn.to_string(),
        _ => t.err_not_now.to_string(),
    }
}
