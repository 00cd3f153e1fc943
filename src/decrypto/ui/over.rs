use super::{team_slug, use_dx, Overlay};
use crate::decrypto::rules::{GameResult, Team, WinReason};
use leptos::prelude::*;

/// The end of the game: who won and why, the keywords of both teams, and the way to a new game.
#[component]
pub fn GameOver(#[prop(into)] on_new_game: Callback<()>) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let v = dx.public;
    view! {
        <section class="dx-screen dx-over" data-testid="game-over">
            {move || v.with(|v| v.outcome).map(|o| {
                let headline = match o.result {
                    GameResult::Winner(t) => (dt().wins)(&dx.team_name(t)),
                    GameResult::Shared => dt().shared_victory.to_string(),
                };
                let correct = v.with(|v| v.tiebreak.as_ref().and_then(|t| t.correct)).unwrap_or([0, 0]);
                let reason = match o.reason {
                    WinReason::Interceptions => dt().reason_interceptions.to_string(),
                    WinReason::Miscommunications => dt().reason_miscommunications.to_string(),
                    WinReason::Score => dt().reason_score.to_string(),
                    WinReason::KeywordGuesses => {
                        let winner = match o.result { GameResult::Winner(t) => t, GameResult::Shared => Team::White };
                        (dt().reason_keywords)(correct[winner.index()], correct[winner.other().index()])
                    }
                    WinReason::Shared => dt().reason_shared.to_string(),
                    WinReason::InterceptorReachedTwoTokens => dt().reason_interceptor.to_string(),
                    WinReason::TeamSurvivedFiveRounds => dt().reason_team_survived.to_string(),
                };
                view! {
                    <h1 class="dx-winner" data-testid="winner">{headline}</h1>
                    <p class="lead" data-testid="win-reason">{reason}</p>
                }
            })}
            <h2>{move || dt().keywords_were}</h2>
            <div class="dx-two">
                {move || v.with(|v| v.all_keywords.clone()).map(|all| Team::BOTH.into_iter().filter_map(|t| {
                    all[t.index()].clone().map(|words| view! {
                        <article class=format!("card team-{}", team_slug(t))>
                            <h3>{dx.team_name(t)}</h3>
                            <ol class="kw-cards compact">
                                {words.into_iter().enumerate().map(|(i, w)| view! {
                                    <li class="kw-card"><span class="kw-num">{i + 1}</span><span class="kw-word">{w}</span></li>
                                }).collect_view()}
                            </ol>
                        </article>
                    })
                }).collect_view())}
            </div>
            <div class="row">
                <button class="btn" on:click=move |_| dx.overlay.set(Overlay::Scoresheet)>{move || dt().scoresheet}</button>
                <button class="btn primary big" data-testid="new-game" on:click=move |_| on_new_game.run(())>{move || dt().new_game}</button>
                <a href=crate::app::href("/") class="btn">{move || dt().home}</a>
            </div>
        </section>
    }
}
