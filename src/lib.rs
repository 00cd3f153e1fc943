//! Boardside: an unofficial pass-and-play companion for three tabletop games.
//!
//! Rules engines (`decrypto::rules`, …), `engine`, `save`, `settings`, `lang` and `i18n` are platform-free and tested
//! natively; `app`, `routes`, `ui` and `platform` run in the browser. The shell (`src/main.rs`) and each game
//! (`src/bin/<game>.rs`) are separate wasm binaries built from this library: see `module`.

pub mod app;
pub mod decrypto;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod infiltraitors;
pub mod lang;
pub mod module;
pub mod nav;
pub mod platform;
pub mod routes;
pub mod save;
pub mod settings;
pub mod squid;
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

/// Starts the app: replaces the static shell that index.html paints while the wasm loads. The swap waits for the
/// shell's first frame, so the table always sees something at once, even when the wasm arrives before a paint.
pub fn start() {
    use wasm_bindgen::{closure::Closure, JsCast};
    install_panic_hook();
    let mount = || {
        if let Some(boot) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("boot"))
        {
            boot.remove();
        }
        leptos::mount::mount_to_body(app::App);
    };
    let Some(window) = web_sys::window() else {
        return mount();
    };
    // Two animation frames: the first runs before the shell's paint, the second after it.
    let second = Closure::once_into_js(move || {
        let after_paint = Closure::once_into_js(mount);
        let scheduled = web_sys::window().map(|w| w.request_animation_frame(after_paint.unchecked_ref()).is_ok());
        if scheduled != Some(true) {
            mount();
        }
    });
    if window.request_animation_frame(second.unchecked_ref()).is_err() {
        // Without animation frames (never in a browser), mount at once rather than never.
        mount();
    }
}
