// Runs before first paint, so it is a classic blocking script served from our own origin
// (allowed by the CSP without hashes). Three jobs that cannot wait for React, which a page
// of text may never load:
//
// 1. The spec shows page content only once the window `load` event has fired; without
//    JavaScript this never runs and the content stays visible. The wait has a cap: 2 s after
//    the HTML is parsed the page shows whatever is still loading, so one stalled picture or
//    third party (the header's logo held for 12 s kept every page blank) cannot hold it.
// 2. The visitor's theme must be on the page before anything is painted, or a dark-theme
//    visitor sees a light flash. React reads the theme back from <body> after hydration
//    (src/theme/themeStore.ts keeps the same keys and rules).
// 3. The required cookies' consent is stored as always given (the spec's `cookieConsent`).
(function () {
  var root = document.documentElement;
  // src/net/pageShown.ts counts the same cap from the same moment.
  var SHOW_CAP_MS = 2000;
  root.classList.add('preload');
  var shown = false;
  function show() {
    if (shown) return;
    shown = true;
    root.classList.remove('preload');
  }
  window.addEventListener('load', show);
  // 'interactive' is the moment the parser has read the whole document.
  document.addEventListener('readystatechange', function () {
    if (document.readyState === 'interactive') setTimeout(show, SHOW_CAP_MS);
  });

  var theme = 'light';
  try {
    var storage = window.localStorage;
    storage.setItem('cookieConsent', 'true');
    if (storage.getItem('theme_reset_done') === null) {
      // First visit: everyone starts light, and the reset is never repeated.
      storage.setItem('theme', 'light');
      storage.setItem('theme_reset_done', 'true');
    } else if (storage.getItem('theme') === 'dark') {
      theme = 'dark';
    } else if (storage.getItem('theme') !== 'light') {
      // Anything else stored (a typo, an old value) falls back to light.
      storage.setItem('theme', 'light');
    }
  } catch {
    // Storage can be switched off; the page is then light and nothing is remembered.
  }

  var dark = theme === 'dark';
  root.classList.toggle('dark', dark);
  function applyToBody() {
    document.body.classList.toggle('dark', dark);
  }
  if (document.body) {
    applyToBody();
    return;
  }
  // This script sits in <head>, before <body> exists. Mutation observers report at the end
  // of the parser task that inserted <body>, which is before the browser can paint it.
  var observer = new MutationObserver(function () {
    if (!document.body) return;
    observer.disconnect();
    applyToBody();
  });
  observer.observe(root, { childList: true });
})();
