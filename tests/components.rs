//! Component tests in a real browser (wasm-bindgen-test in headless Chromium): the shared components behave and
//! keep secrets out of the DOM. Run by `.ci/test`.
#![cfg(target_arch = "wasm32")]

use boardside::ui::{Hourglass, PassScreen, RevealMode};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn fresh_host() -> web_sys::HtmlElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host = doc
        .create_element("div")
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>();
    doc.body().unwrap().append_child(&host).unwrap();
    host
}

fn body_html() -> String {
    web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .body()
        .unwrap()
        .inner_html()
}

fn click(host: &web_sys::HtmlElement, testid: &str) {
    host.query_selector(&format!("[data-testid={testid}]"))
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>()
        .click();
}

fn press_key(host: &web_sys::HtmlElement, testid: &str, key: &str) {
    let el = host
        .query_selector(&format!("[data-testid={testid}]"))
        .unwrap()
        .unwrap();
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    el.dispatch_event(&ev).unwrap();
}

#[wasm_bindgen_test]
async fn pass_screen_keeps_private_content_out_of_the_dom_while_hidden() {
    let host = fresh_host();
    let handle = leptos::mount::mount_to(host.clone(), || {
        view! { <PassScreen to="Alice".to_string()><p>"THE-SECRET-WORD"</p></PassScreen> }
    });
    TimeoutFuture::new(0).await;
    assert!(
        host.inner_html().contains("Alice"),
        "the pass screen names who gets the tablet"
    );
    assert!(
        !body_html().contains("THE-SECRET-WORD"),
        "hidden content must not be in the DOM"
    );

    press_key(&host, "hold-to-reveal", "Enter");
    TimeoutFuture::new(0).await;
    assert!(
        body_html().contains("THE-SECRET-WORD"),
        "revealed after the reveal gesture"
    );

    click(&host, "hide");
    TimeoutFuture::new(0).await;
    assert!(!body_html().contains("THE-SECRET-WORD"), "gone again after Hide");
    drop(handle);
    host.remove();
}

#[wasm_bindgen_test]
async fn pass_screen_hold_to_open_needs_a_long_press() {
    let host = fresh_host();
    let handle = leptos::mount::mount_to(host.clone(), || {
        view! { <PassScreen to="Bo".to_string() mode=RevealMode::HoldToOpen><p>"LONG-PRESS-SECRET"</p></PassScreen> }
    });
    TimeoutFuture::new(0).await;
    let button = host.query_selector("[data-testid=hold-to-reveal]").unwrap().unwrap();
    let down = web_sys::PointerEvent::new("pointerdown").unwrap();
    button.dispatch_event(&down).unwrap();
    TimeoutFuture::new(100).await;
    assert!(
        !body_html().contains("LONG-PRESS-SECRET"),
        "a short press does not reveal"
    );
    TimeoutFuture::new(800).await;
    assert!(body_html().contains("LONG-PRESS-SECRET"), "a long press reveals");
    drop(handle);
    host.remove();
}

#[wasm_bindgen_test]
async fn hourglass_reaches_zero_and_fires_once() {
    let host = fresh_host();
    let fired = Arc::new(AtomicU32::new(0));
    let f = fired.clone();
    let end = js_sys::Date::now() + 400.0;
    let handle = leptos::mount::mount_to(host.clone(), move || {
        let f = f.clone();
        view! {
            <Hourglass ends_at=Signal::derive(move || Some(end)) duration_ms=Signal::derive(|| 400.0)
                on_zero=move |_| { f.fetch_add(1, Ordering::SeqCst); }/>
        }
    });
    TimeoutFuture::new(50).await;
    assert_eq!(fired.load(Ordering::SeqCst), 0);
    TimeoutFuture::new(900).await;
    assert_eq!(fired.load(Ordering::SeqCst), 1, "on_zero fires exactly once");
    let secs = host
        .query_selector("[data-testid=hourglass-seconds]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(secs, "0");
    drop(handle);
    host.remove();
}

#[wasm_bindgen_test]
async fn hourglass_started_in_the_past_resumes_with_the_right_time() {
    // What a reload does: the end time was stored; 10 s of a 30 s run have passed.
    let host = fresh_host();
    let end = js_sys::Date::now() + 20_000.0;
    let handle = leptos::mount::mount_to(host.clone(), move || {
        view! { <Hourglass ends_at=Signal::derive(move || Some(end)) duration_ms=Signal::derive(|| 30_000.0)/> }
    });
    TimeoutFuture::new(150).await;
    let secs: u32 = host
        .query_selector("[data-testid=hourglass-seconds]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap()
        .parse()
        .unwrap();
    assert!((19..=20).contains(&secs), "shows about 20 s left, got {secs}");
    drop(handle);
    host.remove();
}

#[wasm_bindgen_test]
fn crash_screen_tells_the_player_the_game_is_saved() {
    boardside::platform::show_crash("Something went wrong", "Your game is saved.", "Reload");
    let doc = web_sys::window().unwrap().document().unwrap();
    let crash = doc.get_element_by_id("crash").expect("the recovery screen is shown");
    assert!(crash.text_content().unwrap().contains("Your game is saved."));
    assert!(
        crash.query_selector("button").unwrap().is_some(),
        "with a reload button"
    );
    crash.remove();
}
