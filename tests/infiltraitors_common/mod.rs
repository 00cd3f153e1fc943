//! Helpers shared by the Infiltraitors test files and benchmark: a random policy that plays legal games to the end,
//! and what each viewer may legitimately see (written from the spec, independently of `view.rs`).
#![allow(dead_code)]

use boardside::engine::Engine;
use boardside::infiltraitors::rules::*;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use std::collections::HashSet;

/// Longest game the tests accept; every real game ends long before (I-E3: the app must never hang).
pub const MAX_ACTIONS: usize = 3_000;

/// How likely a random shot names the right card. High enough that games reach the late phases (rewards, the
/// I-M18 last stand, I-M20 departures), low enough that wrong shots and lost games happen too.
pub const HIT_CHANCE: f64 = 0.6;

/// Relative weights of the action kinds in random play.
fn weight(kind: ActionKind) -> u32 {
    match kind {
        ActionKind::DrawSuspect => 30,
        ActionKind::GiveHint | ActionKind::ExchangeIntel => 25,
        ActionKind::Wait => 8,
        ActionKind::Shoot => 18,
        ActionKind::TimeUp => 0,
        _ => 10,
    }
}

/// One random legal move, or `None` once nobody can act. T3's `TimeUp` comes now and then from a random seat.
/// A shot names the true suspect with probability `hit_chance`. Picks a kind by weight, then an action of that
/// kind, in two passes over the legal list (it runs in the benchmark, so it allocates nothing else).
pub fn random_move(g: &Game, rng: &mut Pcg32, hit_chance: f64) -> Option<(usize, Action)> {
    let agent = g.phase().agent()?;
    if g.mission().time_limit_minutes().is_some() && rng.random_bool(0.004) {
        return Some((rng.random_range(0..g.agent_count()), Action::TimeUp));
    }
    let actions = g.legal_actions(&agent);
    let mut counts = [0u32; ActionKind::ALL.len()];
    for action in &actions {
        counts[action.kind() as usize] += 1;
    }
    let total: u32 = ActionKind::ALL
        .iter()
        .filter(|&&k| counts[k as usize] > 0)
        .map(|&k| weight(k))
        .sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    let kind = *ActionKind::ALL
        .iter()
        .filter(|&&k| counts[k as usize] > 0)
        .find(|&&k| {
            if pick < weight(k) {
                true
            } else {
                pick -= weight(k);
                false
            }
        })?;
    let nth = rng.random_range(0..counts[kind as usize]) as usize;
    let mut action = actions.into_iter().filter(|a| a.kind() == kind).nth(nth)?;
    // Shots name the truth often enough to eliminate suspects.
    match &mut action {
        Action::Shoot { target, guess } if rng.random_bool(hit_chance) => {
            if let Some(truth) = g.suspect_identity(SuspectRef::Stand(*target)) {
                *guess = Guess::naming(truth);
            }
        }
        Action::ShootExtraSuspect { guess } if rng.random_bool(hit_chance) => {
            if let Some(truth) = g.suspect_identity(SuspectRef::Extra) {
                *guess = Guess::naming(truth);
            }
        }
        _ => {}
    }
    Some((agent, action))
}

/// Plays a random game to the end; calls `check` before every move and once at the end. Returns the action log.
pub fn play(
    g: &mut Game,
    policy_seed: u64,
    check: impl FnMut(&Game, &[(usize, Action)], &mut Pcg32),
) -> Vec<(usize, Action)> {
    play_with_hits(g, policy_seed, HIT_CHANCE, check)
}

/// [`play`] with shots that are right with probability `hit_chance`.
pub fn play_with_hits(
    g: &mut Game,
    policy_seed: u64,
    hit_chance: f64,
    mut check: impl FnMut(&Game, &[(usize, Action)], &mut Pcg32),
) -> Vec<(usize, Action)> {
    let mut rng = Pcg32::seed_from_u64(policy_seed);
    let mut log = Vec::new();
    for _ in 0..MAX_ACTIONS {
        check(g, &log, &mut rng);
        let Some((agent, action)) = random_move(g, &mut rng, hit_chance) else {
            break;
        };
        if let Err(e) = g.apply(&agent, action.clone()) {
            panic!("legal action {agent} {action:?} refused: {e:?} in {:?}", g.phase());
        }
        log.push((agent, action));
    }
    check(g, &log, &mut rng);
    log
}

/// Every card a mission uses: its deck plus the I-M6 special cards in the middle.
pub fn mission_cards(mission: &Mission) -> Vec<Card> {
    let mut cards = mission.deck();
    cards.extend(mission.middle_cards());
    cards
}

/// True for a place where every agent sees the card.
pub fn public_place(place: Place) -> bool {
    matches!(
        place,
        Place::Hint(_) | Place::Discard { face_up: true } | Place::Middle | Place::RewardPile
    )
}

/// Cards `viewer` may see now, given the cards the whole table has seen so far (`ever_public`). From the spec:
/// I-A1 own suspect, I-M16 own kept card, the own hand (I-M17: the other hands), the face-down discards while
/// choosing a reward or an I-M20 hint card, the extra suspect once looked at.
pub fn may_see(g: &Game, viewer: Viewer, ever_public: &HashSet<Card>) -> HashSet<Card> {
    let mut out: HashSet<Card> = ever_public.clone();
    let places = g.card_places();
    out.extend(places.iter().filter(|(_, p)| public_place(*p)).map(|(c, _)| *c));
    out.extend(g.eliminations().iter().filter(|e| e.card_shown).map(|e| e.identity));
    let Viewer::Agent(me) = viewer else {
        return out;
    };
    let faced_out = g.mission().has(SpecialRule::HandsFaceOut);
    let choosing = matches!(
        g.phase(),
        Phase::Reward { agent, .. } | Phase::ExtraSuspectHint { agent, .. } if agent == me
    );
    let saw_extra = g.view_for(&Viewer::Public).agents[me].saw_extra_suspect;
    for (card, place) in places {
        let visible = match place {
            Place::Hand(owner) => (owner == me) != faced_out,
            Place::Stand(owner) | Place::Kept(owner) => owner == me,
            Place::Discard { face_up: false } => choosing,
            Place::ExtraSuspect => saw_extra,
            _ => false,
        };
        if visible {
            out.insert(card);
        }
    }
    out
}

/// Every card object (`{"suit":…,"number":…}`) in a JSON value, outside the keys that hold named guesses and
/// identities rather than cards lying somewhere: `shots`, `eliminations`, `identity`, and the `boards`, which list
/// every identity of the mission by design (they are checked by swapping hidden cards instead).
pub fn cards_in_json(value: &serde_json::Value, out: &mut Vec<Card>) {
    match value {
        serde_json::Value::Array(items) => items.iter().for_each(|v| cards_in_json(v, out)),
        serde_json::Value::Object(map) => {
            if map.len() == 2 && map.contains_key("suit") && map.contains_key("number") {
                if let Ok(card) = serde_json::from_value::<Card>(value.clone()) {
                    out.push(card);
                    return;
                }
            }
            for (k, v) in map {
                if !matches!(k.as_str(), "shots" | "eliminations" | "identity" | "boards") {
                    cards_in_json(v, out);
                }
            }
        }
        _ => {}
    }
}

/// The cards a viewer's view holds (outside guesses, identities and boards).
pub fn cards_in_view(g: &Game, viewer: Viewer) -> Vec<Card> {
    let value = serde_json::to_value(g.view_for(&viewer)).expect("serializable view");
    let mut out = Vec::new();
    cards_in_json(&value, &mut out);
    out
}

pub fn view_json(g: &Game, viewer: Viewer) -> String {
    serde_json::to_string(&g.view_for(&viewer)).expect("serializable view")
}

/// Every viewer of a game: the public and each agent.
pub fn viewers(g: &Game) -> Vec<Viewer> {
    std::iter::once(Viewer::Public)
        .chain((0..g.agent_count()).map(Viewer::Agent))
        .collect()
}
