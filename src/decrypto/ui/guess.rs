use super::{team_slug, use_dx, Private};
use crate::decrypto::rules::{Action, Code, InterceptionStatus, Mode, Phase, Team, View, Viewer};
use crate::ui::{PassScreen, SplitTable};
use leptos::prelude::*;

fn guessing(v: &View) -> Option<(Team, bool, InterceptionStatus)> {
    match v.phase {
        Phase::Guessing {
            target,
            own_guess_in,
            interception,
            ..
        } => Some((target, own_guess_in, interception)),
        _ => None,
    }
}

/// D-R5: the clues on the table, large enough to read across it.
#[component]
fn CluesOnTable(target: Team) -> impl IntoView {
    let dx = use_dx();
    let clues = move || {
        dx.public
            .with(|v| v.clues_in_play.as_ref().map(|c| c.clues.clone()).unwrap_or_default())
    };
    view! {
        <div class=format!("dx-clues team-{}", team_slug(target))>
            <h2>{move || (dx.dt().clues_of)(&dx.team_name(target))}</h2>
            <ol class="dx-clue-list" data-testid="clues-on-table">
                {move || clues().into_iter().map(|c| {
                    let blank = c.trim().is_empty();
                    view! { <li class:blank=blank>{if blank { dx.dt().blank_clue.to_string() } else { c }}</li> }
                }).collect_view()}
            </ol>
        </div>
    }
}

/// D-R5..D-R8: clues on the table, the two private guesses, then the reveal.
#[component]
pub fn GuessScreen() -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let state = Memo::new(move |_| dx.public.with(guessing));
    let reveal_error = RwSignal::new(None::<String>);
    view! {
        {move || match (state.get(), dx.private.get()) {
            (Some((target, _, _)), Some(Private::Guess { by, target: t })) if t == target => {
                view! { <GuessPass by target/> }.into_any()
            }
            (Some((target, own_in, interception)), _) => {
                let ready = own_in && interception != InterceptionStatus::Pending;
                let interceptor = target.other();
                view! {
                    <section class="dx-screen" data-testid=format!("guess-screen-{}", team_slug(target))>
                        <SplitTable><CluesOnTable target/></SplitTable>
                        <div class="dx-two">
                            <GuessSlot by=target target done=own_in label=(dt().own_guess_of)(&dx.team_name(target))/>
                            {match interception {
                                InterceptionStatus::NotThisRound => view! {
                                    <article class="card dx-guess-slot"><p class="muted">{dt().no_interception_round_one}</p></article>
                                }.into_any(),
                                status => view! {
                                    <GuessSlot by=interceptor target done=status == InterceptionStatus::Submitted
                                        label=(dt().interception_by)(&dx.team_name(interceptor))/>
                                }.into_any(),
                            }}
                        </div>
                        <Show when=move || ready>
                            <p class="lead">{move || (dt().reveal_hint)(&dx.team_name(target))}</p>
                            <button class="btn primary big" data-testid="reveal-code" on:click=move |_| {
                                reveal_error.set(dx.act(target, Action::RevealCode).err());
                            }>{move || (dt().reveal_code_of)(&dx.team_name(target))}</button>
                        </Show>
                        {move || reveal_error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
                    </section>
                }.into_any()
            }
            _ => ().into_any(),
        }}
    }
}

#[component]
fn GuessSlot(by: Team, target: Team, done: bool, label: String) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let slug = if by == target { "own" } else { "intercept" };
    view! {
        <article class=format!("card dx-guess-slot team-{}", team_slug(by)) data-testid=format!("guess-slot-{slug}")>
            <h3>{label}</h3>
            {if done {
                view! { <p class="dx-status done">{move || dt().guess_in}</p> }.into_any()
            } else {
                view! {
                    <p class="dx-status">{move || dt().guess_waiting}</p>
                    // D-R6: the encryptor does not take part in the own team's guess.
                    {(by == target).then(|| view! { <p class="muted">{move || dt().encryptor_stays_out}</p> })}
                    <button class="btn primary" data-testid=format!("enter-guess-{slug}")
                        on:click=move |_| dx.private.set(Some(Private::Guess { by, target }))>{move || dt().take_tablet}</button>
                }.into_any()
            }}
        </article>
    }
}

#[component]
fn GuessPass(by: Team, target: Team) -> impl IntoView {
    let dx = use_dx();
    let to = Signal::derive(move || (dx.dt().team_of)(&dx.team_name(by)));
    view! {
        <section class="dx-screen">
            <PassScreen to on_hide=move |_| dx.private.set(None)>
                <GuessForm by target/>
            </PassScreen>
            <button class="btn" data-testid="pass-back" on:click=move |_| dx.private.set(None)>{move || dx.app.t().back}</button>
        </section>
    }
}

/// A team's private guess (D-R6): one digit 1–4 per clue, three different digits.
#[component]
fn GuessForm(by: Team, target: Team) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let team_view = dx.view_for(Viewer::Team(by));
    let picks = RwSignal::new([None::<u8>; 3]);
    let error = RwSignal::new(None::<String>);
    let own = by == target;
    let clues = move || {
        dx.public
            .with(|v| v.clues_in_play.as_ref().map(|c| c.clues.clone()).unwrap_or_default())
    };
    let submit = move |_| {
        let p = picks.get_untracked();
        let code = match p {
            [Some(a), Some(b), Some(c)] => Code::new([a, b, c]).ok(),
            _ => None,
        };
        let Some(guess) = code else {
            error.set(Some(dt().guess_needs_distinct.to_string()));
            return;
        };
        match dx.act(by, Action::SubmitGuess { target, guess }) {
            Ok(_) => dx.private.set(None),
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <div class="dx-guess-form" data-testid="guess-form">
            <p class="lead">{move || if own { dt().own_guess_prompt } else { dt().intercept_prompt }}</p>
            {own.then(|| view! {
                <ol class="kw-cards compact">
                    {move || team_view.with(|v| v.own_keywords.clone().unwrap_or_default().into_iter().enumerate().map(|(slot, w)| view! {
                        <li class="kw-card"><span class="kw-num">{slot + 1}</span><span class="kw-word">{w}</span></li>
                    }).collect_view())}
                </ol>
            })}
            {(!own).then(|| view! { <super::scoresheet::KeywordColumns team=target/> })}
            <div class="dx-guess-rows">
                {(0..3).map(|i| view! {
                    <div class="dx-guess-row">
                        <span class="dx-guess-clue">{move || clues().get(i).cloned().unwrap_or_default()}</span>
                        <div class="digit-picker" role="group" aria-label=move || (dt().clue_n)(i + 1)>
                            {(1..=4u8).map(|d| view! {
                                <button class="digit" data-testid=format!("pick-{}-{}", i + 1, d)
                                    aria-pressed=move || (picks.get()[i] == Some(d)).to_string()
                                    on:click=move |_| { picks.update(|p| p[i] = Some(d)); error.set(None); }>{d}</button>
                            }).collect_view()}
                        </div>
                    </div>
                }).collect_view()}
            </div>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="guess-error">{e}</p> })}
            <button class="btn primary big" data-testid="lock-guess" on:click=submit>{move || dt().lock_guess}</button>
        </div>
    }
}

/// D-R8: the code, both guesses and the tokens, for the whole table.
#[component]
pub fn RevealScreen() -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let reveal = move || dx.public.with(|v| v.last_reveal.clone());
    let three = dx.public.with_untracked(|v| v.mode == Mode::ThreePlayer);
    let fmt = move |c: Option<Code>| c.map(|c| c.to_string()).unwrap_or_else(|| dt().no_guess.to_string());
    view! {
        {move || reveal().map(|r| {
            let target = r.target;
            let other = target.other();
            let clues = dx.public.with(|v| {
                v.scoresheet.sides[target.index()].rounds.get(usize::from(r.round.saturating_sub(1)))
                    .map(|b| b.rows.clone().map(|row| row.clue.unwrap_or_default()))
                    .unwrap_or_default()
            });
            let digits = r.code.digits();
            let own_line = if r.miscommunicated { (dt().miscommunicated)(&dx.team_name(target)) } else { (dt().understood)(&dx.team_name(target)) };
            let int_line = r.interception.map(|_| if r.intercepted { (dt().intercepted)(&dx.team_name(other)) } else { (dt().interception_missed)(&dx.team_name(other)) });
            let gains = three && (r.intercepted || r.miscommunicated);
            view! {
                <section class="dx-screen dx-reveal" data-testid="reveal-screen">
                    <SplitTable>
                        <h2>{(dt().code_was)(&dx.team_name(target))}</h2>
                        <p class="dx-code big" data-testid="revealed-code">{digits.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" · ")}</p>
                        <ul class="dx-reveal-clues">
                            {clues.iter().zip(digits).map(|(c, d)| view! { <li><b>{d}</b>" "{c.clone()}</li> }).collect_view()}
                        </ul>
                        <table class="dx-reveal-guesses">
                            <tbody>
                                <tr class:bad=r.miscommunicated>
                                    <th>{(dt().guessed)(&dx.team_name(target))}</th><td>{fmt(r.own_guess)}</td><td>{own_line.clone()}</td>
                                </tr>
                                {int_line.clone().map(|line| view! {
                                    <tr class:good=r.intercepted>
                                        <th>{(dt().guessed)(&dx.team_name(other))}</th><td>{fmt(r.interception)}</td><td>{line}</td>
                                    </tr>
                                })}
                            </tbody>
                        </table>
                        {gains.then(|| view! { <p class="lead">{dt().interceptor_gains}</p> })}
                    </SplitTable>
                    <button class="btn primary big" data-testid="continue" on:click=move |_| {
                        let n = dx.reveals();
                        dx.ui.update(|u| u.acked_reveals = n);
                    }>{move || dt().continue_label}</button>
                </section>
            }
        })}
    }
}
