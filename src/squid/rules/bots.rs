//! Simple players for simulations, benchmarks and property tests. [`random_move`] plays any legal action;
//! [`heuristic_move`] plays each game with a plain rule of thumb. Neither looks at anything the acting player could
//! not see (no deck order, no glass, no other player's pick).

use super::action::Action;
use super::game::{Game, Stage};
use super::phase::Phase;
use super::types::{
    Actor, Contestant, DalgonaCard, FinalCard, MarblesGame, Parity, Placement, Seat, Shape, Side, SquidSpot, Timer,
};
use super::values::{shape_length, DALGONA_DECK, PARTICIPANT_CARDS, RED_LIGHT_LENGTH, TRIANGLE_CELLS};
use crate::engine::Engine;
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_pcg::Pcg32;

/// A random legal action of anyone who must act now, uniformly, except that a complete tug-of-war pick is locked
/// half the time (otherwise the dozens of ways to rearrange the cards would keep a random player from ever locking);
/// `None` once the match is over.
pub fn random_move(game: &Game, rng: &mut Pcg32) -> Option<(Actor, Action)> {
    let actors = game.waiting_for();
    let actor = *actors.choose(rng)?;
    let actions = game.legal_actions(&actor);
    if actions.contains(&Action::LockCards) && rng.random_bool(0.5) {
        return Some((actor, Action::LockCards));
    }
    let action = *actions.choose(rng)?;
    Some((actor, action))
}

/// A plain rule of thumb for each game, for whoever must act now; `None` once the match is over.
pub fn heuristic_move(game: &Game, rng: &mut Pcg32) -> Option<(Actor, Action)> {
    let actors = game.waiting_for();
    let actor = *actors.first()?;
    let action = match (&game.stage, actor) {
        (_, Actor::Table) => None,
        (Stage::RedLight(_), Actor::Player(seat)) => red_light(game, seat, rng),
        (Stage::Dalgona(_), Actor::Player(seat)) => dalgona(game, seat, rng),
        (Stage::TugOfWar(_), Actor::Player(seat)) => tug_of_war(game, seat, rng),
        (Stage::Marbles(_), Actor::Player(seat)) => marbles(game, seat, rng),
        (Stage::GlassBridge(_), Actor::Player(seat)) => glass_bridge(game, seat, rng),
        (Stage::SquidGame(_), Actor::Player(seat)) => squid_game(game, seat, rng),
        (Stage::Over(_), _) => None,
    };
    // Whatever the rule of thumb does not cover (the table's marble roll) is a fair coin among the legal actions.
    let action = match action {
        Some(action) => action,
        None => *game.legal_actions(&actor).choose(rng)?,
    };
    Some((actor, action))
}

/// Plays a whole match with `policy`; returns the number of actions, or `None` if it hit `cap` first.
pub fn play_out(
    game: &mut Game,
    rng: &mut Pcg32,
    cap: usize,
    policy: fn(&Game, &mut Pcg32) -> Option<(Actor, Action)>,
) -> Option<usize> {
    for moves in 0..cap {
        let Some((actor, action)) = policy(game, rng) else {
            return Some(moves);
        };
        if game.apply(&actor, action).is_err() {
            return None;
        }
    }
    None
}

fn weighted<T: Copy>(rng: &mut Pcg32, options: &[(T, u32)]) -> Option<T> {
    let total: u32 = options.iter().map(|&(_, w)| w).sum();
    if total == 0 {
        return None;
    }
    let mut roll = rng.random_range(0..total);
    for &(value, w) in options {
        if roll < w {
            return Some(value);
        }
        roll -= w;
    }
    None
}

/// Red Light: mostly middling-to-fast cards; the push card when a rival stands in reach; push the rival nearest
/// the doll.
fn red_light(game: &Game, seat: Seat, rng: &mut Pcg32) -> Option<Action> {
    let Stage::RedLight(rl) = &game.stage else {
        return None;
    };
    match game.phase() {
        Phase::RedLightPick { .. } => {
            let in_reach = !rl.push_targets(seat).is_empty();
            // The rear token must still make it before 00:00: hurry when time runs short.
            let late = game.timer() == Some(Timer::Five);
            let rear = rl
                .track
                .iter()
                .filter(|t| t.seat == seat)
                .map(|t| t.space)
                .min()
                .unwrap_or(0);
            let far = RED_LIGHT_LENGTH.saturating_sub(rear) > 6;
            let weights: [(u8, u32); 6] = [
                (0, if in_reach { 3 } else { 0 }),
                (1, 1),
                (2, 2),
                (3, 4),
                (4, if late && far { 6 } else { 4 }),
                (5, if late && far { 6 } else { 3 }),
            ];
            weighted(rng, &weights).map(|card| Action::PlayCard { card })
        }
        Phase::RedLightPush { targets, .. } => {
            let space = |t: Contestant| rl.track.iter().find(|x| x.token == t).map_or(0, |x| x.space);
            targets
                .iter()
                .copied()
                .max_by_key(|&t| (space(t), t))
                .map(|token| Action::Push { token })
        }
        _ => None,
    }
}

/// Dalgona: spread tokens over the shapes (short ones first); turn two cards (all of them when time is short);
/// advance the token nearest to carving; crack away the one furthest behind, or the rival nearest to carving.
fn dalgona(game: &Game, seat: Seat, _rng: &mut Pcg32) -> Option<Action> {
    let Stage::Dalgona(dg) = &game.stage else {
        return None;
    };
    let left = |t: Contestant| {
        dg.tokens
            .iter()
            .find(|x| x.token == t)
            .map_or(0, |x| shape_length(x.shape).saturating_sub(x.cell))
    };
    match game.phase() {
        Phase::DalgonaPlace { .. } => {
            let token = *dg.unplaced[seat].first()?;
            let shape = Shape::ALL.iter().copied().min_by_key(|&s| {
                let mine = dg.tokens.iter().filter(|t| t.seat == seat && t.shape == s).count();
                (mine, shape_length(s))
            })?;
            Some(Action::Place {
                token,
                at: Placement::Shape(shape),
            })
        }
        Phase::DalgonaTurn { turned, .. } => {
            // Push your luck while the next card is a Crack! less than about a third of the time (the Crack!
            // cards still in the deck are known: the turn ends at the first one); in the last round, keep going.
            let last_round = game.timer() == Some(Timer::Five);
            let cracks = DALGONA_DECK.iter().filter(|c| **c == DalgonaCard::Crack).count();
            let left = DALGONA_DECK.len().saturating_sub(turned).max(1);
            let risk = cracks as f64 / left as f64;
            if turned == 0 || last_round || risk < 0.34 {
                Some(Action::TurnCard)
            } else {
                Some(Action::StopTurning)
            }
        }
        Phase::DalgonaAdvance { candidates, .. } => {
            let own = candidates
                .iter()
                .any(|&t| dg.tokens.iter().any(|x| x.token == t && x.seat == seat));
            let pick = if own {
                candidates.iter().copied().min_by_key(|&t| (left(t), t))
            } else {
                candidates.iter().copied().max_by_key(|&t| (left(t), t))
            };
            pick.map(|token| Action::Advance { token })
        }
        Phase::DalgonaCrack {
            first_card, candidates, ..
        } => {
            let pick = if first_card {
                candidates.iter().copied().min_by_key(|&t| (left(t), t))
            } else {
                candidates.iter().copied().max_by_key(|&t| (left(t), t))
            };
            pick.map(|token| Action::Crack { token })
        }
        _ => None,
    }
}

/// Tug of War: never pull against one's own tokens; cards dealt out at random.
fn tug_of_war(game: &Game, seat: Seat, rng: &mut Pcg32) -> Option<Action> {
    let Stage::TugOfWar(tw) = &game.stage else {
        return None;
    };
    match game.phase() {
        Phase::TugPlace { .. } => {
            let actions = game.legal_actions(&Actor::Player(seat));
            let good: Vec<Action> = actions
                .iter()
                .copied()
                .filter(|a| match a {
                    Action::Place {
                        at: Placement::Rope { rope, side },
                        ..
                    } => !tw.ropes[*rope as usize][side.other().index()]
                        .iter()
                        .any(|&(_, s)| s == seat),
                    _ => false,
                })
                .collect();
            good.choose(rng).or_else(|| actions.choose(rng)).copied()
        }
        Phase::TugCards { .. } => {
            let mine = &tw.cards[seat];
            if mine.len() == tw.cards_needed(seat) {
                return Some(Action::LockCards);
            }
            let token = tw
                .ropes
                .iter()
                .flat_map(|r| r.iter())
                .flatten()
                .filter(|&&(t, s)| s == seat && !mine.iter().any(|&(x, _)| x == t))
                .map(|&(t, _)| t)
                .next()?;
            let free: Vec<u8> = PARTICIPANT_CARDS
                .iter()
                .copied()
                .filter(|&c| !mine.iter().any(|&(_, x)| x == c))
                .collect();
            let card = *free.choose(rng)?;
            Some(Action::AssignCard { token, card })
        }
        _ => None,
    }
}

/// Marbles: pair up with a rival's lone token half the time; coin-flip games and guesses; keep the higher number
/// of an own pair.
fn marbles(game: &Game, seat: Seat, rng: &mut Pcg32) -> Option<Action> {
    let Stage::Marbles(mb) = &game.stage else {
        return None;
    };
    match game.phase() {
        Phase::MarblesPlace { .. } => {
            let token = *mb.unplaced[seat].first()?;
            let rival_lone: Vec<Contestant> = mb
                .groups
                .iter()
                .filter(|g| g.tokens.len() == 1 && !g.played && g.tokens[0].1 != seat)
                .map(|g| g.tokens[0].0)
                .collect();
            let at = match rival_lone.choose(rng) {
                Some(&other) if rng.random_bool(0.5) => Placement::Beside(other),
                _ => Placement::Alone,
            };
            Some(Action::Place { token, at })
        }
        Phase::MarblesChoose { pairs, .. } => {
            let pair = *pairs.first()?;
            let group = &mb.groups[pair];
            if group.tokens.iter().all(|&(_, s)| s == seat) {
                let keep = group.tokens.iter().map(|&(t, _)| t).max()?;
                return Some(Action::KeepOne { pair, keep });
            }
            let game = if rng.random_bool(0.5) {
                MarblesGame::OddOrEven
            } else {
                MarblesGame::RollTheMarbles
            };
            Some(Action::ChooseGame { pair, game })
        }
        Phase::MarblesOddEven { chooser, hidden, .. } => {
            if seat == chooser && !hidden {
                Some(Action::HideMarbles {
                    count: rng.random_range(1..=2),
                })
            } else {
                let parity = if rng.random_bool(0.5) {
                    Parity::Odd
                } else {
                    Parity::Even
                };
                Some(Action::GuessParity { parity })
            }
        }
        _ => None,
    }
}

/// Glass Bridge: random figures and cards; move the token furthest ahead; push rivals onto unknown glass.
fn glass_bridge(game: &Game, seat: Seat, rng: &mut Pcg32) -> Option<Action> {
    let Stage::GlassBridge(gb) = &game.stage else {
        return None;
    };
    let position = |t: Contestant| gb.tokens.iter().find(|x| x.token == t).map_or(i16::MIN, |x| x.position);
    match game.phase() {
        Phase::BridgeMove { candidates, .. } => candidates
            .iter()
            .copied()
            .max_by_key(|&t| (position(t), t))
            .map(|token| Action::Advance { token }),
        Phase::BridgePush { targets, .. } => {
            let unknown_ahead = |t: Contestant| {
                let next = position(t) + 1;
                next >= 1 && gb.tiles.get((next - 1) as usize).is_some_and(|tile| !tile.revealed)
            };
            let best = targets
                .iter()
                .copied()
                .filter(|&t| unknown_ahead(t))
                .max_by_key(|&t| (position(t), t));
            Some(best.map_or(Action::NoPush, |token| Action::Push { token }))
        }
        Phase::BridgeCrowd { candidates, .. } => {
            let rival = candidates
                .iter()
                .copied()
                .find(|&t| gb.tokens.iter().any(|x| x.token == t && x.seat != seat));
            rival
                .or_else(|| candidates.first().copied())
                .map(|token| Action::CrowdPush { token })
        }
        Phase::BridgeJump { .. } => Some(Action::JumpSide {
            side: if rng.random_bool(0.5) { Side::Left } else { Side::Right },
        }),
        _ => None,
    }
}

/// The final: move when the head is one step away; stab or push when a rival shares an area; mostly move.
fn squid_game(game: &Game, seat: Seat, rng: &mut Pcg32) -> Option<Action> {
    let Stage::SquidGame(sq) = &game.stage else {
        return None;
    };
    let rank = |t: Contestant| {
        sq.tokens.iter().find(|x| x.token == t).map_or(0, |x| match x.spot {
            SquidSpot::SafeZone => 0,
            SquidSpot::Square => 1,
            SquidSpot::Triangle(cell) => 1 + u16::from(cell),
        })
    };
    match game.phase() {
        Phase::SquidSquare { .. } => {
            let token = sq.tokens.iter().filter(|t| t.seat == seat).map(|t| t.token).max()?;
            Some(Action::Place {
                token,
                at: Placement::Square,
            })
        }
        Phase::SquidPick { .. } => {
            let mine: Vec<SquidSpot> = sq.tokens.iter().filter(|t| t.seat == seat).map(|t| t.spot).collect();
            if mine.contains(&SquidSpot::Triangle(TRIANGLE_CELLS)) {
                return Some(Action::PlayFinalCard { card: FinalCard::Move });
            }
            let rivals_near = sq
                .tokens
                .iter()
                .any(|t| t.seat != seat && t.spot.area().is_some() && mine.iter().any(|m| m.area() == t.spot.area()));
            let threatened = mine.iter().any(|m| m.area().is_some());
            let weights = [
                (FinalCard::Block, if threatened && rivals_near { 2 } else { 0 }),
                (FinalCard::Stab, if rivals_near { 3 } else { 0 }),
                (FinalCard::Push, if rivals_near { 1 } else { 0 }),
                (FinalCard::Move, 5),
            ];
            weighted(rng, &weights).map(|card| Action::PlayFinalCard { card })
        }
        Phase::SquidStab { targets, .. } => targets
            .iter()
            .copied()
            .max_by_key(|&t| (rank(t), t))
            .map(|token| Action::Stab { token }),
        Phase::SquidPush { targets, .. } => targets
            .iter()
            .copied()
            .max_by_key(|&t| (rank(t), t))
            .map(|token| Action::Push { token }),
        Phase::SquidLoseStabber { candidates, .. } => candidates
            .iter()
            .copied()
            .min_by_key(|&t| (rank(t), t))
            .map(|token| Action::LoseStabber { token }),
        Phase::SquidMove { candidates, .. } => candidates
            .iter()
            .copied()
            .max_by_key(|&t| (rank(t), t))
            .map(|token| Action::Advance { token }),
        _ => None,
    }
}
