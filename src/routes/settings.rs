use crate::app::{game_name, save_error_text, use_app, use_t, Slot};
use crate::games;
use crate::lang::Lang;
use crate::platform::{self, storage};
use crate::save::{Envelope, GameKind, SaveError};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[derive(Clone, PartialEq)]
enum Notice {
    Imported(GameKind),
    Failed(String),
}

#[component]
pub fn SettingsPage() -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    let notice = RwSignal::new(None::<Notice>);
    // An import that would replace a game in progress waits for the player's word.
    let pending = RwSignal::new(None::<(GameKind, String)>);
    let confirm_delete = RwSignal::new(None::<GameKind>);

    let store_import = move |kind: GameKind, text: String| {
        // The old summary described the game being replaced; the imported one gets its own when it opens.
        storage::remove(&storage::summary_key(kind));
        if storage::set(&storage::save_key(kind), &text) {
            notice.set(Some(Notice::Imported(kind)));
        } else {
            notice.set(Some(Notice::Failed(t().storage_unavailable.to_string())));
        }
        ctx.saves_changed();
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
            return;
        };
        platform::read_chosen_file(&input, move |text| {
            let Some(text) = text else {
                notice.set(Some(Notice::Failed(t().save_corrupt.to_string())));
                return;
            };
            // The envelope is checked here; whether the moves still replay is checked by the game when it opens,
            // which offers the same recovery as for any other save.
            let checked = Envelope::read(&text).and_then(|e| {
                if games::available(e.kind) {
                    Ok(e.kind)
                } else {
                    Err(SaveError::Unavailable)
                }
            });
            match checked {
                Err(e) => notice.set(Some(Notice::Failed(save_error_text(t(), &e).to_string()))),
                Ok(kind) if matches!(ctx.slot(kind), Slot::InProgress { .. }) => pending.set(Some((kind, text))),
                Ok(kind) => store_import(kind, text),
            }
        });
    };
    let saved = move || {
        GameKind::ALL
            .into_iter()
            .filter(|k| matches!(ctx.slot(*k), Slot::InProgress { .. } | Slot::Finished))
            .collect::<Vec<_>>()
    };
    let lang_choice = move || ctx.settings.with(|s| s.lang);

    view! {
        <section class="page narrow settings" data-testid="settings">
            <h1>{move || t().settings_title}</h1>

            <fieldset class="choice-group">
                <legend>{move || t().language_label}</legend>
                <label class="choice">
                    <input type="radio" name="lang" data-testid="lang-auto" prop:checked=move || lang_choice().is_none()
                        on:change=move |_| ctx.update_settings(|s| s.lang = None)/>
                    <span>{move || t().language_auto}</span>
                </label>
                {Lang::ALL.into_iter().map(|l| view! {
                    <label class="choice" lang=l.tag()>
                        <input type="radio" name="lang" data-testid=format!("lang-{}", l.tag())
                            prop:checked=move || lang_choice() == Some(l)
                            on:change=move |_| ctx.update_settings(|s| s.lang = Some(l))/>
                        <span>{l.native_name()}</span>
                    </label>
                }).collect_view()}
            </fieldset>

            <fieldset class="choice-group">
                <legend>{move || t().table_heading}</legend>
                <label class="toggle">
                    <input type="checkbox" data-testid="split-table" prop:checked=move || ctx.settings.with(|s| s.split_table)
                        on:change=move |ev| ctx.update_settings(|s| s.split_table = event_target_checked(&ev))/>
                    <span>{move || t().split_table_label}<small>{move || t().split_table_help}</small></span>
                </label>
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || ctx.settings.with(|s| s.sound)
                        on:change=move |ev| ctx.update_settings(|s| s.sound = event_target_checked(&ev))/>
                    <span>{move || t().sound_label}</span>
                </label>
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || ctx.settings.with(|s| s.vibration)
                        on:change=move |ev| ctx.update_settings(|s| s.vibration = event_target_checked(&ev))/>
                    <span>{move || t().vibration_label}</span>
                </label>
            </fieldset>

            <h2>{move || t().saves_heading}</h2>
            <Show when=move || !saved().is_empty() fallback=move || view! { <p class="muted">{move || t().no_saves}</p> }>
                <ul class="save-list">
                    <For each=saved key=|k| *k let:kind>
                        <li>
                            <span>{move || game_name(t(), kind)}</span>
                            <button class="btn" data-testid=format!("export-{}", kind.slug()) on:click=move |_| {
                                if let Some(raw) = storage::get(&storage::save_key(kind)) {
                                    platform::download_text(&format!("boardside-{}.json", kind.slug()), &raw);
                                }
                            }>{move || t().export_save}</button>
                            <button class="btn danger" on:click=move |_| confirm_delete.set(Some(kind))>{move || t().delete_save}</button>
                        </li>
                    </For>
                </ul>
            </Show>
            <Show when=move || confirm_delete.get().is_some()>
                <div class="confirm" role="alertdialog">
                    <p>{move || t().confirm_delete}</p>
                    <button class="btn danger" on:click=move |_| {
                        if let Some(kind) = confirm_delete.get_untracked() {
                            storage::remove_game(kind);
                            ctx.saves_changed();
                        }
                        confirm_delete.set(None);
                    }>{move || t().delete_save}</button>
                    <button class="btn" on:click=move |_| confirm_delete.set(None)>{move || t().cancel}</button>
                </div>
            </Show>
            <label class="btn file-btn">
                {move || t().import_save}
                <input type="file" accept="application/json,.json" data-testid="import" on:change=on_file/>
            </label>
            <Show when=move || pending.get().is_some()>
                <div class="confirm" role="alertdialog">
                    <p>{move || t().confirm_replace}</p>
                    <button class="btn danger" on:click=move |_| {
                        if let Some((kind, text)) = pending.get_untracked() {
                            store_import(kind, text);
                        }
                        pending.set(None);
                    }>{move || t().replace}</button>
                    <button class="btn" on:click=move |_| pending.set(None)>{move || t().cancel}</button>
                </div>
            </Show>
            {move || notice.get().map(|n| match n {
                Notice::Imported(kind) => view! { <p class="notice ok" role="status">{(t().imported)(game_name(t(), kind))}</p> }.into_any(),
                Notice::Failed(why) => view! { <p class="notice error" role="alert" data-testid="import-error">{(t().import_failed)(&why)}</p> }.into_any(),
            })}
        </section>
    }
}
