/** /about-the-chamber: who the Chamber is, what it does, and its leadership. */
import { Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ABOUT_PAGE } from '../content/about.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { MarkedCards, TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './guides.module.css';

export function AboutScreen() {
  const p = ABOUT_PAGE;
  return (
    <>
      <PageBanner title={p.title} lead={p.lead} />
      <div className={`${page.container} ${page.columns} ${classes.introGrid}`}>
        <div className={page.prose}>
          {p.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={classes.highlight} aria-labelledby="mission-title">
          <h2 id="mission-title">{p.missionTitle}</h2>
          <p>{p.mission}</p>
        </aside>
      </div>

      <section className={classes.statsBand} aria-label="The Chamber in numbers">
        <ul className={classes.stats}>
          {p.stats.map((stat) => (
            <li key={stat.label}>
              <span className={classes.statValue}>{stat.value}</span>
              <span className={classes.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <TitledSection className={page.container} titleId="pillars-title" title={p.pillarsTitle}>
        <MarkedCards
          items={p.pillars}
          mark={(index) => (
            <span className={classes.pillarNumber} aria-hidden>
              0{index + 1}
            </span>
          )}
        />
      </TitledSection>

      <section className={page.surface} aria-labelledby="leadership-title">
        <div className={`${page.container} ${classes.callout}`}>
          <div>
            <h2 id="leadership-title" className={page.sectionTitle}>
              {p.leadershipTitle}
            </h2>
            <p className={page.sectionLead}>{p.leadershipText}</p>
          </div>
          <Group gap="sm">
            {p.leadershipLinks.map((link, index) => (
              <LinkButton
                key={link.to}
                to={link.to}
                size="md"
                radius="xl"
                variant={index === 0 ? 'filled' : 'outline'}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {link.label}
              </LinkButton>
            ))}
          </Group>
        </div>
      </section>
    </>
  );
}
