//! Codes (D-K3): every ordered triple of distinct digits from 1–4, 24 in all.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// A valid code: three distinct digits from 1 to 4, in order. Only valid codes can be built (and deserialized), so a
/// guess or a drawn card is never malformed.
///
/// Serialized as the rulebook writes it, `"3.4.2"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Code([u8; 3]);

/// Why a code could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum CodeError {
    #[error("a code has exactly 3 digits, this has {count}")]
    WrongLength { count: usize },
    #[error("'{character}' is not a digit")]
    NotADigit { character: char },
    #[error("digit {digit} is not between 1 and 4")]
    DigitOutOfRange { digit: u8 },
    #[error("digit {digit} appears twice; the 3 digits of a code are all different")]
    RepeatedDigit { digit: u8 },
}

const fn all_codes() -> [Code; 24] {
    let mut out = [Code([1, 2, 3]); 24];
    let mut n = 0;
    let mut a = 1;
    while a <= 4 {
        let mut b = 1;
        while b <= 4 {
            let mut c = 1;
            while c <= 4 {
                if a != b && b != c && a != c {
                    out[n] = Code([a, b, c]);
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

impl Code {
    /// D-K3: the 24 codes of a team's deck, in ascending order (1.2.3, 1.2.4, … 4.3.2).
    pub const ALL: [Code; 24] = all_codes();

    /// Builds a code from its three digits, refusing anything that is not a code card.
    pub fn new(digits: [u8; 3]) -> Result<Code, CodeError> {
        if let Some(&digit) = digits.iter().find(|d| !(1..=4).contains(*d)) {
            return Err(CodeError::DigitOutOfRange { digit });
        }
        if digits[0] == digits[1] || digits[0] == digits[2] {
            return Err(CodeError::RepeatedDigit { digit: digits[0] });
        }
        if digits[1] == digits[2] {
            return Err(CodeError::RepeatedDigit { digit: digits[1] });
        }
        Ok(Code(digits))
    }

    pub fn digits(self) -> [u8; 3] {
        self.0
    }

    /// D-R9: the keyword slot (0-based) that clue `position` (0-based) stands for.
    pub fn slots(self) -> [usize; 3] {
        self.0.map(|d| usize::from(d - 1))
    }
}

impl TryFrom<[u8; 3]> for Code {
    type Error = CodeError;
    fn try_from(digits: [u8; 3]) -> Result<Code, CodeError> {
        Code::new(digits)
    }
}

impl FromStr for Code {
    type Err = CodeError;
    /// Accepts `"3.4.2"`, `"342"`, `"3 4 2"`, `"3-4-2"` or `"3,4,2"`.
    fn from_str(s: &str) -> Result<Code, CodeError> {
        let chars: Vec<char> = s.chars().filter(|c| !matches!(c, '.' | ' ' | '-' | ',')).collect();
        if chars.len() != 3 {
            return Err(CodeError::WrongLength { count: chars.len() });
        }
        let mut digits = [0u8; 3];
        for (slot, &character) in digits.iter_mut().zip(&chars) {
            let value = character.to_digit(10).ok_or(CodeError::NotADigit { character })?;
            // A single decimal digit always fits in a u8.
            *slot = value as u8;
        }
        Code::new(digits)
    }
}

impl TryFrom<String> for Code {
    type Error = CodeError;
    fn try_from(s: String) -> Result<Code, CodeError> {
        s.parse()
    }
}

impl From<Code> for String {
    fn from(code: Code) -> String {
        code.to_string()
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.0;
        write!(f, "{a}.{b}.{c}")
    }
}
