//! The shell's routing, natively: which pages live in modules, and the static pieces of index.html that must agree.
#![cfg(not(target_arch = "wasm32"))]

use boardside::nav::Page;
use std::collections::HashMap;

/// index.html preloads the module of the screen a reload or deep link opens; its route map must match the router.
#[test]
fn index_html_preloads_the_module_of_every_module_route() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
    let line = html
        .lines()
        .find(|l| l.contains("var moduleRoutes ="))
        .expect("index.html has its route -> module map");
    let json = line.split_once('=').unwrap().1.trim().trim_end_matches(';');
    let map: HashMap<String, String> = serde_json::from_str(json).unwrap();
    for route in [
        "",
        "rules",
        "about",
        "settings",
        "tools",
        "decrypto",
        "infiltraitors",
        "squid-game",
        "nope",
    ] {
        let expected = Page::parse(&format!("/{route}")).hosted().map(|h| h.module());
        assert_eq!(map.get(route).map(String::as_str), expected, "route /{route}");
    }
}
