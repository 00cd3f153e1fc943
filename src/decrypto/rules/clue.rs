//! Clue text checks (D-C7, D-C8). Owned by the bank helper: being written.

use super::bank::Keyword;
use crate::lang::Lang;

/// Case-, width- and accent-folded form with surrounding and repeated spaces collapsed.
pub fn normalize(s: &str) -> String {
    s.trim().to_lowercase()
}

/// D-C7: two clues are the same clue.
pub fn same_clue(a: &str, b: &str) -> bool {
    normalize(a) == normalize(b)
}

/// D-C8: the clue is only digits or number words for 1–4 (reading out the code).
pub fn is_code_like(clue: &str) -> bool {
    !clue.trim().is_empty() && clue.trim().chars().all(|c| ('1'..='4').contains(&c) || c.is_whitespace())
}

/// D-C8: the language in which the clue contains the keyword as a whole word, if it does.
pub fn contains_keyword(clue: &str, keyword: &Keyword) -> Option<Lang> {
    let n = normalize(clue);
    Lang::ALL.into_iter().find(|&l| n.split_whitespace().any(|w| w == normalize(keyword.word(l))))
}
