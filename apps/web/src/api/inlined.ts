/**
 * The data a page arrives with (docs/decisions/092-server-drawn-pages.md): the server inlines the
 * site info (`#site-info`) and what the URL's screen shows (`#page-data`) into every public page,
 * draws the screen from them, and the browser starts from the same copies, so the first paint needs
 * no API round trip and the browser's first render matches the server's.
 */
import { createContext, useContext } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  FormOutcome,
  ImageFacts,
  InlinedData,
  InlinedDocument,
  SiteInfo,
} from '@chamber/contracts';

/** On the server, the data the page is being drawn from (the browser reads the page instead). */
export const ServerInlinedData = createContext<InlinedData | null>(null);

type Inlined<T> = { data: T; at: number };
type InlinedId = 'site-info' | 'page-data' | 'form-outcome' | 'image-facts';

// Each element is parsed once; a later page (another element) is read afresh.
const copies = new Map<InlinedId, { element: Element | null; value: Inlined<unknown> | null }>();

function readFromPage<T>(id: InlinedId): Inlined<T> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  const known = copies.get(id);
  if (known?.element === element) return known.value as Inlined<T> | null;
  let value = null;
  try {
    if (element?.textContent)
      value = { data: JSON.parse(element.textContent) as T, at: Date.now() };
  } catch {
    // A damaged inline copy only costs the API round trip.
  }
  copies.set(id, { element, value });
  return value;
}

function useInlined<T>(id: InlinedId): Inlined<T> | null {
  const server = useContext(ServerInlinedData);
  if (!server) return readFromPage<T>(id);
  const data =
    id === 'site-info'
      ? server.siteInfo
      : id === 'page-data'
        ? server.document
        : id === 'image-facts'
          ? server.images
          : server.form;
  return data ? { data: data as T, at: Date.now() } : null;
}

const NO_FACTS: ImageFacts = {};

/** The media library's alt text and focal point of the page's images, by stored path. */
export function useImageFacts(): ImageFacts {
  return useInlined<ImageFacts>('image-facts')?.data ?? NO_FACTS;
}

/** TanStack Query options that start from the inlined site info, when the page has one. */
export function useInlinedSiteInfo() {
  const copy = useInlined<SiteInfo>('site-info');
  return copy ? { initialData: copy.data, initialDataUpdatedAt: copy.at } : {};
}

/** The kinds of inlined document, each with its id's and its data's type. */
type Documents = { [D in InlinedDocument as D['kind']]: D };
type DocumentKind = keyof Documents;

/** TanStack Query options that start from the inlined document, when it is the one asked for. */
function useInlinedDocument<K extends DocumentKind>(
  kind: K,
  id: Documents[K]['id'] | null,
): { initialData?: Documents[K]['data']; initialDataUpdatedAt?: number } {
  const copy = useInlined<InlinedDocument>('page-data');
  if (!copy || copy.data.kind !== kind || copy.data.id !== id) return {};
  return { initialData: copy.data.data as Documents[K]['data'], initialDataUpdatedAt: copy.at };
}

/**
 * A visitor's query for what a public screen shows (the document `kind` with `id`): it starts
 * from the inlined copy when the page has that one, and fails silently, as the screens show an
 * empty state or "not found" instead of a toast.
 */
export function useVisitorQuery<K extends DocumentKind, Selected = Documents[K]['data']>(
  kind: K,
  id: Documents[K]['id'] | null,
  options: {
    queryKey: QueryKey;
    queryFn: () => Promise<Documents[K]['data']>;
    enabled?: boolean;
    select?: (data: Documents[K]['data']) => Selected;
  },
) {
  return useQuery({ ...options, ...useInlinedDocument(kind, id), meta: { silent: true } });
}

/**
 * The outcome of the form `form` when the page is the server's answer to posting it (a plain form
 * post, without JavaScript: docs/decisions/147-public-islands.md); null otherwise.
 */
export function useFormOutcome(form: string): FormOutcome | null {
  const copy = useInlined<FormOutcome>('form-outcome');
  return copy?.data.form === form ? copy.data : null;
}
