//! Squid Game's module: its own wasm, fetched by the shell when the table opens Squid Game (see
//! `boardside::module`).

use wasm_bindgen::prelude::*;

fn main() {
    boardside::install_panic_hook();
}

/// Shows Squid Game in the shell's container.
#[wasm_bindgen]
pub fn mount(root: web_sys::HtmlElement) {
    boardside::module::mount(root, boardside::squid::ui::SquidPage);
}

#[wasm_bindgen]
pub fn unmount() {
    boardside::module::unmount();
}
