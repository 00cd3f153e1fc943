//! What is always on screen (the status bar: game, timer track, pot, teams) and each game's board, drawn from the
//! public view only.

use super::step::final_glyph;
use super::text::{doll_card_text, SqText};
use super::{use_sq, SYMBOLS};
use crate::squid::rules::values::TRIANGLE_CELLS;
use crate::squid::rules::{
    Board as B, Contestant, DalgonaCard, MiniGame, Seat, Shape, Side, SquidSpot, TileView, Timer,
};
use leptos::prelude::*;

/// A contestant token: its number in its team's colour, with the team's symbol.
#[component]
pub fn TokenChip(token: Contestant, seat: Seat) -> impl IntoView {
    view! {
        <span class=format!("sq-token sq-s{seat}") data-token=token.to_string()>
            <span class="sym" aria-hidden="true">{SYMBOLS.get(seat).copied().unwrap_or("?")}</span>{token.to_string()}
        </span>
    }
}

fn chips(list: impl IntoIterator<Item = (Contestant, Seat)>) -> impl IntoView {
    list.into_iter()
        .map(|(token, seat)| view! { <TokenChip token seat/> })
        .collect_view()
}

/// "₩1,200,000,000": the prize money in the pot.
pub fn won(amount: u64) -> String {
    let digits = amount.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    format!("₩{out}")
}

pub fn game_name(t: &SqText, game: MiniGame) -> &'static str {
    t.game_names[game.index()]
}

/// The game, the timer track, the pot, every team's counts, undo and the rules.
#[component]
pub fn StatusBar() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    view! {
        <header class="sq-status" data-testid="sq-status">
            <div class="sq-tools">
                <button class="btn" data-testid="undo" on:click=move |_| sq.undo()>{t.undo}</button>
                <button class="btn" data-testid="open-rules" on:click=move |_| sq.rules_open.set(true)>{t.rules}</button>
            </div>
            {move || {
                let v = sq.board.get();
                let timer = v.timer;
                view! {
                    <div class="sq-game-name" data-testid="sq-game">
                        <span class="sq-game-no">{(t.game_n_of_6)(v.game.number())}</span>
                        <strong>{game_name(t, v.game)}</strong>
                    </div>
                    <ol class="sq-timer" data-testid="sq-timer" aria-label=t.timer_label class:off=timer.is_none()>
                        {[Timer::Fifteen, Timer::Ten, Timer::Five, Timer::Zero].into_iter().map(|step| view! {
                            <li class:now=timer == Some(step) aria-current=(timer == Some(step)).then_some("step")>
                                {step.to_string()}
                            </li>
                        }).collect_view()}
                        {timer.is_none().then(|| view! { <li class="sq-no-timer">{t.no_timer}</li> })}
                    </ol>
                    <div class="sq-pot" data-testid="sq-pot"><span>{t.pot}</span><strong>{won(v.pot)}</strong></div>
                    <ul class="sq-teams" data-testid="sq-teams">
                        {v.players.iter().map(|p| view! {
                            <li class=format!("sq-team sq-s{}", p.seat) data-testid=format!("team-{}", p.seat)
                                class:out=p.team.is_empty() && p.reserve == 0>
                                <span class="sym" aria-hidden="true">{SYMBOLS[p.seat]}</span>
                                <span class="sq-team-name">{sq.name(p.seat)}</span>
                                <span class="sq-counts">
                                    <span title=t.live>{t.live_short}" "{p.team.len()}</span>
                                    <span title=t.reserve>{t.reserve_short}" "{p.reserve}</span>
                                    <span title=t.eliminated>{t.eliminated_short}" "{p.eliminated.len()}</span>
                                </span>
                            </li>
                        }).collect_view()}
                    </ul>
                }
            }}
        </header>
    }
}

/// The board of the game in play.
#[component]
pub fn Board() -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    view! {
            <div class="sq-board" data-testid="sq-board">
                {move || {
                    let v = sq.board.get();
                    match v.board.clone() {
                        B::RedLight { length, track, to_enter, doll_cards_left, doll_discard, last_doll, turn, .. } => {
                            let waiting: Vec<(Contestant, Seat)> = to_enter.iter().enumerate().flat_map(|(s, list)| list.iter().map(move |c| (*c, s))).collect();
                            view! {
                                <section class="sq-redlight" data-testid="board-red-light" aria-label=game_name(t, MiniGame::RedLightGreenLight)>
                                    <div class="sq-doll-row">
                                        <div class="sq-doll" data-testid="doll">
                                            <span class="sq-doll-face" class:red=matches!(last_doll, Some(crate::squid::rules::DollCard::Red(..)))>
                                                {last_doll.map(|d| doll_card_text(t, d)).unwrap_or_else(|| t.doll_waiting.to_string())}
                                            </span>
                                            <small>{(t.doll_deck_left)(doll_cards_left, doll_discard.len())}" · "{(t.turn_n)(turn)}</small>
                                        </div>
                                    </div>
                                    <ol class="sq-track" style=format!("--spaces:{}", length + 1)>
                                        {(0..=length).rev().map(|space| {
                                            let here: Vec<(Contestant, Seat)> = track.iter().filter(|tt| tt.space == space).map(|tt| (tt.token, tt.seat)).collect();
                                            let label = if space == length { t.doll_space.to_string() } else if space == 0 { t.start_line.to_string() } else { space.to_string() };
                                            view! {
                                                <li class="sq-space" class:doll-space=space == length class:start=space == 0 data-testid=format!("space-{space}")>
                                                    <span class="sq-space-no">{label}</span>
                                                    <span class="sq-space-tokens">{chips(here)}</span>
                                                </li>
                                            }
                                        }).collect_view()}
                                    </ol>
                                    <div class="sq-waiting"><span>{t.to_enter}</span>{chips(waiting)}</div>
                                </section>
                            }.into_any()
                        }
                        B::Dalgona { shapes, tokens, unplaced, round, turned, .. } => view! {
                            <section class="sq-dalgona" data-testid="board-dalgona">
                                <p class="sq-board-line">{(t.round_n)(round)}" · "{t.turned_cards}" "
                                    {turned.iter().map(|c| view! { <span class="sq-mini-card" class:crack=*c == DalgonaCard::Crack>{dalgona_card(t, *c)}</span> }).collect_view()}
                                </p>
                                <div class="sq-shapes">
                                    {shapes.into_iter().map(|(shape, len)| {
                                        let cells: Vec<Vec<(Contestant, Seat)>> = (0..len)
                                            .map(|cell| tokens.iter().filter(|x| x.shape == shape && x.cell == cell).map(|x| (x.token, x.seat)).collect())
                                            .collect();
                                        view! {
                                            <div class="sq-shape" data-testid=format!("shape-{shape:?}").to_lowercase()>
                                                <ShapeIcon shape/>
                                                <strong>{t.shape_names[shape.index()]}</strong>
                                                <ol class="sq-cells">
                                                    {cells.into_iter().map(|here| view! { <li class="sq-cell">{chips(here)}</li> }).collect_view()}
                                                    <li class="sq-cell carved" title=t.carved>"✓"</li>
                                                </ol>
                                            </div>
                                        }
                                    }).collect_view()}
                                </div>
                                <Unplaced unplaced/>
                            </section>
                        }.into_any(),
                        B::TugOfWar { ropes, unplaced, cards_needed, .. } => view! {
                            <section class="sq-tug" data-testid="board-tug">
                                {ropes.into_iter().enumerate().map(|(i, sides)| view! {
                                    <div class="sq-rope" data-testid=format!("rope-{}", i + 1)>
                                        <span class="sq-rope-no">{(t.rope_n)(i + 1)}</span>
                                        <div class="sq-rope-side left">{chips(sides[0].clone())}</div>
                                        <div class="sq-rope-line" aria-hidden="true"></div>
                                        <div class="sq-rope-side right">{chips(sides[1].clone())}</div>
                                    </div>
                                }).collect_view()}
    {cards_needed.iter().any(|n| *n > 0).then(|| view! {
                                <p class="sq-board-line">{t.cards_needed}" "
                                    {cards_needed.iter().enumerate().filter(|(_, n)| **n > 0).map(|(s, n)| view! { <span class=format!("sq-team-tag sq-s{s}")><span class="sym" aria-hidden="true">{SYMBOLS[s]}</span>{*n}</span> }).collect_view()}
                                </p>
    })}
                                <Unplaced unplaced/>
                            </section>
                        }.into_any(),
                        B::Marbles { groups, unplaced, .. } => view! {
                            <section class="sq-marbles" data-testid="board-marbles">
                                <ol class="sq-pairs">
                                    {groups.into_iter().enumerate().map(|(i, g)| view! {
                                        <li class="sq-pair" class:played=g.played data-testid=format!("pair-{}", i + 1)>
                                            <span class="sq-pair-no">{(t.pair_n)(i + 1)}</span>
                                            {chips(g.tokens.clone())}
                                            {g.played.then(|| view! { <span class="sq-done">{t.played}</span> })}
                                        </li>
                                    }).collect_view()}
                                </ol>
                                <Unplaced unplaced/>
                            </section>
                        }.into_any(),
                        B::GlassBridge { figures, unplaced, end, tiles, tokens, hands, last_cards, .. } => {
                            let line: Vec<(Contestant, Seat)> = {
                                let mut l: Vec<_> = tokens.iter().filter(|x| x.position <= 0).collect();
                                l.sort_by_key(|x| std::cmp::Reverse(x.position));
                                l.into_iter().map(|x| (x.token, x.seat)).collect()
                            };
                            view! {
                                <section class="sq-bridge" data-testid="board-bridge">
                                    {(!figures.is_empty() && tokens.is_empty()).then(|| view! {
                                        <ol class="sq-figures">
                                            {figures.iter().enumerate().map(|(i, f)| view! {
                                                <li class="sq-figure" data-testid=format!("figure-{}", i + 1)>
                                                    <span class="sq-figure-no">{i + 1}</span>
                                                    {f.map(|(c, s)| view! { <TokenChip token=c seat=s/> })}
                                                </li>
                                            }).collect_view()}
                                        </ol>
                                    })}
                                    <p class="sq-board-line">
                                        {match end { Some(side) => (t.bridge_end)(side_name(t, side)), None => t.bridge_end_unknown.to_string() }}
                                    </p>
                                    <div class="sq-glass">
                                        <div class="sq-glass-start"><span>{t.waiting_line}</span>{chips(line)}</div>
                                        {tiles.into_iter().map(|tile| glass_tile(t, tile, &tokens)).collect_view()}
                                        <div class="sq-glass-end"><span>{t.far_side}</span></div>
                                    </div>
                                    <ul class="sq-hands" data-testid="hands">
                                        {hands.iter().enumerate().filter(|(_, h)| !h.is_empty()).map(|(s, h)| view! {
                                            <li><span class=format!("sq-team-tag sq-s{s}")><span class="sym" aria-hidden="true">{SYMBOLS[s]}</span>{sq.name(s)}</span>
                                            " "{(t.hand_line)(h)}</li>
                                        }).collect_view()}
                                    </ul>
                                    {(!last_cards.is_empty()).then(|| view! { <p class="sq-board-line">{t.last_cards}" "{last_cards.iter().map(|(s, c)| view! { <span class=format!("sq-team-tag sq-s{s}")><span class="sym" aria-hidden="true">{SYMBOLS[*s]}</span>{*c}</span> }).collect_view()}</p> })}
                                    <Unplaced unplaced/>
                                </section>
                            }.into_any()
                        }
                        B::SquidGame { speed_marker, tokens, last_cards } => {
                            let at = |spot: SquidSpot| chips(tokens.iter().filter(|x| x.spot == spot).map(|x| (x.token, x.seat)).collect::<Vec<_>>());
                            view! {
                                <section class="sq-court" data-testid="board-squid">
                                    <p class="sq-board-line">{t.speed_marker}" "<span class=format!("sq-team-tag sq-s{speed_marker}")><span class="sym" aria-hidden="true">{SYMBOLS[speed_marker]}</span>{sq.name(speed_marker)}</span></p>
                                    <div class="sq-court-grid">
                                        <div class="sq-head" data-testid="court-head"><span>{t.head}</span></div>
                                        <ol class="sq-triangle" data-testid="court-triangle">
                                            {(1..=TRIANGLE_CELLS).rev().map(|cell| view! {
                                                <li class="sq-tri-cell" data-testid=format!("cell-{cell}")><span class="sq-cell-no">{cell}</span>{at(SquidSpot::Triangle(cell))}</li>
                                            }).collect_view()}
                                        </ol>
                                        <div class="sq-square" data-testid="court-square"><span>{t.square}</span>{at(SquidSpot::Square)}</div>
                                        <div class="sq-safe" data-testid="court-safe"><span>{t.safe_zone}</span>{at(SquidSpot::SafeZone)}</div>
                                    </div>
                                    {(!last_cards.is_empty()).then(|| view! { <p class="sq-board-line">{t.last_cards}" "{last_cards.iter().map(|(s, c)| view! { <span class=format!("sq-team-tag sq-s{s}")><span class="sym" aria-hidden="true">{SYMBOLS[*s]}</span>{final_glyph(*c)}" "{super::text::final_card_name(t, *c)}</span> }).collect_view()}</p> })}
                                </section>
                            }.into_any()
                        }
                        B::Over => ().into_any(),
                    }
                }}
            </div>
        }
}

fn glass_tile(t: &SqText, tile: TileView, tokens: &[crate::squid::rules::BridgeToken]) -> impl IntoView {
    let here: Vec<(Contestant, Seat)> = tokens
        .iter()
        .filter(|x| x.position == i16::from(tile.tile))
        .map(|x| (x.token, x.seat))
        .collect();
    // G-GB2: a pane is drawn broken or safe only once someone has stepped on the tile.
    let pane = move |side: Side| {
        let state = match tile.intact {
            None => "unknown",
            Some(s) if s == side => "safe",
            Some(_) => "broken",
        };
        let mark = match state {
            "safe" => "◇",
            "broken" => "✕",
            _ => "?",
        };
        view! { <span class=format!("sq-pane {state}") title=side_name(t, side)>{mark}</span> }
    };
    view! {
        <div class="sq-tile" data-testid=format!("tile-{}", tile.tile)>
            <span class="sq-tile-no">{tile.tile}</span>
            {pane(Side::Left)}
            <span class="sq-tile-tokens">{chips(here)}</span>
            {pane(Side::Right)}
        </div>
    }
}

pub fn side_name(t: &SqText, side: Side) -> &'static str {
    match side {
        Side::Left => t.left,
        Side::Right => t.right,
    }
}

pub fn dalgona_card(t: &SqText, c: DalgonaCard) -> String {
    match c {
        DalgonaCard::Shape(s) => t.shape_names[s.index()].to_string(),
        DalgonaCard::Crack => t.crack.to_string(),
    }
}

/// Tokens still to be put on the board, per team.
#[component]
fn Unplaced(unplaced: Vec<Vec<Contestant>>) -> impl IntoView {
    let sq = use_sq();
    let t = sq.t();
    let list: Vec<(Contestant, Seat)> = unplaced
        .iter()
        .enumerate()
        .flat_map(|(s, l)| l.iter().map(move |c| (*c, s)))
        .collect();
    (!list.is_empty()).then(|| view! { <div class="sq-waiting"><span>{t.to_place}</span>{chips(list)}</div> })
}

/// Our own outlines of the four dalgona shapes.
#[component]
pub fn ShapeIcon(shape: Shape) -> impl IntoView {
    let path = match shape {
        Shape::Circle => "M24 6a18 18 0 1 0 0.01 0Z",
        Shape::Triangle => "M24 5 L43 40 H5 Z",
        Shape::Star => "M24 4 L29.5 18 L44 18.5 L32.5 27.5 L36.5 42 L24 33.5 L11.5 42 L15.5 27.5 L4 18.5 L18.5 18 Z",
        Shape::Umbrella => "M5 24 A19 19 0 0 1 43 24 Z M24 24 V38 a4 4 0 0 1 -8 0",
    };
    view! {
        <svg class="sq-shape-icon" viewBox="0 0 48 48" aria-hidden="true">
            <circle cx="24" cy="24" r="23" class="sq-honeycomb"/>
            <path d=path class="sq-outline"/>
        </svg>
    }
}
