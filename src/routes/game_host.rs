//! A game route in the shell. The shell does not link any game: this screen shows the game's name and a loading
//! state while the game's own module arrives (from the service worker's cache after the first visit), then hands
//! it the container to mount into. Leaving the route unmounts the game; its save is already written.

use crate::app::{game_name, use_app, use_t};
use crate::games;
use crate::platform;
use crate::save::GameKind;
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Load {
    Loading,
    Ready,
    Failed,
}

#[component]
pub fn GameHost(kind: GameKind) -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    let state = RwSignal::new(Load::Loading);
    let attempt = RwSignal::new(0u32);
    let root = NodeRef::<leptos::html::Div>::new();
    let module = games::module_name(kind);
    Effect::new(move |_| {
        attempt.track();
        let Some(el) = root.get() else {
            return;
        };
        state.set(Load::Loading);
        platform::open_game(module, &el, move |error| {
            // The table may have left before the module arrived; then there is nothing to update.
            let _ = state.try_set(if error.is_none() { Load::Ready } else { Load::Failed });
        });
    });
    on_cleanup(move || {
        platform::close_game(module);
        // The game wrote its slot summary with every action: Continue on the home screen reads it now.
        ctx.refresh_slots();
    });
    view! {
        <div class=format!("game-host game-host-{}", kind.slug()) data-testid="game-host">
            <Show when=move || state.get() != Load::Ready>
                <section class="page narrow game-loading" data-testid="game-loading">
                    <h1>{move || game_name(t(), kind)}</h1>
                    {move || if state.get() == Load::Failed {
                        view! {
                            <p role="alert" data-testid="game-load-failed">{t().game_load_failed}</p>
                            <button class="btn primary" on:click=move |_| attempt.update(|n| *n += 1)>{t().retry}</button>
                        }.into_any()
                    } else {
                        view! { <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>{t().loading_game}</p> }.into_any()
                    }}
                </section>
            </Show>
            <div class="game-root" node_ref=root></div>
        </div>
    }
}
