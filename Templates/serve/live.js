// Live reload for `specimen serve`. The server adds this script to the HTML pages it sends;
// the files that `specimen build` writes never contain it, and the build does not copy this
// folder (only assets/ is copied).
(function () {
  "use strict";
  var overlayId = "specimen-build-error";

  function showError(message) {
    var overlay = document.getElementById(overlayId);
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.id = overlayId;
      overlay.setAttribute("role", "alert");
      overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;" +
        "padding:2rem;background:rgba(20,20,20,.92);color:#fff;font:14px/1.5 ui-monospace,Menlo,monospace";
      var title = document.createElement("p");
      title.textContent = "Build failed. This is the last good site; save a fix to rebuild.";
      title.style.cssText = "margin:0 0 1rem;font-weight:bold;color:#ff8a80";
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "Dismiss";
      close.style.cssText = "position:absolute;top:1rem;right:1rem";
      close.addEventListener("click", function () { overlay.remove(); });
      var text = document.createElement("pre");
      text.style.cssText = "margin:0;white-space:pre-wrap";
      overlay.append(title, close, text);
      document.body.append(overlay);
    }
    // textContent, never innerHTML: the message quotes the user's document and templates.
    overlay.querySelector("pre").textContent = message;
  }

  // The build this page came from; read now, as currentScript is only set while the script runs.
  var script = document.currentScript;
  var build = script ? script.getAttribute("data-build") : null;

  var events = new EventSource("/__specimen/events");
  events.addEventListener("build", function (event) {
    // Sent on every (re)connection: the site was rebuilt while this page loaded, or the server
    // was restarted, and the page missed the reload.
    if (build && event.data !== build) location.reload();
  });
  events.addEventListener("reload", function () { location.reload(); });
  events.addEventListener("error", function (event) {
    // EventSource also fires a plain "error" when the connection drops (the server stopped);
    // that one carries no data, and the browser reconnects by itself.
    if (typeof event.data === "string") showError(event.data);
  });
})();
