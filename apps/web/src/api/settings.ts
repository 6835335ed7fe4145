/** Settings, the "Assets Links and Resources" screen: the Asset calls. */
import { useQuery } from '@tanstack/react-query';
import type { AdminOnlySetting, settingsSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource } from './resource.ts';

/** The settings as the form hands them over (schema output, no stored paths). */
export type SettingsValues = z.output<typeof settingsSchema>;
/** What is saved: without the admin-only settings when the user is not an administrator. */
export type SettingsUpdate = SettingsValues | Omit<SettingsValues, AdminOnlySetting>;

/**
 * The site info carries these settings, so it is reloaded too: the admin shell's logo and name
 * follow a save without a page reload.
 */
const settings = resource('settings', { alsoInvalidate: [homeKeys.all] });
export const settingsKeys = settings.keys;

/** One record, no list: stored under the resource's own key. */
export function useSettings() {
  return useQuery({
    queryKey: settings.keys.all,
    queryFn: () => call('Asset.GetAsset'),
    staleTime: 0, // the form starts from what is stored now
  });
}

type SaveInput = {
  /** With the version the screen opened (a save over a colleague's is refused). */
  values: SettingsUpdate & { version?: number };
  companyLogo: File | null;
  companyIcon: File | null;
  /** Media library images chosen instead of files. */
  companyLogoMediaId?: number;
  companyIconMediaId?: number;
};

/** Multipart; a logo or icon file (or library image) replaces the stored one. */
export const useUpdateSettings = settings.mutation(
  ({ values, companyLogo, companyIcon, companyLogoMediaId, companyIconMediaId }: SaveInput) =>
    call('Asset.UpdateAsset', {
      form: {
        ...values,
        companyLogo,
        companyIcon,
        ...(companyLogoMediaId ? { companyLogoMediaId } : {}),
        ...(companyIconMediaId ? { companyIconMediaId } : {}),
      },
    }),
);
