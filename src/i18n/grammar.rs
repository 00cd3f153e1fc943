//! Small grammar helpers the games' text tables share.

/// Korean: the particle that fits a word's last sound: `particle("민수", "이", "가")` is "가", `particle("007", "을",
/// "를")` is "을". Hangul and digits are read; after anything else (a Latin name) both forms are shown: "이(가)".
pub fn particle(word: &str, after_consonant: &str, after_vowel: &str) -> String {
    let ends_in_consonant = match word.trim_end().chars().last() {
        Some(c @ '가'..='힣') => Some((c as u32 - 0xAC00) % 28 != 0),
        // 영/십, 일, 삼, 육, 칠, 팔 end in a consonant; 이, 사, 오, 구 do not.
        Some(c) if c.is_ascii_digit() => Some(matches!(c, '0' | '1' | '3' | '6' | '7' | '8')),
        _ => None,
    };
    match ends_in_consonant {
        Some(true) => after_consonant.to_string(),
        Some(false) => after_vowel.to_string(),
        None => format!("{after_consonant}({after_vowel})"),
    }
}

/// Swedish: a name in the genitive: "Annas", "007:s", and no extra s after s, x or z ("Lars", "Max").
pub fn genitive(name: &str) -> String {
    match name.chars().last() {
        Some(c) if c.is_ascii_digit() => format!("{name}:s"),
        Some('s' | 'x' | 'z' | 'S' | 'X' | 'Z') => name.to_string(),
        _ => format!("{name}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::{genitive, particle};

    #[test]
    fn korean_particles_follow_the_last_sound() {
        assert_eq!(particle("민수", "이", "가"), "가");
        assert_eq!(particle("007", "을", "를"), "을");
        assert_eq!(particle("Ann", "이", "가"), "이(가)");
    }

    #[test]
    fn swedish_genitive() {
        assert_eq!(genitive("Anna"), "Annas");
        assert_eq!(genitive("Lars"), "Lars");
        assert_eq!(genitive("Agent 3"), "Agent 3:s");
    }
}
