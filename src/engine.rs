//! The one engine shape every game follows (boardgame.io / shakmaty style). Platform-free: no clock, no global
//! randomness, no UI. A saved game is `config + seed + actions`, and [`replay`] rebuilds the state from it.

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Display;

/// A rules engine. `apply` validates before it changes anything: an `Err` leaves the game untouched.
pub trait Engine: Sized + Clone {
    type Config: Serialize + DeserializeOwned + Clone;
    /// Who acts. Pass-and-play: a team or seat, not a network identity.
    type Actor: Serialize + DeserializeOwned + Clone + PartialEq;
    type Action: Serialize + DeserializeOwned + Clone + PartialEq;
    type Event;
    type SetupError: Display;
    type ActionError: Display;
    type Phase;
    type Outcome;
    type Viewer;
    type View;

    fn new(config: Self::Config, seed: u64) -> Result<Self, Self::SetupError>;
    fn legal_actions(&self, actor: &Self::Actor) -> Vec<Self::Action>;
    fn apply(&mut self, actor: &Self::Actor, action: Self::Action) -> Result<Vec<Self::Event>, Self::ActionError>;
    fn phase(&self) -> Self::Phase;
    fn outcome(&self) -> Option<Self::Outcome>;
    fn view_for(&self, viewer: &Self::Viewer) -> Self::View;
    /// True when applying this action showed someone hidden information (a code, a keyword, a guess).
    /// Undo is refused after such an action: what was seen cannot be unseen.
    fn reveals_hidden_information(&self, action: &Self::Action) -> bool;
}

/// Why a saved action log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    Setup(String),
    /// Action number `index` (0-based) was refused by the rules.
    Action {
        index: usize,
        reason: String,
    },
}

impl Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(r) => write!(f, "the game could not be set up: {r}"),
            ReplayError::Action { index, reason } => write!(f, "action {} was refused: {reason}", index + 1),
        }
    }
}

/// Rebuilds a game from its config, seed and action log.
pub fn replay<G: Engine>(config: G::Config, seed: u64, actions: &[(G::Actor, G::Action)]) -> Result<G, ReplayError> {
    let mut game = G::new(config, seed).map_err(|e| ReplayError::Setup(e.to_string()))?;
    for (index, (actor, action)) in actions.iter().enumerate() {
        game.apply(actor, action.clone()).map_err(|e| ReplayError::Action {
            index,
            reason: e.to_string(),
        })?;
    }
    Ok(game)
}
