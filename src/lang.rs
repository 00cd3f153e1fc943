//! The four languages Boardside speaks. Pure data: the rules engines use it for keyword banks, the UI for messages.

use serde::{Deserialize, Serialize};

/// A language of the UI and of the keyword banks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Lang {
    #[serde(rename = "en")]
    En,
    #[serde(rename = "zh-Hant")]
    ZhHant,
    #[serde(rename = "sv")]
    Sv,
    #[serde(rename = "ko")]
    Ko,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::ZhHant, Lang::Sv, Lang::Ko];

    /// BCP 47 tag, as used in `<html lang>` and in storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
            Lang::Sv => "sv",
            Lang::Ko => "ko",
        }
    }

    /// The language's own name for itself, shown in the language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHant => "繁體中文",
            Lang::Sv => "Svenska",
            Lang::Ko => "한국어",
        }
    }

    /// Picks the closest supported language for a browser language tag (`navigator.language`).
    /// Any Chinese tag maps to Traditional Chinese, the only Chinese we ship.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let lower = tag.trim().to_ascii_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhHant),
            "sv" => Some(Lang::Sv),
            "ko" => Some(Lang::Ko),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_tag_matches_primary_subtag() {
        assert_eq!(Lang::from_tag("sv-SE"), Some(Lang::Sv));
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("ko_KR"), Some(Lang::Ko));
        assert_eq!(Lang::from_tag("EN-gb"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn tag_round_trips() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), Some(l));
        }
    }
}
