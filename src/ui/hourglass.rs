use crate::app::AppCtx;
use crate::i18n::messages;
use crate::lang::Lang;
use crate::platform;
use leptos::prelude::*;

/// Ticks per second while the sand runs: smooth enough for the sand, cheap enough for a tablet.
const TICK_MS: u32 = 100;

/// The fraction of sand still in the top bulb, 1.0 (full) to 0.0 (empty).
pub fn sand_left(ends_at: Option<f64>, duration_ms: f64, now: f64) -> f64 {
    match ends_at {
        None => 1.0,
        Some(end) if duration_ms > 0.0 => ((end - now) / duration_ms).clamp(0.0, 1.0),
        Some(_) => 0.0,
    }
}

/// Whole seconds left, rounded up, so "1" shows until the very end.
pub fn seconds_left(ends_at: Option<f64>, duration_ms: f64, now: f64) -> u32 {
    match ends_at {
        None => (duration_ms / 1000.0).ceil().max(0.0) as u32,
        Some(end) => ((end - now).max(0.0) / 1000.0).ceil() as u32,
    }
}

/// An animated sand timer, readable across a table. Time is computed from timestamps (remaining = end − now), so it
/// survives a backgrounded tab and a reload as long as the owner keeps `ends_at`. At zero it vibrates, beeps (where
/// the device and the settings allow) and calls `on_zero` once per run.
#[component]
pub fn Hourglass(
    /// When the sand runs out, in ms since the Unix epoch; `None` while not running (the top bulb shows full).
    #[prop(into)]
    ends_at: Signal<Option<f64>>,
    /// The length of a full run in ms (30 s in Decrypto).
    #[prop(into)]
    duration_ms: Signal<f64>,
    /// Runs once when the sand runs out.
    #[prop(optional, into)]
    on_zero: Option<Callback<()>>,
) -> impl IntoView {
    let ctx = use_context::<AppCtx>();
    let t = move || messages(ctx.map(|c| c.lang.get()).unwrap_or(Lang::En));
    let now = RwSignal::new(platform::now_ms());
    let fired_for = StoredValue::new(None::<u64>);

    let ticker = StoredValue::new_local(None::<gloo_timers::callback::Interval>);
    Effect::new(move |_| {
        let running = ends_at.get().is_some();
        now.set(platform::now_ms());
        ticker.update_value(|tk| {
            *tk = running.then(|| gloo_timers::callback::Interval::new(TICK_MS, move || now.set(platform::now_ms())));
        });
    });
    on_cleanup(move || ticker.update_value(|tk| drop(tk.take())));

    Effect::new(move |_| {
        let Some(end) = ends_at.get() else { return };
        if now.get() < end {
            return;
        }
        let run = end.to_bits();
        if fired_for.get_value() == Some(run) {
            return;
        }
        fired_for.set_value(Some(run));
        ticker.update_value(|tk| drop(tk.take()));
        let (sound, vibration) = ctx
            .map(|c| c.settings.with_untracked(|s| (s.sound, s.vibration)))
            .unwrap_or((true, true));
        if vibration {
            platform::vibrate(400);
        }
        if sound {
            platform::beep();
        }
        if let Some(cb) = on_zero {
            cb.run(());
        }
    });

    let left = Memo::new(move |_| sand_left(ends_at.get(), duration_ms.get(), now.get()));
    let secs = Memo::new(move |_| seconds_left(ends_at.get(), duration_ms.get(), now.get()));
    let done = move || ends_at.get().is_some() && secs.get() == 0;
    let running = move || ends_at.get().is_some() && secs.get() > 0;
    // Sand geometry inside a 100×160 glass: the top bulb empties from the top down, the bottom fills up. Heights are
    // whole tenths of a unit (the sand is drawn at 10× scale): integer attributes keep float formatting, about
    // 13 KB of wasm, out of every module.
    let top_h = move || (620.0 * left.get()).round() as u32;
    let bottom_h = move || 620 - top_h();

    view! {
        <div class="hourglass" class:running=running class:done=done role="timer" data-testid="hourglass">
            <svg viewBox="0 0 100 160" class="glass" aria-hidden="true">
                <defs>
                    <clipPath id="hg-top"><path d="M14 10 H86 C86 46 54 66 52 78 H48 C46 66 14 46 14 10 Z"/></clipPath>
                    <clipPath id="hg-bottom"><path d="M48 82 H52 C54 94 86 114 86 150 H14 C14 114 46 94 48 82 Z"/></clipPath>
                </defs>
                <rect x="8" y="2" width="84" height="8" rx="3" class="frame"/>
                <rect x="8" y="150" width="84" height="8" rx="3" class="frame"/>
                <g clip-path="url(#hg-top)">
                    <rect x="0" y=move || 780 - top_h() width="1000" height=top_h transform="scale(0.1)" class="sand"/>
                </g>
                <g clip-path="url(#hg-bottom)">
                    <rect x="0" y=move || 1500 - bottom_h() width="1000" height=bottom_h transform="scale(0.1)" class="sand"/>
                </g>
                <Show when=running>
                    <line x1="50" y1="78" x2="50" y2="148" class="stream"/>
                </Show>
                <path d="M14 10 H86 C86 46 54 66 52 80 C54 94 86 114 86 150 H14 C14 114 46 94 48 80 C46 66 14 46 14 10 Z" class="outline"/>
            </svg>
            <div class="hg-readout">
                <span class="hg-secs" data-testid="hourglass-seconds">{move || secs.get()}</span>
                <span class="hg-label">
                    {move || if done() { t().times_up.to_string() } else { (t().seconds_left)(secs.get()) }}
                </span>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remaining_time_comes_from_timestamps() {
        assert_eq!(seconds_left(Some(31_000.0), 30_000.0, 1_000.0), 30);
        assert_eq!(seconds_left(Some(31_000.0), 30_000.0, 30_001.0), 1);
        assert_eq!(seconds_left(Some(31_000.0), 30_000.0, 31_000.0), 0);
        // Long after the end (a tab that slept): zero, never negative.
        assert_eq!(seconds_left(Some(31_000.0), 30_000.0, 99_000.0), 0);
        assert_eq!(seconds_left(None, 30_000.0, 0.0), 30);
    }

    #[test]
    fn sand_drains_in_proportion() {
        assert_eq!(sand_left(None, 30_000.0, 5.0), 1.0);
        assert!((sand_left(Some(30_000.0), 30_000.0, 15_000.0) - 0.5).abs() < 1e-9);
        assert_eq!(sand_left(Some(30_000.0), 30_000.0, 40_000.0), 0.0);
    }
}
