/** The event map's island: the "Show the map" link becomes the map frame when clicked (EventMap). */
export default function map(link: HTMLElement) {
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.className = link.dataset.frameClass ?? '';
    frame.src = link.href;
    frame.title = link.dataset.title ?? 'Map';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    frame.allowFullscreen = true;
    link.replaceWith(frame);
  });
}
