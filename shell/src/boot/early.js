// Runs inline in the shell's index.html, before any bundle arrives (federation.js inlines it,
// minified; the production servers allow it by its hash). Two jobs:
//
// 1. Cut the request chain of a first visit. It fetches /remotes.json at once and, from the
//    routes the remotes declare there, preloads what the current URL needs: the remote's
//    remoteEntry.js and the files of the route's exposed module. They download while the
//    shell's own bundle does, instead of after it. The shell reads the same fetch
//    (window.__chowkManifest), so the manifest is requested once.
// 2. If one of the shell's own scripts fails to load before the app has rendered, show a
//    message instead of a blank page.
/* global window, document, location, fetch -- runs in the page, inline in index.html */
(function () {
  var w = window;
  var d = document;

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

  w.__chowkManifest = fetch('/remotes.json', { priority: 'high' })
    .then(function (res) {
      if (!res.ok) throw new Error('remotes manifest answered ' + res.status);
      return res.json();
    })
    .then(function (manifest) {
      try {
        // The best-matching declared route, and the widgets (the footer) a site page shows.
        var best = null;
        var widgets = [];
        Object.keys(manifest).forEach(function (name) {
          var m = manifest[name];
          var info = m && m.remote;
          if (!info || !info.routes || !m.entry) return;
          var files = info.preload || {};
          Object.keys(info.widgets || {}).forEach(function (k) {
            widgets.push({ entry: m.entry, files: files[info.widgets[k]] || [] });
          });
          var prefix = m.prefix || info.defaultPrefix || '/';
          info.routes.forEach(function (r) {
            var s = score(join(prefix, r.path), location.pathname);
            if (s && (!best || s > best.s))
              best = { s: s, site: r.frame === 'site', entry: m.entry, files: files[r.module] || [] };
          });
        });
        if (best) {
          var targets = [best].concat(best.site ? widgets : []);
          var seen = {};
          targets.forEach(function (t) {
            var base = new URL(t.entry, location.href);
            [base.href]
              .concat(
                t.files.map(function (f) {
                  return new URL(f, base).href;
                }),
              )
              .forEach(function (href) {
                if (!seen[href]) preload(href);
                seen[href] = 1;
              });
          });
        }
      } catch {
        // Preloading is only a head start: the shell loads everything it needs either way.
      }
      return manifest;
    });
  // The shell handles a failed manifest; this copy of the promise must not report it twice.
  w.__chowkManifest.catch(function () {});
})();
