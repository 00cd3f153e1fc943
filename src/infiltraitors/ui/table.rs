//! The public table, always on screen between turns: the stands with their suspects face down and their hints
//! upright (related) or flat (unrelated), HQ, bullets, the suspect pile, the discards, the log, and the shot reveal.
//! Everything here is built from the public view only.

use super::board::suspect_label;
use super::cards::{guess_name, CardBack, CardFace, Lie};
use super::{use_ix, BoardMode, Ix, Overlay};
use crate::infiltraitors::rules::{
    Action, DiscardView, Event, Hint, HintBoard, Phase, Slot, SpecialRule, SuspectRef, SuspectView,
};
use leptos::prelude::*;

/// Mission, bullets, HQ and the tools, always on screen.
#[component]
pub fn StatusBar() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    // The counters follow the table, so a shot's result is not given away before its answer.
    let v = ix.table;
    let mission = v.with_untracked(|v| v.mission);
    let mt = super::missions_text::mission_text(ix.app.lang.get_untracked(), mission);
    let confirm_end = RwSignal::new(false);
    view! {
        <div class="ix-bar">
            <span class="ix-mission" data-testid="ix-mission">
                <b>{super::setup::mission_code(t, mission)}</b>" "{mt.title}
            </span>
            <span class="ix-counter" data-testid="ix-bullets" title=t.bullets>
                <svg class="ix-ico" viewBox="0 0 20 20" aria-hidden="true"><path d="M8 2 h4 v3 l1 2 v11 h-6 v-11 l1-2 z"/></svg>
                {move || (t.bullets_vs)(v.with(|v| v.bullets), v.with(|v| v.unresolved))}
            </span>
            <div class="ix-tools">
                <button class="btn" data-testid="open-aid" on:click=move |_| ix.overlay.set(Overlay::Aid)>{t.aid_title}</button>
                <button class="btn" data-testid="open-rules" on:click=move |_| ix.overlay.set(Overlay::Rules)>{t.rules_title}</button>
                <button class="btn" data-testid="undo" on:click=move |_| ix.undo()>{t.undo}</button>
                <Show when=move || v.with(|v| v.outcome.is_none())>
                    <button class="btn" data-testid="end-game" on:click=move |_| confirm_end.set(true)>{t.end_mission}</button>
                </Show>
            </div>
            <Show when=move || confirm_end.get()>
                <div class="confirm" role="alertdialog" data-testid="confirm-end">
                    <p>{t.end_mission_confirm}</p>
                    <button class="btn danger" data-testid="confirm-end-yes" on:click=move |_| ix.new_game.run(())>{t.end_mission}</button>
                    <button class="btn" on:click=move |_| confirm_end.set(false)>{ix.app.t().cancel}</button>
                </div>
            </Show>
        </div>
        {v.with_untracked(|v| v.no_communication).then(|| view! {
            <p class="banner ix-silence" data-testid="no-communication">{t.no_communication}</p>
        })}
        {v.with_untracked(|v| v.time_limit_minutes).map(|m| view! { <Clock minutes=m/> })}
    }
}

/// T3: the mission clock, computed from the time the mission started, so a reload does not reset it. At zero the
/// mission is lost.
#[component]
fn Clock(minutes: u8) -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let ends = ix.ui.with_untracked(|u| u.started_at) + f64::from(minutes) * 60_000.0;
    let now = RwSignal::new(crate::platform::now_ms());
    let tick = gloo_timers::callback::Interval::new(500, move || now.set(crate::platform::now_ms()));
    let tick = StoredValue::new_local(Some(tick));
    on_cleanup(move || tick.update_value(|t| drop(t.take())));
    let left_ms = move || (ends - now.get()).max(0.0);
    Effect::new(move |_| {
        if left_ms() <= 0.0 {
            let agent = ix.public.with_untracked(|v| v.phase.agent());
            if let Some(agent) = agent {
                let _ = ix.act(agent, Action::TimeUp);
            }
        }
    });
    view! {
        <Show when=move || ix.public.with(|v| v.outcome.is_none())>
        <p class="ix-clock" data-testid="ix-clock" class:low=move || left_ms() < 60_000.0>
            {t.time_left}" "
            <b>{move || {
                let secs = (left_ms() / 1000.0).ceil() as u32;
                format!("{:02}:{:02}", secs / 60, secs % 60)
            }}</b>
        </p>
        </Show>
    }
}

/// The stands, the suspect pile, and each mission's extra piles.
#[component]
pub fn Table() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    // Rebuilt after every action (and a change of the boards): the table is small and all of it may change.
    view! {
        <div class="ix-table" data-testid="ix-table">
            {move || {
                // The board mode and the manual marks are shown on the stands.
                ix.ui.track();
                let v = ix.table.get();
                let acting = v.phase.agent();
                let fresh = ix.events.with(|ev| ev.last().cloned().unwrap_or_default());
                let over = v.outcome.is_some();
                let stands = v.agents.iter().map(|a| {
                    let seat = a.seat;
                    let shooter = v.single_shooter == Some(seat);
                    view! {
                        <section class="ix-stand" class:acting=acting == Some(seat) class:left=a.left_mission
                            data-testid=format!("stand-{seat}")>
                            <header>
                                <span class="ix-name">{ix.name(seat)}</span>
                                {(acting == Some(seat)).then(|| view! { <span class="badge turn">{t.acting}</span> })}
                                {shooter.then(|| view! { <span class="badge">{t.the_shooter}</span> })}
                                {a.left_mission.then(|| view! { <span class="badge">{t.left_mission}</span> })}
                                <span class="ix-hand" title=t.cards_in_hand>{(t.hand_count)(a.hand.count())}</span>
                            </header>
                            {match &a.stand {
                                None => view! { <p class="ix-empty">{t.empty_stand}</p> }.into_any(),
                                Some(s) => view! { <Suspect ix suspect=SuspectRef::Stand(seat) s=s.clone() fresh=fresh.clone() over/> }.into_any(),
                            }}
                        </section>
                    }
                }).collect_view();
                let extra = v.extra_suspect.clone().map(|x| {
                    let s = SuspectView {
                        card: x.card,
                        kept: None,
                        identity: match x.card { Slot::Shown(c) => Some(c), Slot::FaceDown => None },
                        tile: None,
                        vertical: x.hints.iter().filter(|h| h.vertical).count(),
                        horizontal: x.hints.iter().filter(|h| !h.vertical).count(),
                        hints: x.hints,
                    };
                    view! {
                        <section class="ix-stand extra" data-testid="stand-extra">
                            <header><span class="ix-name">{t.extra_suspect}</span></header>
                            <Suspect ix suspect=SuspectRef::Extra s fresh=fresh.clone() over/>
                        </section>
                    }
                });
                let middle = (!v.middle.is_empty()).then(|| view! {
                    <div class="ix-pile-box" data-testid="middle"><span>{t.middle_cards}</span>
                        <div class="ix-cards">{v.middle.iter().map(|&c| view! { <CardFace card=c/> }).collect_view()}</div>
                    </div>
                });
                let rewards = (!v.reward_pile.is_empty()).then(|| view! {
                    <div class="ix-pile-box" data-testid="reward-pile"><span>{t.reward_pile}</span>
                        <div class="ix-cards">{v.reward_pile.iter().map(|&c| view! { <CardFace card=c/> }).collect_view()}</div>
                    </div>
                });
                let aside = v.aside_suspect.map(|s| view! {
                    <div class="ix-pile-box" data-testid="aside-suspect"><span>{t.aside_suspect}</span>
                        {match s { Slot::Shown(c) => view! { <CardFace card=c/> }.into_any(), Slot::FaceDown => view! { <CardBack/> }.into_any() }}
                    </div>
                });
                let tile = v.next_tile.map(|n| view! { <span class="badge">{(t.next_tile)(n)}</span> });
                view! {
                    <div class="ix-stands">{stands}{extra}</div>
                    <div class="ix-piles">
                        <div class="ix-pile-box"><span>{t.suspect_pile}</span><CardBack label=v.suspect_pile.to_string()/></div>
                        <div class="ix-pile-box"><span>{t.hq}</span><CardBack label=v.hq.to_string()/></div>
                        <button class="ix-pile-box ix-discard-pile" data-testid="open-discards" on:click=move |_| ix.overlay.set(Overlay::Discards)>
                            <span>{t.discards}</span>
                            {match v.discards.last() {
                                Some(DiscardView::FaceUp(c)) => view! { <CardFace card=*c/> }.into_any(),
                                _ => view! { <CardBack/> }.into_any(),
                            }}
                            <span class="ix-count">{v.discards.len()}</span>
                        </button>
                        {tile}{aside}{middle}{rewards}
                        <BoardModeSelect/>
                    </div>
                }
            }}
        </div>
    }
}

/// I-H1: the board mode can change during the mission.
#[component]
fn BoardModeSelect() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let mode = ix.ui.with_untracked(|u| u.board_mode);
    let set_mode = move |m: BoardMode| ix.ui.update(|u| u.board_mode = m);
    view! {
                <label class="inline-field ix-mode">
                    {t.boards_label}
                    <select data-testid="board-mode" on:change=move |e| set_mode(match event_target_value(&e).as_str() {
                        "off" => BoardMode::Off,
                        "manual" => BoardMode::Manual,
                        _ => BoardMode::Auto,
                    })>
                        <option value="auto" selected=move || mode == BoardMode::Auto>{t.board_auto}</option>
                        <option value="manual" selected=move || mode == BoardMode::Manual>{t.board_manual}</option>
                        <option value="off" selected=move || mode == BoardMode::Off>{t.board_off}</option>
                    </select>
                </label>
    }
}

/// One suspect: face down (shown after the mission), its tile and kept card, its hints, and its board's count.
#[component]
fn Suspect(ix: Ix, suspect: SuspectRef, s: SuspectView, fresh: Vec<Event>, over: bool) -> impl IntoView {
    let t = ix.t();
    let special_as_one = ix
        .table
        .with_untracked(|v| v.mission.mission().has(SpecialRule::SpecialCardsInDeck));
    let newest = fresh.iter().rev().find_map(|e| match e {
        Event::HintPlaced { suspect: at, .. } if *at == suspect => Some(s.hints.len().saturating_sub(1)),
        _ => None,
    });
    let card = match (s.card, over) {
        (Slot::Shown(c), true) => view! { <CardFace card=c as_one=special_as_one/> }.into_any(),
        _ => view! { <span role="img" aria-label=t.suspect><CardBack/></span> }.into_any(),
    };
    let kept = s.kept.map(|k| match (k, over) {
        (Slot::Shown(c), true) => view! { <span class="ix-kept"><CardFace card=c/></span> }.into_any(),
        _ => view! { <span class="ix-kept" title=t.kept_card><CardBack label=t.kept_card.to_string()/></span> }
            .into_any(),
    });
    let mode = ix.board_mode();
    let board = ix
        .table
        .with_untracked(|v| v.boards.iter().find(|b| b.suspect == suspect).cloned());
    let board_btn = (mode != BoardMode::Off && !over).then(|| {
        let left = board.as_ref().map(|b| board_left(&ix, b, mode)).unwrap_or(0);
        view! {
            <button class="btn ix-board-btn" data-testid="open-board" on:click=move |_| ix.overlay.set(Overlay::Board(suspect))>
                {(t.board_button)(left)}
            </button>
        }
    });
    view! {
        <div class="ix-suspect">
            <div class="ix-suspect-card">
                {card}
                {s.tile.map(|n| view! { <span class="ix-tile" title=t.tile>{n}</span> })}
                {kept}
            </div>
            <div class="ix-hints" aria-label=t.hints>
                {s.hints.iter().enumerate().map(|(i, h): (usize, &Hint)| view! {
                    <span class="ix-hint" class:fresh=newest == Some(i)>
                        <CardFace card=h.card lie=if h.vertical { Lie::Vertical } else { Lie::Horizontal }/>
                    </span>
                }).collect_view()}
            </div>
            <p class="ix-hint-count">{(t.hint_counts)(s.vertical, s.horizontal)}{board_btn}</p>
        </div>
    }
}

/// How many cells of a board are still open: the solver's candidates, or the cells nobody crossed off.
fn board_left(ix: &Ix, b: &HintBoard, mode: BoardMode) -> usize {
    match mode {
        BoardMode::Auto => b.candidates().len(),
        _ => {
            let key = ix.events.with_untracked(|ev| super::suspect_key(ev, b.suspect));
            let marks = ix.ui.with_untracked(|u| u.marks.get(&key).cloned().unwrap_or_default());
            b.cells
                .iter()
                .filter(|c| !c.card.index().is_some_and(|i| marks.contains(&(i as u8))))
                .count()
        }
    }
}

/// The discard pile: face-up cards may be looked at (I-A8), face-down ones are only counted.
#[component]
pub fn DiscardsOverlay() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let discards = ix.table.with_untracked(|v| v.discards.clone());
    let down = discards.iter().filter(|d| !matches!(d, DiscardView::FaceUp(_))).count();
    view! {
        <super::board::Dialog title=t.discards.to_string() testid="discards-overlay">
            <p>{(t.face_down_count)(down)}</p>
            <div class="ix-cards">
                {discards.iter().filter_map(|d| match d { DiscardView::FaceUp(c) => Some(*c), _ => None })
                    .map(|c| view! { <CardFace card=c/> }).collect_view()}
            </div>
        </super::board::Dialog>
    }
}

/// The public log, newest first.
#[component]
pub fn Log() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    view! {
        <details class="ix-log" open>
            <summary>{t.log_title}</summary>
            <ol data-testid="ix-log">
                {move || ix.events.with(|ev| {
                    // While the table has not yet seen a shot's answer, the log keeps it back too.
                    let pending = ix.public.with(|v| v.shots.len()) > ix.ui.with(|u| u.acked_shots);
                    let shown = ev.len() - usize::from(pending && !ev.is_empty());
                    let lines: Vec<String> = ev[..shown].iter().flatten().filter_map(|e| super::text::event_text(t, e, |a| ix.name(a), |s| suspect_label(&ix, s))).collect();
                    lines.into_iter().rev().take(40).map(|l| view! { <li>{l}</li> }).collect_view()
                })}
            </ol>
        </details>
    }
}

/// I-A5, the pistol moment: the shot is announced, the owner of the suspect answers, the table sees the result.
#[component]
pub fn ShotReveal() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let (shot, shots, elimination, bullets) = ix.public.with_untracked(|v| {
        let n = ix.ui.with_untracked(|u| u.acked_shots);
        let shot = v.shots.get(n).copied();
        // The elimination that goes with this shot: count the hits up to it.
        let hits = v.shots.iter().take(n + 1).filter(|s| s.hit).count();
        let elim = shot
            .filter(|s| s.hit)
            .and_then(|_| v.eliminations.get(hits.saturating_sub(1)).copied());
        (shot, v.shots.len(), elim, v.bullets)
    });
    let Some(shot) = shot else {
        ix.ui.update(|u| u.acked_shots = shots);
        return ().into_any();
    };
    let answered = RwSignal::new(false);
    let target = suspect_label(&ix, shot.target);
    let owner = match shot.target {
        SuspectRef::Stand(seat) => ix.name(seat),
        SuspectRef::Extra => t.departed_agents.to_string(),
    };
    view! {
        <section class="ix-shot" class:answered=move || answered.get() data-testid="shot-reveal">
            <div class="ix-crosshair" aria-hidden="true">
                <svg viewBox="0 0 40 40"><circle cx="20" cy="20" r="14"/><path d="M20 0 V12 M20 28 V40 M0 20 H12 M28 20 H40"/></svg>
            </div>
            <p class="ix-shot-call">{(t.shot_call)(&ix.name(shot.by), &target)}</p>
            <p class="ix-shot-guess" data-testid="shot-guess">{guess_name(t, shot.guess)}</p>
            <Show when=move || answered.get()
                fallback=move || view! {
                    <p>{(t.shot_owner_answers)(&owner)}</p>
                    <button class="btn primary big" data-testid="shot-answer" on:click=move |_| answered.set(true)>{t.shot_reveal}</button>
                }>
                <div class="ix-shot-result" data-testid="shot-result">
                    {if shot.hit {
                        view! {
                            <p class="ix-hit">{t.shot_hit}</p>
                            {elimination.map(|e| view! { <p>{(t.eliminated_as)(&super::cards::card_name(t, e.identity))}</p> })}
                        }.into_any()
                    } else {
                        view! { <p class="ix-miss">{t.shot_miss}</p> }.into_any()
                    }}
                    <p>{(t.bullets_left)(bullets)}</p>
                    <button class="btn primary" data-testid="shot-continue" on:click=move |_| ix.ui.update(|u| u.acked_shots += 1)>{t.continue_}</button>
                </div>
            </Show>
        </section>
    }
    .into_any()
}

/// Who acts now, for the heading over a pass screen or a public choice.
pub fn phase_heading(ix: &Ix, phase: Phase) -> String {
    let t = ix.t();
    let name = |a: usize| ix.name(a);
    match phase {
        Phase::Turn { agent } => (t.turn_of)(&name(agent)),
        Phase::WaitDraw { agent, .. } => (t.wait_draw_of)(&name(agent)),
        Phase::Reward { agent, .. } => (t.reward_of)(&name(agent)),
        Phase::HandLimit { agent, limit } => (t.hand_limit_of)(&name(agent), limit),
        Phase::ExtraSuspectLook { agent } | Phase::ExtraSuspectHint { agent, .. } => (t.extra_of)(&name(agent)),
        Phase::FinalShot { agent } => (t.final_shot_of)(&name(agent)),
        Phase::GameOver(_) => String::new(),
    }
}
