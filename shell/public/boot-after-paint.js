// A server-rendered page is already painted: start the store's scripts once the browser reports
// its first contentful paint, so their download does not compete with the first paint on a slow phone. The
// chunks the page needs (the shell's and its remote's, named by the server) are preloaded at that
// moment, in parallel, instead of being discovered one round trip at a time. A tab opened in the
// background paints nothing: it starts them at once, since there is no paint to compete with.
const boot = document.querySelector('script[data-store-entry]');
const entry = boot?.getAttribute('data-store-entry');
let started = false;
// Each request a page starts costs the main thread ~10 ms on a slow phone (measured at 4× CPU
// throttling): 25 hints added in one task made a 250 ms long task, most of the listing's blocking
// time. The entry is imported first, then the hints go in small batches, one task each.
const HINTS_PER_TASK = 3;
const start = () => {
  if (started || !entry) return;
  started = true;
  let preload = [];
  try {
    preload = JSON.parse(boot.getAttribute('data-store-preload') || '[]');
  } catch {
    // no hints: the scripts still load, only later
  }
  absoluteStylesheets();
  import(entry);
  const hint = () => {
    for (const href of preload.splice(0, HINTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // absolute, as the federation runtime writes its own: it compares the attribute as written, and a
      // second hint it added for a module already being imported fired `error` in Firefox (#23)
      link.href = new URL(href, location.href).href;
      document.head.append(link);
    }
    if (preload.length) setTimeout(hint, 0);
  };
  setTimeout(hint, 0);
};
// The server links the page's stylesheets by path; the federation runtime looks for its absolute URL
// in the attribute, finds none and links each a second time. Each is swapped for an absolute twin,
// the old one removed once the twin (from the cache) applies, so nothing paints unstyled.
function absoluteStylesheets() {
  for (const old of document.querySelectorAll('link[rel="stylesheet"][href]')) {
    if (old.getAttribute('href') === old.href) continue;
    const twin = old.cloneNode();
    twin.href = old.href;
    twin.addEventListener('load', () => old.remove(), { once: true });
    old.after(twin);
  }
}
// The paint entry, not a frame callback: a frame can run before its paint reaches the screen, and
// scripts requested then compete with the paint they were meant to follow.
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} catch {
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A visible tab waits for its paint; the timer is only a safety net for a browser that never reports
// one. It was 1 s: on a slow first response the timer beat the paint, and the scripts then delayed
// the very paint they were meant to follow (Lighthouse's FCP went from 1.0 to 1.9 s).
if (document.visibilityState === 'hidden') start();
else setTimeout(start, 4000);
