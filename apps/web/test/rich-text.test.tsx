import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@chamber/contracts';
import { RichTextEditor } from '../src/components/RichTextEditor.tsx';
import { mockApi, renderWithProviders } from './helpers.tsx';

/** The editor as a form holds it: the latest HTML comes back as the value. */
function Controlled({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Custom HTML"
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Reset from outside</p>')}>
        Reset
      </button>
    </>
  );
}

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const zeroRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype]) {
    proto.getClientRects ??= noRects;
    proto.getBoundingClientRect ??= zeroRect;
  }
  document.elementFromPoint ??= () => null;
});

const editable = () => screen.getByRole('textbox', { name: 'Custom HTML' });

describe('rich text editor', () => {
  it("offers the spec's toolbar, each control named for screen readers", () => {
    renderWithProviders(<Controlled initial="" onHtml={() => {}} />);
    for (const name of [
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Blockquote',
      'Bullet list',
      'Ordered list',
      'Increase indent',
      'Decrease indent',
      'Link',
      'Remove link',
      'Insert image',
      'Link a document',
      'Insert video',
      'Clear formatting',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Font' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
  });

  it('shows the given HTML and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const onHtml = vi.fn();
    renderWithProviders(
      <Controlled initial="<p>Hello <strong>members</strong></p>" onHtml={onHtml} />,
    );
    expect(within(editable()).getByText('members').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editable()).toHaveTextContent('Reset from outside'));
    // A value from outside is not echoed back as a change.
    expect(onHtml).not.toHaveBeenCalled();
  });

  it('applies toolbar commands and reports the new HTML', async () => {
    const user = userEvent.setup();
    const onHtml = vi.fn();
    renderWithProviders(<Controlled initial="<p>Join us</p>" onHtml={onHtml} />);
    // Select all text in the editor, then make it a bullet list and bold.
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith('<ul><li><p><strong>Join us</strong></p></li></ul>'),
    );
  });

  it(
    'inserts a YouTube video by address, refusing other addresses (images: media.test.tsx)',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const onHtml = vi.fn();
      renderWithProviders(<Controlled initial="<p>Watch</p>" onHtml={onHtml} />);

      await user.click(screen.getByRole('button', { name: 'Insert video' }));
      const video = await screen.findByRole('textbox', { name: 'YouTube address' });
      await user.type(video, 'https://vimeo.com/1{Enter}');
      expect(await screen.findByText('Please enter a YouTube address')).toBeInTheDocument();
      await user.clear(video);
      await user.type(video, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ{Enter}');
      await waitFor(() =>
        expect(onHtml.mock.lastCall?.[0]).toContain(
          'src="https://www.youtube.com/embed/dQw4w9WgXcQ',
        ),
      );
    },
  );

  it('keeps a stored YouTube iframe (the server drops its wrapper) when the HTML is loaded', () => {
    renderWithProviders(
      <Controlled
        initial='<p>Tour</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'
        onHtml={() => {}}
      />,
    );
    expect(editable().querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube.com/embed/dQw4w9WgXcQ'),
    );
  });
});

describe('rich text links', () => {
  const hits: SearchResult[] = [
    { kind: 'page', id: 4, title: 'Member Benefits', url: '/member-benefits', excerpt: '' },
    { kind: 'event', id: 9, title: 'Members Mixer', url: '/events/9', excerpt: '' },
  ];
  /** The editor with the site search answering "benef"; `onHtml` gets each change. */
  function open(initial: string) {
    mockApi({
      'GET /api/Home/Search': ({ url }) =>
        Response.json(url.searchParams.get('q') === 'benef' ? hits : []),
    });
    const onHtml = vi.fn();
    renderWithProviders(<Controlled initial={initial} onHtml={onHtml} />);
    return onHtml;
  }
  /** The links of the last HTML reported: text, href and target of each. */
  const linksIn = (onHtml: ReturnType<typeof vi.fn>) => {
    const html = document.createElement('template');
    html.innerHTML = String(onHtml.mock.lastCall?.[0] ?? '');
    return [...html.content.querySelectorAll('a')].map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
    }));
  };
  const linkField = () => screen.findByRole('combobox', { name: 'Link to' });

  it('links the selected words to a page found by typing, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onHtml = open('<p>Read about our benefits</p>');
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const field = await linkField();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('benef');
    await screen.findByRole('option', { name: /Member Benefits/ });
    await user.keyboard('{ArrowDown}{Enter}');
    // Enter on a suggestion picks it; it does not save the link yet.
    expect(field).toHaveValue('/member-benefits');
    expect(screen.queryByText(/Please enter a link/)).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(linksIn(onHtml)).toEqual([
        { text: 'Read about our benefits', href: '/member-benefits', target: null },
      ]),
    );
    expect(screen.queryByRole('combobox', { name: 'Link to' })).toBeNull();
  });

  it('takes a typed address, "example.com" as https://example.com, in a new tab if asked', async () => {
    const user = userEvent.setup();
    const onHtml = open('<p>Our partner</p>');
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(await linkField(), 'example.com/join');
    expect(screen.getByText('Will link to https://example.com/join')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Open in a new tab' }));
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(linksIn(onHtml)).toEqual([
        { text: 'Our partner', href: 'https://example.com/join', target: '_blank' },
      ]),
    );
  });

  it('refuses a link that could run script, and removes a link saved empty', async () => {
    const user = userEvent.setup();
    const onHtml = open('<p><a href="/old-page">Old news</a></p>');
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const field = await linkField();
    // The selected link is shown, to change.
    expect(field).toHaveValue('/old-page');
    await user.clear(field);
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(
      await screen.findByText('Please enter a link that begins with /, https://, mailto: or tel:'),
    ).toBeInTheDocument();
    expect(onHtml).not.toHaveBeenCalled();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p>Old news</p>'));
  });

  it('with nothing selected, inserts the address as the link’s text', async () => {
    const user = userEvent.setup();
    const onHtml = open('<p>Write to us: </p>');
    await user.click(editable());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(await linkField(), 'mailto:info@example.com{Enter}');
    await waitFor(() =>
      expect(linksIn(onHtml)).toEqual([
        { text: 'mailto:info@example.com', href: 'mailto:info@example.com', target: null },
      ]),
    );
  });
});
