/** The social profiles of the company settings, in the order the header and footer show them. */
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconMapPin,
  type Icon,
} from '@tabler/icons-react';
import type { SiteInfo } from '@chamber/contracts';

type SocialKey =
  | 'facebookLink'
  | 'instagramLink'
  | 'twitterLink'
  | 'linkedInLink'
  | 'youtubeLink'
  | 'tiktokLink'
  | 'googleMapLink';

const SOCIALS: { key: SocialKey; label: string; icon: Icon }[] = [
  { key: 'facebookLink', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'instagramLink', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'twitterLink', label: 'X (Twitter)', icon: IconBrandX },
  { key: 'linkedInLink', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'youtubeLink', label: 'YouTube', icon: IconBrandYoutube },
  { key: 'tiktokLink', label: 'TikTok', icon: IconBrandTiktok },
  { key: 'googleMapLink', label: 'Google Maps', icon: IconMapPin },
];

export type SocialLink = { label: string; href: string; icon: Icon };

/** Only the profiles that are set. */
export function socialLinks(info: Partial<SiteInfo> | undefined): SocialLink[] {
  return SOCIALS.flatMap(({ key, label, icon }) => {
    const href = info?.[key];
    return href ? [{ label, href, icon }] : [];
  });
}
