// Browser glue that is smaller and clearer in JavaScript than through web-sys. Every function fails soft: a device
// without the feature simply does without it.

let waitingWorker = null;

// Registered once the page has loaded, so that precaching every game module never competes with the home screen.
export function sw_register(url, scope, onUpdate) {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => sw_register(url, scope, onUpdate), { once: true });
    return;
  }
  const notify = (w) => { waitingWorker = w; onUpdate(); };
  navigator.serviceWorker.register(url, { scope }).then((reg) => {
    if (reg.waiting && navigator.serviceWorker.controller) notify(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const nw = reg.installing;
      if (!nw) return;
      nw.addEventListener('statechange', () => {
        // A first install has no controller: nothing to update from, so no prompt.
        if (nw.state === 'installed' && navigator.serviceWorker.controller) notify(nw);
      });
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }).catch((e) => console.warn('service worker not registered', e));
}

// Reloads only when the player asked for it: the waiting worker takes over, then the page reloads once.
export function sw_apply_update() {
  if (!waitingWorker) { location.reload(); return; }
  let done = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!done) { done = true; location.reload(); }
  });
  waitingWorker.postMessage({ type: 'SKIP_WAITING' }); // what a workbox-build worker listens for
}

let wakeLock = null;
let wantWakeLock = false;

async function acquireWakeLock() {
  if (!wantWakeLock || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
  try {
    wakeLock = await navigator.wakeLock.request('screen');
    wakeLock.addEventListener('release', () => { wakeLock = null; });
  } catch (_) { wakeLock = null; }
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && wantWakeLock && !wakeLock) acquireWakeLock();
});

export function wake_lock_set(on) {
  wantWakeLock = on;
  if (on) { if (!wakeLock) acquireWakeLock(); }
  else if (wakeLock) { wakeLock.release().catch(() => {}); wakeLock = null; }
}

let audio = null;
export function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    audio = audio || new Ctx();
    const t = audio.currentTime;
    [0, 0.22].forEach((offset, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.value = i === 0 ? 880 : 660;
      gain.gain.setValueAtTime(0.0001, t + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, t + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + offset + 0.2);
      osc.connect(gain).connect(audio.destination);
      osc.start(t + offset);
      osc.stop(t + offset + 0.21);
    });
  } catch (_) {}
}

export function vibrate(ms) {
  try { if (navigator.vibrate) navigator.vibrate(ms); } catch (_) {}
}

export function fullscreen_toggle() {
  try {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
  } catch (_) {}
}

export function fullscreen_supported() { return !!document.documentElement.requestFullscreen; }

export function download_text(filename, text) {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Reads a file picked by the player; calls back with its text, or with null if it could not be read.
export function read_file(input, cb) {
  const f = input.files && input.files[0];
  if (!f) { cb(null); return; }
  f.text().then((t) => cb(t), () => cb(null));
  input.value = '';
}

// The visible recovery screen after a panic. Plain DOM on purpose: the app that would render it has stopped.
export function show_crash(title, body, button) {
  try {
    if (document.getElementById('crash')) return;
    const box = document.createElement('div');
    box.id = 'crash';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('data-testid', 'crash');
    const h = document.createElement('h1'); h.textContent = title;
    const p = document.createElement('p'); p.textContent = body;
    const b = document.createElement('button'); b.textContent = button; b.className = 'btn primary';
    b.addEventListener('click', () => location.reload());
    box.append(h, p, b);
    document.body.appendChild(box);
    b.focus();
  } catch (_) {}
}

export function now_ms() { return Date.now(); }

export function base_path() {
  const b = document.querySelector('base');
  const href = b ? new URL(b.getAttribute('href') || '/', location.origin).pathname : '/';
  return href;
}

export function browser_language() { return navigator.language || 'en'; }

export function set_document_lang(tag) { document.documentElement.lang = tag; }

// Modules: each game, and the settings and table tools, is its own wasm, imported the first time one of its routes
// opens and kept for the page's life.
// The build writes the content-hashed file names into index.html (#boardside-modules, see .ci/postbuild.mjs).
const gameModules = {};

function moduleFiles(name) {
  try {
    const map = JSON.parse(document.getElementById('boardside-modules').textContent);
    if (map[name]) return map[name];
  } catch (_) { /* a build without the map (never shipped): fall back to Trunk's names */ }
  return { js: `${name}.js`, wasm: `${name}_bg.wasm` };
}

export function module_open(name, page, root, done) {
  let loading = gameModules[name];
  if (!loading) {
    const files = moduleFiles(name);
    const url = (f) => new URL(f, document.baseURI).href;
    loading = gameModules[name] = import(url(files.js)).then(async (m) => {
      await m.default({ module_or_path: url(files.wasm) });
      return m;
    });
    // A failed fetch (offline before the first visit cached it) can be tried again.
    loading.catch(() => { delete gameModules[name]; });
  }
  loading.then((m) => {
    // The table may have left the route before the module arrived.
    if (root.isConnected) m.mount(root, page);
    done(null);
  }, (e) => {
    console.warn(`game module ${name} could not be loaded`, e);
    done(String(e && e.message || e));
  });
}

export function module_close(name) {
  const loading = gameModules[name];
  if (loading) loading.then((m) => m.unmount(), () => {});
}

export function announce_change() {
  window.dispatchEvent(new Event('boardside-changed'));
}
