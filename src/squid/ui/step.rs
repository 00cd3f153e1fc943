//! What the table does now: a pass screen for a secret pick, a decision on the shared screen with only the legal
//! options, the marbles roll, or the end of the match.

use super::board::TokenChip;
use super::text::{action_label, final_card_name, SqText};
use super::{over, use_sq, Sq};
use crate::squid::rules::{
    Action, Actor, Board, Contestant, FinalCard, MarblesGame, OwnPick, Parity, Phase, PhaseKind, Placement, Seat,
};
use crate::ui::PassScreen;
use leptos::prelude::*;

/// Phases where each listed player chooses in secret.
fn is_secret(kind: PhaseKind) -> bool {
    matches!(
        kind,
        PhaseKind::RedLightPick
            | PhaseKind::TugCards
            | PhaseKind::BridgeSideCards
            | PhaseKind::BridgePick
            | PhaseKind::SquidPick
            | PhaseKind::MarblesOddEven
    )
}

pub fn current_step() -> AnyView {
    let sq = use_sq();
    let phase = sq.public.get_untracked().phase;
    if let Phase::Over(_) = phase {
        return view! { <over::MatchOver/> }.into_any();
    }
    let waiting = sq.session.with_untracked(|s| s.game.waiting_for());
    let Some(&actor) = waiting.first() else {
        return ().into_any();
    };
    let step = match actor {
        Actor::Table => view! { <MarblesRoll/> }.into_any(),
        Actor::Player(seat) if is_secret(phase.kind()) => view! { <SecretPick seat phase/> }.into_any(),
        Actor::Player(seat) => view! { <Decision seat phase/> }.into_any(),
    };
    view! { <super::story::LastAction/>{step} }.into_any()
}

/// The heading of a step: the game's own prompt for this phase.
fn prompt(t: &SqText, sq: &Sq, phase: &Phase, seat: Seat) -> String {
    let name = sq.name(seat);
    match phase {
        Phase::RedLightPick { .. } => (t.prompt_red_light)(&name),
        Phase::RedLightPush { .. } => (t.prompt_push)(&name),
        Phase::DalgonaPlace { .. }
        | Phase::TugPlace { .. }
        | Phase::MarblesPlace { .. }
        | Phase::BridgePlace { .. } => (t.prompt_place)(&name),
        Phase::DalgonaTurn { turned, .. } => {
            if *turned == 0 {
                (t.prompt_dalgona_first)(&name)
            } else {
                (t.prompt_dalgona_more)(&name)
            }
        }
        Phase::DalgonaAdvance { shape, .. } => (t.prompt_dalgona_advance)(&name, t.shape_names[shape.index()]),
        Phase::DalgonaCrack { first_card, .. } => {
            if *first_card {
                (t.prompt_crack_rival)(&name)
            } else {
                (t.prompt_crack_own)(&name)
            }
        }
        Phase::TugCards { .. } => (t.prompt_tug_cards)(&name),
        Phase::MarblesChoose { .. } => (t.prompt_marbles_choose)(&name),
        Phase::MarblesOddEven { chooser, .. } => {
            if *chooser == seat {
                (t.prompt_hide)(&name)
            } else {
                (t.prompt_guess)(&name)
            }
        }
        Phase::BridgeSideCards { .. } => (t.prompt_bridge_side)(&name),
        Phase::BridgePick { .. } => (t.prompt_bridge_pick)(&name),
        Phase::BridgeMove { card, .. } => (t.prompt_bridge_move)(&name, *card),
        Phase::BridgeJump { tile, .. } => (t.prompt_jump)(&name, *tile),
        Phase::BridgeCrowd { .. } => (t.prompt_crowd)(&name),
        Phase::BridgePush { .. } => (t.prompt_bridge_push)(&name),
        Phase::SquidSquare { .. } => (t.prompt_square)(&name),
        Phase::SquidPick { .. } => (t.prompt_final_pick)(&name),
        Phase::SquidStab { .. } => (t.prompt_stab)(&name),
        Phase::SquidLoseStabber { .. } => (t.prompt_lose_stabber)(&name),
        Phase::SquidPush { .. } => (t.prompt_squid_push)(&name),
        Phase::SquidMove { .. } => (t.prompt_squid_move)(&name),
        Phase::MarblesRoll { .. } | Phase::Over(_) => String::new(),
    }
}

/// Who still has to pick, as "locked" or "choosing" (never what).
#[component]
fn PickStatusLine() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let picks = sq.public.with_untracked(|v| match &v.phase {
        Phase::RedLightPick { picks, .. }
        | Phase::TugCards { picks }
        | Phase::BridgeSideCards { picks }
        | Phase::BridgePick { picks, .. }
        | Phase::SquidPick { picks, .. } => picks.clone(),
        _ => Vec::new(),
    });
    use crate::squid::rules::PickStatus;
    view! {
        <ul class="sq-pick-status" data-testid="pick-status">
            {picks.into_iter().enumerate().filter(|(_, p)| *p != PickStatus::NotPlaying).map(|(seat, p)| {
                let locked = p == PickStatus::Locked;
                view! {
                    <li class=format!("sq-team-tag sq-s{seat}") class:locked=locked>
                        <span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>
                        {sq.name(seat)}" · "{if locked { t.locked } else { t.choosing }}
                    </li>
                }
            }).collect_view()}
        </ul>
    }
}

/// A secret pick: "pass the tablet", hold to reveal, pick, lock.
#[component]
fn SecretPick(seat: Seat, phase: Phase) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let name = sq.name(seat);
    let heading = prompt(t, &sq, &phase, seat);
    let kind = format!("{:?}", phase.kind());
    view! {
        <section class="sq-step" data-testid="sq-step" data-phase=kind>
            <h2 data-testid="step-title" class=format!("sq-decider sq-s{seat}")><span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>" "{heading}</h2>
            <PickStatusLine/>
            <PassScreen to=name.clone()>
                <PrivatePick seat phase=phase.clone()/>
            </PassScreen>
        </section>
    }
}

/// Inside the pass screen: the player's own options, and a Lock that applies the pick.
#[component]
fn PrivatePick(seat: Seat, phase: Phase) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let view = sq.view_for(seat);
    let legal = sq.legal(Actor::Player(seat));
    let error = RwSignal::new(None::<String>);
    let chosen = RwSignal::new(None::<Action>);
    let lock = move |action: Action| {
        if let Err(e) = sq.act(Actor::Player(seat), action) {
            error.set(Some(e));
        }
    };
    let body = match phase.kind() {
        // The cards go behind the tokens one at a time behind the same pass screen, so this part follows the game.
        PhaseKind::TugCards => (move || {
            sq.session.track();
            let own = match sq.view_for(seat).own_pick {
                Some(OwnPick::TugCards(cards)) => cards,
                _ => Vec::new(),
            };
            view! { <TugCardsPicker seat own legal=sq.legal(Actor::Player(seat))/> }
        })
        .into_any(),
        _ => {
            let hint = match &view.board {
                Board::GlassBridge { hands, .. } if phase.kind() == PhaseKind::BridgePick => {
                    Some((t.hand_line)(&hands.get(seat).cloned().unwrap_or_default()))
                }
                _ => None,
            };
            let options = legal.clone();
            view! {
                {hint.map(|h| view! { <p class="sq-hint">{h}</p> })}
                <div class="sq-cards" role="group" aria-label=t.your_pick>
                    {options.into_iter().map(|a| {
                        let label = pick_label(t, &a);
                        let testid = pick_testid(&a);
                        view! {
                            <button class="sq-card" data-testid=testid class:chosen=move || chosen.get() == Some(a)
                                aria-pressed=move || (chosen.get() == Some(a)).to_string()
                                on:click=move |_| chosen.set(Some(a))>
                                {label}
                            </button>
                        }
                    }).collect_view()}
                </div>
                <button class="btn primary big" data-testid="lock-pick" disabled=move || chosen.get().is_none()
                    on:click=move |_| if let Some(a) = chosen.get_untracked() { lock(a) }>
                    {t.lock}
                </button>
            }
            .into_any()
        }
    };
    view! {
        <div class="sq-private" data-testid="sq-private">
            <p class="sq-private-who"><TeamTag seat/></p>
            {own_tokens(&sq, seat)}
            {body}
            {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
        </div>
    }
}

fn own_tokens(sq: &Sq, seat: Seat) -> impl IntoView {
    let t = sq.t();
    let team = sq
        .public
        .with_untracked(|v| v.players.get(seat).map(|p| p.team.clone()).unwrap_or_default());
    view! {
        <p class="sq-own-tokens">{t.your_tokens}" "{team.into_iter().map(|c| view! { <TokenChip token=c seat/> }).collect_view()}</p>
    }
}

fn pick_label(t: &SqText, a: &Action) -> AnyView {
    match a {
        Action::PlayCard { card } => view! {
            <span class="sq-card-value">{*card}</span>
            {(*card == 0).then(|| view! { <span class="sq-card-note">{t.card_zero_note}</span> })}
        }
        .into_any(),
        Action::PlayFinalCard { card } => view! {
            <span class="sq-card-glyph" aria-hidden="true">{final_glyph(*card)}</span>
            <span class="sq-card-name">{final_card_name(t, *card)}</span>
        }
        .into_any(),
        Action::HideMarbles { count } => view! {
            <span class="sq-card-value">{*count}</span><span class="sq-card-note">{t.marbles_word}</span>
        }
        .into_any(),
        Action::GuessParity { parity } => view! {
            <span class="sq-card-name">{if *parity == Parity::Odd { t.odd } else { t.even }}</span>
        }
        .into_any(),
        other => view! { <span>{action_label(t, other, &|_| String::new())}</span> }.into_any(),
    }
}

fn pick_testid(a: &Action) -> String {
    match a {
        Action::PlayCard { card } => format!("pick-{card}"),
        Action::PlayFinalCard { card } => format!("pick-{card:?}").to_lowercase(),
        Action::HideMarbles { count } => format!("pick-hide-{count}"),
        Action::GuessParity { parity } => format!("pick-{parity:?}").to_lowercase(),
        _ => "pick".to_string(),
    }
}

pub fn final_glyph(card: FinalCard) -> &'static str {
    match card {
        FinalCard::Block => "▣",
        FinalCard::Stab => "⚔",
        FinalCard::Push => "⇥",
        FinalCard::Move => "➜",
    }
}

/// G-TW3: one card behind each of the player's tokens on the ropes, then Lock.
#[component]
fn TugCardsPicker(seat: Seat, own: Vec<(Contestant, u8)>, legal: Vec<Action>) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let mut tokens: Vec<Contestant> = legal
        .iter()
        .filter_map(|a| match a {
            Action::AssignCard { token, .. } | Action::TakeBackCard { token } => Some(*token),
            _ => None,
        })
        .chain(own.iter().map(|(c, _)| *c))
        .collect();
    tokens.sort();
    tokens.dedup();
    let can_lock = legal.contains(&Action::LockCards);
    let error = RwSignal::new(None::<String>);
    let run = move |a: Action| {
        if let Err(e) = sq.act(Actor::Player(seat), a) {
            error.set(Some(e));
        }
    };
    view! {
        <p class="sq-hint">{t.tug_cards_hint}</p>
        <ul class="sq-tug-assign">
            {tokens.into_iter().map(|token| {
                let behind = own.iter().find(|(c, _)| *c == token).map(|(_, card)| *card);
                let cards: Vec<u8> = legal.iter().filter_map(|a| match a {
                    Action::AssignCard { token: t2, card } if *t2 == token => Some(*card),
                    _ => None,
                }).collect();
                view! {
                    <li data-testid=format!("tug-token-{token}")>
                        <TokenChip token seat/>
                        {match behind {
                            Some(card) => view! {
                                <span class="sq-card small" data-testid="own-pick">{card}</span>
                                <button class="btn" data-testid=format!("take-back-{token}")
                                    on:click=move |_| run(Action::TakeBackCard { token })>{t.take_back}</button>
                            }.into_any(),
                            None => cards.into_iter().map(|card| view! {
                                <button class="sq-card small" data-testid=format!("assign-{token}-{card}")
                                    on:click=move |_| run(Action::AssignCard { token, card })>{card}</button>
                            }).collect_view().into_any(),
                        }}
                    </li>
                }
            }).collect_view()}
        </ul>
        <button class="btn primary big" data-testid="lock-pick" disabled=!can_lock
            on:click=move |_| run(Action::LockCards)>{t.lock}</button>
        {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
    }
}

/// A decision on the shared screen: only the legal options, each a button.
#[component]
fn Decision(seat: Seat, phase: Phase) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let heading = prompt(t, &sq, &phase, seat);
    let legal = sq.legal(Actor::Player(seat));
    let places: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Place { .. }))
        .collect();
    let body = if places.is_empty() {
        let name_of = move |c: Contestant| sq.owner(c).map(|s| sq.name(s)).unwrap_or_default();
        view! {
            <div class="sq-options" role="group" aria-label=heading.clone()>
                {legal.into_iter().map(|a| {
                    let token = action_token(&a);
                    view! {
                        <button class="btn sq-option" data-testid=option_testid(&a)
                            on:click=move |_| sq.act_or_notice(Actor::Player(seat), a)>
                            {token.map(|c| view! { <TokenChip token=c seat=sq.owner(c).unwrap_or(0)/> })}
                            <span>{action_label(t, &a, &name_of)}</span>
                        </button>
                    }
                }).collect_view()}
            </div>
        }
        .into_any()
    } else {
        view! { <PlacePicker seat places/> }.into_any()
    };
    view! {
        <section class="sq-step" data-testid="sq-step" data-phase=format!("{:?}", phase.kind())>
            <h2 data-testid="step-title" class=format!("sq-decider sq-s{seat}")><span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>" "{heading}</h2>
            {body}
        </section>
    }
}

/// Placements: choose the token, then where it goes.
#[component]
fn PlacePicker(seat: Seat, places: Vec<Action>) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let mut tokens: Vec<Contestant> = places
        .iter()
        .filter_map(|a| match a {
            Action::Place { token, .. } => Some(*token),
            _ => None,
        })
        .collect();
    tokens.dedup();
    let chosen = RwSignal::new(tokens.first().copied());
    let places = StoredValue::new(places);
    view! {
        <p class="sq-hint">{t.choose_token}</p>
        <div class="sq-options" role="group">
            {tokens.into_iter().map(|token| view! {
                <button class="btn sq-token-btn" data-testid=format!("token-{token}")
                    class:chosen=move || chosen.get() == Some(token)
                    aria-pressed=move || (chosen.get() == Some(token)).to_string()
                    on:click=move |_| chosen.set(Some(token))>
                    <TokenChip token seat/>
                </button>
            }).collect_view()}
        </div>
        <p class="sq-hint">{t.choose_place}</p>
        <div class="sq-options" role="group">
            {move || {
                let token = chosen.get();
                places.get_value().into_iter().filter(|a| matches!(a, Action::Place { token: c, .. } if Some(*c) == token)).map(|a| {
                    let Action::Place { at, .. } = a else { return ().into_any() };
                    view! {
                        <button class="btn sq-option" data-testid=place_testid(at)
                            on:click=move |_| sq.act_or_notice(Actor::Player(seat), a)>
                            {super::text::placement_label(t, at)}
                        </button>
                    }.into_any()
                }).collect_view()
            }}
        </div>
    }
}

fn place_testid(at: Placement) -> String {
    match at {
        Placement::Shape(s) => format!("place-{s:?}").to_lowercase(),
        Placement::Rope { rope, side } => format!("place-rope-{}-{side:?}", rope + 1).to_lowercase(),
        Placement::Alone => "place-alone".to_string(),
        Placement::Beside(c) => format!("place-beside-{c}"),
        Placement::Figure(i) => format!("place-figure-{}", i + 1),
        Placement::Square => "place-square".to_string(),
    }
}

fn action_token(a: &Action) -> Option<Contestant> {
    match a {
        Action::Push { token }
        | Action::Advance { token }
        | Action::Crack { token }
        | Action::CrowdPush { token }
        | Action::Stab { token }
        | Action::LoseStabber { token }
        | Action::RollWinner { token } => Some(*token),
        Action::KeepOne { keep, .. } => Some(*keep),
        _ => None,
    }
}

fn option_testid(a: &Action) -> String {
    match a {
        Action::Push { token } => format!("push-{token}"),
        Action::NoPush => "no-push".to_string(),
        Action::TurnCard => "turn-card".to_string(),
        Action::StopTurning => "stop-turning".to_string(),
        Action::Advance { token } => format!("advance-{token}"),
        Action::Crack { token } => format!("crack-{token}"),
        Action::CrowdPush { token } => format!("crowd-{token}"),
        Action::Stab { token } => format!("stab-{token}"),
        Action::LoseStabber { token } => format!("lose-{token}"),
        Action::KeepOne { pair, keep } => format!("keep-{}-{keep}", pair + 1),
        Action::ChooseGame { pair, game } => {
            format!(
                "choose-{}-{}",
                pair + 1,
                if *game == MarblesGame::OddOrEven {
                    "odd-even"
                } else {
                    "roll"
                }
            )
        }
        Action::JumpSide { side } => format!("jump-{side:?}").to_lowercase(),
        _ => "option".to_string(),
    }
}

/// A team's colour and symbol with the player's name.
#[component]
pub fn TeamTag(seat: Seat) -> impl IntoView {
    let sq = use_sq();
    view! {
        <span class=format!("sq-team-tag sq-s{seat}")>
            <span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>{sq.name(seat)}
        </span>
    }
}

/// G-MA4: rolling marbles, played for real (tap the winner) or on the screen (aim and release).
#[component]
fn MarblesRoll() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let Phase::MarblesRoll { pair, chooser, partner } = sq.public.get_untracked().phase else {
        return ().into_any();
    };
    // G-MA5: the partner rolls first, then the chooser.
    let mut tokens: Vec<(Contestant, Seat)> = sq.public.with_untracked(|v| match &v.board {
        Board::Marbles { groups, .. } => groups.get(pair).map(|g| g.tokens.clone()).unwrap_or_default(),
        _ => Vec::new(),
    });
    tokens.sort_by_key(|&(_, seat)| seat != partner);
    let tokens: Vec<Contestant> = tokens.into_iter().map(|(c, _)| c).collect();
    let on_screen = RwSignal::new(false);
    let winner_buttons = tokens
        .iter()
        .map(|&token| {
            let seat = sq.owner(token).unwrap_or(0);
            view! {
                <button class="btn sq-option" data-testid=format!("roll-winner-{token}")
                    on:click=move |_| sq.act_or_notice(Actor::Table, Action::RollWinner { token })>
                    <TokenChip token seat/><span>{(t.roll_won_by)(&sq.name(seat))}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <section class="sq-step" data-testid="sq-step" data-phase="MarblesRoll">
            <h2 data-testid="step-title">{(t.prompt_roll)(&sq.name(chooser), &sq.name(partner))}</h2>
            <p class="sq-hint">{t.roll_real_hint}</p>
            <div class="sq-options">{winner_buttons}</div>
            <button class="btn" data-testid="aim-game" on:click=move |_| on_screen.set(true)>{t.roll_on_screen}</button>
            {move || on_screen.get().then(|| view! { <super::aim::AimGame tokens=tokens.clone()/> })}
        </section>
    }
    .into_any()
}
