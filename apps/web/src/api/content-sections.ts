/**
 * Content sections (/ContentSection/*), and the one way every change to sections,
 * banners and the content lists of pages and blogs refreshes what shows them.
 */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AssignType, contentSectionSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { blogsApi } from './blogs.ts';
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { pagesApi } from './pages.ts';

/** What the section form hands over: the schema's output. */
export type ContentSectionValues = z.output<typeof contentSectionSchema>;

export const contentSectionKeys = {
  all: ['contentSections'] as const,
  list: () => [...contentSectionKeys.all, 'list'] as const,
  detail: (id: number) => [...contentSectionKeys.all, 'detail', id] as const,
  /** The add-content picker's choices (GetContentSectionOptions…): banners or sections. */
  options: (owner: 'page' | 'blog', ownerId: number, type: AssignType | null) =>
    [...contentSectionKeys.all, 'options', owner, ownerId, type] as const,
};

/**
 * A mutation of content. Sections and banners appear in the pickers, in the content lists of
 * pages and blogs (by name) and on the public site, so all of those reload, plus `alsoShownIn`.
 */
export function useContentMutation<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  alsoShownIn: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          contentSectionKeys.all,
          pagesApi.keys.all,
          blogsApi.keys.all,
          homeKeys.all,
          ...alsoShownIn,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Every section, active or not (an empty isActive means all). */
export function useContentSections() {
  return useQuery({
    queryKey: contentSectionKeys.list(),
    queryFn: () => call('ContentSection.GetAllContentSections', { query: { isActive: '' } }),
  });
}

export function useContentSection(id: number) {
  return useQuery({
    queryKey: contentSectionKeys.detail(id),
    queryFn: () =>
      call('ContentSection.GetContentSectionById', { query: { contentSectionId: id } }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

type SaveInput = { values: ContentSectionValues; image: File | null };

/** Multipart, with the image; with pageId/blogId the server also appends it to that page/blog. */
export const useCreateContentSection = () =>
  useContentMutation(({ values, image }: SaveInput) =>
    call('ContentSection.CreateContentSection', { form: { ...values, image } }),
  );

/** Multipart; without a new image the stored one is kept. */
export const useUpdateContentSection = () =>
  useContentMutation(({ id, values, image }: SaveInput & { id: number }) =>
    call('ContentSection.UpdateContentSection', { form: { ...values, id, image } }),
  );

/** Refused with 409 (and a message naming them) while a page or blog uses the section. */
export const useDeleteContentSection = () =>
  useContentMutation((id: number) =>
    call('ContentSection.DeleteContentSection', { query: { id } }),
  );
