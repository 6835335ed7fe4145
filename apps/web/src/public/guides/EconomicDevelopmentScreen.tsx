/** /economic-development: how the Chamber helps, with links to /resources and /education. */
import { IconBuildingStore, IconCoin, IconMapPin, IconUsers, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ECONOMIC_DEVELOPMENT_PAGE } from '../content/economic-development.ts';
import { MoreHint } from '../ui/MoreHint.tsx';
import { MarkedCards, TextCard, TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './guides.module.css';

const FOCUS_ICONS: Icon[] = [IconBuildingStore, IconMapPin, IconUsers, IconCoin];

export function EconomicDevelopmentScreen() {
  const p = ECONOMIC_DEVELOPMENT_PAGE;
  return (
    <>
      <PageBanner title={p.title} lead={p.lead} />
      <div className={`${page.container} ${page.prose}`}>
        {p.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section className={page.surface} aria-labelledby="focus-title">
        <div className={page.container}>
          <h2 id="focus-title" className={page.sectionTitle}>
            {p.focusTitle}
          </h2>
          <MarkedCards
            items={p.focus}
            className={classes.fourUp}
            mark={(index) => {
              const FocusIcon = FOCUS_ICONS[index % FOCUS_ICONS.length];
              return (
                <span className={classes.cardIcon}>
                  <FocusIcon size={26} stroke={1.75} aria-hidden />
                </span>
              );
            }}
          />
        </div>
      </section>

      <TitledSection className={page.container} titleId="start-title" title={p.linksTitle}>
        <ul className={`${page.grid} ${classes.twoUp}`} style={{ marginTop: 32 }}>
          {p.links.map((link) => (
            <li key={link.to}>
              <TextCard
                title={
                  <Link to={link.to} className={page.stretched}>
                    {link.title}
                  </Link>
                }
                text={link.text}
              >
                <MoreHint>Learn more</MoreHint>
              </TextCard>
            </li>
          ))}
        </ul>
        <p className={classes.note}>{p.contact}</p>
      </TitledSection>
    </>
  );
}
