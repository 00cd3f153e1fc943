//! The shell: context, router, top bar, update prompt, save recovery, and the settings that every screen reads.
//! Games are not linked here: a game route shows [`routes::GameHost`], which fetches the game's own module.

use crate::i18n::{messages, Messages};
use crate::lang::Lang;
use crate::nav::{Page, Router};
use crate::platform::{self, storage};
use crate::routes;
pub use crate::save::Slot;
use crate::save::{GameKind, SaveError};
use crate::settings::Settings;
use leptos::prelude::*;

/// Everything the screens share, provided once by [`App`] (and once by each game module, which runs its own
/// reactive system: see `crate::module`).
#[derive(Clone, Copy)]
pub struct AppCtx {
    pub settings: RwSignal<Settings>,
    pub lang: Memo<Lang>,
    pub update_ready: RwSignal<bool>,
    /// True while a game screen is open: keeps the screen awake.
    pub in_game: RwSignal<bool>,
    pub slots: RwSignal<Vec<(GameKind, Slot)>>,
    pub storage_ok: RwSignal<bool>,
}

impl AppCtx {
    /// The message table of the current language. Reactive: read it inside a closure.
    pub fn t(&self) -> &'static Messages {
        messages(self.lang.get())
    }

    /// Reads the settings and probes storage. Both the shell and every game module build their context here.
    pub fn install() -> AppCtx {
        let settings = RwSignal::new(Settings::from_json(storage::get(storage::SETTINGS_KEY).as_deref()));
        let browser = platform::browser_language();
        let lang = Memo::new(move |_| settings.with(|s| s.effective_lang(&browser)));
        let ctx = AppCtx {
            settings,
            lang,
            update_ready: RwSignal::new(false),
            in_game: RwSignal::new(false),
            slots: RwSignal::new(Vec::new()),
            storage_ok: RwSignal::new(storage::set("boardside.probe", "1")),
        };
        ctx.refresh_slots();
        // The shell and every module keep their own context: a change one of them stores reaches the others.
        let changed = window_event_listener_untyped(platform::CHANGED_EVENT, move |_| {
            let stored = Settings::from_json(storage::get(storage::SETTINGS_KEY).as_deref());
            if stored != settings.get_untracked() {
                settings.set(stored);
            }
            ctx.refresh_slots();
        });
        on_cleanup(move || changed.remove());
        crate::set_panic_lang(lang.get_untracked());
        Effect::new(move |_| {
            let l = lang.get();
            platform::set_document_lang(l.tag());
            crate::set_panic_lang(l);
        });
        Effect::new(move |_| platform::keep_awake(ctx.in_game.get()));
        ctx
    }

    pub fn update_settings(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        storage::set(storage::SETTINGS_KEY, &self.settings.get_untracked().to_json());
        platform::announce_change();
    }

    pub fn slot(&self, kind: GameKind) -> Slot {
        self.slots.with(|s| {
            s.iter()
                .find(|(k, _)| *k == kind)
                .map(|(_, s)| s.clone())
                .unwrap_or(Slot::Empty)
        })
    }

    /// After this context changed the saves in storage (import, delete): re-reads them here and tells the shell and
    /// any other module.
    pub fn saves_changed(&self) {
        self.refresh_slots();
        platform::announce_change();
    }

    /// Re-reads every save slot from storage (the saves' envelopes and the summaries the games wrote).
    pub fn refresh_slots(&self) {
        self.slots
            .set(GameKind::ALL.into_iter().map(|k| (k, storage::read_slot(k))).collect());
    }
}

/// An in-app link: the path with the base the app is served under (`/boardside` on a GitHub Pages project site).
/// Every link goes through here; the shell's [`Router`] takes over clicks on them.
pub fn href(path: &str) -> String {
    thread_local! {
        static BASE: String = platform::base();
    }
    BASE.with(|b| format!("{b}{path}"))
}

pub fn use_app() -> AppCtx {
    expect_context::<AppCtx>()
}

/// The message table of the current language, for components that only need text.
pub fn use_t() -> impl Fn() -> &'static Messages + Copy {
    let ctx = use_app();
    move || ctx.t()
}

/// The player-facing reason for a save error.
pub fn save_error_text(t: &Messages, e: &SaveError) -> &'static str {
    match e {
        SaveError::Corrupt(_) => t.save_corrupt,
        SaveError::NewerVersion(_) => t.save_newer,
        SaveError::UnknownVersion(_) => t.save_unknown_version,
        SaveError::WrongGame => t.save_wrong_game,
        SaveError::Replay(_) => t.save_replay,
        SaveError::Unavailable => t.game_not_available,
    }
}

pub fn game_name(t: &Messages, kind: GameKind) -> &'static str {
    match kind {
        GameKind::Decrypto => t.decrypto_name,
        GameKind::Infiltraitors => t.infiltraitors_name,
        GameKind::SquidGame => t.squid_name,
    }
}

#[component]
pub fn App() -> impl IntoView {
    let ctx = AppCtx::install();
    provide_context(ctx);
    let update_ready = ctx.update_ready;
    platform::register_service_worker(move || update_ready.set(true));

    let router = Router::install();
    provide_context(router);

    view! {
        <TopBar/>
        <UpdateBanner/>
        <StorageWarning/>
        <BrokenSaves/>
        <main id="main">
            {move || {
                let page = router.page.get();
                if let Some(hosted) = page.hosted() {
                    return view! { <routes::ModuleHost hosted/> }.into_any();
                }
                match page {
                    Page::Home => view! { <routes::Home/> }.into_any(),
                    Page::RulesIndex => view! { <routes::RulesIndex/> }.into_any(),
                    Page::Rules(Some(kind)) => view! { <routes::RulesPage kind/> }.into_any(),
                    Page::About => view! { <routes::About/> }.into_any(),
                    _ => view! { <routes::NotFound/> }.into_any(),
                }
            }}
        </main>
    }
}

#[component]
fn TopBar() -> impl IntoView {
    let t = use_t();
    let router = expect_context::<Router>();
    // The section of the app a link leads to is marked as the current page (for the highlight and screen readers).
    let current = move |section: &'static str| {
        router
            .path
            .with(|p| p.trim_start_matches('/').split('/').next() == Some(section))
            .then_some("page")
    };
    view! {
        <header class="topbar">
            <a href=href("/") class="brand">
                <img src="icons/icon.svg" alt="" width="32" height="32"/>
                <span>{move || t().app_name}</span>
            </a>
            <nav aria-label=move || t().nav_main>
                <a href=href("/rules") aria-current=move || current("rules")>{move || t().nav_rules}</a>
                <a href=href("/tools") aria-current=move || current("tools")>{move || t().nav_tools}</a>
                <a href=href("/settings") aria-current=move || current("settings")>{move || t().nav_settings}</a>
                <a href=href("/about") aria-current=move || current("about")>{move || t().nav_about}</a>
            </nav>
            <Show when=platform::fullscreen_supported>
                <button class="icon-btn" data-testid="fullscreen" on:click=|_| platform::toggle_fullscreen()
                    aria-label=move || t().fullscreen title=move || t().fullscreen>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" stroke-width="2.2"/>
                    </svg>
                </button>
            </Show>
        </header>
    }
}

/// "Update available": the new version waits until the player chooses to reload.
#[component]
fn UpdateBanner() -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    let dismissed = RwSignal::new(false);
    view! {
        <Show when=move || ctx.update_ready.get() && !dismissed.get()>
            <div class="banner" role="status" data-testid="update-banner">
                <span>{move || t().update_available}</span>
                <button class="btn primary" on:click=|_| platform::apply_update()>{move || t().update_now}</button>
                <button class="btn" on:click=move |_| dismissed.set(true)>{move || t().later}</button>
            </div>
        </Show>
    }
}

#[component]
fn StorageWarning() -> impl IntoView {
    let ctx = use_app();
    let t = use_t();
    view! {
        <Show when=move || !ctx.storage_ok.get()>
            <div class="banner warn" role="alert">{move || t().storage_unavailable}</div>
        </Show>
    }
}

/// Every save the shell can see is unreadable, each with its recovery panel (on every screen, so it is never missed).
#[component]
fn BrokenSaves() -> impl IntoView {
    let ctx = use_app();
    let broken = move || {
        ctx.slots.with(|s| {
            s.iter()
                .filter_map(|(k, slot)| match slot {
                    Slot::Broken { error, raw } => Some((*k, error.clone(), raw.clone())),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <For each=broken key=|(k, _, _)| *k let:item>
            <crate::ui::SaveRecovery kind=item.0 error=item.1 raw=item.2 on_cleared=move |_| ctx.refresh_slots()/>
        </For>
    }
}
