use crate::app::AppCtx;
use crate::i18n::messages;
use crate::lang::Lang;
use leptos::ev;
use leptos::prelude::*;

/// How a [`PassScreen`] opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RevealMode {
    /// A long press opens the private view; it stays open until Hide (or the page goes to the background).
    #[default]
    HoldToOpen,
    /// The private view shows only while the finger (or key) is held down.
    Peek,
}

const HOLD_MS: u32 = 600;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Hidden,
    Holding,
    Revealed,
}

/// Stands between two private views: "Pass the tablet to ⟨name⟩", then press and hold to reveal. While hidden,
/// the private content is not in the DOM at all (it is rendered only inside `<Show>`).
#[component]
pub fn PassScreen(
    /// Who should hold the tablet now.
    #[prop(into)]
    to: Signal<String>,
    /// How the private view opens.
    #[prop(optional)]
    mode: RevealMode,
    /// Runs when the private view opens.
    #[prop(optional, into)]
    on_reveal: Option<Callback<()>>,
    /// Runs when the player closes the private view (the Hide button, or letting go in [`RevealMode::Peek`]).
    /// Not when the page going to the background hid it.
    #[prop(optional, into)]
    on_hide: Option<Callback<()>>,
    /// The Hide button's label when "Hide" alone would not say enough (e.g. that a draft is kept).
    #[prop(optional, into)]
    hide_label: Option<Signal<String>>,
    /// The private content.
    children: ChildrenFn,
) -> impl IntoView {
    let lang = use_context::<AppCtx>().map(|c| c.lang);
    let t = move || messages(lang.map(|l| l.get()).unwrap_or(Lang::En));
    let state = RwSignal::new(State::Hidden);
    let hold_timer = StoredValue::new_local(None::<gloo_timers::callback::Timeout>);

    let cancel_hold = move || hold_timer.update_value(|h| drop(h.take()));
    let reveal = move || {
        if state.get_untracked() != State::Revealed {
            state.set(State::Revealed);
            if let Some(cb) = on_reveal {
                cb.run(());
            }
        }
    };
    let press = move || match mode {
        RevealMode::Peek => reveal(),
        RevealMode::HoldToOpen => {
            if state.get_untracked() == State::Hidden {
                state.set(State::Holding);
                let timeout = gloo_timers::callback::Timeout::new(HOLD_MS, move || {
                    if state.get_untracked() == State::Holding {
                        reveal();
                    }
                });
                hold_timer.set_value(Some(timeout));
            }
        }
    };
    let release = move || {
        cancel_hold();
        match (mode, state.get_untracked()) {
            (RevealMode::Peek, State::Revealed) => {
                state.set(State::Hidden);
                if let Some(cb) = on_hide {
                    cb.run(());
                }
            }
            (_, State::Holding) => state.set(State::Hidden),
            _ => {}
        }
    };
    let hide = move || {
        cancel_hold();
        state.set(State::Hidden);
        if let Some(cb) = on_hide {
            cb.run(());
        }
    };

    // Hidden automatically when the page goes to the background (tablet locked, app switched).
    let listener = window_event_listener_untyped("visibilitychange", move |_| {
        let hidden = web_sys::window()
            .and_then(|w| w.document())
            .map(|d| d.hidden())
            .unwrap_or(false);
        if hidden {
            cancel_hold();
            state.set(State::Hidden);
        }
    });
    // Releases anywhere end a hold: the pressed button is replaced by the private view mid-press.
    let up = window_event_listener(ev::pointerup, move |_| release());
    on_cleanup(move || {
        listener.remove();
        up.remove();
    });

    let to_name = move || to.get();
    view! {
        <div class="pass-screen" data-testid="pass-screen">
            <Show
                when=move || state.get() == State::Revealed
                fallback=move || {
                    view! {
                        <div class="pass-cover">
                            <p class="pass-to" data-testid="pass-to">{move || (t().pass_to)(&to_name())}</p>
                            <button
                                class="hold-btn"
                                class:holding=move || state.get() == State::Holding
                                data-testid="hold-to-reveal"
                                on:pointerdown=move |e: ev::PointerEvent| {
                                    e.prevent_default();
                                    press();
                                }
                                on:pointerleave=move |_| release()
                                on:pointercancel=move |_| release()
                                on:contextmenu=|e: ev::MouseEvent| e.prevent_default()
                                on:keydown=move |e: ev::KeyboardEvent| {
                                    // Keyboard users cannot "hold" a pointer: Enter or Space opens directly.
                                    if (e.key() == "Enter" || e.key() == " ") && !e.repeat() {
                                        e.prevent_default();
                                        reveal();
                                    }
                                }
                            >
                                <span class="hold-ring" aria-hidden="true"></span>
                                {move || match (state.get(), mode) {
                                    (State::Holding, _) => t().keep_holding,
                                    (_, RevealMode::Peek) => t().hold_to_peek,
                                    _ => t().hold_to_reveal,
                                }}
                            </button>
                        </div>
                    }
                }
            >
                <div
                    class="pass-private"
                    data-testid="pass-private"
                    on:pointercancel=move |_| if mode == RevealMode::Peek { release() }
                    on:keyup=move |_| if mode == RevealMode::Peek { release() }
                >
                    <div class="pass-head">
                        <span>{move || (t().private_for)(&to_name())}</span>
                        <button class="btn" data-testid="hide" on:click=move |_| hide()>
                            {move || hide_label.map(|l| l.get()).unwrap_or_else(|| t().hide.to_string())}
                        </button>
                    </div>
                    {children()}
                </div>
            </Show>
        </div>
    }
}
