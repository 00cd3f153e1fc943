//! What one viewer may see. Screens receive a [`View`], never the [`Game`]: a secret that is not in the view cannot
//! leak into the markup. Only public information goes to [`Viewer::Public`]; a team's view adds its own keywords
//! and its own not-yet-announced guesses; the encryptor's view adds the code and the clues being written.

use super::code::Code;
use super::game::{Game, Side, Stage};
use super::phase::{Outcome, Phase, TieCause};
use super::setup::Mode;
use super::team::{Team, Tokens};
use crate::engine::Engine;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// D-N1: round blocks on each side of a sheet.
pub const SHEET_ROUNDS: u8 = 8;

/// Who is looking at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// Everyone at the table (the device lies in the middle).
    Public,
    /// The members of a team, behind their screen (D-S3).
    Team(Team),
    /// A team's encryptor alone (D-R2): the team's view plus the code and the clues being written.
    Encryptor(Team),
}

impl Viewer {
    pub fn team(self) -> Option<Team> {
        match self {
            Viewer::Public => None,
            Viewer::Team(t) | Viewer::Encryptor(t) => Some(t),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub mode: Mode,
    pub phase: Phase,
    /// Current round, 0 before round 1.
    pub round: u8,
    /// 8, or 5 in the 3-player variant.
    pub max_rounds: u8,
    pub keyword_language: Lang,
    /// D-R4: the hourglass length when it is in use in this game.
    pub hourglass_secs: Option<u32>,
    /// `[White, Black]`.
    pub teams: [TeamView; 2],
    /// D-K6 / D-N1 / D-N2: the note sheet, filled in with public information only.
    pub scoresheet: Scoresheet,
    /// D-R5 / D-R10: the clues being decoded now.
    pub clues_in_play: Option<CluesInPlay>,
    /// D-R8: the latest reveal.
    pub last_reveal: Option<Reveal>,
    /// D-S3: the viewer's team's keywords 1–4 in the keyword language (team and encryptor views only).
    pub own_keywords: Option<[String; 4]>,
    /// D-R2: the code, for the encryptor only, from `BeginEncrypting` until it is revealed.
    pub code: Option<Code>,
    /// D-R3: the clues the encryptor has locked this round (encryptor view only).
    pub own_clues: Option<[String; 3]>,
    /// The team's guesses not yet announced (team view only; D-R7 announces them at the reveal).
    pub own_pending_guesses: Vec<PendingGuess>,
    /// D-E4, once the game went to a tiebreak.
    pub tiebreak: Option<TiebreakView>,
    /// After the game: both teams' keywords (`None` for the 3-player interceptor).
    pub all_keywords: Option<[Option<[String; 4]>; 2]>,
    pub outcome: Option<Outcome>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamView {
    pub team: Team,
    /// As entered; empty means "use the colour's default name" (D-S5).
    pub name: String,
    pub players: Vec<String>,
    /// False for the 3-player interceptor.
    pub has_keywords: bool,
    pub tokens: Tokens,
    /// D-R1: times each player has encrypted.
    pub times_encrypted: Vec<u32>,
    /// D-R1: who the app proposes as the next encryptor.
    pub proposed_encryptor: Option<usize>,
    /// This round's encryptor, once chosen.
    pub encryptor: Option<usize>,
    /// D-S4 house rule: which slots were redrawn.
    pub redrawn: [bool; 4],
}

/// D-K6: the sheet's two sides, `[White side, Black side]`. Every team's sheet holds the same public information,
/// so the app keeps one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoresheet {
    pub sides: [SheetSide; 2],
}

/// D-N1: one side of the sheet: the clues of `team`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetSide {
    pub team: Team,
    pub team_name: String,
    /// False for the 3-player interceptor, who gives no clues.
    pub in_use: bool,
    /// Always [`SHEET_ROUNDS`] blocks, round 1 first.
    pub rounds: Vec<RoundBlock>,
    /// D-R9: "clues for keyword 1..4", from revealed codes only, oldest first. Blank clues are not filed.
    pub keyword_columns: [Vec<ColumnClue>; 4],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundBlock {
    pub round: u8,
    /// Who encrypted (public once chosen).
    pub encryptor: Option<usize>,
    /// D-N1: clue i with the digits guessed and the correct digit.
    pub rows: [SheetRow; 3],
    /// D-R9, after the reveal.
    pub code: Option<Code>,
    pub own_guess: Option<Code>,
    pub interception: Option<Code>,
    /// After the reveal: the interception was right (D-R8).
    pub intercepted: Option<bool>,
    /// After the reveal: the team's own guess was wrong (D-R8).
    pub miscommunicated: Option<bool>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetRow {
    /// `None` until read aloud; `Some("")` is a clue left blank by the hourglass.
    pub clue: Option<String>,
    pub own_guess: Option<u8>,
    pub interception: Option<u8>,
    pub correct: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnClue {
    pub round: u8,
    pub clue: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CluesInPlay {
    pub target: Team,
    pub clues: [String; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub round: u8,
    pub target: Team,
    pub code: Code,
    pub own_guess: Option<Code>,
    pub interception: Option<Code>,
    pub intercepted: bool,
    pub miscommunicated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingGuess {
    pub target: Team,
    pub guess: Code,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TiebreakView {
    pub cause: TieCause,
    /// D-E4: interceptions − miscommunications, `[White, Black]`.
    pub scores: [i8; 2],
    pub guesses_submitted: [bool; 2],
    pub matches_confirmed: [bool; 2],
    /// Public once both teams have guessed: `guesses[t]` is team t's guesses of the other team's keywords 1–4.
    pub guesses: Option<[[String; 4]; 2]>,
    /// The viewer's team's own guesses (team views), also before they are public.
    pub own_guesses: Option<[String; 4]>,
    /// For the owning team (team views), once both teams have guessed: its keywords beside the guesses to judge.
    pub judging: Option<KeywordJudging>,
    /// `matches[t]`: team t's judgement of the guesses of its keywords. Own team's as soon as given, both after
    /// the game.
    pub matches: [Option<[bool; 4]>; 2],
    /// After the game: keywords named correctly by each team.
    pub correct: Option<[u8; 2]>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeywordJudging {
    pub keywords: [String; 4],
    pub opponent_guesses: [String; 4],
    /// Exact matches in any language of the bank: offered pre-ticked.
    pub exact: [bool; 4],
}

pub(super) fn build(game: &Game, viewer: Viewer) -> View {
    let lang = game.config.keyword_language;
    let own_team = viewer.team();
    let game_over = matches!(game.stage, Stage::GameOver(_));
    let keywords_of = |team: Team| {
        game.teams[team.index()]
            .keywords
            .as_ref()
            .map(|cards| cards.each_ref().map(|c| c.text(lang)))
    };

    // D-R2: only the encryptor, only while the code is in play.
    let code = match viewer {
        Viewer::Encryptor(t) => game
            .current_side(t)
            .filter(|s| s.encryptor.is_some() && !s.revealed)
            .map(|s| s.code),
        _ => None,
    };
    let own_clues = match viewer {
        Viewer::Encryptor(t) => game.current_side(t).and_then(|s| s.clues.clone()),
        _ => None,
    };
    let own_pending_guesses = match viewer {
        Viewer::Team(t) => Team::BOTH
            .into_iter()
            .filter_map(|target| {
                let side = game.current_side(target).filter(|s| !s.revealed)?;
                let guess = if target == t { side.own_guess } else { side.interception }?;
                Some(PendingGuess { target, guess })
            })
            .collect(),
        _ => Vec::new(),
    };

    let teams = Team::BOTH.map(|team| {
        let state = &game.teams[team.index()];
        let entry = game.config.team(team);
        TeamView {
            team,
            name: entry.name.clone(),
            players: entry.players.clone(),
            has_keywords: state.keywords.is_some(),
            tokens: state.tokens,
            times_encrypted: state.times_encrypted.clone(),
            proposed_encryptor: game.proposed_encryptor(team),
            encryptor: game.current_side(team).and_then(|s| s.encryptor),
            redrawn: state.redrawn,
        }
    });

    let clues_in_play = match game.stage {
        Stage::Guessing { target } => game
            .current_side(target)
            .and_then(|s| s.clues.clone())
            .map(|clues| CluesInPlay { target, clues }),
        _ => None,
    };

    let tiebreak = game.tiebreak.as_ref().map(|tb| {
        let guesses = match &tb.guesses {
            [Some(w), Some(b)] => Some([w.clone(), b.clone()]),
            _ => None,
        };
        let judging = own_team.and_then(|t| {
            let cards = game.teams[t.index()].keywords.as_ref()?;
            let opponent_guesses = guesses.as_ref()?[t.other().index()].clone();
            let exact = std::array::from_fn(|i| cards[i].matches_exactly(&opponent_guesses[i]));
            Some(KeywordJudging {
                keywords: cards.each_ref().map(|c| c.text(lang)),
                opponent_guesses,
                exact,
            })
        });
        TiebreakView {
            cause: tb.cause,
            scores: tb.scores,
            guesses_submitted: tb.guesses.each_ref().map(Option::is_some),
            matches_confirmed: tb.matches.each_ref().map(Option::is_some),
            guesses,
            own_guesses: own_team.and_then(|t| tb.guesses[t.index()].clone()),
            judging,
            matches: Team::BOTH.map(|t| tb.matches[t.index()].filter(|_| game_over || own_team == Some(t))),
            correct: if game_over { tb.correct() } else { None },
        }
    });

    View {
        viewer,
        mode: game.config.mode,
        phase: game.phase(),
        round: game.round(),
        max_rounds: game.config.max_rounds(),
        keyword_language: lang,
        hourglass_secs: game.config.hourglass_active().then_some(game.config.hourglass_secs),
        teams,
        scoresheet: scoresheet(game),
        clues_in_play,
        last_reveal: last_reveal(game),
        own_keywords: own_team.and_then(keywords_of),
        code,
        own_clues,
        own_pending_guesses,
        tiebreak,
        all_keywords: game_over.then(|| Team::BOTH.map(keywords_of)),
        outcome: game.outcome(),
    }
}

/// D-N1, D-N2, D-R9: both sides of the sheet, public information only.
fn scoresheet(game: &Game) -> Scoresheet {
    let sides = Team::BOTH.map(|team| {
        let mut keyword_columns: [Vec<ColumnClue>; 4] = Default::default();
        let rounds = (1..=SHEET_ROUNDS)
            .map(|number| {
                let record = game.rounds.get(usize::from(number) - 1);
                let side = record.and_then(|r| r.sides[team.index()].as_ref());
                let is_current = number == game.round();
                let read_aloud = is_current && matches!(game.stage, Stage::Guessing { target } if target == team);
                match side {
                    Some(side) => block(number, side, side.revealed || read_aloud, &mut keyword_columns),
                    None => RoundBlock {
                        round: number,
                        encryptor: None,
                        rows: Default::default(),
                        code: None,
                        own_guess: None,
                        interception: None,
                        intercepted: None,
                        miscommunicated: None,
                    },
                }
            })
            .collect();
        SheetSide {
            team,
            team_name: game.config.team(team).name.clone(),
            in_use: game.config.has_keywords(team),
            rounds,
            keyword_columns,
        }
    });
    Scoresheet { sides }
}

fn block(number: u8, side: &Side, clues_public: bool, columns: &mut [Vec<ColumnClue>; 4]) -> RoundBlock {
    let revealed = side.revealed;
    let clue = |i: usize| side.clues.as_ref().map(|cs| cs[i].clone()).filter(|_| clues_public);
    let digit = |code: Option<Code>, i: usize| code.filter(|_| revealed).map(|c| c.digits()[i]);
    if revealed {
        // D-R9: clue i goes under keyword code[i]; a blank clue files nothing.
        if let Some(clues) = &side.clues {
            for (clue, slot) in clues.iter().zip(side.code.slots()) {
                if !clue.is_empty() {
                    columns[slot].push(ColumnClue {
                        round: number,
                        clue: clue.clone(),
                    });
                }
            }
        }
    }
    RoundBlock {
        round: number,
        encryptor: side.encryptor,
        rows: std::array::from_fn(|i| SheetRow {
            clue: clue(i),
            own_guess: digit(side.own_guess, i),
            interception: digit(side.interception, i),
            correct: digit(Some(side.code), i),
        }),
        code: revealed.then_some(side.code),
        own_guess: side.own_guess.filter(|_| revealed),
        interception: side.interception.filter(|_| revealed),
        intercepted: revealed.then(|| side.intercepted()),
        miscommunicated: revealed.then(|| side.miscommunicated()),
    }
}

/// D-R8: the most recent reveal (Black's follows White's within a round).
fn last_reveal(game: &Game) -> Option<Reveal> {
    game.rounds.iter().rev().find_map(|round| {
        [Team::Black, Team::White].into_iter().find_map(|target| {
            let side = round.sides[target.index()].as_ref().filter(|s| s.revealed)?;
            Some(Reveal {
                round: round.number,
                target,
                code: side.code,
                own_guess: side.own_guess,
                interception: side.interception,
                intercepted: side.intercepted(),
                miscommunicated: side.miscommunicated(),
            })
        })
    })
}
