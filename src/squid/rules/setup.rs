//! Match set-up: who plays, and optionally a prepared position to start from (rules-page demos and rule tests).

use super::types::{DalgonaCard, DollCard, MiniGame, Seat, Side, SquidSpot};
use super::values::{
    DALGONA_DECK, DOLL_DECK, HIGHEST_NUMBER, MAX_NAME_CHARS, PLAYERS, TOKENS_PER_PLAYER, TRIANGLE_CELLS,
};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use thiserror::Error;

/// Everything chosen before a match. Saved with the seed and the action log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Player names in clockwise seating order (3–6). An empty name is shown as the colour's default name.
    pub players: Vec<String>,
    /// A prepared position instead of a fresh match. `None` in normal play.
    #[serde(default)]
    pub scenario: Option<Scenario>,
}

impl Config {
    /// `count` unnamed players, a fresh match.
    pub fn new(count: usize) -> Config {
        Config {
            players: vec![String::new(); count],
            scenario: None,
        }
    }

    /// Number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Checks everything `Game::new` needs.
    pub fn validate(&self) -> Result<(), SetupError> {
        let count = self.players.len();
        if !PLAYERS.contains(&count) {
            return Err(SetupError::PlayerCount {
                count,
                min: *PLAYERS.start(),
                max: *PLAYERS.end(),
            });
        }
        for (seat, name) in self.players.iter().enumerate() {
            let len = name.trim().chars().count();
            if len > MAX_NAME_CHARS {
                return Err(SetupError::NameTooLong {
                    seat,
                    len,
                    max: MAX_NAME_CHARS,
                });
            }
        }
        match &self.scenario {
            Some(scenario) => scenario.validate(count),
            None => Ok(()),
        }
    }
}

/// A prepared position: the match starts at `start` with these teams (no recruitment: the teams are as given), and
/// optionally with stacked decks and glass. Used by the rules page's demos and by the rule tests; saved like any
/// config, so a scenario match replays exactly too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    pub start: MiniGame,
    /// One per seat: the player's 12 tokens split into team, reserve and eliminated.
    pub teams: Vec<ScenarioTeam>,
    /// Stacked doll decks (top card first), used in order instead of shuffles; then shuffles resume.
    #[serde(default)]
    pub doll_decks: Vec<Vec<DollCard>>,
    /// Stacked dalgona decks (top card first), one per dalgona turn, used in order; then shuffles resume.
    #[serde(default)]
    pub dalgona_decks: Vec<Vec<DalgonaCard>>,
    /// The broken pane of glass tiles 1, 2, …; tiles beyond the list are random.
    #[serde(default)]
    pub broken_panes: Vec<Side>,
    /// Only with `start: SquidGame`: the court mid-game instead of the G-SQ2/G-SQ3 set-up.
    #[serde(default)]
    pub final_court: Option<FinalCourt>,
}

/// One player's tokens in a [`Scenario`], by contestant number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioTeam {
    pub in_play: Vec<u16>,
    pub reserve: Vec<u16>,
    pub eliminated: Vec<u16>,
}

/// The final's court mid-game: who holds the speed marker and where every team token stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalCourt {
    pub speed_marker: Seat,
    /// Every in-play token of every team, exactly once.
    pub spots: Vec<(u16, SquidSpot)>,
}

impl Scenario {
    fn validate(&self, players: usize) -> Result<(), SetupError> {
        if self.teams.len() != players {
            return Err(SetupError::ScenarioTeamCount {
                teams: self.teams.len(),
                players,
            });
        }
        let mut seen = HashSet::new();
        for (seat, team) in self.teams.iter().enumerate() {
            let count = team.in_play.len() + team.reserve.len() + team.eliminated.len();
            if count != TOKENS_PER_PLAYER {
                return Err(SetupError::TokenCount {
                    seat,
                    count,
                    expected: TOKENS_PER_PLAYER,
                });
            }
            for &number in team.in_play.iter().chain(&team.reserve).chain(&team.eliminated) {
                if number == 0 || number > HIGHEST_NUMBER {
                    return Err(SetupError::NumberOutOfRange { number });
                }
                if !seen.insert(number) {
                    return Err(SetupError::DuplicateNumber { number });
                }
            }
        }
        // A game needs rivals: in play every team has a token (G-S3); a demo may leave some teams empty.
        let teams_with_tokens = self.teams.iter().filter(|t| !t.in_play.is_empty()).count();
        if teams_with_tokens < 2 {
            return Err(SetupError::TooFewTeams { teams_with_tokens });
        }
        for deck in &self.doll_decks {
            if !same_cards(deck, &DOLL_DECK) {
                return Err(SetupError::NotTheDollDeck);
            }
        }
        for deck in &self.dalgona_decks {
            if !same_cards(deck, &DALGONA_DECK) {
                return Err(SetupError::NotTheDalgonaDeck);
            }
        }
        if let Some(court) = &self.final_court {
            if self.start != MiniGame::SquidGame {
                return Err(SetupError::CourtOutsideTheFinal);
            }
            if court.speed_marker >= players {
                return Err(SetupError::NoSuchSeat {
                    seat: court.speed_marker,
                });
            }
            let in_play: HashSet<u16> = self.teams.iter().flat_map(|t| t.in_play.iter().copied()).collect();
            let mut placed = HashSet::new();
            for &(number, spot) in &court.spots {
                if !in_play.contains(&number) {
                    return Err(SetupError::CourtTokenNotInPlay { number });
                }
                if !placed.insert(number) {
                    return Err(SetupError::DuplicateNumber { number });
                }
                if let SquidSpot::Triangle(cell) = spot {
                    if cell == 0 || cell > TRIANGLE_CELLS {
                        return Err(SetupError::NoSuchCell { cell });
                    }
                }
            }
            if let Some(&number) = in_play.iter().find(|n| !placed.contains(n)) {
                return Err(SetupError::CourtTokenMissing { number });
            }
        }
        Ok(())
    }
}

/// Whether `deck` holds exactly the cards of `real` (in any order).
fn same_cards<T: PartialEq + Copy>(deck: &[T], real: &[T]) -> bool {
    deck.len() == real.len()
        && real
            .iter()
            .all(|c| deck.iter().filter(|d| *d == c).count() == real.iter().filter(|d| *d == c).count())
}

/// Why a match could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SetupError {
    #[error("{count} players: the game is for {min} to {max}")]
    PlayerCount { count: usize, min: usize, max: usize },
    #[error("player {}'s name is {len} characters long, the limit is {max}", .seat + 1)]
    NameTooLong { seat: Seat, len: usize, max: usize },
    #[error("the scenario has {teams} teams for {players} players")]
    ScenarioTeamCount { teams: usize, players: usize },
    #[error("player {}'s scenario team has {count} tokens, not {expected}", .seat + 1)]
    TokenCount { seat: Seat, count: usize, expected: usize },
    #[error("only {teams_with_tokens} players have tokens in play; at least 2 are needed")]
    TooFewTeams { teams_with_tokens: usize },
    #[error("contestant number {number} is not between 1 and 456")]
    NumberOutOfRange { number: u16 },
    #[error("contestant number {number} is used twice")]
    DuplicateNumber { number: u16 },
    #[error("a stacked doll deck must hold exactly the doll cards")]
    NotTheDollDeck,
    #[error("a stacked dalgona deck must hold exactly the dalgona cards")]
    NotTheDalgonaDeck,
    #[error("a final court is only for a scenario starting at the final")]
    CourtOutsideTheFinal,
    #[error("there is no seat {}", .seat + 1)]
    NoSuchSeat { seat: Seat },
    #[error("token {number} is on the court but not in play")]
    CourtTokenNotInPlay { number: u16 },
    #[error("token {number} is in play but not on the court")]
    CourtTokenMissing { number: u16 },
    #[error("the triangle has no cell {cell}")]
    NoSuchCell { cell: u8 },
}
