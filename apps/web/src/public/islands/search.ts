/**
 * The search box's island: while typing pauses, it asks whether the words find anything and says
 * "No Results Available" under the box when they do not, before Enter is pressed (which opens
 * /search?q=…, drawn by the server, with or without this island).
 */
import { routes } from '@chamber/contracts';

const CHECK_AFTER_MS = 300;
const NO_RESULTS = 'No Results Available';

export default function search(form: HTMLElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const hint = form.querySelector<HTMLElement>('[data-search-hint]');
  if (!input || !hint) return;
  const usual = hint.textContent;
  let timer = 0;
  let asked = 0;
  const check = () => {
    window.clearTimeout(timer);
    const term = input.value.trim();
    hint.textContent = usual;
    if (!term || term.length > input.maxLength) return;
    timer = window.setTimeout(async () => {
      const question = ++asked;
      try {
        const answer = await fetch(
          `${routes['Home.Search'].path}?${new URLSearchParams({ q: term })}`,
        );
        const hits = answer.ok ? ((await answer.json()) as unknown[]) : null;
        // Only the latest question, for the words still in the box.
        if (question !== asked || input.value.trim() !== term) return;
        hint.textContent = hits?.length === 0 ? NO_RESULTS : usual;
      } catch {
        // Offline: the box keeps its usual hint; Enter still searches.
      }
    }, CHECK_AFTER_MS);
  };
  input.addEventListener('input', check);
  // Words typed before this island arrived (it loads when the box is first shown) are checked too.
  if (input.value.trim()) check();
}
