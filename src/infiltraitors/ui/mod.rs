//! Infiltraitors' screens. They receive [`View`]s and dispatch [`Action`]s; every rule lives in
//! `infiltraitors::rules`. Anything an agent alone may see (hand, own suspect, face-down discards, the legal
//! actions that name hand cards) is rendered only inside a revealed [`crate::ui::PassScreen`].
//!
//! Text is read once per render (`Ix::t`), and the whole play screen is rebuilt when the language changes: one
//! reactive closure per string costs more wasm than the screens themselves.

mod board;
mod cards;
pub mod missions_text;
mod over;
mod setup;
mod table;
pub mod text;
mod turn;

use crate::app::{use_app, AppCtx};
use crate::engine::Engine;
use crate::infiltraitors::rules::{
    Action, ActionError, Event, Game, MissionId, Phase, PhaseKind, SuspectRef, View, Viewer,
};
use crate::platform::{self, storage};
use crate::save::{GameKind, Session, UndoError};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use text::{text, IxText};

const UI_KEY: &str = "boardside.infiltraitors.ui";
/// I-C1: the missions this device's group has won, and the last board mode chosen.
const PREFS_KEY: &str = "boardside.infiltraitors.prefs";

/// I-H1: how the hint boards work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardMode {
    /// From memory: no grid.
    Off,
    /// Tap to cross off, like the marker pen.
    Manual,
    /// The solver crosses off what public information rules out.
    #[default]
    Auto,
}

/// What this device remembers between missions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// I-C1: missions won on this device.
    pub completed: Vec<MissionId>,
    pub board_mode: BoardMode,
    pub agents: Vec<String>,
    /// The mission the setup screen opens on (set by "next mission" and "play again").
    pub selected: Option<MissionId>,
}

impl Prefs {
    pub fn load() -> Prefs {
        storage::get(PREFS_KEY)
            .and_then(|s| serde_json::from_str(&s).ok())
            .unwrap_or_default()
    }

    pub fn store(&self) {
        storage::set(PREFS_KEY, &serde_json::to_string(self).unwrap_or_default());
    }
}

/// Screen state that is not part of the rules but must survive a reload.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UiState {
    pub board_mode: BoardMode,
    /// Manual boards: the crossed-off cells (card indices) of each suspect, by [`suspect_key`].
    pub marks: BTreeMap<String, Vec<u8>>,
    /// How many shots the table has seen the result of (each shot gets its own screen until the table continues).
    pub acked_shots: usize,
    /// T3: when the mission's clock started (ms since the epoch).
    pub started_at: f64,
}

/// A public overlay over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Board(SuspectRef),
    Discards,
    Aid,
    Rules,
}

/// Everything Infiltraitors' screens share.
#[derive(Clone, Copy)]
pub struct Ix {
    pub app: AppCtx,
    pub session: RwSignal<Session<Game>>,
    pub public: Memo<View>,
    /// What the table shows: the public view, or while a shot waits for its answer, the view before that shot (so
    /// a hit does not empty the stand before the owner has answered).
    pub table: Memo<View>,
    /// The public events of every action so far, one list per action (recomputed by replay: events hold no secret).
    pub events: Memo<Vec<Vec<Event>>>,
    pub ui: RwSignal<UiState>,
    pub overlay: RwSignal<Overlay>,
    /// The last message for the table (an error), in the player's language.
    pub notice: RwSignal<Option<String>>,
    pub new_game: Callback<()>,
}

pub fn use_ix() -> Ix {
    expect_context::<Ix>()
}

impl Ix {
    /// This game's text in the current language. Not reactive: the play screen is rebuilt when the language changes.
    pub fn t(&self) -> &'static IxText {
        text(self.app.lang.get_untracked())
    }

    /// An agent's display name: as entered, else "Agent n".
    pub fn name(&self, agent: usize) -> String {
        let entered = self.session.with_untracked(|s| s.config.name(agent).trim().to_string());
        if entered.is_empty() {
            (self.t().agent_n)(agent + 1)
        } else {
            entered
        }
    }

    /// A view for one agent. Call it only inside that agent's revealed pass screen.
    pub fn view_for(&self, agent: usize) -> View {
        self.session.with_untracked(|s| s.game.view_for(&Viewer::Agent(agent)))
    }

    /// Applies an action for `agent` and saves. An error comes back in the player's language and changes nothing.
    pub fn act(&self, agent: usize, action: Action) -> Result<(), String> {
        let now = platform::now_ms();
        let result = self
            .session
            .try_update(|s| s.dispatch(agent, action, now))
            .unwrap_or(Err(ActionError::GameIsOver));
        match result {
            Ok(_) => {
                self.notice.set(None);
                self.save();
                Ok(())
            }
            // The refusal is shown by the panel that made it, never on the shared notice line.
            Err(e) => Err(text::action_error_text(self.t(), &e, |a| self.name(a))),
        }
    }

    pub fn save(&self) {
        if !self.session.with_untracked(storage::write_session) {
            self.app.storage_ok.set(false);
        }
    }

    pub fn undo(&self) {
        let t = self.t();
        let result = self
            .session
            .try_update(|s| s.undo())
            .unwrap_or(Err(UndoError::NothingToUndo));
        match result {
            Ok(()) => {
                self.save();
                let shots = self.public.with_untracked(|v| v.shots.len());
                self.ui.update(|u| u.acked_shots = u.acked_shots.min(shots));
                self.notice.set(None);
            }
            Err(UndoError::NothingToUndo) => self.notice.set(Some(t.nothing_to_undo.to_string())),
            Err(UndoError::RevealedHiddenInformation) => self.notice.set(Some(t.undo_refused.to_string())),
        }
    }

    pub fn board_mode(&self) -> BoardMode {
        self.ui.with(|u| u.board_mode)
    }
}

/// The key of a suspect's manual board: the stand and how many suspects that stand has drawn, so a new suspect
/// on the same stand starts with a clean board.
pub fn suspect_key(events: &[Vec<Event>], suspect: SuspectRef) -> String {
    match suspect {
        SuspectRef::Extra => "extra".to_string(),
        SuspectRef::Stand(seat) => {
            let drawn = events
                .iter()
                .flatten()
                .filter(|e| match e {
                    Event::SuspectDrawn { agent, .. } => *agent == seat,
                    Event::LastStandBegan { holder, .. } => *holder == seat,
                    _ => false,
                })
                .count();
            format!("{seat}:{drawn}")
        }
    }
}

/// The public events of a session, action by action, rebuilt by replaying it.
fn public_events(s: &Session<Game>) -> Vec<Vec<Event>> {
    let Ok(mut game) = Game::new(s.config.clone(), s.seed) else {
        return Vec::new();
    };
    s.log
        .iter()
        .map(|e| game.apply(&e.actor, e.action.clone()).unwrap_or_default())
        .collect()
}

fn load_ui() -> UiState {
    storage::get(UI_KEY)
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

/// The Infiltraitors page: the mission in progress, mission select and setup, or the recovery of a broken save.
#[component]
pub fn InfiltraitorsPage() -> impl IntoView {
    let app = use_app();
    let (session, broken) = match storage::load_session::<Game>(GameKind::Infiltraitors) {
        storage::Saved::None => (None, None),
        storage::Saved::Game(s) => (Some(*s), None),
        storage::Saved::Broken(error, raw) => (None, Some((error, raw))),
    };
    let session = RwSignal::new(session);
    let broken = RwSignal::new(broken);
    on_cleanup(move || app.in_game.set(false));
    let started = move |(s, ui): (Session<Game>, UiState)| {
        storage::set(UI_KEY, &serde_json::to_string(&ui).unwrap_or_default());
        if !storage::write_session(&s) {
            app.storage_ok.set(false);
        }
        session.set(Some(s));
    };
    view! {
        <div class="ix">
            {move || match (session.get().is_some(), broken.get()) {
                (_, Some((error, raw))) => view! {
                    <crate::ui::SaveRecovery kind=GameKind::Infiltraitors error raw on_cleared=move |_| broken.set(None)/>
                }.into_any(),
                (false, None) => view! { <setup::Setup on_start=started/> }.into_any(),
                (true, None) => {
                    let Some(s) = session.get_untracked() else { return ().into_any() };
                    view! { <Play session=s on_new_game=move |_| {
                        storage::remove_game(GameKind::Infiltraitors);
                        storage::remove(UI_KEY);
                        platform::announce_change();
                        session.set(None);
                    }/> }.into_any()
                }
            }}
        </div>
    }
}

#[component]
fn Play(session: Session<Game>, #[prop(into)] on_new_game: Callback<()>) -> impl IntoView {
    let app = use_app();
    let session = RwSignal::new(session);
    let public = Memo::new(move |_| session.with(|s| s.game.view_for(&Viewer::Public)));
    let events = Memo::new(move |_| session.with(public_events));
    let stored = storage::get(UI_KEY).is_some();
    let mut state = load_ui();
    if !stored {
        // Screen state lost (storage cleared, a save imported): the table has seen every shot so far.
        state.acked_shots = session.with_untracked(|s| s.game.shots().len());
    }
    if state.started_at == 0.0 {
        state.started_at = session
            .with_untracked(|s| s.log.first().map(|e| e.at))
            .unwrap_or_else(platform::now_ms);
    }
    let ui = RwSignal::new(state);
    let table = Memo::new(move |_| {
        let pending = public.with(|v| v.shots.len()) > ui.with(|u| u.acked_shots);
        if !pending {
            return public.get();
        }
        session.with(|s| {
            let last_shot = s
                .log
                .iter()
                .rposition(|e| matches!(e.action, Action::Shoot { .. } | Action::ShootExtraSuspect { .. }));
            let before: Vec<(usize, Action)> = s.log[..last_shot.unwrap_or(s.log.len())]
                .iter()
                .map(|e| (e.actor, e.action.clone()))
                .collect();
            crate::engine::replay::<Game>(s.config.clone(), s.seed, &before)
                .map(|g| g.view_for(&Viewer::Public))
                .unwrap_or_else(|_| s.game.view_for(&Viewer::Public))
        })
    });
    let ix = Ix {
        app,
        session,
        public,
        table,
        events,
        ui,
        overlay: RwSignal::new(Overlay::None),
        notice: RwSignal::new(None),
        new_game: on_new_game,
    };
    provide_context(ix);
    Effect::new(move |_| {
        let state = ui.get();
        storage::set(UI_KEY, &serde_json::to_string(&state).unwrap_or_default());
    });
    Effect::new(move |_| app.in_game.set(public.with(|v| v.outcome.is_none())));
    // I-C1: a won mission is marked completed on this device.
    Effect::new(move |_| {
        let won = public.with(|v| v.outcome.is_some_and(|o| o.is_win()).then_some(v.mission));
        if let Some(mission) = won {
            let mut prefs = Prefs::load();
            if !prefs.completed.contains(&mission) {
                prefs.completed.push(mission);
                prefs.store();
            }
        }
    });

    // The body is rebuilt only when the language, the phase, or the shot to show changes.
    let unacked_shot = Memo::new(move |_| public.with(|v| v.shots.len()) > ui.with(|u| u.acked_shots));
    // A new step after every action, so a private view always closes; except between the discards of one hand
    // limit (I-A6), which the same agent makes one after another behind the same pass screen.
    let step = Memo::new(move |_| {
        let phase = public.with(|v| v.phase);
        match phase {
            Phase::HandLimit { agent, limit } => {
                let first = session.with(|s| {
                    s.log
                        .iter()
                        .rposition(|e| !matches!(e.action, Action::DiscardFromHand { .. }))
                        .map_or(0, |i| i + 1)
                });
                (first, Phase::HandLimit { agent, limit })
            }
            _ => (session.with(|s| s.log.len()), phase),
        }
    });
    view! {
        <div class="ix-play" data-testid="ix-play">
            {move || {
                let _ = app.lang.get();
                view! {
                    <table::StatusBar/>
                    {move || ix.notice.get().map(|n| view! { <p class="notice" role="status" data-testid="ix-notice">{n}</p> })}
                    <div class="ix-main">
                        <table::Table/>
                        <div class="ix-side">
                            {move || {
                                if unacked_shot.get() {
                                    return view! { <table::ShotReveal/> }.into_any();
                                }
                                let (_, phase) = step.get();
                                current_step(phase)
                            }}
                            <table::Log/>
                        </div>
                    </div>
                    {move || match ix.overlay.get() {
                        Overlay::None => ().into_any(),
                        Overlay::Board(s) => view! { <board::BoardOverlay suspect=s/> }.into_any(),
                        Overlay::Discards => view! { <table::DiscardsOverlay/> }.into_any(),
                        Overlay::Aid => view! { <board::AidOverlay/> }.into_any(),
                        Overlay::Rules => view! { <board::RulesOverlay/> }.into_any(),
                    }}
                }
            }}
        </div>
    }
}

/// What the table does now: a pass screen for a private choice, a public choice, or the end of the mission.
fn current_step(phase: Phase) -> AnyView {
    match phase.kind() {
        PhaseKind::GameOver => view! { <over::MissionOver/> }.into_any(),
        PhaseKind::WaitDraw => view! { <turn::WaitDraw/> }.into_any(),
        PhaseKind::ExtraSuspectLook => view! { <turn::ExtraLook/> }.into_any(),
        PhaseKind::FinalShot => view! { <turn::FinalShot/> }.into_any(),
        PhaseKind::Turn | PhaseKind::Reward | PhaseKind::HandLimit | PhaseKind::ExtraSuspectHint => {
            let agent = phase.agent().unwrap_or(0);
            view! { <turn::PrivateStep agent phase/> }.into_any()
        }
    }
}
