// Written into every page's head by the build (vite.config.ts), so it costs no request; the
// server's Content-Security-Policy allows it by its hash. Nothing is fetched before the page has
// been painted: the visitor sees the page the server sent at once, and the rest of the styles
// (at the first paint) and the scripts (once the page has loaded too) come after, never
// competing with its pictures (docs/decisions/150-first-paint.md).
// A public page the server drew gets only its islands (docs/decisions/147-public-islands.md); any
// other page (the back office, sign-in, a page the server could not draw) gets the app.
(function () {
  var html = document.documentElement;
  // A drawn page carries only the styles of what it shows at first: what a closed <details>
  // holds (the phone drawer, the search) stays hidden, if opened, until the whole sheet is in.
  html.setAttribute('data-styles-pending', '');
  var painted = false;
  var loaded = false;
  var canWatch =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (canWatch) {
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          return whenPainted();
        }
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  addEventListener('load', function () {
    loaded = true;
    var root = document.getElementById('root');
    // A page with nothing drawn (the app's) paints nothing until its script runs: it starts now.
    if (!(root && root.hasChildNodes()) || !canWatch) return whenPainted();
    if (painted) afterThisFrame(startScripts);
  });

  function whenPainted() {
    if (painted) return;
    painted = true;
    afterThisFrame(loadStyles);
    if (loaded) afterThisFrame(startScripts);
  }

  function afterThisFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then);
    });
  }

  function loadStyles() {
    var styles = document.querySelector('meta[name="later-styles"]');
    if (!styles) return html.removeAttribute('data-styles-pending');
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styles.content;
    link.onload = link.onerror = function () {
      html.removeAttribute('data-styles-pending');
    };
    document.head.appendChild(link);
  }

  function startScripts() {
    var root = document.getElementById('root');
    var islands = document.querySelector('meta[name="islands-entry"]');
    var app = document.querySelector('meta[name="app-entry"]');
    var entry = islands && root && root.hasChildNodes() ? islands : app;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  }
})();
