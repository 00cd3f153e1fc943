//! Text checks that the type system cannot make: translations are not English placeholders, and the static shell in
//! index.html says what the app says.
#![cfg(not(target_arch = "wasm32"))]

use boardside::decrypto::ui::text::text;
use boardside::i18n::messages;
use boardside::lang::Lang;

#[test]
fn translations_are_not_english_placeholders() {
    let en = messages(Lang::En);
    let den = text(Lang::En);
    for lang in [Lang::ZhHant, Lang::Sv, Lang::Ko] {
        let m = messages(lang);
        let d = text(lang);
        // A sample across every screen; names that are the same in every language are left out.
        for (a, b) in [
            (en.tagline, m.tagline),
            (en.nav_settings, m.nav_settings),
            (en.recovery_body, m.recovery_body),
            (en.update_available, m.update_available),
            (en.hold_to_reveal, m.hold_to_reveal),
            (en.about_no_affiliation, m.about_no_affiliation),
            (den.setup_title, d.setup_title),
            (den.encrypting_title, d.encrypting_title),
            (den.keyword_guess_intro, d.keyword_guess_intro),
            (den.err_guesses_missing, d.err_guesses_missing),
        ] {
            assert_ne!(a, b, "{lang:?} still has the English text {a:?}");
        }
        assert_ne!((en.pass_to)("Ann"), (m.pass_to)("Ann"));
        assert_ne!((den.clue_for_digit)(1, 4), (d.clue_for_digit)(1, 4));
        assert_eq!(m.decrypto_summary.len(), en.decrypto_summary.len());
        assert_eq!(d.reminders.len(), den.reminders.len());
    }
}

#[test]
fn the_static_shell_in_index_html_uses_the_apps_taglines() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
    for lang in Lang::ALL {
        let m = messages(lang);
        for text in [m.tagline, m.nav_rules, m.nav_tools, m.nav_settings, m.nav_about] {
            assert!(html.contains(text), "index.html lacks the {lang:?} text {text:?}");
        }
    }
}

/// I-C1 and the mission select: every mission has its own title, briefing and (when the mission has one) special rule
/// in every language, and no translation is the English text.
#[test]
fn infiltraitors_missions_have_their_text_in_every_language() {
    use boardside::infiltraitors::rules::MissionId;
    use boardside::infiltraitors::ui::missions_text::mission_text;
    use boardside::infiltraitors::ui::text::text as ix_text;
    for m in MissionId::ALL {
        let row = m.mission();
        // I-M9 changes the hand size only, which the mission table holds as numbers.
        let has_special = !row.special.is_empty() || row.starting_hand != 5 || row.hand_limit != 7;
        let en = mission_text(Lang::En, m);
        for lang in Lang::ALL {
            let mt = mission_text(lang, m);
            assert!(
                !mt.title.trim().is_empty() && !mt.briefing.trim().is_empty(),
                "{lang:?} {m:?}"
            );
            assert_eq!(!mt.special.is_empty(), has_special, "{lang:?} {m:?}: special rule text");
            if lang != Lang::En {
                assert_ne!(mt.briefing, en.briefing, "{lang:?} {m:?} is still English");
            }
        }
    }
    let en = ix_text(Lang::En);
    for lang in [Lang::ZhHant, Lang::Sv, Lang::Ko] {
        let t = ix_text(lang);
        for (a, b) in [
            (en.setup_title, t.setup_title),
            (en.raise_pistol, t.raise_pistol),
            (en.why_shown_earlier, t.why_shown_earlier),
            (en.lost_extra_out_of_reach, t.lost_extra_out_of_reach),
        ] {
            assert_ne!(a, b, "{lang:?} still has the English text {a:?}");
        }
        assert_ne!((en.err_unbalanced)(1, 2), (t.err_unbalanced)(1, 2));
        assert_eq!(t.rules.len(), en.rules.len());
    }
}

#[test]
fn squid_game_text_is_translated_in_every_language() {
    use boardside::squid::ui::text::text as sq_text;
    let en = sq_text(Lang::En);
    for lang in [Lang::ZhHant, Lang::Sv, Lang::Ko] {
        let t = sq_text(lang);
        // Names that every screen shows, the rules and the values' labels: never the English placeholder.
        // A colour may be spelt the same ("Lime" in Swedish), but not all of them.
        let same = en
            .team_names
            .iter()
            .zip(t.team_names.iter())
            .filter(|(a, b)| a == b)
            .count();
        assert!(same <= 1, "{lang:?}: team names");
        assert_ne!(en.game_names[0], t.game_names[0], "{lang:?}: the first game's name");
        assert_ne!(en.rules_title, t.rules_title, "{lang:?}: rules title");
        assert_ne!(en.setup_intro, t.setup_intro, "{lang:?}: setup");
        assert_ne!(en.aim_hint, t.aim_hint, "{lang:?}: aim game");
        for (a, b) in en.game_rules.iter().zip(t.game_rules.iter()) {
            assert_eq!(a.len(), b.len(), "{lang:?}: rules lines");
            assert_ne!(a[0], b[0], "{lang:?}: rules");
        }
        assert_ne!(en.value_rows, t.value_rows, "{lang:?}: value rows");
        assert_ne!(
            (en.prompt_red_light)("X"),
            (t.prompt_red_light)("X"),
            "{lang:?}: prompt"
        );
    }
}
