/**
 * The starting schema; later migrations build on it. Identifiers are snake_case (CamelCasePlugin
 * maps them).
 */
import { sql, type CreateTableBuilder } from 'kysely';
import { defineMigration } from '../dialect.ts';

type AnyTable = CreateTableBuilder<string, string>;

export default defineMigration(async (db, { id, timestamp: ts, boolean: bool }) => {
  // The two buttons (text, action type, link) of sections, slider items and events.
  const withButtons = (table: AnyTable): AnyTable =>
    table
      .addColumn('primary_button_text', 'text')
      .addColumn('primary_button_action_type', 'text')
      .addColumn('primary_button_link', 'text')
      .addColumn('secondary_button_text', 'text')
      .addColumn('secondary_button_action_type', 'text')
      .addColumn('secondary_button_link', 'text');

  const s = db.schema;

  await id(s.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
    .addColumn('is_admin', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  for (const table of ['refresh_tokens', 'password_reset_tokens']) {
    await id(s.createTable(table))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      .execute();
    await s.createIndex(`${table}_user_id_idx`).on(table).column('user_id').execute();
  }

  // Pages and blogs share the url space (checked by the services across both tables).
  for (const table of ['pages', 'blogs']) {
    await id(s.createTable(table))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('url', 'text', (c) => c.notNull().unique())
      .addColumn('is_banner_visible', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('banner_image_file_path', 'text')
      .addColumn('banner_color', 'text')
      .addColumn('keywords', 'text')
      .addColumn('description', 'text')
      .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('added_by', 'text')
      .addColumn('added_on', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
  }

  await id(s.createTable('menu_items'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.references('pages.id'))
    .addColumn('parent_menu_item_id', 'integer', (c) => c.references('menu_items.id'))
    .addColumn('custom_link', 'text')
    .addColumn('open_in_new_tab', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('menu_items_page_or_link', sql`page_id is null or custom_link is null`)
    .execute();
  await s
    .createIndex('menu_items_parent_idx')
    .on('menu_items')
    .column('parent_menu_item_id')
    .execute();

  await withButtons(
    id(s.createTable('content_sections'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('raw_html', 'text')
      .addColumn('alignment', 'text', (c) => c.notNull().defaultTo('LEFT'))
      .addColumn('image_path', 'text')
      .addColumn('is_padded', bool, (c) => c.notNull().defaultTo(false))
      .addColumn('is_floating_card', bool, (c) => c.notNull().defaultTo(false))
      .addColumn('has_rounded_corners', bool, (c) => c.notNull().defaultTo(false))
      .addColumn('is_text_only', bool, (c) => c.notNull().defaultTo(false))
      .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull()),
  ).execute();

  await id(s.createTable('banners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withButtons(
    id(s.createTable('banner_items'))
      .addColumn('banner_id', 'integer', (c) =>
        c.notNull().references('banners.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('alignment', 'text', (c) => c.notNull().defaultTo('LEFT'))
      .addColumn('image_path', 'text')
      .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull()),
  ).execute();
  await s.createIndex('banner_items_banner_idx').on('banner_items').column('banner_id').execute();

  // Ordered entries of a page or blog: exactly one of banner / content section, each at most once.
  for (const [table, owner, ownerTable] of [
    ['page_content_entries', 'page_id', 'pages'],
    ['blog_content_entries', 'blog_id', 'blogs'],
  ] as const) {
    await id(s.createTable(table))
      .addColumn(owner, 'integer', (c) =>
        c.notNull().references(`${ownerTable}.id`).onDelete('cascade'),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content_section_id', 'integer', (c) => c.references('content_sections.id'))
      .addColumn('banner_id', 'integer', (c) => c.references('banners.id'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint(`${table}_section_once`, [owner, 'content_section_id'])
      .addUniqueConstraint(`${table}_banner_once`, [owner, 'banner_id'])
      .addCheckConstraint(
        `${table}_one_kind`,
        sql`(type = 'BANNER' and banner_id is not null and content_section_id is null) or (type = 'CONTENTSECTION' and content_section_id is not null and banner_id is null)`,
      )
      .execute();
  }

  await withButtons(
    id(s.createTable('events'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('address_title', 'text')
      .addColumn('address_line1', 'text', (c) => c.notNull())
      .addColumn('address_line2', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('zipcode', 'text', (c) => c.notNull())
      .addColumn('starts_at', ts, (c) => c.notNull())
      .addColumn('ends_at', ts)
      .addColumn('schedule', 'text')
      .addColumn('map_url', 'text')
      .addColumn('image_path', 'text')
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addCheckConstraint('events_end_after_start', sql`ends_at is null or ends_at >= starts_at`),
  ).execute();

  await id(s.createTable('footer_items'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('link_to', 'text', (c) => c.notNull())
    .addColumn('is_active', bool, (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  let settings = s
    .createTable('company_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addCheckConstraint('company_settings_single_row', sql`id = 1`);
  for (const column of COMPANY_TEXT_COLUMNS) settings = settings.addColumn(column, 'text');
  await settings.addColumn('updated_at', ts, (c) => c.notNull()).execute();

  await id(s.createTable('contact_messages'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', bool, (c) => c.notNull().defaultTo(false))
    .addColumn('mail_status', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await id(s.createTable('newsletter_subscribers'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
});

const COMPANY_TEXT_COLUMNS = [
  'company_logo_path',
  'company_icon_path',
  'email_address',
  'phone_number',
  'street_address1',
  'street_address2',
  'city',
  'state',
  'zip_code',
  'primary_week_day_hours',
  'primary_week_end_hours',
  'secondary_week_day_hours',
  'secondary_week_end_hours',
  'facebook_link',
  'instagram_link',
  'twitter_link',
  'linked_in_link',
  'youtube_link',
  'tiktok_link',
  'google_map_link',
  'app_store_link',
  'google_play_store_link',
  'google_analytics_id',
  'seo',
  'facebook_pixel_code',
] as const;
