// Written into every page's head by the build (vite.config.ts), so it costs no request; the
// server's Content-Security-Policy allows it by its hash. Nothing more loads until the page has
// loaded and been painted: the visitor sees the page the server sent at once, and the scripts and
// the rest of the styles come after its first paint, never competing with its pictures
// (docs/decisions/150-first-paint.md).
// A public page the server drew gets only its islands (docs/decisions/147-public-islands.md); any
// other page (the back office, sign-in, a page the server could not draw) gets the app.
addEventListener('load', function () {
  var root = document.getElementById('root');
  var drawn = root && root.hasChildNodes();
  // The load event can come before the page is on the screen. A page with nothing drawn (the
  // app's) never paints anything until its script runs: it starts at once.
  var painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  var canWatch =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!drawn || painted || !canWatch) return afterThisFrame(start);
  var observer = new PerformanceObserver(function (list) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].name === 'first-contentful-paint') {
        observer.disconnect();
        return afterThisFrame(start);
      }
    }
  });
  observer.observe({ type: 'paint', buffered: true });

  function afterThisFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then);
    });
  }

  function start() {
    // A drawn page carries only the styles it shows; the whole sheet follows for what the
    // islands open and change.
    var styles = document.querySelector('meta[name="later-styles"]');
    if (styles) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = styles.content;
      document.head.appendChild(link);
    }
    var islands = document.querySelector('meta[name="islands-entry"]');
    var app = document.querySelector('meta[name="app-entry"]');
    var entry = islands && drawn ? islands : app;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  }
});
