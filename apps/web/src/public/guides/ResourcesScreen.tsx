/**
 * /resources: seven sections in an accordion (Mantine's: buttons with
 * aria-expanded and labelled regions), each with its agencies and links in new tabs.
 */
import { Accordion } from '@mantine/core';
import {
  IconExternalLink,
  IconInfoCircle,
  IconMapPin,
  IconPhone,
  IconPrinter,
} from '@tabler/icons-react';
import { RESOURCE_SECTIONS, RESOURCES_PAGE, type Agency } from '../content/resources.ts';
import { Address } from '../ui/Address.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { linkTarget, telHref } from '../ui/links.ts';
import { IconList } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import classes from './ResourcesScreen.module.css';

function NewTabLink({ href, label }: { href: string; label: string }) {
  return (
    <SmartLink link={linkTarget(href)} className={classes.newTab}>
      {label}
      <IconExternalLink size={15} aria-hidden />
    </SmartLink>
  );
}

function AgencyCard({ agency }: { agency: Agency }) {
  return (
    <li className={classes.agency}>
      <h3 className={classes.agencyName}>{agency.name}</h3>
      <ul className={classes.agencyLines}>
        <li>
          <IconMapPin size={17} aria-hidden />
          <Address lines={agency.address} />
        </li>
        {agency.phone ? (
          <li>
            <IconPhone size={17} aria-hidden />
            <span>
              Phone:{' '}
              <a href={telHref(agency.phone)} className={page.textLink}>
                {agency.phone}
              </a>
            </span>
          </li>
        ) : null}
        {agency.fax ? (
          <li>
            <IconPrinter size={17} aria-hidden />
            <span>Fax: {agency.fax}</span>
          </li>
        ) : null}
      </ul>
      {agency.link ? <NewTabLink href={agency.link.href} label={agency.link.label} /> : null}
    </li>
  );
}

export function ResourcesScreen() {
  return (
    <>
      <PageBanner
        title={RESOURCES_PAGE.title}
        lead={RESOURCES_PAGE.lead}
        trail={[{ label: 'Economic Development', to: '/economic-development' }]}
      />
      <div className={`${page.container} ${page.columns} ${classes.layout}`}>
        <Accordion
          defaultValue={[RESOURCE_SECTIONS[0].id]}
          multiple
          order={2}
          variant="separated"
          radius="lg"
          chevronPosition="right"
          classNames={{
            item: classes.item,
            control: classes.control,
            label: classes.label,
            content: classes.content,
          }}
        >
          {RESOURCE_SECTIONS.map((section, index) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Control>
                <span className={classes.number} aria-hidden>
                  {index + 1}
                </span>
                {section.title}
              </Accordion.Control>
              <Accordion.Panel>
                <p className={classes.summary}>{section.summary}</p>
                {section.facts ? (
                  <IconList
                    items={section.facts}
                    icon={IconInfoCircle}
                    iconSize={20}
                    className={classes.facts}
                  />
                ) : null}
                {section.agencies.length > 0 ? (
                  <ul className={`${page.grid} ${classes.agencies}`}>
                    {section.agencies.map((agency) => (
                      <AgencyCard key={agency.name} agency={agency} />
                    ))}
                  </ul>
                ) : null}
                {section.links ? (
                  <ul className={page.stackList}>
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <NewTabLink href={link.href} label={link.label} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>

        <aside className={page.side}>
          <section className={classes.glance} aria-labelledby="resources-glance">
            <h2 id="resources-glance">{RESOURCES_PAGE.glanceTitle}</h2>
            <dl>
              {RESOURCES_PAGE.glance.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.value}</dt>
                  <dd>{fact.label}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={classes.help} aria-labelledby="resources-help">
            <h2 id="resources-help">{RESOURCES_PAGE.helpTitle}</h2>
            <p>{RESOURCES_PAGE.helpText}</p>
            <LinkButton to="/contact" size="md" radius="xl" mt="md">
              Contact us
            </LinkButton>
          </section>
        </aside>
      </div>
    </>
  );
}
