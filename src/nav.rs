//! The shell's router. The shell has a handful of fixed routes, so it keeps its own small router instead of
//! leptos_router, which cost the home screen 41 KB of brotli wasm (measured: see the README). [`Page::parse`] is pure;
//! [`Router::install`] follows the browser's history and takes over clicks on in-app links, from the shell's
//! screens and from the game modules alike, so links are plain `<a href=…>` everywhere.

use crate::games;
use crate::platform;
use crate::save::GameKind;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A screen of the shell, parsed from the path below the app's base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    RulesIndex,
    /// A game's rules summary; `None` for a slug that names no game.
    Rules(Option<GameKind>),
    Settings,
    About,
    Tools,
    /// A game that this build can play: its module is fetched when the page opens.
    Game(GameKind),
    NotFound,
}

impl Page {
    /// Parses a path relative to the app's base, such as `/rules/decrypto`. A trailing slash is ignored.
    pub fn parse(path: &str) -> Page {
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        match segments.as_slice() {
            [] => Page::Home,
            ["rules"] => Page::RulesIndex,
            ["rules", game] => Page::Rules(GameKind::from_slug(game)),
            ["settings"] => Page::Settings,
            ["about"] => Page::About,
            ["tools"] => Page::Tools,
            [slug] => match GameKind::from_slug(slug) {
                Some(kind) if games::available(kind) => Page::Game(kind),
                _ => Page::NotFound,
            },
            _ => Page::NotFound,
        }
    }
}

impl Page {
    /// The module that shows this page, for the pages whose code is not in the shell.
    pub fn hosted(&self) -> Option<Hosted> {
        match self {
            Page::Game(kind) => Some(Hosted::Game(*kind)),
            Page::Settings => Some(Hosted::Settings),
            Page::Tools => Some(Hosted::Tools),
            _ => None,
        }
    }
}

/// A page whose code lives in a module of its own: each game, and the settings and table tools ("extras").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hosted {
    Game(GameKind),
    Settings,
    Tools,
}

impl Hosted {
    /// The module's name: its Cargo binary and the stem of its built files.
    pub fn module(self) -> &'static str {
        match self {
            Hosted::Game(kind) => games::module_name(kind),
            Hosted::Settings | Hosted::Tools => "extras",
        }
    }

    /// Which of the module's pages to mount.
    pub fn page(self) -> &'static str {
        match self {
            Hosted::Game(kind) => kind.slug(),
            Hosted::Settings => "settings",
            Hosted::Tools => "tools",
        }
    }
}

/// The path below `base` of an absolute path, or `None` when the path lies outside the app.
pub fn relative_path<'a>(base: &str, path: &'a str) -> Option<&'a str> {
    let rest = path.strip_prefix(base)?;
    if rest.is_empty() {
        Some("/")
    } else if rest.starts_with('/') {
        Some(rest)
    } else {
        None
    }
}

/// The current page of the shell, following the browser's address.
#[derive(Clone, Copy)]
pub struct Router {
    /// The path below the base, as in the address bar.
    pub path: RwSignal<String>,
    pub page: Memo<Page>,
}

fn current_path() -> String {
    let path = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    relative_path(&platform::base(), &path).unwrap_or("/").to_string()
}

/// The in-app path a click should navigate to, or `None` to leave the click to the browser (other sites,
/// new tabs, downloads, modified clicks).
fn in_app_target(ev: &web_sys::MouseEvent) -> Option<String> {
    if ev.default_prevented() || ev.button() != 0 || ev.meta_key() || ev.ctrl_key() || ev.shift_key() || ev.alt_key() {
        return None;
    }
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let a = el
        .closest("a[href]")
        .ok()??
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .ok()?;
    if !a.target().is_empty() || a.has_attribute("download") {
        return None;
    }
    let location = web_sys::window()?.location();
    if a.origin() != location.origin().ok()? {
        return None;
    }
    relative_path(&platform::base(), &a.pathname()).map(str::to_string)
}

impl Router {
    /// Starts following the address: Back and Forward, and clicks on in-app links.
    pub fn install() -> Router {
        let path = RwSignal::new(current_path());
        let page = Memo::new(move |_| path.with(|p| Page::parse(p)));
        let router = Router { path, page };
        // Listeners live as long as the page (the shell is never unmounted).
        let _ = window_event_listener(leptos::ev::popstate, move |_| path.set(current_path()));
        let _ = window_event_listener(leptos::ev::click, move |ev| {
            if let Some(to) = in_app_target(&ev) {
                ev.prevent_default();
                router.navigate(&to);
            }
        });
        router
    }

    /// Goes to an in-app path (below the base), adding a history entry.
    pub fn navigate(&self, to: &str) {
        if self.path.with_untracked(|p| p == to) {
            return;
        }
        if let Some(w) = web_sys::window() {
            if let Ok(history) = w.history() {
                let url = crate::app::href(to);
                let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
        self.path.set(to.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_parse_to_pages() {
        assert_eq!(Page::parse("/"), Page::Home);
        assert_eq!(Page::parse(""), Page::Home);
        assert_eq!(Page::parse("/rules"), Page::RulesIndex);
        assert_eq!(Page::parse("/rules/"), Page::RulesIndex);
        assert_eq!(Page::parse("/rules/squid-game"), Page::Rules(Some(GameKind::SquidGame)));
        assert_eq!(Page::parse("/rules/chess"), Page::Rules(None));
        assert_eq!(Page::parse("/settings"), Page::Settings);
        assert_eq!(Page::parse("/about"), Page::About);
        assert_eq!(Page::parse("/tools"), Page::Tools);
        assert_eq!(Page::parse("/decrypto"), Page::Game(GameKind::Decrypto));
        assert_eq!(Page::parse("/decrypto/extra"), Page::NotFound);
        assert_eq!(Page::parse("/no/such/page"), Page::NotFound);
    }

    #[test]
    fn a_game_in_development_has_no_page() {
        for kind in GameKind::ALL {
            let page = Page::parse(&format!("/{}", kind.slug()));
            if games::available(kind) {
                assert_eq!(page, Page::Game(kind));
            } else {
                assert_eq!(page, Page::NotFound);
            }
        }
    }

    #[test]
    fn paths_outside_the_base_are_not_the_app() {
        assert_eq!(relative_path("/boardside", "/boardside"), Some("/"));
        assert_eq!(relative_path("/boardside", "/boardside/"), Some("/"));
        assert_eq!(relative_path("/boardside", "/boardside/rules"), Some("/rules"));
        assert_eq!(relative_path("/boardside", "/boardsidex/rules"), None);
        assert_eq!(relative_path("/boardside", "/other"), None);
        assert_eq!(relative_path("", "/rules"), Some("/rules"));
        assert_eq!(relative_path("", "/"), Some("/"));
    }
}
