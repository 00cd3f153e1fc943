use super::{team_slug, use_dx, Overlay};
use crate::decrypto::rules::{Action, Phase, Team, Viewer};
use crate::ui::{PassScreen, RevealMode};
use leptos::prelude::*;

/// A team's four numbered keywords (D-K2). Rendered only inside a revealed pass screen.
#[component]
fn KeywordCards(team: Team, #[prop(optional)] redraw: bool) -> impl IntoView {
    let dx = use_dx();
    let view = dx.view_for(Viewer::Team(team));
    let error = RwSignal::new(None::<String>);
    view! {
        <ol class="kw-cards" data-testid=format!("keywords-{}", team_slug(team))>
            {move || view.with(|v| {
                let redrawn = v.teams[team.index()].redrawn;
                v.own_keywords.clone().unwrap_or_default().into_iter().enumerate().map(|(slot, word)| view! {
                    <li class="kw-card">
                        <span class="kw-num">{slot + 1}</span>
                        <span class="kw-word" data-testid="keyword">{word}</span>
                        {(redraw && !redrawn[slot]).then(|| view! {
                            <button class="btn small" data-testid=format!("redraw-{}", slot + 1) on:click=move |_| {
                                error.set(dx.act(team, Action::RedrawKeyword { slot }).err());
                            }>{move || dx.dt().redraw}</button>
                        })}
                    </li>
                }).collect_view()
            })}
        </ol>
        {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
    }
}

/// D-S3: each team in turn looks at its keywords behind a pass screen. Without the redraw house rule, letting go
/// of the screen confirms (the team can look again at any time); with it, the team redraws and then taps Ready.
#[component]
pub fn KeywordSetup() -> impl IntoView {
    let dx = use_dx();
    let next = Memo::new(move |_| {
        dx.public.with(|v| match v.phase {
            Phase::KeywordSetup { confirmed } => Team::BOTH.into_iter().find(|t| !confirmed[t.index()]),
            _ => None,
        })
    });
    let redraw = dx.session.with_untracked(|s| s.config.allow_redraw);
    view! {
        {move || next.get().map(|team| {
            let confirm = move || { let _ = dx.act(team, Action::ConfirmKeywords); };
            let to = Signal::derive(move || (dx.dt().team_of)(&dx.team_name(team)));
            view! {
                <section class="dx-screen" data-testid=format!("keyword-setup-{}", team_slug(team))>
                    <p class="lead">{move || if redraw { dx.dt().keywords_hint_redraw } else { dx.dt().keywords_hint }}</p>
                    {if redraw {
                        view! {
                            <PassScreen to>
                                <KeywordCards team redraw=true/>
                                <button class="btn primary big" data-testid="keywords-ready" on:click=move |_| confirm()>
                                    {move || dx.dt().ready}
                                </button>
                            </PassScreen>
                        }.into_any()
                    } else {
                        view! {
                            <PassScreen to mode=RevealMode::Peek on_hide=move |_| confirm()>
                                <KeywordCards team/>
                            </PassScreen>
                        }.into_any()
                    }}
                </section>
            }
        })}
    }
}

/// "Our keywords": a team checks its keywords during the game, as it would glance behind its screen.
#[component]
pub fn KeywordsPeek() -> impl IntoView {
    let dx = use_dx();
    let chosen = RwSignal::new(None::<Team>);
    let teams = move || {
        dx.public.with(|v| {
            Team::BOTH
                .into_iter()
                .filter(|t| v.teams[t.index()].has_keywords)
                .collect::<Vec<_>>()
        })
    };
    let close = move || dx.overlay.set(Overlay::None);
    view! {
        <div class="overlay" role="dialog" aria-modal="true" data-testid="keywords-peek">
            <div class="overlay-head">
                <h2>{move || dx.dt().our_keywords}</h2>
                <button class="btn" data-testid="close-overlay" on:click=move |_| close()>{move || dx.dt().close}</button>
            </div>
            {move || match chosen.get() {
                None => view! {
                    <p class="lead">{move || dx.dt().whose_keywords}</p>
                    <div class="row">
                        {teams().into_iter().map(|team| view! {
                            <button class="btn big" data-testid=format!("peek-{}", team_slug(team))
                                on:click=move |_| chosen.set(Some(team))>{move || (dx.dt().team_of)(&dx.team_name(team))}</button>
                        }).collect_view()}
                    </div>
                }.into_any(),
                Some(team) => view! {
                    <PassScreen to=Signal::derive(move || (dx.dt().team_of)(&dx.team_name(team))) mode=RevealMode::Peek
                        on_hide=move |_| close()>
                        <KeywordCards team/>
                    </PassScreen>
                }.into_any(),
            }}
        </div>
    }
}
