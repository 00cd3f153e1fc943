//! The consequences of an action, one step at a time (the reveal first, then who moves, who is caught, who is
//! pushed, the chains on the bridge, the final's resolution order), the screen between two games, and the log.

use super::board::TokenChip;
use super::text::{event_text, game_rules, story_events};
use super::{is_story, use_sq};
use crate::squid::rules::Event;
use leptos::prelude::*;

/// Lines that belong with the step that follows them (who recruits before the game they recruit for).
fn leads_in(e: &Event) -> bool {
    matches!(
        e,
        Event::Recruited { .. } | Event::TurnStarted { .. } | Event::PlayerTurn { .. }
    )
}

/// Lines that open a step of their own: what was shown, who moved, who left, a new game. The rest (turn ends,
/// placements, the line closing up) go with the step before them, and an elimination goes with what caused it.
fn opens_step(prev: Option<&Event>, e: &Event) -> bool {
    let outcome = |x: &Event| matches!(x, Event::Eliminated { .. } | Event::Survived { .. });
    let key = |x: &Event| {
        x.reveals()
            || outcome(x)
            || matches!(
                x,
                Event::Caught { .. }
                    | Event::Moved { .. }
                    | Event::Pushed { .. }
                    | Event::PushedForward { .. }
                    | Event::GameEnded { .. }
                    | Event::GameStarted { .. }
                    | Event::MatchWon(_)
                    | Event::TimerCountedDown { .. }
                    | Event::VipsSetTheTimer { .. }
                    | Event::RollWon { .. }
                    | Event::BridgeEnd { .. }
                    | Event::SquidMoved { .. }
            )
    };
    if !key(e) {
        return false;
    }
    match (prev, e) {
        (None, _) => true,
        (Some(p), e) if outcome(e) => match (p, e) {
            (Event::Eliminated { cause: a, .. }, Event::Eliminated { cause: b, .. }) => a != b,
            (Event::Survived { how: a, .. }, Event::Survived { how: b, .. }) => a != b,
            (p, _) => !key(p) && !leads_in(p),
        },
        _ => true,
    }
}

/// An action's story, step by step.
pub fn steps(events: &[Event]) -> Vec<Vec<Event>> {
    let mut steps: Vec<Vec<Event>> = Vec::new();
    let mut lead: Vec<Event> = Vec::new();
    let mut prev: Option<&Event> = None;
    for e in events {
        if leads_in(e) {
            lead.push(e.clone());
        } else if opens_step(prev, e) || steps.is_empty() {
            let mut step = std::mem::take(&mut lead);
            step.push(e.clone());
            steps.push(step);
        } else if let Some(last) = steps.last_mut() {
            last.append(&mut lead);
            last.push(e.clone());
        }
        prev = Some(e);
    }
    if !lead.is_empty() {
        match steps.last_mut() {
            Some(last) => last.append(&mut lead),
            None => steps.push(lead),
        }
    }
    steps
}

#[component]
pub fn Story(action: usize) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let groups = sq
        .events
        .with_untracked(|ev| steps(&story_events(ev.get(action).map(Vec::as_slice).unwrap_or(&[]))));
    let total = groups.len().max(1);
    let groups = StoredValue::new(groups);
    let name = move |s: usize| sq.name(s);
    let finish = move || {
        sq.ui.update(|u| {
            u.shown = action + 1;
            u.step = 0;
        })
    };
    let shown = move || sq.ui.with(|u| u.step).min(total - 1);
    // Between two games: the new game's title and its rules in a few lines.
    let new_game = move || {
        groups.with_value(|g| {
            g.iter().take(shown() + 1).flatten().rev().find_map(|e| match e {
                Event::GameStarted { game, .. } => Some(*game),
                _ => None,
            })
        })
    };
    view! {
        <section class="sq-story" data-testid="sq-story" aria-live="polite">
            <h2>{move || match new_game() {
                Some(g) => (t.next_game_title)(g.number(), t.game_names[g.index()]),
                None => t.what_happened.to_string(),
            }}</h2>
            <ol class="sq-story-lines">
                {move || groups.with_value(|g| g.iter().take(shown() + 1).enumerate().map(|(i, step)| {
                    let newest = i == shown();
                    view! {
                        <li class:newest=newest data-testid="story-line">
                            {step.iter().map(|e| view! {
                                <p class=story_class(e)>
                                    {event_tokens(e).into_iter().map(|(c, s)| view! { <TokenChip token=c seat=s/> }).collect_view()}
                                    {match revealed(t, e, &name) {
                                        Some(cards) => view! { <span>{(t.ev_cards_revealed)("")}</span>{cards} }.into_any(),
                                        None => view! { <span>{short_text(t, e, &name)}</span> }.into_any(),
                                    }}
                                    {survivors(e)}
                                </p>
                            }).collect_view()}
                        </li>
                    }
                }).collect_view())}
            </ol>
            {move || new_game().map(|g| view! {
                <div class="sq-rules-card" data-testid="next-game-rules">
                    <ul>{game_rules(t, g).iter().map(|l| view! { <li>{*l}</li> }).collect_view()}</ul>
                </div>
            })}
            <p class="sq-story-progress">{move || (t.step_of)(shown() + 1, total)}</p>
            <div class="sq-story-buttons">
                {move || if shown() + 1 < total {
                    view! {
                        <button class="btn primary big" data-testid="story-next"
                            on:click=move |_| sq.ui.update(|u| u.step = u.step.min(total - 1) + 1)>{t.next}</button>
                        <button class="btn" data-testid="story-all" on:click=move |_| sq.ui.update(|u| u.step = total - 1)>{t.show_all}</button>
                    }.into_any()
                } else {
                    view! { <button class="btn primary big" data-testid="story-done" on:click=move |_| finish()>{t.continue_}</button> }.into_any()
                }}
            </div>
        </section>
    }
}

/// A line of the story. Beside a token's chip, an elimination or a survival needs only its reason.
fn short_text(t: &'static super::text::SqText, e: &Event, name: &dyn Fn(usize) -> String) -> String {
    match e {
        Event::Eliminated { cause, pot, .. } => {
            format!("✕ {} {}", (t.cause)(*cause), (t.prize)(&super::board::won(*pot)))
        }
        Event::Survived { how, .. } => format!("✓ {}", (t.survival)(*how)),
        _ => event_text(t, e, name),
    }
}

/// The cards of a reveal, each beside its team's colour and symbol.
fn revealed(t: &'static super::text::SqText, e: &Event, name: &dyn Fn(usize) -> String) -> Option<AnyView> {
    let cards: Vec<(usize, String)> = match e {
        Event::CardsRevealed { cards } => cards.iter().map(|(s, c)| (*s, c.to_string())).collect(),
        Event::FinalCardsRevealed { cards } => cards
            .iter()
            .map(|(s, c)| {
                (
                    *s,
                    format!(
                        "{} {}",
                        super::step::final_glyph(*c),
                        super::text::final_card_name(t, *c)
                    ),
                )
            })
            .collect(),
        _ => return None,
    };
    Some(
        view! {
            <span class="sq-revealed" data-testid="revealed-cards">
                {cards.into_iter().map(|(seat, card)| view! {
                    <span class=format!("sq-team-tag sq-s{seat}")><span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>{name(seat)}<b class="sq-card-inline">{card}</b></span>
                }).collect_view()}
            </span>
        }
        .into_any(),
    )
}

/// After a game: each team's surviving tokens, by colour and symbol.
fn survivors(e: &Event) -> Option<impl IntoView> {
    let Event::GameEnded { survivors, .. } = e else {
        return None;
    };
    Some(view! {
        <span class="sq-survivors" data-testid="survivors">
            {survivors.iter().enumerate().map(|(seat, n)| view! {
                <span class=format!("sq-team-tag sq-s{seat}")><span class="sym" aria-hidden="true">{super::SYMBOLS[seat]}</span>{*n}</span>
            }).collect_view()}
        </span>
    })
}

fn story_class(e: &Event) -> &'static str {
    match e {
        Event::Eliminated { .. } => "bad",
        Event::Survived { .. } | Event::MatchWon(_) => "good",
        e if e.reveals() => "reveal",
        _ => "",
    }
}

/// The token an event is about, with its seat, for a chip in front of the line.
fn event_tokens(e: &Event) -> Vec<(crate::squid::rules::Contestant, usize)> {
    match e {
        Event::Eliminated { token, seat, .. }
        | Event::Survived { token, seat, .. }
        | Event::Recruited { seat, token } => {
            vec![(*token, *seat)]
        }
        _ => Vec::new(),
    }
}

/// The public log: what happened, newest first.
#[component]
pub fn Log() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let name = move |s: usize| sq.name(s);
    view! {
        <details class="sq-log" data-testid="sq-log">
            <summary>{t.log}</summary>
            <ol>
                {move || {
                    let shown = sq.ui.with(|u| u.shown);
                    sq.events.with(|ev| {
                        let mut actions: Vec<Vec<String>> = Vec::new();
                        for (i, events) in ev.iter().enumerate() {
                            // Not ahead of the story the table is reading.
                            if i >= shown && is_story(events) {
                                break;
                            }
                            actions.push(story_events(events).iter().map(|e| event_text(t, e, &name)).collect());
                        }
                        // Newest action first, each action's lines in the order they happened.
                        actions.into_iter().rev().flatten().take(60).map(|l| view! { <li>{l}</li> }).collect_view()
                    })
                }}
            </ol>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::steps;
    use crate::squid::rules::{Cause, Contestant, Event, MiniGame, Timer};

    fn out(token: u16, cause: Cause) -> Event {
        Event::Eliminated {
            token: Contestant(token),
            seat: 0,
            cause,
            pot: 100,
        }
    }

    #[test]
    fn a_red_light_turn_reads_as_reveal_doll_catch_and_moves() {
        let events = vec![
            Event::CardsRevealed {
                cards: vec![(0, 3), (1, 2)],
            },
            Event::DollCardTurned {
                card: crate::squid::rules::DollCard::Red(3, 1),
            },
            Event::Caught { seat: 0, card: 3 },
            out(5, Cause::CaughtByTheDoll),
            Event::Moved {
                seat: 1,
                card: 2,
                moves: vec![],
            },
            Event::TurnStarted { turn: 2 },
            Event::TokenEntered {
                seat: 0,
                token: Contestant(9),
            },
        ];
        let s = steps(&events);
        let sizes: Vec<usize> = s.iter().map(Vec::len).collect();
        // The elimination goes with the catch; the new turn's entries close the last step.
        assert_eq!(sizes, vec![1, 1, 2, 3]);
    }

    #[test]
    fn the_end_of_a_game_groups_the_timer_eliminations_and_the_recruits_lead_into_the_next_game() {
        let events = vec![
            Event::TurnEnded { seat: 1 },
            Event::TimerCountedDown { to: Timer::Zero },
            out(1, Cause::TimeRanOut),
            out(2, Cause::TimeRanOut),
            Event::GameEnded {
                game: MiniGame::Dalgona,
                survivors: vec![1, 0],
                timer_ran_out: true,
            },
            Event::Recruited {
                seat: 0,
                token: Contestant(7),
            },
            Event::Recruited {
                seat: 1,
                token: Contestant(8),
            },
            Event::GameStarted {
                game: MiniGame::TugOfWar,
                timer: None,
                turn_order: vec![0, 1],
            },
        ];
        let s = steps(&events);
        let sizes: Vec<usize> = s.iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![1, 3, 1, 3]);
        assert!(matches!(s[3][2], Event::GameStarted { .. }));
    }
}

/// What the last routine action did (a placement, a dalgona card, a step on the bridge), above the next decision.
#[component]
pub fn LastAction() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let name = move |s: usize| sq.name(s);
    let lines: Vec<String> = sq.events.with_untracked(|ev| match ev.last() {
        Some(last) if !is_story(last) => story_events(last).iter().map(|e| event_text(t, e, &name)).collect(),
        _ => Vec::new(),
    });
    (!lines.is_empty()).then(|| {
        view! {
            <p class="sq-last" data-testid="last-action">{lines.join(" ")}</p>
        }
    })
}
