//! The end of a mission (I-E1..I-E3): won or lost and why, every suspect shown on the table, campaign progress.

use super::cards::CardFace;
use super::missions_text::mission_text;
use super::setup::mission_code;
use super::{use_ix, Prefs};
use crate::infiltraitors::rules::{suggested_mission, LossReason, MissionId, Outcome, WinReason};
use leptos::prelude::*;

#[component]
pub fn MissionOver() -> impl IntoView {
    let ix = use_ix();
    let t = ix.t();
    let (outcome, mission) = ix.public.with_untracked(|v| (v.outcome, v.mission));
    let Some(outcome) = outcome else { return ().into_any() };
    let (title, why) = match outcome {
        Outcome::Won(reason) => (
            t.mission_won,
            match reason {
                WinReason::AllSuspectsEliminated => t.won_all_eliminated.to_string(),
                WinReason::ExtraSuspectEliminated => t.won_extra.to_string(),
            },
        ),
        Outcome::Lost(reason) => (
            t.mission_lost,
            match reason {
                LossReason::OutOfCards => t.lost_out_of_cards.to_string(),
                LossReason::TooFewBullets { bullets, unresolved } => (t.lost_bullets)(bullets, unresolved),
                LossReason::NoActionPossible => t.lost_stuck.to_string(),
                LossReason::TimeUp => t.lost_time.to_string(),
                LossReason::ExtraSuspectMissed => t.lost_extra_missed.to_string(),
                LossReason::ExtraSuspectOutOfReach => t.lost_extra_out_of_reach.to_string(),
            },
        ),
    };
    // I-E1: what each eliminated suspect was, in the order they fell.
    let eliminated: Vec<(String, crate::infiltraitors::rules::Card)> = ix.public.with_untracked(|v| {
        v.eliminations
            .iter()
            .map(|e| {
                (
                    (t.eliminated_by)(&super::board::suspect_label(&ix, e.suspect), &ix.name(e.by)),
                    e.identity,
                )
            })
            .collect()
    });
    let prefs = Prefs::load();
    let done = prefs.completed.len();
    let next = suggested_mission(&prefs.completed);
    let lang = ix.app.lang.get_untracked();
    let replay = move |m: MissionId| {
        let mut p = Prefs::load();
        p.selected = Some(m);
        p.store();
        ix.new_game.run(());
    };
    view! {
        <section class="ix-over" class:won=outcome.is_win() data-testid="mission-over">
            <h2 data-testid="outcome">{title}</h2>
            <p data-testid="outcome-reason">{why}</p>
            <p class="muted">{t.all_revealed}</p>
            <ul class="ix-eliminated" data-testid="eliminated">
                {eliminated.into_iter().map(|(label, card)| view! {
                    <li><CardFace card/><span>{label}</span></li>
                }).collect_view()}
            </ul>
            <p data-testid="campaign-progress">{(t.campaign_progress)(done, MissionId::ALL.len())}</p>
            <div class="row">
                {next.filter(|n| *n != mission).map(|n| view! {
                    <button class="btn primary" data-testid="next-mission" on:click=move |_| replay(n)>
                        {(t.play_next)(&format!("{} {}", mission_code(t, n), mission_text(lang, n).title))}
                    </button>
                })}
                <button class="btn" data-testid="play-again" on:click=move |_| replay(mission)>{t.play_again}</button>
                <button class="btn" data-testid="choose-mission" on:click=move |_| ix.new_game.run(())>{t.choose_mission}</button>
            </div>
        </section>
    }
    .into_any()
}
