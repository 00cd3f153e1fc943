use crate::app::AppCtx;
use leptos::prelude::*;

/// A public screen for a tablet lying flat between two teams: with the split-table setting on, the content is shown
/// twice, the far half rotated 180° so each team reads its own half upright. Otherwise it is shown once.
#[component]
pub fn SplitTable(children: ChildrenFn) -> impl IntoView {
    let split = use_context::<AppCtx>()
        .map(|c| c.settings)
        .map(|s| Signal::derive(move || s.with(|s| s.split_table)));
    let on = move || split.map(|s| s.get()).unwrap_or(false);
    let children = StoredValue::new(children);
    view! {
        <Show when=on fallback=move || children.with_value(|c| c())>
            <div class="split-table">
                <div class="split-half flipped" aria-hidden="true">{children.with_value(|c| c())}</div>
                <div class="split-half">{children.with_value(|c| c())}</div>
            </div>
        </Show>
    }
}
