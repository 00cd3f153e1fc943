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

/// Storage key of the summary a game writes beside its save (see [`crate::save::SlotSummary`]).
pub fn summary_key(kind: crate::save::GameKind) -> String {
    format!("boardside.slot.{}", kind.slug())
}

/// Writes a game's save and its summary together. Returns whether both were stored.
pub fn write_game(kind: crate::save::GameKind, save: &str, summary: &crate::save::SlotSummary) -> bool {
    set(&save_key(kind), save) & set(&summary_key(kind), &summary.to_json())
}

/// Removes a game's save and its summary.
pub fn remove_game(kind: crate::save::GameKind) {
    remove(&save_key(kind));
    remove(&summary_key(kind));
}

/// The slot as the shell lists it: read from the save's envelope and its summary, never by replaying the game.
pub fn read_slot(kind: crate::save::GameKind) -> crate::save::Slot {
    crate::save::Slot::read(
        kind,
        get(&save_key(kind)).as_deref(),
        get(&summary_key(kind)).as_deref(),
    )
}

/// Saves a game in progress with its summary, after every action. Returns whether it was stored.
pub fn write_session<G: crate::engine::Engine>(session: &crate::save::Session<G>) -> bool {
    write_game(
        session.kind,
        &session.to_save().to_json(),
        &crate::save::SlotSummary::of(session),
    )
}

/// What this device holds for a game when its page opens.
pub enum Saved<G: crate::engine::Engine> {
    None,
    Game(Box<crate::save::Session<G>>),
    /// A save that cannot be rebuilt: shown with its recovery panel, never overwritten unasked.
    Broken(crate::save::SaveError, String),
}

/// Loads a game's save by replaying it. A save that no longer replays is recorded as broken in the slot summary, so
/// the home screen offers its recovery too.
pub fn load_session<G: crate::engine::Engine>(kind: crate::save::GameKind) -> Saved<G> {
    use crate::save::{SaveError, SaveFile, SlotSummary};
    let Some(raw) = get(&save_key(kind)) else {
        return Saved::None;
    };
    match SaveFile::parse(&raw).and_then(|f| f.restore::<G>(kind)) {
        Ok(session) => Saved::Game(Box::new(session)),
        Err(error) => {
            if let SaveError::Replay(reason) = &error {
                set(
                    &summary_key(kind),
                    &SlotSummary::Broken { reason: reason.clone() }.to_json(),
                );
            }
            Saved::Broken(error, raw)
        }
    }
}
