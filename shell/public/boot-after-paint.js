// A server-rendered page is already painted: start the store's scripts once the browser has shown
// it (two frames), so their download does not compete with the first paint on a slow phone. A tab
// opened in the background gets no frames: the timer starts them anyway.
const entry = document.querySelector('script[data-store-entry]')?.getAttribute('data-store-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
