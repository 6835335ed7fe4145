import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { footerItemSchema, type SearchResult } from '@chamber/contracts';
import { LinkPicker } from '../src/components/LinkPicker.tsx';
import { mockApi, renderWithProviders } from './helpers.tsx';

const hits: SearchResult[] = [
  { kind: 'page', id: 4, title: 'Member Benefits', url: '/member-benefits', excerpt: '' },
  { kind: 'blog', id: 7, title: 'Meet our new members', url: '/new-members', excerpt: '' },
  { kind: 'event', id: 9, title: 'Members Mixer', url: '/events/9', excerpt: '' },
];

const SEARCH_ANSWERS: Record<string, SearchResult[]> = {
  mem: hits,
  home: [
    { kind: 'page', id: 1, title: 'Welcome to Bayport', url: '/home', excerpt: '' },
    { kind: 'blog', id: 2, title: 'Homegrown shops', url: '/homegrown-shops', excerpt: '' },
  ],
};

const schema = footerItemSchema.pick({ to: true });

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { to: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <LinkPicker control={control} name="to" label="Link" withAsterisk />
      <button type="submit">Save</button>
    </form>
  );
}

function open() {
  mockApi({
    'GET /api/Home/Search': ({ url }) =>
      Response.json(SEARCH_ANSWERS[url.searchParams.get('q') ?? ''] ?? []),
  });
  const onValid = vi.fn();
  renderWithProviders(<Harness onValid={onValid} />);
  return { onValid, field: screen.getByRole('combobox', { name: 'Link' }) };
}

const suggestion = (name: RegExp) => screen.findByRole('option', { name });

describe('LinkPicker', () => {
  it('suggests pages, blog posts, events and site pages, and puts the picked path in the field', async () => {
    const user = userEvent.setup();
    const { field, onValid } = open();
    await user.type(field, 'mem');

    const page = await suggestion(/Member Benefits/);
    expect(page).toHaveTextContent(/Page\s*Member Benefits\s*\/member-benefits/);
    expect(screen.getByRole('option', { name: /Meet our new members/ })).toHaveTextContent(
      'Blog post',
    );
    expect(screen.getByRole('option', { name: /Members Mixer/ })).toHaveTextContent(
      /Event.*\/events\/9/,
    );
    // The fixed pages match the typed text themselves ("Blogs and Reviews" does not).
    expect(screen.queryByRole('option', { name: /Blogs and Reviews/ })).toBeNull();

    await user.click(page);
    expect(field).toHaveValue('/member-benefits');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ to: '/member-benefits' });
  });

  it('offers the home page, stored at a fixed page’s path, once', async () => {
    const user = userEvent.setup();
    const { field } = open();
    await user.type(field, 'home');
    await suggestion(/Homegrown shops/); // the search has answered
    expect(screen.getAllByRole('option', { name: /\/home$/ })).toHaveLength(1);
    expect(screen.getByRole('option', { name: /\/home$/ })).toHaveTextContent(/Site page\s*Home/);
  });

  it('is used with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { field } = open();
    await user.type(field, 'blogs');
    await suggestion(/Blogs and Reviews/);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('/blogs-and-reviews');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps a typed address as it is, and says where a bare domain will lead', async () => {
    const user = userEvent.setup();
    const { field, onValid } = open();
    await user.type(field, 'example.com/join');
    expect(field).toHaveValue('example.com/join');
    expect(screen.getByText('Will link to https://example.com/join')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'https://example.com');
    expect(screen.queryByText(/Will link to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ to: 'https://example.com' });
  });

  it('shows the form’s message under the field', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('combobox', { name: 'Link' });
    expect(await screen.findByText('Link is required')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Link is required/);
    // Focused by the failed save, it does not open its list over the message.
    expect(field).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
