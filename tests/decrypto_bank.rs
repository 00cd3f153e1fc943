#![cfg(not(target_arch = "wasm32"))]
//! The keyword bank (D-K, D-S4) and the clue checks (D-C7, D-C8).

use std::collections::HashMap;

use boardside::decrypto::rules::bank::{self, Keyword, KeywordId, MIN_BANK_SIZE};
use boardside::decrypto::rules::clue::{self, contains_keyword, is_code_like, normalize, same_clue};
use boardside::lang::Lang;

const SOURCE: &str = include_str!("../src/decrypto/rules/keywords.tsv");

fn kw(en: &'static str, zh_hant: &'static str, sv: &'static str, ko: &'static str) -> Keyword {
    Keyword { en, zh_hant, sv, ko }
}

fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

fn is_hangul_syllable(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

// ---- D-K: the bank file and its data ----

#[test]
fn d_k_bank_has_500_keywords_in_four_languages() {
    let bank = bank::bank();
    assert!(bank.len() >= MIN_BANK_SIZE, "only {} keywords", bank.len());
    assert!(bank.len() <= KeywordId::MAX as usize + 1);
    for (i, k) in bank.iter().enumerate() {
        let id = KeywordId::try_from(i).expect("id fits");
        assert_eq!(bank::keyword(id), Some(k));
        for lang in Lang::ALL {
            assert!(!k.word(lang).is_empty(), "{k:?} has no {lang:?} form");
        }
    }
    assert_eq!(bank::keyword(bank.len() as KeywordId), None);
}

#[test]
fn d_k_bank_file_is_well_formed() {
    let mut lines = SOURCE.lines();
    assert_eq!(lines.next(), Some("en\tzh-Hant\tsv\tko"));
    let rows: Vec<&str> = lines.collect();
    for (n, line) in rows.iter().enumerate() {
        assert_eq!(line.split('\t').count(), 4, "line {}: {line:?}", n + 2);
        assert!(!line.contains('\r'), "line {} has a CR", n + 2);
    }
    // Every row parsed: nothing was skipped as malformed.
    assert_eq!(bank::bank().len(), rows.len());
}

#[test]
fn d_k_no_empty_or_padded_strings() {
    for k in bank::bank() {
        for form in k.all_forms() {
            assert!(!form.is_empty(), "{k:?}");
            assert_eq!(form.trim(), form, "padded form in {k:?}");
            assert!(!form.contains("  ") && !form.contains('\t'), "bad spacing in {k:?}");
        }
    }
}

#[test]
fn d_k_no_duplicates_within_a_language() {
    for lang in Lang::ALL {
        let mut seen: HashMap<String, &Keyword> = HashMap::new();
        for k in bank::bank() {
            // Normalized: catches case-folded duplicates and also accent-only differences.
            if let Some(first) = seen.insert(normalize(k.word(lang)), k) {
                panic!("{lang:?} duplicate: {first:?} and {k:?}");
            }
        }
    }
}

#[test]
fn d_k_each_column_is_written_in_its_own_script() {
    for k in bank::bank() {
        assert!(
            k.en.chars().all(|c| c.is_ascii_lowercase() || c == ' ' || c == '-'),
            "en not lowercase ASCII: {k:?}"
        );
        assert!(
            k.sv.chars().all(|c| c.is_ascii_lowercase() || "åäöé -".contains(c)),
            "sv not lowercase Swedish: {k:?}"
        );
        let zh = k.zh_hant.chars().count();
        assert!(
            k.zh_hant.chars().all(is_han) && (1..=4).contains(&zh),
            "zh-Hant not 1–4 Han characters: {k:?}"
        );
        assert!(k.ko.chars().all(is_hangul_syllable), "ko not Hangul syllables: {k:?}");
    }
}

#[test]
fn d_k_no_simplified_only_characters() {
    // Common simplified forms whose traditional form differs; none of them may appear in the zh-Hant column.
    const SIMPLIFIED: &str = "们这为来说时个国会对发过经车东马鸟鱼龙贝见门风飞鸡鸭鹰鹅猫虾蜗苹桥灯电脑话视书图馆医师员务乐园厂厅树雾气热亚伞钟钥锁镜铁钢铅笔纸红绿蓝鲨鲸鳄鸽鹦鹉饺汤鸡冻酱盐杂岛湾滩树龟号剑盘伞网机锅炉边";
    for k in bank::bank() {
        if let Some(c) = k.zh_hant.chars().find(|c| SIMPLIFIED.contains(*c)) {
            panic!("simplified character {c} in {k:?}");
        }
    }
}

#[test]
fn d_c8_no_keyword_form_is_code_like() {
    for k in bank::bank() {
        for form in k.all_forms() {
            assert!(!is_code_like(form), "{form:?} of {k:?} reads as a code");
        }
    }
}

#[test]
fn d_c8_every_keyword_contains_itself_in_each_language() {
    for k in bank::bank() {
        for lang in Lang::ALL {
            let found = contains_keyword(k.word(lang), k);
            assert!(found.is_some(), "{lang:?} form of {k:?} not found in itself");
        }
    }
}

/// A form of one keyword that counts as (containing) another keyword would block a natural clue for no reason,
/// and means the two are one word in some language. The bank has none.
#[test]
fn d_c8_no_keyword_form_contains_another_keyword() {
    let bank = bank::bank();
    let mut clashes = Vec::new();
    for a in bank {
        for form in a.all_forms() {
            for b in bank {
                if a == b {
                    continue;
                }
                if let Some(lang) = contains_keyword(form, b) {
                    clashes.push(format!(
                        "{form:?} (from {}) contains {} ({lang:?} {:?})",
                        a.en,
                        b.en,
                        b.word(lang)
                    ));
                }
            }
        }
    }
    assert!(clashes.is_empty(), "{} clashes:\n{}", clashes.len(), clashes.join("\n"));
}

// ---- D-C7: the same clue twice ----

#[test]
fn d_c7_same_clue_ignores_case_width_accents_and_spaces() {
    assert!(same_clue("Mexico", "  mexico "));
    assert!(same_clue("MÉXICO", "mexico"));
    assert!(same_clue("Ｍｅｘｉｃｏ", "mexico"));
    assert!(same_clue("evening  with\tfriends", "Evening with friends"));
    assert!(same_clue("evening\u{3000}with friends", "evening with friends"));
    assert!(same_clue("Smörgås", "smorgas"));
    assert!(same_clue("Ærø", "aero"));
    assert!(same_clue("Straße", "strasse"));
    assert!(same_clue("\"Freddy!\"", "freddy"));
    assert!(same_clue("「火山」", "火山"));
    assert!(same_clue("고양이", " 고양이 "));
    assert!(!same_clue("dawn", "down"));
    assert!(!same_clue("night", "nightmare"));
    assert!(!same_clue("火山", "火車"));
    assert!(!same_clue("evening with friends", "eveningwithfriends"));
}

#[test]
fn d_c7_normalize_is_idempotent_on_the_bank() {
    for k in bank::bank() {
        for form in k.all_forms() {
            let once = normalize(form);
            assert_eq!(normalize(&once), once);
        }
    }
}

// ---- D-C8: reading out the code ----

#[test]
fn d_c8_code_like_clues() {
    for clue in [
        "4 2 1",
        "4.2.1",
        "4-2-1",
        "4, 2, 1",
        "4/2/1",
        "421",
        "３．４．２",
        "three",
        "Four two one",
        "one, two",
        "ett två tre",
        "TRE",
        "fyra en",
        "一二三",
        "四、二、一",
        "兩",
        "壹貳參",
        "하나 둘",
        "하나둘셋",
        "사 이 일",
        "삼",
        "사이일",
        "넷",
        "4 two 一",
    ] {
        assert!(is_code_like(clue), "{clue:?} should be code-like");
    }
    for clue in [
        "",
        "   ",
        "...",
        "four seasons",
        "3D printer",
        "5",
        "1 2 5",
        "first second third",
        "fourth",
        "tretton",
        "entre",
        "一個人",
        "三明治",
        "사이",
        "이사",
        "사자",
        "하나님",
        "4 legs",
        "twenty",
        "zero",
    ] {
        assert!(!is_code_like(clue), "{clue:?} should not be code-like");
    }
}

// ---- D-C8: using a keyword or a translation of it ----

#[test]
fn d_c8_keyword_whole_word_in_every_language() {
    let black = kw("black", "黑色", "svart", "검은색");
    assert_eq!(contains_keyword("black cat", &black), Some(Lang::En));
    assert_eq!(contains_keyword("Black-cat", &black), Some(Lang::En));
    assert_eq!(contains_keyword("BLACK!", &black), Some(Lang::En));
    assert_eq!(contains_keyword("blackberry", &black), None);
    assert_eq!(contains_keyword("svart katt", &black), Some(Lang::Sv));
    assert_eq!(contains_keyword("svartvit", &black), None);
    assert_eq!(contains_keyword("黑色的貓", &black), Some(Lang::ZhHant));
    assert_eq!(contains_keyword("검은색 고양이", &black), Some(Lang::Ko));
    assert_eq!(contains_keyword("horror", &black), None);

    let dragonfly = kw("dragonfly", "蜻蜓", "trollslända", "잠자리");
    assert_eq!(contains_keyword("insect", &dragonfly), None);
    assert_eq!(contains_keyword("Odonata", &dragonfly), None);
    assert_eq!(contains_keyword("dragon", &dragonfly), None);
    assert_eq!(contains_keyword("two dragonflies", &dragonfly), Some(Lang::En));
    assert_eq!(contains_keyword("Trollsländan", &dragonfly), Some(Lang::Sv));
    assert_eq!(contains_keyword("TROLLSLANDA", &dragonfly), Some(Lang::Sv));

    // The first language in Lang::ALL order wins when several match.
    let pizza = kw("pizza", "披薩", "pizza", "피자");
    assert_eq!(contains_keyword("pizza 披薩 피자", &pizza), Some(Lang::En));
    assert_eq!(contains_keyword("피자 披薩", &pizza), Some(Lang::ZhHant));
}

#[test]
fn d_c8_english_plural_and_possessive() {
    let cat = kw("cat", "貓咪", "katt", "고양이");
    for clue in ["cats", "the cat's toy", "cats' toys", "Cat’s cradle"] {
        assert_eq!(contains_keyword(clue, &cat), Some(Lang::En), "{clue}");
    }
    for clue in ["catalog", "concat", "scat", "caterpillar"] {
        assert_eq!(contains_keyword(clue, &cat), None, "{clue}");
    }
    let bus = kw("bus", "公車", "buss", "버스");
    assert_eq!(contains_keyword("school buses", &bus), Some(Lang::En));
    let cherry = kw("cherry", "櫻桃", "körsbär", "체리");
    assert_eq!(contains_keyword("cherries", &cherry), Some(Lang::En));
    let ice_cream = kw("ice cream", "冰淇淋", "glass", "아이스크림");
    assert_eq!(contains_keyword("ice creams", &ice_cream), Some(Lang::En));
    assert_eq!(contains_keyword("ice", &ice_cream), None);
}

#[test]
fn d_c8_swedish_definite_and_plural() {
    let car = kw("car", "汽車", "bil", "자동차");
    for clue in ["bilen", "bilar", "bilarna", "röd bil"] {
        assert_eq!(contains_keyword(clue, &car), Some(Lang::Sv), "{clue}");
    }
    assert_eq!(contains_keyword("brandbil", &car), None);
    assert_eq!(contains_keyword("bilder", &car), None);
    let apple = kw("apple", "蘋果", "äpple", "사과");
    for clue in ["äpplet", "Äpplen", "applena"] {
        assert_eq!(contains_keyword(clue, &apple), Some(Lang::Sv), "{clue}");
    }
    let monkey = kw("monkey", "猴子", "apa", "원숭이");
    for clue in ["apan", "apor", "aporna"] {
        assert_eq!(contains_keyword(clue, &monkey), Some(Lang::Sv), "{clue}");
    }
    assert_eq!(contains_keyword("apelsin", &monkey), None);
}

#[test]
fn d_c8_cjk_substring_rule() {
    let volcano = kw("volcano", "火山", "vulkan", "화산");
    assert_eq!(contains_keyword("火山", &volcano), Some(Lang::ZhHant));
    assert_eq!(contains_keyword("火山口", &volcano), Some(Lang::ZhHant));
    assert_eq!(contains_keyword("活火山爆發", &volcano), Some(Lang::ZhHant));
    assert_eq!(contains_keyword("「火山」！", &volcano), Some(Lang::ZhHant));
    assert_eq!(contains_keyword("火 山", &volcano), None);
    assert_eq!(contains_keyword("火車", &volcano), None);
    assert_eq!(contains_keyword("岩漿", &volcano), None);
    // Han inside mixed text is still found; Latin keywords are not found inside Han text.
    assert_eq!(contains_keyword("big火山", &volcano), Some(Lang::ZhHant));
    let pony = kw("pony", "小馬", "ponny", "조랑말");
    assert_eq!(contains_keyword("小馬pony", &pony), Some(Lang::En));
}

#[test]
fn d_c8_korean_particles() {
    // 고양이 ends in a vowel, 곰인형 in a consonant, 별 (one syllable) in ㄹ: each takes its own particle forms.
    let cat = kw("cat", "貓咪", "katt", "고양이");
    for particle in [
        "", "를", "가", "는", "의", "에", "에서", "도", "와", "로", "랑", "들", "들이", "들을", "들과", "들로",
    ] {
        let clue = format!("귀여운 고양이{particle} 봤다");
        assert_eq!(contains_keyword(&clue, &cat), Some(Lang::Ko), "{clue}");
    }
    for clue in ["검은고양이", "고양이털", "고양이과", "고양", "양이"] {
        assert_eq!(contains_keyword(clue, &cat), None, "{clue}");
    }
    let teddy = kw("teddy bear", "泰迪熊", "nalle", "곰인형");
    for particle in ["을", "이", "은", "과", "으로", "이랑", "의", "에", "도"] {
        let clue = format!("곰인형{particle}");
        assert_eq!(contains_keyword(&clue, &teddy), Some(Lang::Ko), "{clue}");
    }
    assert_eq!(contains_keyword("인형", &teddy), None);
    let star = kw("star", "星星", "stjärna", "별");
    for clue in ["별", "별이 빛나는 밤", "별을", "별은", "별들로"] {
        assert_eq!(contains_keyword(clue, &star), Some(Lang::Ko), "{clue}");
    }
    for clue in ["별로 안 좋아", "별자리", "별도"] {
        assert_eq!(contains_keyword(clue, &star), None, "{clue}");
    }
    let pear = kw("pear", "梨子", "päron", "배");
    assert_eq!(contains_keyword("배를 먹다", &pear), Some(Lang::Ko));
    assert_eq!(contains_keyword("배우", &pear), None);
    assert_eq!(contains_keyword("배낭", &pear), None);
}

#[test]
fn d_c8_rulebook_example_clues_are_allowed() {
    // Worked example (decrypto.md): none of these clues uses its team's own keywords.
    let white = [
        kw("black", "黑色", "svart", "검은색"),
        kw("dragonfly", "蜻蜓", "trollslända", "잠자리"),
        kw("cocktail", "雞尾酒", "cocktail", "칵테일"),
        kw("sombrero", "墨西哥帽", "sombrero", "솜브레로"),
    ];
    let black = [
        kw("antique", "古董", "antikvitet", "골동품"),
        kw("bone", "骨頭", "ben", "뼈"),
        kw("morning", "早晨", "morgon", "아침"),
        kw("nightmare", "惡夢", "mardröm", "악몽"),
    ];
    for clue in [
        "Mexico",
        "insect",
        "horror",
        "evening with friends",
        "parasol",
        "Odonata",
    ] {
        assert!(white.iter().all(|k| contains_keyword(clue, k).is_none()), "{clue}");
        assert!(!is_code_like(clue));
    }
    for clue in ["night", "dawn", "dog", "skeleton", "rising", "Freddy"] {
        assert!(black.iter().all(|k| contains_keyword(clue, k).is_none()), "{clue}");
        assert!(!is_code_like(clue));
    }
    assert_eq!(contains_keyword("nightmare fuel", &black[3]), Some(Lang::En));
}

#[test]
fn d_c8_empty_clue_contains_nothing() {
    let k = bank::bank()[0];
    assert_eq!(contains_keyword("", &k), None);
    assert_eq!(contains_keyword("  「」 ", &k), None);
    assert_eq!(clue::normalize(""), "");
}
