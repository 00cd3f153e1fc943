//! A save that cannot be read: never silently dropped. The player downloads it or starts fresh. Shown by the shell
//! for every broken slot it can see, and by a game module that finds its own save no longer replays.

use crate::app::{game_name, save_error_text, use_t};
use crate::platform::{self, storage};
use crate::save::{GameKind, SaveError};
use leptos::prelude::*;

/// The recovery panel for one game's save. `on_cleared` runs after "Start fresh" removed the save.
#[component]
pub fn SaveRecovery(
    kind: GameKind,
    error: SaveError,
    raw: String,
    #[prop(into)] on_cleared: Callback<()>,
) -> impl IntoView {
    let t = use_t();
    let heading = format!("recovery-{}", kind.slug());
    let labelled_by = heading.clone();
    view! {
        <section class="recovery" role="alertdialog" aria-labelledby=labelled_by data-testid="save-recovery">
            <h2 id=heading>{move || (t().recovery_title)(game_name(t(), kind))}</h2>
            <p>{move || save_error_text(t(), &error).to_string()}" "{move || t().recovery_body}</p>
            <div class="row">
                <button class="btn" data-testid="download-raw" on:click=move |_| {
                    platform::download_text(&format!("boardside-{}-raw.json", kind.slug()), &raw)
                }>{move || t().download_raw}</button>
                <button class="btn danger" data-testid="start-fresh" on:click=move |_| {
                    storage::remove_game(kind);
                    on_cleared.run(());
                }>{move || t().start_fresh}</button>
            </div>
        </section>
    }
}
