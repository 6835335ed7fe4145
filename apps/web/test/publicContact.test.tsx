import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DynamicPage, FormOutcome } from '@chamber/contracts';
import enhanceForm from '../src/public/islands/form.ts';
import { expectAllShown, json, mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo, section, sectionEntry } from './publicFixtures.ts';

/** The Contact Us page staff edit in Pages: its title and a welcome with the fax number. */
const contactPage: DynamicPage = {
  id: 40,
  name: 'Contact Us',
  title: 'Contact Us',
  url: '/contact',
  isBannerVisible: true,
  bannerImageFilePath: null,
  bannerColor: '#213c63',
  keywords: null,
  description: null,
  addedBy: 'Admin',
  addedOn: '2030-01-01T10:00:00.000Z',
  pageContentSectionBanners: [
    sectionEntry(
      section({
        type: 'CONTENT_SECTION_TEXTONLY',
        title: 'Have a question? We have answers.',
        description: 'Our fax number is (555) 010-4201.',
      }),
    ),
  ],
};

const outcome = (fields: Partial<FormOutcome>): FormOutcome => ({
  form: 'contact',
  ok: false,
  message: '',
  errors: {},
  values: {},
  ...fields,
});

/** The Contact page, its form taken over by the form island when `send` answers its posts. */
async function openContact(send?: () => Response | Promise<Response>) {
  // The form posts to the page it is on.
  window.history.replaceState(null, '', '/contact');
  const summary = { ...publicSiteInfo.pages[0], id: 40, name: 'Contact Us', url: '/contact' };
  const api = mockApi({
    'GET /api/Home/GetCMSInfo': { ...publicSiteInfo, pages: [...publicSiteInfo.pages, summary] },
    'GET /api/Home/GetDynamicPage': contactPage,
    ...(send ? { 'POST /contact': send } : {}),
  });
  const app = renderApp('/contact');
  const element = await screen.findByRole('form', { name: 'Send us a message' });
  if (send) enhanceForm(element);
  /** The fields of the last post, as sent. */
  const sent = () => new URLSearchParams(String(api.fetchMock.mock.calls.at(-1)?.[1]?.body ?? ''));
  return { ...api, ...app, element, form: within(element), sent };
}

afterEach(() => {
  document.getElementById('form-outcome')?.remove();
  window.history.replaceState(null, '', '/');
});

describe('contact screen', () => {
  it('shows the page’s content, then the addresses, phone and hours that are set', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByText('Our fax number is (555) 010-4201.')).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Get in touch' }));
    await expectAllShown(['1 Quay Street', 'P.O. Box 12'], details);
    expect(details.getByRole('link', { name: '(555) 010-4200' })).toHaveAttribute(
      'href',
      'tel:5550104200',
    );
    expect(details.getByText('Mon – Fri 9–5')).toBeInTheDocument();
  });

  it('is sent by its island, shows the field messages, then thanks the visitor and empties', async () => {
    const user = userEvent.setup();
    let answer = json(
      outcome({
        message: 'Please enter valid email',
        errors: {
          email: 'Please enter valid email',
          phoneNumber: 'Please enter a phone number like (999) 999-9999',
        },
      }),
      400,
    );
    const { form, sent, fetchMock } = await openContact(() => answer);
    await user.type(form.getByLabelText(/First Name/), 'Ada');
    await user.type(form.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(form.getByLabelText(/^Email/), 'not-an-email');
    await user.type(form.getByLabelText('Phone Number'), '555');
    await user.type(form.getByLabelText(/Message/), 'Do you have a members directory?');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Please enter valid email')).toBeVisible();
    expect(form.getByText('Please enter a phone number like (999) 999-9999')).toBeVisible();
    expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Email/)).toHaveFocus();
    expect(Object.fromEntries(sent())).toMatchObject({
      _form: 'contact',
      firstName: 'Ada',
      email: 'not-an-email',
      phoneNumber: '(555',
    });
    expect(new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('accept')).toBe(
      'application/json',
    );

    answer = json(outcome({ ok: true, message: 'Success! Your message has been received.' }));
    await user.clear(form.getByLabelText(/^Email/));
    await user.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(form.getByLabelText('Phone Number'), '0104200');
    expect(form.getByLabelText('Phone Number')).toHaveValue('(555) 010-4200');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Success! Your message has been received.')).toBeVisible();
    expect(sent().get('phoneNumber')).toBe('(555) 010-4200');
    expect(form.queryByText('Please enter valid email')).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/First Name/)).toHaveValue(''));
    expect(form.getByLabelText(/Message/)).toHaveValue('');
    expect(form.getByLabelText('Phone Number')).toHaveValue('');
  });

  it('draws what a plain post came to: the messages and what was typed', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'form-outcome';
    script.textContent = JSON.stringify(
      outcome({
        message: 'Last Name is required',
        errors: { lastName: 'Last Name is required' },
        values: { firstName: 'Ada', lastName: '', email: 'ada@example.com', message: 'Hi' },
      }),
    );
    document.body.appendChild(script);
    const { form } = await openContact();
    expect(form.getByText('Last Name is required')).toBeVisible();
    expect(form.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(form.getByLabelText(/Message/)).toHaveValue('Hi');
    expect(form.getByRole('status', { hidden: true })).not.toBeVisible();
  });

  it('hides the honeypot from people and sends it along', async () => {
    await openContact();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the server’s message when sending fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { form } = await openContact(() =>
      json(outcome({ message: 'Too many messages. Please try later.' }), 429),
    );
    await user.type(form.getByLabelText(/First Name/), 'Ada');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      'Too many messages. Please try later.',
    );
    expect(form.getByLabelText(/First Name/)).toHaveValue('Ada');
  });
});
