//! localStorage access. Every call is fallible in the browser (private mode, quota, disabled storage): failures
//! are reported as `None`/`false`, and the game goes on in memory.

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok()?
}

/// Returns whether the value was stored.
pub fn set(key: &str, value: &str) -> bool {
    local().map(|s| s.set_item(key, value).is_ok()).unwrap_or(false)
}

pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

pub const SETTINGS_KEY: &str = "boardside.settings";

/// Storage key of a game's save slot.
pub fn save_key(kind: crate::save::GameKind) -> String {
    format!("boardside.save.{}", kind.slug())
}
