// Starts the app once the page the server sent has been painted: the visitor sees it at once,
// and the scripts (taking it over) run after, not before, the first paint.
requestAnimationFrame(function () {
  setTimeout(function () {
    var entry = document.querySelector('meta[name="app-entry"]');
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.content;
    document.head.appendChild(script);
  });
});
