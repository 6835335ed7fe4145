/** /education: school goals, a quote, and links to schools and universities. */
import { IconCircleCheck, IconQuote } from '@tabler/icons-react';
import { EDUCATION_PAGE } from '../content/education.ts';
import { LinkCards } from '../ui/LinkCards.tsx';
import { IconList, TitledSection } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './guides.module.css';

export function EducationScreen() {
  const p = EDUCATION_PAGE;
  return (
    <>
      <PageBanner
        title={p.title}
        lead={p.lead}
        trail={[{ label: 'Economic Development', to: '/economic-development' }]}
      />
      <section className={page.surface} aria-labelledby="goals-title">
        <div className={page.container}>
          <p className={`${page.prose} ${classes.lead}`}>{p.intro}</p>
          <h2 id="goals-title" className={page.sectionTitle}>
            {p.goalsTitle}
          </h2>
          <IconList
            items={p.goals}
            icon={IconCircleCheck}
            iconSize={24}
            className={classes.checklist}
          />
        </div>
      </section>

      <figure className={`${classes.quoteBand} ${classes.figure}`}>
        <div className={classes.quote}>
          <IconQuote size={44} className={classes.quoteIcon} aria-hidden />
          <blockquote>{p.quote.text}</blockquote>
          <figcaption>
            <strong>{p.quote.author}</strong>, {p.quote.role}
          </figcaption>
        </div>
      </figure>

      <div className={`${page.container} ${classes.stack}`}>
        {p.linkSections.map((section) => (
          <TitledSection key={section.id} titleId={`${section.id}-title`} title={section.title}>
            <div style={{ marginTop: 32 }}>
              <LinkCards links={section.links} />
            </div>
          </TitledSection>
        ))}
      </div>
    </>
  );
}
