/** Company settings, the "Assets Links and Resources" screen: the /Asset/* calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOnlySetting, CompanySettings, MessageResponse } from '@chamber/contracts';
import { api } from './client.ts';
import { homeKeys } from './home.ts';

/** The settings as the form hands them over (schema output, no stored paths). */
export type CompanySettingsValues = Omit<CompanySettings, 'companyLogoPath' | 'companyIconPath'>;
/** What is saved: without the admin-only settings when the user is not an administrator. */
export type CompanySettingsUpdate =
  CompanySettingsValues | Omit<CompanySettingsValues, AdminOnlySetting>;

const assetKeys = {
  all: ['assets'] as const,
  settings: () => [...assetKeys.all, 'settings'] as const,
};

export function useCompanySettings() {
  return useQuery({
    queryKey: assetKeys.settings(),
    queryFn: () => api.get<CompanySettings>('/Asset/GetAsset'),
    staleTime: 0, // the form starts from what is stored now
  });
}

/**
 * Multipart; a logo or icon file replaces the stored one. The site info carries these settings,
 * so it is reloaded too: the admin shell's logo and name follow without a page reload.
 */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      companyLogo,
      companyIcon,
    }: {
      values: CompanySettingsUpdate;
      companyLogo: File | null;
      companyIcon: File | null;
    }) =>
      api.putForm<MessageResponse>('/Asset/UpdateAsset', { ...values, companyLogo, companyIcon }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
