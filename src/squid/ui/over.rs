//! The match summary, and the rules reference with the values this app plays with.

use super::board::{game_name, won};
use super::step::TeamTag;
use super::text::{adaptation_rows, game_rules};
use super::use_sq;
use crate::squid::rules::{MiniGame, Phase, WinReason};
use leptos::prelude::*;

#[component]
pub fn MatchOver() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let v = sq.public.get_untracked();
    let Phase::Over(outcome) = v.phase else {
        return ().into_any();
    };
    let players = v.players.clone();
    view! {
        <section class="sq-over" data-testid="match-over">
            <h2 data-testid="winner"><TeamTag seat=outcome.winner/>" "{t.wins}</h2>
            <p data-testid="win-reason">{match (outcome.reason, outcome.token) {
                (WinReason::ReachedTheHead, Some(token)) => (t.won_head)(&token.to_string()),
                _ => t.won_last_team.to_string(),
            }}</p>
            <p class="sq-prize">{(t.prize)(&won(v.pot))}</p>
            <table class="sq-summary" data-testid="match-summary">
                <caption>{t.summary}</caption>
                <thead><tr>
                    <th scope="col">{t.game}</th>
                    {players.iter().map(|p| view! { <th scope="col"><TeamTag seat=p.seat/></th> }).collect_view()}
                    <th scope="col">{t.turns}</th>
                </tr></thead>
                <tbody>
                    {v.records.iter().map(|r| view! {
                        <tr>
                            <th scope="row">{r.game.number()}". "{game_name(t, r.game)}{r.timer_ran_out.then(|| view! { " " <span class="sq-timeout">"00:00"</span> })}</th>
                            {r.entered.iter().enumerate().map(|(s, e)| {
                                let after = r.survived.as_ref().and_then(|v| v.get(s).copied());
                                view! { <td>{match after { Some(a) => format!("{e} → {a}"), None => e.to_string() }}</td> }
                            }).collect_view()}
                            <td>{r.turns}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="sq-hint">{t.summary_hint}</p>
            <button class="btn primary big" data-testid="new-match" on:click=move |_| sq.new_game.run(())>{t.new_match}</button>
        </section>
    }
    .into_any()
}

/// The rules of all six games in our words, and the tuned [A] values from the data table.
#[component]
pub fn RulesOverlay() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="sq-rules-title" data-testid="sq-rules">
            <div class="overlay-body">
                <h2 id="sq-rules-title">{t.rules_title}</h2>
                <ul>{t.rules_basics.iter().map(|l| view! { <li>{*l}</li> }).collect_view()}</ul>
                {MiniGame::ALL.into_iter().map(|g| view! {
                    <h3>{g.number()}". "{game_name(t, g)}</h3>
                    <ul>{game_rules(t, g).iter().map(|l| view! { <li>{*l}</li> }).collect_view()}</ul>
                }).collect_view()}
                <h3>{t.values_title}</h3>
                <p>{t.values_hint}</p>
                <table class="sq-values" data-testid="adaptation-values">
                    <tbody>
                        {adaptation_rows(t).into_iter().map(|(rule, what, value)| view! {
                            <tr><th scope="row">{rule}</th><td>{what}</td><td>{value}</td></tr>
                        }).collect_view()}
                    </tbody>
                </table>
                <button class="btn primary" data-testid="close-overlay" on:click=move |_| sq.rules_open.set(false)>{t.close}</button>
            </div>
        </div>
    }
}
