//! The keyword bank (D-K, D-S4): the app's own list of concrete, guessable nouns, not the publisher's.
//!
//! The data lives in `keywords.tsv` (tab-separated, header `en zh-Hant sv ko`, one keyword per line) and is
//! compiled into the binary. A keyword's [`KeywordId`] is its row index, and the device remembers dealt ids across
//! games (D-S4), so rows are append-only: never reorder or delete a row that has shipped, only fix its spelling.

use std::sync::OnceLock;

use crate::lang::Lang;

/// Index of a keyword in [`bank()`]. Stored by the dealing history (D-S4), so it must stay stable.
pub type KeywordId = u16;

/// The bank holds at least this many keywords (D-K: the box has 440; we ship more).
pub const MIN_BANK_SIZE: usize = 500;

/// One keyword in every language of the bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keyword {
    pub en: &'static str,
    pub zh_hant: &'static str,
    pub sv: &'static str,
    pub ko: &'static str,
}

impl Keyword {
    /// The keyword's form in `lang`.
    pub fn word(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::ZhHant => self.zh_hant,
            Lang::Sv => self.sv,
            Lang::Ko => self.ko,
        }
    }

    /// Every form, in [`Lang::ALL`] order.
    pub fn all_forms(&self) -> [&'static str; 4] {
        [self.en, self.zh_hant, self.sv, self.ko]
    }
}

/// The TSV source, in the column order `en, zh-Hant, sv, ko`.
const SOURCE: &str = include_str!("keywords.tsv");

/// Every keyword, indexed by [`KeywordId`]. Parsed once, on first use; the strings borrow from the embedded file.
pub fn bank() -> &'static [Keyword] {
    static BANK: OnceLock<Vec<Keyword>> = OnceLock::new();
    BANK.get_or_init(|| parse(SOURCE))
}

/// The keyword with this id, if the bank has one.
pub fn keyword(id: KeywordId) -> Option<&'static Keyword> {
    bank().get(id as usize)
}

/// Parses the bank file. The first line is the header. A malformed line (wrong number of cells, an empty or padded
/// cell) is skipped rather than trusted: the integration tests check that the shipped file has none, so skipping
/// only matters if the file is broken, and then a missing keyword beats a crash.
fn parse(source: &'static str) -> Vec<Keyword> {
    source
        .lines()
        .skip(1)
        .filter_map(parse_line)
        .take(KeywordId::MAX as usize + 1)
        .collect()
}

fn parse_line(line: &'static str) -> Option<Keyword> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let mut cells = line.split('\t');
    let mut next = || cells.next().filter(|c| !c.is_empty() && c.trim() == *c);
    let keyword = Keyword {
        en: next()?,
        zh_hant: next()?,
        sv: next()?,
        ko: next()?,
    };
    match cells.next() {
        None => Some(keyword),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_skips_header_and_malformed_lines() {
        let src = "en\tzh-Hant\tsv\tko\ncat\t貓咪\tkatt\t고양이\nbad line\n\t\t\t\n\
                   x\ty\tz\tw\textra\n a\tb\tc\td\nowl\t貓頭鷹\tuggla\t부엉이\r\n";
        let parsed = parse(src);
        assert_eq!(parsed.len(), 2);
        assert_eq!(parsed[0].word(Lang::Sv), "katt");
        assert_eq!(parsed[1].all_forms(), ["owl", "貓頭鷹", "uggla", "부엉이"]);
    }

    #[test]
    fn bank_is_parsed_once_and_indexed_by_id() {
        assert!(bank().len() >= MIN_BANK_SIZE);
        assert!(std::ptr::eq(bank(), bank()));
        assert_eq!(keyword(0), bank().first());
        assert_eq!(keyword(KeywordId::MAX), None);
    }
}
