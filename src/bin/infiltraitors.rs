//! Infiltraitors' module: its own wasm, fetched by the shell when the table opens Infiltraitors (see
//! `boardside::module`).

use wasm_bindgen::prelude::*;

fn main() {
    boardside::install_panic_hook();
}

/// Shows Infiltraitors in the shell's container.
#[wasm_bindgen]
pub fn mount(root: web_sys::HtmlElement) {
    boardside::module::mount(root, boardside::infiltraitors::ui::InfiltraitorsPage);
}

#[wasm_bindgen]
pub fn unmount() {
    boardside::module::unmount();
}
