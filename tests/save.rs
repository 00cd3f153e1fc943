//! The save format and sessions (event sourcing): parse, version checks, replay, undo.
#![cfg(not(target_arch = "wasm32"))]

use boardside::decrypto::rules::{Action, Config, Game, Team};
use boardside::engine::Engine;
use boardside::save::{GameKind, SaveError, SaveFile, Session, UndoError, FORMAT_VERSION};

fn started() -> Session<Game> {
    Session::start(GameKind::Decrypto, Config::default(), 42).expect("default config is valid")
}

#[test]
fn a_save_round_trips_and_replays_to_the_same_game() {
    let mut s = started();
    s.dispatch(Team::White, Action::ConfirmKeywords, 1.0).unwrap();
    s.dispatch(Team::Black, Action::ConfirmKeywords, 2.0).unwrap();
    let json = s.to_save().to_json();
    let file = SaveFile::parse(&json).unwrap();
    assert_eq!(file.format_version, FORMAT_VERSION);
    assert_eq!(file.actions.len(), 2);
    assert_eq!(file.actions[1].at, 2.0);
    let restored = file.restore::<Game>(GameKind::Decrypto).unwrap();
    assert_eq!(
        serde_json::to_string(&restored.game).unwrap(),
        serde_json::to_string(&s.game).unwrap()
    );
}

#[test]
fn corrupted_json_is_reported_not_panicked() {
    assert!(matches!(
        SaveFile::parse("{\"format_version\":1, oops"),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(SaveFile::parse(""), Err(SaveError::Corrupt(_))));
    assert!(matches!(SaveFile::parse("[]"), Err(SaveError::Corrupt(_))));
    assert!(matches!(
        SaveFile::parse("{\"kind\":\"decrypto\"}"),
        Err(SaveError::Corrupt(_))
    ));
}

#[test]
fn newer_and_unknown_versions_are_refused_with_their_own_reason() {
    let newer = format!("{{\"format_version\":{},\"kind\":\"decrypto\"}}", FORMAT_VERSION + 1);
    assert_eq!(
        SaveFile::parse(&newer),
        Err(SaveError::NewerVersion(FORMAT_VERSION + 1))
    );
    assert_eq!(
        SaveFile::parse("{\"format_version\":0}"),
        Err(SaveError::UnknownVersion(0))
    );
}

#[test]
fn a_log_the_rules_refuse_is_a_replay_error() {
    let mut file = started().to_save();
    // Revealing a code before anything happened is not a legal first action.
    file.actions.push(boardside::save::LogEntry {
        actor: serde_json::to_value(Team::White).unwrap(),
        action: serde_json::to_value(Action::RevealCode).unwrap(),
        at: 0.0,
    });
    assert!(matches!(
        file.restore::<Game>(GameKind::Decrypto),
        Err(SaveError::Replay(_))
    ));
    assert_eq!(
        started().to_save().restore::<Game>(GameKind::Infiltraitors).err(),
        Some(SaveError::WrongGame)
    );
}

#[test]
fn undo_replays_all_but_the_last_action_and_refuses_after_a_secret_was_seen() {
    let mut s = started();
    assert_eq!(s.can_undo(), Err(UndoError::NothingToUndo));
    s.dispatch(Team::White, Action::ConfirmKeywords, 1.0).unwrap();
    // Confirming means the keywords were seen.
    assert_eq!(s.undo(), Err(UndoError::RevealedHiddenInformation));
    s.dispatch(Team::Black, Action::ConfirmKeywords, 2.0).unwrap();
    s.dispatch(Team::White, Action::BeginEncrypting { encryptor: 0 }, 3.0)
        .unwrap();
    assert_eq!(
        s.undo(),
        Err(UndoError::RevealedHiddenInformation),
        "the encryptor has seen the code"
    );
    let before = serde_json::to_string(&s.game).unwrap();
    s.dispatch(
        Team::White,
        Action::SubmitClues {
            clues: ["zorba".into(), "zorbb".into(), "zorbc".into()],
        },
        4.0,
    )
    .unwrap();
    assert_eq!(s.undo(), Ok(()));
    assert_eq!(serde_json::to_string(&s.game).unwrap(), before);
    assert_eq!(s.log.len(), 3);
}

#[test]
fn a_refused_action_is_not_logged() {
    let mut s = started();
    assert!(s.dispatch(Team::White, Action::RevealCode, 1.0).is_err());
    assert!(s.log.is_empty());
    assert!(s.game.outcome().is_none());
}
