//! The keyword bank (D-K, D-S4). Our own list, not the publisher's. Owned by the bank helper: being written.

use crate::lang::Lang;

pub type KeywordId = u16;

/// One keyword in every language of the bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Keyword {
    pub en: &'static str,
    pub zh_hant: &'static str,
    pub sv: &'static str,
    pub ko: &'static str,
}

impl Keyword {
    pub fn word(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::ZhHant => self.zh_hant,
            Lang::Sv => self.sv,
            Lang::Ko => self.ko,
        }
    }
    pub fn all_forms(&self) -> [&'static str; 4] {
        [self.en, self.zh_hant, self.sv, self.ko]
    }
}

/// Every keyword, indexed by [`KeywordId`].
pub fn bank() -> &'static [Keyword] {
    &[]
}

pub fn keyword(id: KeywordId) -> Option<&'static Keyword> {
    bank().get(id as usize)
}
