import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DynamicPage } from '@chamber/contracts';
import { expectAllShown, json, mockApi, renderApp } from './helpers.tsx';
import { publicSiteInfo, section, sectionEntry } from './publicFixtures.ts';
import { clickAndSee } from './list-helpers.ts';

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

async function openContact(send = () => json({ message: 'Message sent.' })) {
  const summary = { ...publicSiteInfo.pages[0], id: 40, name: 'Contact Us', url: '/contact' };
  const api = mockApi({
    'GET /api/Home/GetCMSInfo': { ...publicSiteInfo, pages: [...publicSiteInfo.pages, summary] },
    'GET /api/Home/GetDynamicPage': contactPage,
    'POST /api/Contact/SendEmail': send,
  });
  const app = renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Send us a message' });
  return { ...api, ...app, form: within(form) };
}

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

  it('checks the form, sends it, thanks the visitor and empties the form', async () => {
    const user = userEvent.setup();
    const { calls, router, form } = await openContact();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await expectAllShown(['First Name is required', 'Email is required', 'Message is required']);

    await user.type(form.getByLabelText(/First Name/), 'Ada');
    await user.type(form.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(form.getByLabelText(/^Email/), 'not-an-email');
    await user.type(form.getByLabelText('Phone Number'), '555');
    await user.type(form.getByLabelText(/Message/), 'Do you have a members directory?');
    await clickAndSee(user, 'Send Message', 'Please enter valid email', form);
    expect(screen.getByText('Please enter a phone number like (999) 999-9999')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Email/));
    await user.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(form.getByLabelText('Phone Number'), '0104200');
    expect(form.getByLabelText('Phone Number')).toHaveValue('(555) 010-4200');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Success! Your message has been received.')).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '(555) 010-4200',
      message: 'Do you have a members directory?',
    });
    expect(router.state.location.pathname).toBe('/contact');
    // A fresh, empty form replaces the one that was sent.
    const fresh = () => within(screen.getByRole('form', { name: 'Send us a message' }));
    await waitFor(() => expect(fresh().getByLabelText(/First Name/)).toHaveValue(''));
    expect(fresh().getByLabelText(/Message/)).toHaveValue('');
    expect(fresh().getByLabelText('Phone Number')).toHaveValue('');
  });

  it('hides the honeypot from people and sends it along', async () => {
    await openContact();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the server’s message when sending fails', async () => {
    const user = userEvent.setup();
    const { form } = await openContact(() =>
      json({ message: 'Too many messages. Please try later.' }, 429),
    );
    await user.type(form.getByLabelText(/First Name/), 'Ada');
    await user.type(form.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(form.getByLabelText(/Message/), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages. Please try later.')).toBeVisible();
    expect(form.getByLabelText(/First Name/)).toHaveValue('Ada');
  });
});
