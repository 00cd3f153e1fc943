use super::IxText;

/// A name in the genitive: "Annas", "Agent 3:s", and no extra s after s, x or z ("Lars", "Max").
fn genitive(name: &str) -> String {
    match name.chars().last() {
        Some(c) if c.is_ascii_digit() => format!("{name}:s"),
        Some('s' | 'x' | 'z' | 'S' | 'X' | 'Z') => name.to_string(),
        _ => format!("{name}s"),
    }
}

/// A count with its noun: "1 kula", "3 kulor".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub static SV: IxText = IxText {
    setup_title: "Nytt uppdrag",
    training: "Träning",
    story: "Berättelseuppdrag",
    completed: "klart",
    suggested: "nästa",
    mission_code: |training, n| if training { format!("T{n}") } else { n.to_string() },
    mission_label: |code| format!("Uppdrag {code}"),
    mission_numbers: |s, b, suits| {
        format!(
            "{} · {} · {}",
            count(s.into(), "misstänkt", "misstänkta"),
            count(b.into(), "kula", "kulor"),
            count(suits.into(), "färg", "färger")
        )
    },
    special_rule: "Specialregel",
    no_special_rule: "Ingen: grundreglerna gäller.",
    agents_label: "Agenter (namn behövs inte)",
    seating_hint: "Skriv in agenterna medurs, i den ordning ni sitter. Appen väljer vem som börjar.",
    agent_n: |n| format!("Agent {n}"),
    boards_label: "Ledtrådstavlor",
    board_auto: "Automatiska",
    board_manual: "Manuella",
    board_off: "Av",
    board_auto_long: "Automatiska: appen stryker det som de öppna korten utesluter",
    board_manual_long: "Manuella: tryck för att stryka, som med en tuschpenna",
    board_off_long: "Av: spela ur minnet",
    start_mission: "Starta uppdraget",
    too_few_agents: |min| format!("Ett uppdrag kräver minst {min} agenter."),
    too_many_agents: |max| format!("Högst {max} agenter kan spela: det finns {max} ställ."),
    name_too_long: |max| format!("Ett namn får vara högst {max} tecken långt."),
    setup_failed: "Det här uppdraget gick inte att förbereda. Välj ett annat.",
    duplicate_names: |n| format!("Två agenter heter {n}: ge varje agent ett eget namn, så att surfplattan går till rätt person."),

    suits: ["Röd", "Svart", "Gul", "Blå", "Grön"],
    special: "special",
    related: "upprätt: relaterat",
    unrelated: "liggande: orelaterat",

    bullets: "Kulor",
    bullets_vs: |b, u| {
        format!("{} · {} kvar", count(b.into(), "kula", "kulor"), count(u.into(), "misstänkt", "misstänkta"))
    },
    hq: "HK",
    suspect_pile: "Högen med misstänkta",
    discards: "Slänghögen",
    face_down_count: |n| match n {
        0 => "Inga kort ligger med baksidan upp.".to_string(),
        1 => "1 kort ligger med baksidan upp: ingen får titta på det.".to_string(),
        n => format!("{n} kort ligger med baksidan upp: ingen får titta på dem."),
    },
    undo: "Ångra",
    undo_refused: "Det går inte att ångra: någon har redan sett ett dolt kort.",
    nothing_to_undo: "Inget att ångra.",
    end_mission: "Avsluta uppdraget",
    end_mission_confirm: "Avsluta det här uppdraget? Det går inte att fortsätta efteråt.",
    close: "Stäng",
    no_communication: "Ingen kommunikation: spela under tystnad. Ingen säger något om kort eller misstänkta.",
    time_left: "Tid kvar",
    acting: "nu",
    the_shooter: "skytten",
    left_mission: "har lämnat uppdraget",
    cards_in_hand: "Kort på handen",
    hand_count: |n| format!("{n} kort"),
    empty_stand: "Tomt ställ",
    suspect: "Misstänkt",
    suspect_of: |name| format!("{} misstänkta", genitive(name)),
    extra_suspect: "Den extra misstänkta",
    the_extra_suspect: "den extra misstänkta",
    kept_card: "Sparat kort",
    tile: "Nummerbricka",
    next_tile: |n| format!("Nästa att eliminera: bricka {n}"),
    hints: "Ledtrådar",
    hint_counts: |v, h| format!("{} · {h} liggande", if v == 1 { "1 upprätt".to_string() } else { format!("{v} upprätta") }),
    middle_cards: "I mitten",
    reward_pile: "Belöningskort",
    aside_suspect: "Undanlagd misstänkt",
    log_title: "Vad som har hänt",
    departed_agents: "Agenterna som har lämnat",

    board_button: |n| format!("Tavla: {n} kvar"),
    board_of: |s| format!("Ledtrådstavla: {s}"),
    candidates_left: |n| if n == 1 { "1 möjlighet kvar".to_string() } else { format!("{n} möjligheter kvar") },
    board_disguised: "Förklädd: färgen kommer från det sparade kortet, talet från misstänktkortet.",
    board_tap_for_reason: "Tryck på ett överstruket kort för att se varför det är uteslutet.",
    still_possible: "fortfarande möjligt.",
    ruled_out_because: "uteslutet eftersom",
    no_suspect_here: "Här finns ingen misstänkt.",
    why_hint_upright: |i, c| format!("ledtråd {i}, {c}, står upprätt, och det här kortet är inte relaterat till den"),
    why_hint_flat: |i, c| format!("ledtråd {i}, {c}, ligger ner, och det här kortet är relaterat till den"),
    why_hint_elsewhere: |s| format!("det ligger med framsidan upp som ledtråd bredvid {s}"),
    why_discard: "det ligger med framsidan upp på slänghögen",
    why_middle: "det ligger med framsidan upp i mitten",
    why_reward_pile: "det ligger med framsidan upp bland belöningskorten",
    why_eliminated: "det har redan eliminerats",
    why_shown_earlier: "det har legat med framsidan upp tidigare, så det kan inte vara en misstänkt",
    why_your_hand: "det finns på din hand",
    why_hand_of: |n| format!("det finns på {} hand", genitive(n)),
    why_your_suspect: "det är din egen misstänkta",
    why_your_kept: "det är ditt sparade kort",
    why_extra: "det är den extra misstänkta",
    why_no_number_left: "alla kort med det här talet är redan kända",
    why_no_suit_left: "alla kort i den här färgen är redan kända",
    why_one_card_both: "talet och färgen måste komma från två olika kort, men bara ett och samma okända kort kan ge dem",
    aid_title: "Relaterade tal",
    aid_intro: "Ett kort är relaterat till en misstänkt när det har samma färg, samma tal eller ett tal som är en multipel eller en faktor av den misstänktas tal. Specialkort är bara relaterade genom färgen.",
    aid_number: "Tal",
    aid_related: "Relaterade tal",
    rules_title: "Regler",
    rules: &[
        ("Målet", &[
            "Alla spelar tillsammans: agenterna vinner eller förlorar som en grupp.",
            "Vinst: högen med misstänkta är tom och alla misstänkta har eliminerats.",
            "Förlust: HK och alla händer är tomma, eller så finns det färre kulor kvar än misstänkta som återstår att fånga.",
        ]),
        ("Relaterat eller inte", &[
            "Ett kort är relaterat till en misstänkt när de har samma färg eller samma tal, eller när det ena talet är en multipel av det andra (3 och 12, 2 och 8).",
            "Relaterade kort står upprätt bredvid den misstänkta; orelaterade kort ligger ner. Appen lägger ut dem, så inget kort hamnar någonsin fel.",
            "Varje kort finns bara en gång: ett kort som du ser någonstans är ingens misstänkta.",
        ]),
        ("På din tur gör du något av detta", &[
            "Dra en misstänkt: bara när ditt ställ är tomt. HK:s översta kort slängs med baksidan upp, osett.",
            "Ge en ledtråd: spela ett kort från handen bredvid din egen misstänkta.",
            "Utbyt underrättelser: spela ett kort bredvid en annan agents misstänkta, sedan får du dra ett kort från HK.",
            "Vänta: HK:s översta kort slängs med baksidan upp, sedan drar du 1 till 3 kort.",
            "Eliminera: använd en kula och säg en färg och ett tal för en annan agents misstänkta. Rätt: den är borta, dess ledtrådar hamnar med framsidan upp på slänghögen, och du får ta valfritt kort från slänghögen, även ett som ligger med baksidan upp. Fel: kulan är förlorad.",
        ]),
        ("Prat vid bordet", &[
            "Prata bara om det som ligger på bordet: aldrig om din hand eller din misstänkta, inte ens genom antydningar.",
            "Du får ha högst 7 kort på handen när din tur slutar (om inte uppdraget säger något annat).",
            "Kort med framsidan upp på slänghögen får man titta på när som helst; kort med baksidan upp aldrig.",
        ]),
    ],

    turn_of: |n| format!("{} tur", genitive(n)),
    wait_draw_of: |n| format!("{n} väntar: hur många kort ska dras?"),
    reward_of: |n| format!("{n} får ta en belöning"),
    hand_limit_of: |n, l| format!("{n} har för många kort: behåll {l}"),
    extra_of: |n| format!("{n} och den extra misstänkta"),
    final_shot_of: |n| format!("{n} är den sista agenten: det sista skottet"),
    your_suspect: "Din misstänkta",
    your_stand_empty: "Ditt ställ är tomt.",
    counts_as: |c| format!("Den räknas som {c}."),
    your_hand: "Din hand",
    hand_of: |n| format!("{} hand", genitive(n)),
    own_hand_hidden: |n| {
        if n == 1 {
            "Du håller din hand med framsidan utåt: du ser inte ditt kort, men de andra gör det.".to_string()
        } else {
            format!("Du håller din hand med framsidan utåt: du ser inte dina {n} kort, men de andra gör det.")
        }
    },
    table_talk: "Håll dina kort och din misstänkta för dig själv: prata bara om det som ligger på bordet.",
    choose_action: "Välj en handling.",
    no_card_to_play: "Du har inget kort att spela.",
    nobody_else_has_a_suspect: "Ingen annan agent har en misstänkt.",
    act_draw: "Dra en misstänkt",
    act_hint: "Ge en ledtråd",
    act_exchange: "Utbyt underrättelser",
    act_wait: "Vänta",
    act_shoot: "Eliminera",
    draw_explain: "Ta den översta misstänkta till ditt ställ. HK:s översta kort slängs med baksidan upp, osett.",
    wait_explain: "HK:s översta kort slängs med baksidan upp, osett. Sedan väljer du hur många kort du drar.",
    hint_explain: "Välj ett kort att spela bredvid din egen misstänkta. Appen lägger det upprätt eller liggande.",
    exchange_explain: "Välj en agent och ett kort att spela bredvid hens misstänkta.",
    shoot_explain: "Välj vems misstänkta du skjuter på och säg sedan en färg och ett tal. Gissar du fel förlorar du kulan.",
    place_hint: "Spela kortet",
    pick_target: "Vems misstänkta?",
    pick_suit: "Färg",
    pick_number: "Tal",
    draw_after_exchange: "Dra sedan ett kort från HK",
    draw_forced: "Sedan drar du ett kort från HK.",
    no_draw_now: "Inget kort dras efteråt.",
    you_name: |g| format!("Du säger: {g}"),
    raise_pistol: "Höj pistolen",
    your_boards: "Dina ledtrådstavlor",
    private_board_note: "Bara du ser de här tavlorna: de räknar också med korten som du kan se.",
    reward_explain: "Din belöning: ta ett kort från slänghögen till handen, även ett som ligger med baksidan upp. Ingen annan ser vilket.",
    reward_set_aside: "Din belöning: välj ett kort från slänghögen. Det läggs åt sidan med framsidan upp inför sista striden.",
    take_reward: "Ta det här kortet",
    decline_reward: "Ingen belöning",
    was_face_down: "baksidan upp",
    hand_limit_explain: |l| format!("Släng ett kort i taget tills du har {l} kvar."),
    blind_card: |n| format!("Kort {n}"),
    extra_hint_explain: |n| {
        if n == 1 {
            "Ge 1 ledtråd till om den extra misstänkta, från handen eller slänghögen. Sedan lämnar du uppdraget.".to_string()
        } else {
            format!("Ge {n} ledtrådar till om den extra misstänkta, från handen eller slänghögen. Sedan lämnar du uppdraget.")
        }
    },
    wait_draw_explain: "HK:s översta kort hamnade med baksidan upp på slänghögen. Dra upp till 3 kort (högst så många som HK har kvar).",
    extra_look_explain: "Du får titta på den extra misstänkta. Gör du det ger du den en ledtråd (två när ni är två agenter), slänger din hand med framsidan upp och lämnar uppdraget.",
    look_extra: "Titta och lämna",
    skip_extra: "Stanna i uppdraget",
    final_shot_explain: "Säg vem den extra misstänkta är. Uppdraget är vunnet bara om du har rätt.",

    shot_call: |by, s| format!("{by} höjer pistolen mot {s}:"),
    shot_owner_answers: |owner| format!("{owner}, stämmer det?"),
    shot_reveal: "Visa svaret",
    shot_hit: "Träff! Den misstänkta är eliminerad.",
    shot_miss: "Miss. Den misstänkta förblir dold.",
    eliminated_as: |c| format!("Det var {c}."),
    bullets_left: |b| if b == 1 { "1 kula kvar.".to_string() } else { format!("{b} kulor kvar.") },
    continue_: "Fortsätt",

    mission_won: "Uppdraget slutfört",
    mission_lost: "Uppdraget misslyckades",
    won_all_eliminated: "Alla misstänkta har eliminerats.",
    won_extra: "Den sista agenten pekade ut den extra misstänkta.",
    lost_out_of_cards: "Korten tog slut, både i HK och på alla händer.",
    lost_bullets: |b, u| {
        format!(
            "{} räcker inte för att fånga {}.",
            count(b.into(), "kula", "kulor"),
            count(u.into(), "misstänkt", "misstänkta")
        )
    },
    lost_stuck: "Ingen kunde göra något mer.",
    lost_time: "De 15 minuterna tog slut.",
    lost_extra_missed: "Det sista skottet mot den extra misstänkta missade.",
    lost_extra_out_of_reach: "Alla andra misstänkta är borta, så ingen kan lämna uppdraget och låta den sista agenten skjuta på den extra misstänkta.",
    all_revealed: "De misstänkta och vilka de var:",
    eliminated_by: |s, by| format!("{s}, eliminerad av {by}"),
    campaign_progress: |d, all| format!("Avklarade uppdrag på den här enheten: {d} av {all}."),
    play_next: |m| format!("Nästa: {m}"),
    play_again: "Spela uppdraget igen",
    choose_mission: "Välj ett uppdrag",

    ev_turn: |n| format!("{} tur.", genitive(n)),
    ev_skipped: |n| format!("{n} kunde inte göra något och hoppades över."),
    ev_drawn: |n| format!("{n} drog en misstänkt."),
    ev_tile: |n, tile| format!("{n} drog en misstänkt med bricka {tile}."),
    ev_hq_discarded: "HK:s översta kort hamnade med baksidan upp på slänghögen.",
    ev_disguise: |n| format!("{n} behöll HK:s översta kort med baksidan upp som förklädnad."),
    ev_hint_upright: |c, s| format!("{c} står upprätt bredvid {s}."),
    ev_hint_flat: |c, s| format!("{c} ligger ner bredvid {s}."),
    ev_cards_drawn: |n, c| format!("{n} drog {c} kort."),
    ev_shot: |by, s, g| format!("{by} sköt på {s} och sa {g}:"),
    ev_hit: "träff.",
    ev_miss: "miss.",
    ev_eliminated: |s, c| format!("{s} var {c}: eliminerad."),
    ev_hints_cleared: |n| {
        if n == 1 {
            "Dess ledtråd hamnade på slänghögen.".to_string()
        } else {
            format!("Dess {n} ledtrådar hamnade på slänghögen.")
        }
    },
    ev_reward: |n| format!("{n} tog en belöning från slänghögen."),
    ev_reward_card: |n, c| format!("{n} tog {c} som belöning."),
    ev_reward_aside: |n, c| format!("{n} lade {c} åt sidan inför sista striden."),
    ev_reward_declined: |n| format!("{n} tog ingen belöning."),
    ev_discarded: |n| format!("{n} slängde ett kort med baksidan upp."),
    ev_discarded_card: |n, c| format!("{n} slängde {c}."),
    ev_last_stand: |n| format!("Sista striden: belöningskorten delas ut, och {n} tar den sista misstänkta."),
    ev_extra_seen: |n| format!("{n} tittade på den extra misstänkta."),
    ev_left: |n| format!("{n} lämnade uppdraget."),
    ev_final_due: |n| format!("{n} är den sista agenten och måste skjuta på den extra misstänkta."),
    ev_time_up: "Tiden är ute.",

    err_game_over: "Uppdraget är över.",
    err_no_such_agent: "Det finns ingen sådan agent.",
    err_wrong_step: "Det går inte i det här steget.",
    err_not_your_turn: |n| format!("Det är {} tur.", genitive(n)),
    err_agent_left: |n| format!("{n} har lämnat uppdraget."),
    err_stand_occupied: "Det står redan en misstänkt på ditt ställ.",
    err_pile_empty: "Högen med misstänkta är tom.",
    err_shooter_no_draw: "Skytten får inte dra misstänkta i det här uppdraget.",
    err_no_suspect: "Du har ingen misstänkt att ge en ledtråd om.",
    err_card_not_in_hand: "Det kortet finns inte på din hand.",
    err_card_not_in_other_hand: "Det kortet finns inte på någon annan agents hand.",
    err_middle_only_exchange: "Korten i mitten får bara användas för att utbyta underrättelser.",
    err_exchange_self: "Utbyt underrättelser med en annan agent, inte med dig själv.",
    err_target_no_suspect: |n| format!("{n} har ingen misstänkt."),
    err_exchange_left: |n| format!("I det här uppdraget utbyter du underrättelser bara med agenten till vänster om dig: {n}."),
    err_hq_empty: "HK är tomt.",
    err_draw_required: "I det här uppdraget måste du dra ett kort när du har utbytt underrättelser.",
    err_no_draw_last_stand: "Under sista striden drar man inget kort när man utbyter underrättelser.",
    err_hq_closed: "HK är stängt under sista striden.",
    err_draw_count: |max| format!("Dra mellan 1 och {max} kort."),
    err_no_bullets: "Det finns inga kulor kvar.",
    err_own_suspect: "Du kan inte skjuta på din egen misstänkta.",
    err_shoot_right: |n| format!("I det här uppdraget får du bara skjuta på den misstänkta hos agenten till höger om dig: {n}."),
    err_only_shooter: |n| format!("Bara {n} får skjuta i det här uppdraget."),
    err_too_few_hints: |h, need| format!("Den här misstänkta behöver minst {need} ledtrådar innan ni får skjuta; den har {h}."),
    err_unbalanced: |v, h| {
        format!(
            "Den här misstänkta behöver lika många upprätta som liggande ledtrådar innan ni får skjuta ({}, {h} liggande).",
            if v == 1 { "1 upprätt".to_string() } else { format!("{v} upprätta") }
        )
    },
    err_tile_order: |tile, next| format!("De misstänkta elimineras i brickornas ordning: bricka {next} är nästa, den här har bricka {tile}."),
    err_guess_not_in_mission: "Det kortet ingår inte i det här uppdraget.",
    err_no_such_card: "Det kortet finns inte längre kvar.",
    err_no_time_limit: "Det här uppdraget har ingen klocka.",
};
