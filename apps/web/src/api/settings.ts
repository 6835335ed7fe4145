/** Settings, the "Assets Links and Resources" screen: the Asset calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOnlySetting, settingsSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { homeKeys } from './home.ts';

/** The settings as the form hands them over (schema output, no stored paths). */
export type SettingsValues = z.output<typeof settingsSchema>;
/** What is saved: without the admin-only settings when the user is not an administrator. */
export type SettingsUpdate = SettingsValues | Omit<SettingsValues, AdminOnlySetting>;

const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: () => call('Asset.GetAsset'),
    staleTime: 0, // the form starts from what is stored now
  });
}

/**
 * Multipart; a logo or icon file replaces the stored one. The site info carries these settings,
 * so it is reloaded too: the admin shell's logo and name follow without a page reload.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      companyLogo,
      companyIcon,
    }: {
      values: SettingsUpdate;
      companyLogo: File | null;
      companyIcon: File | null;
    }) => call('Asset.UpdateAsset', { form: { ...values, companyLogo, companyIcon } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
