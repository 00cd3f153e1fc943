//! The settings and the table tools: shell screens in the source (`src/routes/`), shipped as a module of their own
//! so that the home screen's first load stays small. The shell imports it when either screen opens.

use wasm_bindgen::prelude::*;

fn main() {
    boardside::install_panic_hook();
}

/// Shows `page` ("settings" or "tools") in the shell's container.
#[wasm_bindgen]
pub fn mount(root: web_sys::HtmlElement, page: String) {
    if page == "tools" {
        boardside::module::mount(root, boardside::routes::Tools);
    } else {
        boardside::module::mount(root, boardside::routes::SettingsPage);
    }
}

#[wasm_bindgen]
pub fn unmount() {
    boardside::module::unmount();
}
