//! Boardside: an unofficial pass-and-play companion for three tabletop games.
//!
//! Rules engines (`decrypto::rules`, …), `engine`, `save`, `settings`, `lang` and `i18n` are platform-free and tested
//! natively; `app`, `routes`, `ui` and `platform` run in the browser.

pub mod app;
pub mod decrypto;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod lang;
pub mod platform;
pub mod routes;
pub mod save;
pub mod settings;
pub mod ui;

use std::sync::atomic::{AtomicU8, Ordering};

static PANIC_LANG: AtomicU8 = AtomicU8::new(0);

/// Remembers the language for the crash screen, which must render without the (stopped) app.
pub fn set_panic_lang(lang: lang::Lang) {
    let i = lang::Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    PANIC_LANG.store(i as u8, Ordering::Relaxed);
}

/// Logs panics to the console and replaces the blank page with a recovery screen. Games are saved after every
/// action, so reloading resumes them.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let lang = lang::Lang::ALL
            .get(PANIC_LANG.load(Ordering::Relaxed) as usize)
            .copied()
            .unwrap_or(lang::Lang::En);
        let t = i18n::messages(lang);
        platform::show_crash(t.crash_title, t.crash_body, t.reload);
    }));
}

/// Starts the app: replaces the static shell that index.html paints while the wasm loads.
pub fn start() {
    install_panic_hook();
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    leptos::mount::mount_to_body(app::App);
}
