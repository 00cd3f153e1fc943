//! Browser glue: storage, service worker, wake lock, sound, vibration, fullscreen, files. Everything here fails
//! soft: a missing feature is a no-op, never a crash.

pub mod storage;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/platform/glue.js")]
extern "C" {
    fn sw_register(url: &str, scope: &str, on_update: &js_sys::Function);
    #[wasm_bindgen(js_name = sw_apply_update)]
    pub fn apply_update();
    fn wake_lock_set(on: bool);
    #[wasm_bindgen(js_name = beep)]
    pub fn beep();
    #[wasm_bindgen(js_name = vibrate)]
    pub fn vibrate(ms: u32);
    #[wasm_bindgen(js_name = fullscreen_toggle)]
    pub fn toggle_fullscreen();
    #[wasm_bindgen(js_name = fullscreen_supported)]
    pub fn fullscreen_supported() -> bool;
    #[wasm_bindgen(js_name = download_text)]
    pub fn download_text(filename: &str, text: &str);
    fn read_file(input: &web_sys::HtmlInputElement, cb: &js_sys::Function);
    #[wasm_bindgen(js_name = show_crash)]
    pub fn show_crash(title: &str, body: &str, button: &str);
    #[wasm_bindgen(js_name = now_ms)]
    pub fn now_ms() -> f64;
    fn base_path() -> String;
    #[wasm_bindgen(js_name = browser_language)]
    pub fn browser_language() -> String;
    #[wasm_bindgen(js_name = set_document_lang)]
    pub fn set_document_lang(tag: &str);
    fn module_open(name: &str, page: &str, root: &web_sys::Element, done: &JsValue);
    fn module_close(name: &str);
    #[wasm_bindgen(js_name = announce_change)]
    pub fn announce_change();
}

/// The window event by which the shell and the modules tell each other that settings or saves changed.
pub const CHANGED_EVENT: &str = "boardside-changed";

/// Fetches a module (once per page) and mounts its `page` into `root`. `done` gets `None` when it is on screen,
/// or the reason it could not be loaded.
pub fn open_module(name: &str, page: &str, root: &web_sys::Element, done: impl FnOnce(Option<String>) + 'static) {
    let cb = Closure::once_into_js(move |error: JsValue| done(error.as_string()));
    module_open(name, page, root, &cb);
}

/// Unmounts a module, if it was mounted.
pub fn close_module(name: &str) {
    module_close(name);
}

/// The path the app is served under, without a trailing slash: `""` at the site root, `"/boardside"` on a GitHub
/// Pages project site. Trunk writes it into `<base href>` at build time.
pub fn base() -> String {
    base_path().trim_end_matches('/').to_string()
}

/// Registers the service worker for the app's scope. `on_update` runs when a new version is installed and waiting.
pub fn register_service_worker(on_update: impl Fn() + 'static) {
    let scope = format!("{}/", base());
    let cb = Closure::<dyn Fn()>::new(on_update);
    sw_register(&format!("{scope}sw.js"), &scope, cb.as_ref().unchecked_ref());
    // The callback lives as long as the page.
    cb.forget();
}

/// Keeps the screen awake while a game is in progress; re-acquired after the tab comes back. Failure is harmless.
pub fn keep_awake(on: bool) {
    wake_lock_set(on);
}

/// Reads the file chosen in `input` and hands its text (or `None`) to `done`.
pub fn read_chosen_file(input: &web_sys::HtmlInputElement, done: impl FnOnce(Option<String>) + 'static) {
    let cb = Closure::once_into_js(move |text: JsValue| done(text.as_string()));
    read_file(input, cb.unchecked_ref());
}

/// A fresh random seed for a new game; the game's own RNG is seeded from it.
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No Web Crypto: fall back on the clock. A seed only needs to differ between games.
        return now_ms() as u64;
    }
    u64::from_le_bytes(bytes)
}
