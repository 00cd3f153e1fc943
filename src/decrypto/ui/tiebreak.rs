use super::{team_slug, use_dx, Private};
use crate::decrypto::rules::{Action, Phase, Team, TieCause, Viewer};
use crate::ui::PassScreen;
use leptos::prelude::*;

/// D-E3 / D-E4: why the game is tied, the scores, then the secret keyword guesses and the owners' judgement.
#[component]
pub fn TiebreakScreen() -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let tb = move || dx.public.with(|v| v.tiebreak.clone());
    let phase = move || dx.public.with_untracked(|v| v.phase.clone());
    let stage = Memo::new(move |_| dx.public.with(|v| v.phase.clone()));
    view! {
        {move || match (dx.private.get(), stage.get()).0 {
            Some(Private::KeywordGuesses(team)) => view! {
                <section class="dx-screen">
                    <PassScreen to=Signal::derive(move || (dx.dt().team_of)(&dx.team_name(team))) on_hide=move |_| dx.private.set(None)>
                        <KeywordGuessForm team/>
                    </PassScreen>
                    <button class="btn" data-testid="pass-back" on:click=move |_| dx.private.set(None)>{move || dx.app.t().back}</button>
                </section>
            }.into_any(),
            Some(Private::Judge(team)) => view! {
                <section class="dx-screen">
                    <PassScreen to=Signal::derive(move || (dx.dt().team_of)(&dx.team_name(team))) on_hide=move |_| dx.private.set(None)>
                        <JudgeForm team/>
                    </PassScreen>
                    <button class="btn" data-testid="pass-back" on:click=move |_| dx.private.set(None)>{move || dx.app.t().back}</button>
                </section>
            }.into_any(),
            _ => view! {
                <section class="dx-screen" data-testid="tiebreak">
                    <h1>{move || dt().tiebreak_title}</h1>
                    {move || tb().map(|tb| view! {
                        <p class="lead">{match tb.cause {
                            TieCause::TeamHasBothConditions(t) => (dt().cause_both_conditions)(&dx.team_name(t)),
                            TieCause::BothTeamsTwoInterceptions => dt().cause_both_interceptions.to_string(),
                            TieCause::BothTeamsTwoMiscommunications => dt().cause_both_miscommunications.to_string(),
                            TieCause::NoWinnerAfterLastRound => dt().cause_last_round.to_string(),
                        }}</p>
                        <p class="dx-scores">
                            {Team::BOTH.into_iter().map(|t| view! { <span>{(dt().score_line)(&dx.team_name(t), tb.scores[t.index()])}</span> }).collect_view()}
                        </p>
                        <p>{dt().keyword_guess_intro}</p>
                    })}
                    <div class="dx-two">
                        {Team::BOTH.into_iter().map(|team| {
                            let (done, private, label, testid) = match phase() {
                                Phase::TiebreakGuessing { submitted } => (submitted[team.index()], Private::KeywordGuesses(team),
                                    (dt().name_their_keywords)(&dx.team_name(team)), "keyword-guesses"),
                                Phase::TiebreakConfirm { confirmed } => (confirmed[team.index()], Private::Judge(team),
                                    (dt().judge_title)(&dx.team_name(team)), "judge"),
                                _ => (true, Private::Judge(team), String::new(), "none"),
                            };
                            view! {
                                <article class=format!("card team-{}", team_slug(team))>
                                    <h3>{label}</h3>
                                    {if done {
                                        view! { <p class="dx-status done">{dt().answers_in}</p> }.into_any()
                                    } else {
                                        view! { <button class="btn primary" data-testid=format!("{testid}-{}", team_slug(team))
                                            on:click=move |_| dx.private.set(Some(private))>{dt().take_tablet}</button> }.into_any()
                                    }}
                                </article>
                            }
                        }).collect_view()}
                    </div>
                </section>
            }.into_any(),
        }}
    }
}

#[component]
fn KeywordGuessForm(team: Team) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let answers = RwSignal::new([String::new(), String::new(), String::new(), String::new()]);
    let error = RwSignal::new(None::<String>);
    view! {
        <div class="dx-answers" data-testid="keyword-guess-form">
            <super::scoresheet::KeywordColumns team=team.other()/>
            {(0..4).map(|i| view! {
                <label class="field">
                    <span>{move || (dt().their_keyword_n)(i + 1)}</span>
                    <input type="text" maxlength="40" data-testid=format!("answer-{}", i + 1)
                        prop:value=move || answers.with(|a| a[i].clone())
                        on:input=move |ev| answers.update(|a| a[i] = event_target_value(&ev))/>
                </label>
            }).collect_view()}
            {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
            <button class="btn primary big" data-testid="lock-answers" on:click=move |_| {
                match dx.act(team, Action::SubmitKeywordGuesses { guesses: answers.get_untracked() }) {
                    Ok(_) => dx.private.set(None),
                    Err(e) => error.set(Some(e)),
                }
            }>{move || dt().lock_answers}</button>
        </div>
    }
}

/// D-E4: the owners judge the opponents' answers; exact matches come pre-ticked, synonyms are their call.
#[component]
fn JudgeForm(team: Team) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let view = dx.view_for(Viewer::Team(team));
    let judging = move || view.with(|v| v.tiebreak.as_ref().and_then(|t| t.judging.clone()));
    let ticks = RwSignal::new(judging().map(|j| j.exact).unwrap_or_default());
    let error = RwSignal::new(None::<String>);
    view! {
        <div class="dx-judge" data-testid="judge-form">
            <p class="lead">{move || dt().judge_intro}</p>
            <table class="dx-judge-table">
                <thead><tr><th>"#"</th><th>{move || dt().our_keywords}</th><th>{move || dt().their_answer}</th><th>{move || dt().right}</th></tr></thead>
                <tbody>
                    {move || judging().map(|j| (0..4).map(|i| {
                        let blank = j.opponent_guesses[i].trim().is_empty();
                        view! {
                            <tr>
                                <td>{i + 1}</td>
                                <td>{j.keywords[i].clone()}</td>
                                <td>{j.opponent_guesses[i].clone()}</td>
                                <td><input type="checkbox" disabled=blank data-testid=format!("match-{}", i + 1)
                                    aria-label=format!("{} {}", dt().right, i + 1)
                                    prop:checked=move || ticks.get()[i] on:change=move |ev| ticks.update(|t| t[i] = event_target_checked(&ev))/></td>
                            </tr>
                        }
                    }).collect_view())}
                </tbody>
            </table>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
            <button class="btn primary big" data-testid="confirm-matches" on:click=move |_| {
                match dx.act(team, Action::ConfirmKeywordMatches { matches: ticks.get_untracked() }) {
                    Ok(_) => dx.private.set(None),
                    Err(e) => error.set(Some(e)),
                }
            }>{move || dt().confirm}</button>
        </div>
    }
}
