//! I-H1 hint boards: a grid of suits × numbers for one suspect, off, manual (tap to cross off) or automatic (the
//! solver's exclusions, each with its reason). Also the player aid and the rules reference.

use super::cards::{card_name, suit_name, SuitIcon};
use super::missions_text::mission_text;
use super::text::IxText;
use super::{suspect_key, use_ix, BoardMode, Ix, Overlay};
use crate::infiltraitors::rules::{numbers_related, Card, Exclusion, HintBoard, Suit, SuspectRef, VisiblePlace};
use leptos::prelude::*;

/// Why a cell is crossed off, in words.
pub fn exclusion_text(ix: &Ix, e: &Exclusion) -> String {
    let t = ix.t();
    match e {
        Exclusion::Hint { index, card, vertical } => {
            (if *vertical { t.why_hint_upright } else { t.why_hint_flat })(index + 1, &card_name(t, *card))
        }
        Exclusion::Visible(place) => match place {
            VisiblePlace::HintBeside(s) => (t.why_hint_elsewhere)(&suspect_label(ix, *s)),
            VisiblePlace::FaceUpDiscard => t.why_discard.to_string(),
            VisiblePlace::Middle => t.why_middle.to_string(),
            VisiblePlace::RewardPile => t.why_reward_pile.to_string(),
        },
        Exclusion::Eliminated => t.why_eliminated.to_string(),
        Exclusion::ShownEarlier => t.why_shown_earlier.to_string(),
        Exclusion::InYourHand => t.why_your_hand.to_string(),
        Exclusion::InHandOf { agent } => (t.why_hand_of)(&ix.name(*agent)),
        Exclusion::YourSuspect => t.why_your_suspect.to_string(),
        Exclusion::YourKeptCard => t.why_your_kept.to_string(),
        Exclusion::TheExtraSuspect => t.why_extra.to_string(),
        Exclusion::NoCardWithNumberLeft => t.why_no_number_left.to_string(),
        Exclusion::NoCardOfSuitLeft => t.why_no_suit_left.to_string(),
        Exclusion::OneCardCannotBeBoth => t.why_one_card_both.to_string(),
    }
}

/// "Ana's suspect", "the extra suspect".
pub fn suspect_label(ix: &Ix, s: SuspectRef) -> String {
    match s {
        SuspectRef::Stand(seat) => (ix.t().suspect_of)(&ix.name(seat)),
        SuspectRef::Extra => ix.t().the_extra_suspect.to_string(),
    }
}

/// The number a cell stands for: its own, or 1 for an I-M15 special suspect.
fn cell_number(card: Card) -> u8 {
    card.number.unwrap_or(1)
}

/// The grid of one suspect's board. Automatic boards show `board`'s exclusions; manual ones the table's marks.
#[component]
pub fn HintGrid(board: HintBoard) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let mode = ix.ui.with_untracked(|u| u.board_mode);
    let key = ix.events.with_untracked(|ev| suspect_key(ev, board.suspect));
    let mut suits: Vec<Suit> = board.cells.iter().map(|c| c.card.suit).collect();
    suits.dedup();
    let mut numbers: Vec<u8> = board.cells.iter().map(|c| cell_number(c.card)).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let cells = StoredValue::new(board.cells.clone());
    let detail = RwSignal::new(None::<usize>);
    let marks = {
        let key = key.clone();
        Memo::new(move |_| ix.ui.with(|u| u.marks.get(&key).cloned().unwrap_or_default()))
    };
    let crossed = move |i: usize| -> bool {
        cells.with_value(|c| match mode {
            BoardMode::Auto => !c[i].is_candidate(),
            _ => c[i]
                .card
                .index()
                .is_some_and(|ci| marks.with(|m| m.contains(&(ci as u8)))),
        })
    };
    let toggle = {
        let key = key.clone();
        move |indices: Vec<usize>| {
            let ids: Vec<u8> = cells.with_value(|c| {
                indices
                    .iter()
                    .filter_map(|&i| c[i].card.index().map(|x| x as u8))
                    .collect()
            });
            ix.ui.update(|u| {
                let m = u.marks.entry(key.clone()).or_default();
                let all = ids.iter().all(|id| m.contains(id));
                if all {
                    m.retain(|id| !ids.contains(id));
                } else {
                    for id in ids {
                        if !m.contains(&id) {
                            m.push(id);
                        }
                    }
                }
            });
        }
    };
    let index_of = move |suit: Suit, n: u8| -> Option<usize> {
        cells.with_value(|c| c.iter().position(|x| x.card.suit == suit && cell_number(x.card) == n))
    };
    let left = move || (0..cells.with_value(|c| c.len())).filter(|&i| !crossed(i)).count();
    let header_numbers = numbers.clone();
    let toggle_col = toggle.clone();
    let toggle_row = toggle.clone();
    let rows = suits
        .iter()
        .map(|&suit| {
            let toggle = toggle.clone();
            let toggle_row = toggle_row.clone();
            let row_cells: Vec<usize> = numbers.iter().filter_map(|&n| index_of(suit, n)).collect();
            view! {
                <tr>
                    <th scope="row">
                        <button class=format!("hb-head s-{}", super::cards::suit_slug(suit)) disabled=mode != BoardMode::Manual
                            aria-label=suit_name(t, suit)
                            on:click=move |_| toggle_row(row_cells.clone())>
                            <SuitIcon suit/>
                        </button>
                    </th>
                    {numbers.iter().map(|&n| {
                        let toggle = toggle.clone();
                        match index_of(suit, n) {
                            None => view! { <td></td> }.into_any(),
                            Some(i) => {
                                let label = format!("{} {n}", suit_name(t, suit));
                                view! {
                                    <td>
                                        <button class=format!("hb-cell s-{}", super::cards::suit_slug(suit))
                                            class:crossed=move || crossed(i)
                                            class:picked=move || detail.get() == Some(i)
                                            aria-label=label
                                            aria-pressed=move || if crossed(i) { "true" } else { "false" }
                                            data-testid="hb-cell"
                                            on:click=move |_| match mode {
                                                BoardMode::Manual => toggle(vec![i]),
                                                _ => detail.set(if detail.get_untracked() == Some(i) { None } else { Some(i) }),
                                            }>
                                            {n}
                                        </button>
                                    </td>
                                }.into_any()
                            }
                        }
                    }).collect_view()}
                </tr>
            }
        })
        .collect_view();
    let col_suits = suits.clone();
    view! {
        <div class="hint-board" data-testid="hint-board" data-mode=match mode { BoardMode::Auto => "auto", BoardMode::Manual => "manual", BoardMode::Off => "off" }>
            <p class="hb-left" data-testid="hb-left">{move || (t.candidates_left)(left())}</p>
            {board.disguised.then(|| view! { <p class="muted">{t.board_disguised}</p> })}
            <table class="hb-grid">
                <thead>
                    <tr>
                        <th></th>
                        {header_numbers.into_iter().map(|n| {
                            let toggle = toggle_col.clone();
                            let col: Vec<usize> = col_suits.iter().filter_map(|&s| index_of(s, n)).collect();
                            view! {
                                <th scope="col">
                                    <button class="hb-head" disabled=mode != BoardMode::Manual on:click=move |_| toggle(col.clone())>{n}</button>
                                </th>
                            }
                        }).collect_view()}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            {(mode == BoardMode::Auto).then(|| view! {
                <div class="hb-why" data-testid="hb-why" aria-live="polite">
                    {move || match detail.get() {
                        None => view! { <p class="muted">{t.board_tap_for_reason}</p> }.into_any(),
                        Some(i) => {
                            let cell = cells.with_value(|c| c[i].clone());
                            let name = format!("{} {}", suit_name(t, cell.card.suit), cell_number(cell.card));
                            if cell.excluded_by.is_empty() {
                                view! { <p><b>{name}</b>": "{t.still_possible}</p> }.into_any()
                            } else {
                                view! {
                                    <p><b>{name}</b>": "{t.ruled_out_because}</p>
                                    <ul>{cell.excluded_by.iter().map(|e| view! { <li>{exclusion_text(&ix, e)}</li> }).collect_view()}</ul>
                                }.into_any()
                            }
                        }
                    }}
                </div>
            })}
        </div>
    }
}

/// A suspect's public board over the table. The public board never uses anyone's hand.
#[component]
pub fn BoardOverlay(suspect: SuspectRef) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    // The board of the suspect as the table shows it (before a shot that awaits its answer).
    let board = ix
        .table
        .with_untracked(|v| v.boards.iter().find(|b| b.suspect == suspect).cloned());
    view! {
        <Dialog title=(t.board_of)(&suspect_label(&ix, suspect)) testid="board-overlay">
            {match board {
                Some(b) => view! { <HintGrid board=b/> }.into_any(),
                None => view! { <p>{t.no_suspect_here}</p> }.into_any(),
            }}
        </Dialog>
    }
}

/// A modal panel over the table, closed by its button.
#[component]
pub fn Dialog(title: String, testid: &'static str, children: Children) -> impl IntoView {
    let ix = use_ix();
    let label = title.clone();
    view! {
        <div class="ix-overlay" role="dialog" aria-modal="true" aria-label=label data-testid=testid>
            <div class="ix-dialog">
                <div class="ix-dialog-head">
                    <h2>{title}</h2>
                    <button class="btn" data-testid="close-overlay" on:click=move |_| ix.overlay.set(Overlay::None)>{ix.t().close}</button>
                </div>
                {children()}
            </div>
        </div>
    }
}

/// The player aid: which numbers are related (I-R1: same number, or one a multiple of the other).
#[component]
pub fn Aid() -> impl IntoView {
    let t = use_ix().t();
    view! {
        <table class="aid" data-testid="aid">
            <thead><tr><th>{t.aid_number}</th><th>{t.aid_related}</th></tr></thead>
            <tbody>
                {(2u8..=15).map(|n| {
                    let rel: Vec<String> = (2u8..=15).filter(|&m| m != n && numbers_related(n, m)).map(|m| m.to_string()).collect();
                    view! { <tr><th>{n}</th><td>{if rel.is_empty() { "—".to_string() } else { rel.join(" · ") }}</td></tr> }
                }).collect_view()}
            </tbody>
        </table>
    }
}

#[component]
pub fn AidOverlay() -> impl IntoView {
    let t = use_ix().t();
    view! {
        <Dialog title=t.aid_title.to_string() testid="aid-overlay">
            <p>{t.aid_intro}</p>
            <Aid/>
        </Dialog>
    }
}

/// The rules reference, with this mission's special rule.
#[component]
pub fn RulesOverlay() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let mission = ix.public.with_untracked(|v| v.mission);
    let mt = mission_text(ix.app.lang.get_untracked(), mission);
    view! {
        <Dialog title=t.rules_title.to_string() testid="rules-overlay">
            <RulesText t/>
            <h3>{(t.mission_label)(&super::setup::mission_code(t, mission))}" — "{mt.title}</h3>
            <p>{if mt.special.is_empty() { t.no_special_rule } else { mt.special }}</p>
        </Dialog>
    }
}

#[component]
pub fn RulesText(t: &'static IxText) -> impl IntoView {
    view! {
        <div class="ix-rules">
            {t.rules.iter().map(|(head, lines)| view! {
                <h3>{*head}</h3>
                <ul>{lines.iter().map(|l| view! { <li>{*l}</li> }).collect_view()}</ul>
            }).collect_view()}
        </div>
    }
}
