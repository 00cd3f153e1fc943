use super::{team_slug, use_dx, Private};
use crate::decrypto::rules::{Action, EncryptStatus, Mode, Phase, Team, Viewer};
use crate::ui::PassScreen;
use leptos::prelude::*;

/// The problem texts continue a sentence ("Clue 1: …"); standing alone they start with a capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn status_of(phase: &Phase, team: Team) -> EncryptStatus {
    match phase {
        Phase::Encrypting { teams, .. } => teams[team.index()],
        _ => EncryptStatus::NotEncrypting,
    }
}

/// D-R1..D-R4: the encryptors take the tablet in turn. The public screen shows who is done; each encryptor's
/// desk (code, keywords, clue fields) is behind a pass screen.
#[component]
pub fn EncryptScreen() -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let open = move || match dx.private.get() {
        Some(Private::Encryptor(team)) => Some(team),
        _ => None,
    };
    view! {
        <section class="dx-screen" data-testid="encrypt-screen">
            {move || match open() {
                Some(team) => view! { <EncryptorPass team/> }.into_any(),
                None => view! {
                    <h1>{move || dt().encrypting_title}</h1>
                    <p class="lead">{move || dt().encrypting_hint}</p>
                    <div class="dx-two">
                        {Team::BOTH.into_iter().map(|team| {
                            let status = move || dx.public.with(|v| status_of(&v.phase, team));
                            view! {
                                <Show when=move || status() != EncryptStatus::NotEncrypting>
                                    <article class=format!("card dx-enc team-{}", team_slug(team)) data-testid=format!("encryptor-{}", team_slug(team))>
                                        <h2>{move || (dt().encryptor_of)(&dx.team_name(team))}</h2>
                                        <p class="dx-status">{move || match status() {
                                            EncryptStatus::Submitted { .. } => dt().status_locked,
                                            EncryptStatus::Writing { .. } => dt().status_writing,
                                            _ => dt().status_choosing,
                                        }}</p>
                                        <Show when=move || !matches!(status(), EncryptStatus::Submitted { .. })>
                                            <button class="btn primary big" data-testid=format!("take-tablet-{}", team_slug(team))
                                                on:click=move |_| dx.private.set(Some(Private::Encryptor(team)))>
                                                {move || dt().take_tablet}
                                            </button>
                                        </Show>
                                    </article>
                                </Show>
                            }
                        }).collect_view()}
                    </div>
                }.into_any(),
            }}
        </section>
    }
}

/// The pass screen for one encryptor, with the choice of encryptor (D-R1) on its cover.
#[component]
fn EncryptorPass(team: Team) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let chosen_already = move || match dx.public.with(|v| status_of(&v.phase, team)) {
        EncryptStatus::Writing { encryptor } | EncryptStatus::Submitted { encryptor } => Some(encryptor),
        _ => None,
    };
    let proposed = dx
        .public
        .with_untracked(|v| v.teams[team.index()].proposed_encryptor.unwrap_or(0));
    let pick = RwSignal::new(proposed);
    let players = dx.public.with_untracked(|v| v.teams[team.index()].players.len());
    // D-3P2: the two players of the 3-player team alternate, so there is nothing to choose.
    let choosable = dx.public.with_untracked(|v| v.mode == Mode::TwoTeams);
    let error = RwSignal::new(None::<String>);
    let who = Signal::derive(move || dx.player_name(team, chosen_already().unwrap_or_else(|| pick.get())));
    let begin = move |_| {
        if chosen_already().is_none() {
            if let Err(e) = dx.act(
                team,
                Action::BeginEncrypting {
                    encryptor: pick.get_untracked(),
                },
            ) {
                error.set(Some(e));
                dx.private.set(None);
            }
        }
    };
    view! {
        <div class="dx-pass" data-testid=format!("encryptor-pass-{}", team_slug(team))>
            <Show when=move || chosen_already().is_none() && choosable>
                <fieldset class="choice-group">
                    <legend>{move || dt().who_encrypts}</legend>
                    <div class="row">
                        {(0..players).map(|p| view! {
                            <label class="choice">
                                <input type="radio" name="dx-encryptor" prop:checked=move || pick.get() == p
                                    data-testid=format!("encryptor-choice-{}", p + 1)
                                    on:change=move |_| pick.set(p)/>
                                <span>{move || dx.player_name(team, p)}
                                    {(p == proposed).then(|| view! { <small>" ("{move || dt().proposed}")"</small> })}
                                </span>
                            </label>
                        }).collect_view()}
                    </div>
                </fieldset>
            </Show>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
            <PassScreen to=who on_reveal=begin on_hide=move |_| dx.private.set(None)
                hide_label=Signal::derive(move || dt().hide_keep_draft.to_string())>
                <EncryptorDesk team/>
            </PassScreen>
            <button class="btn" data-testid="pass-back" on:click=move |_| dx.private.set(None)>{move || dx.app.t().back}</button>
        </div>
    }
}

/// D-R2 / D-R3: the code, the keywords it points at, and three clue fields. Clues lock on submit (D-C6).
#[component]
fn EncryptorDesk(team: Team) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let view = dx.view_for(Viewer::Encryptor(team));
    let error = RwSignal::new(None::<String>);
    let digits = move || view.with(|v| v.code.map(|c| c.digits()));
    // D-C1 / D-C7 / D-C8 as the encryptor types: problems and the other-team warning before the clues lock.
    let checks = Memo::new(move |_| {
        let drafts = dx.ui.with(|u| u.drafts[team.index()].clone());
        dx.session.with(|s| s.game.check_clues(team, &drafts))
    });
    let hint = move |i: usize| {
        let typed = dx.ui.with(|u| !u.drafts[team.index()][i].trim().is_empty());
        checks.with(|c| {
            let c = &c[i];
            match (&c.problem, c.used_by_other_team_in) {
                (Some(p), _) if typed => Some((true, capitalized(&super::clue_problem_text(dt(), p)))),
                (_, Some(round)) => Some((false, (dt().other_team_used)(i + 1, round))),
                _ => None,
            }
        })
    };
    let submit = move |_| {
        let clues = dx.ui.with_untracked(|u| u.drafts[team.index()].clone());
        match dx.act(team, Action::SubmitClues { clues }) {
            Ok(_) => {
                dx.ui.update(|u| u.drafts[team.index()] = Default::default());
                dx.private.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <div class="dx-desk" data-testid="encryptor-desk">
            <div class="dx-code-box">
                <span class="dx-code-label">{move || dt().your_code}</span>
                <span class="dx-code" data-testid="secret-code">
                    {move || digits().map(|d| d.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" · "))}
                </span>
            </div>
            <ol class="kw-cards compact">
                {move || view.with(|v| v.own_keywords.clone().unwrap_or_default().into_iter().enumerate().map(|(slot, word)| {
                    let lit = digits().map(|d| d.contains(&(slot as u8 + 1))).unwrap_or(false);
                    view! { <li class="kw-card" class:lit=lit><span class="kw-num">{slot + 1}</span><span class="kw-word">{word}</span></li> }
                }).collect_view())}
            </ol>
            <div class="dx-clue-fields">
                {(0..3).map(|i| view! {
                    <label class="field">
                        <span>{move || digits().map(|d| (dt().clue_for_digit)(i + 1, d[i])).unwrap_or_default()}</span>
                        <input type="text" maxlength="60" autocomplete="off" data-testid=format!("clue-{}", i + 1)
                            prop:value=move || dx.ui.with(|u| u.drafts[team.index()][i].clone())
                            on:input=move |ev| { let v = event_target_value(&ev); dx.ui.update(|u| u.drafts[team.index()][i] = v); error.set(None); }/>
                        {move || hint(i).map(|(bad, text)| view! {
                            <small class="clue-hint" class:bad=bad data-testid=format!("clue-hint-{}", i + 1)>{text}</small>
                        })}
                    </label>
                }).collect_view()}
            </div>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="clue-error">{e}</p> })}
            <ul class="dx-reminders">{move || dt().reminders.iter().map(|r| view! { <li>{*r}</li> }).collect_view()}</ul>
            <button class="btn primary big" data-testid="lock-clues" on:click=submit>{move || dt().lock_clues}</button>
        </div>
    }
}
