//! Game setup: who plays (D-S1, D-S5, D-3P1), the options, and keyword dealing (D-S3, D-S4).

use super::bank::{bank, KeywordId};
use super::team::Team;
use crate::lang::Lang;
use rand::seq::SliceRandom;
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use thiserror::Error;

/// The two ways to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Two teams of 2–4 (D-S1).
    TwoTeams,
    /// A team of two (White) against a lone interceptor (Black) (D-3P1).
    ThreePlayer,
}

/// One team as entered on the setup screen. Names are optional: the list only has to give the player count, and
/// an empty team name is shown as the UI's default name for the colour (D-S5).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamConfig {
    pub name: String,
    pub players: Vec<String>,
}

impl TeamConfig {
    /// A team of `count` unnamed players.
    pub fn unnamed(count: usize) -> TeamConfig {
        TeamConfig {
            name: String::new(),
            players: vec![String::new(); count],
        }
    }
}

/// Everything chosen before a game. Saved with the seed and the action log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub mode: Mode,
    /// `[White, Black]`. In [`Mode::ThreePlayer`] White is the team of two and Black the interceptor.
    pub teams: [TeamConfig; 2],
    /// Language in which keywords are shown to their team.
    pub keyword_language: Lang,
    /// D-R4 / D-K5: the hourglass for the second encryptor. Ignored in the 3-player variant.
    pub hourglass: bool,
    pub hourglass_secs: u32,
    /// D-S4 house rule: before confirming, a team may swap each keyword once for one nobody has seen.
    pub allow_redraw: bool,
    /// D-S4: keyword ids already dealt on this device in earlier games (ids not in the bank are ignored).
    pub used_keywords: Vec<KeywordId>,
}

impl Default for Config {
    /// Two teams of two, hourglass on (30 s), no redraws, English keywords.
    fn default() -> Config {
        Config::two_teams(2, 2)
    }
}

impl Config {
    /// Longest team or player name, in characters.
    pub const MAX_NAME_CHARS: usize = 24;
    pub const DEFAULT_HOURGLASS_SECS: u32 = 30;
    pub const HOURGLASS_SECS: RangeInclusive<u32> = 5..=300;
    /// D-S1: players per team in the two-team game.
    pub const TEAM_SIZE: RangeInclusive<usize> = 2..=4;

    /// Two teams of unnamed players, every option at its default.
    pub fn two_teams(white_players: usize, black_players: usize) -> Config {
        Config {
            mode: Mode::TwoTeams,
            teams: [TeamConfig::unnamed(white_players), TeamConfig::unnamed(black_players)],
            keyword_language: Lang::En,
            hourglass: true,
            hourglass_secs: Config::DEFAULT_HOURGLASS_SECS,
            allow_redraw: false,
            used_keywords: Vec::new(),
        }
    }

    /// The 3-player variant: White is the team of two, Black the interceptor (D-3P1).
    pub fn three_player() -> Config {
        Config {
            mode: Mode::ThreePlayer,
            teams: [TeamConfig::unnamed(2), TeamConfig::unnamed(1)],
            ..Config::two_teams(2, 2)
        }
    }

    pub fn team(&self, team: Team) -> &TeamConfig {
        &self.teams[team.index()]
    }

    pub fn player_count(&self, team: Team) -> usize {
        self.team(team).players.len()
    }

    /// Last round of the game: 8 (D-E3 d), or 5 in the 3-player variant (D-3P5).
    pub fn max_rounds(&self) -> u8 {
        match self.mode {
            Mode::TwoTeams => 8,
            Mode::ThreePlayer => 5,
        }
    }

    /// Whether `team` has keywords, a code deck and encryptors. Everyone but the 3-player interceptor (D-3P1, D-3P3).
    pub fn has_keywords(&self, team: Team) -> bool {
        self.mode == Mode::TwoTeams || team == Team::White
    }

    /// The hourglass runs only with two encryptors (D-R4; Interpretation line of D-3P).
    pub fn hourglass_active(&self) -> bool {
        self.hourglass && self.mode == Mode::TwoTeams
    }

    /// Checks everything `Game::new` needs before dealing.
    pub fn validate(&self) -> Result<(), SetupError> {
        // D-S1 / D-3P1
        let sizes = match self.mode {
            Mode::TwoTeams => [Config::TEAM_SIZE, Config::TEAM_SIZE],
            Mode::ThreePlayer => [2..=2, 1..=1],
        };
        for team in Team::BOTH {
            let count = self.player_count(team);
            let allowed = &sizes[team.index()];
            if count < *allowed.start() {
                return Err(SetupError::TooFewPlayers {
                    team,
                    count,
                    min: *allowed.start(),
                });
            }
            if count > *allowed.end() {
                return Err(SetupError::TooManyPlayers {
                    team,
                    count,
                    max: *allowed.end(),
                });
            }
        }
        // D-S1: "as evenly as possible".
        let (white, black) = (self.player_count(Team::White), self.player_count(Team::Black));
        if self.mode == Mode::TwoTeams && white.abs_diff(black) > 1 {
            return Err(SetupError::UnevenTeams { white, black });
        }
        for team in Team::BOTH {
            let entry = self.team(team);
            if entry.name.trim().chars().count() > Config::MAX_NAME_CHARS {
                return Err(SetupError::TeamNameTooLong {
                    team,
                    max: Config::MAX_NAME_CHARS,
                });
            }
            if let Some(player) = entry
                .players
                .iter()
                .position(|p| p.trim().chars().count() > Config::MAX_NAME_CHARS)
            {
                return Err(SetupError::PlayerNameTooLong {
                    team,
                    player,
                    max: Config::MAX_NAME_CHARS,
                });
            }
        }
        if !Config::HOURGLASS_SECS.contains(&self.hourglass_secs) {
            return Err(SetupError::HourglassSecsOutOfRange {
                secs: self.hourglass_secs,
                min: *Config::HOURGLASS_SECS.start(),
                max: *Config::HOURGLASS_SECS.end(),
            });
        }
        let needed = 4 * Team::BOTH.iter().filter(|&&t| self.has_keywords(t)).count();
        let size = bank().len();
        if size < needed.max(8) {
            return Err(SetupError::BankTooSmall {
                size,
                needed: needed.max(8),
            });
        }
        Ok(())
    }
}

/// D-S4, across games: the keyword ids this device has dealt before, to be dealt last. Once fewer than a game's worth
/// (8) are still unseen, the group starts a new pass through the bank and nothing is avoided.
pub fn keywords_to_avoid(used: Vec<KeywordId>) -> Vec<KeywordId> {
    let size = bank().len();
    let mut seen: Vec<KeywordId> = used.iter().copied().filter(|&id| usize::from(id) < size).collect();
    seen.sort_unstable();
    seen.dedup();
    if size.saturating_sub(seen.len()) < 8 {
        Vec::new()
    } else {
        used
    }
}

/// Why a game could not be set up. The message is a plain-English fallback; the UI translates the variant.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SetupError {
    #[error("the {team} team needs at least {min} players, it has {count}")]
    TooFewPlayers { team: Team, count: usize, min: usize },
    #[error("the {team} team can have at most {max} players, it has {count}")]
    TooManyPlayers { team: Team, count: usize, max: usize },
    #[error("split the players as evenly as possible ({white} against {black} is not)")]
    UnevenTeams { white: usize, black: usize },
    #[error("the {team} team's name is longer than {max} characters")]
    TeamNameTooLong { team: Team, max: usize },
    #[error("the name of player {} of the {team} team is longer than {max} characters", .player + 1)]
    PlayerNameTooLong { team: Team, player: usize, max: usize },
    #[error("the hourglass must last between {min} and {max} seconds, not {secs}")]
    HourglassSecsOutOfRange { secs: u32, min: u32, max: u32 },
    #[error("the keyword bank has {size} keywords, a game needs at least {needed}")]
    BankTooSmall { size: usize, needed: usize },
}

/// D-S4: draws `count` keyword ids. Ids not yet used on this device come first; only when too few remain are used
/// ones drawn (at random). An id in `exclude` (already dealt in this game) is never drawn. Returns fewer than `count`
/// only when the bank is exhausted.
pub(super) fn draw_keywords(
    rng: &mut Pcg32,
    used: &[KeywordId],
    exclude: &[KeywordId],
    count: usize,
) -> Vec<KeywordId> {
    let size = bank().len().min(usize::from(KeywordId::MAX));
    let mut used_mask = vec![false; size];
    for &id in used {
        if let Some(slot) = used_mask.get_mut(usize::from(id)) {
            *slot = true;
        }
    }
    let candidates = (0..size)
        .filter_map(|i| KeywordId::try_from(i).ok())
        .filter(|id| !exclude.contains(id));
    let (mut fresh, mut stale): (Vec<KeywordId>, Vec<KeywordId>) =
        candidates.partition(|&id| !used_mask[usize::from(id)]);
    let mut out = Vec::with_capacity(count);
    for pool in [&mut fresh, &mut stale] {
        let missing = count - out.len();
        if missing == 0 {
            break;
        }
        let take = missing.min(pool.len());
        let (chosen, _) = pool.partial_shuffle(rng, take);
        out.extend_from_slice(chosen);
    }
    out
}
