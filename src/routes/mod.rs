//! One screen per file.

mod about;
mod home;
mod module_host;
mod rules;
mod settings;
mod tools;

pub use about::About;
pub use home::Home;
pub use module_host::ModuleHost;
pub use rules::{RulesIndex, RulesPage};
pub use settings::SettingsPage;
pub use tools::Tools;

use crate::app::use_t;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    let t = use_t();
    view! {
        <section class="page narrow" data-testid="not-found">
            <h1>"404"</h1>
            <p>{move || t().not_found}</p>
            <a href=crate::app::href("/") class="btn primary">{move || t().nav_home}</a>
        </section>
    }
}
