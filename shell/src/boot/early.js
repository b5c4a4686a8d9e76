// Runs inline in the shell's index.html, before any bundle arrives (federation.js inlines it,
// minified; the production servers allow it by its hash). Two jobs:
//
// 1. Cut the request chain of a first visit. It fetches /remotes.json at once and, from the
//    routes the remotes declare there, preloads what the current URL needs: the remote's
//    remoteEntry.js, the files of the route's exposed module and of the shared modules it needs
//    that the shell's entry does not carry (the shell's own copy when it has one,
//    window.__chowkShellShared, written by the shell's build), and starts the public API reads
//    the remote declares for the page (`prefetch`; the api-client takes the answers, see
//    takePrefetched). They download while the shell's own bundle does, instead of after it. The
//    shell reads the same fetch (window.__chowkManifest), so the manifest is requested once.
//    On a repeat visit the manifest kept from the last one starts the remote's entry and the
//    page's reads before the fresh manifest is in.
// 2. If one of the shell's own scripts fails to load before the app has rendered, show a
//    message instead of a blank page.
/* global window, document, location, fetch -- runs in the page, inline in index.html */
(function () {
  var w = window;
  var d = document;
  var MANIFEST_KEY = 'remotesManifest';
  // The chosen language on the document before the first paint (the shell keeps it after).
  try {
    var chosen = w.localStorage.getItem('language');
    if (chosen && /^[a-z]{2}(-[A-Z]{2})?$/.test(chosen)) d.documentElement.lang = chosen;
  } catch {
    /* storage unavailable */
  }

  function fatal() {
    var el = d.getElementById('root');
    // Only while the static splash of index.html is all there is: never over a running app.
    if (!el || (el.childElementCount && !el.querySelector('[data-boot-splash]'))) return;
    el.innerHTML =
      '<div class="container"><div class="error-box" role="alert" data-testid="startup-error">' +
      'Chowk could not start. Check your connection, then <a href="">reload the page</a>.</div></div>';
  }
  w.__chowkStartupFailed = fatal;
  w.addEventListener(
    'error',
    function (e) {
      var t = e.target;
      if (t && t.tagName === 'SCRIPT' && t.src && t.src.indexOf(location.origin + '/') === 0) fatal();
    },
    true,
  );

  function join(prefix, path) {
    var p = prefix.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
    return p.length > 1 ? p.replace(/\/+$/, '') : '/';
  }
  // 2 for an exact match, 1 for a splat match, 0 for none (react-router ranks the same way).
  function score(pattern, pathname) {
    if (pattern.slice(-2) === '/*') {
      var base = pattern.slice(0, -2) || '/';
      return base === '/' || pathname === base || pathname.indexOf(base + '/') === 0 ? 1 : 0;
    }
    var a = pattern.split('/');
    var b = pathname.replace(/\/+$/, '').split('/');
    if (pathname === '/') b = [''];
    if (pattern === '/') a = [''];
    if (a.length !== b.length) return 0;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i] && !(a[i].charAt(0) === ':' && b[i])) return 0;
    return 2;
  }
  // The API address a prefetch names for this page: `pattern` must match the path exactly, and
  // its `:name` segments fill the same names in `api`. Null when it does not match.
  function apiFor(pattern, api) {
    if (score(pattern, location.pathname) !== 2) return null;
    var names = pattern.split('/');
    var values = location.pathname.replace(/\/+$/, '').split('/');
    var params = {};
    try {
      names.forEach(function (seg, i) {
        if (seg.charAt(0) === ':') params[seg] = encodeURIComponent(decodeURIComponent(values[i]));
      });
    } catch {
      return null;
    }
    return api.replace(/:[A-Za-z0-9_]+/g, function (name) {
      return params[name] || name;
    });
  }
  function preload(href) {
    var l = d.createElement('link');
    l.rel = 'preload';
    l.as = 'script';
    l.href = href;
    // Chromium answers a later request for the same URL with a failed preload's error, so a
    // Retry in this page could never load it: the shell reloads the page instead (remotes.ts).
    l.onerror = function () {
      (w.__chowkFailedPreloads = w.__chowkFailedPreloads || []).push(href);
    };
    d.head.appendChild(l);
  }

  var seen = {};
  var prefetch = (w.__chowkPrefetch = w.__chowkPrefetch || {});
  function preloadOnce(href) {
    if (!seen[href]) preload(href);
    seen[href] = 1;
  }

  // What the manifest says this page needs: the page's remote (its entry and, unless `entryOnly`,
  // the route's files and shared modules), and the reads its remote declares for it.
  function plan(manifest, entryOnly) {
    var best = null;
    Object.keys(manifest).forEach(function (name) {
      var m = manifest[name];
      var info = m && m.remote;
      if (!info || !info.routes || !m.entry) return;
      var prefix = m.prefix || info.defaultPrefix || '/';
      info.routes.forEach(function (r) {
        var s = score(join(prefix, r.path), location.pathname);
        if (s && (!best || s > best.s)) best = { s: s, info: info, entry: m.entry, module: r.module };
      });
      (info.prefetch || []).forEach(function (p) {
        var url = apiFor(join(prefix, p.path), p.api);
        if (url && !prefetch[url]) {
          prefetch[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
          // Nobody may take it (another page): an unread failure is not an error.
          prefetch[url].catch(function () {});
        }
      });
    });
    if (!best) return;
    var base = new URL(best.entry, location.href);
    preloadOnce(base.href);
    if (entryOnly) return;
    ((best.info.preload || {})[best.module] || []).forEach(function (f) {
      preloadOnce(new URL(f, base).href);
    });
    var shared = (best.info.preloadShared || {})[best.module] || {};
    var shell = w.__chowkShellShared || {};
    Object.keys(shared).forEach(function (key) {
      // The federation runtime uses the shell's copy of a module the shell provides.
      (shell[key]
        ? shell[key].map(function (f) {
            return new URL(f, location.origin + '/').href;
          })
        : shared[key].map(function (f) {
            return new URL(f, base).href;
          })
      ).forEach(preloadOnce);
    });
  }

  // A repeat visit: the manifest of the last one starts the remote's entry and the page's reads
  // now, a round trip before the fresh manifest can (the entry is always asked of the network, so
  // a redeployed remote still shows; file names may have changed, so its files wait for the fresh one).
  try {
    var last = JSON.parse(w.localStorage.getItem(MANIFEST_KEY) || 'null');
    if (last && typeof last === 'object') plan(last, true);
  } catch {
    // No storage, or a damaged copy: the fresh manifest does it all.
  }

  w.__chowkManifest = fetch('/remotes.json', { priority: 'high' })
    .then(function (res) {
      if (!res.ok) throw new Error('remotes manifest answered ' + res.status);
      return res.json();
    })
    .then(function (manifest) {
      try {
        plan(manifest, false);
        w.localStorage.setItem(MANIFEST_KEY, JSON.stringify(manifest));
      } catch {
        // Preloading is only a head start: the shell loads everything it needs either way.
      }
      return manifest;
    });
  // The shell handles a failed manifest; this copy of the promise must not report it twice.
  w.__chowkManifest.catch(function () {});
})();
