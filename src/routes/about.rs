use crate::app::{game_name, use_t};
use crate::save::GameKind;
use leptos::prelude::*;

const DESIGNERS: [(GameKind, &str); 3] = [
    (GameKind::Decrypto, "Thomas Dagenais-Lespérance"),
    (GameKind::Infiltraitors, "John Kean & Liam Kean"),
    (GameKind::SquidGame, "Nicholas Cravotta & Rebecca Bleau"),
];

#[component]
pub fn About() -> impl IntoView {
    let t = use_t();
    view! {
        <section class="page narrow" data-testid="about">
            <h1>{move || t().about_title}</h1>
            <p>{move || t().about_unofficial}</p>
            <h2>{move || t().about_credits}</h2>
            <ul class="credits">
                {DESIGNERS.into_iter().map(|(kind, who)| view! {
                    <li>{move || (t().designed_by)(game_name(t(), kind), who)}</li>
                }).collect_view()}
            </ul>
            <p>{move || t().about_no_affiliation}</p>
            <p>{move || t().about_privacy}</p>
            <p>{move || t().about_offline}</p>
            <p class="muted">{move || (t().version)(env!("CARGO_PKG_VERSION"))}</p>
        </section>
    }
}
