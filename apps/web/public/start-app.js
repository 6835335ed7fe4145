// Starts the scripts once the page the server sent has been painted: the visitor sees it at once,
// and the scripts run after, not before, the first paint. A public page the server drew gets only
// its islands (docs/decisions/147-public-islands.md); any other page (the back office, sign-in, a
// page the server could not draw) gets the app.
requestAnimationFrame(function () {
  setTimeout(function () {
    var root = document.getElementById('root');
    var islands = document.querySelector('meta[name="islands-entry"]');
    var app = document.querySelector('meta[name="app-entry"]');
    var entry = islands && root && root.hasChildNodes() ? islands : app;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  });
});
