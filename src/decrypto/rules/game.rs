//! The Decrypto game: state, validation and state changes. Implements [`crate::engine::Engine`].
//!
//! The state is plain data (serde), the RNG included, so a game is rebuilt exactly by replaying its config, seed and
//! action log ([`crate::engine::replay`]).

use super::action::{Action, ActionKind};
use super::bank::{self, KeywordId};
use super::clue;
use super::code::Code;
use super::error::{ActionError, ClueProblem};
use super::event::{Event, Token, TokenCause};
use super::phase::{EncryptStatus, GameResult, InterceptionStatus, Outcome, Phase, PhaseKind, TieCause, WinReason};
use super::setup::{draw_keywords, Config, Mode, SetupError};
use super::team::{Team, Tokens};
use super::view::{self, View, Viewer};
use crate::engine::Engine;
use crate::lang::Lang;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// D-C1: the longest clue, in characters after trimming.
pub const MAX_CLUE_CHARS: usize = 60;
/// D-E4: the longest keyword guess, in characters after trimming.
pub const MAX_KEYWORD_GUESS_CHARS: usize = 60;

/// A keyword on a team's screen (D-K2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum KeywordCard {
    Bank(KeywordId),
    /// A word outside the bank, the same in every language. Only set by `set_custom_keywords_for_test` (the
    /// rulebook's worked example); never dealt in play.
    Custom(String),
}

impl KeywordCard {
    pub(super) fn text(&self, lang: Lang) -> String {
        match self {
            KeywordCard::Bank(id) => bank::keyword(*id).map(|k| k.word(lang).to_string()).unwrap_or_default(),
            KeywordCard::Custom(word) => word.clone(),
        }
    }

    /// D-C8: `Some(language)` when the clue contains this keyword as a whole word (the language is `None` for a
    /// custom word).
    fn found_in(&self, clue: &str) -> Option<Option<Lang>> {
        match self {
            KeywordCard::Bank(id) => bank::keyword(*id)
                .and_then(|k| clue::contains_keyword(clue, k))
                .map(Some),
            KeywordCard::Custom(word) => contains_words(clue, word).then_some(None),
        }
    }

    /// D-E4: the guess names this keyword exactly, in any language of the bank.
    pub(super) fn matches_exactly(&self, guess: &str) -> bool {
        if guess.trim().is_empty() {
            return false;
        }
        match self {
            KeywordCard::Bank(id) => {
                bank::keyword(*id).is_some_and(|k| k.all_forms().iter().any(|form| clue::same_clue(guess, form)))
            }
            KeywordCard::Custom(word) => clue::same_clue(guess, word),
        }
    }
}

/// Whole-word containment for custom keywords (the bank's own keywords go through `clue::contains_keyword`).
fn contains_words(text: &str, phrase: &str) -> bool {
    let text = clue::normalize(text);
    let phrase = clue::normalize(phrase);
    let text: Vec<&str> = text.split_whitespace().collect();
    let phrase: Vec<&str> = phrase.split_whitespace().collect();
    !phrase.is_empty() && text.windows(phrase.len()).any(|w| w == phrase.as_slice())
}

/// What a team holds across the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct TeamState {
    /// D-K2; `None` for the 3-player interceptor.
    pub(super) keywords: Option<[KeywordCard; 4]>,
    /// D-S4 house rule: at most one redraw per slot.
    pub(super) redrawn: [bool; 4],
    /// D-R1: how often each player has encrypted, for the rotation.
    pub(super) times_encrypted: Vec<u32>,
    pub(super) last_encryptor: Option<usize>,
    pub(super) tokens: Tokens,
}

/// One team's code and clues in one round: a round block of the sheet (D-N1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Side {
    /// D-R2: drawn at the start of the round, secret until the reveal.
    pub(super) code: Code,
    pub(super) encryptor: Option<usize>,
    /// D-R3; `Some` once locked (D-C6). A blank clue (hourglass, D-R4) is `""`.
    pub(super) clues: Option<[String; 3]>,
    pub(super) own_guess: Option<Code>,
    pub(super) interception: Option<Code>,
    /// D-R8
    pub(super) revealed: bool,
}

impl Side {
    pub(super) fn intercepted(&self) -> bool {
        self.revealed && self.interception == Some(self.code)
    }
    pub(super) fn miscommunicated(&self) -> bool {
        self.revealed && self.own_guess != Some(self.code)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Round {
    pub(super) number: u8,
    /// `[White, Black]`; `None` for a team that does not encrypt (3-player interceptor).
    pub(super) sides: [Option<Side>; 2],
}

/// The current step, with the data that only lives during it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Stage {
    KeywordSetup { confirmed: [bool; 2] },
    Encrypting { hourglass_running_for: Option<Team> },
    Guessing { target: Team },
    TiebreakGuessing,
    TiebreakConfirm,
    GameOver(Outcome),
}

/// D-E4, kept after the game ends so the results stay on screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Tiebreak {
    pub(super) cause: TieCause,
    pub(super) scores: [i8; 2],
    /// `guesses[t]`: team t's guesses of the other team's keywords 1–4.
    pub(super) guesses: [Option<[String; 4]>; 2],
    /// `matches[t]`: team t's judgement of the other team's guesses of t's keywords.
    pub(super) matches: [Option<[bool; 4]>; 2],
}

impl Tiebreak {
    /// Keywords named correctly by each team, once both teams have judged.
    pub(super) fn correct(&self) -> Option<[u8; 2]> {
        match self.matches {
            [Some(white), Some(black)] => {
                let count = |m: [bool; 4]| m.iter().filter(|&&b| b).count() as u8;
                // White's correct guesses are judged by Black, the owner of those keywords.
                Some([count(black), count(white)])
            }
            _ => None,
        }
    }
}

/// What [`Game::check_clues`] says about one clue.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueCheck {
    /// Why `SubmitClues` would refuse this clue (D-C1, D-C7, D-C8).
    pub problem: Option<ClueProblem>,
    /// D-C7 warning: the earlier round in which the other team gave the same clue.
    pub used_by_other_team_in: Option<u8>,
}

/// A game of Decrypto (two teams, or the 3-player variant).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    pub(super) config: Config,
    pub(super) seed: u64,
    pub(super) rng: Pcg32,
    /// D-S4: every bank id shown in this game, in order (redrawn ones included: they were seen).
    pub(super) dealt: Vec<KeywordId>,
    pub(super) teams: [TeamState; 2],
    pub(super) rounds: Vec<Round>,
    pub(super) stage: Stage,
    pub(super) tiebreak: Option<Tiebreak>,
}

impl Game {
    /// Validates the config and deals the keywords (D-S3, D-S4). No round starts until every team has confirmed.
    pub fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        config.validate()?;
        let mut rng = Pcg32::seed_from_u64(seed);
        let mut dealt: Vec<KeywordId> = Vec::with_capacity(8);
        let mut teams = Team::BOTH.map(|t| TeamState {
            keywords: None,
            redrawn: [false; 4],
            times_encrypted: vec![0; config.player_count(t)],
            last_encryptor: None,
            tokens: Tokens::default(),
        });
        for team in Team::BOTH.into_iter().filter(|&t| config.has_keywords(t)) {
            // D-S4: unused ids first, never one already dealt in this game.
            let ids = draw_keywords(&mut rng, &config.used_keywords, &dealt, 4);
            let &[a, b, c, d] = ids.as_slice() else {
                return Err(SetupError::BankTooSmall {
                    size: bank::bank().len(),
                    needed: 8,
                });
            };
            dealt.extend_from_slice(&ids);
            teams[team.index()].keywords = Some([a, b, c, d].map(KeywordCard::Bank));
        }
        let confirmed = Team::BOTH.map(|t| !config.has_keywords(t));
        Ok(Game {
            config,
            seed,
            rng,
            dealt,
            teams,
            rounds: Vec::new(),
            stage: Stage::KeywordSetup { confirmed },
            tiebreak: None,
        })
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current round (1-based), 0 before round 1.
    pub fn round(&self) -> u8 {
        self.rounds.last().map_or(0, |r| r.number)
    }

    pub fn tokens(&self, team: Team) -> Tokens {
        self.teams[team.index()].tokens
    }

    /// D-S4: every bank keyword shown in this game (redrawn ones included), for the device's used set.
    pub fn dealt_keywords(&self) -> Vec<KeywordId> {
        self.dealt.clone()
    }

    /// The bank id of a team's keyword (`slot` 0–3), `None` for a custom word or a team without keywords.
    /// This is secret: screens must use [`Game::view_for`].
    pub fn keyword_id(&self, team: Team, slot: usize) -> Option<KeywordId> {
        match self.teams[team.index()].keywords.as_ref()?.get(slot)? {
            KeywordCard::Bank(id) => Some(*id),
            KeywordCard::Custom(_) => None,
        }
    }

    /// D-R1: the next encryptor in rotation: among the players who have encrypted least often, the first one after
    /// the last encryptor (in player order, wrapping). In the 3-player variant this makes the two players alternate
    /// (D-3P2). `None` for the interceptor.
    pub fn proposed_encryptor(&self, team: Team) -> Option<usize> {
        if !self.config.has_keywords(team) {
            return None;
        }
        let state = &self.teams[team.index()];
        let count = state.times_encrypted.len();
        let fewest = *state.times_encrypted.iter().min()?;
        let start = state.last_encryptor.map_or(0, |last| last + 1);
        (0..count)
            .map(|k| (start + k) % count)
            .find(|&i| state.times_encrypted[i] == fewest)
    }

    /// Whether `actor` may now do an action of this kind (for enabling buttons).
    pub fn can(&self, actor: Team, kind: ActionKind) -> bool {
        self.legal_actions(&actor).iter().any(|a| a.kind() == kind)
    }

    /// Live feedback for the clue screen, before anything is submitted: for each clue as typed so far, what would
    /// refuse it (D-C1, D-C7, D-C8) and whether the other team already gave it in an earlier round (D-C7, a
    /// warning only). Meant for `team`'s encryptor, who knows the keywords the problems may point at.
    pub fn check_clues(&self, team: Team, clues: &[String; 3]) -> [ClueCheck; 3] {
        let trimmed = clues.each_ref().map(|c| c.trim().to_string());
        std::array::from_fn(|i| ClueCheck {
            problem: self.clue_problem(team, &trimmed[i], &trimmed[..i]),
            used_by_other_team_in: self.used_by_other_team(team, &trimmed[i]),
        })
    }

    /// Test support: replaces the code drawn this round for `team` while it is still unrevealed. Returns whether it
    /// did. Not part of play.
    #[doc(hidden)]
    pub fn force_code_for_test(&mut self, team: Team, code: Code) -> bool {
        match self.rounds.last_mut().and_then(|r| r.sides[team.index()].as_mut()) {
            Some(side) if !side.revealed => {
                side.code = code;
                true
            }
            _ => false,
        }
    }

    /// Test support: replaces a team's keywords with custom words (the rulebook's worked example) before it has
    /// confirmed them. Returns whether it did. Not part of play.
    #[doc(hidden)]
    pub fn set_custom_keywords_for_test(&mut self, team: Team, words: [&str; 4]) -> bool {
        let Stage::KeywordSetup { confirmed } = &self.stage else {
            return false;
        };
        if confirmed[team.index()] {
            return false;
        }
        match self.teams[team.index()].keywords.as_mut() {
            Some(cards) => {
                *cards = words.map(|w| KeywordCard::Custom(w.to_string()));
                true
            }
            None => false,
        }
    }

    // ----- helpers -----

    fn stage_kind(&self) -> PhaseKind {
        match self.stage {
            Stage::KeywordSetup { .. } => PhaseKind::KeywordSetup,
            Stage::Encrypting { .. } => PhaseKind::Encrypting,
            Stage::Guessing { .. } => PhaseKind::Guessing,
            Stage::TiebreakGuessing => PhaseKind::TiebreakGuessing,
            Stage::TiebreakConfirm => PhaseKind::TiebreakConfirm,
            Stage::GameOver(_) => PhaseKind::GameOver,
        }
    }

    fn wrong_phase(&self, action: ActionKind) -> ActionError {
        ActionError::WrongPhase {
            action,
            phase: self.stage_kind(),
        }
    }

    pub(super) fn current_side(&self, team: Team) -> Option<&Side> {
        self.rounds.last()?.sides[team.index()].as_ref()
    }

    fn current_side_mut(&mut self, team: Team) -> Option<&mut Side> {
        self.rounds.last_mut()?.sides[team.index()].as_mut()
    }

    fn interception_due(&self) -> bool {
        // D-R11 / D-3P3
        self.round() >= 2
    }

    fn stage_to_game_over(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.stage = Stage::GameOver(outcome);
        events.push(Event::GameOver(outcome));
    }

    /// D-R1, D-R2, D-R12: a new round; each deck is reshuffled with every card back in, and the top card drawn.
    fn start_round(&mut self, events: &mut Vec<Event>) {
        let number = self.round() + 1;
        let mut sides: [Option<Side>; 2] = [None, None];
        for team in Team::BOTH.into_iter().filter(|&t| self.config.has_keywords(t)) {
            // D-R12: a full, freshly shuffled deck each round, so drawing its top card is a uniform draw of the 24.
            let code = Code::ALL[self.rng.random_range(0..Code::ALL.len())];
            sides[team.index()] = Some(Side {
                code,
                encryptor: None,
                clues: None,
                own_guess: None,
                interception: None,
                revealed: false,
            });
        }
        self.rounds.push(Round { number, sides });
        self.stage = Stage::Encrypting {
            hourglass_running_for: None,
        };
        events.push(Event::RoundStarted { round: number });
    }

    /// D-C1, D-C8 and D-C7 for one clue of `team`; `earlier` holds the clues before it in the same submission.
    fn clue_problem(&self, team: Team, clue: &str, earlier: &[String]) -> Option<ClueProblem> {
        let clue = clue.trim();
        // D-C1
        if clue.is_empty() {
            return Some(ClueProblem::Empty);
        }
        let len = clue.chars().count();
        if len > MAX_CLUE_CHARS {
            return Some(ClueProblem::TooLong {
                len,
                max: MAX_CLUE_CHARS,
            });
        }
        // D-C8: no reading out the code, no own keyword in any language.
        if clue::is_code_like(clue) {
            return Some(ClueProblem::CodeLike);
        }
        if let Some(cards) = &self.teams[team.index()].keywords {
            for (slot, card) in cards.iter().enumerate() {
                if let Some(lang) = card.found_in(clue) {
                    return Some(ClueProblem::ContainsOwnKeyword { slot, lang });
                }
            }
        }
        // D-C7: never the same clue twice for one team.
        if let Some(same_as) = earlier
            .iter()
            .position(|e| !e.trim().is_empty() && clue::same_clue(e, clue))
        {
            return Some(ClueProblem::RepeatedInSubmission { same_as });
        }
        for round in &self.rounds {
            let given = round.sides[team.index()].as_ref().and_then(|s| s.clues.as_ref());
            if given.is_some_and(|cs| cs.iter().any(|c| !c.trim().is_empty() && clue::same_clue(c, clue))) {
                return Some(ClueProblem::UsedEarlier { round: round.number });
            }
        }
        None
    }

    /// D-C7: the earlier round in which the other team gave this clue, if it did. Only earlier rounds count: this
    /// round's clues of the other team are not public yet.
    fn used_by_other_team(&self, team: Team, clue: &str) -> Option<u8> {
        if clue.trim().is_empty() {
            return None;
        }
        let earlier_rounds = &self.rounds[..self.rounds.len().saturating_sub(1)];
        earlier_rounds
            .iter()
            .find(|r| {
                r.sides[team.other().index()]
                    .as_ref()
                    .and_then(|s| s.clues.as_ref())
                    .is_some_and(|cs| cs.iter().any(|c| !c.trim().is_empty() && clue::same_clue(c, clue)))
            })
            .map(|r| r.number)
    }

    /// D-C7: warnings (not errors) for clues the other team already gave.
    fn other_team_warnings(&self, team: Team, clues: &[String; 3]) -> Vec<Event> {
        clues
            .iter()
            .enumerate()
            .filter_map(|(index, clue)| {
                let round = self.used_by_other_team(team, clue)?;
                Some(Event::ClueUsedByOtherTeam { team, index, round })
            })
            .collect()
    }

    /// After a team's clues lock: start the hourglass for the other one (D-R4) or, once all are in, read White's
    /// clues aloud (D-R5).
    fn after_clues_locked(&mut self, team: Team, events: &mut Vec<Event>) {
        let all_in = Team::BOTH.iter().all(|&t| match self.current_side(t) {
            Some(side) => side.clues.is_some(),
            None => true,
        });
        if all_in {
            self.begin_guessing(Team::White, events);
            return;
        }
        if let Stage::Encrypting {
            hourglass_running_for: running @ None,
        } = &mut self.stage
        {
            if self.config.hourglass_active() {
                // D-R4: the first team to finish turns the hourglass.
                *running = Some(team.other());
                events.push(Event::HourglassStarted {
                    team: team.other(),
                    secs: self.config.hourglass_secs,
                });
            }
        }
    }

    /// D-R5 / D-R10: `target`'s clues are read aloud and guessing starts.
    fn begin_guessing(&mut self, target: Team, events: &mut Vec<Event>) {
        self.stage = Stage::Guessing { target };
        let clues = self
            .current_side(target)
            .and_then(|s| s.clues.clone())
            .unwrap_or_default();
        events.push(Event::CluesRead { team: target, clues });
    }

    // ----- actions -----

    fn redraw_keyword(&mut self, team: Team, slot: usize) -> Result<Vec<Event>, ActionError> {
        let Stage::KeywordSetup { confirmed } = &self.stage else {
            return Err(self.wrong_phase(ActionKind::RedrawKeyword));
        };
        // D-S4 house rule, off by default.
        if !self.config.allow_redraw {
            return Err(ActionError::RedrawNotAllowed);
        }
        let state = &self.teams[team.index()];
        if state.keywords.is_none() {
            return Err(ActionError::TeamHasNoKeywords { team });
        }
        if confirmed[team.index()] {
            return Err(ActionError::KeywordsAlreadyConfirmed { team });
        }
        let already = state.redrawn.get(slot).ok_or(ActionError::NoSuchKeywordSlot { slot })?;
        if *already {
            return Err(ActionError::KeywordAlreadyRedrawn { slot });
        }
        // D-S4: a keyword nobody has seen in this game, unused on this device if possible.
        let mut rng = self.rng.clone();
        let drawn = draw_keywords(&mut rng, &self.config.used_keywords, &self.dealt, 1);
        let Some(&id) = drawn.first() else {
            return Err(ActionError::NoKeywordLeftToRedraw);
        };
        self.rng = rng;
        self.dealt.push(id);
        let state = &mut self.teams[team.index()];
        state.redrawn[slot] = true;
        if let Some(card) = state.keywords.as_mut().and_then(|cards| cards.get_mut(slot)) {
            *card = KeywordCard::Bank(id);
        }
        Ok(vec![Event::KeywordRedrawn { team, slot }])
    }

    fn confirm_keywords(&mut self, team: Team) -> Result<Vec<Event>, ActionError> {
        let Stage::KeywordSetup { confirmed } = &self.stage else {
            return Err(self.wrong_phase(ActionKind::ConfirmKeywords));
        };
        if !self.config.has_keywords(team) {
            return Err(ActionError::TeamHasNoKeywords { team });
        }
        if confirmed[team.index()] {
            return Err(ActionError::KeywordsAlreadyConfirmed { team });
        }
        let mut confirmed = *confirmed;
        confirmed[team.index()] = true;
        let mut events = vec![Event::KeywordsConfirmed { team }];
        if confirmed.iter().all(|&c| c) {
            self.start_round(&mut events);
        } else {
            self.stage = Stage::KeywordSetup { confirmed };
        }
        Ok(events)
    }

    fn begin_encrypting(&mut self, team: Team, encryptor: usize) -> Result<Vec<Event>, ActionError> {
        if !matches!(self.stage, Stage::Encrypting { .. }) {
            return Err(self.wrong_phase(ActionKind::BeginEncrypting));
        }
        let side = self
            .current_side(team)
            .ok_or(ActionError::TeamDoesNotEncrypt { team })?;
        if side.encryptor.is_some() {
            return Err(ActionError::EncryptorAlreadyChosen { team });
        }
        let count = self.config.player_count(team);
        if encryptor >= count {
            return Err(ActionError::NoSuchPlayer {
                team,
                index: encryptor,
                count,
            });
        }
        // D-3P2: the team's two players alternate.
        let state = &self.teams[team.index()];
        if self.config.mode == Mode::ThreePlayer && state.last_encryptor == Some(encryptor) {
            let expected = self.proposed_encryptor(team).unwrap_or(0);
            return Err(ActionError::MustAlternateEncryptor { team, expected });
        }
        self.set_encryptor(team, encryptor);
        Ok(vec![Event::EncryptorChosen { team, encryptor }])
    }

    /// D-R1: records the encryptor (who from now on sees the code, D-R2).
    fn set_encryptor(&mut self, team: Team, encryptor: usize) {
        let state = &mut self.teams[team.index()];
        if let Some(n) = state.times_encrypted.get_mut(encryptor) {
            *n += 1;
        }
        state.last_encryptor = Some(encryptor);
        if let Some(side) = self.current_side_mut(team) {
            side.encryptor = Some(encryptor);
        }
    }

    fn submit_clues(&mut self, team: Team, clues: [String; 3]) -> Result<Vec<Event>, ActionError> {
        if !matches!(self.stage, Stage::Encrypting { .. }) {
            return Err(self.wrong_phase(ActionKind::SubmitClues));
        }
        let side = self
            .current_side(team)
            .ok_or(ActionError::TeamDoesNotEncrypt { team })?;
        if side.encryptor.is_none() {
            return Err(ActionError::EncryptorNotChosen { team });
        }
        // D-C6
        if side.clues.is_some() {
            return Err(ActionError::CluesAlreadySubmitted { team });
        }
        let clues = clues.map(|c| c.trim().to_string());
        for index in 0..clues.len() {
            if let Some(problem) = self.clue_problem(team, &clues[index], &clues[..index]) {
                return Err(ActionError::InvalidClue { index, problem });
            }
        }
        let mut events = vec![Event::CluesSubmitted { team }];
        events.extend(self.other_team_warnings(team, &clues));
        if let Some(side) = self.current_side_mut(team) {
            side.clues = Some(clues);
        }
        self.after_clues_locked(team, &mut events);
        Ok(events)
    }

    fn hourglass_expired(&mut self, team: Team, clues: [String; 3]) -> Result<Vec<Event>, ActionError> {
        let Stage::Encrypting { hourglass_running_for } = self.stage else {
            return Err(self.wrong_phase(ActionKind::HourglassExpired));
        };
        if hourglass_running_for != Some(team) {
            return Err(ActionError::HourglassNotRunning { team });
        }
        let side = self
            .current_side(team)
            .ok_or(ActionError::TeamDoesNotEncrypt { team })?;
        if side.clues.is_some() {
            return Err(ActionError::CluesAlreadySubmitted { team });
        }
        let mut events = Vec::new();
        // D-R4: a team whose time ran out before it chose an encryptor gets the proposed one on the sheet.
        if side.encryptor.is_none() {
            let encryptor = self.proposed_encryptor(team).unwrap_or(0);
            self.set_encryptor(team, encryptor);
            events.push(Event::EncryptorChosen { team, encryptor });
        }
        // D-R4: the entry locks with what it holds; a clue breaking a clue rule counts as not written.
        let mut kept: [String; 3] = Default::default();
        for (index, clue) in clues.iter().enumerate() {
            let clue = clue.trim();
            if clue.is_empty() {
                continue;
            }
            match self.clue_problem(team, clue, &kept[..index]) {
                Some(problem) => events.push(Event::ClueBlanked { team, index, problem }),
                None => kept[index] = clue.to_string(),
            }
        }
        events.push(Event::CluesLockedByHourglass { team });
        events.extend(self.other_team_warnings(team, &kept));
        if let Some(side) = self.current_side_mut(team) {
            side.clues = Some(kept);
        }
        self.after_clues_locked(team, &mut events);
        Ok(events)
    }

    fn submit_guess(&mut self, actor: Team, target: Team, guess: Code) -> Result<Vec<Event>, ActionError> {
        // D-R6: both teams guess privately; that the encryptor keeps out of it is the UI's matter (the team's view
        // never holds the code).
        let Stage::Guessing { target: current } = self.stage else {
            return Err(self.wrong_phase(ActionKind::SubmitGuess));
        };
        // D-R5 / D-R10: one code at a time, White's first.
        if target != current {
            return Err(ActionError::NotCurrentTarget { target, current });
        }
        let interception_due = self.interception_due();
        let side = self
            .current_side(target)
            .ok_or(ActionError::TeamDoesNotEncrypt { team: target })?;
        let own = actor == target;
        if !own && !interception_due {
            // D-R11 / D-3P3
            return Err(ActionError::NoInterceptionInRoundOne);
        }
        let slot = if own { side.own_guess } else { side.interception };
        if slot.is_some() {
            return Err(ActionError::GuessAlreadySubmitted { by: actor, target });
        }
        let mut events = vec![Event::GuessSubmitted { by: actor, target }];
        if let Some(side) = self.current_side_mut(target) {
            if own {
                side.own_guess = Some(guess);
            } else {
                side.interception = Some(guess);
            }
            if side.own_guess.is_some() && (side.interception.is_some() || !interception_due) {
                events.push(Event::ReadyToReveal { target });
            }
        }
        Ok(events)
    }

    fn reveal_code(&mut self, actor: Team) -> Result<Vec<Event>, ActionError> {
        let Stage::Guessing { target } = self.stage else {
            return Err(self.wrong_phase(ActionKind::RevealCode));
        };
        if actor != target {
            return Err(ActionError::OnlyTargetTeamReveals { target });
        }
        let interception_due = self.interception_due();
        let side = self
            .current_side(target)
            .ok_or(ActionError::TeamDoesNotEncrypt { team: target })?;
        let own_missing = side.own_guess.is_none();
        let interception_missing = interception_due && side.interception.is_none();
        let Some(own_guess) = side.own_guess.filter(|_| !interception_missing) else {
            return Err(ActionError::GuessesMissing {
                target,
                own_guess: own_missing,
                interception: interception_missing,
            });
        };
        let (code, interception) = (side.code, side.interception);
        let round = self.round();
        if let Some(side) = self.current_side_mut(target) {
            side.revealed = true;
        }
        // D-R7 / D-R8 / D-R9: the guesses and the code go on the sheet (see `view`).
        let mut events = vec![Event::CodeRevealed {
            round,
            target,
            code,
            own_guess,
            interception,
        }];
        let three_player = self.config.mode == Mode::ThreePlayer;
        // D-R8: an exact interception earns the other team an interception token.
        if interception == Some(code) {
            self.teams[target.other().index()].tokens.interceptions += 1;
            events.push(Event::TokenTaken {
                team: target.other(),
                token: Token::Interception,
                cause: TokenCause::CorrectInterception,
            });
        }
        // D-R8: a wrong own guess is a miscommunication. D-3P4: in the 3-player game the interceptor takes an
        // interception token instead, and the team never takes tokens.
        if own_guess != code {
            let (team, token) = if three_player {
                (Team::Black, Token::Interception)
            } else {
                (target, Token::Miscommunication)
            };
            let tokens = &mut self.teams[team.index()].tokens;
            match token {
                Token::Interception => tokens.interceptions += 1,
                Token::Miscommunication => tokens.miscommunications += 1,
            }
            events.push(Event::TokenTaken {
                team,
                token,
                cause: TokenCause::WrongOwnGuess,
            });
        }
        if three_player {
            self.end_of_round_three_player(&mut events);
        } else if target == Team::White {
            // D-R10: now Black's clues.
            self.begin_guessing(Team::Black, &mut events);
        } else {
            self.end_of_round(&mut events);
        }
        Ok(events)
    }

    /// D-3P5: the interceptor wins on its 2nd token by round 5; otherwise the team wins after round 5.
    fn end_of_round_three_player(&mut self, events: &mut Vec<Event>) {
        let round = self.round();
        events.push(Event::RoundEnded { round });
        let outcome = |winner, reason| Outcome {
            result: GameResult::Winner(winner),
            reason,
            round,
            tie: None,
        };
        if self.tokens(Team::Black).interceptions >= 2 {
            self.stage_to_game_over(outcome(Team::Black, WinReason::InterceptorReachedTwoTokens), events);
        } else if round >= self.config.max_rounds() {
            self.stage_to_game_over(outcome(Team::White, WinReason::TeamSurvivedFiveRounds), events);
        } else {
            self.start_round(events);
        }
    }

    /// D-E1..D-E3, read as the Interpretation line: T wins if it has 2 interceptions or the other team has 2
    /// miscommunications, and loses in the mirror case. Note "White wins" is exactly "Black loses", so a single
    /// winner exists when exactly one team wins.
    fn end_of_round(&mut self, events: &mut Vec<Event>) {
        let round = self.round();
        events.push(Event::RoundEnded { round });
        let t = [self.tokens(Team::White), self.tokens(Team::Black)];
        let wins = |team: Team| t[team.index()].interceptions >= 2 || t[team.other().index()].miscommunications >= 2;
        let cause = match (wins(Team::White), wins(Team::Black)) {
            (true, false) | (false, true) => {
                // D-E1 / D-E2
                let winner = if wins(Team::White) { Team::White } else { Team::Black };
                let reason = if t[winner.index()].interceptions >= 2 {
                    WinReason::Interceptions
                } else {
                    WinReason::Miscommunications
                };
                let outcome = Outcome {
                    result: GameResult::Winner(winner),
                    reason,
                    round,
                    tie: None,
                };
                self.stage_to_game_over(outcome, events);
                return;
            }
            (true, true) => {
                // D-E3 (a), (b), (c): both "win", i.e. both lose too.
                let both = |team: Team| t[team.index()].interceptions >= 2 && t[team.index()].miscommunications >= 2;
                if let Some(team) = Team::BOTH.into_iter().find(|&team| both(team)) {
                    TieCause::TeamHasBothConditions(team)
                } else if t.iter().all(|x| x.interceptions >= 2) {
                    TieCause::BothTeamsTwoInterceptions
                } else {
                    TieCause::BothTeamsTwoMiscommunications
                }
            }
            // D-E3 (d)
            (false, false) if round >= self.config.max_rounds() => TieCause::NoWinnerAfterLastRound,
            (false, false) => {
                self.start_round(events);
                return;
            }
        };
        self.start_tiebreak(cause, events);
    }

    /// D-E4: the score decides; if it is tied, keyword guesses.
    fn start_tiebreak(&mut self, cause: TieCause, events: &mut Vec<Event>) {
        let round = self.round();
        let scores = Team::BOTH.map(|team| self.tokens(team).score());
        events.push(Event::TiebreakStarted { cause, scores });
        self.tiebreak = Some(Tiebreak {
            cause,
            scores,
            guesses: [None, None],
            matches: [None, None],
        });
        if scores[0] != scores[1] {
            let winner = if scores[0] > scores[1] {
                Team::White
            } else {
                Team::Black
            };
            let outcome = Outcome {
                result: GameResult::Winner(winner),
                reason: WinReason::Score,
                round,
                tie: Some(cause),
            };
            self.stage_to_game_over(outcome, events);
        } else {
            self.stage = Stage::TiebreakGuessing;
            events.push(Event::KeywordGuessingStarted);
        }
    }

    fn submit_keyword_guesses(&mut self, team: Team, guesses: [String; 4]) -> Result<Vec<Event>, ActionError> {
        let (Stage::TiebreakGuessing, Some(tiebreak)) = (&self.stage, &self.tiebreak) else {
            return Err(self.wrong_phase(ActionKind::SubmitKeywordGuesses));
        };
        if tiebreak.guesses[team.index()].is_some() {
            return Err(ActionError::KeywordGuessesAlreadySubmitted { team });
        }
        let guesses = guesses.map(|g| g.trim().to_string());
        if let Some((slot, len)) = guesses
            .iter()
            .map(|g| g.chars().count())
            .enumerate()
            .find(|&(_, len)| len > MAX_KEYWORD_GUESS_CHARS)
        {
            return Err(ActionError::KeywordGuessTooLong {
                slot,
                len,
                max: MAX_KEYWORD_GUESS_CHARS,
            });
        }
        let mut events = vec![Event::KeywordGuessesSubmitted { team }];
        if let Some(tiebreak) = self.tiebreak.as_mut() {
            tiebreak.guesses[team.index()] = Some(guesses);
            if let [Some(white), Some(black)] = &tiebreak.guesses {
                events.push(Event::KeywordGuessesRevealed {
                    guesses: [white.clone(), black.clone()],
                });
                self.stage = Stage::TiebreakConfirm;
            }
        }
        Ok(events)
    }

    fn confirm_keyword_matches(&mut self, team: Team, matches: [bool; 4]) -> Result<Vec<Event>, ActionError> {
        let (Stage::TiebreakConfirm, Some(tiebreak)) = (&self.stage, &self.tiebreak) else {
            return Err(self.wrong_phase(ActionKind::ConfirmKeywordMatches));
        };
        if tiebreak.matches[team.index()].is_some() {
            return Err(ActionError::KeywordMatchesAlreadyConfirmed { team });
        }
        // The owner judges the other team's guesses of its keywords; a blank guess names nothing.
        let guesses = tiebreak.guesses[team.other().index()].as_ref();
        for (slot, &ticked) in matches.iter().enumerate() {
            let blank = guesses.and_then(|g| g.get(slot)).is_none_or(|g| g.trim().is_empty());
            if ticked && blank {
                return Err(ActionError::MatchOnBlankGuess { slot });
            }
        }
        let round = self.round();
        let mut events = vec![Event::KeywordMatchesConfirmed { team }];
        let mut finished = None;
        if let Some(tiebreak) = self.tiebreak.as_mut() {
            tiebreak.matches[team.index()] = Some(matches);
            if let Some(correct) = tiebreak.correct() {
                // D-E4: more keywords named wins; still tied, the victory is shared.
                let (result, reason) = match correct[0].cmp(&correct[1]) {
                    std::cmp::Ordering::Greater => (GameResult::Winner(Team::White), WinReason::KeywordGuesses),
                    std::cmp::Ordering::Less => (GameResult::Winner(Team::Black), WinReason::KeywordGuesses),
                    std::cmp::Ordering::Equal => (GameResult::Shared, WinReason::Shared),
                };
                finished = Some(Outcome {
                    result,
                    reason,
                    round,
                    tie: Some(tiebreak.cause),
                });
            }
        }
        if let Some(outcome) = finished {
            self.stage_to_game_over(outcome, &mut events);
        }
        Ok(events)
    }

    fn placeholder_actions(&self, actor: Team) -> Vec<Action> {
        let team = actor;
        match &self.stage {
            Stage::GameOver(_) => Vec::new(),
            Stage::KeywordSetup { confirmed } => {
                let state = &self.teams[team.index()];
                if state.keywords.is_none() || confirmed[team.index()] {
                    return Vec::new();
                }
                let mut actions = Vec::new();
                if self.config.allow_redraw && self.dealt.len() < bank::bank().len() {
                    actions.extend(
                        (0..4)
                            .filter(|&s| !state.redrawn[s])
                            .map(|slot| Action::RedrawKeyword { slot }),
                    );
                }
                actions.push(Action::ConfirmKeywords);
                actions
            }
            Stage::Encrypting { hourglass_running_for } => {
                let Some(side) = self.current_side(team) else {
                    return Vec::new();
                };
                if side.clues.is_some() {
                    return Vec::new();
                }
                let mut actions = Vec::new();
                match side.encryptor {
                    None => {
                        let last = self.teams[team.index()].last_encryptor;
                        let three_player = self.config.mode == Mode::ThreePlayer;
                        actions.extend(
                            (0..self.config.player_count(team))
                                .filter(|&i| !(three_player && last == Some(i)))
                                .map(|encryptor| Action::BeginEncrypting { encryptor }),
                        );
                    }
                    Some(_) => actions.push(Action::SubmitClues {
                        clues: Default::default(),
                    }),
                }
                if *hourglass_running_for == Some(team) {
                    actions.push(Action::HourglassExpired {
                        clues: Default::default(),
                    });
                }
                actions
            }
            Stage::Guessing { target } => {
                let target = *target;
                let Some(side) = self.current_side(target) else {
                    return Vec::new();
                };
                let interception_due = self.interception_due();
                let open = if team == target {
                    side.own_guess.is_none()
                } else {
                    interception_due && side.interception.is_none()
                };
                let mut actions: Vec<Action> = if open {
                    Code::ALL
                        .iter()
                        .map(|&guess| Action::SubmitGuess { target, guess })
                        .collect()
                } else {
                    Vec::new()
                };
                let ready = side.own_guess.is_some() && (side.interception.is_some() || !interception_due);
                if team == target && ready {
                    actions.push(Action::RevealCode);
                }
                actions
            }
            Stage::TiebreakGuessing => match &self.tiebreak {
                Some(tb) if tb.guesses[team.index()].is_none() => {
                    vec![Action::SubmitKeywordGuesses {
                        guesses: Default::default(),
                    }]
                }
                _ => Vec::new(),
            },
            Stage::TiebreakConfirm => match &self.tiebreak {
                Some(tb) if tb.matches[team.index()].is_none() => {
                    vec![Action::ConfirmKeywordMatches { matches: [false; 4] }]
                }
                _ => Vec::new(),
            },
        }
    }

    fn phase_summary(&self) -> Phase {
        let round = self.round();
        match &self.stage {
            Stage::KeywordSetup { confirmed } => Phase::KeywordSetup { confirmed: *confirmed },
            Stage::Encrypting { hourglass_running_for } => Phase::Encrypting {
                round,
                teams: Team::BOTH.map(|t| match self.current_side(t) {
                    None => EncryptStatus::NotEncrypting,
                    Some(Side { encryptor: None, .. }) => EncryptStatus::ChoosingEncryptor,
                    Some(Side {
                        encryptor: Some(e),
                        clues: None,
                        ..
                    }) => EncryptStatus::Writing { encryptor: *e },
                    Some(Side {
                        encryptor: Some(e),
                        clues: Some(_),
                        ..
                    }) => EncryptStatus::Submitted { encryptor: *e },
                }),
                hourglass_running_for: *hourglass_running_for,
            },
            Stage::Guessing { target } => {
                let side = self.current_side(*target);
                let interception = match side {
                    _ if !self.interception_due() => InterceptionStatus::NotThisRound,
                    Some(Side {
                        interception: Some(_), ..
                    }) => InterceptionStatus::Submitted,
                    _ => InterceptionStatus::Pending,
                };
                Phase::Guessing {
                    round,
                    target: *target,
                    own_guess_in: side.is_some_and(|s| s.own_guess.is_some()),
                    interception,
                }
            }
            Stage::TiebreakGuessing => Phase::TiebreakGuessing {
                submitted: self
                    .tiebreak
                    .as_ref()
                    .map_or([false; 2], |tb| tb.guesses.each_ref().map(Option::is_some)),
            },
            Stage::TiebreakConfirm => Phase::TiebreakConfirm {
                confirmed: self
                    .tiebreak
                    .as_ref()
                    .map_or([false; 2], |tb| tb.matches.each_ref().map(Option::is_some)),
            },
            Stage::GameOver(outcome) => Phase::GameOver(*outcome),
        }
    }
}

impl Engine for Game {
    type Config = Config;
    type Actor = Team;
    type Action = Action;
    type Event = Event;
    type SetupError = SetupError;
    type ActionError = ActionError;
    type Phase = Phase;
    type Outcome = Outcome;
    type Viewer = Viewer;
    type View = View;

    fn new(config: Config, seed: u64) -> Result<Game, SetupError> {
        Game::new(config, seed)
    }

    /// The actions `actor` may take now. Free-text actions are listed once as a placeholder meaning "this kind of
    /// action is open": `SubmitClues`/`HourglassExpired` with empty clues, `SubmitKeywordGuesses` with blanks,
    /// `ConfirmKeywordMatches` with nothing ticked; the UI fills in the text. `SubmitGuess` is listed for all 24
    /// codes and `BeginEncrypting` for every eligible player.
    fn legal_actions(&self, actor: &Team) -> Vec<Action> {
        self.placeholder_actions(*actor)
    }

    /// Validates everything first; an `Err` leaves the game exactly as it was.
    fn apply(&mut self, actor: &Team, action: Action) -> Result<Vec<Event>, ActionError> {
        let actor = *actor;
        if matches!(self.stage, Stage::GameOver(_)) {
            return Err(ActionError::GameIsOver);
        }
        match action {
            Action::RedrawKeyword { slot } => self.redraw_keyword(actor, slot),
            Action::ConfirmKeywords => self.confirm_keywords(actor),
            Action::BeginEncrypting { encryptor } => self.begin_encrypting(actor, encryptor),
            Action::SubmitClues { clues } => self.submit_clues(actor, clues),
            Action::HourglassExpired { clues } => self.hourglass_expired(actor, clues),
            Action::SubmitGuess { target, guess } => self.submit_guess(actor, target, guess),
            Action::RevealCode => self.reveal_code(actor),
            Action::SubmitKeywordGuesses { guesses } => self.submit_keyword_guesses(actor, guesses),
            Action::ConfirmKeywordMatches { matches } => self.confirm_keyword_matches(actor, matches),
        }
    }

    fn phase(&self) -> Phase {
        self.phase_summary()
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.stage {
            Stage::GameOver(outcome) => Some(outcome),
            _ => None,
        }
    }

    fn view_for(&self, viewer: &Viewer) -> View {
        view::build(self, *viewer)
    }

    /// Judged on the state *before* the action is applied: a code is shown (`BeginEncrypting`, `RevealCode`), a
    /// keyword is seen (`RedrawKeyword`, `ConfirmKeywords`), or the action completes a step that makes secrets
    /// public (`SubmitKeywordGuesses` when the other team has already guessed: all guesses are shown;
    /// `ConfirmKeywordMatches` when the other team has already judged: the game ends and every keyword is shown).
    /// Clues and guesses are never shown by their own submission.
    fn reveals_hidden_information(&self, action: &Action) -> bool {
        let tiebreak_count = |f: fn(&Tiebreak) -> usize| self.tiebreak.as_ref().map_or(0, f);
        match action {
            Action::BeginEncrypting { .. }
            | Action::RevealCode
            | Action::RedrawKeyword { .. }
            | Action::ConfirmKeywords => true,
            Action::SubmitKeywordGuesses { .. } => match self.stage {
                Stage::TiebreakGuessing => tiebreak_count(|tb| tb.guesses.iter().flatten().count()) >= 1,
                _ => false,
            },
            Action::ConfirmKeywordMatches { .. } => match self.stage {
                Stage::TiebreakConfirm => tiebreak_count(|tb| tb.matches.iter().flatten().count()) >= 1,
                _ => false,
            },
            Action::SubmitClues { .. } | Action::HourglassExpired { .. } | Action::SubmitGuess { .. } => false,
        }
    }
}
