//! Squid Game's screens. They receive [`View`]s and dispatch [`Action`]s; every rule lives in `squid::rules`.
//! A secret pick (participant cards, tug-of-war cards, marbles, final cards) is entered only inside a revealed
//! [`crate::ui::PassScreen`], and nothing of it is rendered anywhere else until the engine reveals it.
//!
//! After an action that shows something (a reveal, an elimination, a new game), the table reads its consequences
//! one step at a time ([`story::Story`]) before the next decision appears.

mod aim;
mod board;
mod over;
mod setup;
mod step;
mod story;
pub mod text;

use crate::app::{use_app, AppCtx};
use crate::engine::Engine;
use crate::platform::{self, storage};
use crate::save::{GameKind, Session, UndoError};
use crate::squid::rules::{Action, ActionError, Actor, Contestant, Event, Game, Seat, View, Viewer};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use text::{text, SqText};

const UI_KEY: &str = "boardside.squid.ui";
const PREFS_KEY: &str = "boardside.squid.prefs";

/// Each team's symbol, so teams are told apart without colour (the colour comes from the `sq-s{seat}` class).
pub const SYMBOLS: [&str; 6] = ["●", "▲", "■", "◆", "★", "✚"];

/// What this device remembers between matches: the last names entered.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub players: Vec<String>,
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
    /// The logged actions before this one have had their consequences read by the table.
    pub shown: usize,
    /// How many lines of the story being read are on screen.
    pub step: usize,
}

/// Everything Squid Game's screens share.
#[derive(Clone, Copy)]
pub struct Sq {
    pub app: AppCtx,
    pub session: RwSignal<Session<Game>>,
    pub public: Memo<View>,
    /// What the board and the status bar show: the public view, or while the table reads the story of an action,
    /// the view before it until the story's last step (so the board does not give the ending away).
    pub board: Memo<View>,
    /// The public events of every action so far, one list per action (events hold no secret before its reveal).
    pub events: Memo<Vec<Vec<Event>>>,
    pub ui: RwSignal<UiState>,
    pub rules_open: RwSignal<bool>,
    pub notice: RwSignal<Option<String>>,
    pub new_game: Callback<()>,
}

pub fn use_sq() -> Sq {
    expect_context::<Sq>()
}

impl Sq {
    /// This game's text in the current language. Not reactive: the play screen is rebuilt when the language changes.
    pub fn t(&self) -> &'static SqText {
        text(self.app.lang.get_untracked())
    }

    /// A player's display name: as entered, else their team's colour.
    pub fn name(&self, seat: Seat) -> String {
        let entered = self.session.with_untracked(|s| {
            s.config
                .players
                .get(seat)
                .map(|n| n.trim().to_string())
                .unwrap_or_default()
        });
        if entered.is_empty() {
            self.t().team_names.get(seat).copied().unwrap_or("?").to_string()
        } else {
            entered
        }
    }

    /// The seat that owns a token.
    pub fn owner(&self, token: Contestant) -> Option<Seat> {
        self.public.with_untracked(|v| {
            v.players
                .iter()
                .find(|p| p.team.contains(&token) || p.eliminated.contains(&token))
                .map(|p| p.seat)
        })
    }

    /// A view for one player. Call it only inside that player's revealed pass screen.
    pub fn view_for(&self, seat: Seat) -> View {
        self.session.with_untracked(|s| s.game.view_for(&Viewer::Player(seat)))
    }

    pub fn legal(&self, actor: Actor) -> Vec<Action> {
        self.session.with_untracked(|s| s.game.legal_actions(&actor))
    }

    /// Applies an action and saves. An error comes back in the player's language and changes nothing.
    pub fn act(&self, actor: Actor, action: Action) -> Result<(), String> {
        let now = platform::now_ms();
        let result = self
            .session
            .try_update(|s| s.dispatch(actor, action, now))
            .unwrap_or(Err(ActionError::MatchIsOver));
        match result {
            Ok(_) => {
                self.notice.set(None);
                self.save();
                Ok(())
            }
            Err(e) => Err(text::action_error_text(self.t(), &e)),
        }
    }

    /// [`Sq::act`] for a button: a refusal goes to the table's notice line.
    pub fn act_or_notice(&self, actor: Actor, action: Action) {
        if let Err(message) = self.act(actor, action) {
            self.notice.set(Some(message));
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
                let len = self.session.with_untracked(|s| s.log.len());
                self.ui.update(|u| {
                    if u.shown > len {
                        u.shown = len;
                        u.step = 0;
                    }
                });
                self.notice.set(None);
            }
            Err(UndoError::NothingToUndo) => self.notice.set(Some(t.nothing_to_undo.to_string())),
            Err(UndoError::RevealedHiddenInformation) => self.notice.set(Some(t.undo_refused.to_string())),
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
        .map(|e| game.apply(&e.actor, e.action).unwrap_or_default())
        .collect()
}

fn load_ui() -> Option<UiState> {
    storage::get(UI_KEY).and_then(|s| serde_json::from_str(&s).ok())
}

/// The Squid Game page: the match in progress, setup, or the recovery of a broken save.
#[component]
pub fn SquidPage() -> impl IntoView {
    let app = use_app();
    let (session, broken) = match storage::load_session::<Game>(GameKind::SquidGame) {
        storage::Saved::None => (None, None),
        storage::Saved::Game(s) => (Some(*s), None),
        storage::Saved::Broken(error, raw) => (None, Some((error, raw))),
    };
    let session = RwSignal::new(session);
    let broken = RwSignal::new(broken);
    on_cleanup(move || app.in_game.set(false));
    let started = move |s: Session<Game>| {
        storage::set(UI_KEY, &serde_json::to_string(&UiState::default()).unwrap_or_default());
        if !storage::write_session(&s) {
            app.storage_ok.set(false);
        }
        session.set(Some(s));
    };
    view! {
        <div class="sq">
            {move || match (session.get().is_some(), broken.get()) {
                (_, Some((error, raw))) => view! {
                    <crate::ui::SaveRecovery kind=GameKind::SquidGame error raw on_cleared=move |_| broken.set(None)/>
                }.into_any(),
                (false, None) => view! { <setup::Setup on_start=started/> }.into_any(),
                (true, None) => {
                    let Some(s) = session.get_untracked() else { return ().into_any() };
                    view! { <Play session=s on_new_game=move |_| {
                        storage::remove_game(GameKind::SquidGame);
                        storage::remove(UI_KEY);
                        platform::announce_change();
                        session.set(None);
                    }/> }.into_any()
                }
            }}
        </div>
    }
}

/// Whether an action's events are worth stopping for: something was shown, someone left, or a game changed.
/// A dalgona card on its own is not: the board shows it, and the next decision says what it did.
pub fn is_story(events: &[Event]) -> bool {
    events.iter().any(|e| {
        (e.reveals() && !matches!(e, Event::DalgonaCardTurned { .. }))
            || matches!(
                e,
                Event::Eliminated { .. }
                    | Event::GameStarted { .. }
                    | Event::GameEnded { .. }
                    | Event::MatchWon(_)
                    | Event::RollWon { .. }
            )
    })
}

#[component]
fn Play(session: Session<Game>, #[prop(into)] on_new_game: Callback<()>) -> impl IntoView {
    let app = use_app();
    let session = RwSignal::new(session);
    let public = Memo::new(move |_| session.with(|s| s.game.view_for(&Viewer::Public)));
    let events = Memo::new(move |_| session.with(public_events));
    // Screen state lost (storage cleared, a save imported): the table has read everything so far.
    let state = load_ui().unwrap_or_else(|| UiState {
        shown: session.with_untracked(|s| s.log.len()),
        step: 0,
    });
    let ui = RwSignal::new(state);
    // The first action after what the table has read whose consequences are worth a story (routine ones, a lock or
    // a placement, are only logged).
    let story_pending = Memo::new(move |_| {
        let (len, shown) = (session.with(|s| s.log.len()), ui.with(|u| u.shown));
        events.with(|ev| (shown..len).find(|&i| ev.get(i).is_some_and(|e| is_story(e))))
    });
    let board = Memo::new(move |_| {
        let Some(action) = story_pending.get() else {
            return public.get();
        };
        let total = events.with(|ev| story::steps(&text::story_events(&ev[action])).len());
        if ui.with(|u| u.step + 1 >= total) {
            return public.get();
        }
        session.with(|s| {
            let before: Vec<(Actor, Action)> = s.log[..action].iter().map(|e| (e.actor, e.action)).collect();
            crate::engine::replay::<Game>(s.config.clone(), s.seed, &before)
                .map(|g| g.view_for(&Viewer::Public))
                .unwrap_or_else(|_| s.game.view_for(&Viewer::Public))
        })
    });
    let sq = Sq {
        app,
        session,
        public,
        board,
        events,
        ui,
        rules_open: RwSignal::new(false),
        notice: RwSignal::new(None),
        new_game: on_new_game,
    };
    provide_context(sq);
    Effect::new(move |_| {
        let state = ui.get();
        storage::set(UI_KEY, &serde_json::to_string(&state).unwrap_or_default());
    });
    Effect::new(move |_| app.in_game.set(public.with(|v| v.outcome.is_none())));
    // The body is rebuilt when the language, the story or the step changes (a new step after every action, so a
    // private view always closes), except between the cards one player puts behind tokens (G-TW3).
    let step_key = Memo::new(move |_| {
        session.with(|s| {
            s.log
                .iter()
                .rposition(|e| !matches!(e.action, Action::AssignCard { .. } | Action::TakeBackCard { .. }))
                .map_or(0, |i| i + 1)
        })
    });
    view! {
        <div class="sq-play" data-testid="sq-play">
            {move || {
                let _ = app.lang.get();
                view! {
                    <board::StatusBar/>
                    {move || sq.notice.get().map(|n| view! { <p class="notice" role="status" data-testid="sq-notice">{n}</p> })}
                    <div class="sq-main" class:over=move || public.with(|v| v.outcome.is_some())>
                        <board::Board/>
                        <div class="sq-side">
                            {move || {
                                if let Some(action) = story_pending.get() {
                                    return view! { <story::Story action/> }.into_any();
                                }
                                let _ = step_key.get();
                                step::current_step()
                            }}
                            <story::Log/>
                        </div>
                    </div>
                    {move || sq.rules_open.get().then(|| view! { <over::RulesOverlay/> })}
                }
            }}
        </div>
    }
}
