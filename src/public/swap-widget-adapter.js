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

  var DEFAULT_TRADE = { from: 'ETH', fromChain: 'ETH', to: 'USDT', toChain: 'ETH', amount: 1 };
  // A chain name of Rubic's BLOCKCHAIN_NAME list, and a token symbol or contract address.
  var CHAIN = /^[A-Z][A-Z0-9_]{1,39}$/;
  var TOKEN = /^([A-Z0-9]{2,10}|0x[0-9a-fA-F]{40})$/;
  var CONTRACT = /^0x[0-9a-fA-F]{40}$/;

  function field(value, pattern) {
    return typeof value === 'string' && pattern.test(value) ? value : undefined;
  }

  function injectedTokens(value) {
    if (!value || typeof value !== 'object') return undefined;
    var result = {};
    Object.keys(value).forEach(function (key) {
      var tokens = value[key];
      if (!/^[a-z][a-z0-9_]{1,39}$/.test(key) || !Array.isArray(tokens)) return;
      var contracts = tokens.filter(function (token) {
        return field(token, CONTRACT);
      });
      if (contracts.length > 0) result[key] = contracts;
    });
    return Object.keys(result).length > 0 ? result : undefined;
  }

  // The page has already looked the address's coins up in the catalogue; each field is
  // checked once more here so that nothing malformed reaches Rubic's configuration. A side
  // the page did not name keeps the default, unless that default is the very token named on
  // the other side, which would be a swap of a token for itself.
  function tradeSettings(trade) {
    var given = trade || {};
    var from = field(given.from, TOKEN);
    var fromChain = field(given.fromChain, CHAIN);
    var to = field(given.to, TOKEN);
    var toChain = field(given.toChain, CHAIN);
    var amount = typeof given.amount === 'number' && isFinite(given.amount) && given.amount > 0;
    var result = {
      from: from && fromChain ? from : DEFAULT_TRADE.from,
      fromChain: from && fromChain ? fromChain : DEFAULT_TRADE.fromChain,
      to: to && toChain ? to : DEFAULT_TRADE.to,
      toChain: to && toChain ? toChain : DEFAULT_TRADE.toChain,
      amount: amount ? given.amount : DEFAULT_TRADE.amount,
    };
    if (result.from === result.to && result.fromChain === result.toChain) {
      if (to && toChain) {
        result.from = DEFAULT_TRADE.to;
        result.fromChain = DEFAULT_TRADE.toChain;
      } else {
        result.to = DEFAULT_TRADE.from;
        result.toChain = DEFAULT_TRADE.fromChain;
      }
    }
    var injectTokens = injectedTokens(given.injectTokens);
    if (injectTokens) result.injectTokens = injectTokens;
    return result;
  }

  function expose() {
    var rubic = window.rubicWidget;
    if (!rubic || typeof rubic.init !== 'function') return false;
    window.initSwapWidget = function (containerId, theme, options) {
      if (!document.getElementById(containerId)) {
        throw new Error('There is no element #' + containerId + ' to draw the swap widget in.');
      }
      var configuration = Object.assign(
        tradeSettings(options && options.trade),
        {
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
