//! Player preferences, remembered on the device. Pure data; `app` loads and stores it.

use crate::lang::Lang;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// `None`: follow the browser's language.
    pub lang: Option<Lang>,
    /// Shared screens show one half rotated 180°, for a tablet lying flat between two teams.
    pub split_table: bool,
    pub sound: bool,
    pub vibration: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            split_table: false,
            sound: true,
            vibration: true,
        }
    }
}

impl Settings {
    /// Reads stored settings; anything unreadable falls back to the defaults rather than failing.
    pub fn from_json(text: Option<&str>) -> Settings {
        text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The language to show: the chosen one, else the browser's if we speak it, else English.
    pub fn effective_lang(&self, browser_tag: &str) -> Lang {
        self.lang.or_else(|| Lang::from_tag(browser_tag)).unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_defaults_to_the_browser_then_english() {
        let s = Settings::default();
        assert_eq!(s.effective_lang("ko-KR"), Lang::Ko);
        assert_eq!(s.effective_lang("de-DE"), Lang::En);
        let chosen = Settings {
            lang: Some(Lang::Sv),
            ..Settings::default()
        };
        assert_eq!(chosen.effective_lang("ko-KR"), Lang::Sv);
    }

    #[test]
    fn unreadable_settings_fall_back_to_defaults() {
        assert_eq!(Settings::from_json(Some("{not json")), Settings::default());
        assert_eq!(Settings::from_json(None), Settings::default());
        let partial = Settings::from_json(Some(r#"{"lang":"zh-Hant"}"#));
        assert_eq!(partial.lang, Some(Lang::ZhHant));
        assert!(partial.sound);
    }
}
