// Runs before first paint, so it is a classic blocking script served from our own origin
// (allowed by the CSP without hashes). The spec shows page content only once the window
// `load` event has fired; without JavaScript this never runs and the content stays visible.
(function () {
  var root = document.documentElement;
  root.classList.add('preload');
  window.addEventListener('load', function () {
    root.classList.remove('preload');
  });
})();
