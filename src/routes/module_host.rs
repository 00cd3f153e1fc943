//! A screen whose code lives in a module of its own. The shell links no game, and neither the settings nor the
//! table tools (together they would cost the home screen about 27 KB of its 120 KB budget: see the README). This
//! screen shows the title and a loading state while the module arrives (from the service worker's cache after the
//! first visit), then hands it the container to mount into. Leaving the route unmounts it; games save as they go.

use crate::app::{game_name, use_app, use_t};
use crate::i18n::Messages;
use crate::nav::Hosted;
use crate::platform;
use leptos::prelude::*;

fn title(hosted: Hosted, t: &Messages) -> &'static str {
    match hosted {
        Hosted::Game(kind) => game_name(t, kind),
        Hosted::Settings => t.settings_title,
        Hosted::Tools => t.tools_title,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Load {
    Loading,
    Ready,
    Failed,
}

#[component]
pub fn ModuleHost(hosted: Hosted) -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    let state = RwSignal::new(Load::Loading);
    let attempt = RwSignal::new(0u32);
    let root = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        attempt.track();
        let Some(el) = root.get() else {
            return;
        };
        state.set(Load::Loading);
        platform::open_module(hosted.module(), hosted.page(), &el, move |error| {
            // The table may have left before the module arrived; then there is nothing to update.
            let _ = state.try_set(if error.is_none() { Load::Ready } else { Load::Failed });
        });
    });
    on_cleanup(move || {
        platform::close_module(hosted.module());
        // Games write their slot summary with every action: Continue on the home screen reads it now.
        ctx.refresh_slots();
    });
    view! {
        <div class=format!("module-host host-{}", hosted.page()) data-testid="module-host">
            <Show when=move || state.get() != Load::Ready>
                <section class="page narrow module-loading" data-testid="module-loading">
                    <h1>{move || title(hosted, t())}</h1>
                    {move || if state.get() == Load::Failed {
                        view! {
                            <p role="alert" data-testid="module-load-failed">{t().game_load_failed}</p>
                            <button class="btn primary" on:click=move |_| attempt.update(|n| *n += 1)>{t().retry}</button>
                        }.into_any()
                    } else {
                        view! { <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>{t().loading_game}</p> }.into_any()
                    }}
                </section>
            </Show>
            <div class="module-root" node_ref=root></div>
        </div>
    }
}
