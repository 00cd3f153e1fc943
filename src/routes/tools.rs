use crate::app::use_t;
use crate::platform::{self, storage};
use crate::ui::{Hourglass, PassScreen};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const HOURGLASS_KEY: &str = "boardside.tool.hourglass";

/// The standalone hourglass survives a reload: its end time is stored, not its remaining time.
#[derive(Clone, Copy, PartialEq, Serialize, Deserialize)]
struct HourglassState {
    seconds: u32,
    ends_at: Option<f64>,
}

impl Default for HourglassState {
    fn default() -> Self {
        HourglassState {
            seconds: 30,
            ends_at: None,
        }
    }
}

#[component]
pub fn Tools() -> impl IntoView {
    let t = use_t();
    view! {
        <section class="page tools">
            <h1>{move || t().tools_title}</h1>
            <p>{move || t().tools_intro}</p>
            <div class="tool-grid">
                <HourglassTool/>
                <SecretTool/>
            </div>
        </section>
    }
}

#[component]
fn HourglassTool() -> impl IntoView {
    let t = use_t();
    let stored = storage::get(HOURGLASS_KEY).and_then(|s| serde_json::from_str::<HourglassState>(&s).ok());
    let state = RwSignal::new(stored.unwrap_or_default());
    Effect::new(move |_| {
        let s = state.get();
        storage::set(HOURGLASS_KEY, &serde_json::to_string(&s).unwrap_or_default());
    });
    let zero_count = RwSignal::new(0u32);
    view! {
        <article class="tool card" data-testid="hourglass-tool">
            <h2>{move || t().hourglass}</h2>
            <p class="muted">{move || t().hourglass_tool_intro}</p>
            <Hourglass
                ends_at=Signal::derive(move || state.get().ends_at)
                duration_ms=Signal::derive(move || f64::from(state.get().seconds) * 1000.0)
                on_zero=move |_| zero_count.update(|n| *n += 1)
            />
            <p class="sr-only" data-testid="hourglass-zero-count">{move || zero_count.get()}</p>
            <div class="row">
                <label class="inline-field">
                    <span>{move || t().seconds_label}</span>
                    <input type="number" min="5" max="300" step="5" data-testid="hourglass-seconds-input"
                        prop:value=move || state.get().seconds.to_string()
                        on:change=move |ev| {
                            // Anything outside 5–300 s is clamped rather than refused: a timer always works.
                            let secs = event_target_value(&ev).trim().parse::<u32>().unwrap_or(30).clamp(5, 300);
                            state.set(HourglassState { seconds: secs, ends_at: None });
                        }/>
                </label>
                <button class="btn primary" data-testid="hourglass-start" on:click=move |_| {
                    state.update(|s| s.ends_at = Some(platform::now_ms() + f64::from(s.seconds) * 1000.0))
                }>{move || t().start}</button>
                <button class="btn" data-testid="hourglass-reset" on:click=move |_| state.update(|s| s.ends_at = None)>
                    {move || t().reset}
                </button>
            </div>
        </article>
    }
}

#[component]
fn SecretTool() -> impl IntoView {
    let t = use_t();
    let name = RwSignal::new(String::new());
    let text = RwSignal::new(String::new());
    let passed = RwSignal::new(false);
    let error = RwSignal::new(false);
    let recipient = Signal::derive(move || {
        let n = name.get();
        if n.trim().is_empty() {
            t().someone.to_string()
        } else {
            n.trim().to_string()
        }
    });
    view! {
        <article class="tool card" data-testid="secret-tool">
            <h2>{move || t().secret_title}</h2>
            <p class="muted">{move || t().secret_intro}</p>
            <Show
                when=move || passed.get()
                fallback=move || view! {
                    <label class="field">
                        <span>{move || t().secret_for_label}</span>
                        <input type="text" maxlength="24" data-testid="secret-name" prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))/>
                    </label>
                    <label class="field">
                        <span>{move || t().secret_text_label}</span>
                        <textarea rows="3" maxlength="200" data-testid="secret-text" prop:value=move || text.get()
                            on:input=move |ev| { text.set(event_target_value(&ev)); error.set(false); }></textarea>
                    </label>
                    <Show when=move || error.get()>
                        <p class="notice error" role="alert">{move || t().secret_empty}</p>
                    </Show>
                    <button class="btn primary" data-testid="secret-pass" on:click=move |_| {
                        if text.get_untracked().trim().is_empty() { error.set(true) } else { passed.set(true) }
                    }>{move || t().secret_pass}</button>
                }
            >
                <PassScreen to=recipient>
                    <p class="secret-text" data-testid="secret-revealed">{move || text.get()}</p>
                    <button class="btn" data-testid="secret-clear" on:click=move |_| {
                        text.set(String::new());
                        passed.set(false);
                    }>{move || t().secret_clear}</button>
                </PassScreen>
            </Show>
        </article>
    }
}
