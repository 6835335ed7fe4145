/**
 * The rich HTML editor of Custom sections: TipTap behind Mantine's toolbar, with the
 * spec's controls (headers, font, size, bold, italic, underline, strike, blockquote, lists,
 * indent, link, image and document from the media library, video, clean). Controlled: `value` is HTML, `onChange` gets HTML ("" when
 * empty). Back office only; load it lazily so TipTap stays out of every other chunk.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Input, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import {
  IconBrandYoutube,
  IconFileTypePdf,
  IconIndentDecrease,
  IconIndentIncrease,
  IconLink,
  IconPhoto,
} from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Youtube, { isValidYoutubeUrl } from '@tiptap/extension-youtube';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeLink, withScheme } from '@chamber/contracts';
import type { MediaItem } from '../api/media.ts';
import { LinkInput } from './LinkPicker.tsx';
import { MediaPicker } from './MediaPicker.tsx';

/** The fonts and sizes of the toolbar; the server keeps these styles (plain names, em sizes). */
const FONTS = [
  { label: 'Default font', value: '' },
  { label: 'Sans Serif', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Serif', value: 'Georgia, serif' },
  { label: 'Monospace', value: 'Courier New, monospace' },
];
const SIZES = [
  { label: 'Normal size', value: '' },
  { label: 'Small', value: '0.75em' },
  { label: 'Large', value: '1.5em' },
  { label: 'Huge', value: '2.5em' },
];

/**
 * Stored HTML has no wrapper divs (the server's allow-list drops them), so the video node also
 * reads a bare YouTube iframe; otherwise a saved video would vanish on the next edit.
 */
const Video = Youtube.extend({
  parseHTML() {
    return [
      { tag: 'div[data-youtube-video] iframe' },
      { tag: 'iframe[src^="https://www.youtube.com/embed/"]' },
      { tag: 'iframe[src^="https://www.youtube-nocookie.com/embed/"]' },
    ];
  },
});

/**
 * Images come from the media library with their alt text, size and WebP variants, and load
 * lazily (the server keeps exactly these attributes; docs/decisions/142-media-library-screens.md).
 */
const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
      loading: { default: 'lazy' },
    };
  },
});

/** How wide an image in text shows: the page's text column at most. */
const TEXT_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

const EXTENSIONS = [
  // Mantine's Link (its Ctrl+K opens LinkControl) replaces the kit's own. A link opens in the
  // same tab unless staff ask for a new one (TipTap's default is a new tab, marked nofollow).
  StarterKit.configure({ link: false }),
  Link.configure({ HTMLAttributes: { target: null, rel: null } }),
  TextStyle,
  FontFamily,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  LibraryImage,
  Video.configure({ nocookie: false, width: 640, height: 360 }),
];

/** The editor's HTML without the empty paragraph TipTap keeps at the end for the cursor. */
const htmlOf = (editor: Editor) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');

export type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  description?: ReactNode;
};

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
  description,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
  });

  // An editor made for a render React then threw away (a lazy screen that suspended) is destroyed
  // a moment later and replaced: its HTML can no longer be read, and the next render brings the
  // one to use (reading it crashed the whole screen, now and then, in the browser tests).
  useEffect(() => {
    if (editor.isDestroyed) return;
    const update = () => onChange(htmlOf(editor));
    editor.on('update', update);
    return () => {
      editor.off('update', update);
    };
  }, [editor, onChange]);

  // A value set from outside (a form reset) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      error={error}
      description={description}
    >
      <MantineEditor editor={editor} mt={4}>
        <MantineEditor.Toolbar sticky stickyOffset={64}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H1 />
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.H4 />
          </MantineEditor.ControlsGroup>
          <StyleSelect editor={editor} kind="font" />
          <StyleSelect editor={editor} kind="size" />
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Blockquote />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <IndentControl editor={editor} direction="in" />
            <IndentControl editor={editor} direction="out" />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.AlignLeft />
            <MantineEditor.AlignCenter />
            <MantineEditor.AlignRight />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <LinkControl editor={editor} />
            <MantineEditor.Unlink />
            <LibraryControl editor={editor} kind="image" />
            <LibraryControl editor={editor} kind="document" />
            <UrlControl
              label="Insert video"
              inputLabel="YouTube address"
              placeholder="https://www.youtube.com/watch?v=…"
              icon={<IconBrandYoutube size={16} stroke={1.5} />}
              invalidMessage="Please enter a YouTube address"
              isValid={(url) => Boolean(isValidYoutubeUrl(url))}
              insert={(src) => editor.chain().focus().setYoutubeVideo({ src }).run()}
            />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mih={220} />
      </MantineEditor>
    </Input.Wrapper>
  );
}

/** The font and size choosers: they show the style at the cursor and apply to the selection. */
function StyleSelect({ editor, kind }: { editor: Editor; kind: 'font' | 'size' }) {
  const attribute = kind === 'font' ? 'fontFamily' : 'fontSize';
  const current = useEditorState({
    editor,
    selector: ({ editor: state }) =>
      (state.getAttributes('textStyle')[attribute] as string | undefined) ?? '',
  });
  const options = kind === 'font' ? FONTS : SIZES;
  const apply = (value: string) => {
    const chain = editor.chain().focus();
    if (kind === 'font') (value ? chain.setFontFamily(value) : chain.unsetFontFamily()).run();
    else (value ? chain.setFontSize(value) : chain.unsetFontSize()).run();
  };
  return (
    <NativeSelect
      aria-label={kind === 'font' ? 'Font' : 'Size'}
      size="xs"
      w={kind === 'font' ? 130 : 115}
      data={options}
      value={options.some((option) => option.value === current) ? current : ''}
      onChange={(event) => apply(event.currentTarget.value)}
    />
  );
}

/** Indent and outdent move the list item at the cursor one level in or out. */
function IndentControl({ editor, direction }: { editor: Editor; direction: 'in' | 'out' }) {
  const label = direction === 'in' ? 'Increase indent' : 'Decrease indent';
  const Icon = direction === 'in' ? IconIndentIncrease : IconIndentDecrease;
  const possible = useEditorState({
    editor,
    selector: ({ editor: state }) =>
      direction === 'in'
        ? state.can().sinkListItem('listItem')
        : state.can().liftListItem('listItem'),
  });
  return (
    <MantineEditor.Control
      aria-label={label}
      title={label}
      disabled={!possible}
      onClick={() => {
        const chain = editor.chain().focus();
        (direction === 'in'
          ? chain.sinkListItem('listItem')
          : chain.liftListItem('listItem')
        ).run();
      }}
    >
      <Icon size={16} stroke={1.5} />
    </MantineEditor.Control>
  );
}

/** Links in rich text: in-site paths, web addresses, e-mail and phone (what the server keeps). */
const isTextLink = (link: string) => isSafeLink(link) || /^(?:mailto|tel):\S+$/i.test(link);
const TEXT_LINK_MESSAGE = 'Please enter a link that begins with /, https://, mailto: or tel:';

/**
 * Link: the selected words (or the link at the cursor) lead to a page, blog post, event or site
 * page found by typing, or to an address typed whole; "example.com" is taken as
 * https://example.com. Saving an empty link removes it; with nothing selected, the address is
 * inserted as the link's text. Ctrl+K opens it too (Mantine's Link extension asks for it with an
 * "edit-link" window event, which only the focused editor answers).
 */
function LinkControl({ editor }: { editor: Editor }) {
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: state }) => state.isActive('link'),
  });

  const open = () => {
    const current = editor.getAttributes('link') as { href?: string; target?: string };
    setHref(current.href ?? '');
    setNewTab(current.target === '_blank');
    setError(null);
    setOpened(true);
  };
  useWindowEvent('edit-link', () => {
    if (editor.isFocused) open();
  });

  const submit = (event: FormEvent) => {
    // The form sits in a portal: React would still hand its submit to the page's form.
    event.preventDefault();
    event.stopPropagation();
    const link = String(withScheme(href.trim()));
    if (link !== '' && !isTextLink(link)) {
      setError(TEXT_LINK_MESSAGE);
      return;
    }
    setOpened(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    const attrs = { href: link, target: newTab ? '_blank' : null };
    if (link === '') chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs }] }).run();
    } else chain.setLink(attrs).run();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
      zIndex={10000}
    >
      <Popover.Target>
        <MantineEditor.Control
          aria-label="Link"
          title="Link (Ctrl+K)"
          active={active}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <IconLink size={16} stroke={1.5} />
        </MantineEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" w={300} maw="calc(100vw - 48px)">
            <LinkInput
              label="Link to"
              placeholder="Search pages, or type an address"
              value={href}
              error={error}
              onChange={(value) => {
                setHref(value);
                setError(null);
              }}
              // Inside the popover: a list in a portal would be a click outside it, closing it.
              comboboxProps={{ withinPortal: false }}
              data-autofocus
            />
            <Checkbox
              label="Open in a new tab"
              checked={newTab}
              onChange={(event) => setNewTab(event.currentTarget.checked)}
            />
            <Button type="submit" size="xs" variant="default">
              Save link
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Image: a library image (or a new upload) with its alt text, which the picker asks for unless
 * the image is decorative. Document: a link to a library PDF on the selected words, or its name.
 */
function LibraryControl({ editor, kind }: { editor: Editor; kind: 'image' | 'document' }) {
  const [opened, setOpened] = useState(false);
  const label = kind === 'image' ? 'Insert image' : 'Link a document';
  const insert = (item: MediaItem) => {
    const chain = editor.chain().focus();
    if (kind === 'image') {
      chain
        .insertContent({
          type: 'image',
          attrs: {
            src: item.url,
            alt: item.decorative ? '' : item.alt,
            width: item.width,
            height: item.height,
            srcset: item.srcset,
            sizes: item.srcset ? TEXT_IMAGE_SIZES : null,
            loading: 'lazy',
          },
        })
        .run();
    } else if (editor.state.selection.empty) {
      chain
        .insertContent({
          type: 'text',
          text: item.fileName,
          marks: [{ type: 'link', attrs: { href: item.url, target: '_blank' } }],
        })
        .run();
    } else chain.setLink({ href: item.url, target: '_blank' }).run();
  };
  return (
    <>
      <MantineEditor.Control aria-label={label} title={label} onClick={() => setOpened(true)}>
        {kind === 'image' ? (
          <IconPhoto size={16} stroke={1.5} />
        ) : (
          <IconFileTypePdf size={16} stroke={1.5} />
        )}
      </MantineEditor.Control>
      <MediaPicker kind={kind} opened={opened} onClose={() => setOpened(false)} onChoose={insert} />
    </>
  );
}

/** A toolbar button that asks for an address, then inserts what it points at (a video). */
function UrlControl({
  label,
  inputLabel,
  placeholder,
  icon,
  invalidMessage,
  isValid,
  insert,
}: {
  label: string;
  inputLabel: string;
  placeholder: string;
  icon: ReactNode;
  invalidMessage: string;
  isValid: (url: string) => boolean;
  insert: (url: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setUrl('');
    setError(null);
  };
  const submit = () => {
    const address = url.trim();
    if (!isValid(address)) {
      setError(invalidMessage);
      return;
    }
    close();
    insert(address);
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      trapFocus
      shadow="md"
      withinPortal
      zIndex={10000}
    >
      <Popover.Target>
        <MantineEditor.Control
          aria-label={label}
          title={label}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          {icon}
        </MantineEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={300}>
          <TextInput
            label={inputLabel}
            placeholder={placeholder}
            type="url"
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <Button size="xs" variant="default" onClick={submit}>
            Insert
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
