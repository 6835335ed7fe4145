/**
 * The island of a public form (ContactForm, SubscribeForm; any `<form data-island="form">`): it
 * sends the form as the browser would, asking for the outcome as JSON (the API's
 * plugins/public-forms.ts answers both ways), and shows it in place: the message above the fields,
 * each field's message under it, the fields emptied once it went through. It also formats fields
 * with a `data-mask` ("(999) 999-9999") as they are typed.
 */
import type { FormOutcome } from '@chamber/contracts';

const OFFLINE: FormOutcome = {
  form: '',
  ok: false,
  message: 'The message could not be sent. Please check your connection and try again.',
  errors: {},
  values: {},
};

/** `value`'s digits in `mask` (9 = a digit), up to the last digit typed. */
function masked(value: string, mask: string) {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    out += char === '9' ? digits[next++] : char;
  }
  return out;
}

const fieldsOf = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (field): field is HTMLInputElement | HTMLTextAreaElement =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.type !== 'hidden' &&
      field.name !== '',
  );

function show(form: HTMLFormElement, outcome: FormOutcome) {
  const message = form.querySelector<HTMLElement>('[data-form-message]');
  if (message) {
    // Refused fields say why under themselves (FormMessage.tsx).
    const text = Object.keys(outcome.errors).length === 0 ? outcome.message : '';
    message.textContent = text;
    message.hidden = !text;
    message.toggleAttribute('data-ok', outcome.ok);
  }
  // The messages drawn by the server (a plain post) or by the last try go first.
  form.querySelectorAll('.mantine-InputWrapper-error').forEach((old) => old.remove());
  let firstInvalid: HTMLElement | null = null;
  for (const field of fieldsOf(form)) {
    const error = outcome.errors[field.name];
    const wrapper = field.closest('.mantine-InputWrapper-root');
    field.toggleAttribute('data-error', Boolean(error));
    field.closest('.mantine-Input-wrapper')?.toggleAttribute('data-error', Boolean(error));
    if (!error || !wrapper) {
      field.removeAttribute('aria-invalid');
      continue;
    }
    const note = document.createElement('p');
    note.className = `mantine-InputWrapper-error ${form.dataset.errorClass ?? ''}`;
    note.id = `${field.id}-error`;
    note.textContent = error;
    wrapper.append(note);
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', note.id);
    firstInvalid ??= field;
  }
  // Typed text goes once sent; ticked boxes stay as they were.
  if (outcome.ok) {
    for (const field of fieldsOf(form))
      if (!/^(checkbox|radio)$/.test(field.type)) field.value = '';
  }
  firstInvalid?.focus();
}

export default function form(element: HTMLElement) {
  if (!(element instanceof HTMLFormElement)) return;
  for (const input of element.querySelectorAll<HTMLInputElement>('input[data-mask]')) {
    const mask = input.dataset.mask!;
    input.addEventListener('input', () => {
      input.value = masked(input.value, mask);
    });
  }
  let sending = false;
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]');
    button?.setAttribute('data-loading', '');
    button?.setAttribute('aria-busy', 'true');
    // The same post as without JavaScript (to the page), answered as JSON.
    fetch(element.action, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams(new FormData(element) as unknown as Record<string, string>),
    })
      .then((answer) => answer.json() as Promise<FormOutcome>)
      .catch(() => OFFLINE)
      .then((outcome) => show(element, outcome))
      .finally(() => {
        sending = false;
        button?.removeAttribute('data-loading');
        button?.removeAttribute('aria-busy');
      });
  });
}
