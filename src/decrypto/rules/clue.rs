//! Clue text checks (D-C7, D-C8). Pure text functions: std and the bank only.
//!
//! Every check works on [`normalize`]d text, so "Ｃａｆé", "cafe" and " CAFE! " are one clue everywhere.
//!
//! What "contains a keyword as a whole word" (D-C8) means depends on the script of the keyword's form:
//! - **English, Swedish** (Latin script): the clue is cut into tokens at every character that is neither a letter,
//!   a digit nor an inner apostrophe (so spaces, hyphens and CJK text separate words). The keyword's tokens must
//!   appear as consecutive whole tokens of the clue: "black" is in "black cat" and "black-cat", not in "blackberry".
//!   The last token may carry a simple inflection: English `-s`, `-'s`, `-es` (after s, x, z, ch, sh, o) and
//!   consonant `-y` → `-ies`; Swedish `-en -et -ar -er -or -arna -erna -orna` after a consonant, `-n -t -na` after a
//!   vowel, and a final `-a`/`-e` replaced by `-or(na)`/`-ar(na)` (flicka → flickor, pojke → pojkar). Stem changes
//!   (knife → knives, fågel → fåglar) and compounds (brandbil for bil) are not matched. Matching is accent-blind
//!   like D-C7, so a Swedish form also catches its unaccented spelling in another language (tåg catches "tag").
//! - **Traditional Chinese** (Han): written without spaces, so any run of characters is a candidate word; the
//!   keyword is used if its form appears anywhere in the clue ("火山口" uses 火山).
//! - **Korean** (Hangul): words are separated by spaces but carry attached particles. The clue is cut into runs of
//!   Hangul; a run matches if it is the keyword alone or the keyword followed by one common particle
//!   (이/가 은/는 을/를 의 에 에서 도 와/과 로/으로 랑/이랑), optionally after the plural 들 ("고양이들을").
//!   Paired particles must be the form that fits the noun's last syllable (배가, 책이; 별로, 집으로), and a
//!   one-syllable keyword takes only 이 가 은 는 을 를 directly, because 별+로, 강+의, 성+과 are other words
//!   (별로 "not really", 강의 "lecture", 성과 "result"). A keyword inside a longer word ("곰인형" for 인형) is not
//!   matched.

use super::bank::Keyword;
use crate::lang::Lang;

/// D-C7: the comparison form of a clue.
///
/// Trims; collapses every whitespace run (including the ideographic space U+3000) to one ASCII space; folds
/// full-width ASCII (U+FF01–U+FF5E) to ASCII; lowercases; strips diacritics from Latin letters (é→e, å→a, ø→o,
/// æ→ae, ß→ss, …, by a table over Latin-1 Supplement and Latin Extended-A, plus combining marks U+0300–U+036F);
/// turns curly apostrophes into `'`; and strips punctuation (quotes, `.,!?;:()[]{}`, 。，！？「」『』、《》 …) from the
/// edges of each word. Han and Hangul are left as they are.
pub fn normalize(s: &str) -> String {
    let mut folded = String::with_capacity(s.len());
    for c in s.chars() {
        let c = fold_width(c);
        if matches!(c, '\u{2018}' | '\u{2019}' | '\u{02BC}') {
            folded.push('\'');
            continue;
        }
        for lower in c.to_lowercase() {
            if is_combining_mark(lower) {
                continue;
            }
            match fold_latin(lower) {
                Some(plain) => folded.push_str(plain),
                None => folded.push(lower),
            }
        }
    }
    let mut out = String::with_capacity(folded.len());
    for word in folded.split_whitespace() {
        let word = word.trim_matches(is_edge_punctuation);
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// D-C7: two clues are the same clue (equal after [`normalize`]: case-, width- and accent-insensitive, with
/// surrounding and repeated spaces and edge punctuation ignored).
pub fn same_clue(a: &str, b: &str) -> bool {
    normalize(a) == normalize(b)
}

/// D-C8: the clue reads out the code, i.e. after [`normalize`] it is made only of digits 1–4 and number words for
/// one to four, with separators (space `. - , / 、 ·`) between them.
///
/// Number words (cardinals only, not ordinals): English one two three four; Swedish ett en två tre fyra;
/// Chinese 一 二 三 四 兩 壹 貳 參 肆; Korean 일 이 삼 사 하나 둘 셋 넷. Digits, Han and Hangul numbers may run
/// together ("421", "一二三", "하나둘셋"), English and Swedish words may not ("entre" is not en+tre). Exception: two
/// Sino-Korean syllables written together are ordinary words (사이 "between", 이사 "moving house"), so a Hangul run
/// of exactly two of 일 이 삼 사 does not count; three ("사이일") does. An empty clue is not code-like.
pub fn is_code_like(clue: &str) -> bool {
    let normalized = normalize(clue);
    let mut pieces = normalized.split(is_code_separator).filter(|p| !p.is_empty()).peekable();
    pieces.peek().is_some() && pieces.all(is_number_piece)
}

/// D-C8: the first language (in [`Lang::ALL`] order) whose form of `keyword` occurs in the clue as a whole word, in
/// the per-script sense described in the module documentation. Both sides are [`normalize`]d first.
pub fn contains_keyword(clue: &str, keyword: &Keyword) -> Option<Lang> {
    let clue = normalize(clue);
    if clue.is_empty() {
        return None;
    }
    Lang::ALL
        .into_iter()
        .find(|&lang| form_in_clue(&clue, &normalize(keyword.word(lang)), lang))
}

fn form_in_clue(clue: &str, form: &str, lang: Lang) -> bool {
    if form.is_empty() {
        return false;
    }
    match lang {
        Lang::En => latin_phrase_in(clue, form, english_inflection),
        Lang::Sv => latin_phrase_in(clue, form, swedish_inflection),
        Lang::ZhHant => clue.contains(form),
        Lang::Ko => hangul_phrase_in(clue, form),
    }
}

// ---- Latin-script words (en, sv) ----

fn latin_tokens(s: &str) -> Vec<&str> {
    s.split(|c: char| !(is_latin_word_char(c) || c == '\''))
        .map(|t| t.trim_matches('\''))
        .filter(|t| !t.is_empty())
        .collect()
}

fn is_latin_word_char(c: char) -> bool {
    c.is_alphanumeric() && !is_han(c) && !is_hangul(c) && !is_kana(c)
}

/// The keyword's tokens appear consecutively in the clue; only the last one may be inflected.
fn latin_phrase_in(clue: &str, form: &str, inflected: fn(&str, &str) -> bool) -> bool {
    let want = latin_tokens(form);
    let Some((last, init)) = want.split_last() else {
        return false;
    };
    latin_tokens(clue)
        .windows(want.len())
        .any(|w| w[..init.len()] == *init && inflected(w[init.len()], last))
}

fn english_inflection(token: &str, word: &str) -> bool {
    if token == word {
        return true;
    }
    if let Some(rest) = token.strip_prefix(word) {
        let takes_es = ["s", "x", "z", "ch", "sh", "o"].iter().any(|e| word.ends_with(e));
        if rest == "s" || rest == "'s" || (rest == "es" && takes_es) {
            return true;
        }
    }
    // cherry → cherries, but not day → daies.
    match word.strip_suffix('y') {
        Some(stem) if stem.chars().last().is_some_and(|c| !is_vowel(c)) => token.strip_prefix(stem) == Some("ies"),
        _ => false,
    }
}

fn swedish_inflection(token: &str, word: &str) -> bool {
    if token == word {
        return true;
    }
    let vowel_final = word.chars().last().is_some_and(is_vowel);
    if let Some(rest) = token.strip_prefix(word) {
        let endings: &[&str] = if vowel_final {
            &["n", "t", "na"]
        } else {
            &["en", "et", "ar", "er", "or", "arna", "erna", "orna"]
        };
        if endings.contains(&rest) {
            return true;
        }
    }
    let replaced = |final_vowel: char, endings: &[&str]| {
        word.strip_suffix(final_vowel)
            .filter(|stem| !stem.is_empty())
            .and_then(|stem| token.strip_prefix(stem))
            .is_some_and(|rest| endings.contains(&rest))
    };
    replaced('a', &["or", "orna"]) || replaced('e', &["ar", "arna"])
}

/// Vowels after accent folding (so å, ä, ö count as a, o).
fn is_vowel(c: char) -> bool {
    matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y')
}

// ---- Hangul words (ko) ----

/// Particles that attach to a Korean noun without changing it.
const KO_PARTICLES: [&str; 16] = [
    "을", "를", "이", "가", "은", "는", "의", "에", "에서", "도", "와", "과", "로", "으로", "랑", "이랑",
];

fn hangul_tokens(s: &str) -> Vec<&str> {
    s.split(|c: char| !is_hangul(c)).filter(|t| !t.is_empty()).collect()
}

fn hangul_phrase_in(clue: &str, form: &str) -> bool {
    let want = hangul_tokens(form);
    let Some((last, init)) = want.split_last() else {
        return false;
    };
    hangul_tokens(clue)
        .windows(want.len())
        .any(|w| w[..init.len()] == *init && korean_with_particle(w[init.len()], last))
}

fn korean_with_particle(token: &str, word: &str) -> bool {
    let Some(rest) = token.strip_prefix(word) else {
        return false;
    };
    let Some(last) = word.chars().last() else {
        return false;
    };
    let (before, particle, core_only) = match rest.strip_prefix('들') {
        Some(after) => ('들', after, false),
        // After a one-syllable noun, 의 에 도 과 로 … often make an unrelated word (별로, 강의, 성과, 절도).
        None => (last, rest, word.chars().count() == 1),
    };
    if particle.is_empty() {
        return true;
    }
    let allowed = if core_only {
        &KO_PARTICLES[..6]
    } else {
        &KO_PARTICLES[..]
    };
    allowed.contains(&particle) && particle_fits(before, particle)
}

/// Paired particles depend on whether the noun ends in a consonant (batchim): 책이 but 배가, 집으로 but 배로/별로.
/// Picking the right one keeps 게+이 (게이) or 고양이+과 (고양이과) from reading as keyword plus particle.
fn particle_fits(before: char, particle: &str) -> bool {
    let Some(offset) = (before as u32).checked_sub(0xAC00).filter(|&o| o <= 0xD7A3 - 0xAC00) else {
        return true;
    };
    let batchim = offset % 28;
    let has_final = batchim != 0;
    let rieul = batchim == 8;
    match particle {
        "이" | "은" | "을" | "과" | "이랑" => has_final,
        "가" | "는" | "를" | "와" | "랑" => !has_final,
        "으로" => has_final && !rieul,
        "로" => !has_final || rieul,
        _ => true,
    }
}

// ---- Code-like clues ----

const LATIN_NUMBERS: [&str; 9] = ["one", "two", "three", "four", "ett", "en", "tva", "tre", "fyra"];
const HAN_NUMBERS: [char; 9] = ['一', '二', '三', '四', '兩', '壹', '貳', '參', '肆'];
const KO_SINO_NUMBERS: [char; 4] = ['일', '이', '삼', '사'];
const KO_NATIVE_NUMBERS: [&str; 4] = ["하나", "둘", "셋", "넷"];

fn is_code_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '.' | '-' | ',' | '/' | '、' | '·' | '・' | '–' | '—' | '。')
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Digit,
    Latin,
    Han,
    Hangul,
    Other,
}

fn script(c: char) -> Script {
    if c.is_ascii_digit() {
        Script::Digit
    } else if is_han(c) {
        Script::Han
    } else if is_hangul(c) {
        Script::Hangul
    } else if c.is_alphabetic() && !is_kana(c) {
        Script::Latin
    } else {
        Script::Other
    }
}

/// A separator-free piece: every same-script run in it is made of numbers 1–4.
fn is_number_piece(piece: &str) -> bool {
    let mut rest = piece;
    while let Some(first) = rest.chars().next() {
        let kind = script(first);
        let end = rest
            .char_indices()
            .find(|&(_, c)| script(c) != kind)
            .map_or(rest.len(), |(i, _)| i);
        let run = &rest[..end];
        let ok = match kind {
            Script::Digit => run.chars().all(|c| ('1'..='4').contains(&c)),
            Script::Latin => LATIN_NUMBERS.contains(&run),
            Script::Han => run.chars().all(|c| HAN_NUMBERS.contains(&c)),
            Script::Hangul => is_hangul_number_run(run),
            Script::Other => false,
        };
        if !ok {
            return false;
        }
        rest = &rest[end..];
    }
    true
}

fn is_hangul_number_run(run: &str) -> bool {
    let sino_pair = run.chars().count() == 2 && run.chars().all(|c| KO_SINO_NUMBERS.contains(&c));
    if sino_pair {
        return false;
    }
    // No number word is a prefix of another, so reading greedily is exact.
    let mut rest = run;
    while !rest.is_empty() {
        let native = KO_NATIVE_NUMBERS.iter().find_map(|w| rest.strip_prefix(w));
        let sino = || {
            let mut chars = rest.chars();
            chars
                .next()
                .filter(|c| KO_SINO_NUMBERS.contains(c))
                .map(|_| chars.as_str())
        };
        match native.or_else(sino) {
            Some(after) => rest = after,
            None => return false,
        }
    }
    true
}

// ---- Character classes and folding tables ----

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3134F}')
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}')
}

fn is_kana(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30FF}')
}

fn is_combining_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}')
}

/// Full-width ASCII forms to ASCII, the ideographic space to a space.
fn fold_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        _ => c,
    }
}

fn is_edge_punctuation(c: char) -> bool {
    matches!(
        c,
        '"' | '\''
            | '`'
            | '.'
            | ','
            | '!'
            | '?'
            | ';'
            | ':'
            | '('
            | ')'
            | '['
            | ']'
            | '{'
            | '}'
            | '¡'
            | '¿'
            | '«'
            | '»'
            | '‹'
            | '›'
            | '“'
            | '”'
            | '„'
            | '…'
            | '。'
            | '，'
            | '！'
            | '？'
            | '；'
            | '：'
            | '、'
            | '「'
            | '」'
            | '『'
            | '』'
            | '《'
            | '》'
            | '〈'
            | '〉'
            | '【'
            | '】'
            | '〔'
            | '〕'
            | '（'
            | '）'
    )
}

/// The unaccented spelling of a lowercase letter from Latin-1 Supplement or Latin Extended-A.
fn fold_latin(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ð' | 'ď' | 'đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ĵ' => "j",
        'ķ' | 'ĸ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' | 'ŋ' => "n",
        'ŉ' => "'n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ſ' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kw(en: &'static str, zh_hant: &'static str, sv: &'static str, ko: &'static str) -> Keyword {
        Keyword { en, zh_hant, sv, ko }
    }

    #[test]
    fn normalize_folds_case_width_accents_space_and_edges() {
        assert_eq!(normalize("  Crème\u{3000}\u{3000}BRÛLÉE!  "), "creme brulee");
        assert_eq!(normalize("ＡＢＣ　１２３"), "abc 123");
        assert_eq!(
            normalize("Smörgåsbord Ærø Straße Łódź"),
            "smorgasbord aero strasse lodz"
        );
        assert_eq!(normalize("e\u{301}te\u{301}"), "ete");
        assert_eq!(normalize("«Hello», (world)... \"ok\""), "hello world ok");
        assert_eq!(normalize("「火山」。"), "火山");
        assert_eq!(normalize("고양이를  봤다"), "고양이를 봤다");
        assert_eq!(normalize("cat’s"), "cat's");
        assert_eq!(normalize(" !!! "), "");
        assert_eq!(normalize("4.2.1"), "4.2.1");
    }

    #[test]
    fn latin_fold_table_covers_both_blocks() {
        for c in ('\u{00C0}'..='\u{00FF}').chain('\u{0100}'..='\u{017F}') {
            if c.is_alphabetic() && c != '×' && c != '÷' {
                let n = normalize(&c.to_string());
                assert!(n.is_ascii(), "{c} (U+{:04X}) folds to {n:?}", c as u32);
            }
        }
    }

    #[test]
    fn english_inflections() {
        assert!(english_inflection("cats", "cat"));
        assert!(english_inflection("cat's", "cat"));
        assert!(english_inflection("buses", "bus"));
        assert!(english_inflection("volcanoes", "volcano"));
        assert!(english_inflection("cherries", "cherry"));
        assert!(!english_inflection("pines", "pin"));
        assert!(!english_inflection("daies", "day"));
        assert!(!english_inflection("blackberry", "black"));
    }

    #[test]
    fn swedish_inflections() {
        for t in ["bilen", "bilar", "bilarna", "bil"] {
            assert!(swedish_inflection(t, "bil"), "{t}");
        }
        for t in ["applet", "applen", "applena"] {
            assert!(swedish_inflection(t, "apple"), "{t}");
        }
        assert!(swedish_inflection("apan", "apa"));
        assert!(swedish_inflection("apor", "apa"));
        assert!(swedish_inflection("pojkar", "pojke"));
        assert!(!swedish_inflection("bror", "bro"));
        assert!(!swedish_inflection("brandbil", "bil"));
        assert!(!swedish_inflection("rent", "ren"));
    }

    #[test]
    fn korean_particles() {
        assert!(korean_with_particle("고양이를", "고양이"));
        assert!(korean_with_particle("고양이들을", "고양이"));
        assert!(korean_with_particle("학교에서", "학교"));
        assert!(korean_with_particle("곰인형으로", "곰인형"));
        assert!(korean_with_particle("달력으로", "달력"));
        assert!(korean_with_particle("별이", "별"));
        assert!(korean_with_particle("별들로", "별"));
        assert!(!korean_with_particle("고양이을", "고양이"));
        assert!(!korean_with_particle("고양이과", "고양이"));
        assert!(!korean_with_particle("별으로", "별"));
        assert!(!korean_with_particle("별로", "별"));
        assert!(!korean_with_particle("강의", "강"));
        assert!(!korean_with_particle("게이", "게"));
        assert!(!korean_with_particle("배우", "배"));
        assert!(!korean_with_particle("곰인형", "인형"));
    }

    #[test]
    fn multiword_keywords_match_as_phrases() {
        let ice_cream = kw("ice cream", "冰淇淋", "glass", "아이스크림");
        assert_eq!(contains_keyword("Two ice-creams please", &ice_cream), Some(Lang::En));
        assert_eq!(contains_keyword("cream of ice", &ice_cream), None);
        let fireplace = kw("fireplace", "壁爐", "öppen spis", "벽난로");
        assert_eq!(contains_keyword("en öppen spisen", &fireplace), Some(Lang::Sv));
        assert_eq!(contains_keyword("spis", &fireplace), None);
    }

    #[test]
    fn code_like_pieces() {
        assert!(is_code_like("4 2 1"));
        assert!(is_code_like("421"));
        assert!(is_code_like("three4"));
        assert!(is_code_like("사이일"));
        assert!(!is_code_like("사이"));
        assert!(!is_code_like("이사"));
        assert!(is_code_like("하나둘"));
        assert!(!is_code_like("entre"));
        assert!(!is_code_like("5"));
        assert!(!is_code_like(" . - "));
    }
}
