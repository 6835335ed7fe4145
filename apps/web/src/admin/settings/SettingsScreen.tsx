import { useMemo, useState } from 'react';
import { Fieldset, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import {
  ADMIN_ONLY_SETTINGS,
  SETTINGS_ITEM_ID,
  settingsSchema,
  zoneAbbreviation,
  type Settings,
  type SettingsRequest,
} from '@chamber/contracts';
import {
  useSettings,
  useUpdateSettings,
  type SettingsUpdate,
  type SettingsValues,
} from '../../api/settings.ts';
import { useCan } from '../../auth/session.ts';
import { MaskedField, SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import type { MediaItem } from '../../api/media.ts';
import { ImageUpload } from '../../components/ImageUpload.tsx';
import { ColleaguesEditing } from '../ColleaguesEditing.tsx';
import classes from './SettingsScreen.module.css';
import { SimplePublishingButtons, usePublishingSave } from '../../components/Publishing.tsx';
import { EditorForm, LoadedRecord, useResourceForm } from '../../components/ResourceEditor.tsx';

/** /cms/management/assets-and-resources, "Assets Links and Resources": the company settings. */
export function SettingsScreen() {
  const item = { type: 'settings', id: SETTINGS_ITEM_ID } as const;
  return (
    <>
      <ColleaguesEditing item={item} />
      <LoadedRecord query={useSettings()} what="company settings" history={item}>
        {(settings) => <SettingsForm settings={settings} />}
      </LoadedRecord>
    </>
  );
}

/** The stored settings as form values: the form edits texts, "" for none. */
function toFormValues(settings: Settings): SettingsRequest {
  const { companyLogoPath: _logo, companyIconPath: _icon, ...fields } = settings;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value ?? '']),
  ) as SettingsRequest;
}

/**
 * The analytics id and the pixel put a third-party script on every page: they are the
 * administrators' (the server refuses anyone else's change). Others do not see them and do not
 * send them, so the stored ones stay.
 */
function withoutAdminOnly(values: SettingsValues): SettingsUpdate {
  const rest: Partial<SettingsValues> = { ...values };
  for (const name of ADMIN_ONLY_SETTINGS) delete rest[name];
  return rest as SettingsUpdate;
}

/** The "Social links" fields, in the order the form shows them. */
const SOCIAL_LINKS = [
  ['facebookLink', 'Facebook Link'],
  ['instagramLink', 'Instagram Link'],
  ['twitterLink', 'Twitter Link'],
  ['linkedInLink', 'LinkedIn Link'],
  ['youtubeLink', 'YouTube Link'],
  ['tiktokLink', 'TikTok Link'],
  ['googleMapLink', 'Google Map Link'],
] as const satisfies readonly (readonly [keyof SettingsRequest, string])[];

/**
 * The zones this browser knows, by name ("America/New York (EST)"), with `current` among them
 * even if this browser lists it under another name (Asia/Calcutta, Asia/Kolkata).
 */
function timeZoneOptions(current: string) {
  const now = Date.now();
  const names = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', current]);
  return [...names].sort().map((value) => ({
    value,
    label: `${value.replaceAll('_', ' ')} (${zoneAbbreviation(now, value)})`,
  }));
}

/**
 * A searchable select of the zones. The whole list (some 400) is drawn only while it is open:
 * drawn all along, it was drawn again with every key typed anywhere in the form.
 */
function TimeZoneField({
  control,
  current,
}: {
  control: Control<SettingsRequest, unknown, SettingsValues>;
  current: string;
}) {
  const [opened, setOpened] = useState(false);
  const zones = useMemo(() => timeZoneOptions(current), [current]);
  const chosen = useWatch({ control, name: 'timeZone' });
  return (
    <SelectField
      control={control}
      name="timeZone"
      label="Time zone of your events"
      description="Event times are entered and shown on this clock, wherever visitors are."
      data={opened ? zones : zones.filter((zone) => zone.value === chosen)}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone by that name"
      withAsterisk
    />
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const isAdmin = useCan('scriptSettings');
  const update = useUpdateSettings();
  const [companyLogo, setCompanyLogo] = useState<File | null>(null);
  const [companyIcon, setCompanyIcon] = useState<File | null>(null);
  const [logoMedia, setLogoMedia] = useState<MediaItem | null>(null);
  const [iconMedia, setIconMedia] = useState<MediaItem | null>(null);
  // Saved as a draft; Publish shows the changes on the site.
  const publishing = usePublishingSave(
    'settings',
    { id: SETTINGS_ITEM_ID, ...settings },
    'settings',
  );
  const editor = useResourceForm({
    schema: settingsSchema,
    defaultValues: toFormValues(settings),
    // Made on the version opened: a colleague's save in between is a conflict to settle.
    version: settings.version,
    save: publishing.wrap((values: SettingsValues & { draft?: boolean }, version) =>
      update.mutateAsync({
        values: { ...(isAdmin ? values : withoutAdminOnly(values)), version },
        companyLogo,
        companyIcon,
        companyLogoMediaId: logoMedia?.id,
        companyIconMediaId: iconMedia?.id,
      }),
    ),
    // The stored images now are the chosen ones; their previews come from the reloaded settings.
    onSaved: () => {
      setCompanyLogo(null);
      setCompanyIcon(null);
      setLogoMedia(null);
      setIconMedia(null);
    },
    failure: 'warning',
  });
  const { control } = editor;

  const grid = { cols: { base: 1, sm: 2 } } as const;
  return (
    <EditorForm
      editor={editor}
      guard
      id={publishing.formId}
      buttons={
        // A long form: its buttons stay in view at the bottom of the window while it scrolls.
        <Paper withBorder shadow="sm" px="md" pb="sm" mt="lg" className={classes.buttons}>
          <SimplePublishingButtons
            publishing={publishing}
            submitting={editor.submitting}
            onCancel={() => editor.reset(toFormValues(settings))}
          />
        </Paper>
      }
    >
      <Stack gap="lg">
        <Fieldset legend="Company">
          <SimpleGrid {...grid}>
            <TextField control={control} name="companyName" label="Company Name" withAsterisk />
            <TextField
              control={control}
              name="emailAddress"
              label="Email"
              type="email"
              withAsterisk
            />
            <MaskedField
              control={control}
              name="phoneNumber"
              label="Phone Number"
              mask="phone"
              placeholder="(999) 999-9999"
            />
          </SimpleGrid>
          <SimpleGrid {...grid} mt="md">
            <ImageUpload
              label="Company Logo"
              file={companyLogo}
              onFileChange={setCompanyLogo}
              chosen={logoMedia}
              onChooseFromLibrary={setLogoMedia}
              storedPath={settings.companyLogoPath}
              description="Shown in the site header and the back office top bar."
            />
            <ImageUpload
              label="Company Icon"
              file={companyIcon}
              onFileChange={setCompanyIcon}
              chosen={iconMedia}
              onChooseFromLibrary={setIconMedia}
              storedPath={settings.companyIconPath}
              description="A small square image, e.g. for the browser tab."
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Address & Hours">
          <SimpleGrid {...grid}>
            <TextField control={control} name="streetAddress1" label="Street Address 1" />
            <TextField control={control} name="streetAddress2" label="Street Address 2" />
            <TextField control={control} name="city" label="City" />
            <SimpleGrid cols={2}>
              <TextField control={control} name="state" label="State" />
              <MaskedField
                control={control}
                name="zipCode"
                label="Zip Code"
                mask="zip"
                placeholder="99999"
              />
            </SimpleGrid>
            <TextField
              control={control}
              name="primaryWeekDayHours"
              label="Primary Weekday Hours"
              placeholder="Mon–Fri 8:00 AM – 5:00 PM"
            />
            <TextField
              control={control}
              name="primaryWeekEndHours"
              label="Primary Weekend Hours"
              placeholder="Sat 9:00 AM – 1:00 PM"
            />
            <TextField
              control={control}
              name="secondaryWeekDayHours"
              label="Secondary Weekday Hours"
            />
            <TextField
              control={control}
              name="secondaryWeekEndHours"
              label="Secondary Weekend Hours"
            />
            <TimeZoneField control={control} current={settings.timeZone} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Social links">
          <SimpleGrid {...grid}>
            {SOCIAL_LINKS.map(([name, label]) => (
              <TextField key={name} control={control} name={name} label={label} />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Apps">
          <SimpleGrid {...grid}>
            <TextField control={control} name="appStoreLink" label="App Store Link" />
            <TextField
              control={control}
              name="googlePlayStoreLink"
              label="Google Play Store Link"
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={isAdmin ? 'Analytics & SEO' : 'SEO'}>
          {isAdmin ? (
            <SimpleGrid {...grid} mb="md">
              <TextField
                control={control}
                name="googleAnalyticsId"
                label="Google Analytics Id"
                placeholder="G-XXXXXXXXXX"
              />
              <TextField
                control={control}
                name="facebookPixelCode"
                label="Facebook Pixel Code"
                placeholder="The numeric pixel ID"
              />
            </SimpleGrid>
          ) : null}
          <TextareaField control={control} name="seo" label="SEO" />
        </Fieldset>
      </Stack>
    </EditorForm>
  );
}
