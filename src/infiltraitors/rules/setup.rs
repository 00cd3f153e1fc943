//! What is chosen before a game (I-S1, I-S6): the mission, the number of agents and their names.

use super::missions::MissionId;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use thiserror::Error;

/// Everything chosen before a game. Saved with the seed and the action log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub mission: MissionId,
    /// I-K3 / I-S1: 2–5 agents, in seating order (clockwise, I-S6).
    pub agents: usize,
    /// Optional names in seating order: empty, or one per agent. An empty name is shown as the UI's default
    /// ("Agent 3").
    #[serde(default)]
    pub names: Vec<String>,
}

impl Config {
    /// I-K3: 5 stands, so at most 5 agents; the game needs at least 2.
    pub const AGENTS: RangeInclusive<usize> = 2..=5;
    /// Longest agent name, in characters.
    pub const MAX_NAME_CHARS: usize = 24;

    /// `agents` unnamed agents on `mission`.
    pub fn new(mission: MissionId, agents: usize) -> Config {
        Config {
            mission,
            agents,
            names: Vec::new(),
        }
    }

    /// The name of seat `agent` as entered (empty when none was given).
    pub fn name(&self, agent: usize) -> &str {
        self.names.get(agent).map_or("", |n| n.trim())
    }

    /// Checks everything `Game::new` needs before dealing.
    pub fn validate(&self) -> Result<(), SetupError> {
        let count = self.agents;
        if count < *Config::AGENTS.start() {
            return Err(SetupError::TooFewAgents {
                count,
                min: *Config::AGENTS.start(),
            });
        }
        if count > *Config::AGENTS.end() {
            return Err(SetupError::TooManyAgents {
                count,
                max: *Config::AGENTS.end(),
            });
        }
        if !self.names.is_empty() && self.names.len() != count {
            return Err(SetupError::NamesDoNotMatchAgents {
                names: self.names.len(),
                agents: count,
            });
        }
        if let Some(agent) = self
            .names
            .iter()
            .position(|n| n.trim().chars().count() > Config::MAX_NAME_CHARS)
        {
            return Err(SetupError::NameTooLong {
                agent,
                max: Config::MAX_NAME_CHARS,
            });
        }
        let mission = self.mission.mission();
        let cards = mission.deck().len();
        let needed = count * usize::from(mission.starting_hand) + usize::from(mission.suspects.for_agents(count));
        if needed > cards {
            return Err(SetupError::DeckTooSmall {
                mission: self.mission,
                needed,
                cards,
            });
        }
        Ok(())
    }
}

/// Why a game could not be set up. The message is a plain-English fallback; the UI translates the variant.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SetupError {
    #[error("the game needs at least {min} agents, not {count}")]
    TooFewAgents { count: usize, min: usize },
    /// I-K3: there are 5 stands.
    #[error("at most {max} agents can play (there are {max} stands), not {count}")]
    TooManyAgents { count: usize, max: usize },
    #[error("{names} names were given for {agents} agents")]
    NamesDoNotMatchAgents { names: usize, agents: usize },
    #[error("the name of agent {} is longer than {max} characters", .agent + 1)]
    NameTooLong { agent: usize, max: usize },
    /// Cannot happen with the published table; kept so a table edit can never make `Game::new` panic.
    #[error("mission {mission} has {cards} cards but the deal needs {needed}")]
    DeckTooSmall {
        mission: MissionId,
        needed: usize,
        cards: usize,
    },
}
