import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { attachmentPath, type SiteInfo } from '@chamber/contracts';

/** The company's logo (when set) and name, leading home: the header's and the footer's. */
export function BrandLink({
  logoPath,
  companyName,
  logoSize,
  classNames,
  loading,
}: {
  logoPath: SiteInfo['companyLogoPath'] | undefined;
  companyName: string;
  logoSize: number;
  classNames: { root: string; logo: string; name?: string };
  loading?: ComponentPropsWithoutRef<'img'>['loading'];
}) {
  return (
    <Link to="/home" className={classNames.root}>
      {logoPath ? (
        <img
          src={attachmentPath(logoPath)}
          alt=""
          width={logoSize}
          height={logoSize}
          loading={loading}
          className={classNames.logo}
        />
      ) : null}
      <span className={classNames.name}>{companyName}</span>
    </Link>
  );
}
