/**
 * The media library screen and the "Choose from library" picker (decision 142): the grid and the
 * reminder of images missing alt text, the details drawer (alt text, decorative, focal point,
 * where it is used, delete), uploads with progress and Cancel, and a picked image's alt text.
 */
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@chamber/contracts';
import { ImageUpload } from '../src/components/ImageUpload.tsx';
import { RichTextEditor } from '../src/components/RichTextEditor.tsx';
import { json, loadScreens, mockApi, openWith, renderWithProviders, signIn } from './helpers.tsx';
import { toastOf } from './list-helpers.ts';

const MEDIA_PATH = '/cms/management/media';

const harbor: MediaItem = {
  id: 7,
  kind: 'image',
  fileName: 'harbor-sunrise.jpg',
  url: '/api/Attachments/media/harbor.jpg',
  path: 'media/harbor.jpg',
  mimeType: 'image/jpeg',
  size: 2_400_000,
  width: 4032,
  height: 3024,
  alt: '',
  decorative: false,
  caption: '',
  focalX: 0.5,
  focalY: 0.5,
  missingAlt: true,
  srcset:
    '/api/Attachments/media/harbor-480.webp 480w, /api/Attachments/media/harbor-960.webp 960w',
  createdOn: '2026-11-20T10:00:00.000Z',
  updatedOn: '2026-11-20T10:00:00.000Z',
  version: 3,
};
const ribbon: MediaItem = {
  ...harbor,
  id: 8,
  fileName: 'ribbon-cutting.jpg',
  url: '/api/Attachments/media/ribbon.jpg',
  path: 'media/ribbon.jpg',
  alt: 'Ribbon cutting at the new library',
  missingAlt: false,
  srcset: null,
};
const guide: MediaItem = {
  ...harbor,
  id: 9,
  kind: 'document',
  fileName: 'member-guide.pdf',
  url: '/api/Attachments/media/guide.pdf',
  path: 'media/guide.pdf',
  mimeType: 'application/pdf',
  width: null,
  height: null,
  missingAlt: false,
  srcset: null,
};

const library = (items: MediaItem[]) => ({ items, total: items.length });
/** The list, answering the missing-alt filter with only the images that need it. */
const listRoute = {
  'GET /api/Media/GetAll': ({ url }: { url: URL }) => {
    const all = [harbor, ribbon, guide];
    if (url.searchParams.get('missingAlt') === 'true')
      return json(library(all.filter((item) => item.missingAlt)));
    const kind = url.searchParams.get('kind');
    return json(library(kind ? all.filter((item) => item.kind === kind) : all));
  },
};
// By label, not role: role queries walk the whole back office's layout, and take seconds.
const gridItem = (name: string) => screen.getByLabelText(name);
const findGridItem = (name: string) => screen.findByLabelText(name);

beforeAll(() => loadScreens(MEDIA_PATH));
afterEach(() => vi.unstubAllGlobals());

describe('media library screen', () => {
  it('shows the files with size and dimensions, and links the images missing alt text', async () => {
    const user = userEvent.setup();
    const { calls, router } = openWith(listRoute, MEDIA_PATH);
    await findGridItem('harbor-sunrise.jpg');
    expect(gridItem('harbor-sunrise.jpg')).toHaveTextContent('2.3 MB · 4032 × 3024');
    expect(gridItem('harbor-sunrise.jpg')).toHaveTextContent('No alt text');
    expect(gridItem('member-guide.pdf')).toBeInTheDocument();

    const reminder = await screen.findByText('1 image has no alt text');
    await user.click(
      within(reminder.closest('[role="alert"]')!).getByRole('link', { name: 'Show them' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?filter=missingAlt'));
    await waitFor(() => expect(screen.queryByLabelText('ribbon-cutting.jpg')).toBeNull());
    expect(
      calls.some(
        (call) =>
          call.path === '/api/Media/GetAll' && call.url.searchParams.get('pageSize') === '24',
      ),
    ).toBe(true);

    // The list view names each file's alt text in words.
    await user.click(screen.getByLabelText('All'));
    await user.click(screen.getByText('List'));
    const table = await screen.findByRole('table', { name: 'Media' });
    expect(within(table).getByRole('row', { name: /harbor-sunrise/ })).toHaveTextContent('Missing');
    expect(within(table).getByRole('row', { name: /ribbon-cutting/ })).toHaveTextContent(
      'Ribbon cutting at the new library',
    );
  });

  it('saves the alt text, the decorative flag and the focal point of an opened image', async () => {
    const user = userEvent.setup();
    const { calls } = openWith(listRoute, MEDIA_PATH, {
      'GET /api/Media/Get': { ...harbor, uses: [{ type: 'page', id: 3, name: 'About' }] },
      'POST /api/Media/Update': { ...harbor, alt: 'Harbor at sunrise', missingAlt: false },
    });
    await user.click(await findGridItem('harbor-sunrise.jpg'));
    const drawer = await screen.findByRole('dialog', { name: 'File details' });
    expect(await within(drawer).findByRole('link', { name: 'The page “About”' })).toHaveAttribute(
      'href',
      '/cms/management/page/edit/3',
    );
    expect(drawer).toHaveTextContent('This image has no alt text yet');

    await user.click(within(drawer).getByRole('textbox', { name: 'Alt text' }));
    await user.paste('Harbor at sunrise');
    const focal = within(drawer).getByRole('slider', { name: 'Focal point' });
    focal.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(focal).toHaveAttribute('aria-valuetext', '60% across, 45% down');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await toastOf('Saved.');
    expect(calls.find((call) => call.path === '/api/Media/Update')!.body).toEqual({
      id: 7,
      alt: 'Harbor at sunrise',
      caption: '',
      decorative: false,
      focalX: 0.6,
      focalY: 0.45,
      version: 3,
    });
  });

  it('says where a file is used before deleting it, and moves an unused one to the Trash', async () => {
    const user = userEvent.setup();
    let uses = [{ type: 'page', id: 3, name: 'About' }];
    const { calls } = openWith(listRoute, MEDIA_PATH, {
      'GET /api/Media/Get': () => json({ ...ribbon, uses }),
      'DELETE /api/Media/Delete': { message: '“ribbon-cutting.jpg” was moved to the trash.' },
    });
    await user.click(await findGridItem('ribbon-cutting.jpg'));
    const drawer = await screen.findByRole('dialog', { name: 'File details' });
    await within(drawer).findByRole('link', { name: 'The page “About”' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete “ribbon-cutting.jpg”' });
    expect(confirm).toHaveTextContent('Used on the page “About”.');
    expect(confirm).toHaveTextContent('A file that is in use cannot be deleted');
    expect(within(confirm).queryByRole('button', { name: 'Move to Trash' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));

    uses = [];
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(gridItem('ribbon-cutting.jpg'));
    const reopened = await screen.findByRole('dialog', { name: 'File details' });
    await within(reopened).findByText('Not used anywhere yet.');
    await user.click(within(reopened).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete “ribbon-cutting.jpg”' });
    expect(confirm).toHaveTextContent('goes to the Trash, where it can be restored for 30 days');
    await user.click(within(confirm).getByRole('button', { name: 'Move to Trash' }));
    await toastOf('was moved to the trash');
    expect(calls.find((call) => call.path === '/api/Media/Delete')!.url.search).toBe('?id=8');
  });
});

/** XMLHttpRequest as the uploads use it: progress is reported, the answer waits for the test. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploads', () => {
  it('uploads several files one after another, each with progress and a Cancel', async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup({ applyAccept: false });
    openWith(listRoute, MEDIA_PATH);
    await findGridItem('harbor-sunrise.jpg');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File([new Uint8Array(8)], 'IMG_0001.HEIC', { type: 'image/heic' }),
      new File([new Uint8Array(8)], 'agenda.pdf', { type: 'application/pdf' }),
    ]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect((FakeUpload.sent[0]!.body!.get('file') as File).name).toBe('IMG_0001.HEIC');
    act(() => FakeUpload.sent[0]!.progress(40));
    expect(within(uploads).getByRole('listitem', { name: 'IMG_0001.HEIC' })).toHaveTextContent(
      '40%',
    );
    expect(within(uploads).getByRole('listitem', { name: 'agenda.pdf' })).toHaveTextContent(
      'Waiting…',
    );

    // Cancelling the waiting one: it is never sent.
    await user.click(within(uploads).getByRole('button', { name: 'Cancel agenda.pdf' }));
    expect(within(uploads).getByRole('listitem', { name: 'agenda.pdf' })).toHaveTextContent(
      'Cancelled',
    );
    act(() => FakeUpload.sent[0]!.answer(201, { ...harbor, fileName: 'IMG_0001.HEIC' }));
    await waitFor(() =>
      expect(within(uploads).getByRole('listitem', { name: 'IMG_0001.HEIC' })).toHaveTextContent(
        'Added to the library',
      ),
    );
    expect(FakeUpload.sent).toHaveLength(1);
  });

  it("shows the server's refusal under the file", async () => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup({ applyAccept: false });
    openWith(listRoute, MEDIA_PATH);
    await findGridItem('harbor-sunrise.jpg');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array(8)], 'fake.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() =>
      FakeUpload.sent[0]!.answer(400, {
        message: 'The file is named like a PDF but is not one.',
        errors: {},
      }),
    );
    expect(await screen.findByText('The file is named like a PDF but is not one.')).toBeVisible();
  });
});

/** A form's image as the forms hold it: a file or a library image. */
function BannerField({ onChosen }: { onChosen: (item: MediaItem | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  return (
    <ImageUpload
      label="Banner Image"
      file={file}
      onFileChange={setFile}
      chosen={chosen}
      onChooseFromLibrary={(item) => {
        setChosen(item);
        onChosen(item);
      }}
    />
  );
}

describe('choose from library', () => {
  it('asks for alt text when the chosen image has none, saves it to the library, then uses it', async () => {
    signIn();
    const user = userEvent.setup();
    const onChosen = vi.fn();
    const { calls } = mockApi({
      ...listRoute,
      'POST /api/Media/Update': { ...harbor, alt: 'Harbor at sunrise', missingAlt: false },
    });
    renderWithProviders(<BannerField onChosen={onChosen} />);
    await user.click(screen.getByRole('button', { name: 'Choose banner image from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    // Images only: the PDF is not offered.
    await within(picker).findByRole('listitem', { name: 'harbor-sunrise.jpg' });
    expect(within(picker).queryByRole('listitem', { name: 'member-guide.pdf' })).toBeNull();

    await user.click(within(picker).getByRole('listitem', { name: 'harbor-sunrise.jpg' }));
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Please describe the image for people who cannot see it',
    );
    await user.type(within(picker).getByRole('textbox', { name: /Alt text/ }), 'Harbor at sunrise');
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })));
    expect(calls.find((call) => call.path === '/api/Media/Update')!.body).toEqual({
      id: 7,
      alt: 'Harbor at sunrise',
      decorative: false,
      version: 3,
    });
    expect(await screen.findByRole('img', { name: 'Harbor at sunrise' })).toHaveAttribute(
      'src',
      harbor.url,
    );
    await user.click(screen.getByRole('button', { name: 'Clear the chosen banner image' }));
    expect(onChosen).toHaveBeenLastCalledWith(null);
  });

  it('takes a decorative image without alt text and saves nothing when nothing changed', async () => {
    signIn();
    const user = userEvent.setup();
    const onChosen = vi.fn();
    const { calls } = mockApi(listRoute);
    renderWithProviders(<BannerField onChosen={onChosen} />);
    await user.click(screen.getByRole('button', { name: 'Choose banner image from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(await within(picker).findByRole('listitem', { name: 'ribbon-cutting.jpg' }));
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 8 })));
    expect(calls.some((call) => call.path === '/api/Media/Update')).toBe(false);
  });
});

describe('rich text: images and documents from the library', () => {
  beforeAll(() => {
    // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    const zeroRect = () => new DOMRect(0, 0, 0, 0);
    for (const proto of [Range.prototype, Element.prototype]) {
      proto.getClientRects ??= noRects;
      proto.getBoundingClientRect ??= zeroRect;
    }
    document.elementFromPoint ??= () => null;
  });

  function Editor({ onHtml }: { onHtml: (html: string) => void }) {
    const [value, setValue] = useState('<p>Welcome</p>');
    return (
      <RichTextEditor
        label="Custom HTML"
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml(html);
        }}
      />
    );
  }

  it(
    'inserts a library image with its alt text, size, srcset and lazy loading, and links a PDF',
    {
      timeout: 30_000,
    },
    async () => {
      signIn();
      const user = userEvent.setup();
      const onHtml = vi.fn();
      mockApi(listRoute);
      renderWithProviders(<Editor onHtml={onHtml} />);
      await user.click(screen.getByRole('button', { name: 'Insert image' }));
      let picker = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
      await user.click(await within(picker).findByRole('listitem', { name: 'ribbon-cutting.jpg' }));
      await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
      await waitFor(() =>
        expect(onHtml.mock.lastCall?.[0]).toContain(
          '<img src="/api/Attachments/media/ribbon.jpg" alt="Ribbon cutting at the new library" width="4032" height="3024"',
        ),
      );
      expect(onHtml.mock.lastCall?.[0]).toContain('loading="lazy"');

      await user.click(screen.getByRole('button', { name: 'Link a document' }));
      picker = await screen.findByRole('dialog', { name: 'Choose a document' });
      await user.click(await within(picker).findByRole('listitem', { name: 'member-guide.pdf' }));
      await user.click(within(picker).getByRole('button', { name: 'Link this document' }));
      await waitFor(() =>
        expect(onHtml.mock.lastCall?.[0]).toContain(
          '<a target="_blank" href="/api/Attachments/media/guide.pdf">member-guide.pdf</a>',
        ),
      );
    },
  );
});
