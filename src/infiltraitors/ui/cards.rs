//! Our own card faces (I-K1, I-K2): each suit has a colour AND a shape, so suits can be told apart without colour,
//! and the number is large enough to read across a table.

use super::text::IxText;
use crate::infiltraitors::rules::{Card, Guess, Suit};
use leptos::prelude::*;

pub fn suit_slug(suit: Suit) -> &'static str {
    match suit {
        Suit::Red => "red",
        Suit::Black => "black",
        Suit::Yellow => "yellow",
        Suit::Blue => "blue",
        Suit::Green => "green",
    }
}

/// The suit's shape, drawn in a 20×20 box: red triangle, black square, yellow star, blue drop, green cross.
fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Red => "M10 2 L19 18 L1 18 Z",
        Suit::Black => "M3 3 H17 V17 H3 Z",
        Suit::Yellow => {
            "M10 1 L12.6 7.2 L19.3 7.6 L14.1 11.8 L15.8 18.4 L10 14.7 L4.2 18.4 L5.9 11.8 L0.7 7.6 L7.4 7.2 Z"
        }
        Suit::Blue => "M10 1 C10 1 17 9 17 13 A7 7 0 0 1 3 13 C3 9 10 1 10 1 Z",
        Suit::Green => "M7 1 H13 V7 H19 V13 H13 V19 H7 V13 H1 V7 H7 Z",
    }
}

/// A suit's symbol (decorative: the text beside it names the suit for screen readers).
#[component]
pub fn SuitIcon(suit: Suit) -> impl IntoView {
    view! {
        <svg class=format!("suit-icon si-{}", suit_slug(suit)) viewBox="0 0 20 20" aria-hidden="true">
            <path d=suit_path(suit)/>
        </svg>
    }
}

pub fn suit_name(t: &IxText, suit: Suit) -> &'static str {
    t.suits[suit.index()]
}

/// A card's name in words: "Red 6", "Blue special".
pub fn card_name(t: &IxText, card: Card) -> String {
    match card.number {
        Some(n) => format!("{} {n}", suit_name(t, card.suit)),
        None => format!("{} {}", suit_name(t, card.suit), t.special),
    }
}

/// A named identity: "Red 6", or in I-M15 "Red 1" for a special suspect.
pub fn guess_name(t: &IxText, guess: Guess) -> String {
    format!("{} {}", suit_name(t, guess.suit), guess.number)
}

/// How a card lies: upright beside a suspect (related), flat (unrelated), or in a hand or pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lie {
    Plain,
    Vertical,
    Horizontal,
}

/// A face-up card. `big` for the reveal of a suspect.
#[component]
pub fn CardFace(
    card: Card,
    #[prop(default = Lie::Plain)] lie: Lie,
    #[prop(optional)] big: bool,
    /// I-M15: a special card that is a suspect counts as number 1.
    #[prop(optional)]
    as_one: bool,
) -> impl IntoView {
    let number = match card.number {
        Some(n) => n.to_string(),
        None if as_one => "1".to_string(),
        None => "✦".to_string(),
    };
    let t = super::use_ix().t();
    let name = match (card.number, as_one) {
        (None, true) => format!("{} 1", suit_name(t, card.suit)),
        _ => card_name(t, card),
    };
    let name = match lie {
        Lie::Plain => name,
        Lie::Vertical => format!("{name} ({})", t.related),
        Lie::Horizontal => format!("{name} ({})", t.unrelated),
    };
    let class = format!(
        "icard s-{}{}{}{}",
        suit_slug(card.suit),
        if card.is_special() { " special" } else { "" },
        match lie {
            Lie::Plain => "",
            Lie::Vertical => " v",
            Lie::Horizontal => " h",
        },
        if big { " big" } else { "" }
    );
    view! {
        // STYLE: a card's name never goes in an attribute (a face may be a secret shown to its owner): it is
        // visually hidden text, and the picture is hidden from screen readers.
        <span class=class>
            <span class="sr-only">{name}</span>
            <span class="ic-face" aria-hidden="true">
                <SuitIcon suit=card.suit/>
                <span class="ic-num">{number}</span>
            </span>
        </span>
    }
}

/// The back of a card: what everyone sees of a suspect, a hand card or a face-down discard.
#[component]
pub fn CardBack(#[prop(optional)] label: Option<String>, #[prop(optional)] big: bool) -> impl IntoView {
    view! {
        <span class="icard back" class:big=big>
            <span class="ic-face">{label.map(|l| view! { <span class="ic-back-label">{l}</span> })}</span>
        </span>
    }
}
