// The site's adapter for Rubic's embeddable swap widget. The page loads Rubic's script,
// then this file, then calls window.initSwapWidget(containerId, theme, options): the one
// call the site knows, whichever provider sits behind it. Swapping providers means
// writing another adapter with the same function, not touching the page code.
//
// initSwapWidget only appears once Rubic's own rubicWidget.init exists, so the page can
// tell "the provider's script never set itself up" apart from "ready" by waiting for it.
(function () {
  var TRIES = 100;
  var INTERVAL_MS = 50;

  function feeSettings(options) {
    // Rubic pays the integrator fee to an address; without one there is nothing to charge.
    if (!options || !options.integratorAddress) return {};
    return {
      fee: options.feePercent,
      feeTarget: options.integratorAddress,
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
          iframe: 'flex',
          hideSelectionFrom: false,
          hideSelectionTo: false,
          theme: theme === 'dark' ? 'dark' : 'light',
          language: 'en',
        },
        feeSettings(options),
      );
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
