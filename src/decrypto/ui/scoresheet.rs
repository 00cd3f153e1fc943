use super::{team_slug, use_dx, Overlay};
use crate::decrypto::rules::{Scoresheet as Sheet, Team};
use crate::ui::SplitTable;
use leptos::prelude::*;

/// D-R9 / D-N1: "clues for keyword 1..4", the heart of the deduction. Public information only.
#[component]
pub fn KeywordColumns(team: Team) -> impl IntoView {
    let dx = use_dx();
    let columns = move || {
        dx.public
            .with(|v| v.scoresheet.sides[team.index()].keyword_columns.clone())
    };
    let empty = move || columns().iter().all(|c| c.is_empty());
    view! {
        <Show when=empty>
            <p class="muted">{move || dx.dt().no_clues_yet}</p>
        </Show>
        <div class="kw-columns" data-testid=format!("keyword-columns-{}", team_slug(team))>
            {move || columns().into_iter().enumerate().map(|(n, clues)| view! {
                <div class="kw-column">
                    <h4>{(dx.dt().keyword_column)(n + 1)}</h4>
                    <ul>
                        {clues.into_iter().map(|c| view! { <li><span class="kw-col-round">{c.round}</span>{c.clue}</li> }).collect_view()}
                    </ul>
                </div>
            }).collect_view()}
        </div>
    }
}

fn digit(d: Option<u8>) -> String {
    d.map(|d| d.to_string()).unwrap_or_default()
}

/// D-N1 / D-N2: one side of the note sheet: the keyword columns on top, then 8 round blocks of 3 rows
/// (clue, own guess, interception, correct digit).
#[component]
fn SheetSide(team: Team, sheet: Memo<Sheet>) -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let side = move || sheet.with(|s| s.sides[team.index()].clone());
    view! {
        <div class=format!("sheet-side team-{}", team_slug(team)) data-testid=format!("sheet-{}", team_slug(team))>
            <h3>{move || (dt().sheet_side)(&dx.team_name(team))}</h3>
            <KeywordColumns team/>
            <table class="sheet-rounds">
                <thead>
                    <tr>
                        <th scope="col">{move || dt().col_round}</th>
                        <th scope="col">{move || dt().col_clue}</th>
                        <th scope="col">{move || dt().col_guess}</th>
                        <th scope="col">{move || dt().col_intercept}</th>
                        <th scope="col">{move || dt().col_code}</th>
                    </tr>
                </thead>
                {move || side().rounds.into_iter().map(|block| {
                    let played = block.rows.iter().any(|r| r.clue.is_some());
                    let flags = (block.miscommunicated == Some(true), block.intercepted == Some(true));
                    let encryptor = block.encryptor.map(|p| (dt().encryptor_was)(&dx.player_name(team, p)));
                    view! {
                        <tbody class="sheet-block" class:empty=!played class:mis=flags.0 class:int=flags.1>
                            {block.rows.iter().enumerate().map(|(i, row)| view! {
                                <tr>
                                    {(i == 0).then(|| view! {
                                        <th scope="rowgroup" rowspan="3">
                                            {block.round}
                                            {encryptor.clone().map(|e| view! { <small class="sheet-encryptor">{e}</small> })}
                                        </th>
                                    })}
                                    <td class="sheet-clue">{row.clue.clone().unwrap_or_default()}</td>
                                    <td class="sheet-digit">{digit(row.own_guess)}</td>
                                    <td class="sheet-digit">{digit(row.interception)}</td>
                                    <td class="sheet-digit correct">{digit(row.correct)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    }
                }).collect_view()}
            </table>
        </div>
    }
}

/// Both sides of the sheet (D-K6), with a switch between White's and Black's clues.
#[component]
pub fn Scoresheet() -> impl IntoView {
    let dx = use_dx();
    let sheet = Memo::new(move |_| dx.public.with(|v| v.scoresheet.clone()));
    let sides = move || {
        dx.public.with(|v| {
            Team::BOTH
                .into_iter()
                .filter(|t| v.scoresheet.sides[t.index()].in_use)
                .collect::<Vec<_>>()
        })
    };
    let shown = RwSignal::new(Team::White);
    view! {
        <div class="scoresheet">
            <div class="tabs" role="tablist">
                {move || sides().into_iter().map(|team| view! {
                    <button role="tab" class="tab" aria-selected=move || (shown.get() == team).to_string()
                        data-testid=format!("sheet-tab-{}", team_slug(team))
                        on:click=move |_| shown.set(team)>{move || (dx.dt().sheet_side)(&dx.team_name(team))}</button>
                }).collect_view()}
            </div>
            {move || view! { <SheetSide team=shown.get() sheet/> }}
        </div>
    }
}

#[component]
pub fn ScoresheetOverlay() -> impl IntoView {
    let dx = use_dx();
    view! {
        <div class="overlay" role="dialog" aria-modal="true" data-testid="scoresheet">
            <div class="overlay-head">
                <h2>{move || dx.dt().scoresheet}</h2>
                <button class="btn" data-testid="close-overlay" on:click=move |_| dx.overlay.set(Overlay::None)>{move || dx.dt().close}</button>
            </div>
            <SplitTable><Scoresheet/></SplitTable>
        </div>
    }
}
