//! Decrypto's screens. They receive [`View`]s for a [`Viewer`] and dispatch [`Action`]s; every rule lives in
//! `decrypto::rules`. A private view (keywords, code, a guess) is only ever rendered inside a revealed
//! [`crate::ui::PassScreen`].

mod encrypt;
mod guess;
mod keywords;
mod over;
mod scoresheet;
mod setup;
pub mod text;
mod tiebreak;

use crate::app::{use_app, AppCtx};
use crate::decrypto::rules::{
    Action, ActionError, ClueProblem, Event, Game, Mode, Phase, PhaseKind, Team, View, Viewer,
};
use crate::engine::Engine;
use crate::platform::{self, storage};
use crate::save::{GameKind, Session, UndoError};
use crate::ui::Hourglass;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use setup::Setup;
use text::{text, DecryptoText};

pub use scoresheet::Scoresheet;

const UI_KEY: &str = "boardside.decrypto.ui";
/// D-S4: keyword ids dealt on this device, so later games deal unused ones first.
const USED_KEY: &str = "boardside.decrypto.used";

/// Screen state that is not part of the rules but must survive a reload: the encryptors' drafts (D-R4 locks
/// "whatever the entry holds") and which reveals the table has already seen.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UiState {
    pub drafts: [[String; 3]; 2],
    pub acked_reveals: usize,
}

/// Which private screen is open. Each one stands behind a pass screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Private {
    Keywords(Team),
    Encryptor(Team),
    Guess { by: Team, target: Team },
    KeywordGuesses(Team),
    Judge(Team),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Scoresheet,
    PickKeywordsTeam,
}

/// Everything Decrypto's screens share.
#[derive(Clone, Copy)]
pub struct Dx {
    pub app: AppCtx,
    pub session: RwSignal<Session<Game>>,
    pub public: Memo<View>,
    pub ui: RwSignal<UiState>,
    pub private: RwSignal<Option<Private>>,
    pub overlay: RwSignal<Overlay>,
    /// The last message for the table (an error or a warning), in the player's language.
    pub notice: RwSignal<Option<String>>,
    /// Ends this game and goes back to the setup form.
    pub new_game: Callback<()>,
}

pub fn use_dx() -> Dx {
    expect_context::<Dx>()
}

impl Dx {
    pub fn dt(&self) -> &'static DecryptoText {
        text(self.app.lang.get())
    }

    /// A team's display name: as entered, else the default name of its colour or role (D-S5).
    pub fn team_name(&self, team: Team) -> String {
        let dt = self.dt();
        self.public.with(|v| team_name(dt, v, team))
    }

    /// A player's display name: as entered, else "Player n".
    pub fn player_name(&self, team: Team, index: usize) -> String {
        let dt = self.dt();
        self.public.with(|v| {
            let name = v.teams[team.index()]
                .players
                .get(index)
                .map(|p| p.trim().to_string())
                .unwrap_or_default();
            if name.is_empty() {
                (dt.player_n)(index + 1)
            } else {
                name
            }
        })
    }

    /// A view for someone other than the whole table. Call it only inside a revealed pass screen.
    pub fn view_for(&self, viewer: Viewer) -> Memo<View> {
        let session = self.session;
        Memo::new(move |_| session.with(|s| s.game.view_for(&viewer)))
    }

    /// Applies an action for `actor`, saves, and reports what the table should know. Errors come back in the
    /// player's language and leave the game unchanged.
    pub fn act(&self, actor: Team, action: Action) -> Result<Vec<Event>, String> {
        let now = platform::now_ms();
        let result = self
            .session
            .try_update(|s| s.dispatch(actor, action, now))
            .unwrap_or(Err(ActionError::GameIsOver));
        match result {
            Ok(events) => {
                self.save();
                let dt = self.dt();
                let notes: Vec<String> = events.iter().filter_map(|e| self.event_note(dt, e)).collect();
                self.notice
                    .set(if notes.is_empty() { None } else { Some(notes.join(" ")) });
                Ok(events)
            }
            Err(e) => Err(action_error_text(
                self.dt(),
                &e,
                |t| self.team_name(t),
                |t, i| self.player_name(t, i),
            )),
        }
    }

    fn event_note(&self, dt: &DecryptoText, e: &Event) -> Option<String> {
        match e {
            Event::ClueUsedByOtherTeam { index, round, .. } => Some((dt.other_team_used)(index + 1, *round)),
            Event::CluesLockedByHourglass { team } => Some((dt.locked_by_hourglass)(&self.team_name(*team))),
            Event::ClueBlanked { team, index, problem } => Some((dt.clue_blanked)(
                &self.team_name(*team),
                index + 1,
                &clue_problem_text(dt, problem),
            )),
            _ => None,
        }
    }

    pub fn save(&self) {
        if !self.session.with_untracked(storage::write_session) {
            self.app.storage_ok.set(false);
        }
    }

    pub fn undo(&self) {
        let dt = self.dt();
        let result = self
            .session
            .try_update(|s| s.undo())
            .unwrap_or(Err(UndoError::NothingToUndo));
        match result {
            Ok(()) => {
                self.save();
                self.private.set(None);
                self.notice.set(None);
            }
            Err(UndoError::NothingToUndo) => self.notice.set(Some(dt.nothing_to_undo.to_string())),
            Err(UndoError::RevealedHiddenInformation) => self.notice.set(Some(dt.undo_refused.to_string())),
        }
    }

    /// How many codes have been revealed so far (each reveal gets its own screen until the table continues).
    pub fn reveals(&self) -> usize {
        self.session
            .with(|s| s.log.iter().filter(|e| matches!(e.action, Action::RevealCode)).count())
    }
}

pub fn team_name(dt: &DecryptoText, v: &View, team: Team) -> String {
    let entered = v.teams[team.index()].name.trim();
    if entered.is_empty() {
        default_team_name(dt, v.mode, team).to_string()
    } else {
        entered.to_string()
    }
}

/// D-S5: the name of a team that entered none: its colour, or its role in the 3-player variant.
pub fn default_team_name(dt: &DecryptoText, mode: Mode, team: Team) -> &'static str {
    match (mode, team) {
        (Mode::TwoTeams, Team::White) => dt.white,
        (Mode::TwoTeams, Team::Black) => dt.black,
        (Mode::ThreePlayer, Team::White) => dt.team_3p,
        (Mode::ThreePlayer, Team::Black) => dt.interceptor,
    }
}

pub fn clue_problem_text(dt: &DecryptoText, p: &ClueProblem) -> String {
    match p {
        ClueProblem::Empty => dt.problem_empty.to_string(),
        ClueProblem::TooLong { max, .. } => (dt.problem_too_long)(*max),
        ClueProblem::CodeLike => dt.problem_code_like.to_string(),
        ClueProblem::ContainsOwnKeyword { slot, .. } => (dt.problem_keyword)(slot + 1),
        ClueProblem::UsedEarlier { round } => (dt.problem_used_earlier)(*round),
        ClueProblem::RepeatedInSubmission { same_as } => (dt.problem_repeated)(same_as + 1),
    }
}

/// Every rules error in the player's language.
pub fn action_error_text(
    dt: &DecryptoText,
    e: &ActionError,
    team_name: impl Fn(Team) -> String,
    player_name: impl Fn(Team, usize) -> String,
) -> String {
    match e {
        ActionError::GameIsOver => dt.err_game_over.into(),
        ActionError::WrongPhase { .. } => dt.err_wrong_phase.into(),
        ActionError::TeamHasNoKeywords { .. } => dt.err_no_keywords.into(),
        ActionError::RedrawNotAllowed => dt.err_redraw_off.into(),
        ActionError::KeywordsAlreadyConfirmed { .. } => dt.err_keywords_confirmed.into(),
        ActionError::NoSuchKeywordSlot { .. } => dt.err_no_slot.into(),
        ActionError::KeywordAlreadyRedrawn { .. } => dt.err_already_redrawn.into(),
        ActionError::NoKeywordLeftToRedraw => dt.err_no_keyword_left.into(),
        ActionError::TeamDoesNotEncrypt { .. } => dt.err_does_not_encrypt.into(),
        ActionError::EncryptorAlreadyChosen { .. } => dt.err_encryptor_chosen.into(),
        ActionError::NoSuchPlayer { .. } => dt.err_no_such_player.into(),
        ActionError::MustAlternateEncryptor { team, expected } => {
            (dt.err_must_alternate)(&player_name(*team, *expected))
        }
        ActionError::EncryptorNotChosen { .. } => dt.err_encryptor_not_chosen.into(),
        ActionError::CluesAlreadySubmitted { .. } => dt.err_clues_locked.into(),
        ActionError::InvalidClue { index, problem } => (dt.clue_error)(index + 1, &clue_problem_text(dt, problem)),
        ActionError::HourglassNotRunning { .. } => dt.err_hourglass_not_running.into(),
        ActionError::NotCurrentTarget { .. } => dt.err_not_current_target.into(),
        ActionError::NoInterceptionInRoundOne => dt.err_no_interception_round_one.into(),
        ActionError::GuessAlreadySubmitted { .. } => dt.err_guess_already_in.into(),
        ActionError::OnlyTargetTeamReveals { target } => {
            format!("{} ({})", dt.err_only_target_reveals, team_name(*target))
        }
        ActionError::GuessesMissing { .. } => dt.err_guesses_missing.into(),
        ActionError::KeywordGuessesAlreadySubmitted { .. } => dt.err_answers_already_in.into(),
        ActionError::KeywordGuessTooLong { slot, max, .. } => (dt.err_answer_too_long)(slot + 1, *max),
        ActionError::KeywordMatchesAlreadyConfirmed { .. } => dt.err_judged_already.into(),
        ActionError::MatchOnBlankGuess { slot } => (dt.err_blank_cannot_match)(slot + 1),
    }
}

fn load_ui() -> UiState {
    storage::get(UI_KEY)
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

/// The Decrypto page: the game in progress, the setup form, or the recovery of a save that cannot be rebuilt.
#[component]
pub fn DecryptoPage() -> impl IntoView {
    let app = use_app();
    let (session, broken) = match storage::load_session::<Game>(GameKind::Decrypto) {
        storage::Saved::None => (None, None),
        storage::Saved::Game(s) => (Some(*s), None),
        storage::Saved::Broken(error, raw) => (None, Some((error, raw))),
    };
    let session = RwSignal::new(session);
    let broken = RwSignal::new(broken);
    on_cleanup(move || app.in_game.set(false));
    let started = move |s: Session<Game>| session.set(Some(s));
    view! {
        <div class="decrypto">
            {move || match (session.get().is_some(), broken.get()) {
                (_, Some((error, raw))) => view! {
                    <crate::ui::SaveRecovery kind=GameKind::Decrypto error raw on_cleared=move |_| broken.set(None)/>
                }.into_any(),
                (false, None) => view! { <Setup on_start=started/> }.into_any(),
                (true, None) => {
                    let Some(s) = session.get_untracked() else { return ().into_any() };
                    view! { <Play session=s on_new_game=move |_| {
                        storage::remove_game(GameKind::Decrypto);
                        storage::remove(UI_KEY);
                        session.set(None);
                    }/> }.into_any()
                }
            }}
        </div>
    }
}

/// Remembers the keywords a new game dealt (D-S4) and returns the list to pass to the next game.
pub fn used_keywords() -> Vec<u16> {
    storage::get(USED_KEY)
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

pub fn remember_dealt(game: &Game) {
    let mut used = used_keywords();
    for id in game.dealt_keywords() {
        if !used.contains(&id) {
            used.push(id);
        }
    }
    storage::set(USED_KEY, &serde_json::to_string(&used).unwrap_or_default());
}

pub fn forget_used_keywords() {
    storage::remove(USED_KEY);
}

#[component]
fn Play(session: Session<Game>, #[prop(into)] on_new_game: Callback<()>) -> impl IntoView {
    let app = use_app();
    let session = RwSignal::new(session);
    let public = Memo::new(move |_| session.with(|s| s.game.view_for(&Viewer::Public)));
    let ui = RwSignal::new(load_ui());
    let dx = Dx {
        app,
        session,
        public,
        ui,
        private: RwSignal::new(None),
        overlay: RwSignal::new(Overlay::None),
        notice: RwSignal::new(None),
        new_game: on_new_game,
    };
    provide_context(dx);
    Effect::new(move |_| {
        let state = ui.get();
        storage::set(UI_KEY, &serde_json::to_string(&state).unwrap_or_default());
    });
    // Keep the screen on while the game runs.
    Effect::new(move |_| app.in_game.set(public.with(|v| v.outcome.is_none())));

    // The screen is rebuilt only when the phase or the reveal to show changes, never on every action: a pass
    // screen that is open must stay open while its own action is applied.
    let unacked_reveal = Memo::new(move |_| dx.reveals() > ui.with(|u| u.acked_reveals));
    let phase = Memo::new(move |_| public.with(|v| v.phase.kind()));
    view! {
        <div class="dx-play" data-testid="decrypto-play">
            <GameBar/>
            <HourglassBar/>
            {move || dx.notice.get().map(|n| view! { <p class="notice" role="status" data-testid="dx-notice">{n}</p> })}
            {move || {
                if unacked_reveal.get() {
                    return view! { <guess::RevealScreen/> }.into_any();
                }
                match phase.get() {
                    PhaseKind::KeywordSetup => view! { <keywords::KeywordSetup/> }.into_any(),
                    PhaseKind::Encrypting => view! { <encrypt::EncryptScreen/> }.into_any(),
                    PhaseKind::Guessing => view! { <guess::GuessScreen/> }.into_any(),
                    PhaseKind::TiebreakGuessing | PhaseKind::TiebreakConfirm => {
                        view! { <tiebreak::TiebreakScreen/> }.into_any()
                    }
                    PhaseKind::GameOver => view! { <over::GameOver on_new_game/> }.into_any(),
                }
            }}
            {move || match dx.overlay.get() {
                Overlay::None => ().into_any(),
                Overlay::Scoresheet => view! { <scoresheet::ScoresheetOverlay/> }.into_any(),
                Overlay::PickKeywordsTeam => view! { <keywords::KeywordsPeek/> }.into_any(),
            }}
        </div>
    }
}

/// Round, tokens and the game's tools, always on screen.
#[component]
fn GameBar() -> impl IntoView {
    let dx = use_dx();
    let dt = move || dx.dt();
    let v = dx.public;
    let tokens = move |team: Team| v.with(|v| v.teams[team.index()].tokens);
    let three = move || v.with(|v| v.mode == Mode::ThreePlayer);
    let can_peek = move || v.with(|v| v.outcome.is_none() && !matches!(v.phase, Phase::KeywordSetup { .. }));
    let confirm_end = RwSignal::new(false);
    view! {
        <div class="dx-bar">
            <span class="dx-round" data-testid="dx-round">
                {move || v.with(|v| if v.round == 0 { String::new() } else { (dt().round_of)(v.round, v.max_rounds) })}
            </span>
            <div class="dx-tokens">
                {move || if three() {
                    let t = tokens(Team::Black);
                    view! {
                        <span class="tok-team" data-testid="tokens-black">
                            {dt().tokens_3p}": "<TokenPips count=t.interceptions kind="int"/>
                        </span>
                    }.into_any()
                } else {
                    Team::BOTH.into_iter().map(|team| {
                        let t = tokens(team);
                        view! {
                            <span class=format!("tok-team tok-{}", team_slug(team)) data-testid=format!("tokens-{}", team_slug(team))>
                                <b>{dx.team_name(team)}</b>
                                <span class="tok-label" title=dt().interceptions>{dt().interceptions}</span>
                                <TokenPips count=t.interceptions kind="int"/>
                                <span class="tok-label" title=dt().miscommunications>{dt().miscommunications}</span>
                                <TokenPips count=t.miscommunications kind="mis"/>
                            </span>
                        }
                    }).collect_view().into_any()
                }}
            </div>
            <div class="dx-tools">
                <button class="btn" data-testid="open-scoresheet" on:click=move |_| dx.overlay.set(Overlay::Scoresheet)>
                    {move || dt().scoresheet}
                </button>
                <Show when=can_peek>
                    <button class="btn" data-testid="open-keywords" on:click=move |_| dx.overlay.set(Overlay::PickKeywordsTeam)>
                        {move || dt().our_keywords}
                    </button>
                </Show>
                <button class="btn" data-testid="undo" on:click=move |_| dx.undo()>{move || dt().undo}</button>
                <Show when=move || v.with(|v| v.outcome.is_none())>
                    <button class="btn" data-testid="end-game" on:click=move |_| confirm_end.set(true)>{move || dt().new_game}</button>
                </Show>
            </div>
            <Show when=move || confirm_end.get()>
                <div class="confirm" role="alertdialog" data-testid="confirm-end">
                    <p>{move || dt().replaces_game}</p>
                    <button class="btn danger" data-testid="confirm-end-yes" on:click=move |_| dx.new_game.run(())>{move || dt().new_game}</button>
                    <button class="btn" on:click=move |_| confirm_end.set(false)>{move || dx.app.t().cancel}</button>
                </div>
            </Show>
        </div>
    }
}

#[component]
fn TokenPips(count: u8, kind: &'static str) -> impl IntoView {
    view! {
        <span class=format!("pips pips-{kind}") aria-label=count.to_string()>
            {(0..2).map(|i| view! { <span class="pip" class:on=i < count></span> }).collect_view()}
            {(count > 2).then(|| view! { <span class="pip-more">{format!("+{}", count - 2)}</span> })}
        </span>
    }
}

pub fn team_slug(team: Team) -> &'static str {
    match team {
        Team::White => "white",
        Team::Black => "black",
    }
}

/// D-R4: the hourglass for the second encryptor, computed from the time the first clues were locked.
#[component]
fn HourglassBar() -> impl IntoView {
    let dx = use_dx();
    let running_for = Memo::new(move |_| {
        dx.public.with(|v| match v.phase {
            Phase::Encrypting {
                hourglass_running_for, ..
            } => hourglass_running_for,
            _ => None,
        })
    });
    let secs = Memo::new(move |_| dx.public.with(|v| v.hourglass_secs.unwrap_or(30)));
    let ends_at = Signal::derive(move || {
        running_for.get()?;
        let started = dx.session.with(|s| {
            s.log
                .iter()
                .rev()
                .find(|e| matches!(e.action, Action::SubmitClues { .. }))
                .map(|e| e.at)
        })?;
        Some(started + f64::from(secs.get()) * 1000.0)
    });
    let expire = move |_| {
        let Some(team) = running_for.get_untracked() else {
            return;
        };
        let clues = dx.ui.with_untracked(|u| u.drafts[team.index()].clone());
        if dx.act(team, Action::HourglassExpired { clues }).is_ok() {
            dx.ui.update(|u| u.drafts[team.index()] = Default::default());
            if dx.private.get_untracked() == Some(Private::Encryptor(team)) {
                dx.private.set(None);
            }
        }
    };
    view! {
        <Show when=move || running_for.get().is_some()>
            <div class="dx-hourglass" data-testid="dx-hourglass">
                <p class="dx-hg-title">{move || running_for.get().map(|t| (dx.dt().hourglass_for)(&dx.team_name(t)))}</p>
                <Hourglass ends_at duration_ms=Signal::derive(move || f64::from(secs.get()) * 1000.0) on_zero=expire/>
            </div>
        </Show>
    }
}
