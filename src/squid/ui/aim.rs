//! G-MA4 on the screen: each of the two players holds to roll and lets go; the longer the hold, the farther the marble
//! goes (up to the end of the lane and back down). The marble nearer the line wins; a tie is rolled again.

use super::board::TokenChip;
use super::use_sq;
use crate::platform;
use crate::squid::rules::{Action, Actor, Contestant};
use gloo_timers::callback::Interval;
use leptos::prelude::*;

/// Where the line is, in hundredths of the lane.
const LINE: f64 = 75.0;
/// A full swing of the power meter (out and back), in ms.
const SWING_MS: f64 = 2400.0;

/// How far a marble goes for a hold of `held_ms`, 0–100.
pub fn reach(held_ms: f64) -> f64 {
    let phase = (held_ms.max(0.0) % SWING_MS) / SWING_MS;
    if phase < 0.5 {
        phase * 200.0
    } else {
        200.0 - phase * 200.0
    }
}

#[component]
pub fn AimGame(tokens: Vec<Contestant>) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let tokens = StoredValue::new(tokens);
    let results = RwSignal::new(Vec::<f64>::new());
    let held_since = RwSignal::new(None::<f64>);
    let now = RwSignal::new(0.0);
    let ticker = StoredValue::new_local(None::<Interval>);
    let thrower = move || results.with(Vec::len);
    let press = move || {
        if thrower() < 2 && held_since.get_untracked().is_none() {
            let start = platform::now_ms();
            held_since.set(Some(start));
            now.set(start);
            ticker.set_value(Some(Interval::new(40, move || now.set(platform::now_ms()))));
        }
    };
    let release = move || {
        if let Some(start) = held_since.get_untracked() {
            ticker.update_value(|t| drop(t.take()));
            held_since.set(None);
            let r = reach(platform::now_ms() - start);
            results.update(|v| v.push(r));
        }
    };
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));
    let meter = move || match held_since.get() {
        Some(start) => reach(now.get() - start),
        None => 0.0,
    };
    let outcome = move || {
        results.with(|r| {
            if r.len() < 2 {
                return None;
            }
            let (a, b) = ((r[0] - LINE).abs(), (r[1] - LINE).abs());
            Some(if (a - b).abs() < 0.5 {
                None
            } else {
                Some(if a < b { 0 } else { 1 })
            })
        })
    };
    view! {
        <div class="sq-aim" data-testid="aim">
            <p class="sq-hint">{t.aim_hint}</p>
            <div class="sq-lane" aria-hidden="true">
                <div class="sq-lane-line" style=format!("left:{LINE}%")></div>
                {move || results.get().into_iter().enumerate().map(|(i, r)| {
                    let seat = tokens.with_value(|t| t.get(i).and_then(|c| sq.owner(*c))).unwrap_or(0);
                    view! { <div class=format!("sq-marble sq-s{seat}") style=format!("left:{r:.0}%")>{super::SYMBOLS[seat]}</div> }
                }).collect_view()}
                <div class="sq-meter" style=move || format!("width:{:.0}%", meter())></div>
            </div>
            <ol class="sq-aim-results">
                {move || {
                    let r = results.get();
                    tokens.get_value().into_iter().enumerate().map(|(i, c)| {
                        let seat = sq.owner(c).unwrap_or(0);
                        let d = r.get(i).map(|x| (x - LINE).abs());
                        view! { <li><TokenChip token=c seat/>" "{d.map(|d| (t.distance)(d.round() as u32)).unwrap_or_default()}</li> }
                    }).collect_view()
                }}
            </ol>
            {move || match outcome() {
                None => {
                    let i = thrower();
                    let token = tokens.get_value().get(i).copied();
                    token.map(|c| {
                        let seat = sq.owner(c).unwrap_or(0);
                        view! {
                            <button class="btn primary big sq-roll-btn" data-testid="roll-hold"
                                on:pointerdown=move |_| press() on:pointerup=move |_| release()
                                on:pointerleave=move |_| release() on:pointercancel=move |_| release()
                                on:keydown=move |ev| if ev.key() == " " || ev.key() == "Enter" { press() }
                                on:keyup=move |_| release()>
                                {(t.roll_for)(&sq.name(seat), &c.to_string())}
                            </button>
                        }
                    }).into_any()
                }
                Some(None) => view! {
                    <p>{t.aim_tie}</p>
                    <button class="btn" data-testid="roll-again" on:click=move |_| results.set(Vec::new())>{t.roll_again}</button>
                }.into_any(),
                Some(Some(w)) => {
                    let token = tokens.get_value()[w];
                    view! {
                        <button class="btn primary big" data-testid="aim-confirm"
                            on:click=move |_| sq.act_or_notice(Actor::Table, Action::RollWinner { token })>
                            {(t.aim_winner)(&token.to_string())}
                        </button>
                    }.into_any()
                }
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::reach;

    #[test]
    fn the_marble_goes_out_and_back() {
        assert_eq!(reach(0.0), 0.0);
        assert_eq!(reach(1200.0), 100.0);
        assert_eq!(reach(600.0), 50.0);
        assert_eq!(reach(1800.0), 50.0);
        assert_eq!(reach(2400.0), 0.0);
    }
}
