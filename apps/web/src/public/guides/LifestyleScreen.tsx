/** /lifestyle-and-community: links for healthcare, community services and parks. */
import { IconHeartbeat, IconHeartHandshake, IconTrees, type Icon } from '@tabler/icons-react';
import { LIFESTYLE_PAGE } from '../content/lifestyle.ts';
import { LinkCards } from '../ui/LinkCards.tsx';
import { TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './guides.module.css';

const SECTION_ICONS: Record<string, Icon> = {
  healthcare: IconHeartbeat,
  'community-services': IconHeartHandshake,
  'parks-and-recreation': IconTrees,
};

export function LifestyleScreen() {
  const p = LIFESTYLE_PAGE;
  return (
    <>
      <PageBanner title={p.title} lead={p.lead} />
      <div className={`${page.container} ${classes.stack}`}>
        <p className={`${page.prose} ${classes.lead}`}>{p.intro}</p>
        {p.sections.map((section) => {
          const SectionIcon = SECTION_ICONS[section.id] ?? IconHeartHandshake;
          return (
            <TitledSection
              key={section.id}
              titleId={`${section.id}-title`}
              titleClassName={classes.iconTitle}
              title={
                <>
                  <span className={classes.cardIcon}>
                    <SectionIcon size={26} stroke={1.75} aria-hidden />
                  </span>
                  {section.title}
                </>
              }
            >
              <LinkCards links={section.links} />
            </TitledSection>
          );
        })}
      </div>
    </>
  );
}
