//! A turn. The acting agent's private view (hand, own suspect, private board, the actions with their pickers) is
//! rendered only inside a revealed pass screen, and it is built from `legal_actions`, which names hand cards.
//! Choices that hide nothing (how many cards to draw, whether to look at the extra suspect, the final shot) are made
//! on the shared screen.

use super::board::{suspect_label, HintGrid};
use super::cards::{card_name, guess_name, suit_name, CardFace, SuitIcon};
use super::table::phase_heading;
use super::{use_ix, BoardMode, Ix};
use crate::engine::Engine;
use crate::infiltraitors::rules::{
    Action, ActionKind, Card, DiscardView, Guess, HandView, Phase, Slot, SpecialRule, Suit, SuspectRef, View, Viewer,
};
use crate::ui::PassScreen;
use leptos::prelude::*;

fn legal(ix: &Ix, agent: usize) -> Vec<Action> {
    ix.session.with_untracked(|s| s.game.legal_actions(&agent))
}

/// Sends an action; the step is rebuilt on success, and an error stays on screen.
fn send(ix: Ix, agent: usize, action: Action, error: RwSignal<Option<String>>) {
    if let Err(e) = ix.act(agent, action) {
        error.set(Some(e));
    }
}

#[component]
fn ErrorLine(error: RwSignal<Option<String>>) -> impl IntoView {
    view! { {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="turn-error">{e}</p> })} }
}

/// Why the rules refuse an action of `kind` now, in the player's language: the engine's own error for a probe of
/// that kind (on a copy of the game). `target` picks the suspect for exchanges and shots. Only called behind the
/// acting agent's pass screen: a probe may name a card of the agent's hand.
fn why_not(ix: &Ix, agent: usize, kind: ActionKind, target: Option<usize>, view: &View) -> Option<String> {
    let t = ix.t();
    let card = view.agents.iter().find_map(|a| match &a.hand {
        HandView::Shown(cards) => cards.first().copied(),
        HandView::Hidden { .. } => None,
    });
    let others = view
        .agents
        .iter()
        .filter(|a| a.seat != agent && a.stand.is_some())
        .map(|a| a.seat);
    let target = target.or_else(|| others.clone().next());
    let probe = match kind {
        ActionKind::DrawSuspect => Action::DrawSuspect,
        ActionKind::Wait => Action::Wait,
        ActionKind::GiveHint => match card {
            Some(card) => Action::GiveHint { card },
            None if view.agents[agent].stand.is_none() => Action::GiveHint {
                card: crate::infiltraitors::rules::Card::numbered(Suit::Red, 2),
            },
            None => return Some(t.no_card_to_play.to_string()),
        },
        ActionKind::ExchangeIntel => match (target, card) {
            (None, _) => return Some(t.nobody_else_has_a_suspect.to_string()),
            (Some(target), Some(card)) => Action::ExchangeIntel {
                target,
                card,
                draw: false,
            },
            (Some(_), None) => return Some(t.no_card_to_play.to_string()),
        },
        ActionKind::Shoot => match target {
            None => return Some(t.nobody_else_has_a_suspect.to_string()),
            Some(target) => {
                let mut guess = None;
                view.mission.mission().for_each_guess(|g| guess = guess.or(Some(g)));
                Action::Shoot { target, guess: guess? }
            }
        },
        _ => return None,
    };
    let error = ix.session.with_untracked(|s| {
        let mut g = s.game.clone();
        let refused = g.apply(&agent, probe.clone()).err();
        // The probe may be refused for its made-up draw; then try the other way.
        match (refused, probe) {
            (
                Some(crate::infiltraitors::rules::ActionError::DrawRequired),
                Action::ExchangeIntel { target, card, .. },
            ) => s
                .game
                .clone()
                .apply(
                    &agent,
                    Action::ExchangeIntel {
                        target,
                        card,
                        draw: true,
                    },
                )
                .err(),
            (r, _) => r,
        }
    })?;
    Some(super::text::action_error_text(t, &error, |a| ix.name(a)))
}

/// A private step: the pass screen for `agent`, then the panel for this phase.
#[component]
pub fn PrivateStep(agent: usize, phase: Phase) -> impl IntoView {
    let ix = use_ix();
    let name = ix.name(agent);
    view! {
        <section class="ix-step" data-testid="ix-step">
            <h2 class="ix-step-title" data-testid="step-title">{phase_heading(&ix, phase)}</h2>
            <PassScreen to=name>
                {move || match phase {
                    Phase::Reward { set_aside, .. } => view! { <RewardPanel agent set_aside/> }.into_any(),
                    Phase::HandLimit { limit, .. } => view! { <HandLimitPanel agent limit/> }.into_any(),
                    Phase::ExtraSuspectHint { remaining, .. } => view! { <ExtraHintPanel agent remaining/> }.into_any(),
                    _ => view! { <TurnPanel agent/> }.into_any(),
                }}
            </PassScreen>
        </section>
    }
}

/// The acting agent's own suspect (and I-M16 kept card) and hand; I-M17: the other hands instead.
#[component]
fn Private(ix: Ix, agent: usize, view: View) -> impl IntoView {
    let t = ix.t();
    let me = &view.agents[agent];
    let as_one = view.mission.mission().has(SpecialRule::SpecialCardsInDeck);
    let suspect = match &me.stand {
        None => view! { <p class="ix-empty">{t.your_stand_empty}</p> }.into_any(),
        Some(s) => {
            let card = match s.card {
                Slot::Shown(c) => view! { <CardFace card=c big=true as_one/> }.into_any(),
                Slot::FaceDown => view! { <p>{t.suspect}</p> }.into_any(),
            };
            let kept = s.kept.map(|k| match k {
                Slot::Shown(c) => {
                    view! { <div class="ix-kept-own"><span>{t.kept_card}</span><CardFace card=c/></div> }.into_any()
                }
                Slot::FaceDown => ().into_any(),
            });
            let counts_as = match (s.kept, s.identity) {
                (Some(_), Some(id)) => {
                    Some(view! { <p data-testid="counts-as">{(t.counts_as)(&card_name(t, id))}</p> })
                }
                _ => None,
            };
            view! { <div class="ix-own-suspect" data-testid="own-suspect">{card}{kept}{counts_as}</div> }.into_any()
        }
    };
    let hands = view
        .agents
        .iter()
        .filter(|a| a.seat != agent || matches!(a.hand, HandView::Shown(_)))
        .filter_map(|a| match &a.hand {
            HandView::Shown(cards) => {
                let title = if a.seat == agent {
                    t.your_hand.to_string()
                } else {
                    (t.hand_of)(&ix.name(a.seat))
                };
                Some(view! {
                    <div class="ix-hand-row" data-testid=if a.seat == agent { "own-hand" } else { "other-hand" }>
                        <h3>{title}</h3>
                        <div class="ix-cards">{cards.iter().map(|&c| view! { <CardFace card=c/> }).collect_view()}</div>
                    </div>
                })
            }
            HandView::Hidden { .. } => None,
        })
        .collect_view();
    let blind = match &me.hand {
        HandView::Hidden { count } => Some(view! { <p class="muted">{(t.own_hand_hidden)(*count)}</p> }),
        HandView::Shown(_) => None,
    };
    view! {
        <div class="ix-private">
            <div><h3>{t.your_suspect}</h3>{suspect}</div>
            <div>{hands}{blind}</div>
        </div>
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    None,
    Kind(ActionKind),
}

/// I-A1..I-A5: the five actions, enabled as the rules allow, each with its picker.
#[component]
fn TurnPanel(agent: usize) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let view = ix.view_for(agent);
    let legal = StoredValue::new(legal(&ix, agent));
    let pick = RwSignal::new(Pick::None);
    let error = RwSignal::new(None::<String>);
    let can = move |k: ActionKind| legal.with_value(|l| l.iter().any(|a| a.kind() == k));
    let kinds = [
        (ActionKind::DrawSuspect, t.act_draw),
        (ActionKind::GiveHint, t.act_hint),
        (ActionKind::ExchangeIntel, t.act_exchange),
        (ActionKind::Wait, t.act_wait),
        (ActionKind::Shoot, t.act_shoot),
    ];
    let boards = view.boards.clone();
    // Every action the rules refuse now, with the rules' reason.
    let why: Vec<(&'static str, String)> = kinds
        .iter()
        .filter(|(k, _)| !can(*k))
        .filter_map(|&(k, label)| why_not(&ix, agent, k, None, &view).map(|r| (label, r)))
        .collect();
    view! {
        <div class="ix-turn" data-testid="ix-turn">
            <Private ix agent view=view.clone()/>
            <p class="muted ix-reminder">{t.table_talk}</p>
            <div class="ix-actions" role="group" aria-label=t.choose_action>
                {kinds.into_iter().map(|(k, label)| view! {
                    <button class="btn ix-action" data-testid=format!("act-{k:?}")
                        class:chosen=move || pick.get() == Pick::Kind(k)
                        disabled=!can(k)
                        on:click=move |_| { error.set(None); pick.set(Pick::Kind(k)) }>{label}</button>
                }).collect_view()}
            </div>
            <ErrorLine error/>
            <ul class="ix-why-not" data-testid="why-not">
                {why.into_iter().map(|(label, reason)| view! { <li><b>{label}": "</b>{reason}</li> }).collect_view()}
            </ul>
            {move || match pick.get() {
                Pick::None => view! { <p class="muted">{t.choose_action}</p> }.into_any(),
                Pick::Kind(ActionKind::DrawSuspect) => view! {
                    <div class="ix-picker">
                        <p>{t.draw_explain}</p>
                        <button class="btn primary" data-testid="confirm-action" on:click=move |_| send(ix, agent, Action::DrawSuspect, error)>{t.act_draw}</button>
                    </div>
                }.into_any(),
                Pick::Kind(ActionKind::Wait) => view! {
                    <div class="ix-picker">
                        <p>{t.wait_explain}</p>
                        <button class="btn primary" data-testid="confirm-action" on:click=move |_| send(ix, agent, Action::Wait, error)>{t.act_wait}</button>
                    </div>
                }.into_any(),
                Pick::Kind(ActionKind::GiveHint) => {
                    let cards: Vec<Card> = legal.with_value(|l| l.iter().filter_map(|a| match a { Action::GiveHint { card } => Some(*card), _ => None }).collect());
                    view! { <HintPicker ix agent cards error/> }.into_any()
                }
                Pick::Kind(ActionKind::ExchangeIntel) => view! { <ExchangePicker ix agent legal=legal.get_value() error/> }.into_any(),
                Pick::Kind(ActionKind::Shoot) => view! { <ShootPicker ix agent legal=legal.get_value() error/> }.into_any(),
                Pick::Kind(_) => ().into_any(),
            }}
            {(ix.board_mode() == BoardMode::Auto && !boards.is_empty()).then(|| view! { <PrivateBoards ix boards/> })}
        </div>
    }
}

/// The agent's own boards, behind the pass screen: automatic ones may also use the agent's hand.
#[component]
fn PrivateBoards(ix: Ix, boards: Vec<crate::infiltraitors::rules::HintBoard>) -> impl IntoView {
    let t = ix.t();
    let chosen = RwSignal::new(0usize);
    let labels: Vec<String> = boards.iter().map(|b| suspect_label(&ix, b.suspect)).collect();
    let boards = StoredValue::new(boards);
    view! {
        <details class="ix-private-boards" data-testid="private-boards">
            <summary>{t.your_boards}</summary>
            <p class="muted">{t.private_board_note}</p>
            <div class="row">
                {labels.into_iter().enumerate().map(|(i, l)| view! {
                    <button class="btn" class:chosen=move || chosen.get() == i on:click=move |_| chosen.set(i)>{l}</button>
                }).collect_view()}
            </div>
            {move || {
                boards.with_value(|b| b.get(chosen.get()).cloned()).map(|b| view! { <HintGrid board=b/> })
            }}
        </details>
    }
}

/// A row of cards to choose one from.
#[component]
fn CardChoice(
    cards: Vec<Card>,
    chosen: RwSignal<Option<Card>>,
    /// I-M6: the special cards lying in the middle, tagged as such.
    #[prop(optional)]
    middle: Vec<Card>,
    /// Runs after a pick.
    #[prop(optional)]
    on_pick: Option<Callback<()>>,
) -> impl IntoView {
    let t = use_ix().t();
    view! {
        <div class="ix-cards choice" data-testid="card-choice">
            {cards.into_iter().map(|c| view! {
                <button class="ix-card-btn" class:chosen=move || chosen.get() == Some(c) aria-pressed=move || (chosen.get() == Some(c)).to_string()
                    on:click=move |_| { chosen.set(Some(c)); if let Some(cb) = on_pick { cb.run(()) } }>
                    <CardFace card=c/>
                    {middle.contains(&c).then(|| view! { <span class="ix-down-tag">{t.middle_cards}</span> })}
                </button>
            }).collect_view()}
        </div>
    }
}

/// I-A2: a card from the hand beside the own suspect (I-M17: from another agent's hand). The app orients it.
#[component]
fn HintPicker(ix: Ix, agent: usize, cards: Vec<Card>, error: RwSignal<Option<String>>) -> impl IntoView {
    let t = ix.t();
    let chosen = RwSignal::new(None::<Card>);
    // I-M17: the cards come from the other agents' hands; group them by whose hand they are in.
    let groups: Vec<(String, Vec<Card>)> = ix
        .view_for(agent)
        .agents
        .iter()
        .filter(|a| a.seat != agent)
        .filter_map(|a| match &a.hand {
            HandView::Shown(hand) => Some((
                ix.name(a.seat),
                cards.iter().copied().filter(|c| hand.contains(c)).collect(),
            )),
            HandView::Hidden { .. } => None,
        })
        .filter(|(_, cs): &(String, Vec<Card>)| !cs.is_empty())
        .collect();
    let choice = if groups.is_empty() {
        view! { <CardChoice cards chosen/> }.into_any()
    } else {
        groups
            .into_iter()
            .map(|(name, cards)| view! { <h3>{(t.hand_of)(&name)}</h3><CardChoice cards chosen/> })
            .collect_view()
            .into_any()
    };
    view! {
        <div class="ix-picker">
            <p>{t.hint_explain}</p>
            {choice}
            <button class="btn primary" data-testid="confirm-action" disabled=move || chosen.get().is_none()
                on:click=move |_| if let Some(card) = chosen.get_untracked() { send(ix, agent, Action::GiveHint { card }, error) }>
                {t.place_hint}
            </button>
        </div>
    }
}

/// I-A3: a card beside another agent's suspect, then (maybe) a draw from HQ.
#[component]
fn ExchangePicker(ix: Ix, agent: usize, legal: Vec<Action>, error: RwSignal<Option<String>>) -> impl IntoView {
    let t = ix.t();
    let options: Vec<(usize, Card, bool)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::ExchangeIntel { target, card, draw } => Some((*target, *card, *draw)),
            _ => None,
        })
        .collect();
    let mut targets: Vec<usize> = options.iter().map(|o| o.0).collect();
    targets.dedup();
    targets.sort_unstable();
    targets.dedup();
    let target = RwSignal::new(targets.first().copied().filter(|_| targets.len() == 1));
    let chosen = RwSignal::new(None::<Card>);
    let options = StoredValue::new(options);
    let draw = RwSignal::new(true);
    view! {
        <div class="ix-picker">
            <p>{t.exchange_explain}</p>
            <div class="row" role="group" aria-label=t.pick_target>
                {targets.into_iter().map(|s| view! {
                    <button class="btn" data-testid=format!("target-{s}") class:chosen=move || target.get() == Some(s)
                        on:click=move |_| { target.set(Some(s)); chosen.set(None) }>{ix.name(s)}</button>
                }).collect_view()}
            </div>
            {move || target.get().map(|s| {
                let mut cards: Vec<Card> = options.with_value(|o| o.iter().filter(|o| o.0 == s).map(|o| o.1).collect());
                cards.dedup();
                let draws: Vec<bool> = options.with_value(|o| { let mut d: Vec<bool> = o.iter().filter(|o| o.0 == s).map(|o| o.2).collect(); d.sort(); d.dedup(); d });
                let forced = (draws.len() == 1).then(|| draws[0]);
                draw.set(forced.unwrap_or(true));
                let middle = ix.public.with_untracked(|v| v.middle.clone());
                view! {
                    <CardChoice cards chosen middle=middle.clone()/>
                    {match forced {
                        None => view! {
                            <label class="inline-field"><input type="checkbox" data-testid="exchange-draw" prop:checked=move || draw.get()
                                on:change=move |e| draw.set(event_target_checked(&e))/>{t.draw_after_exchange}</label>
                        }.into_any(),
                        Some(true) => view! { <p class="muted">{t.draw_forced}</p> }.into_any(),
                        Some(false) => view! { <p class="muted">{t.no_draw_now}</p> }.into_any(),
                    }}
                }
            })}
            <button class="btn primary" data-testid="confirm-action" disabled=move || target.get().is_none() || chosen.get().is_none()
                on:click=move |_| if let (Some(target), Some(card)) = (target.get_untracked(), chosen.get_untracked()) {
                    send(ix, agent, Action::ExchangeIntel { target, card, draw: draw.get_untracked() }, error)
                }>
                {t.place_hint}
            </button>
        </div>
    }
}

/// Suit and number of a named identity, offered from the legal guesses only.
#[component]
fn GuessPicker(ix: Ix, guesses: Vec<Guess>, chosen: RwSignal<Option<Guess>>) -> impl IntoView {
    let t = ix.t();
    let mut suits: Vec<Suit> = guesses.iter().map(|g| g.suit).collect();
    suits.sort();
    suits.dedup();
    let mut numbers: Vec<u8> = guesses.iter().map(|g| g.number).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let suit = RwSignal::new(None::<Suit>);
    let number = RwSignal::new(None::<u8>);
    let guesses = StoredValue::new(guesses);
    // The named guess, once both halves are picked (and legal).
    let name = move || {
        let g = match (suit.get_untracked(), number.get_untracked()) {
            (Some(s), Some(n)) => Some(Guess { suit: s, number: n }).filter(|g| guesses.with_value(|l| l.contains(g))),
            _ => None,
        };
        chosen.set(g);
    };
    view! {
        <div class="ix-guess">
            <div class="row" role="group" aria-label=t.pick_suit>
                {suits.into_iter().map(|s| view! {
                    <button class=format!("btn suit-btn s-{}", super::cards::suit_slug(s)) data-testid=format!("suit-{}", super::cards::suit_slug(s))
                        class:chosen=move || suit.get() == Some(s) on:click=move |_| { suit.set(Some(s)); name() }>
                        <SuitIcon suit=s/>{suit_name(t, s)}
                    </button>
                }).collect_view()}
            </div>
            <div class="row num-row" role="group" aria-label=t.pick_number>
                {numbers.into_iter().map(|n| view! {
                    <button class="btn num-btn" data-testid=format!("num-{n}") class:chosen=move || number.get() == Some(n)
                        on:click=move |_| { number.set(Some(n)); name() }>{n}</button>
                }).collect_view()}
            </div>
        </div>
    }
}

/// I-A5: target, suit and number, then the pistol.
#[component]
fn ShootPicker(ix: Ix, agent: usize, legal: Vec<Action>, error: RwSignal<Option<String>>) -> impl IntoView {
    let t = ix.t();
    let shots: Vec<(usize, Guess)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Shoot { target, guess } => Some((*target, *guess)),
            _ => None,
        })
        .collect();
    let mut targets: Vec<usize> = shots.iter().map(|s| s.0).collect();
    targets.sort_unstable();
    targets.dedup();
    let target = RwSignal::new(targets.first().copied().filter(|_| targets.len() == 1));
    let guess = RwSignal::new(None::<Guess>);
    let shots = StoredValue::new(shots);
    let view = ix.view_for(agent);
    let out_of_reach: Vec<String> = view
        .agents
        .iter()
        .filter(|a| a.seat != agent && a.stand.is_some() && !targets.contains(&a.seat))
        .filter_map(|a| {
            why_not(&ix, agent, ActionKind::Shoot, Some(a.seat), &view).map(|r| format!("{}: {r}", ix.name(a.seat)))
        })
        .collect();
    view! {
        <div class="ix-picker">
            <p>{t.shoot_explain}</p>
            <div class="row" role="group" aria-label=t.pick_target>
                {targets.into_iter().map(|s| view! {
                    <button class="btn" data-testid=format!("target-{s}") class:chosen=move || target.get() == Some(s)
                        on:click=move |_| target.set(Some(s))>{ix.name(s)}</button>
                }).collect_view()}
            </div>
            {move || target.get().map(|s| {
                let guesses = shots.with_value(|v| v.iter().filter(|x| x.0 == s).map(|x| x.1).collect::<Vec<_>>());
                view! { <GuessPicker ix guesses chosen=guess/> }
            })}
            <ul class="ix-why-not" data-testid="why-not-targets">{out_of_reach.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            <p class="ix-named" data-testid="named">{move || guess.get().map(|g| (t.you_name)(&guess_name(t, g)))}</p>
            <button class="btn danger big" data-testid="confirm-action" disabled=move || target.get().is_none() || guess.get().is_none()
                on:click=move |_| if let (Some(target), Some(guess)) = (target.get_untracked(), guess.get_untracked()) {
                    send(ix, agent, Action::Shoot { target, guess }, error)
                }>
                {t.raise_pistol}
            </button>
        </div>
    }
}

/// I-A5 reward: any discard, face-down ones too (only this agent sees them), or none. I-M18: set aside face up.
#[component]
fn RewardPanel(agent: usize, set_aside: bool) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let view = ix.view_for(agent);
    let error = RwSignal::new(None::<String>);
    let chosen = RwSignal::new(None::<usize>);
    view! {
        <div class="ix-picker" data-testid="reward-panel">
            <p>{if set_aside { t.reward_set_aside } else { t.reward_explain }}</p>
            <DiscardChoice discards=view.discards.clone() chosen/>
            <ErrorLine error/>
            <div class="row">
                <button class="btn primary" data-testid="take-reward" disabled=move || chosen.get().is_none()
                    on:click=move |_| if let Some(discard) = chosen.get_untracked() { send(ix, agent, Action::TakeReward { discard }, error) }>{t.take_reward}</button>
                <button class="btn" data-testid="decline-reward" on:click=move |_| send(ix, agent, Action::DeclineReward, error)>{t.decline_reward}</button>
            </div>
        </div>
    }
}

/// The discard pile as the choosing agent sees it, one card to pick.
#[component]
fn DiscardChoice(
    discards: Vec<DiscardView>,
    chosen: RwSignal<Option<usize>>,
    #[prop(optional)] on_pick: Option<Callback<()>>,
) -> impl IntoView {
    let t = use_ix().t();
    view! {
        <div class="ix-cards choice" data-testid="discard-choice">
            {discards.into_iter().enumerate().filter_map(|(i, d)| match d {
                DiscardView::FaceUp(c) | DiscardView::FaceDownSeen(c) => Some((i, c, matches!(d, DiscardView::FaceDownSeen(_)))),
                DiscardView::FaceDown => None,
            }).map(|(i, c, down)| view! {
                <button class="ix-card-btn" class:chosen=move || chosen.get() == Some(i) on:click=move |_| { chosen.set(Some(i)); if let Some(cb) = on_pick { cb.run(()) } }>
                    <CardFace card=c/>
                    {down.then(|| view! { <span class="ix-down-tag">{t.was_face_down}</span> })}
                </button>
            }).collect_view()}
        </div>
    }
}

/// I-A6: discard down to the hand limit, one card at a time (I-M17: blind, by position).
#[component]
fn HandLimitPanel(agent: usize, limit: u8) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let error = RwSignal::new(None::<String>);
    // The panel stays open from one discard to the next: the hand follows the game.
    let hand = Memo::new(move |_| {
        ix.session
            .with(|s| s.game.view_for(&Viewer::Agent(agent)).agents[agent].hand.clone())
    });
    let choices = move || {
        match hand.get() {
        HandView::Shown(cards) => cards
            .into_iter()
            .enumerate()
            .map(|(slot, c)| view! {
                <button class="ix-card-btn" data-testid="discard-slot" on:click=move |_| send(ix, agent, Action::DiscardFromHand { slot }, error)>
                    <CardFace card=c/>
                </button>
            }.into_any())
            .collect_view(),
        HandView::Hidden { count } => (0..count)
            .map(|slot| view! {
                <button class="btn" data-testid="discard-slot" on:click=move |_| send(ix, agent, Action::DiscardFromHand { slot }, error)>
                    {(t.blind_card)(slot + 1)}
                </button>
            }.into_any())
            .collect_view(),
    }
    };
    view! {
        <div class="ix-picker" data-testid="hand-limit-panel">
            <p>{(t.hand_limit_explain)(limit)}</p>
            <div class="ix-cards choice">{choices}</div>
            <ErrorLine error/>
        </div>
    }
}

/// I-M20: a hint on the extra suspect, from the hand or the discards, before leaving the mission.
#[component]
fn ExtraHintPanel(agent: usize, remaining: u8) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let view = ix.view_for(agent);
    let error = RwSignal::new(None::<String>);
    let legal = legal(&ix, agent);
    let from_hand: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::HintExtraFromHand { card } => Some(*card),
            _ => None,
        })
        .collect();
    let from_pile: Vec<usize> = legal
        .iter()
        .filter_map(|a| match a {
            Action::HintExtraFromDiscard { discard } => Some(*discard),
            _ => None,
        })
        .collect();
    let extra = view.extra_suspect.as_ref().and_then(|x| match x.card {
        Slot::Shown(c) => Some(c),
        Slot::FaceDown => None,
    });
    let hand_pick = RwSignal::new(None::<Card>);
    let pile_pick = RwSignal::new(None::<usize>);
    // One card in all: picking from the hand clears a pick from the pile, and the other way round.
    let clear_pile = Callback::new(move |_| pile_pick.set(None));
    let clear_hand = Callback::new(move |_| hand_pick.set(None));
    let discards: Vec<DiscardView> = view
        .discards
        .iter()
        .enumerate()
        .map(|(i, d)| {
            if from_pile.contains(&i) {
                *d
            } else {
                DiscardView::FaceDown
            }
        })
        .collect();
    view! {
        <div class="ix-picker" data-testid="extra-hint-panel">
            <h3>{t.extra_suspect}</h3>
            {extra.map(|c| view! { <CardFace card=c big=true/> })}
            <p>{(t.extra_hint_explain)(remaining)}</p>
            <h3>{t.your_hand}</h3>
            <CardChoice cards=from_hand chosen=hand_pick on_pick=clear_pile/>
            <h3>{t.discards}</h3>
            <DiscardChoice discards chosen=pile_pick on_pick=clear_hand/>
            <ErrorLine error/>
            <button class="btn primary" data-testid="confirm-action" disabled=move || hand_pick.get().is_none() && pile_pick.get().is_none()
                on:click=move |_| {
                    if let Some(card) = hand_pick.get_untracked() {
                        send(ix, agent, Action::HintExtraFromHand { card }, error);
                    } else if let Some(discard) = pile_pick.get_untracked() {
                        send(ix, agent, Action::HintExtraFromDiscard { discard }, error);
                    }
                }>{t.place_hint}</button>
        </div>
    }
}

/// I-A4, second step: how many cards to draw. Public: the count hides nothing.
#[component]
pub fn WaitDraw() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let phase = ix.public.with_untracked(|v| v.phase);
    let Phase::WaitDraw { agent, max } = phase else {
        return ().into_any();
    };
    let error = RwSignal::new(None::<String>);
    view! {
        <section class="ix-step" data-testid="ix-step">
            <h2 class="ix-step-title" data-testid="step-title">{phase_heading(&ix, phase)}</h2>
            <p>{t.wait_draw_explain}</p>
            <div class="row">
                {(1..=max).map(|count| view! {
                    <button class="btn big" data-testid=format!("draw-{count}") on:click=move |_| send(ix, agent, Action::DrawFromHq { count }, error)>{count}</button>
                }).collect_view()}
            </div>
            <ErrorLine error/>
        </section>
    }
    .into_any()
}

/// I-M20: look at the extra suspect (and leave after hinting), or stay.
#[component]
pub fn ExtraLook() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let phase = ix.public.with_untracked(|v| v.phase);
    let Phase::ExtraSuspectLook { agent } = phase else {
        return ().into_any();
    };
    let error = RwSignal::new(None::<String>);
    view! {
        <section class="ix-step" data-testid="ix-step">
            <h2 class="ix-step-title" data-testid="step-title">{phase_heading(&ix, phase)}</h2>
            <p>{t.extra_look_explain}</p>
            <div class="row">
                <button class="btn primary" data-testid="look-extra" on:click=move |_| send(ix, agent, Action::LookAtExtraSuspect, error)>{t.look_extra}</button>
                <button class="btn" data-testid="skip-extra" on:click=move |_| send(ix, agent, Action::SkipExtraSuspect, error)>{t.skip_extra}</button>
            </div>
            <ErrorLine error/>
        </section>
    }
    .into_any()
}

/// I-M20: the last agent shoots the extra suspect; the departed agents answer.
#[component]
pub fn FinalShot() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let phase = ix.public.with_untracked(|v| v.phase);
    let Phase::FinalShot { agent } = phase else {
        return ().into_any();
    };
    let error = RwSignal::new(None::<String>);
    let guesses: Vec<Guess> = legal(&ix, agent)
        .into_iter()
        .filter_map(|a| match a {
            Action::ShootExtraSuspect { guess } => Some(guess),
            _ => None,
        })
        .collect();
    let guess = RwSignal::new(None::<Guess>);
    view! {
        <section class="ix-step" data-testid="ix-step">
            <h2 class="ix-step-title" data-testid="step-title">{phase_heading(&ix, phase)}</h2>
            <p>{t.final_shot_explain}</p>
            <GuessPicker ix guesses chosen=guess/>
            <p class="ix-named">{move || guess.get().map(|g| (t.you_name)(&guess_name(t, g)))}</p>
            <button class="btn danger big" data-testid="confirm-action" disabled=move || guess.get().is_none()
                on:click=move |_| if let Some(guess) = guess.get_untracked() { send(ix, agent, Action::ShootExtraSuspect { guess }, error) }>
                {t.raise_pistol}
            </button>
            <ErrorLine error/>
            <p class="muted">{suspect_label(&ix, SuspectRef::Extra)}</p>
        </section>
    }
    .into_any()
}
