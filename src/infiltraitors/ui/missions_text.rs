//! Mission titles, briefings and special rules in plain words, in the four languages. Our own words: never the
//! rulebook's story text.

use crate::infiltraitors::rules::MissionId;
use crate::lang::Lang;

/// One mission's text in one language.
pub struct MissionText {
    /// A short title of our own (2–5 words).
    pub title: &'static str,
    /// Our own briefing: 1–2 short sentences of mood/story, original.
    pub briefing: &'static str,
    /// The special rule in plain words, for players at a table (empty string "" when the mission has none). Must be
    /// precise and complete (e.g. mission 3: number tiles and the order of elimination).
    pub special: &'static str,
}

pub fn mission_text(lang: Lang, mission: MissionId) -> &'static MissionText {
    let table: &'static [MissionText; 23] = match lang {
        Lang::En => &EN,
        Lang::ZhHant => &ZH_HANT,
        Lang::Sv => &SV,
        Lang::Ko => &KO,
    };
    &table[mission.index()]
}

static EN: [MissionText; 23] = [
    // T1
    MissionText {
        title: "First Steps",
        briefing: "Training: learn the basics with three suits, numbers 2–13 and just two suspects.",
        special: "",
    },
    // T2
    MissionText {
        title: "One Suspect Each",
        briefing: "Training: now every agent has a suspect of their own. Learn to read the whole table together.",
        special: "",
    },
    // T3
    MissionText {
        title: "Against the Clock",
        briefing: "Training: four suits and a 15-minute clock. Learn to read the hints quickly and shoot with confidence.",
        special: "Finish within 15 minutes; when the clock runs out the mission is lost.",
    },
    // M1
    MissionText {
        title: "Static on the Line",
        briefing: "Nightjar, a ring of moles, has slipped into the Bureau. Seven staff members are under suspicion. The hunt begins.",
        special: "",
    },
    // M2
    MissionText {
        title: "Burned Notes",
        briefing: "Nightjar's couriers never leave paper behind. From now on, neither do we.",
        special: "Every discard goes face down, even a card that was face up (such as the hints beside an eliminated suspect).",
    },
    // M3
    MissionText {
        title: "Chain of Command",
        briefing: "A captured courier gave up the order of Nightjar's cell. Break the chain link by link, in order.",
        special: "Number tiles 1–8: each suspect gets the next tile when it is drawn (the first suspect drawn gets 1, the next 2, and so on). Suspects must be eliminated in tile order: you may shoot only the suspect with the lowest tile not yet eliminated.",
    },
    // M4
    MissionText {
        title: "Radio Silence",
        briefing: "The Bureau's walls have ears. Crack the case without a word, a nod or a glance.",
        special: "No communication at all during the mission: no talking, no gestures, no signals.",
    },
    // M5
    MissionText {
        title: "The Coded Ledger",
        briefing: "The silence paid off: a coded ledger names nine more staff members. All five suits are in play now.",
        special: "",
    },
    // M6
    MissionText {
        title: "Coloured Markers",
        briefing: "The quartermaster has left four coloured markers on the table. Use them to tag what you know.",
        special: "The special cards of the 4 suits in play lie in the middle. When you exchange intel, you may play one of them instead of a card from your hand; it hints at the suspect's suit only. You may still draw from HQ afterwards as usual, and the special card returns to the middle when that suspect is eliminated.",
    },
    // M7
    MissionText {
        title: "Hard Evidence",
        briefing: "Internal Review won't sign off on hunches. No arrest without evidence on both sides.",
        special: "A suspect may be shot only when it has at least 4 hints beside it, with exactly as many upright (related) as lying flat (unrelated).",
    },
    // M8
    MissionText {
        title: "Notes to the Left",
        briefing: "The team is scattered across the listening post. Notes can only pass to the desk on your left.",
        special: "You may exchange intel only with the agent on your left (play your card beside their suspect).",
    },
    // M9
    MissionText {
        title: "Travel Light",
        briefing: "Nightjar set fire to the records room. Work out of your pockets: three files at most.",
        special: "You start with 3 cards and may hold at most 3.",
    },
    // M10
    MissionText {
        title: "Tapped Lines",
        briefing: "Someone has tapped the Bureau's internal lines. Total silence again, and this time all five suits are in play.",
        special: "No communication at all during the mission: no talking, no gestures, no signals.",
    },
    // M11
    MissionText {
        title: "Watch Your Right",
        briefing: "Trust is wearing thin. Each of you keeps an eye on the agent to your right, and nobody says a word.",
        special: "You may shoot only the suspect of the agent on your right. No communication at all during the mission.",
    },
    // M12
    MissionText {
        title: "The Marksman",
        briefing: "Only one of you still holds clearance to fire. The rest must bring the targets into view.",
        special: "One agent, chosen at random, is the only one who may shoot, and that agent never draws a suspect.",
    },
    // M13
    MissionText {
        title: "The Review Board",
        briefing: "Internal Review is back, stricter than ever. Balanced evidence before any arrest, across all five suits.",
        special: "As in mission 7: a suspect may be shot only when it has at least 4 hints beside it, with exactly as many upright (related) as lying flat (unrelated).",
    },
    // M14
    MissionText {
        title: "Rank by Rank",
        briefing: "We have Nightjar's roster, ranked one to nine. Take them down in rank order and burn every note.",
        special: "Number tiles 1–9: each suspect gets the next tile when it is drawn, and suspects must be eliminated in tile order (you may shoot only the suspect with the lowest tile not yet eliminated). Every discard goes face down, even a card that was face up.",
    },
    // M15
    MissionText {
        title: "Blank Files",
        briefing: "Nightjar has forged blank personnel files. Some suspects carry a suit and nothing else.",
        special: "The 5 special cards are shuffled into the deck. A special card that becomes a suspect counts as number 1 but is matched by suit only: a card of its suit is related, any other card is not. To shoot it, name its suit and 1.",
    },
    // M16
    MissionText {
        title: "Borrowed Colours",
        briefing: "The moles have learned to wear other colours. Every suspect now hides behind a disguise.",
        special: "When you draw a suspect, the top card of HQ is not discarded: keep it face down in front of you (you may look at it; nobody else may). Your suspect now has that card's suit but keeps its own number, for hints and shots alike. When the suspect is eliminated, both cards are shuffled into HQ.",
    },
    // M17
    MissionText {
        title: "Open Hands",
        briefing: "Nightjar swapped our briefcases. You can read every file on the table except your own.",
        special: "Hands are held facing out: you cannot see your own cards, but everyone else can. To give a hint or exchange intel, you play a card from another agent's hand. After exchange intel you draw from HQ into your own hand.",
    },
    // M18
    MissionText {
        title: "The Last Stand",
        briefing: "Nightjar's inner circle closes ranks around its paymaster. Bank every card you win: the showdown will need them all.",
        special: "Only 8 suspects go into the suspect pile; a 9th is set aside face down. Each reward card for an elimination is set aside face up instead of going to a hand. When all 8 are eliminated, everyone discards their hand face up; the reward cards are shuffled and dealt one at a time, as evenly as possible, starting with the agent who eliminated the 8th suspect. That agent also takes the set-aside suspect. Only those cards may be used to solve it: no card is drawn from HQ, not even after exchange intel.",
    },
    // M19
    MissionText {
        title: "Clean Sweep",
        briefing: "The paymaster is down, but the money trail points to nine more names. Nine bullets, no margin for error.",
        special: "",
    },
    // M20
    MissionText {
        title: "The Last Mole",
        briefing: "Nightjar's founder has hidden behind everyone else. Glimpse the face, leave a clue, step aside: the last agent takes the shot.",
        special: "One suspect is set aside face down as the extra suspect; the other 10 form the suspect pile. After each elimination, the shooter takes the reward and may then look at the extra suspect. Whoever looks gives 1 hint on it (2 at a table of two) with cards from their hand or the discard pile, then discards their hand face up and leaves the mission; their suspect stays and can still receive hints. The last agent left must shoot the extra suspect at once: the mission is won only if that shot is right.",
    },
];

static ZH_HANT: [MissionText; 23] = [
    // T1
    MissionText {
        title: "初次出勤",
        briefing: "訓練任務：用三種花色、2–13 號的牌和兩名嫌疑人，學會基本玩法。",
        special: "",
    },
    // T2
    MissionText {
        title: "一人一名嫌疑人",
        briefing: "訓練任務：現在每位探員都有一名自己的嫌疑人。學著大家一起判讀整張桌面。",
        special: "",
    },
    // T3
    MissionText {
        title: "與時間賽跑",
        briefing: "訓練任務：四種花色，外加 15 分鐘時限。學會迅速解讀提示、果斷開槍。",
        special: "必須在 15 分鐘內完成；時間一到，任務即失敗。",
    },
    // M1
    MissionText {
        title: "線路雜訊",
        briefing: "名為「夜鷹」的內奸集團已滲入情報局，七名職員涉有嫌疑。獵捕行動開始。",
        special: "",
    },
    // M2
    MissionText {
        title: "燒毀的紙條",
        briefing: "夜鷹的信差從不留下任何紙本痕跡。從現在起，我們也一樣。",
        special: "所有棄掉的牌一律面朝下放入棄牌堆，即使原本面朝上的牌也一樣（例如被剷除嫌疑人旁的提示）。",
    },
    // M3
    MissionText {
        title: "指揮鏈",
        briefing: "被捕的信差供出了夜鷹小組的上下順序。照順序，一環一環拆掉這條鏈。",
        special: "號碼板塊 1–8：嫌疑人被抽出時，依序配上下一個號碼（第一個抽出的是 1，接著是 2，依此類推）。嫌疑人必須依號碼順序剷除：只能對尚未剷除、號碼最小的嫌疑人開槍。",
    },
    // M4
    MissionText {
        title: "無線電靜默",
        briefing: "情報局的牆壁長了耳朵。不說話、不點頭、不使眼色，默默把案子破了。",
        special: "任務期間完全不能交流：不說話、不比手勢、不打暗號。",
    },
    // M5
    MissionText {
        title: "加密帳本",
        briefing: "沉默有了回報：一本加密帳本又供出九名職員。這次五種花色全部上場。",
        special: "",
    },
    // M6
    MissionText {
        title: "彩色標記",
        briefing: "軍需官在桌上留下四枚彩色標記。用它們標出你掌握的線索。",
        special: "本任務 4 種花色的特別牌放在桌面中央。「交換情報」時，可以改打其中一張來代替手牌；它只提示嫌疑人的花色。之後照常可以從總部抽牌；該嫌疑人被剷除時，特別牌回到中央。",
    },
    // M7
    MissionText {
        title: "鐵證如山",
        briefing: "內部稽查不接受直覺。正反兩面的證據都齊了，才准抓人。",
        special: "嫌疑人旁至少要有 4 張提示，而且直放（有關連）與橫放（無關連）的張數相同，才能對它開槍。",
    },
    // M8
    MissionText {
        title: "紙條往左傳",
        briefing: "小隊分散在監聽站各處，紙條只能傳給左邊那張桌子。",
        special: "只能和左邊那位探員「交換情報」（把牌打在他的嫌疑人旁邊）。",
    },
    // M9
    MissionText {
        title: "輕裝上陣",
        briefing: "夜鷹放火燒了檔案室。只能靠口袋辦案：身上最多帶三份檔案。",
        special: "起始手牌 3 張，手牌上限也是 3 張。",
    },
    // M10
    MissionText {
        title: "遭竊聽的內線",
        briefing: "有人竊聽了情報局的內線。再次全面靜默，而且這次五種花色全部上場。",
        special: "任務期間完全不能交流：不說話、不比手勢、不打暗號。",
    },
    // M11
    MissionText {
        title: "盯緊右邊",
        briefing: "彼此的信任越來越薄。每個人只盯著右邊的探員，而且誰都不准開口。",
        special: "只能對右邊那位探員的嫌疑人開槍。任務期間完全不能交流。",
    },
    // M12
    MissionText {
        title: "神槍手",
        briefing: "只剩一個人還有開槍授權。其他人負責把目標逼出來。",
        special: "隨機選出一位探員，只有他可以開槍，而且他不能抽嫌疑人。",
    },
    // M13
    MissionText {
        title: "審查委員會",
        briefing: "內部稽查又來了，而且更嚴格。五種花色全上，證據平衡才准抓人。",
        special: "同任務 7：嫌疑人旁至少要有 4 張提示，而且直放（有關連）與橫放（無關連）的張數相同，才能對它開槍。",
    },
    // M14
    MissionText {
        title: "按階級處置",
        briefing: "我們拿到了夜鷹的名冊，從一排到九。依階級逐一拿下，每張紙條都燒掉。",
        special: "號碼板塊 1–9：嫌疑人被抽出時依序配上下一個號碼，並且必須依號碼順序剷除（只能對尚未剷除、號碼最小的嫌疑人開槍）。所有棄掉的牌一律面朝下放入棄牌堆，即使原本面朝上的牌也一樣。",
    },
    // M15
    MissionText {
        title: "空白檔案",
        briefing: "夜鷹偽造了空白的人事檔案。有些嫌疑人只有花色，其他什麼都沒有。",
        special: "5 張特別牌混入牌庫洗勻。成為嫌疑人的特別牌視為號碼 1，但只比花色：同花色的牌有關連，其他牌都沒有。要對它開槍，請說出它的花色和「1」。",
    },
    // M16
    MissionText {
        title: "借來的顏色",
        briefing: "內奸學會了披上別人的顏色。現在每名嫌疑人都藏在偽裝後面。",
        special: "抽嫌疑人時，不棄掉總部頂牌，而是面朝下放在自己面前（你可以看，其他人不行）。從此你的嫌疑人改用那張牌的花色，號碼不變；提示和開槍都照這個算。嫌疑人被剷除時，兩張牌都洗回總部。",
    },
    // M17
    MissionText {
        title: "攤開的手牌",
        briefing: "夜鷹調包了我們的公事包。桌上每份檔案你都看得到，唯獨自己的看不到。",
        special: "手牌牌面朝外拿：自己看不到，其他人都看得到。「給予提示」或「交換情報」時，要從另一位探員的手牌中選一張打出。「交換情報」之後，由你從總部抽牌加入自己的手牌。",
    },
    // M18
    MissionText {
        title: "最後防線",
        briefing: "夜鷹的核心成員團團護住他們的金主。贏來的每張牌都要留著：最後的對決全靠它們。",
        special: "只把 8 名嫌疑人放進嫌疑人牌堆，第 9 名面朝下放在一旁。每次剷除得到的獎勵牌面朝上放在一旁，不加入手牌。8 名都剷除後，所有人把手牌面朝上棄掉；把獎勵牌洗勻，從剷除第 8 名的探員開始，一次一張、盡量平均發給大家，這位探員也拿起放在一旁的嫌疑人。只能用這些牌破解最後一名：不再從總部抽牌，「交換情報」後也不抽。",
    },
    // M19
    MissionText {
        title: "一網打盡",
        briefing: "金主倒了，金流卻指向另外九個名字。九顆子彈，沒有失手的餘地。",
        special: "",
    },
    // M20
    MissionText {
        title: "最後的內奸",
        briefing: "夜鷹的創辦人一直躲在所有人身後。看一眼、留下線索、退場：最後一槍交給最後一位探員。",
        special: "一名嫌疑人面朝下放在一旁，作為額外嫌疑人；其餘 10 名組成嫌疑人牌堆。每次剷除後，開槍的探員拿取獎勵，然後可以選擇查看額外嫌疑人。查看的人要從手牌或棄牌堆拿 1 張牌（兩人遊戲時 2 張）打在它旁邊當提示，接著把手牌面朝上棄掉並退出任務；他的嫌疑人仍留在場上，照樣可以接收提示。只剩最後一位探員時，他必須立刻對額外嫌疑人開槍：只有這一槍打中，任務才算成功。",
    },
];

static SV: [MissionText; 23] = [
    // T1
    MissionText {
        title: "Första stegen",
        briefing: "Träning: lär er grunderna med tre färger, talen 2–13 och bara två misstänkta.",
        special: "",
    },
    // T2
    MissionText {
        title: "En misstänkt var",
        briefing: "Träning: nu har varje agent en egen misstänkt. Lär er att läsa hela bordet tillsammans.",
        special: "",
    },
    // T3
    MissionText {
        title: "Mot klockan",
        briefing: "Träning: fyra färger och en klocka på 15 minuter. Lär er att tolka ledtrådar snabbt och skjuta med säker hand.",
        special: "Bli klara inom 15 minuter; när tiden tar slut är uppdraget förlorat.",
    },
    // M1
    MissionText {
        title: "Brus på linjen",
        briefing: "Nattskärran, ett nätverk av mullvadar, har tagit sig in på Byrån. Sju anställda är misstänkta. Jakten börjar.",
        special: "",
    },
    // M2
    MissionText {
        title: "Brända lappar",
        briefing: "Nattskärrans kurirer lämnar aldrig några papper efter sig. Från och med nu gör inte vi det heller.",
        special: "Allt som slängs läggs med baksidan upp på slänghögen, även kort som låg med framsidan upp (till exempel ledtrådarna bredvid en eliminerad misstänkt).",
    },
    // M3
    MissionText {
        title: "Kommandokedjan",
        briefing: "En gripen kurir har avslöjat ordningen i Nattskärrans cell. Bryt kedjan länk för länk, i tur och ordning.",
        special: "Nummerbrickor 1–8: varje misstänkt får nästa bricka när den dras (den första som dras får 1, nästa 2 och så vidare). De misstänkta måste elimineras i brickornas ordning: ni får bara skjuta på den misstänkta med lägst bricka som ännu inte är eliminerad.",
    },
    // M4
    MissionText {
        title: "Radiotystnad",
        briefing: "Byråns väggar har öron. Lös fallet utan ett ord, en nick eller en blick.",
        special: "Ingen kommunikation alls under uppdraget: inget prat, inga gester, inga signaler.",
    },
    // M5
    MissionText {
        title: "Den kodade liggaren",
        briefing: "Tystnaden lönade sig: en kodad liggare pekar ut nio anställda till. Nu är alla fem färger med.",
        special: "",
    },
    // M6
    MissionText {
        title: "Färgade markörer",
        briefing: "Förrådschefen har lagt fyra färgade markörer på bordet. Använd dem för att märka ut det ni vet.",
        special: "Specialkorten för de 4 färgerna i spel ligger i mitten. När du utbyter underrättelser får du spela ett av dem i stället för ett kort från handen; det ger bara en ledtråd om den misstänktas färg. Du får dra från HK efteråt som vanligt, och specialkortet går tillbaka till mitten när den misstänkta elimineras.",
    },
    // M7
    MissionText {
        title: "Fällande bevis",
        briefing: "Internutredningen godtar inga magkänslor. Inget gripande utan bevis åt båda hållen.",
        special: "Ni får skjuta på en misstänkt först när den har minst 4 ledtrådar bredvid sig, med exakt lika många upprätta (relaterade) som liggande (orelaterade).",
    },
    // M8
    MissionText {
        title: "Lappar åt vänster",
        briefing: "Laget är utspritt över avlyssningsstationen. Lappar kan bara skickas till skrivbordet till vänster.",
        special: "Du får bara utbyta underrättelser med agenten till vänster om dig (lägg ditt kort bredvid hens misstänkta).",
    },
    // M9
    MissionText {
        title: "Res lätt",
        briefing: "Nattskärran har satt eld på arkivet. Jobba ur fickorna: högst tre akter åt gången.",
        special: "Du börjar med 3 kort och får ha högst 3 på handen.",
    },
    // M10
    MissionText {
        title: "Avlyssnade linjer",
        briefing: "Någon har avlyssnat Byråns interna linjer. Total tystnad igen, och nu är alla fem färger med.",
        special: "Ingen kommunikation alls under uppdraget: inget prat, inga gester, inga signaler.",
    },
    // M11
    MissionText {
        title: "Håll koll åt höger",
        briefing: "Förtroendet tunnas ut. Var och en håller ögonen på agenten till höger, och ingen säger ett ord.",
        special: "Du får bara skjuta på den misstänkta hos agenten till höger om dig. Ingen kommunikation alls under uppdraget.",
    },
    // M12
    MissionText {
        title: "Prickskytten",
        briefing: "Bara en av er har fortfarande tillstånd att skjuta. Resten måste locka fram målen.",
        special: "En slumpvis vald agent är den enda som får skjuta, och den agenten drar aldrig någon misstänkt.",
    },
    // M13
    MissionText {
        title: "Granskningsnämnden",
        briefing: "Internutredningen är tillbaka, strängare än någonsin. Balanserade bevis före varje gripande, i alla fem färger.",
        special: "Som i uppdrag 7: ni får skjuta på en misstänkt först när den har minst 4 ledtrådar bredvid sig, med exakt lika många upprätta (relaterade) som liggande (orelaterade).",
    },
    // M14
    MissionText {
        title: "Grad för grad",
        briefing: "Vi har Nattskärrans rulla, rangordnad från ett till nio. Ta dem i rangordning och bränn varje lapp.",
        special: "Nummerbrickor 1–9: varje misstänkt får nästa bricka när den dras, och de misstänkta måste elimineras i brickornas ordning (ni får bara skjuta på den med lägst bricka som ännu inte är eliminerad). Allt som slängs läggs med baksidan upp på slänghögen, även kort som låg med framsidan upp.",
    },
    // M15
    MissionText {
        title: "Tomma akter",
        briefing: "Nattskärran har förfalskat tomma personalakter. Vissa misstänkta har en färg och ingenting annat.",
        special: "De 5 specialkorten blandas in i leken. Ett specialkort som blir misstänkt räknas som talet 1 men matchas bara på färg: ett kort i dess färg är relaterat, alla andra kort är det inte. För att skjuta det säger du dess färg och 1.",
    },
    // M16
    MissionText {
        title: "Lånade färger",
        briefing: "Mullvadarna har lärt sig att bära andras färger. Varje misstänkt gömmer sig nu bakom en förklädnad.",
        special: "När du drar en misstänkt slängs inte HK:s översta kort: lägg det med baksidan upp framför dig (du får titta på det, ingen annan). Din misstänkta har nu det kortets färg men behåller sitt eget tal, både för ledtrådar och skott. När den misstänkta elimineras blandas båda korten in i HK.",
    },
    // M17
    MissionText {
        title: "Öppna kort",
        briefing: "Nattskärran har bytt ut våra portföljer. Du kan läsa varje akt på bordet utom din egen.",
        special: "Korten hålls med framsidan utåt: du ser inte dina egna kort, men alla andra gör det. För att ge en ledtråd eller utbyta underrättelser spelar du ett kort ur en annan agents hand. Efter ett utbyte drar du från HK till din egen hand.",
    },
    // M18
    MissionText {
        title: "Sista striden",
        briefing: "Nattskärrans inre krets sluter upp kring sin kassör. Spara varje kort ni vinner: uppgörelsen kräver dem alla.",
        special: "Bara 8 misstänkta läggs i högen med misstänkta; en 9:e läggs åt sidan med baksidan upp. Varje belöningskort för en eliminering läggs åt sidan med framsidan upp i stället för att tas upp på handen. När alla 8 är eliminerade slänger alla sina handkort med framsidan upp; belöningskorten blandas och delas ut ett i taget, så jämnt som möjligt, med början hos agenten som eliminerade den 8:e misstänkta. Den agenten tar också den undanlagda misstänkta. Bara de korten får användas för att lösa den: inga kort dras från HK, inte ens efter ett utbyte.",
    },
    // M19
    MissionText {
        title: "Rent hus",
        briefing: "Kassören är fast, men pengaspåret pekar ut nio namn till. Nio kulor, ingen felmarginal.",
        special: "",
    },
    // M20
    MissionText {
        title: "Den sista mullvaden",
        briefing: "Nattskärrans grundare har gömt sig bakom alla andra. Kika, lämna en ledtråd, kliv åt sidan: den sista agenten skjuter.",
        special: "En misstänkt läggs åt sidan med baksidan upp som den extra misstänkta; de andra 10 bildar högen med misstänkta. Efter varje eliminering tar skytten sin belöning och får sedan titta på den extra misstänkta. Den som tittar ger 1 ledtråd om den (2 när ni bara är två) med kort från handen eller slänghögen, slänger sedan sin hand med framsidan upp och lämnar uppdraget; hens misstänkta ligger kvar och kan fortfarande få ledtrådar. Den sista agenten som är kvar måste genast skjuta på den extra misstänkta: uppdraget är vunnet bara om det skottet är rätt.",
    },
];

static KO: [MissionText; 23] = [
    // T1
    MissionText {
        title: "첫걸음",
        briefing: "훈련: 세 가지 색, 2–13번 카드, 용의자 두 명으로 기본을 익힙니다.",
        special: "",
    },
    // T2
    MissionText {
        title: "한 사람에 한 명씩",
        briefing: "훈련: 이제 요원마다 자기 용의자가 한 명씩 있습니다. 함께 판 전체를 읽는 법을 익힙니다.",
        special: "",
    },
    // T3
    MissionText {
        title: "시간과의 싸움",
        briefing: "훈련: 네 가지 색에 15분 제한 시간까지. 힌트를 빠르게 읽고 자신 있게 쏘는 법을 익힙니다.",
        special: "15분 안에 끝내야 합니다. 시간이 다 되면 임무는 실패합니다.",
    },
    // M1
    MissionText {
        title: "잡음 섞인 회선",
        briefing: "첩자 조직 '쏙독새'가 정보국에 스며들었습니다. 직원 일곱 명이 의심받고 있습니다. 추적을 시작합니다.",
        special: "",
    },
    // M2
    MissionText {
        title: "불태운 쪽지",
        briefing: "쏙독새의 연락책은 종이 한 장 남기지 않습니다. 이제부터 우리도 마찬가지입니다.",
        special: "버리는 카드는 모두 뒷면이 위로 가게 버린 카드 더미에 놓습니다. 앞면이 보이던 카드도 마찬가지입니다(예: 제거된 용의자 옆의 힌트).",
    },
    // M3
    MissionText {
        title: "지휘 계통",
        briefing: "붙잡힌 연락책이 쏙독새 조직의 서열을 털어놓았습니다. 순서대로 한 고리씩 끊어 내세요.",
        special: "번호 타일 1–8: 용의자를 뽑을 때마다 다음 번호 타일이 붙습니다(처음 뽑은 용의자가 1, 다음이 2, 이런 식). 용의자는 타일 번호 순서대로 제거해야 합니다. 아직 제거되지 않은 용의자 중 번호가 가장 낮은 용의자만 쏠 수 있습니다.",
    },
    // M4
    MissionText {
        title: "무선 침묵",
        briefing: "정보국의 벽에는 귀가 있습니다. 말 한마디, 끄덕임, 눈짓 하나 없이 사건을 풀어내세요.",
        special: "임무 중에는 어떤 소통도 할 수 없습니다. 말도, 몸짓도, 신호도 안 됩니다.",
    },
    // M5
    MissionText {
        title: "암호 장부",
        briefing: "침묵이 효과를 거뒀습니다. 암호 장부에서 직원 아홉 명의 이름이 더 나왔습니다. 이제 다섯 가지 색이 모두 나옵니다.",
        special: "",
    },
    // M6
    MissionText {
        title: "색깔 표식",
        briefing: "보급관이 탁자 위에 색깔 표식 네 개를 두고 갔습니다. 알아낸 것을 표시하는 데 쓰세요.",
        special: "이번 임무에 쓰는 4가지 색의 특수 카드가 가운데에 놓입니다. 정보 교환을 할 때 손의 카드 대신 그중 한 장을 낼 수 있으며, 이 카드는 용의자의 색만 알려 줍니다. 그 뒤에는 평소처럼 본부에서 카드를 뽑을 수 있고, 그 용의자가 제거되면 특수 카드는 가운데로 돌아갑니다.",
    },
    // M7
    MissionText {
        title: "확실한 증거",
        briefing: "내부 감찰은 직감만으로는 승인하지 않습니다. 양쪽 증거가 모두 갖춰져야 체포할 수 있습니다.",
        special: "용의자 옆에 힌트가 4장 이상 있고, 세로(관련 있음)와 가로(관련 없음)의 수가 같을 때만 그 용의자를 쏠 수 있습니다.",
    },
    // M8
    MissionText {
        title: "왼쪽으로 건네는 쪽지",
        briefing: "팀이 감청 기지 곳곳에 흩어졌습니다. 쪽지는 왼쪽 책상으로만 건넬 수 있습니다.",
        special: "정보 교환은 왼쪽 요원과만 할 수 있습니다(그 요원의 용의자 옆에 카드를 냅니다).",
    },
    // M9
    MissionText {
        title: "가볍게 움직여라",
        briefing: "쏙독새가 기록 보관실에 불을 질렀습니다. 주머니만으로 버텨야 합니다. 서류는 세 건까지만.",
        special: "처음에 카드 3장을 받고, 손에는 최대 3장까지만 들 수 있습니다.",
    },
    // M10
    MissionText {
        title: "도청된 회선",
        briefing: "누군가 정보국 내부 회선을 도청했습니다. 다시 완전한 침묵, 이번에는 다섯 가지 색이 모두 나옵니다.",
        special: "임무 중에는 어떤 소통도 할 수 없습니다. 말도, 몸짓도, 신호도 안 됩니다.",
    },
    // M11
    MissionText {
        title: "오른쪽을 지켜라",
        briefing: "신뢰가 바닥나고 있습니다. 각자 오른쪽 요원만 지켜보고, 아무도 입을 열지 않습니다.",
        special: "오른쪽 요원의 용의자만 쏠 수 있습니다. 임무 중에는 어떤 소통도 할 수 없습니다.",
    },
    // M12
    MissionText {
        title: "저격수",
        briefing: "사격 허가가 남은 사람은 단 한 명입니다. 나머지는 표적을 드러내는 데 힘을 모으세요.",
        special: "무작위로 정한 요원 한 명만 쏠 수 있으며, 그 요원은 용의자를 뽑지 않습니다.",
    },
    // M13
    MissionText {
        title: "심사 위원회",
        briefing: "내부 감찰이 더 엄격해져서 돌아왔습니다. 다섯 가지 색 모두, 균형 잡힌 증거 없이는 체포도 없습니다.",
        special: "임무 7과 같습니다. 용의자 옆에 힌트가 4장 이상 있고, 세로(관련 있음)와 가로(관련 없음)의 수가 같을 때만 그 용의자를 쏠 수 있습니다.",
    },
    // M14
    MissionText {
        title: "서열대로",
        briefing: "1번부터 9번까지 서열이 매겨진 쏙독새 명단을 손에 넣었습니다. 서열 순으로 잡고, 쪽지는 모두 태우세요.",
        special: "번호 타일 1–9: 용의자를 뽑을 때마다 다음 번호 타일이 붙고, 용의자는 타일 번호 순서대로 제거해야 합니다(아직 제거되지 않은 용의자 중 번호가 가장 낮은 용의자만 쏠 수 있습니다). 버리는 카드는 모두 뒷면이 위로 가게 버린 카드 더미에 놓습니다. 앞면이 보이던 카드도 마찬가지입니다.",
    },
    // M15
    MissionText {
        title: "빈 서류",
        briefing: "쏙독새가 빈 인사 서류를 위조했습니다. 어떤 용의자는 색만 있을 뿐 그 밖에는 아무것도 없습니다.",
        special: "특수 카드 5장을 덱에 섞어 넣습니다. 용의자가 된 특수 카드는 숫자 1로 치지만 색으로만 비교합니다. 같은 색 카드는 관련 있고, 다른 카드는 모두 관련 없습니다. 쏠 때는 그 색과 1을 말합니다.",
    },
    // M16
    MissionText {
        title: "빌린 색",
        briefing: "첩자들이 남의 색을 두르는 법을 익혔습니다. 이제 모든 용의자가 변장 뒤에 숨어 있습니다.",
        special: "용의자를 뽑을 때 본부 맨 위 카드를 버리지 않고, 뒷면이 위로 가게 자기 앞에 둡니다(본인은 볼 수 있지만 다른 사람은 볼 수 없습니다). 이제 내 용의자는 그 카드의 색을 갖고 숫자는 그대로입니다. 힌트와 사격 모두 이 기준을 따릅니다. 용의자가 제거되면 두 카드를 모두 본부에 섞어 넣습니다.",
    },
    // M17
    MissionText {
        title: "드러난 손패",
        briefing: "쏙독새가 우리 서류 가방을 바꿔치기했습니다. 탁자 위 서류는 다 읽을 수 있지만 내 것만은 볼 수 없습니다.",
        special: "손패를 바깥쪽으로 향하게 듭니다. 내 카드는 나만 볼 수 없고 다른 사람은 모두 봅니다. 힌트를 주거나 정보 교환을 할 때는 다른 요원의 손패에서 카드를 골라 냅니다. 정보 교환 뒤에는 본부에서 카드를 뽑아 내 손에 넣습니다.",
    },
    // M18
    MissionText {
        title: "최후의 저지선",
        briefing: "쏙독새 핵심 세력이 자금책을 둘러싸고 뭉쳤습니다. 얻은 카드는 모두 아껴 두세요. 마지막 대결에 전부 필요합니다.",
        special: "용의자 8명만 용의자 더미에 놓고, 9번째 용의자는 뒷면이 위로 가게 따로 둡니다. 제거할 때마다 받는 보상 카드는 손에 넣지 않고 앞면이 위로 가게 따로 모아 둡니다. 8명을 모두 제거하면 모두 손패를 앞면이 위로 가게 버립니다. 보상 카드를 섞어, 8번째 용의자를 제거한 요원부터 한 장씩 최대한 고르게 나눠 줍니다. 그 요원은 따로 둔 용의자도 가져갑니다. 마지막 용의자는 이 카드들로만 풀어야 합니다. 본부에서는 카드를 뽑지 않으며, 정보 교환 뒤에도 뽑지 않습니다.",
    },
    // M19
    MissionText {
        title: "일망타진",
        briefing: "자금책은 쓰러졌지만, 돈의 흐름이 또 다른 아홉 명을 가리킵니다. 총알 아홉 발, 실수할 여유는 없습니다.",
        special: "",
    },
    // M20
    MissionText {
        title: "마지막 첩자",
        briefing: "쏙독새의 창설자는 줄곧 모두의 뒤에 숨어 있었습니다. 얼굴을 확인하고, 단서를 남기고, 물러나세요. 마지막 한 발은 마지막 요원의 몫입니다.",
        special: "용의자 한 명을 뒷면이 위로 가게 따로 두어 추가 용의자로 삼고, 나머지 10명으로 용의자 더미를 만듭니다. 제거할 때마다 쏜 요원은 보상을 받은 뒤 추가 용의자를 볼지 정할 수 있습니다. 본 요원은 손패나 버린 카드 더미에서 카드 1장(2인 게임에서는 2장)을 골라 추가 용의자에게 힌트로 주고, 손패를 앞면이 위로 가게 버린 뒤 임무에서 빠집니다. 그 요원의 용의자는 그대로 남아 계속 힌트를 받을 수 있습니다. 마지막으로 남은 요원은 즉시 추가 용의자를 쏴야 하며, 그 한 발이 맞아야만 임무에 성공합니다.",
    },
];
