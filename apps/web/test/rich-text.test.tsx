import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '../src/components/RichTextEditor.tsx';
import { renderWithProviders } from './helpers.tsx';

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
    'inserts an image and a YouTube video by address, refusing other addresses',
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

      await user.click(screen.getByRole('button', { name: 'Insert image' }));
      const image = await screen.findByRole('textbox', { name: 'Image address' });
      await user.type(image, 'javascript:alert(1){Enter}');
      expect(
        await screen.findByText(
          'Please enter an address that begins with https:// or /api/Attachments/',
        ),
      ).toBeInTheDocument();
      await user.clear(image);
      await user.type(image, '/api/Attachments/sections/harbor.webp{Enter}');
      await waitFor(() =>
        expect(onHtml.mock.lastCall?.[0]).toContain(
          '<img src="/api/Attachments/sections/harbor.webp"',
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
