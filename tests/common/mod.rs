//! Helpers shared by the Decrypto test files: what a viewer's view contains, and what a team's keywords are.
#![allow(dead_code)]

use boardside::decrypto::rules::bank::keyword;
use boardside::decrypto::rules::{Game, Team, Viewer};
use boardside::engine::Engine;

/// Every string value of a JSON document, keys and the language tag excluded.
pub fn json_strings(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_strings(v, out)),
        serde_json::Value::Object(map) => map
            .iter()
            .filter(|(k, _)| k.as_str() != "keyword_language")
            .for_each(|(_, v)| json_strings(v, out)),
        _ => {}
    }
}

/// Every string in a viewer's view.
pub fn view_strings(g: &Game, viewer: Viewer) -> Vec<String> {
    let value = serde_json::to_value(g.view_for(&viewer)).expect("serializable view");
    let mut out = Vec::new();
    json_strings(&value, &mut out);
    out
}

/// All forms, in every language, of a team's keywords.
pub fn keyword_forms(g: &Game, team: Team) -> Vec<String> {
    (0..4)
        .filter_map(|slot| g.keyword_id(team, slot))
        .filter_map(keyword)
        .flat_map(|k| k.all_forms().map(String::from))
        .collect()
}
