//! Mission select and setup (I-S1..I-S6, I-C1): every mission with its numbers, briefing and special rule, the
//! agents in seating order, and the hint-board mode. With the defaults a table is one tap from its first turn.

use super::missions_text::mission_text;
use super::text::{text, IxText};
use super::{BoardMode, Prefs, UiState};
use crate::app::use_app;
use crate::infiltraitors::rules::{suggested_mission, Config, Game, MissionId, SetupError};
use crate::platform;
use crate::save::{GameKind, Session};
use leptos::prelude::*;

/// "T1" for a training mission, "7" (or the language's word) for a story mission.
pub fn mission_code(t: &IxText, m: MissionId) -> String {
    (t.mission_code)(m.is_training(), m.number())
}

pub fn setup_error_text(t: &IxText, e: &SetupError) -> String {
    match e {
        SetupError::TooFewAgents { min, .. } => (t.too_few_agents)(*min),
        SetupError::TooManyAgents { max, .. } => (t.too_many_agents)(*max),
        SetupError::NamesDoNotMatchAgents { .. } | SetupError::DeckTooSmall { .. } => t.setup_failed.to_string(),
        SetupError::NameTooLong { max, .. } => (t.name_too_long)(*max),
    }
}

/// The mission's numbers for a table of `agents`: suspects, bullets, suits.
fn numbers_line(t: &IxText, m: MissionId, agents: usize) -> String {
    let row = m.mission();
    (t.mission_numbers)(
        row.suspects.for_agents(agents),
        row.bullets.for_agents(agents),
        row.suits,
    )
}

#[component]
pub fn Setup(#[prop(into)] on_start: Callback<(Session<Game>, UiState)>) -> impl IntoView {
    let app = use_app();
    let prefs = Prefs::load();
    let suggested = suggested_mission(&prefs.completed);
    let completed = prefs.completed.clone();
    let mission = RwSignal::new(prefs.selected.or(suggested).unwrap_or(MissionId::T1));
    let mut names = prefs.agents.clone();
    if !(Config::AGENTS).contains(&names.len()) {
        names = vec![String::new(); 3];
    }
    let names = RwSignal::new(names);
    let mode = RwSignal::new(prefs.board_mode);
    let error = RwSignal::new(None::<String>);

    let start = move || {
        let t = text(app.lang.get_untracked());
        let list: Vec<String> = names
            .get_untracked()
            .into_iter()
            .map(|n| n.trim().to_string())
            .collect();
        // The pass screen names who takes the tablet: two agents with one name would be a secret handed to the wrong
        // person. Empty names become "Agent n", so those count too.
        let shown: Vec<String> = list
            .iter()
            .enumerate()
            .map(|(i, n)| if n.is_empty() { (t.agent_n)(i + 1) } else { n.clone() })
            .collect();
        if let Some((_, dup)) = shown
            .iter()
            .enumerate()
            .find(|(i, n)| shown[..*i].iter().any(|m| m.to_lowercase() == n.to_lowercase()))
        {
            error.set(Some((t.duplicate_names)(dup)));
            return;
        }
        let config = Config {
            mission: mission.get_untracked(),
            agents: list.len(),
            names: list.clone(),
        };
        match Session::<Game>::start(GameKind::Infiltraitors, config, platform::new_seed()) {
            Ok(session) => {
                let mut p = Prefs::load();
                p.agents = list;
                p.board_mode = mode.get_untracked();
                p.selected = None;
                p.store();
                let ui = UiState {
                    board_mode: mode.get_untracked(),
                    started_at: platform::now_ms(),
                    ..UiState::default()
                };
                on_start.run((session, ui));
            }
            Err(e) => error.set(Some(setup_error_text(t, &e))),
        }
    };

    view! {
        <section class="page ix-setup" data-testid="ix-setup">
            {move || {
                let lang = app.lang.get();
                let t = text(lang);
                let completed = completed.clone();
                let entry = move |m: MissionId| {
                    let mt = mission_text(lang, m);
                    let done = completed.contains(&m);
                    view! {
                        <li>
                            <button class="ix-mission-btn" data-testid=format!("mission-{}", mission_code(t, m))
                                class:chosen=move || mission.get() == m aria-pressed=move || (mission.get() == m).to_string()
                                on:click=move |_| mission.set(m)>
                                <span class="ix-m-code">{mission_code(t, m)}</span>
                                <span class="ix-m-title">{mt.title}</span>
                                {done.then(|| view! { <span class="badge done" title=t.completed>"✓ "{t.completed}</span> })}
                                {(Some(m) == suggested).then(|| view! { <span class="badge next">{t.suggested}</span> })}
                            </button>
                        </li>
                    }
                };
                view! {
                    <h1>{t.setup_title}</h1>
                    <div class="ix-setup-grid">
                        <div class="ix-mission-list">
                            <h2>{t.training}</h2>
                            <ul>{MissionId::ALL.into_iter().filter(|m| m.is_training()).map(entry.clone()).collect_view()}</ul>
                            <h2>{t.story}</h2>
                            <ul>{MissionId::ALL.into_iter().filter(|m| !m.is_training()).map(entry).collect_view()}</ul>
                        </div>
                        <div class="ix-setup-side">
                            {move || {
                                let m = mission.get();
                                let mt = mission_text(lang, m);
                                view! {
                                    <article class="ix-briefing" data-testid="briefing">
                                        <h2>{(t.mission_label)(&mission_code(t, m))}" — "{mt.title}</h2>
                                        <p class="ix-m-numbers" data-testid="mission-numbers">{move || numbers_line(t, m, names.with(|n| n.len()))}</p>
                                        <p>{mt.briefing}</p>
                                        <p class="ix-special"><b>{t.special_rule}": "</b>{if mt.special.is_empty() { t.no_special_rule } else { mt.special }}</p>
                                    </article>
                                }
                            }}
                            <fieldset class="choice-group">
                                <legend>{t.agents_label}</legend>
                                <div class="row" role="group">
                                    {Config::AGENTS.map(|n| view! {
                                        <button class="btn num-btn" data-testid=format!("agents-{n}") class:chosen=move || names.with(|l| l.len()) == n
                                            on:click=move |_| names.update(|l| l.resize(n, String::new()))>{n}</button>
                                    }).collect_view()}
                                </div>
                                <p class="muted">{t.seating_hint}</p>
                                <ol class="player-list">
                                    {move || (0..names.with(|l| l.len())).map(|i| view! {
                                        <li>
                                            <input type="text" maxlength=Config::MAX_NAME_CHARS.to_string() data-testid=format!("agent-name-{}", i + 1)
                                                aria-label=(t.agent_n)(i + 1) placeholder=(t.agent_n)(i + 1)
                                                prop:value=move || names.with(|l| l.get(i).cloned().unwrap_or_default())
                                                on:input=move |ev| names.update(|l| if let Some(s) = l.get_mut(i) { *s = event_target_value(&ev) })/>
                                        </li>
                                    }).collect_view()}
                                </ol>
                            </fieldset>
                            <fieldset class="choice-group">
                                <legend>{t.boards_label}</legend>
                                {[(BoardMode::Auto, t.board_auto_long, "auto"), (BoardMode::Manual, t.board_manual_long, "manual"), (BoardMode::Off, t.board_off_long, "off")]
                                    .into_iter().map(|(m, label, slug)| view! {
                                        <label class="choice">
                                            <input type="radio" name="ix-board" data-testid=format!("board-{slug}") prop:checked=move || mode.get() == m
                                                on:change=move |_| mode.set(m)/>
                                            <span>{label}</span>
                                        </label>
                                    }).collect_view()}
                            </fieldset>
                            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="setup-error">{e}</p> })}
                            <button class="btn primary big" data-testid="start-mission" on:click=move |_| start()>{t.start_mission}</button>
                        </div>
                    </div>
                }
            }}
        </section>
    }
}
