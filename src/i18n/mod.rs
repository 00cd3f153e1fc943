//! Every string the UI shows, in English, Traditional Chinese, Swedish and Korean.
//!
//! A typed message table rather than an i18n crate: each language is one `Messages` value, so a language that
//! misses a key does not compile, and the whole table costs a few kilobytes of wasm. Messages with parameters are
//! plain functions.

mod en;
pub mod grammar;
mod ko;
mod sv;
mod zh_hant;

use crate::lang::Lang;

/// The messages of one language. Adding a field forces every language to translate it.
pub struct Messages {
    pub app_name: &'static str,
    pub tagline: &'static str,
    pub nav_home: &'static str,
    pub nav_settings: &'static str,
    pub nav_rules: &'static str,
    pub nav_about: &'static str,
    pub nav_tools: &'static str,
    pub nav_main: &'static str,
    pub fullscreen: &'static str,
    pub back: &'static str,
    pub not_found: &'static str,

    // Games
    pub decrypto_name: &'static str,
    pub decrypto_blurb: &'static str,
    pub infiltraitors_name: &'static str,
    pub infiltraitors_blurb: &'static str,
    pub squid_name: &'static str,
    pub squid_blurb: &'static str,
    pub players: fn(u8, u8) -> String,
    pub new_game: &'static str,
    pub continue_game: &'static str,
    pub in_development: &'static str,
    pub read_rules: &'static str,
    pub games_heading: &'static str,
    pub in_progress_heading: &'static str,
    pub saved_at: fn(&str) -> String,

    // Rules reference
    pub rules_title: &'static str,
    pub rules_intro: &'static str,
    pub decrypto_summary: &'static [&'static str],
    pub infiltraitors_summary: &'static [&'static str],
    pub squid_summary: &'static [&'static str],

    // Settings
    pub settings_title: &'static str,
    pub language_label: &'static str,
    pub language_auto: &'static str,
    pub table_heading: &'static str,
    pub split_table_label: &'static str,
    pub split_table_help: &'static str,
    pub sound_label: &'static str,
    pub vibration_label: &'static str,
    pub saves_heading: &'static str,
    pub no_saves: &'static str,
    pub export_save: &'static str,
    pub import_save: &'static str,
    pub delete_save: &'static str,
    pub confirm_delete: &'static str,
    pub cancel: &'static str,
    pub confirm_replace: &'static str,
    pub replace: &'static str,
    pub imported: fn(&str) -> String,
    pub import_failed: fn(&str) -> String,
    pub game_not_available: &'static str,

    // Saves that cannot be read
    pub save_corrupt: &'static str,
    pub save_newer: &'static str,
    pub save_unknown_version: &'static str,
    pub save_wrong_game: &'static str,
    pub save_replay: &'static str,
    pub storage_unavailable: &'static str,
    pub recovery_title: fn(&str) -> String,
    pub recovery_body: &'static str,
    pub download_raw: &'static str,
    pub start_fresh: &'static str,

    // Updates and failures
    pub update_available: &'static str,
    pub update_now: &'static str,
    pub later: &'static str,
    pub crash_title: &'static str,
    pub crash_body: &'static str,
    pub reload: &'static str,

    // Opening a screen whose module arrives over the network the first time (a game, settings, table tools)
    pub loading_game: &'static str,
    pub game_load_failed: &'static str,
    pub retry: &'static str,

    // Pass screen
    pub pass_to: fn(&str) -> String,
    pub hold_to_reveal: &'static str,
    pub hold_to_peek: &'static str,
    pub keep_holding: &'static str,
    pub hide: &'static str,
    pub private_for: fn(&str) -> String,

    // Hourglass
    pub hourglass: &'static str,
    pub seconds_left: fn(u32) -> String,
    pub times_up: &'static str,
    pub start: &'static str,
    pub reset: &'static str,
    pub seconds_label: &'static str,

    // Table tools
    pub tools_title: &'static str,
    pub tools_intro: &'static str,
    pub hourglass_tool_intro: &'static str,
    pub secret_title: &'static str,
    pub secret_intro: &'static str,
    pub secret_for_label: &'static str,
    pub secret_text_label: &'static str,
    pub secret_pass: &'static str,
    pub secret_clear: &'static str,
    pub secret_empty: &'static str,
    pub someone: &'static str,

    // About
    pub about_title: &'static str,
    pub about_unofficial: &'static str,
    pub about_credits: &'static str,
    pub designed_by: fn(&str, &str) -> String,
    pub about_no_affiliation: &'static str,
    pub about_privacy: &'static str,
    pub about_offline: &'static str,
    pub version: fn(&str) -> String,
}

/// The message table for a language.
pub fn messages(lang: Lang) -> &'static Messages {
    match lang {
        Lang::En => &en::EN,
        Lang::ZhHant => &zh_hant::ZH_HANT,
        Lang::Sv => &sv::SV,
        Lang::Ko => &ko::KO,
    }
}
