/**
 * A blog's author, categories, tags, excerpt and publishing date in its editor (decision 128), and
 * its cover image's description (decision 131).
 * Editors choose the author from the staff; authors write under their own name.
 */
import { Fieldset, MultiSelect, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { tidyTag, type Blog } from '@chamber/contracts';
import { useBlogAuthors, useBlogCategories, useBlogTags } from '../../api/blog-categories.ts';
import { useTimeZone } from '../../api/home.ts';
import type { DocumentValues } from '../../api/pages.ts';
import { useCan, useSession } from '../../auth/session.ts';
import { inZone } from '../../components/dates.ts';
import { SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import type { DocumentFormInput, OwnFields } from '../pages/documentKind.ts';

type FormControl = Control<DocumentFormInput, unknown, DocumentValues>;

function BlogWritingFields({ control }: { control: FormControl }) {
  const choosesAuthor = useCan('allContent');
  const user = useSession()?.user;
  const me = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const authors = useBlogAuthors(choosesAuthor);
  const categories = useBlogCategories();
  const tags = useBlogTags();

  return (
    <Fieldset legend="Author and topics">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choosesAuthor ? (
            <SelectField
              control={control}
              name="authorId"
              label="Author"
              description="Who wrote it: shown on the post and in its author's list"
              data={(authors.data ?? []).map((staff) => ({
                value: String(staff.id),
                label: staff.name,
              }))}
              searchable
              nothingFoundMessage="No staff member has this name"
            />
          ) : (
            <TextInput
              label="Author"
              description="Posts you write are shown under your name"
              value={me}
              readOnly
            />
          )}
          <PublishedOnField control={control} />
        </SimpleGrid>
        <CategoriesField control={control} options={categories.data ?? []} />
        <TagsField control={control} suggestions={(tags.data ?? []).map((tag) => tag.name)} />
        <TextareaField
          control={control}
          name="excerpt"
          label="Excerpt"
          description="A short summary for the blog list. Leave empty to use the first sentences of the post."
          maxLength={500}
        />
      </Stack>
    </Fieldset>
  );
}

function CategoriesField({
  control,
  options,
}: {
  control: FormControl;
  options: { id: number; name: string }[];
}) {
  const { field, fieldState } = useController({ control, name: 'categoryIds' });
  const value = Array.isArray(field.value) ? field.value.map(String) : [];
  return (
    <MultiSelect
      ref={field.ref}
      label="Categories"
      description={
        options.length === 0
          ? 'No categories yet: an editor adds them under Blog Categories'
          : 'Choose one or more; visitors can list the posts of each'
      }
      data={options.map((category) => ({ value: String(category.id), label: category.name }))}
      value={value}
      onChange={(chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
      searchable
      clearable
      error={fieldState.error?.message}
    />
  );
}

function TagsField({ control, suggestions }: { control: FormControl; suggestions: string[] }) {
  const { field, fieldState } = useController({ control, name: 'tags' });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <TagsInput
      ref={field.ref}
      label="Tags"
      description="Type a word and press Enter or a comma; tags already used are suggested"
      data={suggestions}
      value={value}
      // "Small business" and "small  Business" are one tag: the one already written is kept.
      onChange={(typed) => {
        const seen = new Set<string>();
        field.onChange(
          typed
            .map(tidyTag)
            .filter(
              (tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()),
            ),
        );
      }}
      onBlur={field.onBlur}
      splitChars={[',']}
      clearable
      error={fieldState.error?.message}
    />
  );
}

/**
 * The date it was published, on the chamber's calendar. Untouched, it keeps the stored instant; a
 * date picked is sent as the date alone (noon UTC that day, the API's rule).
 */
function PublishedOnField({ control }: { control: FormControl }) {
  const timeZone = useTimeZone();
  const { field, fieldState } = useController({ control, name: 'publishedOn' });
  const stored = typeof field.value === 'string' ? field.value : '';
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(stored)
    ? stored
    : stored
      ? inZone(stored, timeZone).format('YYYY-MM-DD')
      : '';
  return (
    <TextInput
      ref={field.ref}
      type="date"
      label="Published on"
      description="Set when it is first published; change it to date a post back"
      value={shown}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Under the banner image: what it shows, read out to readers who cannot see it. */
function CoverDescriptionField({ control }: { control: FormControl }) {
  return (
    <TextField
      control={control}
      name="bannerImageAlt"
      label="What the Banner Image Shows"
      description="What the picture shows, for readers who cannot see it (e.g. “Members at the spring mixer”). Leave empty if it is only decoration."
      maxLength={250}
      mt="md"
    />
  );
}

/** The blog editor's own fields, filled from the stored blog (a new one: its creator writes it). */
export const blogOwnFields: OwnFields<Blog> = {
  Fields: BlogWritingFields,
  BannerFields: CoverDescriptionField,
  values: (stored) => ({
    authorId: stored?.author ? String(stored.author.id) : undefined,
    categoryIds: stored ? stored.categories.map((category) => String(category.id)) : [],
    tags: stored ? stored.tags.map((tag) => tag.name) : [],
    excerpt: stored?.writtenExcerpt ?? '',
    bannerImageAlt: stored?.bannerImageAlt ?? '',
    publishedOn: stored?.publishedOn ?? '',
  }),
};
