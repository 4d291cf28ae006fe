import styled from '@emotion/styled';
import { useSite } from '../../site/site';
import type { SiteShell } from '../../site/siteParts';
import type { BlockProps } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { SmartLink } from '../../ui/SmartLink';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.md}`, maxWidth: '48rem' },
  })),
);

const ContactList = styled.dl(
  themeStyles(({ theme }) => ({
    margin: 0,
    '& div': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.space.md,
    },
    '& dt': { color: theme.colors.textMuted, minWidth: '6rem' },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
    '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '44px', fontWeight: 600 },
  })),
);

type Channel = BlockProps<'contact'>['block']['channels'][number];

/** Contacts come from site.json so a changed address is edited once, not on every page. */
function contactFor(channel: Channel, siteData: SiteShell) {
  if (channel === 'email') {
    return {
      label: 'E-mail',
      href: `mailto:${siteData.supportEmail}`,
      text: siteData.supportEmail,
    };
  }
  const messaging = siteData.social.find((link) => link.network === 'messaging');
  return messaging && { label: 'Messaging', href: messaging.href, text: messaging.label };
}

export function Contact({ block }: BlockProps<'contact'>) {
  const siteData = useSite();
  const contacts = block.channels
    .map((channel) => contactFor(channel, siteData))
    .filter((contact) => contact !== undefined);
  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      {block.body && <RichText paragraphs={block.body} />}
      <ContactList>
        {contacts.map((contact) => (
          <div key={contact.label}>
            <dt>{contact.label}</dt>
            <dd>
              <SmartLink href={contact.href}>{contact.text}</SmartLink>
            </dd>
          </div>
        ))}
      </ContactList>
    </Section>
  );
}
