//! Decrypto's module: its own wasm, fetched by the shell when the table opens Decrypto (see `boardside::module`).

use wasm_bindgen::prelude::*;

fn main() {
    boardside::install_panic_hook();
}

/// Shows Decrypto in the shell's container.
#[wasm_bindgen]
pub fn mount(root: web_sys::HtmlElement) {
    boardside::module::mount(root, boardside::decrypto::ui::DecryptoPage);
}

#[wasm_bindgen]
pub fn unmount() {
    boardside::module::unmount();
}
