use crate::app::{game_name, use_app, use_t, Slot};
use crate::games;
use crate::i18n::Messages;
use crate::save::GameKind;
use leptos::prelude::*;

fn blurb(t: &Messages, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Decrypto => t.decrypto_blurb,
        GameKind::Infiltraitors => t.infiltraitors_blurb,
        GameKind::SquidGame => t.squid_blurb,
    }
}

/// A date and time in the player's language, for "Saved …".
fn format_time(ms: f64, lang_tag: &str) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&opts, &"timeStyle".into(), &"short".into());
    date.to_locale_string(lang_tag, &opts).into()
}

#[component]
pub fn Home() -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    let in_progress = move || {
        GameKind::ALL
            .into_iter()
            .filter_map(|k| match ctx.slot(k) {
                Slot::InProgress { saved_at } => Some((k, saved_at)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    view! {
        <section class="page home">
            <h1 class="hero">{move || t().tagline}</h1>
            <Show when=move || !in_progress().is_empty()>
                <h2>{move || t().in_progress_heading}</h2>
                <ul class="continue-list">
                    <For each=in_progress key=|(k, at)| (*k, at.to_bits()) let:item>
                        <li>
                            <a href=crate::app::href(&format!("/{}", item.0.slug())) class="continue-card" data-testid=format!("continue-{}", item.0.slug())>
                                <span class="cc-title">{move || t().continue_game}": "{move || game_name(t(), item.0)}</span>
                                {(item.1 > 0.0).then(|| view! {
                                    <span class="cc-when">{move || (t().saved_at)(&format_time(item.1, ctx.lang.get().tag()))}</span>
                                })}
                            </a>
                        </li>
                    </For>
                </ul>
            </Show>
            <h2>{move || t().games_heading}</h2>
            <ul class="game-grid">
                {GameKind::ALL.into_iter().map(|kind| view! { <GameCard kind/> }).collect_view()}
            </ul>
        </section>
    }
}

#[component]
fn GameCard(kind: GameKind) -> impl IntoView {
    let t = use_t();
    let (min, max) = games::player_range(kind);
    let available = games::available(kind);
    view! {
        <li class=format!("game-card game-{}", kind.slug()) data-testid=format!("game-{}", kind.slug())>
            <div class="gc-art" aria-hidden="true">{game_glyph(kind)}</div>
            <div class="gc-body">
                <h3>{move || game_name(t(), kind)}</h3>
                <p class="gc-players">{move || (t().players)(min, max)}</p>
                <p>{move || blurb(t(), kind)}</p>
                <div class="row">
                    {if available {
                        view! { <a href=crate::app::href(&format!("/{}", kind.slug())) class="btn primary">{move || t().new_game}</a> }.into_any()
                    } else {
                        view! { <span class="badge" data-testid="in-development">{move || t().in_development}</span> }.into_any()
                    }}
                    <a href=crate::app::href(&format!("/rules/{}", kind.slug())) class="btn">{move || t().read_rules}</a>
                </div>
            </div>
        </li>
    }
}

/// Our own simple artwork for each game: no publisher art.
fn game_glyph(kind: GameKind) -> impl IntoView {
    match kind {
        GameKind::Decrypto => view! {
            <svg viewBox="0 0 64 64" width="64" height="64">
                <rect x="6" y="14" width="52" height="36" rx="6" fill="#1f2a44"/>
                <text x="32" y="39" text-anchor="middle" font-size="14" font-weight="700" fill="#ffd166" font-family="monospace">"3·1·4"</text>
            </svg>
        }.into_any(),
        GameKind::Infiltraitors => view! {
            <svg viewBox="0 0 64 64" width="64" height="64">
                <rect x="10" y="8" width="26" height="38" rx="4" fill="#e63946" transform="rotate(-8 23 27)"/>
                <rect x="28" y="18" width="38" height="26" rx="4" fill="#457b9d" transform="translate(-6 4)"/>
                <circle cx="46" cy="46" r="10" fill="none" stroke="#1d3557" stroke-width="4"/>
                <line x1="53" y1="53" x2="60" y2="60" stroke="#1d3557" stroke-width="4"/>
            </svg>
        }.into_any(),
        GameKind::SquidGame => view! {
            <svg viewBox="0 0 64 64" width="64" height="64">
                <circle cx="16" cy="32" r="11" fill="none" stroke="#ef476f" stroke-width="5"/>
                <path d="M32 21 L43 43 H21 Z" fill="none" stroke="#ef476f" stroke-width="5"/>
                <rect x="47" y="22" width="14" height="20" fill="none" stroke="#ef476f" stroke-width="5"/>
            </svg>
        }.into_any(),
    }
}
