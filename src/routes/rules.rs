use crate::app::{game_name, use_t};
use crate::i18n::Messages;
use crate::save::GameKind;
use leptos::prelude::*;

fn summary(t: &Messages, kind: GameKind) -> &'static [&'static str] {
    match kind {
        GameKind::Decrypto => t.decrypto_summary,
        GameKind::Infiltraitors => t.infiltraitors_summary,
        GameKind::SquidGame => t.squid_summary,
    }
}

#[component]
pub fn RulesIndex() -> impl IntoView {
    let t = use_t();
    view! {
        <section class="page narrow">
            <h1>{move || t().rules_title}</h1>
            <p>{move || t().rules_intro}</p>
            <ul class="link-list">
                {GameKind::ALL.into_iter().map(|k| view! {
                    <li><a href=crate::app::href(&format!("/rules/{}", k.slug())) data-testid=format!("rules-link-{}", k.slug())>{move || game_name(t(), k)}</a></li>
                }).collect_view()}
            </ul>
        </section>
    }
}

#[component]
pub fn RulesPage(kind: GameKind) -> impl IntoView {
    let t = use_t();
    view! {
        <section class="page narrow" data-testid=format!("rules-{}", kind.slug())>
            <h1>{move || game_name(t(), kind)}</h1>
            <ol class="rules-summary">
                {move || summary(t(), kind).iter().map(|line| view! { <li>{*line}</li> }).collect_view()}
            </ol>
            <a href=crate::app::href("/rules") class="btn">{move || t().back}</a>
        </section>
    }
}
