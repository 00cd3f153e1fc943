use super::text::DecryptoText;
use super::{forget_used_keywords, remember_dealt, used_keywords};
use crate::app::use_app;
use crate::decrypto::rules::{keywords_to_avoid, Config, Game, Mode, SetupError, Team, TeamConfig};
use crate::lang::Lang;
use crate::platform::storage;
use crate::save::{GameKind, Session};
use leptos::prelude::*;

fn setup_error_text(dt: &DecryptoText, e: &SetupError, team_name: impl Fn(Team) -> String) -> String {
    match e {
        SetupError::TooFewPlayers { team, min, .. } => (dt.too_few_players)(&team_name(*team), *min),
        SetupError::TooManyPlayers { team, max, .. } => (dt.too_many_players)(&team_name(*team), *max),
        SetupError::UnevenTeams { .. } => dt.uneven_teams.to_string(),
        SetupError::TeamNameTooLong { max, .. } | SetupError::PlayerNameTooLong { max, .. } => (dt.name_too_long)(*max),
        SetupError::HourglassSecsOutOfRange { min, max, .. } => (dt.hourglass_out_of_range)(*min, *max),
        SetupError::BankTooSmall { .. } => dt.bank_too_small.to_string(),
    }
}

/// The setup form (D-S1, D-S5, D-3P1, options). With the defaults a table is two taps from its keywords.
#[component]
pub fn Setup(#[prop(into)] on_start: Callback<Session<Game>>) -> impl IntoView {
    let app = use_app();
    let dt = move || super::text::text(app.lang.get());
    let mode = RwSignal::new(Mode::TwoTeams);
    let names = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let players = [
        RwSignal::new(vec![String::new(); 2]),
        RwSignal::new(vec![String::new(); 2]),
    ];
    let keyword_lang = RwSignal::new(app.lang.get_untracked());
    let hourglass = RwSignal::new(true);
    let hourglass_secs = RwSignal::new(Config::DEFAULT_HOURGLASS_SECS);
    let allow_redraw = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let three = move || mode.get() == Mode::ThreePlayer;

    let default_name = move |team: Team| super::default_team_name(dt(), mode.get(), team);

    let start = move |_| {
        let three = mode.get_untracked() == Mode::ThreePlayer;
        let team_players = |i: usize| {
            let mut list = players[i].get_untracked();
            if three {
                list.resize(if i == 0 { 2 } else { 1 }, String::new());
            }
            list.into_iter().map(|p| p.trim().to_string()).collect::<Vec<_>>()
        };
        let used = keywords_to_avoid(used_keywords());
        if used.is_empty() {
            forget_used_keywords();
        }
        let config = Config {
            mode: mode.get_untracked(),
            teams: [
                TeamConfig {
                    name: names[0].get_untracked().trim().to_string(),
                    players: team_players(0),
                },
                TeamConfig {
                    name: names[1].get_untracked().trim().to_string(),
                    players: team_players(1),
                },
            ],
            keyword_language: keyword_lang.get_untracked(),
            hourglass: hourglass.get_untracked(),
            hourglass_secs: hourglass_secs.get_untracked(),
            allow_redraw: allow_redraw.get_untracked(),
            used_keywords: used,
        };
        match Session::<Game>::start(GameKind::Decrypto, config, crate::platform::new_seed()) {
            Ok(session) => {
                remember_dealt(&session.game);
                storage::remove(super::UI_KEY);
                if !storage::write_session(&session) {
                    app.storage_ok.set(false);
                }
                on_start.run(session);
            }
            Err(e) => error.set(Some(setup_error_text(dt(), &e, |t| {
                let n = names[t.index()].get_untracked();
                if n.trim().is_empty() {
                    default_name(t).to_string()
                } else {
                    n
                }
            }))),
        }
    };

    let team_block = move |team: Team| {
        let i = team.index();
        let list = players[i];
        let min_max = move || {
            if three() {
                if i == 0 {
                    (2, 2)
                } else {
                    (1, 1)
                }
            } else {
                (2, 4)
            }
        };
        view! {
            <fieldset class=format!("dx-team-setup team-{}", super::team_slug(team))>
                <legend>{move || default_name(team)}</legend>
                <label class="field">
                    <span>{move || dt().team_name_label}</span>
                    <input type="text" maxlength="24" data-testid=format!("team-name-{}", super::team_slug(team))
                        placeholder=move || default_name(team)
                        prop:value=move || names[i].get() on:input=move |ev| names[i].set(event_target_value(&ev))/>
                </label>
                <p class="field-label">{move || dt().players_label}</p>
                <ol class="player-list">
                    {move || {
                        let (_, max) = min_max();
                        let shown = list.with(|l| l.len().min(max));
                        (0..shown).map(|p| view! {
                            <li>
                                <input type="text" maxlength="24" aria-label=move || (dt().player_n)(p + 1)
                                    data-testid=format!("player-{}-{}", super::team_slug(team), p + 1)
                                    placeholder=move || (dt().player_n)(p + 1)
                                    prop:value=move || list.with(|l| l.get(p).cloned().unwrap_or_default())
                                    on:input=move |ev| list.update(|l| if let Some(s) = l.get_mut(p) { *s = event_target_value(&ev) })/>
                                <Show when=move || { let (min, _) = min_max(); list.with(|l| l.len()) > min }>
                                    <button class="btn small" aria-label=move || (dt().remove_player)(p + 1)
                                        on:click=move |_| list.update(|l| { if p < l.len() { l.remove(p); } })>"×"</button>
                                </Show>
                            </li>
                        }).collect_view()
                    }}
                </ol>
                <Show when=move || { let (_, max) = min_max(); list.with(|l| l.len()) < max }>
                    <button class="btn" data-testid=format!("add-player-{}", super::team_slug(team))
                        on:click=move |_| list.update(|l| l.push(String::new()))>{move || dt().add_player}</button>
                </Show>
            </fieldset>
        }
    };

    view! {
        <section class="page dx-setup" data-testid="decrypto-setup">
            <h1>{move || dt().setup_title}</h1>
            <fieldset class="choice-group">
                <legend>{move || dt().mode_label}</legend>
                <label class="choice">
                    <input type="radio" name="dx-mode" data-testid="mode-two" prop:checked=move || !three()
                        on:change=move |_| mode.set(Mode::TwoTeams)/>
                    <span>{move || dt().mode_two_teams}</span>
                </label>
                <label class="choice">
                    <input type="radio" name="dx-mode" data-testid="mode-three" prop:checked=three
                        on:change=move |_| {
                            mode.set(Mode::ThreePlayer);
                            players[0].update(|l| l.resize(2, String::new()));
                            players[1].update(|l| l.truncate(1));
                        }/>
                    <span>{move || dt().mode_three_players}</span>
                </label>
            </fieldset>
            <div class="dx-teams">{team_block(Team::White)}{team_block(Team::Black)}</div>
            <fieldset class="choice-group">
                <legend>{move || dt().keyword_language_label}</legend>
                <div class="row">
                    {Lang::ALL.into_iter().map(|l| view! {
                        <label class="choice" lang=l.tag()>
                            <input type="radio" name="dx-kw-lang" data-testid=format!("kw-lang-{}", l.tag())
                                prop:checked=move || keyword_lang.get() == l on:change=move |_| keyword_lang.set(l)/>
                            <span>{l.native_name()}</span>
                        </label>
                    }).collect_view()}
                </div>
                <Show when=move || !three()>
                    <label class="toggle">
                        <input type="checkbox" data-testid="hourglass-option" prop:checked=move || hourglass.get()
                            on:change=move |ev| hourglass.set(event_target_checked(&ev))/>
                        <span>{move || dt().hourglass_option}</span>
                    </label>
                    <Show when=move || hourglass.get()>
                        <label class="inline-field">
                            <span>{move || dt().hourglass_secs_label}</span>
                            <input type="number" min="5" max="300" step="5" prop:value=move || hourglass_secs.get().to_string()
                                on:change=move |ev| hourglass_secs.set(event_target_value(&ev).trim().parse().unwrap_or(0))/>
                        </label>
                    </Show>
                </Show>
                <label class="toggle">
                    <input type="checkbox" data-testid="redraw-option" prop:checked=move || allow_redraw.get()
                        on:change=move |ev| allow_redraw.set(event_target_checked(&ev))/>
                    <span>{move || dt().redraw_option}</span>
                </label>
            </fieldset>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="setup-error">{e}</p> })}
            <button class="btn primary big" data-testid="start-game" on:click=start>{move || dt().start_game}</button>
        </section>
    }
}
