//! Setup (G-S1): 3–6 players, each a team with a colour and a symbol, names optional. Token numbers are dealt by
//! the engine at random. With the defaults, the first Red Light pick is two taps from here.

use super::text::{setup_error_text, text};
use super::{Prefs, SYMBOLS};
use crate::app::use_app;
use crate::platform;
use crate::save::{GameKind, Session};
use crate::squid::rules::values::PLAYERS;
use crate::squid::rules::{Config, Game};
use leptos::prelude::*;

#[component]
pub fn Setup(#[prop(into)] on_start: Callback<Session<Game>>) -> impl IntoView {
    let app = use_app();
    let mut names = Prefs::load().players;
    if !PLAYERS.contains(&names.len()) {
        names = vec![String::new(); 4];
    }
    let names = RwSignal::new(names);
    let error = RwSignal::new(None::<String>);
    let start = move || {
        let t = text(app.lang.get_untracked());
        let list: Vec<String> = names
            .get_untracked()
            .into_iter()
            .map(|n| n.trim().to_string())
            .collect();
        // The pass screen names who takes the tablet: two players with one name would hand a pick to the wrong person.
        let shown: Vec<String> = list
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if n.is_empty() {
                    t.team_names[i].to_string()
                } else {
                    n.clone()
                }
            })
            .collect();
        if let Some(dup) = shown
            .iter()
            .enumerate()
            .find(|(i, n)| shown[..*i].iter().any(|m| m.to_lowercase() == n.to_lowercase()))
            .map(|(_, n)| n.clone())
        {
            error.set(Some((t.duplicate_names)(&dup)));
            return;
        }
        let config = Config {
            players: list.clone(),
            scenario: None,
        };
        match Session::<Game>::start(GameKind::SquidGame, config, platform::new_seed()) {
            Ok(session) => {
                Prefs { players: list }.store();
                on_start.run(session);
            }
            Err(e) => error.set(Some(setup_error_text(t, &e))),
        }
    };
    view! {
        <section class="page sq-setup" data-testid="sq-setup">
            {move || {
                let t = text(app.lang.get());
                view! {
                    <h1>{t.setup_title}</h1>
                    <p class="sq-hint">{t.setup_intro}</p>
                    <fieldset class="sq-count">
                        <legend>{t.players_label}</legend>
                        {PLAYERS.map(|n| view! {
                            <button class="btn" data-testid=format!("players-{n}")
                                class:chosen=move || names.with(|l| l.len() == n)
                                aria-pressed=move || names.with(|l| l.len() == n).to_string()
                                on:click=move |_| names.update(|l| l.resize(n, String::new()))>{n}</button>
                        }).collect_view()}
                    </fieldset>
                    <ol class="sq-seats">
                        {move || (0..names.with(Vec::len)).map(|i| view! {
                            <li class=format!("sq-seat sq-s{i}")>
                                <span class="sq-seat-mark"><span class="sym" aria-hidden="true">{SYMBOLS[i]}</span>{t.team_names[i]}</span>
                                <input type="text" data-testid=format!("player-name-{}", i + 1) maxlength="24"
                                    aria-label=(t.name_of)(t.team_names[i]) placeholder=t.team_names[i]
                                    prop:value=move || names.with(|l| l.get(i).cloned().unwrap_or_default())
                                    on:input=move |ev| { let v = event_target_value(&ev); names.update(|l| if let Some(n) = l.get_mut(i) { *n = v; }); error.set(None); }/>
                            </li>
                        }).collect_view()}
                    </ol>
                    <p class="sq-hint">{t.seating_hint}</p>
                    {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="setup-error">{e}</p> })}
                    <button class="btn primary big" data-testid="start-match" on:click=move |_| start()>{t.start_match}</button>
                }
            }}
        </section>
    }
}
