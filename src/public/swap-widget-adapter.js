// The site's adapter for Rubic's embeddable swap widget. The page loads Rubic's script,
// then this file, then calls window.initSwapWidget(containerId, theme, options): the one
// call the site knows, whichever provider sits behind it. Swapping providers means
// writing another adapter with the same function, not touching the page code.
//
// initSwapWidget only appears once Rubic's own rubicWidget.init exists, so the page can
// tell "the provider's script never set itself up" apart from "ready" by waiting for it.
//
// Every field below is one of Rubic's Configuration interface (src/models/configuration.ts
// of Cryptorubic/rubic-widget); README.md lists what each means and the commit checked.
(function () {
  var TRIES = 100;
  var INTERVAL_MS = 50;

  function integratorSettings(options) {
    // Rubic pays its integrator share to an address it has registered for us; the
    // percentage is part of that registration, so nothing here can set or change it.
    if (!options || !options.integratorAddress) return {};
    return {
      crossChainIntegratorAddress: options.integratorAddress,
      onChainIntegratorAddress: options.integratorAddress,
    };
  }

  function expose() {
    var rubic = window.rubicWidget;
    if (!rubic || typeof rubic.init !== 'function') return false;
    window.initSwapWidget = function (containerId, theme, options) {
      if (!document.getElementById(containerId)) {
        throw new Error('There is no element #' + containerId + ' to draw the swap widget in.');
      }
      var configuration = Object.assign(
        {
          from: 'ETH',
          to: 'USDT',
          fromChain: 'ETH',
          toChain: 'ETH',
          amount: 1,
          iframe: true,
          hideSelectionFrom: false,
          hideSelectionTo: false,
          theme: theme === 'dark' ? 'dark' : 'light',
          language: 'en',
        },
        integratorSettings(options),
      );
      // Calling init again replaces the widget, which is how Rubic documents a theme change.
      rubic.init(Object.freeze(configuration));
    };
    return true;
  }

  if (expose()) return;
  var tries = 0;
  var timer = setInterval(function () {
    tries += 1;
    if (expose() || tries >= TRIES) clearInterval(timer);
  }, INTERVAL_MS);
})();
