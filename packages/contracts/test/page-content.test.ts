import { describe, expect, it } from 'vitest';
import {
  addContentSchema,
  assignContentToBlogQuery,
  assignContentToPageQuery,
  createContentSchema,
  SELECT_TYPE_AND_COMPONENT_MESSAGE,
  SELECT_TYPE_TO_CREATE_MESSAGE,
} from '../src/index.ts';
import { messageFor } from './helpers.ts';

describe('add-content modal', () => {
  it('pins the spec messages', () => {
    expect(SELECT_TYPE_AND_COMPONENT_MESSAGE).toBe('Please select both type & component');
    expect(SELECT_TYPE_TO_CREATE_MESSAGE).toBe(
      'Please select type of Component you want to create',
    );
  });

  it('Add needs both a type and a component', () => {
    const onlyType = addContentSchema.safeParse({ type: 'BANNER', contentSectionId: '' });
    expect(messageFor(onlyType, 'contentSectionId')).toBe(SELECT_TYPE_AND_COMPONENT_MESSAGE);
    const onlyComponent = addContentSchema.safeParse({ contentSectionId: 4 });
    expect(messageFor(onlyComponent, 'type')).toBe(SELECT_TYPE_AND_COMPONENT_MESSAGE);
    expect(addContentSchema.parse({ type: 'CONTENTSECTION', contentSectionId: 4 })).toEqual({
      type: 'CONTENTSECTION',
      contentSectionId: 4,
    });
  });

  it('Create New needs a type', () => {
    expect(messageFor(createContentSchema.safeParse({ type: '' }), 'type')).toBe(
      SELECT_TYPE_TO_CREATE_MESSAGE,
    );
    expect(createContentSchema.parse({ type: 'BANNER' })).toEqual({ type: 'BANNER' });
  });
});

describe('assign calls', () => {
  it('read their query strings', () => {
    expect(
      assignContentToPageQuery.parse({ pageId: '2', contentSectionId: '5', type: 'BANNER' }),
    ).toEqual({ pageId: 2, contentSectionId: 5, type: 'BANNER' });
    expect(
      assignContentToBlogQuery.parse({
        blogId: '3',
        contentSectionId: '6',
        type: 'CONTENTSECTION',
      }),
    ).toEqual({ blogId: 3, contentSectionId: 6, type: 'CONTENTSECTION' });
  });

  it('refuse a missing target or an unknown type', () => {
    expect(
      messageFor(
        assignContentToPageQuery.safeParse({ contentSectionId: '5', type: 'BANNER' }),
        'pageId',
      ),
    ).toBe('A valid id is required');
    expect(
      assignContentToBlogQuery.safeParse({ blogId: '3', contentSectionId: '6', type: 'PAGE' })
        .success,
    ).toBe(false);
  });
});
