//! Saved games: a versioned action log (event sourcing). Pure: reading and writing the browser's storage lives in
//! `platform::storage`. A save is `{format_version, kind, config, seed, actions[]}`; replaying the actions on a game
//! built from `config` and `seed` rebuilds it exactly, undo is "replay all but the last", and a bug report is a file.

use crate::engine::{replay, Engine, ReplayError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version this build writes. Older versions are migrated on load; newer ones are refused, never guessed at.
pub const FORMAT_VERSION: u32 = 1;

/// Which game a save belongs to. One save slot per game on a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    Decrypto,
    Infiltraitors,
    SquidGame,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Decrypto, GameKind::Infiltraitors, GameKind::SquidGame];

    /// Stable identifier used in storage keys, routes and file names.
    pub fn slug(self) -> &'static str {
        match self {
            GameKind::Decrypto => "decrypto",
            GameKind::Infiltraitors => "infiltraitors",
            GameKind::SquidGame => "squid-game",
        }
    }

    pub fn from_slug(slug: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.slug() == slug)
    }
}

/// One recorded action: who did what, and when (ms since the Unix epoch, for timers that must survive a reload).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub actor: Value,
    pub action: Value,
    pub at: f64,
}

/// A save file as stored and exported. Config and actions stay JSON values here so that one reader serves every
/// game; [`SaveFile::restore`] turns them into a typed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format_version: u32,
    pub kind: GameKind,
    pub config: Value,
    pub seed: u64,
    pub actions: Vec<LogEntry>,
}

/// Why a save could not be read. Each reason has its own message in the player's language (see `i18n`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("the saved data is not valid: {0}")]
    Corrupt(String),
    #[error("the save was written by a newer version of Boardside (format {0})")]
    NewerVersion(u32),
    #[error("the save has an unknown format version ({0})")]
    UnknownVersion(u32),
    #[error("the save belongs to another game")]
    WrongGame,
    #[error("the saved game could not be replayed: {0}")]
    Replay(String),
    #[error("this game is not available in this version")]
    Unavailable,
}

/// What every save says about itself, read without its config or actions: enough for the shell to list and import
/// saves without holding any game's types (and without the cost of a generic JSON tree in the shell's wasm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope {
    pub format_version: u32,
    pub kind: GameKind,
}

impl Envelope {
    /// Reads the envelope, checking the version before anything else so that a newer file gets the right message
    /// rather than a parse error.
    pub fn read(text: &str) -> Result<Envelope, SaveError> {
        #[derive(Deserialize)]
        struct Raw {
            format_version: Option<u64>,
            kind: Option<serde::de::IgnoredAny>,
        }
        #[derive(Deserialize)]
        struct Kind {
            kind: GameKind,
        }
        let raw: Raw = serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        let version = raw
            .format_version
            .ok_or_else(|| SaveError::Corrupt("format_version is missing".into()))?;
        let version = u32::try_from(version).map_err(|_| SaveError::UnknownVersion(u32::MAX))?;
        if version > FORMAT_VERSION {
            return Err(SaveError::NewerVersion(version));
        }
        if version == 0 {
            return Err(SaveError::UnknownVersion(version));
        }
        if raw.kind.is_none() {
            return Err(SaveError::Corrupt("kind is missing".into()));
        }
        let Kind { kind } = serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        Ok(Envelope {
            format_version: version,
            kind,
        })
    }
}

impl SaveFile {
    /// Starts an empty log for a new game.
    pub fn new<C: Serialize>(kind: GameKind, config: &C, seed: u64) -> Result<SaveFile, SaveError> {
        let config = serde_json::to_value(config).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        Ok(SaveFile {
            format_version: FORMAT_VERSION,
            kind,
            config,
            seed,
            actions: Vec::new(),
        })
    }

    /// Parses stored or imported text, checking the version before anything else so that a newer file gets the
    /// right message rather than a parse error.
    pub fn parse(text: &str) -> Result<SaveFile, SaveError> {
        Envelope::read(text)?;
        serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        // Serializing plain data with string keys cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Rebuilds the typed game and its log.
    pub fn restore<G: Engine>(&self, kind: GameKind) -> Result<Session<G>, SaveError> {
        if self.kind != kind {
            return Err(SaveError::WrongGame);
        }
        let config: G::Config =
            serde_json::from_value(self.config.clone()).map_err(|e| SaveError::Corrupt(e.to_string()))?;
        let mut log = Vec::with_capacity(self.actions.len());
        for entry in &self.actions {
            let actor: G::Actor =
                serde_json::from_value(entry.actor.clone()).map_err(|e| SaveError::Corrupt(e.to_string()))?;
            let action: G::Action =
                serde_json::from_value(entry.action.clone()).map_err(|e| SaveError::Corrupt(e.to_string()))?;
            log.push(Entry {
                actor,
                action,
                at: entry.at,
            });
        }
        Session::from_log(kind, config, self.seed, log).map_err(|e| SaveError::Replay(e.to_string()))
    }
}

/// What a game writes beside its save after every action, so that the shell can list games in progress without
/// linking (or replaying) the game's engine.
/// Externally tagged (`{"in-progress":{"saved_at":…}}`): an internally tagged enum would cost the shell serde's
/// buffering deserializer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SlotSummary {
    InProgress {
        saved_at: f64,
    },
    Finished {
        saved_at: f64,
    },
    /// The game module found that the save no longer replays; the reason is kept for the recovery message.
    Broken {
        reason: String,
    },
}

impl SlotSummary {
    /// The summary of a session: finished when the game has an outcome, saved at the time of its last action.
    pub fn of<G: Engine>(session: &Session<G>) -> SlotSummary {
        let saved_at = session.log.last().map(|e| e.at).unwrap_or(0.0);
        if session.game.outcome().is_some() {
            SlotSummary::Finished { saved_at }
        } else {
            SlotSummary::InProgress { saved_at }
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The state of one game's save slot on this device, as the shell shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum Slot {
    Empty,
    /// A readable game; `saved_at` is the time of its last action (ms since the epoch).
    InProgress {
        saved_at: f64,
    },
    /// A readable game that has ended (its summary is still there to look at).
    Finished,
    /// Present but unreadable: kept untouched until the player downloads it or starts fresh.
    Broken {
        error: SaveError,
        raw: String,
    },
}

impl Slot {
    /// Reads a slot from the stored save and the summary its game wrote beside it, without replaying anything.
    /// The save's envelope (version, kind) is checked here; whether its actions still replay is the game module's
    /// to find out when it opens, and it records the answer in the summary. A save without a summary (imported,
    /// or written before summaries existed) counts as in progress until its game opens it.
    pub fn read(kind: GameKind, save: Option<&str>, summary: Option<&str>) -> Slot {
        let Some(raw) = save else {
            return Slot::Empty;
        };
        let broken = |error| Slot::Broken {
            error,
            raw: raw.to_string(),
        };
        match Envelope::read(raw) {
            Ok(e) if e.kind == kind => {}
            Ok(_) => return broken(SaveError::WrongGame),
            Err(e) => return broken(e),
        }
        match summary.and_then(|s| serde_json::from_str::<SlotSummary>(s).ok()) {
            Some(SlotSummary::Finished { .. }) => Slot::Finished,
            Some(SlotSummary::Broken { reason }) => broken(SaveError::Replay(reason)),
            Some(SlotSummary::InProgress { saved_at }) => Slot::InProgress { saved_at },
            // Listed without a time until its game opens it and writes a summary.
            None => Slot::InProgress { saved_at: 0.0 },
        }
    }
}

/// A typed log entry.
#[derive(Clone)]
pub struct Entry<G: Engine> {
    pub actor: G::Actor,
    pub action: G::Action,
    pub at: f64,
}

/// Why the last action cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoError {
    NothingToUndo,
    /// The action showed someone a secret; replaying without it would not make them forget.
    RevealedHiddenInformation,
}

/// A game in progress with the log that produced it. The UI keeps one of these and saves it after every action.
#[derive(Clone)]
pub struct Session<G: Engine> {
    pub kind: GameKind,
    pub config: G::Config,
    pub seed: u64,
    pub log: Vec<Entry<G>>,
    pub game: G,
}

impl<G: Engine> Session<G> {
    pub fn start(kind: GameKind, config: G::Config, seed: u64) -> Result<Session<G>, G::SetupError> {
        let game = G::new(config.clone(), seed)?;
        Ok(Session {
            kind,
            config,
            seed,
            log: Vec::new(),
            game,
        })
    }

    fn from_log(kind: GameKind, config: G::Config, seed: u64, log: Vec<Entry<G>>) -> Result<Session<G>, ReplayError> {
        let pairs: Vec<(G::Actor, G::Action)> = log.iter().map(|e| (e.actor.clone(), e.action.clone())).collect();
        let game = replay::<G>(config.clone(), seed, &pairs)?;
        Ok(Session {
            kind,
            config,
            seed,
            log,
            game,
        })
    }

    /// Applies an action and records it. On error nothing changes.
    pub fn dispatch(&mut self, actor: G::Actor, action: G::Action, at: f64) -> Result<Vec<G::Event>, G::ActionError> {
        let events = self.game.apply(&actor, action.clone())?;
        self.log.push(Entry { actor, action, at });
        Ok(events)
    }

    /// Whether the last action can be taken back, and if not, why.
    pub fn can_undo(&self) -> Result<(), UndoError> {
        let last = self.log.last().ok_or(UndoError::NothingToUndo)?;
        if self.game_before_last().reveals_hidden_information(&last.action) {
            return Err(UndoError::RevealedHiddenInformation);
        }
        Ok(())
    }

    /// Takes back the last action by replaying all the others.
    pub fn undo(&mut self) -> Result<(), UndoError> {
        self.can_undo()?;
        let game = self.game_before_last();
        self.log.pop();
        self.game = game;
        Ok(())
    }

    fn game_before_last(&self) -> G {
        let n = self.log.len().saturating_sub(1);
        let mut game = match G::new(self.config.clone(), self.seed) {
            Ok(g) => g,
            // The session was built from this config, so setup succeeded before and is deterministic.
            Err(_) => return self.game.clone(),
        };
        for e in &self.log[..n] {
            if game.apply(&e.actor, e.action.clone()).is_err() {
                return self.game.clone();
            }
        }
        game
    }

    /// The save file for this session.
    pub fn to_save(&self) -> SaveFile {
        SaveFile {
            format_version: FORMAT_VERSION,
            kind: self.kind,
            config: serde_json::to_value(&self.config).unwrap_or(Value::Null),
            seed: self.seed,
            actions: self
                .log
                .iter()
                .map(|e| LogEntry {
                    actor: serde_json::to_value(&e.actor).unwrap_or(Value::Null),
                    action: serde_json::to_value(&e.action).unwrap_or(Value::Null),
                    at: e.at,
                })
                .collect(),
        }
    }
}
