//! The save format and sessions (event sourcing): parse, version checks, replay, undo.
#![cfg(not(target_arch = "wasm32"))]

use boardside::decrypto::rules::{Action, Config, Game, Team};
use boardside::engine::Engine;
use boardside::save::{Envelope, GameKind, SaveError, SaveFile, Session, Slot, SlotSummary, UndoError, FORMAT_VERSION};

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

#[test]
fn the_envelope_is_read_without_the_game() {
    let json = started().to_save().to_json();
    assert_eq!(
        Envelope::read(&json),
        Ok(Envelope {
            format_version: FORMAT_VERSION,
            kind: GameKind::Decrypto
        })
    );
    // A newer version is reported as such even when its kind is one this build does not know.
    let newer = r#"{"format_version":99,"kind":"chess","config":{},"seed":1,"actions":[]}"#;
    assert_eq!(Envelope::read(newer), Err(SaveError::NewerVersion(99)));
    assert!(matches!(
        Envelope::read(r#"{"format_version":1}"#),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(
        Envelope::read(r#"{"format_version":1,"kind":"chess"}"#),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(Envelope::read("[1,2"), Err(SaveError::Corrupt(_))));
}

#[test]
fn the_slot_comes_from_the_summary_the_game_wrote_not_from_a_replay() {
    let mut s = started();
    s.dispatch(Team::White, Action::ConfirmKeywords, 1234.0).unwrap();
    let save = s.to_save().to_json();
    let summary = SlotSummary::of(&s);
    assert_eq!(summary, SlotSummary::InProgress { saved_at: 1234.0 });
    let kind = GameKind::Decrypto;
    assert_eq!(Slot::read(kind, None, Some(&summary.to_json())), Slot::Empty);
    assert_eq!(
        Slot::read(kind, Some(&save), Some(&summary.to_json())),
        Slot::InProgress { saved_at: 1234.0 }
    );
    let finished = SlotSummary::Finished { saved_at: 9.0 }.to_json();
    assert_eq!(Slot::read(kind, Some(&save), Some(&finished)), Slot::Finished);
    // A save without a summary (imported) is listed as in progress until its game opens it.
    assert_eq!(Slot::read(kind, Some(&save), None), Slot::InProgress { saved_at: 0.0 });
    // The game module found that the moves no longer replay: the shell offers recovery with the reason.
    let broken = SlotSummary::Broken {
        reason: "action 3 was refused".into(),
    }
    .to_json();
    assert_eq!(
        Slot::read(kind, Some(&save), Some(&broken)),
        Slot::Broken {
            error: SaveError::Replay("action 3 was refused".into()),
            raw: save.clone()
        }
    );
    // The envelope is still checked by the shell itself.
    assert!(matches!(
        Slot::read(GameKind::SquidGame, Some(&save), None),
        Slot::Broken {
            error: SaveError::WrongGame,
            ..
        }
    ));
    assert!(matches!(
        Slot::read(kind, Some("{oops"), None),
        Slot::Broken {
            error: SaveError::Corrupt(_),
            ..
        }
    ));
}
