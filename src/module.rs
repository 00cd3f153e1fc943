//! A game module's side of the split. Each game is its own wasm binary (`src/bin/<game>.rs`) exporting `mount` and
//! `unmount`; the shell's `GameHost` imports it when the game's route opens and calls them. The module runs its own
//! reactive system with its own [`AppCtx`], read from the same settings and storage as the shell.

use crate::app::AppCtx;
use crate::platform;
use leptos::prelude::*;
use std::any::Any;
use std::cell::RefCell;

thread_local! {
    /// The mounted game; dropping its handle unmounts it.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Mounts a game's page into the container the shell gives it (replacing any earlier mount).
pub fn mount<F, V>(root: web_sys::HtmlElement, page: F)
where
    F: FnOnce() -> V + 'static,
    V: IntoView + 'static,
{
    unmount();
    let handle = leptos::mount::mount_to(root, move || {
        provide_context(AppCtx::install());
        page()
    });
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(handle)));
}

/// Unmounts the game. Its save is written after every action, so nothing is lost.
pub fn unmount() {
    let handle = MOUNTED.with(|m| m.borrow_mut().take());
    drop(handle);
    // The module's effects stop with it: let the screen sleep again.
    platform::keep_awake(false);
}
