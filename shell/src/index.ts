// The async boundary: shared modules are negotiated before any of them is evaluated.
const start = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// A page the site server sent already rendered (the home page) is painted before any script runs: the app starts
// after that first frame, so its scripts do not hold the paint back. (A tab opened in the background draws no frame:
// the app starts anyway shortly after.)
if (document.getElementById('root')?.hasChildNodes()) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void start();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 250);
} else {
  void start();
}
